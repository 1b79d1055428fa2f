"""SC-deck-list: a deck's list is its player's alone (no rule makes it public): a seat's copy of
the genesis names its own deck's cards and only the size of the other's (tests/deck_lists.py)."""

from tests.deck_lists import check_seat_copies


def test_a_seats_copy_of_the_genesis_hides_the_other_deck_list():
    check_seat_copies("sceptre", False, "SC-deck-list")
