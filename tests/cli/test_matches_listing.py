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
    r = listed("matches", "--game", "keyfroge")  # the one meant first, as `new keyfroge` says
    assert r.stdout.strip().startswith(f"no matches of game 'keyfroge' in {db} (no game "
                                       "'keyfroge' is installed; did you mean 'keyforge'? "
                                       "installed: ardent-reapers, ")
    r = listed("matches", "--game", "zzz")
    assert r.stdout.strip().startswith(f"no matches of game 'zzz' in {db} (no game 'zzz' is "
                                       "installed: ardent-reapers, ")
    r = listed("matches", "--offset", 50)
    assert r.stdout.strip() == "no matches from offset 50: there are 7 (--offset 0 lists the first)"
    assert listed("matches", "--offset", 50, "--json").stdout.strip() == "[]"


def test_a_result_noted_in_an_earlier_builds_words_is_listed_in_todays(run):
    """An Ascendant match recorded before its end's reason named the players was noted as
    "Agent C wins: seat 2 is the last one standing": `matches` (text and --json) tells it as
    the engine does now, as `show` does, and leaves the ledger's row as noted."""
    import sqlite3

    from ledger import Ledger

    assert run("simulate", "ascendant", "-n", 1, "--players", 3, "--seed", 2).exit_code == 0
    assert run("simulate", "keyforge", "-n", 1, "--seed", 1).exit_code == 0
    shown = _json(run("show", 1, "--json"))["outcome"]
    seat = shown["seat"]
    assert shown["reason"] == f"{shown['winner']} (seat {seat}) is the last one standing"
    old = {**shown, "reason": f"seat {seat} is the last one standing",
           "text": f"{shown['winner']} wins: seat {seat} is the last one standing"}
    with Ledger.open(run.db) as led:
        led.set_outcome(1, old)
    kf_before = _json(run("matches", "--json", "--game", "keyforge"))

    [listed] = _json(run("matches", "--json", "--game", "ascendant"))
    assert listed["outcome"] == shown
    assert shown["text"] in run("matches").stdout
    assert "wins: seat" not in run("matches").stdout
    assert _json(run("matches", "--json", "--game", "keyforge")) == kf_before
    with sqlite3.connect(run.db) as db:  # the noted words stay in the ledger
        [(record,)] = db.execute("SELECT record FROM outcomes WHERE match_id = 1").fetchall()
    assert json.loads(record)["text"] == old["text"]


def test_retold_words_leave_named_seats_and_seats_the_match_lacks_alone():
    from engine.registry import get_game

    asc = get_game("ascendant")
    players = ["Ann", "Bo", "Cy"]
    assert asc.retell_reason("turn limit reached: seat 1 has the most health", players) \
        == "turn limit reached: Bo (seat 1) has the most health"
    assert asc.retell_reason("Cy (seat 2) is the last one standing", players) \
        == "Cy (seat 2) is the last one standing"
    assert asc.retell_reason("seat 7 is the last one standing", players) \
        == "seat 7 is the last one standing"
    assert asc.retell_reason("turn limit reached: equal health", players) \
        == "turn limit reached: equal health"
    assert get_game("keyforge").retell_reason("seat 1 forged", players) == "seat 1 forged"
    # a player called "seat 1": today's words name it once, and are not named again
    odd = ["Ann", "seat 1"]
    assert asc.retell_reason("seat 1 is the last one standing", odd) \
        == "seat 1 (seat 1) is the last one standing"
    assert asc.retell_reason("seat 1 (seat 1) is the last one standing", odd) \
        == "seat 1 (seat 1) is the last one standing"


def test_a_listing_loads_a_games_engine_only_for_a_result_in_older_words(run):
    """Loading an engine costs more than listing a page: results in today's words (every game
    names a player with its seat) are listed as noted, no engine loaded; an Ascendant result
    noted as "seat 1 is ..." loads Ascendant's alone, to retell it."""
    import subprocess
    import sys

    from ledger import Ledger

    for game in ("ascendant", "ardent-reapers", "keyforge"):
        assert run("simulate", game, "-n", 1, "--seed", 1).exit_code == 0

    def loaded() -> set[str]:
        r = subprocess.run([sys.executable, "-X", "importtime", "-m", "cli.app", "matches", "--json",
                            "--db", str(run.db)], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr[-300:]
        return {line.rsplit("|", 1)[1].strip() for line in r.stderr.splitlines()
                if line.startswith("import time:") and "|" in line
                and line.rsplit("|", 1)[1].strip().startswith("engine.games.")}

    assert loaded() == set()
    shown = _json(run("show", 1, "--json"))["outcome"]
    with Ledger.open(run.db) as led:
        led.set_outcome(1, {**shown, "reason": f"seat {shown['seat']} is the last one standing"})
    assert {m.split(".")[2] for m in loaded()} == {"ascendant"}
