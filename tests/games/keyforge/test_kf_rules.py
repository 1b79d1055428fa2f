"""The rule index: every id the engine cites exists, the brief's ids are all there."""

import re
from pathlib import Path

from kf_helpers import GAME

import engine.games.keyforge as kf

REQUIRED = """KF-setup-1 KF-mulligan-1 KF-forge-1 KF-forge-2 KF-forge-cost KF-win-1 KF-house-1
KF-archives-1 KF-play-1 KF-play-flank KF-first-turn KF-rule-of-six KF-use-exhausted KF-use-house
KF-omni KF-reap-1 KF-fight-1 KF-damage-1 KF-armor-1 KF-destroy-1 KF-capture-1 KF-steal-1
KF-stun-1 KF-stun-2 KF-elusive KF-skirmish KF-taunt KF-poison KF-assault KF-hazardous KF-alpha
KF-omega KF-draw-1 KF-draw-reshuffle KF-check""".split()


def test_the_required_rule_ids_exist():
    missing = [r for r in REQUIRED if r not in GAME.rules]
    assert not missing


def test_every_rule_id_cited_in_the_engine_exists():
    root = Path(kf.__file__).parent
    cited = set()
    for path in root.rglob("*.py"):
        if path.name == "rules_index.py":
            continue
        cited |= set(re.findall(r"KF-[a-z0-9-]*[a-z0-9]", path.read_text(encoding="utf-8")))
    assert cited
    assert sorted(c for c in cited if c not in GAME.rules) == []


def test_rules_have_sections_summaries_and_assumptions_marked():
    rules = list(GAME.rules)
    assert len(rules) >= 50
    assert all(r.section and r.summary for r in rules)
    assert GAME.rules["KF-seat"].assumption
    assert GAME.rules.document == "keyforge-core.md + keyforge-use.txt"
