"""The fourth rules hunt: by mutation. Each case pins a rule (or a named reading) that a small
change to the engine broke without any test noticing (the mutation table is in
/work/notes/hunt18-ascendant.md).

Each case is a declarative position (seat 0 Ann has ..., seat 1 Bo has ...), the decisions,
then assertions on the state and on the refusal of the alternatives with their rule ids."""

import pytest

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine import dealer
from engine.events import Dealt
from engine.games.ascendant.cards import Roll
from engine.games.ascendant.events import AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from engine.games.ascendant.state import Phase, Step
from engine.games.ascendant.view import view
from engine.protocol import Decision, IllegalEvent, InvalidSetup, Over
from engine.registry import get_game

RANGED, MELEE = AttackKind.RANGED, AttackKind.MELEE


def _lit(**seat) -> dict:
    """A seat also holding Mending Light and a Finesse to pay it: usable at any health
    (ASC-assume-no-effect), it keeps the Finishing Phase open so the attack can be read."""
    return dict(seat, hand=seat.get("hand", []) + ["Mending Light"],
                fountain=seat.get("fountain", []) + ["Finesse"])


# -- ASC-assume-passive: a Passive card on its owner's own turn ---------------------------------
@pytest.mark.parametrize("always", [True, False])
def test_a_passive_counts_on_its_owners_own_turn_under_either_reading(always):
    """ASC-assume-passive: Ann's Eagle Brow (Passive, Aim +1) turns her Aim face of 10 into
    11, a hit, whether Passives count on every turn (the default) or only on their owner's
    own turn (passives_always=false): it is Ann's turn. Bo's Stoneskin Mantle (Defense +2)
    counts on Ann's turn only by default: her Ranged Damage of 12 against his Defense face 5
    deals 5 (12 - 7), else 7. Eagle Brow is never used: a Passive acts with no activation."""
    state = position([_lit(battlefield=["Eagle Brow"]), _lit(battlefield=["Stoneskin Mantle"])],
                     options={"passives_always": always})
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(state, 10)
    assert state.attack.total(0, Roll.AIM) == 11 and state.phase is Phase.STRIKE
    state = roll(roll(state, 12), 5)
    assert state.attack.total(1, Roll.DEFENSE) == 5 + 2 * always
    assert state.seats[1].health == START - (5 if always else 7)
    assert decision(state).seat == 0 and state.phase is Phase.FINISHING
    refused(state, Use(seat=0, card=card(state, "Eagle Brow")), "ASC-assume-passive")


# -- ASC-assume-damage-floor: no damage is no damage taken --------------------------------------
@pytest.mark.parametrize("kind, faces, said", [
    (RANGED, (15, 9, 9), "the ranged attack deals no damage"),
    (MELEE, (15, 3, 2, 12, 10), "the Counterattack deals no damage")])
def test_a_strike_or_counterattack_dealing_none_is_told_so_and_no_one_takes_damage(kind, faces, said):
    """ASC-assume-damage-floor: a ranged Strike of 9 against a Defense of 9, or a
    Counterattack of 10, deals no damage: the notes say so, and say nobody takes any (no
    "takes 0 damage"); both healths stay."""
    state = position([_lit(), _lit()])
    state = act(state, Declare(seat=0, attack=kind, opponent=1))
    for face in faces:
        state = roll(state, face)
    notes = view(state, None, GAME.id).notes
    assert said in notes
    assert not [n for n in notes if "takes" in n]
    assert [s.health for s in state.seats] == [START, START]


# -- ASC-assume-stamina: a cost of two kinds takes no card more than it needs --------------------
def test_a_two_kind_cost_takes_one_finesse_though_two_come_before_the_genki():
    """ASC-assume-stamina (typed): Thunder Verdict costs 2 Genki and 1 Finesse; Ann's Fountain
    is Finesse, Finesse, Genki, Genki, Genki. The payment takes the first Finesse and the
    first two Genki, no more: the second Finesse and the third Genki stay, and that Finesse
    then pays her Mending Light. The Verdict aimed at herself is refused (ASC-finish-1)."""
    state = position([dict(hand=["Thunder Verdict", "Mending Light"],
                           fountain=["Finesse", "Finesse", "Genki", "Genki", "Genki"], health=20),
                      dict()])
    state = roll(act(state, Declare(seat=0, attack=RANGED, opponent=1)), 2)  # Aim 2: missed
    verdict, light = card(state, "Thunder Verdict"), card(state, "Mending Light")
    f1, f2 = card(state, "Finesse", 0, 0), card(state, "Finesse", 0, 1)
    g1, g2, g3 = (card(state, "Genki", 0, k) for k in range(3))
    assert decision(state).options == [Use(seat=0, card=verdict, opponent=1), Use(seat=0, card=light),
                                       Pass(seat=0)]
    refused(state, Use(seat=0, card=verdict, opponent=0), "ASC-finish-1")
    state = act(state, Use(seat=0, card=verdict, opponent=1))
    assert state.seats[1].health == START - 5
    assert sorted(state.seats[0].abyss) == sorted([f1, g1, g2])
    assert state.seats[0].fountain == [f2, g3]
    assert decision(state).options == [Use(seat=0, card=light), Pass(seat=0)]
    state = act(state, Use(seat=0, card=light))
    assert state.seats[0].health == 24 and state.seats[0].fountain == [g3]


# -- ASC-assume-turn-limit across rules versions --------------------------------------------------
@pytest.mark.parametrize("version, ends", [("ASC-0.3", False), ("ASC-0.2", False), ("ASC-0.1", True)])
def test_a_match_naming_no_turn_limit_ends_after_turn_100_only_under_asc_0_1(version, ends):
    """ASC-assume-turn-limit: a match whose genesis names no max_turns has no turn limit since
    ASC-0.2; ASC-0.1 ended it after 100 turns, and a match recorded under it replays so. Ann
    (25 health) and Bo (20) at turn 100, Ann's ranged Aim of 1 misses: under ASC-0.1 the turn
    ends the match, Ann ahead on health; later versions go on to Bo's turn 101."""
    game = GAME.for_rules(version)
    spec = {"turn": 100, "seats": [dict(health=25), dict(health=20)]}
    state = game.start(game.genesis(["Ann", "Bo"], [], dealer.commitment(b"t" * 32), position=spec))
    state = game.apply(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = game.apply(state, Dealt(kind="d20", outcome=0))  # Aim 1: a miss, nothing to use
    found = game.pending(state)
    if ends:
        assert isinstance(found, Over) and found.winner == 0 and found.rule == "ASC-assume-turn-limit"
        assert found.reason == "turn limit reached: Ann (seat 0) has the most health"
        with pytest.raises(IllegalEvent) as err:
            game.apply(state, Declare(seat=1, attack=RANGED, opponent=0))
        assert err.value.rule == "ASC-over"
    else:
        assert isinstance(found, Decision) and found.seat == 1 and state.turn == 101
        assert found.options == [Declare(seat=1, attack=RANGED, opponent=0),
                                 Declare(seat=1, attack=MELEE, opponent=0)]


def test_a_seat_out_at_its_starting_health_in_a_genesis_recorded_before_the_check_folds_as_recorded():
    """ASC-assume-turn-limit, ASC-assume-out: a new match's position puts a seat out at zero
    health (position.check_new), but a match recorded before that check names Bo out with no
    health, so he sat out at the starting health, 30. Such a match, recorded under ASC-0.3,
    folds as it was recorded: at the turn limit the best health, 30, is Bo's, and with no
    seat still in at 30 the turn limit called it 'equal health: a draw' (Ann 20, Cy 10). Bo,
    out, never wins it. (From ASC-0.4 the seats still in are compared: Ann wins,
    test_asc_loose_ends19.)"""
    v03 = get_game("ascendant", "ASC-0.3")
    g = v03.genesis(["Ann", "Bo", "Cy"], [], dealer.commitment(b"o" * 32), options={"max_turns": 1},
                    position={"seats": [dict(health=20), dict(out=True), dict(health=10)]})
    seats = g.position["seats"]
    assert seats[1]["health"] == 0  # recorded today: out at zero
    seats[1]["health"] = None       # as a genesis recorded before the check named it
    state = v03.start(g)
    assert [s.health for s in state.seats] == [20, 30, 10]
    state = v03.apply(state, Declare(seat=0, attack=RANGED, opponent=2))
    state = v03.apply(state, Dealt(kind="d20", outcome=0))  # Aim 1: a miss
    result = over(state)
    assert (result.winner, result.scores) == (None, [20, 30, 10])
    assert result.reason == "turn limit reached with equal health: a draw"


# -- ASC-assume-hand: only an Arsenal of two cards or more is shuffled ------------------------------
def test_an_arsenal_of_one_card_is_not_shuffled_one_of_two_is():
    """ASC-assume-hand: each Arsenal is shuffled before the opening hands; with option
    arsenal_min=0, Ann's Arsenal of one Brace has one order only, so no shuffle is asked for
    it, while Bo's two cards are shuffled; then each draws its hand (all it has)."""
    g = GAME.genesis(["Ann", "Bo"], [["Brace"], ["Sprint", "Tripwire"]], dealer.commitment(b"s" * 32),
                     options={"arsenal_min": 0})
    state = GAME.start(g)
    shuffle = GAME.pending(state)
    assert shuffle.kind == "shuffle" and shuffle.size == 2 and state.need.seat == 1
    state = GAME.apply(state, Dealt(kind="shuffle", outcome=[1, 0]))
    assert [[state.cards[c] for c in s.hand] for s in state.seats] == [["ASC-022"], ["ASC-021", "ASC-019"]]
    assert decision(state).seat == 0 and state.need.step is Step.DECLARE


# -- ASC-assume-gambit with option pay_costs off: an empty Fountain holds back no Gambit -----------
@pytest.mark.parametrize("pay_costs", [True, False])
def test_with_costs_off_a_gambit_is_asked_for_whatever_the_fountain_holds(pay_costs):
    """ASC-assume-stack/-gambit, option pay_costs: Bo (the target) and Cy hold Tripwire (the
    attacker's Speed -3, a Finesse) with empty Fountains. With costs paid, nobody can pay
    it: no window, the Speed rolls come at once, and Bo's Tripwire is refused for its cost.
    With costs off, the Engage window asks Bo, then Cy (clockwise from Ann), each offered
    Tripwire (Bo, with nothing left, is not asked again); Bo's makes Ann's Speed face 10 a 7, short of his 8: the check fails
    and the turn passes with no damage dealt."""
    state = position([dict(), dict(hand=["Tripwire"]), dict(hand=["Tripwire"])],
                     options={"pay_costs": pay_costs})
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    bo_wire, cy_wire = card(state, "Tripwire", seat=1), card(state, "Tripwire", seat=2)
    if pay_costs:
        assert GAME.pending(state).kind == "d20" and state.need.roll is Roll.SPEED
        return
    d = decision(state)
    assert (d.seat, state.need.step) == (1, Step.WINDOW)
    assert d.options == [Use(seat=1, card=bo_wire), Pass(seat=1)]
    refused(state, Use(seat=1, card=cy_wire), "ASC-hand-2")
    state = act(state, Use(seat=1, card=bo_wire))
    assert state.seats[1].scrapyard == [bo_wire] and state.seats[1].abyss == []
    d = decision(state)  # Bo has nothing left to use: not asked again
    assert d.seat == 2 and d.options == [Use(seat=2, card=cy_wire), Pass(seat=2)]
    state = roll(act(state, Pass(seat=2)), 10)
    assert state.attack.total(0, Roll.SPEED) == 7
    state = roll(state, 8)  # the check fails; nobody has an effect: the turn passes to Bo
    assert (state.turn, state.active) == (2, 1) and [s.health for s in state.seats] == [START] * 3


# -- a position names as many players as seats ----------------------------------------------------
def test_a_position_needs_one_player_per_seat():
    """ASC-assume-players: a match from a position of two seats named with three players, or
    of three seats with two, is refused at genesis, naming both counts; two players start
    the position of two."""
    spec = {"seats": [dict(), dict()]}
    for players, seats in ((["Ann", "Bo", "Cy"], 2), (["Ann", "Bo"], 3)):
        with pytest.raises(InvalidSetup) as err:
            GAME.genesis(players, [], dealer.commitment(b"p" * 32), position={"seats": [{}] * seats})
        assert f"position has {seats} seats for {len(players)} players" in str(err.value)
    state = GAME.start(GAME.genesis(["Ann", "Bo"], [], dealer.commitment(b"p" * 32), position=spec))
    assert [s.name for s in state.seats] == ["Ann", "Bo"]


# -- ASC-assume-active: the views tell an activated stack from a ready one -------------------------
def test_every_view_shows_which_active_stacks_are_activated_until_they_are_reset():
    """ASC-assume-active, ASC-battlefield: Ann activates her Cinder Blade for a melee attack
    and keeps Quickstep Anklet ready; every view (Bo's, and the table's) shows the Blade
    activated and the Anklet ready. At the next Opening the stacks are reset (ASC-open-2):
    both show ready again. Passive cards carry neither tag."""
    state = position([dict(battlefield=["Cinder Blade", "Quickstep Anklet", "Eagle Brow"]),
                      dict(arsenal=["Brace", "Sprint"])])
    state = act(state, Draw(seat=1))
    state = act(state, Declare(seat=0, attack=MELEE, opponent=1))
    blade, anklet, brow = (card(state, n) for n in ("Cinder Blade", "Quickstep Anklet", "Eagle Brow"))
    state = act(state, Wield(seat=0, card=blade))

    def tags(st, seat):
        field = next(z for z in GAME.view(st, seat).seats[0].zones if z.name == "battlefield")
        return {c.id: c.tags for c in field.cards}

    for seat in (1, None):
        seen = tags(state, seat)
        assert "activated" in seen[blade] and "ready" not in seen[blade]
        assert "ready" in seen[anklet] and "activated" not in seen[anklet]
        assert not {"ready", "activated"} & set(seen[brow])
    state = act(state, Pass(seat=0))  # Ann keeps the Anklet for later: the Speed rolls
    state = roll(roll(state, 1), 20)  # Speed 3 against 20: the check fails, the turn passes
    assert state.turn == 2 and state.need.step is Step.OPENING and state.need.seat == 1
    state = act(state, Draw(seat=1))  # the Opening's choices made, the stacks are reset
    assert "ready" in tags(state, None)[blade] and "ready" in tags(state, 1)[anklet]
