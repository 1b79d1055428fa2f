"""Setup at its edges: each copy limit at its number and one over (Card Copy Limits), and what
each seat sees of the starting Champions and the first turn's draw (rules 5, 6, 10, SC-starter,
Turn Order 1)."""

import pytest

from engine.events import Dealt
from engine.views import visible_ids
from engine.games.sceptre.cards import CardType
from engine.games.sceptre.decks import SAMPLE_DECKS, deck_problems
from engine.games.sceptre.events import PlaceStarter

from sc_helpers import GAME


def _with(card: str, copies: int) -> list[str]:
    """The Emberfall sample deck (70 cards, 9 Copper Coins) with `copies` of `card`, Copper
    Coins traded for the extra ones."""
    deck = list(SAMPLE_DECKS["emberfall-vanguard"])
    for _ in range(copies - deck.count(card)):
        deck[deck.index("copper-coin")] = card
    assert len(deck) == 70 and deck.count(card) == copies
    return deck


@pytest.mark.parametrize("card, limit", [
    ("ember-warden", 3), ("ember-page", 3), ("field-dressing", 3), ("sunlit-colosseum", 3),
    ("iron-helm", 3), ("caltrops", 3), ("watchtower", 1), ("gold-coin", 6), ("silver-coin", 8),
])
def test_each_copy_limit_holds_at_its_number_and_refuses_one_more(card, limit):
    # SC-copies: units, Actions, Arenas, Equipment, Traps 3; Exteriors 1; 6 Gold, 8 Silver
    assert deck_problems(_with(card, limit)) == []
    problems = deck_problems(_with(card, limit + 1))
    assert len(problems) == 1 and f"at most {limit} [SC-copies]" in problems[0]


def test_copper_coins_and_gates_have_no_limit():
    deck = [c for c in SAMPLE_DECKS["emberfall-vanguard"] if c not in ("copper-coin", "stone-gate")]
    assert deck_problems(deck + ["copper-coin"] * (70 - len(deck))) == []
    assert deck_problems(deck + ["stone-gate"] * (70 - len(deck))) == []


def _dealt():
    """Both hands dealt live (Champions on top of each shuffled deck)."""
    state = GAME.start(GAME.genesis(["Ada", "Bo"], list(SAMPLE_DECKS.values()), "0" * 64))
    for _ in (0, 1):
        deck = state.sides[GAME.pending(state).seat].deck
        order = sorted(range(len(deck)), key=lambda i: state.card(deck[i]).type is not CardType.CHAMPION)
        state = GAME.apply(state, Dealt(kind="shuffle", outcome=order), check=True)
    return state


def test_starting_champions_stay_hidden_from_the_opponent_until_the_first_turn():
    # SC-starter: each is placed face down, seen by its own player only, and both are
    # revealed as the first turn begins; SC-6: nobody sees a Blood Card, its owner neither
    state = _dealt()
    ada, bo = state.sides[0].hand[0], state.sides[1].hand[0]
    state = GAME.apply(state, PlaceStarter(seat=0, card=ada), check=True)
    state = GAME.apply(state, PlaceStarter(seat=1, card=bo), check=True)
    seen = [visible_ids(GAME.view(state, s)) for s in (0, 1)]
    assert ada in seen[0] and ada not in seen[1] and bo in seen[1] and bo not in seen[0]
    assert not (set(state.sides[0].blood) | set(state.sides[1].blood)) & (seen[0] | seen[1])
    for face in (15, 4):  # Ada 15, Bo 4: Ada goes first
        state = GAME.apply(state, Dealt(kind="d20", outcome=face - 1), check=True)
    assert (state.first, state.turn) == (0, 1)
    assert all({ada, bo} <= visible_ids(GAME.view(state, s)) for s in (0, 1))
    # Turn Order 1 has no exception for the first turn: Ada drew (7 - her starter + 1)
    assert [len(s.hand) for s in state.sides] == [7, 6]
