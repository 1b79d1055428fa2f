"""What a new match is made from, read in replays/ (the CLI only passes its options): the decks
named (sample decks in any case, deck files, one per seat), the seat count, and the position a
file of `show --json` output holds."""

from __future__ import annotations

import pytest

from engine.registry import get_game
from replays.cards import DeckFileError, match_decks, user_decks
from replays.showing import NoPosition, game_named, position_in
from replays.simulate import SeatCountError, seats_named


def test_sample_decks_are_named_in_any_case_and_given_in_turn_when_none_is_named():
    game = get_game("ardent-reapers")
    samples = game.sample_decks()
    first, second = list(samples)[:2]
    assert match_decks(game, [first.upper(), second.casefold()], 2) == [samples[first],
                                                                       samples[second]]
    assert match_decks(game, [], 2) == [samples[first], samples[second]]
    asc = get_game("ascendant")  # more seats than sample decks: they come round again
    names = list(asc.sample_decks())
    four = match_decks(asc, [], 4)
    assert four == [asc.sample_decks()[names[s % len(names)]] for s in range(4)]


def test_a_deck_file_is_read_where_no_sample_deck_has_the_name(tmp_path):
    game = get_game("reaper")
    sample = next(iter(game.sample_decks().values()))
    f = tmp_path / "mine.txt"
    f.write_text("\n".join(sample) + "\n", encoding="utf-8")
    [mine, theirs] = match_decks(game, [str(f), next(iter(game.sample_decks()))], 2)
    assert mine == sample == theirs


def test_a_wrong_count_or_an_unknown_deck_is_refused_in_one_line(tmp_path):
    game = get_game("ardent-reapers")
    one = next(iter(game.sample_decks()))
    with pytest.raises(DeckFileError, match=r"^ardent-reapers with 2 players needs 2 decks, got 1$"):
        match_decks(game, [one], 2)
    with pytest.raises(DeckFileError, match=r"^no sample deck or deck file 'no-such' \(sample decks: "):
        match_decks(game, [one, "no-such"], 2)
    with pytest.raises(DeckFileError, match=r"needs 2 --deck files, got 1$"):
        user_decks(game, tmp_path / "cards.json", ["a.txt"], 2)


def test_the_seat_count_is_the_players_else_the_decks_the_game_allows_else_its_default():
    asc = get_game("ascendant")
    assert seats_named(asc, ["A", "B", "C"], []) == 3
    assert seats_named(asc, ["A", "B", "C"], ["x", "y"]) == 3  # the players decide
    assert seats_named(asc, [], ["x", "y", "z", "w"]) == 4
    assert seats_named(asc, [], []) == asc.default_seats()
    too_many = ["x"] * (max(asc.seat_counts) + 1)  # a count the game is not played by: default
    assert seats_named(asc, [], too_many) == asc.default_seats()
    with pytest.raises(SeatCountError):
        seats_named(asc, too_many, [])


def test_the_position_of_show_json_output_is_its_position_and_a_seats_view_holds_none():
    position = {"seats": [{}, {}], "turn": 3}
    assert position_in(position, "p.json") is position
    assert position_in({"view": {}, "position": position}, "p.json") is position
    with pytest.raises(NoPosition, match=r"^p.json holds no position: it is `show --json` "
                       r"output as seat 1, whose view leaves out the cards hidden from it;"):
        position_in({"view": {"as_seat": 1}, "seq": 4}, "p.json")
    with pytest.raises(NoPosition, match=r"^p.json holds no position: set aside$"):
        position_in({"view": {}, "position": None, "position_unavailable": "set aside"},
                    "p.json")


def test_a_position_files_game_is_the_one_given_else_the_files_else_its_views():
    assert game_named({"game": "reaper", "view": {"game": "sceptre"}}, "keyforge") == "keyforge"
    assert game_named({"game": "reaper", "view": {"game": "sceptre"}}, None) == "reaper"
    assert game_named({"view": {"game": "sceptre"}, "position": {}}, None) == "sceptre"
    assert game_named({"seats": []}, None) is None
    assert game_named({"game": 7, "view": "x"}, None) is None  # not a name: none given
