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

from engine.events import tag_of
from engine.fold import Fold
from engine.protocol import IllegalEvent, encode_event
from engine.views import View
from ledger.chain import chain_origin, event_hash
from replays.audit import AuditReport, Finding
from replays.faults import audit_guarded, engine_in
from replays.diff import ZoneChange, cards_text, zone_changes
from replays.history import MatchHistory
from replays.outcome import retold_text
from replays.transcript import Transcript, TranscriptError, check_attestations, export_lines
from replays.transcript_parse import parse_transcript, read_text

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
    """The first event whose replayed digest differs from the recorded one, or that the rules
    refuse now where the recorded verdict did not (None: none)."""
    divergent_event: str = ""
    changes: list[ZoneChange] = []
    finding: Finding | None = None
    """The first event the rules refuse now, as the audit finds it (None: none is refused)."""

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
        f = self.finding
        if f is not None and self.verdict != e.verdict:  # the rule in its words, the options
            lines.append(f"    event {f.seq}: {f.text or f.event}: {f.message} [{f.rule}]")
            if f.rule_text:
                lines.append(f"    rule {f.rule}: {f.rule_text}")
            if f.alternatives:
                lines.append("    legal instead: " + "; ".join(f"{o.n}: {o.text}"
                                                           for o in f.alternatives))
        if self.outcome != e.outcome:
            lines.append(f"  outcome: expected {e.outcome}; now {self.outcome}")
        if self.digest != e.digest:
            lines.append(f"  final digest: expected {e.digest[:16]}...; now {self.digest[:16]}...")
        for c in self.changes:
            # " | " as rerun writes it: "; " is between the cards themselves
            lines.append(f"  seat {c.seat} {c.zone}: expected {cards_text(c.left)} | "
                         f"now {cards_text(c.right)}")
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
    return _with_expect(lines, note, f"match {history.match_id}, branch {history.branch}",
                        history)


def _with_expect(lines: list[str], note: str, where: str,
                 history: MatchHistory | None = None) -> list[str]:
    """A transcript's lines with `expect` in the header: what replaying them gives now."""
    t = parse_transcript("\n".join(lines), "<bundle>")
    report = audit_guarded(t.game, t.genesis, t.events, None, where, history)
    fold = _fold(t)
    expected = Expected(verdict=verdict_of(report), events=len(t.entries), digest=report.final_digest,
                        outcome=report.result, rules_version=t.game.rules_version, note=note,
                        view=msgspec.to_builtins(t.game.view(fold.state, None)))
    header = msgspec.json.decode(lines[0])
    header["expect"] = msgspec.to_builtins(expected)
    if t.genesis_bytes is not None:  # the genesis byte for byte: its hash covers these bytes
        header["genesis"] = msgspec.Raw(t.genesis_bytes)
    return [msgspec.json.encode(header).decode(), *lines[1:]]


class Rerecorded(msgspec.Struct):
    """A bundle re-recorded under the engine installed now (`rerecord`)."""

    lines: list[str]
    expected: Expected
    """What the bundle now expects."""
    was: Expected
    """What it expected before."""
    changed: int
    """Events whose recorded state digest changed (the genesis counted as event 0)."""
    first_changed: int | None


def updated_path(path: Path) -> Path:
    """Where `check-bundle --update` writes a bundle re-recorded by default: beside it, its name
    with `.updated` before the bundle suffix (bug-20.matchlog.jsonl ->
    bug-20.updated.matchlog.jsonl; another name: its stem, then `.updated` and the suffix)."""
    stem = path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) else path.stem
    return path.with_name(f"{stem}.updated{SUFFIX}")


def rerecord(path: str | Path) -> Rerecorded:
    """A bundle's events folded again under the engine installed now (its genesis's rules
    version), each digest recorded anew and the hash chain recomputed over them, with a new
    `expect`; the note is kept. TranscriptError (the file and line) names the first event
    the engine now refuses: such a bundle cannot be re-recorded, only checked."""
    t, was = read_bundle(path)
    name = str(path)
    check_attestations(t, name)  # the file as written must be what was recorded
    text = Path(path).read_text(encoding="utf-8-sig")  # its lines as read_bundle numbered them
    every = text.splitlines()
    rows = [msgspec.json.decode(every[e.line - 1]) for e in t.entries]  # each as written
    genesis_bytes = t.genesis_bytes if t.genesis_bytes is not None else encode_event(t.genesis)
    digests, prev = _refold(t, name), chain_origin(t.chain, t.match or 0, genesis_bytes)
    old = [t.genesis_digest] + [e.digest for e in t.entries]
    header = msgspec.json.decode(text.lstrip().splitlines()[0])
    header.pop("expect")
    header["digest"] = digests[0]
    header["hash"] = prev = event_hash(prev, "main", 0, "genesis", genesis_bytes, digests[0])
    for i, (e, row) in enumerate(zip(t.entries, rows), start=1):
        row["digest"] = digests[i]
        row["hash"] = prev = event_hash(prev, e.branch, i, tag_of(e.event), encode_event(e.event),
                                        digests[i])
    header["genesis"] = msgspec.Raw(genesis_bytes)
    lines = [msgspec.json.encode(header).decode(), *(msgspec.json.encode(r).decode() for r in rows)]
    lines = _with_expect(lines, was.note, name)
    changed = [i for i, (a, b) in enumerate(zip(old, digests)) if a != b]
    expected = msgspec.convert(msgspec.json.decode(lines[0])["expect"], Expected)
    return Rerecorded(lines, expected, was, len(changed), changed[0] if changed else None)


def _refold(t: Transcript, name: str) -> list[str]:
    """The state digest after each event (genesis first), folded with every check on."""
    with engine_in(t.game, name, 0, "re-recording"):
        fold = Fold(t.game, t.genesis, check=True)
    digests = [t.game.digest(fold.state)]
    for i, e in enumerate(t.entries, start=1):
        try:
            with engine_in(t.game, name, i, "re-recording"):
                fold.apply(e.event)
        except IllegalEvent as err:
            raise TranscriptError(
                f"{name}:{e.line}: event {i} is refused by the engine installed now "
                f"({t.game.rules_version}): {err.message} [{err.rule}]; a bundle is re-recorded "
                "only when every event is still legal (check-bundle shows where it parts)"
            ) from None
        digests.append(t.game.digest(fold.state))
    return digests


def _fold(t: Transcript) -> Fold:
    """The fold of a transcript as the audit leaves it: an event the rules refuse is kept out
    (the position before it stays, the refused event keeps its number) and the fold goes on.
    Folded unchecked, a refused event would be applied anyway: a bundle whose event 8 reaps
    with the opponent's Angel card showed that card exhausted among the changes."""
    fold = Fold(t.game, t.genesis, check=True)
    for event in t.events:
        try:
            fold.apply_or_refuse(event)
        except Exception:  # an event the engine cannot apply at all: audit reports it
            break
    return fold


def read_bundle(path: str | Path) -> tuple[Transcript, Expected]:
    """A bundle file's transcript and what it expects (TranscriptError when it has no `expect`)."""
    path = Path(path)
    return parse_bundle(read_text(path), str(path))


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


def parting(findings: list[Finding], verdict: str, events: int) -> Finding | None:
    """The first event replayed now otherwise than recorded: its digest differs, or the rules
    refuse it where the recorded verdict did not (a refused event folds to no digest, so the
    digests part only at the event after it, which is where the lines were said to part)."""
    expected_refusal = _refusal(verdict)
    for f in findings:
        if f.seq > events:  # the end of the match (an unrevealed seed): no event of the file
            continue
        if f.rule == "ML-digest" or (f.seq, f.rule) != expected_refusal:
            return f
    return None


def _refusal(verdict: str) -> tuple[int, str] | None:
    """(event, rule) of a verdict "illegal at event N (RULE)", as `verdict_of` writes it."""
    head, sep, rule = verdict.partition(" (")
    number = head.removeprefix("illegal at event ")
    if not sep or not rule.endswith(")") or not number.isdigit():
        return None
    return int(number), rule[:-1]


def check_bundle(t: Transcript, expected: Expected, name: str) -> BundleResult:
    """Replay a bundle under the installed engine and compare with what it expects."""
    game = t.game
    # recorded in an earlier build's words ("seat 2 is ..."), the outcome is told in today's
    # ("Cy (seat 2) is ..."), as `matches` tells a noted one: only the words moved
    expected = msgspec.structs.replace(
        expected, outcome=retold_text(expected.outcome, game, t.genesis.players))
    report = audit_guarded(game, t.genesis, t.events, [e.digest for e in t.entries], name)
    parted = parting(report.findings, expected.verdict, len(t.entries))
    first = parted.seq if parted is not None else None
    illegal = [f for f in report.findings if f.rule != "ML-digest"]
    result = BundleResult(name, expected, verdict_of(report), report.final_digest, report.result,
                          game.rules_version, first, finding=illegal[0] if illegal else None)
    if parted is not None:
        result.divergent_event = msgspec.json.encode(parted.event).decode()
    if not result.ok and expected.view is not None:
        fold = _fold(t)
        before = msgspec.convert(expected.view, View)
        result.changes = zone_changes(before, game.view(fold.state, None))
    return result
