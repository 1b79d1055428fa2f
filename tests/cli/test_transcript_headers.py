"""A transcript whose genesis this build cannot play (a rules version it lacks, a player count
the game does not allow): `audit --transcript`, `import` and `html --transcript` refuse it in one
line naming the file and line, exit 2; import stores nothing. Before, `import` stored such a
match, which no command could then read."""

import hashlib
import json

import pytest


@pytest.mark.parametrize("edit, words", [
    ({"rules_version": "AR-9"}, "ardent-reapers rules version 'AR-9' is not in this build"),
    ({"players": ["Solo"]}, "the genesis names 1 player(s); ardent-reapers is played by 2 players"),
])
def test_a_genesis_this_build_cannot_play_is_refused_and_nothing_is_stored(run, tmp_path, edit, words):
    header, events = run.editable("ardent-reapers", 3, tmp_path)
    header["genesis"].update(edit)
    bad = tmp_path / "edited.jsonl"
    bad.write_text("\n".join([json.dumps(header)] + [json.dumps(e) for e in events]) + "\n")
    before = hashlib.sha256(run.db.read_bytes()).hexdigest()
    for args in (["audit", "--transcript", bad], ["import", bad],
                 ["html", "--transcript", bad, "-o", tmp_path / "p.html"]):
        r = run(*args)
        assert r.exit_code == 2, (args, r.output)
        assert r.output.strip().startswith(f"error: {bad}:1: {words}"), r.output
        assert len(r.output.strip().splitlines()) == 1
    assert hashlib.sha256(run.db.read_bytes()).hexdigest() == before
    assert json.loads(run("matches", "--json").stdout)[-1]["match"] == 1
