"""The JSON shapes the commands print, one per concept, each published as a JSON Schema by
`matchlog schema --output NAME`: an event as told, a position as shown, an option, a finding,
an audit, a verdict, a view, a match summary, an outcome and an error. A game's events have their own schema (`schema GAME`)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.schema import described
from engine.views import View
from replays.audit import AuditReport, Finding
from replays.explain import Verdict
from replays.legal import Option


class Outcome(msgspec.Struct):
    """How a match ended: the winner's name (None for a draw) and seat, the reason and the
    rule in the game's words, the scores, the event it ended at, and all that as one text."""

    winner: described(str | None, "the winner's name; null for a draw")
    seat: described(int | None, "the winner's seat; null for a draw")
    reason: described(str, "why the match ended, in the game's words")
    rule: described(str, "the id of the rule that ended it")
    scores: described(list[int], "each seat's score as the game counts it, in seat order")
    seq: described(int, "the number of the event the match ended at")
    text: described(str, "all of that as one line")


class MatchSummary(msgspec.Struct):
    """A match as `matches` lists it; `events` counts genesis (head + 1), as every command."""

    match: described(int, "the match's id in the ledger")
    game: described(str, "the game's id")
    players: described(list[str], "the players' names in seat order")
    events: described(int, "events on its main line, genesis included (head + 1)")
    head: described(int, "the number of its main line's last event")
    branches: described(int, "how many lines (branches) the match has, main included")
    created: described(str, "when it was recorded (UTC, ISO 8601)")
    status: described(str, "\"over\" or \"in progress\"")
    outcome: described(Outcome | None, "how it ended; null while in progress")


class EventRow(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """One event as `log` (each row), `decide` and `play` (each appended event) tell it: its
    seq, the event's JSON object (a seat's copy names no card hidden from it), its words and
    what it did in the game's words, the branch that holds it, and, omniscient, the digest of
    the state after it; as a seat, whether the event was redacted."""

    seq: described(int, "the event's number on its line (genesis is 0)")
    event: described(dict[str, Any], "the event's JSON object (a seat's copy names no card "
                     "hidden from it)")
    text: described(str, "the event in the rules' words")
    consequences: described(list[str], "what it did in the game, in the game's words")
    branch: described(str, "the line (branch) that holds it")
    digest: described(str | None, "omniscient only: the digest of the state after it") = None
    redacted: described(bool | None, "as a seat: whether the event was redacted for it") = None


class Position(msgspec.Struct, omit_defaults=True, forbid_unknown_fields=True):
    """A position as `show --json` gives it: where (match, branch, seq), the seed's standing
    ("secret", "reproducible" or "unmarked"), whose luck the chance outcomes are ("dealer" or
    "table"), the outcome once over, the view, and, omniscient only, the digest and the
    game's explicit position (for `new --position`), or null with `position_unavailable`, the
    one-line reason the game cannot write this state as a position."""

    match: described(int, "the match's id in the ledger")
    branch: described(str, "the line (branch) shown")
    seq: described(int, "the number of the event the position is after")
    seed: described(str, "the seed's standing: \"secret\", \"reproducible\" or \"unmarked\"")
    luck: described(str, "whose the chance outcomes are: \"dealer\" or \"table\"")
    outcome: described(Outcome | None, "how the match ended; null while in progress")
    view: described(View, "the position as this seat (or, omniscient, a reviewer) sees it")
    digest: described(str | None, "omniscient only: the state's digest") = None
    position: described(dict[str, Any] | None, "omniscient only: the game's explicit position "
                        "(for `new --position`), or null with `position_unavailable`") = None
    position_next: described(int | None, "with `position_unavailable`: the first later event "
                             "of the branch after which a position can be written (step to it: "
                             "`show MATCH --at N --json`); null when none can") = None
    position_unavailable: described(str | None, "the one-line reason the game cannot write "
                                    "this state as a position") = None


class ErrorReport(msgspec.Struct):
    """The one line a command that failed prints on stderr under --json (exit 2, 3 for a bug)."""

    error: described(str, "what went wrong and where, in one line")
    code: described(int, "the exit code: 2 for bad input or an illegal decision, 3 for a bug")


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
