"""The README's table of exit codes is what the commands do."""

import json
import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def _table() -> dict[int, str]:
    rows = re.findall(r"^\| (\d+) \| (.+) \|$", README.read_text(), flags=re.M)
    return {int(code): meaning for code, meaning in rows}


def test_the_table_lists_each_code_once():
    assert sorted(_table()) == [0, 1, 2, 3, 130, 141]


def test_each_code_is_what_the_table_says(run, monkeypatch, tmp_path):
    table = _table()
    m = json.loads(run("simulate", "ardent-reapers", "-n", 1, "--seed", 2, "--json").stdout)["matches"][0]
    assert "verdict is positive" in table[0] and run("verify", m).exit_code == 0
    assert "`--check` on a match that is over" in table[1]
    assert run("options", m, "--check", "0").exit_code == 1
    assert "bad input" in table[2] and run("show", m, "--at", 10_000).exit_code == 2
    assert "a bug in matchlog" in table[3]
    import replays.history

    def broken(*_a, **_k):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(replays.history.MatchHistory, "fold_to", broken)
    r = run("show", m)
    assert r.exit_code == 3 and "internal error (ZeroDivisionError)" in r.output
