"""No invented endings (issue 14): no rulebook ends a match at a turn count, so a position written
at turn 300 plays on by the rules in every game, across an end of turn; a turn limit ends a
match only where the match was created with option `max_turns` (or was recorded under an older
rules version whose default it was)."""

from __future__ import annotations

import pytest

from engine.events import Dealt, tag_of
from engine.protocol import Chance, Decision, InvalidSetup, Over
from engine.registry import get_game

LATE = 300
PLAYERS = ["Ada", "Bo"]

POSITIONS = {
    "ardent-reapers": ({"deck_size": 5}, {
        "active": 0, "turn": LATE, "first": 1, "played": 1, "seats": [
            {"battle_line": [["Vix", "Active"]], "hand": ["Jater"], "deck": ["Tessa", "Roxxy", "Yearn"]},
            {"battle_line": [["Pokets", "Active"]], "hand": ["Anox"], "deck": ["Moth", "Turp", "Greaser"]}]}),
    "keyforge": ({}, {
        "active": 0, "turn": LATE, "house": "Brobnar", "seats": [
            {"hand": ["Troll"], "deck": ["Krump"] * 8},
            {"hand": ["Bumpsy"], "deck": ["Krump"] * 8}]}),
    "reaper": ({}, {
        "active": 0, "turn": LATE, "seats": [
            {"angels": ["Creed of the Harvest", "Vessa, Ember Reaper", "Cinderhook"],
             "grimoire": ["Whisper Moth"] * 3},
            {"angels": ["Creed of Many Veils", "Ilse", "Brinecutter"],
             "grimoire": ["Whisper Moth"] * 3}]}),
    "sceptre": ({}, {
        "active": 0, "turn": LATE, "seats": [
            {"combat": {"card": "Tide Sentinel"}, "blood": ["Stone Gate"] * 5},
            {"combat": {"card": "Tide Sentinel"}, "blood": ["Stone Gate"] * 5}]}),
    "ascendant": ({}, {
        "active": 0, "turn": LATE, "seats": [
            {"arsenal": ["Brace"] * 3}, {"arsenal": ["Brace"] * 3}]}),
}
"""Per game: (options, a position at turn 300 where the turn player can only end the turn)."""

ENDS_TURN = ("end-turn", "end-step", "pass", "draw")
"""The decisions that move a turn on, the first offered taken (Ascendant's Opening draws)."""


def _start(game_id: str, version: str | None = None, **options):
    game = get_game(game_id, version)
    given, position = POSITIONS[game_id]
    genesis = game.genesis(PLAYERS, [], "00" * 32, {**given, **options}, position)
    return game, game.start(genesis)


def _next_turn(game, state, budget: int = 200):
    """Play the turn out (each turn player ends it as soon as the rules let them; every chance
    its first outcome) until the next turn's first decision; the pending Over, if one comes."""
    turn = game.turn(state)
    for _ in range(budget):
        p = game.pending(state)
        if isinstance(p, Over):
            return state, p
        if isinstance(p, Decision) and game.turn(state) > turn:
            return state, None
        if isinstance(p, Chance):
            event = Dealt(kind=p.kind, outcome=list(range(p.size)) if p.shuffle else 0)
        else:
            event = next((o for tag in ENDS_TURN for o in p.options if tag_of(o) == tag), p.options[0])
        state = game.apply(state, event, check=True)
    raise AssertionError(f"{game.id}: no next turn within {budget} events")


@pytest.mark.parametrize("game_id", sorted(POSITIONS))
def test_a_position_at_turn_300_plays_on_across_an_end_of_turn(game_id):
    game, state = _start(game_id)
    assert game.turn(state) >= LATE
    state, over = _next_turn(game, state)
    assert over is None, f"{game_id} ended the match: {over.reason} [{over.rule}]"
    assert game.turn(state) > LATE and isinstance(game.pending(state), Decision)


@pytest.mark.parametrize("game_id, rule", [("reaper", "RPR-turn-limit"),
                                           ("ascendant", "ASC-assume-turn-limit"),
                                           ("ardent-reapers", "AR-end-turn-limit")])
def test_a_match_created_with_max_turns_ends_at_that_turn_by_its_option(game_id, rule):
    game, state = _start(game_id, max_turns=LATE)
    state, over = _next_turn(game, state)
    assert over is not None and over.rule == rule


def test_keyforge_and_sceptre_refuse_a_turn_limit_option():
    for game_id, words in (("keyforge", "no turn limit"), ("sceptre", "max_turns")):
        with pytest.raises(InvalidSetup, match=words):
            _start(game_id, max_turns=LATE)


@pytest.mark.parametrize("game_id, version, rule", [("reaper", "reaper-2", "RPR-turn-limit"),
                                                    ("ascendant", "ASC-0.1", "ASC-assume-turn-limit"),
                                                    ("ardent-reapers", "AR-1.0", "AR-end-turn-limit")])
def test_under_the_older_rules_version_the_same_position_ends_at_its_default_limit(game_id, version, rule):
    """Matches recorded before the cap became an option replay as recorded: their version's
    default (Reaper 40, Ascendant 100, Ardent Reapers 200) ends this position at once."""
    game, state = _start(game_id, version)
    state, over = _next_turn(game, state)
    assert over is not None and over.rule == rule
