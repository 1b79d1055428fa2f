import json

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

    def editable(self, game, seed, folder):
        """One simulated match of `game` exported, as a person edits it: the header without
        its chain fields (digest, hash, match, chain) and each line's event."""
        assert self("simulate", game, "-n", "1", "--seed", seed).exit_code == 0
        out = folder / "m.jsonl"
        assert self("export", "1", "-o", out).exit_code == 0
        lines = out.read_text().splitlines()
        header = json.loads(lines[0])
        for key in ("digest", "hash", "match", "chain"):
            header.pop(key)
        return header, [json.loads(x)["event"] for x in lines[1:]]


@pytest.fixture
def run(tmp_path):
    return Run(tmp_path / "cli.db")
