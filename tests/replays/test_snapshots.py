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


def _head_snapshot_is_trusted(ledger, m, branch="main"):
    h = load_history(ledger, m, branch)
    snap = ledger.nearest_snapshot(m, branch, h.head, h.game.rules_version)
    assert snap is not None and snap[0] == h.head
    state, at = h._trusted_snapshot(h.head)
    assert at == h.head and h.game.digest(state) == h.stored[h.head].digest


def test_simulate_import_new_and_decide_leave_a_trusted_snapshot_at_the_head(ledger, tmp_path):
    from engine.protocol import Decision
    from replays.record import create_match, decide
    from replays.transcript import export_lines
    from replays.transcript_parse import read_transcript
    from replays.importing import import_transcript

    [m] = simulate(ledger, "ardent-reapers", 1, seed=3)
    _head_snapshot_is_trusted(ledger, m)
    path = tmp_path / "m.jsonl"
    path.write_text("\n".join(export_lines(load_history(ledger, m))) + "\n")
    _head_snapshot_is_trusted(ledger, import_transcript(ledger, read_transcript(path)))
    game = load_history(ledger, m).game
    n = create_match(ledger, game.id, ["A", "B"], list(game.sample_decks().values())[:2], b"s" * 32)
    _head_snapshot_is_trusted(ledger, n)
    h = load_history(ledger, n)
    pending = game.pending(h.fold_to_head().state)
    assert isinstance(pending, Decision)
    decide(ledger, n, pending.options[0])
    _head_snapshot_is_trusted(ledger, n)


def test_a_read_only_fold_to_the_head_applies_no_event_after_simulate(ledger, monkeypatch):
    [m] = simulate(ledger, "ardent-reapers", 1, seed=4)
    h = load_history(ledger, m)
    applied = []
    monkeypatch.setattr(h, "event", lambda seq: applied.append(seq))
    fold = h.fold_to(h.head)
    assert applied == [] and fold.seq == h.head


def test_a_fold_from_a_snapshot_never_builds_the_starting_state(ledger, monkeypatch):
    """The snapshot replaces the start (a Reaper start checks both decks), so it is not built;
    a fold with no snapshot to use still starts from the genesis, to the same state."""
    m = _long_match(ledger)
    h = load_history(ledger, m)
    started = []
    start = h.game.start
    monkeypatch.setattr(h.game, "start", lambda genesis: started.append(genesis) or start(genesis))
    assert h.game.digest(h.fold_to(h.head).state) == h.stored[h.head].digest
    assert started == []
    assert h.game.digest(h.fold_to(3).state) == h.stored[3].digest
    assert started == [h.genesis]


def test_a_fold_from_a_snapshot_still_refuses_a_card_set_the_engine_does_not_ship(ledger):
    """The skipped start is where a game refused a genesis pinning other cards: the fold from
    a snapshot asks the same question, so `show` at the head and `audit` agree on such a match."""
    import msgspec
    import pytest
    from engine.protocol import InvalidSetup

    m = _long_match(ledger)
    h = load_history(ledger, m)
    assert h._trusted_snapshot(h.head)[0] is not None  # the head fold would use a snapshot
    ref = h.genesis.card_sets[0]
    h.genesis = msgspec.structs.replace(h.genesis, card_sets=[
        msgspec.structs.replace(ref, sha256="0" * 64)])
    for seq, snapshots in ((h.head, True), (h.head, False), (3, True)):
        with pytest.raises(InvalidSetup, match=f"card set {ref.id} differs from this engine's"):
            h.fold_to(seq, use_snapshots=snapshots)


def test_a_fold_from_a_snapshot_after_the_reveal_knows_the_seeds_are_revealed(ledger):
    """The head snapshot of a finished match sits at its reveal: a fold starting there must
    know the seeds are out, as a fold from genesis does, or a fork at the reveal deals a
    second reveal after it (which no log may hold: ML-after-reveal)."""
    from replays.branching import Luck, fork
    from replays.verify import verify_match

    [m] = simulate(ledger, "ardent-reapers", 1, seed=3)
    h = load_history(ledger, m)
    assert h.stored[h.head].kind == "reveal"
    _head_snapshot_is_trusted(ledger, m)
    from_snapshot = h.fold_to(h.head)
    from_genesis = h.fold_to(h.head, use_snapshots=False)
    assert from_snapshot.revealed == from_genesis.revealed is not None
    branch = fork(ledger, m, "at-the-reveal", h.head, luck=Luck.SAME)
    assert branch.head == h.head  # nothing left to deal, nothing to reveal again
    assert verify_match(ledger, m).problems == []
