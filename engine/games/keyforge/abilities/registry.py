"""The one table of implemented abilities: every house's `CARDS`, filled into `REGISTRY` once.

A card is implemented when it is listed here; cards with keywords only are listed too, with
an empty ability, so that "implemented" is one explicit list. A new house module adds one
argument to the `fill` call below; the game module imports this module, so the table is full
before any match starts.
"""

from __future__ import annotations

from . import (brobnar, brobnar_2, dis, dis_2, logos, logos_2, mars, mars_2, sanctum, sanctum_2,
               shadows, shadows_2, untamed, untamed_2)
from .base import REGISTRY, CardAbilities, index_hooks

ABILITIES: dict[str, CardAbilities] = REGISTRY.fill(
    brobnar.CARDS,
    brobnar_2.CARDS,
    dis.CARDS,
    dis_2.CARDS,
    logos.CARDS,
    logos_2.CARDS,
    mars.CARDS,
    mars_2.CARDS,
    sanctum.CARDS,
    shadows.CARDS,
    untamed.CARDS,
    sanctum_2.CARDS,
    shadows_2.CARDS,
    untamed_2.CARDS,
).table
index_hooks(ABILITIES)
