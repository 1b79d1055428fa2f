import pytest

from engine.games.ardent_reapers import cards

from ar_helpers import test_card

TEST_CARDS = [
    test_card("001", "Stone Wall", 3, keywords=("Resilient 9",)),
    test_card("002", "Thick Hide", 4, keywords=("Resilient 5", "Resilient 7")),
    test_card("003", "Fog Twin", 2, keywords=("Team-Up", "Sneak 5")),
    test_card("004", "Buddy Bear", 5, keywords=("Bear Hug", "Team-Up")),
    test_card("005", "Double Sneak", 1, keywords=("Sneak 4", "Sneak 7")),
    test_card("006", "Soft Shell", 6, keywords=("Resilient 2",)),
    cards.facts_from_json("TEST", {"number": "099", "name": "Unwritten", "type": "Creature",
                                   "power": 3, "vp": 1, "ability": True}),
]
"""Unwritten: a card with an ability and no code, for the "not implemented" refusals."""


@pytest.fixture(autouse=True)
def _test_cards():
    """Test-only card facts (Resilient is on no Omega Codex card) during every AR test."""
    with cards.extra_cards(TEST_CARDS):
        yield
