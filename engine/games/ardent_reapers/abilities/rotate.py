"""Abilities that rotate cards in play to a state (Dormant, Active, Mature).

Rotating is not entering play: a card rotated keeps its place, its controller and its stash.
"""

from __future__ import annotations

from typing import Callable

from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask
from engine.games.ardent_reapers.state import AskTask, Card, CardState, Seat, State

STATES = (CardState.DORMANT, CardState.ACTIVE, CardState.MATURE)
"""The states in the order a Pinwheel choice names them (its `mode`)."""


def moth(state: State, card: Card, seat: Seat) -> None:
    state.stack.append(AskTask(seat=seat, source=card, key="moth-rotate"))


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].battle_line)


def _friendly_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].battle_line)


def _friendly_cards(state: State, task: AskTask) -> list[Card]:
    s = state.seats[task.seat]
    return s.battle_line + s.relics


def _all_cards(state: State, task: AskTask) -> list[Card]:
    return [c for s in state.seats for c in s.battle_line + s.relics]


def to_state(cs: CardState) -> Callable[[State, AskTask, Card | None], None]:
    """Resolve a choice by rotating the chosen card (if still in play) to `cs`."""
    def resolve(state: State, task: AskTask, choice: Card | None) -> None:
        if choice is not None and state.card_state[choice] is not None:
            state.card_state[choice] = cs
    return resolve


_to_dormant = to_state(CardState.DORMANT)


def rotate_all(cs: CardState, friendly_only: bool = False) -> Callable[[State, Card, Seat], None]:
    """An effect rotating every card in play (or every friendly one) to `cs`."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        seats = [state.seats[seat]] if friendly_only else state.seats
        for s in seats:
            for c in s.battle_line + s.relics:
                state.card_state[c] = cs
    return effect


def asks(key: str) -> Callable[[State, Card, Seat], None]:
    def effect(state: State, card: Card, seat: Seat) -> None:
        ask(state, seat, card, key)
    return effect


# -- Pinwheel: a card, then a state other than its own --------------------------------------
def _pinwheel_card(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        ask(state, task.seat, task.source, "pinwheel-state", picked=[choice])


def _pinwheel_states(state: State, task: AskTask) -> list[int]:
    card = task.picked[0]
    cs = state.card_state[card]
    if cs is None:
        return []  # it left play meanwhile: nothing to rotate (AR-ability-2)
    return [i for i, s in enumerate(STATES) if s is not cs]


def _pinwheel_rotate(state: State, task: AskTask, mode: int | None) -> None:
    card = task.picked[0]
    if mode is not None and state.card_state[card] is not None:
        state.card_state[card] = STATES[mode]


ABILITIES = {
    "OC-011": Ability("Moth. Play: rotate an enemy creature to Dormant.",
                      rules=("AR-ability-3",), play=moth),
    "OC-012": Ability("Proud Mama. Bonus: rotate an enemy creature to Mature.",
                      bonus=asks("proud-mama")),
    "OC-029": Ability("Pinwheel. Bonus: turn any card in play to a state other than its own.",
                      bonus=asks("pinwheel-card")),
    "OC-040": Ability("Kazoo. Bonus: turn a friendly card in play to Active.", bonus=asks("kazoo")),
    "OC-074": Ability("Fast Forward. Play: every card in play becomes Mature.",
                      play=rotate_all(CardState.MATURE)),
    "OC-075": Ability("Rewind. Play: every card in play becomes Dormant.",
                      play=rotate_all(CardState.DORMANT)),
    "OC-076": Ability("Start Over. Play: every friendly card in play becomes Dormant.",
                      play=rotate_all(CardState.DORMANT, friendly_only=True)),
}

ASKS = {
    "moth-rotate": Ask("Moth: choose an enemy creature to rotate to Dormant", "AR-ability-3",
                       _enemy_creatures, _to_dormant),
    "proud-mama": Ask("Proud Mama: choose an enemy creature to rotate to Mature",
                      "AR-card-proud-mama", _enemy_creatures, to_state(CardState.MATURE)),
    "pinwheel-card": Ask("Pinwheel: choose a card in play to rotate to a different state",
                         "AR-card-pinwheel", _all_cards, _pinwheel_card),
    "pinwheel-state": Ask("Pinwheel: choose the state to rotate the card to", "AR-card-pinwheel",
                          _pinwheel_states, _pinwheel_rotate, kind="mode",
                          labels=tuple(s.value for s in STATES)),
    "kazoo": Ask("Kazoo: choose a friendly card to rotate to Active", "AR-card-kazoo",
                 _friendly_cards, to_state(CardState.ACTIVE)),
}
