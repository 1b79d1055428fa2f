"""Tamper: random single-byte changes to stored events, branches and genesis.

A recorded ledger (one self-played match of every game, each with a branch and a branch of
that branch, both with events of their own) is copied per trial; the copy's append-only
triggers are dropped with raw SQL and one random byte of one stored field is changed: an
event's payload, kind, digest, hash, branch name or seq, the genesis payload, or a branch
row's name, parent or fork point. The changed byte is XORed with a random non-zero mask, so
it may leave valid UTF-8 (stored as TEXT, perhaps still valid JSON) or not (stored as a
BLOB). `Ledger.verify` must report a problem naming the exact (branch, seq) of the first bad
event; every 10th trial also goes through `matchlog verify MATCH --json`.
"""

from __future__ import annotations

import json
import random
import shutil
import sqlite3

import pytest
from typer.testing import CliRunner

from cli.app import app
from engine.protocol import Decision
from engine.registry import game_ids
from ledger import Ledger
from replays.branching import fork
from replays.history import load_history
from replays.record import decide, legal_options
from replays.simulate import simulate
from tests.reliability.common import FIGURES, trials

TRIGGERS = ["events_no_update", "events_no_delete", "branches_no_update",
            "branches_no_delete", "matches_no_delete"]
TARGETS = {  # what to change, and how often
    "event.payload": 25, "genesis.payload": 10, "event.hash": 12, "event.digest": 10,
    "event.kind": 10, "event.branch": 8, "event.seq": 7, "branch.name": 6,
    "branch.parent": 6, "branch.fork_seq": 6,
}


def _record(led: Ledger, match_id: int, branch: str, n: int, rng: random.Random) -> None:
    for _ in range(n):
        pending = legal_options(load_history(led, match_id, branch))
        if not isinstance(pending, Decision):
            return
        decide(led, match_id, rng.choice(pending.options), branch)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """The base ledger file and its rows: (events, branches, heads)."""
    path = tmp_path_factory.mktemp("tamper") / "base.db"
    rng = random.Random(7)
    with Ledger.open(path) as led:
        for gid in game_ids():
            [m] = simulate(led, gid, 1, seed=3)
            fork(led, m, "what-if", at=10)
            _record(led, m, "what-if", 8, rng)
            fork(led, m, "deeper", at=led.head(m, "what-if") - 2, parent="what-if")
            _record(led, m, "deeper", 5, rng)
            assert led.head(m, "deeper") > led.head(m, "what-if") - 2
        assert led.verify() == []
        heads = {(m.id, b.name): b.head for m in led.matches() for b in led.branches(m.id)}
    con = sqlite3.connect(path)
    events = con.execute("SELECT match_id, branch, seq, kind, payload, digest, hash"
                         " FROM events ORDER BY match_id, branch, seq").fetchall()
    branches = con.execute("SELECT match_id, name, parent, fork_seq FROM branches").fetchall()
    con.close()
    return path, events, branches, heads


def _flip(value: str, rng: random.Random) -> str | bytes:
    """`value` with one byte XORed by a random non-zero mask: TEXT if still UTF-8, else BLOB."""
    data = bytearray(value.encode())
    data[rng.randrange(len(data))] ^= rng.randrange(1, 256)
    try:
        return data.decode()
    except UnicodeDecodeError:
        return bytes(data)


def _tamper(con: sqlite3.Connection, recorded, rng: random.Random):
    """Change one byte; return (target, match, the branch names accepted, the expected seq)."""
    _, events, branches, heads = recorded
    existing = {(m, b, s) for m, b, s, *_ in events}
    target = rng.choices(list(TARGETS), weights=list(TARGETS.values()))[0]
    if target.startswith("branch."):
        column = target.split(".")[1]
        rows = branches if column == "name" else [r for r in branches if r[2] is not None]
        m, name, parent, fork_seq = rng.choice(rows)
        if column == "fork_seq":
            new = fork_seq ^ (1 << rng.randrange(8))
            con.execute("UPDATE branches SET fork_seq = ? WHERE match_id = ? AND name = ?",
                        (new, m, name))
            if new > heads[(m, parent)]:  # the fork point does not exist on the parent
                return target, m, {name}, new + 1
            return target, m, {name}, min(fork_seq, new) + 1
        old = name if column == "name" else parent
        new = _flip(old, rng)
        con.execute(f"UPDATE branches SET {column} = ? WHERE match_id = ? AND name = ?",
                    (new, m, name))
        if column == "name":  # the branch's own events are now stray
            own = [s for mm, b, s, *_ in events if mm == m and b == name]
            return target, m, {name}, min(own)
        return target, m, {name}, fork_seq + 1
    if target == "genesis.payload":
        row = rng.choice([r for r in events if r[2] == 0])
        column = "payload"
    else:
        column = target.split(".")[1]
        row = rng.choice([r for r in events if column != "digest" or r[5] is not None])
    m, b, s, kind, payload, digest, hash_ = row
    where = "WHERE match_id = ? AND branch = ? AND seq = ?"
    if column == "seq":
        new = s ^ (1 << rng.randrange(8))
        while (m, b, new) in existing:
            new = s ^ (1 << rng.randrange(12))
        con.execute(f"UPDATE events SET seq = ? {where}", (new, m, b, s))
        return target, m, {b}, min(s, new)
    old = {"payload": payload, "kind": kind, "digest": digest, "hash": hash_, "branch": b}[column]
    new = _flip(old, rng)
    con.execute(f"UPDATE events SET {column} = ? {where}", (new, m, b, s))
    return target, m, {b, new} if column == "branch" else {b}, s


def test_every_single_byte_change_is_detected_at_the_first_bad_event(recorded, tmp_path):
    n = trials(300, 5000)
    rng = random.Random(1121)
    fig = FIGURES["tamper"]
    runner = CliRunner()
    copy = tmp_path / "copy.db"
    for trial in range(n):
        shutil.copyfile(recorded[0], copy)
        con = sqlite3.connect(copy, isolation_level=None)
        con.execute("PRAGMA synchronous = OFF")  # a scratch copy: no need to wait for the disk
        con.execute("BEGIN")
        for t in TRIGGERS:
            con.execute(f"DROP TRIGGER {t}")
        target, m, names, seq = _tamper(con, recorded, rng)
        con.execute("COMMIT")
        con.close()
        with Ledger.open(copy, readonly=True) as led:
            problems = led.verify()
        fig["trials"] += 1
        fig[f"trials.{target}"] += 1
        assert problems, f"trial {trial}: {target} in match {m} ({names}, {seq}) not detected"
        fig["detected"] += 1
        assert all(p.match == m for p in problems), (trial, target, problems)
        named = [p for p in problems if p.branch in names]
        assert [p.seq for p in named] and named[0].seq == seq, (
            f"trial {trial}: {target} in match {m} {names} at {seq}: {problems}")
        fig["named_first_bad_event"] += 1
        if trial % 10 == 0:
            r = runner.invoke(app, ["verify", str(m), "--json", "--db", str(copy)])
            assert r.exit_code == 1, (trial, target, r.output)
            assert "Traceback" not in r.output
            found = json.loads(r.stdout)["problems"]
            assert any(p["seq"] == seq and p["branch"] in {str(x) for x in names}
                       for p in found), (trial, target, names, seq, found)
            fig["cli_verify_trials"] += 1
            fig["cli_verify_detected"] += 1
    fig["undetected"] += 0
