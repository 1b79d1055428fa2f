"""Choosing a house (KF-house-1, KF-house-lock, KF-house-effect, KF-archives-1): the check of a
ChooseHouse, and the houses that may be chosen."""

from __future__ import annotations

from .cards import HOUSES, House
from .events import ChooseHouse
from .keywords import house_lock
from .refusals import Refusal
from .state import EffectKind, State
from .board import effect_active, effect_while, name_of


# Checks read Enum members from these module names: on Python 3.11 `Kind.MEMBER` costs several
# times a plain global read (EnumType's __getattr__ keeps the read from being specialized),
# and a checked fold reads a few per event.
_HOUSE_BANNED, _HOUSE_FORCED = EffectKind.HOUSE_BANNED, EffectKind.HOUSE_FORCED


def why_not_house(state: State, ev: ChooseHouse) -> Refusal | None:
    p = state.players[ev.seat]
    if ev.house not in p.houses:
        return "KF-house-1", f"{getattr(ev.house, 'value', ev.house)} is not one of this deck's houses"
    lock = house_lock(state, ev.seat)
    if lock is not None and state.effects and _banned(state, ev.seat, House(lock[0])):
        lock = None  # "cannot" beats "must": Restringuntus on Dis frees Pitlord's player (KF-cannot)
    if lock is not None and getattr(ev.house, 'value', ev.house) != lock[0]:
        return "KF-house-lock", f"{name_of(state, lock[1])} is in play: the house must be {lock[0]}"
    if state.effects:
        bad = _house_effects(state, ev.seat, House(ev.house), lock[0] if lock else None)
        if bad:
            return bad
    if ev.take_archives and not p.archives:
        return "KF-archives-1", "there are no cards in archives to take"
    return None


def _house_effects(state: State, seat: int, house: House, lock: str | None) -> Refusal | None:
    """Lasting effects that forbid houses or name the one to choose (KF-house-effect); each
    applies only if it leaves a house to choose."""
    for e in state.effects:  # most lasting effects say nothing of houses: then nothing to check
        if e.kind is _HOUSE_BANNED or e.kind is _HOUSE_FORCED:
            break
    else:
        return None
    allowed = [h for h in state.players[seat].houses if lock is None or h.value == lock]
    banned = {HOUSES[e.amount]: e for e in effect_while(state, _HOUSE_BANNED, seat)}
    keep = [h for h in allowed if h not in banned]
    if keep and house in banned:
        return "KF-house-effect", f"{name_of(state, banned[house].card)} is in play: {house.value} cannot be chosen"
    allowed = keep or allowed
    forced = [HOUSES[e.amount] for e in effect_active(state, _HOUSE_FORCED, seat)]
    forced = [h for h in forced if h in allowed]
    if forced and forced[-1] is not house:  # of several, the latest applies
        return "KF-house-effect", f"a card's effect: the house must be {forced[-1].value} this turn"
    return None


def _banned(state: State, seat: int, house: House) -> bool:
    """Whether a lasting effect forbids `house` to `seat` while leaving another of its houses."""
    banned = {HOUSES[e.amount] for e in effect_while(state, _HOUSE_BANNED, seat)}
    return house in banned and any(h not in banned for h in state.players[seat].houses)


def house_options(state: State, seat: int) -> list[ChooseHouse]:
    """Each house of the deck that may be chosen, without and then with the archives.
    `why_not_house` asks last whether there are archives to take: every refusal before that one
    is the same for a house with or without them, so each house is checked once."""
    out = []
    archives = bool(state.players[seat].archives)
    for h in state.players[seat].houses:
        if why_not_house(state, ChooseHouse(seat=seat, house=h, take_archives=False)) is None:
            out.append(ChooseHouse(seat=seat, house=h, take_archives=False))
            if archives:
                out.append(ChooseHouse(seat=seat, house=h, take_archives=True))
    return out
