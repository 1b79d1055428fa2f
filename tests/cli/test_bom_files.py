"""A file that starts with a UTF-8 byte order mark, as Windows editors save UTF-8 (Notepad,
PowerShell's Out-File): every file a user gives matchlog reads as if the mark were not there.
Before, the mark was read as the file's first character: a transcript, bundle or position was
"invalid JSON ... invalid character (byte 0)" and a deck file's first card was "unknown card
'\\ufeffVanx'"."""

from __future__ import annotations

import codecs
import json
from collections import Counter

from engine.games.keyforge.cards import CARDS
from engine.registry import get_game

BOM = codecs.BOM_UTF8


def _with_bom(path, text: str):
    path.write_bytes(BOM + text.encode("utf-8"))
    return path


def _match(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    return 1


def test_a_transcript_with_a_bom_is_audited_and_imported(run, tmp_path):
    m = _match(run)
    plain = tmp_path / "m.jsonl"
    assert run("export", m, "-o", plain).exit_code == 0
    marked = _with_bom(tmp_path / "bom.jsonl", plain.read_text(encoding="utf-8"))
    audited = run("audit", "--transcript", marked)
    assert audited.exit_code == 0 and audited.stdout.startswith("legal: 129 events"), audited.output
    imported = run("import", marked)
    assert imported.exit_code == 0 and "as match 2" in imported.stdout, imported.output
    assert run("export", 2, "-o", tmp_path / "again.jsonl").exit_code == 0


def test_a_bundle_with_a_bom_is_checked_and_updated(run, tmp_path):
    m = _match(run)
    plain = tmp_path / "b.matchlog.jsonl"
    assert run("bundle", m, "--at", 20, "-o", plain).exit_code == 0
    marked = _with_bom(tmp_path / "bom.matchlog.jsonl", plain.read_text(encoding="utf-8"))
    checked = run.bare("check-bundle", marked)
    assert checked.exit_code == 0 and "replays as recorded" in checked.stdout, checked.output
    out = tmp_path / "u.matchlog.jsonl"
    updated = run.bare("check-bundle", marked, "--update", "-o", out)
    assert updated.exit_code == 0 and "no recorded digest changed" in updated.stdout, updated.output
    assert out.read_text(encoding="utf-8") == plain.read_text(encoding="utf-8")


def test_a_position_with_a_bom_starts_a_match_and_a_page(run, tmp_path):
    m = _match(run)
    shown = run("show", m, "--at", 5, "--json")
    marked = _with_bom(tmp_path / "p.json", shown.stdout)
    made = run("new", "ardent-reapers", "--position", marked, "--json")
    assert made.exit_code == 0, made.output
    digest = json.loads(run("show", json.loads(made.stdout)["match"], "--json").stdout)["digest"]
    assert digest == json.loads(shown.stdout)["digest"]
    page = run("html", "--position", marked, "-o", tmp_path / "p.html")
    assert page.exit_code == 0, page.output


def test_deck_files_with_a_bom_name_their_first_card(run, tmp_path):
    ar = get_game("ardent-reapers")
    deck = list(ar.sample_decks().values())[0]
    names = {c.id: c.name for c in ar.cards()}
    text = _with_bom(tmp_path / "ar.txt", "\n".join(names[c] for c in deck) + "\n")
    made = run("new", "ardent-reapers", "--deck", text, "--deck", text, "--json")
    assert made.exit_code == 0, made.output
    genesis = json.loads(run("log", 1, "--json").stdout)[0]["event"]
    assert genesis["decks"] == [deck, deck]

    kf = list(get_game("keyforge").sample_decks().values())[0]
    keyteki = {"name": "Test Deck", "houses": sorted({CARDS[c].house.value.lower() for c in kf}),
               "cards": [{"id": CARDS[c].keyteki, "count": n} for c, n in Counter(kf).items()]}
    as_json = _with_bom(tmp_path / "kf.json", json.dumps(keyteki))
    made = run("new", "keyforge", "--deck", as_json, "--deck", as_json, "--json")
    assert made.exit_code == 0, made.output


def test_a_user_card_file_with_a_bom_is_read(run, tmp_path):
    kf = list(get_game("keyforge").sample_decks().values())[0]
    cards = [{"id": CARDS[c].keyteki, "name": CARDS[c].name, "number": str(CARDS[c].number),
              "house": CARDS[c].house.value, "keywords": [], "traits": [],
              "type": CARDS[c].type.value, "rarity": "Common", "amber": 0, "armor": 0,
              "power": 3, "text": "..."} for c in dict.fromkeys(kf)]
    pack = _with_bom(tmp_path / "pack.json",
                     json.dumps({"name": "Test Pack", "code": "CotA", "cards": cards}))
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(CARDS[c].name for c in kf) + "\n", encoding="utf-8")
    made = run("new", "keyforge", "--cards", pack, "--deck", deck, "--deck", deck)
    assert made.exit_code == 0, made.output


def test_a_position_saved_as_utf16_is_named_as_such(run, tmp_path):
    """PowerShell 5's `>` writes UTF-16 with its byte order mark: a transcript or deck file
    said "not UTF-8 text (byte 0xff at column 1)", a position only "invalid JSON: JSON is
    malformed: invalid character (byte 0)"."""
    m = _match(run)
    path = tmp_path / "p.json"
    path.write_text(run("show", m, "--json").stdout, encoding="utf-16")
    for args in (("new", "ardent-reapers", "--position", path),
                 ("html", "--position", path, "-o", tmp_path / "p.html")):
        r = run(*args)
        assert r.exit_code == 2 and r.stderr == (f"error: {path}:1: not UTF-8 text (UTF-16, as "
                                                 "PowerShell's `>` writes it); save the file as "
                                                 "UTF-8\n"), r.stderr
