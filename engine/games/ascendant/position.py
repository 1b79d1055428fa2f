"""Positions: a match started from "who has what where" at the start of a turn.

A position (JSON) names the players, the turn, the turn player and, per seat, health and the
cards of its six zones, top of the Arsenal first. A card is a name (or id), or an object
{"card": name, "id": n, "activated": true}; ids are given for every card or for none (then
cards are numbered in seat and zone order). The match starts at that turn's Opening Phase,
with no shuffle. `Ascendant.position` exports a state at the start of a turn in this form.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.protocol import InvalidSetup, canonical_digest
from engine.schema import described as _d

from .cards import UnknownCard, resolve
from .options import Options
from .state import Phase, SeatState, State

ZONES = ("hand", "arsenal", "fountain", "battlefield", "scrapyard", "abyss")


_CARDS = 'Cards: a name or id, or {"card": name, "id": n, "activated": true}.'


class SeatPosition(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A seat's health and zones."""

    health: _d(int | None, "Its health (default: option starting_health).") = None
    hand: _d(list[Any], f"Its hand. {_CARDS}") = []
    arsenal: _d(list[Any], f"Its Arsenal (deck), top card first. {_CARDS}") = []
    fountain: _d(list[Any], f"Its Fountain. {_CARDS}") = []
    battlefield: _d(list[Any], f"Its Battlefield; `activated` marks a stack activated since it "
                               f"was last reset. {_CARDS}") = []
    scrapyard: _d(list[Any], f"Its Scrapyard. {_CARDS}") = []
    abyss: _d(list[Any], f"Its Abyss. {_CARDS}") = []
    out: _d(bool, "Whether the seat is out of the match.") = False


class Position(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """An Ascendant position at the start of a turn (its Opening Phase)."""

    players: _d(list[str] | None, "The players' names (default: those given to `new`).") = None
    turn: _d(int, "The turn number, from 1.") = 1
    active: _d(int, "The turn player's seat.") = 0
    seats: _d(list[SeatPosition], "The seats (2 to 4), seat 0 first.")


SCHEMA = msgspec.json.schema(Position)


def parse(obj: dict) -> Position:
    try:
        pos = msgspec.convert(obj, Position)
    except msgspec.ValidationError as exc:
        raise InvalidSetup(f"ascendant position: {exc}") from None
    if not 2 <= len(pos.seats) <= 4:
        raise InvalidSetup(f"ascendant position: 2 to 4 seats, not {len(pos.seats)}")
    if not 0 <= pos.active < len(pos.seats) or pos.seats[pos.active].out:
        raise InvalidSetup(f"ascendant position: seat {pos.active} cannot be the turn player")
    if pos.turn < 1:
        raise InvalidSetup("ascendant position: turn counts from 1")
    for s, sp in enumerate(pos.seats):
        if sp.health is not None and sp.health <= 0 and not sp.out:
            raise InvalidSetup(f"ascendant position: seat {s} at {sp.health} health is out, "
                               "so `out` must be true (ASC-fact-out)")
    return pos


def check_new(pos: Position) -> Position:
    """What a new match's position must also be, and the position it records (asked at
    genesis only, so a match recorded before the check still starts as it did): two seats
    still in, else there is no turn to play (with one left it has won, ASC-fact-win) and the
    turn player could declare no attack (ASC-open-4); a seat out is at zero health
    (ASC-fact-out): none given is 0, any other is refused (more than 0 was the starting
    health, and an out seat's health then counted at the turn limit; below 0 no damage can
    bring a health, and it was its Over score)."""
    still_in = [s for s, sp in enumerate(pos.seats) if not sp.out]
    if len(still_in) < 2:
        raise InvalidSetup(f"ascendant position: {len(still_in)} seat(s) still in; a match needs "
                           f"two, as one left has won (ASC-fact-win)")
    seats = []
    for s, sp in enumerate(pos.seats):
        if sp.out and sp.health is not None and sp.health != 0:  # damage stops at zero
            raise InvalidSetup(f"ascendant position: seat {s} is out, so its health is 0, not "
                               f"{sp.health} (ASC-fact-out)")
        seats.append(msgspec.structs.replace(sp, health=0) if sp.out and sp.health is None else sp)
    return msgspec.structs.replace(pos, seats=seats)


def _entry(seat: int, zone: str, i: int, item: Any) -> tuple[str, int | None, bool]:
    """(card id, instance id or None, activated) of one zone entry."""
    where = f"seat {seat} {zone}[{i}]"
    if isinstance(item, str):
        name, inst, activated = item, None, False
    elif isinstance(item, dict) and isinstance(item.get("card"), str):
        name, inst, activated = item["card"], item.get("id"), bool(item.get("activated", False))
        if inst is not None and (not isinstance(inst, int) or isinstance(inst, bool)):
            raise InvalidSetup(f"ascendant position {where}: id must be an int")
    else:
        raise InvalidSetup(f"ascendant position {where}: a card name or {{\"card\": name}}")
    if activated and zone != "battlefield":
        raise InvalidSetup(f"ascendant position {where}: only a card on the battlefield can be activated")
    try:
        return resolve(name), inst, activated
    except UnknownCard as exc:
        raise InvalidSetup(f"ascendant position {where}: {exc}") from None


def build(pos: Position, players: list[str], options: Options) -> State:
    """The state of a position (no task is on its stack yet: the game begins the turn)."""
    entries = [[[_entry(s, z, i, item) for i, item in enumerate(getattr(sp, z))] for z in ZONES]
               for s, sp in enumerate(pos.seats)]
    flat = [e for seat in entries for zone in seat for e in zone]
    given = [e[1] for e in flat if e[1] is not None]
    if given and (len(given) != len(flat) or sorted(given) != list(range(len(flat)))):
        raise InvalidSetup("ascendant position: ids must number every card 0..N-1 once, or none")
    cards: list[str] = [""] * len(flat)
    owner: list[int] = [0] * len(flat)
    seats = []
    counter = 0
    for s, (sp, zones) in enumerate(zip(pos.seats, entries)):
        st = SeatState(name=players[s], health=options.starting_health if sp.health is None else sp.health,
                       out=sp.out)
        for zone, items in zip(ZONES, zones):
            for card, inst, activated in items:
                if inst is None:
                    inst, counter = counter, counter + 1
                cards[inst], owner[inst] = card, s
                getattr(st, zone).append(inst)
                if activated:
                    st.activated.append(inst)
        seats.append(st)
    return State(options=options, cards=tuple(cards), owner=tuple(owner), seats=seats,
                 turn=pos.turn, active=pos.active)


def owned(state: State) -> list[list[str]]:
    """Each seat's card ids in instance order: the genesis `decks` of a position."""
    out: list[list[str]] = [[] for _ in state.seats]
    for inst, card in enumerate(state.cards):
        out[state.owner[inst]].append(card)
    return out


def export(state: State) -> dict:
    """The state as a position with every card numbered (see `Ascendant.position`)."""
    seats = []
    for s in state.seats:
        sp: dict[str, Any] = {"health": s.health}
        for zone in ZONES:
            sp[zone] = [{"card": state.cards[c], "id": c, **({"activated": True} if c in s.activated else {})}
                        for c in getattr(s, zone)]
        if s.out:
            sp["out"] = True
        seats.append(sp)
    return {"players": [s.name for s in state.seats], "turn": state.turn, "active": state.active,
            "seats": seats}


def unavailable(state: State) -> str | None:
    """Why the state is no position (one starts at a turn's Opening Phase, ASC-open-1), in
    the rules' words; None where it may be one (`Ascendant.position` checks the rest)."""
    if state.result is not None:
        return (f"the match is over ({state.result.reason}); a position starts at a turn's "
                f"Opening Phase (ASC-open-1)")
    if state.phase is not Phase.OPENING:
        return (f"turn {state.turn} is in its {state.phase.value} Phase; a position starts at a "
                f"turn's Opening Phase (ASC-open-1): step on to the next turn")
    return None


def same_but_the_table(again: State, state: State) -> bool:
    """Whether `again`, the state its export starts, is `state`: the same digest, or at a
    table the same in every field but the book of unseen cards (a match started from the
    position at a table has its own book, every Arsenal unseen)."""
    if not state.table:
        return canonical_digest(again) == canonical_digest(state)
    return all(getattr(again, f) == getattr(state, f) for f in again.__struct_fields__)


def under_way(state: State) -> str:
    """Why an Opening Phase that has begun is no position (its draws or stacks since)."""
    return (f"turn {state.turn}'s Opening Phase is under way (cards drawn, stacks reset or "
            f"played since it began); a position starts at its start (ASC-open-1): step on to "
            f"the next turn")
