"""Seats per match: the count comes from the genesis, and every command serves every seat.

Pig (tests/toygame.py) allows two to four seats; the real two-seat games refuse others.
"""

import json

import pytest


@pytest.fixture
def three(run):
    r = run("new", "pig", "--player", "Ann", "--player", "Bo", "--player", "Cy", "--seed", 3,
            "--json")
    assert r.exit_code == 0, r.output
    m = json.loads(r.stdout)["match"]
    # Ann holds at once (turn to Bo), Bo holds (turn to Cy): three seats take turns
    for _ in range(2):
        assert run("decide", m, 1).exit_code == 0
    return m


def test_a_match_has_the_seats_its_players_give(run, three):
    out = json.loads(run("show", three, "--json").stdout)
    assert [s["seat"] for s in out["view"]["seats"]] == [0, 1, 2]
    assert out["view"]["active"] == 2
    opts = json.loads(run("options", three, "--json").stdout)
    assert opts["seat"] == 2


def test_show_and_replay_render_every_seat(run, three):
    text = run("show", three).stdout
    for seat in range(3):
        assert f"seat {seat}:" in text
    replay = run("replay", three, "--as", 2, input="q\n").stdout
    # named by the player its view gives (the toy game's view calls its seats P0..P2)
    assert "seat 2:" in replay and "[as P2 (seat 2)]" in replay


def test_each_seat_sees_only_its_own_hidden_card(run, three):
    for seat in range(3):
        view = json.loads(run("show", three, "--as", seat, "--json").stdout)["view"]
        shown = [c for s in view["seats"] for z in s["zones"] for c in z["cards"] if "id" in c]
        assert [c["id"] for c in shown] == [seat]


def test_log_and_diff_serve_a_three_seat_match(run, three):
    rows = json.loads(run("log", three, "--as", 2, "--json").stdout)
    assert [r["event"].get("seat") for r in rows[1:]] == [0, 1]
    assert run("branch", three, "--at", 1, "--name", "alt").exit_code == 0
    assert run("decide", three, 0, "--branch", "alt").exit_code == 0
    d = run("diff", f"{three}", f"{three}:alt", "--json")
    assert d.exit_code == 0, d.output
    out = json.loads(d.stdout)
    assert out["common"] == 1 and out["left_digest"] != out["right_digest"]


def test_a_seat_the_match_does_not_have_is_one_line(run, three):
    for cmd in (["show", three], ["log", three], ["export", three, "-o", "-"],
                ["diff", f"{three}@1", f"{three}@2"]):
        r = run(*cmd, "--as", 3)
        assert r.exit_code == 2
        assert "has seats 0..2, not 3" in r.output and "Traceback" not in r.output


def test_simulate_takes_a_seat_count_the_game_allows(run):
    r = run("simulate", "pig", "-n", 2, "--players", 4, "--json")
    assert r.exit_code == 0, r.output
    for m in json.loads(r.stdout)["matches"]:
        view = json.loads(run("show", m, "--json").stdout)["view"]
        assert len(view["seats"]) == 4
    bad = run("simulate", "ardent-reapers", "-n", 1, "--players", 3)
    assert bad.exit_code == 2 and "ardent-reapers is played by 2 players, not 3" in bad.output


def test_new_refuses_a_seat_count_the_game_does_not_allow(run):
    r = run("new", "keyforge", "--player", "A", "--player", "B", "--player", "C")
    assert r.exit_code == 2 and "keyforge is played by 2 players, not 3" in r.output
