"""CLI: whole-process wall time of a command, as a user waits for it, beside two floors
measured in the same run: `python -c pass` (the interpreter alone) and the library floor (a
script making the library calls the command makes and printing the same JSON, so it pays
for the same imports and the same work, but for no argument parsing or printing machinery).

Targets: `show`, `options` and `decide` within 2x their library floor, `--help` within 3x
`python -c pass`, and `matches --limit 50` as fast on 100,000 matches as on 1,000.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from ledger import Ledger
from replays.history import load_history, snapshot_head
from replays.outcome import note_outcome
from replays.record import create_match

from bench.report import Figure, say, time_figure
from bench.scale import build_ledger
from bench.workload import Workload

SIZES = (1_000, 100_000)

# The library floors: the calls each command makes, in a script of their own.
_OPEN = ("import sys, msgspec\nfrom ledger import Ledger\nfrom replays.history import load_history\n"
         "led = Ledger.open(sys.argv[1], readonly={ro})\nh = load_history(led, int(sys.argv[2]))\n"
         "fold = h.fold_to(h.head)\ns = fold.state\ng = h.game\n")
FLOORS = {
    "show": _OPEN.format(ro=True) + (
        "out = {'seq': h.head, 'digest': g.digest(s), 'view': msgspec.to_builtins(g.view(s, None))}\n"
        "sys.stdout.write(msgspec.json.encode(out).decode())\n"),
    "options": _OPEN.format(ro=True) + (
        "from replays import explain\n"
        "out = [msgspec.to_builtins(o) for o in explain.options(g, s)]\n"
        "sys.stdout.write(msgspec.json.encode(out).decode())\n"),
    "decide": _OPEN.format(ro=False) + (
        "from replays.record import decide\nfrom replays.timeline import told_rows\n"
        "step = decide(led, h.match_id, g.pending(s).options[0])\n"
        "rows = told_rows(g, fold, step.events, step.first_seq, 'main', None)\n"
        "sys.stdout.write(msgspec.json.encode({'appended': rows}).decode())\n"),
}


def _wall(argv: list[str]) -> float:
    """Seconds from starting a process to its exit (it must succeed)."""
    import time

    t0 = time.perf_counter()
    r = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       env={**os.environ, "COLUMNS": "120"})
    took = time.perf_counter() - t0
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(argv[:6])}: exit {r.returncode}: {r.stderr.decode()[-300:]}")
    return took


def _rounds(runs: dict[str, list[str]], repeats: int) -> dict[str, list[float]]:
    """Seconds of each command line in each round: every round runs each line once, so that a
    burst of load hits a command and its floor alike (the order turns by one place a round)."""
    samples: dict[str, list[float]] = {k: [] for k in runs}
    names = list(runs)
    for r in range(repeats):
        turn = r % len(names)
        for k in names[turn:] + names[:turn]:
            samples[k].append(_wall(runs[k]))
    return samples


def prepare(path: Path, n: int, work: Workload) -> tuple[int, int]:
    """A ledger of n matches as `simulate` leaves them (head snapshot, outcome noted) for the
    probe, and a fresh match waiting for decisions; returns (probe id, fresh id)."""
    probe = build_ledger(path, n, work)[0]
    with Ledger.open(path) as led:
        h = load_history(led, probe)
        state = h.fold_to_head().state
        snapshot_head(led, probe, "main", h.head, h.game, state, h.stored[h.head].digest)
        note_outcome(led, probe, "main", h.game, state, h.head, h.genesis.players)
        decks = list(h.game.sample_decks().values())[: h.seats]
        fresh = create_match(led, h.game.id, list(h.genesis.players), decks, b"bench" * 7)
    return probe, fresh


def _lines(db: str, probe: int, fresh: int) -> dict[str, list[str]]:
    """The command lines timed on one ledger: `options` and `decide` on the fresh match, where a
    decision is pending; the others on a whole match."""
    py, m, f = sys.executable, str(probe), str(fresh)
    ml = [py, "-m", "cli.app"]
    return {
        "python -c pass": [py, "-c", "pass"],
        "--help": [*ml, "--help"],
        "show": [*ml, "show", m, "--json", "--db", db],
        "show floor": [py, "-c", FLOORS["show"], db, m],
        "options": [*ml, "options", f, "--json", "--db", db],
        "options floor": [py, "-c", FLOORS["options"], db, f],
        "decide": [*ml, "decide", f, "0", "--json", "--db", db],
        "decide floor": [py, "-c", FLOORS["decide"], db, f],
        "log": [*ml, "log", m, "--json", "--db", db],
        "matches --limit 50": [*ml, "matches", "--limit", "50", "--json", "--db", db],
    }


def run(work: Workload, quick: bool) -> list[Figure]:
    repeats = 5 if quick else 11
    runs: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        for n in SIZES:
            path = Path(d) / f"{n}.db"
            say(f"cli: building a ledger of {n:,} matches")
            lines = _lines(str(path), *prepare(path, n, work))
            runs.update({f"{n} {k}": v for k, v in lines.items()})
            _wall(lines["show"])  # warm the page cache and the bytecode caches
        say(f"cli: timing {len(runs)} command lines x {repeats}, in turns")
        t = _rounds(runs, repeats)
    figs: list[Figure] = []
    for n in SIZES:
        size = f"{n:,} matches"
        base = t[f"{n} python -c pass"]
        figs.append(time_figure("cli", f"matchlog --help ({size})", t[f"{n} --help"],
                                "python -c pass", base, "<= 3"))
        for cmd in ("show", "options", "decide"):
            figs.append(time_figure("cli", f"{cmd} --json ({size})", t[f"{n} {cmd}"],
                                    "library floor", t[f"{n} {cmd} floor"], "<= 2"))
        for cmd in ("log", "matches --limit 50"):
            figs.append(time_figure("cli", f"{cmd} --json ({size})", t[f"{n} {cmd}"],
                                    "python -c pass", base))
    small, big = (t[f"{n} matches --limit 50"] for n in SIZES)
    figs.append(time_figure("cli", f"matches --limit 50: {SIZES[1]:,} vs {SIZES[0]:,} matches",
                            big, f"{SIZES[0]:,} matches", small, "<= 1.25"))
    return figs
