"""Session 19's Sceptre loose end: a written position may not mark a Champion as having failed
its Dazed roll (`stuck`) unless it is Dazed (SC-47-dazed, from sceptre-10). A failed roll leaves
the Champion Dazed, and every cure (rule 48: Rally Call, the garrison, a Ward) clears both, so
no match holds a stuck Champion that is not Dazed; sceptre-9 took such a position as written,
and a match recorded under it from one replays as it was recorded."""

from __future__ import annotations

import pytest

from engine.fold import fold
from engine.protocol import IllegalEvent, InvalidSetup
from engine.registry import get_game
from engine.games.sceptre.events import Attack, EndTurn, Retreat

from sc_helpers import GAME, act, combat_of, options, refused, seat, start

V9 = get_game("sceptre", "sceptre-9")

STUCK = {"card": "Ember Warden", "coins": ["Copper Coin"], "stuck": True}
"""A failed Dazed roll written on a Champion that is not Dazed."""


@pytest.mark.parametrize("where", ["combat", "garrison"])
def test_a_stuck_champion_that_is_not_dazed_is_refused_from_sceptre_10(where):
    """SC-47-dazed: in combat or in the garrison, `stuck` without the Dazed condition is
    refused naming the Champion, its seat and the rule; with Dazed it is taken."""
    a = seat(STUCK) if where == "combat" else seat("Tide Sentinel", garrison=[STUCK])
    with pytest.raises(InvalidSetup) as err:
        start(a, seat("Tide Sentinel"))
    assert "Ember Warden of seat 0" in str(err.value) and "[SC-47-dazed]" in str(err.value)
    dazed = dict(STUCK, conditions=["dazed"])
    a = seat(dazed) if where == "combat" else seat("Tide Sentinel", garrison=[dazed])
    state = start(a, seat("Tide Sentinel"))
    unit = combat_of(state, 0) if where == "combat" else state.sides[0].garrison[0]
    assert unit.stuck and unit.conditions == ["dazed"]


def test_a_stuck_champion_that_is_dazed_can_take_no_action_this_turn():
    """SC-47-dazed ("If 10-, the Champion cannot take any action that turn"): written stuck and
    Dazed, Ada's Warden neither attacks nor retreats; ending the turn is her option, and its
    Dazed roll follows (SC-47-dazed: between turns)."""
    state = start(seat(dict(STUCK, conditions=["dazed"])), seat("Tide Sentinel"))
    target = combat_of(state, 1).card
    refused(state, Attack(seat=0, attack=0, target=target), "SC-47-dazed")
    refused(state, Retreat(seat=0), "SC-47-dazed")
    assert options(state) == [EndTurn(seat=0)]
    assert GAME.pending(act(state, EndTurn(seat=0))).kind == "d20"


def test_a_match_recorded_under_sceptre_9_from_such_a_position_replays_as_recorded():
    """sceptre-9 took the position as written: its Warden, stuck and not Dazed, could take no
    action that turn, and the end of the turn unstuck it. A match recorded so still folds
    under sceptre-9, event for event; the same genesis under sceptre-10 is refused."""
    pos = {"seats": [seat(STUCK), seat("Tide Sentinel")]}
    genesis = V9.genesis(["Ada", "Bo"], [], "0" * 64, position=pos)
    assert genesis.rules_version == "sceptre-9"
    state = V9.start(genesis)
    target = combat_of(state, 1).card
    with pytest.raises(IllegalEvent) as err:
        V9.apply(V9.clone(state), Attack(seat=0, attack=0, target=target))
    assert err.value.rule == "SC-47-dazed"
    events = [EndTurn(seat=0)]
    state = V9.apply(state, events[0])
    assert not combat_of(state, 0).stuck and state.active == 1
    replayed = fold(get_game("sceptre", genesis.rules_version), [genesis, *events])
    assert V9.digest(replayed.state) == V9.digest(state)
    for later in ("sceptre-10", GAME.rules_version):  # refused from sceptre-10 on
        with pytest.raises(InvalidSetup, match=r"SC-47-dazed"):
            get_game("sceptre", later).start(type(genesis)(**{
                **{f: getattr(genesis, f) for f in genesis.__struct_fields__},
                "rules_version": later}))
