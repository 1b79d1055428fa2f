"""Coin costs: attached Coins cover an attack's cost, hand Coins pay a card's cost (rule 18)."""

from __future__ import annotations

from .cards import CARDS, METAL_RANK, Metal
from .state import State


_RANK_OF = {cid: METAL_RANK[c.metal] for cid, c in CARDS.items() if c.metal is not None}
"""A Coin's rank by card id, worked out once: hashing an Enum member (a key of METAL_RANK)
is a Python call, and every attack check and every card paid for ranks Coins."""


def cover(state: State, coins: list[int], cost: list[Metal]) -> list[int] | None:
    """The least valuable of `coins` that pay `cost`, Gold paying any and Silver Silver or
    Copper (overpaying, rule 18), or None. Highest costs first, each by the smallest coin
    that pays it: with nested metals this finds a cover whenever one exists."""
    if not cost:
        return []
    cards = state.cards
    have = sorted([(_RANK_OF[cards[c]], c) for c in coins])  # by rank, then instance
    used: list[int] = []
    for need in sorted((METAL_RANK[m] for m in cost), reverse=True):
        for i, (rank, c) in enumerate(have):
            if rank >= need:
                del have[i]
                used.append(c)
                break
        else:
            return None
    return used


def pay(state: State, seat: int, cost: list[Metal]) -> list[int] | None:
    """The hand Coins that pay a card's cost (SC-pay), or None if the hand cannot."""
    side = state.sides[seat]
    return cover(state, [c for c in side.hand if state.cards[c] in _RANK_OF], cost)
