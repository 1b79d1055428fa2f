"""The turn as the fragment orders it: the task handlers that run it, and folding a checked
event in (a decision answers the task on top of the stack; a chance outcome the draw)."""

from __future__ import annotations

from operator import attrgetter

import msgspec

from engine.events import Dealt, Event
from engine.kit import TaskLoop, face
from engine.kit import deck as deck_kit

from . import health, rolls, zones
from .abilities import EFFECTS
from .cards import CardType, Roll
from .events import AscendantEvent, AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from .legality import can_finish, can_open, can_play_stack, can_use_in_window, weapons_to_wield
from .state import (Attack, Need, NeedKind, Phase, RollResult, State, Step, card_of, clockwise_from,
                    counter_clockwise_from, living, name_of)
from .tasks import (BeginTurn, DeclareAttack, DrawHand, EndTurn, Finishing, Opening, Resolve,
                    ResetStacks, RollDie, Shuffle, Stacks, Stage, Weapons, Window)

_WINDOW_RULES = {Stage.ENGAGE: "ASC-engage-3", Stage.STRIKE: "ASC-assume-strike-window",
                 Stage.COUNTER: "ASC-assume-counter-window"}
_PHASES = {Stage.ENGAGE: Phase.ENGAGE, Stage.STRIKE: Phase.STRIKE, Stage.COUNTER: Phase.COUNTERATTACK}


def _decide(seat: int, step: Step, rule: str, stage: Stage | None = None) -> Need:
    return Need(kind=NeedKind.DECIDE, seat=seat, step=step, rule=rule, stage=stage)


# -- setup -------------------------------------------------------------------------------
def _shuffle(state: State, task: Shuffle) -> Need | None:
    if deck_kit.shuffled(state.table, state.seats[task.seat].arsenal):
        return None  # ASC-table-unseen: at a table the order stays unknown, no chance to draw
    if len(state.seats[task.seat].arsenal) < 2:
        return None
    state.stack.append(task)
    return Need(kind=NeedKind.SHUFFLE, seat=task.seat, rule="ASC-assume-hand")


def _draw_hand(state: State, task: DrawHand) -> None:
    zones.draw(state, task.seat, state.options.opening_hand)


# -- Opening Phase -----------------------------------------------------------------------
def _begin_turn(state: State, task: BeginTurn) -> None:
    state.phase = Phase.OPENING
    state.attack = None
    state.log = []  # a turn starts clean: the same state as a position of this turn's start
    # pushed in reverse: the first to run goes last
    state.stack += [EndTurn(), DeclareAttack(), Stacks(), ResetStacks(),
                    Opening(seats=clockwise_from(state, state.active))]


def _opening(state: State, task: Opening) -> Need | None:
    while task.seats and not can_open(state, task.seats[0]):
        task.seats.pop(0)  # ASC-assume-opening-order: nothing to draw or purge
    if not task.seats:
        return None
    state.stack.append(task)
    return _decide(task.seats[0], Step.OPENING, "ASC-open-1")


def _reset(state: State, task: ResetStacks) -> None:
    for seat in state.seats:
        seat.activated.clear()


def _stacks(state: State, task: Stacks) -> Need | None:
    if not can_play_stack(state, state.active):
        return None
    state.stack.append(task)
    return _decide(state.active, Step.STACKS, "ASC-open-3")


def _declare(state: State, task: DeclareAttack) -> Need:
    rule = "ASC-open-5" if len(living(state)) > 2 else "ASC-open-4"
    state.stack.append(task)
    return _decide(state.active, Step.DECLARE, rule)


# -- Engage, Strike, Counterattack ---------------------------------------------------------
def _weapons(state: State, task: Weapons) -> Need | None:
    if not weapons_to_wield(state):
        return None
    state.stack.append(task)
    return _decide(state.active, Step.WEAPONS, "ASC-engage-1")


def _window(state: State, task: Window) -> Need | None:
    while task.seats and not can_use_in_window(state, task.seats[0], task.stage):
        task.seats.pop(0)  # nothing to use: not asked
    if not task.seats:
        return None
    state.stack.append(task)
    return _decide(task.seats[0], Step.WINDOW, _WINDOW_RULES[task.stage], task.stage)


def _roll(state: State, task: RollDie) -> Need:
    state.stack.append(task)
    return Need(kind=NeedKind.ROLL, seat=task.seat, roll=task.roll, rule="ASC-fact-d20")


def open_stage(state: State, stage: Stage) -> None:
    """Push a stage: its window (if any), its rolls, then resolving them."""
    attack = state.attack
    assert attack is not None
    state.phase = _PHASES[stage]
    who = rolls.stage_rolls(attack, state.active, stage)
    state.stack.append(Resolve(stage=stage))
    for seat in reversed(list(who)):
        for roll in reversed(who[seat]):
            state.stack.append(RollDie(seat=seat, roll=roll))
    if stage is Stage.COUNTER:
        state.stack.append(Window(stage=stage, seats=[attack.target]))
    elif stage is Stage.ENGAGE or state.options.strike_window:
        state.stack.append(Window(stage=stage, seats=clockwise_from(state, state.active)))


def _resolve(state: State, task: Resolve) -> None:
    attack = state.attack
    assert attack is not None
    me, them = state.active, attack.target
    if task.stage is Stage.ENGAGE:
        if attack.kind is AttackKind.RANGED:
            aim = attack.total(me, Roll.AIM)
            hit = aim >= rolls.AIM_SUCCESS  # ASC-aim-2 / ASC-aim-3
            state.log.append(f"Aim {aim}: the aim check {'succeeds' if hit else 'fails'}")
        else:
            mine, theirs = attack.total(me, Roll.SPEED), attack.total(them, Roll.SPEED)
            hit = mine >= theirs  # ASC-speed-2 / ASC-speed-3: ties go to the turn player
            state.log.append(f"Speed {mine} against {theirs}: the speed check "
                             f"{'succeeds' if hit else 'fails'}")
        if hit:
            open_stage(state, Stage.STRIKE)
        else:
            _finishing(state)
        return
    if task.stage is Stage.STRIKE:
        defense = attack.total(them, Roll.DEFENSE)
        if attack.kind is AttackKind.RANGED:
            dealt = max(0, attack.total(me, Roll.RANGED) - defense)  # ASC-strike-ranged-2
            attack.damage = dealt
            health.deal(state, them, dealt, "Ranged Damage")
            if dealt == 0:
                state.log.append("the ranged attack deals no damage")
            _finishing(state)  # ASC-strike-ranged-4
            return
        melee = attack.total(me, Roll.MELEE)
        if melee >= defense:  # ASC-strike-melee-2
            attack.damage = melee
            health.deal(state, them, melee, "Melee Damage")
            _finishing(state)  # ASC-strike-melee-4
        else:
            state.log.append(f"Defense {defense} beats Melee Damage {melee}: Counterattack")
            open_stage(state, Stage.COUNTER)  # ASC-strike-melee-5
        return
    dealt = max(0, attack.total(them, Roll.COUNTERATTACK) - rolls.COUNTER_BASE)  # ASC-counter-2
    attack.damage = dealt
    health.deal(state, me, dealt, "Counterattack")
    if dealt == 0:
        state.log.append("the Counterattack deals no damage")
    _finishing(state)  # ASC-counter-4


# -- Finishing Phase and the end of the turn -----------------------------------------------
def _finishing(state: State) -> None:
    state.phase = Phase.FINISHING
    state.stack.append(Finishing(seats=counter_clockwise_from(state, state.active)))


def _finish(state: State, task: Finishing) -> Need | None:
    while task.seats and (state.seats[task.seats[0]].out
                          or not can_finish(state, task.seats[0])):
        task.seats.pop(0)
    if not task.seats:
        return None
    state.stack.append(task)
    return _decide(task.seats[0], Step.FINISHING, "ASC-finish-1")


def _end_turn(state: State, task: EndTurn) -> None:
    if state.options.max_turns and state.turn >= state.options.max_turns:  # 0: no limit
        health.turn_limit(state)
        return
    n = len(state.seats)  # ASC-finish-2: clockwise to the next player still in (ASC-assume-out)
    state.active = next((state.active + k) % n for k in range(1, n + 1)
                        if not state.seats[(state.active + k) % n].out)
    state.turn += 1
    state.stack.append(BeginTurn())


LOOP: TaskLoop[State, Need] = TaskLoop({
    Shuffle: _shuffle, DrawHand: _draw_hand, BeginTurn: _begin_turn, Opening: _opening,
    ResetStacks: _reset, Stacks: _stacks, DeclareAttack: _declare, Weapons: _weapons,
    Window: _window, RollDie: _roll, Resolve: _resolve, Finishing: _finish, EndTurn: _end_turn,
}, done=attrgetter("result"), table=attrgetter("table"))  # a Result is always true


def advance(state: State) -> None:
    """Run the stack until the match waits for a decision or a draw, or is over (or, at a
    table, for the card the table shows: `state.table.showing`)."""
    need = LOOP.run(state, state.stack)
    state.need = None if isinstance(need, deck_kit.Showing) else need


# -- folding a checked event in --------------------------------------------------------------
def apply(state: State, event: Event) -> State:
    if not state.table:
        return _apply(state, event)
    # a card the table shows, or an event whose own handling draws (a Draw, Insight) and
    # waits for each card
    deck_kit.fold_at_table(state, event, attrgetter("table"), _arsenal, _apply, advance,
                           _EVENTS.decode)
    return state


_EVENTS = msgspec.json.Decoder(AscendantEvent)


def _arsenal(state: State, seat: int) -> list[int]:
    return state.seats[seat].arsenal


def _apply(state: State, event: Event) -> State:
    state.log = []
    need = state.need
    assert need is not None
    task = state.stack.pop()
    if isinstance(event, Dealt):
        _dealt(state, need, task, event)
    else:
        _decision(state, task, event)
    advance(state)
    return state


def _dealt(state: State, need: Need, task, event: Dealt) -> None:
    if need.kind is NeedKind.SHUFFLE:
        arsenal = state.seats[need.seat].arsenal
        arsenal[:] = [arsenal[i] for i in event.outcome]
        return
    attack = state.attack
    assert attack is not None and need.roll is not None
    shown = face(event.outcome)
    total = shown + rolls.modifier(state, need.seat, need.roll)
    attack.rolls.append(RollResult(need.seat, need.roll, shown, total))
    state.log.append(f"seat {need.seat} rolls {need.roll.title}: {shown}, {total} in all")


def _decision(state: State, task, event: Event) -> None:
    seat = event.seat
    s = state.seats[seat]
    if isinstance(event, Draw):
        zones.draw(state, seat)
        task.seats.pop(0)
    elif isinstance(event, Purge):
        zones.purge(state, seat, event.card)
        task.seats.pop(0)
    elif isinstance(event, PlayStack):
        rolls.pay(state, seat, event.card)  # ASC-assume-stack
        zones.onto_battlefield(state, seat, event.card)
    elif isinstance(event, Declare):
        state.attack = Attack(kind=event.attack, target=event.opponent)
        open_stage(state, Stage.ENGAGE)
        state.stack.append(Weapons())  # ASC-engage-1: Weapons first, then window and rolls
    elif isinstance(event, Wield):
        state.attack.weapons.append(event.card)
        s.activated.append(event.card)
    elif isinstance(event, Use):
        _use(state, task, event)
    elif isinstance(event, Pass):
        if not isinstance(task, (Window, Finishing)):
            return  # Stacks or Weapons: the step is over
        task.seats.pop(0)  # the next player in the window's order is asked
    if isinstance(task, (Opening, Stacks, Weapons, Window, Finishing)):
        state.stack.append(task)


def _use(state: State, task, event: Use) -> None:
    seat = event.seat
    card = card_of(state, event.card)
    s = state.seats[seat]
    if card.type is CardType.ACTIVE:
        s.activated.append(event.card)  # ASC-assume-active
    else:
        rolls.pay(state, seat, event.card)
        zones.used_from_hand(state, seat, event.card)  # ASC-assume-gambit / -jumon
    if isinstance(task, Window):
        state.attack.mods.extend(rolls.mods_of_use(state, seat, event.card, task.stage))
    else:
        EFFECTS[card.id].resolve(state, seat, event.opponent, event.pick)
    state.log.append(f"seat {seat} uses {name_of(state, event.card)}")
