"""The checks every game's `apply` makes before its own rules, against what `pending` waits
for: a chance outcome only when a chance waits and can give it, no decision while the dealer
must draw or after the end, and a decision only by the seat that decides now. Each refusal
cites the game's own rule id for it, so a game writes its rules' checks only."""

from __future__ import annotations

from engine.events import Dealt, Event
from engine.protocol import Chance, Decision, IllegalEvent, Over, Pending


def check_pending(pending: Pending, event: Event, *, chance: str, over: str, turn: str,
                  option: str = "") -> None:
    """Raise IllegalEvent unless `event` answers `pending` (the game's `pending(state)`):
    a `Dealt` that no waiting chance accepts cites `chance`; a decision after the end cites
    `over`, one while the dealer must draw `chance`, one by another seat than the deciding
    one `turn`; with `option`, a decision that is none of a closed decision's options cites
    it (a game that checks its options by its own rules leaves it empty)."""
    if isinstance(event, Dealt):
        if not isinstance(pending, Chance):
            raise IllegalEvent(chance, "no chance waits for the dealer: "
                               + ("the match is over" if isinstance(pending, Over)
                                  else f"seat {pending.seat} decides"))
        if not pending.accepts(event.outcome):
            raise IllegalEvent(chance, f"{event.outcome!r} is no outcome of {pending.why or pending.kind}")
        return
    if isinstance(pending, Over):
        raise IllegalEvent(over, f"the match is over: {pending.reason}")
    if isinstance(pending, Chance):
        raise IllegalEvent(chance, f"the dealer draws first: {pending.why or pending.kind}")
    seat = getattr(event, "seat", None)
    if seat != pending.seat:
        raise IllegalEvent(turn, f"seat {seat} does not decide now: seat {pending.seat} does", seat)
    if option and isinstance(pending, Decision) and not pending.open_ended and event not in pending:
        raise IllegalEvent(option, f"that is not one of seat {seat}'s options", seat)
