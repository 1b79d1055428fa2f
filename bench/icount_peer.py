"""`python -m bench.icount_peer [GAME]`: self-play against OpenSpiel's rollouts, by instruction count.

`python -m bench peer` compares decisions per second, which on a shared machine move with the
load. This counts instructions per decision on both sides instead, so their ratio does not:

- matchlog: `python -m bench.icount GAME selfplay` (the first K seeded workload matches played
  out by the seeded random agents: options listed, the chosen event folded, every state
  digested), divided by the decisions of those matches;
- the peer: the very loop `bench.rollouts` times for OpenSpiel (`pyspiel` with uniformly
  random players driven from Python: `legal_actions`, `apply_action`, chance outcomes), E
  episodes a run, divided by the decisions of those episodes (chance nodes are not decisions).

Each side is counted as `bench.icount` counts: a process doing the work N times minus the same
process doing it 0 times, under valgrind, after a warm-up run, with the heap frozen and the
cyclic GC off. The ratio printed is the peer's instructions per decision over matchlog's, i.e.
matchlog's decisions per instruction over the peer's: the count twin of `bench peer`'s ratio.

Example: `python -m bench.icount_peer ardent-reapers --peer gin_rummy -k 4 -n 10 -e 40`
"""

from __future__ import annotations

import argparse
import gc
import json
import sys

from bench.icount import count, valgrind_count
from bench.rollouts import OPENSPIEL, _openspiel

SEED = 17
"""The peer's episodes are a function of this seed (the same episodes in every run)."""


def _peer(name: str):
    play = _openspiel(name)
    if isinstance(play, str):
        raise SystemExit(f"icount_peer: {play}; pip install -e '.[bench]'")
    return play


def inner(name: str, episodes: int, n: int) -> None:
    """The process valgrind counts: load the game, warm up, freeze, then n runs, GC off."""
    play = _peer(name)
    play(episodes, SEED)  # warm: the same episodes as every counted run
    gc.collect()
    gc.freeze()
    gc.disable()
    for _ in range(n):
        play(episodes, SEED)


def peer_count(name: str, episodes: int, n: int) -> tuple[float, int]:
    """(instructions per run of `episodes` rollouts, decisions per run)."""
    decisions = _peer(name)(episodes, SEED)  # deterministic: what each counted run decides
    args = ["bench.icount_peer", "--inner", "--peer", name, "-e", str(episodes)]
    full = valgrind_count([*args, "-n", str(n)], f"openspiel {name}")
    base = valgrind_count([*args, "-n", "0"], f"openspiel {name}")
    return (full - base) / n, decisions


def ours_count(game_id: str, k: int, n: int) -> tuple[float, int]:
    """(instructions per self-play run of the first k workload matches, their decisions)."""
    from bench.workload import simulate

    decisions = sum(simulate(game_id, i).decisions for i in range(k))
    return (count(game_id, "selfplay", k, n) - count(game_id, "selfplay", k, 0)) / n, decisions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.icount_peer", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", nargs="?", default="ardent-reapers", help="a game id (default "
                    "ardent-reapers)")
    ap.add_argument("--peer", default="gin_rummy", choices=OPENSPIEL, help="the OpenSpiel game "
                    "(default gin_rummy)")
    ap.add_argument("-k", type=int, default=4, help="workload matches of GAME (default 4)")
    ap.add_argument("-e", type=int, default=40, help="peer episodes per run (default 40)")
    ap.add_argument("-n", type=int, default=10, help="runs counted on each side (default 10)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.inner:
        inner(args.peer, args.e, args.n)
        return 0
    peer_i, peer_d = peer_count(args.peer, args.e, args.n)
    ours_i, ours_d = ours_count(args.game, args.k, args.n)
    peer_per, ours_per = peer_i / peer_d, ours_i / ours_d
    row = {"game": args.game, "peer": f"openspiel {args.peer}",
           "ours_instructions_per_decision": round(ours_per),
           "peer_instructions_per_decision": round(peer_per),
           "ours_decisions": ours_d, "peer_decisions": peer_d, "ratio": round(peer_per / ours_per, 3)}
    if args.json:
        print(json.dumps(row, indent=2))
    else:
        print(f"{args.game} self-play: {ours_per:,.0f} instructions per decision "
              f"({ours_d} decisions in {args.k} matches)")
        print(f"openspiel {args.peer} rollouts: {peer_per:,.0f} instructions per decision "
              f"({peer_d} decisions in {args.e} episodes)")
        print(f"ratio (decisions per instruction, {args.game} / {args.peer}): "
              f"{peer_per / ours_per:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
