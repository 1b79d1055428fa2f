"""Bad arguments: match ids, event numbers, seats, limits and branch names no ledger can hold.

Every command that takes a number is given ones past SQLite's INTEGER range (2**64, -2**64,
10**400) and at its edges; the contract (README) is the one for bad input: exit 2, one line
`error: ...` naming what was asked for, no traceback, the ledger unchanged. A number that
names nothing may also be answered as such (`matches --offset 2**64` lists none, exit 0).
"""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

from cli.app import app
from engine import dealer
from engine.protocol import Decision
from engine.registry import get_game
from ledger import Ledger
from replays.branching import fork
from replays.history import load_history
from replays.record import create_match, decide, legal_options
from tests.reliability.common import fingerprint, one_line_error

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}
HUGE = [2**64, -2**64, 2**63, -2**63 - 1, 10**400]
"""Numbers past SQLite's INTEGER range (-2**63 .. 2**63 - 1), which the driver cannot bind."""


@pytest.fixture(scope="module")
def ledger(tmp_path_factory):
    """A ledger with one Reaper match at a pending decision and a branch of it."""
    db = tmp_path_factory.mktemp("bad-arguments") / "ledger.db"
    decks = list(get_game("reaper").sample_decks().values())
    rng = random.Random(19)
    with Ledger.open(db, create=True) as led:
        m = create_match(led, "reaper", ["Ada", "Bo"], decks[:2],
                         dealer.seed_from_number(1, "bad-arguments"))
        for _ in range(8):
            decide(led, m, rng.choice(legal_options(load_history(led, m)).options))
        fork(led, m, "side", at=4)
        assert isinstance(legal_options(load_history(led, m, "side")), Decision)
    return db, m


def _run(db, args: list[str]):
    return CliRunner().invoke(app, [args[0], "--db", str(db), *args[1:]], env=ENV)


def _refused(r, *words: str) -> str:
    return one_line_error(r, "bad_arguments", *words)


MATCH_COMMANDS = [["show", "{n}"], ["log", "{n}"], ["options", "{n}"], ["decide", "{n}", "0"],
                  ["verify", "{n}"], ["audit", "{n}"], ["rerun", "{n}"], ["export", "{n}", "-o", "-"],
                  ["bundle", "{n}", "--at", "1", "-o", "{out}"], ["html", "{n}", "-o", "{out}"],
                  ["branch", "{n}", "--at", "1", "--name", "x"], ["diff", "{n}", "{m}"]]


@pytest.mark.parametrize("n", [HUGE[0], HUGE[2], HUGE[4]], ids=["2**64", "2**63", "10**400"])
@pytest.mark.parametrize("command", MATCH_COMMANDS, ids=lambda c: c[0])
def test_a_match_id_past_the_ledgers_numbers_is_no_such_match(ledger, tmp_path, command, n):
    """Before: exit 3, 'internal error (OverflowError): Python int too large to convert to
    SQLite INTEGER' for show, log, options, decide, verify, audit, rerun, html, diff..."""
    db, m = ledger
    before = fingerprint(db)
    args = [a.format(n=n, m=m, out=tmp_path / "out") for a in command]
    _refused(_run(db, args), f"no match {n} in {db}")
    assert fingerprint(db) == before


@pytest.mark.parametrize("n", HUGE, ids=["2**64", "-2**64", "2**63", "-2**63-1", "10**400"])
def test_an_event_number_past_the_ledgers_numbers_is_one_line(ledger, n):
    db, m = ledger
    before = fingerprint(db)
    head = Ledger.open(db, readonly=True).head(m)
    _refused(_run(db, ["branch", str(m), "--at", str(n), "--name", "x"]),
             f"cannot fork branch 'main' of match {m} at {n}: it must be between 0 and the "
             f"head {head}")
    for command in (["show", str(m), "--at", str(n)], ["options", str(m), "--at", str(n)],
                    ["bundle", str(m), "--at", str(n), "-o", "-"]):
        _refused(_run(db, command), f"match {m}, branch main has events 0..{head}", str(n))
    _refused(_run(db, ["show", str(m), "--as", str(n)]), f"match {m} has seats 0..1, not {n}")
    assert fingerprint(db) == before


@pytest.mark.parametrize("option", ["--limit", "--offset"])
def test_a_page_past_the_ledgers_numbers_is_no_limit_or_no_matches(ledger, option):
    """Before: exit 3 (OverflowError) for `matches --limit 2**64` and `--offset 2**64`."""
    db, _ = ledger
    r = _run(db, ["matches", option, str(2**64)])
    assert r.exit_code == 0, r.output
    if option == "--limit":
        assert "matches 1-1 of 1" in r.output
    else:
        assert f"no matches from offset {2**64}: there are 1" in r.output


@pytest.mark.parametrize("game,key", [("ascendant", "starting_health"), ("reaper", "max_turns")])
def test_a_rules_option_past_64_bits_is_one_line(ledger, game, key):
    """Before: exit 3, "internal error (OverflowError): can't serialize ints < -2**63 or >
    2**64 - 1" (the start's state digest), for `new GAME --option KEY=2**64`."""
    db, _ = ledger
    before = fingerprint(db)
    _refused(_run(db, ["new", game, "--option", f"{key}={2**64}"]),
             f"options.{key}: {2**64} is past the whole numbers matchlog can hold")
    assert fingerprint(db) == before
