"""Position helpers for the Reaper tests: build a table, act, assert refusals with rule ids."""

from __future__ import annotations

import pytest

from engine.protocol import Decision, IllegalEvent
from engine.registry import get_game
from engine.games.reaper.events import Pass
from engine.games.reaper.state import State, name_of

GAME = get_game("reaper")

ANGELS_0 = ["Creed of the Harvest", "Vessa, Ember Reaper", "Cinderhook"]
"""Seat 0: Tide Creed, Ember Reaper (Attack 3, Grace 2), Ember Scythe (Attack 3, Grace 1)."""
ANGELS_1 = ["Creed of Many Veils", "Ilse", "Brinecutter"]
"""Seat 1: Gloam Creed, Tide Reaper (Attack 2, Grace 2), Tide Scythe (Attack 2, Grace 2)."""


def table(seat0: dict | None = None, seat1: dict | None = None, **top) -> State:
    """A position: each seat's zones (Angel cards default to the sets above), then run to a wait."""
    seats = []
    for spec, angels in ((seat0 or {}, ANGELS_0), (seat1 or {}, ANGELS_1)):
        spec = dict(spec)
        spec.setdefault("angels", list(angels))
        spec.setdefault("grimoire", ["Whisper Moth"] * 3)  # tests name other cards
        seats.append(spec)
    return GAME.from_position({"seats": seats, **top}, ["Ada", "Bo"])


def card(state: State, title: str, nth: int = 0) -> int:
    """The nth instance whose title or name is `title`: cards in play first, then in number order."""
    in_play = [i for p in state.players for i in p.angels + p.thralls]
    order = in_play + [i for i in range(len(state.cards)) if i not in in_play]
    found = [i for i in order
             if name_of(state, i) == title or name_of(state, i).split(",")[0] == title]
    assert len(found) > nth, f"no {title!r} #{nth} on the table"
    return found[nth]


def decision(state: State) -> Decision:
    p = GAME.pending(state)
    assert isinstance(p, Decision), f"expected a decision, got {p!r}"
    return p


def act(state: State, event) -> State:
    """Apply a legal event (it must be among the listed options)."""
    assert event in decision(state).options, f"{event!r} is not an option"
    return GAME.apply(state, event, check=True)


def refused(state: State, event, rule: str) -> None:
    """The event is refused citing `rule`, and is not among the options."""
    p = GAME.pending(state)
    if isinstance(p, Decision):
        assert event not in p.options
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(game_of(state).clone(state), event, check=True)
    assert err.value.rule == rule, f"refused under {err.value.rule}: {err.value.message}"


def game_of(state: State):
    """The rules version whose states are of `state`'s type (a clone decodes by it: reaper-9's
    records encode as arrays, older versions' as maps)."""
    for version in GAME.rules_versions():
        game = GAME.for_rules(version)
        if type(state) in (game.state_type, game.table_type):
            return game
    raise AssertionError(f"no Reaper rules version has states of type {type(state).__name__}")


def pass_all(state: State, until=None) -> State:
    """Pass every window (guard, grace, sudden, claim) until the turn player's actions."""
    from engine.games.reaper.tasks import Main
    while not state.over and not isinstance(state.stack[-1], Main):
        d = decision(state)
        state = act(state, Pass(seat=d.seat))
    return state
