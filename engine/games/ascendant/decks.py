"""Sample decks for four players: each an Arsenal of 40 cards and a Fountain of 20 Stamina
cards (ASC-fact-arsenal, ASC-fact-fountain), written as card names and copies."""

from __future__ import annotations

from .cards import resolve

_ARSENALS: dict[str, dict[str, int]] = {
    "gale-archers": {  # ranged: Aim and Ranged Damage, Barrage
        "Gale Longbow": 2, "Thornshot Sling": 3, "Hailstorm Quiver": 2, "Rivet Crossbow": 1,
        "Hawkeye Charm": 2, "Eagle Brow": 2, "Steady Breath": 4, "Piercing Shot": 4,
        "Smoke Veil": 3, "Brace": 3, "Ember Bolt": 3, "Insight": 2, "Grave Whisper": 2,
        "Mending Light": 2, "Wellspring Totem": 1, "Soul Purge": 2, "Tripwire": 2,
    },
    "cinder-blades": {  # melee: Speed and Melee Damage
        "Cinder Blade": 3, "Iron Maul": 2, "Twin Fang Daggers": 2, "Quickstep Anklet": 2,
        "Ascendant Crest": 2, "Sprint": 4, "Heavy Swing": 4, "Adrenal Surge": 3, "Brace": 3,
        "Tripwire": 2, "Thunder Verdict": 2, "Ember Bolt": 2, "Scavenger's Hook": 1,
        "Grave Whisper": 2, "Mending Light": 2, "Insight": 2, "Stoneskin Mantle": 2,
    },
    "hive-swarm": {  # melee with Swarm Weapons
        "Twin Fang Daggers": 3, "Hive Spear": 3, "Cinder Blade": 1, "Quickstep Anklet": 2,
        "Sprint": 4, "Heavy Swing": 3, "Adrenal Surge": 2, "Smoke Veil": 2, "Tripwire": 3,
        "Brace": 2, "Ember Bolt": 3, "Soul Purge": 2, "Insight": 2, "Grave Whisper": 2,
        "Wellspring Totem": 2, "Mending Light": 2, "Eagle Brow": 2,
    },
    "riposte-wall": {  # defense and Counterattack
        "Riposte Stance": 3, "Stoneskin Mantle": 3, "Bulwark Sigil": 2, "Vengeful Return": 4,
        "Brace": 4, "Iron Maul": 2, "Gale Longbow": 2, "Smoke Veil": 3, "Tripwire": 3,
        "Mending Light": 3, "Thunder Verdict": 2, "Ember Bolt": 2, "Scavenger's Hook": 2,
        "Grave Whisper": 2, "Ascendant Crest": 1, "Steady Breath": 2,
    },
}
_FOUNTAINS: dict[str, tuple[int, int]] = {  # (Genki, Finesse)
    "gale-archers": (8, 12), "cinder-blades": (12, 8), "hive-swarm": (10, 10),
    "riposte-wall": (11, 9),
}


def _expand(counts: dict[str, int]) -> list[str]:
    return [resolve(name) for name, n in counts.items() for _ in range(n)]


SAMPLE_DECKS: dict[str, list[str]] = {
    name: _expand(arsenal) + _expand({"Genki": _FOUNTAINS[name][0], "Finesse": _FOUNTAINS[name][1]})
    for name, arsenal in _ARSENALS.items()
}
