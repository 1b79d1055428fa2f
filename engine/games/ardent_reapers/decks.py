"""Sample decks of the Omega Codex (17 cards each), the random decks of simulations, and a
genesis's decks checked (`deck_ids`, `same_decks`) with the card sets they draw on.

A deck is a list of card names (or ids); `ArdentReapers.sample_decks` resolves them to ids.
The first decks use only keyword cards and the demonstration abilities, so that every
listed deck can be played; the later ones need abilities the engine may not implement yet
(`new` says which card is missing). `random_deck` draws a deck from a seed with the
dealer's derivation (HMAC-SHA256, never `random`), so a simulation's decks are reproducible.
"""

from __future__ import annotations

from engine import dealer
from engine.events import CardSetRef
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.abilities.registry import ABILITIES  # the filled registry
from engine.protocol import Chance, InvalidSetup

DECK_SIZE = 17

SAMPLE_DECKS: dict[str, list[str]] = {
    "Team-Up and Sneak": ["Vix", "Vix", "Tessa", "Tessa", "Roxxy", "Roxxy", "Yearn", "Yearn",
                          "Anox", "Anox", "Jater", "Dark Velum", "Dark Velum", "Pokets",
                          "Millipede", "Greaser", "Nothing to See"],
    "Demo Abilities": ["Luminate", "Luminate", "Payday", "Payday", "Hypervator", "Hypervator",
                       "Overcharge", "Overcharge", "Turp", "Turp", "Moth", "Moth", "Vix", "Anox",
                       "Renegade", "Pokets", "Dark Velum"],
    "Bear Hugs": ["Brother Bear", "Brother Bear", "Vile Bear", "Vile Bear", "Yewcha", "Yewcha",
                  "Renegade", "Renegade", "Roat", "Roat", "Vix", "Tessa", "Roxxy", "Jater",
                  "Jater", "Dark Velum", "Nothing to See"],
    "Sneaks": ["Jater", "Jater", "Dark Velum", "Dark Velum", "Pokets", "Pokets", "Millipede",
               "Millipede", "Greaser", "Greaser", "Vix", "Tessa", "Roxxy", "Moth", "Luminate",
               "Overcharge", "Nothing to See"],
    "Big and Small": ["Vix", "Vix", "Jater", "Tessa", "Roxxy", "Yearn", "Anox", "Brother Bear",
                      "Yewcha", "Renegade", "Renegade", "Greaser", "Roat", "Roat", "Payday",
                      "Turp", "Nothing to See"],
    "Harvest Season": ["Budge", "Taco", "Bamphf", "Saboteur", "Jer the Spike", "Payday",
                       "Hypervator", "Sigil of Power", "Cargo Pants", "Direct Deposit", "Vix",
                       "Tessa", "Roxxy", "Anox", "Yearn", "Renegade", "Roat"],
    "Control": ["Silence Enforcer", "Lullaby", "Calm Down", "Not Yet", "This is Mine",
                "Yoink", "Moth", "Moth", "Gentle Nudge", "Stink Bomb", "Jater", "Dark Velum",
                "Pokets", "Renegade", "Roat", "Brother Bear", "Greaser"],
}


def random_deck(seed: bytes, k: int, pool: list[str], size: int = DECK_SIZE) -> list[str]:
    """`size` cards of `pool` for draw k of `seed`: a shuffled pool's first cards, so a deck
    has no duplicates while the pool is large enough (then the pool repeats, reshuffled)."""
    if not pool:
        raise ValueError("no cards to draw a deck from")
    out: list[str] = []
    j = 0
    while len(out) < size:
        perm = dealer.draw(seed, k * 1000 + j, Chance(kind="deck", size=len(pool), shuffle=True))
        out.extend(pool[i] for i in perm[: size - len(out)])
        j += 1
    return out


# -- a genesis's decks, checked ---------------------------------------------------------

def card_set_refs(decks: list[list[str]]) -> list[CardSetRef]:
    """The card sets the decks draw on, pinned by content hash (the Omega Codex always)."""
    return [CardSetRef(id=s.id, sha256=s.sha256)
            for s in cards.sets_used([c for d in decks for c in d])]


def same_decks(players: list[str], given: list[list[str]], owned: list[list[str]]) -> None:
    if len(given) != 2:
        raise InvalidSetup("Ardent Reapers is played by two players, each with a deck")
    for player, deck, mine in zip(players, given, owned):
        if sorted(deck) != sorted(mine):
            extra = sorted(set(deck) - set(mine)) or sorted(set(mine) - set(deck))
            names = ", ".join(cards.facts(c).name for c in extra) or "the counts differ"
            raise InvalidSetup(f"{player}'s deck differs from the cards they own in the position "
                               f"({names})")


_PLAYABLE_IDS = frozenset(c.id for c in cards.OMEGA_CODEX + cards.RULES_DOCUMENT
                          if not c.ability or c.id in ABILITIES.table)
"""The ids of the cards of the playing sets whose ability has code (today every one): the loop
of `deck_ids` keeps each unchanged and refuses none. Built from the sets themselves, not from the
facts table, which tests extend for a while (the registry is filled on import, above)."""


def deck_ids(player: str, deck: list[str], size: int, blanks: bool = False) -> list[str]:
    """A deck's card ids; Blanks (of any VP) only where a position's decks list them
    (AR-position-pad)."""
    if len(deck) != size:
        raise InvalidSetup(f"{player}'s deck has {len(deck)} cards; a deck has {size}")
    if _PLAYABLE_IDS.issuperset(deck):  # (in C: every match's start reads both decks)
        return list(deck)  # what the loop below makes of a deck of such ids: the same ids
    out = []
    coded = ABILITIES.table  # (every match's start reads each card: no call per lookup)
    for entry in deck:
        try:
            card = cards.resolve(entry)
        except cards.UnknownCard:
            raise InvalidSetup(f"unknown card {entry!r} in {player}'s deck") from None
        f = cards.facts(card)
        if f.ability and f.id not in coded:  # `abilities.implemented` of the id just resolved
            raise InvalidSetup(f"{f.name}'s ability is not implemented yet")
        if card in cards.BLANK_IDS and not blanks:
            raise InvalidSetup(f"{player}'s deck lists a Blank: Blanks only pad a position "
                               f"(AR-position-pad)")
        out.append(card)
    return out
