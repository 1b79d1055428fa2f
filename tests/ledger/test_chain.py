import hashlib

import pytest

from ledger.chain import GENESIS_PREV, event_hash, first_break


def test_event_hash_byte_layout():
    prev = "ab" * 32
    text = prev + "\nalt\n12\nfight\n" + '{"a":"\u00e9\\n"}' + "\nd12"
    assert event_hash(prev, "alt", 12, "fight", '{"a":"\u00e9\\n"}'.encode(), "d12") == \
        hashlib.sha256(text.encode("utf-8")).hexdigest()
    # No digest hashes as an empty last field; str and bytes payloads agree.
    assert event_hash(GENESIS_PREV, "main", 0, "genesis", b"{}", None) == \
        hashlib.sha256(("0" * 64 + "\nmain\n0\ngenesis\n{}\n").encode()).hexdigest()
    assert event_hash(GENESIS_PREV, "main", 0, "genesis", "{}", None) == \
        event_hash(GENESIS_PREV, "main", 0, "genesis", b"{}", None)


def test_every_field_changes_the_hash():
    base = ("p" * 64, "main", 3, "move", b'{"n":1}', "d")
    h = event_hash(*base)
    for i, other in enumerate(["q" * 64, "alt", 4, "mova", b'{"n":2}', "e"]):
        changed = list(base)
        changed[i] = other
        assert event_hash(*changed) != h
    assert event_hash(*base[:5], None) != h


def test_first_break_on_a_good_and_a_bad_chain():
    rows, prev = [], GENESIS_PREV
    for seq in range(4):
        h = event_hash(prev, "main", seq, "k", b"{}", None)
        rows.append((seq, "k", "{}", None, h))
        prev = h
    assert first_break("main", GENESIS_PREV, 0, None, rows) is None
    bad = rows[:2] + [(2, "k", "{ }", None, rows[2][4])] + rows[3:]
    assert first_break("main", GENESIS_PREV, 0, None, bad)[0] == 2
    assert first_break("main", GENESIS_PREV, 0, None, rows[:1] + rows[2:])[0] == 1


def test_chained_rows_hash_every_seq_as_event_hash_does_across_the_seq_cache(monkeypatch):
    # The chain pass looks seqs' text up in a cache that grows as passes need it, up to a
    # bound, and formats the ones past it: pass over the bound (made small here) from before
    # it, in and beyond, and every row must still be what event_hash chains.
    from ledger import rows as rows_module

    monkeypatch.setattr(rows_module, "_SEQ_CACHE", 40)
    monkeypatch.setattr(rows_module, "_SEQ_TEXTS", [])
    for first, n in [(0, 3), (1, 30), (35, 10), (39, 1), (40, 2), (9, 100), (5, 0)]:
        events = [("move", b'{"n":%d}' % i, f"d{i}" if i % 3 else None) for i in range(n)]
        got = rows_module.chained_rows(7, "alt", first, "ab" * 32, events)
        prev = "ab" * 32
        for i, row in enumerate(got):
            prev = event_hash(prev, "alt", first + i, *events[i])
            assert row == (7, first + i, "move", events[i][1].decode(), events[i][2], prev)
            assert type(row[1]) is int
        assert len(got) == n
    assert rows_module._SEQ_TEXTS == [str(i) for i in range(40)]


def test_a_kind_checked_once_is_still_refused_as_a_str_subclass_or_past_the_kinds_cache(monkeypatch):
    # Kinds found good are kept for later passes; the kept ones must not let a look-alike
    # through, and past the cache's bound each kind is checked every time.
    from ledger import rows as rows_module
    from ledger.errors import LedgerError

    class Kind(str):
        pass

    monkeypatch.setattr(rows_module, "_KINDS_OK", set())
    monkeypatch.setattr(rows_module, "_KINDS_CACHE", 2)
    good = [(k, b"{}", None) for k in ("a", "b", "c", "a")]
    assert [r[2] for r in rows_module.chained_rows(1, "main", 1, "0" * 64, good)] == ["a", "b", "c", "a"]
    assert rows_module._KINDS_OK == {"a", "b"}
    for bad, seq in [([good[0], (Kind("a"), b"{}", None)], 2), ([("c\nx", b"{}", None)], 1),
                     ([good[2], ("", b"{}", None)], 2), ([(b"a", b"{}", None)], 1)]:
        with pytest.raises(LedgerError, match=f"event {seq} "):
            rows_module.chained_rows(1, "main", 1, "0" * 64, bad)
    assert rows_module._KINDS_OK == {"a", "b"}


@pytest.mark.parametrize("bad", [
    ("move", "not bytes", None), ("move", b"\xff", None), ("", b"{}", None), ("a\nb", b"{}", None),
    ("move", b"{}", ""), ("move", b"{}", "d\n"), ("move", b"{}", 7), (b"move", b"{}", None),
    ("move", b"{}"), "move",
])
def test_one_event_alone_is_checked_and_refused_as_in_a_batch(bad):
    # A batch of one event (a decision appended alone) takes its own short path: the same
    # row as a batch would make, and the same refusal, naming the same seq.
    from ledger import rows as rows_module
    from ledger.errors import LedgerError

    good = ("move", b'{"n":1}', "d1")
    assert rows_module.chained_rows(3, "alt", 5, "ab" * 32, [good]) == \
        rows_module.chained_rows(3, "alt", 5, "ab" * 32, [good, good])[:1]
    with pytest.raises(LedgerError) as alone:
        rows_module.chained_rows(3, "main", 5, "ab" * 32, [bad])
    with pytest.raises(LedgerError) as batched:
        rows_module.chained_rows(3, "main", 4, "ab" * 32, [good, bad])
    assert str(alone.value) == str(batched.value)
    assert "event 5 " in str(alone.value) and "nothing was written" in str(alone.value)
