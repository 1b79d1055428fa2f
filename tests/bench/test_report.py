"""bench.report's rounds and ratios: what a line of `python -m bench` is computed from.

A fake clock stands in for time, so these check the arithmetic and the order of the rounds,
never a timing.
"""

import json

import pytest

from bench.report import (Figure, iqr, markdown, ratio_figure, rounds, rows, sliced_rounds,
                          time_figure, to_json)


class FakeClock:
    """Each timed call takes the seconds the test lists for it, in call order."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _timed(clock: FakeClock, log: list[str], name: str, seconds: list[float]):
    it = iter(seconds)

    def fn():
        log.append(name)
        clock.now += next(it)

    return fn


def test_rounds_turn_the_order_each_round_and_leave_the_warmup_untimed():
    clock, log = FakeClock(), []
    fns = {"raw": _timed(clock, log, "raw", [9.0, 1.0, 2.0, 3.0]),
           "ledger": _timed(clock, log, "ledger", [9.0, 4.0, 5.0, 6.0])}
    tidied = []
    t = rounds(fns, 3, warmup=1, tidy=lambda: tidied.append(len(log)), clock=clock)
    # warm-up (raw, ledger), then the order turns: ledger first, then raw first, ...
    assert log == ["raw", "ledger", "ledger", "raw", "raw", "ledger", "ledger", "raw"]
    assert t == {"raw": [1.0, 2.0, 3.0], "ledger": [4.0, 5.0, 6.0]}
    assert tidied == list(range(8))  # before every call, the warm-up's included


def test_by_default_a_round_counts_the_threads_cpu_time_not_its_waits():
    # a process waiting for a CPU (or asleep) is not working: on a busy machine wall clock
    # counted the wait and the ratios moved with the load
    import time

    t = rounds({"sleeps": lambda: time.sleep(0.05)}, 2, warmup=0)
    assert all(s < 0.02 for s in t["sleeps"])


def test_three_functions_each_take_every_place_in_turn():
    clock, log = FakeClock(), []
    fns = {k: _timed(clock, log, k, [1.0] * 3) for k in "abc"}
    rounds(fns, 3, warmup=0, clock=clock)
    assert [log[i:i + 3] for i in (0, 3, 6)] == [list("abc"), list("bca"), list("cab")]


def test_sliced_rounds_take_turns_slice_by_slice_and_sum_each_side_over_the_round():
    clock, log = FakeClock(), []

    def timed(name: str, seconds_of_slice: dict[int, float]):
        def fn(i: int):
            log.append((name, i))
            clock.now += seconds_of_slice[i]
        return fn

    fns = {"read": timed("read", {0: 1.0, 1: 2.0, 2: 4.0}),
           "audit": timed("audit", {0: 10.0, 1: 20.0, 2: 40.0})}
    t = sliced_rounds(fns, 3, 2, warmup=1, clock=clock)
    assert t == {"read": [7.0, 7.0], "audit": [70.0, 70.0]}
    # the warm-up round, then two timed ones: the order turns each slice and each round
    assert log[:6] == [("read", 0), ("audit", 0), ("audit", 1), ("read", 1), ("read", 2),
                       ("audit", 2)]
    assert log[6:8] == [("audit", 0), ("read", 0)]
    assert len(log) == 3 * 3 * 2


def test_a_rate_line_is_the_median_of_the_rounds_ratios_not_the_ratio_of_best_times():
    # round 2's baseline was hit by load; the best of each side would pair round 1's subject
    # (1.0 s) with round 3's baseline (0.5 s): 0.5. Taken round by round: 0.8, 1.0, 0.6.
    subject, baseline = [1.0, 2.0, 1.25], [0.8, 2.0, 0.75]
    f = ratio_figure("append", "store", "events/s", 100, subject, "raw", baseline, ">= 0.75")
    assert f.ratios == pytest.approx([0.8, 1.0, 0.6])
    assert f.ratio == pytest.approx(0.8)
    assert f.value == pytest.approx(80.0)  # the median round's rate: 100, 50, 80
    assert f.baseline == pytest.approx(125.0)  # 125, 50, 133.3
    assert f.met is True
    assert f.spread == pytest.approx((0.7, 0.9))


def test_a_value_target_is_judged_on_the_median_rate():
    f = ratio_figure("replay", "fold", "events/s", 1000, [0.02, 0.01, 0.04], "read",
                     [0.01, 0.01, 0.01], ">= 60000", "value")
    assert f.value == pytest.approx(50_000) and f.met is False


def test_rounds_of_different_work_give_each_round_its_own_rate():
    # self-play deals different matches to each round: 10 decisions in 1 s, 30 in 2 s
    f = ratio_figure("self-play", "decisions/s", "decisions/s", [10, 30], [1.0, 2.0],
                     "fold", [0.5, 0.5])
    assert f.ratios == pytest.approx([0.5, 0.25])
    assert f.value == pytest.approx(12.5)  # median of 10 and 15


def test_a_latency_line_is_the_subjects_time_over_the_baselines_round_by_round():
    f = time_figure("cli", "show", [0.3, 0.2, 0.9], "floor", [0.2, 0.2, 0.3], "<= 2")
    assert f.ratios == pytest.approx([1.5, 1.0, 3.0])
    assert f.ratio == pytest.approx(1.5) and f.met is True
    assert f.value == pytest.approx(300.0) and f.unit == "ms"


def test_iqr_interpolates_between_the_sorted_samples():
    assert iqr([5, 1, 3, 2, 4]) == (2, 4)
    assert iqr([1, 2, 3, 4]) == pytest.approx((1.75, 3.25))
    assert Figure("x", "y", 1.0, "", ratios=[0.5]).spread is None  # one round has no spread


def test_the_table_json_and_markdown_carry_the_spread_beside_the_ratio():
    f = ratio_figure("append", "store", "events/s", 100, [1.0, 2.0, 1.25], "raw",
                     [0.8, 2.0, 0.75], ">= 0.75")
    plain = Figure("decide latency", "p50", 0.4, "ms", "raw", 0.02)
    table = rows([f, plain])
    assert table[0][4:6] == ["0.80", "0.70-0.90 (3)"]
    assert table[1][5] == ""
    assert "| 0.80 | 0.70-0.90 (3) |" in markdown([f])
    out = json.loads(to_json([f, plain], {}))["figures"]
    assert out[0]["ratios"] == pytest.approx([0.8, 1.0, 0.6])
    assert out[0]["ratio_iqr"] == pytest.approx([0.7, 0.9])
    assert out[0]["ratio_min_max"] == pytest.approx([0.6, 1.0])
    assert out[1]["ratio_iqr"] is None and out[1]["ratio_min_max"] is None
