"""Hidden information across branches: no seat output shows a seed, a full-state digest, or a
card hidden from the seat, on any branch of any match, finished or not.

Per game, `trials(200, 1000)` matches: short ones (self-play stopped after a few turns, so
main is in progress) and, one in ten (one in three in the soak), whole ones (main over and
revealed). Each gets a same-luck and a fresh-luck branch forked at a random event and played
on up to 3 decisions through `replays.record.decide`, one of them to its end every 20th match
(every 4th in the soak). Then, for every branch and seat (in CI one
seat per branch, drawn at random; every seat in the soak):

- a seat view of a branch that has moved past a line it comes from still in progress must be
  refused (`SeatViewRefused`), and every other one must be given;
- the seat's timeline (`log --as`), transcript (`export --as`), views at every 8th event
  (every event in the soak) and at the head, and (every 5th match in CI) the diff against
  main as that seat (`diff --as`) carry no seed of the match (hex), no state digest recorded on any of its branches, no digest of the state
  shown, and no id of a card hidden from the seat (in views: any id; in events: a card id
  hidden both before and after the event);
- while main is in progress, its seed appears in no event of the match at all (no reveal of
  any branch gives it away), and `verify` finds nothing wrong with the match.

Every 50th match (every match in the soak) also goes through the CLI: `show --as --json`,
`log --as --json`, `export --as`, `diff --as --json` and `replay --as` (stepping to the end)
for each seat and branch, with the same checks on their output and the same refusals (one
line, exit 2).
"""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3

import msgspec
import pytest
from typer.testing import CliRunner

from cli.app import app
from engine import dealer
from engine.events import SeedReveal
from engine.fold import Fold
from engine.registry import game_ids
from engine.views import visible_ids
from ledger import Ledger
from replays.branching import Luck, fork
from replays.diff import diff
from replays.history import load_history
from replays.refs import parse_ref
from replays.secrecy import SeatViewRefused, check_seat_view
from replays.simulate import simulate
from replays.timeline import timeline
from replays.transcript import export_lines
from replays.verify import verify_match
from tests.reliability.common import FIGURES, SOAK, play_randomly, trials
from tests.reliability.test_hidden_info import HASH_ID, _card_ids, _view_ids

ENV = {"COLUMNS": "200", "NO_COLOR": "1"}
HEX64 = re.compile(r"(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])")
MATCHES = int(os.environ.get("MATCHLOG_BRANCH_MATCHES", 0)) or trials(200, 1000)
CLI_EVERY = trials(50, 1)
"""Every how many matches the CLI is run too (the library calls cover every match)."""
DIFF_EVERY = trials(5, 1)
"""Every how many matches a branch is diffed against main as a seat (two timelines each)."""
WHOLE_EVERY = trials(10, 3)
"""Every how many matches main is played to its end (the others stop after 1 to 4 turns)."""
TO_END_EVERY = trials(20, 4)
"""Every how many matches a branch (same and fresh luck in turn) is played to its end."""
VIEW_EVERY = trials(8, 1)


def _build(path, gid: str) -> list[int]:
    """The matches of one game, each with a same-luck and a fresh-luck branch."""
    rng = random.Random(f"branches-{gid}")
    ids = []
    with Ledger.open(path) as led:
        for i in range(MATCHES):
            whole = i % WHOLE_EVERY == 0
            [m] = simulate(led, gid, 1, seed=10_000 + i, max_turns=None if whole else rng.randint(1, 4))
            head = led.head(m)
            # A fork draws fresh luck only where the match is still going: a finished match
            # (any game may end within a few turns) ends with its reveal, after the last move.
            if isinstance(load_history(led, m).event(head), SeedReveal):
                head -= 1
            for k, (name, luck) in enumerate((("same", Luck.SAME), ("fresh", Luck.FRESH))):
                at = rng.randint(1, max(1, head - 1))
                fork(led, m, name, at, luck=luck)
                to_end = i % (2 * TO_END_EVERY) == k * TO_END_EVERY + 1
                play_randomly(led, m, name, None if to_end else rng.randint(0, 3), rng)
            ids.append(m)
    return ids


@pytest.fixture(scope="module", params=game_ids())
def built(request, tmp_path_factory):
    gid = request.param
    path = tmp_path_factory.mktemp("branches") / f"{gid}.db"
    return gid, path, _build(path, gid)


def _secrets(path, m: int) -> set[str]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return {bytes(s).hex() for (s,) in con.execute(
            "SELECT seed FROM secrets WHERE match_id = ?", (m,))}
    finally:
        con.close()


def _payload_mentions(path, m: int, text: str) -> int:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return con.execute("SELECT COUNT(*) FROM events WHERE match_id = ? AND instr(payload, ?)",
                           (m, text)).fetchone()[0]
    finally:
        con.close()


class Tables:
    """Per seq of one branch: the secrets of each seat and the digest of the state."""

    def __init__(self, history):
        game = history.game
        fold = Fold(game, history.genesis, check=False)
        self.secrets, self.digests = [], []
        for seq in range(history.head + 1):
            if seq:
                fold.apply(history.event(seq))
            self.secrets.append({s: game.secrets(fold.state, s) for s in range(history.seats)})
            self.digests.append(game.digest(fold.state))


def _must_refuse(led: Ledger, history) -> bool:
    """Our own reading of the rule: main still in progress and the branch past its fork."""
    if history.branch == "main":
        return False
    main = list(led.events(history.match_id, "main"))
    fork_seq = next(b.fork_seq for b in led.branches(history.match_id) if b.name == history.branch)
    return main[-1].kind != "reveal" and history.head > fork_seq


def test_no_seat_output_of_any_branch_leaks(built):
    gid, path, ids = built
    fig = FIGURES["hidden_info_branches"]
    runner = CliRunner()
    leaks: list[str] = []

    def check(where: str, text: str, forbidden: set[str], ids_shown: set[int], secret: set[int]):
        for word in set(HEX64.findall(text)) & forbidden:  # seeds and digests are 64 hex digits
            leaks.append(f"{gid} {where}: shows {word[:16]}...")
        if ids_shown & secret:
            leaks.append(f"{gid} {where}: shows hidden cards {sorted(ids_shown & secret)}")

    pick = random.Random(f"seats-{gid}")
    with Ledger.open(path, readonly=True) as led:
        for n, m in enumerate(ids):
            seeds = _secrets(path, m)
            histories = {b.name: load_history(led, m, b.name) for b in led.branches(m)}
            main_open = histories["main"].stored[-1].kind != "reveal"
            genesis_seed = next(s for s in seeds
                                if _commit(s) == histories["main"].genesis.dealer)
            if main_open:
                assert _payload_mentions(path, m, genesis_seed) == 0, f"{gid} match {m}"
            assert verify_match(led, m).problems == [], f"{gid} match {m}"
            digests = {s.digest for h in histories.values() for s in h.stored if s.digest}
            fig["matches"] += 1
            fig["main_in_progress"] += main_open
            for name, h in histories.items():
                tables = Tables(h)
                fig["events"] += h.head + 1
                fig[f"branches.{'finished' if h.stored[-1].kind == 'reveal' else 'open'}"] += 1
                for seat in _seats(h.seats, pick):
                    forbidden = seeds | digests
                    try:
                        check_seat_view(h)
                    except SeatViewRefused:
                        assert _must_refuse(led, h), f"{gid} match {m} {name}: refused wrongly"
                        fig["seat_views_refused"] += 1
                        continue
                    assert not _must_refuse(led, h), f"{gid} match {m} {name}: not refused"
                    where = f"match {m} {name} seat {seat}"
                    for row in timeline(h, seat)[1:]:
                        s = row.seq
                        hidden = tables.secrets[s][seat] & tables.secrets[s - 1][seat]
                        check(f"{where} log @{s}", json.dumps(row.event) + row.text, forbidden,
                              _card_ids(row.event), hidden)
                        fig["log_rows_checked"] += 1
                    for line in export_lines(h, seat)[1:]:
                        row = json.loads(line)
                        s = row["seq"]
                        hidden = tables.secrets[s][seat] & tables.secrets[s - 1][seat]
                        check(f"{where} export @{s}", line, forbidden, _card_ids(row["event"]),
                              hidden)
                        fig["export_lines_checked"] += 1
                    for s in sorted({*range(0, h.head + 1, VIEW_EVERY), h.head}):
                        view = h.game.view(h.fold_to(s).state, seat)
                        check(f"{where} view @{s}", json.dumps(_builtins(view)),
                              forbidden | {tables.digests[s]}, visible_ids(view),
                              tables.secrets[s][seat])
                        fig["views_checked"] += 1
                    if name != "main" and n % DIFF_EVERY == 0:
                        d = diff(led, parse_ref(f"{m}"), parse_ref(f"{m}:{name}"), seat)
                        assert d.left_digest == d.right_digest == ""
                        check(f"{where} diff", json.dumps(_builtins(d)),
                              forbidden | {tables.digests[-1]}, set(), set())
                        fig["diffs_checked"] += 1
                if n % CLI_EVERY == 0:
                    _cli(runner, path, m, h, tables, seeds | digests, check, fig)
    fig[f"leaks.{gid}"] += len(leaks)
    assert not leaks, f"{len(leaks)} leaks, the first: " + "; ".join(leaks[:3])


def _cli(runner, path, m, h, tables, forbidden, check, fig) -> None:
    refused = _refused(h)
    for seat in range(h.seats):
        where = f"match {m} {h.branch} seat {seat} cli"
        runs = {
            "show": ["show", m, "--as", seat, "--json", "--branch", h.branch],
            "log": ["log", m, "--as", seat, "--json", "--branch", h.branch],
            "export": ["export", m, "--as", seat, "-o", "-", "--branch", h.branch],
            "replay": ["replay", m, "--as", seat, "--branch", h.branch],
        }
        if h.branch != "main":
            runs["diff"] = ["diff", str(m), f"{m}:{h.branch}", "--as", seat, "--json"]
        for what, args in runs.items():
            r = runner.invoke(app, [*map(str, args), "--db", str(path)], env=ENV,
                              input="g 9999\nq\n" if what == "replay" else None)
            if refused:
                lines = r.output.strip().splitlines()
                assert r.exit_code == 2 and len(lines) == 1 and "in progress" in lines[0], \
                    (where, what, r.output)
                fig["cli_refusals"] += 1
                continue
            assert r.exit_code == 0, (where, what, r.output)
            shown: set[int] = {int(x) for x in HASH_ID.findall(r.stdout)}
            if what == "show":
                out = json.loads(r.stdout)
                assert "digest" not in out and "position" not in out
                shown |= _view_ids(out["view"])
            check(f"{where} {what}", r.stdout, forbidden | {tables.digests[-1]},
                  shown if what == "show" else set(), tables.secrets[-1][seat])
            fig[f"cli_{what}_checked"] += 1


def _seats(count: int, rng: random.Random) -> list[int]:
    """The seats whose outputs are checked: all in the soak; one at random per branch in CI
    (every seat still comes up about 100 times per game over CI's 200 matches)."""
    return list(range(count)) if SOAK else [rng.randrange(count)]


def _refused(h) -> bool:
    try:
        check_seat_view(h)
    except SeatViewRefused:
        return True
    return False


def _commit(seed_hex: str) -> str:
    return dealer.commitment(bytes.fromhex(seed_hex))


_builtins = msgspec.to_builtins
