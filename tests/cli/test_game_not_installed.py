"""A match whose game (a plugin) is no longer installed: every command that reads it names the
match, the game id and what to install, in one line with exit 2, and changes nothing."""

import hashlib
import json

import pytest

import engine.registry as registry
from tests.toygame import Pig


class GonePig(Pig):
    id = "pig-gone"


@pytest.fixture
def gone(run, monkeypatch):
    """Match 1 of game pig-gone, recorded while it was registered; then it is not."""
    registry.register(GonePig())
    r = run("new", "pig-gone", "--deck", "none", "--deck", "none", "--seed", 4, "--json")
    assert r.exit_code == 0, r.output
    monkeypatch.delitem(registry._LOADED, "pig-gone")
    return json.loads(r.stdout)["match"]


@pytest.mark.parametrize("args", [("show",), ("export", "-o", "OUT"), ("log",), ("options",),
                                  ("audit",), ("bundle", "-o", "OUT"), ("html", "-o", "OUT"),
                                  ("replay",), ("decide", "0")])
def test_each_command_names_the_match_the_game_and_what_to_install(run, gone, args, tmp_path):
    before = hashlib.sha256(run.db.read_bytes()).hexdigest()
    args = [str(tmp_path / "out") if a == "OUT" else a for a in args]
    r = run(args[0], gone, *args[1:])
    assert r.exit_code == 2, r.output
    line = r.stderr.strip()
    assert "\n" not in line and "Traceback" not in r.output
    assert line.startswith(f"error: match {gone} was recorded with game 'pig-gone', which is not "
                           "installed here (installed: "), line
    assert "install the package that provides 'pig-gone'" in line
    assert "`matchlog games` lists what is installed" in line
    assert hashlib.sha256(run.db.read_bytes()).hexdigest() == before
    assert not (tmp_path / "out").exists()


def test_verify_and_matches_still_list_it(run, gone):
    r = run("verify", gone)
    assert r.exit_code == 1
    assert (f"FAIL match {gone}, branch main: recorded with game 'pig-gone', which is not "
            "installed here") in r.stdout
    listed = json.loads(run("matches", "--json").stdout)
    assert [m["game"] for m in listed] == ["pig-gone"]
