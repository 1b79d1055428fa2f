"""Setup (rules 5-9) and the turn's frame: drawing, start and end of turn, between turns."""

from __future__ import annotations

from .cards import CardType, Condition
from .state import (BEGINS, MAINS, BeginTurn, DazedRoll, Deal, EndTurn, FirstRoll, Mod, Shuffle,
                    Starter, State, Unit, reveal_unit, win)
from .stats import exterior_active
from .zones import BLOOD_CARDS, discard, draw, draw_blood, heal

HAND = 7
SCEPTRE_2_AWARD = 4
"""The dead hand that gave the first Blood Card up to sceptre-2 (SC-dead-hand)."""
MAX_ATTEMPTS = 7


def shuffle(state: State, seat: int, perm: list[int]) -> None:
    deck = state.sides[seat].deck
    deck[:] = [deck[i] for i in perm]


def deal(state: State, task: Deal) -> None:
    """Draw 7; a hand without a Champion is dead: back into the deck, reshuffle, redraw (rule 8)."""
    side = state.sides[task.seat]
    for _ in range(HAND):
        draw(state, task.seat)
    if any(state.card(c).type is CardType.CHAMPION for c in side.hand):
        return
    side.dead_hands += 1
    if side.dead_hands >= MAX_ATTEMPTS:
        win(state, 1 - task.seat, f"{state.players[task.seat]} has no Champion after "
            f"{MAX_ATTEMPTS} hands", "SC-8")
        return
    side.deck = side.hand + side.deck
    side.hand = []
    state.stack.append(Deal(seat=task.seat))
    state.stack.append(Shuffle(seat=task.seat))


def settle(state: State, award: int) -> None:
    """Blood Cards are set aside (rule 6, SC-blood-set); the `award`th dead hand and each one
    after it give the opponent a Blood Card (rule 8, SC-dead-hand); then starters are placed
    and the die decides who is first."""
    for side in state.sides:
        side.blood, side.deck = side.deck[:BLOOD_CARDS], side.deck[BLOOD_CARDS:]
    for s, side in enumerate(state.sides):
        for _ in range(max(0, side.dead_hands - award + 1)):
            draw_blood(state, 1 - s)
    state.stack.append(FirstRoll())
    state.stack.append(Starter(seat=1))
    state.stack.append(Starter(seat=0))


def first_rolled(state: State, task: FirstRoll, face: int) -> None:
    """SC-first-roll: each player rolls; the higher goes first, a tie rolls again."""
    rolls = task.rolls + [face]
    if len(rolls) < 2:
        state.stack.append(FirstRoll(rolls=rolls))
    elif rolls[0] == rolls[1]:
        state.stack.append(FirstRoll())
    else:
        state.first = 0 if rolls[0] > rolls[1] else 1
        state.stack.append(BEGINS[state.first])


def begin(state: State, task: BeginTurn) -> None:
    """Turn Order 1-2: draw a card, then start-of-turn effects; then the pre-attack step."""
    state.turn += 1
    state.active = seat = task.seat
    side = state.sides[seat]
    # a field is written only when it changes: writing a msgspec Struct's field goes through
    # its __setattr__ (several times a read), and these are most often already so
    if side.coin_done:
        side.coin_done = False
    if side.extra_coins:
        side.extra_coins = 0
    if state.version >= 2 and state.played:  # since(state, 2), without the call
        state.played = False  # type: ignore[attr-defined]
    if state.turn == 1:  # SC-starter: both starting Champions are revealed
        for s in state.sides:
            if s.combat is not None:
                reveal_unit(state, s.combat)
    if state.table:
        draw(state, seat)  # a table may have to look at the card
    elif side.deck:  # `draw` under the dealer's luck, written out: every turn starts here
        side.hand.append(side.deck.pop(0))
    if side.exterior is not None and exterior_active(side) \
            and state.cards[side.exterior] == "healing-spring" and side.combat is not None:
        heal(side.combat, 10)
    state.stack.append(MAINS[seat])


def _expire(mods: list[Mod], turn: int) -> list[Mod]:
    """`mods` without those that end this turn: the same list when none does (most Champions
    carry no effect, and the end of every turn looks at every Champion)."""
    for m in mods:
        if m.until == turn:
            return [m for m in mods if m.until != turn]
    return mods


def end(state: State, task: EndTurn) -> None:
    """Turn Order 6 and between turns (rule 50): end-of-turn effects, Disarm cures, the
    stalemate count, then a Dazed roll for each Dazed Champion, then the next turn."""
    seat = task.seat
    side = state.sides[seat]
    if side.exterior_left > 0 and exterior_active(side):
        side.exterior_left -= 1
        if side.exterior_left == 0:
            discard(state, seat, side.exterior)  # type: ignore[arg-type]
            side.exterior = None
    global _CALM
    dazed: list[int] = []
    now = state.turn
    calm = state is _CALM  # no Champion to look at (see `_CALM`)
    astir = False  # whether a Champion keeps an effect or a Battle Condition into the next turn
    for s in state.sides:
        if s.combat_mods:  # most turns end with no effect anywhere: the lists stay as they are
            s.combat_mods = _expire(s.combat_mods, now)
        if calm:
            continue
        for u in [s.combat, *s.garrison] if s.combat is not None else s.garrison:  # units(s)
            if u.mods:
                u.mods = _expire(u.mods, now)
                astir = astir or bool(u.mods)
            if u.stuck:  # written only when set (see `begin`): most Champions are not stuck
                u.stuck = False
            if u.conditions:
                if u.disarmed_until == now and _DISARMED in u.conditions:
                    u.conditions.remove(_DISARMED)
                    u.disarmed_until = 0
                if _DAZED in u.conditions:
                    dazed.append(u.card)
                astir = astir or bool(u.conditions)
    if not calm and not astir and not state.table:  # a table puts snapshots back in place
        _CALM = state
    if not state.sides[0].deck and not state.sides[1].deck:
        # sceptre-2: a turn that plays a card from the hand is no quiet turn either
        busy = task.attacked or getattr(state, "played", False)
        state.quiet = 0 if busy else state.quiet + 1
        if state.quiet >= 2:  # SC-stalemate
            win(state, None, "stalemate: neither player can draw or attack", "SC-29")
            return
    if dazed:
        state.stack.append(BEGINS[1 - seat])
        state.stack.append(DazedRoll(queue=dazed, next=1 - seat))
    elif state.table:  # at a table each task is undone apart when it looks at an unseen card
        state.stack.append(BEGINS[1 - seat])
    else:  # the dealer's luck: the next turn starts at once, as the loop would start it next
        begin(state, BEGINS[1 - seat])



_CALM: State | None = None
"""The state whose last turn's end left every Champion without an effect on it (`mods`), a
Battle Condition or a failed Dazed roll (`stuck`), while none got one since: the end of a turn
then has nothing to do for any Champion (expire, cure Disarmed, unstick, roll for Dazed), and
does not walk them (most turns end so). Only these give a Champion one, and each calls `stir`:
a Battle Condition (`combat.afflict`), an effect on a Champion (Sunder), a failed Dazed roll
(`dazed_rolled`). A Champion new to the arena carries none; curing and expiring only take them
away. Kept outside the state, which a digest covers; any other state (a position, a decoded
copy, another match's) is walked in full first. Never set at a table, whose snapshots put a
state back in place."""


def stir() -> None:
    """A Champion got an effect, a Battle Condition or a failed Dazed roll: the next turn's end
    looks at every Champion (see `_CALM`)."""
    global _CALM
    _CALM = None


_DISARMED, _DAZED = Condition.DISARMED, Condition.DAZED
"""Read once: reading an Enum member is a Python call (Python 3.11)."""


def dazed_rolled(state: State, task: DazedRoll, face: int, unit: Unit | None) -> None:
    """SC-47-dazed: 10- it can take no action next turn; 11+ it is cured."""
    if unit is not None:
        if face >= 11:
            unit.conditions.remove(Condition.DAZED)
        else:
            stir()
            unit.stuck = True
    if len(task.queue) > 1:
        state.stack.append(DazedRoll(queue=task.queue[1:], next=task.next))
