"""Reaper decisions: one event per choice the rules ask a player for.

Every card field holds a card instance (an int). Tags are stable kebab-case names; fields
added later must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent
from engine.schema import described


class ChooseFace(DecisionEvent, tag="choose-face", kw_only=True, frozen=True):
    """Choose the face (a card id) a two-sided Angel card starts the game with."""

    card: described(CardRef, "the two-sided Angel card")
    face: described(str, "the card id of the face it starts the game with")


class Reap(DecisionEvent, tag="reap", kw_only=True, frozen=True):
    """Exhaust an Angel card to reap a Soul."""

    card: described(CardRef, "the player's ready Angel card exhausted to reap")


class Play(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play a card from hand (on one's turn, or a sudden card in its window), with its target."""

    card: described(CardRef, "the card played from the player's hand")
    target: described(CardRef | None, "the card its effect aims at, when it names one") = None
    burn: described(list[CardRef], "the face-up Souls (claimed or revealed) burned to pay, in "
                    "Soul Pool order; face-down Souls pay the rest of the cost "
                    "(RPR-burn-choice)") = []


class Attack(DecisionEvent, tag="attack", kw_only=True, frozen=True):
    """Declare an attack by a Reaper, Scythe, Malakhim or Thrall against a Thrall."""

    attacker: described(CardRef, "the unexhausted Reaper, Scythe, Malakhim or Thrall that "
                        "attacks")
    target: described(CardRef, "the Thrall attacked")


class Activate(DecisionEvent, tag="activate", kw_only=True, frozen=True):
    """Exhaust a card to use its activated ability, with its target."""

    card: described(CardRef, "the card exhausted for its activated ability")
    target: described(CardRef | None, "the card the ability aims at, when it names one") = None


class EndTurn(DecisionEvent, tag="end-turn", kw_only=True, frozen=True):
    """End the turn."""


class Guard(DecisionEvent, tag="guard", kw_only=True, frozen=True):
    """Exhaust a Thrall to guard: the attack is against it instead."""

    card: described(CardRef, "the guarding player's own unexhausted Thrall")


class Grace(DecisionEvent, tag="grace", kw_only=True, frozen=True):
    """Exhaust a Reaper, Scythe or Malakhim to grace the Thrall about to take damage."""

    card: described(CardRef, "the player's unexhausted Reaper, Scythe or Malakhim that graces")


class Claim(DecisionEvent, tag="claim", kw_only=True, frozen=True):
    """Claim the Soul of the Ensouled Thrall one has just killed."""

    card: described(CardRef, "the Ensouled Thrall just killed, whose Soul is claimed")


class Pass(DecisionEvent, tag="pass", kw_only=True, frozen=True):
    """Let a window (guard, grace, sudden) or a claim go by."""


DECISIONS = (ChooseFace, Reap, Play, Attack, Activate, EndTurn, Guard, Grace, Claim, Pass)

ReaperEvent = Union[FRAMEWORK_EVENTS + DECISIONS]  # type: ignore[valid-type]
