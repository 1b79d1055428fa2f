"""Shadows: elusive thieves; steal, poison and tricks."""

from __future__ import annotations

from engine.events import Seat

from ..cards import Keyword
from ..damage import gain, steal
from ..state import Effect, EffectKind, State, opponent
from .base import CardAbilities
from .common import (ask, capture_step, damage_step, flank_creature, opponent_random_discard,
                     purge_if_destroyed, sacrifice, steal_n, capture_self)


def _ghostly_hand(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber == 1:
        steal(state, seat, 1)


def _miasma(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.SKIP_FORGE, opponent(seat), state.turn + 1))


def _steal_if_destroyed(state: State, src: int, seat: Seat, target: int, destroyed: bool) -> None:
    if destroyed:
        steal(state, seat, 1)


def _gain_if_destroyed(state: State, src: int, seat: Seat, target: int, destroyed: bool) -> None:
    if destroyed:
        gain(state, seat, 1)


def _special_delivery(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("hit")(state, src, seat)


def _magda_leaves(state: State, src: int, seat: Seat) -> None:
    steal(state, opponent(seat), 2)


CARDS: dict[str, CardAbilities] = {
    "CotA-270": CardAbilities("Ghostly Hand - Play: if the opponent has exactly 1 Æmber, steal it.",
                              play=_ghostly_hand),
    "CotA-275": CardAbilities("Miasma - Play: the opponent skips the forge step of their next turn.",
                              play=_miasma),
    "CotA-281": CardAbilities("Relentless Whispers - Play: 2 damage to a creature; steal 1 if that destroys it.",
                              play=ask("hit"), steps={"hit": damage_step(2, then=_steal_if_destroyed)}),
    "CotA-290": CardAbilities("Seeker Needle - Action: 1 damage to a creature; gain 1 if that destroys it.",
                              action=ask("hit"), steps={"hit": damage_step(1, then=_gain_if_destroyed)}),
    "CotA-291": CardAbilities("Skeleton Key - Action: a friendly creature captures 1 Æmber.",
                              action=ask("capture"), steps={"capture": capture_step(1)}),
    "CotA-292": CardAbilities("Special Delivery - Omni: sacrifice it; 3 damage to a flank creature, purged if "
                              "that destroys it.", omni=_special_delivery,
                              steps={"hit": damage_step(3, flank_creature, then=purge_if_destroyed)}),
    "CotA-294": CardAbilities("Subtle Maul - Action: the opponent discards a random card from hand.",
                              action=opponent_random_discard),
    "CotA-301": CardAbilities("Macis Asp - skirmish, poison (keywords only)."),
    "CotA-303": CardAbilities("Magda the Rat - elusive; Play: steal 2 Æmber. Leaves play: the opponent steals 2.",
                              play=steal_n(2), leaves_play=_magda_leaves),
    "CotA-304": CardAbilities("Mooncurser - skirmish, poison; Fight: steal 1 Æmber.", fight=steal_n(1)),
    "CotA-306": CardAbilities("Noddy the Thief - elusive; Action: steal 1 Æmber.", action=steal_n(1)),
    "CotA-307": CardAbilities("Old Bruno - elusive; Play: capture 3 Æmber.", play=capture_self(3)),
    "CotA-308": CardAbilities("Dodger - Fight: steal 1 Æmber.", fight=steal_n(1)),
    "CotA-311": CardAbilities("Silvertooth - enters play ready.", enters_ready=True),
    "CotA-314": CardAbilities("Umbra - skirmish; Fight: steal 1 Æmber.", fight=steal_n(1)),
    "CotA-315": CardAbilities("Urchin - elusive; Play: steal 1 Æmber.", play=steal_n(1)),
    "CotA-316": CardAbilities("Duskrunner - upgrade: the creature gains Reap: steal 1 Æmber.", reap=steal_n(1)),
    "CotA-317": CardAbilities("Ring of Invisibility - upgrade: elusive and skirmish.",
                              grant_keywords={Keyword.ELUSIVE: 1, Keyword.SKIRMISH: 1}),
}
