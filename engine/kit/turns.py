"""The checks every game's `apply` makes before its own rules, against what `pending` waits
for: a chance outcome only when a chance waits and can give it, no decision while the dealer
must draw or after the end, and a decision only by the seat that decides now. Each refusal
cites the game's own rule id for it, so a game writes its rules' checks only."""

from __future__ import annotations

from typing import Sequence

from engine.events import Dealt, Event
from engine.protocol import Chance, Decision, IllegalEvent, Over, Pending


def check_pending(pending: Pending, event: Event, *, chance: str, over: str, turn: str,
                  option: str = "", players: Sequence[str] = ()) -> None:
    """Raise IllegalEvent unless `event` answers `pending` (the game's `pending(state)`):
    a `Dealt` that no waiting chance accepts cites `chance`; a decision after the end cites
    `over`, one while the dealer must draw `chance`, one by another seat than the deciding
    one `turn`; with `option`, a decision that is none of a closed decision's options cites
    it (a game that checks its options by its own rules leaves it empty). With the genesis's
    `players`, a refusal names a seat as the log does ("Ann (seat 0)")."""
    if isinstance(event, Dealt):
        if not isinstance(pending, Chance):
            raise IllegalEvent(chance, "no chance waits for the dealer: "
                               + ("the match is over" if isinstance(pending, Over)
                                  else f"{_who(players, pending.seat)} decides"))
        if not pending.accepts(event.outcome):
            raise IllegalEvent(chance, f"{event.outcome!r} is no outcome of "
                               f"{pending.why or pending.kind}")
        return
    if isinstance(pending, Over):
        raise IllegalEvent(over, f"the match is over: {pending.reason}")
    if isinstance(pending, Chance):
        raise IllegalEvent(chance, f"the dealer draws first: {pending.why or pending.kind}")
    seat = getattr(event, "seat", None)
    if seat != pending.seat:
        raise IllegalEvent(turn, f"{_who(players, seat)} does not decide now: "
                           f"{_who(players, pending.seat)} does", seat)
    if option and isinstance(pending, Decision) and not pending.open_ended and event not in pending:
        raise IllegalEvent(option, f"that is not one of {_who(players, seat)}'s options", seat)


def _who(players: Sequence[str], seat: object) -> str:
    """A seat as the log names it, "Ann (seat 0)", where the players are known."""
    named = isinstance(seat, int) and 0 <= seat < len(players)
    return f"{players[seat]} (seat {seat})" if named else f"seat {seat}"
