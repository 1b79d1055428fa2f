"""Bug bundles: a transcript that also says what replaying it must give, so it runs as a test.

A bundle is a transcript (see `replays.transcript`) whose header carries an `expect` object:
the verdict of an audit (legal, or the first illegal event and its rule), the digest and
outcome at its last event, the engine's rules version, the omniscient view at the last event
(so a failure can show how the boards differ) and the reporter's note. `check_bundle`
replays it under the engine installed now and says where the two part: the first event whose
state digest differs from the recorded one, both verdicts, and the zones that differ.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from engine.fold import Fold
from engine.views import View
from replays.audit import AuditReport
from replays.faults import audit_guarded
from replays.cards import not_utf8
from replays.diff import ZoneChange, zone_changes
from replays.history import MatchHistory
from replays.transcript import (TranscriptError, Transcript, export_lines, parse_transcript)

SUFFIX = ".matchlog.jsonl"
"""The file name ending that marks a bundle for the pytest plugin."""


class Expected(msgspec.Struct, forbid_unknown_fields=False):
    """What replaying a bundle must give, as recorded when it was made."""

    verdict: str
    """"legal", or "illegal at event N (RULE)" for the first illegal event."""
    events: int
    """Events after genesis that the bundle holds."""
    digest: str
    """The state digest after the last event."""
    outcome: str
    """"in progress", or how it ended ("<player> wins: <reason>", "a draw: <reason>")."""
    rules_version: str
    note: str = ""
    view: dict[str, Any] | None = None
    """The omniscient view after the last event (a `View` as JSON), for the diff on failure."""


class BundleResult(msgspec.Struct):
    """A bundle replayed now: `ok` when everything expected still holds."""

    name: str
    expected: Expected
    verdict: str
    digest: str
    outcome: str
    rules_version: str
    first_divergent: int | None
    """The first event whose replayed digest differs from the recorded one (None: none do)."""
    divergent_event: str = ""
    changes: list[ZoneChange] = []

    @property
    def ok(self) -> bool:
        e = self.expected
        return (self.first_divergent is None and self.verdict == e.verdict
                and self.digest == e.digest and self.outcome == e.outcome)

    def explain(self) -> str:
        """The failure in a few lines: where the lines part, both verdicts, the board diff."""
        e = self.expected
        lines = [f"{self.name}: the bundle no longer replays as recorded"]
        if e.note:
            lines.append(f"  note: {e.note}")
        if self.rules_version != e.rules_version:
            lines.append(f"  rules version: recorded {e.rules_version}, installed {self.rules_version}")
        if self.first_divergent is not None:
            lines.append(f"  first divergent event: {self.first_divergent} {self.divergent_event}")
        lines.append(f"  verdict: expected {e.verdict}; now {self.verdict}")
        if self.outcome != e.outcome:
            lines.append(f"  outcome: expected {e.outcome}; now {self.outcome}")
        if self.digest != e.digest:
            lines.append(f"  final digest: expected {e.digest[:16]}...; now {self.digest[:16]}...")
        for c in self.changes:
            lines.append(f"  seat {c.seat} {c.zone}: expected {', '.join(c.left) or '-'}; "
                         f"now {', '.join(c.right) or '-'}")
        return "\n".join(lines)


def verdict_of(report: AuditReport) -> str:
    """One line for an audit's verdict: "legal" or the first illegal event and its rule."""
    illegal = [f for f in report.findings if f.rule != "ML-digest"]
    if not illegal:
        return "legal"
    first = illegal[0]
    return f"illegal at event {first.seq} ({first.rule})"


def make_bundle(history: MatchHistory, at: int | None = None, note: str = "") -> list[str]:
    """The lines of a bundle of `history` up to event `at` (default: its head)."""
    at = history.head if at is None else history.resolve(at)
    lines = export_lines(history)[: at + 1]
    t = parse_transcript("\n".join(lines), "<bundle>")
    report = audit_guarded(t.game, t.genesis, t.events, None,
                           f"match {history.match_id}, branch {history.branch}", history)
    fold = _fold(t)
    expected = Expected(verdict=verdict_of(report), events=len(t.entries), digest=report.final_digest,
                        outcome=report.result, rules_version=t.game.rules_version, note=note,
                        view=msgspec.to_builtins(t.game.view(fold.state, None)))
    header = msgspec.json.decode(lines[0])
    header["expect"] = msgspec.to_builtins(expected)
    return [msgspec.json.encode(header).decode(), *lines[1:]]


def _fold(t: Transcript) -> Fold:
    """The unchecked fold of a transcript (an illegal event is kept out, as audit does)."""
    fold = Fold(t.game, t.genesis, check=False)
    for event in t.events:
        try:
            fold.apply(event)
        except Exception:  # an event the engine cannot apply at all: audit reports it
            break
    return fold


def read_bundle(path: str | Path) -> tuple[Transcript, Expected]:
    """A bundle file's transcript and what it expects (TranscriptError when it has no `expect`)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:  # as read_transcript says it
        raise TranscriptError(f"{path}: no such file") from None
    except OSError as exc:  # the reason without Python's "[Errno 21] ... 'path'" around it
        raise TranscriptError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise TranscriptError(f"{path}:{not_utf8(exc)}") from None
    return parse_bundle(text, str(path))


def parse_bundle(text: str, name: str) -> tuple[Transcript, Expected]:
    t = parse_transcript(text, name)
    header = msgspec.json.decode(text.lstrip().splitlines()[0])
    if "expect" not in header:
        raise TranscriptError(f"{name}:1: not a bundle: the header has no `expect` "
                              "(make one with `matchlog bundle`)")
    try:
        expected = msgspec.convert(header["expect"], Expected)
    except msgspec.ValidationError as exc:
        raise TranscriptError(f"{name}:1: bad `expect`: {exc}") from None
    if len(t.entries) != expected.events:
        # a file cut short (or added to) would otherwise read as an engine that changed
        raise TranscriptError(f"{name}: the bundle holds {len(t.entries)} events after the "
                              f"genesis, its header expects {expected.events}: the file was "
                              "cut short or added to; ask for it again")
    return t, expected


def check_bundle(t: Transcript, expected: Expected, name: str) -> BundleResult:
    """Replay a bundle under the installed engine and compare with what it expects."""
    game = t.game
    report = audit_guarded(game, t.genesis, t.events, [e.digest for e in t.entries], name)
    drift = [f for f in report.findings if f.rule == "ML-digest"]
    first = drift[0].seq if drift else None
    result = BundleResult(name, expected, verdict_of(report), report.final_digest, report.result,
                          game.rules_version, first)
    if first is not None:
        result.divergent_event = msgspec.json.encode(drift[0].event).decode()
    if not result.ok and expected.view is not None:
        fold = _fold(t)
        before = msgspec.convert(expected.view, View)
        result.changes = zone_changes(before, game.view(fold.state, None))
    return result
