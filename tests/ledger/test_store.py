import re

import pytest

from ledger import (Conflict, Ledger, LedgerError, MatchInfo, StoredEvent, UnknownBranch,
                    UnknownMatch)
from tests.ledger.conftest import ev, evs, raw


def test_create_match_writes_row_main_branch_and_genesis(led):
    m = led.create_match("demo", b'{"type":"genesis"}', "dg", {"b": 2, "a": 1})
    info = led.match(m)
    assert info.id == m and info.game == "demo" and info.meta == {"a": 1, "b": 2}
    assert info.head == 0 and info.branches == 1
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", info.created_at)
    (genesis,) = led.events(m)
    assert genesis.seq == 0 and genesis.kind == "genesis" and genesis.branch == "main"
    assert genesis.payload == b'{"type":"genesis"}' and genesis.digest == "dg"
    assert led.branches(m)[0].name == "main"


def test_match_ids_are_distinct_and_listed_in_order(led):
    ids = [led.create_match("demo", b"{}") for _ in range(3)]
    assert ids == sorted(set(ids))
    assert [i.id for i in led.matches()] == ids
    assert all(isinstance(i, MatchInfo) and i.meta == {} for i in led.matches())


def test_append_and_read_round_trip(led):
    m = led.create_match("demo", b"{}")
    batch = [("play", b'{"card":"troll","n":1}', "d1"), ("fight", b'{"a":[1,2]}', None),
             ("pass", "{\"text\":\"caf\u00e9 \u2660\"}".encode(), "d3")]
    assert led.append(m, "main", 1, batch) == 3
    assert led.head(m) == 3
    got = list(led.events(m))
    assert [e.seq for e in got] == [0, 1, 2, 3]
    assert [(e.kind, e.payload, e.digest) for e in got[1:]] == batch
    assert all(isinstance(e, StoredEvent) and e.branch == "main" for e in got)
    assert len({e.hash for e in got}) == 4
    assert led.event(m, "main", 2) == got[2]


def test_payload_is_stored_as_readable_json_text(led, path):
    m = led.create_match("demo", b"{}")
    led.append(m, "main", 1, [("play", b'{"card":"troll"}', None)])
    conn = raw(path)
    row = conn.execute("SELECT typeof(payload), json_extract(payload, '$.card') FROM events"
                       " WHERE match_id = ? AND seq = 1", (m,)).fetchone()
    assert row == ("text", "troll")


def test_successive_appends_extend_the_head(led, match):
    assert led.append(match, "main", 6, [ev(6)]) == 6
    assert led.append(match, "main", 7, evs(7, 3)) == 9
    assert [e.seq for e in led.events(match)] == list(range(10))


def test_events_upto_and_start_are_inclusive_bounds(led, match):
    assert [e.seq for e in led.events(match, upto=2)] == [0, 1, 2]
    assert [e.seq for e in led.events(match, start=3)] == [3, 4, 5]
    assert [e.seq for e in led.events(match, start=2, upto=3)] == [2, 3]
    assert list(led.events(match, start=4, upto=3)) == []
    assert [e.seq for e in led.events(match, upto=99)] == list(range(6))


def test_events_is_lazy_and_survives_an_append_midway(led, match):
    it = led.events(match)
    assert next(it).seq == 0
    led.append(match, "main", 6, [ev(6)])
    assert [e.seq for e in it] == [1, 2, 3, 4, 5, 6]


def test_empty_append_is_a_noop_returning_head(led, match):
    assert led.append(match, "main", 99, []) == 5
    assert led.head(match) == 5


def test_conflict_when_head_moved_writes_nothing(led, match):
    with pytest.raises(Conflict) as info:
        led.append(match, "main", 4, evs(100, 3))
    msg = str(info.value)
    assert f"match {match}" in msg and "'main'" in msg and "expected seq 4" in msg and "head is 5" in msg
    assert (info.value.expected, info.value.head) == (4, 5)
    with pytest.raises(Conflict):
        led.append(match, "main", 7, [ev(7)])  # a gap is a conflict too
    assert led.head(match) == 5
    assert [e.payload for e in led.events(match)] == [e.payload for e in led.events(match, upto=5)]
    assert len(list(led.events(match))) == 6


def test_conflict_between_two_connections(path, led, match):
    with Ledger.open(path) as other:
        assert other.append(match, "main", 6, [ev(6)]) == 6
        # `led` last saw head 5; its stale expectation must be refused, not forked.
        with pytest.raises(Conflict) as info:
            led.append(match, "main", 6, [ev(60)])
        assert info.value.head == 6
        assert led.append(match, "main", 7, [ev(7)]) == 7
        assert other.append(match, "main", 8, [ev(8)]) == 8
    assert [e.payload for e in led.events(match)][6:] == [ev(6)[1], ev(7)[1], ev(8)[1]]
    assert led.verify() == []


@pytest.mark.parametrize("bad", [
    (5, b"{}", None),                       # kind not a str
    ("", b"{}", None),                      # empty kind
    ("two\nlines", b"{}", None),            # a newline would make the hash layout ambiguous
    ("move", "{}", None),                   # payload not bytes
    ("move", b"\xff\xfe", None),            # payload not UTF-8
    ("move", b"{}", ""),                    # empty digest reads the same as no digest
    ("move", b"{}", 7),                     # digest not a str
    ("move", b"{}", "a\nb"),
    ("move", b"{}"),                        # not a triple
    "move",
    # the batch's earlier events have kind "move": a kind equal to it is still checked
    (type("Kind", (str,), {})("move"), b"{}", None),   # a str subclass, not a str
    (["move"], b"{}", None),                # unhashable
    ("move", bytearray(b"\xff"), None),     # a bytearray that is not UTF-8
])
def test_a_bad_event_midway_leaves_nothing(led, match, bad):
    batch = evs(6, 3) + [bad] + evs(9, 2)
    with pytest.raises(LedgerError) as info:
        led.append(match, "main", 6, batch)
    assert "event 9" in str(info.value) and "nothing was written" in str(info.value)
    assert led.head(match) == 5
    assert led.append(match, "main", 6, evs(6, 2)) == 7


def test_a_sql_failure_midway_rolls_the_whole_batch_back(led, path, match):
    # Another writer's trigger makes the database itself refuse the 3rd event of the batch,
    # after the first two were inserted in the same transaction.
    conn = raw(path)
    conn.execute("CREATE TRIGGER boom BEFORE INSERT ON events WHEN NEW.seq = 8"
                 " BEGIN SELECT RAISE(ABORT, 'boom'); END")
    with pytest.raises(LedgerError, match="boom"):
        led.append(match, "main", 6, evs(6, 4))
    assert led.head(match) == 5
    assert conn.execute("SELECT COUNT(*) FROM events WHERE match_id = ?", (match,)).fetchone() == (6,)
    conn.execute("DROP TRIGGER boom")
    conn.close()
    assert led.append(match, "main", 6, evs(6, 4)) == 9
    assert led.verify() == []


def test_unknown_match_and_branch(led, match):
    with pytest.raises(UnknownMatch, match=r"no match 77 in .*match\.db"):
        led.match(77)
    with pytest.raises(UnknownMatch):
        led.append(77, "main", 1, [ev(1)])
    with pytest.raises(UnknownMatch):
        led.events(77)
    with pytest.raises(UnknownBranch, match=f"no branch 'nope' in match {match}"):
        led.events(match, "nope")
    with pytest.raises(UnknownBranch):
        led.append(match, "nope", 1, [ev(1)])
    with pytest.raises(UnknownBranch):
        led.head(match, "nope")
    with pytest.raises(UnknownMatch):
        led.branches(77)


def test_event_out_of_range(led, match):
    with pytest.raises(LedgerError, match=r"no event 6 on branch 'main' .*head is 5"):
        led.event(match, "main", 6)
    with pytest.raises(LedgerError):
        led.event(match, "main", -1)


def test_create_match_validates_its_inputs(led):
    with pytest.raises(LedgerError):
        led.create_match("", b"{}")
    with pytest.raises(LedgerError):
        led.create_match("demo", "{}")
    with pytest.raises(LedgerError):
        led.create_match("demo", b"{}", meta={"x": object()})
    with pytest.raises(LedgerError):
        led.create_match("demo", b"{}", meta=[1, 2])
    assert led.matches() == []


def test_create_matches_stores_whole_matches_in_one_transaction_all_or_nothing(led):
    from ledger import NewMatch
    batch = [NewMatch("demo", b'{"type":"genesis","n":%d}' % i, f"g{i}", {"i": i}, evs(1, 3),
                      [("c%d" % i, b"s" * 32)]) for i in range(3)]
    ids = led.create_matches(batch)
    assert len(ids) == 3 and ids == sorted(ids)
    for i, m in enumerate(ids):
        got = list(led.events(m))
        assert [(e.kind, e.payload, e.digest) for e in got[1:]] == evs(1, 3)
        assert got[0].payload == batch[i].genesis and led.match(m).meta == {"i": i}
    assert led.verify() == []
    # One bad event in the last match: nothing of the batch is written.
    bad = [NewMatch("demo", b"{}", events=evs(1, 2)), NewMatch("demo", b"{}", events=[("x", None, None)])]
    with pytest.raises(LedgerError, match="nothing was written"):
        led.create_matches(bad)
    assert [i.id for i in led.matches()] == ids
