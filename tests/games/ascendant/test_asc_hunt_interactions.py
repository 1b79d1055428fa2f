"""The second rules hunt: how Ascendant's rules combine in three- and four-player positions:
who acts in what order when a player goes out in the middle of a phase, where the turn goes
next, who wins and how the end is told, and what one step leaves to the next.

Each case is a declarative position (seat 0 Ann has ..., seat 1 Bo has ...), the decisions,
then assertions on the state and on the refusal of the alternatives with their rule ids."""

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import (AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use,
                                           Wield)
from engine.games.ascendant.state import Phase, Step
from engine.protocol import Decision

RANGED, MELEE = AttackKind.RANGED, AttackKind.MELEE
BOLT = dict(hand=["Ember Bolt"], fountain=["Genki"])
LIGHT = dict(hand=["Mending Light"], fountain=["Finesse"])


def _to_finishing(state, seat: int, target: int):
    """A ranged attack whose Aim of 2 fails: straight to the Finishing Phase (ASC-aim-3), which
    is over at once when nobody has an effect to use (the next turn has begun)."""
    turn = state.turn
    state = act(state, Declare(seat=seat, attack=RANGED, opponent=target))
    state = roll(state, 2)
    assert state.phase is Phase.FINISHING or state.turn == turn + 1
    return state


def _lit(**seat) -> dict:
    """A seat that also holds Mending Light and a Finesse to pay it: usable at any health
    (ASC-assume-no-effect), it keeps the Finishing Phase open so the attack can be read."""
    return dict(seat, hand=seat.get("hand", []) + ["Mending Light"],
                fountain=seat.get("fountain", []) + ["Finesse"])


def _bolt(state, seat: int, target: int, nth: int = 0):
    return act(state, Use(seat=seat, card=card(state, "Ember Bolt", seat, nth), opponent=target))


# -- players going out in the middle of a phase ------------------------------------------------
def test_a_seat_killed_in_the_finishing_phase_is_not_asked_later_in_it_nor_targeted_again():
    """Three players, Ann's turn: the Finishing Phase asks Ann, then Cy, then Bo (ASC-finish-1,
    counter-clockwise). Ann's Ember Bolt takes Cy from 3 to zero: Cy is out (ASC-fact-out),
    her Mending Light is never offered (ASC-assume-out), and Bo's Ember Bolt may aim only at
    Ann; two players still stand, so the match goes on and the turn passes to Bo."""
    state = position([dict(**BOLT), dict(**BOLT), dict(health=3, **LIGHT)])
    state = _to_finishing(state, 0, 1)
    d = decision(state)
    assert d.seat == 0
    assert {o.opponent for o in d.options if isinstance(o, Use)} == {1, 2}
    state = _bolt(state, 0, 2)
    assert state.seats[2].health == 0 and state.seats[2].out and state.result is None
    d = decision(state)  # Ann has nothing left; Cy is out: Bo is next
    assert d.seat == 1
    assert [o.opponent for o in d.options if isinstance(o, Use)] == [0]
    refused(state, Use(seat=1, card=card(state, "Ember Bolt", 1), opponent=2), "ASC-finish-1")
    refused(state, Use(seat=2, card=card(state, "Mending Light", 2)), "ASC-seat")
    state = act(state, Pass(seat=1))
    assert state.turn == 2 and state.active == 1 and state.phase is not Phase.FINISHING
    assert state.seats[2].hand == [card(state, "Mending Light")]  # its cards stay where they are


def test_the_turn_player_killed_by_an_opponents_jumon_in_its_own_finishing_phase():
    """Four players, Bo's turn (seat 1) at 3 health: the Finishing Phase asks Bo, Ann, Di, Cy
    (counter-clockwise). Di's Ember Bolt puts Bo out; Cy is still asked after her (the phase
    goes on for those still in), and the turn passes clockwise from Bo to Cy, the next seat
    still in (ASC-finish-2, ASC-assume-out)."""
    state = position([dict(**LIGHT), dict(health=3, **LIGHT), dict(**LIGHT), dict(**BOLT)],
                     active=1)
    state = _to_finishing(state, 1, 2)
    asked = []
    while decision(state).seat != 3:
        asked.append(decision(state).seat)
        state = act(state, Pass(seat=decision(state).seat))
    assert asked == [1, 0]
    state = _bolt(state, 3, 1)
    assert state.seats[1].out and state.result is None
    assert decision(state).seat == 2  # Cy, the last counter-clockwise, is still asked
    state = act(state, Pass(seat=2))
    assert state.active == 2 and state.turn == 2


def test_the_turn_passes_clockwise_past_every_seat_out_and_wraps_to_seat_0():
    """Four players, Cy's turn (seat 2), Di (seat 3) out: the Opening asks Cy, then Ann, then
    Bo (clockwise from the turn player, ASC-assume-opening-order), never Di; Cy may attack
    Ann or Bo, ranged or melee (four options, ASC-open-4, ASC-open-5); after the turn, the
    next clockwise still in is Ann (seat 0): Di is passed over."""
    one = dict(arsenal=["Sprint"])
    state = position([dict(one), dict(one), dict(one), dict(out=True, arsenal=["Sprint"])], active=2)
    asked = []
    while state.need.step is Step.OPENING:
        asked.append(decision(state).seat)
        refused(state, Draw(seat=3), "ASC-seat")
        state = act(state, Draw(seat=decision(state).seat))
    assert asked == [2, 0, 1]
    assert len(state.seats[3].arsenal) == 1  # the seat out drew nothing
    d = decision(state)
    assert d.seat == 2 and d.rule == "ASC-open-5"
    assert sorted((o.attack.value, o.opponent) for o in d.options) == [
        ("melee", 0), ("melee", 1), ("ranged", 0), ("ranged", 1)]
    refused(state, Declare(seat=2, attack=MELEE, opponent=3), "ASC-open-5")
    refused(state, Declare(seat=2, attack=MELEE, opponent=2), "ASC-open-5")
    state = act(state, Declare(seat=2, attack=RANGED, opponent=0))
    state = roll(state, 2)  # nobody has a card effect: the turn ends at once
    assert state.active == 0 and state.turn == 2


def test_a_strike_that_kills_the_next_player_sends_the_turn_to_the_one_after():
    """Three players: Ann's melee Strike of 15 against Bo's Defense 4 takes Bo (seat 1, 10
    health) to zero, not below: Bo is out, Cy and Ann still stand. Bo is not asked in the
    Finishing Phase (Cy is, with her Mending Light) and the turn passes from Ann past Bo to
    Cy."""
    state = position([dict(), dict(health=10, **LIGHT), dict(**LIGHT)])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    for face in (12, 3, 15, 4):  # Speed, Speed, Melee Damage, Defense
        state = roll(state, face)
    assert state.seats[1].health == 0 and state.seats[1].out and state.result is None
    assert state.phase is Phase.FINISHING and decision(state).seat == 2
    state = act(state, Pass(seat=2))
    assert state.active == 2 and state.turn == 2


# -- the end of the match -------------------------------------------------------------------
def test_a_finishing_kill_ends_the_match_at_once_and_names_the_winner_as_the_log_does():
    """Two players: Bo's Ember Bolt would have been asked after Ann's (counter-clockwise), but
    Ann's Ember Bolt takes Bo from 3 to zero: the match is over at once (ASC-fact-win), Bo is
    asked nothing, and the reason names Ann as every message names a player."""
    state = position([dict(**BOLT), dict(health=3, **BOLT)])
    state = _bolt(_to_finishing(state, 0, 1), 0, 1)
    result = over(state)
    assert result.winner == 0 and result.rule == "ASC-fact-win" and result.scores == [START, 0]
    assert result.reason == "Ann (seat 0) is the last one standing"
    assert GAME.view(state, None).status == "Ann (seat 0) is the last one standing"
    refused(state, Use(seat=1, card=card(state, "Ember Bolt", 1), opponent=0), "ASC-over")
    refused(state, Pass(seat=1), "ASC-over")


def test_the_last_one_standing_of_three_wins_when_the_second_goes_out():
    """Three players, Cy already out: Ann's melee hit of 20 on Bo at 12 health leaves Ann the
    last one standing (ASC-fact-out, ASC-fact-win); the reason names her by seat."""
    state = position([dict(), dict(health=12), dict(out=True)])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    for face in (12, 3, 20, 4):
        state = roll(state, face)
    result = over(state)
    assert result.winner == 0 and result.scores == [START, 0, 0]
    assert result.reason == "Ann (seat 0) is the last one standing"


def test_a_counterattack_that_kills_the_turn_player_of_two_names_the_target_the_winner():
    """Two players: Bo's Defense 18 beats Ann's Melee Damage 2 (ASC-strike-melee-5); his
    Counterattack of 20 deals 10 (ASC-counter-2) to Ann at 10: Bo wins on Ann's turn."""
    state = position([dict(health=10), dict()])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    for face in (12, 3, 2, 18, 20):
        state = roll(state, face)
    result = over(state)
    assert result.winner == 1 and result.reason == "Bo (seat 1) is the last one standing"


def test_the_turn_limit_counts_only_the_players_still_in_and_names_the_leader():
    """ASC-assume-turn-limit with three players, Cy out: Ann 10 and Bo 9: Ann has the most
    health and wins, named as the log names players; at 10 and 10 it is a draw."""
    seats = [dict(health=10), dict(health=9), dict(out=True)]
    state = _to_finishing(position(seats, turn=4, options={"max_turns": 4}), 0, 1)
    result = over(state)
    assert result.winner == 0 and result.rule == "ASC-assume-turn-limit"
    assert result.reason == "turn limit reached: Ann (seat 0) has the most health"
    seats[1] = dict(health=10)
    state = _to_finishing(position(seats, turn=4, options={"max_turns": 4}), 0, 1)
    assert over(state).winner is None and "draw" in over(state).reason


def test_damage_beyond_the_health_left_stops_at_zero():
    """Ember Bolt's 3 on Bo at 2 health: Bo is at 0, not -1 (ASC-fact-out); the story says
    he lost the 2 he had."""
    state = position([dict(**BOLT), dict(health=2), dict()])
    state = _bolt(_to_finishing(state, 0, 1), 0, 1)
    assert state.seats[1].health == 0 and state.seats[1].out


# -- the Finishing Phase: any number of effects, then a pass ----------------------------------
def test_a_player_uses_any_number_of_effects_then_passes_and_is_not_asked_again():
    """ASC-assume-finish-pass: Ann uses both her Ember Bolts on Bo, one decision each, and is
    asked again after each; she passes, keeping Mending Light. Bo's Ember Bolt then takes her
    to 27, where her Mending Light would restore 3, but she has passed: she is not asked
    again, and when Bo passes the turn is over."""
    assert GAME.rules["ASC-assume-finish-pass"].assumption
    state = position([dict(hand=["Ember Bolt", "Ember Bolt", "Mending Light"],
                           fountain=["Genki", "Genki", "Finesse"]), dict(**BOLT)])
    state = _to_finishing(state, 0, 1)
    state = _bolt(state, 0, 1, 0)
    assert decision(state).seat == 0
    state = _bolt(state, 0, 1, 1)
    assert state.seats[1].health == START - 6 and decision(state).seat == 0
    state = act(state, Pass(seat=0))
    state = _bolt(state, 1, 0)
    assert state.seats[0].health == START - 3
    # Bo has nothing more and Ann has passed: the turn is over (Bo's Opening asks him to
    # purge his Ember Bolt, his Arsenal being empty)
    assert state.turn == 2 and state.active == 1 and state.need.step is Step.OPENING
    refused(state, Use(seat=0, card=card(state, "Mending Light")), "ASC-seat")
    assert card(state, "Mending Light") in state.seats[0].hand


def test_wellspring_totem_refills_the_genki_just_spent_so_a_second_jumon_is_payable():
    """Ann has one Genki and two Ember Bolts, with Wellspring Totem on the Battlefield: the
    first Bolt spends the Genki to the Abyss (ASC-abyss), so the second cannot be paid and the
    Totem, with a spent Stamina card now, is offered (ASC-assume-active); it puts the Genki
    back in the Fountain (ASC-fountain-1) and the second Bolt is paid. The Totem is then
    activated until its stack is reset."""
    state = position([dict(hand=["Ember Bolt", "Ember Bolt"], fountain=["Genki"],
                           battlefield=["Wellspring Totem"]), dict()])
    state = _to_finishing(state, 0, 1)
    totem, genki = card(state, "Wellspring Totem"), card(state, "Genki")
    assert not any(o.card == totem for o in decision(state).options if isinstance(o, Use))
    state = _bolt(state, 0, 1, 0)
    d = decision(state)
    assert [o for o in d.options if isinstance(o, Use)] == [Use(seat=0, card=totem, pick=genki)]
    refused(state, Use(seat=0, card=card(state, "Ember Bolt", 0, 1), opponent=1), "ASC-assume-jumon")
    state = act(state, Use(seat=0, card=totem, pick=genki))
    assert state.seats[0].fountain == [genki] and totem in state.seats[0].activated
    state = _bolt(state, 0, 1, 1)
    assert state.seats[1].health == START - 6 and state.seats[0].abyss == [genki]
    assert state.turn == 2  # the Totem is activated, nothing else is left: the turn is over


def test_grave_whisper_picks_from_the_scrapyard_as_it_was_never_itself():
    """ASC-scrapyard-2: Ann's Grave Whisper offers the cards of her own Scrapyard before it is
    used (Sprint), not itself (in her hand until used) nor Bo's Brace; once used it is in the
    Scrapyard and Sprint in her hand. With an empty Scrapyard it has nothing to pick and Ann
    is not asked (ASC-assume-no-effect)."""
    state = position([dict(hand=["Grave Whisper"], fountain=["Finesse"], arsenal=["Tripwire"],
                           scrapyard=["Sprint"]), dict(scrapyard=["Brace"], arsenal=["Sprint"])])
    state = act(act(state, Draw(seat=0)), Draw(seat=1))
    sprint, whisper = card(state, "Sprint", 0), card(state, "Grave Whisper")
    state = _to_finishing(state, 0, 1)
    assert [o for o in decision(state).options if isinstance(o, Use)] == [
        Use(seat=0, card=whisper, pick=sprint)]
    refused(state, Use(seat=0, card=whisper, pick=whisper), "ASC-finish-1")
    refused(state, Use(seat=0, card=whisper, pick=card(state, "Brace")), "ASC-finish-1")
    refused(state, Use(seat=0, card=whisper), "ASC-finish-1")
    state = act(state, Use(seat=0, card=whisper, pick=sprint))
    assert state.seats[0].scrapyard == [whisper] and sprint in state.seats[0].hand
    assert state.turn == 2  # Grave Whisper was Ann's only effect: the turn is over
    state = position([dict(hand=["Grave Whisper"], fountain=["Finesse"]), dict()])
    state = _to_finishing(state, 0, 1)
    assert state.turn == 2  # nothing to pick: Ann was not asked


# -- what one step leaves to the next ---------------------------------------------------------
def test_a_gambit_used_before_the_engage_rolls_counts_on_them_only_not_on_the_strike():
    """ASC-assume-gambit: Ann's Adrenal Surge (+2 to every roll) used before the Engage rolls
    adds 2 to her Speed and nothing to her Melee Damage; her Cinder Blade (a Weapon, +2 Speed
    and +2 Melee Damage) counts on both (ASC-assume-weapon). Used again before the Strike
    rolls, a second Surge adds 2 to the Melee Damage."""
    state = position([_lit(hand=["Adrenal Surge", "Adrenal Surge"], fountain=["Genki", "Genki"],
                           battlefield=["Cinder Blade"]), dict()])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Wield(seat=0, card=card(state, "Cinder Blade")))
    state = act(state, Use(seat=0, card=card(state, "Adrenal Surge", 0, 0)))
    state = act(state, Pass(seat=0))
    state = roll(roll(state, 10), 10)
    assert state.attack.total(0, Roll.SPEED) == 14  # 10 + 2 (Blade) + 2 (Surge)
    state = act(state, Pass(seat=0))  # keeps the second Surge: nobody else is asked
    state = roll(roll(state, 10), 1)
    assert state.attack.total(0, Roll.MELEE) == 12  # 10 + 2 (Blade): the first Surge is spent
    assert state.seats[1].health == START - 12
    state = position([_lit(hand=["Adrenal Surge", "Adrenal Surge"], fountain=["Genki", "Genki"]), dict()])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Use(seat=0, card=card(state, "Adrenal Surge", 0, 0)))
    state = roll(roll(act(state, Pass(seat=0)), 10), 10)
    state = act(state, Use(seat=0, card=card(state, "Adrenal Surge", 0, 1)))
    state = roll(roll(state, 10), 1)  # nothing left to use: the rolls come at once
    assert state.attack.total(0, Roll.MELEE) == 12 and state.attack.total(1, Roll.DEFENSE) == 1


def test_a_plain_weapon_joins_barrage_weapons_in_any_order_but_never_a_second_plain_one():
    """ASC-engage-2, ASC-assume-weapon: Thornshot Sling (Barrage), then Gale Longbow (plain), then Hailstorm
    Quiver (Barrage): all three serve the ranged attack; Rivet Crossbow, a second plain
    Weapon, is refused and no longer offered; a melee Weapon never is (ASC-assume-weapon).
    Their bonuses add up: Aim +3 (2 + 1), Ranged Damage +6 (2 + 1 + 3)."""
    field = ["Gale Longbow", "Rivet Crossbow", "Thornshot Sling", "Hailstorm Quiver", "Cinder Blade"]
    state = position([_lit(battlefield=field), dict()])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    sling, bow, quiver, crossbow, blade = (card(state, n) for n in (
        "Thornshot Sling", "Gale Longbow", "Hailstorm Quiver", "Rivet Crossbow", "Cinder Blade"))
    assert {o.card for o in decision(state).options if isinstance(o, Wield)} == {sling, bow, quiver, crossbow}
    refused(state, Wield(seat=0, card=blade), "ASC-assume-weapon")
    state = act(state, Wield(seat=0, card=sling))
    state = act(state, Wield(seat=0, card=bow))
    assert {o.card for o in decision(state).options if isinstance(o, Wield)} == {quiver}
    refused(state, Wield(seat=0, card=crossbow), "ASC-engage-2")
    refused(state, Wield(seat=0, card=sling), "ASC-assume-active")
    state = act(state, Wield(seat=0, card=quiver))
    assert GAME.pending(state).kind == "d20"  # nothing left to activate, nobody has a card
    state = roll(state, 8)
    assert state.attack.total(0, Roll.AIM) == 11 and state.phase is Phase.STRIKE  # ASC-aim-2
    state = roll(roll(state, 4), 5)
    assert state.attack.total(0, Roll.RANGED) == 10 and state.seats[1].health == START - 5


def test_every_counterattack_card_of_the_target_counts_and_no_other():
    """ASC-counter-3: Bo's Riposte Stance (Passive, counterattack +3) and Vengeful Return
    (Gambit, counterattack +4) count on his Counterattack; his Ascendant Crest (+1 to every
    roll) counts on his Speed and Defense but not there, and his Adrenal Surge is refused
    before the Counterattack roll; Ann, the turn player, is asked nothing there
    (ASC-assume-counter-window). 8 + 3 + 4 = 15: 5 damage to Ann (ASC-counter-2)."""
    state = position([_lit(hand=["Vengeful Return"], fountain=["Genki"]),
                      dict(battlefield=["Riposte Stance", "Ascendant Crest"],
                           hand=["Vengeful Return", "Adrenal Surge"], fountain=["Genki", "Genki"])],
                     options={"strike_window": False})
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    assert decision(state).seat == 1  # Ann has nothing for Speed; Bo's Surge would add to his
    state = act(state, Pass(seat=1))
    state = roll(roll(state, 15), 3)
    assert state.attack.total(1, Roll.SPEED) == 4
    state = roll(roll(state, 5), 10)
    assert state.attack.total(1, Roll.DEFENSE) == 11 and state.phase is Phase.COUNTERATTACK
    d = decision(state)
    assert d.seat == 1 and d.options == [Use(seat=1, card=card(state, "Vengeful Return", 1)), Pass(seat=1)]
    refused(state, Use(seat=1, card=card(state, "Adrenal Surge")), "ASC-counter-3")
    refused(state, Use(seat=0, card=card(state, "Vengeful Return", 0)), "ASC-seat")
    state = act(state, Use(seat=1, card=card(state, "Vengeful Return", 1)))
    state = roll(state, 8)
    assert state.attack.total(1, Roll.COUNTERATTACK) == 15
    assert state.seats[0].health == START - 5 and state.attack.damage == 5


def test_an_aim_of_exactly_11_after_a_bonus_and_a_hindrance_hits():
    """ASC-aim-2 on the total: Ann's Steady Breath (+2) and Bo's Smoke Veil (-3) on Ann's face
    of 12: 11, the aim check succeeds. Ann uses hers first (the window asks the turn player
    first) and is not asked again after Bo's (ASC-assume-window)."""
    state = position([dict(hand=["Steady Breath"]), dict(hand=["Smoke Veil"], fountain=["Finesse"])])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = act(state, Use(seat=0, card=card(state, "Steady Breath")))
    assert decision(state).seat == 1  # Ann has nothing left: on to Bo
    state = act(state, Use(seat=1, card=card(state, "Smoke Veil")))
    assert GAME.pending(state).kind == "d20"
    state = roll(state, 12)
    assert state.attack.total(0, Roll.AIM) == 11 and state.phase is Phase.STRIKE


def test_a_speed_tie_made_by_a_weapons_penalty_still_goes_to_the_turn_player():
    """ASC-speed-2 on the totals: Ann's Iron Maul (Speed -1, Melee Damage +4) on a face of 10
    against Bo's 9: 9 against 9, the turn player wins the tie; her Melee Damage of 8 + 4
    against a Defense of 12 is equal: the whole 12 is dealt (ASC-strike-melee-2)."""
    state = position([_lit(battlefield=["Iron Maul"]), dict()])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Wield(seat=0, card=card(state, "Iron Maul")))
    state = roll(roll(state, 10), 9)
    assert state.attack.total(0, Roll.SPEED) == 9 and state.phase is Phase.STRIKE
    state = roll(roll(state, 8), 12)
    assert state.attack.total(0, Roll.MELEE) == 12 and state.seats[1].health == START - 12
    assert state.phase is Phase.FINISHING or state.turn == 2


def test_a_third_player_is_asked_before_the_rolls_only_for_a_card_that_changes_them():
    """Three players, Ann's melee attack on Bo: Cy's Sprint (+2 to her own Speed) changes no
    roll made (she does not roll), so with Sprint alone she is not asked (ASC-assume-window)
    and it is refused under the window's rule; with Tripwire (-3 to the attacker's Speed) she
    is asked and may use it (ASC-engage-3, ASC-assume-gambit); her Smoke Veil (Aim) changes
    nothing in a melee attack and is refused."""
    state = position([dict(), dict(), dict(hand=["Sprint", "Smoke Veil"], fountain=["Finesse"])])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    assert GAME.pending(state).kind == "d20"  # nobody was asked
    state = position([_lit(), dict(), dict(hand=["Sprint", "Smoke Veil", "Tripwire"],
                                           fountain=["Finesse"])])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    d = decision(state)
    assert d.seat == 2 and d.options == [Use(seat=2, card=card(state, "Tripwire")), Pass(seat=2)]
    refused(state, Use(seat=2, card=card(state, "Sprint")), "ASC-engage-3")
    refused(state, Use(seat=2, card=card(state, "Smoke Veil")), "ASC-engage-3")
    state = act(state, Use(seat=2, card=card(state, "Tripwire")))
    state = roll(roll(state, 10), 8)
    assert state.attack.total(0, Roll.SPEED) == 7 and state.phase is not Phase.STRIKE


# -- effects at their edges ------------------------------------------------------------------------
def test_insight_with_one_card_left_draws_it_and_with_none_is_not_offered():
    """ASC-assume-effects, ASC-assume-no-effect: Ann's Insight (draw two) with one card left in
    her Arsenal draws that one; her second Insight, the Arsenal now empty, is no longer offered
    and is refused; Mending Light at full health is offered, spends its Finesse and restores
    nothing."""
    assert GAME.rules["ASC-assume-no-effect"].assumption
    state = position([dict(hand=["Insight", "Insight", "Mending Light"], arsenal=["Brace", "Sprint"],
                           fountain=["Finesse", "Finesse", "Finesse"]), dict()])
    state = act(state, Draw(seat=0))  # the Opening: Brace; Sprint is left
    state = _to_finishing(state, 0, 1)
    first, second = card(state, "Insight", 0, 0), card(state, "Insight", 0, 1)
    light = card(state, "Mending Light")
    assert {o.card for o in decision(state).options if isinstance(o, Use)} == {first, second, light}
    state = act(state, Use(seat=0, card=first))
    assert state.seats[0].arsenal == [] and card(state, "Sprint") in state.seats[0].hand
    assert [o.card for o in decision(state).options if isinstance(o, Use)] == [light]
    refused(state, Use(seat=0, card=second), "ASC-finish-1")
    state = act(state, Use(seat=0, card=light))
    assert state.seats[0].health == START and light in state.seats[0].scrapyard
    assert len(state.seats[0].fountain) == 1  # two Finesse spent, one for each card used
    assert state.turn == 2


def test_soul_purge_reaches_only_the_scrapyards_of_opponents_still_in():
    """Three players, Cy out with Brace in her Scrapyard: Ann's Soul Purge may move only Bo's
    Sprint (ASC-assume-out: a player out cannot be targeted); once it has, nothing is left to
    purge and Ann is not asked again (ASC-assume-no-effect)."""
    state = position([dict(hand=["Soul Purge", "Soul Purge"], fountain=["Genki", "Genki"]),
                      dict(scrapyard=["Sprint"], arsenal=["Tripwire"]),
                      dict(out=True, scrapyard=["Brace"])])
    state = act(state, Draw(seat=1))
    state = _to_finishing(state, 0, 1)
    purge = card(state, "Soul Purge", 0, 0)
    sprint, brace = card(state, "Sprint"), card(state, "Brace")
    assert [o for o in decision(state).options if isinstance(o, Use)] == [
        Use(seat=0, card=purge, opponent=1, pick=sprint),
        Use(seat=0, card=card(state, "Soul Purge", 0, 1), opponent=1, pick=sprint)]
    refused(state, Use(seat=0, card=purge, opponent=2, pick=brace), "ASC-finish-1")
    refused(state, Use(seat=0, card=purge, opponent=1, pick=brace), "ASC-finish-1")
    state = act(state, Use(seat=0, card=purge, opponent=1, pick=sprint))
    assert state.seats[1].abyss == [sprint] and state.seats[2].scrapyard == [brace]
    assert state.turn == 2


def test_an_active_effect_is_any_players_in_the_finishing_phase_even_when_jumons_are_not():
    """Option jumons_by=turn-player (ASC-assume-jumon) keeps Bo's Grave Whisper in his hand on
    Ann's turn, but his Scavenger's Hook, an Active card (ASC-assume-active), is still his to
    use: "all players have the ability to activate applicable card effects" (ASC-finish-1)."""
    state = position([dict(), dict(hand=["Grave Whisper"], fountain=["Finesse"],
                                   battlefield=["Scavenger's Hook"], scrapyard=["Sprint"],
                                   arsenal=["Brace"])],
                     options={"jumons_by": "turn-player"})
    state = act(state, Draw(seat=1))
    state = _to_finishing(state, 0, 1)
    hook, whisper, sprint = card(state, "Scavenger's Hook"), card(state, "Grave Whisper"), card(state, "Sprint")
    d = decision(state)
    assert d.seat == 1 and d.options == [Use(seat=1, card=hook, pick=sprint), Pass(seat=1)]
    refused(state, Use(seat=1, card=whisper, pick=sprint), "ASC-assume-jumon")
    state = act(state, Use(seat=1, card=hook, pick=sprint))
    assert sprint in state.seats[1].hand and hook in state.seats[1].battlefield
    assert state.turn == 2  # nothing else to use: Bo's turn (his Hook reset at its Opening)


def test_an_active_card_used_on_an_opponents_turn_is_ready_again_on_the_next_turn():
    """ASC-open-2 resets every activated stack at every turn's Opening, not only its owner's:
    Bo's Quickstep Anklet (Speed +3) used as the target of Ann's melee attack is activated
    for the rest of that turn, and ready again when Bo's own turn begins, where he is the
    attacker and uses it again."""
    state = position([_lit(), dict(battlefield=["Quickstep Anklet"])])
    anklet = card(state, "Quickstep Anklet")
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Use(seat=1, card=anklet))
    state = roll(roll(state, 10), 10)
    assert state.attack.total(1, Roll.SPEED) == 13 and anklet in state.seats[1].activated
    assert state.phase is Phase.FINISHING
    refused(state, Use(seat=1, card=anklet), "ASC-seat")
    state = act(state, Pass(seat=0))  # keeps Mending Light; the turn passes to Bo
    assert state.active == 1 and state.seats[1].activated == []
    state = act(state, Declare(seat=1, attack=MELEE, opponent=0))
    assert decision(state).options == [Use(seat=1, card=anklet), Pass(seat=1)]


def test_stacks_are_offered_while_the_fountain_pays_and_the_declaration_follows_at_once():
    """ASC-open-3, ASC-assume-stack: Ann has Cinder Blade and Gale Longbow (1 Genki each) and
    one Genki: both are offered; once the Blade is played the Longbow cannot be paid, so the
    stacks step is over without a pass and the attack is declared next (ASC-open-4)."""
    state = position([dict(hand=["Cinder Blade", "Gale Longbow"], fountain=["Genki"]), dict()])
    blade, bow = card(state, "Cinder Blade"), card(state, "Gale Longbow")
    d = decision(state)
    assert d.rule == "ASC-open-3"
    assert d.options == [PlayStack(seat=0, card=blade), PlayStack(seat=0, card=bow), Pass(seat=0)]
    state = act(state, PlayStack(seat=0, card=blade))
    assert state.need.step is Step.DECLARE and state.seats[0].battlefield == [blade]
    # the Longbow is refused for what it lacks (its cost), not for its timing
    refused(state, PlayStack(seat=0, card=bow), "ASC-assume-stack")
    refused(state, Pass(seat=0), "ASC-open-4")


def test_the_opening_asks_each_seat_what_it_can_do_and_skips_one_that_can_do_nothing():
    """ASC-open-1, ASC-assume-opening-order, three players on Bo's turn: Bo (empty Arsenal,
    Sprint in his Scrapyard) may only purge; Cy (nothing anywhere) is skipped; Ann (Brace in
    her Arsenal, Tripwire in her Scrapyard) chooses. Their options are exactly those."""
    state = position([dict(arsenal=["Brace"], scrapyard=["Tripwire"]), dict(scrapyard=["Sprint"]), dict()],
                     active=1)
    d = decision(state)
    assert d.seat == 1 and d.options == [Purge(seat=1, card=card(state, "Sprint"))]
    refused(state, Draw(seat=1), "ASC-assume-opening-order")
    state = act(state, d.options[0])
    d = decision(state)
    assert d.seat == 0 and d.options == [Draw(seat=0), Purge(seat=0, card=card(state, "Tripwire"))]
    refused(state, Pass(seat=0), "ASC-open-1")
    state = act(state, Draw(seat=0))
    assert state.need.step is Step.DECLARE and decision(state).seat == 1


def test_a_four_player_declaration_lists_every_kind_on_every_opponent():
    """ASC-open-4, ASC-open-5 with four players still in: two kinds on three opponents, six
    options, each one legal; the turn player itself is no target."""
    state = position([dict(), dict(), dict(), dict()], active=3)
    d = decision(state)
    assert d.seat == 3 and d.rule == "ASC-open-5"
    assert sorted((o.attack.value, o.opponent) for o in d.options) == sorted(
        (k, t) for k in ("ranged", "melee") for t in (0, 1, 2))
    for option in d.options:
        GAME.apply(GAME.clone(state), option, check=True)
    refused(state, Declare(seat=3, attack=RANGED, opponent=3), "ASC-open-5")
    refused(state, Declare(seat=3, attack=RANGED, opponent=4), "ASC-open-5")


# -- orders with four players, and the options of a rich position ---------------------------------
def test_a_four_player_window_asks_clockwise_from_the_turn_player_and_the_attacker_cannot_hinder_itself():
    """ASC-assume-window, four players on Cy's turn (seat 2), a melee attack on Ann: Cy's own
    Tripwire would hinder herself and is refused (ASC-assume-gambit), so she is not asked; Di,
    Ann and Bo, each with a Tripwire, are asked in that order (clockwise from Cy); each -3
    counts on Cy's Speed."""
    trip = dict(hand=["Tripwire"], fountain=["Finesse"])
    state = position([dict(trip), dict(trip), _lit(**trip), dict(trip)], active=2)
    state = act(state, Declare(seat=2, attack=MELEE, opponent=0))
    refused(state, Use(seat=2, card=card(state, "Tripwire", 2)), "ASC-seat")
    asked = []
    while isinstance(GAME.pending(state), Decision):
        seat = decision(state).seat
        asked.append(seat)
        if seat == 3:
            refused(state, Use(seat=3, card=card(state, "Tripwire", 2)), "ASC-hand-2")
        state = act(state, Use(seat=seat, card=card(state, "Tripwire", seat)))
    assert asked == [3, 0, 1]
    state = roll(roll(state, 20), 1)
    assert state.attack.total(2, Roll.SPEED) == 11  # 20 - 9: still higher than Ann's 1
    state = position([dict(), dict(), dict(trip), dict()], active=2)
    state = act(state, Declare(seat=2, attack=MELEE, opponent=0))
    assert GAME.pending(state).kind == "d20"  # the attacker's own Tripwire is never offered


def test_a_ranged_attack_never_counterattacks_and_a_failed_speed_check_rolls_no_strike():
    """ASC-strike-ranged-4: Bo's Defense 15 beats Ann's Ranged Damage 3: no damage and straight
    to the Finishing Phase, where Bo's Vengeful Return is never offered (no Counterattack
    Phase). ASC-speed-3: in a melee attack Bo's higher Speed ends it before any Strike roll:
    his Brace is never offered."""
    state = position([_lit(), dict(hand=["Vengeful Return"], fountain=["Genki"])],
                     options={"strike_window": False})
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(roll(roll(state, 15), 3), 15)  # Aim, Ranged Damage, Defense
    assert state.phase is Phase.FINISHING and state.seats[1].health == START
    assert decision(state).seat == 0 and state.attack.damage == 0
    state = position([_lit(), dict(hand=["Brace"], fountain=["Genki"])])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = roll(roll(state, 9), 10)
    assert state.phase is Phase.FINISHING and len(state.attack.rolls) == 2
    assert card(state, "Brace") in state.seats[1].hand


def test_healing_after_damage_in_one_finishing_phase_stops_at_the_starting_health():
    """ASC-assume-effects: Bo at 28 takes Ann's Ember Bolt (25); his first Mending Light brings
    him to 29, the second to 30, not 33: no higher than he started. Ann's Ember Bolt on
    herself, or on a seat the match lacks, is refused (ASC-finish-1)."""
    state = position([dict(**BOLT), dict(health=28, hand=["Mending Light", "Mending Light"],
                                         fountain=["Finesse", "Finesse"])])
    state = _to_finishing(state, 0, 1)
    refused(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=0), "ASC-finish-1")
    refused(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=5), "ASC-finish-1")
    state = _bolt(state, 0, 1)
    assert state.seats[1].health == 25
    state = act(state, Use(seat=1, card=card(state, "Mending Light", 1, 0)))
    assert state.seats[1].health == 29
    state = act(state, Use(seat=1, card=card(state, "Mending Light", 1, 1)))
    assert state.seats[1].health == START


def test_the_options_of_a_rich_finishing_phase_are_exactly_what_the_text_allows():
    """Three players, Ann's Finishing Phase: Ann may use Ember Bolt on Bo or Cy, Soul Purge on
    either card of Bo's Scrapyard (Cy's is empty), Scavenger's Hook on her Scrapyard's Sprint
    (not its Genki: a Stamina card), Mending Light; not Wellspring Totem (no spent Stamina in
    her Abyss), Hawkeye Charm (no effect) nor the Gambit Brace. Every option is legal."""
    state = position([dict(hand=["Ember Bolt", "Soul Purge", "Mending Light", "Brace"],
                           fountain=["Genki", "Genki", "Finesse", "Genki"],
                           battlefield=["Scavenger's Hook", "Wellspring Totem", "Hawkeye Charm"],
                           scrapyard=["Sprint", "Genki"], arsenal=["Tripwire"]),
                      dict(scrapyard=["Brace", "Smoke Veil"], arsenal=["Sprint"]), dict()])
    state = act(act(state, Draw(seat=0)), Draw(seat=1))
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(act(state, Pass(seat=0)), 2)  # keeps Hawkeye Charm for nothing: the Aim fails
    c = lambda name, seat=None: card(state, name, seat)
    bolt, purge, light, hook = c("Ember Bolt"), c("Soul Purge"), c("Mending Light"), c("Scavenger's Hook")
    expected = {Use(seat=0, card=bolt, opponent=1), Use(seat=0, card=bolt, opponent=2),
                Use(seat=0, card=purge, opponent=1, pick=c("Brace", 1)),
                Use(seat=0, card=purge, opponent=1, pick=c("Smoke Veil")),
                Use(seat=0, card=light), Use(seat=0, card=hook, pick=c("Sprint", 0)), Pass(seat=0)}
    d = decision(state)
    assert set(d.options) == expected and len(d.options) == len(expected)
    for option in d.options:
        GAME.apply(GAME.clone(state), option, check=True)
    refused(state, Use(seat=0, card=c("Wellspring Totem")), "ASC-finish-1")
    refused(state, Use(seat=0, card=c("Hawkeye Charm")), "ASC-finish-1")
    refused(state, Use(seat=0, card=c("Brace", 0)), "ASC-finish-1")
    genki_scrapped = state.seats[0].scrapyard[1]
    assert state.cards[genki_scrapped] == "ASC-033"  # a Genki in the Scrapyard (a position's)
    refused(state, Use(seat=0, card=hook, pick=genki_scrapped), "ASC-finish-1")


def test_a_card_taken_back_from_the_scrapyard_may_be_used_again_in_the_same_phase():
    """ASC-scrapyard-2 with ASC-assume-finish-pass: Ann's first Ember Bolt hits Bo; her Grave
    Whisper takes it back from her Scrapyard; she has not passed, so she is asked again and
    uses it a second time (a Genki for each use)."""
    state = position([dict(hand=["Ember Bolt", "Grave Whisper"], fountain=["Genki", "Genki", "Finesse"]),
                      dict()])
    state = _to_finishing(state, 0, 1)
    bolt, whisper = card(state, "Ember Bolt"), card(state, "Grave Whisper")
    # Grave Whisper has nothing to pick yet: only the Bolt is offered
    assert [o.card for o in decision(state).options if isinstance(o, Use)] == [bolt]
    state = _bolt(state, 0, 1)
    state = act(state, Use(seat=0, card=whisper, pick=bolt))
    assert bolt in state.seats[0].hand and decision(state).seat == 0
    state = _bolt(state, 0, 1)
    assert state.seats[1].health == START - 6 and state.seats[0].fountain == []
    assert state.seats[0].scrapyard == [whisper, bolt]


def test_the_turn_players_soul_purge_leaves_an_opponents_grave_whisper_nothing_to_take():
    """ASC-finish-1 orders the Finishing Phase from the turn player: Ann's Soul Purge sends
    Bo's only Scrapyard card, Heavy Swing, to his Abyss before Bo is asked; his Grave Whisper
    then has nothing to pick, so he is not asked (ASC-assume-no-effect) and the turn is over."""
    state = position([dict(hand=["Soul Purge"], fountain=["Genki"]),
                      dict(hand=["Grave Whisper"], fountain=["Finesse"], scrapyard=["Heavy Swing"],
                           arsenal=["Sprint"])])
    state = act(state, Draw(seat=1))
    state = _to_finishing(state, 0, 1)
    swing = card(state, "Heavy Swing")
    state = act(state, Use(seat=0, card=card(state, "Soul Purge"), opponent=1, pick=swing))
    assert state.seats[1].abyss == [swing] and state.turn == 2
    assert card(state, "Grave Whisper") in state.seats[1].hand


def test_the_options_of_a_rich_engage_window_are_exactly_the_cards_that_change_its_rolls():
    """Three players, Ann's ranged attack on Bo: before the Aim roll (ASC-engage-3) Ann may use
    Steady Breath and Hawkeye Charm (her Aim), not Brace (Defense, not rolled now) nor Smoke
    Veil (it hinders the attacker: herself); Bo, who rolls nothing here, only his Smoke Veil,
    not his Adrenal Surge nor his Quickstep Anklet; Cy likewise only her Smoke Veil."""
    them = dict(hand=["Smoke Veil", "Adrenal Surge", "Steady Breath"], fountain=["Finesse", "Genki"],
                battlefield=["Quickstep Anklet", "Hawkeye Charm"])
    state = position([dict(hand=["Steady Breath", "Brace", "Smoke Veil"], fountain=["Genki", "Finesse"],
                           battlefield=["Hawkeye Charm"]), dict(them), dict(them)])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    d = decision(state)
    assert d.seat == 0 and set(d.options) == {
        Use(seat=0, card=card(state, "Steady Breath", 0)), Use(seat=0, card=card(state, "Hawkeye Charm", 0)),
        Pass(seat=0)}
    refused(state, Use(seat=0, card=card(state, "Brace", 0)), "ASC-engage-3")
    refused(state, Use(seat=0, card=card(state, "Smoke Veil", 0)), "ASC-assume-gambit")
    state = act(state, Pass(seat=0))
    for seat in (1, 2):
        d = decision(state)
        assert d.seat == seat and d.options == [Use(seat=seat, card=card(state, "Smoke Veil", seat)),
                                                Pass(seat=seat)]
        for name in ("Adrenal Surge", "Steady Breath", "Quickstep Anklet", "Hawkeye Charm"):
            refused(state, Use(seat=seat, card=card(state, name, seat)), "ASC-engage-3")
        state = act(state, Pass(seat=seat))
    assert GAME.pending(state).why == "Ann (seat 0) rolls Aim"


def test_a_four_player_match_from_its_decks_deals_every_hand_and_opens_with_seat_0():
    """ASC-assume-hand with four players: each Arsenal is shuffled, seat 0 to 3, five cards
    are dealt to each, and turn 1's Opening asks seat 0, 1, 2, 3 in turn (ASC-open-1,
    ASC-assume-opening-order: clockwise from the turn player)."""
    from engine import dealer
    from engine.events import Dealt
    decks = list(GAME.sample_decks().values())[:4]
    state = GAME.start(GAME.genesis(["Ann", "Bo", "Cy", "Di"], decks, dealer.commitment(b"4" * 32)))
    for seat in range(4):
        p = GAME.pending(state)
        assert p.shuffle and state.need.seat == seat
        state = GAME.apply(state, Dealt(kind="shuffle", outcome=list(range(p.size))), check=True)
    assert [len(s.hand) for s in state.seats] == [5, 5, 5, 5]
    asked = []
    while state.need.step is Step.OPENING:
        asked.append(decision(state).seat)
        state = act(state, Draw(seat=asked[-1]))
    assert asked == [0, 1, 2, 3] and [len(s.hand) for s in state.seats] == [6, 6, 6, 6]


def test_wellspring_totem_takes_the_latest_spent_stamina_card_not_a_purged_card_after_it():
    """Wellspring Totem returns the latest spent Stamina card (ASC-abyss, ASC-fountain-1): Ann's
    Abyss holds Finesse, Genki, then a purged Sprint; the Totem offers the Genki alone (the
    last Stamina card there), not the Sprint nor the older Finesse."""
    state = position([dict(battlefield=["Wellspring Totem"], abyss=["Finesse", "Genki", "Sprint"]), dict()])
    state = _to_finishing(state, 0, 1)
    totem, genki = card(state, "Wellspring Totem"), card(state, "Genki")
    assert decision(state).options == [Use(seat=0, card=totem, pick=genki), Pass(seat=0)]
    refused(state, Use(seat=0, card=totem, pick=card(state, "Finesse")), "ASC-finish-1")
    refused(state, Use(seat=0, card=totem, pick=card(state, "Sprint")), "ASC-finish-1")
    state = act(state, Use(seat=0, card=totem, pick=genki))
    assert state.seats[0].fountain == [genki]
    assert state.seats[0].abyss == [card(state, "Finesse"), card(state, "Sprint")]


def test_stamina_spent_before_the_rolls_is_gone_for_the_finishing_phase():
    """One Fountain pays every cost of a turn (ASC-assume-stamina): Ann's only Finesse pays for
    Piercing Shot before the Strike rolls, so her Mending Light (1 Finesse) cannot be paid in
    the Finishing Phase and is not offered (ASC-assume-jumon); the turn is over."""
    state = position([dict(hand=["Piercing Shot", "Mending Light"], fountain=["Finesse"]), dict()])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(state, 15)  # Aim: the Strike Phase
    state = act(state, Use(seat=0, card=card(state, "Piercing Shot")))
    state = roll(roll(state, 6), 5)  # Ranged Damage 6 + 4, Defense 5
    assert state.seats[1].health == START - 5 and state.seats[0].fountain == []
    assert state.turn == 2 and card(state, "Mending Light") in state.seats[0].hand
