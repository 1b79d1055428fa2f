"""Lasting effects: abilities that change what a player may do for a while (`state.effects`).

"Your opponent's next turn" is the turn after this one (turns alternate); Jump Start's effect
lasts until its player plays a card, whatever the turn (AR-card-jump-start).
"""

from __future__ import annotations

from engine.games.ardent_reapers.abilities.base import Ability, Effect
from engine.games.ardent_reapers.state import Card, Effect as Lasting, EffectKind, Seat, State


def next_turn_of_opponent(kind: EffectKind, rule: str) -> Effect:
    """An effect: during the opponent's next turn, `kind` applies to them."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        state.effects.append(Lasting(kind=kind, seat=1 - seat, turn=state.turn + 1, rule=rule,
                                     source=card))
    return effect


def jump_start(state: State, card: Card, seat: Seat) -> None:
    state.effects.append(Lasting(kind=EffectKind.NEXT_PLAY_ACTIVE, seat=seat, turn=state.turn,
                                 rule="AR-card-jump-start", source=card))


def jump_start_enters_play(state: State, card: Card, seat: Seat) -> None:
    """Option jump_start=enters-play: the next card of `seat` that enters play (AR-option-jump-start)."""
    state.effects.append(Lasting(kind=EffectKind.NEXT_ENTRY_ACTIVE, seat=seat, turn=state.turn,
                                 rule="AR-option-jump-start", source=card))


ABILITIES = {
    "OC-091": Ability("Lullaby (errata). Play: in your opponent's next turn, none of their "
                      "creatures can be used to fight.",
                      play=next_turn_of_opponent(EffectKind.CANNOT_FIGHT, "AR-card-lullaby")),
    "OC-096": Ability("Calm Down. Play: in your opponent's next turn, they cannot play actions.",
                      play=next_turn_of_opponent(EffectKind.CANNOT_PLAY_ACTIONS, "AR-card-calm-down")),
    "OC-059": Ability("Silent Room. Bonus: in your opponent's next turn, they cannot play any card.",
                      bonus=next_turn_of_opponent(EffectKind.CANNOT_PLAY, "AR-card-silent-room")),
    "OC-090": Ability("Jump Start. Play: the next card you play comes into play Active.",
                      rules=("AR-card-jump-start",),
                      play=jump_start),
    "OC-090-enters-play": Ability("Jump Start (option jump_start=enters-play). Play: the next "
                                  "creature or relic you play comes into play Active; actions "
                                  "played before it leave the effect waiting.",
                                  rules=("AR-card-jump-start", "AR-option-jump-start"),
                                  play=jump_start_enters_play),
}

ASKS: dict = {}
