"""A four-player Ascendant match through the CLI: every command renders every seat, and each
seat's view hides the other hands and every Arsenal."""

import json

import pytest


@pytest.fixture
def four(run):
    r = run("simulate", "ascendant", "-n", 1, "--seed", 13, "--players", 4, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["matches"][0]


def _zones(view, seat):
    return {z["name"]: z for z in view["seats"][seat]["zones"]}


def test_show_renders_every_seat_and_each_seat_sees_only_its_own_hand(run, four):
    text = run("show", four, "--at", 40).stdout
    for seat in range(4):
        assert f"seat {seat}: Agent {'ABCD'[seat]}" in text
    for seat in range(4):
        view = json.loads(run("show", four, "--at", 40, "--as", seat, "--json").stdout)["view"]
        assert len(view["seats"]) == 4
        for other in range(4):
            zones = _zones(view, other)
            hand, arsenal = zones["hand"], zones["arsenal"]
            assert all(c.get("hidden") for c in arsenal.get("cards", []))  # face down to all
            if other == seat:
                assert all("id" in c for c in hand.get("cards", []))
            else:
                assert all(c.get("hidden") and "id" not in c for c in hand.get("cards", []))
            assert all("id" in c for c in zones["fountain"].get("cards", []))  # open information


def test_log_replay_and_diff_serve_four_seats(run, four):
    rows = json.loads(run("log", four, "--json").stdout)
    assert {r["event"].get("seat") for r in rows[1:] if "seat" in r["event"]} == {0, 1, 2, 3}
    draws = [r for r in json.loads(run("log", four, "--as", 2, "--json").stdout)
             if r["event"].get("type") == "draw"]
    assert draws and all(r["text"].endswith("draws a card from the Arsenal") for r in draws)
    replay = run("replay", four, "--as", 3, input="g 30\nq\n").stdout
    for seat in range(4):
        assert f"seat {seat}:" in replay
    assert run("audit", four).exit_code == 0
    v = json.loads(run("verify", "--all", "--json").stdout)
    assert v["ok"] and v["problems"] == [] and v["revealed"] == 1, v  # the seed re-derives every roll
    assert run("branch", four, "--at", 20, "--name", "alt").exit_code == 0
    options = json.loads(run("options", four, "--branch", "alt", "--json").stdout)
    other = len(options["options"]) - 1
    assert run("decide", four, other, "--branch", "alt").exit_code == 0
    d = run("diff", f"{four}:main", f"{four}:alt")
    assert d.exit_code == 0 and "alt" in d.stdout
