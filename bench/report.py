"""Figures, timing helpers and the table: every figure stands beside its baseline."""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Callable


@dataclass
class Figure:
    """One line of the table.

    `value` and `baseline` are in `unit` (a rate such as events/s, or a latency in ms);
    `ratio` is matchlog against the baseline; where the two were timed in rounds (`rounds`),
    `ratios` holds each round's own ratio, `ratio` is their median and `value` and `baseline`
    are the medians of each side's rounds. `target` is text such as ">= 0.5" checked against
    `checked` ("ratio" or "value"), and `met` is None where there is no target.
    """

    bench: str
    figure: str
    value: float | None
    unit: str
    baseline_name: str = ""
    baseline: float | None = None
    ratio: float | None = None
    target: str = ""
    checked: str = "ratio"
    met: bool | None = None
    note: str = ""
    ratios: list[float] = field(default_factory=list)
    """One ratio per round, in the order run (empty where the figure is not a ratio of rounds)."""

    @property
    def spread(self) -> tuple[float, float] | None:
        """The interquartile range of the rounds' ratios: half of them lie within it."""
        return iqr(self.ratios) if len(self.ratios) > 1 else None

    def judge(self) -> Figure:
        if self.target:
            op, num = self.target.split()
            x = self.ratio if self.checked == "ratio" else self.value
            limit = float(num)
            self.met = x is not None and (x >= limit if op == ">=" else x <= limit if op == "<="
                                          else x < limit if op == "<" else x > limit)
        return self


def percentile(samples: list[float], p: float) -> float:
    """The p-th percentile (0..100) by the nearest-rank method."""
    s = sorted(samples)
    k = max(0, min(len(s) - 1, int(round(p / 100 * len(s) + 0.5)) - 1))
    return s[k]


def median(samples: list[float]) -> float:
    return statistics.median(samples)


def iqr(samples: list[float]) -> tuple[float, float]:
    """The first and third quartiles (linear interpolation between the sorted samples)."""
    s = sorted(samples)

    def at(q: float) -> float:
        x = q * (len(s) - 1)
        lo = int(x)
        hi = min(lo + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (x - lo)

    return at(0.25), at(0.75)


Clock = Callable[[], float]

CLOCK: Clock = time.thread_time
"""What a round's timings read: the thread's CPU time (user and system). On a busy machine a
process waits for a CPU, and wall clock counts the wait: at load 13 on 2 CPUs, KeyForge's
replay against its read gave medians 0.157-0.370 by wall clock in nine runs of the same code,
0.248-0.283 by thread time (docs/performance.md, "Figures that hold still"). Everything a
round times runs in the calling thread (SQLite, OpenSSL, OpenSpiel's C++ included)."""


def rounds(fns: dict[str, Callable[[], object]], n: int, warmup: int = 1,
           tidy: Callable[[], object] | None = None,
           clock: Clock | None = None) -> dict[str, list[float]]:
    """Seconds of each function in each of `n` rounds: every round runs each function once.

    What a subject is compared with must be timed beside it, not minutes apart: a round runs
    the baseline and its subjects back to back, so load on the shared machine in that second
    hits both, and a ratio is taken per round (see `ratio_figure`). The order turns by one place
    each round (AB, BA, ...), so no function always runs right after another's writes or
    garbage. Before each timed call the garbage of the last one is collected, untimed: a
    collection falls inside the function that made the garbage, never in its neighbour's
    timing. `tidy`, if given, also runs untimed before each call (say, to remove the files
    the last call wrote). `warmup` rounds run first, untimed (caches, first-use imports and
    compiles).
    """
    clock = clock or CLOCK
    names = list(fns)
    times: dict[str, list[float]] = {k: [] for k in names}
    for r in range(warmup + n):
        turn = r % len(names)
        for k in names[turn:] + names[:turn]:
            if tidy is not None:
                tidy()
            gc.collect()
            t0 = clock()
            fns[k]()
            took = clock() - t0
            if r >= warmup:
                times[k].append(took)
    return times


def sliced_rounds(fns: dict[str, Callable[[int], object]], slices: int, n: int, warmup: int = 1,
                  clock: Clock | None = None) -> dict[str, list[float]]:
    """`rounds` at a finer grain: each function takes a slice number (a match, say), and a
    round runs every slice through each function in turn before the next slice, summing
    each function's seconds over the round.

    Where one side takes much longer than the other (an audit against a read), whole calls
    back to back are seconds apart and see different shares of a busy machine; slice by
    slice, both sides sample the load at the same moments all through the round. The order
    turns by one place each slice and each round; garbage is collected untimed before each
    round (per slice it would cost more than the slices).
    """
    clock = clock or CLOCK
    names = list(fns)
    times: dict[str, list[float]] = {k: [] for k in names}
    for r in range(warmup + n):
        gc.collect()
        spent = dict.fromkeys(names, 0.0)
        for i in range(slices):
            turn = (r + i) % len(names)
            for k in names[turn:] + names[:turn]:
                t0 = clock()
                fns[k](i)
                spent[k] += clock() - t0
        if r >= warmup:
            for k in names:
                times[k].append(spent[k])
    return times


Amount = float | list[float]
"""Work done in each round: the same every round, or one amount per round."""


def _per_round(amount: Amount, n: int) -> list[float]:
    return list(amount) if isinstance(amount, list) else [amount] * n


def rate(amount: Amount, seconds: list[float]) -> float:
    """The median round's rate: the work of each round over its seconds."""
    return median([a / t for a, t in zip(_per_round(amount, len(seconds)), seconds, strict=True)])


def ratio_figure(bench: str, figure: str, unit: str, amount: Amount, subject: list[float],
                 baseline_name: str, baseline: list[float], target: str = "",
                 checked: str = "ratio", base_amount: Amount | None = None) -> Figure:
    """A rate line from rounds of (subject, baseline): median rates, the median of the rounds'
    ratios (subject's rate over the baseline's in the same round), and the ratios themselves
    for the spread. `base_amount` is the baseline's work where it differs from the subject's."""
    sa = _per_round(amount, len(subject))
    ba = sa if base_amount is None else _per_round(base_amount, len(baseline))
    ratios = [(a / s) / (b_a / b) for a, s, b_a, b in zip(sa, subject, ba, baseline, strict=True)]
    return Figure(bench, figure, rate(sa, subject), unit, baseline_name,
                  rate(ba, baseline), median(ratios), target, checked, ratios=ratios).judge()


def time_figure(bench: str, figure: str, subject: list[float], baseline_name: str,
                baseline: list[float], target: str = "") -> Figure:
    """A latency line from rounds of (subject, baseline) seconds: median ms of each side, and
    the median of the rounds' ratios (subject's time over the baseline's; lower is faster)."""
    ratios = [s / b for s, b in zip(subject, baseline, strict=True)]
    return Figure(bench, figure, median(subject) * 1000, "ms", baseline_name,
                  median(baseline) * 1000, median(ratios), target, ratios=ratios).judge()


def say(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def _num(x: float | None, unit: str = "") -> str:
    if x is None:
        return ""
    if unit == "ms":
        return f"{x:.3f} ms" if x < 10 else f"{x:.1f} ms"
    if abs(x) >= 1000:
        s = f"{x:,.0f}"
    elif abs(x) >= 100:
        s = f"{x:.0f}"
    elif abs(x) >= 10:
        s = f"{x:.1f}"
    else:
        s = f"{x:.2f}"
    return f"{s} {unit}".strip()


def rows(figures: list[Figure]) -> list[list[str]]:
    out = []
    for f in figures:
        met = "" if f.met is None else ("yes" if f.met else "NO")
        base = f"{_num(f.baseline, f.unit)}" if f.baseline is not None else ""
        if f.baseline_name:
            base = f"{base} ({f.baseline_name})" if base else f.baseline_name
        target = f"{f.checked} {f.target}" if f.target else ""
        out.append([f.bench, f.figure, _num(f.value, f.unit), base,
                    "" if f.ratio is None else f"{f.ratio:.2f}", _spread(f), target, met])
    return out


def _spread(f: Figure) -> str:
    """The rounds' interquartile range and their number, as "0.74-0.81 (9)"."""
    q = f.spread
    return "" if q is None else f"{q[0]:.2f}-{q[1]:.2f} ({len(f.ratios)})"


HEADERS = ["bench", "figure", "matchlog", "baseline", "ratio", "IQR (rounds)", "target", "met?"]


def print_table(figures: list[Figure], title: str) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, show_lines=False)
    for h in HEADERS:
        table.add_column(h, justify="right" if h in ("matchlog", "ratio", "IQR (rounds)")
                         else "left")
    for r in rows(figures):
        table.add_row(*(Text(c) for c in r))  # no markup: figures may hold [brackets]
    Console(width=200).print(table)


def markdown(figures: list[Figure]) -> str:
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
    for r in rows(figures):
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in r) + " |")
    return "\n".join(lines)


def to_json(figures: list[Figure], meta: dict) -> str:
    """The figures with, for each ratio timed in rounds, its rounds' ratios and their spread."""
    out = []
    for f in figures:
        d = asdict(f)
        q = f.spread
        d["ratio_iqr"] = None if q is None else list(q)
        d["ratio_min_max"] = [min(f.ratios), max(f.ratios)] if f.ratios else None
        out.append(d)
    return json.dumps({"meta": meta, "figures": out}, indent=1)
