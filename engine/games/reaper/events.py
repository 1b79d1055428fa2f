"""Reaper decisions: one event per choice the rules ask a player for.

Every card field holds a card instance (an int). Tags are stable kebab-case names; fields
added later must have defaults (msgspec's schema evolution).
"""

from __future__ import annotations

from typing import Union

from engine.events import FRAMEWORK_EVENTS, DecisionEvent


class ChooseFace(DecisionEvent, tag="choose-face", kw_only=True, frozen=True):
    """Choose the face (a card id) a two-sided Angel card starts the game with."""

    card: int
    face: str


class Reap(DecisionEvent, tag="reap", kw_only=True, frozen=True):
    """Exhaust an Angel card to reap a Soul."""

    card: int


class Play(DecisionEvent, tag="play", kw_only=True, frozen=True):
    """Play a card from hand (on one's turn, or a sudden card in its window), with its target."""

    card: int
    target: int | None = None
    burn: list[int] = []
    """The face-up Souls (claimed or revealed) burned to pay, in Soul Pool order; face-down
    Souls pay the rest of the cost (RPR-burn-choice)."""


class Attack(DecisionEvent, tag="attack", kw_only=True, frozen=True):
    """Declare an attack by a Reaper, Scythe, Malakhim or Thrall against a Thrall."""

    attacker: int
    target: int


class Activate(DecisionEvent, tag="activate", kw_only=True, frozen=True):
    """Exhaust a card to use its activated ability, with its target."""

    card: int
    target: int | None = None


class EndTurn(DecisionEvent, tag="end-turn", kw_only=True, frozen=True):
    """End the turn."""


class Guard(DecisionEvent, tag="guard", kw_only=True, frozen=True):
    """Exhaust a Thrall to guard: the attack is against it instead."""

    card: int


class Grace(DecisionEvent, tag="grace", kw_only=True, frozen=True):
    """Exhaust a Reaper, Scythe or Malakhim to grace the Thrall about to take damage."""

    card: int


class Claim(DecisionEvent, tag="claim", kw_only=True, frozen=True):
    """Claim the Soul of the Ensouled Thrall one has just killed."""

    card: int


class Pass(DecisionEvent, tag="pass", kw_only=True, frozen=True):
    """Let a window (guard, grace, sudden) or a claim go by."""


DECISIONS = (ChooseFace, Reap, Play, Attack, Activate, EndTurn, Guard, Grace, Claim, Pass)

ReaperEvent = Union[FRAMEWORK_EVENTS + DECISIONS]  # type: ignore[valid-type]
