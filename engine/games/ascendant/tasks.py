"""The work of a turn as tasks on the state's stack (`engine.kit.TaskLoop`), each a small
value: the phases of the fragment in order, and the setup before the first turn. Tasks are
structs the cyclic GC does not track (gc=False: see state.py)."""

from __future__ import annotations

import enum
from typing import Union

from engine.kit import Task

from .cards import Roll


class Stage(str, enum.Enum):
    """The rolls a window comes before."""

    ENGAGE = "engage"
    STRIKE = "strike"
    COUNTER = "counter"


class Shuffle(Task, tag="shuffle", gc=False):
    """Setup: shuffle a seat's Arsenal (ASC-assume-hand)."""

    seat: int


class DrawHand(Task, tag="draw-hand", gc=False):
    """Setup: a seat draws its opening hand (ASC-assume-hand)."""

    seat: int


class BeginTurn(Task, tag="begin-turn", gc=False):
    """The Opening Phase of the turn player's turn."""


class Opening(Task, tag="opening", gc=False):
    """ASC-open-1: each seat in `seats`, in order, draws or purges."""

    seats: list[int]


class ResetStacks(Task, tag="reset", gc=False):
    """ASC-open-2: every activated card stack is reset."""


class Stacks(Task, tag="stacks", gc=False):
    """ASC-open-3: the turn player plays complete card stacks, then passes."""


class DeclareAttack(Task, tag="declare", gc=False):
    """ASC-open-4, ASC-open-5: the turn player declares the attack and its target."""


class Weapons(Task, tag="weapons", gc=False):
    """ASC-engage-1, ASC-engage-2: the turn player activates Weapons, then passes."""


class Window(Task, tag="window", gc=False):
    """Before a stage's rolls each seat in `seats`, in order, uses cards, then passes."""

    stage: Stage
    seats: list[int]


class RollDie(Task, tag="roll", gc=False):
    """A d20 roll of `seat` for `roll` (ASC-fact-d20)."""

    seat: int
    roll: Roll


class Resolve(Task, tag="resolve", gc=False):
    """Compare the rolls of a stage and go on to the next phase."""

    stage: Stage


class Finishing(Task, tag="finishing", gc=False):
    """ASC-finish-1: each seat in `seats`, in order, uses card effects, then passes."""

    seats: list[int]


class EndTurn(Task, tag="end-turn", gc=False):
    """ASC-finish-2: the turn passes clockwise to the next player."""


TASKS = (Shuffle, DrawHand, BeginTurn, Opening, ResetStacks, Stacks, DeclareAttack, Weapons,
         Window, RollDie, Resolve, Finishing, EndTurn)
AnyTask = Union[TASKS]
