"""Reviewing commands over simulated matches of both real games."""

import json

import pytest

from engine.registry import game_ids, get_game


@pytest.fixture(params=["ardent-reapers", "keyforge"])
def match(run, request):
    r = run("simulate", request.param, "-n", 1, "--seed", 11, "--json")
    assert r.exit_code == 0, r.output
    return request.param, json.loads(r.stdout)["matches"][0]


def test_games_lists_every_registered_game_with_decks(run):
    rows = json.loads(run.bare("games", "--json").stdout)
    assert [r["game"] for r in rows] == game_ids()
    for r in rows:
        assert r["sample_decks"] and r["card_sets"] and r["rules"] > 10


def test_schema_is_the_json_schema_of_the_events(run):
    for gid in game_ids():
        schema = json.loads(run.bare("schema", gid).stdout)
        names = set(schema["$defs"])
        assert {"Genesis", "Dealt", "SeedReveal"} <= names
    assert "Fight" in json.loads(run.bare("schema", "ardent-reapers").stdout)["$defs"]


def test_show_as_a_seat_hides_the_other_hand(run, match):
    gid, m = match
    game = get_game(gid)
    out = json.loads(run("show", m, "--at", 20, "--as", 0, "--json").stdout)
    assert out["seq"] == 20
    opponent = out["view"]["seats"][1]["zones"]
    hand = next(z for z in opponent if z["name"] == "hand")
    assert all(c.get("hidden") for c in hand.get("cards", []))
    omni = json.loads(run("show", m, "--at", 20, "--json").stdout)
    assert "digest" not in out and len(omni["digest"]) == 64  # it fingerprints hidden zones
    text = run("show", m, "--at", 20).stdout
    assert "after event #20" in text and game.title.split()[0].lower() in text.lower()


def test_log_matches_and_replay(run, match):
    gid, m = match
    rows = json.loads(run("log", m, "--json").stdout)
    assert rows[0]["event"]["type"] == "genesis" and rows[-1]["event"]["type"] == "reveal"
    assert all(r["text"] for r in rows)
    seat_rows = json.loads(run("log", m, "--as", 1, "--json").stdout)
    assert all("outcome" not in r["event"] for r in seat_rows if r["event"]["type"] == "chance")
    listed = json.loads(run("matches", "--json").stdout)
    assert listed[0]["match"] == m and listed[0]["game"] == gid
    r = run("replay", m, input="n\nn\np\ng 10\nq\n")
    assert r.exit_code == 0, r.output
    assert "event #10 of" in r.stdout
