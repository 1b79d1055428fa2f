"""KeyForge decisions: one event per choice the rules ask a player for.

Every card field holds a card instance (an int). Tags are stable kebab-case names; fields
added later must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent

from .cards import House
from .state import Flank


class Mulligan(DecisionEvent, tag="mulligan", kw_only=True, frozen=True):
    """Keep the opening hand (take=False) or shuffle it back and draw one fewer (take=True)."""

    take: bool


class ChooseHouse(DecisionEvent, tag="choose-house", kw_only=True, frozen=True):
    """Choose the active house, first taking all archived cards into hand if take_archives."""

    house: House
    take_archives: bool = False


class PlayCard(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play a card from hand: a creature on a flank (or, with Deploy, at `position`)."""

    card: CardRef
    flank: Flank | None = None
    position: int | None = None
    """Deploy only: the creature enters at this index of the battleline (0 = left)."""


class PlayUpgrade(DecisionEvent, tag="play-upgrade", kw_only=True, frozen=True):
    """Play an upgrade from hand attached to a creature in play."""

    card: CardRef
    creature: CardRef


class Discard(DecisionEvent, tag="discard", kw_only=True, frozen=True):
    """Discard a card of the chosen house from hand."""

    card: CardRef


class Reap(DecisionEvent, tag="reap", kw_only=True, frozen=True):
    """Use a creature to reap."""

    card: CardRef


class Fight(DecisionEvent, tag="fight", kw_only=True, frozen=True):
    """Use a creature to fight an enemy creature."""

    attacker: CardRef
    defender: CardRef


class UseAction(DecisionEvent, tag="use-action", kw_only=True, frozen=True):
    """Use a creature's or artifact's Action: ability."""

    card: CardRef


class UseOmni(DecisionEvent, tag="use-omni", kw_only=True, frozen=True):
    """Use a creature's or artifact's Omni: ability (any house)."""

    card: CardRef


class RemoveStun(DecisionEvent, tag="remove-stun", kw_only=True, frozen=True):
    """Use a stunned creature: it exhausts and the stun is removed, with no other effect."""

    card: CardRef


class EndStep(DecisionEvent, tag="end-step", kw_only=True, frozen=True):
    """End the play, discard and use step."""


class Choose(DecisionEvent, tag="choose", kw_only=True, frozen=True):
    """Choose a card for an ability (a target, or a card to archive, return, reveal...)."""

    card: CardRef


class ChooseOption(DecisionEvent, tag="choose-option", kw_only=True, frozen=True):
    """Choose a house, a number or a flank for an ability ("choose a house", "choose a number")."""

    option: str


class Decline(DecisionEvent, tag="decline", kw_only=True, frozen=True):
    """Decline an optional ("you may") choice."""


class ResolveFirst(DecisionEvent, tag="resolve-first", kw_only=True, frozen=True):
    """Of effects happening at the same time, resolve this one next (the active player orders)."""

    card: CardRef
    """The card the effect comes from (its instance)."""
    effect: str
    """Which of its effects: "assault", "hazardous", "before_fight", "play", ..."""
    ability: str = ""
    """The card id whose ability it is (an upgrade's, when it differs from `card`'s)."""


DECISIONS = (Mulligan, ChooseHouse, PlayCard, PlayUpgrade, Discard, Reap, Fight, UseAction,
             UseOmni, RemoveStun, EndStep, Choose, ChooseOption, Decline, ResolveFirst)

KeyForgeEvent = Union[FRAMEWORK_EVENTS + DECISIONS]  # type: ignore[valid-type]
