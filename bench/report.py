"""Figures, timing helpers and the table: every figure stands beside its baseline."""

from __future__ import annotations

import json
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from typing import Callable


@dataclass
class Figure:
    """One line of the table.

    `value` and `baseline` are in `unit` (a rate such as events/s, or a latency in ms);
    `ratio` is matchlog against the baseline as described by `ratio_means`; `target` is
    text such as ">= 0.5" checked against `checked` ("ratio" or "value"), and `met` is
    None where there is no target.
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

    def judge(self) -> Figure:
        if self.target:
            op, num = self.target.split()
            x = self.ratio if self.checked == "ratio" else self.value
            limit = float(num)
            self.met = x is not None and (x >= limit if op == ">=" else x <= limit if op == "<="
                                          else x < limit if op == "<" else x > limit)
        return self


def best_of(fn: Callable[[], object], repeats: int) -> float:
    """The fastest of `repeats` timed calls, in seconds (the least disturbed by noise)."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def percentile(samples: list[float], p: float) -> float:
    """The p-th percentile (0..100) by the nearest-rank method."""
    s = sorted(samples)
    k = max(0, min(len(s) - 1, int(round(p / 100 * len(s) + 0.5)) - 1))
    return s[k]


def median(samples: list[float]) -> float:
    return statistics.median(samples)


def interleaved(fns: dict[str, Callable[[], object]], repeats: int) -> dict[str, float]:
    """Best time of each function, running them in turn so drift hits all of them alike."""
    best = {k: float("inf") for k in fns}
    for _ in range(repeats):
        for k, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            best[k] = min(best[k], time.perf_counter() - t0)
    return best


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
                    "" if f.ratio is None else f"{f.ratio:.2f}", target, met])
    return out


HEADERS = ["bench", "figure", "matchlog", "baseline", "ratio", "target", "met?"]


def print_table(figures: list[Figure], title: str) -> None:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, show_lines=False)
    for h in HEADERS:
        table.add_column(h, justify="right" if h in ("matchlog", "ratio") else "left")
    for r in rows(figures):
        table.add_row(*(Text(c) for c in r))  # no markup: figures may hold [brackets]
    Console(width=200).print(table)


def markdown(figures: list[Figure]) -> str:
    lines = ["| " + " | ".join(HEADERS) + " |", "|" + "---|" * len(HEADERS)]
    for r in rows(figures):
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in r) + " |")
    return "\n".join(lines)


def to_json(figures: list[Figure], meta: dict) -> str:
    return json.dumps({"meta": meta, "figures": [asdict(f) for f in figures]}, indent=1)
