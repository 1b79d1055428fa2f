"""`matchlog bundle` and `matchlog check-bundle`: a bug file that replays as it was recorded."""

from __future__ import annotations

import json

from engine.registry import get_game


def test_bundle_writes_a_file_that_check_bundle_replays_and_a_tampered_one_fails(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    out = tmp_path / "bug.matchlog.jsonl"
    made = run("bundle", "1", "--at", "30", "--note", "it drew wrong", "-o", out, "--json")
    assert made.exit_code == 0, made.output
    summary = json.loads(made.output)
    assert summary["events"] == 31 and summary["verdict"] == "legal"  # events 0..30
    ok = run.bare("check-bundle", out)
    assert ok.exit_code == 0 and "replays as recorded" in ok.output

    lines = out.read_text().splitlines()
    header = json.loads(lines[0])
    header["expect"]["digest"] = "0" * 64  # what the bundle says no longer matches the engine
    out.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    bad = run.bare("check-bundle", out, "--json")
    assert bad.exit_code == 1 and json.loads(bad.output)["ok"] is False


def test_check_bundle_of_a_plain_transcript_is_a_one_line_error(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    plain = tmp_path / "m.jsonl"
    assert run("export", "1", "-o", plain).exit_code == 0
    r = run.bare("check-bundle", plain)
    assert r.exit_code == 2 and "not a bundle" in r.output and len(r.output.strip().splitlines()) == 1


def test_check_bundle_json_gives_the_facts_the_text_gives(run, tmp_path):
    """Where a bundle parts from the engine: the divergent event, both outcomes, both digests
    and both rules versions, as the text names them, for a script that triages bug files."""
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    out = tmp_path / "bug.matchlog.jsonl"
    assert run("bundle", "1", "--at", "30", "--note", "it drew wrong", "-o", out).exit_code == 0
    header, *entries = out.read_text().splitlines()
    recorded = json.loads(header)["expect"]
    at = 10
    entry = json.loads(entries[at])
    entry["digest"] = "f" * 64  # the engine no longer folds this event to what was recorded
    entries[at] = json.dumps(entry)
    expect = dict(recorded, outcome="Agent A wins: a test", rules_version="AR-1.0")
    out.write_text("\n".join([json.dumps(dict(json.loads(header), expect=expect)), *entries]) + "\n")
    text = run.bare("check-bundle", out)
    found = json.loads(run.bare("check-bundle", out, "--json").stdout)
    assert text.exit_code == 1 and found["ok"] is False
    assert found["first_divergent"] == entry["seq"] and found["divergent_event"] == entry["event"]
    assert f"first divergent event: {entry['seq']} " in text.stdout
    assert (found["expected_outcome"], found["outcome"]) == ("Agent A wins: a test", "in progress")
    assert "outcome: expected Agent A wins: a test; now in progress" in text.stdout
    assert found["expected_digest"] == found["digest"] == recorded["digest"]
    installed = get_game("ardent-reapers").rules_version  # the current version, not a pin
    assert (found["expected_rules_version"], found["rules_version"]) == ("AR-1.0", installed)
    assert f"rules version: recorded AR-1.0, installed {installed}" in text.stdout
    assert found["note"] == "it drew wrong" and found["file"] == str(out)


def test_a_bundle_cut_short_is_refused_as_damaged_not_diffed_as_a_changed_engine(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    out = tmp_path / "bug.matchlog.jsonl"
    assert run("bundle", "1", "--at", "30", "-o", out).exit_code == 0
    lines = out.read_text().splitlines()
    cut = tmp_path / "cut.matchlog.jsonl"
    cut.write_text("\n".join(lines[:-6]) + "\n")  # the last six lines lost on the way
    r = run.bare("check-bundle", cut)
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1
    assert "holds 24 events after the genesis, its header expects 30" in r.output
    assert "seat 0" not in r.output  # no board diff blaming the engine
    j = run.bare("check-bundle", cut, "--json")
    assert j.exit_code == 2 and j.stdout == "" and "expects 30" in json.loads(j.stderr)["error"]


def test_a_bundle_event_the_rules_now_refuse_is_kept_out_of_the_position_it_shows(run, tmp_path):
    """Event N edited to reap with the opponent's Angel card: the rules refuse it (RPR-reap-1),
    so the position check-bundle compares is the one before it, as the audit's: the opponent's
    Angel card is not exhausted by the refused reap, and nothing of the opponent differs."""
    assert run("simulate", "reaper", "-n", "1", "--seed", "11").exit_code == 0
    rows = json.loads(run("log", "1", "--json").output)
    n, reap = next((r["seq"], r["event"]) for r in rows if r["event"]["type"] == "reap")
    other = 1 - reap["seat"]
    before = json.loads(run("show", "1", "--at", n - 1, "--json").output)["view"]
    angels = next(z for z in before["seats"][other]["zones"] if z["name"] == "angels")
    theirs = next(c["id"] for c in angels["cards"] if "ready" in c.get("tags", []))
    out = tmp_path / "b.jsonl"
    assert run("bundle", "1", "--at", n, "-o", out).exit_code == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    for x in lines:
        x.pop("hash", None)
    lines[n].pop("digest")
    lines[n]["event"] = {**reap, "card": theirs}
    out.write_text("".join(json.dumps(x) + "\n" for x in lines))
    r = run.bare("check-bundle", out, "--json")
    assert r.exit_code == 1, r.output
    result = json.loads(r.output)
    assert result["verdict"].startswith(f"illegal at event {n} (RPR-reap-1")
    assert result["changes"] and {c["seat"] for c in result["changes"]} == {reap["seat"]}
    # the refused event as an audit finding tells it: the rule in its words, the alternatives
    finding = result["finding"]
    assert (finding["seq"], finding["rule"]) == (n, "RPR-reap-1") and finding["alternatives"]
    text = run.bare("check-bundle", out).output
    assert f"    rule RPR-reap-1: {finding['rule_text']}" in text
    assert f"    legal instead: 0: {finding['alternatives'][0]['text']}" in text


def test_check_bundle_tells_an_outcome_recorded_in_earlier_words_in_todays(run, tmp_path):
    """An Ascendant bundle whose `expect` says "<winner> wins: seat N is the last one
    standing" (the words before the reason named the players) replays as recorded: the text
    and --json give the expected outcome in today's words, as `matches` does."""
    assert run("simulate", "ascendant", "-n", "1", "--players", "3", "--seed", "2").exit_code == 0
    out = tmp_path / "old.matchlog.jsonl"
    assert run("bundle", "1", "-o", out).exit_code == 0
    header, *entries = out.read_text().splitlines()
    expect = json.loads(header)["expect"]
    winner, reason = expect["outcome"].split(" wins: ")
    seat = reason.split("(seat ")[1].split(")")[0]
    old = f"{winner} wins: seat {seat} is the last one standing"
    out.write_text("\n".join([json.dumps(dict(json.loads(header), expect=dict(expect, outcome=old))),
                              *entries]) + "\n")
    ok = run.bare("check-bundle", out)
    assert ok.exit_code == 0 and "replays as recorded" in ok.output
    found = json.loads(run.bare("check-bundle", out, "--json").stdout)
    assert found["ok"] is True
    assert found["expected_outcome"] == found["outcome"] == expect["outcome"]


def test_a_bundles_zones_that_differ_are_written_card_by_card(run, tmp_path):
    """check-bundle's zone lines wrote a zone's cards with ", " between them, and the cards'
    tags hold commas too ("Jater (Active, Creature, power 1, Sneak 4, 1 VP), Vix (...)"):
    the cards are now separated by "; " and expected from now by " | ", as rerun writes them."""
    import json as _json

    from tests.cli.test_schema_transcripts import DOCS

    text = DOCS.read_text(encoding="utf-8")
    ruling = tmp_path / "ruling.jsonl"
    ruling.write_text(text.split("```jsonl file=ruling.jsonl\n", 1)[1].split("```", 1)[0])
    assert run("import", ruling).exit_code == 0
    bundle = tmp_path / "b.matchlog.jsonl"
    assert run("bundle", 1, "--note", "ruling", "-o", bundle).exit_code == 0
    lines = bundle.read_text().splitlines()
    fight = _json.loads(lines[2])
    fight["event"]["targets"] = [16]  # Ada's own Vix: refused (AR-fight-target)
    lines[2] = _json.dumps(fight)
    bundle.write_text("\n".join(lines) + "\n")
    r = run.bare("check-bundle", bundle)
    assert r.exit_code == 1, r.output
    line = next(x for x in r.stdout.splitlines() if x.startswith("  seat 0 battle line: "))
    expected, now = line.split(": expected ", 1)[1].split(" | now ")
    assert [c.split(" (")[0] for c in expected.split("; ")] == ["Jater", "Vix"]
    assert [c.split(" (")[0] for c in now.split("; ")] == ["Jater", "Renegade", "Vix"]


def test_a_hand_edited_illegal_event_is_the_first_divergent_event(run, tmp_path):
    """Event 6 of a bundle edited into a move out of turn: check-bundle names event 6 as where
    the lines part, the event the verdict names, not a later one (it said 12: the first event
    after the refusal whose recorded digest then differed)."""
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    out = tmp_path / "b.matchlog.jsonl"
    assert run("bundle", "1", "--at", "20", "-o", out).exit_code == 0
    lines = out.read_text().splitlines()
    row = json.loads(lines[6])
    assert row["seq"] == 6 and row["event"]["seat"] == 1
    row["event"] = {"type": "end-step", "seat": 0}  # seat 0 is not the one deciding
    lines[6] = json.dumps(row)
    out.write_text("\n".join(lines) + "\n")
    found = json.loads(run.bare("check-bundle", out, "--json").stdout)
    assert found["ok"] is False and found["verdict"] == "illegal at event 6 (AR-turn-1)"
    assert found["first_divergent"] == 6 and found["divergent_event"] == row["event"]
    assert "first divergent event: 6 " in run.bare("check-bundle", out).stdout
