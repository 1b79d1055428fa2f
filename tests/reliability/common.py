"""What the reliability tests share: the soak switch, trial counts and the figures."""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import sqlite3
import time
from collections import defaultdict
from typing import Callable

SOAK = os.environ.get("MATCHLOG_SOAK", "").strip() not in ("", "0")
"""True when the long soak is asked for (MATCHLOG_SOAK=1)."""

FIGURES: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
"""Counters per area, e.g. FIGURES["crash"]["kills"]; printed at the end of the run."""


def trials(ci: int, soak: int) -> int:
    """The number of trials of one test: `ci` in CI, `soak` under MATCHLOG_SOAK=1."""
    return soak if SOAK else ci


TABLES = ("meta", "matches", "branches", "events", "secrets")


def fingerprint(path) -> str:
    """A hash of every row the ledger keeps (snapshots aside: they are a disposable cache)."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = [con.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in TABLES]
    finally:
        con.close()
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def kill_after(writer: Callable[[int], None], delay: float) -> list[str]:
    """Fork a child running `writer(pipe)`, SIGKILL it after `delay` seconds, and return the
    lines it wrote to the pipe. `writer` must never return into pytest (end with os._exit)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(r)
        writer(w)
        os._exit(0)
    os.close(w)
    time.sleep(delay)
    os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    with os.fdopen(r, "rb") as f:
        lines = f.read().decode(errors="replace").splitlines()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, \
        f"the writer stopped before it was killed: {lines[-3:]}"
    return lines


TO_THE_END = 3000
"""The most decisions `play_randomly` records when told to play to the end: random players can
keep a match going for as long as they like (two Sceptre players whose attacks never break
through play on past turn 10,000; only a true stalemate ends it), so "to the end" is bounded."""


def play_randomly(led, match_id: int, branch: str, decisions: int | None,
                  rng: random.Random) -> None:
    """Record random legal decisions on a branch through `replays.record.decide`:
    `decisions` of them, or (None) until the match is over or TO_THE_END of them."""
    from engine.protocol import Decision, Over
    from replays import record
    from replays.history import load_history

    done = 0
    while done < (TO_THE_END if decisions is None else decisions):
        p = record.legal_options(load_history(led, match_id, branch))
        if isinstance(p, Over):
            return
        assert isinstance(p, Decision)
        record.decide(led, match_id, p.options[rng.randrange(len(p.options))], branch)
        done += 1


def is_error_line(line: str) -> bool:
    """The one line of a refused command: `error: ...`, or under --json the error shape
    (`{"error": ..., "code": N}`, see `matchlog schema --output error`)."""
    if line.startswith("error: "):
        return True
    try:
        obj = json.loads(line)
    except ValueError:
        return False
    return isinstance(obj, dict) and set(obj) == {"error", "code"}


def one_line_error(r, figure: str, *words: str) -> str:
    """Assert a CLI result `r` is a refusal of bad input: exit 2, no traceback, one error line
    holding each of `words`; counts it under FIGURES[figure]["one_line_errors"]."""
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.output
    assert r.exit_code == 2, r.output
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and is_error_line(lines[0]), r.output
    for w in words:
        assert w in lines[0], (w, lines[0])
    FIGURES[figure]["one_line_errors"] += 1
    return lines[0]
