"""Mars: martians and robots; stun, capture from the enemy's own side, key-cost pressure."""

from __future__ import annotations

from engine.events import Seat

from ..cards import CardType, House
from ..damage import capture, deal_damage, heal, lose, steal, stun
from ..state import State, card_of, controller, creatures, neighbors, opponent
from .base import CardAbilities, Target
from .common import (any_creature, ask, capture_self, damage_step, enemy_creature, is_house,
                     purge_if_destroyed)


def _ammonia(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        deal_damage(state, c, 3)


def _ready_mars(state: State, seat: Seat) -> list[int]:
    return [c for c in creatures(state, seat)
            if is_house(state, c, House.MARS) and not state.inplay[c].exhausted]


def _psychic_network(state: State, src: int, seat: Seat) -> None:
    steal(state, seat, len(_ready_mars(state, seat)))


def _squawker(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    if is_house(state, target, House.MARS):
        state.inplay[target].exhausted = False
    else:
        stun(state, target)


def _mars_in_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[seat].hand
            if card_of(state, c).type is CardType.CREATURE and is_house(state, c, House.MARS)]


def _incubate(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    p = state.players[seat]
    if target in p.hand:
        p.hand.remove(target)
        p.archives.append(target)


def _mindwarper(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    side = controller(state, target)
    if side is not None:
        capture(state, target, 1, from_seat=side)


def _phylyx(state: State, src: int, seat: Seat) -> None:
    others = [c for c in creatures(state, seat) if c != src and is_house(state, c, House.MARS)]
    lose(state, opponent(seat), len(others))


def _tunk(state: State, src: int, seat: Seat, played: int) -> None:
    if card_of(state, played).type is CardType.CREATURE and is_house(state, played, House.MARS):
        heal(state, src)


def _zorg(state: State, src: int, seat: Seat, defender: int) -> None:
    for c in [defender] + neighbors(state, defender):
        stun(state, c)


_bolter = damage_step(2, then=purge_if_destroyed)

CARDS: dict[str, CardAbilities] = {
    "CotA-160": CardAbilities("Ammonia Clouds - Play: 3 damage to each creature.", play=_ammonia),
    "CotA-174": CardAbilities("Psychic Network - Play: steal 1 Æmber per friendly ready Mars creature.",
                              play=_psychic_network),
    "CotA-178": CardAbilities("Squawker - Play: ready a Mars creature or stun a non-Mars creature.",
                              play=ask("pick"),
                              steps={"pick": Target(any_creature, _squawker,
                                                    "choose a Mars creature to ready or another to stun")}),
    "CotA-186": CardAbilities("Incubation Chamber - Omni: reveal a Mars creature from hand and archive it.",
                              omni=ask("reveal"),
                              steps={"reveal": Target(_mars_in_hand, _incubate,
                                                      "you may reveal a Mars creature to archive it",
                                                      optional=True)}),
    "CotA-193": CardAbilities("Grabber Jammer - opponent's keys cost 1 more; Fight/Reap: capture 1 Æmber.",
                              opponent_key_cost=1, fight=capture_self(1), reap=capture_self(1)),
    "CotA-196": CardAbilities("Mindwarper - elusive; Action: an enemy creature captures 1 Æmber from its own side.",
                              action=ask("warp"),
                              steps={"warp": Target(enemy_creature, _mindwarper,
                                                    "choose an enemy creature to capture from its own side")}),
    "CotA-197": CardAbilities("Phylyx the Disintegrator - elusive; Action: the opponent loses 1 Æmber per other "
                              "friendly Mars creature.", action=_phylyx),
    "CotA-199": CardAbilities("Tunk - after you play another Mars creature, fully heal Tunk.",
                              on_friendly_play=_tunk),
    "CotA-204": CardAbilities("Yxilo Bolter - Fight/Reap: 2 damage to a creature; purge it if that destroys it.",
                              fight=ask("bolt"), reap=ask("bolt"), steps={"bolt": _bolter}),
    "CotA-205": CardAbilities("Yxilx Dominator - taunt; enters play stunned.", enters_stunned=True),
    "CotA-206": CardAbilities("Zorg - enters play stunned; Before Fight: stun the defender and its neighbours.",
                              enters_stunned=True, before_fight=_zorg),
    "CotA-210": CardAbilities("Jammer Pack - upgrade: the opponent's keys cost 2 more.",
                              grant_opponent_key_cost=2),
}
