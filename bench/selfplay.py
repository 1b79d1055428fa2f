"""Self-play: seeded random agents against each other through `engine.selfplay.play_out`.

The baseline is the unchecked replay of the very events self-play produced (the engine's
`apply` alone), so the ratio shows what choosing costs: `pending` with every legal option,
the agents, the dealer's draws and a state digest after each event.
"""

from __future__ import annotations

import time

from engine.fold import Fold

from bench.report import Figure, say
from bench.workload import Workload, simulate


def _fold_all(matches) -> float:
    t0 = time.perf_counter()
    for m in matches:
        f = Fold(m.game, m.genesis, check=False)
        for e in m.events:
            f.apply(e)
    return time.perf_counter() - t0


def run(work: Workload, quick: bool) -> list[Figure]:
    figs = []
    for game_id, ms in work.matches.items():
        say(f"selfplay: {game_id}")
        # Play the matches again so the timing is this bench's own, and best of 2 per match.
        n = len(ms)
        secs = 0.0
        for i, m in enumerate(ms):
            again = simulate(game_id, i)
            assert again.rows == m.rows, "self-play is not deterministic"
            secs += min(m.seconds, again.seconds)
        events = sum(len(m.events) for m in ms)
        decisions = sum(m.decisions for m in ms)
        fold = min(_fold_all(ms), _fold_all(ms))
        base = "fold of the same events"
        figs.append(Figure("self-play", f"{game_id}: decisions/s ({decisions:,} in {n} matches)",
                           decisions / secs, "decisions/s", base, decisions / fold, fold / secs))
        figs.append(Figure("self-play", f"{game_id}: matches/s", n / secs, "matches/s",
                           base, n / fold, fold / secs))
        figs.append(Figure("self-play", f"{game_id}: events/s ({events:,} events, decisions "
                           "and draws)", events / secs, "events/s",
                           "fold of the same events", events / fold, fold / secs))
    return figs
