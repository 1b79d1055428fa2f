"""RPR-deck-list: a Grimoire's list is its player's alone (the rules make none public): a seat's
copy of the genesis names its own deck's cards and only the size of the other's (tests/deck_lists.py)."""

from tests.deck_lists import check_seat_copies


def test_a_seats_copy_of_the_genesis_hides_the_other_deck_list():
    check_seat_copies("reaper", False, "RPR-deck-list")
