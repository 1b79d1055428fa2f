"""Applying the pre-attack step's plays (Turn Order 3), already checked by `legality`."""

from __future__ import annotations

from msgspec import UNSET

from .coins import pay
from . import combat, retreat
from .events import (AttachCoin, AttachSquire, PlaceChampion, PlayAction, PlayArena,
                     PlayEquipment, PlayExterior, PlayGate, Retreat, SetTrap, UseAbility)
from .registry import ABILITIES
from .state import (DEATHS, Main, State, find_unit, reveal, reveal_unit, since,
                    unit_on)
from .stats import may_be_dying, may_die
from .zones import discard


def _from_hand(state: State, seat: int, card: int) -> None:
    state.sides[seat].hand.remove(card)


def _pay(state: State, seat: int, card: int, paid=UNSET) -> None:
    """The cost discarded from the hand: the least valuable Coins, or the metals its player
    chose to overpay with (`paid`, rule 18, sceptre-8)."""
    coins = pay(state, seat, card, paid) or []
    for c in coins:
        _from_hand(state, seat, c)
    discard(state, seat, *coins)


def attach_coin(state: State, ev: AttachCoin) -> None:
    side = state.sides[ev.seat]
    if side.coin_done:
        side.extra_coins -= 1
    else:  # written only when it changes (a Struct's field write costs several reads)
        side.coin_done = True
    side.hand.remove(ev.card)  # _from_hand, without its call (the commonest play)
    unit_on(state, ev.seat, ev.target).coins.append(ev.card)
    if ev.card in state.revealed:  # a searched Coin, shown in the hand (sceptre-9): a Coin in
        state.revealed.remove(ev.card)  # play is shown anyway (rule 17); as a position writes it


def place_champion(state: State, ev: PlaceChampion) -> None:
    """Into the garrison face down (rule 10)."""
    side = state.sides[ev.seat]
    side.hand.remove(ev.card)  # _from_hand, without its call
    side.garrison.append(state.unit_type(card=ev.card))


def attach_squire(state: State, ev: AttachSquire) -> None:
    """A replaced Squire is discarded first (rule 42); on a face-down Champion the Squire
    goes face down unless its player chose face up (rule 10: it "may" go face down)."""
    unit = unit_on(state, ev.seat, ev.target)
    if ev.replace is not None:
        unit.squires.remove(ev.replace)
        discard(state, ev.seat, ev.replace)
    state.sides[ev.seat].hand.remove(ev.card)  # _from_hand, without its call
    unit.squires.append(ev.card)
    if unit.card in state.revealed or ev.face_up is True:  # its player chose face up (sceptre-5)
        reveal(state, ev.card)


def play_equipment(state: State, ev: PlayEquipment) -> None:
    """Pay, then equip; the same slot's Equipment is discarded (rule 24); an Origin
    requirement reveals the Champion (rule 23)."""
    _pay(state, ev.seat, ev.card, ev.paid)
    _from_hand(state, ev.seat, ev.card)
    unit = unit_on(state, ev.seat, ev.target)
    slot = state.card(ev.card).slot
    for g in [g for g in unit.gear if state.card(g).slot is slot]:
        unit.gear.remove(g)
        discard(state, ev.seat, g)
    unit.gear.append(ev.card)
    if state.card(ev.card).origin:
        reveal_unit(state, unit)


def play_action(state: State, ev: PlayAction) -> None:
    _pay(state, ev.seat, ev.card, ev.paid)
    _from_hand(state, ev.seat, ev.card)
    discard(state, ev.seat, ev.card)
    _interacted(state, ev.target)
    entry = ABILITIES.table[state.cards[ev.card]]
    if entry.hurts:
        may_die()
    entry.use(state, ev.seat, ev.card, ev.choice or ev.target)


def _interacted(state: State, target: int | None) -> None:
    """Rule 11 (sceptre-3 on): "face-down Champions are revealed when they are interacted with
    by an effect" (Field Dressing, Purifying Draught, Matron's Ward on a garrisoned one)."""
    if target is not None and since(state, 3):
        found = find_unit(state, target)
        if found is not None:
            reveal_unit(state, found[1])


def set_trap(state: State, ev: SetTrap) -> None:
    """Face down; a replaced Trap is discarded without triggering (rule 25)."""
    traps = state.sides[ev.seat].traps
    _from_hand(state, ev.seat, ev.card)
    if ev.replace is not None:
        traps[traps.index(ev.replace)] = ev.card
        discard(state, ev.seat, ev.replace)
    else:
        traps.append(ev.card)


def play_arena(state: State, ev: PlayArena) -> None:
    """One Arena card for both players: the previous goes to its owner's pile (rule 26)."""
    _from_hand(state, ev.seat, ev.card)
    if state.arena is not None:
        discard(state, state.owner[state.arena], state.arena)
    state.arena = ev.card


def play_gate(state: State, ev: PlayGate) -> None:
    _from_hand(state, ev.seat, ev.card)
    state.sides[ev.seat].gate = ev.card


def play_exterior(state: State, ev: PlayExterior) -> None:
    """On the Gate; the previous Exterior is discarded (rule 27)."""
    side = state.sides[ev.seat]
    _pay(state, ev.seat, ev.card, ev.paid)
    _from_hand(state, ev.seat, ev.card)
    if side.exterior is not None:
        discard(state, ev.seat, side.exterior)
    side.exterior = ev.card
    side.exterior_left = state.card(ev.card).turns


def use_ability(state: State, ev: UseAbility) -> None:
    """A used Ability is announced, so its Champion is revealed (rule 34)."""
    unit = unit_on(state, ev.seat, ev.card)
    unit.used = state.turn
    reveal_unit(state, unit)
    _interacted(state, ev.target)
    entry = ABILITIES.table[state.cards[ev.card]]
    if entry.hurts:
        may_die()
    entry.use(state, ev.seat, ev.card, ev.target)



PLAYS = {
    AttachCoin: attach_coin, PlaceChampion: place_champion, AttachSquire: attach_squire,
    PlayEquipment: play_equipment, PlayAction: play_action, SetTrap: set_trap,
    PlayArena: play_arena, PlayGate: play_gate, PlayExterior: play_exterior,
    UseAbility: use_ability,
}


def main(state: State, ev, step: Main) -> None:
    """Apply a pre-attack play or a retreat (the attack and the end of the turn are answered
    in `flow.fold_event`); the step (`step`, the task just taken off the stack) goes on under
    what it starts."""
    kind = type(ev)  # by exact type: no event type is subclassed
    # the same step goes back (a new one only for an unchecked event of another seat)
    state.stack.append(step if step.seat == ev.seat else Main(seat=ev.seat))
    if kind is Retreat:
        retreat.announce(state, ev.seat)
        return
    mark = len(state.stack)
    PLAYS[kind](state, ev)
    if state.version >= 2:  # since(state, 2)
        if not state.played and kind is not UseAbility:  # written once a turn, not every play
            state.played = True  # type: ignore[attr-defined]
        # SC-hp-zero: once what the play started is done; whether anyone may be dying asked
        # here first, so the walk is not called after most plays
        if may_be_dying(state) and combat.dead_in_arena(state):
            state.stack.insert(mark, DEATHS[1 - ev.seat])
