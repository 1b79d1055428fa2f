"""ASC-deck-list: an Arsenal's list is its player's alone (only the Fountain is open information,
and the view shows it): a seat's copy of the genesis names its own deck's cards and only the size
of the other's (tests/deck_lists.py)."""

from tests.deck_lists import check_seat_copies


def test_a_seats_copy_of_the_genesis_hides_the_other_deck_list():
    check_seat_copies("ascendant", False, "ASC-deck-list")
