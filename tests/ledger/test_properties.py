"""Random interleavings of appends and forks, through two connections, against a model."""

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ledger import Conflict, Ledger

ops = st.lists(
    st.one_of(
        st.tuples(st.just("append"), st.integers(0, 20), st.integers(1, 4), st.integers(0, 1),
                  st.booleans()),
        st.tuples(st.just("fork"), st.integers(0, 20), st.integers(0, 30), st.integers(0, 1),
                  st.just(False)),
    ),
    min_size=1,
    max_size=30,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ops)
def test_interleaved_appends_and_forks_keep_the_chain_intact(script):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "p.db"
        a, b = Ledger.open(path), Ledger.open(path)
        try:
            m = a.create_match("demo", b'{"type":"genesis"}')
            model = {"main": [b'{"type":"genesis"}']}  # branch -> payloads of its whole history
            order = ["main"]
            counter = 0
            for op, pick, n, which, stale in script:
                led = (a, b)[which]
                name = order[pick % len(order)]
                history = model[name]
                if op == "append":
                    batch = []
                    for _ in range(n):
                        counter += 1
                        batch.append(("move", b'{"n":%d}' % counter, f"d{counter}" if counter % 3 else None))
                    expected = len(history) - (1 if stale else 0)
                    if stale:
                        try:
                            led.append(m, name, expected, batch)
                        except Conflict:
                            continue
                        raise AssertionError("a stale expected_seq was accepted")
                    assert led.append(m, name, expected, batch) == expected + n - 1
                    history.extend(p for _, p, _ in batch)
                else:
                    at = n % len(history)
                    new = f"b{len(order)}"
                    info = led.create_branch(m, new, parent=name, at=at)
                    assert info.head == at
                    model[new] = history[: at + 1]
                    order.append(new)
            for led in (a, b):
                assert led.verify() == []
                for name, history in model.items():
                    assert [e.payload for e in led.events(m, name)] == history
                    assert [e.seq for e in led.events(m, name)] == list(range(len(history)))
                    assert led.head(m, name) == len(history) - 1
                assert {i.name: i.head for i in led.branches(m)} == {k: len(v) - 1 for k, v in model.items()}
        finally:
            a.close()
            b.close()
