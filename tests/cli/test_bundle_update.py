"""`check-bundle --update`: after an engine fix a bundle no longer replays as recorded; --update
re-records it under the engine installed now (digests, hash chain, expect) into a new file that
check-bundle accepts, keeps the original, and refuses when the engine now refuses an event."""

import hashlib
import json

import pytest

from engine.events import Dealt
from engine.protocol import IllegalEvent
from tests.toygame import Pig, Roll


@pytest.fixture
def bundle(run, tmp_path):
    """A bundle of a recorded pig match (the toy game registered by tests/cli/conftest.py)."""
    r = run("new", "pig", "--deck", "none", "--deck", "none", "--seed", 3, "--json")
    m = json.loads(r.stdout)["match"]
    for choice in ["0", "0", "1", "0", "1", "0", "0", "1"]:
        assert run("decide", m, choice).exit_code == 0
    out = tmp_path / "bug-7.matchlog.jsonl"
    assert run("bundle", m, "--note", "the die felt wrong", "-o", out).exit_code == 0
    return out


def _sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _fix_the_engine(monkeypatch):
    """An engine fix that changes states, not legality: a die's face now scores one more."""
    apply = Pig.apply

    def fixed(self, s, event, check=True):
        s = apply(self, s, event, check)
        if isinstance(event, Dealt) and event.outcome != 0:
            s.total += 1
        return s

    monkeypatch.setattr(Pig, "apply", fixed)


def test_update_rerecords_a_bundle_the_fixed_engine_parts_from(run, bundle, monkeypatch):
    original = _sha(bundle)
    _fix_the_engine(monkeypatch)
    stale = run.bare("check-bundle", bundle)
    assert stale.exit_code == 1 and "no longer replays as recorded" in stale.stdout
    r = run.bare("check-bundle", bundle, "--update")
    assert r.exit_code == 0, r.output
    new = bundle.with_name("bug-7.updated.matchlog.jsonl")
    assert r.stdout.startswith(f"wrote {new}: ") and "re-recorded under PIG-1: legal" in r.stdout
    assert "recorded digest(s) changed, the first at event " in r.stdout
    assert _sha(bundle) == original  # the original is kept
    ok = run.bare("check-bundle", new)
    assert ok.exit_code == 0, ok.output
    # a real re-recording: the new digests and hashes chain (import checks them) and the
    # note and events are the original's
    header = json.loads(new.read_text().splitlines()[0])
    assert header["expect"]["note"] == "the die felt wrong"
    old_rows = [json.loads(x) for x in bundle.read_text().splitlines()[1:]]
    new_rows = [json.loads(x) for x in new.read_text().splitlines()[1:]]
    assert [r["event"] for r in new_rows] == [r["event"] for r in old_rows]
    assert any(a["digest"] != b["digest"] for a, b in zip(old_rows, new_rows))
    assert run("import", new).exit_code == 0
    monkeypatch.undo()  # under the engine as it was, the new bundle is the one that parts
    assert run.bare("check-bundle", new).exit_code == 1


def test_update_json_and_an_output_path(run, bundle, monkeypatch, tmp_path):
    _fix_the_engine(monkeypatch)
    out = tmp_path / "fixed.matchlog.jsonl"
    r = run.bare("check-bundle", bundle, "--update", "-o", out, "--json")
    assert r.exit_code == 0, r.output
    info = json.loads(r.stdout)
    assert info["file"] == str(out) and info["from"] == str(bundle)
    assert info["verdict"] == info["expected_verdict"] == "legal"
    assert info["digest"] != info["expected_digest"] and info["changed"] > 0
    lines = out.read_text().splitlines()
    assert info["events"] == len(lines)  # the genesis counted: header line + one per event


def test_update_of_a_bundle_that_still_replays_changes_nothing(run, bundle):
    r = run.bare("check-bundle", bundle, "--update")
    assert r.exit_code == 0 and "no recorded digest changed" in r.stdout
    new = bundle.with_name("bug-7.updated.matchlog.jsonl")
    assert new.read_text() == bundle.read_text()


def test_update_is_refused_naming_the_first_event_the_engine_now_refuses(run, bundle, monkeypatch):
    before = sorted(p.name for p in bundle.parent.iterdir())
    check = Pig._check

    def stricter(self, s, event):  # the fix: no roll on turn 3 (the match rolls there)
        if isinstance(event, Roll) and s.turn == 3:
            raise IllegalEvent("PIG-order", "no roll on turn 3")
        return check(self, s, event)

    monkeypatch.setattr(Pig, "_check", stricter)
    r = run.bare("check-bundle", bundle, "--update")
    assert r.exit_code == 2
    line = r.stderr.strip()
    assert "\n" not in line and line.startswith(f"error: {bundle}:")
    assert "is refused by the engine installed now (PIG-1): no roll on turn 3 [PIG-order]" in line
    seq = int(line.split(": event ")[1].split()[0])
    rows = [json.loads(x) for x in bundle.read_text().splitlines()[1:]]
    assert rows[seq - 1]["event"]["type"] == "roll"
    assert f"{bundle}:{seq + 1}:" in line  # the file line: the header is line 1
    assert sorted(p.name for p in bundle.parent.iterdir()) == before  # nothing written


def test_o_without_update_is_a_usage_error(run, bundle, tmp_path):
    r = run.bare("check-bundle", bundle, "-o", tmp_path / "x.jsonl")
    assert r.exit_code == 2 and "give --update too" in r.stderr
