"""Rites: resolve when played, then go to the discard pile (sudden Rites in their window)."""

from __future__ import annotations

from .base import Ability, rite
from .effects import (CancelAttack, Damage, DrawCards, Empower, ExhaustThrall, Mend, ReapSouls,
                      RevealSouls, TransformThrall)

RITES: dict[str, Ability] = {
    "RPR-070": rite("Searing Verdict: 2 damage to a Thrall.", Damage(2), "RPR-damage-1", "RPR-grace-1"),
    "RPR-071": rite("Pyre Harvest: 3 damage to a Thrall.", Damage(3), "RPR-damage-1", "RPR-grace-1"),
    "RPR-072": rite("Kindle: a Thrall gains 2 Attack until end of turn.", Empower(2)),
    "RPR-073": rite("Ward of Ash (sudden, your Thrall is about to take damage): it gains 3 Health "
                    "until end of turn.", Mend(3), "RPR-sudden-1", "RPR-sudden-grace"),
    "RPR-074": rite("Grave Whisper: draw two cards.", DrawCards(2)),
    "RPR-075": rite("Seance of Names: turn your face-down Souls face up.", RevealSouls(), "RPR-reap-1"),
    "RPR-076": rite("Shroud of Dusk: exhaust an unexhausted Thrall.", ExhaustThrall(), "RPR-exhausted"),
    "RPR-077": rite("Parry the Scythe (sudden, your Thrall is attacked): the attack ends with no "
                    "damage.", CancelAttack(), "RPR-sudden-1", "RPR-fight"),
    "RPR-078": rite("Tidal Offering: reap a Soul without exhausting anything.", ReapSouls(1), "RPR-reap-1"),
    "RPR-079": rite("Flood of Change: transform a two-sided Thrall of yours to its back face.",
                    TransformThrall(), "RPR-transform-1"),
    "RPR-080": rite("Mending Tide: a Thrall gains 3 Health until end of turn.", Mend(3)),
    "RPR-081": rite("Soul Theft (sudden, your opponent reaps): reap a Soul yourself.", ReapSouls(1),
                    "RPR-sudden-1", "RPR-reap-1", "RPR-sudden-reap"),
}
