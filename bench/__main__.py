"""`python -m bench [BENCH ...] [--quick] [--json]`: run the benchmarks, print one table.

BENCH is any of: append, replay, selfplay, scale, peer, cli (default: all). Every figure has its
baseline measured in the same run; see docs/performance.md.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import sqlite3
import sys
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from typing import Iterator

from bench import append, cli, peer, replay, report, scale, selfplay, workload

BENCHES = {"append": append.run, "replay": replay.run, "selfplay": selfplay.run,
           "scale": scale.run, "peer": peer.run, "cli": cli.run}


def _loadavg() -> float | None:
    """The 1-minute load average: other work on the machine makes every absolute figure noisier."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


@contextmanager
def _profiling(path: str | None) -> Iterator[None]:
    if not path:
        yield
        return
    try:
        from pyinstrument import Profiler
    except ImportError:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.enable()
        try:
            yield
        finally:
            prof.disable()
            with open(path, "w") as out:
                pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(60)
        report.say(f"cProfile report (pyinstrument is not installed) written to {path}")
        return
    profiler = Profiler()
    profiler.start()
    try:
        yield
    finally:
        profiler.stop()
        with open(path, "w") as out:
            out.write(profiler.output_text(unicode=True, color=False))
        report.say(f"pyinstrument report written to {path}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("benches", nargs="*", metavar="BENCH", help=", ".join(BENCHES))
    ap.add_argument("--quick", action="store_true", help="a smaller workload (about a minute)")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON instead")
    ap.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    ap.add_argument("--profile", metavar="FILE",
                    help="profile the run (pyinstrument, else cProfile) and write the report to FILE;"
                         " profiling slows every figure, so read the profile, not the table")
    args = ap.parse_args(argv)
    unknown = [b for b in args.benches if b not in BENCHES]
    if unknown:
        ap.error(f"unknown bench {', '.join(unknown)} (choose from {', '.join(BENCHES)})")
    chosen = args.benches or list(BENCHES)
    load_before = _loadavg()
    t0 = time.perf_counter()
    report.say(f"workload: simulating {'quick' if args.quick else 'full'} seeded matches")
    work = workload.build(quick=args.quick)
    # The workload's matches (every event decoded, hundreds of thousands of objects) live to the
    # end of the run; frozen, no collection inside a timed call walks them, as no collection in
    # a real command would (one such walk landing in a timed call or not moved its ratio).
    gc.collect()
    gc.freeze()
    figures: list[report.Figure] = []
    with _profiling(args.profile):
        for name in chosen:
            figures += BENCHES[name](work, args.quick)
    elapsed = time.perf_counter() - t0
    meta = {
        "command": "python -m bench" + (" --quick" if args.quick else "")
                   + "".join(f" {b}" for b in args.benches),
        "when": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "seconds": round(elapsed, 1),
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "loadavg_1min": {"before": load_before, "after": _loadavg()},
        "workload": {g: f"{len(ms)} matches, {work.events(g)} events"
                     for g, ms in work.matches.items()},
        "seed": workload.SEED,
    }
    if args.json:
        print(report.to_json(figures, meta))
    else:
        title = (f"{meta['command']}: {elapsed:.0f} s, Python {meta['python']}, SQLite "
                 f"{meta['sqlite']}, {meta['cpus']} CPUs, load average "
                 f"{load_before} before, {meta['loadavg_1min']['after']} after")
        report.print_table(figures, title)
        if args.markdown:
            print(report.markdown(figures))
    missed = [f for f in figures if f.met is False]
    report.say(f"{len(figures)} figures, {sum(f.met is True for f in figures)} targets met, "
               f"{len(missed)} missed, in {elapsed:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
