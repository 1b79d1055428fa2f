"""`matchlog rerun`: a recorded Ardent Reapers match replayed under other rules options."""

from __future__ import annotations

import json

from engine.registry import get_game


def test_rerun_under_the_same_rules_reports_nothing_and_exits_0(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    r = run("rerun", "1")
    assert r.exit_code == 0, r.output
    assert "no event changes legality" in r.output


def test_a_shorter_turn_limit_refuses_the_first_decision_after_it_with_its_rule(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    r = run("rerun", "1", "--option", "max_turns=3", "--json")
    assert r.exit_code == 1, r.output
    report = json.loads(r.output)
    current = get_game("ardent-reapers").rules_version  # simulate records the current version
    assert report["rerun"] == f"{current} (max_turns=3)" and report["same"] is False
    [refused] = [p for p in report["parts"] if p["kind"] == "illegal"]
    assert refused["seq"] == report["stopped_at"] and refused["rule"] == "AR-end-1"
    assert report["outcome_rerun"].startswith("a draw") and report["outcome_recorded"] != "not over"
    text = run("rerun", "1", "--option", "max_turns=3")
    assert f"#{refused['seq']} " in text.output and "[AR-end-1]" in text.output


def test_unknown_versions_and_options_are_one_line_errors(run):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "3").exit_code == 0
    for args, words in ((("--rules", "AR-0.1"), "AR-0.1"), (("--option", "max_turns"), "KEY=VALUE"),
                        (("--option", "nonsense=1"), "nonsense")):
        r = run("rerun", "1", *args)
        assert r.exit_code == 2, (args, r.output)
        assert words in r.output and len(r.output.strip().splitlines()) == 1


def test_a_refused_decision_gives_the_rule_in_its_words_and_what_was_legal_instead(run):
    """A judge asking 'was it legal under sceptre-1?' reads the rule's words and the options
    sceptre-1 gave there, as an audit finding gives them."""
    assert run("simulate", "sceptre", "-n", "1", "--seed", "7").exit_code == 0
    r = run("rerun", "1", "--rules", "sceptre-1", "--json")
    assert r.exit_code == 1, r.output
    [refused] = [p for p in json.loads(r.output)["parts"] if p["kind"] == "illegal"]
    old = get_game("sceptre", "sceptre-1")
    rule = old.rules[refused["rule"]]
    assert refused["rule_text"].startswith(f"{rule.section}: {rule.summary}")
    recorded = json.loads(run("log", "1", "--json").output)[refused["seq"]]["event"]
    alternatives = refused["alternatives"]
    assert alternatives and [o["n"] for o in alternatives] == list(range(len(alternatives)))
    assert recorded not in [o["event"] for o in alternatives]
    text = run("rerun", "1", "--rules", "sceptre-1").output
    assert f"  rule {refused['rule']}: {refused['rule_text']}" in text
    assert "  legal instead under sceptre-1:" in text
    assert f"    0: {alternatives[0]['text']}" in text


COMMA_HAND = {"players": ["Ada", "Bo"], "position": {"active": 1, "seats": [
    {"hand": ["Veilkeeper, Malakh of the Gloam", "Kindle"],
     "grimoire": [{"card": "Drowned Sailor", "known": True}]},
    {"hand": ["Kindle"], "grimoire": ["Kindle"]}]}}
"""A Reaper position whose seat 0 holds a card named with a comma; Bo's end of turn makes Ada
draw the Sailor, known to both players (burned face up): reaper-7 keeps it known in her hand
(RPR-reap-known), reaper-6 does not, so a rerun under reaper-6 parts on her hand."""


def import_comma_hand(run, tmp_path) -> None:
    path = tmp_path / "comma.jsonl"
    path.write_text(json.dumps({"matchlog": 1, "game": "reaper", "genesis": COMMA_HAND}) + "\n"
                    + json.dumps({"type": "end-turn", "seat": 1}) + "\n")
    assert run("import", path).exit_code == 0


def test_a_hand_with_a_comma_in_a_card_name_is_told_card_by_card(run, tmp_path):
    """Card names hold commas ("Veilkeeper, Malakh of the Gloam"), so the rerun's line of a
    zone's cards separates cards with "; ", and --json gives one list entry per card."""
    import_comma_hand(run, tmp_path)
    r = run("rerun", "1", "--rules", "reaper-6")
    assert r.exit_code == 1, r.output
    assert ("    seat 0 hand: recorded Veilkeeper, Malakh of the Gloam; Kindle; Drowned Sailor (known)"
            " | rerun Veilkeeper, Malakh of the Gloam; Kindle; Drowned Sailor\n") in r.stdout
    [part] = json.loads(run("rerun", "1", "--rules", "reaper-6", "--json").stdout)["parts"]
    [zone] = part["zones"]
    assert (zone["seat"], zone["zone"]) == (0, "hand")
    assert zone["left"] == ["Veilkeeper, Malakh of the Gloam", "Kindle", "Drowned Sailor (known)"]
    assert zone["right"] == ["Veilkeeper, Malakh of the Gloam", "Kindle", "Drowned Sailor"]
