"""Coin costs: attached Coins cover an attack's cost, hand Coins pay a card's cost (rule 18)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from msgspec import UNSET

from .cards import CARDS, METAL_RANK, Metal
from .state import State


_RANK_OF = {cid: METAL_RANK[c.metal] for cid, c in CARDS.items() if c.metal is not None}
"""A Coin's rank by card id, worked out once: every attack check and every card paid for
ranks Coins."""


def ranks(cost: list[Metal]) -> tuple[int, ...]:
    """A cost as the ranks of the Coins it asks for, highest first (the order `cover` pays)."""
    return tuple(sorted((METAL_RANK[m] for m in cost), reverse=True))


COST_RANKS = {cid: ranks(c.cost) for cid, c in CARDS.items()}
"""Each card's cost as `ranks`, by card id."""
ATTACK_RANKS = {cid: [ranks(a.coins) for a in c.attacks] for cid, c in CARDS.items()}
"""Each attack's cost in attached Coins as `ranks`, by card id and attack."""


def cover(state: State, coins: list[int], need: tuple[int, ...]) -> list[int] | None:
    """The least valuable of `coins` that pay a cost of ranks `need` (highest first, as
    `ranks` gives it), Gold paying any and Silver Silver or Copper (overpaying, rule 18), or
    None. Highest costs first, each by the smallest coin that pays it: with nested metals
    this finds a cover whenever one exists."""
    if not need:
        return []
    cards = state.cards
    have = sorted([(_RANK_OF[cards[c]], c) for c in coins])  # by rank, then instance
    used: list[int] = []
    for rank_needed in need:
        for i, (rank, c) in enumerate(have):
            if rank >= rank_needed:
                del have[i]
                used.append(c)
                break
        else:
            return None
    return used


def covers(state: State, coins: list[int], need: tuple[int, ...]) -> bool:
    """Whether `cover` finds a cover, without choosing the Coins: each metal pays its own
    rank and every lower one, so the k-th highest Coin must reach the k-th highest need
    (Hall's condition for nested sets, which is when `cover`'s greedy succeeds; checked
    against it over every small hand in tests/games/sceptre/test_sc_allowed.py).
    Every attack and turn's end is checked here."""
    if len(coins) < len(need):
        return False
    if not need or need[0] == 1:  # nothing or Copper only (most attacks): every Coin pays Copper
        return True
    return counted(state.cards, coins, *metals(need))


def metals(need: tuple[int, ...]) -> tuple[int, int, int]:
    """A cost of ranks `need` as `counted` takes it: how many Coins, how many of them Silver or
    Gold, how many Gold."""
    return len(need), len(need) - need.count(1), need.count(3)


def counted(cards: list[str], instances: list[int], coins_needed: int, silver_needed: int,
            gold_needed: int) -> bool:
    """`covers` over the Coins among `instances`, counted rather than sorted (sorting through
    `map` objects was most of an attack's check), for a cost given as `metals` gives it: with
    three nested metals (ranks 1-3) the k-th highest Coin reaches the k-th highest need exactly
    when there are at least as many Coins as needs, as many of Silver or better as
    Silver-or-Gold needs, and as many Gold as Gold needs."""
    rank_of = _RANK
    coins = silver = gold = 0
    for c in instances:
        rank = rank_of[cards[c]]
        if rank:
            coins += 1
            if rank > 1:
                silver += 1
                if rank == 3:
                    gold += 1
    return coins >= coins_needed and silver >= silver_needed and gold >= gold_needed


_RANK = {cid: METAL_RANK[c.metal] if c.metal is not None else 0 for cid, c in CARDS.items()}
"""`_RANK_OF` for every card id of the set, 0 for a card that is not a Coin."""


def pay(state: State, seat: int, card: int, paid=UNSET) -> list[int] | None:
    """The hand Coins that pay card instance `card`'s cost, or None if the hand cannot: the
    least valuable (SC-pay), or those of the metals `paid` where its player overpays (rule 18,
    `chosen`)."""
    need = COST_RANKS[state.cards[card]]
    if paid is not UNSET:
        return chosen(state, seat, need, paid)
    if not need:  # no cost (most Actions of the set): no hand Coins to list
        return []
    return cover(state, [c for c in state.sides[seat].hand if state.cards[c] in _RANK_OF], need)


_METAL_OF = {m.value: METAL_RANK[m] for m in Metal}
"""A metal's rank by its name, as an event's `paid` names it."""


def chosen(state: State, seat: int, need: tuple[int, ...], paid: tuple[str, ...]) -> list[int] | None:
    """The hand Coins of the metals `paid` (highest first, one Coin for each Coin of a cost of
    ranks `need`), each the lowest-numbered of its metal in the hand, or None when they do not
    pay it: a metal the hand lacks, one that does not reach the Coin of the cost it pays (Gold
    pays any, Silver Silver or Copper, rule 18), a Coin too many or too few, or the metals
    written in another order (one spelling per choice, as the options write it)."""
    ranks_paid = [_METAL_OF.get(m, 0) for m in paid]
    if len(paid) != len(need) or 0 in ranks_paid or ranks_paid != sorted(ranks_paid, reverse=True):
        return None
    if any(r < n for r, n in zip(ranks_paid, need)):  # both highest first: Hall's condition
        return None
    cards = state.cards
    have = sorted(c for c in state.sides[seat].hand if cards[c] in _RANK_OF)
    used: list[int] = []
    for rank in ranks_paid:
        c = next((c for c in have if _RANK_OF[cards[c]] == rank and c not in used), None)
        if c is None:
            return None
        used.append(c)
    return used


def overpays(state: State, seat: int, card: int) -> list[tuple[str, ...]]:
    """The ways its player may pay card instance `card`'s cost other than the least valuable
    (rule 18's overpaying, sceptre-8): each choice of metals from the hand's Coins that pays
    it, as `paid` writes it (highest first), cheapest first."""
    need = COST_RANKS[state.cards[card]]
    if not need:
        return []
    cards = state.cards
    hand = [_RANK_OF[cards[c]] for c in state.sides[seat].hand if cards[c] in _RANK_OF]
    least = pay(state, seat, card)
    if least is None:
        return []
    cheapest = tuple(sorted((_RANK_OF[cards[c]] for c in least), reverse=True))
    out = []
    for ranks_ in sorted(set(combinations_with_replacement(sorted(set(hand), reverse=True),
                                                           len(need)))):
        if ranks_ == cheapest or any(r < n for r, n in zip(ranks_, need)) \
                or any(ranks_.count(r) > hand.count(r) for r in set(ranks_)):
            continue
        out.append(tuple(_METAL_NAME[r] for r in ranks_))
    return out


_METAL_NAME = {METAL_RANK[m]: m.value for m in Metal}


def can_pay(state: State, seat: int, card: int) -> bool:
    """Whether `pay` finds hand Coins (the check's yes/no: the play itself chooses them)."""
    cards = state.cards
    need = COST_RANKS[cards[card]]
    if not need:
        return True
    if len(need) == 1:  # one Coin (every cost of the set): the first of its metal or better
        least, rank_of = need[0], _RANK
        for c in state.sides[seat].hand:
            if rank_of[cards[c]] >= least:
                return True
        return False
    return counted(cards, state.sides[seat].hand, *metals(need))
