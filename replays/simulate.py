"""Self-play into the ledger: seeded random agents, one batch per match."""

from __future__ import annotations

from typing import Callable

from engine import dealer
from engine.agents import RandomAgent
from engine.events import tag_of
from engine.protocol import Game, encode_event
from engine.registry import get_game
from engine.selfplay import play_out
from ledger import Ledger


def match_seed(seed: int, game: Game, i: int, role: str = "dealer") -> bytes:
    return dealer.seed_from_number(seed, f"{game.id}:{i}:{role}")


def default_decks(game: Game, i: int) -> list[list[str]]:
    """Seat decks for match i: the game's own choice when it has one, else sample decks in turn."""
    pick = getattr(game, "simulation_decks", None)
    if pick is not None:
        return pick(dealer.seed_from_number(i, f"{game.id}:decks"))
    decks = list(game.sample_decks().values())
    return [decks[(i + s) % len(decks)] for s in range(game.seats)]


def simulate(ledger: Ledger, game_id: str, n: int, seed: int,
             on_match: Callable[[int], None] | None = None,
             players: list[str] | None = None) -> list[int]:
    """Play n matches with random agents; returns the new match ids."""
    game = get_game(game_id)
    players = players or [f"Agent {chr(65 + s)}" for s in range(game.seats)]
    ids = []
    for i in range(n):
        secret = match_seed(seed, game, i)
        decks = default_decks(game, seed * 100_003 + i)
        genesis = game.genesis(players, decks, dealer.commitment(secret))
        agents = [RandomAgent(match_seed(seed, game, i, f"agent{s}")) for s in range(game.seats)]
        start_digest = game.digest(game.start(genesis))
        rows = [(tag_of(e), encode_event(e), d)
                for e, d in play_out(game, genesis, secret, agents)]
        match_id = ledger.create_match(game.id, encode_event(genesis), start_digest,
                                       meta={"players": players, "simulated": f"seed {seed} #{i}"},
                                       events=rows)
        ledger.set_secret(match_id, genesis.dealer, secret)
        ids.append(match_id)
        if on_match:
            on_match(match_id)
    return ids
