"""Trying the orders of simultaneous effects on copies: the copies told apart by their
canonical bytes, and the state's own marks (the sweep's, the carriers') left as they were."""

from __future__ import annotations

import hashlib
from dataclasses import fields
from itertools import permutations

import pytest

from engine.digest import CANONICAL
from engine.games.keyforge import alive, carriers, order
from engine.games.keyforge.abilities.base import CardAbilities

from test_kf_fold_paths import _states


def _old_order_matters(state, items) -> bool:
    """`order.order_matters` as it was: the copies told apart by their SHA-256 digests."""
    if len(items) > order.MAX_TRIED or any(i.trigger == order._SIGIL for i in items):
        return True
    data = order._ENCODE(state)
    seen = set()
    for perm in permutations(items):
        copy = order._DECODE(data)
        for item in perm:
            if item.trigger == order.PLAY_DRAW:
                deck = copy.players[item.seat].deck
                if not deck or (copy.table and copy.table.unseen(deck[0])):
                    return True
                copy.players[item.seat].hand.append(deck.pop(0))
                continue
            depth = len(copy.stack)
            order.resolve(copy, item)
            if len(copy.stack) != depth:
                return True
        seen.add(hashlib.sha256(CANONICAL.encode(copy)).hexdigest())
        if len(seen) > 1:
            return True
    return False


@pytest.mark.parametrize("n", range(12))
def test_trying_the_orders_answers_as_digests_do_and_leaves_the_marks_of_the_state(n, monkeypatch):
    """At every trial of seeded self-play: the same answer as comparing digests, and the
    sweep's mark and the carriers' table are what they were before (the copies leave them)."""
    tried = []
    new = order.order_matters

    def both(state, items):
        live, match = alive.SWEPT.all_live, carriers.held()
        got = new(state, items)
        assert alive.SWEPT.all_live is live and carriers.held() is match
        assert got == _old_order_matters(state, items)
        alive.SWEPT.all_live = live
        carriers.hold(match)
        tried.append(got)
        return got

    monkeypatch.setattr(order, "order_matters", both)
    for _ in _states(n):
        pass
    if n == 0:
        assert tried  # (the first seeds try orders; some later ones may not)


def test_the_trials_over_twelve_seeds_find_orders_that_matter_and_orders_that_do_not(monkeypatch):
    answers = set()
    new = order.order_matters
    monkeypatch.setattr(order, "order_matters", lambda s, i: answers.add(new(s, i)) or new(s, i))
    for n in range(12):
        for _ in _states(n):
            if len(answers) == 2:
                return
    assert answers == {True, False}


def test_the_triggers_resolve_runs_first_are_plain_abilities_of_the_card():
    """`resolve` runs a trigger of `_CARD_TRIGGERS` as the card's own ability of that name at
    once: none of them may be one it treats apart (a fight effect, the play draw, the sigil,
    assault, hazardous, a destruction another card reacts to), and each names an ability."""
    apart = order.FIGHT_EFFECTS | {order.PLAY_DRAW, order._SIGIL, "assault", "hazardous", "on_any_destroyed"}
    assert not order._CARD_TRIGGERS & apart
    names = {f.name for f in fields(CardAbilities)}
    assert order._CARD_TRIGGERS <= names
