"""Thralls with activated abilities (the card exhausts to use one); the others have none."""

from __future__ import annotations

from .base import Ability, activated
from .effects import (Damage, DrawCards, Empower, ExhaustThrall, Mend, ReadyAngel, ReapSouls,
                      TransformSelf)

THRALLS: dict[str, Ability] = {
    "RPR-041": activated("Pyre Acolyte: exhaust to deal 1 damage to another Thrall.", Damage(1),
                         "RPR-grace-1"),
    "RPR-045": activated("Kindling Imp: exhaust to give a Thrall 1 Attack until end of turn.",
                         Empower(1)),
    "RPR-046": activated("Smoulder Grub: exhaust to transform into Smoulder Wyrm.", TransformSelf(),
                         "RPR-transform-1"),
    "RPR-048": activated("Brand Warden: exhaust to reap a Soul.", ReapSouls(1), "RPR-reap-1"),
    "RPR-051": activated("Shade Thief: exhaust to draw a card.", DrawCards(1)),
    "RPR-052": activated("Night Mourner: exhaust to exhaust another Thrall.", ExhaustThrall(),
                         "RPR-exhausted"),
    "RPR-054": activated("Grave Larva: exhaust to transform into Bone Wyrm.", TransformSelf(),
                         "RPR-transform-1"),
    "RPR-057": activated("Whisper Moth: exhaust to deal 1 damage to another Thrall.", Damage(1),
                         "RPR-grace-1"),
    "RPR-061": activated("Brine Hermit: exhaust to give a Thrall 2 Health until end of turn.", Mend(2)),
    "RPR-062": activated("Tide Herald: exhaust to unexhaust another Angel card of yours.",
                         ReadyAngel(), "RPR-exhausted"),
    "RPR-065": activated("Pearl Diver: exhaust to reap a Soul.", ReapSouls(1), "RPR-reap-1"),
    "RPR-067": activated("Foam Sprite: exhaust to draw a card.", DrawCards(1)),
}
