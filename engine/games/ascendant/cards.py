"""Card facts of Ascendant: card types, rolls and keywords as enums, and our original set.

The facts (name, type, Genki and Finesse cost, Weapon kind, keywords, roll modifiers) live in
`cards.json`, read once at import. Effects that need code are ability units in `abilities.py`.
"""

from __future__ import annotations

import enum
import hashlib
from importlib import resources

import msgspec


class CardType(str, enum.Enum):
    """The kinds of card: four live in the Arsenal, Stamina cards in the Fountain."""

    ACTIVE = "active"
    PASSIVE = "passive"
    GAMBIT = "gambit"
    JUMON = "jumon"
    STAMINA = "stamina"


class Stamina(str, enum.Enum):
    """The two Stamina cards of the Fountain."""

    GENKI = "genki"
    FINESSE = "finesse"


class WeaponKind(str, enum.Enum):
    """What attack a Weapon serves: a ranged Weapon a Ranged attack, a melee one a Melee attack."""

    RANGED = "ranged"
    MELEE = "melee"


class Keyword(str, enum.Enum):
    BARRAGE = "barrage"
    SWARM = "swarm"
    COUNTERATTACK = "counterattack"


class Roll(str, enum.Enum):
    """The d20 rolls of an attack, in the rules' words."""

    AIM = "aim"
    SPEED = "speed"
    RANGED = "ranged"
    """Ranged Damage."""
    MELEE = "melee"
    """Melee Damage."""
    DEFENSE = "defense"
    COUNTERATTACK = "counterattack"

    @property
    def title(self) -> str:
        return ROLL_TITLES[self]


ROLL_TITLES = {Roll.AIM: "Aim", Roll.SPEED: "Speed", Roll.RANGED: "Ranged Damage",
                Roll.MELEE: "Melee Damage", Roll.DEFENSE: "Defense",
                Roll.COUNTERATTACK: "Counterattack"}

EVERY_ROLL = (Roll.AIM, Roll.SPEED, Roll.RANGED, Roll.MELEE, Roll.DEFENSE)
"""What a modifier of "every roll" touches: all but Counterattack, which only cards with the
keyword counterattack may change."""


class Affects(str, enum.Enum):
    """Whose rolls a modifier changes: its user's own, or the attacking turn player's."""

    USER = "user"
    ATTACKER = "attacker"


CardId = str


class CardFacts(msgspec.Struct, frozen=True, kw_only=True):
    """A card as printed in our set; `mods` maps a roll (or "all") to what it adds."""

    id: CardId
    name: str
    type: CardType
    genki: int = 0
    finesse: int = 0
    weapon: WeaponKind | None = None
    keywords: list[Keyword] = []
    mods: dict[str, int] = {}
    affects: Affects = Affects.USER
    stamina: Stamina | None = None

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords

    def modifier(self, roll: Roll) -> int:
        """What this card adds to `roll` (every roll but Counterattack for "all")."""
        value = self.mods.get(roll.value, 0)
        if roll in EVERY_ROLL:
            value += self.mods.get("all", 0)
        return value

    @property
    def rolls(self) -> list[Roll]:
        """The rolls this card modifies."""
        return [r for r in Roll if self.modifier(r)]


class FactsFile(msgspec.Struct, frozen=True):
    set: str
    title: str
    cards: list[CardFacts]


def _load() -> tuple[bytes, FactsFile]:
    data = resources.files(__package__).joinpath("cards.json").read_bytes()
    return data, msgspec.json.decode(data, type=FactsFile)


_DATA, _FILE = _load()
SET_ID = _FILE.set
SET_TITLE = _FILE.title
FACTS_SHA256 = hashlib.sha256(_DATA).hexdigest()
CARDS: dict[CardId, CardFacts] = {c.id: c for c in _FILE.cards}
BY_NAME: dict[str, CardId] = {c.name.lower(): c.id for c in _FILE.cards}
STAMINA_OF: dict[CardId, Stamina | None] = {c.id: c.stamina for c in _FILE.cards}
"""Which Stamina a card is (None for Arsenal cards): read in the hot loop of paying costs."""


class UnknownCard(LookupError):
    """Raised when a card id or name is not in the set."""


def resolve(ref: str) -> CardId:
    """A card id from an id or a name (case-insensitive)."""
    if ref in CARDS:
        return ref
    try:
        return BY_NAME[ref.lower()]
    except KeyError:
        raise UnknownCard(f"unknown Ascendant card {ref!r}") from None


def facts(card: CardId) -> CardFacts:
    return CARDS[card]
