"""KF-deck-list: a deck's list is open information, printed on its identity card in the play
area: a seat's copy of the genesis names both deck lists (tests/deck_lists.py)."""

from tests.deck_lists import check_seat_copies


def test_a_seats_copy_of_the_genesis_names_the_other_deck_list():
    check_seat_copies("keyforge", True, "KF-deck-list")
