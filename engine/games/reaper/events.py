"""Reaper decisions: one event per choice the rules ask a player for.

Every card field holds a card instance (an int). Tags are stable kebab-case names; fields
added later must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import FRAMEWORK_EVENTS, CardRef, DecisionEvent


class ChooseFace(DecisionEvent, tag="choose-face", kw_only=True, frozen=True):
    """Choose the face (a card id) a two-sided Angel card starts the game with."""

    card: CardRef
    face: str


class Reap(DecisionEvent, tag="reap", kw_only=True, frozen=True):
    """Exhaust an Angel card to reap a Soul."""

    card: CardRef


class Play(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play a card from hand (on one's turn, or a sudden card in its window), with its target."""

    card: CardRef
    target: CardRef | None = None
    burn: list[CardRef] = []
    """The face-up Souls (claimed or revealed) burned to pay, in Soul Pool order; face-down
    Souls pay the rest of the cost (RPR-burn-choice)."""


class Attack(DecisionEvent, tag="attack", kw_only=True, frozen=True):
    """Declare an attack by a Reaper, Scythe, Malakhim or Thrall against a Thrall."""

    attacker: CardRef
    target: CardRef


class Activate(DecisionEvent, tag="activate", kw_only=True, frozen=True):
    """Exhaust a card to use its activated ability, with its target."""

    card: CardRef
    target: CardRef | None = None


class EndTurn(DecisionEvent, tag="end-turn", kw_only=True, frozen=True):
    """End the turn."""


class Guard(DecisionEvent, tag="guard", kw_only=True, frozen=True):
    """Exhaust a Thrall to guard: the attack is against it instead."""

    card: CardRef


class Grace(DecisionEvent, tag="grace", kw_only=True, frozen=True):
    """Exhaust a Reaper, Scythe or Malakhim to grace the Thrall about to take damage."""

    card: CardRef


class Claim(DecisionEvent, tag="claim", kw_only=True, frozen=True):
    """Claim the Soul of the Ensouled Thrall one has just killed."""

    card: CardRef


class Pass(DecisionEvent, tag="pass", kw_only=True, frozen=True):
    """Let a window (guard, grace, sudden) or a claim go by."""


DECISIONS = (ChooseFace, Reap, Play, Attack, Activate, EndTurn, Guard, Grace, Claim, Pass)

ReaperEvent = Union[FRAMEWORK_EVENTS + DECISIONS]  # type: ignore[valid-type]
