"""The decision events of Ardent Reapers (each one choice of a player) and the event union.

Tags are stable kebab-case; new fields must come with defaults (msgspec schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import CardRef as Card
from engine.events import Dealt, DecisionEvent, Genesis, Reseed, SeedReveal
from engine.games.ardent_reapers.state import End, Skill
from engine.schema import described


class PlayCard(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play `card` from hand: a creature to an `end` of the battle line; None for relics and actions."""

    card: described(Card, "the card instance played from its player's hand")
    end: described(End | None, "the end of the battle line a creature enters at; null for a "
                   "relic or an action") = None


class Fight(DecisionEvent, tag="fight", kw_only=True, frozen=True):
    """Use friendly creatures to fight enemy creatures, plainly or with one skill.

    Plain and Sneak: one attacker, one target. Team-Up: several attackers, one target.
    Bear Hug: one attacker, several targets. `sneak` is the Sneak X used (Skill.SNEAK only).
    """

    attackers: described(list[Card], "the friendly creatures that fight (several only for "
                         "Team-Up)")
    targets: described(list[Card], "the enemy creatures fought (several only for Bear Hug)")
    skill: described(Skill, "the skill the fight uses, or plain") = Skill.PLAIN
    sneak: described(int | None, "for Sneak, the X used: the value compared with the enemy "
                     "creature's power in place of the attacker's (a creature may have several); "
                     "null otherwise") = None


class Harvest(DecisionEvent, tag="harvest", kw_only=True, frozen=True):
    """Harvest a friendly Mature creature or relic."""

    card: described(Card, "the friendly Mature creature or relic harvested")


class Discard(DecisionEvent, tag="discard", kw_only=True, frozen=True):
    """Discard a card from hand."""

    card: described(Card, "the card instance discarded from its player's hand")


class EndStep(DecisionEvent, tag="end-step", kw_only=True, frozen=True):
    """End the Use, Play, or Discard Cards step (Rotate and Draw follow)."""


class Choose(DecisionEvent, tag="choose", kw_only=True, frozen=True):
    """A choice an ability asks for: a card instance (None: choose nothing, where allowed).

    Abilities that say "Choose one:" are answered with `mode` (the index of the option, in the
    card's order) and "Choose a number" (Pinpoint) with `number`; the card is then None. An
    ability that chooses several cards ("up to three") asks for them one choice at a time.
    """

    card: described(Card | None, "the card instance chosen; null to choose nothing where the "
                    "ability allows it, or when `mode` or `number` answers") = None
    mode: described(int | None, "for \"Choose one:\", the index of the option taken, counted "
                    "from 0 in the card's order") = None
    number: described(int | None, "for \"choose a number\", the number named") = None


DECISIONS = (PlayCard, Fight, Harvest, Discard, EndStep, Choose)
MAIN_DECISIONS = (PlayCard, Fight, Harvest, Discard, EndStep)

ArdentReapersEvent = Union[Genesis, Dealt, Reseed, SeedReveal, PlayCard, Fight, Harvest,
                           Discard, EndStep, Choose]
