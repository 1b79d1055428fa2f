"""Card facts of matchlog's own Reaper set: types, factions and sudden conditions as enums.

The facts (name, subtitle, type, faction, Soul cost, faction requirement, Attack, Health,
Grace, Ensouled, sudden condition, Max Grimoire Pages, the other face, a Creed's
requirements) live in `reaper-cards.json`, read once at import. Abilities are code in
`abilities/`, registered by card id.
"""

from __future__ import annotations

import enum
import hashlib
from importlib import resources

import msgspec


class CardType(str, enum.Enum):
    REAPER = "reaper"
    SCYTHE = "scythe"
    CREED = "creed"
    ARCHREAPER = "archreaper"
    ARCHSCYTHE = "archscythe"
    ARCHCREED = "archcreed"
    MALAKHIM = "malakhim"
    THRALL = "thrall"
    RITE = "rite"


class Faction(str, enum.Enum):
    EMBER = "Ember"
    GLOAM = "Gloam"
    TIDE = "Tide"


class Sudden(str, enum.Enum):
    """When a sudden card may be played (its sudden condition)."""

    ATTACKED = "attacked"
    """An attack is declared against a Thrall you enthrall."""
    DAMAGED = "damaged"
    """A Thrall you enthrall is about to take damage."""
    OPPONENT_THRALL = "opponent-thrall"
    """Your opponent has just played a Thrall."""
    OPPONENT_REAPS = "opponent-reaps"
    """Your opponent has just reaped a Soul."""


ANGEL_TYPES = frozenset({CardType.REAPER, CardType.SCYTHE, CardType.CREED, CardType.ARCHREAPER,
                         CardType.ARCHSCYTHE, CardType.ARCHCREED, CardType.MALAKHIM})
"""Angel cards: they reap, count for faction requirements and take no damage."""
FIGHTERS = ANGEL_TYPES - {CardType.CREED, CardType.ARCHCREED}
"""Angel cards that may attack and grace: Reapers, Scythes, Malakhim (and their Arch forms)."""
ARCH_TYPES = frozenset({CardType.ARCHREAPER, CardType.ARCHSCYTHE, CardType.ARCHCREED})
"""Arch cards come into play only by transformation."""
GRIMOIRE_TYPES = frozenset({CardType.THRALL, CardType.RITE, CardType.MALAKHIM})
START_SLOTS = ((CardType.CREED, CardType.ARCHCREED), (CardType.REAPER, CardType.ARCHREAPER),
               (CardType.SCYTHE, CardType.ARCHSCYTHE))
"""The three Angel cards each deck has exactly one of (a slot's Arch form counts as it)."""


class CreedNeeds(msgspec.Struct, frozen=True, omit_defaults=True):
    """What completes a Creed: bound Souls, of a faction, of distinct factions, Angels in play."""

    bound: int = 0
    faction: Faction | None = None
    of_faction: int = 0
    factions: int = 0
    angels: int = 0


CardId = str
"""A card's id in the set, e.g. "RPR-041"."""


class CardFacts(msgspec.Struct, frozen=True, kw_only=True):
    """What a card is, as printed: no abilities (those are code)."""

    id: CardId
    name: str
    subtitle: str = ""
    type: CardType
    faction: Faction
    cost: int = 0
    requirement: int = 0
    attack: int = 0
    health: int = 0
    grace: int = 0
    ensouled: bool = False
    sudden: Sudden | None = None
    pages: int = 3
    """Max Grimoire Pages: how many copies a Grimoire may hold."""
    back: CardId | None = None
    """The card's other face (two-sided cards)."""
    side: str = "front"
    """"back" for the second face of a two-sided card: a deck lists the front face."""
    creed: CreedNeeds | None = None

    @property
    def title(self) -> str:
        """Name and subtitle: two cards are copies when their titles are equal."""
        return f"{self.name}, {self.subtitle}" if self.subtitle else self.name

    @property
    def is_back(self) -> bool:
        return self.side == "back"

    @property
    def angel(self) -> bool:
        return self.type in ANGEL_TYPES


class FactsFile(msgspec.Struct, frozen=True):
    set: str
    title: str
    cards: list[CardFacts]


def _load() -> tuple[bytes, FactsFile]:
    data = resources.files(__package__).joinpath("reaper-cards.json").read_bytes()
    return data, msgspec.json.decode(data, type=FactsFile)


_BYTES, _FILE = _load()

SET_ID = _FILE.set
SET_TITLE = _FILE.title
FACTS_SHA256 = hashlib.sha256(_BYTES).hexdigest()
SET_SIZE = len(_FILE.cards)

CARDS: dict[CardId, CardFacts] = {c.id: c for c in _FILE.cards}
"""Every card of the set, by id."""


def facts(card_id: CardId) -> CardFacts:
    return CARDS[card_id]


def lookup(ref: str) -> CardFacts:
    """A card by id, title ("Vessa, Ember Reaper") or name (a two-sided card's: its front), any case.

    Raises KeyError naming the reference when no single card matches.
    """
    if ref in CARDS:
        return CARDS[ref]
    low = ref.strip().lower()
    for c in CARDS.values():
        if c.title.lower() == low or c.id.lower() == low:
            return c
    named = [c for c in CARDS.values() if c.name.lower() == low]
    fronts = [c for c in named if not c.is_back]
    if len(named) == 1 or len(fronts) == 1:  # a two-sided card's name means its front
        return (fronts or named)[0]
    if named:
        raise KeyError(f"{ref!r} names {len(named)} cards; add the subtitle "
                       f"({'; '.join(c.title for c in named)})")
    raise KeyError(f"unknown card {ref!r}")
