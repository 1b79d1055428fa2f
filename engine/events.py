"""The events every game shares: genesis, chance outcomes, luck changes and the seed reveal.

A match's log holds only inputs (see DESIGN.md). Each game defines its decision events as
subclasses of `Event` and publishes the tagged union of them plus `FRAMEWORK_EVENTS`.
msgspec tags every struct with a stable `type` field, so payloads stay readable JSON and new
fields with defaults keep old logs decodable.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

Seat = int
"""A seat at the table, counted from 0 (seat 0 is the first name given to `new`)."""

Luck = Literal["dealer", "table"]
"""Who produces a match's chance outcomes: our dealer, or the table the match was played at."""
DEALER: Luck = "dealer"
TABLE: Luck = "table"

CardRef = Annotated[int, msgspec.Meta(extra={"card": True})]
"""A card instance number (0..N-1 over a match's cards): an event field of this type names a
card, so a number naming no card of the match is bad input, not an illegal decision."""


class Event(msgspec.Struct, tag_field="type", kw_only=True, frozen=True, forbid_unknown_fields=True):
    """Base of every logged event. Subclasses choose a stable `tag`."""


class DecisionEvent(Event, kw_only=True, frozen=True):
    """Base of every player decision: it always names the seat that makes it."""

    seat: Seat


class CardSetRef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A card set a match uses, pinned by the hash of its content."""

    id: str
    sha256: str


class Genesis(Event, tag="genesis", kw_only=True, frozen=True):
    """The first event of a match: everything needed to rebuild its start."""

    game: str
    rules_version: str
    card_sets: list[CardSetRef]
    players: list[str]
    decks: list[list[str]]
    dealer: str
    """SHA-256 (hex) of the dealer's secret seed: the commitment revealed at the end."""
    options: dict[str, int | str | bool] = {}
    position: dict | None = None
    """An explicit starting position in the game's own position format, or None for setup."""
    format: int = 1
    seed: str = ""
    """How the dealer's seed was made: "secret" (from the OS, unguessable), "reproducible"
    (from a number given with `--seed`: whoever guesses it predicts every draw), or ""
    (recorded before seeds were marked)."""
    luck: Luck | msgspec.UnsetType = msgspec.UNSET
    """Who produces the chance outcomes: "dealer" (our seeded dealer; left out of the encoding
    when unset, so every genesis recorded before table luck keeps its bytes) or "table" (a
    match played elsewhere: the recorder enters each outcome as the table showed it)."""

    @property
    def table_luck(self) -> bool:
        """Whether the chance outcomes are the table's, entered by the recorder (no seed)."""
        return self.luck == TABLE


class Dealt(Event, tag="chance", kw_only=True, frozen=True):
    """A chance outcome: a shuffle's permutation, or a die, coin or random pick as an int.

    For a shuffle, `outcome[i]` is the index in the old order of the card that ends up at
    position i (position 0 is the top).
    """

    kind: str
    outcome: int | list[int]


class Reseed(Event, tag="luck", kw_only=True, frozen=True):
    """Fresh luck from here on: later chance outcomes come from a new committed seed."""

    dealer: str


class SeedReveal(Event, tag="reveal", kw_only=True, frozen=True):
    """The dealer's seeds used along this branch, in order, revealed once the match is over.

    An empty string withholds a seed that another line of the match, still in progress,
    draws from (revealing it would predict that line's draws); that line reveals it.
    """

    seeds: list[str]


FRAMEWORK_EVENTS = (Genesis, Dealt, Reseed, SeedReveal)


def tag_of(event: Event) -> str:
    """The stable tag of an event's type, as stored in the ledger's `kind` column."""
    return type(event).__struct_config__.tag
