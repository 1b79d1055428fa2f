"""The work-stack machine: the kit's `TaskLoop` runs tasks until one needs input; `pending`
reads that need; `fold_in` applies one (already checked) event to the waiting task.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Callable

import msgspec

from engine.events import Dealt, Event
from engine.kit import TaskLoop
from engine.kit import deck as deck_kit
from engine.protocol import Chance, Decision, IllegalEvent, Over, Pending, check_field_types

from .abilities.base import lookup
from .damage import sweep
from .events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight,
                     KeyForgeEvent, Mulligan,
                     PlayCard, PlayUpgrade, Reap, RemoveStun, ResolveFirst, UseAction, UseOmni)
from .legal_choices import choose_options, option_value
from .legal_house import house_options
from .legality import chance_of, play_now_options, use_now_options, why_not
from .main_options import main_options
from .permissions import spend
from .state import State, takes_singled_out
from . import order, play, tasks as T, turn, use


def _choose(state: State, t: T.Choose) -> T.Choose | None:
    """An ability's choice: its candidates are fixed when it reaches the top; with none the
    step is skipped (KF-target), with the one card its text singles out it is taken
    (KF-choice-asked), else it waits for the choice."""
    if t.candidates is None:
        step = lookup(t.card).steps[t.step]
        t.candidates = step.targets(state, t.source, t.seat, t.data)
        if not t.candidates:
            return None
        if len(t.candidates) == 1 and step.singled_out and not t.optional and takes_singled_out(state):
            step.resolve(state, t.source, t.seat, t.candidates[0], t.data)  # no tie: not asked
            sweep(state)
            return None
    state.stack.append(t)
    return t


def _if_any(options: Callable[[State, T.Task], list]) -> Callable[[State, T.Task], T.Task | None]:
    """A task that waits for one of its options, or is skipped when it has none."""
    def handler(state: State, t: T.Task) -> T.Task | None:
        state.stack.append(t)  # on top, as the checks of its options expect
        if not options(state, t):
            state.stack.pop()
            return None
        return t
    return handler


def _chance_if_two(size: Callable[[State, T.Task], int],
                   alone: Callable[[State, T.Task], None]) -> Callable[[State, T.Task], T.Task | None]:
    """A random pick that needs the dealer only among two or more cards; else `alone` runs."""
    def handler(state: State, t: T.Task) -> T.Task | None:
        if size(state, t) >= 2:
            state.stack.append(t)
            return t
        alone(state, t)
        return None
    return handler


def _random_discard(state: State, t: T.RandomDiscard) -> None:
    hand = state.players[t.seat].hand
    if hand:
        play.discard_from_hand(state, t.seat, hand[0])


def _done(_settled: bool) -> None:
    """A handler that finished (whatever else the function it ran returns)."""
    return None


def _reshuffle_alone(state: State, t: T.Reshuffle) -> None:
    turn.reshuffle(state, t.seat, list(range(len(state.players[t.seat].discard))))


def _or_at_table(at_table: Callable[[State, T.Task], None],
                 handler: Callable[[State, T.Task], T.Task | None]) -> Callable[[State, T.Task], T.Task | None]:
    """A shuffle: at a table its order stays unknown (no chance), else the dealer's handler."""
    def either(state: State, t: T.Task) -> T.Task | None:
        if state.table:
            at_table(state, t)
            return None
        return handler(state, t)
    return either


def _shuffle_at_table(state: State, t: T.Shuffle) -> None:
    deck_kit.shuffled(state.table, state.players[t.seat].deck)


def _reshuffle_at_table(state: State, t: T.Reshuffle) -> None:
    _reshuffle_alone(state, t)  # the pile becomes the deck as it lies, then its order is unknown
    deck_kit.shuffled(state.table, state.players[t.seat].deck)


LOOP: TaskLoop[State, T.Task] = TaskLoop({
    T.Choose: _choose,
    T.UseNow: _if_any(use_now_options),
    T.PlayNow: _if_any(play_now_options),
    T.Shuffle: _or_at_table(_shuffle_at_table, _chance_if_two(
        lambda state, t: len(state.players[t.seat].deck), lambda state, t: None)),
    T.Reshuffle: _or_at_table(_reshuffle_at_table, _chance_if_two(
        lambda state, t: len(state.players[t.seat].discard), _reshuffle_alone)),
    T.RandomDiscard: _chance_if_two(lambda state, t: len(state.players[t.seat].hand), _random_discard),
    T.Draw: turn.draw,
    T.BeginGame: turn.begin_game,
    T.BeginTurn: turn.begin_turn,
    T.EndMain: turn.end_main,
    T.DrawStep: turn.draw_step,
    T.EndTurn: turn.end_turn,
    T.PassTurn: turn.pass_turn,
    T.Ability: order.resolve,
    T.Order: order.run_order,
    T.FightDamage: lambda state, t: _done(use.fight_damage(state, t)),
    T.Resolved: play.resolved,
}, waits=(T.Coin, T.Mulligan, T.ChooseHouse, T.Main),  # they stay on top until their event
    done=attrgetter("over"),  # a non-empty `over` says why the match ended
    table=attrgetter("table"))  # set under table luck only
"""Every task type's handler (or a plain wait); the loop stops at a task waiting for input or
when the match is over."""
_WAITS = LOOP.waits
"""The task types that wait for input (`LOOP`'s waits): with one on top, `advance` has nothing
to run under the dealer's luck."""
_RUN_PLAIN = LOOP.run_plain
_MAIN, _USE_NOW, _PLAY_NOW = T.Main, T.UseNow, T.PlayNow


def advance(state: State) -> None:
    """Run tasks until the top one needs a decision or a chance outcome (or none are left)."""
    if state.table:  # table luck: each task from a snapshot (the kit's loop)
        LOOP.run(state, state.stack)
        return
    LOOP.run_plain(state, state.stack)  # a handler that ends the match also sets `over`


def chance_or_over(state: State) -> Chance | Over | None:
    """`pending` when the match is over or waits for a draw; None when a seat must decide."""
    if state.over:
        scores = [p.keys for p in state.players]
        return Over(winner=state.winner, scores=scores, reason=state.over, rule=state.over_rule)
    return chance_of(state)


def pending(state: State) -> Pending:
    # Self-play asks this before every event: the task on top is told apart by one read of
    # `_DECISIONS` on its exact type (no task type has subclasses), and only a task that is no
    # decision asks `chance_of` (a card to show at a table comes before either).
    if state.over or (state.table and state.table.showing is not None):
        return chance_or_over(state)  # type: ignore[return-value]
    t = state.stack[-1]
    decide = _DECISIONS.get(type(t))
    if decide is not None:
        return decide(state, t)
    found = chance_of(state)
    if found is not None:
        return found
    raise RuntimeError(f"stack top {t!r} needs no input")  # pragma: no cover


def _mulligan_decision(state: State, t: T.Mulligan) -> Decision:
    return Decision(seat=t.seat, options=[Mulligan(seat=t.seat, take=False), Mulligan(seat=t.seat, take=True)],
                    prompt="keep this hand or mulligan (shuffle it back, draw one fewer)",
                    rule="KF-mulligan-1")


def _house_decision(state: State, t: T.ChooseHouse) -> Decision:
    return Decision(seat=t.seat, options=house_options(state, t.seat),
                    prompt="choose a house (and whether to take your archives)", rule="KF-house-1")


def _main_decision(state: State, t: T.Main) -> Decision:
    return Decision(seat=t.seat, options=main_options(state, t.seat),
                    prompt="play, discard or use a card, or end the step", rule="KF-turn-1")


def _choose_decision(state: State, t: T.Choose) -> Decision:
    step = lookup(t.card).steps[t.step]
    return Decision(seat=t.seat, options=choose_options(state, t), prompt=step.prompt,
                    rule="KF-target")


def _use_now_decision(state: State, t: T.UseNow) -> Decision:
    return Decision(seat=t.seat, options=use_now_options(state, t), rule="KF-use-now",
                    prompt="use this card now: reap, fight, or use its Action: or Omni: ability")


def _play_now_decision(state: State, t: T.PlayNow) -> Decision:
    return Decision(seat=t.seat, options=play_now_options(state, t), rule="KF-use-other-house",
                    prompt="play this card now: choose where")


def _order_decision(state: State, t: T.Order) -> Decision:
    return Decision(seat=t.seat, options=order.options(t), rule="KF-simultaneous",
                    prompt="these happen at the same time: choose which resolves first")


_DECISIONS: dict[type, Callable[[State, T.Task], Decision]] = {
    T.Main: _main_decision, T.ChooseHouse: _house_decision, T.Choose: _choose_decision,
    T.Mulligan: _mulligan_decision, T.UseNow: _use_now_decision, T.PlayNow: _play_now_decision,
    T.Order: _order_decision,
}
"""The tasks that wait for a seat's decision, by exact type: the decision each asks for. The
others wait for a chance outcome (`chance_of`) or for nothing."""


def fold_in(state: State, ev: Event) -> None:
    """Apply a (checked, or trusted) event to the task waiting for it, then advance."""
    if state.table:  # table luck: a card to show, or an event that may look at one
        deck_kit.fold_at_table(state, ev, _TABLE, _deck_of, fold_event, advance, _EVENTS.decode)
        return
    fold_event(state, ev)


def _deck_of(state: State, seat: int) -> list[int]:
    return state.players[seat].deck


_TABLE = attrgetter("table")
_EVENTS = msgspec.json.Decoder(KeyForgeEvent)


def apply(game: object, state: State, ev: Event, check: bool = True) -> State:
    """The game's `apply` (KeyForge.apply is this function): check the event (or, trusted,
    only that the match goes on), then fold it in: under table luck through `fold_in`, under
    the dealer's luck here, as `fold_event` does it.

    `fold_event`'s body is written out again below because this runs once for every event of
    every fold (a call and ~10 bytecodes an event fewer, ~1.6% of a fold): the two must fold
    alike (table-luck and dealer-luck fingerprints and tests cover both)."""
    if check:
        if check is True:  # built in Python: its fields' types first (the framework's, ML-event)
            check_field_types(ev)
        bad = why_not(state, ev)
        if bad is not None:
            rule, message = bad
            raise IllegalEvent(rule, message, getattr(ev, "seat", None))
    elif state.over or not state.stack:
        raise IllegalEvent("KF-sequence", "the match is over")
    if state.table:
        fold_in(state, ev)
        return state
    stack = state.stack  # `fold_event`, written out (see above)
    act = _MAIN_ACTIONS.get(type(ev))
    if act is not None:
        kind = type(stack[-1])
        if kind is _MAIN:
            if state.effects:
                spend(state, ev)
        elif kind is _USE_NOW or kind is _PLAY_NOW:
            stack.pop()
        if not act(state, ev):
            sweep(state)
    else:
        _OTHER_EVENTS.get(type(ev), _other)(state, stack.pop(), ev)
    stack = state.stack
    if stack and type(stack[-1]) not in _WAITS:
        _RUN_PLAIN(state, stack)
    return state


def fold_event(state: State, ev: Event) -> None:
    """Apply an event to the task waiting for it, then advance: `fold_in` without its
    table-luck test (`fold_at_table` calls it under table luck; `apply` has its body written
    out for the dealer's luck)."""
    stack = state.stack
    act = _MAIN_ACTIONS.get(type(ev))
    if act is not None:  # the most common events first, by exact type
        kind = type(stack[-1])  # the step goes on under whatever the card does: left on the stack
        if kind is _MAIN:
            if state.effects:  # no effect, no permission to spend (`spend` returns at once)
                spend(state, ev)  # a permission to play outside the active house
        elif kind is _USE_NOW or kind is _PLAY_NOW:  # an ability's one use or play is over once made
            stack.pop()
        if not act(state, ev):  # True: it ended with a sweep that found nothing to destroy
            sweep(state)
    else:
        _OTHER_EVENTS.get(type(ev), _other)(state, stack.pop(), ev)
    stack = state.stack  # (ending the match replaces it)
    if state.table:
        advance(state)
    elif stack and type(stack[-1]) not in _WAITS:  # (most events leave the main step waiting on top)
        _RUN_PLAIN(state, stack)  # `advance` under the dealer's luck


def _dealt(state: State, t: T.Task, ev: Dealt) -> None:
    kind = type(t)
    if kind is T.Coin:
        turn.coin(state, int(ev.outcome))  # type: ignore[arg-type]
    elif kind is T.Shuffle:
        turn.shuffle(state, t.seat, list(ev.outcome))  # type: ignore[arg-type]
    elif kind is T.Reshuffle:
        turn.reshuffle(state, t.seat, list(ev.outcome))  # type: ignore[arg-type]
    elif kind is T.RandomDiscard:
        play.discard_from_hand(state, t.seat, state.players[t.seat].hand[int(ev.outcome)])  # type: ignore[arg-type]


def _choose_card(state: State, t: T.Task, ev: Choose) -> None:
    assert isinstance(t, T.Choose)
    lookup(t.card).steps[t.step].resolve(state, t.source, t.seat, ev.card, t.data)
    sweep(state)


def _choose_option(state: State, t: T.Task, ev: ChooseOption) -> None:
    assert isinstance(t, T.Choose)
    value = option_value(t, ev.option)
    assert value is not None  # checked (or trusted) before
    lookup(t.card).steps[t.step].resolve(state, t.source, t.seat, value, t.data)
    sweep(state)


def _resolve_first(state: State, t: T.Task, ev: ResolveFirst) -> None:
    assert isinstance(t, T.Order)
    order.resolve_first(state, t, ev)


def _other(state: State, t: T.Task, ev: Event) -> None:
    state.stack.append(t)
    sweep(state)


_OTHER_EVENTS: dict[type, Callable[[State, T.Task, Event], None]] = {
    ChooseHouse: turn.choose_house,
    EndStep: lambda state, t, ev: state.stack.append(T.EndMain(seat=ev.seat)) if state.table
    else turn.end_main_step(state, ev.seat),  # the step's end runs at once (see `end_main_step`)
    Dealt: _dealt,
    Mulligan: lambda state, t, ev: turn.mulligan(state, ev.seat, ev.take),
    Choose: _choose_card,
    ChooseOption: _choose_option,
    Decline: lambda state, t, ev: None,
    ResolveFirst: _resolve_first,
}
"""The other events by exact type: each folds into the task `t` it was waiting for (popped)."""


_MAIN_ACTIONS: dict[type, Callable[[State, Event], bool | None]] = {
    PlayCard: play.play_card,
    PlayUpgrade: play.play_upgrade,
    Discard: play.discard,
    Reap: use.reap,
    Fight: use.fight,
    UseAction: use.use_action,
    UseOmni: use.use_omni,
    RemoveStun: use.remove_stun,
}
"""Main-step events by exact type (see the note on dispatch above)."""
