"""The turn as the fragment orders it: the task handlers that run it, and folding a checked
event in (a decision answers the task on top of the stack; a chance outcome the draw)."""

from __future__ import annotations

from operator import attrgetter

import msgspec

from engine.events import Dealt, Event
from engine.kit import TaskLoop
from engine.kit import deck as deck_kit

from . import health, rolls, zones
from .abilities import EFFECTS
from .cards import CARDS, ROLL_TITLES, CardType, Roll
from .events import AscendantEvent, AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from .legality import (ACTIVE_EFFECTS, FREE_JUMON_EFFECTS, FREE_STACKED, JUMON_EFFECTS, PLAIN,
                       SERVING, STACKED, any_plain)
from .rolls import WINDOW_CARDS, can_pay
from .state import (Attack, Need, NeedKind, Phase, RollResult, State, Step, TableState,
                    clockwise_from, counter_clockwise_from, living_count)
from .tasks import (BeginTurn, DeclareAttack, DrawHand, EndTurn, Finishing, Opening, Resolve,
                    ResetStacks, RollDie, Shuffle, Stacks, Stage, Weapons, Window)

# Enum members read after every event, bound to module names once: reading a member off its
# class goes through EnumType's attribute hook, several times the cost of a global name.
_ENGAGE, _STRIKE, _COUNTER = Stage.ENGAGE, Stage.STRIKE, Stage.COUNTER
_RANGED = AttackKind.RANGED
_AIM, _SPEED, _DEFENSE, _RANGED_DAMAGE, _MELEE_DAMAGE, _COUNTERATTACK = (
    Roll.AIM, Roll.SPEED, Roll.DEFENSE, Roll.RANGED, Roll.MELEE, Roll.COUNTERATTACK)
_SHUFFLE = NeedKind.SHUFFLE
_OPENING_PHASE, _FINISHING_PHASE = Phase.OPENING, Phase.FINISHING
_ACTIVE = CardType.ACTIVE

_WINDOW_RULES = {Stage.ENGAGE: "ASC-engage-3", Stage.STRIKE: "ASC-assume-strike-window",
                 Stage.COUNTER: "ASC-assume-counter-window"}
_PHASES = {Stage.ENGAGE: Phase.ENGAGE, Stage.STRIKE: Phase.STRIKE, Stage.COUNTER: Phase.COUNTERATTACK}


class _Needs(dict):
    """The Need of each seat for one step (or one roll), made the first time it is asked
    for: a Need is a frozen value, so the fold shares one per seat instead of building one
    per event (a struct made from keywords costs about what the rest of a Pass does)."""

    def __init__(self, **fields) -> None:
        super().__init__()
        self.fields = fields

    def __missing__(self, seat: int) -> Need:
        need = self[seat] = Need(seat=seat, **self.fields)
        return need


def _decide(step: Step, rule: str, stage: Stage | None = None) -> _Needs:
    return _Needs(kind=NeedKind.DECIDE, step=step, rule=rule, stage=stage)


_OPENING = _decide(Step.OPENING, "ASC-open-1")
_STACKS = _decide(Step.STACKS, "ASC-open-3")
_DECLARE = {False: _decide(Step.DECLARE, "ASC-open-4"), True: _decide(Step.DECLARE, "ASC-open-5")}
"""By whether more than two players are still in (ASC-open-5 names the target)."""
_WEAPONS = _decide(Step.WEAPONS, "ASC-engage-1")
_WINDOWS = {stage: _decide(Step.WINDOW, rule, stage) for stage, rule in _WINDOW_RULES.items()}
_FINISHING = _decide(Step.FINISHING, "ASC-finish-1")
_ROLLS = {roll: _Needs(kind=NeedKind.ROLL, roll=roll, rule="ASC-fact-d20") for roll in Roll}
_SHUFFLES = _Needs(kind=NeedKind.SHUFFLE, rule="ASC-assume-hand")


# -- setup -------------------------------------------------------------------------------
def _shuffle(state: State, task: Shuffle) -> Need | None:
    if deck_kit.shuffled(state.table, state.seats[task.seat].arsenal):
        return None  # ASC-table-unseen: at a table the order stays unknown, no chance to draw
    if len(state.seats[task.seat].arsenal) < 2:
        return None
    state.stack.append(task)
    return _SHUFFLES[task.seat]


def _draw_hand(state: State, task: DrawHand) -> None:
    zones.draw(state, task.seat, state.options.opening_hand)


# -- Opening Phase -----------------------------------------------------------------------
def _begin_turn(state: State, task: BeginTurn) -> Need | None:
    state.phase = _OPENING_PHASE
    state.attack = None
    state.log.clear()  # a turn starts clean: the same state as a position of this turn's start
    # pushed in reverse: the first to run goes last; a task without fields holds nothing
    # to change, so one of each serves every turn (extended in place: `+=` on a struct's
    # field would store the same list back, and a struct's field store costs ~4x a read)
    state.stack.extend(_TURN_TASKS)
    # the Opening runs now, as the loop would run it next had it been pushed too (nothing
    # here can end the match): a push and a pop saved every turn
    return _opening(state, Opening(seats=clockwise_from(state, state.active)))


_END_TURN, _DECLARE_ATTACK, _STACKS_TASK, _RESET = EndTurn(), DeclareAttack(), Stacks(), ResetStacks()
_TURN_TASKS = (_END_TURN, _DECLARE_ATTACK, _STACKS_TASK, _RESET)


def _opening(state: State, task: Opening) -> Need | None:
    seats = task.seats
    everyone = state.seats
    while seats:
        s = everyone[seats[0]]
        if not s.out and (s.arsenal or s.scrapyard):  # something to draw or purge: asked
            break
        seats.pop(0)  # ASC-assume-opening-order: nothing to draw or purge
    else:
        return None
    state.stack.append(task)
    return _OPENING[seats[0]]


def _reset(state: State, task: ResetStacks) -> None:
    for seat in state.seats:
        if seat.activated:  # most seats activated nothing since the last reset: no call
            seat.activated.clear()


def _stacks(state: State, task: Stacks) -> Need | None:
    """ASC-open-3: the turn player is asked while a complete stack in hand can be paid for
    (`legality.stacks_to_play` lists them): tested here without the list, stopping at the
    first such card (the loop's own handler holds the test, as `_window` does)."""
    seat = state.active
    cards = state.cards
    s = state.seats[seat]
    # with an empty Fountain only a card without a cost can be paid (`rolls.FREE`): no
    # stack is free in this set, so a seat that has spent its Stamina is not looked at
    stacked = STACKED if s.fountain or not state.options.pay_costs else FREE_STACKED
    if stacked:
        for c in s.hand:
            card_id = cards[c]
            if card_id in stacked and can_pay(state, seat, CARDS[card_id]):
                state.stack.append(task)
                return _STACKS[seat]
    return None


def _declare(state: State, task: DeclareAttack) -> Need:
    state.stack.append(task)
    return _DECLARE[living_count(state) > 2][state.active]


# -- Engage, Strike, Counterattack ---------------------------------------------------------
def _weapons(state: State, task: Weapons) -> Need | None:
    """ASC-engage-1, ASC-engage-2: the turn player is asked while a Weapon can be activated
    (`legality.weapons_to_wield` lists them): its tests, stopping at the first Weapon, in
    the loop's own handler (after every declared attack and every Weapon activated)."""
    attack = state.attack
    s = state.seats[state.active]
    cards = state.cards
    serving = SERVING[attack.kind]  # a set test per card, not a dict.get call
    activated = s.activated
    for inst in s.battlefield:
        card_id = cards[inst]
        if card_id not in serving or inst in activated:
            continue
        if card_id in PLAIN:  # a plain Weapon only while no plain one is activated
            if any_plain(cards, attack.weapons):
                continue
        state.stack.append(task)
        return _WEAPONS[state.active]
    return None


def _window(state: State, task: Window) -> Need | None:
    """Before a stage's rolls each seat of the window, in order, is asked while it has a card
    to use there (`legality.usable_in_window` lists them): the seats before the first that
    has one are dropped, and when nobody has one the window is over. Tested here without
    listing, each scan stopping at the first usable card, with what every seat shares read
    once: the loop's own handler holds the scan (no call to a test of its own), as this runs
    at every window and after every card used there."""
    seats = task.seats
    everyone = state.seats
    attack = state.attack
    active, target = state.active, attack.target
    by_role = WINDOW_CARDS[attack.kind][task.stage]
    rollers_only = state.options.window_users == "rollers"
    pay_costs = state.options.pay_costs
    cards = state.cards
    i = -1  # its place in the order, counted by hand: an enumerate is an object made each call
    for seat in seats:
        i += 1
        s = everyone[seat]
        if s.out:
            continue
        # the Role by its number (an IntEnum equals its int): no member read off the Role class
        usable = by_role[0 if seat == active else 1 if seat == target else 2]
        if rollers_only and not usable.rolls:
            continue
        # with an empty Fountain only a Gambit without a cost can be paid for (`rolls.FREE`)
        gambits = usable.gambits if s.fountain or not pay_costs else usable.free_gambits
        if gambits:  # many stages and roles have no such Gambit, or no such Active card, at all
            for c in s.hand:
                if cards[c] in gambits and can_pay(state, seat, CARDS[cards[c]]):
                    if i:  # the seats before it are not asked
                        del seats[:i]
                    state.stack.append(task)
                    return _WINDOWS[task.stage][seat]
        actives = usable.actives
        if actives:
            activated = s.activated
            for c in s.battlefield:
                if cards[c] in actives and c not in activated:
                    if i:
                        del seats[:i]
                    state.stack.append(task)
                    return _WINDOWS[task.stage][seat]
    seats.clear()
    # the stage's rolls come next (`open_stage` pushed them under the window): the first is
    # asked for here and left in place, as the loop would pop it and `_roll` put it back
    stack = state.stack
    if stack and type(stack[-1]) is RollDie:
        top = stack[-1]
        return _ROLLS[top.roll][top.seat]
    return None


def _roll(state: State, task: RollDie) -> Need:
    state.stack.append(task)
    return _ROLLS[task.roll][task.seat]


def open_stage(state: State, stage: Stage) -> Window | None:
    """Push a stage: its rolls (`rolls.stage_rolls`), then resolving them; and return its
    window, if it has one, for the caller to push or run at once (it comes first)."""
    attack = state.attack
    assert attack is not None
    state.phase = _PHASES[stage]
    stack = state.stack
    stack.append(_RESOLVES[stage])
    target, active = attack.target, state.active
    for by_target, tasks in _ROLL_PUSHES[stage][attack.kind]:
        stack.append(tasks[target if by_target else active])
    if stage is _COUNTER:
        return Window(stage=stage, seats=[target])
    if stage is _ENGAGE or state.options.strike_window:
        return Window(stage=stage, seats=clockwise_from(state, active))
    return None


def _next_stage(state: State, stage: Stage) -> Need | None:
    """Open `stage` after the rolls of the one before and run its window at once, as the
    loop would run it next had it been pushed (`_AT_ONCE`: no roll dealt damage yet, so the
    match goes on); without one, the loop goes on to its rolls."""
    window = open_stage(state, stage)
    return None if window is None else _AT_ONCE[Window](state, window)


class _RollTasks(dict):
    """The RollDie task of each seat for one roll, made the first time it is asked for: a
    task that holds nothing to change (as `_Needs`), shared rather than built per roll."""

    def __init__(self, roll: Roll) -> None:
        super().__init__()
        self.roll = roll

    def __missing__(self, seat: int) -> RollDie:
        task = self[seat] = RollDie(seat=seat, roll=self.roll)
        return task


def _roll_pushes(kind: AttackKind, stage: Stage) -> tuple[tuple[bool, _RollTasks], ...]:
    """The RollDie tasks `open_stage` pushes, in the order it pushes them (the last pushed
    is rolled first): (whether the target rolls it, else the turn player; its tasks by seat).
    Worked out from `rolls.stage_rolls` of a stand-in attack (the turn player 0 targets 1)."""
    who = rolls.stage_rolls(Attack(kind=kind, target=1), 0, stage)
    return tuple((seat == 1, _ROLL_TASKS[roll]) for seat in reversed(list(who))
                 for roll in reversed(who[seat]))


_ROLL_TASKS = {roll: _RollTasks(roll) for roll in Roll}
_ROLL_PUSHES = {stage: {kind: _roll_pushes(kind, stage) for kind in AttackKind} for stage in Stage}
_RESOLVES = {stage: Resolve(stage=stage) for stage in Stage}
"""A Resolve task per stage, shared (it holds nothing to change)."""


def _resolve(state: State, task: Resolve) -> Need | None:
    attack = state.attack
    assert attack is not None
    me, them = state.active, attack.target
    stage = task.stage
    if stage is _ENGAGE:
        if attack.kind is _RANGED:
            aim = attack.total(me, _AIM)
            hit = aim >= rolls.AIM_SUCCESS  # ASC-aim-2 / ASC-aim-3
            state.log.append(f"Aim {aim}: the aim check {'succeeds' if hit else 'fails'}")
        else:
            mine, theirs = attack.total(me, _SPEED), attack.total(them, _SPEED)
            hit = mine >= theirs  # ASC-speed-2 / ASC-speed-3: ties go to the turn player
            state.log.append(f"Speed {mine} against {theirs}: the speed check "
                             f"{'succeeds' if hit else 'fails'}")
        return _next_stage(state, _STRIKE) if hit else _finishing(state)
    if stage is _STRIKE:
        defense = attack.total(them, _DEFENSE)
        if attack.kind is _RANGED:
            # ASC-strike-ranged-2; a Defense equal or higher deals none (ASC-assume-damage-floor)
            dealt = max(0, attack.total(me, _RANGED_DAMAGE) - defense)
            attack.damage = dealt
            health.deal(state, them, dealt, "Ranged Damage")
            if dealt == 0:
                state.log.append("the ranged attack deals no damage")
            return _finishing(state)  # ASC-strike-ranged-4
        melee = attack.total(me, _MELEE_DAMAGE)
        if melee >= defense:  # ASC-strike-melee-2
            attack.damage = melee
            health.deal(state, them, melee, "Melee Damage")
            return _finishing(state)  # ASC-strike-melee-4
        state.log.append(f"Defense {defense} beats Melee Damage {melee}: Counterattack")
        return _next_stage(state, _COUNTER)  # ASC-strike-melee-5
    # ASC-counter-2; 10 or less deals none (ASC-assume-damage-floor)
    dealt = max(0, attack.total(them, _COUNTERATTACK) - rolls.COUNTER_BASE)
    attack.damage = dealt
    health.deal(state, me, dealt, "Counterattack")
    if dealt == 0:
        state.log.append("the Counterattack deals no damage")
    return _finishing(state)  # ASC-counter-4


# -- Finishing Phase and the end of the turn -----------------------------------------------
def _finishing(state: State) -> Need | None:
    """The Finishing Phase begins, and runs at once as the loop would run it next had it
    been pushed (pushed instead when damage just ended the match: `_AT_ONCE`)."""
    state.phase = _FINISHING_PHASE
    task = Finishing(seats=counter_clockwise_from(state, state.active))
    if state.result is not None:
        state.stack.append(task)
        return None
    return _AT_ONCE[Finishing](state, task)


def _finish(state: State, task: Finishing) -> Need | None:
    """ASC-finish-1: each seat of the Finishing Phase, in order, is asked while it has a card
    effect to use (`legality.usable_in_finishing` lists them); those out or with nothing are
    dropped from the front, and when nobody has one the phase is over. Tested as `_window`
    tests its seats: plain loops that stop at the first card with a choice, in the loop's
    own handler (asked in every Finishing Phase and after each use)."""
    seats = task.seats
    everyone = state.seats
    cards = state.cards
    any_jumons = state.options.jumons_by == "all"
    pay_costs = state.options.pay_costs
    active = state.active
    actives = ACTIVE_EFFECTS
    i = -1  # as in `_window`
    for seat in seats:
        i += 1
        s = everyone[seat]
        if s.out:
            continue
        # with an empty Fountain only a Jumon without a cost can be paid for (`rolls.FREE`):
        # none is free in this set, so the hand of a seat that has spent its Stamina is not
        # looked at. A membership test per card (no dict.get call, no name stored): most
        # cards have no effect
        jumons = JUMON_EFFECTS if s.fountain or not pay_costs else FREE_JUMON_EFFECTS
        if jumons and (any_jumons or seat == active):
            for inst in s.hand:
                if cards[inst] in jumons:
                    card_id = cards[inst]
                    # the cost first: it is what fails most often (a choice nearly always exists)
                    if can_pay(state, seat, CARDS[card_id]) and jumons[card_id].can_choose(state, seat):
                        if i:  # the seats before it are not asked
                            del seats[:i]
                        state.stack.append(task)
                        return _FINISHING[seat]
        activated = s.activated
        for inst in s.battlefield:
            if cards[inst] in actives and inst not in activated and actives[cards[inst]].can_choose(state, seat):
                if i:
                    del seats[:i]
                state.stack.append(task)
                return _FINISHING[seat]
    seats.clear()
    return None


def _end_turn(state: State, task: EndTurn) -> Need | None:
    if state.options.max_turns and state.turn >= state.options.max_turns:  # 0: no limit
        health.turn_limit(state)
        return
    seats = state.seats  # ASC-finish-2: clockwise to the next player still in (ASC-assume-out)
    n = len(seats)
    for k in range(1, n + 1):
        nxt = (state.active + k) % n
        if not seats[nxt].out:
            state.active = nxt
            break
    state.turn += 1
    # the next turn begins now, as the loop would begin it next had it been pushed (the
    # match goes on: the turn limit returned above)
    return _begin_turn(state, _BEGIN_TURN)


_BEGIN_TURN = BeginTurn()


LOOP: TaskLoop[State, Need] = TaskLoop({
    Shuffle: _shuffle, DrawHand: _draw_hand, BeginTurn: _begin_turn, Opening: _opening,
    ResetStacks: _reset, Stacks: _stacks, DeclareAttack: _declare, Weapons: _weapons,
    Window: _window, RollDie: _roll, Resolve: _resolve, Finishing: _finish, EndTurn: _end_turn,
}, done=attrgetter("result"), table=attrgetter("table"))  # a Result is always true

HANDLERS = _HANDLERS = LOOP.handlers
"""Each task type's handler (`Ascendant.apply` runs them after an event)."""


def advance(state: State) -> None:
    """Run the stack until the match waits for a decision or a draw, or is over (or, at a
    table, for the card the table shows: `state.table.showing`)."""
    if state.table:
        need = LOOP.run(state, state.stack)
        state.need = None if isinstance(need, deck_kit.Showing) else need
        return
    run_tasks(state)


def run_tasks(state: State) -> None:
    """`advance` under the dealer's luck: LOOP's own loop written out (no waiting task types,
    the result tested before each task; `Ascendant.apply` writes it out again after each
    event, a Python call less). The kit's `run_plain`
    takes the same steps, but through its `done` call per task it cost this fold 4.9% more
    (57.49 M -> 60.30 M instructions for 4 workload matches)."""
    stack = state.stack
    handlers = _HANDLERS
    while stack and state.result is None:
        task = stack.pop()
        need = handlers[type(task)](state, task)
        if need is not None:
            state.need = need
            return
    state.need = None


# -- folding a checked event in --------------------------------------------------------------
def apply_at_table(state: State, event: Event) -> State:
    """Fold a checked event in at a table: a card the table shows, or an event whose own
    handling draws (a Draw, Insight) and waits for each card. Under the dealer's luck
    `Ascendant.apply` folds an event in itself: its handler by exact type (`FOLD_IN`), which
    runs the step a decision answered on at once (`_AT_ONCE`), then the tasks it leaves."""
    deck_kit.fold_at_table(state, event, attrgetter("table"), _arsenal, _apply, advance,
                           _EVENTS.decode)
    return state


_EVENTS = msgspec.json.Decoder(AscendantEvent)


def _arsenal(state: State, seat: int) -> list[int]:
    return state.seats[seat].arsenal


def _apply(state: State, event: Event) -> State:
    """`apply` at a table (where `advance` runs LOOP's loop for table luck). A step a
    decision goes on with (`_AT_ONCE`) looks at no card the table has not shown: it only tests
    which cards a hand, a Battlefield, a Fountain or a Scrapyard holds, and whether an
    Arsenal is empty, so it needs none of the loop's undoing."""
    state.log.clear()
    need = FOLD_IN[type(event)](state, state.stack.pop(), event)
    if need is None:
        advance(state)
    else:
        state.need = need
    return state


def _dealt(state: State, task, event: Dealt) -> Need | None:
    need = state.need
    if need.kind is _SHUFFLE:
        arsenal = state.seats[need.seat].arsenal
        arsenal[:] = [arsenal[i] for i in event.outcome]
        return
    attack = state.attack
    seat, roll = need.seat, need.roll
    assert attack is not None and roll is not None
    # `engine.kit.face` written out, without its int(): a recorded outcome decodes as a plain
    # int (Dealt.outcome is `int | list[int]`, and msgspec takes no float or bool for it)
    shown = event.outcome + 1
    total = shown + rolls.modifier(state, seat, roll)
    attack.rolls.append(RollResult(seat, roll, shown, total))
    state.log.append(f"seat {seat} rolls {ROLL_TITLES[roll]}: {shown}, {total} in all")
    # a roll ends nothing: when the next task is another roll, the loop would only pop it
    # and ask for it (`_roll`, which puts it back); asked here with it left in place
    top = state.stack[-1]
    if type(top) is RollDie:
        return _ROLLS[top.roll][top.seat]
    return None


def _draw(state: State, task: Opening, event: Draw) -> Need | None:
    if type(state) is TableState:  # at a table the card is named as it is drawn (`zones.draw`;
        zones.draw(state, event.seat)  # the type tested, as in `Ascendant.apply`)
    else:  # `zones.draw` of one card written out: a Python call less at every Opening draw
        s = state.seats[event.seat]
        if s.arsenal:  # (a legal Draw always finds one: ASC-assume-opening-order)
            s.hand.append(s.arsenal.pop(0))
    task.seats.pop(0)
    return _AT_ONCE[Opening](state, task)  # a draw ends nothing: the Opening goes on at once


def _purge(state: State, task: Opening, event: Purge) -> Need | None:
    s = state.seats[event.seat]  # `zones.purge` written out, as `_draw` writes out its draw
    s.scrapyard.remove(event.card)
    s.abyss.append(event.card)
    task.seats.pop(0)
    return _AT_ONCE[Opening](state, task)  # as `_draw`: a purge ends nothing


def _play_stack(state: State, task: Stacks, event: PlayStack) -> Need | None:
    rolls.pay(state, event.seat, event.card)  # ASC-assume-stack
    s = state.seats[event.seat]  # from hand onto the Battlefield (a move written out here, as
    s.hand.remove(event.card)    # in `_use`: a Python call less at every card played)
    s.battlefield.append(event.card)
    return _AT_ONCE[Stacks](state, task)  # a stack played ends nothing: asked again at once


def _declare_attack(state: State, task: DeclareAttack, event: Declare) -> Need | None:
    state.attack = Attack(kind=event.attack, target=event.opponent)
    state.stack.append(open_stage(state, _ENGAGE))
    # ASC-engage-1: Weapons first, then window and rolls; run at once, as the loop would
    # (a declared attack ends nothing)
    return _AT_ONCE[Weapons](state, _WEAPONS_TASK)


_WEAPONS_TASK = Weapons()
"""Shared, as the other tasks without fields: it holds nothing to change."""


def _wield(state: State, task: Weapons, event: Wield) -> Need | None:
    state.attack.weapons.append(event.card)
    state.seats[event.seat].activated.append(event.card)
    return _AT_ONCE[Weapons](state, task)  # as a stack played: a Weapon activated ends nothing


def _pass(state: State, task, event: Pass) -> Need | None:
    if type(task) in _ASKS_IN_TURN:
        task.seats.pop(0)  # the next player in the window's order is asked
        return _AT_ONCE[type(task)](state, task)  # a pass ends nothing: run at once
    return None  # Stacks or Weapons: the step is over (the task is not put back)


_AT_ONCE = _HANDLERS
"""The handler a step run at once goes through: the loop's own (a test puts in its place
one that puts the task back for the loop, to hold both ways to the same states). A step is
run at once, as the loop would run it next had it been put back on the stack (this saves
putting it back and taking it off again after most decisions), unless the match is over,
when the loop would stop and leave it on the stack: the two steps after which the match can
be over (a card effect used, damage before the Finishing Phase) test that themselves
(`_use`, `_finishing`); after anything else (a draw, a purge, a pass, a stack played, a
Weapon activated, a card used in a window, a declared attack) the step runs at once."""


_ASKS_IN_TURN = frozenset({Window, Finishing})


def _use(state: State, task, event: Use) -> Need | None:
    seat = event.seat
    card = CARDS[state.cards[event.card]]
    s = state.seats[seat]
    if card.type is _ACTIVE:
        s.activated.append(event.card)  # ASC-assume-active
    else:
        rolls.pay(state, seat, event.card)
        s.hand.remove(event.card)  # ASC-assume-gambit / -jumon: used from hand, it goes to
        s.scrapyard.append(event.card)  # the Scrapyard (ASC-scrapyard-1)
    if type(task) is Window:  # a card used in a window changes rolls and ends nothing
        state.attack.mods.extend(rolls.mods_of_use(state, seat, event.card, task.stage))
        state.log.append(f"seat {seat} uses {card.name}")
        return _AT_ONCE[Window](state, task)
    _EFFECT_OF[card.id].resolve(state, seat, event.opponent, event.pick)
    state.log.append(f"seat {seat} uses {card.name}")
    if state.result is not None:  # the effect ended the match: the loop would stop
        state.stack.append(task)  # and leave the step on the stack (`_AT_ONCE`)
        return None
    return _AT_ONCE[Finishing](state, task)


FOLD_IN = {Dealt: _dealt, Draw: _draw, Purge: _purge, PlayStack: _play_stack,
            Declare: _declare_attack, Wield: _wield, Use: _use, Pass: _pass}
"""What each event does to the state, by its exact type."""
_EFFECT_OF = EFFECTS.table
