"""Self-play into the ledger: seeded random agents, whole matches stored in batches.

Every seed here comes from `--seed`, so simulated matches are marked reproducible (not
secret) in their genesis: they are test data, and anyone with the number can replay them.
"""

from __future__ import annotations

from typing import Any, Callable, Generator

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import tag_of
from engine.protocol import Game, Over, encode_event
from engine.registry import get_game
from engine.selfplay import play_out, selfplay_genesis
from ledger import Ledger, NewMatch
from replays.faults import own_genesis


BATCH = 25
"""Matches stored per transaction: whole matches only, so a crash loses at most one batch and
never half a match; one transaction for many matches stores them about 2.5x as fast."""

from replays.outcome import outcome_record


def match_seed(seed: int, game: Game, i: int, role: str = "dealer") -> bytes:
    return dealer.seed_from_number(seed, f"{game.id}:{i}:{role}")


def default_decks(game: Game, i: int, seats: int = 2) -> list[list[str]]:
    """A deck per seat for match i: the game's own choice when it has one, else sample decks
    in turn."""
    chosen = game.simulation_decks(dealer.seed_from_number(i, f"{game.id}:decks"), seats)
    if chosen is not None:
        return chosen
    decks = list(game.sample_decks().values())
    return [decks[(i + s) % len(decks)] for s in range(seats)]


def agent_names(seats: int) -> list[str]:
    """The players of a simulated match: Agent A, Agent B, ..."""
    return [f"Agent {chr(65 + s)}" for s in range(seats)]


class SeatCountError(ValueError):
    """Raised when a game is asked for a match with a number of seats it does not allow."""


def seat_count(game: Game, seats: int | None) -> int:
    """`seats`, checked against the game's allowed counts (None: the game's default)."""
    if seats is None:
        return game.default_seats()
    if seats not in game.seat_counts:
        allowed = ", ".join(map(str, game.seat_counts))
        raise SeatCountError(f"{game.id} is played by {allowed} players, not {seats}")
    return seats


def seats_named(game: Game, players: list[str], decks: list[str]) -> int:
    """The seat count of a new match: one per player named, else one per deck named when the
    game is played by that many, else the game's default (`seat_count`)."""
    return seat_count(game, len(players) or (len(decks) if decks and len(decks) in
                                             game.seat_counts else None))


def _played(run: Generator) -> tuple[list, Any]:
    """Every (event, digest) of a play-out, and the final state it returns."""
    played = []
    while True:
        try:
            played.append(next(run))
        except StopIteration as stop:
            return played, stop.value


def simulate(ledger: Ledger, game_id: str, n: int, seed: int,
             on_match: Callable[[int], None] | None = None,
             players: list[str] | None = None, seats: int | None = None,
             max_turns: int | None = None) -> list[int]:
    """Play n matches with random agents, one seat per player; returns the new match ids.
    Each genesis records the game's `selfplay_options` (its turn cap, where it needs one).

    The seat count is `len(players)` when players are named, else `seats` (checked against
    the game's `seat_counts`), else the game's default. `max_turns` stops the agents after
    that many turns (a match left unfinished): a cap of self-play only, never a rule; by
    default the game's `selfplay_turn_cap` (`play_out`: Sceptre's agents can go on for ever).
    """
    game = get_game(game_id)
    count = seat_count(game, len(players) if players else seats)
    players = players or agent_names(count)
    ids: list[int] = []
    batch: list[NewMatch] = []
    heads: list[tuple[int, Any, str]] = []
    for i in range(n):
        secret = match_seed(seed, game, i)
        decks = default_decks(game, seed * 100_003 + i, count)
        genesis = msgspec.structs.replace(selfplay_genesis(game, players, decks, dealer.commitment(secret)),
                                          seed="reproducible")
        agents = [RandomAgent(match_seed(seed, game, i, f"agent{s}")) for s in range(count)]
        own_genesis(game, genesis)
        start_digest = game.digest(game.start(genesis))
        played, final = _played(play_out(game, genesis, secret, agents, max_turns=max_turns))
        rows = [(tag_of(e), encode_event(e), d) for e, d in played]
        batch.append(NewMatch(game.id, encode_event(genesis), start_digest,
                              {"players": players, "simulated": f"seed {seed} #{i}"},
                              rows, [(genesis.dealer, secret)]))
        heads.append((len(rows), final, played[-1][1] if played else start_digest))
        if len(batch) == BATCH or i == n - 1:
            ids.extend(_store(ledger, game, players, batch, heads, on_match))
            batch, heads = [], []
    return ids


def _store(ledger: Ledger, game: Game, players: list[str], batch: list[NewMatch],
           heads: list[tuple[int, Any, str]], on_match: Callable[[int], None] | None) -> list[int]:
    """Store a batch of matches, then the head snapshot and outcome of each (one transaction)."""
    stored = ledger.create_matches(batch)
    ledger.cache_heads([(match_id, seq, game.rules_version, game.encode_state(state), digest,
                         _outcome(game, state, seq, players))
                        for match_id, (seq, state, digest) in zip(stored, heads)])
    for match_id in stored:
        if on_match:
            on_match(match_id)
    return stored


def _outcome(game: Game, state: Any, seq: int, players: list[str]) -> dict | None:
    pending = game.pending(state)
    return outcome_record(pending, players, seq) if isinstance(pending, Over) else None
