"""A genesis naming a card the engine does not know (a damaged or hand-edited ledger) is bad
input: starting it raises InvalidSetup naming the card, not a KeyError (verify exits 1)."""

import msgspec
import pytest

from engine import dealer
from engine.protocol import InvalidSetup
from engine.registry import get_game


def test_a_genesis_with_an_unknown_card_is_refused_naming_it():
    game = get_game("ascendant")
    decks = list(game.sample_decks().values())
    g = game.genesis(["Ada", "Bo"], [decks[0], decks[1]], dealer.commitment(b"x" * 32))
    game.start(g)  # the sample decks start
    bad = msgspec.structs.replace(g, decks=[["ASC-0F4"] + g.decks[0][1:], g.decks[1]])
    with pytest.raises(InvalidSetup, match="unknown card 'ASC-0F4' in Ada's deck"):
        game.start(bad)
    # anywhere in any deck: the last card of the second seat's
    late = msgspec.structs.replace(g, decks=[g.decks[0], g.decks[1][:-1] + ["ASC-999"]])
    with pytest.raises(InvalidSetup, match="unknown card 'ASC-999' in Bo's deck") as err:
        game.start(late)
    assert err.value.__suppress_context__  # said alone, not as the end of a KeyError
