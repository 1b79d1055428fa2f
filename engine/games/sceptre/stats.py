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


def stats(state: State, seat: int, unit: Unit, in_combat: bool) -> dict[str, int]:
    card = state.card(unit.card)
    out = {"hp": card.hp, "dfn": card.dfn, "skl": card.skl, "spd": card.spd, "dmg": 0, "roll": 0}

    def add(bonus: dict[str, int]) -> None:
        for k, v in bonus.items():
            out[k] += v

    for sq in unit.squires:
        scard = state.card(sq)
        add(scard.innate)
        if scard.origin == card.origin:
            add(scard.match)
    for g in unit.gear:
        add(state.card(g).bonus)
    if state.arena is not None:
        arena = state.card(state.arena)
        if not arena.only or (arena.only == Class.CAVALRY.value and card.cls is Class.CAVALRY):
            add(arena.bonus)
    side = state.sides[seat]
    if exterior_active(side):
        ext = state.card(side.exterior)  # type: ignore[arg-type]
        add(ext.bonus)
        if ext.turns and side.exterior_left > 0 and in_combat:
            out["roll"] += 3
    if ability_works(state, unit, in_combat):
        entry = ABILITIES.get(card.id)
        if entry is not None:
            add(entry.passive)
    for m in unit.mods:
        out[m.stat] += m.value
    if in_combat:
        for m in side.combat_mods:
            out[m.stat] += m.value
    for k in ("hp", "dfn", "skl", "spd"):
        out[k] = max(0, out[k])
    if Condition.SPLINTERED in unit.conditions:
        out["dfn"] = (out["dfn"] + 1) // 2
    return out


def hp_left(state: State, seat: int, unit: Unit, in_combat: bool) -> int:
    return max(0, stats(state, seat, unit, in_combat)["hp"] - unit.damage)


def squire_stats(state: State, squire: int) -> tuple[int, int]:
    """(HP left, DEF) of a Squire."""
    card = CARDS[state.cards[squire]]
    return max(0, card.hp - state.wounds[squire]), card.dfn
