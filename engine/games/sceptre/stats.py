"""A Champion's stats after every bonus and reduction: Squires, Equipment, the Arena card,
the Exterior, its passive Ability, effects on it or on its position; never below zero
(rule 2), DEF halved rounded up when Splintered (rule 47, after the modifiers).
"""

from __future__ import annotations

from functools import cache

from .cards import CARDS, Class, Condition, Label
from .registry import ABILITIES
from .state import Side, State, Unit

STATS = ("hp", "dfn", "skl", "spd", "dmg", "roll")
"""hp, DEF, SKL, SPD, a damage bonus and an attack roll bonus."""


def exterior_active(side: Side) -> bool:
    """An Exterior works only while its player has a Gate (rule 27)."""
    return side.exterior is not None and side.gate is not None


def ability_works(state: State, unit: Unit, in_combat: bool) -> bool:
    """Whether a Champion's Ability works here (rule 34) and is not disabled by Daze (rule 47)."""
    card = state.card(unit.card)
    if card.ability is None or Condition.DAZED in unit.conditions:
        return False
    label = card.ability.label
    return label is Label.ANY or (label is Label.COMBAT) == in_combat


def stat(state: State, seat: int, unit: Unit, in_combat: bool, key: str) -> int:
    """One of a Champion's `STATS` after every bonus: the fold asks for one at a time (HP left
    after an attack, DEF against a roll), so the others are not worked out."""
    cards = state.cards
    card = CARDS[cards[unit.card]]
    value = getattr(card, key) if key in _PRINTED else 0
    for sq in unit.squires:
        scard = CARDS[cards[sq]]
        value += scard.innate.get(key, 0)
        if scard.origin == card.origin:
            value += scard.match.get(key, 0)
    for g in unit.gear:
        value += CARDS[cards[g]].bonus.get(key, 0)
    if state.arena is not None:
        arena = CARDS[cards[state.arena]]
        if not arena.only or (arena.only == Class.CAVALRY.value and card.cls is Class.CAVALRY):
            value += arena.bonus.get(key, 0)
    side = state.sides[seat]
    if side.exterior is not None and side.gate is not None:  # exterior_active
        ext = CARDS[cards[side.exterior]]
        value += ext.bonus.get(key, 0)
        if key == "roll" and ext.turns and side.exterior_left > 0 and in_combat:
            value += 3
    entry = ABILITIES.get(card.id)
    if entry is not None and key in entry.passive and ability_works(state, unit, in_combat):
        value += entry.passive[key]
    for m in unit.mods:
        if m.stat == key:
            value += m.value
    if in_combat:
        for m in side.combat_mods:
            if m.stat == key:
                value += m.value
    if key in _PRINTED:
        value = max(0, value)
    if key == "dfn" and Condition.SPLINTERED in unit.conditions:
        value = (value + 1) // 2
    return value


_PRINTED = frozenset(("hp", "dfn", "skl", "spd"))
"""The stats printed on the card (never below zero, rule 2); the others start at 0."""


def stats(state: State, seat: int, unit: Unit, in_combat: bool) -> dict[str, int]:
    """Every stat of a Champion (a view shows them all)."""
    return {key: stat(state, seat, unit, in_combat, key) for key in STATS}


def hp_left(state: State, seat: int, unit: Unit, in_combat: bool) -> int:
    return max(0, stat(state, seat, unit, in_combat, "hp") - unit.damage)


def surely_alive(state: State, seat: int, unit: Unit, in_combat: bool) -> bool:
    """Whether a Champion has HP left without working its HP out (`hp_left` > 0): it is
    unhurt, its printed HP is above zero, and nothing lowers its HP (no card of the set does,
    `cards_lower_hp`; only an effect on it or on its position could)."""
    if unit.damage or CARDS[state.cards[unit.card]].hp <= 0 or cards_lower_hp():
        return False
    return not (_lowers_hp(unit.mods) or (in_combat and _lowers_hp(state.sides[seat].combat_mods)))


def _lowers_hp(mods: list) -> bool:
    for m in mods:
        if m.stat == "hp" and m.value < 0:
            return True
    return False


@cache
def cards_lower_hp() -> bool:
    """Whether any Squire, Equipment, Arena card, Exterior or passive Ability of the set lowers
    HP (none does: then an unhurt Champion without an HP-lowering effect is alive). Worked out
    on first use, once the abilities are registered."""
    return (any(c.innate.get("hp", 0) < 0 or c.match.get("hp", 0) < 0 or c.bonus.get("hp", 0) < 0
                for c in CARDS.values())
            or any(entry.passive.get("hp", 0) < 0 for _, entry in ABILITIES.items()))


def squire_stats(state: State, squire: int) -> tuple[int, int]:
    """(HP left, DEF) of a Squire."""
    card = CARDS[state.cards[squire]]
    return max(0, card.hp - state.wounds[squire]), card.dfn
