"""`python -m bench.icount GAME [WHAT ...]`: instructions per fold, audit or self-play, by valgrind.

Wall clock on a shared machine moves by 2x between identical runs; an instruction count does
not. For each WHAT this runs the same Python process twice under valgrind (cachegrind, no cache
simulation): once doing the work N times, once doing it 0 times, and prints the difference
divided by N, so imports, building the workload and start-up cancel out. Both processes build
the first K seeded workload matches of GAME (`bench.workload.simulate`), freeze the heap they
built (`gc.freeze()`) and run the work with the cyclic GC off, so when a full collection
happens to run does not move the figure; `PYTHONHASHSEED=0` fixes set and dict orders.

WHAT is any of:
  fold      Fold(check=False) of every event (a trusted replay without the ledger)
  audit     replays.audit.audit with the recorded digests (every check, a digest per event)
  digested  Fold(check=False) of every event and a digest after each, as an audit takes them
            (digested - fold is what digesting every state costs)
  checked   Fold(check=STORED) of every event, seeds known as the audit knows them (the audit
            without its digests: audit - checked is what digesting every state costs)
  built     Fold(check=True) of every event: `checked` plus each event's fields' types, as for
            an event built in Python (tests, the conformance suite; built - checked is that test)
  selfplay  engine.selfplay.play_out with the workload's seeded random agents
  decode    game.decode_event of every stored payload (a replay's read side, without SQLite)
  digest    game.digest of the state after every event (the states are folded beforehand)
  read      bench.replay's baseline: load_history + decode every event, from a ledger file
  replay    bench.replay's trusted replay: load_history + fold_to_head(check=False)

Example: `python -m bench.icount ardent-reapers fold selfplay -k 4 -n 10`
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import re
import subprocess
import sys
import tempfile
from typing import Callable

WHATS = ("fold", "digested", "audit", "checked", "built", "selfplay", "decode", "digest", "read", "replay")
_IREFS = re.compile(r"I\s+refs:\s+([\d,]+)")


def _work(what: str, matches: list) -> Callable[[], None]:
    """The work one run does over the workload matches (built before the count starts)."""
    from engine.agents import RandomAgent
    from engine.fold import Fold
    from engine.selfplay import play_out
    from replays.audit import audit
    from replays.simulate import match_seed

    from bench.workload import SEED, seats_of

    if what == "fold":
        def run() -> None:
            for m in matches:
                f = Fold(m.game, m.genesis, check=False)
                for e in m.events:
                    f.apply(e)
    elif what == "audit":
        def run() -> None:
            for m in matches:
                report = audit(m.game, m.genesis, m.events, [d for _, _, d in m.rows])
                assert report.ok, f"a workload match does not audit clean: {report.findings[0]}"
    elif what == "digested":
        def run() -> None:
            for m in matches:
                f, buf = Fold(m.game, m.genesis, check=False), bytearray()
                for e in m.events:
                    f.apply(e)
                    m.game.digest_into(f.state, buf)
    elif what == "checked":
        from engine.protocol import STORED
        from replays.audit import _revealed

        def run() -> None:  # checked as the audit checks (STORED: events read from bytes)
            for m in matches:
                known, firsts = _revealed(m.genesis, m.events)
                f = Fold(m.game, m.genesis, check=STORED, known=known, firsts=firsts)
                for e in m.events:
                    f.apply(e)
    elif what == "built":
        from replays.audit import _revealed

        def run() -> None:  # every check, the fields' types too (check=True)
            for m in matches:
                known, firsts = _revealed(m.genesis, m.events)
                f = Fold(m.game, m.genesis, check=True, known=known, firsts=firsts)
                for e in m.events:
                    f.apply(e)
    elif what == "selfplay":
        def run() -> None:
            for i, m in enumerate(matches):
                seats = seats_of(m.game)
                agents = [RandomAgent(match_seed(SEED, m.game, i, f"agent{s}"))
                          for s in range(seats)]
                for _ in play_out(m.game, m.genesis, m.secret, agents):
                    pass
    elif what == "decode":
        def run() -> None:
            for m in matches:
                decode = m.game.decode_event
                for _, payload, _ in m.rows:
                    decode(payload)
    elif what == "digest":
        # An engine may change its state in place: keep each state's bytes after its event and
        # decode them back, so each digest counted is of the state as it was then.
        states = [(m.game, m.game.decode_state(m.game.digest_and_bytes(s)[1]))
                  for m, s in _refold(matches)]

        def run() -> None:
            for game, state in states:
                game.digest(state)
    elif what in ("read", "replay"):
        run = _from_ledger(what, matches)
    else:
        raise ValueError(f"unknown work {what!r} (choose from {', '.join(WHATS)})")
    return run


def _from_ledger(what: str, matches: list) -> Callable[[], None]:
    """`bench replay`'s read or replay over the matches stored in a ledger file (read-only,
    as the benchmark opens it), so the two figures it compares can be counted too."""
    from pathlib import Path

    from ledger import Ledger

    from bench.replay import read_decode, replay_all, store

    folder = tempfile.TemporaryDirectory(prefix="matchlog-icount-")
    path = Path(folder.name) / "replay.db"
    ids = store(path, matches)
    led = Ledger.open(path, readonly=True)
    work = read_decode if what == "read" else replay_all

    def run() -> None:
        work(led, ids)
    run.keep = (folder, led)  # the folder and the connection live as long as the work
    return run


def _refold(matches: list):
    """(match, state after the event) for every event of every match."""
    from engine.fold import Fold

    for m in matches:
        f = Fold(m.game, m.genesis, check=False)
        for e in m.events:
            f.apply(e)
            yield m, f.state


def inner(game_id: str, what: str, k: int, n: int) -> None:
    """The process valgrind counts: build, freeze, then the work n times with the GC off."""
    from bench.workload import simulate

    matches = [simulate(game_id, i) for i in range(k)]
    run = _work(what, matches)
    run()  # warm: first-call caches (interned names, lazily built tables) are not counted
    gc.collect()
    gc.freeze()
    gc.disable()
    for _ in range(n):
        run()


def count(game_id: str, what: str, k: int, n: int, keep: str | None = None) -> int:
    """Instructions of one process doing the work n times (valgrind's I refs)."""
    return valgrind_count(["bench.icount", "--inner", game_id, what, "-k", str(k), "-n", str(n)],
                          f"{game_id} {what}", keep)


def valgrind_count(module_args: list[str], label: str, keep: str | None = None) -> int:
    """Instructions of `python -m MODULE ARGS...` under valgrind (also `bench.icount_peer`'s)."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory(prefix="matchlog-icount-") as d:
        out = keep or os.path.join(d, "cg.out")
        tool = ["--tool=callgrind", f"--callgrind-out-file={out}"] if keep else \
            ["--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}"]
        cmd = ["valgrind", *tool, sys.executable, "-m", *module_args]
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"icount: {label} failed under valgrind: "
                         f"{proc.stderr.strip().splitlines()[-1:]}")
    found = _IREFS.search(proc.stderr) or re.search(r"Collected\s*:\s*(\d+)", proc.stderr)
    if not found:
        raise SystemExit(f"icount: no instruction count in valgrind's output for {label}")
    return int(found.group(1).replace(",", ""))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.icount", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", help="a game id, e.g. ardent-reapers")
    ap.add_argument("whats", nargs="*", metavar="WHAT", help=", ".join(WHATS) + " (default: fold)")
    ap.add_argument("-k", type=int, default=4, help="workload matches (the first K; default 4)")
    ap.add_argument("-n", type=int, default=10, help="runs counted (default 10; the 0-run "
                    "process is subtracted)")
    ap.add_argument("--callgrind", metavar="PREFIX", help="use callgrind and keep its output of "
                    "the n-run process as PREFIX.WHAT (for callgrind_annotate)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    ap.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    whats = args.whats or ["fold"]
    bad = [w for w in whats if w not in WHATS]
    if bad:
        ap.error(f"unknown work {', '.join(bad)} (choose from {', '.join(WHATS)})")
    if args.inner:
        inner(args.game, whats[0], args.k, args.n)
        return 0
    rows = []
    for what in whats:
        keep = f"{args.callgrind}.{what}" if args.callgrind else None
        full = count(args.game, what, args.k, args.n, keep)
        base = count(args.game, what, args.k, 0)
        per = (full - base) / args.n
        rows.append({"game": args.game, "work": what, "matches": args.k, "runs": args.n,
                     "instructions": round(per), "with_runs": full, "without": base})
        if not args.json:
            print(f"{args.game} {what}: {per / 1e6:.2f} M instructions per run of "
                  f"{args.k} matches ({args.n} runs: {full:,} - {base:,})", flush=True)
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
