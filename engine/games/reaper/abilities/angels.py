"""Angel cards with activated abilities: Arch transformations and a few Malakhim."""

from __future__ import annotations

from .base import Ability, activated
from .effects import Damage, DrawCards, TransformSelf

ANGELS: dict[str, Ability] = {
    "RPR-001": activated("Vessa: with a bound Soul, exhaust to become Vessa, Archreaper of Cinders.",
                         TransformSelf(), "RPR-transform-1", "RPR-arch", needs_bound=1),
    "RPR-006": activated("Corvane: exhaust to deal 1 damage to a Thrall.", Damage(1), "RPR-grace-1"),
    "RPR-010": activated("Cinderhook: with a bound Soul, exhaust to become Cinderhook Unbound.",
                         TransformSelf(), "RPR-transform-1", "RPR-arch", needs_bound=1),
    "RPR-021": activated("Creed of Cinders: with two bound Souls, exhaust to become the Archcreed "
                         "of Cinders.", TransformSelf(), "RPR-transform-1", "RPR-arch", needs_bound=2),
    "RPR-032": activated("Tidecaller: exhaust to draw a card.", DrawCards(1)),
}
