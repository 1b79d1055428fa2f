"""`import` of a transcript with an illegal event: one line naming the file's line (what a
person editing it looks for), the event, the rule; exit 2; nothing stored. `audit
--transcript` names the line beside the event in its verdict."""

import json


def test_an_illegal_event_is_named_by_its_line_and_rule(run, tmp_path):
    header, events = run.editable("keyforge", 4, tmp_path)
    k = next(i for i, e in enumerate(events) if e["type"] == "choose-house")  # event k + 1
    legal = json.loads(run("options", "1", "--at", k, "--json").stdout)["options"]
    allowed = {o["event"]["house"] for o in legal}  # the seat's deck's houses, from the rules
    every = {"Brobnar", "Dis", "Logos", "Mars", "Sanctum", "Shadows", "Untamed"}
    events[k]["house"] = sorted(every - allowed)[0]
    bad = tmp_path / "edited.jsonl"
    # a blank line and the header first: the event is on file line k + 3, event number k + 1
    bad.write_text("\n".join([json.dumps(header), ""] + [json.dumps(e) for e in events]) + "\n")
    r = run("import", bad)
    assert r.exit_code == 2
    line = r.output.strip()
    assert line.startswith(f"error: {bad}:{k + 3}: not imported: event {k + 1}: ")
    assert line.endswith(f"(`matchlog audit --transcript {bad}` gives what was legal instead)")
    assert "[KF-" in line and len(r.output.strip().splitlines()) == 1
    # the rule in its words, as the audit's finding gives it
    finding = json.loads(run("audit", "--transcript", bad, "--json").stdout)["findings"][0]
    assert f"[{finding['rule']}] rule {finding['rule']}: {finding['rule_text']} (" in line
    assert len(json.loads(run("matches", "--json").stdout)) == 1
    r = run("audit", "--transcript", bad)
    assert r.exit_code == 1
    assert r.stdout.startswith(f"illegal: event {k + 1} (line {k + 3}) of {bad} (")


def test_a_card_field_of_the_wrong_shape_is_told_as_written_not_as_an_unknown_card(run, tmp_path):
    """A transcript line naming a card the match has, by name, in a field of the wrong shape
    (Reaper's `play` takes one card, `burn` a list): `import` and `audit --transcript` refuse
    it as bad input (exit 2, nothing stored) saying the shape, as written and as read, not
    "no card named 'Drowned Sailor'"; a name no card has is still told as such."""
    genesis = {"players": ["Ada", "Bo"], "position": {"active": 1, "seats": [
        {"hand": ["Kindle"], "grimoire": [{"card": "Drowned Sailor", "known": True}]},
        {"hand": ["Kindle"], "grimoire": ["Kindle"]}]}}
    header = json.dumps({"matchlog": 1, "game": "reaper", "genesis": genesis})
    end = json.dumps({"type": "end-turn", "seat": 1})  # Ada draws the Sailor (card #0)
    cases = [({"type": "play", "seat": 0, "card": ["Drowned Sailor"]},
              "bad 'play' event: Expected `int`, got `array` - at `$.card` "
              '(written ["Drowned Sailor"], read as [0])'),
             ({"type": "play", "seat": 0, "card": "Kindle #1", "burn": "Drowned Sailor"},
              "bad 'play' event: Expected `array`, got `int` - at `$.burn` "
              '(written "Drowned Sailor", read as 0)'),
             ({"type": "play", "seat": 0, "card": "Drowned Sailor", "burn": ["Nobody Here"]},
              "burn: no card named 'Nobody Here' in this position")]
    for event, words in cases:
        bad = tmp_path / "shape.jsonl"
        bad.write_text("\n".join([header, end, json.dumps(event)]) + "\n")
        for command in (("import", bad), ("audit", "--transcript", bad)):
            r = run(*command)
            assert r.exit_code == 2, r.output
            assert r.output.strip() == f"error: {bad}:3: {words}"
    assert not run.db.exists() or "reaper" not in run("matches").stdout  # nothing stored
