"""Card facts: houses, card types and keywords as enums, and the Call of the Archons set.

The facts (name, house, type, Æmber bonus, power, armor, keywords, traits, rarity) live in
`cota.json`, read once at import through importlib.resources. Abilities are code, in
`abilities/`, registered by card id.
"""

from __future__ import annotations

import enum
import hashlib
from importlib import resources

import msgspec


class House(str, enum.Enum):
    """A house of the set: a deck has three, and each turn its player chooses one."""

    BROBNAR = "Brobnar"
    DIS = "Dis"
    LOGOS = "Logos"
    MARS = "Mars"
    SANCTUM = "Sanctum"
    SHADOWS = "Shadows"
    UNTAMED = "Untamed"


HOUSES: list[House] = list(House)
"""The houses in a fixed order: a house chosen by an ability is stored as its index here."""


class CardType(str, enum.Enum):
    ACTION = "action"
    ARTIFACT = "artifact"
    CREATURE = "creature"
    UPGRADE = "upgrade"


class Keyword(str, enum.Enum):
    ALPHA = "alpha"
    ASSAULT = "assault"
    DEPLOY = "deploy"
    ELUSIVE = "elusive"
    HAZARDOUS = "hazardous"
    OMEGA = "omega"
    POISON = "poison"
    SKIRMISH = "skirmish"
    TAUNT = "taunt"


CardId = str
"""A card's id in a set, e.g. "CotA-048" (set code and collector number)."""


class CardFacts(msgspec.Struct, frozen=True, kw_only=True):
    """What a card is, as printed: no abilities (those are code)."""

    id: CardId
    name: str
    keyteki: str = ""
    """keyteki's id for the card ("mighty-javelin"), which deck files may use."""
    house: House
    type: CardType
    number: int = 0
    amber: int = 0
    """The Æmber bonus: icons gained when the card is played."""
    power: int = 0
    armor: int = 0
    keywords: dict[Keyword, int] = {}
    """Keyword -> value (1 for keywords without a number; X for assault X, hazardous X)."""
    traits: list[str] = []
    rarity: str = ""

    def has(self, keyword: Keyword) -> bool:
        return keyword in self.keywords


class FactsFile(msgspec.Struct, frozen=True):
    set: str
    title: str
    cards: list[CardFacts]


def _load() -> tuple[bytes, FactsFile]:
    data = resources.files(__package__).joinpath("cota.json").read_bytes()
    facts = msgspec.json.decode(data, type=FactsFile)
    # The data spells one name with a trailing space ("Annihilation Ritual "): names are
    # trimmed as read, where every use (views, logs, lookups, a keyteki file's names) starts.
    # The file's bytes stay as they are: their sha256 is the card set's id in every genesis.
    cards = [c if c.name == c.name.strip() else msgspec.structs.replace(c, name=c.name.strip())
             for c in facts.cards]
    return data, msgspec.structs.replace(facts, cards=cards)


_BYTES, _FILE = _load()

SET_ID = _FILE.set
SET_TITLE = _FILE.title
FACTS_SHA256 = hashlib.sha256(_BYTES).hexdigest()
SET_SIZE = len(_FILE.cards)

CARDS: dict[CardId, CardFacts] = {c.id: c for c in _FILE.cards}
"""Every card this engine knows, by id. Tests may add test-only cards with monkeypatch."""


def facts(card_id: CardId) -> CardFacts:
    return CARDS[card_id]


def plain(name: str) -> str:
    """A name with typographic quotes as typed on a keyboard ("Coward’s End" -> "Coward's End")."""
    return name.translate(_PLAIN).strip().lower()


_PLAIN = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-"})


def by_name(name: str) -> CardFacts:
    """The card with this name (any case, straight or curly quotes); raises KeyError naming it."""
    low = plain(name)
    c = _BY_PLAIN.get(low)
    if c is None or CARDS.get(c.id) is not c:  # not indexed yet, or CARDS changed (tests add cards)
        _BY_PLAIN.clear()
        for each in CARDS.values():
            _BY_PLAIN.setdefault(plain(each.name), each)  # the first of a name, as a search finds
        c = _BY_PLAIN.get(low)
        if c is None:
            raise KeyError(name)
    return c


_BY_PLAIN: dict[str, CardFacts] = {}
"""Cards by `plain` name: reading a position looks up every card by name (a search of the set
per card was 90% of building a position)."""
