"""What a card ability is: a one-line summary, the effect, when it is used, the rules it applies."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.events import Seat

from ..state import State


class Effect(Protocol):
    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        """None: no target; else the instances the effect may choose (empty: none now)."""

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        """Do it (damage goes through the grace windows: it is queued, not dealt here)."""


@dataclass(frozen=True)
class Ability:
    """One card's ability. `activated`: the card exhausts to use it as an action; else it
    resolves when the card is played (Rites)."""

    summary: str
    effect: Effect
    rules: tuple[str, ...] = ()
    activated: bool = False
    needs_bound: int = 0
    """Bound Souls its player must have to activate it (an Arch transformation's price)."""


def rite(summary: str, effect: Effect, *rules: str) -> Ability:
    return Ability(summary, effect, ("RPR-rite", *rules))


def activated(summary: str, effect: Effect, *rules: str, needs_bound: int = 0) -> Ability:
    return Ability(summary, effect, ("RPR-activate", *rules), activated=True, needs_bound=needs_bound)
