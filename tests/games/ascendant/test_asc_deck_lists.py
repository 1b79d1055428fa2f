"""ASC-deck-list: an Arsenal's list is its player's alone (only the Fountain is open information,
and the view shows it). A seat's copy of a match's genesis (what `log`, `export`, `diff` and
`html` give with `--as`, `replays.secrecy.seat_genesis`) names its own deck's cards and only the
size of the other's."""

from engine.registry import get_game
from replays.secrecy import seat_genesis

GAME = get_game("ascendant")


def test_a_seats_copy_of_the_genesis_hides_the_other_deck_list():
    decks = list(GAME.sample_decks().values())[:2]
    genesis = GAME.genesis(["Ada", "Bo"], decks, "0" * 64)
    assert (GAME.deck_lists_open, GAME.deck_lists_rule) == (False, "ASC-deck-list")
    for seat in (0, 1):
        told = seat_genesis(GAME, genesis, seat)
        assert told["decks"][seat] == sorted(genesis.decks[seat])  # its own deck's list, no order
        assert told["decks"][1 - seat] == (
            f"{len(genesis.decks[1 - seat])} cards, hidden from seat {seat}'s copy: a deck's list "
            f"is its player's alone [ASC-deck-list]")
    assert seat_genesis(GAME, genesis, None)["decks"] == genesis.decks  # the whole log keeps both
