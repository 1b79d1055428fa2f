"""The rules' words a game gives the story of a match and the renderers of its views.

A view keeps stable machine keys (`amber`, `key_cost`, `blood_cards`) and plain zone names; a
game's `Words` says how its rules name them and what a change of each means ("forges a
key", "is destroyed", "collects a Blood Card"), so replays/ tells every game in its own words
without knowing any game by name.
"""

from __future__ import annotations

import re

import msgspec


class Told(msgspec.Struct, frozen=True):
    """How one counter (a seat's stat, or a numeric card state such as `damage #`) is named
    and told. Templates take {who} (the player or card), {n} (the size of the change), {a}
    (n, or "a" when n is 1), {s} ("s" when n is not 1), {old}, {new} and {label}; an empty
    template leaves the plain
    "{who}'s {label}: {old} to {new}"."""

    label: str = ""
    """The rules' name where it is not the key with spaces for underscores (amber: Æmber)."""
    up: str = ""
    """Told when a number rises."""
    down: str = ""
    """Told when a number falls."""
    set: str = ""
    """Told when a text value appears or changes ("{who} completes the Creed")."""
    quiet: bool = False
    """Never told: the event's own words already say it (the house a player chose)."""


class Words(msgspec.Struct, frozen=True):
    """A game's words for the story and the renderers; every field may stay empty."""

    stats: dict[str, Told] = {}
    """By stat key."""
    tags: dict[str, Told] = {}
    """By a card state whose numbers are written `#` ("damage #", "captured # Æmber")."""
    arrive: dict[str, str] = {}
    """By zone: what a card moving into it is ("hand": "drawn", "score pile": "scored")."""
    leave_play: dict[str, str] = {}
    """By zone: what a card leaving play for it is ("discard": "destroyed")."""
    in_play: tuple[str, ...] = ()
    """The zones that are in play."""
    passing: tuple[str, ...] = ()
    """Zones a card only passes through (an action resolving): its arrival is not told."""
    hands: tuple[str, ...] = ()
    """Zones a seat holds hidden from the others (a hand): a change of their count that no
    visible card explains is told as cards drawn or lost unseen."""
    draw_piles: tuple[str, ...] = ()
    """Zones a card is drawn from (a deck): a card reaching a hand from anywhere else is put
    into it, not drawn (one taken back from a discard pile). Empty: every arrival is drawn."""
    arrive_as: dict[str, str] = {}
    """By a card state (a view tag) the card carries where it arrives: what its arrival is,
    over the zone's word (Sceptre's Coin "found by a search" comes into the hand from the
    deck found, not drawn, SC-search-shown)."""
    feeds: tuple[str, ...] = ()
    """Zones every card leaves for a draw pile (Reaper's Soul Pool: a Soul leaves it only
    burned, to the bottom of its Grimoire): a card that reaches a hand from one of them in a
    single event went through the draw pile and was drawn, not put into the hand."""


_NUMBER = re.compile(r"-?\d+")


def stat_label(words: Words, key: str) -> str:
    """The rules' name of a stat key: its declared label, else the key with spaces."""
    told = words.stats.get(key)
    return told.label if told is not None and told.label else key.replace("_", " ")


def tag_pattern(tag: str) -> tuple[str, int] | None:
    """A card state holding numbers as (the state with each number written `#`, its first
    number): "HP 3/5" is ("HP #/#", 3); None for a plain state ("stunned")."""
    found = _NUMBER.findall(tag)
    if not found:
        return None
    return _NUMBER.sub("#", tag), int(found[0])


def tag_label(pattern: str) -> str:
    """The name of a numeric card state: its words before the first number ("HP #/#": HP),
    else after it ("# Æmber": Æmber)."""
    head, _, tail = pattern.partition("#")
    return head.strip() or tail.replace("#", "").strip()


def tell(told: Told | None, who: str, label: str, old: object, new: object) -> str:
    """One change of a counter in the game's words (see `Told`)."""
    if told is not None:
        if isinstance(old, int) and isinstance(new, int) and not isinstance(old, bool):
            n = abs(new - old)
            template = told.up if new > old else told.down
        else:
            n, template = 0, told.set
        if template:
            return template.format(who=who, n=n, a="a" if n == 1 else n, s="" if n == 1 else "s",
                                   old=old, new=new, label=label)
    if old == "":
        return f"{who}'s {label}: {new}"
    return f"{who}'s {label}: {old} to {new}"
