"""Every rule id of Sceptre's current rules version is named by at least one Sceptre test, so a
rule added to the index without a test fails here. Ids are matched whole ("SC-4" is not named
by a test that names only "SC-47-dazed")."""

import pathlib
import re

from sc_helpers import GAME

HERE = pathlib.Path(__file__).parent
ID = re.compile(r"SC-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")

UNTESTED: dict[str, str] = {}
"""Rule ids allowed without a test, each with why (one line). Keep it empty."""


def _named() -> set[str]:
    return {m for p in HERE.glob("*.py") for m in ID.findall(p.read_text())}


def test_every_rule_of_the_index_is_named_by_a_test():
    ids = [r.id for r in GAME.rules]
    assert len(ids) == len(set(ids)) and len(ids) > 90
    missing = [i for i in ids if i not in _named() and i not in UNTESTED]
    assert missing == [], f"rules no Sceptre test names: {missing}"


def test_the_allowlist_names_only_rules_of_the_index_each_with_a_reason():
    ids = {r.id for r in GAME.rules}
    assert all(rule in ids and why for rule, why in UNTESTED.items())


def test_ids_are_matched_whole():
    assert ID.findall("SC-47-dazed, SC-4 and SC-turn-3A.") == ["SC-47-dazed", "SC-4", "SC-turn-3A"]
