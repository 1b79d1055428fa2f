"""`matches` lists a page at a time, filters by game, player and winner, and tells the result."""

import json

import pytest


@pytest.fixture
def listed(run):
    for game, n, seed in (("ardent-reapers", 4, 1), ("keyforge", 2, 1)):
        assert run("simulate", game, "-n", n, "--seed", seed, "--json").exit_code == 0
    assert run("new", "ardent-reapers", "--player", "Ann", "--player", "Bo", "--seed", 3).exit_code == 0
    return run


def _json(r):
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_limit_and_offset_page_through_the_matches_in_id_order(listed):
    assert [m["match"] for m in _json(listed("matches", "--json", "--limit", 3))] == [1, 2, 3]
    assert [m["match"] for m in _json(listed("matches", "--json", "--limit", 3, "--offset", 3))] == [4, 5, 6]
    assert [m["match"] for m in _json(listed("matches", "--json", "--limit", 0))] == list(range(1, 8))
    text = listed("matches", "--limit", 3).stdout
    assert "matches 1-3 of 7; next page: --offset 3" in text


def test_filters_by_game_player_and_winner_agree_with_each_matchs_outcome(listed):
    every = _json(listed("matches", "--json", "--limit", 0))
    kf = _json(listed("matches", "--json", "--game", "keyforge"))
    assert [m["match"] for m in kf] == [m["match"] for m in every if m["game"] == "keyforge"] == [5, 6]
    assert [m["match"] for m in _json(listed("matches", "--json", "--player", "ann"))] == [7]
    ended = [m for m in every if m["status"] == "over"]
    assert len(ended) == 6 and all(m["outcome"]["winner"] in m["players"] for m in ended)
    won_by_a = _json(listed("matches", "--json", "--limit", 0, "--winner", "agent a"))
    assert [m["match"] for m in won_by_a] == [m["match"] for m in ended if m["outcome"]["winner"] == "Agent A"]
    assert _json(listed("matches", "--json", "--winner", "draw")) == []


def test_the_result_column_names_the_winner_and_reason_as_show_does(listed):
    [first] = _json(listed("matches", "--json", "--limit", 1))
    shown = _json(listed("show", 1, "--json"))
    assert shown["outcome"] == first["outcome"]
    assert first["outcome"]["text"].startswith(f"{first['outcome']['winner']} wins: ")
    assert first["outcome"]["text"] in listed("matches").stdout
    [fresh] = _json(listed("matches", "--json", "--player", "Bo"))
    assert fresh["status"] == "in progress" and fresh["outcome"] is None
    assert "in progress" in listed("matches", "--player", "Bo").stdout



def test_an_empty_page_says_what_was_asked_for_and_names_an_unknown_game(listed):
    db = listed.db
    r = listed("matches", "--winner", "Nobody")
    assert r.exit_code == 0 and r.stdout.strip() == f"no matches won by 'Nobody' in {db}"
    r = listed("matches", "--game", "keyforge", "--winner", "draw")
    assert r.stdout.strip() == f"no matches of game 'keyforge' that ended in a draw in {db}"
    r = listed("matches", "--game", "keyfroge")
    assert r.stdout.strip().startswith(f"no matches of game 'keyfroge' in {db} (no game "
                                       "'keyfroge' is installed: ")
    assert "keyforge" in r.stdout
    r = listed("matches", "--offset", 50)
    assert r.stdout.strip() == "no matches from offset 50: there are 7 (--offset 0 lists the first)"
    assert listed("matches", "--offset", 50, "--json").stdout.strip() == "[]"
