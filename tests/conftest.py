import pytest

from engine.registry import game_ids, get_game


@pytest.fixture(params=game_ids())
def game(request):
    """Each registered game in turn: the conformance suite runs over all of them."""
    return get_game(request.param)


@pytest.fixture(autouse=True)
def _no_env_ledger(monkeypatch):
    monkeypatch.delenv("MATCHLOG_DB", raising=False)


pytest_plugins = ["pytester"]  # tests of the matchlog pytest plugin run pytest in-process
