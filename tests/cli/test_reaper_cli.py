"""Reaper through the CLI: a hand-written position, its decisions from either seat, the
exported position restarting with the same digest, bad input, and the lookups."""

from __future__ import annotations

import json

POSITION = {
    "players": ["Ada", "Bo"], "active": 0, "turn": 2,
    "seats": [
        {"angels": ["Creed of the Harvest", "Vessa", "Cinderhook"],
         "grimoire": ["Kindle", "Foam Sprite"], "thralls": ["Cinder Hound"]},
        {"angels": ["Creed of Many Veils", "Ilse", "Brinecutter"],
         "grimoire": ["Kelp Golem"], "thralls": ["Reef Crawler"],
         "hand": ["Parry the Scythe"], "souls": ["Hollow Husk"]},
    ],
}


def _json(r):
    assert r.exit_code in (0, 1), r.output
    return json.loads(r.stdout)


def _options(run, m):
    return _json(run("options", m, "--json"))


def test_a_position_asks_the_other_seat_mid_turn_and_exports_an_equal_position(run, tmp_path):
    f = tmp_path / "pos.json"
    f.write_text(json.dumps(POSITION))
    m = _json(run("new", "reaper", "--position", f, "--json"))["match"]
    ids = {c["name"]: c["id"] for s in _json(run("show", m, "--json"))["view"]["seats"]
           for z in s["zones"] for c in z.get("cards", []) if "id" in c}
    attack = {"type": "attack", "seat": 0, "attacker": ids["Vessa, Ember Reaper"],
              "target": ids["Reef Crawler"]}
    assert run("decide", m, json.dumps(attack)).exit_code == 0
    pending = _options(run, m)
    assert pending["seat"] == 1  # Bo: the guard window (Parry the Scythe), on Ada's turn
    shown = _json(run("show", m, "--json"))
    f2 = tmp_path / "again.json"
    f2.write_text(json.dumps(shown))
    m2 = _json(run("new", "reaper", "--position", f2, "--json"))["match"]
    again = _json(run("show", m2, "--json"))
    assert again["digest"] == shown["digest"] and again["position"] == shown["position"]
    bad = run("decide", m, json.dumps({"type": "guard", "seat": 0, "card": ids["Cinder Hound"]}))
    assert bad.exit_code != 0 and "RPR-" in bad.output and "Traceback" not in bad.output
    assert run("verify", "--all").exit_code == 0


def test_a_bad_position_is_one_line_naming_the_card(run, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps({"seats": [{"hand": ["Nobody"]}, {}]}))
    r = run("new", "reaper", "--position", f)
    assert r.exit_code == 2 and "Nobody" in r.output and "Traceback" not in r.output
    assert len(r.output.strip().splitlines()) == 1


def test_cards_and_rules_lookups(run):
    r = run.bare("cards", "reaper", "Smoulder Grub", "--json")
    assert r.exit_code == 0, r.output
    text = r.stdout
    assert "RPR-transform-1" in text and "Smoulder Wyrm" in text
    r = run.bare("rules", "reaper", "RPR-grace-order", "--json")
    assert r.exit_code == 0 and "not dealing the damage" in r.stdout
    [rule] = json.loads(run.bare("rules", "reaper", "RPR-turn-limit", "--json").stdout)
    assert rule["assumption"] is True
