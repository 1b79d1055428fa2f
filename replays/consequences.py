"""An event's consequences, read off the views before and after it, for any game.

The log holds only inputs; what an event changed (a card moving to a score pile, a counter
going up, a card exhausted) is the difference between two views. Comparing views, not
states, keeps the words within what the viewing seat may see.
"""

from __future__ import annotations

from engine.views import CardView, View

_Where = tuple[int, str]
"""A seat and one of its zones ("hand", or "battle line (on Troll#4)" for an attached card)."""


def consequences(before: View, after: View) -> list[str]:
    """What changed from `before` to `after`, one short line each, in a stable order."""
    out: list[str] = []
    if after.turn != before.turn or after.active != before.active:
        who = f", seat {after.active} active" if after.active is not None else ""
        out.append(f"turn {after.turn}{who}")
    if after.step != before.step and after.step:
        out.append(f"step: {after.step}")
    out += _card_changes(before, after)
    out += _hidden_changes(before, after)
    out += _stat_changes(before, after)
    if after.status != before.status and after.status:
        out.append(after.status)
    return out


def _card_changes(before: View, after: View) -> list[str]:
    old, new = _places(before), _places(after)
    out = []
    for cid, (card, where) in new.items():
        if cid not in old:
            out.append(f"{_name(card)} comes into view: {_at(where)}")
            continue
        was_card, was = old[cid]
        if was != where:
            out.append(f"{_name(card)}: {_at(was)} → {_at(where)}")
        gained = [t for t in card.tags if t not in was_card.tags]
        lost = [t for t in was_card.tags if t not in card.tags]
        if gained or lost:
            out.append(f"{_name(card)}: " + ", ".join([f"+{t}" for t in gained]
                                                      + [f"−{t}" for t in lost]))
    for cid, (card, where) in old.items():
        if cid not in new:
            out.append(f"{_name(card)} leaves view: {_at(where)}")
    return out


def _hidden_changes(before: View, after: View) -> list[str]:
    """Zones whose count of face-down cards changed (a draw from a deck, a hand refilled)."""
    out = []
    old = {(s.seat, z.name): _hidden_count(z.cards, z.count) for s in before.seats for z in s.zones}
    for seat in after.seats:
        for zone in seat.zones:
            was = old.get((seat.seat, zone.name), 0)
            now = _hidden_count(zone.cards, zone.count)
            if was != now:
                out.append(f"seat {seat.seat} {zone.name}: {was} → {now} hidden")
    return out


def _stat_changes(before: View, after: View) -> list[str]:
    old = {s.seat: s.stats for s in before.seats}
    out = []
    for seat in after.seats:
        was = old.get(seat.seat, {})
        for key, value in seat.stats.items():
            if was.get(key, "") != value:
                out.append(f"seat {seat.seat} {key}: {_stat(was.get(key, ''))} → {_stat(value)}")
    return out


def _places(view: View) -> dict[int, tuple[CardView, _Where]]:
    """Every visible card by instance id, with the seat and zone it is in."""
    out: dict[int, tuple[CardView, _Where]] = {}

    def walk(cards: list[CardView], where: _Where) -> None:
        for card in cards:
            if card.id is not None:
                out[card.id] = (card, where)
                walk(card.attached, (where[0], f"{where[1]} (on {_name(card)})"))

    for seat in view.seats:
        for zone in seat.zones:
            walk(zone.cards, (seat.seat, zone.name))
    return out


def _hidden_count(cards: list[CardView], count: int) -> int:
    shown = sum(1 for c in cards if not c.hidden)
    return max(count, len(cards)) - shown


def _name(card: CardView) -> str:
    return f"{card.name}#{card.id}"


def _at(where: _Where) -> str:
    return f"seat {where[0]} {where[1]}"


def _stat(value: int | str) -> str:
    return "—" if value == "" else str(value)
