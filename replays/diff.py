"""Diff: two positions (or two branches) side by side, the first divergence first.

Omniscient by default; as a seat, both sides are that seat's views and timelines (hidden
cards, draws and seeds redacted, no state digests), and a side the seat may not see
(`replays.secrecy.check_seat_view`) is refused.
"""

from __future__ import annotations

import msgspec

from engine.views import View
from ledger import Ledger

from replays.history import MatchHistory, load_history
from replays.refs import BadRef, Ref
from replays.secrecy import check_seat_view
from replays.timeline import describe, genesis_row, tell


class ZoneChange(msgspec.Struct):
    seat: int
    zone: str
    left: list[str]
    right: list[str]


class FirstEvent(msgspec.Struct):
    """The first event of one line after the two parted: its seq, in words, and as data."""

    seq: int
    text: str
    event: dict

    def __str__(self) -> str:
        return f"#{self.seq} {self.text}  {msgspec.json.encode(self.event).decode()}"


class Diff(msgspec.Struct):
    """Where two lines part and how their positions differ."""

    left: str
    right: str
    common: int
    """The last seq both logs share byte for byte, each read up to the position compared on
    it (-1 when even the genesis differs)."""
    first_left: FirstEvent | None
    first_right: FirstEvent | None
    left_seq: int
    right_seq: int
    left_digest: str
    right_digest: str
    """The full-state digests ("" for a seat: a digest fingerprints the hidden zones too)."""
    changes: list[ZoneChange]
    same: bool = False
    """Whether the two positions are equal (as the seat sees them, for a seat)."""
    as_seat: int | None = None


def diff(ledger: Ledger, a: Ref, b: Ref, as_seat: int | None = None) -> Diff:
    ha = load_history(ledger, a.match, a.branch)
    hb = load_history(ledger, b.match, b.branch)
    if ha.game.id != hb.game.id:  # no zone of one is a zone of the other: a mistyped match id
        raise BadRef(f"match {a.match} is {ha.game.title} and match {b.match} is "
                     f"{hb.game.title}: diff compares two lines of one game")
    if as_seat is not None:
        return _seat_diff(ha, hb, a, b, as_seat)
    seq_a = ha.resolve(a.seq if a.seq is not None else ha.head)
    seq_b = hb.resolve(b.seq if b.seq is not None else hb.head)
    common = _common(ha, hb, seq_a, seq_b)
    fa, fb = ha.fold_to(seq_a), hb.fold_to(seq_b)
    first_a = _describe_next(ha, common, seq_a)
    first_b = _describe_next(hb, common, seq_b)
    va, vb = ha.game.view(fa.state, None), hb.game.view(fb.state, None)
    da, db = ha.game.digest(fa.state), hb.game.digest(fb.state)
    same = da == db if ha.game.rules_version == hb.game.rules_version else \
        _content(fa.state) == _content(fb.state)
    return Diff(str(a), str(b), common, first_a, first_b, seq_a, seq_b, da, db,
                zone_changes(va, vb), same)


def _content(value: object) -> object:
    """A state's values whatever its version's layout: each struct its tag and its fields by
    name, sequences as lists. Two rules versions may encode the same position differently
    (sceptre-11's sides are arrays where sceptre-10's are maps, SC-layout-11), so their
    digests differ though the positions are the same; within one version the digests
    decide."""
    cls = type(value)
    fields = getattr(cls, "__struct_fields__", None)
    if fields is not None:
        return cls.__struct_config__.tag, {f: _content(getattr(value, f)) for f in fields}
    if isinstance(value, (list, tuple)):
        return [_content(v) for v in value]
    if isinstance(value, dict):
        return {k: _content(v) for k, v in value.items()}
    return value


def genesis_difference(d: Diff) -> str:
    """What two matches' geneses differ in (the rules version, the decks...), in a few words:
    `d` is the diff of two matches that share no event."""
    left = d.first_left.event if d.first_left else {}
    right = d.first_right.event if d.first_right else {}
    keys = [k for k in {**left, **right} if left.get(k) != right.get(k)]
    if "rules_version" in keys:
        head = f"their rules differ ({left.get('rules_version')} and {right.get('rules_version')})"
        keys.remove("rules_version")
        return head + (f"; also their {', '.join(keys)}" if keys else "")
    return f"their geneses differ in {', '.join(keys) or 'nothing readable'}"


def _seat_diff(ha: MatchHistory, hb: MatchHistory, a: Ref, b: Ref, seat: int) -> Diff:
    for h in (ha, hb):
        if not 0 <= seat < h.seats:
            raise BadRef(f"match {h.match_id} has seats 0..{h.seats - 1}, not {seat}")
    check_seat_view(ha)  # refuses a side the seat may not see
    check_seat_view(hb)
    seq_a = ha.clamp(a.seq if a.seq is not None else ha.head)
    seq_b = hb.clamp(b.seq if b.seq is not None else hb.head)
    common = _common(ha, hb, seq_a, seq_b)
    va = ha.game.view(ha.fold_to(seq_a).state, seat)
    vb = hb.game.view(hb.fold_to(seq_b).state, seat)

    def first(h: MatchHistory, last: int) -> FirstEvent | None:
        """The first event after the parting as the seat's log tells it (only that one is
        told: the log's rows before it are the same on both sides)."""
        seq = common + 1
        if seq > last:
            return None
        if seq == 0:  # even the genesis differs: two matches
            row = genesis_row(h.game, h.genesis, seat)
        else:
            row, _ = tell(h.game, h.fold_to(common), seq, h.event(seq), seat, story=False)
        return FirstEvent(row.seq, row.text, msgspec.to_builtins(row.event))

    return Diff(str(a), str(b), common, first(ha, seq_a), first(hb, seq_b), seq_a, seq_b, "", "",
                zone_changes(va, vb), msgspec.to_builtins(va) == msgspec.to_builtins(vb), seat)


def _common(ha: MatchHistory, hb: MatchHistory, seq_a: int, seq_b: int) -> int:
    """The last seq both lines share, each line read up to the position compared on it
    (`1@10` against `1@20` share events 0..10, not the whole branch)."""
    common = -1
    for sa, sb in zip(ha.stored[:seq_a + 1], hb.stored[:seq_b + 1]):
        if sa.payload != sb.payload:
            break
        common = sa.seq
    return common


def _describe_next(history, common: int, last: int) -> FirstEvent | None:
    seq = common + 1
    if seq > last:
        return None
    state = history.fold_to(seq - 1).state
    event = history.event(seq)
    return FirstEvent(seq, describe(history.game, state, event), msgspec.to_builtins(event))


def zone_changes(a: View, b: View) -> list[ZoneChange]:
    """Zones whose cards differ between two views, seat by seat."""
    out = []
    for sa, sb in zip(a.seats, b.seats):
        zb = {z.name: z for z in sb.zones}
        for za in sa.zones:
            other = zb.get(za.name)
            left = [_card(c) for c in za.cards]
            right = [_card(c) for c in other.cards] if other else []
            if left != right or (other and za.count != other.count):
                out.append(ZoneChange(sa.seat, za.name, left, right))
    return out


CARD_SEPARATOR = "; "
"""Between the cards of a zone written on one line: card names hold commas ("Ashwing, Malakh
of Embers", "Ozmo, Martianologist"), so ", " would not say where one card ends."""


def cards_text(cards: list[str]) -> str:
    """A zone's cards (as `zone_changes` gives them) on one line, `CARD_SEPARATOR` between
    them; a run of cards hidden from the reader is counted ("37 hidden"), not written as 37
    question marks; a name that holds the separator itself is quoted."""
    out: list[str] = []
    run = 0
    for card in [*cards, None]:
        if card == "?":
            run += 1
            continue
        if run:
            out.append(f"{run} hidden")
            run = 0
        if card is not None:
            out.append(msgspec.json.encode(card).decode() if CARD_SEPARATOR.strip() in card else card)
    return CARD_SEPARATOR.join(out) or "—"


def _card(c) -> str:
    tags = f" ({', '.join(c.tags)})" if c.tags else ""
    return f"{c.name}{tags}"
