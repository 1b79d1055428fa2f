"""Importing a transcript: check what it attests, audit it, then store it as a new match."""

from __future__ import annotations

from engine.events import tag_of
from engine.fold import Fold
from engine.protocol import encode_event
from ledger import Ledger

from replays.audit import AuditReport
from replays.faults import audit_guarded
from replays.history import snapshot_head
from replays.outcome import note_outcome
from replays.transcript import Transcript, TranscriptError, check_attestations


class IllegalTranscript(Exception):
    """Raised when a transcript's events break the rules: carries the audit report."""

    def __init__(self, report: AuditReport):
        f = report.findings[0]
        super().__init__(f"event {f.seq}: {f.message} [{f.rule}]")
        self.report = report


def import_transcript(ledger: Ledger, t: Transcript, name: str = "<transcript>") -> int:
    """Store a legal transcript as a new match (all or nothing) and return its id."""
    check_attestations(t, name)
    report = audit_guarded(t.game, t.genesis, t.events, [e.digest for e in t.entries], name)
    if not report.ok:
        raise IllegalTranscript(report)
    game = t.game
    fold = Fold(game, t.genesis, check=False)
    genesis_digest = game.digest(fold.state)
    if t.genesis_digest is not None and t.genesis_digest != genesis_digest:
        raise TranscriptError(f"{name}: the genesis digest differs from the start it describes")
    rows = []
    for e in t.entries:
        fold.apply(e.event)  # the fold, not the game: reveals and fresh luck are not game events
        rows.append((tag_of(e.event), encode_event(e.event), game.digest(fold.state)))
    match_id = ledger.create_match(game.id, encode_event(t.genesis), genesis_digest,
                                   meta={"players": list(t.genesis.players), "imported": name},
                                   events=rows)
    if rows:
        snapshot_head(ledger, match_id, "main", len(rows), game, fold.state, rows[-1][2])
    note_outcome(ledger, match_id, "main", game, fold.state, len(rows), t.genesis.players)
    return match_id
