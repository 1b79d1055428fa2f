"""Table luck in Ardent Reapers: a physical match recorded from what the table showed.

The script (tests/tablescript.py) is what a judge writes down at the table: each card drawn
or revealed by name, the coin, the random discards, and every decision. Recorded with table
luck it must end in the very position of the physical match, including a deck that ran out
and took its discard pile back, shuffled (AR-draw-reshuffle).
"""

from __future__ import annotations

import msgspec
import pytest

from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import Chance, Decision, IllegalEvent
from engine.registry import get_game
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.verify import verify_match
from tests.tablescript import observe_game, record, sample_start, without_table

GAME = get_game("ardent-reapers")
PLAYERS = ["Ann", "Bo"]


def _decks():
    return sample_start(GAME, PLAYERS)[0]


def _genesis():
    return sample_start(GAME, PLAYERS)[1]


def _observe(seed: int):
    return observe_game(GAME.id, seed, PLAYERS)


@pytest.fixture(scope="module")
def physical():
    """A physical match whose deck ran out and was reshuffled (the first seed that does)."""
    for seed in range(20):
        seen = _observe(seed)
        if seen.reshuffles and seen.shown_later:
            return seen
    pytest.fail("no seed in 0..19 plays a match with a reshuffle")


def test_a_recorded_physical_match_ends_in_the_physical_position(physical, tmp_path):
    with Ledger.open(tmp_path / "t.db", create=True) as ledger:
        match = record(ledger, GAME, PLAYERS, _decks(), physical.script)
        history = load_history(ledger, match)
        state = history.fold_to_head().state
        assert history.genesis.table_luck
        assert GAME.digest(without_table(GAME, state)) == GAME.digest(physical.physical)
        assert GAME.pending(state).reason == GAME.pending(physical.physical).reason
        verdict = verify_match(ledger, match)
        report = audit(GAME, history.genesis, history.events(1), None)
    assert verdict.problems == [] and verdict.luck == "table"
    assert any("table luck" in n for n in verdict.notes)
    assert report.ok and report.luck.startswith("table luck")
    # the script names cards, it never gives an order: no shuffle is ever entered
    assert physical.reshuffles and physical.shown_later > 0
    assert not any(line.startswith("[") for line in physical.script)


def test_the_table_is_asked_for_the_top_card_not_an_order():
    fold = Fold(GAME, msgspec.structs.replace(_genesis(), luck="table"))
    asked = GAME.pending(fold.state)
    assert isinstance(asked, Chance) and not asked.shuffle and asked.kind == "card"
    assert asked.why == "the top card of Ann's deck"
    # every card of Ann's deck may be on top, and only hers
    assert sorted(asked.items) == sorted(fold.state.seats[0].deck)
    assert "Vix" in asked.labels


def test_a_decision_before_the_card_is_shown_is_refused_with_ml_table():
    fold = Fold(GAME, msgspec.structs.replace(_genesis(), luck="table"))
    with pytest.raises(IllegalEvent) as err:
        fold.apply(Dealt(kind="card", outcome=len(fold.state.seats[0].deck)))
    assert err.value.rule == "ML-table"
    with pytest.raises(IllegalEvent) as err:
        fold.apply(Dealt(kind="shuffle", outcome=[0, 1]))
    assert err.value.rule == "ML-table"


def test_a_shown_card_takes_the_place_asked_and_the_next_place_is_asked_for():
    fold = Fold(GAME, msgspec.structs.replace(_genesis(), luck="table"))
    asked = GAME.pending(fold.state)
    anox = asked.labels.index("Anox")
    card = asked.items[anox]
    fold.apply(Dealt(kind="card", outcome=anox))
    deck, luck = fold.state.seats[0].deck, fold.state.table
    # AR-setup-2 turns cards over until a creature: Anox is seen and on top (the work that
    # took it is undone until the next card is shown), the other 16 are still unseen
    assert deck[0] == card and luck.unseen(card) == 0
    assert sum(1 for c in deck if luck.unseen(c)) == 16
    again = GAME.pending(fold.state)
    assert again.kind == "card" and card not in again.items and len(again.items) == 16
    # the omniscient view lists the deck with its unseen cards tagged: their order is no order
    deck_view = GAME.view(fold.state, None).seats[0].zones[0]
    assert deck_view.cards[0].id == card and "unseen" not in deck_view.cards[0].tags
    assert all("unseen" in c.tags for c in deck_view.cards[1:])


def test_dealer_luck_states_carry_no_table_book():
    fold = Fold(GAME, _genesis())
    assert fold.state.table is msgspec.UNSET
    assert isinstance(GAME.pending(fold.state), Chance) and GAME.pending(fold.state).shuffle
