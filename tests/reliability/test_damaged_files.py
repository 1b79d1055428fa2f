"""Damaged files on every surface that reads one: one line naming the file, exit 2, no change.

The files are real ones, made per game by the commands that write them: an exported
transcript (`import`, `audit --transcript`, `html --transcript`), a bug bundle
(`check-bundle`), a `show --json` position (`new --position`, `html --position`), and for
KeyForge a keyteki deck JSON (`new --deck`) and a user card file (`new --cards`). Each is
damaged the ways a disk, an editor or a hostile sender damages a file. The contract (README):
a damaged file gives exit 2 with one line `error: ...` naming the file (and, for a
transcript, its line), no traceback, the ledger unchanged; a judging command may instead give
its verdict (0 or 1), and a file still whole after the damage may be accepted (exit 0).
Named cases pin each bug found; hypothesis then damages the real files of every surface and
game (a truncation, a flipped byte, a line deleted, duplicated or moved, a BOM, CRLF, bytes not
UTF-8, an empty file, a field given a huge, negative, null or wrong-typed value or removed),
derandomized in CI (80 cases), fresh under MATCHLOG_SOAK=1 (2,000); and a small transcript is
cut at every 7th byte (every byte in the soak).
"""

from __future__ import annotations

import json
import random
import shutil
from collections import Counter
from pathlib import Path

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
from tests.reliability.common import FIGURES, SOAK, fingerprint, is_error_line, trials

ENV = {"COLUMNS": "120", "NO_COLOR": "1"}
DEEP = 100_000
"""Levels of nesting of the deep files: far past what a recursive reader can follow."""


class Files:
    """A ledger with one match of every game at a pending decision, and the real files."""

    def __init__(self, root: Path):
        self.root = root
        self.db = root / "ledger.db"
        self.runner = CliRunner()
        self.matches: dict[str, int] = {}
        self.heads: dict[str, int] = {}
        self.good: dict[tuple[str, str], bytes] = {}  # (surface, game) -> the file as written
        rng = random.Random(19)
        with Ledger.open(self.db, create=True) as led:
            for n, gid in enumerate(game_ids()):
                decks = list(get_game(gid).sample_decks().values())
                m = create_match(led, gid, ["Ada", "Bo"], [decks[0], decks[1 % len(decks)]],
                                 dealer.seed_from_number(n, "damaged-files"))
                for _ in range(6):
                    p = legal_options(load_history(led, m))
                    if not isinstance(p, Decision):
                        break
                    decide(led, m, rng.choice(p.options))
                self.matches[gid] = m
                self.heads[gid] = led.head(m)
        for gid, m in self.matches.items():
            self.good[("transcript", gid)] = self._written("export", str(m), "-o")
            self.good[("bundle", gid)] = self._written("bundle", str(m), "--at", "3", "-o")
            for at in range(self.heads[gid], -1, -1):  # the latest event with a position
                r = self.run("show", str(m), "--at", str(at), "--json")
                assert r.exit_code == 0, r.output
                if json.loads(r.stdout).get("position") is not None:
                    break
            self.good[("position", gid)] = r.stdout.encode()
        self.good[("deck", "keyforge")] = json.dumps(_keyteki_deck()).encode()
        self.good[("cards", "keyforge")] = json.dumps(_card_pack()).encode()
        self.deck_list = root / "deck.txt"
        self.deck_list.write_text("\n".join(_names(_kf_deck())) + "\n")
        self.print = fingerprint(self.db)
        self.pristine = root / "pristine.db"
        shutil.copyfile(self.db, self.pristine)

    def restore_if_changed(self) -> None:
        """Put the ledger back after an accepted file stored something (import, new)."""
        if fingerprint(self.db) != self.print:
            shutil.copyfile(self.pristine, self.db)
            FIGURES["damaged_files"]["accepted_and_stored"] += 1

    def _written(self, *args: str) -> bytes:
        out = self.root / "written"
        r = self.run(*args, str(out))
        assert r.exit_code == 0, r.output
        return out.read_bytes()

    def run(self, *args: str):
        db = [] if args[0] == "check-bundle" else ["--db", str(self.db)]  # it reads no ledger
        return self.runner.invoke(app, [args[0], *db, *args[1:]], env=ENV)


def _kf_deck() -> list[str]:
    return list(get_game("keyforge").sample_decks().values())[0]


def _names(ids: list[str]) -> list[str]:
    from engine.games.keyforge.cards import CARDS

    return [CARDS[c].name for c in ids]


def _keyteki_deck() -> dict:
    from engine.games.keyforge.cards import CARDS

    return {"name": "Mine", "houses": [], "cards": [
        {"id": CARDS[c].keyteki, "count": n} for c, n in Counter(_kf_deck()).items()]}


def _card_pack() -> dict:
    from engine.games.keyforge.cards import CARDS

    cards = []
    for c in dict.fromkeys(_kf_deck()):
        card = CARDS[c]
        cards.append({"id": card.keyteki, "name": card.name, "number": str(card.number),
                      "house": card.house.value, "keywords": [], "traits": [],
                      "type": card.type.value, "rarity": "Common", "amber": 0, "armor": 0,
                      "power": 3, "text": ""})
    return {"name": "Pack", "code": "CotA", "cards": cards}


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    return Files(tmp_path_factory.mktemp("damaged-files"))


# Each surface: the file it reads, the games that have one, the command, the exits allowed.
SURFACES = {
    "import": ("transcript", None, lambda f, p: ["import", p], (0, 2)),
    "audit": ("transcript", None, lambda f, p: ["audit", "--transcript", p], (0, 1, 2)),
    "html-transcript": ("transcript", None,
                        lambda f, p: ["html", "--transcript", p, "-o", str(f.root / "t.html")],
                        (0, 2)),
    "check-bundle": ("bundle", None, lambda f, p: ["check-bundle", p], (0, 1, 2)),
    "new-position": ("position", None, lambda f, p, g="": ["new", g, "--position", p], (0, 2)),
    "html-position": ("position", None,
                      lambda f, p: ["html", "--position", p, "-o", str(f.root / "p.html")], (0, 2)),
    "deck": ("deck", "keyforge", lambda f, p: ["new", "keyforge", "--deck", p, "--deck", p],
             (0, 2)),
    "cards": ("cards", "keyforge", lambda f, p: ["new", "keyforge", "--cards", p, "--deck",
                                                  str(f.deck_list), "--deck", str(f.deck_list)],
              (0, 2)),
}


def _command(files: Files, surface: str, gid: str, path: Path) -> list[str]:
    make = SURFACES[surface][2]
    if surface == "new-position":
        return make(files, str(path), gid)
    return make(files, str(path))


def _check(files: Files, surface: str, r, path: Path, allowed: tuple[int, ...]) -> str:
    """The contract for one run; returns its one error line ('' when it was not refused)."""
    fig = FIGURES["damaged_files"]
    fig["cases"] += 1
    fig[f"{surface}.cases"] += 1
    assert r.exception is None or isinstance(r.exception, SystemExit), (
        f"{surface}: uncaught {r.exception!r}\n{r.output}")
    assert "Traceback" not in r.output, r.output
    assert r.exit_code in allowed, f"{surface}: exit {r.exit_code}: {r.output[:300]}"
    fig[f"{surface}.exit{r.exit_code}"] += 1
    line = ""
    if r.exit_code == 2:
        lines = r.output.strip().splitlines()
        assert len(lines) == 1 and is_error_line(lines[0]), f"{surface}: {r.output!r}"
        assert r.stdout == "", r.stdout
        line = lines[0]
        # a card file's fault may be told where the deck names the card it lost ("deck.txt:1:
        # unknown card 'Troll': not a Call of the Archons card")
        named = [path] + ([files.deck_list] if surface == "cards" else [])
        assert any(str(p) in line or p.name in line for p in named), (
            f"{surface}: names no file: {line[:300]}")
    if r.exit_code != 0:
        assert fingerprint(files.db) == files.print, f"{surface}: the ledger changed"
    else:
        files.restore_if_changed()
    return line


def _cases() -> list[tuple[str, str]]:
    every = sorted(game_ids())
    return [(s, g) for s, (_, only, _, _) in SURFACES.items() for g in ([only] if only else every)]


# ----------------------------------------------------------------------- nesting too deep

def _deep(kind: str, good: bytes) -> bytes:
    if kind == "array":
        return b"[" * DEEP + b"]" * DEEP
    if kind == "object":
        return b'{"a":' * DEEP + b"1" + b"}" * DEEP
    # inside a real file: its first line's first object gets one more field, nested deep
    first, _, rest = good.partition(b"\n")
    return b'{"deep":' + b"[" * DEEP + b"]" * DEEP + b"," + first.lstrip()[1:] + b"\n" + rest


def _deep_cases() -> list[tuple[str, str, str]]:
    """Bare nesting once per surface; nesting inside a real file for every game."""
    out = []
    for surface, gid in _cases():
        kinds = ["in-file"] + (["array", "object"] if gid == _cases()[0][1] or
                               SURFACES[surface][1] else [])
        if surface in ("deck", "cards"):  # a deck is JSON only from a `{` (else a list); a card
            kinds.remove("array")          # file is read as an object from its first byte
        out += [(surface, gid, kind) for kind in kinds]
    return out


@pytest.mark.parametrize("surface,gid,kind", _deep_cases())
def test_json_nested_too_deeply_is_one_line_naming_the_file(files, surface, gid, kind):
    """Before: RecursionError out of the JSON reader, said as a bug in matchlog (exit 3)."""
    what = SURFACES[surface][0]
    path = files.root / f"deep-{surface}.json"
    path.write_bytes(_deep(kind, files.good[(what, gid)]))
    r = files.run(*_command(files, surface, gid, path))
    line = _check(files, surface, r, path, (2,))
    assert "nested too deeply" in line, line[:300]


@pytest.mark.parametrize("command", ["decide", "check"])
def test_a_decision_nested_too_deeply_is_one_line(files, command):
    gid = "reaper"
    m = str(files.matches[gid])
    choice = '{"type":"play","seat":0,"card":' + "[" * DEEP + "]" * DEEP + "}"
    args = ["decide", m, "--", choice] if command == "decide" else ["options", m, "--check", choice]
    r = files.run(*args)
    assert r.exit_code == 2, r.output
    assert r.output.strip() == (f"error: match {m}, branch main, event "
                                f"#{json.loads(files.run('options', m, '--json').stdout)['head'] + 1}"
                                ": not valid JSON: JSON is nested too deeply")
    assert fingerprint(files.db) == files.print


# ----------------------------------------------------------------------- bytes not UTF-8

@pytest.mark.parametrize("surface", ["new-position", "html-position", "deck", "cards"])
def test_json_bytes_not_utf8_name_the_file_line_and_column(files, surface):
    """Before: "'utf-8' codec can't decode byte 0xff in position 4", naming no file, and a
    position counted from the start of the string the byte is in, not of the file."""
    gid = SURFACES[surface][1] or "reaper"
    good = files.good[(SURFACES[surface][0], gid)]
    at = good.index(b'"', good.index(b":") + 1) + 2  # inside the first string value
    path = files.root / f"not-utf8-{surface}.json"
    path.write_bytes(good[:at] + b"\xff" + good[at:])
    line = _check(files, surface, files.run(*_command(files, surface, gid, path)), path, (2,))
    row = good[:at].count(b"\n") + 1
    column = at - (good.rfind(b"\n", 0, at) + 1) + 1
    assert f"not UTF-8 text (byte 0xff at line {row}, column {column})" in line, line[:300]


# ----------------------------------------------------------------------- values no game takes

def _first_int(obj, at=()):
    """The path of the first whole number (not a bool) in decoded JSON, depth first."""
    if isinstance(obj, int) and not isinstance(obj, bool):
        return at
    items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
    for key, item in items:
        found = _first_int(item, (*at, key))
        if found is not None:
            return found
    return None


def _set_at(obj, path, value):
    for key in path[:-1]:
        obj = obj[key]
    obj[path[-1]] = value


@pytest.mark.parametrize("gid", sorted(game_ids()))
def test_a_position_with_a_number_past_64_bits_is_one_line_naming_the_field(files, gid):
    """Before: exit 3, 'internal error (OverflowError): cannot fit 'int' into an index-sized
    integer' (Ardent Reapers' hand given as a count of 2**63) or 'can't serialize ints' (a
    turn of 10**39, in the state digest), from new and html --position, import and audit of
    a hand-written genesis with a position."""
    saved = json.loads(files.good[("position", gid)])
    path = _first_int(saved["position"])
    assert path is not None
    _set_at(saved["position"], path, 10**39)
    field = "$" + "".join(f"[{k}]" if isinstance(k, int) else f".{k}" for k in path)
    position = files.root / f"huge-{gid}.json"
    position.write_text(json.dumps(saved))
    for surface in ("new-position", "html-position"):
        line = _check(files, surface, files.run(*_command(files, surface, gid, position)),
                      position, (2,))
        assert f"{position}: {field}: {10**39} is past the whole numbers" in line, line[:300]
    genesis = {"players": ["Ada", "Bo"], "position": saved["position"]}
    transcript = files.root / f"huge-{gid}.jsonl"
    transcript.write_text(json.dumps({"matchlog": 1, "game": gid, "genesis": genesis}) + "\n")
    for surface in ("import", "audit"):
        line = _check(files, surface, files.run(*_command(files, surface, gid, transcript)),
                      transcript, (2,))
        assert (f"{transcript}:1: the genesis: $.position{field[1:]}: {10**39} is past the "
                "whole numbers") in line, line[:300]


@pytest.mark.parametrize("players", [-1, True, {"a": "Ada"}, [1, 2]], ids=str)
@pytest.mark.parametrize("surface", ["new-position", "html-position"])
def test_a_position_whose_players_are_not_names_is_one_line(files, surface, players):
    """Before: exit 3, "internal error (TypeError): 'int' object is not iterable": the seat
    count is read from the players before any game reads the position."""
    saved = json.loads(files.good[("position", "reaper")])
    saved["position"]["players"] = players
    position = files.root / "players.json"
    position.write_text(json.dumps(saved))
    line = _check(files, surface, files.run(*_command(files, surface, "reaper", position)),
                  position, (2,))
    assert f"{position}: `players` is a list of the players' names, not " in line, line


# ----------------------------------------------------------------------- generated damage

VALUES = [2**64, -1, 1e308, -2**63 - 1, None, "", [], {}, True, "x" * 3000, [[[[1]]]], 10**30]
"""Values a damaged field takes: huge, negative, null, of the wrong type, long, nested."""


def _damage(good: bytes, data) -> bytes:
    """`good` damaged once or twice, as a disk, an editor or a sender does it."""
    text = good
    for op in data.draw(st.lists(st.sampled_from(DAMAGE), min_size=1, max_size=2)):
        lines = text.split(b"\n")
        i = data.draw(st.integers(0, max(0, len(lines) - 1)))
        if op == "truncate":
            text = text[:data.draw(st.integers(0, max(0, len(text) - 1)))]
        elif op == "flip" and text:
            k = data.draw(st.integers(0, len(text) - 1))
            text = text[:k] + bytes([text[k] ^ data.draw(st.integers(1, 255))]) + text[k + 1:]
        elif op == "delete-line":
            del lines[i]
            text = b"\n".join(lines)
        elif op == "duplicate-line":
            lines.insert(i, lines[i])
            text = b"\n".join(lines)
        elif op == "move-line":
            lines.insert(data.draw(st.integers(0, len(lines))), lines.pop(i))
            text = b"\n".join(lines)
        elif op == "bom":
            text = b"\xef\xbb\xbf" + text
        elif op == "crlf":
            text = text.replace(b"\n", b"\r\n")
        elif op == "not-utf8":
            k = data.draw(st.integers(0, len(text)))
            text = text[:k] + data.draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"])) + text[k:]
        elif op == "empty":
            text = b""
        else:  # "value": one field of one JSON line given a value of another kind
            try:
                obj = json.loads(lines[i])
            except ValueError:
                continue
            target = obj
            for _ in range(data.draw(st.integers(0, 3))):  # some levels down
                inner = [k for k, v in target.items() if isinstance(v, dict)] if isinstance(
                    target, dict) else []
                if not inner:
                    break
                target = target[data.draw(st.sampled_from(sorted(inner)))]
            if not isinstance(target, dict) or not target:
                continue
            key = data.draw(st.sampled_from(sorted(target)))
            if data.draw(st.booleans()):
                target[key] = data.draw(st.sampled_from(VALUES))
            else:
                del target[key]
            lines[i] = json.dumps(obj).encode()
            text = b"\n".join(lines)
    return text


DAMAGE = ["truncate", "flip", "delete-line", "duplicate-line", "move-line", "bom", "crlf",
          "not-utf8", "empty", "value", "value", "value"]


@settings(max_examples=trials(80, 2000), deadline=None, database=None, derandomize=not SOAK,
          suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_damaged_file_on_any_surface_is_a_verdict_or_one_line(files, data):
    """Any surface, any game, any damage: the contract of `_check` (exit 2 in one line naming
    the file, nothing stored; a judging command's verdict; or a file still whole accepted)."""
    surface, gid = data.draw(st.sampled_from(_cases()))
    what, _, _, allowed = SURFACES[surface]
    path = files.root / f"damaged-{surface}"
    path.write_bytes(_damage(files.good[(what, gid)], data))
    _check(files, surface, files.run(*_command(files, surface, gid, path)), path, allowed)


def test_a_transcript_cut_at_every_byte_is_a_verdict_or_one_line(files):
    """Every prefix of a small real transcript (a Reaper match's first events, its header
    without the chain fields as a judge writes one) through `audit --transcript`."""
    lines = files.good[("transcript", "reaper")].split(b"\n")
    header = json.loads(lines[0])
    small = b"\n".join([json.dumps({k: header[k] for k in ("matchlog", "game", "genesis")})
                        .encode(), *lines[1:3]]) + b"\n"
    path = files.root / "cut.jsonl"
    step = 1 if SOAK else 7  # CI: every 7th byte boundary, and the last few
    for n in sorted({*range(0, len(small), step), *range(len(small) - 5, len(small) + 1)}):
        path.write_bytes(small[:n])
        _check(files, "audit", files.run("audit", "--transcript", str(path)), path, (0, 1, 2))


def test_a_position_the_game_refuses_names_the_file_on_the_page_too(files):
    """Found by the generated damage: `html --position` said 'error: active must be seat 0
    or 1, not -1' naming no file (`new --position` names it); a view of the wrong shape said
    only msgspec's words."""
    saved = json.loads(files.good[("position", "ardent-reapers")])
    saved["position"]["active"] = -1
    path = files.root / "refused.json"
    path.write_text(json.dumps(saved))
    line = _check(files, "html-position", files.run(*_command(files, "html-position", "", path)),
                  path, (2,))
    assert line == f"error: {path}: active must be seat 0 or 1, not -1"
    saved["position"], saved["view"]["seats"] = None, 5
    path.write_text(json.dumps(saved))
    line = _check(files, "html-position", files.run(*_command(files, "html-position", "", path)),
                  path, (2,))
    assert line == f"error: {path}: bad view: Expected `array`, got `int` - at `$.seats`"


@pytest.mark.parametrize("surface", ["import", "audit", "html-transcript", "check-bundle"])
def test_a_card_set_hash_changed_is_refused_at_its_line(files, surface):
    """Found by the generated damage (a flipped byte in a bundle's card set hash): 'error:
    card set ASC-FL differs from this engine's (hash ...)', naming no file; a transcript
    without chain fields gave the same on import, audit and html."""
    what = SURFACES[surface][0]
    lines = files.good[(what, "ascendant")].decode().splitlines()
    header = json.loads(lines[0])
    header["genesis"]["card_sets"][0]["sha256"] = "0" * 64
    kept = ("matchlog", "game", "genesis", "expect")  # no chain fields: no hash to fail first
    rows = [json.dumps({k: v for k, v in json.loads(ln).items() if k in ("seq", "event")})
            for ln in lines[1:]]
    path = files.root / f"card-set-{surface}.jsonl"
    path.write_text("\n".join([json.dumps({k: header[k] for k in kept if k in header})] + rows))
    line = _check(files, surface, files.run(*_command(files, surface, "ascendant", path)), path,
                  (2,))
    assert line.startswith(f"error: {path}:1: card set ASC-FL differs from this engine's"), line


@pytest.mark.parametrize("surface", ["import", "audit", "html-transcript", "check-bundle"])
def test_a_deck_naming_an_unknown_card_is_refused_at_its_line(files, surface):
    """Found by the generated damage (a flipped byte in a bundle's deck): "error: unknown card
    'NC-086' in Bo's deck", naming no file; the game refused it only when the audit started."""
    what = SURFACES[surface][0]
    lines = files.good[(what, "ardent-reapers")].decode().splitlines()
    header = json.loads(lines[0])
    header["genesis"]["decks"][1][0] = "NC-086"
    kept = ("matchlog", "game", "genesis", "expect")  # no chain fields: no hash to fail first
    rows = [json.dumps({k: v for k, v in json.loads(ln).items() if k in ("seq", "event")})
            for ln in lines[1:]]
    path = files.root / f"unknown-card-{surface}.jsonl"
    path.write_text("\n".join([json.dumps({k: header[k] for k in kept if k in header})] + rows))
    line = _check(files, surface, files.run(*_command(files, surface, "ardent-reapers", path)),
                  path, (2,))
    assert line == f"error: {path}:1: unknown card 'NC-086' in Bo's deck", line


def test_a_position_naming_an_unknown_game_names_the_file(files):
    """Found by the generated damage: `html --position` of a file naming a game matchlog does
    not have said "error: unknown game 'x' (known: ...)", naming no file."""
    saved = json.loads(files.good[("position", "reaper")])
    saved["view"]["game"] = "no-such-game"
    path = files.root / "unknown-game.json"
    path.write_text(json.dumps(saved))
    line = _check(files, "html-position", files.run(*_command(files, "html-position", "", path)),
                  path, (2,))
    assert line.startswith(f"error: {path}: unknown game 'no-such-game' (known: "), line
