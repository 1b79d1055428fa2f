"""Snapshots are a cache: used when they agree with the log, ignored when they do not."""

from replays import history as history_module
from replays.history import load_history
from replays.simulate import simulate

def _long_match(ledger):
    [m] = simulate(ledger, "ardent-reapers", 1, seed=8)
    load_history(ledger, m).fold_to_head()  # a fold through a writable ledger leaves snapshots
    return m


def test_recording_leaves_snapshots_that_later_folds_use(ledger, monkeypatch):
    m = _long_match(ledger)
    h = load_history(ledger, m)
    snap = ledger.nearest_snapshot(m, "main", h.head, h.game.rules_version)
    assert snap is not None and snap[0] >= history_module.SNAPSHOT_EVERY
    state, at = h._trusted_snapshot(h.head)
    assert at == snap[0] and h.game.digest(state) == h.stored[at].digest
    assert h.game.digest(h.fold_to(h.head).state) == h.stored[h.head].digest


def test_a_snapshot_that_disagrees_with_the_log_is_ignored(ledger):
    m = _long_match(ledger)
    h = load_history(ledger, m)
    seq, data, digest = ledger.nearest_snapshot(m, "main", h.head, h.game.rules_version)
    wrong = h.game.start(h.genesis)  # a state that is not the one at `seq`
    ledger.put_snapshot(m, "main", seq, h.game.rules_version, h.game.encode_state(wrong), digest)
    assert h._trusted_snapshot(h.head) == (None, 0)
    ledger.put_snapshot(m, "main", seq, h.game.rules_version, b"\x00garbage", digest)
    assert h._trusted_snapshot(h.head) == (None, 0)
    assert h.game.digest(h.fold_to(h.head).state) == h.stored[h.head].digest
