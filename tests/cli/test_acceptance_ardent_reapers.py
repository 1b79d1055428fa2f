"""Issue #2's acceptance lines, end to end through the CLI on Ardent Reapers."""

from __future__ import annotations

import json
import sqlite3

import pytest

from engine.protocol import Decision
from engine.registry import get_game
from replays.transcript_parse import parse_transcript

GAME = "ardent-reapers"


def _simulate(run, n=5, seed=1):
    r = run("simulate", GAME, "-n", n, "--seed", seed, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["matches"]


def _export(run, m, path, *extra):
    r = run("export", m, "-o", path, *extra)
    assert r.exit_code == 0, r.output
    return path.read_text()


def test_simulated_matches_end_and_verify(run):
    ids = _simulate(run, n=20)
    r = run("verify", "--all", "--json")
    out = json.loads(r.stdout)
    assert r.exit_code == 0 and out["ok"] and out["matches"] == ids and out["revealed"] == 20
    for m in ids[:3]:
        assert json.loads(run("options", m, "--json").stdout)["over"] is True


def test_the_same_simulation_in_two_ledgers_exports_byte_identical_transcripts(run, tmp_path):
    from tests.cli.conftest import Run

    other = Run(tmp_path / "second.db")
    a, b = _simulate(run, n=4, seed=9), _simulate(other, n=4, seed=9)
    for ma, mb in zip(a, b):
        ta = _export(run, ma, tmp_path / f"a{ma}.jsonl")
        tb = _export(other, mb, tmp_path / f"b{mb}.jsonl")
        assert ta == tb


@pytest.mark.parametrize("column", ["payload", "digest", "kind"])
def test_one_changed_byte_fails_verify_naming_branch_and_seq(run, column):
    [m] = _simulate(run, n=1)
    run("branch", m, "--at", 40, "--name", "alt")
    con = sqlite3.connect(run.db)
    for (name,) in con.execute("select name from sqlite_master where type='trigger'").fetchall():
        con.execute(f"drop trigger {name}")
    value = con.execute(f"select {column} from events where match_id=? and branch='main' and seq=57",
                        (m,)).fetchone()[0]
    i = len(value) // 2
    flipped = value[:i] + ("0" if value[i] != "0" else "1") + value[i + 1:]
    con.execute(f"update events set {column}=? where match_id=? and branch='main' and seq=57",
                (flipped, m))
    con.commit()
    con.close()
    r = run("verify", m)
    assert r.exit_code == 1
    assert f"match {m}, branch main, event 57" in r.output


def _dormant_fight_transcript(text: str) -> tuple[str, int]:
    """Strip attestations (as a judge would) and insert a fight by a Dormant creature."""
    t = parse_transcript(text)
    game = get_game(GAME)
    state = game.start(t.genesis)
    lines = [text.splitlines()[0]]
    inserted = None
    for seq, entry in enumerate(t.entries, start=1):
        p = game.pending(state)
        main_step = isinstance(p, Decision) and any(
            type(o).__struct_config__.tag == "end-step" for o in p.options)
        if inserted is None and main_step:
            view = game.view(state, None)
            mine = view.seats[p.seat].zones
            theirs = view.seats[1 - p.seat].zones
            dormant = [c.id for z in mine if z.name == "battle line" for c in z.cards
                       if "Dormant" in c.tags]
            enemies = [c.id for z in theirs if z.name == "battle line" for c in z.cards]
            if dormant and enemies:
                bad = {"type": "fight", "seat": p.seat, "attackers": [dormant[0]],
                       "targets": [enemies[0]]}
                lines.append(json.dumps(bad))
                inserted = seq
        lines.append(json.dumps(json.loads(text.splitlines()[seq])["event"]))
        state = game.apply(state, entry.event, check=False)
    assert inserted is not None, "no Dormant creature ever faced an enemy"
    return "\n".join(lines) + "\n", inserted


def test_audit_reports_a_dormant_creature_fighting_with_seq_and_rule(run, tmp_path):
    [m] = _simulate(run, n=1, seed=4)
    clean = _export(run, m, tmp_path / "clean.jsonl")
    r = run("audit", "--transcript", tmp_path / "clean.jsonl")
    assert r.exit_code == 0, r.output
    bad_text, seq = _dormant_fight_transcript(clean)
    bad = tmp_path / "dormant.jsonl"
    bad.write_text(bad_text)
    r = run("audit", "--transcript", bad, "--json")
    assert r.exit_code == 1
    report = json.loads(r.stdout)
    [finding] = report["findings"]
    assert finding["seq"] == seq
    assert finding["rule"] in get_game(GAME).rules
    assert "Dormant" in finding["message"]
    assert finding["alternatives"], "the legal alternatives at that point"


def test_a_branch_leaves_the_parent_unchanged_and_diff_shows_where_they_part(run):
    [m] = _simulate(run, n=1, seed=2)
    before = json.loads(run("log", m, "--json").stdout)
    at = 30
    r = run("branch", m, "--at", at, "--name", "what-if", "--json")
    assert r.exit_code == 0, r.output
    opts = json.loads(run("options", m, "--branch", "what-if", "--json").stdout)
    parent_next = before[json.loads(r.stdout)["head"] + 1]["event"]
    choice = next(o["n"] for o in opts["options"] if o["event"] != parent_next)
    assert run("decide", m, choice, "--branch", "what-if").exit_code == 0
    assert json.loads(run("log", m, "--json").stdout) == before
    d = json.loads(run("diff", f"{m}:main", f"{m}:what-if", "--json").stdout)
    assert d["common"] >= at
    assert d["first_left"] and d["first_right"] and d["first_left"] != d["first_right"]
    assert run("verify", m).exit_code == 0


def _events_dump(db):
    con = sqlite3.connect(db)
    rows = con.execute("select * from events order by match_id, branch, seq").fetchall()
    con.close()
    return rows


@pytest.mark.parametrize("content", [
    "{not json\n",
    '{"matchlog": 1, "game": "ardent-reapers", "genesis": {"players": ["A", "B"], "decks": [[], []]}}\n',
    "LINE2",  # replaced below by a valid header and an unknown event type
])
def test_malformed_transcripts_are_one_line_errors_and_change_nothing(run, tmp_path, content):
    [m] = _simulate(run, n=1)
    if content == "LINE2":
        header = _export(run, m, tmp_path / "ok.jsonl").splitlines()[0]
        content = header + '\n{"type": "teleport", "seat": 0}\n'
    f = tmp_path / "bad.jsonl"
    f.write_text(content)
    before = _events_dump(run.db)
    for args in (("import", f), ("audit", "--transcript", f)):
        r = run(*args)
        assert r.exit_code == 2, r.output
        assert len(r.output.strip().splitlines()) == 1 and "Traceback" not in r.output
    assert _events_dump(run.db) == before


def test_a_decision_for_the_wrong_seat_is_refused_and_appends_nothing(run):
    r = run("new", GAME, "--seed", 3, "--json")
    m = json.loads(r.stdout)["match"]
    opts = json.loads(run("options", m, "--json").stdout)
    wrong = dict(opts["options"][0]["event"], seat=1 - opts["seat"])
    before = _events_dump(run.db)
    r = run("decide", m, json.dumps(wrong))
    assert r.exit_code == 2
    assert len(r.output.strip().splitlines()) == 1 and "[AR-" in r.output
    assert _events_dump(run.db) == before
