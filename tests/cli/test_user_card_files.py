"""A user's own keyteki-format card file: decks from it play, unimplemented cards are refused."""

import json

import pytest

from engine.registry import get_game

HOUSES = ("Brobnar", "Shadows", "Untamed")


def _pack(cards):
    return {"name": "Test Pack", "code": "CotA", "cards": cards}


def _card(number, name, house, text="", ctype="creature", power=3):
    return {"id": name.lower().replace(" ", "-"), "name": name, "number": str(number),
            "house": house, "keywords": [], "traits": [], "type": ctype, "rarity": "Common",
            "amber": 0, "armor": 0, "power": power, "text": text}


@pytest.fixture
def pack_and_decks(tmp_path, kf_unimplemented):
    """A pack listing our sample deck's cards by their real names, plus one unknown-ability card."""
    game = get_game("keyforge")
    deck_ids = list(game.sample_decks().values())[0]
    from engine.games.keyforge.cards import CARDS

    cards = []
    for cid in dict.fromkeys(deck_ids):
        c = CARDS[cid]
        cards.append(_card(c.number, c.name, c.house.value, "Play: something we implement."))
    cards.append(_card(999, "Mystery Machine", HOUSES[0], "Play: something nobody implements."))
    todo = kf_unimplemented
    cards.append(_card(todo.number, todo.name, todo.house.value, "Play: not implemented yet.",
                       ctype=todo.type.value))
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps(_pack(cards)))
    names = [CARDS[cid].name for cid in deck_ids]
    good = tmp_path / "good.txt"
    good.write_text("\n".join(names))
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(names[:-1] + [todo.name]))
    other = tmp_path / "other.txt"
    other.write_text("\n".join(["Mystery Machine"] + names[1:]))
    return pack, good, bad, other, todo.name


def test_a_deck_from_a_user_card_file_plays(run, pack_and_decks):
    pack, good, *_ = pack_and_decks
    r = run("new", "keyforge", "--cards", pack, "--deck", good, "--deck", good, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(run("options", json.loads(r.stdout)["match"], "--json").stdout)["options"]


def test_an_unimplemented_card_is_refused_by_name_with_exit_2(run, pack_and_decks):
    pack, good, bad, other, todo = pack_and_decks
    r = run("new", "keyforge", "--cards", pack, "--deck", good, "--deck", bad)
    assert r.exit_code == 2
    assert f"{bad}:36: card {todo!r} is not implemented" in r.output
    assert len(r.output.strip().splitlines()) == 1
    assert not run.db.exists()  # refused before the ledger was even opened
    r = run("new", "keyforge", "--cards", pack, "--deck", good, "--deck", other)
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1
    assert f"{other}:1: unknown card 'Mystery Machine': not a Call of the Archons card" in r.output


def test_a_game_without_user_card_files_says_so(run, pack_and_decks):
    pack, good, *_ = pack_and_decks
    r = run("new", "ardent-reapers", "--cards", pack, "--deck", good, "--deck", good)
    assert r.exit_code == 2 and "does not read user card files" in r.output


def test_a_user_deck_file_may_count_copies(run, pack_and_decks, tmp_path):
    from collections import Counter

    pack, good, *_ = pack_and_decks
    counted = tmp_path / "counted.txt"
    lines = [f"{n}x {name}" for name, n in Counter(good.read_text().splitlines()).items()]
    counted.write_text("# my deck\n" + "\n".join(lines) + "\n")
    a = run("new", "keyforge", "--cards", pack, "--deck", good, "--deck", counted, "--json")
    assert a.exit_code == 0, a.output
    decks = json.loads(run("log", json.loads(a.stdout)["match"], "--json").stdout)[0]["event"]["decks"]
    assert sorted(decks[0]) == sorted(decks[1])
    r = run("new", "keyforge", "--cards", pack, "--deck", good, "--deck", tmp_path / "missing.txt")
    assert r.exit_code == 2 and "missing.txt" in r.output and len(r.output.strip().splitlines()) == 1
