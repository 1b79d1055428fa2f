"""Decks in a match played at a table (table luck): dealing lazily, one helper for every game.

At a table nobody knows the order a shuffle left a deck in, so a table-luck shuffle asks for
no permutation: `shuffled` marks the cards *unseen*, with the number of the shuffle that mixed
them, and the engine goes on without a chance. The deck list keeps the cards in some order,
but among the unseen cards of one shuffle that order means nothing. When the engine next needs
the card at one of those places (a draw, a reveal, a discard from the top) it reads it through
`look`, which raises `Unseen`: the card there is one of the cards still unseen from that
shuffle, and which one is a chance that the recorder answers by naming the card the table
showed. The kit's `TaskLoop` catches `Unseen`, puts the state back as it was before the task
that looked (no half-done work stays) and waits; once the card is shown, `show` swaps it into
that place and marks it seen, and the task runs again and finds it.

A dealer-luck match never carries a `TableLuck` (the state's field stays unset, so its encoding
and digest are what they were before table luck) and `look` costs one truth test there.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Iterable

import msgspec

from engine.events import Dealt, Event
from engine.protocol import Chance, IllegalEvent


class Showing(msgspec.Struct):
    """What the table must show next: the card at `index` (0 the top, -1 the bottom) of
    `seat`'s deck, one of `cards` (the cards still unseen from the shuffle that mixed it)."""

    seat: int
    index: int
    """The place as the engine read it (for words: the work that read it may be undone, and
    the deck then holds other cards above it)."""
    cards: list[int]
    holder: int
    """The unseen card that stood at that place when it was read: it marks the place, which
    stays the same when the work that read it is undone (cards above it come back)."""
    resume: bytes = b""
    """The event whose own handling looked (applied again once the card is shown), as its
    JSON bytes; empty when a task of the work stack looked (the stack simply runs again)."""


class TableLuck(msgspec.Struct):
    """A table-luck match's book of unseen cards: present in a state only under table luck."""

    mixed: list[int] = []
    """By card instance: the number of the shuffle that left its place unknown (0: known).
    A list, not a dict: the canonical encoding sorts keys and takes only text ones."""
    shuffles: int = 0
    showing: Showing | None = None

    def unseen(self, card: int) -> int:
        """The shuffle that hid `card`'s place, or 0 when its place is known."""
        return self.mixed[card] if card < len(self.mixed) else 0

    def hide(self, card: int, shuffle: int) -> None:
        if card >= len(self.mixed):
            self.mixed.extend([0] * (card + 1 - len(self.mixed)))
        self.mixed[card] = shuffle


class Unseen(Exception):
    """Raised when an engine reads a place in a deck whose card the table has not shown yet."""

    def __init__(self, seat: int, index: int, cards: list[int], holder: int):
        super().__init__(f"seat {seat}'s deck at {index} is unseen")
        self.seat = seat
        self.index = index
        self.cards = cards
        self.holder = holder

    def showing(self, resume: bytes = b"") -> "Showing":
        return Showing(self.seat, self.index, self.cards, self.holder, resume)


def table_luck(genesis: Any) -> TableLuck | msgspec.UnsetType:
    """The book a game's `start` puts in its state: a fresh one under table luck, else unset."""
    return TableLuck() if genesis.table_luck else msgspec.UNSET


class DealerLuck:
    """A mixin of a game's state type whose table-luck states are a subclass (see `at_table`):
    the plain state's `table` is UNSET, as a field left unset would read. A class value, not a
    field (the encoding is unchanged) and not a property (a fold reads it at every event, and
    a property is a Python call); the table-luck subclass's `table` field overrides it."""

    __slots__ = ()
    table: ClassVar[TableLuck | msgspec.UnsetType] = msgspec.UNSET


def at_table(state: Any, table_type: type) -> Any:
    """`state` as `table_type`, a game's table-luck subclass of its state type (same fields and
    a `table` book), with a fresh book.

    For a game whose state struct has 15 fields or fewer: msgspec writes such a struct's
    header in one byte, but as soon as a field may be left out (a `table` left unset) it
    reserves three, so every dealer-luck digest would change. Such a game keeps its state type
    as it was (with `DealerLuck` mixed in) and puts table-luck states in a subclass.
    """
    return table_type(**msgspec.structs.asdict(state), table=TableLuck())


def decode_state(data: bytes, plain: type, table_type: type) -> Any:
    """A state from its msgpack bytes: a `table_type` when they hold a table-luck book, else a
    `plain` one (a game with a table-luck subclass decodes its states with this)."""
    if b"\xa5table" in data:  # the key of the book; any other "table" string decodes plainly
        try:
            return msgspec.msgpack.decode(data, type=table_type)
        except msgspec.ValidationError:
            pass
    return msgspec.msgpack.decode(data, type=plain)


def shuffled(luck: TableLuck | msgspec.UnsetType, cards: Iterable[int]) -> bool:
    """Shuffle `cards` at a table: their order becomes unknown. False under dealer luck (the
    caller then asks the dealer for a permutation as before)."""
    if not luck:
        return False
    luck.shuffles += 1
    for card in cards:
        luck.hide(card, luck.shuffles)
    return True


def look(luck: TableLuck | msgspec.UnsetType, deck: list[int], index: int, seat: int,
         pool: list[int] | None = None) -> int:
    """The card at `index` of `seat`'s deck; raises Unseen while the table has not shown it.

    `pool` lists every card that may be there when the same shuffle's unseen cards lie in
    more than the deck (Blood Cards set aside unseen, Souls reaped face down): the card shown
    may be any of them, and `show_as` answers the showing (default: the deck alone)."""
    card = deck[index]
    mixed = luck.unseen(card) if luck else 0
    if mixed:
        raise Unseen(seat, index, [c for c in (deck if pool is None else pool)
                                   if luck.unseen(c) == mixed], card)
    return card


def look_top(luck: TableLuck | msgspec.UnsetType, deck: list[int], n: int, seat: int) -> list[int]:
    """The top `n` cards of a deck (fewer if it runs out), each seen (raises Unseen first)."""
    if luck:
        for i in range(min(n, len(deck))):
            look(luck, deck, i, seat)
    return deck[:n]


def tags(luck: TableLuck | msgspec.UnsetType, card: int) -> list[str]:
    """A deck card's tags in the omniscient view: "unseen" while the table has not shown its
    place (the deck lists such cards in no real order)."""
    return ["unseen"] if luck and luck.unseen(card) else []


def seen(luck: TableLuck | msgspec.UnsetType, card: int) -> None:
    """`card` left its unknown place by name (taken from a deck by choice, or moved out): its
    place no longer hides it, and a deck it goes back to knows where it is."""
    if luck and luck.unseen(card):
        luck.mixed[card] = 0


def show(luck: TableLuck, deck: list[int], outcome: int) -> bytes:
    """The table showed `showing.cards[outcome]` at the place asked: put it there, mark it seen,
    and return the event to apply again (b"": run the work stack again)."""
    showing = luck.showing
    assert showing is not None
    card = showing.cards[outcome]
    at = deck.index(showing.holder)
    was = deck.index(card)
    deck[at], deck[was] = deck[was], deck[at]
    luck.mixed[card] = 0
    luck.showing = None
    return showing.resume


def show_as(luck: TableLuck, names: list, outcome: int) -> bytes:
    """The table showed `showing.cards[outcome]`: the unseen card at the place asked (the
    holder) takes that card's identity in `names` (a state's card id per instance) and the
    shown card takes the holder's. Both are unseen cards of one shuffle, which nobody can tell
    apart, so this works wherever the two lie (a deck, a pile set aside, a face-down Soul).
    Marks the place seen and returns the event to apply again, like `show`."""
    showing = luck.showing
    assert showing is not None
    card, at = showing.cards[outcome], showing.holder
    names[at], names[card] = names[card], names[at]
    luck.mixed[at] = 0
    luck.showing = None
    return showing.resume


def chance(showing: Showing, names: list[str], why: str) -> Chance:
    """The pending chance of a showing: which card the table showed (names one per card)."""
    return Chance(kind="card", size=len(showing.cards), why=why, seat=showing.seat,
                  items=list(showing.cards), labels=list(names))


def check_shown(showing: Showing, event: Event) -> None:
    """Refuse anything but the card the table must show next (ML-table)."""
    if not isinstance(event, Dealt) or event.kind != "card":
        raise IllegalEvent("ML-table", "the table must show the card asked for first "
                           f"(seat {showing.seat}'s deck): enter it before anything else")
    if (not isinstance(event.outcome, int) or isinstance(event.outcome, bool)
            or not 0 <= event.outcome < len(showing.cards)):
        raise IllegalEvent("ML-table", f"outcome {event.outcome!r} names none of the "
                           f"{len(showing.cards)} cards that can be there")


def refusal(luck: TableLuck, event: Event) -> tuple[str, str] | None:
    """While a card is to be shown (`luck.showing`): (rule, words) refusing `event` unless it
    shows one of the cards that can be there, else None."""
    try:
        check_shown(luck.showing, event)  # type: ignore[arg-type]
    except IllegalEvent as err:
        return err.rule, err.message
    return None


def where(showing: Showing) -> str:
    """The place asked for, in words: "top card", "bottom card", "card 3 from the top"."""
    if showing.index == 0:
        return "top card"
    if showing.index == -1:
        return "bottom card"
    return f"card {showing.index + 1} from the top"


# -- rolling back work that looked at an unseen card -------------------------------------------
def snapshot(state: Any) -> bytes:
    """The state's bytes, to put it back with `restore` if the work ahead looks at an unseen card."""
    return _ENCODER.encode(state)


def restore(state: Any, data: bytes, keep: list | None = None) -> None:
    """Put `state` back (in place) as `snapshot` saw it; the list `keep` (a work stack a loop
    holds) is refilled rather than replaced."""
    back = msgspec.msgpack.decode(data, type=type(state))
    for name in state.__struct_fields__:
        value = getattr(back, name)
        if keep is not None and getattr(state, name) is keep:
            keep[:] = value
        else:
            setattr(state, name, value)


def fold_at_table(state: Any, event: Event, luck_of: Callable[[Any], TableLuck],
                  deck_of: Callable[[Any, int], list[int]] | None,
                  fold_in: Callable[[Any, Event], None], advance: Callable[[Any], None],
                  decode: Callable[[bytes], Event],
                  names: str | None = None) -> None:
    """A game's `apply` under table luck (the event already checked).

    A card the table shows goes to the place asked for, then the work that asked resumes: the
    work stack (`advance`) or the event whose own handling looked (`fold_in` it again). An
    event whose handling looks at an unseen card is undone, and waits for the card. A game
    whose card shown may lie outside the deck (`look`'s pool) gives `names` (the name of the
    state's field holding its card id per instance) instead of `deck_of`, and the showing is
    answered by `show_as` on a list of them, set back as the field's own type (a tuple stays
    a tuple: a game may keep the ids in one so that its digest tells them unchanged by
    identity)."""
    luck = luck_of(state)
    if luck.showing is not None:
        if names is not None:
            held = getattr(state, names)
            ids = list(held)
            resume = show_as(luck, ids, event.outcome)  # type: ignore[attr-defined]
            setattr(state, names, type(held)(ids))
        else:
            resume = show(luck, deck_of(state, luck.showing.seat), event.outcome)  # type: ignore[misc, attr-defined]
        if not resume:
            advance(state)
            return
        event = decode(resume)
    data = snapshot(state)
    try:
        fold_in(state, event)  # the task loop catches what its tasks look at; this is the event's
    except Unseen as unseen:
        restore(state, data)
        luck_of(state).showing = unseen.showing(_EVENT_ENCODER.encode(event))


_ENCODER = msgspec.msgpack.Encoder()
_EVENT_ENCODER = msgspec.json.Encoder()
