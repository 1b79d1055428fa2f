"""The options that settle the fragment's gaps: each changes play as its rule index entry says,
and an unknown option or value is refused naming it."""

import pytest

from asc_helpers import GAME, act, card, decision, position, roll

from engine import dealer
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, PlayStack, Use
from engine.games.ascendant.state import Phase, Step
from engine.protocol import InvalidSetup

JUMON = dict(hand=["Ember Bolt"], fountain=["Genki"])


def test_pay_costs_off_makes_a_card_alone_a_complete_stack():
    seats = [dict(hand=["Rivet Crossbow"]), dict()]
    assert position(seats).need.step is Step.DECLARE  # 2 Genki owed, none in the Fountain
    state = position(seats, options={"pay_costs": False})
    assert state.need.step is Step.STACKS
    state = act(state, PlayStack(seat=0, card=card(state, "Rivet Crossbow")))
    assert state.seats[0].battlefield == [card(state, "Rivet Crossbow")] and state.seats[0].abyss == []


def test_window_users_rollers_keeps_a_third_player_out_of_the_window():
    seats = [dict(), dict(), dict(hand=["Smoke Veil"], fountain=["Finesse"])]
    everyone = act(position(seats), Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    assert decision(everyone).seat == 2  # may hinder the attacker's Aim
    rollers = act(position(seats, options={"window_users": "rollers"}),
                  Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    assert GAME.pending(rollers).kind == "d20" and rollers.need.roll is Roll.AIM


def test_jumons_by_turn_player_leaves_the_others_no_jumon():
    seats = [dict(**JUMON), dict(**JUMON)]
    for opts, asked in (({}, [0, 1]), ({"jumons_by": "turn-player"}, [0])):
        state = act(position(seats, options=opts), Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
        state = roll(state, 1)
        seen = []
        while state.phase is Phase.FINISHING:
            seen.append(decision(state).seat)
            state = act(state, decision(state).options[-1])  # pass
        assert seen == asked, opts


def test_weapon_adds_strike_only_leaves_the_aim_roll_alone():
    seats = [dict(battlefield=["Gale Longbow"], hand=["Mending Light"], fountain=["Finesse"]), dict()]
    from engine.games.ascendant.events import Wield
    for opts, aim in (({}, 12), ({"weapon_adds": "strike-only"}, 10)):
        state = act(position(seats, options=opts), Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
        state = act(state, Wield(seat=0, card=card(state, "Gale Longbow")))
        state = roll(state, 10)
        assert state.attack.total(0, Roll.AIM) == aim, opts


@pytest.mark.parametrize("options, words", [
    ({"mana": 3}, "unknown field `mana`"),
    ({"jumons_by": "nobody"}, "jumons_by must be one of all, turn-player"),
    ({"starting_health": 0}, "starting_health must be at least 1"),
    # it was refused as every deck's fault: "A's Fountain has 0 Stamina cards, more than -1"
    ({"fountain_max": -1}, "option fountain_max must be 0 or more"),
])
def test_bad_options_are_refused_naming_them(options, words):
    with pytest.raises(InvalidSetup) as err:
        GAME.genesis(["A", "B"], list(GAME.sample_decks().values())[:2], dealer.commitment(b"o" * 32),
                     options=options)
    assert words in str(err.value)
