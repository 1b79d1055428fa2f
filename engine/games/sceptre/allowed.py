"""Whether an event is one of the options now, as a plain yes/no (issue 17's cheap check).

The checked fold (`flow.fold_event`, and `flow.why_not` for what it sends on) asks here
first; only a "no" goes on to the worded refusal (`legality.refuse`, `is_candidate`, the
Decision's options), which names the rule and builds its message. Every
answer here is exact: yes when the event is among `pending(state).options`, no otherwise
(tests/games/sceptre/test_sc_allowed.py holds each one to the option list at every decision
of seeded self-play, for the options and for events that are not). An audit checks every
event of a match and nearly all are legal, so this is the path it takes; each test is the
one `refuse` and the option list make, read straight off the state with fewer calls.

A test reads the state and the event only, never the stack: `flow.fold_event` asks it with
the waiting task already taken off the stack (and puts the task back on a no).
"""

from __future__ import annotations

from msgspec import UNSET

from engine.events import Dealt

from .cards import CARDS, CardType, Condition, Label
from .coins import can_pay, counted, overpays
from .combat import ATTACK_NEEDS, aim, can_attack, can_target, target_of
from .events import (Attack, AttachCoin, AttachSquire, BringIn, EndTurn, PlaceChampion,
                     PlaceStarter, PlayAction, PlayArena, PlayEquipment, PlayExterior, PlayGate,
                     Retreat, RetreatRollAgain, Sacrifice, SelectCoin, SetTrap, SpringTrap,
                     StopRetreat, UseAbility)
from . import registry
from .state import (AttackRoll, Bring, DamageRolls, DazedRoll, EffectRoll, FirstRoll, Replace,
                    RetreatAsk, RetreatRoll, Search, Starter, State, TrapAsk, since, unit_on)
from .zones import coin_choices

_COIN, _CHAMPION, _SQUIRE = CardType.COIN, CardType.CHAMPION, CardType.SQUIRE
_EQUIPMENT, _ACTION, _TRAP = CardType.EQUIPMENT, CardType.ACTION, CardType.TRAP
_ARENA, _GATE, _EXTERIOR = CardType.ARENA, CardType.GATE, CardType.EXTERIOR
_DISARMED, _DAZED = Condition.DISARMED, Condition.DAZED
_ANY, _COMBAT = Label.ANY, Label.COMBAT
"""Read once: reading an Enum member from its class is a Python call (Python 3.11)."""


def _in_hand(state: State, side, card: int, kind: CardType) -> bool:
    return card in side.hand and _TYPE[state.cards[card]] is kind


_TYPE = {cid: c.type for cid, c in CARDS.items()}
"""Each card id's type: `_in_hand` (written out in the tests of the commonest plays, a Python
call being most of such a test) without reading the card."""


# -- the pre-attack step and the attack (Turn Order 3 and 4) ----------------------------------
def _coin(state: State, ev: AttachCoin) -> bool:
    side = state.sides[ev.seat]
    card = ev.card
    return ((not side.coin_done or side.extra_coins > 0)
            and card in side.hand and _TYPE[state.cards[card]] is _COIN
            and unit_on(state, ev.seat, ev.target) is not None)


def _champion(state: State, ev: PlaceChampion) -> bool:
    side = state.sides[ev.seat]
    card = ev.card
    return len(side.garrison) < 4 and card in side.hand and _TYPE[state.cards[card]] is _CHAMPION


def _squire(state: State, ev: AttachSquire) -> bool:
    side = state.sides[ev.seat]
    card = ev.card
    if card not in side.hand or _TYPE[state.cards[card]] is not _SQUIRE:
        return False
    unit = unit_on(state, ev.seat, ev.target)
    if unit is None:
        return False
    if ev.replace is not None:
        if ev.replace not in unit.squires:
            return False
    elif len(unit.squires) >= 2:
        return False
    face = ev.face_up
    # face up by choice only on a face-down Champion from sceptre-5 (rule 10); an event that
    # says face_up=False is not an option's shape (the options leave the face out)
    return face is UNSET or (face is True and since(state, 5) and unit.card not in state.revealed)


def _equipment(state: State, ev: PlayEquipment) -> bool:
    side = state.sides[ev.seat]
    card = ev.card
    if card not in side.hand or _TYPE[state.cards[card]] is not _EQUIPMENT \
            or unit_on(state, ev.seat, ev.target) is None:
        return False
    origin = CARDS[state.cards[card]].origin
    return ((not origin or CARDS[state.cards[ev.target]].origin == origin)
            and _pays(state, ev))


def _action(state: State, ev: PlayAction) -> bool:
    if not _in_hand(state, state.sides[ev.seat], ev.card, _ACTION) or not _pays(state, ev):
        return False
    targets = registry.BY_ID[state.cards[ev.card]].targets  # (a field: read, then called)
    legal = targets(state, ev.seat, ev.card)
    # the options are PlayAction(choice=t) for a worded choice t, else PlayAction(target=t)
    if ev.choice:
        return ev.target is None and ev.choice in legal
    return ev.target in legal


def _trap(state: State, ev: SetTrap) -> bool:
    side = state.sides[ev.seat]
    if not _in_hand(state, side, ev.card, _TRAP):
        return False
    return ev.replace in side.traps if ev.replace is not None else len(side.traps) < 3


def _arena(state: State, ev: PlayArena) -> bool:
    return _in_hand(state, state.sides[ev.seat], ev.card, _ARENA)


def _gate(state: State, ev: PlayGate) -> bool:
    side = state.sides[ev.seat]
    return side.gate is None and _in_hand(state, side, ev.card, _GATE)


def _exterior(state: State, ev: PlayExterior) -> bool:
    side = state.sides[ev.seat]
    return (_in_hand(state, side, ev.card, _EXTERIOR) and side.gate is not None
            and _pays(state, ev))


def _pays(state: State, ev) -> bool:
    """The hand pays the card's cost: the least valuable Coins (`paid` left out), or from
    sceptre-8 the metals its player chose over them (rule 18's overpaying)."""
    paid = ev.paid
    if paid is UNSET:
        return can_pay(state, ev.seat, ev.card)
    # the shape the options write (a tuple, as an event decodes): a list is no option
    return type(paid) is tuple and since(state, 8) and paid in overpays(state, ev.seat, ev.card)


def _ability(state: State, ev: UseAbility) -> bool:
    """`ability_refusal` lets it through (it names only a target the Ability allows): its
    tests in its order, the Champion looked up on the user's own side only (one on the other
    side is refused either way) and `ability_works` written out."""
    card = ev.card
    side = state.sides[ev.seat]
    unit = side.combat
    if unit is not None and unit.card == card:
        in_combat = True
    else:
        in_combat = False
        for unit in side.garrison:
            if unit.card == card:
                break
        else:
            return False
    cid = state.cards[card]
    entry = registry.BY_ID.get(cid)
    if entry is None or entry.use is None or unit.stuck:
        return False
    ability = CARDS[cid].ability
    if ability is None or (unit.conditions and _DAZED in unit.conditions):
        return False
    label = ability.label
    if label is not _ANY and (label is _COMBAT) is not in_combat:
        return False
    if ability.once and unit.used == state.turn:
        return False
    # a field holding a function: `entry.targets(...)` would be an unspecialized method lookup
    targets = entry.targets
    return ev.target in targets(state, ev.seat, card)


def _retreat(state: State, ev: Retreat) -> bool:
    """`refuse_retreat` lets it through: a Champion in combat that may act, and a garrison
    with a Champion to bring in and room for this one."""
    side = state.sides[ev.seat]
    unit = side.combat
    if unit is None or unit.stuck:
        return False
    garrison = len(side.garrison)
    return garrison > 0 and garrison < 4


def _attack(state: State, ev: Attack) -> bool:
    """`refuse_attack` lets it through and it is named as `_attacks` names it."""
    seat = ev.seat
    unit = state.sides[seat].combat
    if unit is None or unit.stuck:
        return False
    if unit.conditions and _DISARMED in unit.conditions:
        return False
    if state.turn == 1 and seat == state.first:
        return False
    index = ev.attack
    needs = ATTACK_NEEDS[state.cards[unit.card]]
    if index != 0 and index != 1 or index >= len(needs):
        return False
    squires, count, silver, gold, attack = needs[index]
    if len(unit.squires) < squires or len(unit.coins) < count:
        return False
    if silver and not counted(state.cards, unit.coins, count, silver, gold):
        return False  # `covers` of a cost in Silver or Gold (`combat.ATTACK_NEEDS`)
    enemy = state.sides[1 - seat].combat
    if enemy is not None and ev.slot is None and ev.target == enemy.card:
        return True  # the opposing Champion by name (most attacks): every attack may target
        # it, and `aim` names it so, as it is in combat and not in the garrison
    target = target_of(state, seat, ev.target, ev.slot)
    if target is None or not can_target(state, seat, attack, target):
        return False
    return aim(state, seat, target) == (ev.target, ev.slot)


def _end(state: State, ev: EndTurn) -> bool:
    return not can_attack(state, ev.seat)


MAIN = {
    AttachCoin: _coin, PlaceChampion: _champion, AttachSquire: _squire,
    PlayEquipment: _equipment, PlayAction: _action, SetTrap: _trap, PlayArena: _arena,
    PlayGate: _gate, PlayExterior: _exterior, UseAbility: _ability, Retreat: _retreat,
    Attack: _attack, EndTurn: _end,
}
"""By event type: whether it is an option of the pre-attack step (the seat already checked)."""


# -- the other decisions and the rolls ---------------------------------------------------------
def _rolled(state: State, t, ev) -> bool:
    """A d20 face (0-19) where a roll is due: what `_D20.accepts` takes, without the call."""
    return type(ev) is Dealt and ev.kind == "d20" and type(ev.outcome) is int \
        and 0 <= ev.outcome < 20


def _starter(state: State, t: Starter, ev) -> bool:
    return type(ev) is PlaceStarter and ev.seat == t.seat \
        and _in_hand(state, state.sides[t.seat], ev.card, _CHAMPION)


def _retreat_ask(state: State, t: RetreatAsk, ev) -> bool:
    kind = type(ev)
    if kind not in _RETREAT_ANSWERS or ev.seat != t.seat:
        return False
    if kind is RetreatRollAgain:
        return True
    if kind is StopRetreat:
        return t.rolled
    unit = state.sides[t.seat].combat
    return unit is not None and ev.squire in unit.squires


_RETREAT_ANSWERS = frozenset({RetreatRollAgain, StopRetreat, Sacrifice})


def _bring(state: State, t: Bring | Replace, ev) -> bool:
    if type(ev) is not BringIn or ev.seat != t.seat or ev.card == getattr(t, "exclude", -1):
        return False
    for u in state.sides[t.seat].garrison:
        if u.card == ev.card:
            return True
    return False


def _spring(state: State, t: TrapAsk, ev) -> bool:
    return type(ev) is SpringTrap and ev.seat == t.seat and ev.card == t.card \
        and (ev.trigger is True or ev.trigger is False)


def _select(state: State, t: Search, ev) -> bool:
    return type(ev) is SelectCoin and ev.seat == t.seat \
        and ev.metal in coin_choices(state, t.seat)


OTHER = {
    FirstRoll: _rolled, AttackRoll: _rolled, DamageRolls: _rolled, EffectRoll: _rolled,
    RetreatRoll: _rolled, DazedRoll: _rolled, Starter: _starter, RetreatAsk: _retreat_ask,
    Bring: _bring, Replace: _bring, TrapAsk: _spring, Search: _select,
}
"""By the waiting task's type: whether the event answers it (a due roll, one of the
decision's options). The tasks left out (a shuffle, moving Squires) go the worded way."""
