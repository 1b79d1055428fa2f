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


def _seat_geneses(run, tmp_path, seat: int, match: int = 1) -> list[dict]:
    """The genesis of `match` in each of seat `seat`'s copies (diffed with the other of 1, 2)."""
    log = json.loads(run("log", match, "--as", seat, "--json").stdout)[0]["event"]
    export = json.loads(run("export", match, "--as", seat, "-o", "-").stdout.splitlines()[0])["genesis"]
    diff = json.loads(run("diff", match, 3 - match, "--as", seat, "--json").stdout)["first_left"]["event"]
    page = tmp_path / f"seat{seat}.html"
    assert run("html", match, "--as", seat, "-o", page).exit_code == 0
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
        assert told[0]["decks"][seat] == sorted(decks[seat])  # a seat knows its own deck
        if game_id in OPEN:
            assert told[0]["decks"][other] == sorted(decks[other])  # in no order
        else:
            assert told[0]["decks"][other] == (
                f"{len(decks[other])} cards, hidden from seat {seat}'s copy: a deck's list is "
                f"its player's alone [{HIDDEN[game_id]}]")
    # the omniscient copies keep both lists (the export imports back)
    header = json.loads(run("export", 1, "-o", "-").stdout.splitlines()[0])
    assert header["genesis"]["decks"] == decks


def test_a_deck_list_the_genesis_leaves_empty_is_not_told_as_hidden(run, tmp_path):
    """A Sceptre match started from a written position lists no deck in its genesis (the
    position holds every card): a seat's copy keeps the empty lists, where it said "0 cards,
    hidden from seat 0's copy" of the other's."""
    assert run("simulate", "sceptre", "-n", 1, "--seed", 7).exit_code == 0
    saved = tmp_path / "at.json"
    for seq in range(20, 60):
        shown = run("show", 1, "--at", seq, "--json").stdout
        if json.loads(shown)["position"] is not None:
            break
    saved.write_text(shown)
    assert run("new", "sceptre", "--position", saved).exit_code == 0
    assert json.loads(run("log", 2, "--json").stdout)[0]["event"]["decks"] == [[], []]
    for seat in (0, 1):
        assert [t["decks"] for t in _seat_geneses(run, tmp_path, seat, 2)] == [[[], []]] * 4


def test_an_open_deck_list_gives_no_order_of_a_deck_a_position_lists_top_first(run, tmp_path):
    """An Ardent Reapers match from a written position (docs/transcripts.md's ruling) lists
    each seat's cards in the genesis in the position's order, its deck top first: Bo's copies
    gave Ada's deck list, open information, in that order, so he read her next draws
    (Tessa, Roxxy, Yearn...). Every seat copy gives the list sorted."""
    from tests.cli.test_schema_transcripts import DOCS

    text = DOCS.read_text(encoding="utf-8")
    ruling = tmp_path / "ruling.jsonl"
    ruling.write_text(text.split("```jsonl file=ruling.jsonl\n", 1)[1].split("```", 1)[0])
    table = tmp_path / "table.jsonl"  # the same start at a table: a genesis to diff against
    table.write_text(text.split("```jsonl file=table.jsonl\n", 1)[1].split("```", 1)[0])
    assert run("import", ruling).exit_code == 0 and run("import", table).exit_code == 0
    decks = json.loads(run("log", 1, "--json").stdout)[0]["event"]["decks"]
    assert decks[0] != sorted(decks[0])  # the position's order: Tessa (OC-005) on top
    for seat in (0, 1):
        for told in _seat_geneses(run, tmp_path, seat):
            assert told["decks"] == [sorted(decks[0]), sorted(decks[1])]
