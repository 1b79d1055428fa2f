"""Untamed: beasts and faeries; assault, hazardous, poison, skirmish and Æmber."""

from __future__ import annotations

from engine.events import Seat

from ..cards import Keyword
from ..state import State
from .base import CardAbilities
from .common import (ask, damage_step, enemy_creature, gain_n, opponent_gains, return_from_discard,
                     sacrifice, stun_step)


def _nepenthe(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("return")(state, src, seat)


CARDS: dict[str, CardAbilities] = {
    "CotA-321": CardAbilities("Fertility Chant - Play: the opponent gains 2 Æmber.", play=opponent_gains(2)),
    "CotA-341": CardAbilities("Nepenthe Seed - Omni: sacrifice it; return a card from your discard pile to hand.",
                              omni=_nepenthe, steps={"return": return_from_discard()}),
    "CotA-345": CardAbilities("Ancient Bear - assault 2 (keywords only)."),
    "CotA-348": CardAbilities("Briar Grubbling - hazardous 5 (keywords only)."),
    "CotA-350": CardAbilities("Dew Faerie - elusive; Reap: gain 1 Æmber.", reap=gain_n(1)),
    "CotA-351": CardAbilities("Dust Pixie - no ability (2 Æmber bonus)."),
    "CotA-353": CardAbilities("Fuzzy Gruen - Play: the opponent gains 1 Æmber.", play=opponent_gains(1)),
    "CotA-356": CardAbilities("Inka the Spider - poison; Play/Reap: stun a creature.", play=ask("stun"),
                              reap=ask("stun"), steps={"stun": stun_step()}),
    "CotA-357": CardAbilities("Kindrith Longshot - elusive, skirmish; Reap: 2 damage to a creature.",
                              reap=ask("hit"), steps={"hit": damage_step(2)}),
    "CotA-358": CardAbilities("Snufflegator - skirmish (keywords only)."),
    "CotA-359": CardAbilities("Lupo the Scarred - skirmish; Play: 2 damage to an enemy creature.",
                              play=ask("hit"), steps={"hit": damage_step(2, enemy_creature)}),
    "CotA-360": CardAbilities("Mighty Tiger - Play: 4 damage to an enemy creature.",
                              play=ask("hit"), steps={"hit": damage_step(4, enemy_creature)}),
    "CotA-361": CardAbilities("Murmook - the opponent's keys cost 1 more.", opponent_key_cost=1),
    "CotA-363": CardAbilities("Niffle Ape - while attacking, it ignores taunt and elusive.",
                              ignores_taunt_elusive=True),
    "CotA-368": CardAbilities("Witch of the Eye - Reap: return a card from your discard pile to hand.",
                              reap=ask("return"), steps={"return": return_from_discard()}),
    "CotA-369": CardAbilities("Way of the Bear - upgrade: assault 2.", grant_keywords={Keyword.ASSAULT: 2}),
    "CotA-370": CardAbilities("Way of the Wolf - upgrade: skirmish.", grant_keywords={Keyword.SKIRMISH: 1}),
}
