"""Which dealer seeds are still secret, and which seat views would give hidden cards away.

A seed stays secret while a line of the match (a branch not yet over) still draws from it:
revealing it would predict that line's coming draws. And a branch played past the point
where it parts from a line still in progress shows that line's hidden cards played forward,
so no seat may see it yet. A line is over once its head event is the dealer's reveal.

Reads only kinds and the two payload fields it needs (`dealer` of genesis and luck events),
so it works on any game without decoding its events.

And what a seat may be told of a choice that is not its own (`hidden_choice`): who makes it
and what it is, never the options (`options --as`).
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.events import Genesis
from engine.protocol import Chance, Decision, Game
from ledger import Ledger, StoredEvent

from replays.history import MatchHistory

REVEAL, LUCK = "reveal", "luck"


class SeatViewRefused(Exception):
    """Raised when a seat's view of a branch would show draws of a line still in progress."""


class HiddenChoice(msgspec.Struct):
    """A choice pending that a seat may not see the options of: who makes it and what it is.
    Another seat's options name its hidden cards, and their count tells how many it holds; a
    table's possible draws name a hidden deck's cards."""

    table: bool
    """The table makes it: a chance of a table-luck match (else another seat decides)."""
    seat: int | None
    """The deciding seat; for the table, the seat whose cards it draws (None: a coin, a die)."""
    who: str
    """The decider as a seat is told it: "Bo (seat 1)", or "the table"."""
    prompt: str
    """What is to be decided (for the table: the game's phrase for the chance)."""
    rule: str
    """The rule the decision is asked under; ML-table for the table's chance."""


def hidden_choice(history: MatchHistory, pending: Any, seat: int) -> HiddenChoice | None:
    """What `seat` may be told of `pending` (a game's pending after some event): a decision of
    another seat, or a table-luck chance, is a HiddenChoice; None where `seat` decides, or
    nobody does (the dealer draws, the match is over), and nothing is hidden."""
    if isinstance(pending, Decision) and pending.seat != seat:
        return HiddenChoice(False, pending.seat, f"{history.genesis.players[pending.seat]} "
                            f"(seat {pending.seat})", pending.prompt, pending.rule)
    if isinstance(pending, Chance) and history.genesis.table_luck:
        return HiddenChoice(True, pending.seat, "the table", pending.why, "ML-table")
    return None


POSITION_HIDDEN = ("hidden from a seat's copy (it holds every hand and deck): `matchlog show "
                   "MATCH --at 0 --as SEAT` shows what the seat sees of it")


def seat_genesis(game: Game, g: Genesis, seat: int | None) -> dict:
    """The genesis as JSON, as `seat` may read it (None: all of it), in every seat copy
    (`log`, `export`, `diff` and `html` with `--as`): an explicit starting position, which
    names every card of every hand and deck (a deck's order too), is left out (the seat's view
    at event 0 is what it may see of it); unless the game's rules make deck lists open
    information (`Game.deck_lists_open`), so is every other seat's deck list, its size kept;
    and a list a seat may read is given sorted, in no order: a match started from a position
    lists each deck top first, an order that no seat may know."""
    obj = msgspec.to_builtins(g)
    if seat is None:
        return obj
    if g.position is not None:
        obj["position"] = POSITION_HIDDEN
    rule = f" [{game.deck_lists_rule}]" if game.deck_lists_rule else ""
    obj["decks"] = [sorted(deck) if i == seat or game.deck_lists_open or not deck else
                    f"{len(deck)} cards, hidden from seat {seat}'s copy: a deck's list is its "
                    f"player's alone{rule}"
                    for i, deck in enumerate(g.decks)]
    return obj


def _dealer(stored: StoredEvent) -> str:
    try:
        value = msgspec.json.decode(stored.payload).get("dealer", "")
    except (msgspec.DecodeError, AttributeError):
        return ""
    return value if isinstance(value, str) else ""


def commitments_at(stored: list[StoredEvent]) -> list[str]:
    """The commitment each event of a line is drawn under (genesis and luck events set it)."""
    out, current = [], ""
    for s in stored:
        if s.seq == 0 or s.kind == LUCK:
            current = _dealer(s)
        out.append(current)
    return out


class Line(msgspec.Struct):
    """A branch still in progress: the commitment it draws from next, and its events."""

    current: str
    stored: list[StoredEvent]


def open_lines(ledger: Ledger, match_id: int, but: str | None = None) -> dict[str, Line]:
    """Every branch not yet over (except `but`), by name."""
    out = {}
    for b in ledger.branches(match_id):
        if b.name == but:
            continue
        stored = list(ledger.events(match_id, b.name))
        if stored and stored[-1].kind != REVEAL:
            out[b.name] = Line(commitments_at(stored)[-1], stored)
    return out


def live_commitments(ledger: Ledger, match_id: int, but: str) -> set[str]:
    """Commitments that a line other than `but`, still in progress, draws from next."""
    return {line.current for line in open_lines(ledger, match_id, but).values()}


def check_seat_view(history: MatchHistory) -> None:
    """Refuse a seat view of a branch that has moved past a line it comes from still in play.

    Past the point where a branch parts from its parent, whatever it shows of the hidden
    zones is the parent's hidden state played forward: the cards a seat draws on the branch
    are the ones waiting on top of its real deck, and with the same luck its shuffles are the
    real match's next shuffles too. So while the parent (or any line it descends from) is in
    progress, no seat may see the branch; the omniscient reviewer may, and so may every seat
    once those lines are over.
    """
    ledger, match_id = history.ledger, history.match_id
    lines = open_lines(ledger, match_id, history.branch)
    for name in _ancestors(ledger, match_id, history.branch):
        if name not in lines:
            continue
        shared = _shared(history.stored, lines[name].stored)
        if history.head > shared:
            luck = "same" if _same_luck(history.stored, shared) else "fresh"
            raise SeatViewRefused(
                f"branch {history.branch!r} of match {match_id} ({luck} luck) parts from "
                f"{name!r} at event {shared}, and {name!r} is still in progress: its events "
                f"after {shared} would show a seat what {name!r} is yet to deal. View it "
                f"without --as, or once {name!r} is over")


def _ancestors(ledger: Ledger, match_id: int, branch: str) -> list[str]:
    parents = {b.name: b.parent for b in ledger.branches(match_id)}
    out, current = [], parents.get(branch)
    while current is not None and current not in out:
        out.append(current)
        current = parents.get(current)
    return out


def _same_luck(stored: list[StoredEvent], shared: int) -> bool:
    return not any(s.kind == LUCK for s in stored[shared + 1:])


def _shared(a: list[StoredEvent], b: list[StoredEvent]) -> int:
    """The last seq two lines share (their hashes agree up to there, as chains do)."""
    last = -1
    for x, y in zip(a, b):
        if x.hash != y.hash:
            break
        last = x.seq
    return last
