"""The events every game shares: genesis, chance outcomes, luck changes and the seed reveal.

A match's log holds only inputs (see DESIGN.md). Each game defines its decision events as
subclasses of `Event` and publishes the tagged union of them plus `FRAMEWORK_EVENTS`.
msgspec tags every struct with a stable `type` field, so payloads stay readable JSON and new
fields with defaults keep old logs decodable.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from engine.schema import described

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

    seat: described(Seat, "the seat that makes this decision, counted from 0 in the order of "
                    "the genesis's players")


class CardSetRef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A card set a match uses, pinned by the hash of its content."""

    id: described(str, "the card set's id, as the game names it (e.g. CotA)")
    sha256: described(str, "SHA-256 (hex) of the card set's content as the engine read it")


class Genesis(Event, tag="genesis", kw_only=True, frozen=True):
    """The first event of a match: everything needed to rebuild its start."""

    game: described(str, "the game's id (`matchlog games` lists them), e.g. keyforge")
    rules_version: described(str, "the rules version every event of the match folds under: "
                             "one of the game's that `matchlog games` lists (its current one "
                             "first; the older ones stay selectable for matches recorded under "
                             "them)")
    card_sets: described(list[CardSetRef], "the card sets the decks draw from, each pinned by "
                         "the hash of its content")
    players: described(list[str], "the players' names, in seat order (seat 0 first)")
    decks: described(list[list[str]], "each seat's deck as the game lists it (card ids or "
                     "names), in seat order")
    dealer: described(str, "SHA-256 (hex) of the dealer's secret seed: the commitment the "
                      "seed reveal at the end is checked against (empty at table luck)")
    options: described(dict[str, int | str | bool], "the game's settings for this match "
                       "(`matchlog games --json` lists each game's, with defaults)") = {}
    position: described(dict | None, "an explicit starting position in the game's own "
                        "position format (`matchlog schema GAME --position`), or null for the "
                        "game's setup") = None
    format: described(int, "the version of this genesis's own layout (1)") = 1
    seed: described(str, "how the dealer's seed was made: \"secret\" (from the OS, unguessable), "
                    "\"reproducible\" (from a number given with --seed: whoever guesses it "
                    "predicts every draw), or \"\" (recorded before seeds were marked)") = ""
    # Left out of the encoding when unset, so every genesis recorded before table luck
    # keeps its bytes.
    luck: described(Luck | msgspec.UnsetType, "who produces the chance outcomes: \"dealer\" "
                    "(matchlog's seeded dealer) or \"table\" (a match played elsewhere: each "
                    "outcome entered as the table showed it)") = msgspec.UNSET

    @property
    def table_luck(self) -> bool:
        """Whether the chance outcomes are the table's, entered by the recorder (no seed)."""
        return self.luck == TABLE


class Dealt(Event, tag="chance", kw_only=True, frozen=True):
    """A chance outcome: a shuffle's permutation, or a die, coin or random pick as an int.

    For a shuffle, `outcome[i]` is the index in the old order of the card that ends up at
    position i (position 0 is the top).
    """

    kind: described(str, "what was drawn, in the game's words (the `kind` of the chance the "
                    "position asked for: a shuffle, a die, a coin, a random card)")
    outcome: described(int | list[int], "a die, coin or pick as a number in the chance's range; "
                       "a shuffle as a permutation: outcome[i] is the index in the old order of "
                       "the card now at position i (0 is the top)")


class Reseed(Event, tag="luck", kw_only=True, frozen=True):
    """Fresh luck from here on: later chance outcomes come from a new committed seed."""

    dealer: described(str, "SHA-256 (hex) of the new secret seed later draws come from")


class SeedReveal(Event, tag="reveal", kw_only=True, frozen=True):
    """The dealer's seeds used along this branch, in order, revealed once the match is over.

    An empty string withholds a seed that another line of the match, still in progress,
    draws from (revealing it would predict that line's draws); that line reveals it.
    """

    seeds: described(list[str], "the dealer's seeds in hex, in the order they were "
                     "committed (genesis first); \"\" withholds one still drawn from elsewhere")


FRAMEWORK_EVENTS = (Genesis, Dealt, Reseed, SeedReveal)


def tag_of(event: Event) -> str:
    """The stable tag of an event's type, as stored in the ledger's `kind` column."""
    return type(event).__struct_config__.tag
