"""The shared shape of what a seat may see, so replays/ can render and check any game.

`Game.view` redacts hidden cards as `CardView(hidden=True)` with no id or name; everything
that leaves the engine for display or export goes through a view.
"""

from __future__ import annotations

from typing import Iterator

import msgspec

from engine.schema import described


class CardView(msgspec.Struct, omit_defaults=True):
    """One card as seen: its instance id and name, and facts or states worth showing."""

    id: described(int | None, "the card instance number (0..N-1 over the match's cards); "
                  "left out for a card hidden from this seat") = None
    name: described(str, "the card's name; \"?\" for a hidden card") = "?"
    tags: described(list[str], "facts and states worth showing, in the game's words "
                    "(\"exhausted\", \"power 3\", \"stunned\", ...)") = []
    hidden: described(bool, "true when this seat may not see the card (then id and name are "
                      "left out)") = False
    attached: described(list["CardView"], "cards under or on this one (stashed cards, "
                        "upgrades, Squires, Coins, ...)") = []


class ZoneView(msgspec.Struct):
    """A zone of one seat (hand, deck, battle line...) in the order the rules give it; every
    field is always given (an empty zone too), so a script can rely on `cards` and `count`."""

    name: described(str, "the zone's name in the game's words (hand, deck, battle line, "
                    "score pile, Soul Pool, garrison, ...)")
    cards: described(list[CardView], "the zone's cards in the order the rules give it "
                     "(hidden ones as hidden cards)") = []
    count: described(int, "how many cards the zone holds") = 0
    public: described(bool, "whether the zone is open information to every seat") = True


class SeatView(msgspec.Struct, omit_defaults=True):
    """One seat: who plays it, its zones, and counters such as score, Æmber or keys."""

    seat: described(int, "the seat, counted from 0")
    player: described(str, "the player's name")
    zones: described(list[ZoneView], "the seat's zones") = []
    stats: described(dict[str, int | str], "counters in the game's words: score, Æmber, keys, "
                     "health, Souls, ...") = {}


class View(msgspec.Struct, omit_defaults=True):
    """A position as one seat (or an omniscient reviewer, `as_seat=None`) may see it."""

    game: described(str, "the game's id")
    turn: described(int, "the turn number, counted from 1")
    active: described(int | None, "the seat whose turn it is; null before the first turn or "
                      "once the match is over")
    step: described(str, "the step or phase of the turn, in the game's words")
    seats: described(list[SeatView], "every seat, in seat order")
    as_seat: described(int | None, "the seat this view is for; left out for an omniscient "
                       "reviewer's view") = None
    status: described(str, "what the position waits for, or how the match ended, in words") = ""
    notes: described(list[str], "lasting effects and other facts of the position worth "
                     "telling, in words") = []


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
