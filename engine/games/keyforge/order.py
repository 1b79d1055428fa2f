"""Triggered effects: resolving one, and ordering those that happen at the same time.

When several effects happen at the same time (a fight's assault, hazardous and Before Fight:
abilities; a creature's Play: ability and an enemy's reaction to it entering play), the
active player chooses the order (KF-simultaneous). The engine asks only when the order can
change the result: it resolves the effects in every order on copies of the state and asks
when the copies differ, or when an effect leaves more work (a choice, a Destroyed: ability)
that would come before the next effect. Each effect is resolved and destroyed creatures leave play before
the next one (KF-destroy-1).
"""

from __future__ import annotations

from itertools import permutations

import msgspec

from engine.digest import CANONICAL

from .abilities.base import lookup
from .cards import Keyword
from . import alive, carriers
from .damage import deal_damage, sweep
from .events import ResolveFirst
from .keywords import value
from .state import State, follows
from . import tasks as T

FIGHT_EFFECTS = frozenset({"before_fight", "assault", "hazardous", "before_any_fight"})
"""Effects before a fight: each needs both creatures still in play (KF-fight-cancelled)."""
PLAY_DRAW = "play_draw"
"""The draw a lasting effect gives for a card played (Library Access), ordered with that card's
Play: ability and the other reactions to it from keyforge-6 on: source is the card played."""
_SIGIL = "before_any_fight"
"""A card in play that acts before any creature fights (Evasion Sigil), ordered with the fight's
other before-fight effects from keyforge-6 on: source is the attacker, target the defender."""
TARGETED = frozenset({"before_fight", "on_any_enters", "on_enemy_enters", "on_friendly_play",
                      "after_kill", "on_enemy_destroyed", "on_friendly_discard", "after_use_other"})
"""Card triggers that take the card they are about as a fourth argument."""
AFTER_FIGHT = frozenset({"fight", "after_kill"})
"""Abilities that resolve after a fight only if their creature survived it (the attacker's
Fight:, Krump's after-kill): the fight's destructions, their Destroyed: abilities included,
come first (KF-fight-3, KF-after-kill, keyforge-10 on)."""
_CARD_TRIGGERS = frozenset({"play", "reap", "fight", "action", "omni", "destroyed", "leaves_play",
                            "end_of_turn", "after_forge", "after_choose_house", "on_enemy_enters",
                            "on_any_enters", "on_friendly_play", "after_kill", "on_enemy_destroyed",
                            "on_friendly_discard", "after_use_artifact"})
"""Triggers `resolve` runs as the card's own ability of that name and nothing else (not a fight
effect, the play draw, a sigil, assault, hazardous or on_any_destroyed): told apart first."""
MAX_TRIED = 4
"""Above this many effects, trying every order costs too much: the player is always asked."""
_ENCODE = msgspec.msgpack.Encoder().encode
_DECODE = msgspec.msgpack.Decoder(State).decode
_CANONICAL = CANONICAL.encode
"""Made once: `msgspec.msgpack.decode(data, type=State)` builds a decoder each call, which
re-reads the state's type annotations (most of trying the orders)."""


def resolve(state: State, t: T.Ability) -> None:
    """Resolve one triggered effect, then destroy what it destroyed."""
    trigger = t.trigger
    if trigger in _CARD_TRIGGERS:  # most effects: a card's own ability, none of the cases below
        if trigger in AFTER_FIGHT and state.inplay[t.source] is None and follows(state, 10):
            return  # a Destroyed: ability of the fight killed the attacker: it did not survive
        fn = getattr(lookup(t.card), trigger)
        if fn is not None:
            if trigger in TARGETED:
                fn(state, t.source, t.seat, t.target)
            else:
                fn(state, t.source, t.seat)
        sweep(state)
        return
    if trigger in FIGHT_EFFECTS and (state.inplay[t.source] is None or state.inplay[t.target] is None):
        return  # a combatant has left play: the fight is off (KF-fight-cancelled)
    if trigger == PLAY_DRAW:
        state.stack.append(T.Draw(seat=t.seat, n=1))
        return  # nothing to destroy: the draw waits on the stack
    if t.trigger == _SIGIL:
        if not lookup(t.card).before_any_fight(state, -1, t.seat, t.source):
            call_off(state, t.source)  # exhausted with no effect: the rest of the fight is off
    elif t.trigger == "assault":
        deal_damage(state, t.target, value(state, t.source, Keyword.ASSAULT))
    elif t.trigger == "hazardous":
        deal_damage(state, t.target, value(state, t.source, Keyword.HAZARDOUS))
    else:
        fn = getattr(lookup(t.card), t.trigger)
        if fn is not None:
            if t.trigger == "on_any_destroyed":  # its seat: the destroyed creature's controller
                fn(state, t.source, t.target, t.seat)
            elif t.trigger in TARGETED:
                fn(state, t.source, t.seat, t.target)
            else:
                fn(state, t.source, t.seat)
    sweep(state)


def call_off(state: State, attacker: int) -> None:
    """The fight of `attacker` does not happen: its fight damage and the before-fight effects
    still waiting (alone or to be ordered) leave the stack (KF-fight-cancelled)."""
    def of_fight(item: T.Ability) -> bool:
        return item.trigger in FIGHT_EFFECTS and attacker in (item.source, item.target)
    kept: list[T.AnyTask] = []
    for task in state.stack:
        if isinstance(task, T.FightDamage) and task.attacker == attacker:
            continue
        if isinstance(task, T.Ability) and of_fight(task):
            continue
        if isinstance(task, T.Order):
            items = [i for i in task.items if not of_fight(i)]
            if not items:
                continue
            if len(items) != len(task.items):
                task = T.Order(seat=task.seat, items=items)
        kept.append(task)
    state.stack[:] = kept  # in place: the task loop holds this list


def push(state: State, items: list[T.Ability]) -> None:
    """Put effects that happen at the same time on the stack: alone, or to be ordered."""
    if len(items) == 1:
        state.stack.append(items[0])
    elif items:
        state.stack.append(T.Order(seat=state.active, items=list(items)))


def order_matters(state: State, items: list[T.Ability]) -> bool:
    """Whether resolving `items` in different orders can leave different states."""
    if len(items) > MAX_TRIED or any(i.trigger == _SIGIL for i in items):
        return True  # (a sigil looks at a deck's top card: not tried on copies, always asked)
    # The copies are told apart by their canonical encodings themselves (what a digest would
    # hash: equal bytes, equal digests), without hashing them. Trying them leaves `state`
    # as it was, so what the sweep and the carriers keep about it (`alive.marks()`,
    # `carriers.held()`, which the copies took over) is put back afterwards.
    live, match = alive.marks(), carriers.held()
    try:
        return _copies_differ(state, items)
    finally:
        alive.put_marks(live)
        carriers.hold(match)


def _copies_differ(state: State, items: list[T.Ability]) -> bool:
    # The copies are decoded from the state without its two per-instance lists (card ids and
    # owners, 144 items: a quarter of decoding a copy), which each copy then gets as a list of
    # its own (Mimicry writes into `cards`).
    # Each copy starts equal to `state`, so what the sweep and the carriers know of `state`
    # holds for it too: it takes both over (`alive.copied_marks`, `carriers.share`) instead
    # of a full first sweep and a comparison of its 144 card ids with the kept table's.
    cards, owner = state.cards, state.owner
    data = _ENCODE(msgspec.structs.replace(state, cards=[], owner=[]))
    kept = alive.marks()
    seen = set()
    for perm in permutations(items):
        copy = _DECODE(data)
        copy.cards, copy.owner = list(cards), list(owner)
        alive.put_marks(alive.copied_marks(kept, state, copy))
        carriers.share(state, copy)
        for item in perm:
            if item.trigger == PLAY_DRAW:  # the draw itself, tried here when its card is known
                deck = copy.players[item.seat].deck
                if not deck or (copy.table and copy.table.unseen(deck[0])):
                    return True  # a reshuffle or an unseen card: ask
                copy.players[item.seat].hand.append(deck.pop(0))
                continue
            depth = len(copy.stack)
            resolve(copy, item)
            if len(copy.stack) != depth:
                return True  # it left work (a choice, a Destroyed: ability) to do before the next
        seen.add(_CANONICAL(copy))
        if len(seen) > 1:
            return True
    return False


def run_order(state: State, t: T.Order) -> T.Order | None:
    """The Order task's handler: wait for the active player when the order matters."""
    if len(t.items) < 2:
        push(state, t.items)
        return None
    if order_matters(state, t.items):
        state.stack.append(t)
        return t
    state.stack.extend(reversed(t.items))  # as listed: the first resolves first
    return None


def options(t: T.Order) -> list[ResolveFirst]:
    out: list[ResolveFirst] = []
    for item in t.items:
        ev = ResolveFirst(seat=t.seat, card=item.source, effect=item.trigger, ability=item.card)
        if ev not in out:
            out.append(ev)
    return out


def resolve_first(state: State, t: T.Order, ev: ResolveFirst) -> None:
    """The chosen effect resolves next; the rest stay to be ordered after it."""
    i = next(i for i, item in enumerate(t.items)
             if (item.source, item.trigger, item.card) == (ev.card, ev.effect, ev.ability))
    rest = t.items[:i] + t.items[i + 1:]
    if rest:
        state.stack.append(T.Order(seat=t.seat, items=rest))
    state.stack.append(t.items[i])
