"""Sample decks and random decks for self-play: 36 cards, 12 from each of three houses
(duplicates allowed)."""

from __future__ import annotations

from engine import dealer
from engine.protocol import Chance

from .abilities.base import registry
from .cards import CARDS, House, by_name
from .setup import DECK_SIZE, HOUSES_PER_DECK


def _deck(spec: dict[str, int]) -> list[str]:
    out: list[str] = []
    for name, n in spec.items():
        out.extend([by_name(name).id] * n)
    return out


SAMPLE_DECKS: dict[str, list[str]] = {
    # Brobnar / Shadows / Untamed: fighters, thieves and beasts
    "Brobnar-Shadows-Untamed": _deck({
        "Troll": 1, "Krump": 1, "Bumpsy": 1, "Headhunter": 1, "Firespitter": 1, "Smaaash": 1,
        "Punch": 2, "Mighty Javelin": 1, "Cannon": 1, "Blood of Titans": 1, "Looter Goblin": 1,
        "Macis Asp": 1, "Mooncurser": 1, "Noddy the Thief": 1, "Urchin": 1, "Magda the Rat": 1,
        "Umbra": 1, "Silvertooth": 1, "Ghostly Hand": 1, "Relentless Whispers": 1,
        "Seeker Needle": 1, "Special Delivery": 1, "Ring of Invisibility": 1,
        "Ancient Bear": 1, "Briar Grubbling": 1, "Snufflegator": 1, "Dew Faerie": 2,
        "Dust Pixie": 1, "Murmook": 1, "Inka the Spider": 1, "Fuzzy Gruen": 1,
        "Mighty Tiger": 1, "Way of the Bear": 1, "Nepenthe Seed": 1,
    }),
    # Dis / Logos / Sanctum: captures, card draw and knights
    "Dis-Logos-Sanctum": _deck({
        "Charette": 1, "Pit Demon": 1, "Shooler": 1, "Dust Imp": 1, "Lash of Broken Dreams": 1,
        "Pitlord": 1, "Hand of Dis": 1, "Mind Barb": 1, "Tocsin": 1, "Flame-Wreathed": 1,
        "The Terror": 1, "Shaffles": 1,
        "Batdrone": 1, "Quixo the “Adventurer”": 1, "Doc Bookton": 1, "Dextre": 1,
        "Titan Mechanic": 1, "Library of Babble": 1, "Labwork": 1, "Ganymede Archivist": 1,
        "Twin Bolt Emission": 1, "Dr. Escotera": 1, "Mother": 1, "Neuro Syphon": 1,
        "Bulwark": 1, "Champion Anaphiel": 1, "Sequis": 1, "Raiding Knight": 1,
        "Champion Tabris": 1, "Virtuous Works": 1, "Terms of Redress": 1, "Gorm of Omm": 1,
        "Potion of Invulnerability": 1, "Hallowed Blaster": 1, "Protect the Weak": 1,
        "Staunch Knight": 1,
    }),
    # Mars / Shadows / Untamed: stuns, captures and key-cost pressure
    "Mars-Shadows-Untamed": _deck({
        "Grabber Jammer": 2, "Yxilx Dominator": 1, "Zorg": 1, "Mindwarper": 1, "Phylyx the Disintegrator": 1,
        "Yxilo Bolter": 1, "Tunk": 1, "Psychic Network": 1, "Jammer Pack": 1, "Squawker": 1,
        "Incubation Chamber": 1,
        "Dodger": 1, "Old Bruno": 1, "Skeleton Key": 1, "Subtle Maul": 1, "Duskrunner": 1,
        "Miasma": 1, "Umbra": 1, "Urchin": 2, "Noddy the Thief": 1, "Macis Asp": 1,
        "Mooncurser": 1,
        "Lupo the Scarred": 1, "Fertility Chant": 1, "Way of the Wolf": 1, "Niffle Ape": 1,
        "Witch of the Eye": 1, "Kindrith Longshot": 1, "Dew Faerie": 2, "Dust Pixie": 1,
        "Murmook": 1, "Snufflegator": 1, "Briar Grubbling": 1,
    }),
}


def random_deck(seed: bytes, k: int) -> list[str]:
    """A legal deck for draw k of `seed`: three houses, then 12 cards of each (copies allowed),
    all drawn among the cards this engine plays."""
    pool = sorted(c for c in registry() if c in CARDS)
    houses = [h for h in House if any(CARDS[c].house is h for c in pool)]
    picked = dealer.draw(seed, k * 1000, Chance(kind="houses", size=len(houses), shuffle=True))
    deck: list[str] = []
    for j, h in enumerate(houses[i] for i in picked[:HOUSES_PER_DECK]):  # type: ignore[index]
        mine = [c for c in pool if CARDS[c].house is h]
        for n in range(DECK_SIZE // HOUSES_PER_DECK):
            deck.append(mine[dealer.choose(seed, k * 1000 + 1 + j * 100 + n, len(mine))])
    return deck
