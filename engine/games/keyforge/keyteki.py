"""Reading a user-supplied card file in the keyteki-json-data pack format.

The engine reads no file: the CLI reads the one the user names and hands its bytes to
`parse_card_file` / `deck_from_card_file`. The card texts are not read: a card plays when it
is a Call of the Archons card this engine implements, whatever the file says of it.
"""

from __future__ import annotations

import msgspec

from engine import jsontext
from engine.protocol import CardProblem, InvalidSetup

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

    Raises CardProblem at the first card the file lacks ("unknown"), that is not a Call of
    the Archons card ("unknown": other sets stay refused by name) or whose abilities we do
    not implement ("not implemented"), with its index in `names`.
    """
    cards = parse_card_file(data, source)
    by_name = {c.name.lower(): c for c in cards}
    by_number = {str(c.number): c for c in cards}
    out = []
    for i, name in enumerate(names):
        card = by_name.get(name.strip().lower()) or by_number.get(name.strip().lstrip("0"))
        if card is None:
            raise CardProblem(name, "unknown", i, f"no such card in {source}")
        out.append(playable_id(card, i))
    return out


def parse_card_file(data: bytes, source: str) -> list[CardFacts]:
    """The cards of a keyteki-json-data pack file's bytes; InvalidSetup if malformed."""
    try:
        pack = jsontext.decode(data, type=Pack)
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
        out.append(CardFacts(
            id=f"{pack.code or 'X'}-{number:03d}", name=c.name.strip(), house=house, type=ctype,
            number=number, amber=c.amber or 0, power=c.power or 0, armor=c.armor or 0,
            keywords=_keywords(c.keywords, c.name), traits=list(c.traits), rarity=c.rarity))
    return out


def playable_id(card: CardFacts, index: int | None = None) -> str:
    """Our id for a card of a user's file: a Call of the Archons card (same id and name, or
    same name in a CotA file) that this engine plays; else CardProblem naming it."""
    mine = CARDS.get(card.id)
    if mine is None or mine.name.lower() != card.name.lower():
        mine = by_name_or_none(card.name) if card.id.startswith("CotA-") else None
    if mine is None:
        raise CardProblem(card.name, "unknown", index, "not a Call of the Archons card")
    if mine.id not in ABILITIES:
        raise CardProblem(card.name, "not implemented", index, f"{mine.name} ({mine.id})")
    return mine.id


def by_name_or_none(name: str) -> CardFacts | None:
    low = name.strip().lower()
    return next((c for c in CARDS.values() if c.name.lower() == low), None)
