"""AR-position-pad: a zone written as a count of Blanks holds at most a deck.

Found by the fault hunt: `"hand": 1000000000` made a billion Blanks (the memory ran out) before
the seat's deck size was ever checked. A seat owns one deck (option deck_size, 17), so a count
past it is refused at once, naming the zone and the rule; a count of a whole deck is read."""

import pytest
from ar_helpers import GAME

from engine.games.ardent_reapers.state import Zone
from engine.protocol import InvalidSetup


def start(bo_hand):
    position = {"seats": [{"battle_line": ["Vix"], "deck": ["Tessa"]}, {"hand": bo_hand}]}
    return GAME.start(GAME.genesis(["Ada", "Bo"], [], "c0ffee", None, position))


@pytest.mark.parametrize("count", [18, 1_000_000_000])
def test_a_count_past_a_deck_is_refused_naming_the_zone_and_rule(count):
    with pytest.raises(InvalidSetup, match=rf"seat 1's hand cannot hold {count} cards: a seat "
                                           r"owns a deck of 17 \[AR-position-pad\]"):
        start(count)


def test_a_count_of_a_whole_deck_is_read_as_that_many_blanks():
    state = start(17)
    assert len(state.seats[1].zone(Zone.HAND)) == 17
