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


def test_every_global_name_a_keyforge_module_loads_is_defined():
    """A card function that names something its module never imported fails only when that
    card's branch runs; this finds such names in every module at once."""
    import builtins
    import dis
    import importlib
    import pkgutil
    import types

    problems = []
    for info in pkgutil.walk_packages(kf.__path__, kf.__name__ + "."):
        mod = importlib.import_module(info.name)
        if not getattr(mod, "__file__", "").endswith(".py"):
            continue
        stack = [compile(Path(mod.__file__).read_text(encoding="utf-8"), mod.__file__, "exec")]
        while stack:
            code = stack.pop()
            stack.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
            for ins in dis.get_instructions(code):
                if ins.opname in ("LOAD_GLOBAL", "LOAD_NAME") and ins.argval not in vars(mod) \
                        and not hasattr(builtins, ins.argval):
                    problems.append(f"{info.name}.{code.co_name}: {ins.argval}")
    assert problems == []
