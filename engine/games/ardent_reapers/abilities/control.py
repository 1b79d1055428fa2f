"""Abilities that change who controls a creature, or use one: This is Mine, This is Yours,
War Siren.

A creature changing control keeps its state and stashed cards and goes to an end of its new
controller's battle line chosen by the active player (AR-control-1..3); the most recent
control effect is simply where the card now is (AR-control-2). Ends are answered as modes.
"""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask
from engine.games.ardent_reapers.state import (AskTask, Card, CardState, End, FightWithTask,
                                               Seat, State)

ENDS = ("the left end", "the right end")


def _this_is_mine(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "this-is-mine")


def _this_is_yours(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "this-is-yours")


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].battle_line)


def _friendly_creatures(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].battle_line)


def _then_end(key: str):
    def resolve(state: State, task: AskTask, choice: Card | None) -> None:
        if choice is not None:
            ask(state, task.seat, task.source, key, picked=[choice])
    return resolve


def _ends(new_controller_is_me: bool):
    """The ends to choose: both, or one when the new battle line is empty (no real choice)."""
    def choices(state: State, task: AskTask) -> list[int]:
        c = task.picked[0]
        to = task.seat if new_controller_is_me else 1 - task.seat
        if zones.controller(state, c) != 1 - to:
            return []  # it left play or changed hands meanwhile: nothing to do (AR-ability-2)
        return [0, 1] if state.seats[to].battle_line else [1]
    return choices


def _take(new_controller_is_me: bool):
    def resolve(state: State, task: AskTask, mode: int | None) -> None:
        to = task.seat if new_controller_is_me else 1 - task.seat
        zones.take_control(state, task.picked[0], to, End.LEFT if mode == 0 else End.RIGHT)
    return resolve


# -- War Siren -----------------------------------------------------------------------------
def _war_siren(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "war-siren")


def _dormant_friendly(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].battle_line
            if state.card_state[c] is CardState.DORMANT]


def _rotate_and_fight(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is None or state.card_state[choice] is not CardState.DORMANT:
        return
    state.card_state[choice] = CardState.ACTIVE
    state.stack.append(FightWithTask(seat=task.seat, card=choice, rule="AR-card-war-siren"))


ABILITIES = {
    "OC-081": Ability("This is Mine. Play: take control of an enemy creature (to an end of your "
                      "battle line, in its state).",
                      rules=("AR-card-this-is-mine",), play=_this_is_mine),
    "OC-082": Ability("This is Yours. Play: your opponent takes control of one of your creatures.",
                      rules=("AR-card-this-is-yours",),
                      play=_this_is_yours),
    "OC-094": Ability("War Siren. Play: make a Dormant creature of yours Active, then fight with it.",
                      rules=("AR-card-war-siren",),
                      play=_war_siren),
}

ASKS = {
    "this-is-mine": Ask("This is Mine: choose an enemy creature to take control of",
                        "AR-card-this-is-mine", _enemy_creatures, _then_end("this-is-mine-end")),
    "this-is-mine-end": Ask("This is Mine: choose the end of your battle line it goes to",
                            "AR-control-1", _ends(True), _take(True), kind="mode", labels=ENDS,
                            forced=True),
    "this-is-yours": Ask("This is Yours: choose a creature of yours to give to your opponent",
                         "AR-card-this-is-yours", _friendly_creatures, _then_end("this-is-yours-end")),
    "this-is-yours-end": Ask("This is Yours: choose the end of your opponent's battle line it goes to",
                             "AR-control-1", _ends(False), _take(False), kind="mode", labels=ENDS,
                             forced=True),
    "war-siren": Ask("War Siren: choose a Dormant creature of yours to make Active and fight with",
                     "AR-card-war-siren", _dormant_friendly, _rotate_and_fight),
}
