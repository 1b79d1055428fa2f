"""bench.trees: the same fold in several trees, in turns, refused where the digests differ."""

import sys
from pathlib import Path

import pytest

from bench.trees import TreeError, differing, main, parse_tree, summarize

ROOT = Path(__file__).resolve().parents[2]


def test_ratios_are_taken_round_by_round_against_the_first_tree():
    # round 2 ran under load for both trees: its ratio is 0.6, not 12/10 against round 1's base
    s = summarize([[10.0, 20.0, 10.0], [5.0, 12.0, 7.0]])
    assert s[0]["ratio"] == 1.0 and s[0]["ratio_range"] == (1.0, 1.0)
    assert s[1]["ratio"] == pytest.approx(0.6)
    assert s[1]["ratio_range"] == pytest.approx((0.5, 0.7))
    assert s[1]["median"] == 7.0
    assert s[1]["iqr"] == pytest.approx((6.0, 9.5))


def test_trees_that_fold_differently_are_refused():
    same = {"fingerprint": "ab12", "events": 40}
    assert differing([same, dict(same)]) is None
    why = differing([same, {"fingerprint": "cd34", "events": 40}])
    assert "ab12" in why and "cd34" in why
    assert differing([same, {"fingerprint": "ab12", "events": 41}]) is not None


def test_a_tree_is_a_directory_or_an_interpreter_at_one(tmp_path):
    t = parse_tree(str(ROOT))
    assert (t.python, t.path) == (sys.executable, ROOT)
    t = parse_tree(f"/opt/py3.12/bin/python@{ROOT}")
    assert (t.python, t.path) == ("/opt/py3.12/bin/python", ROOT)
    with pytest.raises(TreeError, match="not a matchlog tree"):
        parse_tree(str(tmp_path))


def test_two_trees_fold_alike_and_are_timed_in_turns(capsys):
    assert main(["reaper", str(ROOT), f"{sys.executable}@{ROOT}", "-k", "1", "-n", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("reaper: 1 workload matches,") and "in every tree; 2 rounds" in out[0]
    assert out[1].startswith(f"{ROOT}: ") and "1.000 of the first (1.000-1.000)" in out[1]
    assert out[2].startswith(f"{sys.executable}@{ROOT}: ") and " of the first (" in out[2]
    assert str(ROOT / "engine" / "fold") in out[2]


def test_a_tree_that_cannot_fold_is_one_line_and_exit_1(capsys, tmp_path):
    assert main(["no-such-game", str(ROOT), "-k", "1", "-n", "1"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"bench.trees: {ROOT}: the fold did not start: ") and "no-such-game" in err
    assert main(["reaper", str(tmp_path)]) == 1
    assert capsys.readouterr().err == f"bench.trees: {tmp_path}: not a matchlog tree (no bench/workload.py and engine/fold.py)\n"
