"""engine.kit.deck: a deck shuffled at a table is dealt lazily, and undone work reruns."""

from __future__ import annotations

import msgspec
import pytest

from engine.events import Reseed, SeedReveal
from engine.fold import Fold
from engine.kit import Task, TaskLoop
from engine.kit import deck
from engine.protocol import IllegalEvent
from engine.registry import get_game


def test_a_dealer_deck_reads_without_a_book():
    assert deck.look(msgspec.UNSET, [5, 6, 7], 0, seat=0) == 5
    assert deck.shuffled(msgspec.UNSET, [5, 6, 7]) is False


def test_a_shuffled_deck_asks_which_unseen_card_is_at_the_place_read():
    luck, cards = deck.TableLuck(), [5, 6, 7, 8]
    deck.shuffled(luck, cards[:3])  # the top three are mixed, 8 stays known at the bottom
    assert deck.look(luck, cards, -1, seat=1) == 8
    with pytest.raises(deck.Unseen) as asked:
        deck.look(luck, cards, 0, seat=1)
    assert asked.value.cards == [5, 6, 7] and asked.value.holder == 5
    luck.showing = asked.value.showing()
    assert deck.show(luck, cards, 2) == b""  # the table showed card 7 on top
    assert cards == [7, 6, 5, 8] and luck.unseen(7) == 0 and luck.showing is None
    with pytest.raises(deck.Unseen) as asked:
        deck.look(luck, cards, 1, seat=1)
    assert asked.value.cards == [6, 5]  # only what is still unseen from that shuffle


def test_two_shuffles_mix_apart_and_a_card_taken_by_name_is_seen():
    luck, cards = deck.TableLuck(), [1, 2, 3, 4]
    deck.shuffled(luck, [3, 4])
    deck.shuffled(luck, [1, 2])  # e.g. a discard pile shuffled onto the top
    with pytest.raises(deck.Unseen) as asked:
        deck.look(luck, cards, 3, seat=0)
    assert asked.value.cards == [3, 4]
    deck.seen(luck, 3)
    assert luck.unseen(3) == 0 and luck.unseen(4) == 1 and luck.unseen(1) == 2


class Draw(Task, tag="draw"):
    n: int


class Pile(msgspec.Struct):
    deck: list[int]
    hand: list[int] = []
    stack: list[Draw] = []
    table: deck.TableLuck | msgspec.UnsetType = msgspec.UNSET


def _draw(state: Pile, task: Draw) -> None:
    for _ in range(task.n):
        state.hand.append(deck.look(state.table, state.deck, 0, seat=0))
        state.deck.pop(0)


def test_the_loop_undoes_a_task_that_looked_and_reruns_it_once_the_card_is_shown():
    loop = TaskLoop({Draw: _draw}, table=lambda s: s.table)
    state = Pile(deck=[10, 11, 12], stack=[Draw(n=2)], table=deck.TableLuck())
    deck.shuffled(state.table, [11, 12])
    waits = loop.run(state, state.stack)
    # card 10 was drawn, then 11's place was unseen: the draw is undone, whole
    assert isinstance(waits, deck.Showing) and waits.cards == [11, 12]
    assert state.hand == [] and state.deck == [10, 11, 12] and state.stack == [Draw(n=2)]
    deck.show(state.table, state.deck, 1)  # the table showed 12
    assert loop.run(state, state.stack) is None
    assert state.hand == [10, 12] and state.deck == [11]


def test_looking_at_the_top_cards_asks_for_the_first_unseen_place():
    luck, cards = deck.TableLuck(), [1, 2, 3, 4]
    deck.shuffled(luck, [2, 3, 4])
    with pytest.raises(deck.Unseen) as asked:
        deck.look_top(luck, cards, 3, seat=0)
    assert asked.value.index == 1 and asked.value.cards == [2, 3, 4]
    assert deck.look_top(msgspec.UNSET, cards, 3, seat=0) == [1, 2, 3]
    assert deck.look_top(luck, cards, 1, seat=0) == [1]


@pytest.mark.parametrize("event", [Reseed(dealer="ab" * 32), SeedReveal(seeds=["cd" * 32])],
                         ids=["reseed", "reveal"])
def test_a_table_luck_match_refuses_dealer_seeds(event):
    """A match played at a table has no dealer: fresh luck or a seed reveal is refused (ML-table)."""
    game = get_game("ardent-reapers")
    genesis = msgspec.structs.replace(game.genesis(["Ann", "Bob"], list(game.sample_decks().values())[:2], ""),
                                      luck="table")
    folded = Fold(game, genesis, check=True)
    with pytest.raises(IllegalEvent) as err:
        folded.apply(event)
    assert err.value.rule == "ML-table"
