"""Dis: demons and imps; capture, steal, destruction and discards."""

from __future__ import annotations

from engine.events import Seat

from ..cards import House, Keyword
from ..damage import destroy, gain, steal
from ..state import Effect, EffectKind, State, creatures, opponent
from .base import CardAbilities, Target
from .common import (ask, capture_self, gain_n, inner_creature, opponent_loses,
                     opponent_random_discard, sacrifice, steal_n)


def _hand_of_dis(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)


def _lash(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.KEY_COST, opponent(seat), state.turn + 1, 3))


def _key_to_dis(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    for c in creatures(state):
        destroy(state, c)


def _shooler(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 4:
        steal(state, seat, 1)


def _terror(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber == 0:
        gain(state, seat, 2)


CARDS: dict[str, CardAbilities] = {
    "CotA-062": CardAbilities("Hand of Dis - Play: destroy a creature not on a flank.",
                              play=ask("destroy"),
                              steps={"destroy": Target(inner_creature, _hand_of_dis,
                                                       "choose a creature not on a flank to destroy")}),
    "CotA-067": CardAbilities("Mind Barb - Play: the opponent discards a random card from hand.",
                              play=opponent_random_discard),
    "CotA-074": CardAbilities("Key to Dis - Omni: sacrifice it; destroy each creature.", omni=_key_to_dis),
    "CotA-075": CardAbilities("Lash of Broken Dreams - Action: keys cost 3 more during the opponent's next turn.",
                              action=_lash),
    "CotA-081": CardAbilities("Charette - Play: capture 3 Æmber.", play=capture_self(3)),
    "CotA-083": CardAbilities("Dust Imp - Destroyed: gain 2 Æmber.", destroyed=gain_n(2)),
    "CotA-092": CardAbilities("Pit Demon - Action: steal 1 Æmber.", action=steal_n(1)),
    "CotA-093": CardAbilities("Pitlord - taunt; while in play its controller must choose Dis.",
                              house_lock=House.DIS.value),
    "CotA-095": CardAbilities("Shaffles - at the end of your turn the opponent loses 1 Æmber.",
                              end_of_turn=opponent_loses(1)),
    "CotA-096": CardAbilities("Shooler - Play: if the opponent has 4+ Æmber, steal 1.", play=_shooler),
    "CotA-101": CardAbilities("The Terror - Play: if the opponent has no Æmber, gain 2.", play=_terror),
    "CotA-102": CardAbilities("Tocsin - Reap: the opponent discards a random card from hand.",
                              reap=opponent_random_discard),
    "CotA-106": CardAbilities("Flame-Wreathed - upgrade: +2 power and hazardous 2.", grant_power=2,
                              grant_keywords={Keyword.HAZARDOUS: 2}),
}
