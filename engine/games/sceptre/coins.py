"""Coin costs: attached Coins cover an attack's cost, hand Coins pay a card's cost (rule 18)."""

from __future__ import annotations

from .cards import METAL_RANK, Metal
from .state import State


def _rank(state: State, coin: int) -> int:
    return METAL_RANK[state.card(coin).metal]  # type: ignore[index]


def cover(state: State, coins: list[int], cost: list[Metal]) -> list[int] | None:
    """The least valuable of `coins` that pay `cost`, Gold paying any and Silver Silver or
    Copper (overpaying, rule 18), or None. Highest costs first, each by the smallest coin
    that pays it: with nested metals this finds a cover whenever one exists."""
    have = sorted(coins, key=lambda c: (_rank(state, c), c))
    used: list[int] = []
    for need in sorted((METAL_RANK[m] for m in cost), reverse=True):
        for c in have:
            if _rank(state, c) >= need:
                have.remove(c)
                used.append(c)
                break
        else:
            return None
    return used


def pay(state: State, seat: int, cost: list[Metal]) -> list[int] | None:
    """The hand Coins that pay a card's cost (SC-pay), or None if the hand cannot."""
    side = state.sides[seat]
    return cover(state, [c for c in side.hand if state.card(c).metal is not None], cost)
