"""An engine's bug is not the user's bad input: exit 3 and a line naming game, match and event.

A toy engine (Pig with a switchable bug) records a match while healthy; then its `apply` or
`pending` fails with the exceptions a real engine bug raises (IndexError, KeyError,
AttributeError), and every command that folds or lists options must say it is a bug (exit 3),
not "bad input" (exit 2), and leave the ledger as it was. The toy is a plugin (its class is
not in matchlog's `engine` package), so the bug is named as the plugin's, with its package,
entry point or class, to be reported to it, not to matchlog; matchlog's own games' bugs are
matchlog's.
"""

import hashlib
import json
import sqlite3
from importlib.metadata import EntryPoint

import pytest

from engine import registry
from engine.events import Dealt
from engine.registry import get_game, register
from replays.faults import EngineFault
from tests.toygame import Pig, Roll


class BuggyPig(Pig):
    """Pig whose engine fails once `bug` is set: on folding a roll, or on listing options."""

    id = "pig-bug"
    bug: tuple[str, type[Exception]] | None = None

    def apply(self, s, event, check=True):
        if self.bug and self.bug[0] == "apply" and isinstance(event, Roll) and s.turn > 1:
            raise self.bug[1]("engine bug in apply")
        return super().apply(s, event, check)

    def pending(self, s):
        if self.bug and self.bug[0] == "pending":
            raise self.bug[1]("engine bug in pending")
        return super().pending(s)


GAME = BuggyPig()
register(GAME)
PLUGIN_BUG = ("error: bug in the pig-bug engine (PIG-1), a plugin (class "
              "tests.cli.test_engine_faults.BuggyPig), not in matchlog: it failed ")
REPORT_IT = ("please report it to that plugin's maintainers, not matchlog's, with the traceback "
             "(run the command again with MATCHLOG_DEBUG=1)")


@pytest.fixture
def recorded(run):
    """A pig-bug match on main with a few turns, recorded while the engine is healthy."""
    GAME.bug = None
    r = run("new", "pig-bug", "--deck", "none", "--deck", "none", "--seed", 5, "--json")
    assert r.exit_code == 0, r.output
    m = json.loads(r.stdout)["match"]
    for _ in range(6):
        assert run("decide", m, "0").exit_code == 0  # roll (and the die is dealt), or hold
        assert run("decide", m, "1").exit_code == 0
    yield m
    GAME.bug = None


def _sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _no_snapshots(db):
    """Every command then folds from the genesis (a head snapshot would skip the bug)."""
    con = sqlite3.connect(db)
    with con:
        con.execute("DELETE FROM snapshots")
    con.close()  # written back to the file (not left in its WAL): the hashes compare contents


def _kinds(db, m):
    # closed here, not left to `with` (which only commits): on Python 3.11 a connection and its
    # statement cache form a cycle, so an unclosed one lives until the cyclic GC runs. While it
    # lived, the edit's connection was not the last to close, its change stayed in the WAL,
    # and a later command's close moved it into the file: the file's hash then "changed" (a
    # failure 1 run in 5 under xdist, whenever the GC ran late)
    con = sqlite3.connect(db)
    try:
        return [json.loads(p)["type"] for (p,) in con.execute(
            "SELECT payload FROM events WHERE match_id = ? AND branch = 'main' ORDER BY seq", (m,))]
    finally:
        con.close()


# (`export` of a match with the dealer's luck writes the stored events without folding them:
# the way to hand such a match to whoever fixes the engine)
FOLDING = [("show",), ("log",), ("log", "--as", "0"), ("options",), ("decide", "0"), ("replay",),
           ("branch", "--at", "10", "--name", "alt"), ("audit",), ("verify",),
           ("bundle", "-o", "BUNDLE"), ("html", "-o", "PAGE")]


@pytest.mark.parametrize("kind", [IndexError, KeyError, AttributeError])
def test_a_fold_that_fails_is_a_bug_naming_game_match_and_event(run, recorded, kind, tmp_path):
    m = recorded
    _no_snapshots(run.db)
    kinds = _kinds(run.db, m)
    # the bug strikes at the first roll after turn 1: the event every command must name
    first = next(i for i, k in enumerate(kinds) if k == "roll" and i > kinds.index("hold"))
    before = _sha(run.db)
    GAME.bug = ("apply", kind)
    for args in FOLDING:
        args = [str(tmp_path / a.lower()) if a in ("BUNDLE", "PAGE") else a for a in args]
        r = run(args[0], m, *args[1:], input="q\n")
        assert r.exit_code == 3, (args, r.output)
        line = r.stderr.strip()
        assert "\n" not in line and "Traceback" not in r.output, (args, r.output)
        assert line.startswith(PLUGIN_BUG), line
        assert f" event {first} of match {m}, branch main: {kind.__name__}: " in line, (args, line)
        assert line.endswith(REPORT_IT) and "matchlog's maintainers" not in line, line
    assert _sha(run.db) == before
    assert not (tmp_path / "bundle").exists() and not (tmp_path / "page").exists()


def test_debug_shows_the_engine_traceback(run, recorded, monkeypatch):
    _no_snapshots(run.db)
    GAME.bug = ("apply", IndexError)
    monkeypatch.setenv("MATCHLOG_DEBUG", "1")
    r = run("show", recorded)
    assert isinstance(r.exception, Exception) and type(r.exception).__name__ == "EngineFault"
    assert isinstance(r.exception.__cause__, IndexError)


def test_listing_options_that_fails_is_a_bug_not_bad_input(run, recorded):
    m = recorded
    before = _sha(run.db)
    GAME.bug = ("pending", KeyError)
    for args in (("options", m), ("options", m, "--at", 3), ("play", m)):
        r = run(*args, input="q\n")
        assert r.exit_code == 3, (args, r.output)
        assert "failed listing the options after event " in r.stderr, (args, r.stderr)
        assert f"of match {m}, branch main: KeyError: 'engine bug in pending'" in r.stderr
    err = json.loads(run("options", m, "--json").stderr)  # a script reads the code too
    assert err["code"] == 3 and err["error"].startswith(PLUGIN_BUG[len("error: "):])
    assert _sha(run.db) == before


def test_a_decision_the_engine_fails_to_check_is_a_bug_at_the_new_event(run, recorded):
    m = recorded
    head = json.loads(run("options", m, "--json").stdout)["head"]
    GAME.bug = ("apply", IndexError)  # folds from the head snapshot: only the new roll fails
    before = _sha(run.db)
    r = run("decide", m, "0")
    assert r.exit_code == 3, r.output
    assert (f"failed checking the decision for event {head + 1} of match {m}, branch main: "
            "IndexError") in r.stderr
    assert _sha(run.db) == before


def test_bad_input_is_still_exit_2_with_no_word_of_a_bug(run, recorded):
    """The same engine, healthy: an illegal decision, an event the match lacks, bad JSON."""
    m = recorded
    before = _sha(run.db)
    for args, words in ((("decide", m, '{"type":"hold","seat":1}'), "[PIG-turn]"),
                        (("options", m, "--at", 999), "not 999"),
                        (("decide", m, "{"), "")):
        r = run(*args)
        assert r.exit_code == 2 and words in r.stderr and "bug" not in r.stderr, (args, r.stderr)
    assert _sha(run.db) == before


def test_an_edited_event_the_engine_cannot_fold_is_an_edited_ledger_not_a_bug(run, recorded):
    """A payload edited (triggers dropped) into one that decodes but the engine fails on: the
    hash chain tells why, so the user hears the ledger was edited (exit 2), not of a bug."""
    m = recorded
    _no_snapshots(run.db)
    kinds = _kinds(run.db, m)
    seq = kinds.index("roll", kinds.index("hold"))
    con = sqlite3.connect(run.db)
    with con:
        for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
            con.execute(f"DROP TRIGGER {name}")
        con.execute("UPDATE events SET payload = ? WHERE match_id = ? AND seq = ?",
                    ('{"type":"roll","seat":0}', m, seq))  # seat 1's roll made seat 0's
    con.close()
    GAME.bug = ("apply", IndexError)  # the engine fails on that roll, as on any after turn 1
    before = _sha(run.db)
    r = run("show", m)  # the hash chain is checked before any fold (test_edited_events.py)
    assert r.exit_code == 2, r.output
    assert (f"match {m}, branch main, event {seq} cannot be trusted, and the ledger does not "
            f"verify: branch main, event {seq}:") in r.stderr and "bug" not in r.stderr
    r = run("audit", m)  # judges the events as stored: the engine fails on the edited one
    assert r.exit_code == 2, r.output
    assert (f"match {m}, branch main, event {seq} cannot be folded, and the ledger does not "
            f"verify: branch main, event {seq}:") in r.stderr and "bug" not in r.stderr
    v = run("verify", m)  # verify reports it as a problem (exit 1), as any edit
    assert v.exit_code == 1 and f"event {seq}" in v.stdout
    assert _sha(run.db) == before


def test_a_plugins_bug_names_its_package_and_entry_point_when_installed(run, recorded, monkeypatch):
    """Installed from a package, the plugin is named by its distribution and entry point (what
    a user reports against), not by matchlog: before, every engine's failure read "bug in
    matchlog ... please report it to matchlog's maintainers"."""
    class Dist:
        name = "matchlog-pig-bug"

    ep = EntryPoint("pig-bug", "pig_bug_game:BuggyPig", registry.GROUP)._for(Dist())
    monkeypatch.setattr(registry, "_entry_points", lambda: {"pig-bug": ep})
    _no_snapshots(run.db)
    GAME.bug = ("apply", KeyError)
    r = run("show", recorded)
    assert r.exit_code == 3, r.output
    assert r.stderr.startswith("error: bug in the pig-bug engine (PIG-1), a plugin (package "
                               "matchlog-pig-bug, entry point pig-bug = pig_bug_game:BuggyPig), "
                               "not in matchlog: it failed folding event "), r.stderr
    assert r.stderr.strip().endswith(REPORT_IT)


def test_a_plugins_bug_outside_a_stored_match_is_named_as_the_plugins(run):
    """Self-play folds no stored match: the plugin's failure there was "internal error
    (IndexError) ...", the plugin unnamed; it is the plugin's bug, said as for a fold."""
    GAME.bug = ("apply", IndexError)
    try:
        r = run("simulate", "pig-bug", "-n", "3", "--seed", "1")
    finally:
        GAME.bug = None
    assert r.exit_code == 3, r.output
    line = r.stderr.strip()
    assert "\n" not in line and "Traceback" not in r.output
    assert line == f"{PLUGIN_BUG.rstrip()}: IndexError: engine bug in apply; {REPORT_IT}", line


def test_a_bug_in_matchlogs_own_game_is_still_reported_to_matchlog():
    game = get_game("keyforge")
    assert registry.plugin_of(game) is None and registry.plugin_of(GAME) is not None
    fault = EngineFault(game, "match 1, branch main", 5, "folding", IndexError("x"))
    assert str(fault).startswith(f"bug in matchlog: the keyforge engine ({game.rules_version}) "
                                 "failed folding event 5 of match 1, branch main: IndexError: x")
    assert fault.report_to().startswith("please report it to matchlog's maintainers with")


class UndescribedPig(Pig):
    """Pig whose card sets cannot be listed (a plugin's bug outside any match)."""

    id = "pig-undescribed"

    def card_sets(self):
        raise RuntimeError("no card sets here")


def test_games_lists_a_plugin_that_fails_to_describe_itself_and_every_other_game(monkeypatch):
    """`matchlog games` ended at the first plugin whose card_sets() raised (exit 3, no game
    listed); like a plugin that fails to load, it is listed with why, the others as ever."""
    from typer.testing import CliRunner

    from cli.app import app

    class Dist:
        name = "matchlog-pig-undescribed"

    eps = dict(registry._entry_points())
    eps["pig-undescribed"] = EntryPoint("pig-undescribed", "pig_undescribed:UndescribedPig",
                                        registry.GROUP)._for(Dist())
    monkeypatch.setattr(registry, "_entry_points", lambda: eps)
    register(UndescribedPig())
    r = CliRunner().invoke(app, ["games", "--json"])
    assert r.exit_code == 0, r.output
    rows = {row["game"]: row for row in json.loads(r.stdout)}
    assert {"ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant"} <= set(rows)
    assert all("error" not in rows[g] for g in rows if g != "pig-undescribed")
    assert rows["pig-undescribed"]["error"] == (
        "a bug in the plugin (package matchlog-pig-undescribed, entry point pig-undescribed = "
        "pig_undescribed:UndescribedPig): listing its rules versions, card sets and sample decks "
        "failed: RuntimeError: no card sets here; report it to that plugin's maintainers")
    text = CliRunner().invoke(app, ["games"], env={"COLUMNS": "200"})
    assert text.exit_code == 0 and "pig-undescribed  cannot be loaded: a bug in the plugin" in text.stdout
