"""Session 16's second rules hunt: how Sceptre's rules combine (two rules or cards at one
moment, the order of a turn's steps, edges of empty piles, zero values and ties), each case a
declarative position, a decision, and what the rules text says must follow."""

from __future__ import annotations

from engine.events import Dealt
from engine.protocol import Chance, Decision, Over
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
            ([], "holds at least one task")):
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
