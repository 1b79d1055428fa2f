"""Self-play: seeded random agents against each other through `engine.selfplay.play_out`.

The baseline is the unchecked replay of the very events self-play produced (the engine's
`apply` alone), so the ratio shows what choosing costs: `pending` with every legal option,
the agents, the dealer's draws and a state digest after each event.

The matches of a game are dealt into rounds (every ROUNDS-th match to a round), and each round
plays each of its matches again and folds its events, back to back, so every round's ratio
compares the same matches timed at the same moments; a full run plays every match once more,
as it did before rounds.
"""

from __future__ import annotations

import gc

from engine.fold import Fold

from bench.report import CLOCK, Figure, ratio_figure, say
from bench.workload import SimMatch, Workload, simulate

ROUNDS = {False: 5, True: 3}


def _fold(m: SimMatch) -> float:
    t0 = CLOCK()
    f = Fold(m.game, m.genesis, check=False)
    for e in m.events:
        f.apply(e)
    return CLOCK() - t0


def _play_again(game_id: str, i: int, m: SimMatch) -> float:
    """Thread CPU seconds of self-play of match i played again (it must come out the same)."""
    again = simulate(game_id, i)
    assert again.rows == m.rows, "self-play is not deterministic"
    return again.cpu


def _round(game_id: str, numbered: list[tuple[int, SimMatch]], r: int) -> tuple[float, float]:
    """(self-play seconds, fold seconds) of a round's matches, each match played and folded
    back to back (the order turning each match), so both sample the same moments' load."""
    gc.collect()
    play = fold = 0.0
    for k, (i, m) in enumerate(numbered):
        if (r + k) % 2:
            fold += _fold(m)
            play += _play_again(game_id, i, m)
        else:
            play += _play_again(game_id, i, m)
            fold += _fold(m)
    return play, fold


def run(work: Workload, quick: bool) -> list[Figure]:
    figs = []
    for game_id, ms in work.matches.items():
        say(f"selfplay: {game_id}")
        n_rounds = min(ROUNDS[quick], len(ms))  # no round without a match
        dealt = [list(enumerate(ms))[r::n_rounds] for r in range(n_rounds)]
        play, fold = [], []
        for r, numbered in enumerate(dealt):
            p, f = _round(game_id, numbered, r)
            play.append(p)
            fold.append(f)
        n = [len(d) for d in dealt]
        events = [sum(len(m.events) for _, m in d) for d in dealt]
        decisions = [sum(m.decisions for _, m in d) for d in dealt]
        base = "fold of the same events"
        figs.append(ratio_figure("self-play", f"{game_id}: decisions/s ({sum(decisions):,} in "
                                 f"{len(ms)} matches)", "decisions/s", decisions, play, base, fold))
        figs.append(ratio_figure("self-play", f"{game_id}: matches/s", "matches/s", n, play,
                                 base, fold))
        figs.append(ratio_figure("self-play", f"{game_id}: events/s ({sum(events):,} events, "
                                 "decisions and draws)", "events/s", events, play, base, fold))
    return figs
