"""The turn player's actions and the answers to windows, applied to a checked event."""

from __future__ import annotations

from engine.events import Seat

from .abilities.effects import reap_one
from .abilities.registry import activated, on_play
from .cards import CARDS, CardType, Sudden
from .damage import claim, queue_hits
from .events import Activate, Attack, Claim, ChooseFace, Grace, Guard, Pass, Play, Reap
from .state import State, follows, set_face
from .waiting import fight_of
from . import tasks as T

# Enum members read from module names: on Python 3.11 `Kind.MEMBER` costs several times a
# plain global read (EnumType's attribute read is not specialized), and most plays and reaps
# read one or two
_THRALL, _MALAKHIM = CardType.THRALL, CardType.MALAKHIM
_OPPONENT_THRALL, _OPPONENT_REAPS = Sudden.OPPONENT_THRALL, Sudden.OPPONENT_REAPS
_DAMAGED = Sudden.DAMAGED


def pay(state: State, seat: Seat, cost: int, burn: list[int]) -> None:
    """Burn the chosen face-up Souls and face-down ones for the rest of the cost, oldest first
    (RPR-burn-choice); each goes to the bottom of the Grimoire it started in (RPR-burn-1)."""
    if not cost:
        return  # a checked play of no cost names no Soul to burn
    p = state.players[seat]
    # one pass over the pool (most plays cost 1 and name none): the named face-up Souls and
    # the oldest face-down ones go, the rest stay in order
    n = cost - len(burn)
    kept, down = [], []
    for s in p.souls:
        if s.face_up:
            if s.card not in burn:
                kept.append(s)
        elif len(down) < n:
            down.append(s.card)
        else:
            kept.append(s)
    p.souls = kept
    owner, players = state.owner, state.players
    for card in burn:
        players[owner[card]].grimoire.append(card)
    if burn and follows(state, 6):  # RPR-reap-known: both saw which face-up cards went
        state.known += burn
        state.known.sort()  # in instance order: a position lists them so (`position`)
    for card in down:
        players[owner[card]].grimoire.append(card)


def play(state: State, ev: Play) -> None:
    """Pay, then a Thrall or Malakhim comes into play and a Rite resolves and is discarded."""
    seat, card = ev.seat, ev.card
    p = state.players[seat]
    c = CARDS[state.cards[card]]
    p.hand.remove(card)
    if state.revision >= 7 and card in state.known:  # RPR-reap-known: played, it is face up
        state.known.remove(card)
    pay(state, seat, c.cost, ev.burn)
    if c.type is _THRALL:
        p.thralls.append(card)
        state.inplay[card] = state.inplay_record(entered=state.turn)
        state.stack.append(T.SuddenAsk(seat=1 - seat, when=_OPPONENT_THRALL, subject=card))
    elif c.type is _MALAKHIM:
        p.angels.append(card)
        state.inplay[card] = state.inplay_record(entered=state.turn)
    else:
        if follows(state, 4):  # RPR-rite: resolved, "and then it is discarded"
            state.stack.append(T.RiteDone(seat=seat, card=card))
        else:  # reaper-3 and older discarded it first, seen there while its windows ran
            p.discard.append(card)
        ab = on_play(c.id)
        if ab is not None:
            ab.effect.resolve(state, seat, card, ev.target)


def rite_done(state: State, t: T.RiteDone) -> None:
    """The Rite's effect is over (its windows, damage and any claim): to the discard pile."""
    state.players[t.seat].discard.append(t.card)


def reap(state: State, ev: Reap) -> None:
    state.inplay[ev.card].exhausted = True
    reap_one(state, ev.seat)
    state.stack.append(T.SuddenAsk(seat=1 - ev.seat, when=_OPPONENT_REAPS, subject=ev.card))


def declare_attack(state: State, ev: Attack) -> None:
    """The attacker exhausts; the guard window opens before any damage."""
    state.inplay[ev.attacker].exhausted = True
    state.stack.append(T.Fight(seat=ev.seat, attacker=ev.attacker, target=ev.target))
    state.stack.append(T.GuardAsk(seat=ev.seat))


def activate(state: State, ev: Activate) -> None:
    state.inplay[ev.card].exhausted = True
    activated(state.cards[ev.card]).effect.resolve(state, ev.seat, ev.card, ev.target)


def fight(state: State, f: T.Fight) -> None:
    """Both cards deal damage equal to their Attack; an Angel attacker takes none."""
    if f.struck or f.cancelled:
        return
    a, x = f.attacker, f.target
    # who controls each card, read once for the two seats (`controller` and
    # `is_thrall_in_play` spelled out: a fight runs for most attacks); the fight is off when
    # either card has left play
    p0, p1 = state.players
    if x in p0.thralls:
        at = 0
    elif x in p1.thralls:
        at = 1
    else:
        return
    if a in p0.thralls or a in p1.thralls:
        by, attacker_thrall = (0 if a in p0.thralls else 1), True
    elif a in p0.angels or a in p1.angels:
        by, attacker_thrall = (0 if a in p0.angels else 1), False
    else:
        return
    f.struck = True
    state.stack.append(f)  # kept under its damage, so the attack is known until it is over
    # each card's Attack (`attack`, spelled out: both are in play, so each has its record);
    # a hit on a Thrall in play lands unless it is of 0 (push_damage's test, done here, which
    # also stands for `attack`'s floor of 0: a hit below 1 is no hit)
    inplay, cards = state.inplay, state.cards
    hits = []
    amount = CARDS[cards[a]].attack + inplay[a].boost
    if amount > 0:
        hits.append(T.Hit(target=x, amount=amount, dealer=by))
    if attacker_thrall:
        amount = CARDS[cards[x]].attack + inplay[x].boost
        if amount > 0:
            hits.append(T.Hit(target=a, amount=amount, dealer=at))
    if hits:
        queue_hits(state, hits)


# -- answers to what a task waits for ----------------------------------------------------

MAIN_ACTIONS = {Play: play, Reap: reap, Attack: declare_attack, Activate: activate}
"""The turn player's actions besides ending the turn, by event type: the answer to a Main task
(`flow.fold_event` answers it itself, pushing the task back under the action's work)."""


# A window's answer asks the same window again with its next seat: the task popped is put back
# with `asked` counted on (in place, as the window's own handler does), not made anew.
# Answers are told apart by exact type (events decode to exact types): isinstance against a
# msgspec Struct class that does not match goes through the metaclass's __instancecheck__, a
# few hundred nanoseconds, and most answers are the Pass that the first test misses.

def answer_guard(state: State, t: T.GuardAsk, ev) -> None:
    if type(ev) is Guard:
        state.inplay[ev.card].exhausted = True
        stack = state.stack  # its Fight is right under it (declare_attack), unless a position says otherwise
        f = stack[-1] if stack and type(stack[-1]) is T.Fight else fight_of(state)
        f.target = ev.card
        f.guarded = True  # RPR-guard-once: nobody else is asked
    elif type(ev) is Pass:
        t.asked += 1
        state.stack.append(t)
    else:
        state.stack.append(t)  # a sudden card: the same player may still guard
        play(state, ev)


def answer_grace(state: State, t: T.GraceAsk, ev) -> None:
    if type(ev) is Grace:
        inplay = state.inplay
        inplay[ev.card].exhausted = True
        inplay[t.target].grace += CARDS[state.cards[ev.card]].grace
        t.asked += 1
        state.stack.append(t)
        if t.target in state.players[ev.seat].thralls and follows(state, 5):
            # RPR-sudden-grace: the grace was this seat's one grace, not its sudden chance; the
            # window asks only when a card of the condition may be played (`sudden_window`)
            state.stack.append(T.SuddenAsk(seat=ev.seat, when=_DAMAGED, subject=t.target))
    elif type(ev) is Pass:
        t.asked += 1
        state.stack.append(t)
    else:
        state.stack.append(t)
        play(state, ev)


def answer_sudden(state: State, t: T.SuddenAsk, ev) -> None:
    if type(ev) is Play:
        state.stack.append(t)
        play(state, ev)


def answer_claim(state: State, t: T.ClaimAsk, ev) -> None:
    claim(state, t, type(ev) is Claim)


def answer_face(state: State, t: T.ChooseFace, ev: ChooseFace) -> None:
    set_face(state, t.card, ev.face)


ANSWERS = {T.GuardAsk: answer_guard, T.GraceAsk: answer_grace,
           T.SuddenAsk: answer_sudden, T.ClaimAsk: answer_claim, T.ChooseFace: answer_face}
