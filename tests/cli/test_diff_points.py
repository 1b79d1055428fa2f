"""diff of two points: what the two lines share is read up to the positions compared, and a
seat's table counts the cards hidden from it instead of drawing a question mark per card."""

import json

import pytest


@pytest.fixture
def three(run):
    r = run("simulate", "ascendant", "-n", 1, "--seed", 13, "--players", 3, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["matches"][0]


def test_two_points_of_one_branch_share_only_the_events_up_to_the_earlier(run, three):
    d = json.loads(run("diff", f"{three}@10", f"{three}@20", "--json").stdout)
    assert (d["common"], d["left_seq"], d["right_seq"]) == (10, 10, 20)
    assert d["first_left"] is None and d["first_right"]["seq"] == 11
    text = run("diff", f"{three}@10", f"{three}@20").stdout
    assert f"{three}:main@10 and {three}:main@20 share events 0..10\n" in text


def test_a_point_against_a_branch_that_forks_later(run, three):
    assert run("branch", three, "--at", 23, "--name", "alt").exit_code == 0
    d = json.loads(run("diff", f"{three}@10", f"{three}:alt", "--json").stdout)
    assert d["common"] == 10 and d["first_left"] is None and d["first_right"]["seq"] == 11
    # whole branches: still the fork
    d = json.loads(run("diff", f"{three}:main", f"{three}:alt", "--json").stdout)
    assert d["common"] == 23 and d["first_right"] is None and d["first_left"]["seq"] == 24
    d = json.loads(run("diff", f"{three}@10", f"{three}@20", "--as", 1, "--json").stdout)
    assert d["common"] == 10 and d["first_right"]["seq"] == 11


def test_a_seats_diff_counts_hidden_cards(run, three):
    r = run("diff", f"{three}@10", f"{three}@20", "--as", 1)
    assert r.exit_code == 0, r.output
    arsenal = next(line for line in r.stdout.splitlines() if " arsenal " in line)
    assert "?" not in arsenal and arsenal.count("hidden") == 2
    out = json.loads(run("diff", f"{three}@10", f"{three}@20", "--as", 1, "--json").stdout)
    # a machine still gets one entry per card
    zones = [c for c in out["changes"] if c["zone"] == "arsenal" and c["seat"] == 1]
    assert zones and set(zones[0]["left"]) == {"?"} and len(zones[0]["left"]) > 30
