"""The Engage, Strike and Counterattack sentences of the rules fragment, one test per rule id:
who rolls what, in which order, what beats what, and what changes a roll."""

import pytest

from asc_helpers import GAME, START, act, card, decision, position, refused, roll

from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Pass, Use, Wield
from engine.games.ascendant.state import Phase, Step

HOLD = dict(hand=["Mending Light"], fountain=["Finesse"])
"""A Jumon for the Finishing Phase: the turn stops there, so a test can look at the attack."""
RANGED = Declare(seat=0, attack=AttackKind.RANGED, opponent=1)
MELEE = Declare(seat=0, attack=AttackKind.MELEE, opponent=1)


def _due(state):
    """(seat, roll) of the d20 the match waits for."""
    assert GAME.pending(state).kind == "d20"
    return state.need.seat, state.need.roll


# -- Engage -------------------------------------------------------------------------------

def test_the_turn_player_may_choose_a_weapon_once_the_attack_is_declared():
    """ASC-engage-1: the Weapon step comes right after the declaration; passing attacks without
    one; a Weapon cannot be activated before the declaration."""
    state = position([dict(battlefield=["Gale Longbow"], **HOLD), dict()])
    bow = card(state, "Gale Longbow")
    refused(state, Wield(seat=0, card=bow), "ASC-engage-1")
    state = act(state, RANGED)
    d = decision(state)
    assert state.need.step is Step.WEAPONS and d.rule == "ASC-engage-1"
    assert d.options == [Wield(seat=0, card=bow), Pass(seat=0)]
    unarmed = roll(act(GAME.clone(state), Pass(seat=0)), 10)
    assert unarmed.attack.weapons == [] and unarmed.attack.total(0, Roll.AIM) == 10
    armed = roll(act(state, Wield(seat=0, card=bow)), 10)
    assert armed.attack.weapons == [bow] and armed.attack.total(0, Roll.AIM) == 12


def test_a_ranged_attack_rolls_aim_once_for_the_turn_player_only():
    """ASC-aim-1: non-contested: the target does not roll in the Engage Phase."""
    state = act(position([dict(**HOLD), dict(battlefield=["Quickstep Anklet"])]), RANGED)
    assert _due(state) == (0, Roll.AIM)
    state = roll(state, 15)
    assert [(r.seat, r.roll) for r in state.attack.rolls] == [(0, Roll.AIM)]
    assert state.phase is Phase.STRIKE


@pytest.mark.parametrize("face, rule, phase", [
    (11, "ASC-aim-2", Phase.STRIKE), (20, "ASC-aim-2", Phase.STRIKE),
    (10, "ASC-aim-3", Phase.FINISHING), (1, "ASC-aim-3", Phase.FINISHING)])
def test_an_aim_of_11_or_more_goes_to_strike_and_10_or_less_to_finishing(face, rule, phase):
    """ASC-aim-2 and ASC-aim-3."""
    state = roll(act(position([dict(**HOLD), dict()]), RANGED), face)
    assert state.phase is phase, rule
    if phase is Phase.STRIKE:
        assert _due(state) == (0, Roll.RANGED)
    else:
        assert state.seats[1].health == START and decision(state).rule == "ASC-finish-1"


def test_cards_that_modify_aim_change_the_roll():
    """ASC-aim-4: a Passive (Eagle Brow +1), a Gambit of the turn player's (Steady Breath +2)
    and an opponent's Gambit against the attacker (Smoke Veil -3) all count."""
    seats = [dict(battlefield=["Eagle Brow"], hand=["Steady Breath", "Mending Light"], fountain=["Finesse"]),
             dict(hand=["Smoke Veil"], fountain=["Finesse"])]
    state = act(position(seats), RANGED)
    state = act(state, Use(seat=0, card=card(state, "Steady Breath")))
    hit = roll(act(GAME.clone(state), Pass(seat=1)), 8)  # Bo keeps the Veil: 8 + 1 + 2
    assert hit.attack.total(0, Roll.AIM) == 11 and hit.phase is Phase.STRIKE
    state = act(state, Use(seat=1, card=card(state, "Smoke Veil")))
    state = roll(state, 10)
    assert state.attack.total(0, Roll.AIM) == 10 and state.phase is Phase.FINISHING  # 10 + 1 + 2 - 3


def test_a_melee_attack_rolls_speed_for_both_the_turn_player_first():
    """ASC-speed-1: contested: the turn player's Speed, then the target's."""
    state = act(position([dict(**HOLD), dict()]), MELEE)
    assert _due(state) == (0, Roll.SPEED)
    state = roll(state, 7)
    assert _due(state) == (1, Roll.SPEED)
    state = roll(state, 7)
    assert [(r.seat, r.roll) for r in state.attack.rolls] == [(0, Roll.SPEED), (1, Roll.SPEED)]


@pytest.mark.parametrize("mine, theirs, rule, phase", [
    (9, 9, "ASC-speed-2", Phase.STRIKE), (12, 3, "ASC-speed-2", Phase.STRIKE),
    (9, 10, "ASC-speed-3", Phase.FINISHING), (1, 20, "ASC-speed-3", Phase.FINISHING)])
def test_equal_or_higher_speed_goes_to_strike_and_a_higher_target_to_finishing(mine, theirs, rule, phase):
    """ASC-speed-2 (ties to the turn player) and ASC-speed-3."""
    state = roll(roll(act(position([dict(**HOLD), dict()]), MELEE), mine), theirs)
    assert state.phase is phase, rule
    if phase is Phase.STRIKE:
        assert _due(state) == (0, Roll.MELEE)
    else:
        assert state.seats[1].health == START


def test_cards_that_modify_speed_change_both_rolls():
    """ASC-speed-4: Sprint (+2) on the turn player's own Speed, Tripwire (-3) on the attacker's
    from the target, an Active Quickstep Anklet (+3) on the target's own."""
    seats = [dict(hand=["Sprint", "Mending Light"], fountain=["Finesse"]),
             dict(hand=["Tripwire"], battlefield=["Quickstep Anklet"], fountain=["Finesse"])]
    state = act(position(seats), MELEE)
    state = act(state, Use(seat=0, card=card(state, "Sprint")))
    state = act(state, Use(seat=1, card=card(state, "Tripwire")))
    state = act(state, Use(seat=1, card=card(state, "Quickstep Anklet")))
    state = roll(roll(state, 10), 6)
    assert state.attack.total(0, Roll.SPEED) == 9 and state.attack.total(1, Roll.SPEED) == 9
    assert state.phase is Phase.STRIKE  # 9 against 9: the tie goes to the turn player


# -- Strike -------------------------------------------------------------------------------

def _ranged_strike(seats, options=None):
    return roll(act(position(seats, options=options), RANGED), 15)


def _melee_strike(seats, options=None):
    return roll(roll(act(position(seats, options=options), MELEE), 15), 5)


def test_a_ranged_strike_rolls_ranged_damage_then_the_targets_defense():
    """ASC-strike-ranged-1: contested: the turn player's Ranged Damage, the target's Defense."""
    state = _ranged_strike([dict(**HOLD), dict()])
    assert _due(state) == (0, Roll.RANGED)
    state = roll(state, 9)
    assert _due(state) == (1, Roll.DEFENSE)
    state = roll(state, 4)
    assert [(r.seat, r.roll) for r in state.attack.rolls][1:] == [(0, Roll.RANGED), (1, Roll.DEFENSE)]


@pytest.mark.parametrize("ranged, defense, damage", [(9, 4, 5), (12, 12, 0), (3, 17, 0), (20, 1, 19)])
def test_ranged_damage_is_the_difference_and_never_negative(ranged, defense, damage):
    """ASC-strike-ranged-2: the roll minus the Defense; a higher Defense heals nobody."""
    state = roll(roll(_ranged_strike([dict(**HOLD), dict()]), ranged), defense)
    assert state.attack.damage == damage and state.seats[1].health == START - damage
    assert state.seats[0].health == START and state.phase is Phase.FINISHING


def test_cards_that_modify_ranged_damage_and_defense_change_those_rolls():
    """ASC-strike-ranged-3: Piercing Shot (+4 Ranged Damage), Brace (+4 Defense) and the
    target's Stoneskin Mantle (+2 Defense) all count in the Strike."""
    seats = [dict(hand=["Piercing Shot", "Mending Light"], fountain=["Finesse", "Finesse"]),
             dict(hand=["Brace"], battlefield=["Stoneskin Mantle"], fountain=["Genki"])]
    state = _ranged_strike(seats)
    assert state.need.step is Step.WINDOW and decision(state).seat == 0
    state = act(state, Use(seat=0, card=card(state, "Piercing Shot")))
    state = act(state, Use(seat=1, card=card(state, "Brace")))
    state = roll(roll(state, 10), 3)
    assert state.attack.total(0, Roll.RANGED) == 14 and state.attack.total(1, Roll.DEFENSE) == 9
    assert state.seats[1].health == START - 5


def test_a_melee_strike_rolls_melee_damage_then_the_targets_defense():
    """ASC-strike-melee-1."""
    state = _melee_strike([dict(**HOLD), dict()])
    assert _due(state) == (0, Roll.MELEE)
    state = roll(state, 9)
    assert _due(state) == (1, Roll.DEFENSE)


@pytest.mark.parametrize("melee, defense", [(9, 9), (14, 2), (20, 19)])
def test_equal_or_higher_melee_damage_deals_the_whole_roll_then_finishing(melee, defense):
    """ASC-strike-melee-2 (the whole roll, not the difference) and ASC-strike-melee-4."""
    state = roll(roll(_melee_strike([dict(**HOLD), dict()]), melee), defense)
    assert state.attack.damage == melee and state.seats[1].health == START - melee
    assert state.phase is Phase.FINISHING and state.seats[0].health == START


def test_cards_that_modify_melee_damage_and_defense_change_those_rolls():
    """ASC-strike-melee-3: Heavy Swing (+4 Melee Damage) against Brace (+4 Defense)."""
    seats = [dict(hand=["Heavy Swing", "Mending Light"], fountain=["Genki", "Finesse"]),
             dict(hand=["Brace"], fountain=["Genki"])]
    state = _melee_strike(seats)
    state = act(state, Use(seat=0, card=card(state, "Heavy Swing")))
    state = act(state, Use(seat=1, card=card(state, "Brace")))
    state = roll(roll(state, 8), 8)  # 12 against 12: the turn player's
    assert state.attack.total(0, Roll.MELEE) == 12 and state.seats[1].health == START - 12


def test_a_higher_defense_goes_to_the_counterattack_phase():
    """ASC-strike-melee-5: no damage to the target; the target rolls next."""
    state = roll(roll(_melee_strike([dict(**HOLD), dict()]), 8), 9)
    assert state.phase is Phase.COUNTERATTACK and state.seats[1].health == START
    assert state.attack.damage is None


# -- Counterattack -------------------------------------------------------------------------

def _to_counter(seats, options=None):
    return roll(roll(_melee_strike(seats, options), 2), 18)


def test_the_target_rolls_the_counterattack_alone():
    """ASC-counter-1: non-contested: only the target rolls."""
    state = _to_counter([dict(**HOLD), dict()])
    assert _due(state) == (1, Roll.COUNTERATTACK)
    state = roll(state, 15)
    assert [(r.seat, r.roll) for r in state.attack.rolls][-1] == (1, Roll.COUNTERATTACK)
    assert len(state.attack.rolls) == 5  # 2 Speed, Melee, Defense, Counterattack: no other


@pytest.mark.parametrize("face, damage", [(20, 10), (11, 1), (10, 0), (1, 0)])
def test_counterattack_damage_is_the_roll_minus_10_then_finishing(face, damage):
    """ASC-counter-2 (none at 10 or below) and ASC-counter-4."""
    state = roll(_to_counter([dict(**HOLD), dict()]), face)
    assert state.attack.damage == damage and state.seats[0].health == START - damage
    assert state.seats[1].health == START and state.phase is Phase.FINISHING
