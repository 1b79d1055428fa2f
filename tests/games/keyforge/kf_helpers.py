"""Helpers for KeyForge rules tests: declarative positions, acting, refusals.

    state = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Krump"])])
    state = act(state, Fight(seat=0, attacker=card(state, "Troll"), defender=card(state, "Krump")))
    refused(state, Reap(seat=0, card=card(state, "Troll")), "KF-use-exhausted")
"""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.games.keyforge import KeyForge
from engine.games.keyforge.position import build
from engine.games.keyforge.cards import CARDS, CardType, plain
from engine.games.keyforge.events import PlayCard
from engine.games.keyforge.state import Flank, State
from engine.games.keyforge.board import name_of
from engine.protocol import Chance, Decision, IllegalEvent

GAME = KeyForge()

FOGGIFIED = [{"kind": "no fight", "seat": 0, "turn": 3}]
"""A position's lasting effect as Foggify leaves it: seat 0 cannot fight in turn 3 (a position's
default turn)."""


def position(**spec) -> State:
    """A state from a readable description (see engine.games.keyforge.position)."""
    return build(spec)


def older(version: str):
    """(engine, position, act) for a match recorded under an older rules version: positions
    and checked events as `position` and `act` build them, folded by that version's rules."""
    game = GAME.for_rules(version)

    def old_position(**spec) -> State:
        return game.from_position(spec)

    def old_act(state: State, *events) -> State:
        for ev in events:
            state = game.apply(state, ev, check=True)
        return state

    return game, old_position, old_act


def card(state: State, name: str, seat: int | None = None, nth: int = 0) -> int:
    """The `nth` instance of the card called `name` (optionally owned by `seat`)."""
    found = [i for i in range(len(state.cards))
             if plain(name_of(state, i)) == plain(name) and (seat is None or state.owner[i] == seat)]
    if len(found) <= nth:
        raise LookupError(f"no card {name!r} (#{nth}) in this position")
    return found[nth]


def act(state: State, *events) -> State:
    """Apply events with every check on."""
    for ev in events:
        state = GAME.apply(state, ev, check=True)
    return state


def refused(state: State, event, rule: str) -> IllegalEvent:
    """The event is refused, citing exactly `rule`; the state is left untouched."""
    before = GAME.digest(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    assert err.value.rule == rule, f"cited {err.value.rule}: {err.value.message}"
    assert rule in GAME.rules
    assert GAME.digest(state) == before
    return err.value


def options(state: State) -> list:
    p = GAME.pending(state)
    assert isinstance(p, Decision), p
    return p.options


def chance(state: State) -> Chance:
    p = GAME.pending(state)
    assert isinstance(p, Chance), p
    return p


def deal(state: State, outcome=None) -> State:
    """Answer the pending chance: identity permutation / 0 unless `outcome` is given."""
    c = chance(state)
    if outcome is None:
        outcome = list(range(c.size)) if c.shuffle else 0
    return act(state, Dealt(kind=c.kind, outcome=outcome))


def play(state: State, name: str, seat: int = 0, flank: Flank = Flank.RIGHT) -> State:
    """Play the card called `name` from `seat`'s hand (a creature on `flank`)."""
    c = card(state, name, seat=seat)
    if CARDS[state.cards[c]].type is CardType.CREATURE:
        return act(state, PlayCard(seat=seat, card=c, flank=flank))
    return act(state, PlayCard(seat=seat, card=c))


def in_play(state: State) -> list[str]:
    """The names of the creatures in play, seat 0's line then seat 1's, left to right."""
    return [name_of(state, c) for p in state.players for c in p.battleline]


def names(state: State, insts) -> list[str]:
    return [name_of(state, i) for i in insts]
