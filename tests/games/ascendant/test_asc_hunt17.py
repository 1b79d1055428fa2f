"""The third rules hunt: systematic coverage. Each sentence of ascendant.txt that constrains
play (and each public fact and assumption of the rule index) pinned by a case that fails if
the engine gets it wrong; three and four players wherever the statement depends on seating.
The coverage table is in /work/notes/hunt17-ascendant.md.

Each case is a declarative position (seat 0 Ann has ..., seat 1 Bo has ...), the decisions,
then assertions on the state and on the refusal of the alternatives with their rule ids."""

import pytest

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine import dealer
from engine.events import Dealt
from engine.games.ascendant.events import (AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use,
                                           Wield)
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.state import Phase, Step, name_of
from engine.protocol import Chance, Decision, IllegalEvent, InvalidSetup, encode_event

RANGED, MELEE = AttackKind.RANGED, AttackKind.MELEE
BOLT = dict(hand=["Ember Bolt"], fountain=["Genki"])
LIGHT = dict(hand=["Mending Light"], fountain=["Finesse"])


# -- loose end: a seat or card named True ------------------------------------------------------
def test_a_seat_or_card_named_true_is_refused_not_taken_for_seat_1():
    """True == 1 in Python, and msgspec checks no type when a decision is built in Python:
    `Declare(opponent=True)` was taken as an attack on Bo (seat 1) and stored as
    `"opponent":true`, which no reader decodes. The checked apply refuses it (ML-event: the
    framework's check of an event built in Python, `check_field_types`, where ASC-sequence
    refused it before), and so are a seat, a card and a pick named True or False; the same
    decisions by number pass."""
    state = position([dict(), dict(), dict()])
    assert decision(state).seat == 0 and state.need.step is Step.DECLARE
    for bad in (Declare(seat=0, attack=MELEE, opponent=True),
                Declare(seat=0, attack=RANGED, opponent=True),
                Declare(seat=False, attack=MELEE, opponent=1)):
        assert bad in decision(state).options  # equal to an option: why it slipped through
        refused(state, bad, "ML-event")
    with pytest.raises(Exception):  # what it would have stored is no event of this game
        GAME.decode_event(encode_event(Declare(seat=0, attack=MELEE, opponent=True)))
    act(GAME.clone(state), Declare(seat=0, attack=MELEE, opponent=1))

    state = position([dict(scrapyard=["Sprint", "Brace"]), dict(**BOLT)], active=1)
    assert card(state, "Sprint") == 0 and decision(state).seat == 0  # Bo can neither: skipped
    refused(state, Purge(seat=0, card=False), "ML-event")
    refused(state, Purge(seat=False, card=0), "ML-event")
    act(GAME.clone(state), Purge(seat=0, card=0))

    state = position([dict(**LIGHT), dict(**BOLT)])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(state, 2)  # Aim fails: the Finishing Phase, Ann first
    state = act(state, Pass(seat=0))
    bolt = card(state, "Ember Bolt")
    refused(state, Use(seat=1, card=bolt, opponent=False), "ML-event")
    refused(state, Use(seat=True, card=bolt, opponent=0), "ML-event")
    state = act(state, Use(seat=1, card=bolt, opponent=0))
    assert state.seats[0].health < START


def test_an_attack_named_by_a_plain_string_or_a_seat_by_a_float_is_refused():
    """The same hole as True (ML-event): `Declare(attack="ranged")` built in Python equals
    the option (a str enum equals its value) and passed every check, then the fold took it
    for a melee attack (`kind is RANGED` is false for the str) and crashed at the Aim roll
    (TypeError comparing two missing Speed totals); a seat, card, opponent or pick given as
    1.0 equals 1 and is stored as no int. Each is refused; the decisions as the options name
    them pass and fold."""
    state = position([dict(**BOLT), dict(), dict()])
    for bad in (Declare(seat=0, attack="ranged", opponent=1), Declare(seat=0, attack="melee", opponent=2),
                Declare(seat=0, attack=RANGED, opponent=1.0), Declare(seat=0.0, attack=RANGED, opponent=1)):
        assert bad in decision(state).options
        refused(state, bad, "ML-event")
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 2)
    bolt = card(state, "Ember Bolt")
    refused(state, Use(seat=0, card=bolt, opponent=2.0), "ML-event")
    refused(state, Use(seat=0, card=float(bolt), opponent=2), "ML-event")
    state = act(state, Use(seat=0, card=bolt, opponent=2))
    assert state.seats[2].health == START - 3


def _rolls(state):
    """(seat, roll) of every roll of the attack so far, in order."""
    return [(r.seat, r.roll) for r in state.attack.rolls]


def _lit(**seat) -> dict:
    """A seat also holding Mending Light and a Finesse to pay it: usable at any health
    (ASC-assume-no-effect), it keeps the Finishing Phase open so the attack can be read."""
    return dict(seat, hand=seat.get("hand", []) + ["Mending Light"],
                fountain=seat.get("fountain", []) + ["Finesse"])


# -- Opening Phase ------------------------------------------------------------------------------
def test_each_player_draws_exactly_one_card_the_top_one_and_is_then_done_with_the_opening():
    """ASC-open-1 ("either draw 1 card ... or purge 1 card"), four players on Bo's turn: Bo
    draws his top card (one, not two), then Cy, Di and Ann in turn; a player who drew is not
    asked again, so neither a second draw nor a purge of its own is taken from it
    (ASC-seat: the next player decides)."""
    two = lambda a, b: dict(arsenal=[a, b], scrapyard=["Insight"])  # noqa: E731
    state = position([two("Brace", "Sprint"), two("Tripwire", "Smoke Veil"),
                      two("Heavy Swing", "Piercing Shot"), two("Steady Breath", "Adrenal Surge")],
                     active=1)
    order = []
    while state.need.step is Step.OPENING:
        seat = decision(state).seat
        d = decision(state)
        assert d.options == [Draw(seat=seat), Purge(seat=seat, card=card(state, "Insight", seat))]
        top, rest = state.seats[seat].arsenal
        state = act(state, Draw(seat=seat))
        order.append(seat)
        assert state.seats[seat].hand == [top] and state.seats[seat].arsenal == [rest]
        if state.need.step is Step.OPENING:
            refused(state, Draw(seat=seat), "ASC-seat")
            refused(state, Purge(seat=seat, card=card(state, "Insight", seat)), "ASC-seat")
    assert order == [1, 2, 3, 0]
    assert all(len(s.scrapyard) == 1 and not s.abyss for s in state.seats)


def test_a_purge_takes_a_card_of_ones_own_scrapyard_only_and_moves_exactly_that_one():
    """ASC-open-1 (purge 1 card from the Scrapyard to the Abyss), three players: Ann has two
    cards in her Scrapyard and no Arsenal: her options are a purge of each, no draw; a purge of
    Bo's or Cy's Scrapyard card is refused (ASC-assume-purge: the text's "the Scrapyard" read
    as her own), and of a card in her hand (ASC-open-1); hers moves the one named and leaves
    the other."""
    state = position([dict(scrapyard=["Brace", "Sprint"], hand=["Insight"]),
                      dict(scrapyard=["Tripwire"]), dict(scrapyard=["Smoke Veil"])])
    brace, sprint = card(state, "Brace"), card(state, "Sprint")
    refused(state, Purge(seat=0, card=card(state, "Insight")), "ASC-open-1")
    assert decision(state).options == [Purge(seat=0, card=brace), Purge(seat=0, card=sprint)]
    refused(state, Purge(seat=0, card=card(state, "Tripwire")), "ASC-assume-purge")
    refused(state, Purge(seat=0, card=card(state, "Smoke Veil")), "ASC-assume-purge")
    assert GAME.rules["ASC-assume-purge"].assumption
    refused(state, Draw(seat=0), "ASC-assume-opening-order")
    state = act(state, Purge(seat=0, card=sprint))
    assert state.seats[0].scrapyard == [brace] and state.seats[0].abyss == [sprint]
    assert decision(state).seat == 1  # then Bo, clockwise


def test_the_opening_also_asks_players_on_another_players_turn_and_a_player_out_never():
    """ASC-open-1 says "all players": three players on Cy's turn (seat 2), Ann out with cards
    in both piles: Cy is asked, then clockwise Ann (out: skipped), then Bo. Ann's draw and
    purge are refused (ASC-seat), her Arsenal and Scrapyard stay as they are."""
    state = position([dict(out=True, arsenal=["Brace"], scrapyard=["Sprint"]),
                      dict(arsenal=["Tripwire"]), dict(arsenal=["Smoke Veil"])], active=2)
    assert decision(state).seat == 2
    state = act(state, Draw(seat=2))
    assert decision(state).seat == 1
    refused(state, Draw(seat=0), "ASC-seat")
    refused(state, Purge(seat=0, card=card(state, "Sprint")), "ASC-seat")
    state = act(state, Draw(seat=1))
    assert state.need.step is Step.DECLARE and len(state.seats[0].arsenal) == 1
    assert state.seats[0].scrapyard == [card(state, "Sprint")]


def test_only_the_turn_player_plays_stacks_even_on_its_own_opening_choice():
    """ASC-open-3 ("The turn player may play"): three players on Ann's turn; during the
    Opening Bo, asked to draw, cannot play his payable Cinder Blade (ASC-open-3: only the turn
    player); at the stacks step Ann is asked, and Bo's stack is refused as out of turn."""
    blade = dict(hand=["Cinder Blade"], fountain=["Genki"])
    state = position([dict(arsenal=["Brace"], **blade), dict(arsenal=["Sprint"], **blade),
                      dict()])
    state = act(state, Draw(seat=0))
    assert decision(state).seat == 1
    bo_blade = card(state, "Cinder Blade", 1)
    refused(state, PlayStack(seat=1, card=bo_blade), "ASC-open-3")
    state = act(state, Draw(seat=1))
    assert state.need.step is Step.STACKS and decision(state).seat == 0
    assert decision(state).options == [PlayStack(seat=0, card=card(state, "Cinder Blade", 0)),
                                       Pass(seat=0)]
    refused(state, PlayStack(seat=1, card=bo_blade), "ASC-seat")
    state = act(state, Pass(seat=0))  # "may": Ann plays none
    assert state.need.step is Step.DECLARE and state.seats[0].battlefield == []
    assert bo_blade in state.seats[1].hand and state.seats[1].battlefield == []


def test_an_activated_weapon_is_reset_at_the_next_opening_of_any_player():
    """ASC-open-2 resets "all activated card stacks", a Weapon included (ASC-assume-active):
    three players, Ann wields Cinder Blade; the next turn is Bo's, whose Opening resets it
    (ready, not activated, in the view) though it is not Ann's turn: "Next", once Bo has
    drawn, not before."""
    state = position([dict(battlefield=["Cinder Blade"]), dict(arsenal=["Brace", "Sprint"]),
                      dict()])
    blade = card(state, "Cinder Blade")
    state = act(state, Draw(seat=1))  # Ann's Opening: Bo draws
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = act(state, Wield(seat=0, card=blade))
    assert state.seats[0].activated == [blade]
    state = roll(roll(state, 1), 20)  # Speed 3 against 20: fails, straight to Finishing
    assert state.turn == 2 and state.active == 1
    assert decision(state).seat == 1 and state.need.step is Step.OPENING
    assert state.seats[0].activated == [blade]  # "Next": reset after the draws and purges
    state = act(state, Draw(seat=1))
    assert state.seats[0].activated == []
    [field] = [z for z in GAME.view(state, 1).seats[0].zones if z.name == "battlefield"]
    assert "ready" in field.cards[0].tags and "activated" not in field.cards[0].tags


# -- the declaration ------------------------------------------------------------------------------
def test_the_declaration_must_be_made_and_with_one_opponent_left_of_four_names_it():
    """ASC-open-4, ASC-open-5: four players, Bo and Cy out: one opponent is left, so the
    decision is ASC-open-4's (no target to choose among: Di is named in both options); a pass,
    a card effect or a declaration on a seat out, on oneself or on a seat the match lacks is
    refused."""
    state = position([dict(**BOLT), dict(out=True), dict(out=True), dict()])
    d = decision(state)
    assert d.rule == "ASC-open-4"
    assert d.options == [Declare(seat=0, attack=RANGED, opponent=3),
                         Declare(seat=0, attack=MELEE, opponent=3)]
    refused(state, Pass(seat=0), "ASC-open-4")
    refused(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=3), "ASC-open-4")
    for seat in (1, 2, 0, 4, -1):
        refused(state, Declare(seat=0, attack=MELEE, opponent=seat), "ASC-open-5")
    refused(state, Declare(seat=3, attack=MELEE, opponent=0), "ASC-seat")


def test_with_three_players_in_the_target_is_chosen_and_the_attack_goes_to_it():
    """ASC-open-5: three players on Cy's turn (seat 2): four options (two kinds, Ann or Bo),
    ASC-open-5's; Cy declares a melee attack on Ann (seat 0, the seat after her clockwise), so
    Ann rolls Speed with her (ASC-speed-1) and Bo does not."""
    state = position([dict(), dict(), dict()], active=2)
    d = decision(state)
    assert d.rule == "ASC-open-5" and d.seat == 2
    assert sorted((o.attack.value, o.opponent) for o in d.options) == [
        ("melee", 0), ("melee", 1), ("ranged", 0), ("ranged", 1)]
    state = act(state, Declare(seat=2, attack=MELEE, opponent=0))
    assert state.attack.target == 0
    state = roll(roll(state, 12), 12)
    assert _rolls(state)[:2] == [(2, Roll.SPEED), (0, Roll.SPEED)]


# -- Engage Phase ---------------------------------------------------------------------------------
def test_no_weapon_step_without_a_weapon_for_this_kind_of_attack_and_the_wrong_kind_is_refused():
    """ASC-engage-1 ("may choose a weapon"), ASC-assume-weapon (a Weapon serves only its kind):
    Ann has only Cinder Blade (melee) and declares a ranged attack: she is not asked for a
    Weapon, the Aim roll is due at once, and wielding the Blade is refused; in a melee attack
    she is asked (Wield or Pass)."""
    state = position([dict(battlefield=["Cinder Blade"]), dict()])
    blade = card(state, "Cinder Blade")
    ranged = act(GAME.clone(state), Declare(seat=0, attack=RANGED, opponent=1))
    assert isinstance(GAME.pending(ranged), Chance) and ranged.need.roll is Roll.AIM
    melee = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    assert decision(melee).options == [Wield(seat=0, card=blade), Pass(seat=0)]
    state = position([dict(battlefield=["Cinder Blade", "Gale Longbow"]), dict()])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    bow, blade = card(state, "Gale Longbow"), card(state, "Cinder Blade")
    assert decision(state).options == [Wield(seat=0, card=bow), Pass(seat=0)]
    refused(state, Wield(seat=0, card=blade), "ASC-assume-weapon")


def test_a_weapon_is_activated_once_per_attack_and_only_by_the_turn_player():
    """ASC-engage-2 with ASC-assume-active: Ann activates Thornshot Sling (Barrage) and may go
    on to Gale Longbow, but not the Sling again (activated until reset); Bo's own Longbow is
    refused while Ann chooses (ASC-seat); once the plain Longbow is in, no Weapon is left to
    ask for and the Aim roll is due, counting both (+1 and +2 Aim)."""
    state = position([dict(battlefield=["Thornshot Sling", "Gale Longbow"]),
                      dict(battlefield=["Gale Longbow"])])
    sling, bow = card(state, "Thornshot Sling"), card(state, "Gale Longbow", 0)
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = act(state, Wield(seat=0, card=sling))
    assert decision(state).options == [Wield(seat=0, card=bow), Pass(seat=0)]
    refused(state, Wield(seat=0, card=sling), "ASC-assume-active")
    refused(state, Wield(seat=1, card=card(state, "Gale Longbow", 1)), "ASC-seat")
    state = act(state, Wield(seat=0, card=bow))
    assert state.need.roll is Roll.AIM and state.attack.weapons == [sling, bow]
    state = roll(state, 8)
    assert state.attack.total(0, Roll.AIM) == 11 and state.phase is Phase.STRIKE


def test_a_third_player_rolls_nothing_in_a_melee_attack_whatever_it_holds():
    """ASC-speed-1, ASC-strike-melee-1: four players, Ann's melee attack on Cy (seat 2): the
    Speed rolls are Ann's then Cy's, the Strike rolls Ann's Melee Damage then Cy's Defense;
    Bo and Di (Quickstep Anklet and Stoneskin Mantle on their Battlefields) roll nothing and
    lose no health; Cy takes the whole Melee Damage (ASC-strike-melee-2)."""
    state = position([_lit(), dict(battlefield=["Quickstep Anklet", "Stoneskin Mantle"]), dict(),
                      dict(battlefield=["Stoneskin Mantle"])])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=2))
    for face in (9, 9, 13, 4):
        state = roll(state, face)
    assert _rolls(state) == [(0, Roll.SPEED), (2, Roll.SPEED), (0, Roll.MELEE), (2, Roll.DEFENSE)]
    assert [s.health for s in state.seats] == [START, START, START - 13, START]
    assert state.phase is Phase.FINISHING


def test_a_ranged_attack_of_three_rolls_aim_then_ranged_damage_and_the_targets_defense_only():
    """ASC-aim-1, ASC-strike-ranged-1, -2: three players, Bo's ranged attack on Ann (seat 0):
    Bo rolls Aim alone, then Bo Ranged Damage 14 and Ann Defense 5: Ann loses 9, Cy nothing;
    the ranged attack goes to the Finishing Phase (ASC-strike-ranged-4)."""
    state = position([dict(), _lit(), dict(battlefield=["Stoneskin Mantle"])], active=1)
    state = act(state, Declare(seat=1, attack=RANGED, opponent=0))
    state = roll(state, 11)
    assert _rolls(state) == [(1, Roll.AIM)] and state.phase is Phase.STRIKE
    state = roll(roll(state, 14), 5)
    assert _rolls(state) == [(1, Roll.AIM), (1, Roll.RANGED), (0, Roll.DEFENSE)]
    assert [s.health for s in state.seats] == [START - 9, START, START]
    assert state.attack.damage == 9 and state.phase is Phase.FINISHING


def test_the_engage_window_of_three_asks_clockwise_from_the_turn_player_and_its_cards_count():
    """ASC-engage-3 ("used by all players before the rolls"), ASC-assume-window: three
    players, Cy's (seat 2) melee attack on Bo: Cy (Sprint), then Ann (Tripwire on the attacker),
    then Bo (Sprint) are asked in that order; each card counts on the Speed roll it names:
    Cy 10 + 2 - 3 = 9 against Bo 7 + 2 = 9: a tie, the attacker's (ASC-speed-2)."""
    sprint = dict(hand=["Sprint"])
    state = position([dict(hand=["Tripwire"], fountain=["Finesse"]), _lit(**sprint), _lit(**sprint)],
                     active=2)
    state = act(state, Declare(seat=2, attack=MELEE, opponent=1))
    asked = []
    while state.need.step is Step.WINDOW:
        seat = decision(state).seat
        asked.append(seat)
        [use] = [o for o in decision(state).options if isinstance(o, Use)]
        if seat == 2:
            refused(state, Use(seat=1, card=card(state, "Sprint", 1)), "ASC-seat")
        state = act(state, use)
        if state.need.step is Step.WINDOW and decision(state).seat == seat:
            state = act(state, Pass(seat=seat))
    assert asked == [2, 0, 1]
    state = roll(roll(state, 10), 7)
    assert state.attack.total(2, Roll.SPEED) == 9 and state.attack.total(1, Roll.SPEED) == 9
    assert state.phase is Phase.STRIKE


# -- Strike and Counterattack with more than two -------------------------------------------------
def test_a_counterattack_of_three_hits_the_turn_player_only_and_only_the_target_is_asked():
    """ASC-strike-melee-5, ASC-counter-1, -2, ASC-assume-counter-window: three players, Ann's
    melee attack on Bo loses the Strike (Melee Damage 5 against Defense 12): Bo alone is asked
    before the Counterattack roll (Vengeful Return), Cy's Vengeful Return is not (ASC-seat);
    Bo's 13 + 4 deals 7 to Ann; Cy loses nothing."""
    vengeful = dict(hand=["Vengeful Return"], fountain=["Genki"])
    state = position([_lit(), dict(**vengeful), dict(**vengeful)])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    for face in (15, 3):  # Speed: Ann's
        state = roll(state, face)
    while state.need.step is Step.WINDOW:  # the Strike window: nothing changes these rolls
        state = act(state, Pass(seat=decision(state).seat))
    state = roll(roll(state, 5), 12)
    assert state.phase is Phase.COUNTERATTACK and decision(state).seat == 1
    assert decision(state).options == [Use(seat=1, card=card(state, "Vengeful Return", 1)),
                                       Pass(seat=1)]
    refused(state, Use(seat=2, card=card(state, "Vengeful Return", 2)), "ASC-seat")
    state = act(state, Use(seat=1, card=card(state, "Vengeful Return", 1)))
    assert state.need.roll is Roll.COUNTERATTACK and state.need.seat == 1
    state = roll(state, 13)
    assert state.attack.damage == 7
    assert [s.health for s in state.seats] == [START - 7, START, START]
    assert state.phase is Phase.FINISHING


@pytest.mark.parametrize("always, damage", [(True, 3), (False, 0)])
def test_riposte_stance_counts_on_its_owners_counterattack_only_while_passives_count_off_turn(always, damage):
    """ASC-counter-3, ASC-assume-passive: Bo's Riposte Stance (Passive, counterattack +3) on
    a Counterattack face of 10: 13, 3 damage, by default; under option passives_always=false a
    Passive counts only on its owner's own turn, and a Counterattack is never rolled on it:
    10, no damage (the option's consequence, pinned)."""
    state = position([_lit(), dict(battlefield=["Riposte Stance"])],
                     options={"passives_always": always})
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = roll(roll(roll(roll(state, 15), 3), 2), 12)
    assert state.phase is Phase.COUNTERATTACK
    state = roll(state, 10)
    assert state.attack.total(1, Roll.COUNTERATTACK) == 10 + 3 * always
    assert state.seats[0].health == START - damage


# -- Finishing Phase and the turn passing ---------------------------------------------------------
def _miss(state, seat: int, target: int):
    """A ranged attack whose Aim of 2 fails: straight to the Finishing Phase (ASC-aim-3)."""
    return roll(act(state, Declare(seat=seat, attack=RANGED, opponent=target)), 2)


def _finishing_order(state) -> list[int]:
    """Every seat asked in the Finishing Phase, each passing at once, in the order asked."""
    asked = []
    while state.phase is Phase.FINISHING and isinstance(GAME.pending(state), Decision):
        seat = decision(state).seat
        asked.append(seat)
        state = act(state, Pass(seat=seat))
    return asked, state


@pytest.mark.parametrize("active, order", [(0, [0, 2, 1]), (1, [1, 0, 2]), (2, [2, 1, 0])])
def test_the_finishing_phase_of_three_goes_counter_clockwise_from_each_turn_player(active, order):
    """ASC-finish-1 (starting with the turn player, passing counter-clockwise) and
    ASC-assume-clockwise, from every seat of three: the order wraps from seat 0 to the last
    seat; then the turn passes clockwise to the next seat (ASC-finish-2), wrapping 2 -> 0."""
    state = position([_lit(), _lit(), _lit()], active=active)
    state = _miss(state, active, (active + 1) % 3)
    asked, state = _finishing_order(state)
    assert asked == order
    assert state.turn == 2 and state.active == (active + 1) % 3


def test_a_seat_out_from_the_start_is_left_out_of_the_counter_clockwise_order_of_four():
    """ASC-finish-1 with ASC-assume-out: four players on Di's turn (seat 3), Bo out holding
    Mending Light: the order is Di, Cy, Ann (Bo skipped); Bo's Light is refused (ASC-seat)
    whenever asked; the turn then passes clockwise from Di to Ann (seat 0), not to Bo."""
    state = position([_lit(), _lit(out=True), _lit(), _lit()], active=3)
    state = _miss(state, 3, 0)
    assert decision(state).seat == 3
    refused(state, Use(seat=1, card=card(state, "Mending Light", 1)), "ASC-seat")
    asked, state = _finishing_order(state)
    assert asked == [3, 2, 0]
    assert state.active == 0 and state.turn == 2


def test_an_effect_out_of_order_is_refused_and_a_player_without_effects_is_not_asked():
    """ASC-finish-1, ASC-assume-finish-pass: three players on Ann's turn, Bo with Ember Bolt,
    Cy with nothing to use: Ann first (her Light), then Bo; Cy is never asked. Bo's Bolt while
    Ann decides is refused (ASC-seat); after Ann passes, Bo may bolt Ann or Cy."""
    state = position([_lit(), dict(**BOLT), dict(hand=["Brace"], fountain=["Genki"])])
    state = _miss(state, 0, 1)
    assert decision(state).seat == 0
    refused(state, Use(seat=1, card=card(state, "Ember Bolt"), opponent=0), "ASC-seat")
    state = act(state, Pass(seat=0))
    d = decision(state)
    assert d.seat == 1 and d.options == [Use(seat=1, card=card(state, "Ember Bolt"), opponent=0),
                                         Use(seat=1, card=card(state, "Ember Bolt"), opponent=2),
                                         Pass(seat=1)]
    refused(state, Use(seat=2, card=card(state, "Brace")), "ASC-seat")
    state = act(state, Use(seat=1, card=card(state, "Ember Bolt"), opponent=2))
    assert state.seats[2].health == START - 3
    assert state.turn == 2 and state.active == 1  # Bo has nothing more, Cy nothing: turn over


def test_the_next_turn_opens_with_every_player_drawing_or_purging_again():
    """ASC-finish-2 then ASC-open-1 ("At the beginning of every turn"): two players, turn 1
    ends; turn 2 is Bo's, and its Opening asks Bo, then Ann again, though Ann drew on turn 1."""
    state = position([dict(arsenal=["Brace", "Sprint"]), dict(arsenal=["Tripwire", "Smoke Veil"])])
    state = act(act(state, Draw(seat=0)), Draw(seat=1))
    state = _miss(state, 0, 1)
    assert state.turn == 2 and state.active == 1 and state.phase is Phase.OPENING
    assert decision(state).seat == 1
    state = act(state, Draw(seat=1))
    assert decision(state).seat == 0
    state = act(state, Draw(seat=0))
    assert [len(s.hand) for s in state.seats] == [2, 2]
    assert state.need.step is Step.DECLARE and decision(state).seat == 1


# -- the end ------------------------------------------------------------------------------------
def test_four_players_play_on_until_one_is_left_and_the_scores_are_the_healths():
    """ASC-fact-out, ASC-fact-win: four players, Cy and Di out; Ann's Ember Bolt takes Bo's
    last 3: Ann is the last one standing and wins; the scores are the four healths."""
    state = position([dict(**BOLT), _lit(health=3), dict(out=True), dict(out=True)])
    state = _miss(state, 0, 1)
    state = act(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=1))
    o = over(state)
    assert o.winner == 0 and o.rule == "ASC-fact-win" and o.scores == [START, 0, 0, 0]
    assert o.reason == "Ann (seat 0) is the last one standing"
    refused(state, Use(seat=1, card=card(state, "Mending Light")), "ASC-over")


def test_with_three_in_a_kill_does_not_end_the_match_and_the_finishing_phase_goes_on():
    """ASC-fact-out: three players, Ann's melee hit of 12 takes Bo (12 health) out; two still
    stand: no result; the Finishing Phase asks Ann then Cy (Bo skipped), and Cy may bolt only
    Ann."""
    state = position([_lit(), _lit(health=12), dict(**BOLT)])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    for face in (15, 3, 12, 4):
        state = roll(state, face)
    assert state.seats[1].out and state.seats[1].health == 0 and state.result is None
    assert decision(state).seat == 0
    state = act(state, Pass(seat=0))
    d = decision(state)
    assert d.seat == 2 and [o.opponent for o in d.options if isinstance(o, Use)] == [0]
    refused(state, Use(seat=2, card=card(state, "Ember Bolt"), opponent=1), "ASC-finish-1")


def test_a_turn_limit_of_four_with_two_ahead_on_equal_health_is_a_draw():
    """ASC-assume-turn-limit: max_turns 1, four players, Di out; Ann and Cy at 20, Bo at 10:
    the most health is shared: a draw, every player's health its score."""
    state = position([dict(health=20), dict(health=10), dict(health=20), dict(out=True)],
                     options={"max_turns": 1})
    state = _miss(state, 0, 1)
    o = over(state)
    assert o.winner is None and o.rule == "ASC-assume-turn-limit"
    assert o.scores == [20, 10, 20, 0]


# -- assumptions where the text is silent ------------------------------------------------------------
def test_a_cost_of_both_kinds_needs_each_kind_and_spends_the_fewest_cards():
    """ASC-assume-stamina: Thunder Verdict costs 2 Genki and 1 Finesse. Ann's Fountain holds
    a Genki and two Finesse: typed, one Genki is short, so the Verdict is not offered and is
    refused naming its cost (ASC-assume-jumon); untyped (stamina_typed=false) any three pay
    it: all three go to the Abyss and her Mending Light is left unpayable. With three Genki
    and two Finesse (typed) it spends two Genki and one Finesse, leaving one of each."""
    seats = [_lit(hand=["Thunder Verdict"], fountain=["Genki", "Finesse"]), dict()]
    state = _miss(position(seats), 0, 1)
    verdict = card(state, "Thunder Verdict")
    assert decision(state).options == [Use(seat=0, card=card(state, "Mending Light")), Pass(seat=0)]
    refused(state, Use(seat=0, card=verdict, opponent=1), "ASC-assume-jumon")
    state = _miss(position(seats, options={"stamina_typed": False}), 0, 1)
    assert Use(seat=0, card=verdict, opponent=1) in decision(state).options
    state = act(state, Use(seat=0, card=verdict, opponent=1))
    assert state.seats[1].health == START - 5 and state.seats[0].fountain == []
    assert len(state.seats[0].abyss) == 3 and state.turn == 2  # the Light unpayable: turn over
    state = position([dict(hand=["Thunder Verdict"],
                           fountain=["Genki", "Finesse", "Genki", "Genki", "Finesse"]), dict()])
    state = _miss(state, 0, 1)
    verdict = card(state, "Thunder Verdict")
    assert decision(state).options == [Use(seat=0, card=verdict, opponent=1), Pass(seat=0)]
    state = act(state, Use(seat=0, card=verdict, opponent=1))
    assert state.seats[1].health == START - 5 and state.seats[0].scrapyard == [verdict]
    names = lambda cards: [c.name for c in cards]  # noqa: E731
    zones = {z.name: z for z in GAME.view(state, None).seats[0].zones}
    assert sorted(names(zones["abyss"].cards)) == ["Finesse", "Genki", "Genki"]
    assert names(zones["fountain"].cards) == ["Genki", "Finesse"]


def test_the_recovering_effects_never_pick_a_stamina_card_and_need_a_card_to_pick():
    """ASC-assume-no-effect: Grave Whisper takes a card of its user's Scrapyard back; a
    Stamina card there (a position may put one) is not among the picks, so with only a
    Genki in the Scrapyard it is not offered and Ann, with nothing else, is not asked."""
    state = position([dict(hand=["Grave Whisper"], fountain=["Finesse"], arsenal=["Sprint"],
                           scrapyard=["Genki"]), _lit()])
    state = _miss(act(state, Draw(seat=0)), 0, 1)
    assert decision(state).seat == 1  # Ann has nothing to use: Bo's Light is asked for
    refused(state, Use(seat=0, card=card(state, "Grave Whisper"), pick=card(state, "Genki")),
            "ASC-seat")
    state = position([dict(hand=["Grave Whisper"], fountain=["Finesse"], arsenal=["Sprint"],
                           scrapyard=["Genki", "Brace"]), dict()])
    state = _miss(act(state, Draw(seat=0)), 0, 1)
    whisper, brace = card(state, "Grave Whisper"), card(state, "Brace")
    assert decision(state).options == [Use(seat=0, card=whisper, pick=brace), Pass(seat=0)]
    refused(state, Use(seat=0, card=whisper, pick=card(state, "Genki")), "ASC-finish-1")
    refused(state, Use(seat=0, card=whisper), "ASC-finish-1")
    state = act(state, Use(seat=0, card=whisper, pick=brace))
    assert brace in state.seats[0].hand and state.seats[0].scrapyard == [card(state, "Genki"), whisper]


def test_wellspring_totem_is_not_offered_without_a_spent_stamina_card_in_the_abyss():
    """ASC-assume-no-effect: Ann's Totem with only a purged Brace in her Abyss has nothing to
    return: not offered, refused (ASC-finish-1); with a spent Genki there it returns it."""
    state = position([_lit(battlefield=["Wellspring Totem"], abyss=["Brace"]), dict()])
    state = _miss(state, 0, 1)
    totem = card(state, "Wellspring Totem")
    assert all(o.card != totem for o in decision(state).options if isinstance(o, Use))
    refused(state, Use(seat=0, card=totem, pick=card(state, "Brace")), "ASC-finish-1")
    state = position([dict(battlefield=["Wellspring Totem"], abyss=["Brace", "Genki"]), dict()])
    state = _miss(state, 0, 1)
    totem, genki = card(state, "Wellspring Totem"), card(state, "Genki")
    assert decision(state).options == [Use(seat=0, card=totem, pick=genki), Pass(seat=0)]
    state = act(state, Use(seat=0, card=totem, pick=genki))
    assert state.seats[0].fountain == [genki] and state.seats[0].abyss == [card(state, "Brace")]


def test_window_users_rollers_keeps_the_others_of_four_out_of_a_melee_window():
    """ASC-engage-3 under option window_users=rollers (ASC-assume-gambit): four players, Ann's
    melee attack on Cy; Bo and Di hold Tripwire (it would hinder Ann): only Ann and Cy roll, so
    only they are asked (Ann has nothing: Cy alone, with Sprint); Bo's Tripwire is refused
    (ASC-seat); by default Bo and Di are asked too, clockwise after Ann: Bo, Cy, Di."""
    trip = dict(hand=["Tripwire"], fountain=["Finesse"])
    seats = [dict(), dict(**trip), dict(hand=["Sprint"]), dict(**trip)]
    state = act(position(seats, options={"window_users": "rollers"}),
                Declare(seat=0, attack=MELEE, opponent=2))
    assert decision(state).seat == 2 and decision(state).options == [
        Use(seat=2, card=card(state, "Sprint")), Pass(seat=2)]
    refused(state, Use(seat=1, card=card(state, "Tripwire", 1)), "ASC-seat")
    state = act(state, Pass(seat=2))
    assert state.need.roll is Roll.SPEED
    state = act(position(seats), Declare(seat=0, attack=MELEE, opponent=2))
    asked = []
    while state.need.step is Step.WINDOW:
        asked.append(decision(state).seat)
        state = act(state, Pass(seat=decision(state).seat))
    assert asked == [1, 2, 3]


def test_a_card_used_in_the_strike_window_by_a_player_who_rolls_nothing_there_is_refused():
    """ASC-assume-strike-window: three players, Ann's ranged attack on Bo hits its Aim; Cy's
    Brace (+4 to her own Defense) changes no Strike roll (Cy rolls nothing): she is not asked
    and the card is refused under the Strike window's rule; Bo's Brace is offered."""
    brace = dict(hand=["Brace"], fountain=["Genki"])
    state = position([_lit(), dict(**brace), dict(**brace)])
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 15)
    assert state.need.step is Step.WINDOW and decision(state).seat == 1
    assert decision(state).rule == "ASC-assume-strike-window"
    state = act(state, Pass(seat=1))
    assert state.need.roll is Roll.RANGED  # Cy was not asked
    state = position([_lit(), dict(**brace), dict(**brace)])
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 15)
    state = act(state, Use(seat=1, card=card(state, "Brace", 1)))
    assert state.need.kind.value == "roll"


# -- zones with more than two ------------------------------------------------------------------------
def test_four_seats_see_only_their_own_hand_no_arsenal_and_every_open_zone():
    """ASC-arsenal (face down), ASC-fountain-2 (face up, open information), ASC-assume-seen:
    four players each with a hand, an Arsenal card, a Fountain card, a Scrapyard card and an
    Abyss card: every seat sees its own hand alone, nobody an Arsenal card (its owner neither),
    and everyone every Fountain, Battlefield, Scrapyard and Abyss by name."""
    kinds = ["Brace", "Sprint", "Tripwire", "Smoke Veil"]
    state = position([dict(hand=[k], arsenal=["Insight"], fountain=["Genki"],
                           battlefield=["Eagle Brow"], scrapyard=["Heavy Swing"], abyss=["Finesse"])
                      for k in kinds])
    for seat in range(4):
        view = GAME.view(state, seat)
        secret = GAME.secrets(state, seat)
        for other in range(4):
            zones = {z.name: z for z in view.seats[other].zones}
            hand = zones["hand"].cards
            if other == seat:
                assert [c.name for c in hand] == [kinds[other]]
            assert all(c.hidden for c in hand) == (other != seat)
            assert (state.seats[other].hand[0] in secret) == (other != seat)
            assert zones["arsenal"].count == 1 and zones["arsenal"].cards[0].hidden
            assert state.seats[other].arsenal[0] in secret
            for name, shown in (("fountain", "Genki"), ("battlefield", "Eagle Brow"),
                                ("scrapyard", "Heavy Swing"), ("abyss", "Finesse")):
                assert [c.name for c in zones[name].cards] == [shown]


def test_a_card_is_played_only_from_its_users_own_hand():
    """ASC-hand-2 ("All cards can only be played from your hand"), three players: in Ann's
    Finishing Phase, Cy's Ember Bolt (in Cy's hand) is not Ann's to play, nor her own Ember
    Bolt in her Scrapyard or her Insight still in her Arsenal; the Ember Bolt in her hand is."""
    state = position([dict(hand=["Ember Bolt"], scrapyard=["Ember Bolt"], arsenal=["Brace", "Insight"],
                           fountain=["Genki", "Finesse"]),
                      dict(), dict(**BOLT)])
    in_hand, scrapped = state.seats[0].hand[0], state.seats[0].scrapyard[0]
    state = _miss(act(state, Draw(seat=0)), 0, 1)  # Brace drawn; Insight stays in the Arsenal
    assert decision(state).seat == 0
    assert [o for o in decision(state).options if isinstance(o, Use)] == [
        Use(seat=0, card=in_hand, opponent=1), Use(seat=0, card=in_hand, opponent=2)]
    refused(state, Use(seat=0, card=card(state, "Ember Bolt", 2), opponent=1), "ASC-hand-2")
    refused(state, Use(seat=0, card=scrapped, opponent=1), "ASC-hand-2")
    refused(state, Use(seat=0, card=card(state, "Insight")), "ASC-hand-2")
    state = act(state, Use(seat=0, card=in_hand, opponent=2))
    assert state.seats[2].health == START - 3


def test_stacks_played_this_turn_act_in_its_attack():
    """ASC-open-3 then ASC-engage-1, ASC-assume-stack (a stack enters the Battlefield ready),
    ASC-assume-passive: Ann plays Gale Longbow, Hawkeye Charm and Eagle Brow (one Genki, two
    Finesse; her Fountain spent, the stacks step ends by itself) and declares a ranged attack:
    she may wield the Longbow (+2 Aim), activate the Charm before the Aim roll (+3), and the
    Brow counts with no activation (+1): a face of 5 makes 11, a hit (ASC-aim-2)."""
    state = position([dict(hand=["Gale Longbow", "Hawkeye Charm", "Eagle Brow"],
                           fountain=["Genki", "Finesse", "Finesse"]), dict()])
    bow, charm, brow = (card(state, n) for n in ("Gale Longbow", "Hawkeye Charm", "Eagle Brow"))
    assert decision(state).options == [PlayStack(seat=0, card=c) for c in (bow, charm, brow)] + [
        Pass(seat=0)]
    for c in (bow, charm, brow):
        state = act(state, PlayStack(seat=0, card=c))
    assert state.need.step is Step.DECLARE and state.seats[0].fountain == []
    assert state.seats[0].battlefield == [bow, charm, brow]
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    assert decision(state).options == [Wield(seat=0, card=bow), Pass(seat=0)]
    state = act(state, Wield(seat=0, card=bow))
    assert decision(state).options == [Use(seat=0, card=charm), Pass(seat=0)]
    refused(state, Use(seat=0, card=brow), "ASC-assume-passive")
    state = roll(act(state, Use(seat=0, card=charm)), 5)
    assert state.attack.total(0, Roll.AIM) == 11 and state.phase is Phase.STRIKE


@pytest.mark.parametrize("kind, faces, damage", [
    (RANGED, (15, 9, 9), 0), (RANGED, (15, 9, 10), 0), (RANGED, (15, 10, 9), 1),
    (MELEE, (15, 3, 2, 12, 10), 0), (MELEE, (15, 3, 2, 12, 11), 1)])
def test_a_difference_below_one_deals_no_damage_and_heals_nobody(kind, faces, damage):
    """ASC-assume-damage-floor: a ranged Strike of 9 against a Defense of 9 or 10 deals none
    (and heals Bo at 25 no health back), 10 against 9 deals 1; a Counterattack of 10 deals
    none to Ann (at 25), 11 deals 1. The health that would take a negative amount is left."""
    assert GAME.rules["ASC-assume-damage-floor"].assumption
    state = position([_lit(health=25), _lit(health=25)])
    state = act(state, Declare(seat=0, attack=kind, opponent=1))
    for face in faces:
        state = roll(state, face)
    assert state.phase is Phase.FINISHING and state.attack.damage == damage
    hurt = 1 if kind is RANGED else 0
    assert state.seats[hurt].health == 25 - damage and state.seats[1 - hurt].health == 25


# -- more effects and their choices among three ---------------------------------------------------------
def test_soul_purge_picks_a_card_of_the_opponent_it_names_and_no_other():
    """ASC-assume-jumon, ASC-abyss: three players, Bo's Scrapyard holds Brace and Cy's Sprint:
    Ann's Soul Purge offers (Bo, Brace) and (Cy, Sprint), nothing else; Bo named with Cy's
    Sprint, a pick with no opponent, and a card of Ann's own Scrapyard are refused
    (ASC-finish-1); (Cy, Sprint) moves Sprint to Cy's Abyss, not Ann's."""
    state = position([dict(hand=["Soul Purge"], fountain=["Genki"], scrapyard=["Tripwire"],
                           arsenal=["Insight"]),
                      dict(scrapyard=["Brace"], arsenal=["Heavy Swing"]),
                      dict(scrapyard=["Sprint"], arsenal=["Smoke Veil"])])
    for seat in (0, 1, 2):
        state = act(state, Draw(seat=seat))
    state = _miss(state, 0, 1)
    purge, brace, sprint = card(state, "Soul Purge"), card(state, "Brace"), card(state, "Sprint")
    assert decision(state).options == [Use(seat=0, card=purge, opponent=1, pick=brace),
                                       Use(seat=0, card=purge, opponent=2, pick=sprint),
                                       Pass(seat=0)]
    refused(state, Use(seat=0, card=purge, opponent=1, pick=sprint), "ASC-finish-1")
    refused(state, Use(seat=0, card=purge, pick=sprint), "ASC-finish-1")
    refused(state, Use(seat=0, card=purge, opponent=0, pick=card(state, "Tripwire")), "ASC-finish-1")
    state = act(state, Use(seat=0, card=purge, opponent=2, pick=sprint))
    assert state.seats[2].abyss == [sprint] and state.seats[2].scrapyard == []
    assert state.seats[1].scrapyard == [brace] and card(state, "Genki") in state.seats[0].abyss


def test_an_effect_is_refused_with_a_target_or_pick_it_does_not_ask_for():
    """ASC-finish-1 (the effect's own choices): Ember Bolt names an opponent and picks no card;
    Mending Light and Insight name no one; refused otherwise, offered exactly as they ask."""
    state = position([dict(hand=["Ember Bolt", "Mending Light", "Insight"], arsenal=["Brace", "Sprint"],
                           fountain=["Genki", "Finesse", "Finesse"], scrapyard=["Tripwire"]), dict()])
    state = _miss(act(state, Draw(seat=0)), 0, 1)
    bolt, light, insight = (card(state, n) for n in ("Ember Bolt", "Mending Light", "Insight"))
    assert decision(state).options == [Use(seat=0, card=bolt, opponent=1), Use(seat=0, card=light),
                                       Use(seat=0, card=insight), Pass(seat=0)]
    tripwire = card(state, "Tripwire")
    for bad in (Use(seat=0, card=bolt, opponent=1, pick=tripwire), Use(seat=0, card=bolt),
                Use(seat=0, card=light, opponent=1), Use(seat=0, card=insight, opponent=1),
                Use(seat=0, card=insight, pick=tripwire)):
        refused(state, bad, "ASC-finish-1")


def test_a_kill_in_the_last_turns_finishing_phase_wins_before_the_turn_limit_counts():
    """ASC-fact-win before ASC-assume-turn-limit: max_turns 1; Ann's Ember Bolt takes Bo's
    last 3 health in turn 1's Finishing Phase: Ann wins as the last one standing, not on
    health at the limit; with three players the same Bolt leaves two, and the limit then
    gives the match to the one with the most health (Ann 30 against Cy 20)."""
    state = _miss(position([dict(**BOLT), dict(health=3)], options={"max_turns": 1}), 0, 1)
    state = act(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=1))
    assert over(state).rule == "ASC-fact-win" and over(state).winner == 0
    state = _miss(position([dict(**BOLT), dict(health=3), dict(health=20)],
                           options={"max_turns": 1}), 0, 1)
    state = act(state, Use(seat=0, card=card(state, "Ember Bolt"), opponent=1))
    o = over(state)
    assert o.rule == "ASC-assume-turn-limit" and o.winner == 0 and o.scores == [START, 0, 20]


def test_two_to_four_players_and_no_other_count():
    """ASC-assume-players: a genesis for one or five players is refused naming the rule; two,
    three and four are taken."""
    assert GAME.rules["ASC-assume-players"].assumption
    deck = list(GAME.sample_decks().values())[0]
    for n in (1, 5):
        with pytest.raises(InvalidSetup, match=r"2 to 4 players, not %d \[ASC-assume-players\]" % n):
            GAME.genesis(["P%d" % i for i in range(n)], [deck] * n, "")
    for n in (2, 3, 4):
        assert len(GAME.start(GAME.genesis(["P%d" % i for i in range(n)], [deck] * n,
                                           dealer.commitment(b"x" * 32))).seats) == n


@pytest.mark.parametrize("adds, speed", [("engage-and-strike", 9), ("strike-only", 10)])
def test_a_weapons_speed_penalty_counts_only_where_its_bonuses_do(adds, speed):
    """ASC-assume-weapon (option weapon_adds): Ann's Iron Maul (Speed -1, Melee Damage +4) on
    a Speed face of 10 against Bo's 10: by default 9, the speed check fails (ASC-speed-3);
    under strike-only the Maul leaves Speed alone: 10, a tie, the attacker's (ASC-speed-2),
    and the Maul's +4 counts on the Melee Damage."""
    state = position([_lit(battlefield=["Iron Maul"]), dict()], options={"weapon_adds": adds})
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = roll(roll(act(state, Wield(seat=0, card=card(state, "Iron Maul"))), 10), 10)
    assert state.attack.total(0, Roll.SPEED) == speed
    if speed < 10:
        assert state.phase is Phase.FINISHING
        return
    state = roll(roll(state, 6), 9)
    assert state.attack.total(0, Roll.MELEE) == 10 and state.seats[1].health == START - 10


# -- options that meet ------------------------------------------------------------------------------
def test_without_a_strike_window_the_target_still_uses_counterattack_cards():
    """ASC-assume-strike-window (option strike_window=false) leaves the Counterattack's own
    window (ASC-assume-counter-window) as it is: Bo's Brace is never asked for before the
    Strike rolls, but his Vengeful Return is before his Counterattack: 9 + 4 - 10 = 3."""
    state = position([_lit(), dict(hand=["Brace", "Vengeful Return"], fountain=["Genki", "Genki"])],
                     options={"strike_window": False})
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = roll(roll(state, 15), 3)
    assert state.phase is Phase.STRIKE and state.need.roll is Roll.MELEE  # no window
    state = roll(roll(state, 2), 12)
    assert state.phase is Phase.COUNTERATTACK and decision(state).seat == 1
    assert decision(state).options == [Use(seat=1, card=card(state, "Vengeful Return")), Pass(seat=1)]
    refused(state, Use(seat=1, card=card(state, "Brace")), "ASC-counter-3")
    state = roll(act(state, Use(seat=1, card=card(state, "Vengeful Return"))), 9)
    assert state.seats[0].health == START - 3


@pytest.mark.parametrize("options, fountain, spent, left", [
    ({"genki_pays": 2}, ["Genki", "Finesse"], ["Genki", "Finesse"], []),
    ({"genki_pays": 2}, ["Finesse", "Finesse"], None, None),
    ({"genki_pays": 2, "stamina_typed": False}, ["Finesse", "Genki", "Finesse"], ["Finesse", "Genki"], ["Finesse"]),
    ({"stamina_typed": False}, ["Finesse", "Genki", "Finesse", "Genki"], ["Genki", "Genki", "Finesse"], ["Finesse"]),
])
def test_a_two_kind_cost_under_the_stamina_options_spends_the_fewest_cards(options, fountain, spent, left):
    """ASC-assume-stamina with Thunder Verdict (2 Genki, 1 Finesse): genki_pays=2 lets one
    Genki pay both Genki, but Finesse still pays only Finesse when typed; untyped with
    genki_pays=2, a Genki (2) and a Finesse (1) pay the 3, one Finesse left; untyped at 1
    each, any three cards pay it: the player chooses none, the engine spends Genki before
    Finesse where they pay alike (both Genki and the first Finesse), each kind in the
    Fountain's order."""
    state = position([dict(hand=["Thunder Verdict"], fountain=fountain), _lit()], options=options)
    state = _miss(state, 0, 1)
    verdict = card(state, "Thunder Verdict")
    if spent is None:
        assert decision(state).seat == 1  # Ann cannot pay: not asked
        return
    state = act(state, Use(seat=0, card=verdict, opponent=1))
    names = lambda cards: sorted(name_of(state, c) for c in cards)  # noqa: E731
    assert names(state.seats[0].abyss) == sorted(spent)
    assert names(state.seats[0].fountain) == sorted(left)
    assert state.seats[1].health == START - 5


@pytest.mark.parametrize("turn", [5, 6])
def test_a_position_at_or_past_the_turn_limit_plays_its_turn_then_the_limit_ends_it(turn):
    """ASC-assume-turn-limit: a position at turn 5 or 6 under max_turns 5 is taken as written
    (as every game's turn limit takes one): that turn is played, and after it the limit ends
    the match (Ann 30, Bo 25: Ann wins); with no limit a position at turn 600 plays on."""
    state = position([dict(), dict(health=25)], turn=turn, options={"max_turns": 5})
    assert isinstance(GAME.pending(state), Decision) and state.turn == turn
    state = _miss(state, 0, 1)
    o = over(state)
    assert o.winner == 0 and o.rule == "ASC-assume-turn-limit" and state.turn == turn
    state = _miss(position([dict(), dict()], turn=600), 0, 1)
    assert state.turn == 601 and state.result is None


def test_insight_draws_the_top_two_cards_in_order_and_leaves_the_rest():
    """ASC-hand-1 (the hand holds cards drawn from the Arsenal) through Insight (draw two,
    ASC-assume-jumon): Bo uses it in Ann's Finishing Phase: his two top cards join his hand
    in Arsenal order, the third stays on top; Insight goes to his Scrapyard."""
    state = position([dict(), dict(hand=["Insight"], fountain=["Finesse"],
                                   arsenal=["Brace", "Sprint", "Tripwire", "Smoke Veil"])])
    state = act(state, Draw(seat=1))  # Ann's Opening: Bo draws Brace
    state = _miss(state, 0, 1)
    insight = card(state, "Insight")
    sprint, tripwire, veil = card(state, "Sprint"), card(state, "Tripwire"), card(state, "Smoke Veil")
    state = act(state, Use(seat=1, card=insight))
    assert state.seats[1].hand == [card(state, "Brace"), sprint, tripwire]
    assert state.seats[1].arsenal == [veil] and state.seats[1].scrapyard == [insight]


@pytest.mark.parametrize("fountain, asked", [(["Genki"], True), ([], False)])
def test_the_target_is_asked_before_its_counterattack_only_when_it_can_pay(fountain, asked):
    """ASC-assume-counter-window with ASC-assume-gambit (a Gambit pays its cost): Bo's
    Vengeful Return costs a Genki: with one he is asked before his Counterattack roll; with
    an empty Fountain he is not, and the roll is due at once (refused as unpayable)."""
    state = position([_lit(), dict(hand=["Vengeful Return"], fountain=fountain)])
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    state = roll(roll(roll(roll(state, 15), 3), 2), 12)
    assert state.phase is Phase.COUNTERATTACK
    vengeful = card(state, "Vengeful Return")
    if asked:
        assert decision(state).options == [Use(seat=1, card=vengeful), Pass(seat=1)]
        return
    assert isinstance(GAME.pending(state), Chance) and state.need.roll is Roll.COUNTERATTACK
    refused(state, Use(seat=1, card=vengeful), "ASC-sequence")


def test_a_four_player_strike_window_asks_only_the_two_who_roll_clockwise_from_the_turn_player():
    """ASC-assume-strike-window, ASC-assume-window: four players, Cy's (seat 2) melee attack
    on Ann (seat 0) hits its Speed; Bo and Di hold Brace (their own Defense: they roll none),
    so the Strike window asks Cy (Heavy Swing), then Ann (Brace): clockwise from Cy, skipping
    Di; the totals count both cards."""
    brace = dict(hand=["Brace"], fountain=["Genki"])
    state = position([_lit(**brace), dict(**brace), _lit(hand=["Heavy Swing"], fountain=["Genki"]),
                      dict(**brace)], active=2)
    state = act(state, Declare(seat=2, attack=MELEE, opponent=0))
    state = roll(roll(state, 12), 3)
    asked = []
    while state.need.step is Step.WINDOW:
        seat = decision(state).seat
        asked.append(seat)
        [use] = [o for o in decision(state).options if isinstance(o, Use)]
        state = act(state, use)
        if state.need.step is Step.WINDOW and decision(state).seat == seat:
            state = act(state, Pass(seat=seat))
    assert asked == [2, 0]
    state = roll(roll(state, 8), 8)
    assert state.attack.total(2, Roll.MELEE) == 12 and state.attack.total(0, Roll.DEFENSE) == 12
    assert state.seats[0].health == START - 12 and state.seats[1].hand and state.seats[3].hand


def test_a_shuffle_is_a_permutation_of_whole_numbers_of_the_arsenals_size():
    """ASC-chance, ASC-assume-hand: the setup's first chance is seat 0's shuffle, of its 40
    Arsenal cards: an order given as floats (0.0 == 0; stored as no int, ML-event) or one card
    short (ASC-chance) is refused; the identity order of ints is taken and the next shuffle is
    seat 1's."""
    decks = list(GAME.sample_decks().values())[:3]
    state = GAME.start(GAME.genesis(["Ann", "Bo", "Cy"], decks, dealer.commitment(b"s" * 32)))
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.shuffle and p.size == 40
    refused(state, Dealt(kind="shuffle", outcome=[float(i) for i in range(40)]), "ML-event")
    refused(state, Dealt(kind="shuffle", outcome=list(range(39))), "ASC-chance")
    state = GAME.apply(state, Dealt(kind="shuffle", outcome=list(range(40))), check=True)
    assert state.need.kind.value == "shuffle" and state.need.seat == 1


def test_a_turn_player_killed_by_the_counterattack_of_four_is_skipped_and_the_order_goes_on():
    """ASC-counter-2 then ASC-finish-1, ASC-finish-2 with ASC-assume-out, four players: Bo's
    (seat 1, 5 health) melee attack on Di loses the Strike; Di's Counterattack of 16 deals 6:
    Bo is out. The Finishing Phase would start with Bo: it starts with the next seat
    counter-clockwise, Ann, then Di, then Cy; the turn passes clockwise from Bo to Cy."""
    state = position([_lit(), _lit(health=5), _lit(), _lit()], active=1)
    state = act(state, Declare(seat=1, attack=MELEE, opponent=3))
    for face in (15, 3):  # Speed: Bo's
        state = roll(state, face)
    state = roll(roll(state, 2), 12)
    assert state.phase is Phase.COUNTERATTACK
    state = roll(state, 16)
    assert state.seats[1].out and state.seats[1].health == 0 and state.result is None
    refused(state, Use(seat=1, card=card(state, "Mending Light", 1)), "ASC-seat")
    asked, state = _finishing_order(state)
    assert asked == [0, 3, 2]
    assert state.active == 2 and state.turn == 2


def test_the_opening_of_four_skips_a_seat_out_and_one_with_nothing_to_draw_or_purge():
    """ASC-assume-opening-order, four players on Cy's turn (seat 2): Di (seat 3) is out, Ann has
    neither Arsenal nor Scrapyard: the Opening asks Cy, then Bo (clockwise: Di and Ann
    skipped), then the turn player's stacks or declaration follow."""
    state = position([dict(), dict(arsenal=["Brace"]), dict(arsenal=["Sprint"]),
                      dict(out=True, arsenal=["Tripwire"])], active=2)
    asked = []
    while state.need.step is Step.OPENING:
        seat = decision(state).seat
        asked.append(seat)
        refused(state, Draw(seat=0), "ASC-seat")
        state = act(state, Draw(seat=seat))
    assert asked == [2, 1]
    assert state.need.step is Step.DECLARE and decision(state).seat == 2
    assert state.seats[3].arsenal == [card(state, "Tripwire")]


def test_each_opponent_still_in_is_one_option_of_an_effect_among_four():
    """ASC-choice-asked (the target is chosen with the decision: one option per legal answer),
    ASC-assume-out: four players, Cy out: Ann's Ember Bolt and Thunder Verdict are offered on
    Bo and on Di, each once, and on no one else; Ann passes once she has used both."""
    state = position([dict(hand=["Ember Bolt", "Thunder Verdict"],
                           fountain=["Genki", "Genki", "Genki", "Finesse"]),
                      dict(), dict(out=True), dict()])
    state = _miss(state, 0, 1)
    bolt, verdict = card(state, "Ember Bolt"), card(state, "Thunder Verdict")
    assert decision(state).options == [Use(seat=0, card=bolt, opponent=1), Use(seat=0, card=bolt, opponent=3),
                                       Use(seat=0, card=verdict, opponent=1),
                                       Use(seat=0, card=verdict, opponent=3), Pass(seat=0)]
    refused(state, Use(seat=0, card=bolt, opponent=2), "ASC-finish-1")
    state = act(state, Use(seat=0, card=verdict, opponent=3))
    assert decision(state).options == [Use(seat=0, card=bolt, opponent=1), Use(seat=0, card=bolt, opponent=3),
                                       Pass(seat=0)]
    state = act(state, Use(seat=0, card=bolt, opponent=3))
    assert state.seats[3].health == START - 8 and state.turn == 2 and state.active == 1


def test_an_engage_window_of_four_wraps_past_seat_0_and_skips_the_seat_out():
    """ASC-engage-3, ASC-assume-window, ASC-assume-out: four players, Di's (seat 3) ranged
    attack on Cy, Bo out: Di (Steady Breath), then clockwise Ann, then Cy (Smoke Veil each,
    on Di's Aim); Bo's Smoke Veil is never asked for (ASC-seat). Aim 12 + 2 - 3 - 3 = 8:
    the aim check fails (ASC-aim-3)."""
    veil = dict(hand=["Smoke Veil"], fountain=["Finesse"])
    state = position([_lit(**veil), dict(out=True, **veil), _lit(**veil),
                      _lit(hand=["Steady Breath"])], active=3)
    state = act(state, Declare(seat=3, attack=RANGED, opponent=2))
    asked = []
    while state.need.step is Step.WINDOW:
        seat = decision(state).seat
        asked.append(seat)
        refused(state, Use(seat=1, card=card(state, "Smoke Veil", 1)), "ASC-seat")
        [use] = [o for o in decision(state).options if isinstance(o, Use)]
        state = act(state, use)
        if state.need.step is Step.WINDOW and decision(state).seat == seat:
            state = act(state, Pass(seat=seat))
    assert asked == [3, 0, 2]
    state = roll(state, 12)
    assert state.attack.total(3, Roll.AIM) == 8 and state.phase is Phase.FINISHING
