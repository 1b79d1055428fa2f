"""Strike and Counterattack: ranged damage is a difference never below zero; melee damage is
the attacker's roll when it is equal or higher, else the target counterattacks for its roll
minus 10, changed only by counterattack cards."""

from asc_helpers import START, GAME, act, card, decision, position, refused, roll

from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Pass, Use
from engine.games.ascendant.state import Phase

HOLD = dict(hand=["Mending Light"], fountain=["Finesse"])


def _melee_to_strike(state):
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = roll(state, 15)  # Speed
    return roll(state, 5)


def test_ranged_damage_is_the_difference_and_never_below_zero():
    state = position([dict(**HOLD), dict()])
    refused(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=0), "ASC-open-5")
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = roll(state, 15)  # Aim hits
    state = roll(state, 5)  # Ranged Damage 5
    state = roll(state, 12)  # Defense 12
    assert state.phase is Phase.FINISHING  # ASC-strike-ranged-4: on to Finishing either way
    assert state.attack.damage == 0 and state.seats[1].health == START
    assert state.seats[0].health == START  # no Counterattack after a ranged attack


def test_ranged_damage_is_the_attackers_roll_minus_the_defense():
    state = position([dict(**HOLD), dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = roll(state, 11)
    state = roll(state, 18)
    state = roll(state, 6)
    assert state.attack.damage == 12 and state.seats[1].health == START - 12


def test_melee_damage_is_the_attackers_roll_when_equal_or_higher():
    state = position([dict(**HOLD), dict()])
    state = _melee_to_strike(state)
    state = roll(state, 9)  # Melee Damage 9
    state = roll(state, 9)  # Defense 9: a tie goes to the turn player
    assert state.phase is Phase.FINISHING
    assert state.attack.damage == 9 and state.seats[1].health == START - 9


def test_a_higher_defense_leads_to_counterattack_for_the_roll_minus_10():
    state = position([dict(**HOLD), dict(hand=["Brace", "Vengeful Return"], fountain=["Genki", "Genki"])],
                     options={"strike_window": False})
    state = _melee_to_strike(state)
    state = roll(state, 8)
    state = roll(state, 14)
    assert state.phase is Phase.COUNTERATTACK
    assert decision(state).seat == 1  # only the target, only counterattack cards
    assert [e.card for e in decision(state).options if isinstance(e, Use)] == [card(state, "Vengeful Return")]
    refused(state, Use(seat=1, card=card(state, "Brace")), "ASC-counter-3")
    state = act(state, Use(seat=1, card=card(state, "Vengeful Return")))  # +4 Counterattack
    state = roll(state, 13)  # 13 + 4 = 17: 7 damage to the turn player
    assert state.attack.rolls[-1].roll is Roll.COUNTERATTACK and state.attack.rolls[-1].total == 17
    assert state.seats[0].health == START - 7 and state.seats[1].health == START
    assert state.phase is Phase.FINISHING


def test_a_counterattack_of_10_or_less_deals_nothing():
    state = position([dict(**HOLD), dict()])
    state = _melee_to_strike(state)
    state = roll(state, 3)
    state = roll(state, 4)
    state = roll(state, 10)
    assert state.attack.damage == 0 and state.seats[0].health == START


def test_a_non_counterattack_modifier_does_not_change_the_counterattack_roll():
    # Ascendant Crest adds 1 to every roll of its owner: Defense yes, Counterattack no
    state = position([dict(**HOLD), dict(battlefield=["Ascendant Crest", "Riposte Stance"],
                                         hand=["Adrenal Surge", "Vengeful Return"],
                                         fountain=["Genki", "Genki"])],
                     options={"strike_window": False})
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = act(state, Pass(seat=1))  # keeps Adrenal Surge
    state = roll(state, 15)
    state = roll(state, 5)  # Speed 5 + 1 (Crest)
    assert state.attack.total(1, Roll.SPEED) == 6
    state = roll(state, 8)
    state = roll(state, 8)  # Defense 8 + 1 (Crest) = 9 beats 8
    assert state.attack.total(1, Roll.DEFENSE) == 9 and state.phase is Phase.COUNTERATTACK
    # Adrenal Surge adds to every roll but is no counterattack card: not offered, refused
    assert [e.card for e in decision(state).options if isinstance(e, Use)] == [card(state, "Vengeful Return")]
    refused(state, Use(seat=1, card=card(state, "Adrenal Surge")), "ASC-counter-3")
    state = act(state, Pass(seat=1))
    state = roll(state, 14)  # 14 + 3 (Riposte Stance, a counterattack card) and no Crest
    assert state.attack.rolls[-1].total == 17
    assert state.seats[0].health == START - 7
