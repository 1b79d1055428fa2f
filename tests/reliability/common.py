"""What the reliability tests share: the soak switch, trial counts and the figures."""

from __future__ import annotations

import os
from collections import defaultdict

SOAK = os.environ.get("MATCHLOG_SOAK", "").strip() not in ("", "0")
"""True when the long soak is asked for (MATCHLOG_SOAK=1)."""

FIGURES: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
"""Counters per area, e.g. FIGURES["crash"]["kills"]; printed at the end of the run."""


def trials(ci: int, soak: int) -> int:
    """The number of trials of one test: `ci` in CI, `soak` under MATCHLOG_SOAK=1."""
    return soak if SOAK else ci
