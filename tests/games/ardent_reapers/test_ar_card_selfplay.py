"""Seeded self-play with decks of the move/rotate/shuffle/hand/Choose-one cards (issue #3), and
with decks drawn at random from every card the engine can play: every match ends, replays to
the same digests, passes a full audit now and then, and the options agree with the checks."""

import pytest
from ar_helpers import GAME, assert_checks_agree_with_options, assert_ends_and_replays, self_play

from engine import dealer
from engine.fold import fold
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.events import Choose

CARD_DECKS = [
    ["Drixel", "Terrible Jack", "Sticky Gemma", "Tiny the Tosser", "Crazy Larry", "Tede Scrapper",
     "Trophy Master", "Vanx", "Tujok", "Rat Smasher", "Recall", "Yoink", "Not Yet", "Two Birds",
     "Reforge", "Duck!", "Triple Shot"],
    ["Proud Mama", "Pinwheel", "Kazoo", "Bigfoot Carl", "Vile Chap", "Droven Jeb", "The Auditor",
     "Meat Shears", "Sledgehammer", "Fast Forward", "Rewind", "Start Over", "Corrode or Shine",
     "Wise or Naive", "Vix", "Roat", "Moth"],
    ["Gentle Nudge", "Botched Construction", "Return to Sender", "Armageddon", "Roll the Dice",
     "What's This?", "I Don't Like These", "A Little Off the Top", "Cheap Shot", "Adult Swim",
     "Redistributed Wealth", "Pinpoint", "Crossed Teleport", "Tiny the Tosser", "Drixel",
     "Terrible Jack", "Kazoo"],
    ["Stink Bomb", "Direct Deposit", "Dead Drop", "Book of the Line", "Vault Tunnel", "Nothing to See",
     "Hypervator", "Meat Shears", "Sledgehammer", "Pinwheel", "Vanx", "Droven Jeb", "The Auditor",
     "Bigfoot Carl", "Proud Mama", "Trophy Master", "Payday"],
]
DECKS = [[cards.resolve(c) for c in d] for d in CARD_DECKS]


def match(n, salt="ar-card-selfplay"):
    if n % 3 == 2:  # drawn at random from every playable card
        decks = GAME.simulation_decks(dealer.seed_from_number(n, salt))
    else:
        decks = [DECKS[n % len(DECKS)], DECKS[(n // len(DECKS)) % len(DECKS)]]
    return self_play(decks, n, salt)


@pytest.mark.parametrize("block", range(6))
def test_matches_with_these_cards_end_and_replay(block):
    for n in range(block * 50, block * 50 + 50):  # 300 matches in all
        g, played = match(n)
        assert_ends_and_replays(g, played)
        if n % 10 == 0:
            f = fold(GAME, [g] + [e for e, _ in played], check=True)
            assert GAME.digest(f.state) == played[-1][1]


def _choices(state, p):
    """Every Choose a player could send while an ability asks: cards, modes, numbers, none."""
    if not (p.options and isinstance(p.options[0], Choose)):
        return []
    cands = [Choose(seat=p.seat)] + [Choose(seat=p.seat, card=c) for c in range(len(state.cards))]
    cands += [Choose(seat=p.seat, mode=m) for m in range(-1, 4)]
    return cands + [Choose(seat=p.seat, number=x) for x in range(-4, 7)]


@pytest.mark.parametrize("n", range(8))
def test_choices_accept_exactly_the_enumerated_options(n):
    assert assert_checks_agree_with_options(*match(n, salt="ar-card-consistency"), _choices) > 0
