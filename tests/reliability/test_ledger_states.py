"""A locked, read-only, missing, foreign or newer-schema ledger: a clear one-line error, exit 2.

Each case runs real commands in-process against a ledger in that state and checks the
README's rule: one line `error: ...` that names the ledger and the trouble, exit 2, no
traceback, and the file unchanged. The read-only case really drops the privilege to write:
as root (where chmod does not stop writes) the commands run in a forked child that has
switched to the unprivileged user `nobody`; otherwise the file's mode alone is enough.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import tempfile
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.app import app
from engine import dealer
from engine.protocol import Decision
from engine.registry import get_game
from ledger import Ledger, LedgerError, NewerSchema
from replays.history import load_history
from replays.record import create_match, decide, legal_options
from tests.reliability.common import FIGURES, fingerprint, one_line_error

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}
NOBODY = 65534
READS = [["show", "{m}", "--json"], ["log", "{m}"], ["verify", "{m}"], ["matches"],
         ["options", "{m}"], ["export", "{m}", "-o", "-"]]
WRITES = [["decide", "{m}", "0"], ["new", "keyforge", "--seed", "1"],
          ["branch", "{m}", "--at", "2", "--name", "side"]]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A ledger file with one keyforge match at a pending decision, and its match id."""
    path = tmp_path_factory.mktemp("states") / "recorded.db"
    g = get_game("keyforge")
    decks = list(g.sample_decks().values())
    rng = random.Random(3)
    with Ledger.open(path) as led:
        m = create_match(led, "keyforge", ["Ada", "Bo"], [decks[0], decks[1 % len(decks)]],
                         dealer.seed_from_number(4, "states"))
        for _ in range(5):
            p = legal_options(load_history(led, m))
            decide(led, m, rng.choice(p.options))
        assert isinstance(legal_options(load_history(led, m)), Decision)
    return path, m


def _cli(db, args, m):
    argv = [a.format(m=m) for a in args]
    return CliRunner().invoke(app, [argv[0], "--db", str(db), *argv[1:]], env=ENV)


def _one_line_error(r, *words: str) -> str:
    return one_line_error(r, "ledger_states", *words)


def _copy(recorded, tmp_path, name="l.db"):
    dest = tmp_path / name
    shutil.copyfile(recorded[0], dest)
    return dest


def test_a_locked_ledger_refuses_writes_clearly_and_still_reads(recorded, tmp_path):
    db = _copy(recorded, tmp_path)
    m = recorded[1]
    before = fingerprint(db)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another writer holds the lock
    try:
        started = time.monotonic()
        r = _cli(db, ["decide", "{m}", "0"], m)
        waited = time.monotonic() - started
        _one_line_error(r, "locked", str(db))
        FIGURES["ledger_states"]["locked_wait_ms"] = int(waited * 1000)
        for args in READS[:3]:  # WAL: readers are not blocked by a writer
            assert _cli(db, args, m).exit_code == 0
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert fingerprint(db) == before
    assert _cli(db, ["decide", "{m}", "0"], m).exit_code == 0  # and once it is free, it works


def _as_unprivileged(fn):
    """Run fn() with write permission really taken away; returns its result (JSON-able)."""
    if os.geteuid() != 0:
        return fn()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(r)
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            out = json.dumps(fn())
        except BaseException as e:
            out = json.dumps({"child_error": repr(e)})
        os.write(w, out.encode())
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    os.waitpid(pid, 0)
    return json.loads(data)


@pytest.mark.parametrize("writable_dir", [True, False], ids=["file-0444", "dir-0555-too"])
def test_a_read_only_ledger_refuses_every_write_with_one_line(recorded, tmp_path, writable_dir):
    m = recorded[1]
    # pytest's tmp_path sits in a 0700 folder of root's, which `nobody` could not even enter
    outer = tempfile.TemporaryDirectory(prefix="matchlog-ro-")
    os.chmod(outer.name, 0o755)
    folder = Path(outer.name) / "ro"
    folder.mkdir()
    db = _copy(recorded, folder)
    warm = _copy(recorded, tmp_path, "warm.db")
    for args in READS + WRITES:  # import every lazily imported module while we still can
        _cli(warm, args, m)
    before = fingerprint(db)
    db.chmod(0o444)
    folder.chmod(0o777 if writable_dir else 0o555)

    def run_all():
        out = []
        for args in WRITES + READS:
            r = _cli(db, args, m)
            out.append([args[0], r.exit_code, r.output, repr(r.exception)])
        return out

    try:
        results = _as_unprivileged(run_all)
    finally:
        folder.chmod(0o755)
        db.chmod(0o644)
    assert "child_error" not in results, results
    outcomes = {}
    for (name, code, output, exc), args in zip(results, WRITES + READS):
        assert "Traceback" not in output and ("SystemExit" in exc or exc == "None"), (name, exc)
        outcomes[name] = code
        if args in WRITES or (not writable_dir and code != 0):
            # Writes always fail. A read may fail too when SQLite cannot create the WAL index
            # (-shm) beside the file; then it must say so in one line.
            assert code == 2, (name, output)
            lines = output.strip().splitlines()
            assert len(lines) == 1 and "read-only" in lines[0] and str(db) in lines[0], output
            FIGURES["ledger_states"]["one_line_errors"] += 1
        else:
            assert code == 0, (name, output)
            FIGURES["ledger_states"]["reads_of_read_only_files_served"] += 1
    assert fingerprint(db) == before
    outer.cleanup()


def test_a_missing_ledger_is_one_line_and_is_not_created(recorded, tmp_path):
    db = tmp_path / "nowhere.db"
    for args in READS + WRITES[:1] + WRITES[2:]:
        _one_line_error(_cli(db, args, 1), "no ledger", str(db))
        assert not db.exists()


def test_a_newer_schema_is_refused_by_every_command(recorded, tmp_path):
    db = _copy(recorded, tmp_path)
    con = sqlite3.connect(db)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    before = fingerprint(db)
    for args in READS + WRITES:
        _one_line_error(_cli(db, args, recorded[1]), "schema version 99", "upgrade matchlog")
    assert fingerprint(db) == before
    with pytest.raises(NewerSchema):
        Ledger.open(db)


@pytest.mark.parametrize("content", [b"", b"garbage " * 300, "sqlite"], ids=["empty", "text", "foreign-sqlite"])
def test_a_file_that_is_not_a_ledger_is_one_line(recorded, tmp_path, content):
    db = tmp_path / "other.db"
    if content == "sqlite":
        con = sqlite3.connect(db)
        con.execute("CREATE TABLE t (x)")
        con.commit()
        con.close()
    else:
        db.write_bytes(content)
    before = db.read_bytes()
    for args in READS + WRITES[:1] + WRITES[2:]:
        _one_line_error(_cli(db, args, 1), str(db))
    assert db.read_bytes() == before


def test_the_library_refuses_writes_on_a_read_only_handle(recorded, tmp_path):
    db = _copy(recorded, tmp_path)
    m = recorded[1]
    with Ledger.open(db, readonly=True) as led:
        for write in (lambda: led.append(m, "main", led.head(m) + 1, [("x", b"{}", None)]),
                      lambda: led.create_branch(m, "side", at=1),
                      lambda: led.create_match("g", b"{}")):
            with pytest.raises(LedgerError, match="read-only"):
                write()
            FIGURES["ledger_states"]["library_read_only_refusals"] += 1
