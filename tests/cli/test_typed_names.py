"""A card's name as a person types it: KeyForge's card data holds "Annihilation Ritual " (a
trailing space) and "Coward’s End" (a typographic apostrophe), and `decide` with the name as
typed ("Annihilation Ritual", "Coward's End") or the label `show` prints was refused as "no
card named ..." (the name) or "card #2 is Annihilation Ritual , not Annihilation
Ritual" (the label). Names are now compared in any case, spaces and quotes aside
(replays.luck.name_key), in decisions, transcripts and a table's entries alike. (The data's
name is trimmed as it is read since session 20: views show "Annihilation Ritual".)"""

from __future__ import annotations

import json

import pytest

from engine.protocol import Chance
from replays.luck import parse_outcome


def _position(tmp_path, house: str, hand: list[str]):
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"active": 0, "house": house, "turn": 3, "seats": [
        {"hand": hand, "deck": ["Troll", "Troll"]},
        {"hand": ["Troll"], "deck": ["Troll"], "battleline": ["Troll"]}]}))
    return path


def _id_of(run, name: str) -> int:
    """The instance number of the one card of `name` (as the data spells it) in match 1."""
    view = json.loads(run("show", 1, "--json").stdout)["view"]
    [card] = [c["id"] for s in view["seats"] for z in s["zones"] for c in z["cards"]
              if c.get("name") == name]
    return card


@pytest.mark.parametrize("typed", ["Annihilation Ritual", "annihilation ritual",
                                   "Annihilation Ritual #2"])
def test_a_name_with_a_trailing_space_in_the_data_is_typed_without_it(run, tmp_path, typed):
    assert run("new", "keyforge", "--position",
               _position(tmp_path, "Dis", ["Annihilation Ritual", "Tocsin"])).exit_code == 0
    r = run("decide", 1, json.dumps({"type": "play", "seat": 0, "card": typed}))
    assert r.exit_code == 0, r.output
    [row] = json.loads(run("log", 1, "--json").stdout)[1:]
    assert (row["event"]["type"], row["event"]["card"]) == ("play", _id_of(run, "Annihilation Ritual"))


def test_a_typographic_apostrophe_is_typed_straight(run, tmp_path):
    assert run("new", "keyforge", "--position",
               _position(tmp_path, "Brobnar", ["Coward’s End", "Troll"])).exit_code == 0
    r = run("decide", 1, '{"type": "play", "seat": 0, "card": "coward\'s end"}')
    assert r.exit_code == 0, r.output
    assert json.loads(run("log", 1, "--json").stdout)[1]["event"]["card"] == _id_of(run, "Coward’s End")


def test_a_tables_entry_is_read_the_same_way():
    top = Chance(kind="card", size=2, why="the top card of Ann's deck", seat=0, items=[4, 7],
                 labels=["Annihilation Ritual ", "Coward’s End"])
    assert parse_outcome(top, "annihilation ritual").outcome == 0
    assert parse_outcome(top, "Coward's End").outcome == 1
    assert parse_outcome(top, "Coward's End #7").outcome == 1
