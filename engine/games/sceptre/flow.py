"""The work-stack machine (engine.kit.TaskLoop): `advance` runs tasks until one needs a
decision or a die; `pending` says what it needs; `why_not` names the rule an event breaks;
`fold_event` (the game's `apply`) answers the waiting task with an event and runs on.
"""

from __future__ import annotations

import typing
from operator import attrgetter

import msgspec

from engine.events import Dealt, DecisionEvent, Event
from engine.kit import TaskLoop, die
from engine.kit import deck as deck_kit
from engine.protocol import Chance, Decision, IllegalEvent, Over, Pending, check_field_types

from . import combat, play, retreat, traps, turn
from .combat import can_attack
from .allowed import MAIN as MAIN_ALLOWED, OTHER as OTHER_ALLOWED
from .cards import CardType
from .events import (Attack, BringIn, EndTurn as EndTurnEvent, MoveSquire, PlaceStarter,
                     PlayAction, RetreatRollAgain, Sacrifice, SceptreEvent, SelectCoin, SpringTrap,
                     StopRetreat, UseAbility)
from .legality import MAIN_EVENTS, is_candidate, main_options, refuse
from .state import (ENDS, AttackRoll, BeginTurn, Bring, DamageRolls, DazedRoll, Deal, Deaths,
                    EffectRoll, EndTurn, FinishAttack, FirstRoll, Main, MoveSquires, Replace,
                    RetreatAsk, RetreatRoll, Search, Settle, Settle3, Shuffle, Starter, State,
                    TrapAsk, find_unit, reveal, since, win)
from .zones import coin_choices, discard, enter_combat, take_coin, unseen

WAIT = True


def _wait(state: State, task) -> bool:
    state.stack.append(task)
    return WAIT


def _shuffle(state: State, t: Shuffle):
    if deck_kit.shuffled(state.table, unseen(state, t.seat)):
        return None  # SC-table-unseen: at a table the order stays unknown, no chance to draw
    return _wait(state, t) if len(state.sides[t.seat].deck) > 1 else None


def _move_squires(state: State, t: MoveSquires):
    if not _homes(state, t.seat):  # no garrisoned Champion has room: discarded (rule 44)
        discard(state, t.seat, *t.squires)
        return None
    return _wait(state, t)


def _replace(state: State, t: Replace):
    side = state.sides[t.seat]
    if side.combat is not None:
        return None
    if not side.garrison:  # rules 7 and 45 (SC-both-lose: the first to place loses first)
        win(state, 1 - t.seat, f"{state.players[t.seat]} cannot place a Champion into combat",
            "SC-45")
        return None
    return _wait(state, t)


def _trap(state: State, t: TrapAsk):
    return _wait(state, t) if t.card in state.sides[t.seat].traps else None


def _dazed(state: State, t: DazedRoll):
    found = find_unit(state, t.queue[0])
    if found is None or "dazed" not in found[1].conditions:
        if len(t.queue) > 1:
            state.stack.append(DazedRoll(queue=t.queue[1:], next=t.next))
        return None
    return _wait(state, t)


LOOP: TaskLoop = TaskLoop({
    Shuffle: _shuffle,
    Deal: turn.deal,
    Settle: lambda state, t: turn.settle(state, turn.SCEPTRE_2_AWARD),
    Settle3: lambda state, t: turn.settle(state, t.award),
    BeginTurn: turn.begin,
    FinishAttack: combat.finish,
    RetreatAsk: retreat.wait_if_retreating,  # each retreat roll pair comes here twice
    RetreatRoll: retreat.wait_if_retreating,
    Deaths: combat.deaths,
    MoveSquires: _move_squires,
    Replace: _replace,
    TrapAsk: _trap,
    EndTurn: turn.end,
    DazedRoll: _dazed,
}, waits=(Starter, FirstRoll, Main, AttackRoll, DamageRolls, EffectRoll, Bring, Search),
    done=attrgetter("over"), table=attrgetter("table"))
"""The tasks in `waits` always wait for a decision or a die: the loop leaves them on top
without a call (most events end at one). `done` and `table` are C calls, read once per task."""


_STEPS = LOOP.steps
"""A task's handler by its type, None for a task that waits (the kit's `run_plain` table)."""


def advance(state: State) -> None:
    LOOP.run(state, state.stack)


def _homes(state: State, seat: int) -> list[int]:
    return [u.card for u in state.sides[seat].garrison if len(u.squires) < 2]


_ROLLS = {
    FirstRoll: "who goes first", AttackRoll: "the attack roll", DamageRolls: "a damage roll",
    EffectRoll: "an effect roll", RetreatRoll: "a retreat roll", DazedRoll: "a Dazed roll",
}


def pending(state: State) -> Pending:
    found = chance_or_over(state)
    if found is not None:
        return found
    t = state.stack[-1]
    kind = type(t)
    listed = options(state, t)
    prompt = _PROMPTS[kind][0] if kind is not Search else _search_prompt(listed)
    return Decision(seat=t.seat, options=listed, prompt=prompt,
                    rule=getattr(t, "rule", "") or _PROMPTS[kind][1])


def _search_prompt(listed: list) -> str:
    """The search's prompt says only what its options allow: a Gold found must be taken
    (rule 18), so "or none" is offered only when taking nothing is one of them."""
    if any(o.metal is None for o in listed):
        return "take a Coin your search found, or none"
    return "take the Gold Coin your search found"


def chance_or_over(state: State) -> Chance | Over | None:
    """`pending` when the match is over or waits for a draw; None when a seat must decide."""
    if state.over:
        return Over(winner=state.winner, scores=[s.collected for s in state.sides],
                    reason=state.over, rule=state.over_rule)
    if state.table and state.table.showing is not None:
        return _showing(state, state.table.showing)
    t = state.stack[-1]
    kind = type(t)
    if kind is Shuffle:
        return Chance(kind="shuffle", size=len(state.sides[t.seat].deck), shuffle=True,
                      why=f"shuffle {state.players[t.seat]}'s deck", seat=t.seat)
    return _ROLL_CHANCES.get(kind)


_ROLL_CHANCES = {kind: die(20, why) for kind, why in _ROLLS.items()}
"""The Chance of each roll, made once: a Chance is a frozen value whose labels are only read,
and every roll asks (the audit's check of each draw, self-play's dealer); making it with its
20 labels was about a microsecond a roll."""


_D20 = die(20, "")
"""Every roll of the game is one d20 (what `pending` asks for, words aside)."""


_PROMPTS = {
    Starter: ("place your first Champion into combat", "SC-starter"),
    Main: ("play cards, retreat, use Abilities, then attack", "SC-turn-3"),
    RetreatAsk: ("roll for the retreat, sacrifice a Squire, or stop", "SC-49"),
    Bring: ("put a garrisoned Champion into combat", "SC-15"),
    Replace: ("replace your killed Champion from the garrison", "SC-45"),
    MoveSquires: ("move the killed Champion's Squire to a garrisoned Champion, or discard it",
                  "SC-44"),
    TrapAsk: ("does your Trap trigger?", "SC-25"),
    Search: ("take a Coin your search found, or none", "SC-search-blind"),
}


def _showing(state: State, showing: deck_kit.Showing) -> Chance:
    pile = "Blood Cards" if showing.holder in state.sides[showing.seat].blood else "deck"
    return deck_kit.chance(showing, [state.name(c) for c in showing.cards],
                           f"the {deck_kit.where(showing)} of {state.players[showing.seat]}'s {pile}")


def options(state: State, t) -> list:
    kind = type(t)
    seat = t.seat
    side = state.sides[seat]
    if kind is Main:
        return main_options(state, seat)
    if kind is Starter:
        return [PlaceStarter(seat=seat, card=c) for c in side.hand
                if state.card(c).type is CardType.CHAMPION]
    if kind is RetreatAsk:
        out: list = [RetreatRollAgain(seat=seat)]
        out += [Sacrifice(seat=seat, squire=s) for s in side.combat.squires]  # type: ignore[union-attr]
        return out + ([StopRetreat(seat=seat)] if t.rolled else [])
    if kind is Bring or kind is Replace:
        exclude = getattr(t, "exclude", -1)
        return [BringIn(seat=seat, card=u.card) for u in side.garrison if u.card != exclude]
    if kind is MoveSquires:
        sq = t.squires[0]
        out = []
        for c in _homes(state, seat):
            out.append(MoveSquire(seat=seat, squire=sq, target=c))
            if _may_turn_up(state, sq, c):
                out.append(MoveSquire(seat=seat, squire=sq, target=c, face_up=True))
        return out + [MoveSquire(seat=seat, squire=sq, target=None)]
    if kind is TrapAsk:
        return [SpringTrap(seat=seat, card=t.card, trigger=True),
                SpringTrap(seat=seat, card=t.card, trigger=False)]
    if kind is Search:
        return [SelectCoin(seat=seat, metal=m) for m in coin_choices(state, seat)]
    raise RuntimeError(f"stack top {t!r} needs no decision")  # pragma: no cover


def _may_turn_up(state: State, squire: int, champion: int) -> bool:
    """Rule 10 (sceptre-5): a face-down Squire moved onto a face-down Champion goes face up
    or stays face down, as its player chooses; a face-up one stays face up."""
    return since(state, 5) and squire not in state.revealed and champion not in state.revealed


def why_not(state: State, ev: Event) -> tuple[str, str] | None:
    """Why `ev` may not be applied now (rule id, words), or None."""
    if state.over or not state.stack:
        return "SC-sequence", "the match is over"
    if state.table and state.table.showing is not None:
        return deck_kit.refusal(state.table, ev)
    t = state.stack[-1]
    kind = type(t)
    # the yes/no first (allowed.py): nearly every event checked is legal, and only a refusal
    # needs the rule and the words worked out below
    if kind is Main:
        allowed = MAIN_ALLOWED.get(type(ev))
        if allowed is not None and ev.seat == t.seat and allowed(state, ev):
            return None
        return _why_not_main(state, t, ev)
    allowed = OTHER_ALLOWED.get(kind)
    if allowed is not None and allowed(state, t, ev):
        return None
    if type(ev) in _MAIN_TYPES and ev.seat == state.active and _attacked(state):
        return "SC-30-ends", "attacking ends your turn: no more cards, retreats, Abilities or attacks"
    if kind in _ROLLS and type(ev) is Dealt and ev.kind == "d20" and _D20.accepts(ev.outcome):
        return None  # a die roll due and rolled: no Chance to word
    if kind in _PROMPTS and isinstance(ev, DecisionEvent) and ev.seat == t.seat \
            and ev in options(state, t):
        return None  # one of the options of the decision due: no Decision to word
    p = pending(state)
    if isinstance(p, Chance):
        if not isinstance(ev, Dealt):
            return "SC-sequence", f"the {'table' if state.table else 'dealer'} must draw first ({p.why})"
        if ev.kind != p.kind or not p.accepts(ev.outcome):
            return ("SC-5" if p.shuffle else "SC-die"), f"not a possible outcome of {p.why}"
        return None
    assert isinstance(p, Decision)
    if not isinstance(ev, DecisionEvent):
        return "SC-sequence", f"{state.players[p.seat]} must decide first: {p.prompt}"
    if ev.seat != p.seat:
        return "SC-seat", f"it is {state.players[p.seat]}'s decision: {p.prompt}"
    if ev not in p.options:
        if type(ev) is SelectCoin and type(t) is Search:
            return _select_refusal(state, ev)
        if type(ev) is MoveSquire and ev.face_up is True and ev.target is not None \
                and msgspec.structs.replace(ev, face_up=msgspec.UNSET) in p.options:
            return "SC-10", ("only a face-down Squire moved onto a face-down Champion may be "
                             "turned face up, from sceptre-5")
        return p.rule, f"not a legal choice now ({p.prompt})"
    return None


def _select_refusal(state: State, ev: SelectCoin) -> tuple[str, str]:
    """Why the Coin named is not one the search may take: a lower one (or none) where a Gold
    was found (rule 18's consolation is for a deck without Gold), or a metal not found."""
    if "gold" in coin_choices(state, ev.seat) and ev.metal in ("silver", "copper", None):
        return "SC-18", ("the search found a Gold Coin: a lower Coin, or none, is rule 18's "
                         "consolation only when the deck holds no Gold")
    return "SC-search-blind", f"the search found no {ev.metal} Coin to take"


_MAIN_TYPES = frozenset(MAIN_EVENTS)
"""The pre-attack step's event types, tested by exact type (no event type is subclassed):
one set lookup for every event checked, where isinstance tried the 13 types in turn."""


def _attacked(state: State) -> bool:
    """Whether the active player has announced an attack this turn (its end is on the stack)."""
    return any(type(t) is EndTurn and t.attacked for t in state.stack)


def _why_not_main(state: State, t: Main, ev: Event) -> tuple[str, str] | None:
    """`why_not` at the pre-attack step, without listing every option: the options are the
    candidates that `refuse` lets through, so an event is legal when `refuse` lets it through
    and it is a candidate (listing them all ran `refuse` on each, most of an audit's time)."""
    prompt = _PROMPTS[Main][0]
    if not isinstance(ev, DecisionEvent):
        return "SC-sequence", f"{state.players[t.seat]} must decide first: {prompt}"
    if ev.seat != t.seat:
        return "SC-seat", f"it is {state.players[t.seat]}'s decision: {prompt}"
    bad = refuse(state, ev)
    if bad is not None:
        return bad
    # refuse lets a use through only at one of the Ability's targets: a candidate then
    if type(ev) is not UseAbility and not is_candidate(state, ev):
        return getattr(t, "rule", "") or _PROMPTS[Main][1], f"not a legal choice now ({prompt})"
    return None


def fold_in(state: State, ev: Event) -> None:
    """Fold a checked event in at a table: through the kit's book of unseen cards, which folds
    it back through `fold_event` (at_table) once the cards it looks at are known."""
    # a card the table shows (a Blood Card too: by identity, see zones.unseen), or an event
    # whose own handling looks at one (an Ability that draws) and waits for it
    deck_kit.fold_at_table(state, ev, attrgetter("table"), None, _answer_at_table, advance,
                           _EVENTS.decode, names="cards")


def _answer_at_table(state: State, ev: Event) -> None:
    fold_event(state, ev, False, True)


_EVENTS = msgspec.json.Decoder(SceptreEvent)


def fold_event(state: State, ev: Event, check: bool = True, at_table: bool = False) -> State:
    """`Sceptre.apply`: fold one event into `state` (checked first when `check`: refused with
    the rule it breaks), the waiting task on top of the stack taking it; then the work stack
    runs on to the next wait.

    Written out in one function, as it is the fold of every event and a Python call is a
    sizeable part of one: the game's `apply` is this function itself (a staticmethod), and
    under the dealer's luck the kit's plain loop (`TaskLoop.run_plain`) runs here on its own
    handler table (`LOOP.steps`). A table-luck match folds through `fold_in`, whose book of
    unseen cards folds the event back through here (at_table) and runs the kit's loop.

    Checked, each branch below first asks its task's quick yes (allowed.py: exact, nearly
    every event an audit checks is legal) where the unchecked fold takes the event, so the
    check shares the fold's own reads of the stack and the task (a header of its own before
    the fold cost about as much as the tests). The waiting task is already off the stack
    then (allowed.py's tests read no task off the stack); on a no it is put back and
    `why_not` names the rule broken (`_put_back_and_ask`). A table, or a match over, is always
    checked by `why_not`."""
    if check is True:  # an event built in Python: its fields' types first (the framework's,
        check_field_types(ev)  # ML-event); read back from bytes (STORED) msgspec typed them
    stack = state.stack
    if state.over or not stack:
        # what `why_not` says then; unchecked, no seat is named
        raise IllegalEvent("SC-sequence", "the match is over",
                           getattr(ev, "seat", None) if check else None)
    if state.table:
        if check:  # a table's book of shown cards has its own refusals (`why_not`)
            ev = _why_not_or_plain(state, ev)
            check = False
        if not at_table:  # a table keeps an event that waits for a card: its plain face
            fold_in(state, plain_face(ev))
            return state
    # unchecked, an event keeps its face as it came: a play reads the face only as
    # `face_up is True`, so face_up=False and the plain face fold alike, and a trusted
    # replay (most events, none with a face) skips the test. Checked, an event with
    # face_up=False (not an option's shape) is never let through by a quick yes: `why_not`
    # takes its plain face.
    t = stack.pop()
    kind = type(t)
    # by exact type, as everywhere in the fold (no event type is subclassed): isinstance with a
    # msgspec Struct class that does not match goes through its metaclass's __instancecheck__,
    # about 0.6 us, and most events are not draws
    if type(ev) is Dealt:
        if kind in _ROLLED:  # a third of a match's events are rolls: no call between
            if check:  # a d20 face (what `_D20.accepts` takes), as `allowed._rolled` says
                outcome = ev.outcome
                if ev.kind != "d20" or type(outcome) is not int or outcome < 0 or outcome >= 20:
                    ev = _put_back_and_ask(state, t, ev)
            _ROLLED[kind](state, t, int(ev.outcome) + 1)  # kit.dice.face, written out
        elif kind is Shuffle:
            # a permutation of the deck (what `pending`'s Chance accepts, as `why_not` asks it):
            # the deck's shuffles of 50-70 cards cost `why_not` about 14 us each in an audit
            if check and not (ev.kind == "shuffle" and isinstance(ev.outcome, list) and sorted(
                    ev.outcome) == list(range(len(state.sides[t.seat].deck)))):
                ev = _put_back_and_ask(state, t, ev)
            turn.shuffle(state, t.seat, list(ev.outcome))
        elif check:  # a draw where a seat decides: refused
            ev = _put_back_and_ask(state, t, ev)
    elif kind is Main:
        # the pre-attack step's two ends, the attack and the end of the turn (a quarter of a
        # match's events), answered here without a call of their own; a play or a retreat in
        # `play.main`
        event_type = type(ev)
        if event_type is Attack:
            if check and (ev.seat != t.seat or not _ATTACK_ALLOWED(state, ev)):
                ev = _put_back_and_ask(state, t, ev)
            # most attacks name their target (`target_of` only for a face-down one's place)
            combat.announce(state, ev.seat, ev.attack, ev.target if ev.slot is None
                            else combat.target_of(state, ev.seat, ev.target, ev.slot))
        elif event_type is EndTurnEvent:
            # SC-must-attack: the turn ends only when no attack can be announced
            if check and (ev.seat != t.seat or can_attack(state, t.seat)):
                ev = _put_back_and_ask(state, t, ev)
            if at_table:  # at a table each task is undone apart when it looks at an unseen card
                stack.append(ENDS[ev.seat])
            else:  # the dealer's luck: the turn ends at once, as the loop would end it next
                turn.end(state, ENDS[ev.seat])
        else:
            if check:
                test = _MAIN_TEST(event_type)
                if test is None or ev.seat != t.seat or not test(state, ev):
                    ev = _put_back_and_ask(state, t, ev)
            play.main(state, ev, t)
    elif kind is RetreatAsk:
        if check and not _RETREAT_ASK_ALLOWED(state, t, ev):
            ev = _put_back_and_ask(state, t, ev)
        if type(ev) is RetreatRollAgain:
            stack.append(RetreatRoll(seat=t.seat, card=t.card, fails=t.fails))
        elif type(ev) is Sacrifice:
            retreat.sacrifice(state, t.seat, ev.squire)
        else:
            assert type(ev) is StopRetreat
    elif kind is Bring or kind is Replace:
        if check and not _BRING_ALLOWED(state, t, ev):
            ev = _put_back_and_ask(state, t, ev)
        unit = enter_combat(state, t.seat, ev.card)
        if unit.damage > 0:
            traps.spring(state, t.seat, traps.ENTER, unit.card)
    elif kind is MoveSquires:
        if check:  # no quick yes: a few a match
            ev = _put_back_and_ask(state, t, ev)
        _move(state, t, ev)
    elif kind is TrapAsk:
        if check and not _SPRING_ALLOWED(state, t, ev):
            ev = _put_back_and_ask(state, t, ev)
        traps.resolve(state, t, ev.trigger)
    elif kind is Search:  # Royal Levy's Coin, chosen after its search (sceptre-8)
        if check and not _SEARCH_ALLOWED(state, t, ev):
            ev = _put_back_and_ask(state, t, ev)
        take_coin(state, t.seat, ev.metal)
    elif kind is Starter:  # last: twice a match
        if check and not _STARTER_ALLOWED(state, t, ev):
            ev = _put_back_and_ask(state, t, ev)
        state.sides[t.seat].hand.remove(ev.card)
        state.sides[t.seat].combat = state.unit_type(card=ev.card)
    elif check:  # a decision's answer where a die is due: refused
        ev = _put_back_and_ask(state, t, ev)
    if at_table:
        LOOP.run(state, stack)  # advance
        return state
    # the dealer's luck: `run_plain` written out. Most events end with a task that waits on
    # top (after most plays and rolls), where the loop returns at once whether or not the
    # match is over; otherwise the match being over stops it before the next task, as the
    # loop's `done` test does
    steps = _STEPS
    while stack:
        task = stack[-1]
        step = steps[type(task)]
        if step is None or state.over:
            return state
        stack.pop()
        if step(state, task) is not None:
            return state
    return state


def _why_not_or_plain(state: State, ev: Event) -> Event:
    """The checked fold's refusal: IllegalEvent with the rule `why_not` names, or the event
    in its plain face when `why_not` lets it through (face_up=False written as the options
    write it)."""
    ev = plain_face(ev)
    bad = why_not(state, ev)
    if bad is not None:
        raise IllegalEvent(bad[0], bad[1], getattr(ev, "seat", None))
    return ev


def _put_back_and_ask(state: State, t, ev: Event) -> Event:
    """A quick yes said no to the task `t` just taken off the stack: `t` goes back (the state
    as it was) and `why_not` refuses the event, or lets its plain face through (`t` taken
    off again for the fold to go on)."""
    state.stack.append(t)
    ev = _why_not_or_plain(state, ev)
    state.stack.pop()
    return ev


_MAIN_TEST = MAIN_ALLOWED.get
"""A pre-attack event's quick yes by its type (None for a type the step never takes). Bound
once: `MAIN_ALLOWED.get(...)` on the imported name compiles as an attribute read and a call,
and that read is not specialized (a new bound method every call, about 500 instructions)."""
_ATTACK_ALLOWED, _RETREAT_ASK_ALLOWED = MAIN_ALLOWED[Attack], OTHER_ALLOWED[RetreatAsk]
_BRING_ALLOWED, _SPRING_ALLOWED = OTHER_ALLOWED[Bring], OTHER_ALLOWED[TrapAsk]
_STARTER_ALLOWED, _SEARCH_ALLOWED = OTHER_ALLOWED[Starter], OTHER_ALLOWED[Search]
"""The quick yes of each task the fold answers in a branch of its own (allowed.py)."""


def plain_face(event: Event) -> Event:
    """`event` with face_up=False written as the plain face (face down), which is how the
    options and a table's book name it."""
    if type(event) in _FACE_UP and event.face_up is False:
        return msgspec.structs.replace(event, face_up=msgspec.UNSET)
    return event


_FACE_UP = frozenset(t for t in typing.get_args(SceptreEvent) if "face_up" in t.__struct_fields__)
"""The event types that name a face (AttachSquire, MoveSquire): one set lookup per event, where
getattr of a field most events lack walks the type's bases."""


def _move(state: State, t: MoveSquires, ev: MoveSquire) -> None:
    """Rule 44: to a garrisoned Champion with room (its effects go with it, rule 43) or away."""
    if ev.target is None:
        discard(state, t.seat, ev.squire)
    else:
        unit = find_unit(state, ev.target)[1]  # type: ignore[index]
        unit.squires.append(ev.squire)  # a face-up Squire stays face up (rule 10)
        if since(state, 2) and unit.card in state.revealed:
            reveal(state, ev.squire)  # and a card placed on a face-up Champion goes face up
        elif ev.face_up is True:
            reveal(state, ev.squire)  # its player chose face up on a face-down one (sceptre-5)
    if len(t.squires) > 1:
        state.stack.append(MoveSquires(seat=t.seat, squires=t.squires[1:]))


def _dazed_rolled(state: State, t: DazedRoll, f: int) -> None:
    found = find_unit(state, t.queue[0])
    turn.dazed_rolled(state, t, f, found[1] if found else None)


_ROLLED = {FirstRoll: turn.first_rolled, AttackRoll: combat.rolled,
           DamageRolls: combat.damage_rolled, EffectRoll: combat.effect_rolled,
           RetreatRoll: retreat.rolled, DazedRoll: _dazed_rolled}
"""What each roll's face does, by the task that waited for it."""
