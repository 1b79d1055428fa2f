"""`python -m bench.trees GAME TREE [TREE ...]`: one game's fold in several trees, timed in turns.

What `bench.icount` cannot count: a copy of the project whose modules were compiled (Cython,
mypyc), another interpreter, other build flags. Each TREE is a directory holding the project
(a worktree, a scratch copy with compiled modules beside the sources), or PYTHON@DIR to run it
under another interpreter (which needs the project's dependencies and its entry points
installed). One long-lived process per tree builds the first K seeded workload matches of
GAME and folds them (`Fold(check=False)`, from memory, the heap frozen) once a round; the
rounds take turns across the trees, and each tree's ratio to the first is taken round by
round in thread time, so a load that comes and goes slows both sides of a ratio alike.

Every tree must fold to the same digests: each first prints a fingerprint of the digest after
every event of its workload, and trees that differ are refused (exit 1) before any timing.
The twenty-first pass (KeyForge) in docs/performance.md measured its compiled copies this way.

Example: `python -m bench.trees keyforge /work/main /tmp/compiled -k 15 -n 11`
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.report import iqr, median

# Run in each tree (cwd), so it folds with that tree's modules: the tree's own bench.workload
# and engine.fold, not this checkout's.
_WORKER = """
import gc, hashlib, json, sys, time
sys.path.insert(0, ".")
from bench.workload import simulate
from engine.fold import Fold
game_id, k = sys.argv[1], int(sys.argv[2])
matches = [simulate(game_id, i) for i in range(k)]
n = sum(len(m.events) for m in matches)
h = hashlib.sha256()
for m in matches:
    f = Fold(m.game, m.genesis, check=False)
    for e in m.events:
        f.apply(e)
        h.update(m.game.digest(f.state).encode())
fold_module = sys.modules[Fold.__module__].__file__
print(json.dumps({"fingerprint": h.hexdigest()[:16], "events": n, "fold": fold_module}), flush=True)
gc.collect()
gc.freeze()
for _ in sys.stdin:
    t0 = time.thread_time()
    for m in matches:
        f = Fold(m.game, m.genesis, check=False)
        for e in m.events:
            f.apply(e)
    print((time.thread_time() - t0) / n * 1e6, flush=True)
"""


class TreeError(Exception):
    """A tree that cannot be measured, or trees that do not fold alike: one line to print."""


@dataclass(frozen=True)
class Tree:
    label: str
    python: str
    path: Path


def parse_tree(arg: str) -> Tree:
    """DIR or PYTHON@DIR, checked to hold the project."""
    python, sep, where = arg.partition("@")
    if not sep:
        python, where = sys.executable, arg
    path = Path(where)
    if not (path / "bench" / "workload.py").is_file() or not (path / "engine" / "fold.py").is_file():
        raise TreeError(f"{where}: not a matchlog tree (no bench/workload.py and engine/fold.py)")
    return Tree(arg, python, path)


def differing(heads: list[dict]) -> str | None:
    """Why the trees may not be compared, if they fold differently (None if all alike)."""
    first = heads[0]
    for h in heads[1:]:
        if (h["fingerprint"], h["events"]) != (first["fingerprint"], first["events"]):
            return (f"the trees fold differently: {first['fingerprint']} ({first['events']} events) "
                    f"against {h['fingerprint']} ({h['events']} events)")
    return None


def summarize(times: list[list[float]]) -> list[dict]:
    """Per tree: its median and IQR (us an event), and its ratios to the first tree, taken
    within each round (round i of every tree ran in the same minute)."""
    out = []
    for ts in times:
        ratios = sorted(t / base for t, base in zip(ts, times[0]))
        out.append({"median": median(ts), "iqr": iqr(ts), "ratio": median(ratios),
                    "ratio_range": (ratios[0], ratios[-1])})
    return out


def _start(tree: Tree, game: str, k: int) -> tuple[subprocess.Popen, dict]:
    try:
        p = subprocess.Popen([tree.python, "-c", _WORKER, game, str(k)], cwd=tree.path, text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    except OSError as e:
        raise TreeError(f"{tree.label}: cannot run {tree.python}: {e.strerror}") from None
    line = p.stdout.readline()
    if not line:
        err = p.stderr.read().strip().splitlines()
        p.wait()
        raise TreeError(f"{tree.label}: the fold did not start: {err[-1] if err else 'no output'}")
    return p, json.loads(line)


def run(trees: list[Tree], game: str, k: int, rounds: int) -> tuple[list[dict], list[list[float]]]:
    procs: list[subprocess.Popen] = []
    try:
        heads = []
        for t in trees:
            p, head = _start(t, game, k)
            procs.append(p)
            heads.append(head)
        why = differing(heads)
        if why:
            raise TreeError(why)
        times: list[list[float]] = [[] for _ in trees]
        for _ in range(rounds):
            for p, ts in zip(procs, times):
                p.stdin.write("go\n")
                p.stdin.flush()
                ts.append(float(p.stdout.readline()))
        return heads, times
    finally:
        for p in procs:
            p.stdin.close()
            p.wait()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.trees", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game")
    ap.add_argument("trees", nargs="+", metavar="TREE", help="DIR or PYTHON@DIR; the first is the base")
    ap.add_argument("-k", type=int, default=15, help="workload matches (default 15)")
    ap.add_argument("-n", type=int, default=9, help="rounds (default 9)")
    args = ap.parse_args(argv)
    try:
        trees = [parse_tree(a) for a in args.trees]
        heads, times = run(trees, args.game, args.k, args.n)
    except TreeError as e:
        print(f"bench.trees: {e}", file=sys.stderr)
        return 1
    print(f"{args.game}: {args.k} workload matches, {heads[0]['events']:,} events, digests "
          f"{heads[0]['fingerprint']} in every tree; {args.n} rounds in turns, thread time")
    for t, head, s in zip(trees, heads, summarize(times)):
        lo, hi = s["ratio_range"]
        print(f"{t.label}: {s['median']:.2f} us an event (IQR {s['iqr'][0]:.2f}-{s['iqr'][1]:.2f}), "
              f"{s['ratio']:.3f} of the first ({lo:.3f}-{hi:.3f}); fold from {head['fold']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
