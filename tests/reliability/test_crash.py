"""Crash: a writer killed with SIGKILL at random moments during single and batch appends.

A forked writer appends batches of known sizes with recognisable payloads ({"t": trial,
"b": batch, "i": index, "n": size}) to a match's "main" and "side" branches, and now and then
creates a whole match with its events in one batch. It tells the parent through a pipe when
it starts a batch ("S") and when the batch has committed ("C"). The parent kills it after a
seeded random delay, then reopens the ledger and checks: it opens, `verify` finds nothing,
every batch present is whole, and every batch the writer saw commit is there (none lost).
The same file takes every kill, so each reopen also recovers the WAL of the last crash.
"""

from __future__ import annotations

import json
import os
import random

from ledger import Ledger
from tests.reliability.common import FIGURES, kill_after, trials

SIZES = [1, 1, 1, 2, 3, 5, 8, 13, 40]
PADS = [0, 0, 60, 600, 6000]  # large payloads make a batch span many pages


def _payload(t: int, b: int, i: int, n: int, pad: int) -> bytes:
    return json.dumps({"t": t, "b": b, "i": i, "n": n, "pad": "x" * pad}).encode()


def _writer(path: str, match_id: int, trial: int, out: int) -> None:
    """The child: append until killed. Never returns into pytest."""
    try:
        rng = random.Random(trial * 7919)
        led = Ledger.open(path)
        b = 0
        while True:
            n, pad = rng.choice(SIZES), rng.choice(PADS)
            roll = rng.random()
            if roll < 0.08:
                os.write(out, f"S {b} {n} match\n".encode())
                events = [("note", _payload(trial, b, i, n, pad), None) for i in range(1, n)]
                led.create_match("crash-test", _payload(trial, b, 0, n, pad), None,
                                 meta={"t": trial}, events=events)
            else:
                branch = "side" if roll < 0.4 else "main"
                os.write(out, f"S {b} {n} {branch}\n".encode())
                rows = [("note", _payload(trial, b, i, n, pad), f"d{i}") for i in range(n)]
                led.append(match_id, branch, led.head(match_id, branch) + 1, rows)
            os.write(out, f"C {b}\n".encode())
            b += 1
    finally:
        os._exit(0)


def _batches(led: Ledger, trial: int, match_ids: list[int]) -> dict[int, list[int]]:
    """Batch number -> the indexes present, over the trial's rows in the given matches."""
    found: dict[int, list[int]] = {}
    for mid in match_ids:
        for name in [b.name for b in led.branches(mid)]:
            for e in led.events(mid, name):
                if e.branch != name or e.kind not in ("note", "genesis"):
                    continue
                p = json.loads(e.payload)
                if p.get("t") == trial and p["b"] >= 0:
                    found.setdefault(p["b"], []).append(p["i"])
    return found


def test_sigkill_during_appends_never_loses_or_splits_a_batch(tmp_path):
    kills = trials(100, 1000)
    rng = random.Random(20261121)
    path = str(tmp_path / "crash.db")
    fig = FIGURES["crash"]
    for trial in range(kills):
        with Ledger.open(path) as led:
            match_id = led.create_match("crash-test", _payload(trial, -1, 0, 1, 0), None)
            led.create_branch(match_id, "side", at=0)
            before = max(m.id for m in led.matches())
        lines = kill_after(lambda w: _writer(path, match_id, trial, w), rng.uniform(0.001, 0.03))
        fig["kills"] += 1

        started = {int(ln.split()[1]): int(ln.split()[2]) for ln in lines if ln.startswith("S ")}
        committed = {int(ln.split()[1]) for ln in lines if ln.startswith("C ")}
        in_flight = set(started) - committed

        with Ledger.open(path) as led:  # opens after the crash (WAL recovery)
            ids = [match_id] + [m.id for m in led.matches() if m.id > before]
            problems = [p for mid in ids for p in led.verify(mid)]
            assert problems == [], f"trial {trial}: {problems}"
            found = _batches(led, trial, ids)
        for b, indexes in found.items():
            assert b in started, f"trial {trial}: batch {b} appeared but was never started"
            assert sorted(indexes) == list(range(started[b])), (
                f"trial {trial}: batch {b} of {started[b]} events is split: {sorted(indexes)}")
        lost = committed - set(found)
        assert not lost, f"trial {trial}: committed batches {sorted(lost)} are lost"
        fig["batches_committed"] += len(committed)
        fig["events_committed"] += sum(started[b] for b in committed)
        fig["batches_lost"] += len(lost)
        if not lines:
            fig["killed_before_first_batch"] += 1
        for b in in_flight:
            fig["killed_mid_batch"] += 1
            fig["mid_batch_then_present" if b in found else "mid_batch_then_absent"] += 1
    with Ledger.open(path, readonly=True) as led:
        assert led.verify() == []  # every match, every branch, no stray events
        fig["final_events"] = led.db.execute("SELECT COUNT(*) FROM events").fetchone()[0]
