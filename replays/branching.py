"""Branches: fork a match at event N and record a different line; the parent never changes.

A branch is a fork pointer in the ledger (O(1)). With the same luck, later chance outcomes
continue the parent's dealer stream from the fork; with fresh luck the branch starts with a
new committed seed.
"""

from __future__ import annotations

import enum
import os

from engine import dealer
from engine.events import Reseed, tag_of
from engine.protocol import encode_event
from ledger import BranchInfo, Ledger

from replays.history import load_history
from replays.record import settle


class Luck(str, enum.Enum):
    """Whether a branch keeps the parent's dealer stream or draws from a new seed."""

    SAME = "same"
    FRESH = "fresh"


def fork(ledger: Ledger, match_id: int, name: str, at: int, parent: str = "main",
         luck: Luck = Luck.SAME, seed: bytes | None = None) -> BranchInfo:
    """Create branch `name` sharing events 0..at with `parent`; deal on to the next decision."""
    info = ledger.create_branch(match_id, name, parent=parent, at=at)
    history = load_history(ledger, match_id, name)
    fold = history.fold_to_head(check=False)
    batch = []
    if luck is Luck.FRESH:
        seed = seed if seed is not None else os.urandom(32)
        reseed = Reseed(dealer=dealer.commitment(seed))
        ledger.set_secret(match_id, reseed.dealer, seed)
        fold.apply(reseed)
        batch.append((reseed, history.game.digest(fold.state)))
    batch += settle(ledger, match_id, fold)
    if batch:
        rows = [(tag_of(e), encode_event(e), d) for e, d in batch]
        ledger.append(match_id, name, at + 1, rows)
    return info
