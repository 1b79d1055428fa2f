"""What the match waits for: the events each waiting task accepts, the seat it asks (windows
ask in the rules' order), the attack a guard window belongs to, the sudden condition a window
has just met, and the chance the dealer draws next."""

from __future__ import annotations

from engine.events import Seat
from engine.protocol import Chance

from .cards import Sudden
from .events import Activate, Attack, Claim, ChooseFace, EndTurn, Grace, Guard, Pass, Play, Reap
from .state import State, controller, opponent
from . import tasks as T


WAITS: dict[type, tuple[type, ...]] = {
    T.ChooseFace: (ChooseFace,),
    T.Main: (Reap, Play, Attack, Activate, EndTurn),
    T.GuardAsk: (Guard, Play, Pass),
    T.GraceAsk: (Grace, Play, Pass),
    T.SuddenAsk: (Play, Pass),
    T.ClaimAsk: (Claim, Pass),
}
"""The events each waiting task accepts."""

_ATTACKED, _DAMAGED = Sudden.ATTACKED, Sudden.DAMAGED
"""Read from module names: on Python 3.11 an Enum member read costs several times a global's."""


def asked_seat(state: State, t: T.Task) -> Seat:
    """The seat a waiting task asks (windows ask in the rules' order)."""
    kind = type(t)  # task types are never subclassed: an identity test each (asked per check)
    if kind is T.GuardAsk:
        return (opponent(t.seat), t.seat)[t.asked]
    if kind is T.GraceAsk:
        return (opponent(t.dealer), t.dealer)[t.asked]
    if kind is T.ClaimAsk:
        return t.killer
    return t.seat


def fight_of(state: State) -> T.Fight | None:
    """The attack a guard window belongs to (the nearest Fight under the top)."""
    for t in reversed(state.stack):
        if type(t) is T.Fight:
            return t
    return None


def window(state: State, t: T.Task, seat: Seat) -> tuple[Sudden, int] | None:
    """The sudden condition that has just happened for `seat` at window `t`, with its subject."""
    if type(t) is T.GuardAsk:
        f = fight_of(state)
        if f is not None and controller(state, f.target) == seat:
            return _ATTACKED, f.target
    elif type(t) is T.GraceAsk:
        if controller(state, t.target) == seat:
            return _DAMAGED, t.target
    elif type(t) is T.SuddenAsk:
        return t.when, t.subject
    return None


def chance_of(state: State) -> Chance | None:
    t = state.stack[-1] if state.stack else None
    if type(t) is T.Shuffle:
        return Chance(kind="shuffle", size=len(state.players[t.seat].grimoire), shuffle=True,
                      why=f"shuffle seat {t.seat}'s Grimoire")
    if type(t) is T.FirstPlayer:  # the outcome is the seat that goes first
        return Chance(kind="coin", size=2, why="a random first player",
                      labels=[p.name for p in state.players])
    return None
