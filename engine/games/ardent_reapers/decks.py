"""Sample decks of the Omega Codex (17 cards each), and the random decks of simulations.

A deck is a list of card names (or ids); `ArdentReapers.sample_decks` resolves them to ids.
The first decks use only keyword cards and the demonstration abilities, so that every
listed deck can be played; the later ones need abilities the engine may not implement yet
(`new` says which card is missing). `random_deck` draws a deck from a seed with the
dealer's derivation (HMAC-SHA256, never `random`), so a simulation's decks are reproducible.
"""

from __future__ import annotations

from engine import dealer
from engine.protocol import Chance

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
