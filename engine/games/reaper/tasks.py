"""The work stack's tasks: small tagged values that `flow.advance` runs one at a time.

A task runs by itself (it may push more) or waits: for a decision of the seat it names (or
the seat whose turn it is to be asked, in a window) or for a chance outcome.
"""

from __future__ import annotations

from typing import Union

import msgspec

from engine.events import Seat
from engine.kit import Task

from .cards import Sudden

# Every task and hit is declared gc=False: the fold makes about two of them an event, and a
# struct the cyclic GC does not track costs about a third less to make. None can be part of a
# reference cycle (each holds numbers, enums and flags; a Deal a list of Hits), so the cyclic
# GC has nothing to find among them. Their encoding is the same.


class Hit(msgspec.Struct, frozen=True, gc=False):
    """Damage about to be dealt to a Thrall by a card of `dealer`'s."""

    target: int
    amount: int
    dealer: Seat


class Shuffle(Task, tag="shuffle", gc=False):
    """Shuffle a seat's Grimoire (a permutation, unless it holds fewer than 2 cards)."""

    seat: Seat


class OpeningHands(Task, tag="opening-hands", gc=False):
    """Each player draws five cards."""


class ChooseFace(Task, tag="choose-face", gc=False):
    """A seat chooses which face of a two-sided Angel card starts in play."""

    seat: Seat
    card: int


class FirstPlayer(Task, tag="first-player", gc=False):
    """A random first player (a coin)."""


class BeginTurn(Task, tag="begin-turn", gc=False):
    """Start of a turn: draw, unexhaust, then the turn player's actions."""

    seat: Seat


class Main(Task, tag="main", gc=False):
    """The turn player chooses an action or ends the turn."""

    seat: Seat


class EndTurn(Task, tag="end-turn", gc=False):
    """End of turn: damage and until-end-of-turn gains clear; the other player's turn."""

    seat: Seat


class Fight(Task, tag="fight", gc=False):
    """An attack declared by `seat`: after the guard window, both cards deal damage."""

    seat: Seat
    attacker: int
    target: int
    guarded: bool = False
    cancelled: bool = False
    struck: bool = False
    """Its damage is queued: the task stays under the grace windows until they are done."""


class GuardAsk(Task, tag="guard-window", gc=False):
    """The guard window of the Fight under it: the non-attacking player first (asked=0)."""

    seat: Seat
    """The attacking player."""
    asked: int = 0


class GraceAsk(Task, tag="grace-window", gc=False):
    """Before a hit: the player whose card is not dealing it first (asked=0), then the other."""

    target: int
    dealer: Seat
    asked: int = 0


class Deal(Task, tag="deal", gc=False):
    """Deal the hits at once, then kill every Thrall whose damage reached its Health."""

    hits: list[Hit]


class ClaimAsk(Task, tag="claim", gc=False):
    """The killer of an Ensouled Thrall may claim its Soul (bound when `bind`)."""

    thrall: int
    killer: Seat
    bind: bool = False


class SuddenAsk(Task, tag="sudden-window", gc=False):
    """`seat` may play a sudden card whose condition `when` has just happened."""

    seat: Seat
    when: Sudden
    subject: int


class RiteDone(Task, tag="rite-done", gc=False):
    """A played Rite whose effect has resolved goes to its player's discard pile (reaper-4,
    RPR-rite): it sits under the work its effect set going (grace windows, damage, a claim),
    held in no zone, so until then no discard pile shows it."""

    seat: Seat
    card: int


AnyTask = Union[Shuffle, OpeningHands, ChooseFace, FirstPlayer, BeginTurn, Main, EndTurn, Fight,
                GuardAsk, GraceAsk, Deal, ClaimAsk, SuddenAsk, RiteDone]
TASKS = (Shuffle, OpeningHands, ChooseFace, FirstPlayer, BeginTurn, Main, EndTurn, Fight,
         GuardAsk, GraceAsk, Deal, ClaimAsk, SuddenAsk, RiteDone)
