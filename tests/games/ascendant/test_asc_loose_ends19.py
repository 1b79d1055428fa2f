"""Session 19's Ascendant loose end: the turn limit's winner is the seat still in with the most
health (ASC-assume-turn-limit, from ASC-0.4). A seat out is at zero health in every match
`new` creates (position.check_new), but a genesis is not checked again when a match is read
(a transcript imported, a match recorded before the check): one may name a seat out at its
starting health. ASC-0.3 read the best health over every seat, out or not, so such a seat
turned the limit into a draw; ASC-0.4 counts only the seats still in. Matches recorded under
ASC-0.3 fold as they were recorded."""

import msgspec
from asc_helpers import GAME, NAMES, over

from engine import dealer
from engine.events import Dealt, Genesis
from engine.games.ascendant.events import AttackKind, Declare
from engine.kit.dice import outcome_of
from engine.protocol import encode_event
from engine.registry import get_game
from replays.transcript_parse import parse_transcript

V03 = get_game("ascendant", "ASC-0.3")


def _genesis(game, seats: list[dict]) -> Genesis:
    """A three-seat genesis at Ann's turn 1 with a turn limit of 1, whose position names Bo out
    at 25 health: what a transcript's genesis may say, as `new` never writes it (it puts a seat
    out at 0)."""
    g = game.genesis(NAMES[:3], [], dealer.commitment(b"t" * 32), options={"max_turns": 1},
                     position={"seats": [dict(s, health=0) if s.get("out") else s for s in seats]})
    position = dict(g.position, seats=[dict(w, health=s["health"]) for w, s in zip(g.position["seats"], seats)])
    return msgspec.structs.replace(g, position=position)


SEATS = [dict(health=20), dict(health=25, out=True), dict(health=10)]
"""Ann at 20, Bo out at 25, Cy at 10."""


def _to_the_limit(game, genesis: Genesis):
    """Ann's ranged attack on Cy misses (Aim 1); nobody uses a card; turn 1 ends: the limit."""
    state = game.start(genesis)
    written = genesis.position["seats"]
    assert [s.health for s in state.seats] == [w["health"] for w in written] and state.seats[1].out
    state = game.apply(state, Declare(seat=0, attack=AttackKind.RANGED, opponent=2), check=True)
    return game.apply(state, Dealt(kind="d20", outcome=outcome_of(1)), check=True)


def test_at_the_turn_limit_the_seat_still_in_with_the_most_health_wins():
    """ASC-assume-turn-limit ("after N turns the highest health wins"): Bo is out, so his 25
    is no player's health in the match; Ann, with 20 against Cy's 10, wins. Bo can be neither
    attacked (ASC-open-5) nor the winner."""
    state = _to_the_limit(GAME, _genesis(GAME, SEATS))
    result = over(state)
    assert (result.winner, result.scores) == (0, [20, 25, 10])
    assert result.reason == "turn limit reached: Ann (seat 0) has the most health"
    assert result.rule == "ASC-assume-turn-limit"


def test_equal_health_among_the_seats_still_in_is_a_draw_whatever_a_seat_out_had():
    """ASC-assume-turn-limit ("equal health is a draw"): Ann and Cy both at 15, Bo out at 25."""
    seats = [dict(health=15), dict(health=25, out=True), dict(health=15)]
    result = over(_to_the_limit(GAME, _genesis(GAME, seats)))
    assert (result.winner, result.scores) == (None, [15, 25, 15])
    assert result.reason == "turn limit reached with equal health: a draw"


def test_such_a_match_recorded_under_asc_0_3_ends_as_it_did_in_a_draw():
    """ASC-0.3 took the best health over every seat: Bo's 25, held by no seat still in, so the
    limit called it a draw (Ann 20, Cy 10); kept so its matches replay as recorded."""
    genesis = _genesis(V03, SEATS)
    assert genesis.rules_version == "ASC-0.3"
    result = over(_to_the_limit(V03, genesis))
    assert (result.winner, result.scores) == (None, [20, 25, 10])
    assert result.reason == "turn limit reached with equal health: a draw"


def test_a_transcript_naming_a_seat_out_above_zero_is_read_as_written():
    """Why the case is reachable: a transcript's genesis is read as written (no `new` check of
    its position), so the one above is a match matchlog reads, imports and audits."""
    genesis = _genesis(GAME, SEATS)
    header = {"matchlog": 1, "game": "ascendant", "genesis": msgspec.json.decode(encode_event(genesis))}
    t = parse_transcript(msgspec.json.encode(header).decode() + "\n", "t.jsonl")
    assert t.genesis == genesis
    assert t.game.start(t.genesis).seats[1].health == 25
