"""No import circle in engine/ (inside a game package or across packages), and no import-order
workaround in engine/.

The graph has an edge A -> B for every import statement of module A (at the top or inside a
function: a deferred import is a circle worked around, not removed) that names module B of
the same package; `from P import name` is an edge to P.name when that is a module, else to P.
A submodule's implicit import of its parent packages is not an edge: Python finishes a
package's `__init__` before its submodules' bodies need it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import engine

ENGINE = Path(engine.__file__).parent
GAMES = ENGINE / "games"


def module_files(package: Path, name: str) -> dict[str, Path]:
    """Dotted module name -> file, for every module of the package (packages by their __init__)."""
    out = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join([name, *parts])] = path
    return out


def imports_of(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of `modules` that `module`'s import statements name (anywhere in its body)."""
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")
                anchor = anchor if is_package else anchor[:-1]
                anchor = anchor[:len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                       for a in node.names]
        else:
            continue
        found.update(t for t in targets if t in modules and t != module)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle of the graph (its modules, the first repeated at the end), or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = GREY
        path.append(node)
        for nxt in sorted(graph[node]):
            if colour[nxt] == GREY:
                return path[path.index(nxt):] + [nxt]
            if colour[nxt] == WHITE and (cycle := visit(nxt)):
                return cycle
        path.pop()
        colour[node] = BLACK
        return None

    for node in sorted(graph):
        if colour[node] == WHITE and (cycle := visit(node)):
            return cycle
    return None


def import_graph(package: Path, name: str) -> dict[str, set[str]]:
    modules = module_files(package, name)
    return {m: imports_of(m, p, modules) for m, p in modules.items()}


PACKAGES = sorted(p.parent.name for p in GAMES.glob("*/__init__.py"))


def test_both_engines_are_walked():
    assert {"ardent_reapers", "keyforge"} <= set(PACKAGES)


@pytest.mark.parametrize("game", PACKAGES)
def test_a_game_package_has_no_import_circle(game):
    graph = import_graph(GAMES / game, f"engine.games.{game}")
    assert len(graph) > 10 and any(graph.values())
    cycle = find_cycle(graph)
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_engine_as_a_whole_has_no_import_circle():
    """Across packages too: the shared modules (engine.kit, protocol, fold...) and every game's
    modules, walked as one graph (a game module importing a shared one that imports it back is
    a circle the per-package walk cannot see)."""
    graph = import_graph(ENGINE, "engine")
    assert "engine.kit.registry" in graph and "engine.games.keyforge.damage" in graph
    cycle = find_cycle(graph)
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_the_walk_finds_a_circle_through_a_deferred_relative_import(tmp_path):
    pkg = tmp_path / "toy"
    (pkg / "abilities").mkdir(parents=True)
    (pkg / "__init__.py").write_text("from .game import Game\n")
    (pkg / "game.py").write_text("from . import zones\nclass Game: ...\n")
    (pkg / "zones.py").write_text("def f():\n    from .abilities import base\n")
    (pkg / "abilities" / "__init__.py").write_text("")
    (pkg / "abilities" / "base.py").write_text("from ..zones import f\n")
    graph = import_graph(pkg, "toy")
    assert graph["toy"] == {"toy.game"} and graph["toy.zones"] == {"toy.abilities.base"}
    assert find_cycle(graph) == ["toy.zones", "toy.abilities.base", "toy.zones"]
    (pkg / "zones.py").write_text("def f(): ...\n")
    assert find_cycle(import_graph(pkg, "toy")) is None


def test_nothing_in_engine_works_around_import_order():
    offenders = [f"{p.relative_to(ENGINE)}:{n}" for p in sorted(ENGINE.rglob("*.py"))
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if "noqa" in line and "E402" in line]
    assert offenders == []
