"""Legality: the explicit check of one event, and the options checked by it in full.

`why_not(state, event)` returns (rule id, one-line reason) or None; the options of a decision
are the candidates it lets through, so a listed option is never refused and a refusal always
cites the most specific rule. This module says what the match waits for and from whom, then
hands the event to its decision's own check, one module per kind of decision:

- legal_house.py: choosing a house (and its options);
- legal_play.py: playing and discarding cards from hand, and the plays an ability allows;
- legal_use.py: using cards in play (reap, fight, Action:, Omni:, removing a stun);
- legal_choices.py: an ability's choices, and the order of simultaneous effects;
- main_options.py: the main step's options, listed card by card;
- refusals.py: what the checks share (a refusal's shape, a seat in words, the rule of six).
"""

from __future__ import annotations

from engine.events import Dealt, Event, tag_of
from engine.kit import deck as deck_kit
from engine.protocol import Chance

from .cards import CardType, Keyword
from .events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight, Mulligan,
                     PlayCard, PlayUpgrade, Reap, RemoveStun, ResolveFirst, UseAction, UseOmni)
from .legal_choices import (why_not_choose, why_not_choose_option, why_not_decline,
                            why_not_resolve_first)
from .legal_house import why_not_house
from .legal_play import why_not_discard, why_not_play, why_not_play_now, why_not_upgrade
from .legal_use import (why_not_action, why_not_fight, why_not_omni, why_not_reap,
                        why_not_remove_stun)
from .refusals import Refusal, seat_words
from .state import Flank, State
from .board import card_of, creatures, name_of, opponent
from . import tasks as T

# Enum members read from module names: on Python 3.11 `Kind.MEMBER` costs several times a plain
# global read (EnumType's __getattr__ keeps the read from being specialized).
_CREATURE, _UPGRADE = CardType.CREATURE, CardType.UPGRADE
_DEPLOY = Keyword.DEPLOY
_LEFT, _RIGHT = Flank.LEFT, Flank.RIGHT


MAIN_EVENTS = (PlayCard, PlayUpgrade, Discard, Reap, Fight, UseAction, UseOmni, RemoveStun, EndStep)
USE_EVENTS = (Reap, Fight, UseAction, UseOmni, RemoveStun)
"""The uses of a card in play: what the main step offers, and what `T.UseNow` waits for."""
WAITS: dict[type, type | tuple[type, ...]] = {
    Mulligan: T.Mulligan, ChooseHouse: T.ChooseHouse, Choose: T.Choose, ChooseOption: T.Choose,
    Decline: T.Choose,
    ResolveFirst: T.Order,
    **{e: T.Main for e in MAIN_EVENTS},
    **{e: (T.Main, T.UseNow) for e in USE_EVENTS},
    **{e: (T.Main, T.PlayNow) for e in (PlayCard, PlayUpgrade)},
}


def chance_of(state: State) -> Chance | None:
    """The chance outcome the top task needs, if any (at a table: first a card to show)."""
    if state.table and state.table.showing is not None:
        showing = state.table.showing
        return deck_kit.chance(showing, [name_of(state, c) for c in showing.cards],
                               f"the {deck_kit.where(showing)} of {state.players[showing.seat].name}'s deck")
    if not state.stack:
        return None
    t = state.stack[-1]
    if isinstance(t, T.Coin):  # the outcome is the seat that goes first
        return Chance(kind="coin", size=2, why="randomly choose who goes first",
                      labels=[p.name for p in state.players])
    if isinstance(t, T.Shuffle):
        return Chance(kind="shuffle", size=len(state.players[t.seat].deck), shuffle=True,
                      why=f"shuffle seat {t.seat}'s deck", seat=t.seat)
    if isinstance(t, T.Reshuffle):
        return Chance(kind="shuffle", size=len(state.players[t.seat].discard), shuffle=True,
                      why=f"shuffle seat {t.seat}'s discard pile into a new deck", seat=t.seat)
    if isinstance(t, T.RandomDiscard):
        hand = state.players[t.seat].hand
        return Chance(kind="pick", size=len(hand), why=f"a random card from seat {t.seat}'s hand",
                      seat=t.seat, items=list(hand), labels=[name_of(state, c) for c in hand])
    return None


def why_not(state: State, ev: Event) -> Refusal | None:
    # A checked fold asks this of every event, and nearly every one is the kind of event the
    # waiting task is for, from its seat: one read of `_DIRECT` on the two types finds its own
    # check, past the tests below that it passes by construction (no card to show, the match
    # goes on, the task waits for this type of event, the seats agree, no ability limits it).
    stack = state.stack
    if stack and not state.over:
        table = state.table
        if not table or table.showing is None:
            top = stack[-1]
            direct = _DIRECT.get((type(ev), type(top)))
            if direct is not None and ev.seat == top.seat:  # type: ignore[attr-defined]
                return direct(state, ev)
    return _why_not(state, ev)


def _why_not(state: State, ev: Event) -> Refusal | None:
    """`why_not` in full, in the order its refusals take precedence."""
    if state.table and state.table.showing is not None:
        return deck_kit.refusal(state.table, ev)
    if state.over:
        return "KF-sequence", "the match is over"
    if not state.stack:
        return "KF-sequence", "nothing is pending"
    top = state.stack[-1]
    if isinstance(ev, Dealt):
        chance = chance_of(state)
        if chance is None:
            return "KF-sequence", "a chance outcome when a player must decide"
        if ev.kind != chance.kind or not chance.accepts(ev.outcome):
            return "KF-chance", f"not a possible outcome of the {chance.kind} ({chance.why})"
        return None
    want = WAITS.get(type(ev))
    if want is None or not isinstance(top, want):
        # the event named as a log stores it (its tag), not by its Python class
        return "KF-sequence", (f"the match is not waiting for a '{tag_of(ev) or type(ev).__name__}' "
                               f"event now: {seat_words(state, getattr(top, 'seat', '?'))} has another "
                               "choice to make")
    seat = getattr(ev, "seat", None)
    if seat != top.seat:
        return "KF-seat", (f"{seat_words(state, seat)} acts while the match waits on "
                           f"{seat_words(state, top.seat)}")
    if isinstance(top, T.UseNow) and top.fight and not isinstance(ev, (Fight, RemoveStun)):
        return "KF-use-now", f"the ability lets {state.players[top.seat].name} only fight with this creature"
    if isinstance(top, T.PlayNow):
        return why_not_play_now(state, ev, top)
    check = CHECKS.get(type(ev))
    return check(state, ev) if check is not None else None


CHECKS = {
    ChooseHouse: why_not_house,
    PlayCard: why_not_play, PlayUpgrade: why_not_upgrade, Discard: why_not_discard,
    Reap: why_not_reap, Fight: why_not_fight, UseAction: why_not_action, UseOmni: why_not_omni,
    RemoveStun: why_not_remove_stun,
    Choose: why_not_choose, ChooseOption: why_not_choose_option, Decline: why_not_decline,
    ResolveFirst: why_not_resolve_first,
}
"""Each event type's own check, asked once the match waits for it from its seat."""


def _legal(state: State, ev: Event) -> None:
    """An event whose waiting task asks nothing more of it (EndStep, Mulligan)."""
    return None


_DIRECT = {(ev, task): CHECKS.get(ev, _legal)
           for ev, want in WAITS.items()
           for task in (want if isinstance(want, tuple) else (want,))
           if task is not T.UseNow and task is not T.PlayNow}
"""(event type, waiting task type) -> the event's own check, for every pair `_why_not` lets
through to it unchanged (`T.UseNow` and `T.PlayNow` limit what they wait for: not here). The
tasks and events are matched by exact type, as no task or event type has subclasses."""


# -- options checked in full ----------------------------------------------------------------

# The options of a play or a use an ability allows now: few, each checked by `why_not` in full
# (the other decisions' options are listed by their own modules: `legal_house.house_options`,
# `legal_choices.choose_options`, `main_options.main_options`).

def play_now_options(state: State, task: T.PlayNow) -> list[Event]:
    """The ways `task.seat` may play `task.card` now (none: it cannot be played)."""
    seat, c = task.seat, task.card
    f = card_of(state, c)
    if f.type is _CREATURE:
        n = len(state.players[seat].battleline)
        cands: list[Event] = [PlayCard(seat=seat, card=c, flank=_LEFT),
                              PlayCard(seat=seat, card=c, flank=_RIGHT)]
        if f.has(_DEPLOY):
            cands += [PlayCard(seat=seat, card=c, position=i) for i in range(1, n)]
    elif f.type is _UPGRADE:
        cands = [PlayUpgrade(seat=seat, card=c, creature=t) for t in creatures(state)]
    else:
        cands = [PlayCard(seat=seat, card=c)]
    return [e for e in cands if why_not(state, e) is None]


def use_now_options(state: State, task: T.UseNow) -> list[Event]:
    """The ways to use the one card an ability lets `task.seat` use now (KF-use-now)."""
    seat, c = task.seat, task.card
    enemies = creatures(state, opponent(seat))
    cands: list[Event] = [Reap(seat=seat, card=c),
                          *(Fight(seat=seat, attacker=c, defender=d) for d in enemies),
                          UseAction(seat=seat, card=c), UseOmni(seat=seat, card=c),
                          RemoveStun(seat=seat, card=c)]
    return [e for e in cands if why_not(state, e) is None]
