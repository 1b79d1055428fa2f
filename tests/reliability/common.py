"""What the reliability tests share: the soak switch, trial counts and the figures."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections import defaultdict

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
