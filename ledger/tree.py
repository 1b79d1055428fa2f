"""A match's branches as a tree of fork pointers, and which branch row holds which events.

A branch row is (parent, fork_seq): the branch shares its parent's events up to fork_seq and
stores its own from fork_seq + 1. Branch rows never change once written (triggers refuse
UPDATE and DELETE), so the rows read and the chains built from them are kept for the life
of the connection: reading a branch follows the pointers, one query per level, once.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable, NamedTuple, Sequence

from ledger.connection import storable
from ledger.errors import LedgerError, UnknownBranch

BRANCH_NAME = re.compile(r"[A-Za-z0-9._-]{1,64}")

Read = Callable[[str, Sequence], list[tuple]]


class Branch(NamedTuple):
    parent: str | None
    fork_seq: int | None


class Segment(NamedTuple):
    """A run of a branch's chain that one branch row physically holds: seqs lo..hi."""

    branch: str
    lo: int
    hi: int | None  # None: open-ended, the branch's own events


def owner(chain: tuple[Segment, ...], seq: int) -> str | None:
    """The branch row that holds `seq` of a chain (the last segment is open-ended)."""
    for seg in chain:
        if seq >= seg.lo and (seg.hi is None or seq <= seg.hi):
            return seg.branch
    return None


class Tree:
    """The branch rows of one connection's ledger, read on first use and kept.

    `read(sql, params)` runs one query; `require_match(match_id)` raises UnknownMatch for a
    match the file does not hold (so a missing branch of a missing match says so).
    """

    def __init__(self, read: Read, require_match: Callable[[int], None], path: Path):
        self._read = read
        self._require_match = require_match
        self._path = path
        self._rows: dict[tuple[int, str], Branch] = {}
        self._chains: dict[tuple[int, str], tuple[Segment, ...]] = {}

    def branch(self, match_id: int, name: str) -> Branch:
        """The branch row (parent, fork_seq); UnknownMatch or UnknownBranch if there is none."""
        key = (match_id, name)
        row = self._rows.get(key)
        if row is None:
            found = self._read("SELECT parent, fork_seq FROM branches WHERE match_id = ? AND name = ?",
                               (match_id, name)) if storable(match_id) else []
            if not found:
                self._require_match(match_id)
                raise UnknownBranch(f"no branch {name!r} in match {match_id} in {self._path}",
                                    match_id, name)
            parent, fork_seq = found[0]
            if fork_seq is not None and (type(fork_seq) is not int or fork_seq < 0 or parent is None):
                # only an edited file holds one; `verify` reports it, every other reader stops
                raise LedgerError(f"branch {name!r} of match {match_id} in {self._path} forks at "
                                  f"{fork_seq!r}{'' if parent is not None else ' of no parent'}, "
                                  f"not an event number (the file was edited; `matchlog verify "
                                  f"{match_id}`)")
            row = self._rows[key] = Branch(parent, fork_seq)
        return row

    def chain(self, match_id: int, name: str) -> tuple[Segment, ...]:
        """The segments of a branch's history, root first: which branch row holds which seqs."""
        key = (match_id, name)
        chain = self._chains.get(key)
        if chain is not None:
            return chain
        segments: list[Segment] = []
        limit: int | None = None  # the highest seq the current ancestor contributes
        current: str | None = name
        seen: set[str] = set()
        while current is not None:
            if current in seen:  # only a hand-edited file can loop
                raise LedgerError(f"branch {name!r} of match {match_id} in {self._path} has a cycle of parents")
            seen.add(current)
            row = self.branch(match_id, current)
            lo = 0 if row.fork_seq is None else row.fork_seq + 1
            if limit is None or lo <= limit:
                segments.append(Segment(current, lo, limit))
            if row.fork_seq is not None:
                limit = row.fork_seq if limit is None else min(limit, row.fork_seq)
            current = row.parent
        chain = self._chains[key] = tuple(reversed(segments))
        return chain
