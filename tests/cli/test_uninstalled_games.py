"""A ledger holding matches of a game that is not installed here (a plugin's, say): verify says
which match and branch it cannot read and why, without an event number it never reached."""

import json

from engine import registry


def test_verify_names_the_branch_it_cannot_read_without_a_made_up_event(run, monkeypatch):
    assert run("simulate", "pig", "-n", 1, "--seed", 1).exit_code == 0
    assert run("simulate", "ardent-reapers", "-n", 1, "--seed", 1).exit_code == 0
    before = run.db.read_bytes()
    assert "pig" not in registry.game_ids()  # registered by tests/cli/conftest.py only
    monkeypatch.delitem(registry._LOADED, "pig")  # as if its plugin were uninstalled
    r = run("verify", "--all")
    assert r.exit_code == 1
    fail = [line for line in r.stdout.splitlines() if line.startswith("FAIL")]
    assert len(fail) == 1 and fail[0].startswith("FAIL match 1, branch main: recorded with game "
                                                 "'pig', which is not installed here")
    assert "event -1" not in r.stdout
    found = json.loads(run("verify", "--all", "--json").stdout)
    assert [(p["match"], p["branch"]) for p in found["problems"]] == [(1, "main")]
    assert run.db.read_bytes() == before
