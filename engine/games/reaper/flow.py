"""The work-stack machine: `advance` runs tasks until one waits (its own loop for dealer luck,
the kit's TaskLoop at a table); `pending` reads what it waits for; `fold_event` (the game's
`apply`) folds one event into it.
"""

from __future__ import annotations

from operator import attrgetter
from typing import NoReturn

import msgspec

from engine.events import Dealt, Event
from engine.kit import TaskLoop
from engine.kit import deck as deck_kit
from engine.protocol import Chance, Decision, IllegalEvent, Over, Pending, check_field_types

from .actions import ANSWERS, MAIN_ACTIONS, fight, rite_done
from .damage import creed_met, deal
from .events import Activate, ChooseFace, Claim, EndTurn, Pass, Play, ReaperEvent
from .legality import ANSWER_CHECKS, NOT_TAKEN, why_not
from .options import options
from .state import State, name_of, opponent, unseen
from .view import showing_words
from .waiting import asked_seat, chance_of
from .windows import WAITING, grace_window, guard_window, sudden_window
from . import tasks as T, turn

def _wait(state: State, t: T.Task) -> bool:
    state.stack.append(t)
    return WAITING


def _shuffle(state: State, t: T.Shuffle):
    if deck_kit.shuffled(state.table, unseen(state, t.seat)):
        return None  # RPR-table-unseen: at a table the order stays unknown, no chance to draw
    return _wait(state, t) if len(state.players[t.seat].grimoire) >= 2 else None


HANDLERS = {
    T.Shuffle: _shuffle,
    T.OpeningHands: lambda state, t: turn.opening_hands(state),
    T.BeginTurn: turn.begin_turn,
    T.EndTurn: turn.end_turn,
    T.Fight: fight,
    T.GuardAsk: guard_window,
    T.GraceAsk: grace_window,
    T.Deal: deal,
    T.SuddenAsk: sudden_window,
    T.RiteDone: rite_done,
}
WAITS = (T.ChooseFace, T.FirstPlayer, T.Main, T.ClaimAsk)
"""Tasks that always wait: the loop leaves them on top with no handler to call (the turn
player's actions wait after most events)."""


def _won(state: State) -> bool:
    """RPR-win: a completed Creed ends the match (RPR-win-both: the turn player's is read first)."""
    if state.over:
        return True
    p0, p1 = state.players
    if not any(map(_BOUND, p0.souls)) and not any(map(_BOUND, p1.souls)):
        return False  # every Creed asks for bound Souls (see damage.creed_met)
    for seat in (state.active, opponent(state.active)):
        if creed_met(state, seat):
            turn.end(state, seat, "completed their Creed", "RPR-win")
            return True
    return False


_BOUND = attrgetter("bound")


LOOP: TaskLoop = TaskLoop(HANDLERS, waits=WAITS, table=attrgetter("table"))
"""The work stack's loop. No `done` test per task: RPR-win is read where an event can have
changed it (`advance`, `fold_event`)."""


def run_tasks(state: State) -> None:
    """Run the work stack until a task waits or none is left: in a table-luck match each task
    from a snapshot (a task that looks at an unseen card waits for the table), else the kit's
    plain loop."""
    if state.table:
        LOOP.run(state, state.stack)
    else:
        LOOP.run_plain(state, state.stack)


CREED_EVENTS = frozenset({Play, Activate, Claim, ChooseFace})
"""The events whose answer may change what a Creed asks for (bound Souls, their factions,
Angel cards in play, the Creed's own face): a claim that binds, a Malakhim played, a Creed
turned to its Archcreed, a face chosen at setup."""


def advance(state: State) -> None:
    """Run the work stack until a task waits (or the match ends), RPR-win read first.

    RPR-win is read before every task. What a Creed asks for changes only in what an event
    does (CREED_EVENTS), never in a task the loop runs (draws, damage, kills, windows, the end
    of a turn), so a Creed not complete before the first task is not complete before any
    later one, and after an event of another kind it is not complete before the first task
    either (`fold_event` does not read it then). The loop then has no Python call per task.
    test_rpr_creeds checks after every task and every event of seeded self-play that no Creed
    is left complete."""
    if not _won(state):
        run_tasks(state)


PROMPTS = {
    T.ChooseFace: ("choose the face this Angel card starts with", "RPR-setup-face"),
    T.Main: ("reap, play a card, attack, activate an ability, or end the turn", "RPR-turn-1"),
    T.GuardAsk: ("guard against the attack with an unexhausted Thrall, or pass", "RPR-guard-1"),
    T.GraceAsk: ("grace the Thrall about to take damage, or pass", "RPR-grace-1"),
    T.SuddenAsk: ("play a sudden card now, or pass", "RPR-sudden-1"),
    T.ClaimAsk: ("claim the Soul of the Thrall you killed, or pass", "RPR-claim-1"),
}


def pending(state: State) -> Pending:
    found = chance_or_over(state)
    if found is not None:
        return found
    t = state.stack[-1]
    prompt, rule = PROMPTS[type(t)]
    return Decision(seat=asked_seat(state, t), options=options(state, t), prompt=prompt, rule=rule)


def chance_or_over(state: State) -> Chance | Over | None:
    """`pending` when the match is over or waits for a draw; None when a seat must decide."""
    if state.over or not state.stack:
        scores = [sum(1 for s in p.souls if s.bound) for p in state.players]
        return Over(winner=state.winner, scores=scores, reason=state.over or "no work left",
                    rule=state.over_rule)
    if state.table and state.table.showing is not None:
        return _showing(state, state.table.showing)
    return chance_of(state)


def _showing(state: State, showing: deck_kit.Showing) -> Chance:
    return deck_kit.chance(showing, [name_of(state, c) for c in showing.cards],
                           showing_words(state, showing))


def fold_at_table(state: State, ev: Event) -> None:
    """`fold_event` for a table-luck match: a card the table shows (a face-down Soul too: by
    identity, see state.unseen), or an event whose own handling looks at one (a Rite that
    draws) and waits for it."""
    deck_kit.fold_at_table(state, ev, attrgetter("table"), None, fold_in, advance,
                           _EVENTS.decode, names="cards")


_EVENTS = msgspec.json.Decoder(ReaperEvent)


def fold_in(state: State, ev: Event) -> None:
    """A table-luck match's fold of an event already checked (`fold_at_table`'s)."""
    fold_event(state, ev, False, True)


_MAIN, _GRACE, _GUARD, _CLAIM = T.Main, T.GraceAsk, T.GuardAsk, T.ClaimAsk
"""The waiting tasks `fold_event`'s check tells apart, as module names (one read each, not two)."""


def _refuse(bad: tuple[str, str], seat: int | None) -> NoReturn:
    """Raise the refusal (rule id, words) of an event from `seat`."""
    rule, message = bad
    raise IllegalEvent(rule, message, seat)


def fold_event(state: State, ev: Event, check: bool = True, at_table: bool = False) -> State:
    """`Reaper.apply`: fold one event into `state` (checked first when `check`: refused with
    the rule it breaks), then run the work stack on to the next wait.

    Written out in one function, as it is the fold of every event and a Python call is a
    sizeable part of one: the game's `apply` is this function itself (a staticmethod), the turn
    player's action (half the events) is answered here, and under the dealer's luck the kit's
    plain loop (`TaskLoop.run_plain`) runs here on its own handler table (`LOOP.steps`, which
    tests wrap), without its `done` test. A table-luck match folds through `fold_at_table`,
    which folds the event back through here (`fold_in`: at_table) and runs the kit's loop."""
    stack = state.stack
    kind = type(ev)
    table = state.table  # read once: under the dealer's luck a class attribute (UNSET), slow
    if check:
        if check is True:  # built in Python: its fields' types first (the framework's, ML-event)
            check_field_types(ev)
        # The commonest case checked here (an audit checks every event, and a call is a
        # sizeable part of a check): an answer of a kind the waiting task takes, under the
        # dealer's luck, goes straight to its explicit check with the seat the task asks
        # (`asked_seat`, written out); the check tests that seat first, where why_not's own
        # path ends for it too. Pass and EndTurn, with no check of their own, test it here.
        # why_not words the rest.
        top = stack[-1] if stack else None
        waiting = type(top)
        try:
            check_it = ANSWER_CHECKS[waiting][kind]
        except KeyError:  # not an event of this game's: why_not refuses it
            check_it = NOT_TAKEN
        if check_it is not NOT_TAKEN and not table and not state.over:
            if waiting is _MAIN:
                seat = top.seat
            elif waiting is _GRACE:  # asked is 0 (the other player first) or 1
                seat = top.dealer if top.asked else 1 - top.dealer
            elif waiting is _GUARD:
                seat = top.seat if top.asked else 1 - top.seat
            elif waiting is _CLAIM:
                seat = top.killer
            else:  # a sudden window, a face to choose
                seat = top.seat
            if check_it is not None:
                bad = check_it(state, top, seat, ev)
                if bad is not None:
                    _refuse(bad, ev.seat)
            # Pass and EndTurn's seats read apart (why_not refuses a wrong one: never None): an
            # attribute read that only ever sees one event type stays specialised (see
            # legality's note on the checks)
            elif kind is Pass:
                if ev.seat != seat:
                    _refuse(why_not(state, ev), ev.seat)
            elif ev.seat != seat:
                _refuse(why_not(state, ev), ev.seat)
        else:
            bad = why_not(state, ev)
            if bad is not None:
                _refuse(bad, getattr(ev, "seat", None))
    elif state.over or not stack:
        raise IllegalEvent("RPR-sequence", "the match is over")
    if table and not at_table:
        fold_at_table(state, ev)
        return state
    t = stack.pop()
    if kind is Dealt:
        if isinstance(t, T.Shuffle):
            turn.shuffle(state, t.seat, list(ev.outcome))
        elif isinstance(t, T.FirstPlayer):
            turn.first_player(state, int(ev.outcome))
    elif type(t) is T.Main:  # the turn player's action (MAIN_ACTIONS) or the end of the turn
        if kind is EndTurn:
            turn.end_of_turn(state, ev.seat)  # the EndTurn task's work, run at once
        else:
            stack.append(t)  # the turn goes on under whatever the action does
            MAIN_ACTIONS[kind](state, ev)
    else:
        ANSWERS[type(t)](state, t, ev)
    if kind in CREED_EVENTS and _won(state):
        return state
    # `advance` without its RPR-win: read above only where it can have changed
    if at_table:
        LOOP.run(state, stack)
        return state
    steps = LOOP.steps  # run_plain's steps: a task's handler, None for a task that waits
    while stack:
        task = stack.pop()  # popped first: most tasks the loop meets run
        step = steps[type(task)]
        if step is None:
            stack.append(task)
            return state
        if step(state, task) is not None:
            return state
    return state
