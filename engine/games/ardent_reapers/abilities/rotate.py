"""Abilities that rotate cards."""

from __future__ import annotations

from engine.games.ardent_reapers.abilities.base import Ability, Ask
from engine.games.ardent_reapers.state import AskTask, Card, CardState, Seat, State


def moth(state: State, card: Card, seat: Seat) -> None:
    state.stack.append(AskTask(seat=seat, source=card, key="moth-rotate"))


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].battle_line)


def _to_dormant(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None and state.card_state[choice] is not None:
        state.card_state[choice] = CardState.DORMANT


ABILITIES = {
    "OC-011": Ability("Moth. Play: rotate an enemy creature to Dormant.", play=moth),
}

ASKS = {
    "moth-rotate": Ask("Moth: choose an enemy creature to rotate to Dormant", "AR-ability-3",
                       _enemy_creatures, _to_dormant),
}
