"""Audit: fold with every check on and give a verdict per event.

On an illegal event the report names its seq, the seat, the rule and the legal alternatives
at that point; then, like a chess arbiter, it restores the last legal position and goes on,
so one mistake does not hide the ones after it.
"""

from __future__ import annotations

from typing import Any, Iterable

import msgspec

from engine.events import Event, Genesis
from engine.fold import Fold
from engine.protocol import Game, IllegalEvent, Over

from replays.outcome import outcome_text
from replays.legal import Option, describe_event, options, rule_text

__all__ = ["AuditReport", "Finding", "audit", "rule_text"]


class Finding(msgspec.Struct):
    """One illegal event: where, who, which rule, and what was legal instead."""

    seq: int
    seat: int | None
    rule: str
    message: str
    event: Any
    """The offending event as recorded."""
    text: str = ""
    """The offending event in the rules' words (empty when it names what does not exist)."""
    rule_text: str = ""
    alternatives: list[Option] = []
    """The legal options at that point, in the shape `options --json` gives them."""
    last_legal_seq: int = 0
    last_legal_digest: str = ""


class AuditReport(msgspec.Struct):
    """The verdict on a whole log: `ok` when every event is legal."""

    game: str
    events: int
    """Events audited, genesis included (the count every command gives: head + 1)."""
    findings: list[Finding]
    result: str = ""
    final_digest: str = ""

    @property
    def ok(self) -> bool:
        return not self.findings


def audit(game: Game, genesis: Genesis, events: Iterable[Event],
          digests: Iterable[str | None] | None = None) -> AuditReport:
    """Fold `events` (genesis excluded) with every check on; recorded digests are compared too."""
    fold = Fold(game, genesis, check=True)
    findings: list[Finding] = []
    digest_iter = iter(digests) if digests is not None else None
    # One canonical encoding per event serves both the digest and the rollback copy: the
    # last legal state is kept as bytes and decoded only when an event is refused.
    digest, kept = game.digest_and_bytes(fold.state)
    last_legal = (0, digest)
    seq = 0
    for seq, event in enumerate(events, start=1):
        recorded = next(digest_iter, None) if digest_iter is not None else None
        saved = (fold.seq, fold.draws, list(fold.commitments), len(fold.book))
        try:
            fold.apply(event)
        except IllegalEvent as err:
            backup = game.decode_state(kept)
            findings.append(_finding(game, backup, seq, event, err, last_legal))
            fold.state = backup  # restore the last legal position and go on
            fold.seq, fold.draws, fold.commitments = saved[0] + 1, saved[1], saved[2]
            del fold.book[saved[3]:]
            continue
        digest, kept = game.digest_and_bytes(fold.state)
        if recorded is not None and recorded != digest:
            findings.append(Finding(seq, None, "ML-digest", "the recorded state digest differs "
                                    "from the state this event folds to",
                                    msgspec.to_builtins(event), last_legal_seq=last_legal[0],
                                    last_legal_digest=last_legal[1]))
        last_legal = (seq, digest)
    p = game.pending(fold.state)
    result = outcome_text(p, genesis.players) if isinstance(p, Over) else "in progress"
    # the state now is the last legal one (a refused event was rolled back)
    return AuditReport(game.id, seq + 1, findings, result, last_legal[1])


def _finding(game: Game, state: Any, seq: int, event: Event, err: IllegalEvent,
             last_legal: tuple[int, str]) -> Finding:
    seat = err.seat if err.seat is not None else getattr(event, "seat", None)
    return Finding(seq=seq, seat=seat, rule=err.rule, message=err.message,
                   event=msgspec.to_builtins(event), text=describe_event(game, state, event),
                   rule_text=rule_text(game, err.rule), alternatives=options(game, state),
                   last_legal_seq=last_legal[0], last_legal_digest=last_legal[1])
