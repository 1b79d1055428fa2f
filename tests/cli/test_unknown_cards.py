"""A card number that names no card of the match is bad input (one line, exit 2, nothing
recorded), not an illegal decision with a rule; and every legal option of every game passes
the same check, so the check never refuses what the rules allow."""

from __future__ import annotations

import json

import pytest

from engine import dealer, registry
from engine.agents import RandomAgent
from engine.events import SeedReveal
from engine.protocol import Decision
from engine.selfplay import play_out
from replays.choice import BadChoice, card_count, check_cards

PLAY_99 = '{"type":"play","seat":0,"card":99}'


def _head(run) -> int:
    return json.loads(run("show", "1", "--json").output)["seq"]


def test_decide_with_an_unknown_card_number_is_a_usage_error(run):
    assert run("new", "ardent-reapers", "--deck", "Team-Up and Sneak", "--deck", "Bear Hugs").exit_code == 0
    before = run("show", "1", "--json").output
    r = run("decide", "1", PLAY_99)
    assert r.exit_code == 2
    assert "no card #99 in this match (its cards are #0..#33)" in r.output
    assert "illegal" not in r.output and "[AR-" not in r.output
    assert run("show", "1", "--json").output == before  # nothing recorded


def test_options_check_with_an_unknown_card_number_is_a_usage_error(run):
    assert run("new", "ardent-reapers", "--deck", "Team-Up and Sneak", "--deck", "Bear Hugs").exit_code == 0
    r = run("options", "1", "--check", '{"type":"fight","seat":0,"attackers":[0],"targets":[-4]}')
    assert r.exit_code == 2
    assert "no card #-4 in this match" in r.output and "illegal" not in r.output


def test_a_transcript_with_an_unknown_card_number_names_its_line(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    out = tmp_path / "m.jsonl"
    assert run("export", "1", "-o", out).exit_code == 0
    lines = out.read_text().splitlines()
    at = next(i for i, ln in enumerate(lines) if '"type":"play"' in ln.replace(" ", ""))
    obj = json.loads(lines[at])
    event = obj.get("event", obj)
    event["card"] = 500
    obj.pop("hash", None)
    lines[at] = json.dumps(obj)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    r = run("audit", "--transcript", bad)
    assert r.exit_code == 2
    assert f"bad.jsonl:{at + 1}: no card #500 in this match" in r.output


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_no_legal_option_of_any_game_names_an_unknown_card(game_id):
    game = registry.get_game(game_id)
    checked = 0
    for i in range(3):
        seed = dealer.seed_from_number(i, "unknown-cards")
        seats = game.default_seats()
        decks = game.simulation_decks(dealer.seed_from_number(i, "decks"), seats) or \
            list(game.sample_decks().values())[:seats]
        genesis = game.genesis([f"P{s}" for s in range(seats)], decks, dealer.commitment(seed))
        state = game.start(genesis)
        count = card_count(game, state)
        agents = [RandomAgent(dealer.seed_from_number(i, f"a{s}")) for s in range(seats)]
        for event, _ in play_out(game, genesis, seed, agents, max_turns=12):
            if isinstance(event, SeedReveal):
                break
            pending = game.pending(state)
            if isinstance(pending, Decision):
                for option in pending.options:
                    check_cards(game, option, count)
                    checked += 1
            state = game.apply(state, event, check=False)
    assert checked > 50


def test_the_check_reads_the_card_fields_only():
    """Pinpoint's number is no card: 99 there is a choice the rules allow, not an unknown card."""
    from engine.games.ardent_reapers.events import Choose, Fight

    game = registry.get_game("ardent-reapers")
    check_cards(game, Choose(seat=0, number=99), 34)
    with pytest.raises(BadChoice, match="no card #34 in this match"):
        check_cards(game, Fight(seat=0, attackers=[1], targets=[34]), 34)
