"""Moving cards: drawing, Blood Cards, discarding, and Champions entering and leaving combat."""

from __future__ import annotations

from .state import Side, State, Unit, forget, reveal_unit, win

BLOOD_CARDS = 5


def draw(state: State, seat: int) -> None:
    """Draw the top card; an empty deck does not lose (rule 29)."""
    side = state.sides[seat]
    if side.deck:
        side.hand.append(side.deck.pop(0))


def draw_blood(state: State, seat: int) -> None:
    """Collect a Blood Card into the hand (rules 1, SC-blood-hand); the fifth wins."""
    side = state.sides[seat]
    if side.blood:
        side.hand.append(side.blood.pop(0))
    side.collected += 1
    if side.collected >= BLOOD_CARDS or not side.blood:
        win(state, seat, f"{state.players[seat]} collects all {BLOOD_CARDS} Blood Cards", "SC-1")


def discard(state: State, seat: int, *cards: int) -> None:
    """Cards go to their owner's discard pile, revealed (rule 19)."""
    for c in cards:
        forget(state, c)
        state.sides[state.owner[c]].discard.append(c)


def cure(unit: Unit) -> None:
    """Every Battle Condition ends (rule 48)."""
    unit.conditions = []
    unit.disarmed_until = 0
    unit.stuck = False


def to_garrison(state: State, seat: int) -> Unit:
    """The in-combat Champion moves to the garrison, cured, with all it carries (rules 48, 49)."""
    side = state.sides[seat]
    unit = side.combat
    assert unit is not None
    cure(unit)  # effects on this Champion alone (rule 21) go with it and expire in their time
    side.garrison.append(unit)
    side.combat = None
    return unit


def enter_combat(state: State, seat: int, card: int) -> Unit:
    """A garrisoned Champion enters combat, revealed with its cards (rules 10, 15)."""
    side = state.sides[seat]
    unit = next(u for u in side.garrison if u.card == card)
    side.garrison.remove(unit)
    side.combat = unit
    reveal_unit(state, unit)
    return unit


def remove_unit(state: State, seat: int, unit: Unit) -> list[int]:
    """A killed Champion leaves the arena with its Coins and Equipment; its Squires are
    returned to be moved or discarded (rule 44)."""
    side: Side = state.sides[seat]
    if side.combat is unit:
        side.combat = None
    else:
        side.garrison.remove(unit)
    discard(state, seat, unit.card, *unit.coins, *unit.gear)
    squires = list(unit.squires)
    unit.squires = []
    return squires


def heal(unit: Unit, amount: int) -> None:
    unit.damage = max(0, unit.damage - amount)
