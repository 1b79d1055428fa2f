"""Permissions to play or use cards outside the active house, and spending them.

Plays: a card in play that lets its controller play one card of its house per turn (Witch of
the Wilds, KF-any-house), and Phase Shift's lasting effect that lets a player play one card of
another house (KF-use-other-house; the effect's `card` is the card that allows it). A play
that Witch of the Wilds allows uses her allowance, not Phase Shift's; Phase Shift's permission
is spent only by a play nothing else allowed.

Uses: a card's own text, an upgrade or a lasting effect lets cards be used whatever the house
(`any_house`, KF-any-house), and Combat Pheromones' counted permission lets a player use a
number of other cards of its house (`use_permission`, KF-use-count), spent only by a use
nothing else allowed.
"""

from __future__ import annotations

from engine.events import Event, Seat

from .abilities.base import HOOKS, lookup
from .cards import HOUSES
from .carriers import in_play
from .events import Fight, PlayCard, PlayUpgrade, Reap, RemoveStun, UseAction
from .keywords import belongs_to
from .state import Effect, EffectKind, State
from .board import card_of, effect_active, house_in_play, use_up

_OFF_HOUSE_PLAY = HOOKS["off_house_play"]
"""The cards that let their controller play a card of another house, by card id."""
_ANY_HOUSE = HOOKS["any_house"]
"""The cards used whatever the active house (their own, or the creature an upgrade is on)."""


def any_permission(state: State, seat: Seat) -> bool:
    """Whether `seat` may play a card of another house this turn (the options' prefilter then
    keeps hand cards of every house)."""
    return bool(state.effects) and any(
        e.seat == seat and e.turn == state.turn and e.kind is EffectKind.PLAY_OTHER_HOUSE
        for e in state.effects)


def allows_off_house(state: State, seat: Seat) -> bool:
    """Whether `seat` has a card in play that lets it play cards of another house (Witch of
    the Wilds): without one, `off_house_play` is False for every card."""
    if not in_play(state, "off_house_play"):  # asked at every main-step decision: mostly none
        return False
    cards = state.cards
    p = state.players[seat]
    return any(cards[c] in _OFF_HOUSE_PLAY for c in p.battleline + p.artifacts)


def off_house_play(state: State, seat: int, inst: int) -> bool:
    """Whether a card in play lets `seat` play `inst` though its house is not the active one
    (Witch of the Wilds: one card of its house per turn, per Witch; KF-any-house)."""
    house = card_of(state, inst).house
    if house == state.house:
        return False
    cards, value = state.cards, house.value  # asked for every hand card the options list
    allowed = sum(1 for c in state.players[seat].battleline + state.players[seat].artifacts
                  if _OFF_HOUSE_PLAY.get(cards[c]) == value)
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


def any_house(state: State, seat: int, inst: int, fighting: bool = False) -> bool:
    """Whether `inst` may be used whatever the active house (KF-any-house): its own ability or
    an upgrade's (Tireless Crocag, Mack the Knife, Mantle of the Zealot), a lasting effect of
    this turn for it or for friendly creatures of its house (Deipno Spymaster, Sigil of
    Brotherhood), or, to fight, a lasting effect of this turn (Follow the Leader, Brothers in
    Battle, Horseman of War); last, a counted permission (Combat Pheromones, KF-use-count)."""
    return (_uncounted(state, seat, inst, fighting)
            or (bool(state.effects) and use_permission(state, seat, inst) is not None))


def _uncounted(state: State, seat: int, inst: int, fighting: bool) -> bool:
    """`any_house` but for the counted permissions, which a use spends."""
    if not 0 <= inst < len(state.cards):
        return False
    cards = state.cards  # asked of every creature of another house when options are listed
    if cards[inst] in _ANY_HOUSE:
        return True
    ip = state.inplay[inst]
    if ip is not None and ip.upgrades and any(cards[u] in _ANY_HOUSE for u in ip.upgrades):
        return True
    if not state.effects:
        return False
    if any(e.card == inst for e in effect_active(state, EffectKind.USE_CARD, seat)):
        return True
    house = card_of(state, inst).house
    if inst in state.players[seat].battleline and any(
            HOUSES[e.amount] is house for e in effect_active(state, EffectKind.USE_HOUSE, seat)):
        return True
    if not fighting:
        return False
    mine = HOUSES.index(house) + 1
    return any(e.amount in (0, mine) for e in effect_active(state, EffectKind.FIGHT_ANY_HOUSE, seat))


def use_permission(state: State, seat: Seat, inst: int) -> Effect | None:
    """The counted permission that lets `seat` use `inst` outside the active house: one of
    the house of the card that allows it, `inst` not being that card (KF-use-count)."""
    if not 0 <= inst < len(state.cards):
        return None
    return next((e for e in effect_active(state, EffectKind.USE_COUNTED, seat)
                 if e.card != inst and belongs_to(state, inst, card_of(state, e.card).house)), None)


def spend(state: State, ev: Event) -> None:
    """Spend the permission a main-step play or use (`ev`, already checked) relies on."""
    # Asked at every main-step event while any lasting effect is on (often one that permits
    # nothing, kept for a later turn): only these two kinds are ever spent, so without one
    # of them there is nothing to work out (the tests below only read the state).
    for e in state.effects:
        if e.kind is _PLAY_OTHER_HOUSE or e.kind is _USE_COUNTED:
            break
    else:
        return
    if isinstance(ev, (PlayCard, PlayUpgrade)):
        if card_of(state, ev.card).house is not state.house and not off_house_play(state, ev.seat, ev.card):
            e = play_permission(state, ev.seat, ev.card)
            if e is not None:
                use_up(state, e)
    elif isinstance(ev, _SPENDING_USES):
        inst = ev.attacker if isinstance(ev, Fight) else ev.card
        if (house_in_play(state, inst) is state.house or belongs_to(state, inst, state.house)
                or _uncounted(state, ev.seat, inst, not isinstance(ev, (Reap, UseAction)))):
            return
        e = use_permission(state, ev.seat, inst)
        if e is not None:
            use_up(state, e)


_PLAY_OTHER_HOUSE, _USE_COUNTED = EffectKind.PLAY_OTHER_HOUSE, EffectKind.USE_COUNTED
_SPENDING_USES = (Reap, Fight, UseAction, RemoveStun)
"""The uses that need the active house (an Omni: ability never does; KF-omni)."""
