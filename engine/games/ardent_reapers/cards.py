"""Card facts: the Omega Codex as data (number, name, type, power, VP, rarity, keywords).

The facts live in `omega_codex.json`, package data loaded once at import. Card ids are the
set id and the number ("OC-041"); decks may also name cards ("Renegade"). Keywords are the
skills the rules define (Team-Up, Bear Hug, Sneak X, Resilient X); a card whose text does
more than its keywords is marked `ability` and needs code in `abilities/`.
"""

from __future__ import annotations

import contextlib
import json
from enum import Enum
from importlib import resources
from typing import Iterator

import msgspec

from engine.protocol import CardSet, canonical_digest

CardId = str
"""A card's id: set id and number, e.g. "OC-041"."""


class CardType(Enum):
    """The three types of card in the rules."""

    CREATURE = "Creature"
    RELIC = "Relic"
    ACTION = "Action"


class CardFacts(msgspec.Struct, frozen=True):
    """What is printed on a card, apart from ability text."""

    id: CardId
    number: str
    name: str
    type: CardType
    power: int | None
    vp: int
    rarity: str = ""
    keywords: tuple[str, ...] = ()
    ability: bool = False
    team_up: bool = False
    bear_hug: bool = False
    sneak: tuple[int, ...] = ()
    resilient: tuple[int, ...] = ()

    @property
    def is_creature(self) -> bool:
        return self.type is _CREATURE


_CREATURE = CardType.CREATURE  # reading an Enum member off its class costs ~70 ns (3.11)


class UnknownCard(LookupError):
    """Raised when a card id or name is not in any known set."""


def facts_from_json(set_id: str, raw: dict) -> CardFacts:
    """Build a card's facts from one entry of a facts file (keywords parsed)."""
    keywords = tuple(raw.get("keywords", ()))
    sneak: list[int] = []
    resilient: list[int] = []
    team_up = bear_hug = False
    for kw in keywords:
        if kw == "Team-Up":
            team_up = True
        elif kw == "Bear Hug":
            bear_hug = True
        elif kw.startswith("Sneak "):
            sneak.append(int(kw.split()[1]))
        elif kw.startswith("Resilient "):
            resilient.append(int(kw.split()[1]))
        else:
            raise ValueError(f"unknown keyword {kw!r} on {raw.get('name')}")
    return CardFacts(
        id=f"{set_id}-{raw['number']}", number=raw["number"], name=raw["name"],
        type=CardType(raw["type"]), power=raw.get("power"), vp=raw["vp"],
        rarity=raw.get("rarity", ""), keywords=keywords, ability=bool(raw.get("ability", False)),
        team_up=team_up, bear_hug=bear_hug, sneak=tuple(sneak), resilient=tuple(resilient))


def _load(filename: str = "omega_codex.json") -> tuple[dict, list[CardFacts]]:
    text = resources.files(__package__).joinpath(filename).read_text(encoding="utf-8")
    raw = json.loads(text)
    return raw, [facts_from_json(raw["set"], c) for c in raw["cards"]]


_RAW, OMEGA_CODEX = _load()
OMEGA_CODEX_SET = CardSet(id=_RAW["set"], title=_RAW["title"], sha256=canonical_digest(_RAW),
                          size=len(OMEGA_CODEX))

_RD_RAW, RULES_DOCUMENT = _load("rules_document.json")
RULES_DOCUMENT_SET = CardSet(id=_RD_RAW["set"], title=_RD_RAW["title"],
                             sha256=canonical_digest(_RD_RAW), size=len(RULES_DOCUMENT))
"""A small second set: cards the rules document names (Rolando, Breach) or describes (a
Resilient X creature) but the Omega Codex lacks; their facts are our choice (AR-rd-set)."""

_BL_RAW, BLANKS = _load("blank.json")
BLANK_SET = CardSet(id=_BL_RAW["set"], title=_BL_RAW["title"], sha256=canonical_digest(_BL_RAW),
                    size=len(BLANKS))
"""One card, Blank (an action with no ability, 0 VP): what a position's deck is padded with,
the cards whose identity does not matter yet (AR-position-pad). No deck is built from it."""
BLANK: CardId = BLANKS[0].id

_BV_RAW, VP_BLANKS = _load("blank_vp.json")
VP_BLANK_SET = CardSet(id=_BV_RAW["set"], title=_BV_RAW["title"], sha256=canonical_digest(_BV_RAW),
                       size=len(VP_BLANKS))
"""Blanks worth VP ("Blank worth 2 VP": an action with no ability), one for each VP other than
0 that a card of the playing sets has: what a written position names where it gives a score
pile its VP without naming the cards (AR-position-pad). A set of its own, so the Blank set's
content, which every padded position's genesis pins, stays as it was."""
BLANK_IDS: frozenset[CardId] = frozenset(c.id for c in BLANKS + VP_BLANKS)
"""Every Blank, of any VP: none is a card of a deck built to play (`decks.deck_ids`)."""

CARD_SETS: list[CardSet] = [OMEGA_CODEX_SET, RULES_DOCUMENT_SET, BLANK_SET, VP_BLANK_SET]
PLAYING_SETS: list[CardSet] = [OMEGA_CODEX_SET, RULES_DOCUMENT_SET]
"""The sets decks are built from (the Blank sets only stand in written positions)."""

_BY_ID: dict[CardId, CardFacts] = {c.id: c for c in OMEGA_CODEX + RULES_DOCUMENT + BLANKS + VP_BLANKS}
FACTS_BY_ID = _BY_ID
"""The facts of every known card id, twins aside (`facts` falls back to them), for hot loops."""
_BY_NAME: dict[str, CardId] = {c.name.casefold(): c.id
                               for c in OMEGA_CODEX + RULES_DOCUMENT + BLANKS + VP_BLANKS}


TWINS: dict[str, dict[CardId, CardId]] = {
    "printed": {"OC-025": "OC-025-printed"},
    "opponent-discards": {"OC-050": "OC-050-opponent"},
    "jump-start-enters-play": {"OC-090": "OC-090-enters-play"},
}
"""Cards whose text a rules version or option reads otherwise, each with its twin's id: the
same facts, another ability. "printed": the text before an erratum that changes what the card
does, for AR-1.1-printed (AR-printed; the other errata restate the printed effect). "opponent-
discards": the opponent chooses what they discard, for option discards=opponent. "jump-start-
enters-play": Jump Start waits for a card that enters play, for option jump_start=enters-play."""

PRINTED = TWINS["printed"]

_TWIN_FACTS: dict[CardId, CardFacts] = {
    twin: msgspec.structs.replace(_BY_ID[card], id=twin)
    for twins in TWINS.values() for card, twin in twins.items()}


def sets_used(card_ids: list[str]) -> list[CardSet]:
    """The card sets a list of card ids draws on: the Omega Codex always, others when used."""
    used = {c.split("-", 1)[0] for c in card_ids}
    return [s for s in CARD_SETS if s is OMEGA_CODEX_SET or s.id in used]


def facts(card_id: CardId) -> CardFacts:
    """The facts of a card id; raises UnknownCard."""
    try:
        return _BY_ID[card_id]
    except KeyError:
        if card_id in _TWIN_FACTS:  # a twin: the same facts, another ability
            return _TWIN_FACTS[card_id]
        raise UnknownCard(card_id) from None


def resolve(name_or_id: str) -> CardId:
    """A card id from an id ("OC-041") or a name ("Renegade", any case); raises UnknownCard."""
    if name_or_id in _BY_ID:
        return name_or_id
    try:
        return _BY_NAME[name_or_id.strip().casefold()]
    except KeyError:
        raise UnknownCard(name_or_id) from None


def all_cards() -> list[CardFacts]:
    return list(_BY_ID.values())


@contextlib.contextmanager
def extra_cards(cards: list[CardFacts]) -> Iterator[None]:
    """Make extra (test-only) card facts known for the duration of a `with` block."""
    added = [c for c in cards if c.id not in _BY_ID]
    for c in added:
        _BY_ID[c.id] = c
        _BY_NAME[c.name.casefold()] = c.id
    try:
        yield
    finally:
        for c in added:
            _BY_ID.pop(c.id, None)
            _BY_NAME.pop(c.name.casefold(), None)
