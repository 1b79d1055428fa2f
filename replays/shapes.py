"""The JSON shapes the commands print, one per concept, each published as a JSON Schema by
`matchlog schema --output NAME`: an event as told, a position as shown, an option, a finding,
an audit, a verdict, a view, a match summary, an outcome and an error. A game's events have their own schema (`schema GAME`)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.views import View
from replays.audit import AuditReport, Finding
from replays.explain import Verdict
from replays.legal import Option


class Outcome(msgspec.Struct):
    """How a match ended: the winner's name (None for a draw) and seat, the reason and the
    rule in the game's words, the scores, the event it ended at, and all that as one text."""

    winner: str | None
    seat: int | None
    reason: str
    rule: str
    scores: list[int]
    seq: int
    text: str


class MatchSummary(msgspec.Struct):
    """A match as `matches` lists it; `events` counts genesis (head + 1), as every command."""

    match: int
    game: str
    players: list[str]
    events: int
    head: int
    branches: int
    created: str
    status: str
    """"over" or "in progress"."""
    outcome: Outcome | None


class EventRow(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One event as `log` (each row), `decide` and `play` (each appended event) tell it: its
    seq, the event's JSON object (a seat's copy names no card hidden from it), its words and
    what it did in the game's words, the branch that holds it, and, omniscient, the digest of
    the state after it; as a seat, whether the event was redacted."""

    seq: int
    event: dict[str, Any]
    text: str
    consequences: list[str]
    branch: str
    digest: str | None = None
    redacted: bool | None = None


class Position(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """A position as `show --json` gives it: where (match, branch, seq), the seed's standing
    ("secret", "reproducible" or "unmarked"), whose luck the chance outcomes are ("dealer" or
    "table"), the outcome once over, the view, and, omniscient only, the digest and the
    game's explicit position (for `new --position`), or null with `position_unavailable`, the
    one-line reason the game cannot write this state as a position."""

    match: int
    branch: str
    seq: int
    seed: str
    luck: str
    outcome: Outcome | None
    view: View
    digest: str | None = None
    position: dict[str, Any] | None = None
    position_unavailable: str | None = None


class ErrorReport(msgspec.Struct):
    """The one line a command that failed prints on stderr under --json (exit 2, 3 for a bug)."""

    error: str
    code: int


SHAPES: dict[str, Any] = {
    "event": EventRow, "position": Position, "option": Option, "finding": Finding, "audit": AuditReport, "verdict": Verdict,
    "view": View, "match": MatchSummary, "outcome": Outcome, "error": ErrorReport,
}


def schema(name: str) -> dict:
    """The JSON Schema of one shape (raises LookupError naming the shapes for another name)."""
    if name not in SHAPES:
        raise LookupError(f"no JSON shape {name!r} (shapes: {', '.join(SHAPES)}; a game's "
                          "events: matchlog schema GAME)")
    return msgspec.json.schema(SHAPES[name])
