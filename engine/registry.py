"""The explicit list of games matchlog knows. Adding a game adds one line here.

Games load lazily by module path, so importing the registry imports no game.
"""

from __future__ import annotations

import importlib

from engine.protocol import Game

GAMES: dict[str, str] = {
    "ardent-reapers": "engine.games.ardent_reapers:ArdentReapers",
    "keyforge": "engine.games.keyforge:KeyForge",
    "reaper": "engine.games.reaper:Reaper",
    "sceptre": "engine.games.sceptre:Sceptre",
    "ascendant": "engine.games.ascendant:Ascendant",
}

_LOADED: dict[str, Game] = {}


class UnknownGame(LookupError):
    """Raised when a game id is not in the registry."""


def game_ids() -> list[str]:
    return list(GAMES)


def get_game(game_id: str, rules_version: str | None = None) -> Game:
    """The engine for `game_id` (under `rules_version` when given), loaded on first use."""
    game = _load(game_id)
    if rules_version is None or rules_version == game.rules_version:
        return game
    return game.for_rules(rules_version)


def _load(game_id: str) -> Game:
    if game_id not in _LOADED:
        try:
            target = GAMES[game_id]
        except KeyError:
            known = ", ".join(GAMES)
            raise UnknownGame(f"unknown game {game_id!r} (known: {known})") from None
        module, _, name = target.partition(":")
        _LOADED[game_id] = getattr(importlib.import_module(module), name)()
    return _LOADED[game_id]


def register(game: Game) -> None:
    """Make a game object loadable by id without listing it (tests use this for toy games)."""
    _LOADED[game.id] = game
