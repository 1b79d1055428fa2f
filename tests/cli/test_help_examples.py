"""Every `Example:` of every command's --help runs as written, in one scenario set up so that
the files and matches the examples name exist (match 1 with a pending decision, a branch
`what-if`, a disputed transcript, a position file, a user's card file and decks)."""

import json
import os
import random
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from cli.app import COMMANDS, build_app, examples
from engine.protocol import Decision
from engine.registry import get_game
from ledger import Ledger
from replays import explain
from replays.branching import fork
from replays.history import load_history
from replays.record import create_match, decide

ROOT = Path(__file__).resolve().parents[2]
# Commands whose exit code is a verdict: 1 is an answer, not a failure.
JUDGING = {"audit", "verify", "options", "check-bundle", "rerun"}
END_STEP = '{"type":"end-step","seat":0}'


def _all_examples() -> list[tuple[str, str]]:
    import typer

    group = typer.main.get_command(build_app())
    return [(name, line) for name in COMMANDS
            for line in examples(group.commands[name].callback.__doc__ or "")]


def _fits(game, state, pending) -> bool:
    """Option 3 exists and, after it, seat 0 may end its turn: `decide 1 3` then the end-step."""
    if len(pending.options) < 4:
        return False
    after = game.apply(game.clone(state), pending.options[3], check=True)
    nxt = game.pending(after)
    return isinstance(nxt, Decision) and explain.check(game, after, game.decode_event(END_STEP)).legal


def _match_one(db: Path) -> None:
    """Match 1: Ardent Reapers, at least 21 events, resting where the decide examples fit."""
    game = get_game("ardent-reapers")
    decks = list(game.sample_decks().values())[:2]
    for attempt in range(40):
        db.unlink(missing_ok=True)
        with Ledger.open(db) as led:
            m = create_match(led, game.id, ["Ann", "Bo"], decks, bytes([attempt]) * 32)
            rng = random.Random(attempt)
            while True:
                h = load_history(led, m)
                state = h.fold_to_head().state
                p = game.pending(state)
                if not isinstance(p, Decision):
                    break
                if h.head > 20 and _fits(game, state, p):
                    fork(led, m, "what-if", 12)
                    return
                decide(led, m, rng.choice(p.options))
    raise AssertionError("no seeded match rests where the decide examples fit")


def _keyforge_files(tmp: Path) -> None:
    """CotA.json: a user's card file in keyteki's format; mine.txt and theirs.txt: decks of it."""
    from engine.games.keyforge.cards import CARDS

    game = get_game("keyforge")
    decks = list(game.sample_decks().values())[:2]
    cards = {}
    for cid in (c for deck in decks for c in deck):
        c = CARDS[cid]
        cards[cid] = {"id": c.name.lower().replace(" ", "-"), "name": c.name,
                      "number": str(c.number), "house": c.house.value, "keywords": [],
                      "traits": [], "type": "creature", "rarity": "Common", "amber": 0,
                      "armor": 0, "power": 3, "text": ""}
    (tmp / "CotA.json").write_text(json.dumps({"name": "Call of the Archons", "code": "CotA",
                                               "cards": list(cards.values())}))
    for name, deck in zip(("mine.txt", "theirs.txt"), decks):
        (tmp / name).write_text("\n".join(CARDS[c].name for c in deck) + "\n")


def _ml(tmp: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cli.app", *args], cwd=tmp, capture_output=True,
                          text=True, env=_env())


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "MATCHLOG_DB"}
    return {**env, "PYTHONPATH": str(ROOT), "COLUMNS": "120"}


@pytest.fixture(scope="module")
def scenario(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("examples")
    _match_one(tmp / "matchlog.db")
    assert _ml(tmp, "export", "1", "-o", "m1.jsonl").returncode == 0
    header, *entries = (tmp / "m1.jsonl").read_text().splitlines()
    events = [json.loads(e)["event"] for e in entries]
    events[1] = {**events[1], "seat": 1 - events[1].get("seat", 0)} if "seat" in events[1] else events[1]
    (tmp / "disputed.jsonl").write_text("\n".join([header, *map(json.dumps, events)]) + "\n")
    shown = _ml(tmp, "show", "1", "--at", "12", "--json")
    (tmp / "position.json").write_text(shown.stdout)
    (tmp / "ruling.json").write_text(shown.stdout)
    _keyforge_files(tmp)
    return tmp


@pytest.mark.parametrize("command, line", _all_examples(), ids=lambda x: x[:60])
def test_every_help_example_runs_as_written(scenario, command, line):
    assert line.startswith(f"matchlog {command}")
    words = shlex.split(line)
    assert words[0] == "matchlog"
    shell = f'matchlog() {{ "{sys.executable}" -m cli.app "$@"; }}; {line}'
    r = subprocess.run(["bash", "-c", shell], cwd=scenario, capture_output=True, text=True,
                       env=_env(), stdin=subprocess.DEVNULL, timeout=300)
    allowed = {0, 1} if command in JUDGING else {0}
    assert r.returncode in allowed, f"{line}: exit {r.returncode}: {r.stderr[-500:]}"
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr


def test_examples_run_in_table_order_so_later_ones_find_what_earlier_ones_made():
    names = [c for c, _ in _all_examples()]
    assert names.index("branch") < names.index("diff") and names.index("export") < names.index("import")
    assert names.index("bundle") < names.index("check-bundle")
