"""Deck lists in a seat's copy of a match's genesis (what `log`, `export`, `diff` and `html` give
with `--as`, `replays.secrecy.seat_genesis`), as each game's rules make them public or not:

- Ardent Reapers, AR-setup-decklist: decklists are open information, either player may refer
  to the other's at any point;
- KeyForge, KF-deck-list: a deck's list is printed on its identity card in the play area;
- Reaper (RPR-deck-list: a Grimoire's), Sceptre (SC-deck-list) and Ascendant (ASC-deck-list:
  an Arsenal's; only the Fountain is open, and the view shows it): the rules make no list
  public, so it is its player's alone and the other seat's copy gives only its size.

Either way a seat's copy names its own deck's cards sorted (no order: the order is the
shuffle's), and the whole log keeps both lists as recorded."""

import pytest

from engine.registry import get_game
from replays.secrecy import seat_genesis

RULES = [("ardent-reapers", True, "AR-setup-decklist"), ("keyforge", True, "KF-deck-list"),
         ("reaper", False, "RPR-deck-list"), ("sceptre", False, "SC-deck-list"),
         ("ascendant", False, "ASC-deck-list")]


@pytest.mark.parametrize("game_id, open_lists, rule", RULES)
def test_a_seats_copy_of_the_genesis_gives_the_deck_lists_its_rules_make_public(game_id, open_lists, rule):
    game = get_game(game_id)
    decks = list(game.sample_decks().values())[:2]
    genesis = game.genesis(["Ada", "Bo"], decks, "0" * 64)
    assert (game.deck_lists_open, game.deck_lists_rule) == (open_lists, rule)
    for seat in (0, 1):
        told = seat_genesis(game, genesis, seat)
        other = genesis.decks[1 - seat]
        assert told["decks"][seat] == sorted(genesis.decks[seat])
        assert told["decks"][1 - seat] == (sorted(other) if open_lists else (
            f"{len(other)} cards, hidden from seat {seat}'s copy: a deck's list is its player's "
            f"alone [{rule}]"))
    assert seat_genesis(game, genesis, None)["decks"] == genesis.decks
