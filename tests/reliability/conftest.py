"""The reliability suite: fast trial counts in CI, long soaks behind one flag.

`MATCHLOG_SOAK=1 python -m pytest -q tests/reliability` runs the soak. It is an environment
variable rather than a `--soak` option because pytest only honours `pytest_addoption` in
the rootdir's initial conftests, and this conftest is not one of them when pytest runs over
all of tests/ (pytest refuses the unknown option before it collects this folder).

Every test adds its figures (trials, detections, failures...) to `FIGURES`; they are printed
at the end of the run and, when `MATCHLOG_RELIABILITY_FIGURES=PATH` is set, written there as
JSON (docs/reliability.md quotes a soak's file).
"""

from __future__ import annotations

import json
import os

from tests.reliability.common import FIGURES, SOAK


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not FIGURES:
        return
    mode = "soak" if SOAK else "ci"
    terminalreporter.section(f"reliability figures ({mode})")
    for area in sorted(FIGURES):
        counts = ", ".join(f"{k}={v}" for k, v in sorted(FIGURES[area].items()))
        terminalreporter.write_line(f"{area}: {counts}")
    path = os.environ.get("MATCHLOG_RELIABILITY_FIGURES")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump({"mode": mode, "figures": FIGURES}, f, indent=2, sort_keys=True)
            f.write("\n")
