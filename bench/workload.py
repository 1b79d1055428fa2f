"""The seeded workload: matches simulated by the real engines with seeded random agents.

A `SimMatch` holds a match exactly as `replays.simulate` would store it: the genesis bytes
and digest, then one (kind, payload bytes, digest) row per event, plus the decoded events
so folds can be timed without the ledger. Nothing is cached across runs.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Event, Genesis, tag_of
from engine.protocol import Game, encode_event
from engine.registry import get_game
from engine.selfplay import play_out, selfplay_genesis
from replays.simulate import agent_names, default_decks, match_seed

GAMES = ("ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant")
SEED = 2026
"""The run's seed: every match below is a pure function of it and the match number."""

SEATS: dict[str, int] = {"ascendant": 4}
"""Seats per match where a game's default is not what the workload measures."""


def seats_of(game: Game) -> int:
    return SEATS.get(game.id, game.default_seats())


@dataclass
class SimMatch:
    game: Game
    genesis: Genesis
    genesis_bytes: bytes
    genesis_digest: str
    secret: bytes
    events: list[Event]
    """The events after genesis, in order (the last is the seed reveal)."""
    rows: list[tuple[str, bytes, str]]
    """The same events as the ledger stores them: (kind, payload, digest)."""
    decisions: int = 0
    seconds: float = 0.0
    """Wall time of the self-play that produced it (agents, dealer, engine, digests)."""
    cpu: float = 0.0
    """The same self-play's thread CPU time (what the bench's rounds time: `report.CLOCK`)."""
    extra: dict = field(default_factory=dict)

    @property
    def n_events(self) -> int:
        """Events including genesis."""
        return len(self.rows) + 1


def simulate(game_id: str, i: int, seed: int = SEED) -> SimMatch:
    """Match number i of `game_id` under `seed`, played out by seeded random agents."""
    game = get_game(game_id)
    seats = seats_of(game)
    secret = match_seed(seed, game, i)
    decks = default_decks(game, seed * 100_003 + i, seats)
    genesis = selfplay_genesis(game, agent_names(seats), decks, dealer.commitment(secret))
    agents = [RandomAgent(match_seed(seed, game, i, f"agent{s}")) for s in range(seats)]
    t0, c0 = time.perf_counter(), time.thread_time()
    played = list(play_out(game, genesis, secret, agents))
    seconds, cpu = time.perf_counter() - t0, time.thread_time() - c0
    events = [e for e, _ in played]
    rows = [(tag_of(e), encode_event(e), d) for e, d in played]
    decisions = sum(1 for e in events if hasattr(e, "seat"))
    return SimMatch(game, genesis, encode_event(genesis), game.digest(game.start(genesis)),
                    secret, events, rows, decisions, seconds, cpu)


def simulate_many(game_id: str, n: int, seed: int = SEED) -> list[SimMatch]:
    return [simulate(game_id, i, seed) for i in range(n)]


@dataclass
class Workload:
    """The matches of one run, per game."""

    matches: dict[str, list[SimMatch]]

    def all(self) -> list[SimMatch]:
        return [m for ms in self.matches.values() for m in ms]

    def events(self, game_id: str | None = None) -> int:
        ms = self.all() if game_id is None else self.matches[game_id]
        return sum(m.n_events for m in ms)

    def longest(self, game_id: str) -> SimMatch:
        return max(self.matches[game_id], key=lambda m: m.n_events)


SIZES = {False: {"ardent-reapers": 300, "keyforge": 80, "reaper": 120, "sceptre": 100,
                 "ascendant": 120},
         True: {"ardent-reapers": 60, "keyforge": 15, "reaper": 25, "sceptre": 20, "ascendant": 25}}
"""Matches per game for a full run and a --quick one."""


def build(quick: bool = False, seed: int = SEED) -> Workload:
    return Workload({g: simulate_many(g, n, seed) for g, n in SIZES[quick].items()})
