"""KeyForge decisions: one event per choice the rules ask a player for.

Every card field holds a card instance (an int). Tags are stable kebab-case names; fields
added later must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent

from engine.schema import described

from .cards import House
from .state import Flank


class Mulligan(DecisionEvent, tag="mulligan", kw_only=True, frozen=True):
    """Keep the opening hand (take=False) or shuffle it back and draw one fewer (take=True)."""

    take: described(bool, "true to shuffle the opening hand back and draw one card fewer; "
                    "false to keep it")


class ChooseHouse(DecisionEvent, tag="choose-house", kw_only=True, frozen=True):
    """Choose the active house, first taking all archived cards into hand if take_archives."""

    house: described(House, "the active house chosen for the turn")
    take_archives: described(bool, "true to take every archived card into hand first") = False


class PlayCard(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play a card from hand: a creature on a flank (or, with Deploy, at `position`)."""

    card: described(CardRef, "the card instance played from its player's hand")
    flank: described(Flank | None, "the flank a creature is played on; null for an action, an "
                     "artifact, or a Deploy creature placed by `position`") = None
    position: described(int | None, "Deploy only: the index of the battleline the creature "
                        "enters at, 0 the left flank") = None


class PlayUpgrade(DecisionEvent, tag="play-upgrade", kw_only=True, frozen=True):
    """Play an upgrade from hand attached to a creature in play."""

    card: described(CardRef, "the upgrade played from its player's hand")
    creature: described(CardRef, "the creature in play the upgrade is attached to")


class Discard(DecisionEvent, tag="discard", kw_only=True, frozen=True):
    """Discard a card of the chosen house from hand."""

    card: described(CardRef, "the card of the active house discarded from hand")


class Reap(DecisionEvent, tag="reap", kw_only=True, frozen=True):
    """Use a creature to reap."""

    card: described(CardRef, "the friendly creature used to reap")


class Fight(DecisionEvent, tag="fight", kw_only=True, frozen=True):
    """Use a creature to fight an enemy creature."""

    attacker: described(CardRef, "the friendly creature used to fight")
    defender: described(CardRef, "the enemy creature it fights")


class UseAction(DecisionEvent, tag="use-action", kw_only=True, frozen=True):
    """Use a creature's or artifact's Action: ability."""

    card: described(CardRef, "the friendly creature or artifact whose Action: ability is used")


class UseOmni(DecisionEvent, tag="use-omni", kw_only=True, frozen=True):
    """Use a creature's or artifact's Omni: ability (any house)."""

    card: described(CardRef, "the friendly creature or artifact whose Omni: ability is used")


class RemoveStun(DecisionEvent, tag="remove-stun", kw_only=True, frozen=True):
    """Use a stunned creature: it exhausts and the stun is removed, with no other effect."""

    card: described(CardRef, "the stunned friendly creature used")


class EndStep(DecisionEvent, tag="end-step", kw_only=True, frozen=True):
    """End the play, discard and use step."""


class Choose(DecisionEvent, tag="choose", kw_only=True, frozen=True):
    """Choose a card for an ability (a target, or a card to archive, return, reveal...)."""

    card: described(CardRef, "the card instance chosen, among those the ability allows")


class ChooseOption(DecisionEvent, tag="choose-option", kw_only=True, frozen=True):
    """Choose a house, a number or a flank for an ability ("choose a house", "choose a number")."""

    option: described(str, "the answer as the ability offers it: a house (\"Mars\"), a number "
                      "(\"3\") or a flank (\"left\")")


class Decline(DecisionEvent, tag="decline", kw_only=True, frozen=True):
    """Decline an optional ("you may") choice."""


class ResolveFirst(DecisionEvent, tag="resolve-first", kw_only=True, frozen=True):
    """Of effects happening at the same time, resolve this one next (the active player orders)."""

    card: described(CardRef, "the card instance the effect comes from")
    effect: described(str, "which of its effects: \"assault\", \"hazardous\", "
                      "\"before_fight\", \"play\", ...")
    ability: described(str, "the card id whose ability it is (an upgrade's, when it differs "
                       "from the card's own); empty when it is the card's") = ""


DECISIONS = (Mulligan, ChooseHouse, PlayCard, PlayUpgrade, Discard, Reap, Fight, UseAction,
             UseOmni, RemoveStun, EndStep, Choose, ChooseOption, Decline, ResolveFirst)

KeyForgeEvent = Union[FRAMEWORK_EVENTS + DECISIONS]  # type: ignore[valid-type]
