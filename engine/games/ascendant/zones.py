"""Moving cards between the six zones (ASC-zones)."""

from __future__ import annotations

from engine.kit.deck import look_top

from .state import State


def draw(state: State, seat: int, n: int = 1) -> int:
    """Draw up to n cards from the top of the Arsenal to the hand (ASC-hand-1); an empty
    Arsenal draws nothing (ASC-assume-effects). Returns how many were drawn."""
    s = state.seats[seat]
    arsenal = s.arsenal
    k = min(n, len(arsenal))
    if state.table:  # at a table each card is named as it is drawn (no call under the dealer)
        look_top(state.table, arsenal, k, seat)
    s.hand.extend(arsenal[:k])  # in place: `+=` would also store the list back into the struct
    del arsenal[:k]
    return k


def purge(state: State, seat: int, inst: int) -> None:
    """A card of `seat`'s Scrapyard to its Abyss (ASC-open-1, ASC-abyss)."""
    s = state.seats[seat]
    s.scrapyard.remove(inst)
    s.abyss.append(inst)
