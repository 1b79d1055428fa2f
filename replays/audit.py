"""Audit: fold with every check on and give a verdict per event.

On an illegal event the report names its seq, the seat, the rule and the legal alternatives
at that point; then, like a chess arbiter, it restores the last legal position and goes on,
so one mistake does not hide the ones after it.

Luck is audited too. When the log reveals the dealer's seeds, every chance outcome is checked
against them as it is folded, so a forged draw is a finding at the draw itself (its seat and
what it was for), not at the reveal. A log that ends the match without a reveal is a finding
(its draws could have been chosen by the recorder); a log still in progress says how many of
its draws are not yet checkable.
"""

from __future__ import annotations

from itertools import count
from typing import Any, Iterable

import msgspec

from engine.schema import described

from engine.dealer import first_words
from engine.events import Dealt, Event, Genesis, Reseed, SeedReveal
from engine.fold import FRAMEWORK_EVENTS, Fold, revealed_seeds
from engine.protocol import STORED, Game, IllegalEvent, Over

from replays.legal import Option, describe_event, options, rule_text
from replays.outcome import outcome_text

__all__ = ["AuditReport", "Finding", "audit", "rule_text"]


class Finding(msgspec.Struct):
    """One illegal event: where, who, which rule, and what was legal instead."""

    seq: described(int, "the event's number in the log (genesis is 0)")
    seat: described(int | None, "the seat whose event it is; null for a chance outcome or "
                    "matchlog's own events")
    rule: described(str, "the id of the rule the event breaks (`matchlog rules GAME`; ML-... "
                    "for matchlog's own rules)")
    message: described(str, "why the event is refused, in one line")
    event: described(Any, "the offending event as recorded")
    text: described(str, "the offending event in the rules' words (empty when it names what "
                    "does not exist)") = ""
    rule_text: described(str, "the rule's section and summary") = ""
    alternatives: described(list[Option], "the legal options at that point, in the shape "
                            "`options --json` gives them") = []
    last_legal_seq: described(int, "the number of the last event before it that was legal") = 0
    last_legal_digest: described(str, "the state digest after that last legal event") = ""
    line: described(int | None, "the event's line in the transcript file (`audit "
                    "--transcript`); null for a stored match") = None


class AuditReport(msgspec.Struct):
    """The verdict on a whole log: `ok` when every event is legal."""

    game: described(str, "the game's id")
    events: described(int, "events audited, genesis included (the count every command gives: "
                      "head + 1)")
    findings: described(list[Finding], "one per illegal event, in log order; empty when every "
                        "event is legal")
    result: described(str, "how the match ended, in words, or \"in progress\"") = ""
    final_digest: described(str, "the digest of the last legal state") = ""
    draws: described(int, "chance outcomes in the log") = 0
    unchecked: described(int, "chance outcomes no revealed seed checks (the seed is not "
                         "revealed yet, or withheld)") = 0
    luck: described(str, "the verdict on the luck, in words") = ""

    @property
    def ok(self) -> bool:
        return not self.findings


def audit(game: Game, genesis: Genesis, events: Iterable[Event],
          digests: Iterable[str | None] | None = None) -> AuditReport:
    """Fold `events` (genesis excluded) with every check on; recorded digests are compared too."""
    events = list(events)
    # every check but the events' field types, which their decoder checked: an audit's events
    # are read from the ledger or a transcript (STORED)
    known, firsts = _revealed(genesis, events)
    fold = Fold(game, genesis, check=STORED, known=known, firsts=firsts)
    findings: list[Finding] = []
    recorded_digests = list(digests) if digests is not None else []
    recorded_digests += [None] * (len(events) - len(recorded_digests))
    apply, deal, game_apply, digest_into = fold.apply, fold.deal, game.apply, game.digest_into
    framework = FRAMEWORK_EVENTS
    # One canonical encoding per event serves both the digest and the rollback copy: the
    # last legal state is kept as bytes and decoded only when an event is refused. Two
    # buffers take turns: each event's state is encoded into the one not holding the last
    # legal bytes, and becomes the kept one once its event is legal.
    kept, spare = bytearray(), bytearray()
    state = fold.state
    legal_seq, legal_digest = 0, digest_into(state, kept)
    seq = 0
    for seq, event, recorded in zip(count(1), events, recorded_digests):
        try:
            kind = type(event)
            if kind not in framework and fold.revealed is None:
                # a game's own event, checked and folded as Fold.apply does it, with the state
                # kept in a local: the audit's loop runs once per event of every match
                state = game_apply(state, event, STORED)
            elif kind is Dealt and fold.revealed is None:
                # a draw (a third of Sceptre's events): Fold.apply's own step for it, given
                # the state and the event's number rather than the fold's fields set and read
                state = deal(state, event, seq)
            else:  # the dealer's book is the fold's: it gets the fold as it stands
                fold.state, fold.seq = state, seq - 1
                apply(event)
                state = fold.state
        except IllegalEvent as err:
            backup = game.decode_state(kept)
            findings.append(_finding(game, backup, seq, event, err, (legal_seq, legal_digest)))
            state = backup  # restore the last legal position and go on
            # A refused event leaves the fold's draws and commitments as they were
            # (Fold.apply changes them last); only a dealt outcome's draw may have been
            # booked before the game refused it. The refused event keeps its number.
            while fold.book and fold.book[-1].seq == seq:
                fold.book.pop()
            continue
        digest = digest_into(state, spare)
        kept, spare = spare, kept
        if recorded is not None and recorded != digest:
            # the event itself is legal: told in words against the position before it (the
            # bytes `spare` keeps now), with the rule it breaks, matchlog's own
            findings.append(Finding(seq, getattr(event, "seat", None), "ML-digest",
                                    "the recorded state digest differs from the state this "
                                    "event folds to", msgspec.to_builtins(event),
                                    text=describe_event(game, game.decode_state(spare), event),
                                    rule_text=rule_text(game, "ML-digest"),
                                    last_legal_seq=legal_seq, last_legal_digest=legal_digest))
        legal_seq, legal_digest = seq, digest
    fold.state, fold.seq = state, seq
    p = game.chance_or_over(state)
    result = outcome_text(p, genesis.players) if isinstance(p, Over) else "in progress"
    if isinstance(p, Over) and fold.revealed is None and not genesis.table_luck:
        findings.append(Finding(seq + 1, None, "ML-reveal", f"the match is over after event {seq} "
                                "but the dealer's seeds are not revealed, so its chance outcomes "
                                "cannot be checked", None, rule_text=rule_text(game, "ML-reveal"),
                                last_legal_seq=legal_seq, last_legal_digest=legal_digest))
    draws = len(fold.book)
    unchecked = 0 if genesis.table_luck else sum(
        1 for r in fold.book if fold.commitments[r.commitment] not in fold.known)
    # the state now is the last legal one (a refused event was rolled back)
    luck = (_table_words(draws) if genesis.table_luck
            else _luck_words(draws, unchecked, fold.revealed is not None))
    return AuditReport(game.id, seq + 1, findings, result, legal_digest, draws, unchecked, luck)


def _revealed(genesis: Genesis, events: list[Event]) -> tuple[dict[str, bytes],
                                                               dict[str, list[int]]]:
    """The seeds a log's reveal gives, by commitment (only those matching their commitment),
    and their draws' first words derived ahead (`Fold.firsts`), as many as the log has chance
    outcomes after each commitment: one batch, where the fold would derive each between the
    game's code at about one and a half times the cost."""
    commitments = [genesis.dealer]
    dealt = [0]
    # by exact type, as events decode: isinstance against a msgspec Struct class that does
    # not match goes through the metaclass's __instancecheck__ (several times `type(e) is`),
    # and this scan tests every event of the log
    for event in events:
        kind = type(event)
        if kind is Dealt:
            dealt[-1] += 1
        elif kind is Reseed:
            commitments.append(event.dealer)
            dealt.append(0)
        elif kind is SeedReveal:
            known = revealed_seeds(commitments, list(event.seeds))
            return known, {commit: first_words(known[commit], n)
                           for commit, n in zip(commitments, dealt) if commit in known}
    return {}, {}


def _table_words(draws: int) -> str:
    return (f"table luck: {draws} chance outcome(s) entered by the recorder as the table showed "
            "them, each legal; no dealer seed, so none can be re-derived")


def _luck_words(draws: int, unchecked: int, revealed: bool) -> str:
    if not draws:
        return "no chance outcomes"
    if not unchecked:
        return f"all {draws} chance outcomes checked against the revealed seeds"
    why = ("their seed is withheld while a line in progress draws from it" if revealed
           else "the seeds are revealed only when the match is over")
    return f"{unchecked} of {draws} chance outcomes not yet checkable: {why}"


def _finding(game: Game, state: Any, seq: int, event: Event, err: IllegalEvent,
             last_legal: tuple[int, str]) -> Finding:
    seat = err.seat if err.seat is not None else getattr(event, "seat", None)
    return Finding(seq=seq, seat=seat, rule=err.rule, message=err.message,
                   event=msgspec.to_builtins(event), text=describe_event(game, state, event),
                   rule_text=rule_text(game, err.rule), alternatives=options(game, state),
                   last_legal_seq=last_legal[0], last_legal_digest=last_legal[1])
