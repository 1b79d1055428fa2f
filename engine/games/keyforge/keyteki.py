"""Reading a user-supplied card file in the keyteki-json-data pack format.

The engine reads no file: the CLI reads the one the user names and hands its bytes to
`parse_card_file` / `deck_from_card_file`. The card texts are read only to tell whether a card
is vanilla (no text beyond keywords) and are not kept.
"""

from __future__ import annotations

import re

import msgspec

from engine.protocol import InvalidSetup

from .abilities.base import lookup
from .abilities.registry import ABILITIES
from .cards import CARDS, CardFacts, CardType, House, Keyword


class PackCard(msgspec.Struct, kw_only=True):
    """One card as the keyteki-json-data pack files spell it."""

    id: str = ""
    name: str
    number: str | int = 0
    house: str
    type: str
    keywords: list[str] = []
    traits: list[str] = []
    rarity: str = ""
    amber: int | None = 0
    armor: int | None = 0
    power: int | None = 0
    text: str | None = ""


class Pack(msgspec.Struct):
    code: str = ""
    name: str = ""
    cards: list[PackCard] = []


class LoadedCard(CardFacts, frozen=True, kw_only=True):
    """Facts read from a user's file, plus whether its text is keywords only."""

    vanilla: bool = False


_KEYWORD_ONLY = re.compile(r"^(elusive|skirmish|taunt|poison|deploy|alpha|omega|"
                           r"assault \d+|hazardous \d+|vanilla)$", re.IGNORECASE)


def is_vanilla_text(text: str | None) -> bool:
    """True when a card's text is empty or only keywords (reminder text in brackets ignored)."""
    bare = re.sub(r"\([^)]*\)", " ", text or "")
    parts = [p.strip() for p in re.split(r"[.\n]", bare)]
    return all(_KEYWORD_ONLY.match(p) for p in parts if p)


def _keywords(raw: list[str], name: str) -> dict[Keyword, int]:
    out: dict[Keyword, int] = {}
    for k in raw:
        word, _, val = k.partition(":")
        try:
            kw = Keyword(word.strip().lower())
        except ValueError:
            raise InvalidSetup(f"{name}: keyword {k!r} is not one matchlog knows") from None
        out[kw] = int(val) if val else 1
    return out


def deck_from_card_file(data: bytes, source: str, names: list[str]) -> list[str]:
    """Our card ids for a deck named (by card name or number) from a user's pack file.

    Refuses, naming them, cards the file lacks and cards whose abilities we do not implement.
    """
    cards = parse_card_file(data, source)
    by_name = {c.name.lower(): c for c in cards}
    by_number = {str(c.number): c for c in cards}
    chosen, unknown = [], []
    for name in names:
        card = by_name.get(name.strip().lower()) or by_number.get(name.strip().lstrip("0"))
        if card is None:
            unknown.append(name)
        else:
            chosen.append(card)
    if unknown:
        raise InvalidSetup(f"{source}: no card named {', '.join(map(repr, unknown))}")
    check_deck(chosen)
    return card_ids(chosen)


def parse_card_file(data: bytes, source: str) -> list[LoadedCard]:
    """The cards of a keyteki-json-data pack file's bytes; InvalidSetup if malformed."""
    try:
        pack = msgspec.json.decode(data, type=Pack)
    except (msgspec.DecodeError, msgspec.ValidationError) as err:
        raise InvalidSetup(f"cannot read card file {source}: {err}") from None
    out = []
    for c in pack.cards:
        try:
            house = House(c.house.strip().capitalize())
        except ValueError:
            raise InvalidSetup(f"{c.name}: house {c.house!r} is not one matchlog knows") from None
        try:
            ctype = CardType(c.type.strip().lower())
        except ValueError:
            raise InvalidSetup(f"{c.name}: card type {c.type!r} is not one matchlog knows") from None
        number = int(c.number) if str(c.number).isdigit() else 0
        out.append(LoadedCard(
            id=f"{pack.code or 'X'}-{number:03d}", name=c.name.strip(), house=house, type=ctype,
            number=number, amber=c.amber or 0, power=c.power or 0, armor=c.armor or 0,
            keywords=_keywords(c.keywords, c.name), traits=list(c.traits), rarity=c.rarity,
            vanilla=is_vanilla_text(c.text)))
    return out


def _ours(card: CardFacts) -> CardFacts | None:
    """Our implemented card with the same id or name, if any."""
    mine = CARDS.get(card.id)
    if mine is not None and mine.name == card.name:
        return mine
    for c in CARDS.values():
        if c.name.lower() == card.name.lower():
            return c
    return None


def check_deck(cards: list[CardFacts]) -> None:
    """Refuse a deck with any card that is neither implemented here nor vanilla, naming them all."""
    missing: list[str] = []
    for card in cards:
        mine = _ours(card)
        if mine is not None and mine.id in ABILITIES:
            continue
        if isinstance(card, LoadedCard) and card.vanilla:
            continue
        if not isinstance(card, LoadedCard) and lookup(card.id).summary:
            continue
        if card.name not in missing:
            missing.append(card.name)
    if missing:
        raise InvalidSetup("deck uses cards whose abilities matchlog does not implement: "
                           + ", ".join(missing))


def card_ids(cards: list[CardFacts]) -> list[str]:
    """Our card ids for a checked deck's cards (by name); raise InvalidSetup naming any we lack."""
    out, lacking = [], []
    for card in cards:
        mine = _ours(card)
        if mine is None:
            lacking.append(card.name)
        else:
            out.append(mine.id)
    if lacking:
        raise InvalidSetup("cards not in matchlog's built-in set: " + ", ".join(dict.fromkeys(lacking)))
    return out
