"""Permissions of a lasting effect to play cards outside the active house, and spending them.

Phase Shift lets a player play a card of another house than its own, whatever the active
house (KF-use-other-house): the effect's `card` is the card that allows it. The permission is
spent by the play it allowed, only when the card is not of the active house anyway. (Uses of
other houses' cards are `legality.any_house`'s.)
"""

from __future__ import annotations

from engine.events import Event, Seat

from .events import PlayCard, PlayUpgrade
from .state import Effect, EffectKind, State, card_of, effect_active, use_up


def any_permission(state: State, seat: Seat) -> bool:
    """Whether `seat` may play a card of another house this turn (the options' prefilter then
    keeps hand cards of every house)."""
    return bool(state.effects) and any(
        e.seat == seat and e.turn == state.turn and e.kind is EffectKind.PLAY_OTHER_HOUSE
        for e in state.effects)


def play_permission(state: State, seat: Seat, inst: int) -> Effect | None:
    """The permission that lets `seat` play `inst` although it is not of the active house."""
    house = card_of(state, inst).house
    return next((e for e in effect_active(state, EffectKind.PLAY_OTHER_HOUSE, seat)
                 if card_of(state, e.card).house is not house), None)


def spend(state: State, ev: Event) -> None:
    """Spend the permission a main-step play (`ev`, already checked) relies on."""
    if not state.effects or not isinstance(ev, (PlayCard, PlayUpgrade)):
        return
    if card_of(state, ev.card).house is not state.house:
        e = play_permission(state, ev.seat, ev.card)
        if e is not None:
            use_up(state, e)
