"""A Champion's stats after every bonus and reduction: Squires, Equipment, the Arena card,
the Exterior, its passive Ability, effects on it or on its position; never below zero
(rule 2), DEF halved rounded up when Splintered (rule 47, after the modifiers).
"""

from __future__ import annotations

from functools import cache
from typing import Iterator

from .cards import CARDS, CardType, Class, Condition, Label
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
    if card.ability is None or (unit.conditions and Condition.DAZED in unit.conditions):
        return False
    label = card.ability.label
    return label is Label.ANY or (label is Label.COMBAT) == in_combat


def stat(state: State, seat: int, unit: Unit, in_combat: bool, key: str) -> int:
    """One of a Champion's `STATS` after every bonus: the fold asks for one at a time (HP left
    after an attack, DEF against a roll), so the others are not worked out."""
    cards = state.cards
    card = CARDS[cards[unit.card]]
    printed = key in _PRINTED
    value = getattr(card, key) if printed else 0
    for sq in unit.squires:
        scard = CARDS[cards[sq]]
        value += scard.innate.get(key, 0)
        if scard.origin == card.origin:
            value += scard.match.get(key, 0)
    for g in unit.gear:
        value += CARDS[cards[g]].bonus.get(key, 0)
    if state.arena is not None:
        arena = CARDS[cards[state.arena]]
        if not arena.only or (arena.only == _CAVALRY_WORD and card.cls is _CAVALRY):
            value += arena.bonus.get(key, 0)
    side = state.sides[seat]
    if side.exterior is not None and side.gate is not None:  # exterior_active
        ext = CARDS[cards[side.exterior]]
        value += ext.bonus.get(key, 0)
        if key == "roll" and ext.turns and side.exterior_left > 0 and in_combat:
            value += 3
    entry = ABILITIES.table.get(card.id)  # the table's own get: no Python call
    if entry is not None and key in entry.passive and ability_works(state, unit, in_combat):
        value += entry.passive[key]
    for m in unit.mods:
        if m.stat == key:
            value += m.value
    if in_combat:
        for m in side.combat_mods:
            if m.stat == key:
                value += m.value
    if printed and value < 0:
        value = 0
    if key == "dfn" and unit.conditions and _SPLINTERED in unit.conditions:
        value = (value + 1) // 2
    return value


_CAVALRY, _CAVALRY_WORD, _SPLINTERED = Class.CAVALRY, Class.CAVALRY.value, Condition.SPLINTERED
"""Read once: reading an Enum member (or its value) is a Python call (Python 3.11), and the
fold works out a stat several times an attack."""
_PRINTED = frozenset(("hp", "dfn", "skl", "spd"))
"""The stats printed on the card (never below zero, rule 2); the others start at 0."""


def stats(state: State, seat: int, unit: Unit, in_combat: bool) -> dict[str, int]:
    """Every stat of a Champion (a view shows them all), its modifiers read once for all six
    (`stat` reads them for one stat: the fold asks for one at a time; a test keeps the two
    equal, tests/games/sceptre/test_sc_stats_at_once.py)."""
    card = CARDS[state.cards[unit.card]]
    out = {"hp": card.hp, "dfn": card.dfn, "skl": card.skl, "spd": card.spd, "dmg": 0, "roll": 0}
    for k, v in _modifiers(state, seat, unit, in_combat):
        if k in out:
            out[k] += v
    for k in _PRINTED:
        out[k] = max(0, out[k])
    if Condition.SPLINTERED in unit.conditions:
        out["dfn"] = (out["dfn"] + 1) // 2
    return out


def _modifiers(state: State, seat: int, unit: Unit, in_combat: bool) -> Iterator[tuple[str, int]]:
    """Every bonus and reduction on a Champion as (stat, amount), as `stat` adds them up:
    Squires (innate, and matched with a Champion of their origin), Equipment, the Arena card,
    an active Exterior, the passive Ability where it works, effects on the Champion and, in
    combat, on its position."""
    cards = state.cards
    card = CARDS[cards[unit.card]]
    for sq in unit.squires:
        scard = CARDS[cards[sq]]
        yield from scard.innate.items()
        if scard.origin == card.origin:
            yield from scard.match.items()
    for g in unit.gear:
        yield from CARDS[cards[g]].bonus.items()
    if state.arena is not None:
        arena = CARDS[cards[state.arena]]
        if not arena.only or (arena.only == Class.CAVALRY.value and card.cls is Class.CAVALRY):
            yield from arena.bonus.items()
    side = state.sides[seat]
    if side.exterior is not None and side.gate is not None:  # exterior_active
        ext = CARDS[cards[side.exterior]]
        yield from ext.bonus.items()
        if ext.turns and side.exterior_left > 0 and in_combat:
            yield "roll", 3
    entry = ABILITIES.get(card.id)
    if entry is not None and entry.passive and ability_works(state, unit, in_combat):
        yield from entry.passive.items()
    for m in unit.mods:
        yield m.stat, m.value
    if in_combat:
        for m in side.combat_mods:
            yield m.stat, m.value


def hp_left(state: State, seat: int, unit: Unit, in_combat: bool) -> int:
    return remaining(stat(state, seat, unit, in_combat, "hp"), unit)


def remaining(hp: int, unit: Unit) -> int:
    """HP left of a Champion with `hp` HP after its damage (never below zero)."""
    return max(0, hp - unit.damage)


def surely_alive(state: State, seat: int, unit: Unit, in_combat: bool) -> bool:
    """Whether a Champion has HP left without working its HP out (`hp_left` > 0): its damage
    is below its printed HP, and nothing lowers its HP (no card of the set does,
    `cards_lower_hp`; only an effect on it or on its position could), so its HP is at least
    the printed HP. The death checks run after every attack and pre-attack play and pass
    over most Champions this way."""
    if unit.damage >= CARDS[state.cards[unit.card]].hp or cards_lower_hp():
        return False
    if unit.mods and _lowers_hp(unit.mods):  # most Champions carry no effect: no call
        return False
    return not (in_combat and state.sides[seat].combat_mods
                and _lowers_hp(state.sides[seat].combat_mods))


def may_be_dying(state: State) -> bool:
    """Whether a Champion or Squire in the arena might have no HP left: a Squire whose wounds
    reach its HP, or a Champion that `surely_alive` would not pass over. False: everyone is
    alive, found without working out any stat. The death checks (after every attack, failed
    retreat and pre-attack play) ask this first, since most of them find no one so hurt.

    Shaped for speed (it runs after most events): the Champion in combat is read apart from
    the garrison, so no list of units is made, and printed HP comes from a card-id table."""
    if cards_lower_hp() or _printed_without_hp():
        return True
    cards = state.cards
    wounds = state.wounds
    for side in state.sides:
        combat = side.combat
        if combat is not None:
            if side.combat_mods and _lowers_hp(side.combat_mods):
                return True
            # unhurt, it has its printed HP or more (above 0): no card looked up
            damage = combat.damage
            if damage and damage >= _HP[cards[combat.card]]:
                return True
            if combat.mods and _lowers_hp(combat.mods):
                return True
            for sq in combat.squires:
                if wounds[sq] and wounds[sq] >= _HP[cards[sq]]:  # squire_stats' HP left 0
                    return True
        for unit in side.garrison:
            damage = unit.damage
            if damage and damage >= _HP[cards[unit.card]]:
                return True
            if unit.mods and _lowers_hp(unit.mods):
                return True
            for sq in unit.squires:
                if wounds[sq] and wounds[sq] >= _HP[cards[sq]]:
                    return True
    return False


_HP = {cid: c.hp for cid, c in CARDS.items()}
"""Each card's printed HP, by card id."""


@cache
def _printed_without_hp() -> bool:
    """Whether a Champion or Squire of the set is printed with 0 HP (none is: an unhurt one
    is then alive unless an effect lowers its HP)."""
    return any(c.hp <= 0 for c in CARDS.values() if c.type in (CardType.CHAMPION, CardType.SQUIRE))


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
