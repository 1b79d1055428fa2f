"""The work-stack loop: apply an event, then run tasks until one needs a decision or a chance.

The kit's `TaskLoop` pops the top task and calls its handler; a handler that must wait pushes
itself back and returns a `Need`, which `advance` records in `state.need` (after checking
whether the game has ended, AR-end-when). `pending` only reads that record.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable

import msgspec

from engine.events import Dealt, Reseed, SeedReveal
from engine.kit import TaskLoop
from engine.kit import deck as deck_kit
from engine.kit.deck import Showing
from engine.games.ardent_reapers import abilities, fight, harvest, play, setup, turn, zones
from engine.games.ardent_reapers.abilities import choice
from engine.games.ardent_reapers.events import (ArdentReapersEvent, Choose, Discard, EndStep,
                                                Fight, Harvest, PlayCard)
from engine.games.ardent_reapers.state import (AbilityTask, ActionDoneTask, AskTask,
                                               BeginTurnTask, BonusTask, DrawStepTask, DrawTask,
                                               EndTurnTask, FightEndTask, FirstPlayerTask,
                                               HarvestEndTask, MainTask, Need, NeedKind, Result,
                                               FightWithTask, PlayFromDeckTask,
                                               RandomDiscardTask, RefillTask,
                                               RotateTask, TriggersTask,
                                               SetupCreaturesTask, ShuffleTask, State, Step, Zone)


def _random_discard(state: State, task: RandomDiscardTask) -> Need | None:
    size = len(state.seats[task.seat].hand)
    if task.n <= 0 or size == 0:
        return None
    state.stack.append(task)
    return Need(NeedKind.RANDOM_CARD, task.seat, size=size,
                why=f"a random card from {state.players[task.seat]}'s hand", rule="AR-discard-1")


def _random_discarded(state: State, task: RandomDiscardTask, outcome: int) -> None:
    card = state.seats[task.seat].hand[outcome]
    zones.move(state, card, state.owner[card], Zone.DISCARD)
    if task.n > 1:
        state.stack.append(RandomDiscardTask(seat=task.seat, n=task.n - 1))


HANDLERS: dict[type, Callable[[State, Any], Need | None]] = {
    ShuffleTask: setup.shuffle,
    SetupCreaturesTask: setup.setup_creatures,
    FirstPlayerTask: setup.first_player,
    DrawTask: turn.draw,
    RefillTask: turn.refill,
    BeginTurnTask: turn.begin_turn,
    MainTask: turn.main,
    RotateTask: turn.rotate,
    DrawStepTask: turn.draw_step,
    EndTurnTask: turn.end_turn,
    AbilityTask: abilities.run,  # (returns None: the handler itself, one call less per task)
    AskTask: choice.come_up,
    BonusTask: fight.bonus_next,
    ActionDoneTask: play.action_done,
    FightEndTask: fight.fight_end,
    HarvestEndTask: harvest.harvest_end,
    RandomDiscardTask: _random_discard,
    TriggersTask: zones.triggers_next,
    PlayFromDeckTask: play.play_from_deck,
    FightWithTask: fight.fight_with,
}

CHANCE_HANDLERS: dict[type, Callable[[State, Any, Any], None]] = {
    ShuffleTask: setup.shuffled,
    FirstPlayerTask: setup.coin_flipped,
    RandomDiscardTask: _random_discarded,
}


def triggers_first(state: State) -> None:
    """Cards left play: their abilities come next, before the next task (AR-leave-order)."""
    if state.triggers:
        state.stack.append(TriggersTask(seat=state.active, triggers=state.triggers))
        state.triggers = []


LOOP: TaskLoop[State, Need | Result] = TaskLoop(HANDLERS, before=triggers_first,
                                                before_if=attrgetter("triggers"),  # non-empty
                                                table=attrgetter("table"))  # table luck only
"""No `done` test per task: the one handler that ends the match (`turn.end_turn`) returns the
Result, which stops the loop like a wait does."""

_SETUP = Step.SETUP  # an Enum member read off its class costs ~70 ns


def run_until(state: State, found: Callable[[Any], bool]) -> Any | None:
    """`advance`'s dealer-luck loop (below, written out there for speed: keep the two in the
    same order), stopping before the first task on top of the stack that `found` accepts: that
    task, still on the stack; None once a task waits or the stack runs dry. For a reader that
    must see the state as a task comes up (the hand an ask reveals, `view.shown_by`), on a copy:
    under table luck a task that looks at a card the table has not shown raises `deck.Unseen`
    with the copy part-run (the table loop's snapshot is not taken)."""
    stack = state.stack
    while True:
        if state.triggers:
            triggers_first(state)
        if not stack:
            return None
        top = stack[-1]
        if found(top):
            return top
        if HANDLERS[type(stack.pop())](state, top) is not None:
            return None


def advance(state: State, need: Need | Result | None = None) -> None:
    """Run tasks until one waits (recorded in `state.need`) or the game is over; `need` is
    what an event's own handling already came to wait for (then no task runs first)."""
    if need is None:
        stack = state.stack
        if state.table:
            need = LOOP.run(state, stack)
            if type(need) is Showing:
                return  # the table shows a card first (state.table.showing), then the task reruns
        else:
            # Dealer luck: `LOOP.run`'s lean loop written out here, with the same steps in the
            # same order (triggers first, then the top task; the triggers again once the stack
            # is empty). A fold runs it after many events for one to three tasks, where the
            # kit's call, its set-up and its hooks were about a fifth of folding an event.
            # (An event that leaves the main step waiting with nothing pushed above it is
            # answered before this is called: `ArdentReapers.apply`.)
            while True:
                if state.triggers:
                    triggers_first(state)
                if not stack:
                    break
                task = stack.pop()
                need = HANDLERS[type(task)](state, task)
                if need is not None:
                    break
    if state.result is not None:  # the turn's end ended the match
        return
    if need is None:
        raise RuntimeError("the work stack ran dry without an end")  # an engine bug
    if state.step is not _SETUP:
        a, b = state.seats  # turn.game_over's first test, inlined: it runs after every event
        if not ((a.deck or a.hand or a.discard) and (b.deck or b.hand or b.discard)) \
                and turn.settled(state, need):  # AR-end-when: not while an ability resolves
            result = turn.game_over(state)
            if result is not None:
                turn.finish(state, result)
                return
    # Stored only when it changes: setting a field of a msgspec Struct costs several times
    # reading it (its own setattr, which the interpreter cannot specialise), and the main
    # step's wait, shared per seat, stays the same across most events.
    if state.need is not need:
        state.need = need


def _dealt(state: State, event: Dealt) -> None:
    task = state.stack.pop()
    CHANCE_HANDLERS[type(task)](state, task, event.outcome)


def _choose(state: State, event: Choose) -> None:
    task = state.stack.pop()
    kind = type(task)  # by exact type: no task has a subclass
    if kind is AskTask:  # an ability's own choice, the commonest: `choice.chosen` written out
        ask = abilities.ASK_BY_KEY[task.key]  # (the filled registry's own dict)
        ask.resolve(state, task, getattr(event, ask.kind))  # the answer: card, mode or number
    elif kind is BonusTask:
        fight.bonus_chosen(state, task, event.card)
    else:  # a TriggersTask
        zones.trigger_chosen(state, task, event.card)


APPLY: dict[type, Callable[[State, Any], Need | Result | None]] = {
    Dealt: _dealt,
    PlayCard: play.play,
    Fight: fight.fight,
    Harvest: harvest.harvest,
    Discard: play.discard,
    EndStep: turn.end_step,
    Choose: _choose,
}


def apply(state: State, event: Any) -> State:
    """Fold one (already checked or trusted) event into `state`, in place."""
    handler = APPLY.get(type(event))
    if handler is None:
        if isinstance(event, (Reseed, SeedReveal)):
            return state
        raise TypeError(f"not an Ardent Reapers event: {type(event).__name__}")
    if state.table:  # table luck: a card to show, or an event that may look at one
        at_table(state, event, _fold_in, advance)
        return state
    state.need = None
    advance(state, handler(state, event))
    return state


def at_table(state: State, event: Any, fold_in: Callable[[State, Any], None],
             resume: Callable[[State], None]) -> None:
    """Fold a checked event under table luck (the kit's `fold_at_table`): a card shown goes to
    its place and the work that waited resumes (`resume`), or the event that looked at it is
    folded again (`fold_in`, as any other event). `apply` passes its own steps; a reader that
    runs the work its own way (`view.shown_by`, stopping where a hand is revealed) passes
    its, so the card shown is placed as a match places it."""
    deck_kit.fold_at_table(state, event, _TABLE, _deck_of, fold_in, resume, _EVENTS.decode)


def _fold_in(state: State, event: Any) -> None:
    state.need = None
    advance(state, APPLY[type(event)](state, event))


def _deck_of(state: State, seat: int) -> list[int]:
    return state.seats[seat].deck


_EVENTS = msgspec.json.Decoder(ArdentReapersEvent)
_TABLE = attrgetter("table")
