"""A card's current characteristics: power and skills, as printed plus what modifies them.

Constant abilities that change power or grant skills (Sigil of Power, Fog Machine, The Buddy
System) are not implemented yet; they would add their modifiers here, in one place.
"""

from __future__ import annotations

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.state import Card, State


def power(state: State, card: Card) -> int:
    """Current power of a creature (0 for a card without power)."""
    p = cards.facts(state.cards[card]).power
    return p if p is not None else 0


def team_up(state: State, card: Card) -> bool:
    return cards.facts(state.cards[card]).team_up


def bear_hug(state: State, card: Card) -> bool:
    return cards.facts(state.cards[card]).bear_hug


def sneak(state: State, card: Card) -> tuple[int, ...]:
    """The X of each instance of Sneak the creature has (AR-sneak-3: the player picks one)."""
    return cards.facts(state.cards[card]).sneak


def resilient(state: State, card: Card) -> int | None:
    """The Resilient X that applies (the highest instance, AR-resilient-2), or None."""
    r = cards.facts(state.cards[card]).resilient
    return max(r) if r else None


def defence(state: State, card: Card) -> int:
    """What an attacker is compared against: Resilient X if any (mandatory), else power."""
    r = resilient(state, card)
    return power(state, card) if r is None else r


def tags(state: State, card: Card) -> list[str]:
    """Keywords as shown on a card, in the rules' words."""
    f = cards.facts(state.cards[card])
    return list(f.keywords)
