"""Cards as printed, before the rules document's errata: played by rules version AR-1.1-printed.

Each ability here is keyed by the printed twin's id (`cards.PRINTED`), so a match under AR-1.1
never meets them and a judge can rerun a match under the printed text (`matchlog rerun`).
"""

from __future__ import annotations

from engine.games.ardent_reapers.abilities.base import Ability, Constant
from engine.games.ardent_reapers.cards import CardType

ABILITIES: dict = {
    "OC-025-printed": Ability(
        "Silence Enforcer (as printed). While it is in play, in any state, your opponent cannot "
        "play actions or relics.", rules=("AR-printed-silence-enforcer", "AR-printed"),
        constant=Constant("AR-printed-silence-enforcer",
                          foe_cannot_play=(CardType.ACTION, CardType.RELIC))),
}

ASKS: dict = {}
