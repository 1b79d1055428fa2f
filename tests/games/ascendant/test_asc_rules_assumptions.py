"""The assumptions the engine makes where the rules fragment is silent, one test each, and
where an assumption is an option, both of its settings."""

import pytest

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine import dealer
from engine.events import Dealt
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Use
from engine.games.ascendant.state import Phase, Step
from engine.protocol import Chance

HOLD = dict(hand=["Mending Light"], fountain=["Finesse"])
RANGED = Declare(seat=0, attack=AttackKind.RANGED, opponent=1)
MELEE = Declare(seat=0, attack=AttackKind.MELEE, opponent=1)


def _assumed(rule_id):
    assert GAME.rules[rule_id].assumption, rule_id


def _decks():
    return list(GAME.sample_decks().values())[:2]


@pytest.mark.parametrize("options, health", [({}, 30), ({"starting_health": 20}, 20)])
def test_each_player_starts_at_30_health_or_the_option(options, health):
    """ASC-assume-health."""
    _assumed("ASC-assume-health")
    state = GAME.start(GAME.genesis(["A", "B"], _decks(), dealer.commitment(b"h" * 32), options=options))
    assert [s.health for s in state.seats] == [health, health]
    assert START == 30


@pytest.mark.parametrize("options, hand", [({}, 5), ({"opening_hand": 3}, 3)])
def test_setup_shuffles_each_arsenal_deals_the_opening_hand_and_the_first_named_player_starts(options, hand):
    """ASC-assume-hand: a shuffle of seat 0's Arsenal, then seat 1's; then the hands from the
    top; seat 0 (named first) takes turn 1."""
    _assumed("ASC-assume-hand")
    state = GAME.start(GAME.genesis(["A", "B"], _decks(), dealer.commitment(b"s" * 32), options=options))
    tops = []
    for seat in (0, 1):
        p = GAME.pending(state)
        assert isinstance(p, Chance) and p.shuffle and state.need.seat == seat and p.size == 40
        assert p.why == f"{'AB'[seat]}'s Arsenal is shuffled"  # the player, by name
        assert GAME.describe(state, Dealt(kind="shuffle", outcome=[])) == p.why
        order = list(reversed(range(p.size)))
        tops.append(state.seats[seat].arsenal[-hand:][::-1])  # what the reversed order puts on top
        state = GAME.apply(state, Dealt(kind="shuffle", outcome=order), check=True)
    assert [s.hand for s in state.seats] == tops
    assert [len(s.arsenal) for s in state.seats] == [40 - hand, 40 - hand]
    assert state.active == 0 and state.turn == 1 and state.phase is Phase.OPENING
    assert decision(state).seat == 0


@pytest.mark.parametrize("options, stamina, pays", [
    ({}, ["Finesse", "Finesse"], False),  # Gale Longbow costs 1 Genki: Finesse does not pay it
    ({}, ["Genki", "Finesse"], True),
    ({"stamina_typed": False}, ["Finesse", "Finesse"], True),
])
def test_genki_pays_genki_costs_and_finesse_finesse_costs_unless_untyped(options, stamina, pays):
    """ASC-assume-stamina (option stamina_typed), the fewest cards spent."""
    _assumed("ASC-assume-stamina")
    state = position([dict(hand=["Gale Longbow"], fountain=stamina), dict()], options=options)
    bow = card(state, "Gale Longbow")
    if not pays:
        assert state.need.step is Step.DECLARE  # no complete stack: the step is skipped
        refused(state, PlayStack(seat=0, card=bow), "ASC-assume-stack")
        return
    state = act(state, PlayStack(seat=0, card=bow))
    assert len(state.seats[0].abyss) == 1 and len(state.seats[0].fountain) == 1  # one card spent


def test_one_stamina_card_pays_more_under_genki_pays():
    """ASC-assume-stamina (option genki_pays): Iron Maul's 2 Genki from one Genki card."""
    seats = [dict(hand=["Iron Maul"], fountain=["Genki", "Genki"]), dict()]
    state = act(position(seats), PlayStack(seat=0, card=card(position(seats), "Iron Maul")))
    assert len(state.seats[0].abyss) == 2
    state = position(seats, options={"genki_pays": 2})
    state = act(state, PlayStack(seat=0, card=card(state, "Iron Maul")))
    assert len(state.seats[0].abyss) == 1 and len(state.seats[0].fountain) == 1


def test_an_active_card_is_activated_once_until_its_stack_is_reset():
    """ASC-assume-active: Wellspring Totem used once in a Finishing Phase, not twice; ready
    again after the next Opening Phase's reset."""
    _assumed("ASC-assume-active")
    state = position([dict(battlefield=["Wellspring Totem"], abyss=["Genki", "Finesse"], **HOLD),
                      dict(hand=["Mending Light"], fountain=["Finesse"])])
    totem = card(state, "Wellspring Totem")
    state = roll(act(state, RANGED), 1)
    finesse, genki = state.seats[0].abyss[1], state.seats[0].abyss[0]
    state = act(state, Use(seat=0, card=totem, pick=finesse))
    assert totem in state.seats[0].activated and finesse in state.seats[0].fountain
    refused(state, Use(seat=0, card=totem, pick=genki), "ASC-assume-active")
    state = act(state, Pass(seat=0))
    state = act(state, Pass(seat=1))
    assert state.active == 1 and state.seats[0].activated == []  # reset at the Opening


@pytest.mark.parametrize("always, defense", [(True, 12), (False, 10)])
def test_a_passive_card_counts_on_its_owners_rolls_on_every_turn_or_only_its_own(always, defense):
    """ASC-assume-passive (option passives_always): the target's Stoneskin Mantle (+2
    Defense) on the turn player's turn."""
    _assumed("ASC-assume-passive")
    state = position([dict(**HOLD), dict(battlefield=["Stoneskin Mantle"])],
                     options={"passives_always": always})
    state = roll(roll(act(state, RANGED), 15), 15)
    state = roll(state, 10)
    assert state.attack.total(1, Roll.DEFENSE) == defense
    assert state.seats[1].health == START - (15 - defense)


def test_a_gambit_is_paid_used_before_its_rolls_and_scrapped_and_only_others_hinder_the_attacker():
    """ASC-assume-gambit: Smoke Veil hinders the attacker: a third player may play it, the
    attacker may not; with window_users=rollers only the players who roll are asked."""
    _assumed("ASC-assume-gambit")
    seats = [dict(hand=["Smoke Veil", "Mending Light"], fountain=["Finesse", "Finesse"]), dict(),
             dict(hand=["Smoke Veil"], fountain=["Finesse"])]
    state = act(position(seats), RANGED)
    mine, theirs = card(state, "Smoke Veil", 0), card(state, "Smoke Veil", 2)
    assert decision(state).seat == 2  # the attacker has nothing to use: not asked
    refused(state, Use(seat=2, card=mine), "ASC-hand-2")  # Ann's card, not Cy's
    state = act(state, Use(seat=2, card=theirs))
    assert state.seats[2].scrapyard == [theirs] and state.seats[2].fountain == []
    state = roll(state, 13)
    assert state.attack.total(0, Roll.AIM) == 10 and state.phase is Phase.FINISHING
    rollers = act(position(seats, options={"window_users": "rollers"}), RANGED)
    assert GAME.pending(rollers).kind == "d20"  # seat 2 does not roll: not asked


@pytest.mark.parametrize("jumons_by, asked", [("all", [0, 1]), ("turn-player", [0])])
def test_a_jumon_is_played_in_the_finishing_phase_by_any_player_or_the_turn_player_only(jumons_by, asked):
    """ASC-assume-jumon: paid, resolved at once, to the Scrapyard; never in a roll window."""
    _assumed("ASC-assume-jumon")
    seats = [dict(hand=["Ember Bolt"], fountain=["Genki"]), dict(hand=["Ember Bolt"], fountain=["Genki"])]
    state = act(position(seats, options={"jumons_by": jumons_by}), RANGED)
    assert GAME.pending(state).kind == "d20"  # no window: a Jumon changes no roll
    state = roll(state, 1)
    seen = []
    while state.phase is Phase.FINISHING:
        seat = decision(state).seat
        seen.append(seat)
        bolt = card(state, "Ember Bolt", seat)
        state = act(state, Use(seat=seat, card=bolt, opponent=1 - seat))
        assert state.seats[seat].scrapyard == [bolt] and state.seats[seat].fountain == []
    assert seen == asked
    assert [s.health for s in state.seats] == [START - 3 * (1 in asked), START - 3]


@pytest.mark.parametrize("strike_window, asked", [(True, True), (False, False)])
def test_before_the_strike_rolls_every_player_may_use_cards_or_not_under_the_option(strike_window, asked):
    """ASC-assume-strike-window."""
    _assumed("ASC-assume-strike-window")
    seats = [dict(**HOLD), dict(hand=["Brace"], fountain=["Genki"])]
    state = roll(act(position(seats, options={"strike_window": strike_window}), RANGED), 15)
    if asked:
        assert state.need.step is Step.WINDOW and decision(state).seat == 1
        assert decision(state).rule == "ASC-assume-strike-window"
        state = act(state, Use(seat=1, card=card(state, "Brace")))
    assert GAME.pending(state).kind == "d20" and state.need.roll is Roll.RANGED
    state = roll(roll(state, 10), 5)
    assert state.attack.total(1, Roll.DEFENSE) == (9 if asked else 5)


def test_a_window_asks_the_turn_player_then_clockwise_each_uses_any_number_then_passes_once():
    """ASC-assume-window: turn player seat 1, then 2, then 0; seat 2 uses two cards in a row;
    a seat that has passed is not asked again."""
    _assumed("ASC-assume-window")
    hinder = dict(hand=["Tripwire", "Smoke Veil"], fountain=["Finesse", "Finesse"])
    seats = [dict(**hinder), dict(hand=["Sprint", "Mending Light"], fountain=["Finesse"]),
             dict(hand=["Tripwire", "Tripwire"], fountain=["Finesse", "Finesse"])]
    state = act(position(seats, active=1), Declare(seat=1, attack=AttackKind.MELEE, opponent=0))
    order = []
    assert decision(state).seat == 1
    state = act(state, Pass(seat=1))  # keeps Sprint
    refused(state, Use(seat=1, card=card(state, "Sprint")), "ASC-seat")
    order.append(decision(state).seat)
    state = act(state, Use(seat=2, card=card(state, "Tripwire", 2, 0)))
    assert decision(state).seat == 2  # still seat 2's turn in the window
    state = act(state, Use(seat=2, card=card(state, "Tripwire", 2, 1)))
    order.append(decision(state).seat)  # nothing left: on to seat 0
    state = act(state, Pass(seat=0))
    assert order == [2, 0] and GAME.pending(state).kind == "d20"
    state = roll(roll(state, 10), 1)
    assert state.attack.total(1, Roll.SPEED) == 4  # 10 - 3 - 3


def test_before_the_counterattack_only_the_target_with_counterattack_cards_is_asked():
    """ASC-assume-counter-window: the turn player's Adrenal Surge is not asked for, and of the
    target's cards only Vengeful Return (a counterattack card) is offered."""
    _assumed("ASC-assume-counter-window")
    seats = [dict(hand=["Adrenal Surge", "Mending Light"], fountain=["Genki", "Finesse"]),
             dict(hand=["Vengeful Return", "Brace", "Adrenal Surge"], fountain=["Genki", "Genki"])]
    state = position(seats, options={"strike_window": False})
    state = act(state, MELEE)
    state = act(state, Pass(seat=0))
    state = act(state, Pass(seat=1))
    state = roll(roll(state, 15), 1)
    state = roll(roll(state, 2), 18)
    assert state.phase is Phase.COUNTERATTACK
    d = decision(state)
    assert d.seat == 1 and d.rule == "ASC-assume-counter-window"
    assert d.options == [Use(seat=1, card=card(state, "Vengeful Return")), Pass(seat=1)]
    state = act(state, Use(seat=1, card=card(state, "Vengeful Return")))
    assert GAME.pending(state).kind == "d20"  # nobody else is asked


def test_clockwise_is_seat_order_and_wraps_from_the_last_seat_to_seat_0():
    """ASC-assume-clockwise: the Opening asks seat 3, 0, 1, 2; the turn passes 3 -> 0;
    counter-clockwise Finishing asks 3, 2, 1, 0."""
    _assumed("ASC-assume-clockwise")
    seat = dict(arsenal=["Sprint"], hand=["Mending Light"], fountain=["Finesse"])
    state = position([dict(seat) for _ in range(4)], active=3)
    opening = []
    while state.need.step is Step.OPENING:
        opening.append(decision(state).seat)
        state = act(state, Draw(seat=decision(state).seat))
    assert opening == [3, 0, 1, 2]
    state = roll(act(state, Declare(seat=3, attack=AttackKind.RANGED, opponent=1)), 1)
    finishing = []
    while state.phase is Phase.FINISHING:
        finishing.append(decision(state).seat)
        state = act(state, Pass(seat=decision(state).seat))
    assert finishing == [3, 2, 1, 0] and state.active == 0


def test_a_player_at_zero_health_is_never_targeted_nor_asked_and_its_cards_stay():
    """ASC-assume-out."""
    _assumed("ASC-assume-out")
    out = dict(health=0, out=True, hand=["Smoke Veil"], fountain=["Finesse"], arsenal=["Sprint"],
               battlefield=["Eagle Brow"], scrapyard=["Brace"])
    state = position([dict(**HOLD), out, dict(hand=["Mending Light"], fountain=["Finesse"])])
    assert decision(state).seat == 0 and state.need.step is Step.DECLARE  # seat 1: no Opening
    refused(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1), "ASC-open-5")
    assert {o.opponent for o in decision(state).options} == {2}
    state = act(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=2))
    assert GAME.pending(state).kind == "d20"  # seat 1's Smoke Veil is never offered
    state = roll(state, 1)
    asked = []
    while state.phase is Phase.FINISHING:
        asked.append(decision(state).seat)
        state = act(state, Pass(seat=decision(state).seat))
    assert asked == [0, 2] and state.active == 2
    s1 = state.seats[1]
    assert [len(s1.hand), len(s1.arsenal), len(s1.battlefield), len(s1.scrapyard)] == [1, 1, 1, 1]


def test_healing_stops_at_the_starting_health_and_an_empty_arsenal_draws_nothing():
    """ASC-assume-effects: Mending Light from 28 stops at 30; Insight asks for two cards and
    draws the one left; with none left it is not offered."""
    _assumed("ASC-assume-effects")
    state = position([dict(health=28, hand=["Mending Light", "Insight"], fountain=["Finesse", "Finesse"],
                           arsenal=["Sprint"]), dict()])
    state = act(state, Draw(seat=0))  # the Arsenal is empty now
    state = roll(act(state, RANGED), 1)
    assert not any(o.card == card(state, "Insight") for o in decision(state).options if isinstance(o, Use))
    state = act(state, Use(seat=0, card=card(state, "Mending Light")))
    assert state.seats[0].health == START
    state = position([dict(hand=["Insight"], fountain=["Finesse"], arsenal=["Sprint", "Brace"]), dict()])
    state = act(state, Draw(seat=0))
    state = roll(act(state, RANGED), 1)
    state = act(state, Use(seat=0, card=card(state, "Insight")))
    assert state.seats[0].hand == [card(state, "Sprint"), card(state, "Brace")]
    assert state.seats[0].arsenal == []


def test_only_the_turn_players_weapons_count_and_a_defenders_weapon_adds_nothing():
    """ASC-engage-1 and ASC-assume-weapon: the target's Cinder Blade (+2 Speed, +2 Melee) on
    its Battlefield adds nothing to its Speed; it is never offered to the target."""
    seats = [dict(**HOLD), dict(battlefield=["Cinder Blade"])]
    state = act(position(seats), MELEE)
    assert GAME.pending(state).kind == "d20"  # no Weapon step: seat 0 has none, seat 1 is not asked
    state = roll(roll(state, 10), 10)
    assert state.attack.total(1, Roll.SPEED) == 10 and state.attack.weapons == []
    assert state.phase is Phase.STRIKE  # 10 against 10: the turn player's


@pytest.mark.parametrize("start, out", [(12, True), (13, False)])
def test_the_starting_health_option_sets_a_positions_health_the_heal_cap_and_when_a_hit_ends_it(start, out):
    """ASC-assume-health as a setting: a position naming no health starts each seat at the
    option; a melee hit of exactly that much reaches zero (ASC-fact-win, scores never below
    zero), one point more health survives it, and healing stops at the option, not at 30."""
    _assumed("ASC-assume-health")
    state = position([dict(hand=["Mending Light"], fountain=["Finesse"]), dict()],
                     options={"starting_health": start})
    assert [s.health for s in state.seats] == [start, start]
    state = act(state, Declare(seat=0, attack=AttackKind.MELEE, opponent=1))
    state = roll(roll(state, 12), 1)  # Speed 12 against 1
    state = roll(roll(state, 12), 12)  # Melee Damage 12 against Defense 12: a hit for 12
    if out:
        assert state.seats[1].out and over(state).winner == 0 and over(state).scores == [12, 0]
        return
    assert state.seats[1].health == 1 and not state.seats[1].out
    state = act(state, Pass(seat=0))  # Ann keeps her Mending Light
    assert state.active == 1
    bo = position([dict(), dict(health=11, hand=["Mending Light"], fountain=["Finesse"])],
                  options={"starting_health": start}, active=1)
    bo = roll(act(bo, Declare(seat=1, attack=AttackKind.RANGED, opponent=0)), 1)
    bo = act(bo, Use(seat=1, card=card(bo, "Mending Light")))
    assert bo.seats[1].health == start  # 11 + 4 stops at 13


@pytest.mark.parametrize("version, health", [("ASC-0.4", 40), ("ASC-0.3", 40), ("ASC-0.2", 30),
                                             ("ASC-0.1", 30)])
def test_healing_never_lowers_a_health_above_the_start_and_older_versions_fold_as_recorded(version, health):
    """ASC-assume-effects: Ann starts a position at 40 health (starting health 30) and uses
    Mending Light: healing cannot raise her above 30, nor take her down to it. ASC-0.2 (and
    ASC-0.1) set her to 30, and replay so; below the start every version heals alike."""
    game = GAME.for_rules(version)
    assert game.rules_version == version
    spec = {"seats": [dict(health=40, hand=["Mending Light"], fountain=["Finesse"]),
                      dict(health=26, hand=["Mending Light"], fountain=["Finesse"])]}
    state = game.start(game.genesis(["Ann", "Bo"], [], dealer.commitment(b"v" * 32), position=spec))
    state = game.apply(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=1))
    state = game.apply(state, Dealt(kind="d20", outcome=0))  # Aim 1: a miss
    state = game.apply(state, Use(seat=0, card=card(state, "Mending Light", seat=0)))
    assert state.seats[0].health == health
    state = game.apply(state, Use(seat=1, card=card(state, "Mending Light", seat=1)))
    assert state.seats[1].health == 30  # 26 + 4
