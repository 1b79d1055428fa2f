"""Peer: the same event stream stored and rebuilt with the `eventsourcing` library's SQLite
recorder (the `SQLiteApplicationRecorder` an eventsourcing Application uses on SQLite),
side by side with matchlog's ledger.

Both sides get the same bytes: one stored event per matchlog event (originator id = a
UUID per match, version = seq, topic = the event kind, state = the JSON payload). Both run
WAL with synchronous=NORMAL. Rebuilding is reading a match back, decoding each payload
with the game's decoder and folding it unchecked; the fold is the same code on both sides.
`eventsourcing` is a benchmark-only dependency (`pip install -e ".[bench]"`).

The same bench then runs the rollout peers of `bench/rollouts.py`: OpenSpiel and RLCard games
played at random beside matchlog's self-play, decisions counted the same way.
"""

from __future__ import annotations

import tempfile
import uuid
from pathlib import Path

from engine.fold import Fold
from ledger import Ledger, NewMatch
from replays.history import load_history

from bench import rollouts
from bench.append import tidy
from bench.report import Figure, ratio_figure, rounds, say
from bench.workload import SimMatch, Workload

_NS = uuid.UUID("6f1b2b52-8f0e-4c34-9d0e-6d6174636801")


def available() -> str | None:
    """None when eventsourcing can be imported, else why not."""
    try:
        import eventsourcing.sqlite  # noqa: F401
    except ImportError as e:
        return f"eventsourcing is not installed ({e}); pip install -e '.[bench]'"
    return None


class Peer:
    """An eventsourcing SQLite application recorder on one file, with matchlog's pragmas."""

    def __init__(self, path: Path):
        from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

        # One pooled connection, so the pragma below holds for every read and write.
        self.datastore = SQLiteDatastore(str(path), pool_size=1, max_overflow=0)
        with self.datastore.get_connection(commit=True) as conn:
            conn._sqlite_conn.execute("PRAGMA synchronous = NORMAL")
        self.recorder = SQLiteApplicationRecorder(self.datastore)
        self.recorder.create_table()

    def close(self) -> None:
        self.datastore.close()


def _stored(m: SimMatch, oid: uuid.UUID):
    from eventsourcing.persistence import StoredEvent

    first = [StoredEvent(oid, 0, "genesis", m.genesis_bytes)]
    return first + [StoredEvent(oid, seq, kind, payload)
                    for seq, (kind, payload, _d) in enumerate(m.rows, start=1)]


def _oid(i: int) -> uuid.UUID:
    return uuid.uuid5(_NS, str(i))


def run(work: Workload, quick: bool) -> list[Figure]:
    """The eventsourcing comparison, then the rollout peers (OpenSpiel, RLCard)."""
    return _eventsourcing(work, quick) + rollouts.run(quick)


def _eventsourcing(work: Workload, quick: bool) -> list[Figure]:
    why = available()
    if why:
        say(f"peer: skipped: {why}")
        return [Figure("peer", f"skipped: {why}", None, "")]
    matches = work.all()
    n = work.events()
    n_rounds = 3 if quick else 5
    counter = [0]
    single = matches[: max(1, len(matches) // 10)]
    n_single = sum(m.n_events for m in single)
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        tmp = Path(d)

        def fresh(name: str) -> Path:
            counter[0] += 1
            return tmp / f"{name}-{counter[0]}.db"

        # Store, one transaction per match.
        def ml_batch():
            with Ledger.open(fresh("ml")) as led:
                for m in matches:
                    led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                     meta={"players": m.genesis.players}, events=m.rows)

        def es_batch():
            peer = Peer(fresh("es"))
            try:
                for i, m in enumerate(matches):
                    peer.recorder.insert_events(_stored(m, _oid(i)))
            finally:
                peer.close()

        # Store, every match in one transaction (an import, a simulation batch).
        def ml_all():
            with Ledger.open(fresh("mla")) as led:
                led.create_matches([NewMatch(m.game.id, m.genesis_bytes, m.genesis_digest,
                                             {"players": m.genesis.players}, m.rows)
                                    for m in matches])

        def es_all():
            peer = Peer(fresh("esa"))
            try:
                peer.recorder.insert_events([e for i, m in enumerate(matches)
                                             for e in _stored(m, _oid(i))])
            finally:
                peer.close()

        # Store, one transaction per event (a recorded decision at a time).
        def ml_single():
            with Ledger.open(fresh("ml1")) as led:
                for m in single:
                    mid = led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                           meta={"players": m.genesis.players})
                    for seq, row in enumerate(m.rows, start=1):
                        led.append(mid, "main", seq, [row])

        def es_single():
            peer = Peer(fresh("es1"))
            try:
                for i, m in enumerate(single):
                    for ev in _stored(m, _oid(i)):
                        peer.recorder.insert_events([ev])
            finally:
                peer.close()

        say("peer: storing")
        t: dict[str, list[float]] = {}
        for pair in ({"es_batch": es_batch, "ml_batch": ml_batch},
                     {"es_all": es_all, "ml_all": ml_all},
                     {"es_single": es_single, "ml_single": ml_single}):
            t.update(rounds(pair, n_rounds, tidy=lambda: tidy(tmp)))

        # Rebuild: both stores hold every match; read each back, decode, fold.
        say("peer: rebuilding")
        rebuilt = tmp / "rebuild"
        rebuilt.mkdir()
        ml_path, es_path = rebuilt / "ml.db", rebuilt / "es.db"
        with Ledger.open(ml_path) as led:
            ids = [led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                    meta={"players": m.genesis.players}, events=m.rows) for m in matches]
        peer = Peer(es_path)
        for i, m in enumerate(matches):
            peer.recorder.insert_events(_stored(m, _oid(i)))
        games = [m.game for m in matches]
        try:
            with Ledger.open(ml_path, readonly=True) as led:
                def ml_rebuild():
                    for mid in ids:
                        # no chain check: eventsourcing's rebuild checks nothing either
                        load_history(led, mid, chained=False).fold_to_head(check=False)

                def ml_read():
                    for mid in ids:
                        load_history(led, mid, chained=False).events(1)

                def es_rebuild(fold: bool = True):
                    select = peer.recorder.select_events
                    for i, game in enumerate(games):
                        stored = select(_oid(i))
                        decode = game.decode_event
                        events = [decode(s.state) for s in stored]
                        if fold:
                            f = Fold(game, events[0], check=False)
                            for e in events[1:]:
                                f.apply(e)

                t.update(rounds({"es_rebuild": es_rebuild, "ml_rebuild": ml_rebuild}, n_rounds))
                t.update(rounds({"es_read": lambda: es_rebuild(False), "ml_read": ml_read},
                                n_rounds))
        finally:
            peer.close()

    def fig(what: str, ml: str, es: str, events: int, target: str = ">= 2") -> Figure:
        return ratio_figure("peer", what, "events/s", events, t[ml], "eventsourcing SQLite",
                            t[es], target)

    return [
        fig(f"store {len(matches)} matches, one transaction per match", "ml_batch", "es_batch", n),
        fig(f"store {len(matches)} matches, all in one transaction", "ml_all", "es_all", n),
        fig(f"store {n_single:,} events, one transaction per event", "ml_single", "es_single",
            n_single),
        fig(f"rebuild {len(matches)} matches: read, decode, fold", "ml_rebuild", "es_rebuild", n),
        fig("  (read and decode only, no fold)", "ml_read", "es_read", n, ""),
    ]
