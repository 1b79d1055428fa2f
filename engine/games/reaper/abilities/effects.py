"""The effects card abilities are made of: each lists its legal targets and resolves.

`targets` returns None for an effect without a target, else the instances it may choose
(an empty list: nothing to choose, so the card cannot be used now: RPR-target).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import Seat
from engine.kit.deck import look

from ..cards import Sudden
from ..damage import push_damage
from ..state import (State, all_thralls, card_of, exhausted, follows, is_thrall_in_play,
                     opponent, set_face, unseen)
from ..tasks import Fight, Hit, SuddenAsk


def reap_one(state: State, seat: Seat) -> None:
    """Top Grimoire card face down into the Soul Pool, unseen (RPR-reap-1)."""
    p = state.players[seat]
    if p.grimoire:
        p.souls.append(state.soul_record(card=p.grimoire.pop(0)))


def draw_one(state: State, seat: Seat) -> bool:
    """Draw the top Grimoire card; False when the Grimoire is empty."""
    p = state.players[seat]
    if not p.grimoire:
        return False
    luck = state.table
    if luck:  # at a table the card must have been shown (the pool is listed only then)
        look(luck, p.grimoire, 0, seat, unseen(state, seat))
    card = p.grimoire.pop(0)
    p.hand.append(card)
    if state.revision == 6 and card in state.known:  # RPR-reap-known: reaper-6 hid a known
        # card drawn as any hand card; reaper-7 keeps it known (`follows` written out: every
        # turn draws)
        state.known.remove(card)
    return True


class Untargeted:
    """An effect without a target."""

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return None


class AnyThrall:
    """An effect on any Thrall in play."""

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return all_thralls(state)


@dataclass(frozen=True)
class Damage:
    """Deal `amount` damage to a Thrall (through its grace windows)."""

    amount: int

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return [t for t in all_thralls(state) if t != source]

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        push_damage(state, [Hit(target=target, amount=self.amount, dealer=seat)])


@dataclass(frozen=True)
class DrawCards(Untargeted):
    count: int

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        for _ in range(self.count):
            draw_one(state, seat)


@dataclass(frozen=True)
class ReapSouls(Untargeted):
    """Reap `count` Souls without exhausting an Angel card; the opponent's sudden window of a
    reap opens after them (RPR-sudden-reap, reaper-5: a Soul reaped by a card is reaped too)."""

    count: int

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        before = len(state.players[seat].souls)
        for _ in range(self.count):
            reap_one(state, seat)
        if len(state.players[seat].souls) > before and follows(state, 5):
            state.stack.append(SuddenAsk(seat=opponent(seat), when=Sudden.OPPONENT_REAPS,
                                         subject=source))


@dataclass(frozen=True)
class Empower(AnyThrall):
    """A Thrall gains `amount` Attack until end of turn."""

    amount: int

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        state.inplay[target].boost += self.amount


@dataclass(frozen=True)
class Mend(AnyThrall):
    """A Thrall gains `amount` Health until end of turn."""

    amount: int

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        state.inplay[target].grace += self.amount


@dataclass(frozen=True)
class ExhaustThrall:
    """Exhaust an unexhausted Thrall."""

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return [t for t in all_thralls(state) if not exhausted(state, t) and t != source]

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        state.inplay[target].exhausted = True


@dataclass(frozen=True)
class ReadyAngel:
    """Unexhaust another exhausted Angel card of one's own."""

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return [a for a in state.players[seat].angels if exhausted(state, a) and a != source]

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        state.inplay[target].exhausted = False


def transform(state: State, inst: int) -> None:
    """Turn a card to its other face in place: its InPlay record (damage, exhaustion) stays."""
    set_face(state, inst, card_of(state, inst).back)


@dataclass(frozen=True)
class TransformSelf(Untargeted):
    """The card turns to its other face (its back, an Arch form or a greater Thrall)."""

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        transform(state, source)


@dataclass(frozen=True)
class TransformThrall:
    """A two-sided Thrall of one's own showing its front turns to its back."""

    def targets(self, state: State, seat: Seat, source: int) -> list[int] | None:
        return [t for t in state.players[seat].thralls
                if card_of(state, t).back and not card_of(state, t).is_back]

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        transform(state, target)


@dataclass(frozen=True)
class RevealSouls(Untargeted):
    """One's face-down Souls turn face up: both players see them from now on."""

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        souls = state.players[seat].souls
        if state.table:  # at a table each Soul is named as it turns face up
            cards = [s.card for s in souls]
            for i in range(len(cards)):
                look(state.table, cards, i, seat, unseen(state, seat))
        for s in souls:
            s.face_up = True
            if follows(state, 6) and s.card in state.known:  # face up: known as any such Soul
                state.known.remove(s.card)


@dataclass(frozen=True)
class CancelAttack(Untargeted):
    """The attack being declared ends: no guard, no damage."""

    def resolve(self, state: State, seat: Seat, source: int, target: int | None) -> None:
        for t in reversed(state.stack):
            if isinstance(t, Fight):
                t.cancelled = True
                return


def in_play(state: State, inst: int) -> bool:
    return is_thrall_in_play(state, inst) or any(inst in p.angels for p in state.players)


__all__ = ["CancelAttack", "Damage", "DrawCards", "Empower", "ExhaustThrall", "Mend",
           "ReadyAngel", "ReapSouls", "RevealSouls", "TransformSelf", "TransformThrall",
           "draw_one", "in_play", "opponent", "reap_one", "transform"]
