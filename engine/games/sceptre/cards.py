"""The card data of matchlog's original Sceptre set (`vanguard.json`), as typed facts.

Card types, Champion classes, Origins, Coin metals and Equipment slots are enums; an attack's
costs and effects are data, read by `combat`.
"""

from __future__ import annotations

import hashlib
from enum import Enum
from pathlib import Path

import msgspec

_FILE = Path(__file__).with_name("vanguard.json")


class CardType(str, Enum):
    CHAMPION = "champion"
    SQUIRE = "squire"
    COIN = "coin"
    ACTION = "action"
    EQUIPMENT = "equipment"
    TRAP = "trap"
    ARENA = "arena"
    EXTERIOR = "exterior"
    GATE = "gate"


class Metal(str, Enum):
    GOLD = "gold"
    SILVER = "silver"
    COPPER = "copper"


METAL_RANK = {Metal.COPPER: 1, Metal.SILVER: 2, Metal.GOLD: 3}
"""A Coin pays any cost of its rank or lower (rule 18)."""


class Class(str, Enum):
    INFANTRY = "infantry"
    CAVALRY = "cavalry"


class Label(str, Enum):
    """Where a Champion's Ability works (rule 34)."""

    COMBAT = "combat"
    GARRISON = "garrison"
    ANY = "any"


class Slot(str, Enum):
    HEAD = "head"
    BODY = "body"
    ARMS = "arms"


class Condition(str, Enum):
    BLEEDING = "bleeding"
    DAZED = "dazed"
    SPLINTERED = "splintered"
    DISARMED = "disarmed"


class Reach(str, Enum):
    """Which enemy unit an attack may target besides the opposing Champion."""

    COMBAT = ""
    GARRISON = "garrison"
    SQUIRE = "squire"


class Attack(msgspec.Struct, frozen=True):
    name: str
    coins: list[Metal]
    damage: int
    multiple: int = 0
    """Dice rolled for damage after breaking through; each 11+ adds `damage`."""
    no_roll: bool = False
    self: int = 0
    """Self-damage after the attack (rule 32: never modified)."""
    condition: Condition | None = None
    chance: int = 0
    """The effect roll needed for `condition` (0: no roll)."""
    reach: Reach = Reach.COMBAT


class Ability(msgspec.Struct, frozen=True):
    name: str
    label: Label
    once: bool = False


class Card(msgspec.Struct, frozen=True, omit_defaults=True):
    id: str
    name: str
    type: CardType
    origin: str = ""
    cls: Class | None = msgspec.field(default=None, name="class")
    hp: int = 0
    dfn: int = 0
    skl: int = 0
    spd: int = 0
    attacks: list[Attack] = []
    ability: Ability | None = None
    innate: dict[str, int] = {}
    match: dict[str, int] = {}
    metal: Metal | None = None
    slot: Slot | None = None
    cost: list[Metal] = []
    bonus: dict[str, int] = {}
    only: str = ""
    turns: int = 0


class CardFile(msgspec.Struct, frozen=True):
    set: str
    title: str
    cards: list[Card]


_RAW = _FILE.read_bytes()
_DATA = msgspec.json.decode(_RAW, type=CardFile)
SET_ID = _DATA.set
SET_TITLE = _DATA.title
SET_SHA256 = hashlib.sha256(_RAW).hexdigest()
CARDS: dict[str, Card] = {c.id: c for c in _DATA.cards}
BY_NAME: dict[str, str] = {c.name.lower(): c.id for c in _DATA.cards}


def squires_needed(card: Card, index: int) -> int:
    """Squires an attack needs (rule 33): Infantry 0 then 1, Cavalry 1 then 2."""
    return index + (1 if card.cls is _CAVALRY else 0)


_CAVALRY = Class.CAVALRY
"""Read once: an Enum member read from its class is a Python call (Python 3.11), and every
attack check asks how many Squires an attack needs."""


def attack_words(card: Card, index: int) -> str:
    """An attack as a judge reads it: name, damage, costs and effects."""
    a = card.attacks[index]
    dmg = f"{a.multiple} dice, {a.damage} per 11+" if a.multiple else f"{a.damage} damage"
    parts = [f"{a.name}: {dmg}", f"Coins {'+'.join(m.value for m in a.coins) or 'none'}",
             f"Squires {squires_needed(card, index)}"]
    if a.no_roll:
        parts.append("no attack roll")
    if a.reach is not Reach.COMBAT:
        parts.append(f"may target a {'garrisoned Champion' if a.reach is Reach.GARRISON else 'Squire'}")
    if a.condition is not None:
        parts.append(f"{a.chance}+: {a.condition.value}" if a.chance else a.condition.value)
    if a.self:
        parts.append(f"{a.self} self-damage")
    return "; ".join(parts)
