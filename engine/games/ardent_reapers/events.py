"""The decision events of Ardent Reapers (each one choice of a player) and the event union.

Tags are stable kebab-case; new fields must come with defaults (msgspec schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import CardRef as Card
from engine.events import Dealt, DecisionEvent, Genesis, Reseed, SeedReveal
from engine.games.ardent_reapers.state import End, Skill


class PlayCard(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play `card` from hand: a creature to an `end` of the battle line; None for relics and actions."""

    card: Card
    end: End | None = None


class Fight(DecisionEvent, tag="fight", kw_only=True, frozen=True):
    """Use friendly creatures to fight enemy creatures, plainly or with one skill.

    Plain and Sneak: one attacker, one target. Team-Up: several attackers, one target.
    Bear Hug: one attacker, several targets. `sneak` is the Sneak X used (Skill.SNEAK only).
    """

    attackers: list[Card]
    targets: list[Card]
    skill: Skill = Skill.PLAIN
    sneak: int | None = None


class Harvest(DecisionEvent, tag="harvest", kw_only=True, frozen=True):
    """Harvest a friendly Mature creature or relic."""

    card: Card


class Discard(DecisionEvent, tag="discard", kw_only=True, frozen=True):
    """Discard a card from hand."""

    card: Card


class EndStep(DecisionEvent, tag="end-step", kw_only=True, frozen=True):
    """End the Use, Play, or Discard Cards step (Rotate and Draw follow)."""


class Choose(DecisionEvent, tag="choose", kw_only=True, frozen=True):
    """A choice an ability asks for: a card instance (None: choose nothing, where allowed).

    Abilities that say "Choose one:" are answered with `mode` (the index of the option, in the
    card's order) and "Choose a number" (Pinpoint) with `number`; the card is then None. An
    ability that chooses several cards ("up to three") asks for them one choice at a time.
    """

    card: Card | None = None
    mode: int | None = None
    number: int | None = None


DECISIONS = (PlayCard, Fight, Harvest, Discard, EndStep, Choose)
MAIN_DECISIONS = (PlayCard, Fight, Harvest, Discard, EndStep)

ArdentReapersEvent = Union[Genesis, Dealt, Reseed, SeedReveal, PlayCard, Fight, Harvest,
                           Discard, EndStep, Choose]
