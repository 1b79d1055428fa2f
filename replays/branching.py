"""Branches: fork a match at event N and record a different line; the parent never changes.

A branch is a fork pointer in the ledger (O(1)). With the same luck, later chance outcomes
continue the parent's dealer stream from the fork; with fresh luck the branch starts with a
new committed seed. The branch row, its fresh seed and its draws up to the next decision are
written in one transaction.
"""

from __future__ import annotations

import enum

from engine import dealer
from engine.events import Reseed
from engine.protocol import IllegalEvent, Over
from ledger import BranchInfo, Ledger

from replays.history import load_history
from replays.record import SeedBook, event_rows, settle


class Luck(str, enum.Enum):
    """Whether a branch keeps the parent's dealer stream or draws from a new seed."""

    SAME = "same"
    FRESH = "fresh"


def went_on(ledger: Ledger, match_id: int, parent: str, at: int) -> str | None:
    """What `parent` did after event `at`, where a branch forked from it there: `#N: the event
    in words` (the event the new line is about to do otherwise); None at its head."""
    history = load_history(ledger, match_id, parent)
    if at >= history.head:
        return None
    state = history.fold_to(at).state
    return f"#{at + 1}: {history.game.describe(state, history.event(at + 1))}"


def fork(ledger: Ledger, match_id: int, name: str, at: int, parent: str = "main",
         luck: Luck = Luck.SAME, seed: bytes | None = None) -> BranchInfo:
    """Create branch `name` sharing events 0..at with `parent`; deal on to the next decision."""
    if not isinstance(at, int) or isinstance(at, bool) or at < 0:
        return ledger.create_branch(match_id, name, parent=parent, at=at)  # refuses, and says why
    history = load_history(ledger, match_id, parent, upto=at)
    fold = history.fold_to_head(check=False)
    book = SeedBook(ledger, match_id, branch=name)
    batch = []
    if luck is Luck.FRESH:
        if isinstance(history.game.pending(fold.state), Over):
            raise IllegalEvent("ML-luck", f"cannot fork {parent!r} at event {at} with fresh "
                               "luck: the match is over there, so nothing is left to draw")
        if seed is None:
            reseed = book.fresh()
        else:
            reseed = Reseed(dealer=dealer.commitment(seed))
            book.kept[reseed.dealer] = seed
            book.made.append((reseed.dealer, seed))
        fold.apply(reseed)
        batch.append((reseed, history.game.digest(fold.state)))
    batch += settle(fold, book)
    return ledger.create_branch(match_id, name, parent=parent, at=at, events=event_rows(batch),
                                secrets=book.made)
