"""Explicit positions: hand-written ones are validated, and exporting any state then starting a
match from the export reproduces that state exactly (the same digest)."""

from __future__ import annotations

import json

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.ardent_reapers import ArdentReapers
from engine.games.ardent_reapers.position import Position, parse
from engine.games.ardent_reapers.state import CardState, Step
from engine.protocol import Decision, InvalidSetup
from engine.selfplay import play_out

GAME = ArdentReapers()
FILLER = ["Vix", "Jater", "Tessa", "Dark Velum", "Roxxy", "Yearn", "Pokets", "Anox", "Millipede",
          "Brother Bear", "Vile Bear", "Yewcha", "Renegade"]


def _hand_written() -> dict:
    """Seat 0: Renegade in play with Jater stashed, Vix in hand; seat 1: Pokets Dormant."""
    return {
        "active": 0, "turn": 5, "first": 1, "played": 0,
        "seats": [
            {"battle_line": [{"card": "renegade", "state": "Mature", "stash": ["Jater"]}],
             "hand": ["Vix", "OC-005"], "deck": FILLER[:11], "discard": ["Roxxy", "Yearn"],
             "score_pile": [{"card": "Anox", "owner": 1}]},
            {"battle_line": [["Pokets", "Dormant"], "Greaser"],
             "deck": FILLER[:12], "hand": ["Roat", "Nothing to See"]},
        ],
    }


def _genesis(position, decks=None, options=None):
    return GAME.genesis(["Ada", "Bo"], decks or [], "c0ffee", options, position)


def test_a_hand_written_position_starts_the_match_where_it_says():
    g = _genesis(_hand_written())
    assert [len(d) for d in g.decks] == [17, 17]
    assert g.position is not None and "players" not in g.position
    s = GAME.start(g)
    assert (s.active, s.turn, s.first, s.step) == (0, 5, 1, Step.MAIN)
    renegade = s.seats[0].battle_line[0]
    assert GAME.describe(s, GAME.pending(s).options[0])  # a decision, in the rules' words
    assert s.card_state[renegade] is CardState.MATURE
    assert [s.cards[c] for c in s.stash[renegade]] == ["OC-002"]
    assert s.owner[s.seats[0].score_pile[0]] == 1
    assert isinstance(GAME.pending(s), Decision) and GAME.pending(s).seat == 0


def test_the_position_struct_reads_json_and_numbers_cards_owner_by_owner():
    pos = parse(json.loads(json.dumps(_hand_written())))
    assert isinstance(pos, Position)
    s = GAME.start(_genesis(_hand_written()))
    assert s.owner == sorted(s.owner)  # seat 0's cards first, then seat 1's


@pytest.mark.parametrize("change, words", [
    (lambda p: p["seats"][0]["hand"].append("Nobody Special"), "unknown card 'Nobody Special' in seat 0's hand"),
    (lambda p: p["seats"][0]["hand"].append("Vix"), "Ada owns 18 cards in the position; a deck has 17"),
    (lambda p: p["seats"][0]["hand"].__setitem__(0, "Vix #3") or p["seats"][0]["deck"].__setitem__(0, "Vix #3"),
     "card #3 is in two places"),
    (lambda p: p["seats"][0]["hand"].__setitem__(0, "Vix #99"), "instance numbers run 0..33"),
    (lambda p: p["seats"][1]["battle_line"].append("Nothing to See") or p["seats"][1]["hand"].pop(),
     "Nothing to See (Action) cannot be in seat 1's battle line"),
    (lambda p: p["seats"][0].__setitem__("graveyard", []), "bad position"),
    (lambda p: p["seats"][0]["battle_line"][0].__setitem__("state", "Sleepy"), "unknown card state 'Sleepy'"),
    (lambda p: p.__setitem__("active", 2), "active must be seat 0 or 1"),
    (lambda p: p.__setitem__("flags", {"nonsense": 1}), "unknown flag 'nonsense'"),
    (lambda p: p.__setitem__("step", "Rotate Cards"), "starts at the Use, Play, or Discard Cards step"),
    (lambda p: p.__setitem__("revealed", ["Roat"]), "revealed card 'Roat' is in no hand of seat 0"),
])
def test_a_bad_position_is_refused_naming_the_problem(change, words):
    p = _hand_written()
    change(p)
    with pytest.raises(InvalidSetup) as err:
        _genesis(p)
    assert words in str(err.value)


def test_decks_given_with_a_position_must_be_the_cards_each_seat_owns():
    s = GAME.start(_genesis(_hand_written()))
    owned = [[c for c, o in zip(s.cards, s.owner) if o == seat] for seat in (0, 1)]
    assert _genesis(_hand_written(), decks=[list(reversed(owned[0])), owned[1]]).decks == owned
    with pytest.raises(InvalidSetup, match="Bo's deck differs"):
        _genesis(_hand_written(), decks=[owned[0], owned[1][:-1] + ["OC-001"]])


def test_the_deck_size_option_sets_how_many_cards_a_seat_owns():
    small = {"seats": [{"battle_line": ["Vix"], "hand": ["Jater"]}, {"battle_line": ["Anox", "Roat"]}]}
    with pytest.raises(InvalidSetup, match="Ada owns 2 cards in the position; a deck has 1"):
        _genesis(small, options={"deck_size": 1})
    s = GAME.start(_genesis(small, options={"deck_size": 2}))
    assert GAME.pending(s).seat == 0 and len(s.cards) == 4  # nothing padded


def _states(n_matches: int, salt: str):
    """Every state of a few simulated matches with random decks, after each event."""
    for i in range(n_matches):
        seed = dealer.seed_from_number(i, salt)
        decks = GAME.simulation_decks(dealer.seed_from_number(i, salt + "decks"))
        g = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed))
        state = GAME.start(g)
        yield state
        agents = [RandomAgent(dealer.seed_from_number(i, f"{salt}{s}")) for s in (0, 1)]
        for event, _ in play_out(GAME, g, seed, agents):
            state = GAME.apply(state, event, check=False)
            yield state


def test_position_round_trip_reproduces_every_state_of_simulated_matches():
    """Property: digest(start(genesis with position(state_N))) == digest(state_N) for every N."""
    seen = 0
    for state in _states(6, "positions"):
        exported = json.loads(json.dumps(GAME.position(state)))  # through JSON, as `show --json`
        again = GAME.start(GAME.genesis(list(state.players), [], "c0ffee", None, exported))
        assert GAME.digest(again) == GAME.digest(state), (seen, exported)
        assert GAME.position(again) == exported
        seen += 1
    assert seen > 100


def test_an_exported_position_is_readable():
    state = next(s for s in _states(1, "readable") if s.turn >= 3)
    pos = GAME.position(state)
    assert pos["players"] == ["Ada", "Bo"]
    entries = [e for seat in pos["seats"] for zone in seat.values() for e in zone]
    names = [e if isinstance(e, str) else e[0] if isinstance(e, list) else e["card"] for e in entries]
    assert all("#" in n and not n.startswith("OC-") for n in names)
    msgspec.convert(pos, Position)  # it is a Position
