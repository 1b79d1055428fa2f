"""Scale: opening and replaying one match must not slow down as the ledger fills up, nor
as a branch's chain of forks grows deeper.

The big ledger is built through the Ledger API, one `create_match(events=...)` per match:
the probe matches are whole simulated matches spread through the file, and the filler
matches between them are real match openings (genesis and the first events of a workload
match), which keeps 100,000 matches within seconds and a few hundred MB of disk.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from ledger import Ledger
from replays.history import load_history

from bench.report import Figure, median, say, time_figure
from bench.workload import SimMatch, Workload

FILLER_EVENTS = 20
PROBES = 5


def build_ledger(path: Path, n: int, work: Workload) -> list[int]:
    """A ledger of n matches; returns the ids of the whole probe matches in it."""
    pool = work.all()
    probes = [pool[(k * 7) % len(pool)] for k in range(PROBES)]
    probe_at = {int((k + 0.5) * n / PROBES): m for k, m in enumerate(probes)}
    ids = []
    with Ledger.open(path) as led:
        create = led.create_match
        for i in range(n):
            m = probe_at.get(i)
            if m is not None:
                ids.append(create(m.game.id, m.genesis_bytes, m.genesis_digest,
                                  meta={"players": m.genesis.players}, events=m.rows))
            else:
                f = pool[i % len(pool)]
                create(f.game.id, f.genesis_bytes, f.genesis_digest,
                       meta={"players": f.genesis.players},
                       events=f.rows[:FILLER_EVENTS])
    return ids


def open_and_replay(path: Path, match_id: int, branch: str = "main") -> float:
    t0 = time.perf_counter()
    with Ledger.open(path, readonly=True) as led:
        load_history(led, match_id, branch).fold_to_head(check=False)
    return time.perf_counter() - t0


def _latency(path: Path, ids: list[int], repeats: int, branch: str = "main") -> float:
    """Median ms over `repeats` rounds of every probe (each timing its own fresh open)."""
    samples = []
    for _ in range(repeats):
        for mid in ids:
            samples.append(open_and_replay(path, mid, branch))
    return median(samples) * 1000


def ledger_size(work: Workload, quick: bool) -> list[Figure]:
    small_n, big_n = 1_000, (10_000 if quick else 100_000)
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        small, big = Path(d) / "small.db", Path(d) / "big.db"
        say(f"scale: building ledgers of {small_n:,} and {big_n:,} matches")
        t0 = time.perf_counter()
        small_ids = build_ledger(small, small_n, work)
        big_ids = build_ledger(big, big_n, work)
        build_s = time.perf_counter() - t0
        rounds = 10 if quick else 20
        # The first round of each warms the page cache; then the two ledgers take turns,
        # probe by probe, so a burst of load hits both alike.
        _latency(small, small_ids, 1), _latency(big, big_ids, 1)
        # A round times every probe of each ledger; its ratio is the big ledger's time over the
        # small one's in that round.
        lat_small, lat_big = [], []
        for r in range(rounds):
            s_round = b_round = 0.0
            for a, b in zip(small_ids, big_ids):
                if r % 2:
                    b_round += open_and_replay(big, b)
                    s_round += open_and_replay(small, a)
                else:
                    s_round += open_and_replay(small, a)
                    b_round += open_and_replay(big, b)
            lat_small.append(s_round / len(small_ids))
            lat_big.append(b_round / len(big_ids))
        size_mb = big.stat().st_size / 1e6
    return [time_figure("scale", f"open + replay one match, ledger of {big_n:,} matches "
                        f"({size_mb:.0f} MB, built in {build_s:.0f} s) vs {small_n:,}", lat_big,
                        f"{small_n:,} matches", lat_small, "<= 1.5")]


def branch_depth(work: Workload, quick: bool, depth: int = 50) -> list[Figure]:
    """The same events on a branch 1 fork deep and on one `depth` forks deep."""
    m: SimMatch = work.longest("keyforge")
    head = len(m.rows)
    fork = head - depth - 10
    rows = {seq: r for seq, r in enumerate(m.rows, start=1)}
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        path = Path(d) / "branches.db"
        with Ledger.open(path) as led:
            mid = led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                   meta={"players": m.genesis.players}, events=m.rows)
            led.create_branch(mid, "shallow", "main", fork)
            led.append(mid, "shallow", fork + 1, [rows[s] for s in range(fork + 1, head + 1)])
            parent, at = "main", fork
            for k in range(1, depth + 1):
                name = f"deep{k}"
                led.create_branch(mid, name, parent, at)
                upto = at + 1 if k < depth else head
                led.append(mid, name, at + 1, [rows[s] for s in range(at + 1, upto + 1)])
                parent, at = name, upto
            deep = parent
        rounds = 30 if quick else 100
        _latency(path, [mid], 3, "shallow"), _latency(path, [mid], 3, deep)
        sh, dp = [], []
        for r in range(rounds):
            if r % 2:
                dp.append(open_and_replay(path, mid, deep))
                sh.append(open_and_replay(path, mid, "shallow"))
            else:
                sh.append(open_and_replay(path, mid, "shallow"))
                dp.append(open_and_replay(path, mid, deep))
    return [time_figure("scale", f"open + replay a {head + 1}-event branch {depth} forks deep "
                        "vs 1 fork deep", dp, "1 fork deep", sh, "<= 1.5")]


def run(work: Workload, quick: bool) -> list[Figure]:
    figs = ledger_size(work, quick)
    say("scale: branch depth")
    return figs + branch_depth(work, quick)
