"""Using cards in play (step 3): reap, fight, Action:, Omni:, and removing a stun.

Using exhausts the card first (KF-use-1). A fight: Before Fight: abilities, then assault and
hazardous damage together, then (unless one side is gone) both creatures deal their power to
each other at once, with elusive, skirmish and poison; Fight: abilities resolve if the
attacker survives (KF-fight-1..3).
"""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import lookup
from .cards import Keyword
from .damage import deal_damage, gain, sweep
from .events import Fight, Reap, RemoveStun, UseAction, UseOmni
from .keywords import has, power, value
from .play import omega
from .state import State, card_of
from . import tasks as T


def start_use(state: State, seat: Seat, inst: int) -> None:
    """Exhaust the card and count it for the rule of six and alpha."""
    state.inplay[inst].exhausted = True
    name = card_of(state, inst).name
    state.used_names[name] = state.used_names.get(name, 0) + 1
    state.step_actions += 1
    omega(state, seat, inst)


def push_trigger(state: State, seat: Seat, inst: int, trigger: str) -> None:
    """Push `trigger` abilities of a card and of its upgrades (the card's own resolves first)."""
    ip = state.inplay[inst]
    for up in reversed(ip.upgrades if ip is not None else []):
        if getattr(lookup(state.cards[up]), trigger) is not None:
            state.stack.append(T.Ability(seat=seat, source=inst, card=state.cards[up], trigger=trigger))
    if getattr(lookup(state.cards[inst]), trigger) is not None:
        state.stack.append(T.Ability(seat=seat, source=inst, card=state.cards[inst], trigger=trigger))


def reap(state: State, ev: Reap) -> None:
    start_use(state, ev.seat, ev.card)
    gain(state, ev.seat, 1)
    push_trigger(state, ev.seat, ev.card, "reap")


def use_action(state: State, ev: UseAction) -> None:
    start_use(state, ev.seat, ev.card)
    push_trigger(state, ev.seat, ev.card, "action")


def use_omni(state: State, ev: UseOmni) -> None:
    start_use(state, ev.seat, ev.card)
    push_trigger(state, ev.seat, ev.card, "omni")


def remove_stun(state: State, ev: RemoveStun) -> None:
    """Using a stunned creature: it exhausts and the stun is removed, nothing else (KF-stun-1)."""
    start_use(state, ev.seat, ev.card)
    state.inplay[ev.card].stunned = False


def fight(state: State, ev: Fight) -> None:
    seat, att, dfn = ev.seat, ev.attacker, ev.defender
    start_use(state, seat, att)
    before = lookup(state.cards[att]).before_fight
    if before is not None:
        before(state, att, seat, dfn)  # Before Fight: abilities make no choices
        sweep(state)
        if state.inplay[att] is None or state.inplay[dfn] is None:
            return
    dip = state.inplay[dfn]
    ignores = lookup(state.cards[att]).ignores_taunt_elusive
    elusive = has(state, dfn, Keyword.ELUSIVE) and not dip.attacked and not ignores
    dip.attacked = True
    if not elusive:
        hazard = value(state, dfn, Keyword.HAZARDOUS)
        assault = value(state, att, Keyword.ASSAULT)
        if hazard or assault:
            deal_damage(state, att, hazard)
            deal_damage(state, dfn, assault)
            sweep(state)
            if state.inplay[att] is None or state.inplay[dfn] is None:
                return  # the fight does not happen (KF-assault, KF-hazardous)
        to_def = deal_damage(state, dfn, power(state, att))
        to_att = 0 if has(state, att, Keyword.SKIRMISH) else deal_damage(state, att, power(state, dfn))
        if to_def > 0 and has(state, att, Keyword.POISON):
            state.inplay[dfn].doomed = True
        if to_att > 0 and has(state, dfn, Keyword.POISON):
            state.inplay[att].doomed = True
        killed = sweep(state)
        for winner, loser, side in ((att, dfn, seat), (dfn, att, 1 - seat)):
            after = lookup(state.cards[winner]).after_kill
            if loser in killed and after is not None and state.inplay[winner] is not None:
                after(state, winner, side)
    if state.inplay[att] is not None:
        push_trigger(state, seat, att, "fight")
