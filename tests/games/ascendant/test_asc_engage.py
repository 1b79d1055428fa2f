"""Engage Phase: Weapons (one unless Barrage or Swarm), the window before the rolls, Aim
(non-contested, 11+) and Speed (contested, ties to the turn player)."""

from asc_helpers import START, GAME, act, card, decision, position, refused, roll

from engine.events import Dealt
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Use, Wield
from engine.games.ascendant.state import Phase, Step

HOLD = dict(hand=["Mending Light"], fountain=["Finesse"])
"""A Jumon to use in the Finishing Phase, so the test can look at the turn before it ends."""


def _ranged(state, opponent=1):
    return act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=opponent))


def test_aim_of_10_fails_and_goes_to_finishing():
    state = _ranged(position([dict(battlefield=["Eagle Brow"], **HOLD), dict(hand=["Brace"], fountain=["Genki"])]))
    # Brace changes Defense, not an Engage roll: nobody is asked, the Aim roll is due
    assert GAME.pending(state).kind == "d20" and state.need.roll is Roll.AIM
    refused(state, Dealt(kind="d20", outcome=20), "ASC-chance")  # a d20 has no face 21
    refused(state, Use(seat=1, card=card(state, "Brace")), "ASC-sequence")
    state = roll(state, 9)  # 9 + 1 (Eagle Brow) = 10
    assert state.phase is Phase.FINISHING
    assert [(r.roll, r.total) for r in state.attack.rolls] == [(Roll.AIM, 10)]
    assert state.seats[1].health == START
    assert decision(state).seat == 0 and state.need.step is Step.FINISHING


def test_a_d20_outcome_is_a_whole_number_0_to_19_of_a_d20_draw():
    """ASC-fact-d20 (ASC-chance): the due Aim roll takes outcome 0..19 (faces 1..20) of a
    "d20" draw; a list or another kind of draw is refused (ASC-chance), a true/false, a text,
    a fraction or none before that as no outcome a reader decodes (ML-event), and an int of
    another type (an IntEnum) counts as the number it is (it is stored as that number)."""
    import enum

    class Face(enum.IntEnum):
        TEN = 9

    state = _ranged(position([dict(**HOLD), dict()]))
    for bad in (True, False, "3", 3.0, 19.5, None):
        refused(state, Dealt(kind="d20", outcome=bad), "ML-event")
    refused(state, Dealt(kind="d20", outcome=[3]), "ASC-chance")
    refused(state, Dealt(kind="d6", outcome=3), "ASC-chance")
    assert GAME.apply(GAME.clone(state), Dealt(kind="d20", outcome=0), check=True).attack.rolls[0].face == 1
    state = GAME.apply(state, Dealt(kind="d20", outcome=Face.TEN), check=True)
    assert state.attack.rolls[0].face == 10 and state.phase is Phase.FINISHING


def test_aim_of_11_hits_and_goes_to_strike():
    state = _ranged(position([dict(battlefield=["Eagle Brow"], **HOLD), dict()]))
    state = roll(state, 10)  # 10 + 1 = 11
    assert state.phase is Phase.STRIKE
    assert GAME.pending(state).kind == "d20" and state.need.roll is Roll.RANGED


def test_the_engage_window_offers_aim_cards_to_all_and_refuses_a_defense_card():
    state = _ranged(position([dict(hand=["Steady Breath"]),
                              dict(hand=["Smoke Veil", "Brace"], fountain=["Finesse", "Genki"])]))
    assert decision(state).seat == 0
    state = act(state, Use(seat=0, card=card(state, "Steady Breath")))  # +2 to own Aim
    assert decision(state).seat == 1  # seat 0 has nothing more to use: the window moves on
    refused(state, Use(seat=1, card=card(state, "Brace")), "ASC-engage-3")
    state = act(state, Use(seat=1, card=card(state, "Smoke Veil")))  # -3 to the attacker's Aim
    # its Finesse cost is paid: the Finesse card is spent to the Abyss, the Genki stays
    assert state.seats[1].fountain == [card(state, "Genki")]
    assert state.seats[1].abyss == [card(state, "Finesse")]
    assert state.seats[1].scrapyard == [card(state, "Smoke Veil")]
    state = roll(state, 12)  # 12 + 2 - 3 = 11: still a hit
    assert state.attack.rolls[0].total == 11 and state.phase is Phase.STRIKE


def test_a_melee_speed_tie_goes_to_the_turn_player():
    state = position([dict(), dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = roll(state, 12)
    state = roll(state, 12)
    assert state.phase is Phase.STRIKE and state.need.roll is Roll.MELEE


def test_a_target_rolling_higher_speed_ends_in_finishing():
    state = position([dict(**HOLD), dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = roll(state, 12)
    state = roll(state, 13)
    assert state.phase is Phase.FINISHING and state.seats[1].health == START


def test_two_weapons_are_refused_without_barrage_or_swarm():
    state = _ranged(position([dict(battlefield=["Gale Longbow", "Rivet Crossbow", "Thornshot Sling",
                                                "Cinder Blade"], **HOLD), dict()]))
    assert state.need.step is Step.WEAPONS
    offered = {e.card for e in decision(state).options if isinstance(e, Wield)}
    assert card(state, "Cinder Blade") not in offered  # a melee Weapon does not serve a ranged attack
    refused(state, Wield(seat=0, card=card(state, "Cinder Blade")), "ASC-assume-weapon")
    state = act(state, Wield(seat=0, card=card(state, "Gale Longbow")))
    refused(state, Wield(seat=0, card=card(state, "Rivet Crossbow")), "ASC-engage-2")
    state = act(state, Wield(seat=0, card=card(state, "Thornshot Sling")))  # Barrage
    assert state.attack.weapons == [card(state, "Gale Longbow"), card(state, "Thornshot Sling")]
    state = roll(state, 7)  # 7 + 2 (Longbow) + 1 (Sling) = 10: a miss all the same
    assert state.attack.rolls[0].total == 10


def test_swarm_weapons_join_a_melee_weapon():
    state = position([dict(battlefield=["Cinder Blade", "Iron Maul", "Twin Fang Daggers", "Hive Spear"]),
                      dict()])
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = act(state, Wield(seat=0, card=card(state, "Iron Maul")))
    refused(state, Wield(seat=0, card=card(state, "Cinder Blade")), "ASC-engage-2")
    state = act(state, Wield(seat=0, card=card(state, "Twin Fang Daggers")))
    state = act(state, Wield(seat=0, card=card(state, "Hive Spear")))
    state = roll(state, 10)  # Speed 10 - 1 (Maul) + 1 (Daggers) = 10
    assert state.attack.rolls[0].total == 10
