"""Verify: the hash chain, the recorded state digests and the dealer's seed reveal.

The ledger checks that every stored byte chains; folding each branch with every check on
then proves that each recorded digest is the state its events fold to and that every chance
outcome is the dealer's draw from the revealed seed.
"""

from __future__ import annotations

from typing import Callable

import msgspec

from engine.protocol import IllegalEvent, InvalidSetup, UnknownRulesVersion
from ledger import Ledger, LedgerError

from replays.history import CorruptEvent, load_history


class Problem(msgspec.Struct):
    """The first thing wrong on one branch: where, and what."""

    match: int
    branch: str
    seq: int
    what: str


class MatchVerdict(msgspec.Struct):
    match: int
    branches: int
    events: int
    revealed: bool
    problems: list[Problem]


def verify_match(ledger: Ledger, match_id: int) -> MatchVerdict:
    """Every check on every branch of one match."""
    problems = [Problem(p.match, p.branch, p.seq, p.what) for p in ledger.verify(match_id)]
    broken = {p.branch for p in problems}
    branches = ledger.branches(match_id)
    events = 0
    revealed = True
    for b in branches:
        if b.name in broken:
            continue
        try:
            history = load_history(ledger, match_id, b.name)
        except (CorruptEvent, LedgerError, UnknownRulesVersion) as exc:
            # e.g. a descendant of a branch whose fork pointer names no branch, or a match
            # recorded under a rules version this build no longer offers
            problems.append(Problem(match_id, b.name, -1, str(exc)))
            continue
        problem, n, was_revealed = _fold_branch(history)
        events += n
        revealed = revealed and was_revealed
        if problem:
            problems.append(problem)
    return MatchVerdict(match_id, len(branches), events, revealed, problems)


def _fold_branch(history) -> tuple[Problem | None, int, bool]:
    game = history.game
    try:
        fold = history.fold_to(0, check=True)
    except InvalidSetup as exc:  # e.g. a tampered genesis names another card set
        return Problem(history.match_id, history.branch, 0, f"the genesis cannot start: {exc}"), 0, False
    if history.stored[0].digest and history.stored[0].digest != game.digest(fold.state):
        return Problem(history.match_id, history.branch, 0, "the genesis digest differs from the start it "
                       f"describes{_build_hint(history)}"), 0, False
    for seq in range(1, history.head + 1):
        try:
            fold.apply(history.event(seq))
        except IllegalEvent as err:
            return Problem(history.match_id, history.branch, seq,
                           f"illegal event: {err.message} [{err.rule}]"), seq, False
        except CorruptEvent as exc:
            return Problem(history.match_id, history.branch, seq, str(exc)), seq, False
        recorded = history.stored[seq].digest
        if recorded and recorded != game.digest(fold.state):
            return Problem(history.match_id, history.branch, seq,
                           "the recorded state digest differs from the replayed "
                           f"state{_build_hint(history)}"), seq, False
    return None, history.head + 1, fold.revealed is not None  # genesis counts, as everywhere


def verify_all(ledger: Ledger, on_match: Callable[[MatchVerdict], None] | None = None
               ) -> list[MatchVerdict]:
    out = []
    for info in ledger.matches():
        verdict = verify_match(ledger, info.id)
        out.append(verdict)
        if on_match:
            on_match(verdict)
    return out


def _build_hint(history) -> str:
    """Where a digest differs but every hash holds, the bytes were not changed: the likeliest
    cause is a different build of the engine under the same rules version."""
    return (f" (the events are intact; was this match recorded by another build of "
            f"{history.game.id} {history.game.rules_version}?)")
