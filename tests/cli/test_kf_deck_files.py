"""KeyForge deck files in three formats (a text list, keyteki's deck JSON, Master Vault's deck
JSON) load to the same deck; an unknown or unimplemented card gets one error shape: the file,
the line or entry, the card, and which of the two it is, with exit 2."""

import json
from collections import Counter

import pytest

from engine.games.keyforge.cards import CARDS
from engine.registry import get_game

GAME = get_game("keyforge")


@pytest.fixture
def deck():
    return list(GAME.sample_decks().values())[0]


def _decks_of(run, result):
    assert result.exit_code == 0, result.output
    match = json.loads(result.stdout)["match"]
    return json.loads(run("log", match, "--json").stdout)[0]["event"]["decks"]


def _text_list(deck) -> str:
    """Each card in another spelling: set number, bare number, keyteki id, name; copies as 2x."""
    lines = ["# a deck written by hand"]
    for i, (cid, n) in enumerate(Counter(deck).items()):
        c = CARDS[cid]
        ref = [c.id, f"{c.number:03d}", c.keyteki, c.name.upper()][i % 4]
        lines.append(f"{n}x {ref}" if n > 1 else ref)
    return "\n".join(lines) + "\n"


def _keyteki(deck) -> dict:
    return {"name": "Test Deck", "houses": sorted({CARDS[c].house.value.lower() for c in deck}),
            "cards": [{"id": CARDS[cid].keyteki, "count": n} for cid, n in Counter(deck).items()]}


def _master_vault(deck, extra=()) -> dict:
    linked = [{"id": f"uuid-{cid}", "card_title": CARDS[cid].name, "house": CARDS[cid].house.value,
               "card_number": f"{CARDS[cid].number:03d}", "expansion": 341} for cid in set(deck)]
    linked += [dict(e) for e in extra]
    uuids = [f"uuid-{cid}" for cid in deck] + [e["id"] for e in extra]
    return {"data": {"id": "abc", "name": "Test Deck", "expansion": 341,
                     "_links": {"houses": [], "cards": uuids}},
            "_linked": {"houses": [], "cards": linked}}


def test_the_three_formats_load_the_same_deck(run, tmp_path, deck):
    text, kt, mv = tmp_path / "deck.txt", tmp_path / "keyteki.json", tmp_path / "mv.json"
    text.write_text(_text_list(deck))
    kt.write_text(json.dumps(_keyteki(deck)))
    mv.write_text(json.dumps(_master_vault(deck)))
    for path in (text, kt, mv):
        a, b = _decks_of(run, run("new", "keyforge", "--deck", path, "--deck", path, "--json"))
        assert sorted(a) == sorted(deck) and sorted(b) == sorted(deck), path.name


@pytest.mark.parametrize("fmt", ["text", "keyteki", "master-vault"])
def test_an_unknown_and_an_unimplemented_card_get_the_one_error_shape(run, tmp_path, deck, fmt, kf_unimplemented):
    todo = kf_unimplemented
    path = tmp_path / f"deck.{fmt}"
    if fmt == "text":
        unknown_where, unimpl_where = "2", "2"
        bodies = ["Troll\nNo Such Card\n", f"Troll\n{todo.name.lower()}\n"]
        unknown_ref, unimpl_ref = "No Such Card", todo.name.lower()
    elif fmt == "keyteki":
        unknown_where, unimpl_where = "cards[1]", "cards[1]"
        bodies = [json.dumps({"cards": [{"id": "troll", "count": 1}, {"id": "gamgee", "count": 1}]}),
                  json.dumps({"cards": [{"id": "troll", "count": 1}, {"id": todo.keyteki, "count": 2}]})]
        unknown_ref, unimpl_ref = "gamgee", todo.keyteki
    else:
        n = len(deck)
        unknown_where = unimpl_where = f"data._links.cards[{n}]"
        other_set = {"id": "uuid-x", "card_title": "Gamgee", "card_number": "270", "expansion": 435}
        cota = {"id": "uuid-a", "card_title": todo.name, "card_number": f"{todo.number:03d}", "expansion": 341}
        bodies = [json.dumps(_master_vault(deck, [other_set])), json.dumps(_master_vault(deck, [cota]))]
        unknown_ref, unimpl_ref = "Gamgee (expansion 435)", todo.id
    for body, where, ref, kind in ((bodies[0], unknown_where, unknown_ref, "unknown card"),
                                   (bodies[1], unimpl_where, unimpl_ref, "not implemented")):
        path.write_text(body)
        r = run("new", "keyforge", "--deck", path, "--deck", path)
        assert r.exit_code == 2
        line = r.output.strip()
        assert len(line.splitlines()) == 1 and "Traceback" not in line
        assert line.startswith(f"error: {path}:{where}: ")
        assert repr(ref) in line and kind in line
        assert not run.db.exists()


def test_a_json_deck_of_neither_format_is_refused_naming_the_file(run, tmp_path):
    path = tmp_path / "odd.json"
    path.write_text('{"deck": []}')
    r = run("new", "keyforge", "--deck", path, "--deck", path)
    assert r.exit_code == 2 and f"{path}: a JSON deck file is keyteki's" in r.output
    path.write_text('{"cards": [{"id": "troll", "count": 0}]}')
    r = run("new", "keyforge", "--deck", path, "--deck", path)
    assert r.exit_code == 2 and f"{path}:cards[0]: count 0" in r.output
