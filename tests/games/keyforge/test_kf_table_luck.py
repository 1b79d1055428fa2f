"""Table luck in KeyForge: a physical match recorded from what the table showed.

The script (tests/tablescript.py) is what a judge writes down at the table: the coin (who goes
first), each card drawn or archived from a deck by name, each card discarded at random, and
every decision. Recorded with table luck it must end in the very position of the physical
match, including a deck that ran out and took its discard pile back, shuffled
(KF-draw-reshuffle).
"""

from __future__ import annotations

import msgspec
import pytest

from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import Chance, IllegalEvent
from engine.registry import get_game
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.luck import parse_outcome
from replays.verify import verify_match
from tests.tablescript import observe_game, record, sample_start, without_table

GAME = get_game("keyforge")
PLAYERS = ["Ann", "Bo"]


@pytest.fixture(scope="module")
def physical():
    """A physical match whose deck ran out and was reshuffled (the first seed that does)."""
    for seed in range(20):
        seen = observe_game(GAME.id, seed, PLAYERS)
        if seen.reshuffles and seen.shown_later:
            return seen
    pytest.fail("no seed in 0..19 plays a match with a reshuffle")


def test_a_recorded_physical_match_ends_in_the_physical_position(physical, tmp_path):
    with Ledger.open(tmp_path / "t.db", create=True) as ledger:
        match = record(ledger, GAME, PLAYERS, sample_start(GAME, PLAYERS)[0], physical.script)
        history = load_history(ledger, match)
        state = history.fold_to_head().state
        verdict = verify_match(ledger, match)
        report = audit(GAME, history.genesis, history.events(1), None)
    assert history.genesis.table_luck
    assert GAME.digest(without_table(GAME, state)) == GAME.digest(physical.physical)
    assert GAME.pending(state).reason == GAME.pending(physical.physical).reason
    assert verdict.problems == [] and verdict.luck == "table"
    assert report.ok and report.luck.startswith("table luck")
    assert physical.reshuffles and physical.shown_later > 0
    assert physical.script[0] in PLAYERS  # the coin, entered as the player who goes first


def test_the_coin_is_entered_as_a_player_and_then_the_top_card_is_asked_for():
    _, genesis = sample_start(GAME, PLAYERS)
    fold = Fold(GAME, msgspec.structs.replace(genesis, luck="table"))
    coin = GAME.pending(fold.state)
    assert coin.kind == "coin" and coin.labels == PLAYERS
    fold.apply(parse_outcome(coin, "Bo"))
    assert fold.state.first == 1
    asked = GAME.pending(fold.state)
    # Bo goes first: the decks are shuffled (no order asked) and Bo draws 7 first
    assert isinstance(asked, Chance) and asked.kind == "card" and not asked.shuffle
    assert asked.why == "the top card of Bo's deck"
    assert sorted(asked.items) == sorted(fold.state.players[1].deck)


def test_a_decision_while_a_card_is_to_be_shown_is_refused_with_ml_table():
    _, genesis = sample_start(GAME, PLAYERS)
    fold = Fold(GAME, msgspec.structs.replace(genesis, luck="table"))
    fold.apply(Dealt(kind="coin", outcome=0))
    with pytest.raises(IllegalEvent) as err:
        fold.apply(Dealt(kind="shuffle", outcome=list(range(36))))
    assert err.value.rule == "ML-table"
