"""Rollout peers: the game engines a user might pick instead, playing random games beside ours.

OpenSpiel (C++ gin_rummy and hearts through `pyspiel`) and RLCard (uno, gin-rummy) play
whole games with uniformly random players, and matchlog plays Ardent Reapers and KeyForge
with its seeded random agents. Every side counts **decisions** the same way: one choice of a
player among its legal options (chance nodes and dealer draws are not decisions). matchlog's
side also lists every legal option, checks each chosen event and digests the state after it,
which its peers do not: the ratio is what a full recorder costs against a bare game loop.

The peers are optional bench dependencies (`pip install -e ".[bench]"`); a missing one is
reported as skipped with the reason. The bench (not an engine) may use `random`: only the
peers' choices come from it, seeded per run.
"""

from __future__ import annotations

import random
from typing import Callable

from bench.report import CLOCK, Figure, median, say
from bench.workload import simulate

OPENSPIEL = ("gin_rummy", "hearts")
RLCARD = ("uno", "gin-rummy")
TARGETS = {("ardent-reapers", "openspiel gin_rummy"): ">= 1.5"}
"""Targets from the speed issue: Ardent Reapers at 1.5x OpenSpiel's C++ gin_rummy."""


def _openspiel(name: str) -> Callable[[int, int], int] | str:
    """A function (episodes, seed) -> decisions that plays OpenSpiel's `name`, or why not."""
    try:
        import pyspiel
    except ImportError as e:
        return f"open_spiel is not installed ({e})"
    game = pyspiel.load_game(name)

    def play(episodes: int, seed: int) -> int:
        rng = random.Random(seed)
        decisions = 0
        for _ in range(episodes):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes())
                    state.apply_action(rng.choices(outcomes, probs)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    decisions += 1
        return decisions

    return play


def _rlcard(name: str) -> Callable[[int, int], int] | str:
    """A function (episodes, seed) -> decisions that plays RLCard's `name`, or why not."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as e:
        return f"rlcard is not installed ({e})"

    def play(episodes: int, seed: int) -> int:
        env = rlcard.make(name, config={"seed": seed})
        env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
        decisions = 0
        for _ in range(episodes):
            trajectories, _ = env.run(is_training=False)
            # Each player's trajectory alternates state, action, state, ...: one action a decision.
            decisions += sum((len(t) - 1) // 2 for t in trajectories)
        return decisions

    return play


def peers() -> dict[str, Callable[[int, int], int] | str]:
    """Every rollout peer by its label: a player function, or the reason it is missing."""
    out: dict[str, Callable[[int, int], int] | str] = {}
    for name in OPENSPIEL:
        out[f"openspiel {name}"] = _openspiel(name)
    for name in RLCARD:
        out[f"rlcard {name}"] = _rlcard(name)
    return out


def _ours(game_id: str, n: int) -> Callable[[int], tuple[int, float]]:
    """Plays matchlog's matches 0..n-1 of `game_id` (seeded), returning (decisions, seconds)."""
    def play(_round: int) -> tuple[int, float]:
        decisions, seconds = 0, 0.0
        for i in range(n):
            m = simulate(game_id, i)
            decisions += m.decisions
            seconds += m.cpu
        return decisions, seconds

    return play


def _rate_peer(play: Callable[[int, int], int], budget: float, seed: int) -> float:
    """Decisions per second of a peer over about `budget` seconds of whole episodes (thread
    CPU time, as matchlog's side is timed)."""
    episodes, decisions, t0 = 1, 0, CLOCK()
    while True:
        decisions += play(episodes, seed + episodes)
        spent = CLOCK() - t0
        if spent >= budget:
            return decisions / spent
        episodes *= 2


def run(quick: bool, games: tuple[str, ...] = ("ardent-reapers", "keyforge")) -> list[Figure]:
    """matchlog's self-play beside each rollout peer, round by round: a round plays matchlog's
    games and then each peer's, and each line's ratio is the median of its rounds' ratios."""
    available = {k: v for k, v in peers().items() if not isinstance(v, str)}
    figures = [Figure("peer", f"skipped {label}: {why}; pip install -e '.[bench]'", None, "")
               for label, why in peers().items() if isinstance(why, str)]
    if not available:
        return figures
    n_rounds = 3 if quick else 7
    n = {"ardent-reapers": 10 if quick else 40, "keyforge": 3 if quick else 10}
    rates: dict[str, list[float]] = {k: [] for k in (*games, *available)}
    for r in range(n_rounds):
        for game_id in games:
            decisions, seconds = _ours(game_id, n[game_id])(r)
            rates[game_id].append(decisions / seconds)
        for label, play in available.items():
            say(f"peer: rollouts of {label}, round {r + 1}")
            rates[label].append(_rate_peer(play, 0.3 if quick else 0.6, seed=1000 * r))
    for game_id in games:
        for label in available:
            target = TARGETS.get((game_id, label), "")
            ratios = [a / b for a, b in zip(rates[game_id], rates[label], strict=True)]
            fig = Figure("peer", f"{game_id} self-play decisions/s vs {label} random rollouts",
                         median(rates[game_id]), "decisions/s", label, median(rates[label]),
                         median(ratios), target, ratios=ratios)
            figures.append(fig.judge())
    return figures
