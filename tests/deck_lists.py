"""What a seat's copy of a match's genesis gives of the deck lists (`log`, `export`, `diff` and
`html` with `--as`: `replays.secrecy.seat_genesis`), checked the same way for every game; each
game's test names its own rule (tests/games/<game>/test_*_deck_lists.py).

A seat's copy names its own deck's cards sorted (no order: the order is the shuffle's); the
other seat's list sorted where the game's rules make deck lists open, else only its size; the
whole log keeps both lists as recorded."""

from engine.registry import get_game
from replays.secrecy import seat_genesis


def check_seat_copies(game_id: str, open_lists: bool, rule: str) -> None:
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
