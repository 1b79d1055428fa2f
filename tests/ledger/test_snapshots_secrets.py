import pytest

from ledger import LedgerError, UnknownBranch, UnknownMatch
from tests.ledger.conftest import evs


def test_nearest_snapshot_picks_the_greatest_seq_at_or_before(led, match):
    assert led.nearest_snapshot(match, "main", 5, "v1") is None
    led.put_snapshot(match, "main", 2, "v1", b"state2", "d2")
    led.put_snapshot(match, "main", 4, "v1", b"state4", "d4")
    assert led.nearest_snapshot(match, "main", 1, "v1") is None
    assert led.nearest_snapshot(match, "main", 2, "v1") == (2, b"state2", "d2")
    assert led.nearest_snapshot(match, "main", 3, "v1") == (2, b"state2", "d2")
    assert led.nearest_snapshot(match, "main", 5, "v1") == (4, b"state4", "d4")


def test_snapshots_are_keyed_by_rules_version(led, match):
    led.put_snapshot(match, "main", 2, "v1", b"old", "d")
    led.put_snapshot(match, "main", 1, "v2", b"new", "d")
    assert led.nearest_snapshot(match, "main", 5, "v2") == (1, b"new", "d")
    assert led.nearest_snapshot(match, "main", 5, "v3") is None


def test_put_snapshot_replaces(led, match):
    led.put_snapshot(match, "main", 2, "v1", b"a", "d")
    led.put_snapshot(match, "main", 2, "v1", b"b", "e")
    assert led.nearest_snapshot(match, "main", 2, "v1") == (2, b"b", "e")


def test_a_branch_inherits_snapshots_up_to_its_fork_point(led, match):
    led.create_branch(match, "alt", at=3)
    led.append(match, "alt", 4, evs(40, 3))
    led.create_branch(match, "sub", parent="alt", at=5)
    led.put_snapshot(match, "main", 2, "v1", b"main2", "m2")
    led.put_snapshot(match, "main", 5, "v1", b"main5", "m5")   # after alt's fork: not alt's
    led.put_snapshot(match, "alt", 4, "v1", b"alt4", "a4")
    assert led.nearest_snapshot(match, "alt", 3, "v1") == (2, b"main2", "m2")
    assert led.nearest_snapshot(match, "alt", 6, "v1") == (4, b"alt4", "a4")
    assert led.nearest_snapshot(match, "sub", 5, "v1") == (4, b"alt4", "a4")
    assert led.nearest_snapshot(match, "main", 5, "v1") == (5, b"main5", "m5")
    assert led.nearest_snapshot(match, "main", 4, "v1") == (2, b"main2", "m2")  # not alt's 4


def test_a_snapshot_of_a_shared_event_is_shared(led, match):
    led.create_branch(match, "alt", at=3)
    led.put_snapshot(match, "alt", 1, "v1", b"s1", "d1")  # event 1 is main's
    assert led.nearest_snapshot(match, "main", 5, "v1") == (1, b"s1", "d1")
    row = led.db.execute("SELECT branch FROM snapshots").fetchall()
    assert row == [("main",)]


def test_put_snapshot_refuses_a_seq_off_the_branch(led, match):
    with pytest.raises(LedgerError, match="head is 5"):
        led.put_snapshot(match, "main", 6, "v1", b"s", "d")
    with pytest.raises(LedgerError):
        led.put_snapshot(match, "main", -1, "v1", b"s", "d")
    with pytest.raises(UnknownBranch):
        led.put_snapshot(match, "nope", 1, "v1", b"s", "d")
    with pytest.raises(LedgerError):
        led.put_snapshot(match, "main", 1, "v1", "not bytes", "d")


def test_secrets_round_trip_and_stay_out_of_the_chain(led, match):
    before = [e.hash for e in led.events(match)]
    assert led.get_secret(match, "c1") is None
    led.set_secret(match, "c1", b"\x00seed")
    led.set_secret(match, "c1", b"\x00seed")  # idempotent
    led.set_secret(match, "c2", b"other")
    assert led.get_secret(match, "c1") == b"\x00seed"
    assert led.get_secret(match, "c2") == b"other"
    with pytest.raises(LedgerError, match="different secret"):
        led.set_secret(match, "c1", b"changed")
    assert led.get_secret(match, "c1") == b"\x00seed"
    assert [e.hash for e in led.events(match)] == before
    other = led.create_match("demo", b"{}")
    assert led.get_secret(other, "c1") is None
    with pytest.raises(UnknownMatch):
        led.set_secret(99, "c", b"s")
    with pytest.raises(UnknownMatch):
        led.get_secret(99, "c")
