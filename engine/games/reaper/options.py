"""The options of every decision: its candidates that the explicit checks let through
(legality.py), so a listed option is never refused; whether a sudden card may be played in a
window (the windows' yes/no, without listing); and the rule that allows an option, for judges."""

from __future__ import annotations

from itertools import combinations

from engine.events import Dealt, Event, Seat

from .abilities.base import Ability
from .abilities.registry import activated, on_play
from .cards import CARDS, CardType, Sudden
from .events import Activate, Attack, Claim, ChooseFace, EndTurn, Grace, Guard, Pass, Play, Reap
from .legality import CHECKS, FACTION_OF, Refusal
from .state import Player, State, all_thralls, card_of, controller, exhausted, is_thrall_in_play
from .waiting import asked_seat, window
from . import tasks as T


_SUDDEN_OF = {c.id: c.sudden for c in CARDS.values()}
"""Each card's sudden condition (None for a card played in its player's turn), by card id."""


def _faction_count(state: State, seat: Seat, inst: int) -> int:
    """The seat's Angel cards in play of `inst`'s faction (a plain loop: every play asks)."""
    cards = state.cards
    faction = FACTION_OF[cards[inst]]
    n = 0
    for a in state.players[seat].angels:
        if FACTION_OF[cards[a]] is faction:
            n += 1
    return n


def _wanted(state: State, seat: Seat, card: int, ab: Ability | None) -> list[int] | None:
    """The targets an ability may choose now (None: it takes none; a card without one too)."""
    return ab.effect.targets(state, seat, card) if ab is not None else None


def burn_choices(p: Player, cost: int) -> list[list[int]]:
    """Every set of face-up Souls that, with face-down ones, pays `cost` exactly."""
    up = [s.card for s in p.souls if s.face_up]
    down = len(p.souls) - len(up)
    return [list(c) for k in range(max(0, cost - down), min(cost, len(up)) + 1)
            for c in combinations(up, k)]


def _check(state: State, t: T.Task, seat: Seat, ev: Event) -> Refusal | None:
    check = CHECKS.get(type(ev))
    return None if check is None else check(state, t, seat, ev)


# -- options -----------------------------------------------------------------------------


def _activations(state: State, seat: Seat, card: int) -> list[Event]:
    ab = activated(state.cards[card])
    if ab is None:
        return []
    wanted = _wanted(state, seat, card, ab)
    return [Activate(seat=seat, card=card, target=x) for x in ([None] if wanted is None else wanted)]


def main_candidates(state: State, seat: Seat) -> list[Event]:
    p = state.players[seat]
    out: list[Event] = [Reap(seat=seat, card=a) for a in p.angels]
    for c in p.hand:
        if card_of(state, c).sudden is None:
            out += _plays(state, seat, c, None)
    targets = all_thralls(state)
    for a in p.angels + p.thralls:
        if not exhausted(state, a):
            out += [Attack(seat=seat, attacker=a, target=x) for x in targets if x != a]
            out += _activations(state, seat, a)
    out.append(EndTurn(seat=seat))
    return out


def _sudden_plays(state: State, t: T.Task, seat: Seat) -> list[Event]:
    cond = window(state, t, seat)
    if cond is None:
        return []
    return [e for c in state.players[seat].hand if card_of(state, c).sudden is cond[0]
            for e in _plays(state, seat, c, cond[1])]


def _plays(state: State, seat: Seat, card: int, subject: int | None) -> list[Event]:
    """A card's plays: each target (a sudden card's: its condition's subject) by each way to pay."""
    wanted = _wanted(state, seat, card, on_play(state.cards[card]))
    targets = [None] if wanted is None else [subject] if subject is not None else wanted
    p = state.players[seat]
    cost = card_of(state, card).cost
    if len(p.souls) < cost:
        return [Play(seat=seat, card=card, target=x) for x in targets]  # refused by its cost
    return [Play(seat=seat, card=card, target=x, burn=b) for x in targets
            for b in burn_choices(p, cost)]


def candidates(state: State, t: T.Task, seat: Seat) -> list[Event]:
    """Every event worth checking for the waiting task (options are those that pass)."""
    if type(t) is T.Main:
        return main_candidates(state, seat)
    if type(t) is T.ChooseFace:
        c = card_of(state, t.card)
        return [ChooseFace(seat=seat, card=t.card, face=f) for f in (c.id, c.back)]
    if type(t) is T.ClaimAsk:
        return [Claim(seat=seat, card=t.thrall), Pass(seat=seat)]
    return [*_window_answers(state, t, seat), *_sudden_plays(state, t, seat), Pass(seat=seat)]


def _window_answers(state: State, t: T.Task, seat: Seat) -> list[Event]:
    """A guard or grace window's own answers (its sudden plays and passing aside)."""
    if type(t) is T.GuardAsk:
        return [Guard(seat=seat, card=x) for x in state.players[seat].thralls]
    if type(t) is T.GraceAsk:
        return [Grace(seat=seat, card=a) for a in state.players[seat].angels]
    return []


def may_play_sudden(state: State, p: Player, seat: Seat, when: Sudden, subject: int) -> bool:
    """Whether a card in hand with sudden condition `when` may be played on `subject` now
    (check_play's yes/no for the windows). Most hands hold no card of the condition: the loop
    passes over each card on one table read (`_SUDDEN_OF`), which costs less than asking
    first in C (`isdisjoint(map(cards.__getitem__, hand))`: a bound method per card)."""
    cards = state.cards
    for inst in p.hand:
        if _SUDDEN_OF[cards[inst]] is not when:
            continue
        c = CARDS[cards[inst]]
        if c.requirement and _faction_count(state, seat, inst) < c.requirement:
            continue
        if len(p.souls) < c.cost:
            continue
        wanted = _wanted(state, seat, inst, on_play(c.id))
        if wanted is None or subject in wanted:
            return True
    return False


def options(state: State, t: T.Task) -> list[Event]:
    seat = asked_seat(state, t)
    return [e for e in candidates(state, t, seat) if _check(state, t, seat, e) is None]


# -- the rule that allows an option (for judges) -----------------------------------------


_ALLOWS = {Reap: "RPR-reap-1", Activate: "RPR-activate", EndTurn: "RPR-turn-1",
           Guard: "RPR-guard-1", Grace: "RPR-grace-1", ChooseFace: "RPR-setup-face"}


_PASSES = {T.GuardAsk: "RPR-guard-1", T.GraceAsk: "RPR-grace-1", T.SuddenAsk: "RPR-sudden-1",
           T.ClaimAsk: "RPR-claim-1"}


_PLAYS = {CardType.THRALL: "RPR-thrall", CardType.RITE: "RPR-rite",
          CardType.MALAKHIM: "RPR-malakhim"}


def option_rule(state: State, ev: Event) -> str:
    """The rule id that allows a legal option now: the clause a judge would read out."""
    top = state.stack[-1] if state.stack else None
    kind = type(ev)
    if kind is Play:
        c = card_of(state, ev.card)
        return "RPR-sudden-1" if c.sudden is not None else _PLAYS.get(c.type, "RPR-play-hand")
    if kind is Attack:
        if not is_thrall_in_play(state, ev.attacker):
            return "RPR-attack-1"
        # a Thrall against a Thrall of its own player: the reading RPR-attack-own names
        return "RPR-attack-own" if controller(state, ev.target) == controller(
            state, ev.attacker) else "RPR-attack-thrall"
    if kind is Claim:
        return "RPR-bind-1" if type(top) is T.ClaimAsk and top.bind else "RPR-claim-1"
    if kind is Pass:
        return _PASSES.get(type(top), "RPR-window-ask")
    if kind is Dealt:
        return "RPR-setup-first" if type(top) is T.FirstPlayer else "RPR-setup-1"
    return _ALLOWS.get(kind, "")
