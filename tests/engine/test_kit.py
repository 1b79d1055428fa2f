"""The engine kit: the task loop, the ability registry and dice, on a tiny made-up game."""

from __future__ import annotations

import msgspec
import pytest

from engine.kit import AbilityRegistry, RegistryError, Task, TaskLoop, die, face
from engine.kit.dice import outcome_of
from engine.rules import Rule, RuleIndex


class Count(Task, tag="count"):
    n: int


class Ask(Task, tag="ask"):
    seat: int


class Box(msgspec.Struct):
    stack: list = []
    seen: list = []
    over: bool = False


def _count(state: Box, task: Count):
    state.seen.append(task.n)
    if task.n > 1:
        state.stack.append(Count(n=task.n - 1))
    return None


def _ask(state: Box, task: Ask):
    state.stack.append(task)  # it waits: back on the stack until the answer comes
    return ("decision", task.seat)


LOOP: TaskLoop[Box, tuple] = TaskLoop({Count: _count, Ask: _ask})


def test_the_loop_runs_tasks_until_one_waits_and_leaves_it_on_top():
    box = Box(stack=[Ask(seat=1), Count(n=3)])
    assert LOOP.run(box, box.stack) == ("decision", 1)
    assert box.seen == [3, 2, 1]
    assert box.stack == [Ask(seat=1)]


def test_the_loop_stops_on_an_empty_stack_or_when_the_match_is_over():
    box = Box(stack=[Count(n=2)])
    assert LOOP.run(box, box.stack) is None and box.seen == [2, 1]
    ending = TaskLoop({Count: _count}, done=lambda s: len(s.seen) >= 1)
    box = Box(stack=[Count(n=5)])
    assert ending.run(box, box.stack) is None and box.seen == [5]


def test_before_may_push_work_that_runs_next():
    def triggers(state: Box) -> None:
        if not state.seen:
            state.stack.append(Count(n=1))

    box = Box(stack=[Count(n=9)])
    TaskLoop({Count: _count}, before=triggers).run(box, box.stack)
    assert box.seen[:2] == [1, 9]


def test_a_waiting_task_type_is_returned_from_the_top_without_a_handler():
    box = Box(stack=[Ask(seat=1), Count(n=2)])
    loop = TaskLoop({Count: _count}, waits=(Ask,))
    assert loop.run(box, box.stack) == Ask(seat=1) and box.stack == [Ask(seat=1)]
    assert box.seen == [2, 1]
    loop.check((Count, Ask))


def test_before_runs_only_when_before_if_says_so():
    calls = []
    box = Box(stack=[Count(n=3)])
    TaskLoop({Count: _count}, before=lambda s: calls.append(len(s.seen)),
             before_if=lambda s: len(s.seen) == 1).run(box, box.stack)
    assert box.seen == [3, 2, 1] and calls == [1]


def test_a_task_without_a_handler_is_an_engine_bug_named_by_type():
    box = Box(stack=[Ask(seat=0)])
    with pytest.raises(TypeError, match="Ask"):
        TaskLoop({Count: _count}).run(box, box.stack)
    with pytest.raises(TypeError, match="Ask"):
        TaskLoop({Count: _count}).check((Count, Ask))


def test_run_plain_is_run_for_a_loop_without_a_before_hook():
    # with a done test and a waiting task type, as a dealer-luck fold calls it
    loop = TaskLoop({Count: _count}, waits=(Ask,), done=lambda s: s.over)
    box = Box(stack=[Ask(seat=1), Count(n=2)])
    assert loop.run_plain(box, box.stack) == Ask(seat=1) and box.stack == [Ask(seat=1)]
    assert box.seen == [2, 1]
    box = Box(stack=[Ask(seat=1), Count(n=2)], over=True)  # over: no task runs, none is taken
    assert loop.run_plain(box, box.stack) is None and box.seen == [] and len(box.stack) == 2
    # without a done test, until a handler waits
    box = Box(stack=[Ask(seat=0), Count(n=1)])
    assert LOOP.run_plain(box, box.stack) == ("decision", 0) and box.seen == [1]
    with pytest.raises(TypeError, match="Ask"):
        TaskLoop({Count: _count}).run_plain(Box(stack=[Ask(seat=0)]), [Ask(seat=0)])
    with pytest.raises(TypeError, match="before hook"):
        TaskLoop({Count: _count}, before=lambda s: None).run_plain(Box(), [])


class Ability(msgspec.Struct, frozen=True):
    summary: str
    rules: tuple[str, ...] = ()


INDEX = RuleIndex("toy.md", [Rule("TOY-1", "1", "one"), Rule("TOY-2", "2", "two")])


def test_a_registry_is_filled_once_from_tables_and_refuses_a_card_twice():
    reg: AbilityRegistry[Ability] = AbilityRegistry("toy")
    with pytest.raises(RegistryError, match="before it is filled"):
        reg.get("a")
    reg.fill({"a": Ability("draws", ("TOY-1",))}, {"b": Ability("scores")})
    assert "a" in reg and len(reg) == 2 and reg.cited("a") == ["TOY-1"] and reg.cited("z") == []
    with pytest.raises(RegistryError, match="already filled"):
        reg.fill({})
    with pytest.raises(RegistryError, match="'a' is registered twice"):
        AbilityRegistry("toy").fill({"a": Ability("x")}, {"a": Ability("y")})


def test_check_finds_a_missing_summary_and_an_unknown_rule():
    reg = AbilityRegistry("toy").fill({"a": Ability("", ("TOY-9",)), "b": Ability("ok", ("TOY-2",))})
    assert reg.check(INDEX) == ["a: no summary", "a: cites unknown rule TOY-9"]


def test_a_d20_is_a_chance_of_twenty_and_outcome_zero_shows_one():
    chance = die(20, "attack roll")
    assert (chance.kind, chance.size, chance.shuffle) == ("d20", 20, False)
    assert chance.accepts(19) and not chance.accepts(20)
    assert face(0) == 1 and face(19) == 20 and outcome_of(14) == 13
