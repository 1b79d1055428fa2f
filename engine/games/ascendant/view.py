"""What a seat may see, the secrets it may not, and one-line descriptions of events.

Arsenals are face down for everyone, their owner included (counts only, ASC-arsenal); a hand
is seen by its owner only; the Fountain is open information (ASC-fountain-2), and so are the
Battlefield, the Scrapyard and the Abyss.
"""

from __future__ import annotations

import re

from engine.events import Dealt, Event
from engine.kit.deck import Showing, where
from engine.kit import face
from engine.views import CardView, SeatView, View, ZoneView

from .cards import CardType
from .events import Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from .state import NeedKind, State, card_of, name_of


def _card(state: State, inst: int) -> CardView:
    return CardView(id=inst, name=name_of(state, inst))


def _on_field(state: State, seat: int, inst: int) -> CardView:
    card = card_of(state, inst)
    tags = [card.type.value]
    if card.weapon is not None:
        tags.append(f"{card.weapon.value} Weapon")
    tags += [k.value for k in card.keywords]
    if card.type is CardType.ACTIVE:
        tags.append("activated" if inst in state.seats[seat].activated else "ready")
    return CardView(id=inst, name=card.name, tags=tags)


def _hidden(n: int) -> list[CardView]:
    return [CardView(hidden=True) for _ in range(n)]


def view(state: State, seat: int | None, game_id: str) -> View:
    seats = []
    for i, s in enumerate(state.seats):
        mine = seat is None or seat == i
        hand = [_card(state, c) for c in s.hand] if mine else _hidden(len(s.hand))
        luck = state.table  # at a table a card nobody has seen has no name yet
        arsenal = [_card(state, c) if not (luck and luck.unseen(c)) else CardView(id=c, hidden=True)
                   for c in s.arsenal] \
            if seat is None else _hidden(len(s.arsenal))
        zones = [
            ZoneView(name="hand", cards=hand, count=len(s.hand), public=False),
            ZoneView(name="arsenal", cards=arsenal, count=len(s.arsenal), public=False),
            ZoneView(name="fountain", cards=[_card(state, c) for c in s.fountain], count=len(s.fountain)),
            ZoneView(name="battlefield", cards=[_on_field(state, i, c) for c in s.battlefield],
                     count=len(s.battlefield)),
            ZoneView(name="scrapyard", cards=[_card(state, c) for c in s.scrapyard], count=len(s.scrapyard)),
            ZoneView(name="abyss", cards=[_card(state, c) for c in s.abyss], count=len(s.abyss)),
        ]
        stats: dict[str, int | str] = {"health": s.health}
        if s.out:
            stats["out"] = "yes"
        seats.append(SeatView(seat=i, player=s.name, zones=zones, stats=stats))
    return View(game=game_id, turn=state.turn, active=state.active, step=state.phase.value,
                seats=seats, as_seat=seat, status=_status(state),
                notes=[named(state, note) for note in state.log])


def _status(state: State) -> str:
    if state.result is not None:
        return named(state, state.result.reason)
    parts = []
    attack = state.attack
    if attack is not None:
        parts.append(f"{attack.kind.value} attack by {_who(state, state.active)} on "
                     f"{_who(state, attack.target)}")
        parts += [f"{_who(state, r.seat)} {r.roll.title} {r.total}" for r in attack.rolls]
    need = state.need
    if need is not None:
        if need.kind is NeedKind.DECIDE:
            parts.append(f"{_who(state, need.seat)} to decide ({need.step.value})")
        elif need.kind is NeedKind.ROLL:
            parts.append(f"{_who(state, need.seat)} to roll {need.roll.title}")
    return "; ".join(parts)


def _who(state: State, seat: int) -> str:
    """A seat by its player's name, as the other games' logs and the views name players."""
    return state.seats[seat].name


def seat_words(state: State, seat: int) -> str:
    """A seat as every message names it: its player, then its number ("Ann (seat 0)")."""
    return f"{state.seats[seat].name} (seat {seat})"


_SEAT = re.compile(r"\bseat (\d+)\b")
"""A seat told by its number ("seat 2")."""
_NAMED = re.compile(r"\(seat \d+\)")
"""A seat already told with its player's name ("Cy (seat 2)")."""


def named(state: State, text: str) -> str:
    """`text` of the state (a note of the log, a match's result) with each "seat N" told as
    `seat_words` tells it. The state keeps the words its rules version recorded (they are
    part of its digest): the players' names are put in when it is shown, so every recorded
    match folds as it did."""
    return _with_names(text, [s.name for s in state.seats])


def retold(text: str, players: list[str] | tuple[str, ...]) -> str:
    """A result a ledger noted, in today's words: noted before the names were put in
    (earlier builds noted "Cy wins: seat 2 is the last one standing", under every rules
    version), each "seat N" is told as `named` tells it; words already named ("Cy (seat 2)
    is ...") stay as they are, a player called "seat 1" too."""
    return text if _NAMED.search(text) else _with_names(text, players)


def _with_names(text: str, players: list[str] | tuple[str, ...]) -> str:
    """`text` with each "seat N" of a seat the match has told "<player> (seat N)"."""
    n = len(players)
    return _SEAT.sub(lambda m: f"{players[int(m[1])]} (seat {m[1]})" if int(m[1]) < n else m[0],
                     text)


def secrets(state: State, seat: int) -> set[int]:
    """Every Arsenal card (face down to all) and the other seats' hands."""
    out: set[int] = set()
    for i, s in enumerate(state.seats):
        out.update(s.arsenal)
        if i != seat:
            out.update(s.hand)
    return out


def showing_words(state: State, showing: Showing) -> str:
    """The place a table must show a card of, in words."""
    place = where(showing)  # "top card", or "card 3 from the top" (Insight draws two)
    return f"{place if place.startswith('card') else 'the ' + place} of {_who(state, showing.seat)}'s Arsenal"


def describe(state: State, event: Event) -> str:
    """One line in the rules' words, read against the state before the event."""
    if isinstance(event, Dealt):
        showing = state.table.showing if state.table else None
        if showing is not None and isinstance(event.outcome, int) \
                and 0 <= event.outcome < len(showing.cards):
            return f"the table shows {name_of(state, showing.cards[event.outcome])}: {showing_words(state, showing)}"
        need = state.need
        if need is not None and need.kind is NeedKind.SHUFFLE:
            return f"{_who(state, need.seat)}'s Arsenal is shuffled"
        if need is not None and need.kind is NeedKind.ROLL and isinstance(event.outcome, int):
            return f"{_who(state, need.seat)} rolls {face(event.outcome)} on the d20 for {need.roll.title}"
        return f"a {event.kind} draw"
    who = _who(state, event.seat)
    if isinstance(event, Draw):
        return f"{who} draws a card from the Arsenal"
    if isinstance(event, Purge):
        return f"{who} purges {name_of(state, event.card)} from the Scrapyard to the Abyss"
    if isinstance(event, PlayStack):
        return f"{who} plays the stack {name_of(state, event.card)} onto the Battlefield"
    if isinstance(event, Declare):
        return f"{who} declares a {event.attack.value.title()} attack on {_who(state, event.opponent)}"
    if isinstance(event, Wield):
        return f"{who} activates the Weapon {name_of(state, event.card)}"
    if isinstance(event, Use):
        extra = f" on {_who(state, event.opponent)}" if event.opponent is not None else ""
        if event.pick is not None:
            extra += f", picking {name_of(state, event.pick)}"
        return f"{who} uses {name_of(state, event.card)}{extra}"
    if isinstance(event, Pass):
        return f"{who} passes"
    return f"{who}: {type(event).__name__}"
