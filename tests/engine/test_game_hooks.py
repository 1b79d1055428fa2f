"""Every hook that replays/ or cli/ calls on a game is declared on `Game` with a docstring,
so a new engine learns its whole surface from engine/protocol.py."""

from __future__ import annotations

import ast
from pathlib import Path

import replays
from engine.protocol import Game
from tests.toygame import Pig
from replays.simulate import default_decks

ROOT = Path(replays.__file__).parent.parent


def _game_attributes(tree: ast.AST) -> set[str]:
    """Attributes read off anything called `game` or `*.game`, also through getattr/hasattr."""
    def is_game(node: ast.AST) -> bool:
        return ((isinstance(node, ast.Name) and node.id.endswith("game"))
                or (isinstance(node, ast.Attribute) and node.attr.endswith("game")))

    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and is_game(node.value):
            found.add(node.attr)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
              and is_game(node.args[0]) and isinstance(node.args[1], ast.Constant)):
            found.add(node.args[1].value)
    return found


def test_every_hook_replays_and_cli_call_is_declared_on_game_with_a_docstring():
    used: dict[str, str] = {}
    for folder in ("replays", "cli"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for name in _game_attributes(ast.parse(path.read_text(encoding="utf-8"))):
                used.setdefault(name, str(path.relative_to(ROOT)))
    assert {"pending", "apply", "simulation_decks", "for_rules"} <= set(used)
    declared = set(dir(Game)) | set(Game.__annotations__)
    assert {n: p for n, p in used.items() if n not in declared} == {}
    methods = [n for n in used if callable(getattr(Game, n, None))]
    assert [n for n in methods if not getattr(Game, n).__doc__] == []


def test_a_game_without_its_own_simulation_decks_plays_the_sample_decks_in_turn():
    pig = Pig()
    assert pig.simulation_decks(b"seed", 2) is None
    assert default_decks(pig, 3, 2) == [[], []]
