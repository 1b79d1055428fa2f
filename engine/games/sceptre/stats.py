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
    card = CARDS[state.cards[unit.card]]
    if card.ability is None or (unit.conditions and _DAZED in unit.conditions):
        return False
    label = card.ability.label
    return label is _ANY or (label is _COMBAT) == in_combat


_DAZED, _ANY, _COMBAT = Condition.DAZED, Label.ANY, Label.COMBAT
"""Read once: reading an Enum member from its class is a Python call (Python 3.11)."""


def stat(state: State, seat: int, unit: Unit, in_combat: bool, key: str) -> int:
    """One of a Champion's `STATS` after every bonus: the fold asks for one at a time (HP left
    after an attack, DEF against a roll), so the others are not worked out.

    Shaped for speed (four calls an attack roll): what each attached card adds to `key` is
    read from that key's tables (`_BY_KEY`, card facts by card id), and a kind of card no card
    of the set gives `key` to is not walked at all (no Squire or Equipment adds to a roll).
    Each list is tested before its table is read: most Champions carry no Squire, Equipment
    or effect, and an empty test is cheaper than setting up a loop over nothing. The tables
    hold every card id of the set (0 for a card that adds nothing), so each read is a plain
    subscript, not a `get` call: a state's cards are all of the set (`Game.start` checks)."""
    printed, squire_bonus, gear_bonus, arena_bonus, exterior_bonus, passive = _BY_KEY[key]
    cards = state.cards
    cid = cards[unit.card]
    value = printed[cid]
    squires = unit.squires
    if squires and squire_bonus is not None:
        bonus = squire_bonus[cid]  # innate, and matched when the origins are equal
        for sq in squires:
            value += bonus[cards[sq]]
    gear = unit.gear
    if gear and gear_bonus is not None:
        for g in gear:
            value += gear_bonus[cards[g]]
    if state.arena is not None and arena_bonus is not None:
        value += arena_bonus[cid][cards[state.arena]]  # by the Champion's class
    side = state.sides[seat]
    if side.exterior is not None and side.gate is not None:  # exterior_active
        ext = cards[side.exterior]
        if exterior_bonus is not None:
            value += exterior_bonus[ext]
        if key == "roll" and _TURNS[ext] and side.exterior_left > 0 and in_combat:
            value += 3
    if passive is not None and cid in passive and ability_works(state, unit, in_combat):
        value += passive[cid]
    mods = unit.mods
    if mods:
        for m in mods:
            if m.stat == key:
                value += m.value
    if in_combat:
        mods = side.combat_mods
        if mods:
            for m in mods:
                if m.stat == key:
                    value += m.value
    if value < 0 and key in _PRINTED:  # tested in the order that most often stops at once
        value = 0
    if unit.conditions and key == "dfn" and _SPLINTERED in unit.conditions:
        value = (value + 1) // 2
    return value


_CAVALRY, _CAVALRY_WORD, _SPLINTERED = Class.CAVALRY, Class.CAVALRY.value, Condition.SPLINTERED
"""Read once: reading an Enum member (or its value) is a Python call (Python 3.11), and the
fold works out a stat several times an attack."""
_PRINTED = frozenset(("hp", "dfn", "skl", "spd"))
"""The stats printed on the card (never below zero, rule 2); the others start at 0."""


class _Tables(dict):
    """`stat`'s tables by stat, each made on first use (`_by_key`): the passive Abilities are
    registered when the game module is imported, after this one."""

    def __missing__(self, key: str) -> tuple:
        self[key] = tables = _by_key(key)
        return tables


def _by_key(key: str) -> tuple:
    """`stat`'s tables for one stat, from the card facts `_modifiers` reads, by card id (every
    card of the set); None where no card of the set adds to `key` that way (its cards are
    then not walked):
    - the value printed on each card (0 where `key` is not printed: it starts at 0);
    - a Squire's bonus by the card id of the Champion it is on (`innate`, plus `match` when
      the origins are equal: one table per origin of the set);
    - an Equipment's and an Exterior's `bonus`;
    - an Arena card's `bonus` by the card id of the Champion it is asked for: for everyone,
      and for Cavalry those for Cavalry only too (`only`; an Arena card limited to anything
      else gives nothing);
    - a Champion's passive Ability's bonus, where its label lets it work (`ability_works`)."""
    assert ABILITIES.filled, "stat tables made before the abilities were registered"
    def kept(table: dict) -> dict | None:
        return table if any(table.values()) else None

    cards = CARDS.values()
    origins = {c.origin for c in cards}
    by_origin = {o: {c.id: c.innate.get(key, 0) + (c.match.get(key, 0) if c.origin == o else 0)
                     for c in cards} for o in origins}
    def arena_for(cavalry: bool) -> dict:  # what each Arena card gives a Champion of a class
        return {c.id: c.bonus.get(key, 0) if not c.only or (cavalry and c.only == _CAVALRY_WORD)
                else 0 for c in cards}
    plain, mounted = arena_for(False), arena_for(True)
    bonus = kept({c.id: c.bonus.get(key, 0) for c in cards})
    return ({c.id: getattr(c, key) if key in _PRINTED else 0 for c in cards},
            {c.id: by_origin[c.origin] for c in cards}
            if any(any(t.values()) for t in by_origin.values()) else None,
            bonus,
            {c.id: mounted if c.cls is _CAVALRY else plain for c in cards}
            if any(mounted.values()) or any(plain.values()) else None,
            bonus,
            {cid: entry.passive[key] for cid, entry in ABILITIES.items() if key in entry.passive}
            or None)


_BY_KEY = _Tables()
"""(printed value, Squire bonus by Champion, Equipment bonus, Arena bonus by Champion,
Exterior bonus, passive Ability bonus) of each stat, read by `stat` (see
`_by_key`)."""
_TURNS = {cid: c.turns for cid, c in CARDS.items()}
"""Each card's `turns` (an Exterior's: while its turns last, +3 to the roll in combat)."""



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
    if unit.damage >= CARDS[state.cards[unit.card]].hp \
            or (not _UNHURT_ALIVE and cards_lower_hp()):
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

    Shaped for speed (it runs after most events): a state found with everyone alive is not
    walked again while nothing that could hurt anyone happened since (`_ALL_ALIVE`); the
    Champion in combat is read apart from the garrison, so no list of units is made, and
    printed HP comes from a card-id table."""
    global _ALL_ALIVE
    if state is _ALL_ALIVE:  # everyone was alive: only those hurt since may not be
        if _HURT or _WOUNDED:
            return _hurt_dying(state)
        return False
    # walked in full: a mark kept for another state is dropped with what it recorded
    _ALL_ALIVE = None
    _HURT.clear()
    _WOUNDED.clear()
    if not (_UNHURT_ALIVE or _unhurt_alive()):
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
    if not state.table:  # a table puts snapshots back in place: never marked there
        _ALL_ALIVE = state
    return False


def _hurt_dying(state: State) -> bool:
    """`may_be_dying` of the marked state (`_ALL_ALIVE`), looking only at the Champions and
    Squires hurt since: a Champion with damage below its printed HP (no effect lowering HP,
    or the state would not be marked) and a Squire with wounds below its HP are alive, as
    everyone else is. True drops the mark (the next check walks the arena)."""
    cards = state.cards
    for unit in _HURT:
        if unit.damage >= _HP[cards[unit.card]]:
            may_die()
            return True
    wounds = state.wounds
    for sq in _WOUNDED:
        if wounds[sq] >= _HP[cards[sq]]:
            may_die()
            return True
    _HURT.clear()  # all alive again, as marked
    _WOUNDED.clear()
    return False


_ALL_ALIVE: State | None = None
"""The state whose last `may_be_dying` found everyone alive, while nothing since could change
that: asked again (after the next pre-attack play, most often), the answer is still False.

What `may_be_dying` reads can turn it True only by: damage dealt to a Champion or wounds to a
Squire (an attack's damage, self-damage, Bleeding, a failed or Bleeding retreat, a Trap's
damage: each names the one hurt, `harm` and `wounded`, and the next check of the
marked state looks at those alone, `_HURT` and `_WOUNDED`), an Action or Ability whose effect
may deal damage or lower HP otherwise (`CardAbility.hurts`; no other effect of the set lowers
HP: the others heal, cure, draw, move cards within the arena or change other stats), a
Champion entering combat under effects on that position (they now apply to it). Each calls
`may_die`. A Squire moved to another Champion cannot: its wounds are read by Squire, and a
Champion's damage is compared with its printed HP, which no Squire lowers.
Everything else only removes such risks (healing, effects expiring, cards leaving the arena;
a Squire attached from the hand has no wounds: a card's wounds are cleared when it leaves
the arena) or adds an unhurt Champion without effects, alive (`_UNHURT_ALIVE`). Kept outside
the state, which a digest covers; any other state (a position, a decoded copy, another
match's) is walked in full first. Never set at a table, whose snapshots put a state back in
place."""


_HURT: list[Unit] = []
"""The Champions dealt damage since the marked state was last found all alive (`harm`)."""
_WOUNDED: list[int] = []
"""The Squires (instances) dealt wounds since then (`wounded`)."""


def may_die() -> None:
    """Something happened that could leave a Champion or Squire without HP: the next
    `may_be_dying` walks the arena (see `_ALL_ALIVE`)."""
    global _ALL_ALIVE
    _ALL_ALIVE = None
    _HURT.clear()
    _WOUNDED.clear()


def harm(unit: Unit, amount: int) -> None:
    """`unit` takes `amount` damage: the next `may_be_dying` of a marked state looks at it too
    (another state's unit listed here is looked at for nothing: at worst a walk that finds no
    one). Listed only while a state is marked (never at a table), so the list cannot grow
    unchecked."""
    if _ALL_ALIVE is not None:
        _HURT.append(unit)
    unit.damage += amount


def wounded(squire: int) -> None:
    """The Squire instance `squire` takes wounds (see `harm`)."""
    if _ALL_ALIVE is not None:
        _WOUNDED.append(squire)


_HP = {cid: c.hp for cid, c in CARDS.items()}
"""Each card's printed HP, by card id."""


_UNHURT_ALIVE = False
"""True once found that no card of the set lowers HP (`cards_lower_hp`) and none is printed
with 0 HP (`_printed_without_hp`): the death checks read this global rather than make those two
cached calls (about 0.1 us each) every time."""


def _unhurt_alive() -> bool:
    """Whether an unhurt Champion or Squire without an HP-lowering effect is surely alive
    (see `_UNHURT_ALIVE`, set here once abilities are registered)."""
    global _UNHURT_ALIVE
    _UNHURT_ALIVE = not (cards_lower_hp() or _printed_without_hp())
    return _UNHURT_ALIVE


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
