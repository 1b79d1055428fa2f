"""Issue 8's eight reproductions: a record cannot lie, a view cannot leak, nothing half-written.

Each test is the attack as it was reproduced against matchlog before the fix, then what must
hold instead. They run in CI (a few seconds in all).
"""

from __future__ import annotations

import json
import random
import sqlite3

import pytest
from typer.testing import CliRunner

from cli.app import app
from tests.reliability.common import is_error_line
from engine import dealer
from engine.events import Genesis, SeedReveal
from engine.protocol import Decision, IllegalEvent, Over
from ledger import Ledger
from replays import branching, record
from replays.branching import Luck, fork
from replays.history import load_history
from replays.simulate import simulate
from replays.verify import verify_match
from tests.reliability.common import play_randomly

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
GAME = "ardent-reapers"


def cli(db, *args, input=None):
    return CliRunner().invoke(app, [*map(str, args), "--db", str(db)], env=ENV, input=input)


def one_error_line(result) -> str:
    """The single `error: ...` line of a refused command (and no traceback)."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert isinstance(result.exception, SystemExit), result.exception
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and is_error_line(lines[0]), result.output
    return lines[0]


def play(led: Ledger, match: int, branch: str = "main", decisions: int | None = None) -> None:
    """Record random legal decisions on a branch: `decisions` of them, or to the end."""
    play_randomly(led, match, branch, decisions, random.Random(1))


def new_match(led: Ledger, seed: bytes = b"s" * 32) -> int:
    from engine.registry import get_game
    decks = list(get_game(GAME).sample_decks().values())[:2]
    return record.create_match(led, GAME, ["Ann", "Bob"], decks, seed)


def raw(path) -> sqlite3.Connection:
    """A raw connection with the append-only triggers dropped: the attacker's tool."""
    con = sqlite3.connect(path, isolation_level=None)
    for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        con.execute(f"DROP TRIGGER {name}")
    return con


# 1 ------------------------------------------------------------------------------------------

def test_1_a_fresh_luck_branch_never_reveals_the_seed_of_a_match_in_progress(tmp_path):
    db = tmp_path / "l.db"
    seed = bytes(range(32))
    with Ledger.open(db) as led:
        m = new_match(led, seed)
        play(led, m, decisions=6)
        at = led.head(m)
        fork(led, m, "fresh", at, luck=Luck.FRESH)
        play(led, m, "fresh")
        fresh = load_history(led, m, "fresh")
        assert isinstance(record.legal_options(fresh), Over)
        reveal = fresh.event(fresh.head)
        assert isinstance(reveal, SeedReveal)
        assert seed.hex() not in reveal.seeds  # main is in progress: its seed stays secret
        assert len([s for s in reveal.seeds if s]) == 1  # the branch's own seed is revealed
    assert cli(db, "verify", m).exit_code == 0
    # while main is in progress no seat sees the branch (its deck tops are main's next draws)
    for seat in (0, 1):
        line = one_error_line(cli(db, "log", m, "--branch", "fresh", "--as", seat))
        assert "fresh luck" in line and "in progress" in line
    with Ledger.open(db) as led:
        play(led, m)  # main ends, and now reveals its seed: no open line draws from it
        main = load_history(led, m)
        assert main.event(main.head).seeds[0] == seed.hex()
    assert cli(db, "verify", m).exit_code == 0
    for seat in (0, 1):
        for branch in ("fresh", "main"):
            for args in (("log", m, "--branch", branch, "--as", seat, "--json"),
                         ("export", m, "--branch", branch, "--as", seat, "-o", "-")):
                out = cli(db, *args)
                assert out.exit_code == 0, out.output
                assert seed.hex() not in out.output
                assert '"seeds"' not in out.output  # a seat's copy carries no seed at all


def test_1_a_same_luck_branch_of_a_match_in_progress_is_not_shown_to_a_seat(tmp_path):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        m = new_match(led)
        play(led, m, decisions=4)
        fork(led, m, "same", led.head(m), luck=Luck.SAME)
        play(led, m, "same", decisions=6)
    for args in (("show", m, "--branch", "same", "--as", 1), ("log", m, "--branch", "same", "--as", 0),
                 ("export", m, "--branch", "same", "--as", 1, "-o", "-")):
        line = one_error_line(cli(db, *args))
        assert "same luck" in line and "in progress" in line
    for args in (("show", m, "--as", 1), ("log", m, "--as", 0)):  # main itself is shown as ever
        assert cli(db, *args).exit_code == 0
    assert cli(db, "show", m, "--branch", "same").exit_code == 0  # the omniscient reviewer sees it


# 2 ------------------------------------------------------------------------------------------

def _export(db, m, path):
    assert cli(db, "export", m, "-o", path).exit_code == 0
    return path.read_text().splitlines()


def test_2_a_finished_match_without_its_reveal_is_refused_everywhere(tmp_path):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        [m] = simulate(led, GAME, 1, 3)
    lines = _export(db, m, tmp_path / "full.jsonl")
    assert json.loads(lines[-1])["event"]["type"] == "reveal"
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(lines[:-1]) + "\n")
    audited = cli(db, "audit", "--transcript", cut)
    assert audited.exit_code == 1 and "ML-reveal" in audited.output
    assert cli(db, "import", cut).exit_code == 2
    # the same cut in a ledger: the reveal row deleted behind the ledger's back
    raw(db).execute("DELETE FROM events WHERE match_id = ? AND kind = 'reveal'", (m,))
    verified = cli(db, "verify", m)
    assert verified.exit_code == 1
    assert f"match {m}" in verified.output and "reveal" in verified.output


# 3 ------------------------------------------------------------------------------------------

def _hand_written(lines: list[str], keep: int | None = None) -> str:
    """A transcript without seqs, digests or hashes (as a judge may write one)."""
    header = json.loads(lines[0])
    out = [json.dumps({"matchlog": 1, "game": header["game"], "genesis": header["genesis"]})]
    body = [json.loads(ln)["event"] for ln in lines[1:]]
    return "\n".join(out + [json.dumps(e) for e in body[:keep]]) + "\n"


def test_3_a_cheated_draw_is_named_at_the_draw_itself(tmp_path):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        [m] = simulate(led, GAME, 1, 3)
    lines = _export(db, m, tmp_path / "full.jsonl")
    first = json.loads(lines[1])
    assert first["event"]["type"] == "chance"
    outcome = first["event"]["outcome"]
    outcome[-1], outcome[-2] = outcome[-2], outcome[-1]  # the bottom two cards swapped
    lines[1] = json.dumps(first)
    cheat = tmp_path / "cheat.jsonl"
    cheat.write_text(_hand_written(lines))
    out = cli(db, "audit", "--transcript", cheat, "--json")
    assert out.exit_code == 1
    finding = json.loads(out.output)["findings"][0]
    assert finding["seq"] == 1 and finding["rule"] == "ML-reveal"
    assert finding["seat"] is not None and "shuffle" in finding["message"]
    assert finding["last_legal_seq"] == 0
    # in progress (no reveal yet), the same cheat cannot be checked, and the verdict says so
    early = tmp_path / "early.jsonl"
    early.write_text(_hand_written(lines, keep=4))
    text = cli(db, "audit", "--transcript", early)
    assert text.exit_code == 0
    assert "not yet checkable" in text.output


# 4 ------------------------------------------------------------------------------------------

class Crash(BaseException):
    """Stands for the process dying at a write."""


WRITES = ("create_match", "set_secret", "append", "create_branch")


def _crash_at(monkeypatch, k: int) -> None:
    """Make the k-th write (counted from 1) through the Ledger die before it starts."""
    count = [0]
    for name in WRITES:
        original = getattr(Ledger, name)

        def wrapped(self, *a, _original=original, **kw):
            count[0] += 1
            if count[0] == k:
                raise Crash()
            return _original(self, *a, **kw)

        monkeypatch.setattr(Ledger, name, wrapped)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_4_creating_a_match_is_one_write(tmp_path, monkeypatch, k):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        _crash_at(monkeypatch, k)
        try:
            new_match(led)
        except Crash:
            pass
        monkeypatch.undo()
        for info in led.matches():  # whatever was written is a whole step
            assert isinstance(record.legal_options(load_history(led, info.id)), Decision)
            assert cli(db, "verify", info.id).exit_code == 0


@pytest.mark.parametrize("k", [1, 2, 3])
def test_4_forking_a_branch_with_fresh_luck_is_one_write(tmp_path, monkeypatch, k):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        m = new_match(led)
        play(led, m, decisions=3)
        _crash_at(monkeypatch, k)
        try:
            branching.fork(led, m, "b", 1, luck=Luck.FRESH)
        except Crash:
            pass
        monkeypatch.undo()
        for b in led.branches(m):
            assert isinstance(record.legal_options(load_history(led, m, b.name)), Decision)
    assert cli(db, "verify", m).exit_code == 0


def test_4_a_match_resting_at_a_draw_is_a_verify_problem(tmp_path):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        m = new_match(led)
    raw(db).execute("DELETE FROM events WHERE match_id = ? AND seq > 0", (m,))
    out = cli(db, "verify", m)
    assert out.exit_code == 1 and "chance" in out.output


# 5 ------------------------------------------------------------------------------------------

MARKUP = ("[/x]", "[/g]", "a[bold]b", "[link=http://x]y[/link]", "[red")


def test_5_markup_in_user_text_is_shown_as_text(tmp_path):
    db = tmp_path / "l.db"
    for text in MARKUP:
        made = cli(db, "new", GAME, "--player", text, "--player", "Bob", "--seed", 1)
        assert made.exit_code == 0, made.output
        m = int(made.output.strip())
        for args in (("matches",), ("log", m), ("show", m), ("show", m, "--as", 0)):
            out = cli(db, *args)
            assert out.exit_code == 0, (args, out.output, out.exception)
            assert text in out.output.replace("\n", "") or args == ("log", m)
        line = one_error_line(cli(db, "decide", m, json.dumps({"type": text, "seat": 0})))
        assert text in line
    line = one_error_line(cli(db, "new", "a[bold]b"))
    assert "a[bold]b" in line
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"matchlog": 1, "game": "[/g]", "genesis": {}}) + "\n")
    for args in (("audit", "--transcript", bad), ("import", bad)):
        assert "[/g]" in one_error_line(cli(db, *args))


# 6 ------------------------------------------------------------------------------------------

def _genesis(led: Ledger, m: int) -> Genesis:
    return load_history(led, m).genesis


def test_6_seeds_are_secret_unless_given_and_then_marked(tmp_path):
    db = tmp_path / "l.db"
    made = cli(db, "new", GAME, "--json")
    given = cli(db, "new", GAME, "--seed", 7, "--json")
    m, r = json.loads(made.output)["match"], json.loads(given.output)["match"]
    with Ledger.open(db) as led:
        secret, reproducible = _genesis(led, m), _genesis(led, r)
    assert secret.seed == "secret" and reproducible.seed == "reproducible"
    # the commitment of a secret seed is not that of any small --seed number
    guesses = {dealer.commitment(dealer.seed_from_number(n, f"{GAME}:new")) for n in range(2000)}
    assert secret.dealer not in guesses and reproducible.dealer in guesses
    for args in (("verify", r), ("show", r)):
        assert "reproducible" in cli(db, *args).output
    assert "reproducible" not in cli(db, "verify", m).output
    assert "guess" in cli(db, "new", "--help").output


# 7 ------------------------------------------------------------------------------------------

def test_7_a_stale_choice_is_refused(tmp_path):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        m = new_match(led)
    listed = json.loads(cli(db, "options", m, "--json").output)
    head = listed["head"]
    assert f"head #{head}" in cli(db, "options", m).output
    assert cli(db, "decide", m, 0, "--expect-head", head).exit_code == 0  # another recorder
    before = sqlite3.connect(db).execute("SELECT COUNT(*) FROM events").fetchone()
    line = one_error_line(cli(db, "decide", m, 0, "--expect-head", head))
    assert "head" in line and str(head) in line
    assert sqlite3.connect(db).execute("SELECT COUNT(*) FROM events").fetchone() == before


def test_7_play_records_against_the_head_it_showed(tmp_path, monkeypatch):
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        m = new_match(led)
    seen = []
    original = record.decide

    def spy(*a, **kw):
        seen.append(kw.get("expect_head"))
        return original(*a, **kw)

    monkeypatch.setattr("cli.recording.decide", spy)
    assert cli(db, "play", m, input="0\nq\n").exit_code == 0
    assert seen and seen[0] is not None


# 8 ------------------------------------------------------------------------------------------

def _two_matches(db) -> list[int]:
    with Ledger.open(db) as led:
        return simulate(led, GAME, 2, 5, players=["Ann", "Bob"])


def test_8_a_renamed_player_fails_verify(tmp_path):
    db = tmp_path / "l.db"
    m, _ = _two_matches(db)
    con = sqlite3.connect(db, isolation_level=None)
    with pytest.raises(sqlite3.DatabaseError):  # an intact ledger refuses the edit itself
        con.execute("UPDATE matches SET meta = ? WHERE id = ?", ('{"players":["Eve","Bob"]}', m))
    raw(db).execute("UPDATE matches SET meta = ? WHERE id = ?", ('{"players":["Eve","Bob"]}', m))
    out = cli(db, "verify", "--all")
    assert out.exit_code == 1 and f"match {m}" in out.output and "players" in out.output


def test_8_a_match_moved_to_another_id_fails_verify(tmp_path):
    db = tmp_path / "l.db"
    a, b = _two_matches(db)
    con = raw(db)
    con.execute("PRAGMA foreign_keys = OFF")
    for table in ("events", "branches", "secrets", "snapshots"):
        con.execute(f"UPDATE {table} SET match_id = -1 WHERE match_id = ?", (a,))
        con.execute(f"UPDATE {table} SET match_id = ? WHERE match_id = ?", (a, b))
        con.execute(f"UPDATE {table} SET match_id = ? WHERE match_id = -1", (b,))
    out = cli(db, "verify", "--all", "--json")
    assert out.exit_code == 1
    named = {p["match"] for p in json.loads(out.output)["problems"]}
    assert named == {a, b}


def test_8_the_engine_comes_from_the_genesis_not_the_matches_row(tmp_path):
    db = tmp_path / "l.db"
    m, _ = _two_matches(db)
    raw(db).execute("UPDATE matches SET game = 'keyforge' WHERE id = ?", (m,))
    with Ledger.open(db) as led:
        assert load_history(led, m).game.id == GAME
    out = cli(db, "verify", m)
    assert out.exit_code == 1 and "game" in out.output


def test_8_an_old_ledger_verifies_under_its_old_scheme_and_says_so(tmp_path):
    db = tmp_path / "old.db"
    with Ledger.open(db) as led:
        [m] = simulate(led, GAME, 1, 2)
    con = raw(db)
    con.execute("UPDATE matches SET chain = 1")  # as a ledger written before the change
    rows = con.execute("SELECT seq, kind, payload, digest FROM events WHERE match_id = ? "
                       "ORDER BY seq", (m,)).fetchall()
    from ledger.chain import GENESIS_PREV, event_hash
    prev = GENESIS_PREV
    for seq, kind, payload, digest in rows:
        prev = event_hash(prev, "main", seq, kind, payload, digest)
        con.execute("UPDATE events SET hash = ? WHERE match_id = ? AND seq = ?", (prev, m, seq))
    out = cli(db, "verify", m)
    assert out.exit_code == 0 and "old" in out.output
    con.execute("UPDATE events SET hash = ? WHERE match_id = ? AND seq = 0", ("0" * 64, m))
    assert cli(db, "verify", m).exit_code == 1


def test_a_fresh_luck_fork_where_the_match_is_over_is_refused(tmp_path):
    """Found by the replays-layer crash test: the fork wrote an illegal luck event."""
    db = tmp_path / "l.db"
    with Ledger.open(db) as led:
        [m] = simulate(led, GAME, 1, 3)
        end = led.head(m) - 1  # the event that ends the match, before the reveal
        with pytest.raises(IllegalEvent, match="ML-luck"):
            fork(led, m, "late", end, luck=Luck.FRESH)
        assert [b.name for b in led.branches(m)] == ["main"]
        fork(led, m, "late", end, luck=Luck.SAME)  # same luck: nothing to draw, nothing wrong
        assert verify_match(led, m).problems == []
