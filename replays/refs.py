"""Naming a point in a ledger: `MATCH[:BRANCH][@N]`, as `diff` and `show` take it."""

from __future__ import annotations

import re

import msgspec

_REF = re.compile(r"^(?P<match>\d+)(?::(?P<branch>[A-Za-z0-9._-]+))?(?:@(?P<seq>-?\d+))?$")


class BadRef(ValueError):
    """Raised when a reference is not of the form MATCH[:BRANCH][@N]."""


class Ref(msgspec.Struct, frozen=True):
    match: int
    branch: str = "main"
    seq: int | None = None

    def __str__(self) -> str:
        text = f"{self.match}:{self.branch}"
        return text if self.seq is None else f"{text}@{self.seq}"


def parse_ref(text: str) -> Ref:
    m = _REF.match(text.strip())
    if not m:
        raise BadRef(f"{text!r} is not MATCH[:BRANCH][@N], e.g. 3:what-if@57")
    seq = m.group("seq")
    return Ref(int(m.group("match")), m.group("branch") or "main", int(seq) if seq else None)
