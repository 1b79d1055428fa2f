"""Headless Chromium for the replay page tests, and matches (with a branch) to show in it.

The browser is Debian's `chromium`, driven by Playwright for Python with the system browser
as its executable (no browser download). Without one the tests skip, naming the install.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import msgspec
import pytest
from typer.testing import CliRunner

from cli.app import app
from ledger import Ledger
from replays.branching import fork
from replays.history import load_history
from replays.record import decide, legal_options
from replays.simulate import simulate

CHROMIUM = os.environ.get("MATCHLOG_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


def _missing(reason: str) -> None:
    """Skip, naming the install; fail instead where a browser is required (.ci/run sets it)."""
    if os.environ.get("MATCHLOG_REQUIRE_BROWSER"):
        pytest.fail(reason, pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        _missing("no headless Chromium: apt-get install -y chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("no Playwright: pip install -e '.[test]' (and apt-get install -y chromium)")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("requestfailed", lambda r: errors.append(f"request {r.url}"))
    pg.on("request", lambda r: None if r.url.startswith("file:") else errors.append(f"network {r.url}"))
    yield pg
    context.close()
    assert errors == [], "the page must run without errors and load nothing"


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where the run saves its screenshots: $MATCHLOG_SCREENSHOTS, else a temporary folder."""
    where = os.environ.get("MATCHLOG_SCREENSHOTS")
    path = Path(where) if where else tmp_path_factory.mktemp("screenshots")
    path.mkdir(parents=True, exist_ok=True)
    return path


class Cli:
    """`matchlog` in-process against one ledger file."""

    def __init__(self, db: Path):
        self.db = db
        self.runner = CliRunner()

    def __call__(self, *args) -> str:
        result = self.runner.invoke(app, [*map(str, args), "--db", str(self.db)],
                                    env={"COLUMNS": "120", "NO_COLOR": "1"})
        assert result.exit_code == 0, result.output
        return result.stdout

    def json(self, *args):
        return msgspec.json.decode(self(*args, "--json"))


def fork_with_other_choice(ledger: Ledger, m: int, name: str) -> int:
    """Branch `name` off main at the middle, taking another option than main did; its fork."""
    h = load_history(ledger, m)
    for at in range(h.head // 2, h.head):
        p = legal_options(load_history(ledger, m, "main", upto=at))
        taken = h.event(at + 1)
        if getattr(p, "options", None) and len(p.options) > 1 and taken in p.options:
            fork(ledger, m, name, at)
            decide(ledger, m, next(o for o in p.options if o != taken), name)
            return at
    raise AssertionError("no decision with a choice after the middle of the match")


@pytest.fixture(scope="session")
def recorded(tmp_path_factory):
    """Per game id: a CLI on a ledger with one simulated match (seed 3) and branch 'other'."""
    made: dict[str, tuple[Cli, int, int]] = {}

    def get(game_id: str) -> tuple[Cli, int, int]:
        if game_id not in made:
            db = tmp_path_factory.mktemp(game_id) / "m.db"
            with Ledger.open(db) as led:
                [m] = simulate(led, game_id, 1, seed=3)
                at = fork_with_other_choice(led, m, "other")
            made[game_id] = (Cli(db), m, at)
        return made[game_id]

    return get
