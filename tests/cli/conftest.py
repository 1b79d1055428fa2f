import pytest
from typer.testing import CliRunner

from cli.app import app
from engine.registry import register
from tests.toygame import Pig

register(Pig())


class Run:
    """Run `matchlog` in-process against one ledger file, with a fixed console width."""

    def __init__(self, db):
        self.db = db
        self.runner = CliRunner()

    def __call__(self, *args, input=None):
        return self.runner.invoke(app, [*map(str, args), "--db", str(self.db)], input=input,
                                  env={"COLUMNS": "120", "NO_COLOR": "1"})

    def bare(self, *args):
        return self.runner.invoke(app, list(map(str, args)), env={"COLUMNS": "120"})


@pytest.fixture
def run(tmp_path):
    return Run(tmp_path / "cli.db")
