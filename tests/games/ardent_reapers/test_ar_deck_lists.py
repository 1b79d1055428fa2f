"""AR-setup-decklist: decklists are open information, either player may refer to the other's at
any point: a seat's copy of the genesis names both deck lists (tests/deck_lists.py)."""

from tests.deck_lists import check_seat_copies


def test_a_seats_copy_of_the_genesis_names_the_other_deck_list():
    check_seat_copies("ardent-reapers", True, "AR-setup-decklist")
