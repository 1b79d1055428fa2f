"""The shared shape of what a seat may see, so replays/ can render and check any game.

`Game.view` redacts hidden cards as `CardView(hidden=True)` with no id or name; everything
that leaves the engine for display or export goes through a view.
"""

from __future__ import annotations

from typing import Iterator

import msgspec


class CardView(msgspec.Struct, omit_defaults=True):
    """One card as seen: its instance id and name, and facts or states worth showing."""

    id: int | None = None
    name: str = "?"
    tags: list[str] = []
    hidden: bool = False
    attached: list["CardView"] = []
    """Cards under or on this one (stashed cards, upgrades, captured tokens shown as tags)."""


class ZoneView(msgspec.Struct):
    """A zone of one seat (hand, deck, battle line...) in the order the rules give it; every
    field is always given (an empty zone too), so a script can rely on `cards` and `count`."""

    name: str
    cards: list[CardView] = []
    count: int = 0
    public: bool = True


class SeatView(msgspec.Struct, omit_defaults=True):
    """One seat: who plays it, its zones, and counters such as score, Æmber or keys."""

    seat: int
    player: str
    zones: list[ZoneView] = []
    stats: dict[str, int | str] = {}


class View(msgspec.Struct, omit_defaults=True):
    """A position as one seat (or an omniscient reviewer, `as_seat=None`) may see it."""

    game: str
    turn: int
    active: int | None
    step: str
    seats: list[SeatView]
    as_seat: int | None = None
    status: str = ""
    notes: list[str] = []


def all_cards(view: View) -> Iterator[CardView]:
    """Every card of a view, hidden ones and those attached to others included."""

    def walk(cards: list[CardView]) -> Iterator[CardView]:
        for c in cards:
            yield c
            yield from walk(c.attached)

    for seat in view.seats:
        for zone in seat.zones:
            yield from walk(zone.cards)


def visible_ids(view: View) -> set[int]:
    """Every card instance id that appears anywhere in a view."""
    return {c.id for c in all_cards(view) if c.id is not None}
