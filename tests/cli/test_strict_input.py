"""Strict input: what a user typed that names nothing is refused in one line, exit 2."""

import json

import pytest

from cli.reviewing import REPLAY_KEYS, replay_move
from cli.common import UsageError
from ledger import Ledger
from replays.history import load_history


@pytest.fixture
def match(run):
    r = run("simulate", "ardent-reapers", "-n", 1, "--seed", 4, "--json")
    return json.loads(r.stdout)["matches"][0]


def _one_line_error(r, *words):
    assert r.exit_code == 2, r.output
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), r.output
    assert all(w in lines[0] for w in words), lines[0]


@pytest.mark.parametrize("at", [999, -500])
def test_show_refuses_an_event_outside_the_branch(run, match, at):
    head = json.loads(run("show", match, "--json").stdout)["seq"]
    _one_line_error(run("show", match, "--at", at), f"has events 0..{head}", f"not {at}")


def test_show_counts_back_from_the_head(run, match):
    head = json.loads(run("show", match, "--json").stdout)["seq"]
    assert json.loads(run("show", match, "--at", -1, "--json").stdout)["seq"] == head
    assert json.loads(run("show", match, "--at", -(head + 1), "--json").stdout)["seq"] == 0


def test_show_refuses_a_seat_the_match_lacks_and_an_unknown_branch(run, match):
    _one_line_error(run("show", match, "--as", 5), "seats 0..1", "not 5")
    _one_line_error(run("show", match, "--branch", "nope"), "no branch 'nope'")


def test_diff_and_bundle_refuse_an_event_outside_the_branch(run, match, tmp_path):
    _one_line_error(run("diff", f"{match}@5", f"{match}@999"), "not 999")
    _one_line_error(run("bundle", match, "--at", 999, "-o", tmp_path / "b.jsonl"), "not 999")
    assert not (tmp_path / "b.jsonl").exists()


def test_replay_keys_move_quit_or_are_refused_without_moving(run, match):
    with Ledger.open(run.db, readonly=True) as led:
        h = load_history(led, match)
    assert replay_move("", 3, h) == 4 and replay_move("n", 3, h) == 4
    assert replay_move("p", 3, h) == 2 and replay_move("p", 0, h) == 0
    assert replay_move("g 10", 3, h) == 10 and replay_move("g -1", 3, h) == h.head
    assert replay_move("q", 3, h) is None
    for key, words in (("g 999", f"0..{h.head}"), ("x", "unknown key 'x'"), ("g", "g N"),
                       ("?", REPLAY_KEYS)):
        with pytest.raises(UsageError, match=None) as err:
            replay_move(key, 3, h)
        assert words in str(err.value)


def test_replay_says_a_bad_key_and_stays_where_it_was(run, match):
    r = run("replay", match, input="n\nx\ng 999\nq\n")
    assert r.exit_code == 0, r.output
    assert "unknown key 'x'" in r.stdout and "not 999" in r.stdout
    assert r.stdout.count("event #1 of") == 1  # the board was drawn once for event 1


def test_options_check_on_an_ended_match_is_a_negative_verdict(run, match):
    r = run("options", match, "--check", "0")
    assert r.exit_code == 1
    assert "The match is over: " in r.stdout and "illegal" in r.stdout
    out = json.loads(run("options", match, "--json").stdout)
    assert out["over"] is True and out["options"] == []
    assert out["outcome"] == json.loads(run("show", match, "--json").stdout)["outcome"]


def test_sample_deck_names_are_matched_in_any_case(run):
    from engine.registry import get_game

    first, second = list(get_game("ardent-reapers").sample_decks())[:2]
    r = run("new", "ardent-reapers", "--deck", first.upper(), "--deck", second.lower(), "--json")
    assert r.exit_code == 0, r.output
    _one_line_error(run("new", "ardent-reapers", "--deck", "no-such", "--deck", second),
                    "no sample deck or deck file 'no-such'")


def test_a_misspelt_card_gets_the_nearest_names(run):
    _one_line_error(run.bare("cards", "ardent-reapers", "Roxy"), "did you mean: Roxxy?")


def test_a_misspelt_short_name_gets_every_card_of_that_name_told_apart(run):
    """Reaper names hold commas ("Vessa, Ember Reaper"): "Vesa" is close to the name before
    the comma, so both Vessas are suggested, with "; " between them, not ", "."""
    _one_line_error(run.bare("cards", "reaper", "Vesa"),
                    "did you mean: Vessa, Ember Reaper; Vessa, Archreaper of Cinders?")
    _one_line_error(run.bare("cards", "keyforge", "Ozmo Martianolgist"),
                    "did you mean: Ozmo, Martianologist?")


def test_games_never_cuts_what_a_user_types_back(run):
    """Game ids, rules versions, card-set ids and sample deck names are typed back: at 60
    columns each still shows whole on one line (the terminal wraps, nothing is cut)."""
    r = run.runner.invoke(run_app(), ["games"], env={"COLUMNS": "60"})
    games = json.loads(run.bare("games", "--json").stdout)
    words = [w for g in games for w in [g["game"], *g["rules_versions"], *g["sample_decks"],
                                        *(s["id"] for s in g["card_sets"])]]
    assert words and [w for w in words if w not in r.stdout] == []
    assert "…" not in r.stdout


def run_app():
    from cli.app import app

    return app
