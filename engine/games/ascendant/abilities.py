"""The card effects that need code: one small unit per card, each with a one-line summary in
our own words and the rule ids it applies declared as data (`engine.kit` registry).

Cards that only modify rolls need no code: their modifiers are facts in `cards.json`, read by
`rolls.py`. An effect acts when its card is used in the Finishing Phase (ASC-assume-jumon for
Jumon cards, ASC-assume-active for Active cards).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.kit import AbilityRegistry

from . import health, zones
from .cards import CARDS, CardType
from .state import State, is_opponent, opponents

STAMINA_CARDS = frozenset(c.id for c in CARDS.values() if c.type is CardType.STAMINA)
"""Ids of the Stamina cards (read by id in the choices below, asked in every Finishing Phase)."""

Choice = tuple[int | None, int | None]
"""An effect's choice: (a target seat, a picked card), either None when not asked for."""


@dataclass(frozen=True)
class Effect:
    """Base of a card effect used in the Finishing Phase."""

    summary: str
    rules: tuple[str, ...]

    def choices(self, state: State, seat: int) -> list[Choice]:
        """Every legal choice for this effect now; empty when it cannot be used."""
        return [(None, None)]

    def can_choose(self, state: State, seat: int) -> bool:
        """Whether `choices` has any (asked of each card in every Finishing Phase, where
        listing every choice of every card would be wasted)."""
        return bool(self.choices(state, seat))

    def allows(self, state: State, seat: int, target, pick) -> bool:
        """Whether (target, pick) is one of `choices` (asked of every effect used that an
        audit checks: the effects below answer without listing their choices)."""
        return (target, pick) in self.choices(state, seat)

    def resolve(self, state: State, seat: int, target: int | None, pick: int | None) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Damage(Effect):
    amount: int = 0

    def choices(self, state, seat):
        return [(t, None) for t in opponents(state, seat)]

    def can_choose(self, state, seat):
        me = state.seats[seat]  # a plain loop (asked in every Finishing Phase), by identity:
        for other in state.seats:  # no enumerate object made
            if other is not me and not other.out:
                return True
        return False

    def allows(self, state, seat, target, pick):
        return pick is None and is_opponent(state, seat, target)

    def resolve(self, state, seat, target, pick):
        health.deal(state, target, self.amount, f"seat {seat}'s effect")


@dataclass(frozen=True)
class Heal(Effect):
    amount: int = 0

    def can_choose(self, state, seat):
        return True  # its one choice, (None, None), is always there (no list built to say so)

    def allows(self, state, seat, target, pick):
        return target is None and pick is None

    def resolve(self, state, seat, target, pick):
        health.heal(state, seat, self.amount)


@dataclass(frozen=True)
class DrawCards(Effect):
    amount: int = 0

    def choices(self, state, seat):
        return [(None, None)] if state.seats[seat].arsenal else []

    def can_choose(self, state, seat):
        return bool(state.seats[seat].arsenal)  # `choices`' test, without the list

    def allows(self, state, seat, target, pick):
        return target is None and pick is None and bool(state.seats[seat].arsenal)

    def resolve(self, state, seat, target, pick):
        zones.draw(state, seat, self.amount)


@dataclass(frozen=True)
class Recover(Effect):
    """Scrapyard recursion: a card of one's own Scrapyard back to hand."""

    def choices(self, state, seat):
        cards = state.cards
        return [(None, c) for c in state.seats[seat].scrapyard if cards[c] not in STAMINA_CARDS]

    def can_choose(self, state, seat):
        cards = state.cards
        for c in state.seats[seat].scrapyard:
            if cards[c] not in STAMINA_CARDS:
                return True
        return False

    def allows(self, state, seat, target, pick):
        return target is None and pick in state.seats[seat].scrapyard and state.cards[pick] not in STAMINA_CARDS

    def resolve(self, state, seat, target, pick):
        s = state.seats[seat]
        s.scrapyard.remove(pick)
        s.hand.append(pick)


@dataclass(frozen=True)
class PurgeOpponent(Effect):
    """A card of an opponent's Scrapyard to that opponent's Abyss."""

    def choices(self, state, seat):
        return [(t, c) for t in opponents(state, seat) for c in state.seats[t].scrapyard]

    def can_choose(self, state, seat):
        me = state.seats[seat]  # as `Damage.can_choose`
        for other in state.seats:
            if other is not me and other.scrapyard and not other.out:
                return True
        return False

    def allows(self, state, seat, target, pick):
        t = -1  # `is_opponent`'s loop, the opponent's Scrapyard holding the pick
        for other in state.seats:
            t += 1
            if t == target:
                return t != seat and not other.out and pick in other.scrapyard
        return False

    def resolve(self, state, seat, target, pick):
        zones.purge(state, target, pick)


@dataclass(frozen=True)
class Refill(Effect):
    """A spent Stamina card from one's own Abyss back to the Fountain."""

    def choices(self, state, seat):
        cards = state.cards
        for c in reversed(state.seats[seat].abyss):  # the latest spent: the last in the Abyss
            if cards[c] in STAMINA_CARDS:
                return [(None, c)]
        return []

    def can_choose(self, state, seat):
        cards = state.cards  # `choices`' test, without the list: any spent Stamina card
        for c in state.seats[seat].abyss:
            if cards[c] in STAMINA_CARDS:
                return True
        return False

    def resolve(self, state, seat, target, pick):
        s = state.seats[seat]
        s.abyss.remove(pick)
        s.fountain.append(pick)


EFFECTS: AbilityRegistry[Effect] = AbilityRegistry("ascendant effects").fill({
    "ASC-012": Refill("Wellspring Totem: return your latest spent Stamina card from the Abyss "
                      "to your Fountain.", ("ASC-abyss", "ASC-fountain-1", "ASC-assume-active")),
    "ASC-013": Recover("Scavenger's Hook: take a card of your Scrapyard back into your hand.",
                       ("ASC-scrapyard-2", "ASC-assume-active")),
    "ASC-027": Damage("Ember Bolt: 3 damage to an opponent you choose.",
                      ("ASC-assume-jumon", "ASC-fact-win"), 3),
    "ASC-028": Heal("Mending Light: recover 4 health, no higher than you started.",
                    ("ASC-assume-jumon", "ASC-assume-effects"), 4),
    "ASC-029": Recover("Grave Whisper: take a card of your Scrapyard back into your hand.",
                       ("ASC-scrapyard-2", "ASC-assume-jumon")),
    "ASC-030": DrawCards("Insight: draw two cards from your Arsenal.",
                         ("ASC-hand-1", "ASC-assume-jumon", "ASC-assume-effects"), 2),
    "ASC-031": PurgeOpponent("Soul Purge: move a card of an opponent's Scrapyard to their Abyss.",
                             ("ASC-abyss", "ASC-assume-jumon")),
    "ASC-032": Damage("Thunder Verdict: 5 damage to an opponent you choose.",
                      ("ASC-assume-jumon", "ASC-fact-win"), 5),
})
