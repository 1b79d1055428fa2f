"""`options --at N`: what was pending after event N of a recorded line, its legal options, which
of them event N + 1 recorded, and --check on an alternative there; read-only, no branch needed.
It lists what `options` lists on a branch forked at N."""

import hashlib
import json

import pytest


def _json(r):
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.fixture
def played(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "9").exit_code == 0
    rows = _json(run("log", "1", "--json"))
    decided = [r["seq"] for r in rows if r["event"].get("seat") is not None]
    return run, rows, decided


def test_the_options_after_an_event_are_those_of_a_branch_forked_there(played):
    run, rows, decided = played
    for seq in decided[5:40:7]:
        at = seq - 1
        before = hashlib.sha256(run.db.read_bytes()).hexdigest()
        listed = _json(run("options", "1", "--at", at, "--json"))
        assert hashlib.sha256(run.db.read_bytes()).hexdigest() == before  # read-only
        assert listed["at"] == at and listed["recorded"]["seq"] == seq
        n = listed["recorded"]["n"]
        assert listed["options"][n]["event"] == rows[seq]["event"]  # what was recorded
        assert run("branch", "1", "--at", at, "--name", f"b{at}").exit_code == 0
        on_branch = _json(run("options", "1", "--branch", f"b{at}", "--json"))
        assert [o["event"] for o in listed["options"]] == [o["event"] for o in on_branch["options"]]
        assert (listed["seat"], listed["rule"]) == (on_branch["seat"], on_branch["rule"])


def test_check_at_an_event_judges_the_alternative_there(played):
    run, rows, decided = played
    at = decided[10] - 1
    listed = _json(run("options", "1", "--at", at, "--json"))
    other = next(o for o in listed["options"] if o["n"] != listed["recorded"]["n"])
    r = run("options", "1", "--at", at, "--check", json.dumps(other["event"]))
    assert r.exit_code == 0 and r.stdout.startswith(f"legal: {other['text']}")
    wrong_seat = 1 - listed["seat"]
    r = run("options", "1", "--at", at, "--check", json.dumps({"type": "end-step", "seat": wrong_seat}))
    assert r.exit_code == 1 and "[AR-turn-1]" in r.stdout.splitlines()[0]
    text = run("options", "1", "--at", at).stdout
    assert text.startswith(f"match 1, branch main, after event #{at} (the head is #")
    assert (f"recorded as event #{at + 1}: {rows[at + 1]['text']} (option "
            f"{listed['recorded']['n']})") in text


def test_where_the_dealer_draws_or_the_match_is_over_nobody_decides(played):
    run, rows, decided = played
    r = run("options", "1", "--at", 0)  # the dealer shuffles next
    assert r.exit_code == 0
    assert r.stdout.startswith("match 1, branch main, after event #0 the dealer draws (")
    assert r.stdout.rstrip().endswith("no player decides here")
    assert run("options", "1", "--at", 0, "--check", "0").exit_code == 1
    assert rows[-1]["event"]["type"] == "reveal"  # over, then the seeds revealed
    r = run("options", "1", "--at", -2)
    assert f"after event #{len(rows) - 2} the match is over (" in r.stdout


def test_an_event_the_branch_does_not_have_is_one_line(played):
    run, rows, _ = played
    r = run("options", "1", "--at", len(rows) + 5)
    assert r.exit_code == 2
    assert r.output.strip() == (f"error: match 1, branch main has events 0..{len(rows) - 1} (or "
                                f"-1..-{len(rows)} counting back from the head), not {len(rows) + 5}")


def test_branch_says_what_the_parent_did_next(played):
    """A what-if forks at N to do otherwise than event N + 1: `branch` names that event."""
    run, rows, decided = played
    at = decided[7] - 1
    r = run("branch", "1", "--at", at, "--name", "what-if")
    assert r.exit_code == 0, r.output
    said = " ".join(r.stdout.split())  # rich wraps the line at the console's width
    assert said.startswith(f"branch what-if of match 1 forks main at #{at} (main went on with "
                           f"#{at + 1}: {rows[at + 1]['text']}); head #{at}. ")
    r = run("branch", "1", "--at", len(rows) - 1, "--name", "at-the-end")
    assert "went on" not in r.stdout
