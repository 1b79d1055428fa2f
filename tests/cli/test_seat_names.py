"""A seat is named by its player where a person reads it (the log's words name players), with
the seat number `--as N` and the JSON use: "Bo (seat 1) to decide" in options, play, show,
the replay page and audit's findings, for every game (the prompt read "seat 1 to decide")."""

import json
import re

import pytest

GAMES = ["ardent-reapers", "keyforge", "sceptre", "reaper", "ascendant"]
PLAYERS = ["Ann", "Bo"]


def _new(run, game):
    r = run("new", game, "--player", PLAYERS[0], "--player", PLAYERS[1], "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["match"]


@pytest.mark.parametrize("game", GAMES)
def test_options_play_and_show_name_the_seat_by_its_player(run, game):
    m = _new(run, game)
    pending = json.loads(run("options", m, "--json").stdout)
    seat = pending["seat"]
    who = f"{PLAYERS[seat]} (seat {seat})"
    text = run("options", m).stdout
    assert f"{who} to decide" in text and not re.search(r"(?<!\()seat \d to decide", text)
    played = run("play", m, input="q\n").stdout
    assert f"{who} to decide" in played
    shown = run("show", m, "--as", 1).stdout
    assert "[as Bo (seat 1)]" in shown and not re.search(r"active: seat \d", shown)


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_page_names_the_seat_to_decide_by_its_player(run, game, tmp_path):
    m = _new(run, game)
    seat = json.loads(run("options", m, "--json").stdout)["seat"]
    page = tmp_path / "p.html"
    assert run("html", m, "-o", page).exit_code == 0
    assert f'"who":"{PLAYERS[seat]} (seat {seat})"' in page.read_text()
    assert '(p.who || "seat " + p.seat) + " to decide"' in page.read_text()


def test_audit_names_the_seat_of_an_illegal_event_by_its_player(run, tmp_path):
    header, events = run.editable("ardent-reapers", 2, tmp_path)
    players = header["genesis"]["players"]
    first = next(i for i, e in enumerate(events) if "seat" in e and e["type"] != "dealt")
    events[first] = {**events[first], "seat": 1 - events[first]["seat"]}
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(json.dumps(x) for x in [header, *events]) + "\n")
    r = run("audit", "--transcript", bad)
    assert r.exit_code == 1, r.output
    seat = events[first]["seat"]
    assert f"\n  {players[seat]} (seat {seat}): " in r.stdout, r.stdout
    assert not re.search(r"^  seat \d: |\(seat \d\): ", r.stdout.replace(
        f"{players[0]} (seat 0)", "").replace(f"{players[1]} (seat 1)", ""), re.M)
