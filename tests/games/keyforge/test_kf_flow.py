"""KeyForge's work stack runs on the kit's TaskLoop with a handler for every task type (what
the handlers do is tested through the rules: a choice with no candidate, in test_kf_cards)."""

from __future__ import annotations

from typing import get_args

from engine.games.keyforge import tasks as T
from engine.games.keyforge.flow import LOOP


def test_every_task_type_has_a_handler():
    LOOP.check(get_args(T.AnyTask))
    assert set(LOOP.handlers) | LOOP.waits == set(get_args(T.AnyTask))
    assert not set(LOOP.handlers) & LOOP.waits
