"""What a seat may know at the start: every seat copy of a match (`log --as --json`, `export
--as`, `diff --as --json` and the `html --as` page) tells the genesis alike, and names another
seat's deck list only where the game's rules make deck lists open information: Ardent Reapers
("Decklists are considered open information", AR-setup-decklist) and KeyForge (the identity
card lists the deck, KF-deck-list). Reaper, Sceptre and Ascendant say nothing, so a deck's
list is its player's alone (RPR-deck-list, SC-deck-list, ASC-deck-list): a seat reads its own
deck's cards and only the size of the other's. The omniscient copies keep every list."""

from __future__ import annotations

import json

import pytest

from engine.registry import get_game
from tests.cli.test_html_command import _data

OPEN = {"ardent-reapers": "AR-setup-decklist", "keyforge": "KF-deck-list"}
HIDDEN = {"reaper": "RPR-deck-list", "sceptre": "SC-deck-list", "ascendant": "ASC-deck-list"}


def _seat_geneses(run, tmp_path, seat: int) -> list[dict]:
    """The genesis of match 1 in each of seat `seat`'s copies."""
    log = json.loads(run("log", 1, "--as", seat, "--json").stdout)[0]["event"]
    export = json.loads(run("export", 1, "--as", seat, "-o", "-").stdout.splitlines()[0])["genesis"]
    diff = json.loads(run("diff", 1, 2, "--as", seat, "--json").stdout)["first_left"]["event"]
    page = tmp_path / f"seat{seat}.html"
    assert run("html", 1, "--as", seat, "-o", page).exit_code == 0
    [frame] = [f for f in _data(page)["frames"] if f["seq"] == 0]
    return [log, export, diff, json.loads(frame["event"])]


@pytest.mark.parametrize("game_id", [*OPEN, *HIDDEN])
def test_every_seat_copy_names_the_other_deck_list_only_where_the_rules_open_it(run, tmp_path, game_id):
    assert run("simulate", game_id, "-n", 2, "--seed", 5).exit_code == 0
    decks = json.loads(run("log", 1, "--json").stdout)[0]["event"]["decks"]
    game = get_game(game_id)
    assert game.deck_lists_open is (game_id in OPEN)
    assert game.deck_lists_rule == {**OPEN, **HIDDEN}[game_id] and game.deck_lists_rule in game.rules
    for seat in (0, 1):
        other = 1 - seat
        told = _seat_geneses(run, tmp_path, seat)
        assert all(t == told[0] for t in told), "the seat copies disagree on the genesis"
        assert told[0]["decks"][seat] == decks[seat]  # a seat knows its own deck
        if game_id in OPEN:
            assert told[0]["decks"][other] == decks[other]
        else:
            assert told[0]["decks"][other] == (
                f"{len(decks[other])} cards, hidden from seat {seat}'s copy: a deck's list is "
                f"its player's alone [{HIDDEN[game_id]}]")
    # the omniscient copies keep both lists (the export imports back)
    header = json.loads(run("export", 1, "-o", "-").stdout.splitlines()[0])
    assert header["genesis"]["decks"] == decks
