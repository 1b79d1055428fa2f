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
