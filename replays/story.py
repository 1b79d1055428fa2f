"""What an event did, told from the views before and after it: cards destroyed, scored,
drawn, discarded, archived or purged, states and counters that changed, keys forged. Views are already redacted for a seat, so a seat is told only what it may
see ("Bo draws 2 cards", not which); the same words serve log, replay and show."""

from __future__ import annotations

from typing import NamedTuple

from engine.views import View

# The word for a card that moves into a zone (by the zone's name in the views); "from" keys
# narrow it where the source zone changes the meaning (a creature leaving play is destroyed).
_INTO = {"hand": "drawn", "score pile": "scored", "archives": "archived", "purged": "purged",
         "discard pile": "discarded", "discard": "discarded", "deck": "shuffled into the deck",
         "battle line": "put into play", "battleline": "put into play", "relics": "put into play",
         "play area": "put into play"}
_IN_PLAY = {"battle line", "battleline", "relics", "play area"}
_PASSING = {"resolving"}  # a card on its way (an action being played): the event says it
_FROM_PLAY_INTO = {"discard pile": "destroyed", "discard": "destroyed",
                   "hand": "returned to hand", "deck": "returned to the deck"}


class _Seen(NamedTuple):
    seat: int
    zone: str
    name: str
    tags: tuple[str, ...]


def consequences(before: View, after: View) -> list[str]:
    """The changes between two views of the same match, one short line each, in order: cards
    that moved, card states, hidden counts, counters (score, keys, Æmber...), the status."""
    players = {s.seat: s.player for s in after.seats}
    was, now = _cards(before), _cards(after)
    out: list[str] = []
    for cid, card in now.items():
        old = was.get(cid)
        if old is None or (old.seat, old.zone) == (card.seat, card.zone) or card.zone in _PASSING:
            continue
        out.append(f"{card.name} {_moved(old.zone, card.zone)} "
                   f"({players.get(old.seat, old.seat)}'s {old.zone} to "
                   f"{players.get(card.seat, card.seat)}'s {card.zone})")
    for cid, card in now.items():
        old = was.get(cid)
        if old is not None and old.zone == card.zone and old.tags != card.tags:
            gained = [t for t in card.tags if t not in old.tags]
            lost = [t for t in old.tags if t not in card.tags]
            words = ", ".join([*gained, *(f"no longer {t}" for t in lost)])
            out.append(f"{card.name} is now {words}")
    out += _hidden_counts(before, after, was, now, players)
    out += _stats(before, after, players)
    return out


def _moved(src: str, dst: str) -> str:
    if src in _IN_PLAY and dst in _FROM_PLAY_INTO:
        return f"is {_FROM_PLAY_INTO[dst]}"
    word = _INTO.get(dst)
    return f"is {word}" if word else "moves"


def _cards(view: View) -> dict[int, _Seen]:
    out: dict[int, _Seen] = {}
    for seat in view.seats:
        for zone in seat.zones:
            for card in zone.cards:
                if card.id is not None and not card.hidden:
                    out[card.id] = _Seen(seat.seat, zone.name, card.name, tuple(card.tags))
    return out


def _hidden_counts(before: View, after: View, was: dict, now: dict, players: dict) -> list[str]:
    """Count changes no visible card explains (cards drawn into a hidden hand, say)."""
    out = []
    old = {(s.seat, z.name): z.count for s in before.seats for z in s.zones}
    for seat in after.seats:
        for zone in seat.zones:
            key = (seat.seat, zone.name)
            seen_in = sum(1 for c in now.values() if (c.seat, c.zone) == key)
            seen_was = sum(1 for c in was.values() if (c.seat, c.zone) == key)
            hidden_delta = (zone.count - seen_in) - (old.get(key, 0) - seen_was)
            shown = sum(1 for cid, c in now.items() if cid not in was and c.seat == seat.seat)
            if hidden_delta < 0 and shown >= -hidden_delta:
                continue  # a hidden card came into view (played from a hidden hand): told above
            if hidden_delta and zone.name == "hand":
                verb = "draws" if hidden_delta > 0 else "loses"
                n = abs(hidden_delta)
                out.append(f"{seat.player} {verb} {n} card{'s' if n != 1 else ''} unseen")
    return out


def _stats(before: View, after: View, players: dict) -> list[str]:
    out = []
    old = {s.seat: s.stats for s in before.seats}
    for seat in after.seats:
        for name, value in seat.stats.items():
            prev = old.get(seat.seat, {}).get(name)
            if prev == value or prev is None or value == "":
                continue
            if prev == "":
                out.append(f"{seat.player}'s {name}: {value}")
                continue
            if "key" in name.lower() and isinstance(value, int) and isinstance(prev, int) \
                    and value > prev:
                out.append(f"{seat.player} forges a key ({name} {prev} to {value})")
            else:
                out.append(f"{seat.player}'s {name}: {prev} to {value}")
    return out
