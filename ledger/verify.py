"""Verification of a ledger file: walk every branch's stored rows and recompute the chain.

Works from the rows as they are in the file (never from the Ledger's caches), so a hand-edited
branch row or event is seen for what it is. `read(sql, params)` runs one query and returns
its rows; the Ledger passes its own, which turns sqlite3 errors into LedgerErrors.
"""

from __future__ import annotations

from typing import Callable, Sequence

from ledger.chain import chain_origin, first_break
from ledger.records import Problem

Read = Callable[[str, Sequence], list[tuple]]

ROOT = "main"

_STRAY = (
    "SELECT match_id, branch, MIN(seq) FROM events e WHERE NOT EXISTS"
    " (SELECT 1 FROM branches b WHERE b.match_id = e.match_id AND b.name = e.branch)"
)


def verify_match(read: Read, match_id: int) -> list[Problem]:
    """The first bad seq of each branch of one match, branches in creation order."""
    rows = read("SELECT name, parent, fork_seq FROM branches WHERE match_id = ? ORDER BY rowid",
                (match_id,))
    table = {name: (parent, fork) for name, parent, fork in rows}
    scheme = read("SELECT chain FROM matches WHERE id = ?", (match_id,))
    scheme = scheme[0][0] if scheme else None
    problems = []
    for name, (parent, fork) in table.items():
        found = _verify_branch(read, match_id, name, parent, fork, table, scheme)
        if found is not None:
            problems.append(Problem(match_id, name, *found))
    return problems


def stray_events(read: Read, match_id: int | None) -> list[Problem]:
    """Events stored under a (match, branch) that has no branch row, e.g. after a rename."""
    sql, params = _STRAY, ()
    if match_id is not None:
        sql, params = sql + " AND e.match_id = ?", (match_id,)
    return [
        Problem(mid, branch, seq, _STRAY_WHAT.format(branch=branch))
        for mid, branch, seq in read(sql + " GROUP BY match_id, branch ORDER BY match_id, branch", params)
    ]


_STRAY_WHAT = "events stored under branch {branch!r}, which does not exist"

# Per table of the schema: how to name a row that PRAGMA foreign_key_check reports (by rowid),
# as (match, branch, seq), and what is wrong with it.
_ORPHANS = {
    "events": ("SELECT match_id, branch, seq FROM events WHERE rowid = ?", _STRAY_WHAT),
    "branches": ("SELECT match_id, name, COALESCE(fork_seq + 1, 0) FROM branches WHERE rowid = ?",
                 "branch row {branch!r} names a {parent} row that does not exist"),
    "snapshots": ("SELECT match_id, branch, seq FROM snapshots WHERE rowid = ?",
                  "a snapshot is kept under branch {branch!r}, which does not exist"),
    "secrets": ("SELECT match_id, '', 0 FROM secrets WHERE rowid = ?",
                "a dealer's secret is kept for match {match}, which does not exist"),
    "outcomes": ("SELECT match_id, '', 0 FROM outcomes WHERE rowid = ?",
                 "an outcome is noted for match {match}, which does not exist"),
}


def foreign_key_problems(read: Read) -> list[Problem]:
    """Every row of the file whose foreign key names no row, by SQLite's own check
    (`PRAGMA foreign_key_check`), one Problem per (match, branch), at its lowest seq.

    Enforcement is on for every write but a whole-match store, which inserts its match,
    branch and events rows together (`Ledger.create_matches`); this finds a violation
    whichever way it came (a bug there, or a hand edit of the file).
    """
    found: dict[tuple[int, str, str], Problem] = {}
    for table, rowid, parent, _fk in read("PRAGMA foreign_key_check", ()):
        sql, what = _ORPHANS.get(table, (None, None))
        row = read(sql, (rowid,)) if sql is not None and rowid is not None else []
        if not row:
            p = Problem(0, str(table), rowid if isinstance(rowid, int) else 0,
                        f"row {rowid} of table {table} names a {parent} row that does not exist")
        else:
            mid, branch, seq = row[0]
            p = Problem(mid, branch, seq, what.format(match=mid, branch=branch, parent=parent))
        key = (p.match, p.branch, p.what)
        if key not in found or p.seq < found[key].seq:
            found[key] = p
    return sorted(found.values(), key=lambda p: (p.match, p.branch, p.seq))


def _verify_branch(read: Read, match_id: int, name: str, parent: object, fork: object,
                   table: dict, scheme: object) -> tuple[int, str] | None:
    own = read("SELECT seq, kind, payload, digest, hash FROM events"
               " WHERE match_id = ? AND branch = ? ORDER BY seq", (match_id, name))
    if parent is None:
        if name != ROOT:
            return 0, f"branch {name!r} has no parent, but only {ROOT!r} may be a root"
        if fork is not None:
            return 0, f"root branch has a fork point ({fork!r})"
        if not own:
            return 0, "event 0 (genesis) is missing"
        if scheme not in (1, 2):
            return 0, f"the match's chain scheme {scheme!r} is unknown"
        try:
            origin = chain_origin(scheme, match_id, own[0][2])
        except (UnicodeDecodeError, AttributeError):
            return 0, "the genesis payload is not UTF-8 text"
        return first_break(name, origin, 0, None, own)
    if not isinstance(fork, int) or fork < 0:
        return 0, f"fork point {fork!r} is not a seq"
    prev = _hash_along(read, match_id, parent, fork, table)
    if prev is None:
        return fork + 1, f"fork point {fork} on parent {parent!r} does not exist"
    return first_break(name, prev, fork + 1, fork, own)


def _hash_along(read: Read, match_id: int, branch: object, seq: int, table: dict) -> str | None:
    """The stored hash of event `seq` along `branch`'s chain, following `table`'s pointers.

    Trusts the ancestors' stored hashes: their own rows are checked on the ancestors, so a
    bad event is reported once, on the branch that holds it.
    """
    seen: set = set()
    while branch is not None and branch not in seen:
        seen.add(branch)
        if branch not in table:
            return None
        parent, fork = table[branch]
        if not isinstance(fork, int) or seq > fork:
            found = read("SELECT hash FROM events WHERE match_id = ? AND branch = ? AND seq = ?",
                         (match_id, branch, seq))
            return found[0][0] if found else None
        branch = parent
    return None
