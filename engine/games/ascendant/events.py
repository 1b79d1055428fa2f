"""Ascendant decisions: one event per choice the rules ask a player for.

Card fields hold card instances (ints). Tags are stable kebab-case names; fields added later
must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

import enum
from typing import Union

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent, Seat
from engine.schema import described


class AttackKind(str, enum.Enum):
    """The kind of attack declared in the Opening Phase: Ranged or Melee."""

    RANGED = "ranged"
    MELEE = "melee"


class Draw(DecisionEvent, tag="draw", kw_only=True, frozen=True):
    """Opening Phase: draw the top card of the Arsenal."""


class Purge(DecisionEvent, tag="purge", kw_only=True, frozen=True):
    """Opening Phase: move a card of the Scrapyard to the Abyss."""

    card: described(CardRef, "the card of the player's own Scrapyard moved to the Abyss")


class PlayStack(DecisionEvent, tag="play-stack", kw_only=True, frozen=True):
    """Opening Phase: play a complete card stack (a card from hand and the Stamina paying it)."""

    card: described(CardRef, "the card from hand the stack is played with (the Stamina paying "
                    "it goes with it)")


class Declare(DecisionEvent, tag="declare", kw_only=True, frozen=True):
    """Opening Phase: declare a Ranged or Melee attack on a target opponent."""

    attack: described(AttackKind, "the kind of attack declared")
    opponent: described(Seat, "the seat attacked: the target (ASC-open-5), counted from 0")


class Wield(DecisionEvent, tag="wield", kw_only=True, frozen=True):
    """Engage Phase: activate a Weapon on the Battlefield for this attack."""

    card: described(CardRef, "the Weapon on the player's Battlefield activated")


class Use(DecisionEvent, tag="use", kw_only=True, frozen=True):
    """Play a Gambit or Jumon from hand, or activate an Active card, with its targets if any."""

    card: described(CardRef, "the Gambit or Jumon played from hand, or the Active card "
                    "activated")
    opponent: described(Seat | None, "the opponent seat the effect aims at, when it asks for "
                        "one") = None
    pick: described(CardRef | None, "a card the effect picks from a Scrapyard, when it asks for "
                    "one") = None


class Pass(DecisionEvent, tag="pass", kw_only=True, frozen=True):
    """Done: no more stacks, Weapons or card effects from this player in this step."""


DECISIONS = (Draw, Purge, PlayStack, Declare, Wield, Use, Pass)
AscendantEvent = Union[tuple(FRAMEWORK_EVENTS) + DECISIONS]
