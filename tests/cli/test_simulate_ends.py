"""`simulate` ends every match of every game, and where it takes a turn limit to end one, that
limit is an option recorded in the genesis (issue 14: no invented endings), never a default."""

import json

import pytest

from engine.registry import game_ids, get_game

N = 3


def _json(r):
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_simulated_match_ends_verifies_and_records_its_turn_limit(run, game_id):
    ids = _json(run("simulate", game_id, "-n", N, "--seed", 4, "--json"))["matches"]
    verified = _json(run("verify", "--all", "--json"))
    assert verified["ok"] and verified["matches"] == ids and verified["revealed"] == N
    listed = _json(run("matches", "--json", "--limit", 0))
    assert [m["status"] for m in listed] == ["over"] * N
    cap = get_game(game_id).selfplay_options()
    for m in ids:
        genesis = _json(run("log", m, "--json"))[0]["event"]
        assert genesis["options"] == cap  # the limit, if any, is there for anyone to read
    assert ("max_turns" in cap) == (game_id in ("reaper", "ascendant"))


def test_a_game_whose_random_players_may_never_end_stops_its_agents_at_its_cap(run, monkeypatch):
    # Sceptre's random players can attack on for ever once their attacks cannot hurt (rule 29's
    # stalemate needs a turn without one): simulate stops its agents at the game's cap, leaving
    # the match unfinished and unrevealed, with no turn limit invented in the genesis
    from engine.games.sceptre.game import Sceptre

    assert Sceptre.selfplay_turn_cap and get_game("ardent-reapers").selfplay_turn_cap is None
    monkeypatch.setattr(Sceptre, "selfplay_turn_cap", 3)
    ids = _json(run("simulate", "sceptre", "-n", 2, "--seed", 4, "--json"))["matches"]
    listed = _json(run("matches", "--json", "--limit", 0))
    assert [m["status"] for m in listed] == ["in progress"] * 2
    verified = _json(run("verify", "--all", "--json"))
    assert verified["ok"] and verified["revealed"] == 0
    for m in ids:
        assert _json(run("log", m, "--json"))[0]["event"]["options"] == {}
        assert _json(run("show", m, "--json"))["view"]["turn"] == 4  # the agents stop past turn 3
    # an explicit cap still wins over the game's
    more = _json(run("simulate", "sceptre", "-n", 1, "--seed", 4, "--max-turns", 5, "--json"))
    assert _json(run("show", more["matches"][0], "--json"))["view"]["turn"] == 6
