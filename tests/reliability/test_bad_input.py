"""Bad input: hypothesis-generated malformed transcripts and decisions through the CLI.

Runs `matchlog import FILE`, `matchlog audit --transcript FILE` and `matchlog decide MATCH --
CHOICE` in-process (typer's CliRunner) against a ledger holding one match of every game at a
pending decision. The transcripts are random bytes, or a real export with one to three
mutations (a truncated, deleted, duplicated or swapped line, a field given a value of the
wrong type, an unknown event type, a wrong seat, a changed character, an inserted line, a
broken header). The decisions are random text, random JSON objects shaped like events, a
legal option with a field changed, and option numbers out of range.

The contract (README): bad input ends with exactly one line, `error: ...`, and exit 2, never
a traceback, and the ledger is unchanged. `audit` may also answer 0 (legal) or 1 (well
formed but illegal: its documented verdict). A mutation can leave a transcript or a decision
legal (dropping the last line leaves a legal prefix); then exit 0 is right, the ledger grows
by exactly what was accepted, and it is put back for the next example.
"""

from __future__ import annotations

import json
import random
import shutil

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from cli.app import app
from engine import dealer
from engine.protocol import Decision
from engine.registry import game_ids, get_game
from ledger import Ledger
from replays.history import load_history
from replays.record import create_match, decide, legal_options
from replays.transcript import export_lines
from tests.reliability.common import FIGURES, SOAK, fingerprint, is_error_line, trials

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}


def _settings(ci: int, soak: int):
    # CI sees the same cases every run (derandomized); a soak draws fresh ones each time
    return settings(max_examples=trials(ci, soak), deadline=None, database=None,
                    derandomize=not SOAK, suppress_health_check=list(HealthCheck))


class World:
    """The pristine ledger, a working copy, one match and one transcript per game."""

    def __init__(self, root):
        self.pristine = root / "pristine.db"
        self.db = root / "work.db"
        self.file = root / "input.jsonl"
        self.matches: dict[str, int] = {}
        self.transcripts: dict[str, list[str]] = {}
        self.bare: dict[str, list[str]] = {}  # as a judge writes one: no seqs, digests, hashes
        self.options: dict[str, list[dict]] = {}
        self.tags: set[str] = set()
        rng = random.Random(5)
        with Ledger.open(self.pristine) as led:
            for n, gid in enumerate(game_ids()):
                g = get_game(gid)
                decks = list(g.sample_decks().values())
                m = create_match(led, gid, ["Ada", "Bo"], [decks[0], decks[1 % len(decks)]],
                                 dealer.seed_from_number(n, "bad-input"))
                for _ in range(12):
                    p = legal_options(load_history(led, m))
                    if not isinstance(p, Decision):
                        break
                    decide(led, m, rng.choice(p.options))
                h = load_history(led, m)
                p = legal_options(h)
                assert isinstance(p, Decision)
                self.matches[gid] = m
                self.options[gid] = [msgspec.to_builtins(o) for o in p.options]
                self.transcripts[gid] = export_lines(h)
                header, *rows = map(json.loads, self.transcripts[gid])
                self.bare[gid] = [json.dumps({k: header[k] for k in ("matchlog", "game", "genesis")})]
                self.bare[gid] += [json.dumps(row["event"]) for row in rows]
                self.tags |= {json.loads(ln)["event"]["type"] for ln in self.transcripts[gid][1:]}
                self.tags |= {o["type"] for o in self.options[gid]}
        self.print = fingerprint(self.pristine)
        self.restore()
        self.runner = CliRunner()

    def restore(self) -> None:
        shutil.copyfile(self.pristine, self.db)

    def run(self, *args: str):
        command, *rest = args
        return self.runner.invoke(app, [command, "--db", str(self.db), *rest], env=ENV)


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    return World(tmp_path_factory.mktemp("bad-input"))


def check(world: World, area: str, r, allowed: tuple[int, ...]) -> None:
    """The one-line error rule, and the ledger unchanged unless the input was accepted."""
    fig = FIGURES["bad_input"]
    fig[f"{area}.cases"] += 1
    fig["cases"] += 1
    assert r.exception is None or isinstance(r.exception, SystemExit), (
        f"{area}: uncaught {r.exception!r}\n{r.output}")
    assert "Traceback" not in r.output, r.output
    assert r.exit_code in allowed, f"{area}: exit {r.exit_code}: {r.output}"
    fig[f"{area}.exit{r.exit_code}"] += 1
    if r.exit_code == 2:
        lines = r.output.strip().splitlines()
        assert len(lines) == 1 and is_error_line(lines[0]), f"{area}: {r.output!r}"
        assert r.stdout == "", r.stdout
    if r.exit_code == 1:
        assert r.output.startswith("illegal"), r.output
    now = fingerprint(world.db)
    if now != world.print:
        assert r.exit_code == 0, f"{area}: the ledger changed, yet exit {r.exit_code}"
        with Ledger.open(world.db, readonly=True) as led:
            assert led.verify() == []
        fig[f"{area}.accepted_and_stored"] += 1
        world.restore()


# ----------------------------------------------------------------------------- strategies

MARKUP = ["[/x]", "[/]", "[bold]", "[/bold]", "[link=http://x]", "[red", "]", "\\[", "[on red]",
          "[@click]", ":smile:", "[/g]", "a[bold]b"]
CONTROL = st.characters(min_codepoint=0, max_codepoint=31) | st.sampled_from(
    ["\x7f", "\x9b", "\u202e", "\u2028", "\ufeff"])
nasty_text = st.one_of(
    st.text(max_size=10),
    st.sampled_from(["\x1b[2J", "\x1b]0;title\x07", "\x1b[31mred", "\r\n", "a\rb"]),
    st.lists(st.sampled_from(MARKUP) | st.text(max_size=3), min_size=1, max_size=5).map("".join),
    st.text(CONTROL, min_size=1, max_size=6),
    # very long: 2,000 to 60,000 characters
    st.tuples(st.sampled_from(MARKUP) | st.text(min_size=1, max_size=4),
              st.integers(500, 15_000)).map(lambda t: t[0] * t[1]),
    # lone surrogates: not UTF-8 at all once written out (surrogatepass)
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3),
)
"""Text a person or a file can throw at matchlog: markup, control characters, very long
strings, and code points that are not UTF-8 once written (each fuzzed field draws from it)."""

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | nasty_text,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
MUTATIONS = ["truncate", "delete", "duplicate", "swap", "retype", "type", "seat", "drop",
             "char", "insert", "header", "bytes"]


def _target(obj: object) -> dict | None:
    """The object a field mutation edits: the event of a line, or the header's genesis."""
    if not isinstance(obj, dict):
        return None
    inner = obj.get("event", obj.get("genesis"))
    return inner if isinstance(inner, dict) else obj


def _mutate(lines: list[str], data, tags: list[str]) -> bytes:
    lines = list(lines)
    tail = b""
    for op in data.draw(st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=3)):
        if not lines:
            break
        i = data.draw(st.integers(0, len(lines) - 1))
        if op == "truncate":
            lines[i] = lines[i][: data.draw(st.integers(0, max(0, len(lines[i]) - 1)))]
        elif op == "delete":
            del lines[i]
        elif op == "duplicate":
            lines.insert(i, lines[i])
        elif op == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif op == "char" and lines[i]:
            k = data.draw(st.integers(0, len(lines[i]) - 1))
            lines[i] = lines[i][:k] + data.draw(st.characters() | nasty_text) + lines[i][k + 1:]
        elif op == "insert":
            lines.insert(i, json.dumps(data.draw(json_values)))
        elif op == "bytes":
            tail = data.draw(st.binary(min_size=1, max_size=40))
        else:
            if op == "header":
                i = 0
            try:
                obj = json.loads(lines[i])
            except ValueError:
                continue
            target = obj if op == "header" else _target(obj)
            if not isinstance(target, dict) or not target:
                continue
            if op == "type":
                target["type"] = data.draw(st.sampled_from(tags) | nasty_text)
            elif op == "seat":
                target["seat"] = data.draw(st.integers(-3, 5) | json_values)
            elif op == "drop":
                del target[data.draw(st.sampled_from(sorted(target)))]
            else:  # retype, header: a field gets a value of any type
                key = data.draw(st.sampled_from(sorted(target)))
                target[key] = data.draw(json_values)
            # raw (not \\u-escaped) half the time, so a lone surrogate becomes invalid UTF-8
            lines[i] = json.dumps(obj, ensure_ascii=data.draw(st.booleans()))
    return "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n" + tail


def _transcript_bytes(world: World, data) -> bytes:
    if data.draw(st.integers(0, 9)) == 0:
        return data.draw(st.binary(max_size=400))
    gid = data.draw(st.sampled_from(sorted(world.transcripts)))
    lines = world.bare[gid] if data.draw(st.booleans()) else world.transcripts[gid]
    return _mutate(lines, data, sorted(world.tags))


# ----------------------------------------------------------------------------- the tests

@_settings(150, 4000)
@given(data=st.data())
def test_import_of_a_malformed_transcript_is_one_line_and_changes_nothing(world, data):
    world.file.write_bytes(_transcript_bytes(world, data))
    check(world, "import", world.run("import", str(world.file)), (0, 2))


@_settings(100, 3000)
@given(data=st.data())
def test_audit_of_a_malformed_transcript_is_a_verdict_or_one_line(world, data):
    world.file.write_bytes(_transcript_bytes(world, data))
    check(world, "audit", world.run("audit", "--transcript", str(world.file)), (0, 1, 2))


def _choice(world: World, gid: str, data) -> str:
    kind = data.draw(st.integers(0, 4))
    if kind == 0:
        return data.draw(nasty_text)
    if kind == 1:
        return str(data.draw(st.integers(-5, 10_000)))
    option = dict(data.draw(st.sampled_from(world.options[gid])))
    if kind == 2:  # a legal option with one field changed (a wrong seat, another card...)
        key = data.draw(st.sampled_from(sorted(option)))
        option[key] = data.draw(st.integers(-2, 300) | json_values)
    elif kind == 3:  # an event-shaped object of any known or unknown type
        option = {"type": data.draw(st.sampled_from(sorted(world.tags)) | nasty_text),
                  "seat": data.draw(st.integers(-1, 3) | json_values)}
        option.update(data.draw(st.dictionaries(nasty_text, json_values, max_size=3)))
    else:  # the JSON text itself broken
        text = json.dumps(option)
        return text[: data.draw(st.integers(0, max(0, len(text) - 1)))]
    return json.dumps(option)


@_settings(150, 4000)
@given(data=st.data())
def test_decide_with_a_malformed_or_illegal_decision_is_one_line_and_changes_nothing(world, data):
    gid = data.draw(st.sampled_from(sorted(world.matches)))
    choice = _choice(world, gid, data)
    # `--` so a choice starting with '-' is the argument, not an unknown option
    r = world.run("decide", str(world.matches[gid]), "--", choice)
    check(world, "decide", r, (0, 2))


def _utf8(text: str) -> bool:
    return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace") == text


READERS = [["matches"], ["log", "{m}"], ["show", "{m}"], ["show", "{m}", "--as", "0"],
           ["options", "{m}"], ["verify", "{m}"], ["export", "{m}", "-o", "-"], ["log", "{m}", "--json"]]


@_settings(50, 1000)
@given(data=st.data())
def test_new_with_nasty_names_then_every_reader_prints_them_safely(world, data):
    """Player names and game ids from `nasty_text`: `new` stores the names or refuses in one
    line, and every command that later prints them (tables, panels, logs) exits 0."""
    gid = data.draw(st.sampled_from(sorted(world.matches)) if data.draw(st.integers(0, 4))
                    else nasty_text)
    names = data.draw(st.lists(nasty_text, min_size=2, max_size=2))
    args = ["new", gid, "--seed", "1"]
    for name in names:
        args += ["--player", name]
    r = world.run(*args)
    if r.exit_code == 2:
        assert gid not in world.matches or any(not _utf8(n) for n in names), r.output
    if r.exit_code != 0 or gid not in world.matches:
        check(world, "new", r, (2,))
        return
    FIGURES["bad_input"]["new.cases"] += 1
    FIGURES["bad_input"]["cases"] += 1
    m = r.stdout.strip()
    for reader in READERS:
        out = world.run(*[a.format(m=m) for a in reader])
        assert out.exception is None or isinstance(out.exception, SystemExit), (reader, out.exception)
        assert out.exit_code == 0, (reader, out.output)
        FIGURES["bad_input"]["new.readers_clean"] += 1
    world.restore()
