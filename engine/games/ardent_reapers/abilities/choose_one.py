"""Abilities that say "Choose one:": the active player picks an option (a `mode`), then resolves
as much of it as they can (FAQ: the option may be chosen even when it can do nothing)."""

from __future__ import annotations

from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask
from engine.games.ardent_reapers.abilities.rotate import to_state
from engine.games.ardent_reapers.state import AskTask, Card, CardState, Seat, State


def _both(state: State, task: AskTask) -> list[int]:
    return [0, 1]  # both options, always (FAQ on Corrode or Shine)


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].battle_line)


def _friendly_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].battle_line)


def choose_one(key: str):
    def effect(state: State, card: Card, seat: Seat) -> None:
        ask(state, seat, card, key)
    return effect


def then(keys: tuple[str, str]):
    """Resolve a mode choice by asking for the target of the chosen option."""
    def resolve(state: State, task: AskTask, mode: int | None) -> None:
        if mode is not None:
            ask(state, task.seat, task.source, keys[mode])
    return resolve


ABILITIES = {
    "OC-077": Ability("Corrode or Shine. Play: either an enemy creature becomes Mature, or a "
                      "friendly creature becomes Dormant.", play=choose_one("corrode-or-shine")),
    "OC-078": Ability("Wise or Naive. Play: either a friendly creature becomes Mature, or an enemy "
                      "creature becomes Dormant.", play=choose_one("wise-or-naive")),
}

ASKS = {
    "corrode-or-shine": Ask("Corrode or Shine: choose one", "AR-card-corrode-or-shine", _both,
                            then(("corrode-enemy", "corrode-friendly")), kind="mode",
                            labels=("rotate an enemy creature to Mature",
                                    "rotate a friendly creature to Dormant")),
    "corrode-enemy": Ask("Corrode or Shine: choose an enemy creature to rotate to Mature",
                         "AR-card-corrode-or-shine", _enemy_creatures, to_state(CardState.MATURE)),
    "corrode-friendly": Ask("Corrode or Shine: choose a friendly creature to rotate to Dormant",
                            "AR-card-corrode-or-shine", _friendly_creatures,
                            to_state(CardState.DORMANT)),
    "wise-or-naive": Ask("Wise or Naive: choose one", "AR-card-wise-or-naive", _both,
                         then(("wise-friendly", "wise-enemy")), kind="mode",
                         labels=("rotate a friendly creature to Mature",
                                 "rotate an enemy creature to Dormant")),
    "wise-friendly": Ask("Wise or Naive: choose a friendly creature to rotate to Mature",
                         "AR-card-wise-or-naive", _friendly_creatures, to_state(CardState.MATURE)),
    "wise-enemy": Ask("Wise or Naive: choose an enemy creature to rotate to Dormant",
                      "AR-card-wise-or-naive", _enemy_creatures, to_state(CardState.DORMANT)),
}
