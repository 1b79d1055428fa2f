"""`matchlog new keyforge --position`: from a hand-written position or from `show --json`
output (same digest); `schema keyforge --position`; a bad position is one line, exit 2."""

import json


def _show(run, match):
    r = run("show", match, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_new_from_a_written_position_and_from_show_json(run, tmp_path):
    written = tmp_path / "board.json"
    written.write_text(json.dumps({
        "house": "Brobnar", "turn": 4,
        "seats": [{"battleline": ["Troll", {"card": "Krump", "damage": 2}], "amber": 5, "chains": 1},
                  {"battleline": ["Urchin"], "hand": ["Punch"], "keys": 2}]}))
    r = run("new", "keyforge", "--position", written, "--player", "Ada", "--player", "Bo", "--json")
    assert r.exit_code == 0, r.output
    first = json.loads(r.stdout)["match"]
    shown = _show(run, first)
    seats = shown["view"]["seats"]
    assert seats[0]["stats"]["chains"] == 1 and seats[1]["stats"]["keys"] == 2
    options = json.loads(run("options", first, "--json").stdout)["options"]
    assert any(o["event"]["type"] == "fight" for o in options)
    exported = tmp_path / "shown.json"
    exported.write_text(json.dumps(shown))
    again = json.loads(run("new", "keyforge", "--position", exported, "--json").stdout)["match"]
    assert _show(run, again)["digest"] == shown["digest"]


def test_the_position_schema_and_a_bad_position(run, tmp_path):
    schema = json.loads(run.bare("schema", "keyforge", "--position").stdout)
    assert "Position" in json.dumps(schema)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"seats": [{"battleline": ["Punch"]}, {}]}))
    r = run("new", "keyforge", "--position", bad)
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1
    assert "Punch in seat 0's battleline is not a creature" in r.output
