"""Seeded random self-play with decks drawn from the cards of constant abilities, lasting effects,
harvest-only bonuses, control and the rules-document set: every match ends and replays, and the
checks accept exactly the enumerated options."""

import pytest
from ar_helpers import assert_checks_agree_with_options, assert_ends_and_replays, self_play
from test_ar_selfplay import _candidates

from engine import dealer
from engine.games.ardent_reapers import decks

POOL = ["Parasite", "Bejewel", "Cargo Pants", "Sigil of Power", "The Buddy System", "Fog Machine",
        "Ned's Ladder", "Stubborn Thorn", "Silence Enforcer", "Silent Master", "Gregory Illinivich",
        "Bash", "Eager Martyr", "Lullaby", "Silent Room", "Calm Down", "Jump Start", "Gynormica",
        "Budge", "Taco", "Bamphf", "Saboteur", "Jer the Spike", "Deep Carl", "Elixir of Speed",
        "Wromhole Generator", "Hypervator", "War Siren", "This is Mine", "This is Yours", "Rolando",
        "Breach", "Bulwark", "Vix", "Tessa", "Roxxy", "Brother Bear", "Renegade", "Pokets",
        "Eager Martyr", "Bash"]


def match(n, salt="ar-cards"):
    ds = [decks.random_deck(dealer.seed_from_number(n, f"{salt}-decks"), s, POOL) for s in range(2)]
    return self_play(ds, n, salt)


@pytest.mark.parametrize("block", range(3))
def test_random_matches_with_these_cards_end_and_replay_with_every_check(block):
    for n in range(block * 100, block * 100 + 100):  # 300 matches in all
        assert_ends_and_replays(*match(n), check=True)


@pytest.mark.parametrize("n", range(8))
def test_the_checks_accept_exactly_the_enumerated_options_with_these_cards(n):
    assert assert_checks_agree_with_options(*match(n, salt="ar-cards-consistency"), _candidates) > 0
