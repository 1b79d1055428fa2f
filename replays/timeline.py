"""A branch's timeline, whole or as one seat may see it.

A seat sees every decision and the result of every draw that the rules make public, but not
what the dealer drew (a shuffle orders a hidden deck), nor the cards another seat chose from
a zone hidden from it (a card archived from hand, say), nor any seed the dealer reveals (a
seed predicts every draw made from it, on every line that shares it). Those are redacted
here, once, for every command that shows or exports a seat's timeline; and a branch whose
draws another line in progress may yet make is not shown to a seat at all
(`replays.secrecy.check_seat_view`).
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.events import Dealt, DecisionEvent, Event, Genesis, Reseed, SeedReveal, tag_of
from engine.protocol import Chance, Game, Over

from replays.faults import engine_at
from replays.history import MatchHistory
from replays.secrecy import check_seat_view, seat_genesis
from replays.outcome import outcome_text
from replays.story import Sight, told

_KEEP = {"type", "seat"}


class Row(msgspec.Struct):
    """One event as shown: its JSON object (perhaps redacted) and its words."""

    seq: int
    tag: str
    actor: str
    event: dict[str, Any]
    text: str
    redacted: bool = False
    consequences: list[str] = []
    """What the event did, from the views before and after it (as the seat may see them)."""


def actor(event: Event, at_table: bool = False) -> str:
    """Who an event is by: a seat, the dealer, or (table luck) the table that showed it."""
    if isinstance(event, DecisionEvent):
        return f"seat {event.seat}"
    if at_table and isinstance(event, Dealt):
        return "table"
    return "dealer" if tag_of(event) in {"chance", "luck", "reveal"} else "—"


def timeline(history: MatchHistory, as_seat: int | None = None,
             story: bool = True) -> list[Row]:
    """Every event of the branch described against the state before it (raises
    SeatViewRefused for a seat view that would show another line's coming draws).
    `story=False` leaves out what each event did (its consequences), which needs a view of
    the position after every event: for callers that show only the events (`export`)."""
    if as_seat is not None:
        check_seat_view(history)
    game = history.game
    fold = history.fold_to(0)
    rows = [genesis_row(game, history.genesis, as_seat)]
    seen = sighted(game, fold.state, as_seat) if story else None
    with engine_at(history, lambda: fold.seq + 1, "folding"):
        for seq in range(1, history.head + 1):
            row, seen = tell(game, fold, seq, history.event(seq), as_seat, seen, story)
            rows.append(row)
    if story:
        tell_end(game, fold, rows)
    return rows


def genesis_row(game: Game, g: Genesis, seat: int | None = None) -> Row:
    """Event 0 as every log tells it; a seat's as `seat_genesis` gives it."""
    return Row(0, "genesis", "—", seat_genesis(game, g, seat), f"genesis: {', '.join(g.players)}")


def tell(game: Game, fold: Any, seq: int, event: Event, seat: int | None,
         seen: Sight | None = None, story: bool = True) -> tuple[Row, Sight | None]:
    """Fold `event` (number `seq`) into `fold` and tell it: its words against the state before
    it, what it did from the views before and after it, all as `seat` sees them (None: all).
    `seen` is the view before it (sighted) when the caller has it already; the view after is
    returned for the next event. With `story=False` no view is taken and nothing is told of
    what the event did (None is returned for the view)."""
    if seen is None and story:
        seen = sighted(game, fold.state, seat)
    # A seat's redaction compares the secrets before and after, so it needs a copy of before.
    before = fold.state if seat is None else game.clone(fold.state)
    text = describe(game, before, event)
    shown = shown_to(game, before, event, seat)
    fold.apply(event)
    obj = msgspec.to_builtins(event)
    redacted = False
    if seat is not None:
        obj, text, redacted = redact_for_seat(game, before, fold.state, event, obj, text, seat,
                                              fold.genesis.table_luck)
    if not story:
        return Row(seq, tag_of(event), actor(event, fold.genesis.table_luck), obj, text,
                   redacted), None
    now = sighted(game, fold.state, seat)
    row = Row(seq, tag_of(event), actor(event, fold.genesis.table_luck), obj, text, redacted,
              shown + told(seen, now, game.words(), isinstance(event, Dealt)))
    return row, now


def told_event(history: MatchHistory, seq: int, seat: int | None) -> Row:
    """Event `seq` of a history as its log tells it to `seat` (None: the whole log): its words
    and what it did, folded from the event before it."""
    row, _ = tell(history.game, history.fold_to(seq - 1), seq, history.event(seq), seat)
    return row


def shown_to(game: Game, before: Any, event: Event, seat: int | None) -> list[str]:
    """What a recorded event shows (a hand an ability makes its player reveal), told to the
    seats it is shown to (everyone's log tells it), as the game says (`Game.shown_by`): its
    `describe` cannot, since the same words name the options before anything is shown."""
    shown = game.shown_by(before, event)
    if shown is None or (seat is not None and seat not in shown[0]):
        return []
    return [shown[1]]


def sighted(game: Game, state: Any, seat: int | None) -> Sight:
    """`state` as `seat` sees it, sighted for the story; a seat's sight also knows where every
    card is, so a hidden hand's draws are counted from its draw pile, not its net change."""
    view = game.view(state, seat)
    return Sight(view, game.view(state, None) if seat is not None else None)


def tell_end(game: Game, fold: Any, rows: list[Row]) -> None:
    """When the match is over, tell the end on the event that made it (the reveal follows)."""
    over = game.pending(fold.state)
    if rows and isinstance(over, Over):
        last = next((r for r in reversed(rows) if r.tag != "reveal"), rows[-1])
        last.consequences.append(f"Over: {outcome_text(over, fold.genesis.players)}")


def told_rows(game: Game, fold: Any, events: list[tuple[Event, str]], first_seq: int,
              branch: str, seat: int | None) -> list[dict[str, Any]]:
    """Events just recorded (each with the digest after it), folded into `fold` one by one and
    told as `log` tells them (the `event` shape of `schema --output event`), as `seat` sees
    them (None: everything, with digests)."""
    rows: list[Row] = []
    seen = None
    for i, (event, _) in enumerate(events):
        row, seen = tell(game, fold, first_seq + i, event, seat, seen)
        rows.append(row)
    tell_end(game, fold, rows)
    out = []
    for row, (_, digest) in zip(rows, events):
        told: dict[str, Any] = {"seq": row.seq, "event": row.event, "text": row.text,
                                "consequences": row.consequences, "branch": branch}
        if seat is None:
            told["digest"] = digest
        else:
            told["redacted"] = row.redacted
        out.append(told)
    return out


def describe(game: Game, state: Any, event: Event) -> str:
    """The event in words: the game's for its own events, ours for the dealer's book-keeping."""
    if isinstance(event, Reseed):
        return f"fresh luck: the dealer commits to a new seed ({event.dealer[:12]}...)"
    if isinstance(event, SeedReveal):
        shown = sum(1 for s in event.seeds if s)
        if shown == len(event.seeds):
            return f"the dealer reveals {shown} seed(s): every draw can now be checked"
        return (f"the dealer reveals {shown} of {len(event.seeds)} seeds; the others are "
                "withheld while a line in progress draws from them")
    return game.describe(state, event)


def redact_for_seat(game: Game, before: Any, after: Any, event: Event, obj: dict, text: str,
                    seat: int, at_table: bool = False) -> tuple[dict, str, bool]:
    """An event's JSON object and words as `seat` may see them, and whether anything went."""
    if isinstance(event, Dealt):
        # The outcome's number never goes (a review copy carries none), but a coin or a die is
        # seen by the whole table, so its words stay; a card drawn, even at a table, is told
        # by the view to the seat that may see it.
        if _public_draw(game.pending(before)):
            return {"type": "chance", "kind": event.kind}, text, True
        return ({"type": "chance", "kind": event.kind},
                "the table shows a card" if at_table else "the dealer draws", True)
    if isinstance(event, SeedReveal):
        return {"type": "reveal"}, "the dealer reveals its seeds to the judge", True
    if isinstance(event, DecisionEvent) and event.seat != seat:
        hidden = game.secrets(before, seat) & game.secrets(after, seat)
        cards = _card_keys(game, event)
        scrubbed = {k: (v if k in _KEEP or (cards is not None and k not in cards)
                        else _scrub(v, hidden)) for k, v in obj.items()}
        if scrubbed != obj:
            return (scrubbed, f"seat {event.seat} chooses a card hidden from seat {seat}", True)
    return obj, text, False


def _public_draw(p: Any) -> bool:
    """A draw of no seat's cards, neither a shuffle nor a pick among cards: a coin or a die of
    the table (`Chance.seat` None), whose result the whole table sees."""
    return isinstance(p, Chance) and p.seat is None and not p.shuffle and not p.items


def _card_keys(game: Game, event: Event) -> tuple[str, ...] | None:
    """The fields of `event` that name cards (typed `CardRef`), or None when the game types
    none of its events' fields so (then every number may be a card). Only these are scrubbed:
    a seat number (Ascendant's `opponent`) that happens to equal a hidden card's number hides
    nothing."""
    from replays.choice import card_fields

    fields = card_fields(game.events)
    if not any(fields.values()):
        return None
    return fields.get(type(event), ())


def _scrub(value: Any, hidden: set[int]) -> Any:
    """Card ids hidden from the seat become None (an int that only looks like one goes too)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return None if value in hidden else value
    if isinstance(value, list):
        return [_scrub(v, hidden) for v in value]
    if isinstance(value, dict):
        return {k: _scrub(v, hidden) for k, v in value.items()}
    return value
