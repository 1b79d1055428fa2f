"""The CLI over the toy game: output, exit codes, and the one-line error rule."""

import json
import sqlite3

import pytest

from cli.app import app


def _new(run):
    r = run("new", "pig", "--deck", "none", "--deck", "none", "--seed", "3", "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["match"]


def test_new_options_decide_and_log(run):
    m = _new(run)
    r = run("options", m, "--json")
    opts = json.loads(r.stdout)
    assert opts["seat"] == 0
    assert [o["text"] for o in opts["options"]] == ["seat 0 rolls", "seat 0 holds"]
    r = run("decide", m, "0")
    assert r.exit_code == 0, r.output
    r = run("log", m, "--json")
    rows = json.loads(r.stdout)
    assert [row["event"]["type"] for row in rows][:3] == ["genesis", "roll", "chance"]


def test_an_illegal_decision_is_refused_with_its_rule_and_appends_nothing(run):
    m = _new(run)
    before = run("log", m, "--json").stdout
    r = run("decide", m, '{"type": "roll", "seat": 1}')
    assert r.exit_code == 2
    assert "[PIG-turn]" in r.output
    # where: the match, the branch and the event number it would have been
    assert r.output.startswith(f"error: match {m}, branch main, event #1 refused: illegal:")
    assert "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert run("log", m, "--json").stdout == before


@pytest.mark.parametrize("choice, words", [
    ("7", "option 7 does not exist"),
    ('{"type": "jump", "seat": 0}', "jump"),
    ("{not json", "malformed"),
])
def test_bad_choices_are_one_line_errors(run, choice, words):
    m = _new(run)
    r = run("decide", m, choice)
    assert r.exit_code == 2
    assert words.lower() in r.output.lower()
    assert "Traceback" not in r.output


def test_missing_and_corrupt_ledgers_are_one_line_errors(run, tmp_path):
    r = run.bare("matches", "--db", tmp_path / "nope.db")
    assert r.exit_code == 2 and "no ledger" in r.output
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not sqlite at all" * 100)
    r = run.bare("log", "1", "--db", junk)
    assert r.exit_code == 2 and "Traceback" not in r.output
    assert junk.read_bytes() == b"this is not sqlite at all" * 100
    r = run("log", "99")
    assert r.exit_code == 2


def test_export_import_audit_and_verify(run, tmp_path):
    m = _new(run)
    for i in range(8):
        run("decide", m, str(i % 2))  # roll, hold, roll, hold...
    out = tmp_path / "m.jsonl"
    assert run("export", m, "-o", out).exit_code == 0
    r = run("import", out, "--json")
    assert r.exit_code == 0, r.output
    m2 = json.loads(r.stdout)["match"]
    assert run("audit", m2).exit_code == 0
    assert run("audit", "--transcript", out).exit_code == 0
    r = run("verify", "--all", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["ok"]


def test_verify_all_says_a_note_shared_by_many_matches_once_with_their_ids(run):
    ids = [_new(run) for _ in range(3)]  # numbered seeds: each match gets the same note
    secret = run("new", "pig", "--deck", "none", "--deck", "none", "--json")
    assert secret.exit_code == 0, secret.output
    r = run("verify", "--all")
    notes = [line for line in r.output.splitlines() if line.startswith("note:")]
    assert notes == [f"note: matches {ids[0]}-{ids[2]} (3): the dealer's seed is reproducible, "
                     "not secret (made from --seed N): whoever knows or guesses N can predict "
                     "every draw"]
    one = run("verify", ids[1])
    assert f"note: match {ids[1]}: the dealer's seed is reproducible" in one.output


def test_verify_names_a_tampered_event(run):
    m = _new(run)
    run("decide", m, "0")
    con = sqlite3.connect(run.db)
    for (name,) in con.execute("select name from sqlite_master where type='trigger'").fetchall():
        con.execute(f"drop trigger {name}")
    con.execute("update events set payload = replace(payload, '\"seat\":0', '\"seat\":1') "
                "where match_id = ? and seq = 1", (m,))
    con.commit()
    con.close()
    r = run("verify", m)
    assert r.exit_code == 1
    assert f"match {m}, branch main, event 1" in r.output


def test_branch_then_diff(run):
    m = _new(run)
    run("decide", m, "0")
    assert run("branch", m, "--at", "0", "--name", "held").exit_code == 0
    assert run("decide", m, "1", "--branch", "held").exit_code == 0
    r = run("diff", f"{m}:main", f"{m}:held", "--json")
    d = json.loads(r.stdout)
    assert d["common"] == 0
    assert "hold" in d["first_right"]["text"] and d["first_right"]["event"]["type"] == "hold"


def test_every_command_has_help_with_an_example(run):
    names = [c.name for c in app.registered_commands]
    assert len(names) >= 17
    for name in names:
        r = run.bare(name, "--help")
        assert r.exit_code == 0
        assert "Examples:\n    matchlog " in r.output, name


def test_play_records_the_numbered_choices_it_is_given(run):
    m = _new(run)
    r = run("play", m, input="0\n5\n1\nq\n")  # roll, a wrong number, hold, quit
    assert r.exit_code == 0, r.output
    assert "option 5 does not exist" in r.output
    kinds = [row["event"]["type"] for row in json.loads(run("log", m, "--json").stdout)]
    assert kinds == ["genesis", "roll", "chance", "hold"]  # option 1 is whoever's turn it is


def test_play_stops_cleanly_when_input_ends(run):
    m = _new(run)
    r = run("play", m, input="0\n")
    assert r.exit_code == 0
    kinds = [row["event"]["type"] for row in json.loads(run("log", m, "--json").stdout)]
    assert kinds == ["genesis", "roll", "chance"]
