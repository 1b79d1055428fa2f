"""--json on export, replay, demo and schema: the facts the text gives, JSON only on stdout."""

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import msgspec

from replays.shapes import Position

ROOT = Path(__file__).resolve().parents[2]


def _match(run):
    r = run("simulate", "ardent-reapers", "-n", 1, "--seed", 2, "--json")
    return json.loads(r.stdout)["matches"][0]


def test_export_json_says_where_it_wrote_and_how_many_events(run, tmp_path):
    m = _match(run)
    head = json.loads(run("options", m, "--json").stdout)["head"]
    out = tmp_path / "m.jsonl"
    r = run("export", m, "-o", out, "--json")
    assert r.exit_code == 0 and r.stderr == ""
    info = json.loads(r.stdout)  # one JSON document: the text line is not printed with it
    assert info == {"file": str(out), "match": m, "branch": "main", "events": head + 1,
                    "head": head, "as_seat": None, "importable": True}
    assert len(out.read_text().splitlines()) == head + 1
    text = run("export", m, "-o", out).stdout.strip()
    assert text == f"wrote {head + 1} events (0..{head}) of match {m}, branch main to {out}"
    seat = json.loads(run("export", m, "-o", out, "--as", 1, "--json").stdout)
    assert seat["as_seat"] == 1 and seat["importable"] is False


def test_export_to_stdout_with_json_is_refused_not_mixed(run):
    m = _match(run)
    r = run("export", m, "-o", "-", "--json")
    assert r.exit_code == 2 and r.stdout == ""
    assert "would mix" in json.loads(r.stderr)["error"]


def test_replay_json_prints_each_position_reached_and_prompts_on_stderr(run):
    m = _match(run)
    r = run("replay", m, "--json", input="g 20\nzz\np\nq\n")
    assert r.exit_code == 0
    steps = [json.loads(line) for line in r.stdout.splitlines()]
    assert [s["seq"] for s in steps] == [0, 20, 19]  # the bad key moves nowhere
    for s in steps:  # show --json's shape, with the event's words
        msgspec.json.decode(json.dumps({k: v for k, v in s.items()
                                        if k not in ("head", "event", "consequences")}),
                            type=Position)
        assert s["match"] == m and isinstance(s["event"], str) and s["event"]
    shown = json.loads(run("show", m, "--at", 20, "--json").stdout)
    assert {k: v for k, v in steps[1].items() if k in shown} == shown
    assert "[n]ext" in r.stderr and "unknown key 'zz'" in r.stderr
    seat = run("replay", m, "--json", "--as", 1, input="q\n")
    assert "digest" not in json.loads(seat.stdout.splitlines()[0])  # a seat's view, as show's


def test_replay_json_answers_a_program_that_reads_each_step_before_the_next_key(run, tmp_path):
    """Through a real pipe (block-buffered, PYTHONUNBUFFERED unset): each position is written
    out when it is reached, so a program can read it before it sends the next key."""
    m = _match(run)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    env["PYTHONPATH"] = str(ROOT)
    p = subprocess.Popen([sys.executable, "-m", "cli.app", "replay", str(m), "--json", "--db",
                          str(run.db)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True, env=env, cwd=tmp_path)
    guard = threading.Timer(120, p.kill)  # a hang fails the test instead of stalling the run
    guard.start()
    try:
        seen = [json.loads(p.stdout.readline())["seq"]]
        for key in ("g 12", "p"):
            p.stdin.write(key + "\n")
            p.stdin.flush()
            seen.append(json.loads(p.stdout.readline() or "null")["seq"])
        p.stdin.write("q\n")
        p.stdin.flush()
        assert p.wait() == 0
    finally:
        guard.cancel()
        p.kill()
    assert seen == [0, 12, 11]


def test_demo_json_names_the_match_and_ledger(run, tmp_path):
    db = tmp_path / "demo.db"
    r = run.bare("demo", "--db", db, "--json")
    assert r.exit_code == 0, r.output
    info = json.loads(r.stdout)
    assert info["match"] == 1 and info["ledger"] == str(db) and info["game"] == "ardent-reapers"
    assert info["audit"] == {"ok": True, "findings": 0}
    assert info["verify"] == {"ok": True, "problems": 0}
    listed = json.loads(run.bare("matches", "--db", db, "--json").stdout)
    assert listed[0]["events"] == info["events"] and info["outcome"]


def test_schema_takes_json_and_says_it_is_json_anyway(run):
    plain = run.bare("schema", "ardent-reapers")
    flagged = run.bare("schema", "ardent-reapers", "--json")
    assert flagged.exit_code == 0 and flagged.stdout == plain.stdout
    json.loads(flagged.stdout)
    assert "always JSON" in run.bare("schema", "--help").stdout
