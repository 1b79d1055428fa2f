import pytest
import typer.testing

from engine.registry import game_ids, get_game

_commands: dict[int, tuple[object, object]] = {}


def _command_of(app):
    """typer's CliRunner builds the click command tree from the app on every invoke (the
    signatures and type hints of every command: about 26 ms); the tree depends on the app
    alone, so it is built once for the suite's thousands of in-process invokes (1,301 in
    tests/cli, tests/replays, tests/ledger and the bad-input suite alone)."""
    built = _commands.get(id(app))
    if built is None or built[0] is not app:
        built = _commands[id(app)] = (app, _build_command(app))
    return built[1]


_build_command = typer.testing._get_command
typer.testing._get_command = _command_of


@pytest.fixture(params=game_ids())
def game(request):
    """Each registered game in turn: the conformance suite runs over all of them."""
    return get_game(request.param)


@pytest.fixture(autouse=True)
def _no_env_ledger(monkeypatch):
    monkeypatch.delenv("MATCHLOG_DB", raising=False)


pytest_plugins = ["pytester"]  # tests of the matchlog pytest plugin run pytest in-process


UNWRITTEN_KF = "CotA-288"
"""The KeyForge card `kf_unimplemented` takes out of the registry (Masterplan)."""


@pytest.fixture
def kf_unimplemented(monkeypatch):
    """A Call of the Archons card that matchlog does not play, for the "not implemented"
    refusals: every card of the set is implemented, so one is taken out of the registry for
    the test (its facts stay; only its abilities are gone)."""
    from engine.games.keyforge.abilities.base import registry
    from engine.games.keyforge.cards import CARDS
    monkeypatch.delitem(registry(), UNWRITTEN_KF)
    return CARDS[UNWRITTEN_KF]
