"""Deck rules (70 cards, copy limits) and the sample decks of the Vanguard set."""

from __future__ import annotations

from collections import Counter

from engine.protocol import InvalidSetup

from .cards import CARDS, CardType, Metal

DECK_SIZE = 70
LIMITS = {CardType.CHAMPION: 3, CardType.SQUIRE: 3, CardType.ACTION: 3, CardType.ARENA: 3,
          CardType.EXTERIOR: 1, CardType.EQUIPMENT: 3, CardType.TRAP: 3}
COIN_LIMITS = {Metal.GOLD: 6, Metal.SILVER: 8}


def _deck(*entries: tuple[int, str]) -> list[str]:
    return [cid for n, cid in entries for _ in range(n)]


SAMPLE_DECKS: dict[str, list[str]] = {
    "emberfall-vanguard": _deck(
        (3, "ember-warden"), (3, "ashfang-rider"), (3, "pyre-adept"), (3, "cinder-marshal"),
        (3, "granite-bulwark"), (2, "cliff-sapper"),
        (3, "ember-page"), (3, "cinder-squire"), (3, "stone-page"), (3, "forge-squire"),
        (4, "gold-coin"), (7, "silver-coin"), (9, "copper-coin"),
        (1, "iron-helm"), (1, "hawk-visor"), (1, "chain-hauberk"), (2, "longsword"),
        (1, "serrated-blade"),
        (1, "field-dressing"), (1, "purifying-draught"), (1, "tithe-of-coin"),
        (1, "royal-levy"), (1, "siege-ram"), (1, "sunder"), (1, "battle-hymn"),
        (1, "rally-call"),
        (1, "caltrops"), (1, "spiked-palisade"),
        (1, "sunlit-colosseum"), (1, "mudflats"),
        (2, "stone-gate"), (1, "war-drums")),
    "tidemark-bastion": _deck(
        (3, "tide-sentinel"), (3, "reef-lancer"), (3, "mist-oracle"), (3, "surge-captain"),
        (3, "quarry-knight"), (3, "iron-matriarch"),
        (3, "tide-page"), (3, "brine-squire"), (3, "wandering-squire"), (3, "quarry-squire"),
        (4, "gold-coin"), (7, "silver-coin"), (8, "copper-coin"),
        (1, "iron-helm"), (1, "chain-hauberk"), (2, "tidewoven-mail"),
        (1, "field-dressing"), (1, "purifying-draught"), (1, "tithe-of-coin"),
        (1, "scouts-glass"), (1, "siege-ram"), (1, "rally-call"), (1, "battle-hymn"),
        (1, "smoke-snare"), (1, "rallying-horn"), (1, "spiked-palisade"), (1, "tangling-net"),
        (1, "shattered-bridge"), (1, "sunlit-colosseum"),
        (2, "stone-gate"), (1, "watchtower"), (1, "healing-spring")),
}


def _limit(card) -> int | None:
    return COIN_LIMITS.get(card.metal) if card.type is CardType.COIN else LIMITS.get(card.type)


_LIMIT_OF = {cid: _limit(card) for cid, card in CARDS.items()}
"""The copy limit of each card id (None: no limit), worked out once: every match's start
checks both decks, and an Enum's hash is a Python call."""


def deck_problems(deck: list[str]) -> list[str]:
    """What breaks rule 3 (70 cards) or the copy limits (same name and Origin)."""
    problems = [f"unknown card {cid!r}" for cid in deck if cid not in CARDS]
    if problems:
        return problems
    if len(deck) != DECK_SIZE:
        problems.append(f"a deck has {DECK_SIZE} cards, not {len(deck)} [SC-3]")
    counts = Counter(deck)  # one pass (a count per distinct card was most of a match's start)
    for cid in sorted(counts):
        n, limit = counts[cid], _LIMIT_OF[cid]
        if limit is not None and n > limit:
            problems.append(f"{n} copies of {CARDS[cid].name}, at most {limit} [SC-copies]")
    return problems


def validate(decks: list[list[str]]) -> None:
    for s, deck in enumerate(decks):
        problems = deck_problems(deck)
        if problems:
            raise InvalidSetup(f"deck {s + 1}: " + "; ".join(problems))
