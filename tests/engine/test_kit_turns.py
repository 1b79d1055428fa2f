"""engine.kit.check_pending: the checks of an event against what `pending` waits for, each
refusal citing the game's own rule id (docs/plugin.md's Pig uses it for all of them)."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.kit import check_pending, die
from engine.protocol import Chance, Decision, IllegalEvent, Over
from tests.toygame import Hold, Roll

RULES = dict(chance="T-chance", over="T-end", turn="T-turn")
ROLL_OR_HOLD = Decision(1, [Roll(seat=1), Hold(seat=1)])


def refused(pending, event, rule, **rules):
    with pytest.raises(IllegalEvent) as err:
        check_pending(pending, event, **RULES, **rules)
    assert err.value.rule == rule
    return err.value


def test_an_outcome_the_waiting_chance_accepts_passes_and_any_other_is_refused():
    check_pending(die(6, "the die is rolled"), Dealt(kind="d6", outcome=5), **RULES)
    shuffle = Chance("shuffle", 3, shuffle=True)
    check_pending(shuffle, Dealt(kind="shuffle", outcome=[2, 0, 1]), **RULES)
    err = refused(die(6, "the die is rolled"), Dealt(kind="d6", outcome=6), "T-chance")
    assert err.message == "6 is no outcome of the die is rolled"
    refused(shuffle, Dealt(kind="shuffle", outcome=[0, 0, 1]), "T-chance")
    err = refused(ROLL_OR_HOLD, Dealt(kind="d6", outcome=0), "T-chance")
    assert err.message == "no chance waits for the dealer: seat 1 decides"
    refused(Over(0, [12, 3], "Ann reached 12"), Dealt(kind="d6", outcome=0), "T-chance")


def test_a_decision_after_the_end_or_while_the_dealer_draws_is_refused():
    err = refused(Over(0, [12, 3], "Ann reached 12"), Hold(seat=1), "T-end")
    assert err.message == "the match is over: Ann reached 12"
    err = refused(die(6, "the die is rolled"), Roll(seat=1), "T-chance")
    assert err.message == "the dealer draws first: the die is rolled"


def test_the_deciding_seat_passes_and_another_is_refused_naming_it():
    check_pending(ROLL_OR_HOLD, Hold(seat=1), **RULES)
    err = refused(ROLL_OR_HOLD, Hold(seat=0), "T-turn")
    assert err.seat == 0 and err.message == "seat 0 does not decide now: seat 1 does"


def test_an_event_that_is_no_option_is_refused_only_when_the_game_asks():
    narrow = Decision(1, [Hold(seat=1)])
    check_pending(narrow, Roll(seat=1), **RULES)  # the game checks its options itself
    err = refused(narrow, Roll(seat=1), "T-option", option="T-option")
    assert err.seat == 1
    open_ended = Decision(1, [Hold(seat=1)], open_ended=True)
    check_pending(open_ended, Roll(seat=1), **RULES, option="T-option")


def test_with_the_players_a_refusal_names_them_as_the_log_does():
    with pytest.raises(IllegalEvent) as err:
        check_pending(ROLL_OR_HOLD, Hold(seat=0), **RULES, players=["Ann", "Bo"])
    assert err.value.message == "Ann (seat 0) does not decide now: Bo (seat 1) does"
    with pytest.raises(IllegalEvent) as err:
        check_pending(ROLL_OR_HOLD, Hold(seat=5), **RULES, players=["Ann", "Bo"])
    assert err.value.message == "seat 5 does not decide now: Bo (seat 1) does"
