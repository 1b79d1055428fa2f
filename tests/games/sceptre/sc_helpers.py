"""Sceptre position tests: a declarative position, decisions and dice, then assertions."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.protocol import Chance, Decision, IllegalEvent
from engine.registry import get_game

GAME = get_game("sceptre")


def champion(card: str, **kw) -> dict:
    return {"card": card, **kw}


def seat(combat: dict | str, **kw) -> dict:
    combat = {"card": combat} if isinstance(combat, str) else combat
    return {"combat": combat, "blood": ["Stone Gate"] * 5, **kw}


def start(a: dict, b: dict, **kw):
    """The state at seat `active`'s pre-attack step (turn 2 unless given)."""
    pos = {"seats": [a, b], **kw}
    genesis = GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos)
    return GAME.start(genesis)


def act(state, event):
    return GAME.apply(state, event, check=True)


def roll(state, *faces: int):
    """The dealer rolls these d20 faces, in order."""
    for f in faces:
        p = GAME.pending(state)
        assert isinstance(p, Chance) and p.kind == "d20", p
        state = GAME.apply(state, Dealt(kind="d20", outcome=f - 1), check=True)
    return state


def refused(state, event, rule: str) -> None:
    """`event` is refused, citing `rule`, and the state it was checked on is as it was (the
    checked fold takes the waiting task off the stack before its quick yes, and puts it back
    on a no)."""
    before = GAME.digest(state)
    checked = GAME.clone(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(checked, event, check=True)
    assert err.value.rule == rule, err.value
    assert GAME.digest(checked) == before and checked.stack == state.stack
    assert GAME.digest(state) == before


def options(state) -> list:
    p = GAME.pending(state)
    assert isinstance(p, Decision), p
    return p.options


def ids(state, name: str) -> list[int]:
    """Instance ids of a card by name, in instance order."""
    return [i for i, c in enumerate(state.cards) if state.name(i) == name]


def one(state, name: str) -> int:
    found = ids(state, name)
    assert len(found) == 1, (name, found)
    return found[0]


def combat_of(state, s: int):
    return state.sides[s].combat
