"""Permissions of a lasting effect to play cards outside the active house, and spending them.

Two kinds: a card in play that lets its controller play one card of its house per turn (Witch
of the Wilds, KF-any-house), and Phase Shift's lasting effect that lets a player play one card
of another house (KF-use-other-house; the effect's `card` is the card that allows it). A play
that Witch of the Wilds allows uses her allowance, not Phase Shift's; Phase Shift's permission
is spent only by a play nothing else allowed. (Uses of other houses' cards are
`legality.any_house`'s.)
"""

from __future__ import annotations

from engine.events import Event, Seat

from .abilities.base import EMPTY, registry
from .cards import HOUSES
from .events import PlayCard, PlayUpgrade
from .state import Effect, EffectKind, State, card_of, effect_active, use_up


def any_permission(state: State, seat: Seat) -> bool:
    """Whether `seat` may play a card of another house this turn (the options' prefilter then
    keeps hand cards of every house)."""
    return bool(state.effects) and any(
        e.seat == seat and e.turn == state.turn and e.kind is EffectKind.PLAY_OTHER_HOUSE
        for e in state.effects)


def off_house_play(state: State, seat: int, inst: int) -> bool:
    """Whether a card in play lets `seat` play `inst` though its house is not the active one
    (Witch of the Wilds: one card of its house per turn, per Witch; KF-any-house)."""
    house = card_of(state, inst).house
    if house == state.house:
        return False
    get = registry().get
    allowed = sum(1 for c in state.players[seat].battleline + state.players[seat].artifacts
                  if get(state.cards[c], EMPTY).off_house_play == house.value)
    if not allowed:
        return False
    used = sum(1 for e in effect_active(state, EffectKind.OFF_HOUSE_PLAY, seat)
               if HOUSES[e.amount] is house)
    return used < allowed


def play_permission(state: State, seat: Seat, inst: int) -> Effect | None:
    """The permission that lets `seat` play `inst` although it is not of the active house."""
    house = card_of(state, inst).house
    return next((e for e in effect_active(state, EffectKind.PLAY_OTHER_HOUSE, seat)
                 if card_of(state, e.card).house is not house), None)


def spend(state: State, ev: Event) -> None:
    """Spend the permission a main-step play (`ev`, already checked) relies on."""
    if not state.effects or not isinstance(ev, (PlayCard, PlayUpgrade)):
        return
    if card_of(state, ev.card).house is not state.house and not off_house_play(state, ev.seat, ev.card):
        e = play_permission(state, ev.seat, ev.card)
        if e is not None:
            use_up(state, e)
