import pytest

from ledger import BranchInfo, Conflict, LedgerError, UnknownBranch
from tests.ledger.conftest import ev, evs


def payloads(led, match, branch, **kw):
    return [(e.seq, e.branch, e.payload) for e in led.events(match, branch, **kw)]


def test_a_new_branch_shares_the_parent_prefix_and_has_its_head_at_the_fork(led, match):
    info = led.create_branch(match, "alt", "main", 3)
    assert info == BranchInfo("alt", "main", 3, 3)
    assert led.head(match, "alt") == 3
    assert [(s, b) for s, b, _ in payloads(led, match, "alt")] == [(s, "main") for s in range(4)]


def test_three_levels_of_branches_follow_fork_pointers(led, match):
    # main 0..5; a forks main at 3; b forks a at 5; c forks b at 6.
    led.create_branch(match, "a", at=3)
    assert led.append(match, "a", 4, evs(40, 3)) == 6
    led.create_branch(match, "b", parent="a", at=5)
    assert led.append(match, "b", 6, evs(60, 2)) == 7
    led.create_branch(match, "c", parent="b", at=6)
    assert led.append(match, "c", 7, evs(70, 2)) == 8

    got = payloads(led, match, "c")
    assert [(s, b) for s, b, _ in got] == [
        (0, "main"), (1, "main"), (2, "main"), (3, "main"),
        (4, "a"), (5, "a"), (6, "b"), (7, "c"), (8, "c"),
    ]
    assert [p for *_, p in got][4:] == [ev(40)[1], ev(41)[1], ev(60)[1], ev(70)[1], ev(71)[1]]
    assert {b.name: b.head for b in led.branches(match)} == {"main": 5, "a": 6, "b": 7, "c": 8}
    assert [(b.name, b.parent, b.fork_seq) for b in led.branches(match)] == [
        ("main", None, None), ("a", "main", 3), ("b", "a", 5), ("c", "b", 6)]
    # Appending to a descendant never changes an ancestor, and vice versa.
    led.append(match, "main", 6, [ev(6)])
    assert [(s, b) for s, b, _ in payloads(led, match, "c")][:4] == [(s, "main") for s in range(4)]
    assert len(payloads(led, match, "c")) == 9
    assert payloads(led, match, "c", start=3, upto=6) == got[3:7]
    assert led.event(match, "c", 5) == led.event(match, "a", 5)
    assert led.event(match, "c", 2).branch == "main"
    assert led.verify(match) == []
    assert led.match(match).branches == 4


def test_fork_below_the_parents_own_fork_point(led, match):
    led.create_branch(match, "a", at=3)
    led.append(match, "a", 4, evs(40, 2))
    led.create_branch(match, "early", parent="a", at=2)  # only shares main's 0..2
    led.append(match, "early", 3, [ev(30)])
    assert [(s, b) for s, b, _ in payloads(led, match, "early")] == [
        (0, "main"), (1, "main"), (2, "main"), (3, "early")]
    assert led.verify() == []


def test_a_branch_without_own_events_and_its_first_append(led, match):
    led.create_branch(match, "alt", at=2)
    with pytest.raises(Conflict, match="head is 2"):
        led.append(match, "alt", 6, [ev(6)])
    assert led.append(match, "alt", 3, [ev(30)]) == 3
    own = led.event(match, "alt", 3)
    assert own.branch == "alt" and led.head(match) == 5
    assert led.verify() == []


def test_default_fork_point_is_the_parents_head(led, match):
    assert led.create_branch(match, "tip").fork_seq == 5


def test_branch_creation_errors(led, match):
    led.create_branch(match, "alt", at=1)
    with pytest.raises(LedgerError, match="already exists"):
        led.create_branch(match, "alt", at=2)
    with pytest.raises(LedgerError, match="already exists"):
        led.create_branch(match, "main", at=0)
    for bad in ["", "has space", "x" * 65, "a/b", "ünï", None]:
        with pytest.raises(LedgerError, match="bad branch name"):
            led.create_branch(match, bad, at=1)
    assert led.create_branch(match, "Ok.name_-1", at=1).name == "Ok.name_-1"
    with pytest.raises(LedgerError, match="between 0 and the head 5"):
        led.create_branch(match, "late", at=6)
    with pytest.raises(LedgerError):
        led.create_branch(match, "neg", at=-1)
    with pytest.raises(UnknownBranch):
        led.create_branch(match, "orphan", parent="nope", at=0)
    assert [b.name for b in led.branches(match)] == ["main", "alt", "Ok.name_-1"]


def test_branch_names_are_per_match(led, match):
    other = led.create_match("demo", b"{}")
    led.create_branch(match, "alt", at=1)
    led.create_branch(other, "alt", at=0)
    led.append(other, "alt", 1, [ev(1)])
    assert led.head(match, "alt") == 1 and led.head(other, "alt") == 1
    assert led.event(other, "alt", 1).payload == ev(1)[1]
    assert led.verify() == []
