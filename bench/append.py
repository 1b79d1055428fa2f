"""Appending: a batch import of many matches, one durable decision at a time, and the
end-to-end latency of recording one decision through `replays.record.decide`."""

from __future__ import annotations

import sqlite3
import tempfile
import time
from pathlib import Path

from engine.agents import RandomAgent
from engine.fold import Fold
from engine.protocol import Decision
from ledger import Ledger, NewMatch
from replays import history, record
from replays.simulate import agent_names, default_decks, match_seed

from bench.report import Figure, percentile, ratio_figure, rounds, say
from bench.workload import SimMatch, Workload, seats_of

# The ledger's pragmas (ledger/connection.py: prepare), so the raw baselines pay the
# same durability price: WAL, synchronous=NORMAL, foreign keys on.
_PRAGMAS = ("PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL",
            "PRAGMA foreign_keys = ON", "PRAGMA busy_timeout = 2000")
_RAW_TABLE = ("CREATE TABLE events (match_id INTEGER NOT NULL, seq INTEGER NOT NULL,"
              " kind TEXT NOT NULL, payload TEXT NOT NULL, digest TEXT,"
              " PRIMARY KEY (match_id, seq))")
_RAW_INSERT = "INSERT INTO events (match_id, seq, kind, payload, digest) VALUES (?, ?, ?, ?, ?)"


def raw_connection(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    for p in _PRAGMAS:
        conn.execute(p)
    conn.execute(_RAW_TABLE)
    return conn


def _fresh(tmp: Path, name: str, counter: list[int]) -> Path:
    counter[0] += 1
    return tmp / f"{name}-{counter[0]}.db"


def tidy(tmp: Path) -> None:
    """Remove every ledger the last timed call wrote: files left behind would fill the page
    cache with dirty pages that the kernel writes back during the next call's timing."""
    for f in tmp.iterdir():
        if f.is_file():
            f.unlink()


ROUNDS = {False: 9, True: 5}
"""Rounds of each storing bench (a full run; --quick)."""


# ----------------------------------------------------------------------------- batch append

def _ledger_import(path: Path, matches: list[SimMatch]) -> None:
    with Ledger.open(path) as led:
        for m in matches:
            led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                             meta={"players": m.genesis.players}, events=m.rows)


def _ledger_import_batch(path: Path, matches: list[SimMatch]) -> None:
    with Ledger.open(path) as led:
        led.create_matches([NewMatch(m.game.id, m.genesis_bytes, m.genesis_digest,
                                     {"players": m.genesis.players}, m.rows) for m in matches])


def _raw_import(path: Path, matches: list[SimMatch]) -> None:
    conn = raw_connection(path)
    try:
        def all_rows():
            for mid, m in enumerate(matches, start=1):
                yield mid, 0, "genesis", m.genesis_bytes.decode(), m.genesis_digest
                for seq, (kind, payload, digest) in enumerate(m.rows, start=1):
                    yield mid, seq, kind, payload.decode(), digest
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany(_RAW_INSERT, all_rows())
        conn.execute("COMMIT")
    finally:
        conn.close()


def batch_append(work: Workload, quick: bool) -> list[Figure]:
    matches = work.all()
    n = work.events()
    counter = [0]
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        tmp = Path(d)
        t = rounds({
            "raw": lambda: _raw_import(_fresh(tmp, "raw", counter), matches),
            "matchlog": lambda: _ledger_import(_fresh(tmp, "ledger", counter), matches),
            "batch": lambda: _ledger_import_batch(_fresh(tmp, "batch", counter), matches),
        }, ROUNDS[quick], tidy=lambda: tidy(tmp))
    raw = "raw executemany, one transaction"
    return [ratio_figure("batch append", f"import {len(matches)} matches ({n:,} events), "
                         "create_match(events=...) per match", "events/s", n, t["matchlog"],
                         raw, t["raw"], ">= 0.5"),
            ratio_figure("batch append", f"import {len(matches)} matches ({n:,} events), "
                         "create_matches in one transaction, hash chain included", "events/s", n,
                         t["batch"], raw, t["raw"], ">= 0.75")]


# ----------------------------------------------------------------------------- durable single

def _single_rows(work: Workload, count: int) -> list[SimMatch]:
    out, total = [], 0
    for m in work.all():
        out.append(m)
        total += m.n_events
        if total >= count:
            break
    return out


def _ledger_singles(path: Path, matches: list[SimMatch]) -> None:
    with Ledger.open(path) as led:
        for m in matches:
            mid = led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                   meta={"players": m.genesis.players})
            append = led.append
            for seq, row in enumerate(m.rows, start=1):
                append(mid, "main", seq, [row])


def _raw_singles(path: Path, matches: list[SimMatch]) -> None:
    conn = raw_connection(path)
    try:
        ex = conn.execute
        for mid, m in enumerate(matches, start=1):
            ex("BEGIN IMMEDIATE")
            ex(_RAW_INSERT, (mid, 0, "genesis", m.genesis_bytes.decode(), m.genesis_digest))
            ex("COMMIT")
            for seq, (kind, payload, digest) in enumerate(m.rows, start=1):
                ex("BEGIN IMMEDIATE")
                ex(_RAW_INSERT, (mid, seq, kind, payload.decode(), digest))
                ex("COMMIT")
    finally:
        conn.close()


def single_append(work: Workload, quick: bool) -> list[Figure]:
    matches = _single_rows(work, 2_000 if quick else 8_000)
    n = sum(m.n_events for m in matches)
    counter = [0]
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        tmp = Path(d)
        t = rounds({
            "raw": lambda: _raw_singles(_fresh(tmp, "raw", counter), matches),
            "matchlog": lambda: _ledger_singles(_fresh(tmp, "ledger", counter), matches),
        }, ROUNDS[quick], tidy=lambda: tidy(tmp))
    return [ratio_figure("durable append", f"{n:,} events, Ledger.append of one event per "
                         "transaction", "events/s", n, t["matchlog"],
                         "raw INSERT, one row per transaction", t["raw"], ">= 0.8")]


# ----------------------------------------------------------------------------- decide latency

def _record_match(led: Ledger, game_id: str, i: int, seed: int) -> tuple[list[float], int]:
    """Record one whole match through `decide`, timing each call; returns (ms each, match id)."""
    from engine.registry import get_game

    game = get_game(game_id)
    seats = seats_of(game)
    secret = match_seed(seed, game, i)
    decks = default_decks(game, seed * 100_003 + i, seats)
    mid = record.create_match(led, game_id, agent_names(seats), decks, secret,
                              game.selfplay_options())
    # A shadow fold (untimed) tracks the position so the agents can pick an option.
    stored = history.load_history(led, mid)
    shadow = Fold(game, stored.genesis, check=False)
    for ev in stored.events(1):
        shadow.apply(ev)
    agents = [RandomAgent(match_seed(seed, game, i, f"agent{s}")) for s in range(seats)]
    times = []
    while True:
        p = game.pending(shadow.state)
        if not isinstance(p, Decision):
            break
        event = agents[p.seat].choose(p)
        t0 = time.perf_counter()
        step = record.decide(led, mid, event)
        times.append((time.perf_counter() - t0) * 1000)
        for ev, _ in step.events:
            shadow.apply(ev)
    return times, mid


def decide_latency(work: Workload, quick: bool) -> list[Figure]:
    per_game = 2 if quick else 6
    figs = []
    all_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        with Ledger.open(Path(d) / "decide.db") as led:
            for game_id in work.matches:
                ms: list[float] = []
                for i in range(per_game):
                    times, _ = _record_match(led, game_id, 10_000 + i, 7)
                    ms += times
                all_ms += ms
                figs.append(_latency_figs(f"{game_id}: {len(ms)} decisions, {per_game} matches", ms))
            # The baseline: the raw single-row transaction of the durable-append bench.
            conn = raw_connection(Path(d) / "raw.db")
            base = []
            payload = work.all()[0].rows[-1]
            for seq in range(500):
                t0 = time.perf_counter()
                conn.execute("BEGIN IMMEDIATE")
                conn.execute(_RAW_INSERT, (1, seq, payload[0], payload[1].decode(), payload[2]))
                conn.execute("COMMIT")
                base.append((time.perf_counter() - t0) * 1000)
            conn.close()
    out = []
    for label, ms in figs + [_latency_figs(f"all games: {len(all_ms)} decisions", all_ms)]:
        p50, p99 = percentile(ms, 50), percentile(ms, 99)
        out.append(Figure("decide latency", f"p50, {label}", p50, "ms",
                          "raw 1-row txn p50", percentile(base, 50), None))
        out.append(Figure("decide latency", f"p99, {label}", p99, "ms",
                          "raw 1-row txn p99", percentile(base, 99), None,
                          "< 5", checked="value").judge())
    return out


def _latency_figs(label: str, ms: list[float]) -> tuple[str, list[float]]:
    return label, ms


def run(work: Workload, quick: bool) -> list[Figure]:
    say("append: batch import")
    figs = batch_append(work, quick)
    say("append: durable single appends")
    figs += single_append(work, quick)
    say("append: decide latency")
    figs += decide_latency(work, quick)
    return figs
