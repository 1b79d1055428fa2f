"""Session 16's second rules hunt: how Sceptre's rules combine (two rules or cards at one
moment, the order of a turn's steps, edges of empty piles, zero values and ties), each case a
declarative position, a decision, and what the rules text says must follow."""

from __future__ import annotations

from engine.events import Dealt
import pytest

from engine.protocol import Chance, Decision, IllegalEvent, Over
from engine.games.sceptre.events import (Attack, BringIn, EndTurn, MoveSquire, PlayAction,
                                         Retreat, RetreatRollAgain, Sacrifice, SpringTrap,
                                         StopRetreat, UseAbility)
from engine.games.sceptre.view import STUCK

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def _tags(state, seat_no: int, as_seat, zone: str) -> list[list[str]]:
    """The tags of each card of a zone of `seat_no`, as `as_seat` sees it (None: everyone)."""
    zones = {z.name: z for z in GAME.view(state, as_seat).seats[seat_no].zones}
    return [list(c.tags) for c in zones[zone].cards]


# -- loose end: the view shows a failed Dazed roll (SC-47-dazed) -----------------------------
def test_a_failed_dazed_roll_shows_on_the_board_and_in_the_log_until_the_turn_ends():
    # Bo's Tide Sentinel in combat and his face-down Pyre Adept are Dazed; Ada ends her turn
    # (no Coin: no attack), and between turns each rolls (rule 50): 4 fails, 6 fails
    state = start(seat("Ember Warden"),
                  seat({"card": "Tide Sentinel", "conditions": ["dazed"]},
                       garrison=[{"card": "Pyre Adept", "conditions": ["dazed"]}], deck=["Sunder"]))
    state = act(state, EndTurn(seat=0))
    words = GAME.describe(state, Dealt(kind="d20", outcome=3))
    assert words.endswith(": 4 (10 or less: it can take no action this turn)")
    state = roll(state, 4, 6)
    # Bo's turn: both cannot act, and every seat's board says so, the face-down one too
    # (its roll was made in public)
    assert STUCK in _tags(state, 1, None, "combat")[0]
    assert STUCK in _tags(state, 1, 0, "combat")[0]
    assert _tags(state, 1, 0, "garrison") == [["champion", "face down", STUCK]]
    refused(state, Retreat(seat=1), "SC-47-dazed")
    # the turn's end clears it; a roll of 11 then cures the Sentinel (and says so)
    state = act(state, EndTurn(seat=1))
    assert STUCK not in _tags(state, 1, None, "combat")[0]
    words = GAME.describe(state, Dealt(kind="d20", outcome=10))
    assert words.endswith(": 11 (11 or more: cured of Daze)")
    state = roll(state, 11, 2)
    assert "dazed" not in _tags(state, 1, None, "combat")[0]


# -- loose end: a position exported mid-attack keeps the attack (SC-30-ends) ------------------
def _again(state):
    """A match started from the state's exported position, through JSON as a file has it."""
    import msgspec
    pos = msgspec.json.decode(msgspec.json.encode(GAME.position(state)))
    return GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))


def test_a_position_exported_after_the_attack_is_announced_resumes_at_its_roll():
    # Ada announced Cinder Cut (rule 30: attacking ends her turn, no card or attack after it);
    # the export was taken back to her pre-attack step, where she could attack again
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, hand=["Sunder"]),
                  seat("Tide Sentinel", deck=["Field Dressing"]))
    sentinel = one(state, "Tide Sentinel")
    state = act(state, Attack(seat=0, attack=0, target=sentinel))
    again = _again(state)
    assert GAME.digest(again) == GAME.digest(state)
    assert isinstance(GAME.pending(again), Chance)  # the attack roll, as in the match
    refused(again, Attack(seat=0, attack=0, target=sentinel), "SC-30-ends")
    refused(again, PlayAction(seat=0, card=one(state, "Sunder")), "SC-30-ends")
    # the same roll does the same in both: 12 + SKL 2 beats DEF 10, 20 damage, Bo's turn
    a, b = roll(state, 12), roll(again, 12)
    assert GAME.digest(a) == GAME.digest(b)
    assert combat_of(b, 1).damage == 20 and b.active == 1


def test_a_position_exported_between_turns_resumes_at_the_dazed_roll_not_the_turn_before():
    state = start(seat("Ember Warden"), seat({"card": "Tide Sentinel", "conditions": ["dazed"]},
                                             deck=["Sunder"]))
    state = act(state, EndTurn(seat=0))  # between turns: the Sentinel's Dazed roll (rule 50)
    again = _again(state)
    assert GAME.digest(again) == GAME.digest(state)
    p = GAME.pending(again)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"
    again = roll(again, 3)
    assert again.active == 1 and again.turn == 3 and combat_of(again, 1).stuck


def test_a_position_exported_mid_retreat_keeps_the_failed_rolls_of_the_attempt():
    # Ada's Ember Warden failed one retreat roll (10 damage); the next failure of the same
    # attempt deals 20 (SC-49-fail), from the exported position too
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel"))
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = roll(state, 2, 15)  # 2 + SPD 3 against 15 + SPD 2: failed
    assert combat_of(state, 0).damage == 10
    again = _again(state)
    assert GAME.digest(again) == GAME.digest(state)
    assert StopRetreat(seat=0) in options(again)  # a roll was made: she may stop
    again = roll(act(again, RetreatRollAgain(seat=0)), 2, 15)
    assert combat_of(again, 0).damage == 30


def test_a_written_stack_naming_a_seat_or_card_the_position_lacks_is_refused():
    import pytest
    from engine.protocol import InvalidSetup
    base = {"seats": [seat("Ember Warden"), seat("Tide Sentinel")]}
    for stack, words in (
            ([{"task": "main", "seat": 2}], "`stack` task 0 (Main): `seat` is a seat, 0 or 1, not 2"),
            ([{"task": "end-turn", "seat": 0}, {"task": "attack-roll", "seat": 0, "attack": 0,
                                                 "target": 40}],
             "`stack` task 1 (AttackRoll): `target` is a card number of the position"),
            ([], "holds at least one task"),
            ([{"task": "end-turn", "seat": 0}, {"task": "attack-roll", "seat": 0, "attack": 5,
                                                 "target": 1}], "`attack` is 0 or 1"),
            ([{"task": "begin-turn", "seat": 1}, {"task": "dazed-roll", "queue": [], "next": 1}],
             "`queue` names at least one card"),
            ([{"task": "damage-rolls", "seat": 0, "attack": 0, "target": 1, "left": 0}],
             "`left` is 1 or more"),
            ([{"task": "starter", "seat": 0}], "is the setup's work"),
            ([{"task": "end-turn", "seat": 0}], "is not one a match waits on"),
            ([{"task": "begin-turn", "seat": 1}, {"task": "dazed-roll", "queue": [0], "next": 1}],
             "which is no Dazed Champion in the arena"),
            ([{"task": "end-turn", "seat": 0}, {"task": "attack-roll", "seat": 0, "attack": 0,
                                                 "target": 0}], "is no unit of seat 1 in the arena"),
            ([{"task": "main", "seat": 0}, {"task": "trap-ask", "seat": 1, "card": 1}],
             "is not among seat 1's Traps"),
            ([{"task": "main", "seat": 0}, {"task": "retreat-ask", "seat": 0, "card": 6}],
             "is not seat 0's Champion in combat")):
        with pytest.raises(InvalidSetup, match=words.replace("(", r"\(").replace(")", r"\)")):
            GAME.genesis(["Ada", "Bo"], [], "0" * 64, position={**base, "stack": stack})


def test_every_exported_state_of_a_seeded_match_starts_a_match_with_the_same_digest():
    # the earlier check looked only at pre-attack steps: here every state an export allows,
    # mid-attack, mid-retreat, Trap asks and between turns included
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.protocol import PositionUnavailable
    from engine.selfplay import play_out

    seed = dealer.seed_from_number(16, "positions")
    decks = list(GAME.sample_decks().values())
    g = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(16, f"p{s}")) for s in range(2)]
    state, kinds = GAME.start(g), set()
    for event, _ in list(play_out(GAME, g, seed, agents))[:-1][:1500]:
        state = GAME.apply(state, event, check=False)
        try:
            again = _again(state)
        except PositionUnavailable:
            continue
        assert GAME.digest(again) == GAME.digest(state), event
        kinds.add(type(state.stack[-1]).__name__)
    assert {"Main", "AttackRoll", "RetreatAsk"} <= kinds, kinds


# -- interactions: two rules at one moment ----------------------------------------------------
def test_a_dazed_bulwark_loses_bedrock_and_dies_when_its_damage_reaches_its_printed_hp():
    # Bo's Granite Bulwark: 120 HP + Bedrock's 20 (Any), 105 damage. Ada's Shield Bash (20,
    # 16+: Dazed) hits: 125 damage, alive at 140 HP; Dazed disables its Ability (rule 47), so
    # its HP is 120 and it dies at once (SC-hp-zero): Ada collects a Blood Card (Turn Order 5)
    bash = {"card": "Granite Bulwark", "coins": ["Copper Coin"]}
    state = start(seat(bash), seat({"card": "Granite Bulwark", "damage": 105},
                                   garrison=[{"card": "Tide Sentinel"}]))
    target = [u for u in (combat_of(state, 1),)][0].card
    state = act(state, Attack(seat=0, attack=0, target=target))
    state = roll(state, 15)  # 15 + SKL 0 > DEF 11
    assert combat_of(state, 1).damage == 125
    state = roll(state, 16)  # the effect roll: Dazed
    assert state.sides[0].collected == 1
    assert target in state.sides[1].discard
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and p.rule == "SC-45"


def test_a_dazed_ember_warden_loses_hearth_guard_against_the_attack_roll():
    # Hearth Guard: +2 DEF in combat (DEF 11); Dazed, the Ability is disabled: DEF 9, so a
    # roll of 8 + SKL 2 = 10 breaks through
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Ember Warden", "conditions": ["dazed"]}))
    bo = combat_of(state, 1).card
    state = roll(act(state, Attack(seat=0, attack=0, target=bo)), 8)
    assert combat_of(state, 1).damage == 20
    calm = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}), seat("Ember Warden"))
    calm = roll(act(calm, Attack(seat=0, attack=0, target=combat_of(calm, 1).card)), 8)
    assert combat_of(calm, 1).damage == 0  # 10 is not higher than 11: a miss


def test_splintered_halves_def_after_sunder_reduces_it():
    # rule 47: DEF after bonuses and reductions, halved rounded up: Tide Sentinel 10 - 2 = 8,
    # Splintered 4; a roll of 3 + SKL 2 = 5 breaks through (4 would not: 2 + 2 = 4)
    ada = seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, hand=["Sunder"])
    bo = seat({"card": "Tide Sentinel", "conditions": ["splintered"]})
    state = act(start(ada, bo), PlayAction(seat=0, card=2))
    sentinel = combat_of(state, 1).card
    miss = roll(act(GAME.clone(state), Attack(seat=0, attack=0, target=sentinel)), 2)
    assert combat_of(miss, 1).damage == 0
    hit = roll(act(state, Attack(seat=0, attack=0, target=sentinel)), 3)
    assert combat_of(hit, 1).damage == 20


def test_the_attacks_own_effect_roll_comes_before_the_serrated_blades():
    # Turn Order 4D (the attack's effects) before 4E (card effects on a successful attack):
    # Quake Slam's Splinter roll (11+) is the first die, the Blade's Bleeding roll (16+) next
    gear = {"card": "Granite Bulwark", "coins": ["Silver Coin", "Copper Coin"],
            "squires": ["Stone Page"], "gear": ["Serrated Blade"]}
    state = start(seat(gear), seat("Tide Sentinel"))
    sentinel = combat_of(state, 1).card
    state = act(state, Attack(seat=0, attack=1, target=sentinel))
    first = roll(GAME.clone(state), 15, 12, 5)  # hit; 12: Splintered; 5: no Bleeding
    assert combat_of(first, 1).conditions == ["splintered"]
    second = roll(state, 15, 5, 17)  # hit; 5: no Splinter; 17: Bleeding
    assert combat_of(second, 1).conditions == ["bleeding"]


def test_a_bleeding_attacker_that_misses_still_takes_its_10():
    # rule 47: "Bleeding Champions take 10 damage when they attack", hit or miss
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["bleeding"]}),
                  seat("Tide Sentinel"))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 1)
    assert combat_of(state, 1).damage == 0 and combat_of(state, 0).damage == 10


def test_both_champions_die_the_attacker_collects_first_and_wins_on_its_last_blood_card():
    # rule 31: Ada's Burning Charge (60, 10 self-damage) kills Bo's Warden; the self-damage
    # kills her Ashfang Rider too. Both have one Blood Card to collect: Ada's hits first, so
    # Ada wins
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"], "damage": 80,
             "squires": ["Ember Page", "Cinder Squire"]}  # 80 + 10 HP (Cinder Squire): 10 left
    state = start(seat(rider, collected=4, blood=["Stone Gate"], garrison=[{"card": "Pyre Adept"}]),
                  seat({"card": "Ember Warden", "damage": 50}, collected=4, blood=["Stone Gate"],
                       garrison=[{"card": "Tide Sentinel"}]))
    state = roll(act(state, Attack(seat=0, attack=1, target=combat_of(state, 1).card)), 15)
    p = GAME.pending(state)
    assert isinstance(p, Over) and p.winner == 0 and p.rule == "SC-1"


def test_both_champions_die_the_player_whose_turn_is_next_places_first():
    # rule 31: both in-combat Champions die on Ada's turn: Bo (next) moves his Squire and places
    # his Champion first, then Ada
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"], "damage": 80,
             "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(rider, garrison=[{"card": "Pyre Adept"}]),
                  seat({"card": "Ember Warden", "damage": 50, "squires": ["Tide Page"]},
                       garrison=[{"card": "Tide Sentinel"}], deck=["Sunder"]))
    state = roll(act(state, Attack(seat=0, attack=1, target=combat_of(state, 1).card)), 15)
    assert state.sides[0].collected == 1 and state.sides[1].collected == 1
    order = []
    while isinstance(p := GAME.pending(state), Decision) and p.rule in ("SC-44", "SC-45"):
        order.append((p.seat, p.rule))
        state = act(state, p.options[0])
    assert order == [(1, "SC-44"), (1, "SC-45"), (0, "SC-44"), (0, "SC-44"), (0, "SC-45")]
    assert state.active == 1  # then Bo's turn


def test_rally_call_moves_a_bleeding_champion_without_the_retreat_damage_or_its_traps():
    # rule 47: no 20 when "another non-retreat effect" moves it; cured in the garrison (48);
    # Bo's Caltrops trigger on a retreat, and Rally Call is none (not asked)
    state = start(seat({"card": "Ember Warden", "conditions": ["bleeding"], "damage": 30},
                       garrison=[{"card": "Pyre Adept"}], hand=["Rally Call"]),
                  seat("Tide Sentinel", traps=["Caltrops"]))
    warden, adept = combat_of(state, 0).card, one(state, "Pyre Adept")
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-15"
    state = act(state, BringIn(seat=0, card=adept))
    unit = state.sides[0].garrison[0]
    assert unit.card == warden and unit.damage == 30 and unit.conditions == []
    assert state.sides[1].traps == [one(state, "Caltrops")]


def test_a_squire_sacrificed_for_a_bleeding_champions_retreat_still_costs_the_20():
    # rule 49: a sacrifice "still counts as a retreat attempt and any effects triggered by
    # retreating still occur": Bleeding's 20 on the successful retreat (rule 47)
    state = start(seat({"card": "Ember Warden", "conditions": ["bleeding"], "squires": ["Ember Page"]},
                       garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel"))
    warden = combat_of(state, 0).card
    state = act(state, Retreat(seat=0))
    state = act(state, Sacrifice(seat=0, squire=one(state, "Ember Page")))
    unit = state.sides[0].garrison[-1]
    assert unit.card == warden and unit.damage == 20 and unit.conditions == []


def test_battle_hymn_stays_with_the_combat_position_through_rally_call():
    # rule 21: an effect on your in-combat Champions applies to whoever enters the position
    state = start(seat({"card": "Ember Warden"}, garrison=[{"card": "Pyre Adept"}],
                       hand=["Battle Hymn", "Rally Call"]),
                  seat("Tide Sentinel"))
    state = act(state, PlayAction(seat=0, card=one(state, "Battle Hymn")))
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    state = act(state, BringIn(seat=0, card=one(state, "Pyre Adept")))
    from engine.games.sceptre.stats import stat
    assert stat(state, 0, combat_of(state, 0), True, "skl") == 4 + 2
    assert stat(state, 0, state.sides[0].garrison[0], False, "skl") == 2  # the Warden's own


def test_tangling_net_on_ones_own_turn_lasts_to_that_turns_end_only():
    # Bo's Net Disarms Ada's Warden as she announces a retreat, on her turn (rule 47: cured at
    # the end of her turn); she stops after a failed roll, cannot attack, ends the turn
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]},
                       garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel", traps=["Tangling Net"], deck=["Sunder"]))
    state = act(state, Retreat(seat=0))
    state = act(state, SpringTrap(seat=1, card=one(state, "Tangling Net"), trigger=True))
    state = roll(act(state, RetreatRollAgain(seat=0)), 1, 20)
    state = act(state, StopRetreat(seat=0))
    refused(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card), "SC-47-disarmed")
    state = act(state, EndTurn(seat=0))
    assert "disarmed" not in combat_of(state, 0).conditions


def test_an_opponent_disarmed_on_my_turn_cannot_attack_on_its_next_turn_and_is_cured_after():
    # Riptide Thrust (16+: Disarmed) on Ada's turn 2: Bo cannot attack on turn 3; cured at its end
    state = start(seat({"card": "Reef Lancer", "coins": ["Copper Coin"], "squires": ["Tide Page"]},
                       deck=["Sunder"]),
                  seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, deck=["Sunder"]))
    warden = combat_of(state, 1).card
    state = roll(act(state, Attack(seat=0, attack=0, target=warden)), 19, 16)
    assert combat_of(state, 1).conditions == ["disarmed"] and state.active == 1
    refused(state, Attack(seat=1, attack=0, target=combat_of(state, 0).card), "SC-47-disarmed")
    state = act(state, EndTurn(seat=1))
    assert combat_of(state, 1).conditions == []


def test_both_champions_die_and_neither_can_place_the_next_player_loses():
    # rules 31 and 45 (SC-both-lose): the player whose turn is next places first, so Bo,
    # with an empty garrison, loses first
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"], "damage": 80,
             "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(rider), seat({"card": "Ember Warden", "damage": 50}))
    state = roll(act(state, Attack(seat=0, attack=1, target=combat_of(state, 1).card)), 15)
    p = GAME.pending(state)
    assert isinstance(p, Over) and p.winner == 0 and p.rule == "SC-45"


def test_spiked_palisade_and_the_attack_kill_both_the_attackers_blood_card_counts_first():
    # rule 31: "The attacking Champion's damage hits before" the damage it takes back; both
    # have one Blood Card to collect: Ada wins
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "damage": 80},
                       collected=4, blood=["Stone Gate"]),
                  seat({"card": "Pyre Adept", "damage": 60}, traps=["Spiked Palisade"],
                       collected=4, blood=["Stone Gate"]))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    state = act(state, SpringTrap(seat=1, card=one(state, "Spiked Palisade"), trigger=True))
    p = GAME.pending(state)
    assert isinstance(p, Over) and p.winner == 0


def test_a_killed_champions_second_squire_with_no_home_left_is_discarded_unasked():
    # rule 44: Bo's Sentinel dies with two Squires; his garrisoned Oracle has one slot: the
    # first Squire may go there (asked), the second then has no home and is discarded
    # (SC-choice-asked: no choice is asked where only one outcome is legal)
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "damage": 99, "squires": ["Tide Page", "Stone Page"]},
                       garrison=[{"card": "Mist Oracle", "squires": ["Wandering Squire"]}]))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    oracle, page, stone = one(state, "Mist Oracle"), one(state, "Tide Page"), one(state, "Stone Page")
    p = GAME.pending(state)
    assert p.rule == "SC-44" and MoveSquire(seat=1, squire=page, target=oracle) in p.options
    state = act(state, MoveSquire(seat=1, squire=page, target=oracle))
    p = GAME.pending(state)
    assert p.rule == "SC-45"  # the place in combat next: the Stone Page went to the discard
    assert stone in state.sides[1].discard


def test_a_killed_garrisoned_champions_squires_cannot_move_onto_the_champion_in_combat():
    # rule 44: "Squires cannot be moved from a killed garrisoned Champion onto the current
    # in-combat Champion": Ash Storm kills Bo's garrisoned Oracle; its Squire may go to the
    # other garrisoned Champion or be discarded, never onto the Sentinel in combat
    marshal = {"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
               "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(marshal),
                  seat("Tide Sentinel", garrison=[{"card": "Mist Oracle", "damage": 50,
                                                   "squires": ["Tide Page"], "face_down": False},
                                                  {"card": "Reef Lancer"}]))
    oracle, sentinel = one(state, "Mist Oracle"), combat_of(state, 1).card
    state = roll(act(state, Attack(seat=0, attack=1, target=oracle)), 15)
    targets = {o.target for o in options(state)}
    assert targets == {one(state, "Reef Lancer"), None}
    refused(state, MoveSquire(seat=1, squire=one(state, "Tide Page"), target=sentinel), "SC-44")


def test_rallying_horn_heals_a_damaged_champion_replacing_a_killed_one():
    # Bo's Trap: "when one of your damaged Champions enters combat from the garrison"; a
    # replacement after a kill (rule 45) is such an entry
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat({"card": "Pyre Adept", "damage": 60}, traps=["Rallying Horn"],
                       garrison=[{"card": "Tide Sentinel", "damage": 30}]))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    state = act(state, BringIn(seat=1, card=one(state, "Tide Sentinel")))
    p = GAME.pending(state)
    assert p.seat == 1 and p.rule == "SC-25"
    state = act(state, SpringTrap(seat=1, card=one(state, "Rallying Horn"), trigger=True))
    assert combat_of(state, 1).damage == 10


def test_smoke_snare_is_not_asked_for_an_attack_without_a_roll():
    # Bo's Smoke Snare triggers on "an attack that needs a roll"; Undermine needs none
    sapper = {"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Stone Page"]}
    state = start(seat(sapper), seat("Tide Sentinel", traps=["Smoke Snare"],
                                     garrison=[{"card": "Mist Oracle"}]))
    state = act(state, Attack(seat=0, attack=1, target=None, slot=0))
    assert state.sides[1].traps == [one(state, "Smoke Snare")]
    assert one(state, "Mist Oracle") not in state.revealed  # rule 35: no roll, not revealed
    assert state.sides[1].garrison[0].damage == 30


def test_healing_spring_rests_while_the_gate_is_down_and_resumes_on_a_new_gate():
    # rule 27: with its Gate destroyed the Exterior is inactive; a new Gate reactivates it
    state = start(seat({"card": "Ember Warden", "damage": 40}, gate="Stone Gate",
                       exterior="Healing Spring", hand=["Stone Gate"], deck=["Sunder", "Sunder"]),
                  seat("Tide Sentinel", hand=["Siege Ram", "Silver Coin"], deck=["Sunder", "Sunder"]),
                  active=1, turn=3)
    state = act(state, PlayAction(seat=1, card=one(state, "Siege Ram")))
    assert state.sides[0].gate is None and state.sides[0].exterior is not None
    state = act(state, EndTurn(seat=1))  # Ada's turn 4: no heal without a Gate
    assert combat_of(state, 0).damage == 40
    gate = [c for c in state.sides[0].hand if state.name(c) == "Stone Gate"][0]
    from engine.games.sceptre.events import PlayGate
    state = act(state, PlayGate(seat=0, card=gate))
    state = act(state, EndTurn(seat=0))
    state = act(state, EndTurn(seat=1))  # Ada's turn 6 starts with the Spring active again
    assert combat_of(state, 0).damage == 30


def test_war_drums_count_only_the_turns_its_gate_stands():
    # rule 27's "resume from the point when it became inactive": two of three turns left when
    # the Gate falls; they are counted again only once a new Gate is played
    state = start(seat("Ember Warden", gate="Stone Gate", exterior="War Drums", exterior_left=2,
                       hand=["Stone Gate"], deck=["Sunder"] * 4),
                  seat("Tide Sentinel", hand=["Siege Ram", "Silver Coin"], deck=["Sunder"] * 4),
                  active=1, turn=3)
    state = act(state, PlayAction(seat=1, card=one(state, "Siege Ram")))
    state = act(state, EndTurn(seat=1))
    state = act(state, EndTurn(seat=0))  # an inactive turn: not counted
    assert state.sides[0].exterior_left == 2
    state = act(state, EndTurn(seat=1))
    from engine.games.sceptre.events import PlayGate
    gate = [c for c in state.sides[0].hand if state.name(c) == "Stone Gate"][0]
    state = act(state, EndTurn(seat=0) if False else PlayGate(seat=0, card=gate))
    state = act(state, EndTurn(seat=0))
    assert state.sides[0].exterior_left == 1


def test_an_empty_deck_draws_nothing_and_loses_nothing_and_tunneler_is_not_offered():
    # rule 29: no loss for an empty deck; Tunneler (draw a card) has nothing to draw
    state = start(seat("Ember Warden", deck=[]),
                  seat("Tide Sentinel", garrison=[{"card": "Cliff Sapper", "face_down": False}],
                       deck=[], hand=["Sunder"]))
    state = act(state, EndTurn(seat=0))
    assert state.active == 1 and state.sides[1].hand == [one(state, "Sunder")]
    assert not any(isinstance(o, UseAbility) for o in options(state))


def test_the_first_player_may_retreat_on_the_first_turn_but_not_attack():
    # rule 9: "They may perform any other action that turn"
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]},
                       garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel"), turn=1)
    assert Retreat(seat=0) in options(state)
    assert EndTurn(seat=0) in options(state)
    refused(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card), "SC-9")


def test_a_disarmed_champion_may_still_retreat():
    # rule 47: "A Disarmed Champion can still retreat to the garrison and use their Ability"
    state = start(seat({"card": "Ember Warden", "conditions": ["disarmed"]},
                       garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel"))
    assert Retreat(seat=0) in options(state)


def test_outrider_heals_as_often_as_there_are_coppers_and_damage():
    # rule 34: an Ability not marked once per turn "can be used repeatedly"
    state = start(seat({"card": "Ashfang Rider", "damage": 20},
                       hand=["Copper Coin", "Copper Coin", "Copper Coin"]), seat("Tide Sentinel"))
    rider = combat_of(state, 0).card
    coppers = [c for c in state.sides[0].hand]
    state = act(state, UseAbility(seat=0, card=rider, target=coppers[0]))
    state = act(state, UseAbility(seat=0, card=rider, target=coppers[1]))
    assert combat_of(state, 0).damage == 0
    refused(state, UseAbility(seat=0, card=rider, target=coppers[2]), "SC-34")  # no damage left


def test_a_body_equipment_replaced_by_one_without_its_hp_kills_at_once():
    # rule 24 (the old one discarded) with SC-hp-zero: Tide Sentinel, 100 HP + Chain Hauberk's
    # 20, has 105 damage; Tidewoven Mail in the Body slot takes the Hauberk's place: 100 HP,
    # dead at once, and Bo collects a Blood Card
    state = start(seat({"card": "Tide Sentinel", "damage": 105, "gear": ["Chain Hauberk"]},
                       garrison=[{"card": "Reef Lancer"}], hand=["Tidewoven Mail", "Copper Coin"]),
                  seat("Ember Warden"))
    from engine.games.sceptre.events import PlayEquipment
    sentinel = combat_of(state, 0).card
    state = act(state, PlayEquipment(seat=0, card=one(state, "Tidewoven Mail"), target=sentinel))
    assert state.sides[1].collected == 1
    assert sentinel in state.sides[0].discard and one(state, "Chain Hauberk") in state.sides[0].discard
    p = GAME.pending(state)
    assert p.seat == 0 and p.rule == "SC-45"


# -- loose end: Royal Levy with no Coin in the deck (SC-search-blind, sceptre-7) --------------
# sceptre-8 made the play one option and the Coin a choice after the search
# (test_sc_hunt17); these hold sceptre-7's play, which its recorded matches still fold by
def _v7(a, b):
    from engine.registry import get_game
    v7 = get_game("sceptre", "sceptre-7")
    return v7, v7.start(v7.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [a, b]}))


def test_royal_levy_is_played_with_no_coin_in_the_deck_finds_nothing_and_shuffles():
    # Ada's deck holds no Coin; her Blood Cards (face down, unseen by her, rule 6) hold two.
    # Refusing the play told her, before any search, where her Coins were; sceptre-7 lets her
    # play it: the search finds nothing, the deck is shuffled (the dealer's shuffle is due)
    from engine.registry import get_game
    ada = seat("Ember Warden", hand=["Royal Levy"], deck=["Sunder", "Iron Helm"],
               blood=["Gold Coin", "Silver Coin", "Stone Gate", "Stone Gate", "Stone Gate"])
    v7, state = _v7(ada, seat("Tide Sentinel"))
    levy = one(state, "Royal Levy")
    assert [o for o in v7.pending(state).options if isinstance(o, PlayAction)] == \
        [PlayAction(seat=0, card=levy)]
    assert v7.describe(state, PlayAction(seat=0, card=levy)) == \
        "Ada plays Royal Levy (takes no Coin)"
    with pytest.raises(IllegalEvent) as err:  # none in the deck
        v7.apply(v7.clone(state), PlayAction(seat=0, card=levy, choice="gold"), check=True)
    assert err.value.rule == "SC-22"
    after = v7.apply(v7.clone(state), PlayAction(seat=0, card=levy), check=True)
    assert levy in after.sides[0].discard and after.sides[0].hand == []
    p = v7.pending(after)
    assert isinstance(p, Chance) and p.shuffle and p.seat == 0
    # sceptre-6 refused the play
    v6 = get_game("sceptre", "sceptre-6")
    old = v6.start(v6.genesis(["Ada", "Bo"], [], "0" * 64,
                              position={"seats": [ada, seat("Tide Sentinel")]}))
    assert not any(isinstance(o, PlayAction) for o in v6.pending(old).options)


def test_royal_levy_without_gold_may_take_the_lower_coin_or_nothing():
    # rule 18: with no Gold in the deck "you may select a Silver or Copper instead": may, so
    # taking nothing is an option too (sceptre-7); with a Gold, the Gold
    from engine.registry import get_game
    ada = seat("Ember Warden", hand=["Royal Levy"], deck=["Silver Coin", "Copper Coin"])
    v7, state = _v7(ada, seat("Tide Sentinel"))
    levy = one(state, "Royal Levy")
    assert [o for o in v7.pending(state).options if isinstance(o, PlayAction)] == [
        PlayAction(seat=0, card=levy, choice="silver"), PlayAction(seat=0, card=levy, choice="copper"),
        PlayAction(seat=0, card=levy)]
    state = v7.apply(state, PlayAction(seat=0, card=levy), check=True)
    assert state.sides[0].hand == [] and len(state.sides[0].deck) == 2
    v6 = get_game("sceptre", "sceptre-6")
    old = v6.start(v6.genesis(["Ada", "Bo"], [], "0" * 64,
                              position={"seats": [ada, seat("Tide Sentinel")]}))
    assert [o.choice for o in v6.pending(old).options if isinstance(o, PlayAction)] == ["silver", "copper"]


def test_royal_levy_with_an_empty_deck_has_nothing_to_search():
    state = start(seat("Ember Warden", hand=["Royal Levy"], deck=[]), seat("Tide Sentinel"))
    assert not any(isinstance(o, PlayAction) for o in options(state))
    refused(state, PlayAction(seat=0, card=one(state, "Royal Levy")), "SC-22")


# -- written positions: counters of time no match can hold (sceptre-7) -----------------------
import pytest  # noqa: E402

_BO = {"combat": {"card": "Tide Sentinel"}}


@pytest.mark.parametrize("seat0, kw, words", [
    # an effect that ended at the end of turn 2 would never end at turn 5 (effects end at the
    # end of their turn): Sunder's -2 DEF for good
    ({"combat": {"card": "Ember Warden", "mods": [{"stat": "dfn", "value": -2, "until": 2}]}},
     {"turn": 5}, "Ember Warden of seat 0's `mods`: an effect until the end of turn 2 ended "
                  "before this turn 5 [SC-turn-6]"),
    ({"combat": {"card": "Ember Warden"}, "combat_mods": [{"stat": "skl", "value": 2, "until": 9}]},
     {"turn": 5}, "seat 0's `combat_mods`: an effect until the end of turn 9 lasts past the next "
                  "turn (6), as no effect does [SC-turn-6]"),
    ({"combat": {"card": "Ember Warden", "mods": [{"stat": "luck", "value": 2}]}}, {},
     "`stat` is one of hp, dfn, skl, spd, dmg, roll, not 'luck'"),
    # rule 47: Ada's own Champion, Disarmed on her turn 4, is cured at its end, not turn 5's
    ({"combat": {"card": "Ember Warden", "conditions": ["disarmed"], "disarmed_until": 5}},
     {"turn": 4}, "Ember Warden of seat 0 is Disarmed until the end of turn 5; rule 47 cures it "
                  "at the end of turn 4 (its own turn) [SC-47-disarmed]"),
    # a once-per-turn Ability used in turn 7, at turn 4: it would count as used in turn 7
    ({"combat": {"card": "Quarry Knight", "used": 7}}, {"turn": 4},
     "Quarry Knight of seat 0 used its Ability in turn 7, after this turn 4 [SC-34]"),
    ({"combat": {"card": "Ember Warden"}, "deck": ["Sunder"]}, {"quiet": 1},
     "`quiet` counts turns while both decks are empty"),
    ({"combat": {"card": "Ember Warden"}}, {"quiet": 2}, "ended the match in a stalemate"),
])
def test_a_position_with_a_counter_of_time_no_match_holds_is_refused_from_sceptre_7(seat0, kw, words):
    from engine.protocol import InvalidSetup
    from engine.registry import get_game
    position = {"seats": [{"blood": ["Stone Gate"] * 5, **seat0}, _BO], **kw}
    with pytest.raises(InvalidSetup) as err:
        GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=position)
    assert words in str(err.value)
    older = get_game("sceptre", "sceptre-6")  # taken as written before, as recorded
    assert older.start(older.genesis(["Ada", "Bo"], [], "0" * 64, position=position)) is not None


def test_an_effect_written_until_the_end_of_this_turn_ends_with_it():
    state = start(seat({"card": "Ember Warden", "mods": [{"stat": "dfn", "value": -2, "until": 2}]}),
                  seat("Tide Sentinel", deck=["Sunder"]))
    state = act(state, EndTurn(seat=0))
    assert combat_of(state, 0).mods == []


# -- judgement calls named in the rule index ---------------------------------------------------
def test_a_champion_that_failed_its_dazed_roll_is_still_moved_by_its_players_cards():
    # SC-daze-moved: "cannot take any action" keeps it from attacking, retreating and using
    # its Ability; Rally Call is its player's Action, not its own: it goes to the garrison
    # (cured, rule 48), and a stuck garrisoned one may be put into combat, still unable to act
    warden = {"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["dazed"], "stuck": True}
    matriarch = {"card": "Iron Matriarch", "coins": ["Silver Coin"], "conditions": ["dazed"],
                 "stuck": True, "face_down": False}
    state = start(seat(warden, garrison=[matriarch], hand=["Rally Call"]), seat("Tide Sentinel"))
    refused(state, Retreat(seat=0), "SC-47-dazed")
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    state = act(state, BringIn(seat=0, card=one(state, "Iron Matriarch")))
    assert state.sides[0].garrison[-1].conditions == [] and not state.sides[0].garrison[-1].stuck
    assert combat_of(state, 0).stuck
    refused(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card), "SC-47-dazed")
    assert EndTurn(seat=0) in options(state)


def test_a_squire_replaced_by_one_giving_more_hp_leaves_its_champion_alive():
    # SC-replace-once: rule 42 discards the old Squire "first, then" attaches the new one; the
    # replacement is one play and the Champion's HP is looked at once it is done: Tide
    # Sentinel, 100 HP + Cinder Squire's 10, 105 damage, takes Brine Squire (+20 HP to a
    # Tidemark Champion) in its place: 120 HP, alive
    state = start(seat({"card": "Tide Sentinel", "damage": 105, "squires": ["Cinder Squire"]},
                       hand=["Brine Squire"]), seat("Ember Warden"))
    from engine.games.sceptre.events import AttachSquire
    sentinel = combat_of(state, 0).card
    state = act(state, AttachSquire(seat=0, card=one(state, "Brine Squire"), target=sentinel,
                                    replace=one(state, "Cinder Squire")))
    assert combat_of(state, 0).card == sentinel and state.sides[1].collected == 0
    assert combat_of(state, 0).squires == [one(state, "Brine Squire")]


# -- more interactions and timing --------------------------------------------------------------
def test_a_multiple_attacks_damage_bonus_is_added_once_to_the_sum():
    # rule 30 and Turn Order 4C: Hammerfall's two dice both 11+ (20 each) sum to 40, and Forge
    # Squire's +10 damage is added to the total once: 50, not 60
    matriarch = {"card": "Iron Matriarch", "coins": ["Silver Coin"], "squires": ["Forge Squire"]}
    state = start(seat(matriarch), seat("Granite Bulwark"))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 19, 12, 15)
    assert combat_of(state, 1).damage == 50


def test_a_squire_killed_by_an_attack_gives_no_blood_card_but_its_champion_may_die_of_it():
    # rule 40: the Squire takes the attack's damage and its bonus (Pick Strike 20 + Forge
    # Squire's 10 = 30: the Cinder Squire's 30 HP); rule 39: no Blood Card for it. Its +10 HP
    # leaves Bo's Warden (90 HP, 95 damage): it dies of it (SC-hp-zero), which does give one
    sapper = {"card": "Cliff Sapper", "coins": ["Copper Coin"], "squires": ["Forge Squire"]}
    state = start(seat(sapper), seat({"card": "Ember Warden", "damage": 95,
                                      "squires": ["Cinder Squire"]},
                                     garrison=[{"card": "Tide Sentinel"}]))
    cinder, warden = one(state, "Cinder Squire"), combat_of(state, 1).card
    state = roll(act(state, Attack(seat=0, attack=0, target=cinder)), 15)  # 15 + 3 > DEF 6
    assert cinder in state.sides[1].discard and warden in state.sides[1].discard
    assert state.sides[0].collected == 1  # for the Warden alone


def test_a_squire_killed_alone_gives_no_blood_card():
    sapper = {"card": "Cliff Sapper", "coins": ["Copper Coin"], "squires": ["Forge Squire"]}
    state = start(seat(sapper), seat({"card": "Ember Warden", "squires": ["Cinder Squire"]}))
    cinder = one(state, "Cinder Squire")
    state = roll(act(state, Attack(seat=0, attack=0, target=cinder)), 15)
    assert cinder in state.sides[1].discard and combat_of(state, 1).squires == []
    assert state.sides[0].collected == 0


def test_a_champion_killed_in_the_garrison_is_not_replaced_and_gives_a_blood_card():
    # rule 44 covers a garrisoned kill; only a Champion killed in combat is replaced (rule 45)
    marshal = {"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
               "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(marshal), seat("Tide Sentinel", deck=["Sunder"],
                                      garrison=[{"card": "Mist Oracle", "damage": 50, "face_down": False}]))
    oracle = one(state, "Mist Oracle")
    state = roll(act(state, Attack(seat=0, attack=1, target=oracle)), 15)
    assert oracle in state.sides[1].discard and state.sides[0].collected == 1
    assert state.active == 1 and isinstance(GAME.pending(state), Decision)
    assert GAME.pending(state).rule == "SC-turn-3"


def test_after_announcing_an_attack_no_card_is_played_while_the_opponent_decides():
    # rule 30: "attacking ends your turn and you cannot play any more cards", also while the
    # opponent decides on a Trap or replaces a killed Champion
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, hand=["Battle Hymn"]),
                  seat({"card": "Pyre Adept", "damage": 60}, traps=["Spiked Palisade"],
                       garrison=[{"card": "Tide Sentinel"}]))
    hymn = one(state, "Battle Hymn")
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    assert GAME.pending(state).rule == "SC-25"  # Bo's Palisade
    refused(state, PlayAction(seat=0, card=hymn), "SC-30-ends")
    state = act(state, SpringTrap(seat=1, card=one(state, "Spiked Palisade"), trigger=False))
    assert GAME.pending(state).rule == "SC-45"  # Bo replaces his Adept
    refused(state, PlayAction(seat=0, card=hymn), "SC-30-ends")


def test_a_bleeding_attacker_hit_back_by_a_palisade_takes_both():
    # rule 47's 10 when it attacks and the Trap's 20 are separate damage: 30 in all
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["bleeding"]}),
                  seat("Tide Sentinel", traps=["Spiked Palisade"]))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    state = act(state, SpringTrap(seat=1, card=one(state, "Spiked Palisade"), trigger=True))
    assert combat_of(state, 0).damage == 30


def test_dazed_rolls_between_turns_come_for_every_dazed_champion_of_both_players():
    # rule 47: "Roll a die between turns for each Champion in the arena that is Dazed"
    state = start(seat({"card": "Ember Warden", "conditions": ["dazed"]}, deck=["Sunder"]),
                  seat({"card": "Tide Sentinel", "conditions": ["dazed"]}, deck=["Sunder"]))
    state = act(state, EndTurn(seat=0))
    state = roll(state, 3, 17)  # Ada's Warden fails, Bo's Sentinel is cured
    assert combat_of(state, 0).stuck and combat_of(state, 0).conditions == ["dazed"]
    assert combat_of(state, 1).conditions == [] and not combat_of(state, 1).stuck
    assert isinstance(GAME.pending(state), Decision) and state.active == 1


def test_a_new_exterior_replaces_the_old_and_war_drums_start_their_three_turns():
    # rule 27: the previous Exterior is discarded; War Drums (Copper) counts its own turns
    from engine.games.sceptre.events import PlayExterior
    state = start(seat("Ember Warden", gate="Stone Gate", exterior="Watchtower",
                       hand=["War Drums", "Copper Coin"]), seat("Tide Sentinel"))
    watch = one(state, "Watchtower")
    state = act(state, PlayExterior(seat=0, card=one(state, "War Drums")))
    assert watch in state.sides[0].discard and one(state, "Copper Coin") in state.sides[0].discard
    assert state.sides[0].exterior == one(state, "War Drums") and state.sides[0].exterior_left == 3


def test_a_combat_ability_does_not_work_in_the_garrison_nor_a_garrison_one_in_combat():
    # rule 34: Steadfast (Combat) from the garrison, Kindle (Garrison) in combat
    state = start(seat({"card": "Pyre Adept", "damage": 10},
                       garrison=[{"card": "Quarry Knight", "damage": 20, "face_down": False}]),
                  seat("Tide Sentinel"))
    refused(state, UseAbility(seat=0, card=one(state, "Quarry Knight")), "SC-34")
    refused(state, UseAbility(seat=0, card=combat_of(state, 0).card), "SC-34")


def test_a_once_per_turn_ability_is_used_once_and_again_next_turn():
    state = start(seat({"card": "Tide Sentinel", "damage": 30},
                       garrison=[{"card": "Pyre Adept", "face_down": False}], deck=["Sunder"]),
                  seat("Ember Warden", deck=["Sunder"]))
    adept = one(state, "Pyre Adept")
    state = act(state, UseAbility(seat=0, card=adept))
    assert combat_of(state, 0).damage == 20
    refused(state, UseAbility(seat=0, card=adept), "SC-34")
    state = act(act(state, EndTurn(seat=0)), EndTurn(seat=1))
    state = act(state, UseAbility(seat=0, card=adept))
    assert combat_of(state, 0).damage == 10


def test_two_traps_of_one_attack_are_asked_at_their_own_moments():
    # Bo's Smoke Snare (an attack announced) is asked before the roll, his Spiked Palisade
    # (his Champion takes damage) after it: 19 - 4 + SKL 2 = 17 still beats DEF 10
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}),
                  seat("Tide Sentinel", traps=["Spiked Palisade", "Smoke Snare"]))
    state = act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card))
    p = GAME.pending(state)
    assert p.rule == "SC-25" and p.options[0].card == one(state, "Smoke Snare")
    state = roll(act(state, p.options[0]), 19)
    p = GAME.pending(state)
    assert p.rule == "SC-25" and p.options[0].card == one(state, "Spiked Palisade")
    state = act(state, p.options[0])
    assert combat_of(state, 1).damage == 20 and combat_of(state, 0).damage == 20


def test_a_bleeding_attacker_that_dies_of_it_gives_the_defender_the_last_blood_card():
    # rule 47: 10 "when they attack"; the Blood Card goes to the opponent (Turn Order 5), the
    # fifth wins (rule 1) on the attacker's own turn
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["bleeding"],
                        "damage": 85}, garrison=[{"card": "Pyre Adept"}]),
                  seat("Tide Sentinel", collected=4, blood=["Stone Gate"]))
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 1)
    p = GAME.pending(state)
    assert isinstance(p, Over) and p.winner == 1 and p.rule == "SC-1"


def test_at_a_table_no_position_is_written_while_a_drawn_card_waits_to_be_shown():
    # the turn's draw waits, undone, until the table names the card (SC-table-unseen): the
    # export carried that work (the turn not yet begun) and the match started from it had no
    # decision to ask; it is refused, naming the card to show
    import test_sc_table_luck as T
    from engine.protocol import PositionUnavailable
    from tests.tablescript import play
    for n in range(len(T.MATCH)):
        state = play(GAME, T._genesis(), T.MATCH[:n])
        if state.turn >= 1 and state.table.showing is not None \
                and type(state.stack[-1]).__name__ == "BeginTurn":
            break
    else:
        raise AssertionError("no turn's draw waits to be shown in the scripted match")
    with pytest.raises(PositionUnavailable) as err:
        GAME.position(state)
    assert err.value.reason.startswith("the table is still to show the top card of Bob's deck")


def test_a_garrisoned_champion_has_its_exteriors_def_but_not_its_combat_ability():
    # rule 27: Bo's Watchtower (+1 DEF) covers his garrison; rule 34: Hearth Guard (+2 DEF,
    # Combat) does not work there. Ash Storm on his garrisoned Ember Warden meets DEF 9 + 1:
    # Marshal's roll + SKL 2 + Ember Page's 1 must be 11 or more
    marshal = {"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
               "squires": ["Ember Page", "Cinder Squire"]}
    bo = seat("Tide Sentinel", gate="Stone Gate", exterior="Watchtower",
              garrison=[{"card": "Ember Warden", "face_down": False}])
    state = start(seat(marshal), bo)
    warden = one(state, "Ember Warden")
    miss = roll(act(GAME.clone(state), Attack(seat=0, attack=1, target=warden)), 7)
    assert miss.sides[1].garrison[0].damage == 0
    hit = roll(act(state, Attack(seat=0, attack=1, target=warden)), 8)
    assert hit.sides[1].garrison[0].damage == 50 + 10 + 10  # Ember Page's match, Warbanner


def test_a_written_position_short_of_blood_cards_still_needs_five_to_win():
    # rule 1: "Collect all 5 Blood Cards to win". Ada has collected 3 and her position lists
    # no Blood Card left to draw (SC-blood-short): her kill collects her 4th, with no card to
    # draw, and the match goes on; sceptre-6 made her win, her pile being empty
    from engine.registry import get_game
    ada = {"combat": {"card": "Ember Warden", "coins": ["Copper Coin"]}, "collected": 3}
    bo = {"combat": {"card": "Pyre Adept", "damage": 60}, "garrison": [{"card": "Tide Sentinel"}],
          "blood": ["Stone Gate"] * 5}
    state = start(ada, bo)
    state = roll(act(state, Attack(seat=0, attack=0, target=combat_of(state, 1).card)), 15)
    assert state.sides[0].collected == 4 and not state.over
    assert GAME.pending(state).rule == "SC-45"
    v6 = get_game("sceptre", "sceptre-6")
    old = v6.start(v6.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [ada, bo]}))
    old = v6.apply(old, Attack(seat=0, attack=0, target=old.sides[1].combat.card), check=True)
    old = v6.apply(old, Dealt(kind="d20", outcome=14), check=True)
    assert isinstance(v6.pending(old), Over) and v6.pending(old).winner == 0


def test_rally_call_needs_room_in_the_garrison():
    # rule 12: the garrison holds 4; Rally Call's move to it (not a retreat) needs a place too
    four = [{"card": c} for c in ("Pyre Adept", "Mist Oracle", "Reef Lancer", "Cliff Sapper")]
    state = start(seat("Ember Warden", garrison=four, hand=["Rally Call"]), seat("Tide Sentinel"))
    assert not any(isinstance(o, PlayAction) for o in options(state))
    refused(state, PlayAction(seat=0, card=one(state, "Rally Call")), "SC-22")


def test_a_garrisoned_champion_dying_of_a_squire_moved_away_gives_a_blood_card_and_the_turn_goes_on():
    # Flood Tactics (Surge Captain, Combat) pulls the Cinder Squire (+10 HP) off Ada's
    # garrisoned Warden (90 HP, 95 damage): it dies at once (SC-hp-zero), Bo collects a Blood
    # Card, its other Squire is Ada's to move, and her pre-attack step goes on
    captain = {"card": "Surge Captain", "coins": ["Silver Coin"], "squires": ["Tide Page"]}
    state = start(seat(captain, garrison=[{"card": "Ember Warden", "damage": 95, "face_down": False,
                                           "squires": ["Cinder Squire", "Ember Page"]},
                                          {"card": "Pyre Adept"}]),
                  seat("Tide Sentinel"))
    cinder, page, warden = one(state, "Cinder Squire"), one(state, "Ember Page"), one(state, "Ember Warden")
    state = act(state, UseAbility(seat=0, card=combat_of(state, 0).card, target=cinder))
    assert warden in state.sides[0].discard and state.sides[1].collected == 1
    assert combat_of(state, 0).squires == [one(state, "Tide Page"), cinder]
    p = GAME.pending(state)
    assert p.seat == 0 and p.rule == "SC-44"
    state = act(state, MoveSquire(seat=0, squire=page, target=one(state, "Pyre Adept")))
    assert GAME.pending(state).rule == "SC-turn-3"
    assert any(isinstance(o, Attack) for o in options(state))
