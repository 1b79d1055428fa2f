"""Legality: the explicit check of one event.

`why_not(state, event)` returns (rule id, one-line reason) or None; each decision's explicit
check (`check_play` ... `check_claim`) is the part of it that the checked fold asks straight
(ANSWER_CHECKS). What the match waits for, and from whom, is in waiting.py; the options of a
decision (its candidates that these checks let through) and the rule that allows each are in
options.py.

Tasks and events are told apart by exact type (`type(t) is T.Main`): every task and event
class is a leaf, as decoding gives, and isinstance against a msgspec Struct class that does
not match goes through the metaclass's __instancecheck__, a few hundred nanoseconds a test.
"""

from __future__ import annotations

import enum
from operator import attrgetter

from engine.events import Dealt, Event, Seat
from engine.kit import deck as deck_kit

from .abilities.base import Ability
from .abilities.effects import Damage
from .abilities.registry import ABILITIES
from .cards import ARCH_TYPES, CARDS, FIGHTERS, Sudden, facts
from .events import (DECISIONS, Activate, Attack, Claim, ChooseFace, EndTurn, Grace, Guard,
                     Pass, Play, Reap)
from .state import Player, State, card_of, name_of, opponent
from .waiting import WAITS, asked_seat, chance_of, fight_of, window
from . import tasks as T


Refusal = tuple[str, str]


FACTION_OF = {c.id: c.faction for c in CARDS.values()}
"""Each card's faction by card id (a field read of the card's facts spared per Angel card)."""

_ATTACKED, _DAMAGED = Sudden.ATTACKED, Sudden.DAMAGED
"""Read from module names: on Python 3.11 an Enum member read costs several times a global's."""


_FACE_UP = attrgetter("face_up")


_BOUND = attrgetter("bound")


FIGHTER_IDS = frozenset(c.id for c in CARDS.values() if c.type in FIGHTERS)
"""The ids of the Reapers, Scythes and Malakhim (`is_fighter`), read at every grace window."""


# -- checks of one action ----------------------------------------------------------------
# Each check (`check_play` ... `check_claim`, one event type each) first tests that the event
# comes from the seat asked, `seat`, and leaves a wrong seat's refusal to why_not (which tests
# the seat itself before it calls a check, so it words it without coming back here). The test
# is made here, not once in flow.fold_event, for speed: a read of `ev.seat` in a function that
# only ever sees one event type stays specialised by Python 3.11, where one read for every
# event type misses its cache at most events (about 280 machine instructions more a read).


def _target(state: State, seat: Seat, card: int, ab: Ability | None, target: int | None,
            forced: int | None = None) -> Refusal | None:
    wanted = ab.effect.targets(state, seat, card) if ab is not None else None  # `options._wanted`
    if wanted is None:
        if target is not None:
            return "RPR-target", f"{name_of(state, card)} takes no target"
        return None
    if forced is not None and target != forced:
        return "RPR-sudden-1", f"{name_of(state, card)} applies to the card its condition names"
    if target not in wanted:
        if type(ab.effect) is Damage and any(target in p.angels for p in state.players):
            return "RPR-angel-immortal", (f"{name_of(state, card)} cannot deal damage to "
                                          f"{name_of(state, target)}: damage to an Angel card "
                                          "does not happen")
        return "RPR-target", f"{name_of(state, card)} cannot choose that target"
    return None


def check_play(state: State, t: T.Task, seat: Seat, ev: Play) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    p = state.players[seat]
    if ev.card not in p.hand:
        return "RPR-play-hand", "a card is played from its player's hand"
    c = CARDS[state.cards[ev.card]]
    if type(t) is T.Main:  # the turn player's play: no sudden condition has happened
        cond = None
        if c.sudden is not None:
            return "RPR-sudden-1", f"{c.title} may be played only when its sudden condition happens"
    else:
        if c.sudden is None:
            return "RPR-sudden-1", f"{c.title} is not a sudden card: it is played in its player's turn"
        cond = window(state, t, seat)
        if cond is None or cond[0] is not c.sudden:
            return "RPR-sudden-1", f"{c.title} may be played only when its sudden condition happens"
    if c.requirement:  # `options._faction_count`, written out: half the plays have a requirement
        cards = state.cards
        n = 0
        for a in p.angels:
            if FACTION_OF[cards[a]] is c.faction:
                n += 1
        if n < c.requirement:
            return "RPR-play-faction", f"{c.title} needs {c.requirement} {c.faction.value} Angel cards in play"
    souls = p.souls
    if len(souls) < c.cost:
        return "RPR-play-cost", f"{c.title} costs {c.cost} Souls and the Soul Pool holds {len(souls)}"
    # `_burn`'s yes/no written out for the commonest payment (no face-up Soul named): it is
    # refused only when the face-down Souls are too few; `_burn` words the refusal.
    if ev.burn or c.cost > len(souls) - sum(map(_FACE_UP, souls)):
        bad = _burn(p, c.cost, ev.burn)
        if bad is not None:
            return "RPR-burn-choice", bad
    ab = ABILITIES.table.get(c.id)  # `on_play`, written out: most plays are of Thralls
    if ab is not None and ab.activated:
        ab = None
    if ab is None and ev.target is None:
        return None  # `_target`'s answer for a card without a play ability, named no target
    return _target(state, seat, ev.card, ab, ev.target, cond[1] if cond else None)


def _burn(p: Player, cost: int, burn: list[int]) -> str | None:
    """Why the face-up Souls named to pay cannot pay `cost` with face-down ones (None: they can)."""
    souls = p.souls
    # The quick yes first, in one pass and no comprehension (every play that names Souls to
    # burn asks): the named Souls are face-up ones of the pool in its order (each card is one
    # instance, in one place, so each is named once), and the face-down ones pay the rest.
    named = len(burn)
    if named <= cost:
        matched = down = 0
        for s in souls:
            if not s.face_up:
                down += 1
            elif matched < named and s.card == burn[matched]:
                matched += 1
        if matched == named and cost - named <= down:
            return None
    if burn:  # the face-up Souls named (most payments name none): each one of them, once, in order
        up = [s.card for s in souls if s.face_up]
        if any(b not in up for b in burn) or len(set(burn)) != len(burn):
            return "only face-up Souls of one's own Soul Pool are named to burn, each once"
        if burn != [s for s in up if s in burn]:
            return "name the burned Souls in Soul Pool order"
    down = len(souls) - sum(map(_FACE_UP, souls))  # counted in C: every play is checked
    if len(burn) > cost or cost - len(burn) > down:
        return f"the Souls burned must number the cost, {cost}: {len(burn)} named, {down} face down"
    return None


# The checks of the commonest events read InPlay records and card ids directly instead of
# calling `exhausted`, `is_fighter`, `since_turn_start` and `is_thrall_in_play`: an audit checks
# every event, and those calls cost more than what they read.


def check_reap(state: State, t: T.Task, seat: Seat, ev: Reap) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    p = state.players[seat]
    if ev.card not in p.angels:
        return "RPR-reap-1", "only one's own Angel card in play reaps"
    ip = state.inplay[ev.card]
    if ip is None or ip.exhausted:
        return "RPR-exhausted", f"{name_of(state, ev.card)} is exhausted"
    if not p.grimoire:
        return "RPR-reap-empty", "the Grimoire is empty"
    return None


def check_attack(state: State, t: T.Task, seat: Seat, ev: Attack) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    players = state.players
    p = players[seat]
    a = ev.attacker
    # a card is in one zone at a time: an Angel card in play is not also a Thrall
    if a in p.angels:
        if state.cards[a] not in FIGHTER_IDS:
            return "RPR-attack-1", "only a Reaper, Scythe, Malakhim or Thrall attacks"
        ip = state.inplay[a]
        if ip is None or ip.exhausted:
            return "RPR-exhausted", f"{name_of(state, a)} is exhausted"
    elif a in p.thralls:
        ip = state.inplay[a]
        if ip is None or ip.exhausted:
            return "RPR-exhausted", f"{name_of(state, a)} is exhausted"
        if not ip.entered < state.turn:  # not in play since the turn's start
            return "RPR-attack-thrall", f"{name_of(state, a)} has not been in play since the start of the turn"
    else:
        return "RPR-attack-1", "only one's own card in play attacks"
    x = ev.target
    if x == a or (x not in players[0].thralls and x not in players[1].thralls):
        return "RPR-attack-target", "only another Thrall in play can be attacked"
    return None


def check_activate(state: State, t: T.Task, seat: Seat, ev: Activate) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    p = state.players[seat]
    if ev.card not in p.angels and ev.card not in p.thralls:
        return "RPR-activate", "only one's own card in play with an activated ability"
    ab = ABILITIES.table.get(state.cards[ev.card])  # `activated`, written out
    if ab is None or not ab.activated:
        return "RPR-activate", "only one's own card in play with an activated ability"
    ip = state.inplay[ev.card]  # `exhausted`, read directly
    if ip is None or ip.exhausted:
        return "RPR-exhausted", f"{name_of(state, ev.card)} is exhausted"
    if ab.needs_bound and sum(map(_BOUND, p.souls)) < ab.needs_bound:
        return "RPR-activate", f"{name_of(state, ev.card)} needs {ab.needs_bound} bound Souls"
    wanted = ab.effect.targets(state, seat, ev.card)  # `_target`'s yes, without its call
    if (ev.target is None) if wanted is None else (ev.target in wanted):
        return None
    return _target(state, seat, ev.card, ab, ev.target)


def check_guard(state: State, t: T.Task, seat: Seat, ev: Guard) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    if ev.card not in state.players[seat].thralls:
        if any(ev.card in p.angels for p in state.players):  # "any other unexhausted Thrall"
            return "RPR-guard-1", f"{name_of(state, ev.card)} is an Angel card: only a Thrall guards"
        return "RPR-guard-own", "a player guards with a Thrall enthralled to them"
    ip = state.inplay[ev.card]
    if ip is None or ip.exhausted:
        return "RPR-guard-1", f"{name_of(state, ev.card)} is exhausted and cannot guard"
    # `fight_of`: an attack pushes its Fight and then its GuardAsk, so under the guard window
    # on top the Fight is the next task down (the scan is kept for any other stack). The top
    # is a guard window, not a Fight, whoever asks: only a GuardAsk takes a Guard (WAITS).
    stack = state.stack
    if len(stack) > 1 and type(stack[-2]) is T.Fight:
        f = stack[-2]
    else:
        f = fight_of(state)
    if f is not None and ev.card in (f.attacker, f.target):
        return "RPR-guard-1", "the guard must be another Thrall"
    return None


def check_grace(state: State, t: T.Task, seat: Seat, ev: Grace) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    if ev.card not in state.players[seat].angels:
        return "RPR-grace-1", "a player graces with their own Reaper, Scythe or Malakhim"
    if state.cards[ev.card] not in FIGHTER_IDS:  # their own Creed (or Archcreed)
        return "RPR-grace-1", (f"{name_of(state, ev.card)} is a Creed: only a Reaper, Scythe "
                               "or Malakhim graces")
    ip = state.inplay[ev.card]
    if ip is None or ip.exhausted:
        return "RPR-grace-1", f"{name_of(state, ev.card)} is exhausted and cannot grace"
    return None


def check_face(state: State, t: T.ChooseFace, seat: Seat, ev: ChooseFace) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    c = card_of(state, t.card)
    if ev.card != t.card or ev.face not in (c.id, c.back):
        return "RPR-setup-face", "choose one of the two faces of the card asked about"
    if facts(ev.face).type in ARCH_TYPES:
        return "RPR-arch", "an Arch card cannot start in play"
    return None


def why_not(state: State, ev: Event) -> Refusal | None:
    """Why `ev` may not be applied now, citing the rule; None when it is legal.

    The checked fold (`flow.fold_event`) sends the commonest case, an answer of a kind the
    waiting task takes, straight to its explicit check (ANSWER_CHECKS), which tests the seat
    asked first and asks this function to word a wrong one; it asks this of everything else.
    This function alone gives the same answer for every event, that case included (it ends
    in the same check); test_rpr_checks compares the two over seeded matches."""
    if state.over:
        return "RPR-sequence", "the match is over"
    if not state.stack:
        return "RPR-sequence", "nothing is pending"
    t = state.stack[-1]
    if state.table and state.table.showing is not None:
        return deck_kit.refusal(state.table, ev)
    kind = type(ev)
    accepted = WAITS.get(type(t))
    if kind is Dealt:
        chance = chance_of(state)
        if chance is None:
            return "RPR-sequence", "a chance outcome when a player must decide"
        if ev.kind != chance.kind or not chance.accepts(ev.outcome):
            return "RPR-chance", f"not a possible outcome of the {chance.kind} ({chance.why})"
        return None
    if accepted is None:
        return "RPR-sequence", "a decision when the dealer must draw"
    if kind is Claim and not any(type(w) is T.ClaimAsk for w in state.stack) \
            and type(ev.card) is int and 0 <= ev.card < len(state.cards) \
            and not CARDS[state.cards[ev.card]].ensouled:
        # no claim waits, and this card never has a Soul to claim (RPR-claim-1: "an Ensouled
        # Thrall"): say that, not only that nothing asks for a claim now
        return "RPR-claim-1", f"{name_of(state, ev.card)} is not Ensouled: it has no Soul to claim"
    # the turn player's actions ask their own seat (`asked_seat`, its commonest case first)
    seat = t.seat if type(t) is T.Main else asked_seat(state, t)
    if kind is Guard and type(t) is not T.GuardAsk:
        f = fight_of(state)
        if f is not None and f.guarded:
            return "RPR-guard-once", "this attack has already been guarded"
        if f is not None:  # a window this Thrall's seat was not asked (RPR-window-ask), or
            # one now over: a Thrall that could never have guarded says why (exhausted...)
            bad = check_guard(state, t, ev.seat, ev)
            if bad is not None:
                return bad
    if getattr(ev, "seat", None) != seat:
        if kind is Grace and type(t) is T.GraceAsk and t.asked \
                and ev.seat == opponent(t.dealer):
            # the seat's chance is past, or it was not asked (nothing to grace with): a card
            # that could never have graced says why first
            bad = check_grace(state, t, ev.seat, ev)
            if bad is not None:
                return bad
            return "RPR-grace-once", "each player gets one chance to grace a Thrall per damage"
        rule = _ORDER.get(type(t), "RPR-seat")
        if type(t) is T.ClaimAsk and _claim_waits(state, ev):
            rule = "RPR-claim-order"
        asked, other = _seat_words(state, seat), _seat_words(state, getattr(ev, "seat", "?"))
        return rule, f"{asked} is asked now, not {other}"
    if kind not in accepted:
        if kind is Grace and type(t) is T.SuddenAsk and t.when is _DAMAGED:
            # the sudden chance a seat keeps after its grace (RPR-sudden-grace)
            return "RPR-grace-once", "each player gets one chance to grace a Thrall per damage"
        return "RPR-sequence", f"{_EVENT_WORDS.get(kind, kind.__name__)} does not answer what is asked now"
    check = CHECKS.get(kind)  # `_check`, written out
    return None if check is None else check(state, t, seat, ev)


def _seat_words(state: State, seat: object) -> str:
    """A seat as the log names it ("Ann (seat 0)"); a seat the match lacks stays a number."""
    if type(seat) is int and 0 <= seat < len(state.players):
        return f"{state.players[seat].name} (seat {seat})"
    return f"seat {seat}"


_EVENT_WORDS = {EndTurn: "ending the turn", Pass: "a pass", Grace: "a grace", Guard: "a guard",
                Claim: "a claim", Play: "playing a card", Reap: "a reap", Attack: "an attack",
                Activate: "activating a card", ChooseFace: "choosing a face"}
"""A decision's kind in the rules' words, for a refusal that says it is not what is asked."""


_ORDER = {T.GuardAsk: "RPR-guard-order", T.GraceAsk: "RPR-grace-order", T.ClaimAsk: "RPR-killer"}
"""The rule a seat cites when it answers out of turn: the windows' order, or (a claim) that
only the player whose card dealt the damage killed the Thrall."""


def _claim_waits(state: State, ev: Event) -> bool:
    """Whether `ev` answers a claim of its seat's that waits under the one asked now (both
    Thralls of a fight died: RPR-claim-order), rather than a claim that is not its seat's."""
    waiting = [t for t in state.stack[:-1] if type(t) is T.ClaimAsk and t.killer == ev.seat]
    if type(ev) is Claim:
        return any(t.thrall == ev.card for t in waiting)
    return type(ev) is Pass and bool(waiting)


def check_claim(state: State, t: T.ClaimAsk, seat: Seat, ev: Claim) -> Refusal | None:
    if ev.seat != seat:  # the seat asked (see "Each check" above)
        return why_not(state, ev)
    if ev.card != t.thrall:
        waits = [w for w in state.stack if type(w) is T.ClaimAsk and w.thrall == ev.card]
        if waits and waits[0].killer == seat:  # both were this seat's kills: one at a time
            return "RPR-claim-order", "that Soul is claimed after the one asked now"
        if waits:
            return "RPR-killer", "that Thrall was killed by the other player's card"
        return "RPR-claim-1", "only the Soul of the Thrall just killed can be claimed"
    return None


CHECKS = {Play: check_play, Reap: check_reap, Attack: check_attack, Activate: check_activate,
          Guard: check_guard, Grace: check_grace, ChooseFace: check_face, Claim: check_claim}
"""The explicit check of each decision by exact type (Pass and EndTurn need none)."""


class Answer(enum.Enum):
    NOT_TAKEN = "not taken"
    """An event kind the waiting task does not take (why_not words its refusal)."""


NOT_TAKEN = Answer.NOT_TAKEN


ANSWER_CHECKS = {waiting: {kind: CHECKS.get(kind) if kind in WAITS.get(waiting, ()) else NOT_TAKEN
                           for kind in (Dealt, *DECISIONS)}
                 for waiting in (*T.TASKS, type(None))}
"""For `flow.fold_event`'s check of the commonest case: by the task on top (every task type,
and an empty stack's None) and every event kind of the game, the explicit check of a kind the
task takes (WAITS), None for one it takes with no check of its own (Pass, EndTurn), NOT_TAKEN
for the rest. Complete, so that the fold finds its answer in two subscripts."""
