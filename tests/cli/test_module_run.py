"""`python -m cli` runs the same command line as the installed `matchlog` (from a checkout)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_python_dash_m_cli_is_matchlog(tmp_path):
    done = subprocess.run([sys.executable, "-m", "cli", "--db", str(tmp_path / "m.db"), "games", "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert '"keyforge"' in done.stdout and done.stderr == ""
    bad = subprocess.run([sys.executable, "-m", "cli", "--db", str(tmp_path / "m.db"), "show", "99"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert bad.returncode != 0 and "Traceback" not in bad.stderr
