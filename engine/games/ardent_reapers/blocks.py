"""What blocks what: the lasting and constant effects that stop a card being played, a
creature fighting or being fought, or a card being harvested, and whether a seat may discard
(AR-play-2, AR-play-3). Read by the options (legal_options.py), the checks (legality.py) and the
main step (turn.py, play.py)."""

from __future__ import annotations

from engine.games.ardent_reapers import abilities, keywords, zones
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.state import Card, CardState, EffectKind, State

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_CANNOT_PLAY, _CANNOT_PLAY_ACTIONS = EffectKind.CANNOT_PLAY, EffectKind.CANNOT_PLAY_ACTIONS
_ACTION, _DORMANT = CardType.ACTION, CardState.DORMANT
_NO_BLOCKS: frozenset[CardType] = frozenset()
_FOE_PLAY = keywords.FOE_PLAY


def play_blocked(state: State, seat: int, card: Card) -> str | None:
    """The rule id that stops `seat` playing `card` now (a lasting or constant effect), or None."""
    kind = zones.facts_of(state, card).type
    for _, _, k in keywords.constants(state, 1 - seat, _FOE_PLAY):
        if kind in k.foe_cannot_play:  # Silent Master, Silence Enforcer (AR-constant-1)
            return k.rule
    for e in state.effects:
        if e.seat == seat and e.turn == state.turn:
            if e.kind is EffectKind.CANNOT_PLAY:
                return e.rule
            if (e.kind is EffectKind.CANNOT_PLAY_ACTIONS
                    and zones.facts_of(state, card).type is CardType.ACTION):
                return e.rule
    return None


def play_blocks(state: State, seat: int) -> set[CardType] | frozenset[CardType] | None:
    """The card types `seat` may not play now, or None when no card may be played: the same
    constants and effects `play_blocked` reads, gathered once for a whole hand."""
    foes = keywords.constants(state, 1 - seat, _FOE_PLAY)
    if not foes and not state.effects:
        return _NO_BLOCKS  # the usual case, without building a set
    blocked: set[CardType] = set()
    for _, _, k in foes:
        blocked.update(k.foe_cannot_play)
    if state.effects:
        for e in state.effects:
            if e.seat == seat and e.turn == state.turn:
                if e.kind is _CANNOT_PLAY:
                    return None
                if e.kind is _CANNOT_PLAY_ACTIONS:
                    blocked.add(_ACTION)
    return blocked


def can_play_any(state: State, seat: int) -> bool:
    """Whether `play_blocked` is None for some card in the hand (checked at every main step)."""
    hand = state.seats[seat].hand
    if not hand:
        return False
    if not state.effects and not keywords.constants(state, 1 - seat, _FOE_PLAY):
        return True  # `play_blocks`' usual answer (nothing blocks), without its call
    blocked = play_blocks(state, seat)
    if blocked is None:
        return False
    if not blocked:  # the usual case: every card in hand can be played
        return True
    for c in hand:
        if zones.facts_of(state, c).type not in blocked:
            return True
    return False


def fight_blocked(state: State, seat: int) -> str | None:
    for e in state.effects:
        if e.seat == seat and e.turn == state.turn and e.kind is EffectKind.CANNOT_FIGHT:
            return e.rule
    return None


def own_constant(state: State, card: Card):
    """The constant ability of `card` itself while it is in play, or None."""
    if state.card_state[card] is None:
        return None
    a = abilities.BY_ID.get(state.cards[card])
    return a.constant if a is not None else None


def harvest_blocked(state: State, card: Card) -> str | None:
    """The rule id of the card's own text that stops it being harvested (Stubborn Thorn), or None."""
    k = own_constant(state, card)
    return k.rule if k is not None and k.cannot_harvest else None


def target_blocked(state: State, attackers: list[Card], target: Card) -> str | None:
    """The rule id that stops these attackers fighting `target` (Gregory Illinivich), or None."""
    if state.card_state[target] is _DORMANT:
        return None
    for a in attackers:
        k = own_constant(state, a)
        if k is not None and k.fights_only_dormant:
            return k.rule
    return None


def may_discard(state: State, seat: int) -> bool:
    """AR-play-2 / AR-play-3: after playing a card, or when no card can be played."""
    return state.played > 0 or not can_play_any(state, seat)
