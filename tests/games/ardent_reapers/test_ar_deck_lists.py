"""AR-setup-decklist: Decklists are open information: either player may refer to the other's at any
point. A seat's copy of a match's genesis (what `log`, `export`, `diff` and `html` give with
`--as`, `replays.secrecy.seat_genesis`) names both deck lists."""

from engine.registry import get_game
from replays.secrecy import seat_genesis

GAME = get_game("ardent-reapers")


def test_a_seats_copy_of_the_genesis_names_the_other_deck_list():
    decks = list(GAME.sample_decks().values())[:2]
    genesis = GAME.genesis(["Ada", "Bo"], decks, "0" * 64)
    assert (GAME.deck_lists_open, GAME.deck_lists_rule) == (True, "AR-setup-decklist")
    for seat in (0, 1):
        told = seat_genesis(GAME, genesis, seat)
        assert told["decks"][seat] == sorted(genesis.decks[seat])  # its own deck's list, no order
        assert told["decks"][1 - seat] == sorted(genesis.decks[1 - seat])
    assert seat_genesis(GAME, genesis, None)["decks"] == genesis.decks  # the whole log keeps both
