"""Moving Æmber: gained (unless an enemy creature captures it instead), lost, stolen and
captured, and chains gained."""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOOKS
from .carriers import in_play
from .state import State
from .board import controller, opponent


# The cards whose abilities set a field, by card id (filled with the registry).
_CAPTURES_GAIN, _AMBER_SAFE = HOOKS["captures_opponent_gain"], HOOKS["amber_safe"]


def gain(state: State, seat: Seat, n: int) -> None:
    """Æmber is added to `seat`'s pool, unless an opponent's creature captures it instead
    (Ether Spider; KF-capture-instead)."""
    if n > 0:
        if in_play(state, "captures_opponent_gain"):
            cards = state.cards
            for c in state.players[1 - seat].battleline:
                if cards[c] in _CAPTURES_GAIN:
                    state.inplay[c].amber += n
                    return
        state.players[seat].amber += n


def gain_chains(state: State, seat: Seat, n: int) -> None:
    """`seat` gains n chains (KF-chains-1)."""
    if n > 0:
        state.players[seat].chains += n


def lose(state: State, seat: Seat, n: int) -> int:
    p = state.players[seat]
    n = min(max(0, n), p.amber)
    p.amber -= n
    return n


def steal(state: State, seat: Seat, n: int) -> int:
    """`seat` steals up to n Æmber from the opponent's pool (KF-steal-1), unless a card the
    opponent has in play keeps it from being stolen (The Vaultkeeper)."""
    victim = state.players[opponent(seat)]
    if in_play(state, "amber_safe") and any(state.cards[c] in _AMBER_SAFE for c in victim.battleline):
        return 0
    got = lose(state, opponent(seat), n)
    gain(state, seat, got)
    return got


def capture(state: State, creature: int, n: int, from_seat: Seat | None = None) -> int:
    """`creature` captures up to n Æmber from `from_seat` (default: its controller's opponent)."""
    seat = controller(state, creature)
    if seat is None:
        return 0
    got = lose(state, opponent(seat) if from_seat is None else from_seat, n)
    state.inplay[creature].amber += got
    return got
