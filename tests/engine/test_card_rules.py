"""`matchlog cards` lists, for every card, the rule ids it listed when they were scraped from
source (`card_rules_expected.json`, computed by the old regex over `inspect.getsource` before
the abilities declared them); now they come from declared citations, also with no sources."""

from __future__ import annotations

import compileall
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.registry import get_game

EXPECTED = json.loads((Path(__file__).parent / "card_rules_expected.json").read_text(encoding="utf-8"))

# Run in a child interpreter that has only compiled files: every card's rules, and whether
# reading a function's source still works there (it must not, or the test proves nothing).
_CHILD = r"""
import inspect, json, sys
from engine.registry import get_game
import engine.protocol
try:
    inspect.getsource(engine.protocol.Game.cards)
    has_source = True
except OSError:
    has_source = False
out = {gid: {c.id: c.rules for c in get_game(gid).cards()} for gid in sys.argv[1:]}
print(json.dumps({"has_source": has_source, "rules": out}))
"""


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_every_card_lists_the_rules_it_listed_before(game_id):
    got = {c.id: c.rules for c in get_game(game_id).cards()}
    assert set(EXPECTED[game_id]) <= set(got)  # cards added since keep no expectation
    assert {cid: got[cid] for cid in EXPECTED[game_id]} == \
        {cid: v["rules"] for cid, v in EXPECTED[game_id].items()}


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_every_declared_rule_id_is_in_the_game_rule_index(game_id):
    game = get_game(game_id)
    cited = {r for c in game.cards() for r in c.rules}
    assert cited and all(r in game.rules for r in cited)


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_the_cards_list_the_same_rules_from_compiled_files_only(tmp_path, game_id):
    """The engine package compiled in the legacy layout (foo.pyc beside where foo.py was), every
    .py removed, as a wheel without sources or a zipapp ships it."""
    tree = tmp_path / "engine"
    shutil.copytree(Path(engine.__file__).parent, tree, ignore=shutil.ignore_patterns("__pycache__"))
    assert compileall.compile_dir(tree, legacy=True, quiet=1)
    for source in tree.rglob("*.py"):
        source.unlink()
    assert not list(tree.rglob("*.py")) and (tree / "protocol.pyc").exists()
    done = subprocess.run([sys.executable, "-S", "-c", _CHILD, game_id], cwd=tmp_path,
                          capture_output=True, text=True, env=_child_env(tmp_path))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["has_source"] is False
    listed = result["rules"][game_id]
    assert {cid: listed[cid] for cid in EXPECTED[game_id]} == \
        {cid: v["rules"] for cid, v in EXPECTED[game_id].items()}


def _child_env(root: Path) -> dict[str, str]:
    """Only the compiled tree and the installed dependencies (msgspec) on the path."""
    import msgspec

    site = str(Path(msgspec.__file__).parent.parent)
    return {"PYTHONPATH": f"{root}:{site}", "PYTHONDONTWRITEBYTECODE": "1", "PATH": "/usr/bin:/bin"}


def test_each_registry_passes_the_kits_check_and_a_wrong_citation_would_fail_it():
    """Every registered ability has a summary and cites only ids of its game's rule index."""
    from engine.games.ardent_reapers.abilities import ABILITIES
    from engine.games.ardent_reapers.rules_index import RULES as AR_RULES
    from engine.games.keyforge.abilities.base import REGISTRY
    from engine.games.keyforge.rules_index import RULES as KF_RULES

    assert ABILITIES.check(AR_RULES) == [] and REGISTRY.check(KF_RULES) == []
    assert ABILITIES.check(KF_RULES)  # Ardent Reapers' citations are not KeyForge rule ids
