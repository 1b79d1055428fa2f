"""The windows: before damage and after a play or a reap, a seat may answer out of turn.

RPR-window-ask: a guard, grace or sudden window asks a seat only when it has an option
besides passing (`options.options`). The handlers below decide that with a yes/no on the
facts the checks read (check_guard, check_grace, then check_play for a sudden card: its
condition, faction, cost and forced target; a cost the Soul Pool covers always has a way to
burn), building no event and wording no refusal: a window runs for most attacks and hits.
The common answers (a Thrall to guard with, an Angel card to grace with) are read in the
handler itself, and the hand only for a seat without one: about one Python call an event
fewer than asking a function per seat.
test_rpr_windows holds every window of seeded self-play to the options.

Each handler runs a task of the work stack (`flow.HANDLERS`): it returns WAITING after pushing
its task back, with `asked` set to the seat asked (a window's order is `asked_seat`'s), or
None when nobody is asked.
"""

from __future__ import annotations

from .cards import Sudden
from .legality import FIGHTER_IDS
from .options import may_play_sudden
from .state import State
from .waiting import fight_of
from . import tasks as T

_ATTACKED, _DAMAGED = Sudden.ATTACKED, Sudden.DAMAGED
"""Read from module names: on Python 3.11 an Enum member read costs several times a global's."""

WAITING = True
"""What a handler returns when its task waits (it has pushed the task back)."""


def guard_window(state: State, t: T.GuardAsk):
    """The guard window of the Fight under it: the attacked player, then the attacker. A seat
    may answer with another unexhausted Thrall of its own (check_guard), or, when the attacked
    card is its own, with a sudden card of the condition ATTACKED (check_play)."""
    stack = state.stack  # its Fight is right under it (declare_attack), unless a position says otherwise
    f = stack[-1] if stack and type(stack[-1]) is T.Fight else fight_of(state)
    if f is None or f.cancelled or f.guarded:
        return None
    inplay = state.inplay
    attacker, target = f.attacker, f.target
    asked = t.asked
    while asked < 2:
        seat = t.seat if asked else 1 - t.seat
        p = state.players[seat]
        for x in p.thralls:  # a card in play always has its InPlay record (state.InPlay)
            if not inplay[x].exhausted and x != attacker and x != target:
                break  # it may guard
        else:  # no Thrall to guard with: a sudden card, for an attack on the seat's own card
            if not ((target in p.thralls or target in p.angels)
                    and may_play_sudden(state, p, seat, _ATTACKED, target)):
                asked += 1
                continue
        if asked != t.asked:  # stored only when the task waits: one that runs out is dropped
            t.asked = asked
        stack.append(t)  # it waits
        return WAITING
    return None


def grace_window(state: State, t: T.GraceAsk):
    """A grace window before a hit on a Thrall in play: the player whose card does not deal the
    damage, then the one whose card does. A seat may answer with an unexhausted Reaper, Scythe
    or Malakhim of its own (check_grace), or, when the Thrall is its own, with a sudden card of
    the condition DAMAGED (check_play)."""
    target = t.target
    players = state.players
    p0, p1 = players  # is_thrall_in_play, spelled out: most hits open a window
    if target not in p0.thralls and target not in p1.thralls:
        return None
    inplay, cards = state.inplay, state.cards
    asked = t.asked
    while asked < 2:
        seat = t.dealer if asked else 1 - t.dealer
        p = players[seat]
        for a in p.angels:  # a card in play always has its InPlay record (state.InPlay)
            if not inplay[a].exhausted and cards[a] in FIGHTER_IDS:
                break  # it may grace
        else:  # nothing to grace with: a sudden card, for damage to the seat's own Thrall
            if not ((target in p.thralls or target in p.angels)
                    and may_play_sudden(state, p, seat, _DAMAGED, target)):
                asked += 1
                continue
        if asked != t.asked:  # stored only when the task waits (as in `guard_window`)
            t.asked = asked
        state.stack.append(t)  # it waits
        return WAITING
    return None


def sudden_window(state: State, t: T.SuddenAsk):
    """A sudden window (a Thrall played, a reap): its one seat, when a card of the condition
    may be played on its subject."""
    seat = t.seat
    if may_play_sudden(state, state.players[seat], seat, t.when, t.subject):
        state.stack.append(t)  # it waits
        return WAITING
    return None
