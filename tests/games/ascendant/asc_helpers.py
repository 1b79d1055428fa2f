"""Helpers for Ascendant rules tests: declarative positions, deciding, rolling, refusals.

    state = position([dict(hand=["Smoke Veil"], fountain=["Finesse"]), dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = roll(state, 11)                      # the d20 shows 11
    refused(state, Use(seat=1, card=card(state, "Brace")), "ASC-engage-3")
"""

from __future__ import annotations

import pytest

from engine import dealer
from engine.events import Dealt
from engine.fold import FRAMEWORK_RULES
from engine.games.ascendant import Ascendant
from engine.games.ascendant.options import Options
from engine.games.ascendant.state import State, name_of
from engine.kit.dice import outcome_of
from engine.protocol import Chance, Decision, IllegalEvent, Over

GAME = Ascendant()
START = Options().starting_health
"""Every seat's health when a position names none."""
NAMES = ["Ann", "Bo", "Cy", "Di"]


def position(seats: list[dict], active: int = 0, turn: int = 1, options: dict | None = None) -> State:
    """A match started from who has what where, at the Opening Phase of `active`'s turn."""
    spec = {"turn": turn, "active": active, "seats": seats}
    g = GAME.genesis(NAMES[: len(seats)], [], dealer.commitment(b"test" * 8), options=options,
                     position=spec)
    return GAME.start(g)


def card(state: State, name: str, seat: int | None = None, nth: int = 0) -> int:
    """The `nth` instance of the card called `name` (optionally owned by `seat`)."""
    found = [i for i in range(len(state.cards))
             if name_of(state, i) == name and (seat is None or state.owner[i] == seat)]
    if len(found) <= nth:
        raise LookupError(f"no card {name!r} #{nth}")
    return found[nth]


def act(state: State, event) -> State:
    """Apply a decision with every check on."""
    return GAME.apply(state, event, check=True)


def roll(state: State, face: int) -> State:
    """The pending d20 shows `face` (1-20)."""
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "d20", f"no d20 roll is pending: {p}"
    return GAME.apply(state, Dealt(kind="d20", outcome=outcome_of(face)), check=True)


def refused(state: State, event, rule: str) -> None:
    """The event is refused citing `rule`, and the state is left as it was."""
    before = GAME.digest(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    assert err.value.rule == rule, f"refused under {err.value.rule}: {err.value.message}"
    assert rule in GAME.rules or rule in FRAMEWORK_RULES  # ML-event: a field's type
    assert GAME.digest(state) == before


def decision(state: State) -> Decision:
    p = GAME.pending(state)
    assert isinstance(p, Decision), f"expected a decision, got {p}"
    return p


def over(state: State) -> Over:
    p = GAME.pending(state)
    assert isinstance(p, Over), f"expected the match to be over, got {p}"
    return p
