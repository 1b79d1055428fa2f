"""A Champion's stats after every bonus and reduction: Squires, Equipment, the Arena card,
the Exterior, its passive Ability, effects on it or on its position; never below zero
(rule 2), DEF halved rounded up when Splintered (rule 47, after the modifiers).
"""

from __future__ import annotations

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


def squire_stats(state: State, squire: int) -> tuple[int, int]:
    """(HP left, DEF) of a Squire."""
    card = CARDS[state.cards[squire]]
    return max(0, card.hp - state.wounds[squire]), card.dfn
