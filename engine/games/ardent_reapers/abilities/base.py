"""The ability mechanism: an ability is a small function that pushes tasks on the work stack.

A card's Play: and Bonus: abilities are registered by card id in an explicit dict (see
`abilities/__init__.py`) with a one-line summary in our own words. An ability that needs a
choice pushes an `AskTask` naming an `Ask`: the choices are worked out when the task comes
up (after earlier tasks resolved), and the player's `Choose` event resolves it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.games.ardent_reapers.state import AskTask, Card, Seat, State

Effect = Callable[[State, Card, Seat], None]
"""An ability's effect: (state, the card with the ability, the seat resolving it)."""


@dataclass(frozen=True)
class Ability:
    """What a card does beyond its keywords."""

    summary: str
    play: Effect | None = None
    bonus: Effect | None = None


@dataclass(frozen=True)
class Ask:
    """A choice an ability asks for: the allowed cards, and what choosing one does."""

    prompt: str
    rule: str
    choices: Callable[[State, AskTask], list[Card]]
    resolve: Callable[[State, AskTask, Card | None], None]
