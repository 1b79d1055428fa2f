"""Constant abilities: what a card does while it is in play (AR-constant-1).

Most are plain data (`Constant`) read by the rule hooks: hand size (turn), power and skills
(keywords), what may be played, fought or harvested (legality), how a card enters play (play).
Bash's "loses a fight" and Eager Martyr's "leaves play" are small effects run by fight and zones.
"""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities.base import Ability, Constant
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.state import Card, DrawTask, Seat, State, Zone


def bash(state: State, card: Card, seat: Seat) -> None:
    """Bash lost a fight: the opponent of its controller discards their hand (AR-card-bash)."""
    foe = 1 - seat
    for c in list(state.seats[foe].hand):
        zones.move(state, c, state.owner[c], Zone.DISCARD)


def eager_martyr(state: State, card: Card, seat: Seat) -> None:
    """Eager Martyr has left play and reached its destination: its controller draws a card."""
    state.stack.append(DrawTask(seat=seat, n=1))


ABILITIES = {
    "OC-010": Ability("Parasite. Your opponent refills their hand to one card fewer.",
                      rules=("AR-card-parasite",),
                      constant=Constant("AR-card-parasite", foe_hand=-1)),
    "OC-027": Ability("Bejewel. You refill your hand to one card more.", rules=("AR-card-bejewel",),
                      constant=Constant("AR-card-bejewel", hand=1)),
    "OC-057": Ability("Cargo Pants. You refill your hand to one card more.",
                      rules=("AR-card-cargo-pants",),
                      constant=Constant("AR-card-cargo-pants", hand=1)),
    "OC-054": Ability("Sigil of Power. Your creatures have 1 more power.",
                      rules=("AR-card-sigil-of-power",),
                      constant=Constant("AR-card-sigil-of-power", power=1)),
    "OC-055": Ability("The Buddy System. Your creatures have Team-Up.",
                      rules=("AR-card-buddy-system",),
                      constant=Constant("AR-card-buddy-system", team_up=True)),
    "OC-056": Ability("Fog Machine. Your creatures have Sneak 5.", rules=("AR-card-fog-machine",),
                      constant=Constant("AR-card-fog-machine", sneak=5)),
    "OC-062": Ability("Ned's Ladder. Each turn, the first creature the player plays comes into play Active.",
                      rules=("AR-card-neds-ladder",),
                      constant=Constant("AR-card-neds-ladder", first_creature_active=True)),
    "OC-023": Ability("Stubborn Thorn. It can never be harvested.",
                      rules=("AR-card-stubborn-thorn",),
                      constant=Constant("AR-card-stubborn-thorn", cannot_harvest=True)),
    "OC-025": Ability("Silence Enforcer (errata). While it is Active, your opponent cannot play "
                      "actions or relics.", rules=("AR-card-silence-enforcer",),
                      constant=Constant("AR-card-silence-enforcer", only_if_active=True,
                                        foe_cannot_play=(CardType.ACTION, CardType.RELIC))),
    "OC-043": Ability("Silent Master. Your opponent cannot play actions.",
                      rules=("AR-card-silent-master",),
                      constant=Constant("AR-card-silent-master", foe_cannot_play=(CardType.ACTION,))),
    "OC-028": Ability("Gregory Illinivich. Sneak 11; it may fight only Dormant creatures.",
                      rules=("AR-card-gregory",),
                      constant=Constant("AR-card-gregory", fights_only_dormant=True)),
    "OC-045": Ability("Bash. When it loses a fight, the opponent of its controller discards "
                      "their whole hand.", lose=bash),
    "OC-049": Ability("Eager Martyr. After it leaves play, its controller draws a card.",
                      leave=eager_martyr),
}

ASKS: dict = {}
