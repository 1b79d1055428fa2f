"""Diff: two positions (or two branches) side by side, the first divergence first."""

from __future__ import annotations

import msgspec

from engine.protocol import encode_event
from engine.views import View
from ledger import Ledger

from replays.history import load_history
from replays.refs import Ref
from replays.timeline import describe


class ZoneChange(msgspec.Struct):
    seat: int
    zone: str
    left: list[str]
    right: list[str]


class Diff(msgspec.Struct):
    """Where two lines part and how their positions differ."""

    left: str
    right: str
    common: int
    """The last seq both logs share byte for byte (-1 when even the genesis differs)."""
    first_left: str | None
    first_right: str | None
    left_seq: int
    right_seq: int
    left_digest: str
    right_digest: str
    changes: list[ZoneChange]

    @property
    def same(self) -> bool:
        return self.left_digest == self.right_digest


def diff(ledger: Ledger, a: Ref, b: Ref) -> Diff:
    ha = load_history(ledger, a.match, a.branch)
    hb = load_history(ledger, b.match, b.branch)
    common = -1
    for sa, sb in zip(ha.stored, hb.stored):
        if sa.payload != sb.payload:
            break
        common = sa.seq
    seq_a = ha.resolve(a.seq if a.seq is not None else ha.head)
    seq_b = hb.resolve(b.seq if b.seq is not None else hb.head)
    fa, fb = ha.fold_to(seq_a), hb.fold_to(seq_b)
    first_a = _describe_next(ha, common)
    first_b = _describe_next(hb, common)
    va, vb = ha.game.view(fa.state, None), hb.game.view(fb.state, None)
    return Diff(str(a), str(b), common, first_a, first_b, seq_a, seq_b,
                ha.game.digest(fa.state), hb.game.digest(fb.state), zone_changes(va, vb))


def _describe_next(history, common: int) -> str | None:
    seq = common + 1
    if seq > history.head:
        return None
    state = history.fold_to(seq - 1).state
    event = history.event(seq)
    return f"#{seq} {describe(history.game, state, event)}  {encode_event(event).decode()}"


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


def _card(c) -> str:
    tags = f" ({', '.join(c.tags)})" if c.tags else ""
    return f"{c.name}{tags}"
