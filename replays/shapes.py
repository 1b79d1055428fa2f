"""The JSON shapes the commands print, one per concept, each published as a JSON Schema by
`matchlog schema --output NAME`: an option, a finding, an audit, a verdict, a view, a match
summary, an outcome and an error. A game's events have their own schema (`schema GAME`)."""

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


class ErrorReport(msgspec.Struct):
    """The one line a command that failed prints on stderr under --json (exit 2, 3 for a bug)."""

    error: str
    code: int


SHAPES: dict[str, Any] = {
    "option": Option, "finding": Finding, "audit": AuditReport, "verdict": Verdict,
    "view": View, "match": MatchSummary, "outcome": Outcome, "error": ErrorReport,
}


def schema(name: str) -> dict:
    """The JSON Schema of one shape (raises LookupError naming the shapes for another name)."""
    if name not in SHAPES:
        raise LookupError(f"no JSON shape {name!r} (shapes: {', '.join(SHAPES)}; a game's "
                          "events: matchlog schema GAME)")
    return msgspec.json.schema(SHAPES[name])
