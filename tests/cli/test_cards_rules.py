"""`matchlog cards GAME [NAME]` lists, for every card, the rule ids listed before the abilities
declared them (tests/engine/card_rules_expected.json, from the old scrape of their source)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXPECTED = json.loads((Path(__file__).parent.parent / "engine" / "card_rules_expected.json")
                      .read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_the_cards_command_lists_every_cards_rules_as_before(run, game_id):
    r = run.bare("cards", game_id, "--json")
    assert r.exit_code == 0, r.output
    listed = {c["id"]: c["rules"] for c in json.loads(r.stdout)}
    assert {cid: listed.get(cid) for cid in EXPECTED[game_id]} == \
        {cid: v["rules"] for cid, v in EXPECTED[game_id].items()}


@pytest.mark.parametrize("game_id, name, rules", [
    ("ardent-reapers", "Gregory Illinivich", ["AR-sneak-1", "AR-sneak-2", "AR-card-gregory"]),
    ("ardent-reapers", "War Siren", ["AR-card-war-siren"]),
    ("ardent-reapers", "Payday", []),
    ("keyforge", "Pitlord", ["KF-taunt"]),
])
def test_one_card_by_name_lists_its_keyword_and_declared_rules(run, game_id, name, rules):
    assert EXPECTED[game_id][next(c for c, v in EXPECTED[game_id].items() if v["name"] == name)]["rules"] == rules
    r = run.bare("cards", game_id, name, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["rules"] == rules


@pytest.mark.parametrize("game_id, name", [("ardent-reapers", "Vix"), ("keyforge", "Anger")])
def test_a_cards_yes_no_facts_read_as_words_in_the_text_and_stay_booleans_in_json(
        run, game_id, name):
    facts = json.loads(run.bare("cards", game_id, name, "--json").stdout)["facts"]
    assert facts["implemented"] is True
    shown = run.bare("cards", game_id, name).stdout
    assert "implemented: yes" in " ".join(shown.split())
    assert "True" not in shown and "False" not in shown


def test_a_name_no_card_has_is_not_shown_as_another_card_without_a_word(run):
    """`cards ardent-reapers Anx` showed Vanx as if it were the card asked for: the one card
    whose name contains what was typed is still shown, with a note on stderr saying it is a
    guess; a name that is a card's shows it with no note; one that no single card contains is
    refused, naming the close names."""
    guessed = run.bare("cards", "ardent-reapers", "Anx")
    assert guessed.exit_code == 0, guessed.output
    assert guessed.stdout.startswith("Vanx (OC-038), Creature")
    assert guessed.stderr == ("note: no card is named 'Anx'; showing Vanx (OC-038), the one "
                              "card whose name contains it\n")
    as_json = run.bare("cards", "ardent-reapers", "Anx", "--json")  # stdout stays the card
    assert json.loads(as_json.stdout)["name"] == "Vanx" and "showing Vanx" in as_json.stderr
    exact = run.bare("cards", "ardent-reapers", "vanx")
    assert exact.exit_code == 0 and exact.stderr == "" and exact.stdout.startswith("Vanx ")
    unknown = run.bare("cards", "ardent-reapers", "Anxx")
    assert unknown.exit_code == 2 and unknown.stdout == ""
    assert unknown.stderr.startswith("error: unknown card 'Anxx': not a card name, id or number")


@pytest.mark.parametrize("args", [["new", "reapr"], ["cards", "keyforg"], ["rules", "Reaper"],
                                  ["simulate", "sceptr", "-n", "1"]])
def test_a_mistyped_game_id_names_the_one_meant(run, args):
    """Like a mistyped command name ("did you mean 'show'?") and card name; before, only the
    list of every installed game."""
    meant = {"reapr": "reaper", "keyforg": "keyforge", "Reaper": "reaper", "sceptr": "sceptre"}[args[1]]
    call = run if args[0] in ("new", "simulate") else run.bare  # cards, rules: no ledger
    r = call(*args)
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr.startswith(f"error: unknown game {args[1]!r}; did you mean {meant!r}? "
                               "(known: ardent-reapers, "), r.stderr
    far = call(args[0], "zzz", *args[2:])
    assert far.exit_code == 2 and "did you mean" not in far.stderr and "(known: " in far.stderr


@pytest.mark.parametrize("game_id, typed, meant", [
    ("ardent-reapers", "AR-figt", "AR-fight"), ("reaper", "RPR-guard-ordr", "RPR-guard-order"),
    ("keyforge", "kf-tant", "KF-taunt"), ("reaper", "ML-digst", "ML-digest")])
def test_a_mistyped_rule_id_names_the_one_meant_and_the_command_to_list_them(run, game_id, typed, meant):
    """Before: "no rule 'AR-figt' in the rule index (203 rules; list them with `matchlog
    rules GAME`)": neither the id meant nor the game's own command."""
    r = run.bare("rules", game_id, typed)
    assert r.exit_code == 2 and r.stdout == ""
    assert r.stderr.startswith(f"error: no rule {typed!r} in the rule index; did you mean "
                               f"{meant}? ("), r.stderr
    assert r.stderr.strip().endswith(f"rules; list them with `matchlog rules {game_id}`)")
    assert run.bare("rules", game_id, meant).exit_code == 0  # what it suggests is an answer
