"""The state of an Ascendant match: seats and their six zones, the attack of the turn, and the
work stack (`engine.kit` tasks) with what the match now waits for.

Every card is an instance id (an int) indexing `State.cards` (its card id) and `State.owner`.
Zones keep the rules' order: index 0 of an Arsenal is its top card; the Scrapyard and the
Abyss grow at the end.
"""

from __future__ import annotations

import enum

import msgspec

from engine.kit.deck import DealerLuck, TableLuck

from .cards import CARDS, CardFacts, Roll
from .events import AttackKind
from .options import Options
from .tasks import AnyTask, Stage


class Phase(str, enum.Enum):
    SETUP = "Setup"
    OPENING = "Opening"
    ENGAGE = "Engage"
    STRIKE = "Strike"
    COUNTERATTACK = "Counterattack"
    FINISHING = "Finishing"


class Step(str, enum.Enum):
    """Which decision a player is asked for."""

    OPENING = "opening"
    STACKS = "stacks"
    DECLARE = "declare"
    WEAPONS = "weapons"
    WINDOW = "window"
    FINISHING = "finishing"


class NeedKind(str, enum.Enum):
    DECIDE = "decide"
    SHUFFLE = "shuffle"
    ROLL = "roll"


# Need, Mod, RollResult, Attack, Result and the tasks (tasks.py) are structs the cyclic GC
# does not track (gc=False): one is made at most events, and an untracked struct costs about
# a quarter less to make and is nothing for a collection to walk. Safe while no field can
# lead back to the struct itself: each holds plain values, lists of numbers, or lists of
# such structs (tests/games/ascendant/test_asc_untracked.py).


class Need(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """What the match waits for: a seat's decision at a step, or a dealer's draw."""

    kind: NeedKind
    seat: int
    step: Step | None = None
    roll: Roll | None = None
    stage: Stage | None = None
    rule: str = ""


class SeatState(msgspec.Struct, kw_only=True):
    name: str
    health: int
    hand: list[int] = []
    arsenal: list[int] = []
    fountain: list[int] = []
    scrapyard: list[int] = []
    battlefield: list[int] = []
    abyss: list[int] = []
    activated: list[int] = []
    """Stacks on the Battlefield activated since they were last reset."""
    out: bool = False


class Mod(msgspec.Struct, frozen=True, gc=False):
    """A card's modifier on one roll of one seat in this attack."""

    seat: int
    roll: Roll
    value: int
    card: int


class RollResult(msgspec.Struct, frozen=True, gc=False):
    seat: int
    roll: Roll
    face: int
    total: int


class Attack(msgspec.Struct, kw_only=True, gc=False):
    kind: AttackKind
    target: int
    weapons: list[int] = []
    mods: list[Mod] = []
    rolls: list[RollResult] = []
    damage: int | None = None
    """Damage the last roll dealt (to the target, or to the turn player by Counterattack)."""

    def total(self, seat: int, roll: Roll) -> int | None:
        for r in reversed(self.rolls):
            if r.seat == seat and r.roll is roll:
                return r.total
        return None


class Result(msgspec.Struct, frozen=True, gc=False):
    winner: int | None
    reason: str
    rule: str


class State(msgspec.Struct, DealerLuck, kw_only=True):
    options: Options
    cards: tuple[str, ...]
    """The card id of each instance: a fact of the match (a tuple: never changed)."""
    owner: tuple[int, ...]
    """The seat owning each instance (a tuple: never changed)."""
    seats: list[SeatState]
    turn: int = 1
    active: int = 0
    phase: Phase = Phase.SETUP
    attack: Attack | None = None
    stack: list[AnyTask] = []
    need: Need | None = None
    result: Result | None = None
    log: list[str] = []
    """What the last events did, in the rules' words (shown as the view's notes)."""


class TableState(State, kw_only=True):
    """A state of a table-luck match: `State` and the book of unseen cards (kit.deck.at_table)."""

    table: TableLuck  # type: ignore[assignment]


def card_of(state: State, inst: int) -> CardFacts:
    return CARDS[state.cards[inst]]


def name_of(state: State, inst: int) -> str:
    if not 0 <= inst < len(state.cards):
        return f"no card {inst}"  # an illegal event being described
    return card_of(state, inst).name


def living(state: State) -> list[int]:
    return [s for s, seat in enumerate(state.seats) if not seat.out]


def opponents(state: State, seat: int) -> list[int]:
    return [s for s, other in enumerate(state.seats) if s != seat and not other.out]


def is_opponent(state: State, seat: int, target) -> bool:
    """`target in opponents(state, seat)` (the same equality test), without the list: asked
    of every declared attack and every effect aimed at a seat that an audit checks."""
    s = -1  # counted by hand: an enumerate is an object made each call
    for other in state.seats:
        s += 1
        if s == target:
            return s != seat and not other.out
    return False


def living_count(state: State) -> int:
    """len(living(state)), counted without making the list (asked at every declared attack)."""
    n = 0
    for seat in state.seats:
        if not seat.out:
            n += 1
    return n


def clockwise_from(state: State, seat: int) -> list[int]:
    """Living seats in turn order starting at `seat` (ASC-assume-clockwise)."""
    seats = state.seats
    order = _CLOCKWISE[len(seats)][seat]
    # nobody is out in most of a match: a plain loop that finds so costs less than the list
    # comprehension (a function call in Python 3.11), and so does a plain loop that leaves
    # out those who are; written out in both orders, as a shared helper would be a call
    # more at every window, Opening and Finishing Phase
    for s in seats:
        if s.out:
            living = []
            for t in order:
                if not seats[t].out:
                    living.append(t)
            return living
    return list(order)


def counter_clockwise_from(state: State, seat: int) -> list[int]:
    """Living seats starting at `seat`, then passing counter-clockwise (ASC-finish-1)."""
    seats = state.seats
    order = _COUNTER_CLOCKWISE[len(seats)][seat]
    for s in seats:  # as in `clockwise_from`
        if s.out:
            living = []
            for t in order:
                if not seats[t].out:
                    living.append(t)
            return living
    return list(order)


class _Orders(dict):
    """By number of seats n: for each starting seat, every seat in order one `step` at a
    time (the orders above before the seats that are out are left out), made the first time
    n is asked for: the fold asks for one at every window and Finishing Phase."""

    def __init__(self, step: int) -> None:
        super().__init__()
        self.step = step

    def __missing__(self, n: int) -> list[tuple[int, ...]]:
        found = self[n] = [tuple((seat + self.step * k) % n for k in range(n)) for seat in range(n)]
        return found


_CLOCKWISE, _COUNTER_CLOCKWISE = _Orders(1), _Orders(-1)
