"""A checked fold says its quick yes to a deck's shuffle (SC-5) without `why_not`: a
permutation of the deck, as the Chance due accepts it. Every other outcome is still refused
by `why_not` (SC-5, the state as it was), and an accepted shuffle folds as the unchecked one."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.games.sceptre import flow
from engine.games.sceptre.decks import SAMPLE_DECKS
from engine.protocol import STORED, Chance

from sc_helpers import GAME, refused


def _new():
    state = GAME.start(GAME.genesis(["Ada", "Bo"], list(SAMPLE_DECKS.values()), "0" * 64))
    chance = GAME.pending(state)
    assert isinstance(chance, Chance) and chance.shuffle and chance.size > 40
    return state, chance.size


@pytest.mark.parametrize("check", [True, STORED])
def test_a_permutation_of_the_deck_is_said_yes_to_without_why_not(check, monkeypatch):
    state, size = _new()
    asked = []
    monkeypatch.setattr(flow, "_put_back_and_ask",
                        lambda *a: asked.append(a) or pytest.fail("why_not was asked"))
    outcome = list(range(size))[::-1]
    plain = GAME.apply(GAME.clone(state), Dealt(kind="shuffle", outcome=outcome), check=False)
    checked = GAME.apply(state, Dealt(kind="shuffle", outcome=outcome), check=check)
    assert GAME.digest(checked) == GAME.digest(plain) and not asked


@pytest.mark.parametrize("outcome, kind", [
    ("short", "shuffle"), ("long", "shuffle"), ("repeat", "shuffle"), ("one", "shuffle"),
    ("perm", "d20"),
])
def test_anything_else_is_refused_by_why_not(outcome, kind):
    state, size = _new()
    values = {"short": list(range(size - 1)), "long": list(range(size + 1)),
              "repeat": [0] + list(range(size - 1)), "one": 3, "perm": list(range(size))}
    refused(state, Dealt(kind=kind, outcome=values[outcome]), "SC-5")
