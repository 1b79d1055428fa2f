import os

import pytest

from engine.registry import game_ids, get_game


def available_games():
    """Every registered game whose package exists (a game in progress is not yet importable)."""
    out = []
    for gid in game_ids():
        try:
            get_game(gid)
        except ModuleNotFoundError:
            continue
        out.append(gid)
    return out


@pytest.fixture(params=available_games())
def game(request):
    return get_game(request.param)


@pytest.fixture(autouse=True)
def _no_env_ledger(monkeypatch):
    monkeypatch.delenv("MATCHLOG_DB", raising=False)
