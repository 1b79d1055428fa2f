"""A checked fold says its quick yes to an Arsenal's shuffle (ASC-assume-hand) without
`legality.why_not`: a permutation of the Arsenal, as the Chance due accepts it. Every other
outcome is still refused by `why_not` (ASC-chance, the state as it was), and an accepted
shuffle folds as the unchecked one does."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.events import Dealt
from engine.games.ascendant import legality
from engine.protocol import STORED, Chance, IllegalEvent, encode_event
from replays.simulate import agent_names, default_decks

from asc_helpers import GAME


def _new(seats: int = 3):
    """A new match, its first seat's Arsenal to be shuffled."""
    g = GAME.genesis(agent_names(seats), default_decks(GAME, 11, seats), dealer.commitment(b"c" * 32))
    state = GAME.start(g)
    chance = GAME.pending(state)
    assert isinstance(chance, Chance) and chance.shuffle and chance.size > 20
    return state, chance.size


@pytest.mark.parametrize("check", [True, STORED])
def test_a_permutation_of_the_arsenal_is_said_yes_to_without_why_not(check, monkeypatch):
    state, size = _new()
    monkeypatch.setattr(legality, "why_not", lambda *a: pytest.fail("why_not was asked"))
    outcome = list(range(size))[::-1]
    plain = GAME.apply(GAME.clone(state), Dealt(kind="shuffle", outcome=outcome), check=False)
    checked = GAME.apply(state, Dealt(kind="shuffle", outcome=outcome), check=check)
    assert GAME.digest(checked) == GAME.digest(plain)
    assert checked.seats[0].arsenal == [plain.seats[0].arsenal[i] for i in range(size)]
    assert GAME.pending(checked).shuffle  # the next seat's shuffle is due


@pytest.mark.parametrize("check", [True, STORED])
@pytest.mark.parametrize("outcome, kind", [
    ("short", "shuffle"), ("long", "shuffle"), ("repeat", "shuffle"), ("one", "shuffle"),
    ("perm", "d20"), ("empty", "shuffle"),
])
def test_anything_else_is_refused_by_why_not(outcome, kind, check):
    state, size = _new()
    values = {"short": list(range(size - 1)), "long": list(range(size + 1)),
              "repeat": [0] + list(range(size - 1)), "one": 3, "perm": list(range(size)),
              "empty": []}
    # as the audit reads it back from its bytes (STORED), or built in Python (True)
    event = GAME.decode_event(encode_event(Dealt(kind=kind, outcome=values[outcome])))
    before = GAME.digest(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=check)
    assert err.value.rule == "ASC-chance" and f"not a shuffle of {size} cards" in err.value.message
    assert GAME.digest(state) == before
