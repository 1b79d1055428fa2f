"""Where matchlog finds its games: the `matchlog.games` entry-point group.

Every game, the built-in ones included, is an entry point `game-id = "module:Class"` in that
group: matchlog's own pyproject.toml lists its built-in games, and a third-party package that
declares one appears in `matchlog games` with no change to matchlog (docs/new-game.md). The
entry points are read from the installed packages' metadata, so a game added to a
pyproject.toml appears after `pip install` (an editable install too). Looking the list up
imports no game; each loads on first use. `register` adds a game object directly (tests).
"""

from __future__ import annotations

import functools
from importlib.metadata import EntryPoint, entry_points

from engine.protocol import Game

GROUP = "matchlog.games"
"""The entry-point group a package declares its games in."""

_LOADED: dict[str, Game] = {}


class UnknownGame(LookupError):
    """Raised when no installed package offers a game id, or its entry point cannot load."""


@functools.cache
def _entry_points() -> dict[str, EntryPoint]:
    found: dict[str, EntryPoint] = {}
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        found.setdefault(ep.name, ep)  # two packages with one id: the first by name wins
    return found


def game_ids() -> list[str]:
    """The ids of every installed game, in alphabetical order."""
    return list(_entry_points())


def source(game_id: str) -> str:
    """Where a game comes from: its entry point's target and the package declaring it."""
    ep = _entry_points().get(game_id)
    if ep is None:
        return "registered in this process"
    dist = ep.dist.name if ep.dist is not None else "?"
    return f"{ep.value} (package {dist})"


def get_game(game_id: str, rules_version: str | None = None) -> Game:
    """The engine for `game_id` (under `rules_version` when given), loaded on first use."""
    game = _load(game_id)
    if rules_version is None or rules_version == game.rules_version:
        return game
    return game.for_rules(rules_version)


def _load(game_id: str) -> Game:
    if game_id not in _LOADED:
        ep = _entry_points().get(game_id)
        if ep is None:
            from difflib import get_close_matches

            known = ", ".join(_entry_points()) or "none: is matchlog installed (pip install -e .)?"
            near = get_close_matches(str(game_id), list(_entry_points()), n=1)
            hint = f"; did you mean {near[0]!r}?" if near else ""  # as for a command's name
            raise UnknownGame(f"unknown game {game_id!r}{hint} (known: {known})")
        try:
            cls = ep.load()
            game = cls()
        except Exception as exc:  # a plugin's bug must not take the CLI down: say whose it is
            raise UnknownGame(f"game {game_id!r} from {source(game_id)} cannot be loaded: "
                              f"{type(exc).__name__}: {exc}") from None
        if not isinstance(game, Game) or game.id != game_id:
            raise UnknownGame(f"game {game_id!r} from {source(game_id)} is not a matchlog Game "
                              f"with that id")
        _LOADED[game_id] = game
    return _LOADED[game_id]


OWN_PACKAGES = ("engine",)
"""The top-level packages of matchlog's own games: a game whose class lives elsewhere is a plugin."""


def plugin_of(game: Game) -> str | None:
    """Who ships `game`'s engine, in words for a bug report: None for matchlog's own games;
    for a plugin, its package (distribution) and entry point, or the module of its class when
    it was registered in this process ("package matchlog-pig, entry point pig = pig_game:Pig")."""
    cls = type(game)
    top = cls.__module__.partition(".")[0]
    if top in OWN_PACKAGES:
        return None
    ep = _entry_points().get(game.id)
    dist = ep.dist.name if ep is not None and ep.dist is not None else _distribution(top)
    where = (f"entry point {ep.name} = {ep.value}" if ep is not None
             else f"class {cls.__module__}.{cls.__qualname__}")
    return f"package {dist}, {where}" if dist else where


def plugin_in(err: BaseException) -> Game | None:
    """The loaded plugin game whose code raised `err`, or None (matchlog's own code, or
    anyone else's): the innermost frame of its traceback is in the module of the game's class
    or of a class it derives from, or, for a plugin installed from a package, anywhere in
    that package. Of several, the one whose own class's module it is."""
    tb = err.__traceback__
    if tb is None:
        return None
    while tb.tb_next is not None:
        tb = tb.tb_next
    module = str(tb.tb_frame.f_globals.get("__name__", ""))
    found = []
    for game in _LOADED.values():
        cls = type(game)
        top = cls.__module__.partition(".")[0]
        if top in OWN_PACKAGES:
            continue
        if module == cls.__module__:
            return game
        # its own base classes (not matchlog's Game, typing's Generic, or a built-in game's)
        bases = {c.__module__ for c in cls.__mro__ if c.__module__.partition(".")[0] == top}
        ep = _entry_points().get(game.id)
        installed = ep is not None and ep.dist is not None
        if module in bases or installed and module.partition(".")[0] == top:
            found.append(game)
    return found[0] if found else None


def _distribution(top: str) -> str | None:
    """The installed distribution that provides import package `top`, if one does."""
    from importlib.metadata import packages_distributions

    found = packages_distributions().get(top) or []
    return found[0] if found else None


def register(game: Game) -> None:
    """Make a game object loadable by id without installing it (tests use this for toy games)."""
    _LOADED[game.id] = game
