"""`show --json` at a moment a game's position cannot hold (a card in no zone it has, a step
it does not start from): "position" is null and "position_unavailable" says why in one line;
`new --position` refuses that file naming the reason; the human `show` is as it was."""

from __future__ import annotations

import json

import msgspec

from replays.shapes import Position

BLOOD = ["Stone Gate"] * 5
KILL = {  # Ada's Ember Warden kills Bo's Tide Sentinel (15 HP left) on an attack roll of 15
    "players": ["Ada", "Bo"],
    "seats": [{"combat": {"card": "Ember Warden", "coins": ["Copper Coin"]}, "blood": BLOOD},
              {"combat": {"card": "Tide Sentinel", "damage": 105, "squires": ["Tide Page", "Brine Squire"]},
               "garrison": [{"card": "Mist Oracle"}], "blood": BLOOD}]}
SET_ASIDE = ("2 Squires of Bo's killed Champion (Tide Page #8, Brine Squire #9) are set aside "
             "while Bo chooses where each goes (SC-44); step on until they are placed")


def _ok(r):
    assert r.exit_code == 0, r.output
    return r


def _shown(run, match, *args):
    return json.loads(_ok(run("show", match, "--json", *args)).stdout)


def _kill(run, tmp_path) -> int:
    """A Sceptre match recorded at a table to the moment Bo's Squires are set aside."""
    f = tmp_path / "kill.json"
    f.write_text(json.dumps(KILL))
    m = json.loads(_ok(run("new", "sceptre", "--position", f, "--luck", "table", "--json")).stdout)["match"]
    for choice in ("0", "15", "Stone Gate"):  # the attack, its roll, Ada's Blood Card drawn
        _ok(run("decide", m, choice))
    return m


def test_show_json_gives_a_null_position_and_the_reason_while_squires_are_set_aside(run, tmp_path):
    m = _kill(run, tmp_path)
    shown = _shown(run, m)
    assert shown["position"] is None
    assert shown["position_unavailable"] == SET_ASIDE
    msgspec.json.decode(json.dumps(shown), type=Position)  # the published shape
    zones = {z["name"]: z for z in shown["view"]["seats"][1]["zones"]}
    assert [c["name"] for c in zones["set aside"]["cards"]] == ["Tide Page", "Brine Squire"]
    human = _ok(run("show", m)).stdout
    assert "set aside" in human and "SC-44" not in human  # the view as before, no reason
    seated = _shown(run, m, "--as", 1)  # a seat's output carries no position, as before
    assert "position" not in seated and "position_unavailable" not in seated


def test_new_refuses_the_output_that_holds_no_position_in_one_line(run, tmp_path):
    m = _kill(run, tmp_path)
    f = tmp_path / "at3.json"
    f.write_text(json.dumps(_shown(run, m)))
    before = json.loads(_ok(run("matches", "--json")).stdout)
    r = run("new", "sceptre", "--position", f)
    assert r.exit_code == 2
    assert r.output.strip() == f"error: {f} holds no position: {SET_ASIDE}"
    assert json.loads(_ok(run("matches", "--json")).stdout) == before  # no match was made


def test_once_the_squires_are_placed_and_a_champion_comes_in_the_position_is_given(run, tmp_path):
    m = _kill(run, tmp_path)
    _ok(run("decide", m, '{"type": "move-squire", "seat": 1, "squire": 8, "target": 10}'))
    shown = _shown(run, m)
    assert shown["position"] is None and "Tide Page #8" not in shown["position_unavailable"]
    assert shown["position_unavailable"].startswith("1 Squire of Bo's killed Champion (Brine Squire #9)")
    _ok(run("decide", m, '{"type": "move-squire", "seat": 1, "squire": 9, "target": null}'))
    assert _shown(run, m)["position_unavailable"].startswith("Bo has no Champion in combat")
    _ok(run("decide", m, '{"type": "bring-in", "seat": 1, "card": 10}'))
    shown = _shown(run, m)
    assert "position_unavailable" not in shown
    combat = shown["position"]["seats"][1]["combat"]
    assert combat["card"] == "Mist Oracle #10" and [s["card"] for s in combat["squires"]] == ["Tide Page #8"]
    f = tmp_path / "placed.json"
    f.write_text(json.dumps(shown))
    again = json.loads(_ok(run("new", "sceptre", "--position", f, "--json")).stdout)["match"]
    assert _shown(run, again)["position"] == shown["position"]


def test_a_game_that_exports_only_at_a_turns_start_says_so_mid_turn(run):
    [m] = json.loads(_ok(run("simulate", "ascendant", "-n", 1, "--seed", 13, "--json")).stdout)["matches"]
    reasons = {_shown(run, m, "--at", at).get("position_unavailable") for at in range(1, 12)}
    assert any(r and "Phase; a position starts at a turn's Opening Phase (ASC-open-1)" in r
               for r in reasons), reasons


def test_a_moment_without_a_position_names_the_next_event_that_has_one(run, tmp_path):
    """README: the line names "which event to step to instead". Ascendant writes a position
    only at a turn's Opening Phase: `show --json` mid-turn gives `position_next`, the first
    later event with one (every event between has none), and `new --position` of that output
    names it; a seat's output carries neither."""
    assert run("simulate", "ascendant", "-n", 1, "--seed", 5).exit_code == 0

    def shown(at):
        return json.loads(_ok(run("show", 1, "--at", at, "--json")).stdout)

    at = next(a for a in range(5, 60) if shown(a)["position"] is None)
    first = shown(at)
    later = first["position_next"]
    assert isinstance(later, int) and later > at and shown(later)["position"] is not None
    assert all(shown(k)["position"] is None for k in range(at + 1, later))
    msgspec.json.decode(json.dumps(first), type=Position)  # the published shape
    saved = tmp_path / "mid.json"
    saved.write_text(json.dumps(first))
    r = run("new", "ascendant", "--position", saved)
    assert r.exit_code == 2
    assert r.output.strip().endswith(f"(event {later} is the next that has one: `matchlog show "
                                     f"MATCH --at {later} --json`)")
    assert "position_next" not in json.loads(_ok(run("show", 1, "--at", at, "--as", 0, "--json")).stdout)
