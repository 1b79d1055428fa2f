"""Mars: martians and robots; stun, capture from the enemy's own side, key-cost pressure."""

from __future__ import annotations

from engine.events import Seat

from ..cards import CardType, House
from ..amber import capture, gain, gain_chains, lose, steal
from ..damage import deal_damage, heal, stun, sweep
from ..destruction import destroy
from ..leaving import leave_play
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, controller, creatures, neighbors, opponent
from ..play import discard_from_hand
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .effects import capture_self, dig_for, purge_if_destroyed, sacrifice, this_turn, to_hand
from .steps import ask, damage_step, shots
from .targets import (any_creature, creature_in_hand, enemy_creature, friendly_in_play, is_house,
                      other_friendly)


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


_bolter_5 = damage_step(2, then=purge_if_destroyed)


def _bolt(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """2 damage; if that destroys the creature, purge it. From keyforge-6 on the purge waits
    for its Destroyed: abilities (KF-destroyed-first): a Bad Penny already back in hand is not
    purged (keyteki agrees); before, it was purged at once."""
    if not follows(state, 6):
        _bolter_5.resolve(state, src, seat, target, data)
        return
    choose(state, seat, src, state.cards[src], "purge", data=target)  # under the Destroyed: work
    deal_damage(state, target, 2)
    sweep(state)


def _bolted(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The creature the bolt destroyed, if it is still in its owner's discard pile."""
    return [data] if state.inplay[data] is None and data in state.players[state.owner[data]].discard else []

def _irradiated(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 6:
        for c in creatures(state, opponent(seat)):
            deal_damage(state, c, 3)


def _phosphorus_stars(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if not is_house(state, c, House.MARS):
            stun(state, c)
    gain_chains(state, seat, 2)


def _shatter_storm(state: State, src: int, seat: Seat) -> None:
    lost = lose(state, seat, state.players[seat].amber)
    lose(state, opponent(seat), 3 * lost)


def _total_recall(state: State, src: int, seat: Seat) -> None:
    mine = creatures(state, seat)
    gain(state, seat, sum(1 for c in mine if not state.inplay[c].exhausted))
    for c in mine:
        to_hand(state, c)


def _emp_blast(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if is_house(state, c, House.MARS) or "robot" in card_of(state, c).traits:
            stun(state, c)
    for a in [a for p in state.players for a in p.artifacts]:
        destroy(state, a)


def _feed(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    discard_from_hand(state, seat, target)
    gain(state, seat, 1)


def _marauder_power(state: State, src: int) -> int:
    ip = state.inplay[src]
    return ip.amber if ip is not None else 0


def _marauder(state: State, src: int, seat: Seat) -> None:
    capture(state, src, len(_ready_mars(state, seat)))


_MOTHERSHIP = shots(2, lambda state, seat: len(_ready_mars(state, seat)))
"""Mothership Support: one 2-damage shot per friendly ready Mars creature."""


def _plague(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if "human" in card_of(state, c).traits:
            deal_damage(state, c, 3, armor_counts=False)


def _ray_gun(state: State, src: int, seat: Seat) -> None:
    choose(state, seat, src, "CotA-211", "zap")  # the step is the ray gun's, the source its creature


def _zap(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, sum(1 for c in creatures(state) if is_house(state, c, House.MARS)))


def _invasion_portal(state: State, src: int, seat: Seat) -> None:
    dig_for(state, seat, House.MARS)


def _bad_allies(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    gone = [c for c in p.hand
            if card_of(state, c).type is CardType.CREATURE and not is_house(state, c, House.MARS)]
    for c in gone:
        p.hand.remove(c)
        p.purged.append(c)
    gain(state, seat, len(gone))


def _mating_season(state: State, src: int, seat: Seat) -> None:
    shuffled = [0, 0]
    for c in [c for c in creatures(state) if is_house(state, c, House.MARS)]:
        shuffled[state.owner[c]] += 1
        leave_play(state, c, Zone.DECK)
    for side in (1, 0):
        gain(state, side, shuffled[side])
        if shuffled[side]:
            state.stack.append(T.Shuffle(seat=side))


def _to_archives(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    leave_play(state, target, Zone.ARCHIVES)


def _chuff_meal(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    heal(state, src)


def _hypnotic_command(state: State, src: int, seat: Seat) -> None:
    n = sum(1 for c in creatures(state, seat) if is_house(state, c, House.MARS))
    if n:
        choose(state, seat, src, state.cards[src], "hypnotize", data=n)


def _hypnotize(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """The enemy creature captures 1 from its own side; `data` counts the captures left."""
    capture(state, target, 1, from_seat=controller(state, target))
    if data > 1:
        choose(state, seat, src, state.cards[src], "hypnotize", data=data - 1)


def _pheromones(state: State, src: int, seat: Seat) -> None:
    """The permission names the sacrificed card: its house, and the one card it does not cover."""
    sacrifice(state, src)
    state.effects.append(Effect(EffectKind.USE_COUNTED, seat, state.turn, 2, card=src))


CARDS: dict[str, CardAbilities] = {
    "CotA-164": CardAbilities("Hypnotic Command - Play: for each friendly Mars creature, an enemy creature "
                              "captures 1 Æmber from its own side.", play=_hypnotic_command,
                              steps={"hypnotize": Target(enemy_creature, _hypnotize,
                                                         "choose an enemy creature to capture from its own side")}),
    "CotA-180": CardAbilities("Combat Pheromones - Omni: sacrifice it; this turn you may use up to 2 other "
                              "Mars cards whatever the house.", omni=_pheromones,
                              rules=("KF-use-count", "KF-sacrifice")),
    "CotA-182": CardAbilities("Crystal Hive - Action: for the rest of the turn, gain 1 Æmber each time a "
                              "creature reaps.", action=this_turn(EffectKind.REAP_GAIN)),
    "CotA-177": CardAbilities("Soft Landing - Play: the next creature or artifact you play this turn "
                              "enters play ready.", play=this_turn(EffectKind.ENTER_READY)),
    "CotA-190": CardAbilities("Blypyp - Reap: the next Mars creature you play this turn enters play ready.",
                              reap=this_turn(EffectKind.ENTER_READY, 1)),
    "CotA-168": CardAbilities("Martians Make Bad Allies - Play: purge each non-Mars creature in your hand; "
                              "gain 1 Æmber for each.", play=_bad_allies),
    "CotA-170": CardAbilities("Mating Season - Play: shuffle each Mars creature into its owner's deck; each "
                              "player gains 1 Æmber per creature shuffled into theirs.", play=_mating_season),
    "CotA-191": CardAbilities("Chuff Ape - taunt; enters play stunned; Fight/Reap: you may sacrifice another "
                              "friendly creature to fully heal it.", enters_stunned=True,
                              fight=ask("meal", optional=True), reap=ask("meal", optional=True),
                              steps={"meal": Target(other_friendly, _chuff_meal,
                                                    "you may sacrifice another friendly creature", optional=True)}),
    "CotA-202": CardAbilities("Vezyma Thinkdrone - Reap: you may archive a friendly creature or artifact "
                              "from play.", reap=ask("archive", optional=True),
                              steps={"archive": Target(friendly_in_play, _to_archives,
                                                       "you may archive a friendly creature or artifact",
                                                       optional=True)}),
    "CotA-185": CardAbilities("Invasion Portal - Action: discard from your deck's top until a Mars "
                              "creature turns up; it goes to your hand.", action=_invasion_portal),
    "CotA-163": CardAbilities("EMP Blast - Play: stun each Mars and each Robot creature; destroy each artifact.",
                              play=_emp_blast),
    "CotA-165": CardAbilities("Irradiated Æmber - Play: if the opponent has 6+ Æmber, 3 damage to each "
                              "enemy creature.", play=_irradiated),
    "CotA-171": CardAbilities("Mothership Support - Play: 2 damage to a creature for each friendly ready "
                              "Mars creature.", play=_MOTHERSHIP[0], steps={"shot": _MOTHERSHIP[1]}),
    "CotA-173": CardAbilities("Phosphorus Stars - Play: stun each non-Mars creature; gain 2 chains.",
                              play=_phosphorus_stars, rules=("KF-chains-1",)),
    "CotA-176": CardAbilities("Shatter Storm - Play: lose all your Æmber; the opponent loses three times that.",
                              play=_shatter_storm),
    "CotA-179": CardAbilities("Total Recall - Play: gain 1 Æmber per friendly ready creature; return each "
                              "friendly creature to hand.", play=_total_recall),
    "CotA-184": CardAbilities("Feeding Pit - Action: discard a creature from hand; if you do, gain 1 Æmber.",
                              action=ask("feed"),
                              steps={"feed": Target(creature_in_hand, _feed,
                                                    "choose a creature in your hand to discard")}),
    "CotA-198": CardAbilities("Qyxxlyx Plague Master - Fight/Reap: 3 damage to each Human creature, "
                              "armor does not stop it.", fight=_plague, reap=_plague),
    "CotA-203": CardAbilities("Yxili Marauder - +1 power per Æmber on it; Play: capture 1 per friendly "
                              "ready Mars creature.", play=_marauder, power_bonus=_marauder_power),
    "CotA-211": CardAbilities("Red Planet Ray Gun - upgrade: the creature gets Reap: damage to a creature, "
                              "1 per Mars creature in play.", reap=_ray_gun,
                              steps={"zap": Target(any_creature, _zap, "choose a creature to zap")}),
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
                              fight=ask("bolt"), reap=ask("bolt"),
                              steps={"bolt": Target(any_creature, _bolt, "choose a creature to deal 2 damage to"),
                                     "purge": Target(_bolted, lambda state, src, seat, c, data:
                                                     purge_if_destroyed(state, src, seat, c, True),
                                                     "the creature it destroyed is purged", singled_out=True)}),
    "CotA-205": CardAbilities("Yxilx Dominator - taunt; enters play stunned.", enters_stunned=True),
    "CotA-206": CardAbilities("Zorg - enters play stunned; Before Fight: stun the defender and its neighbours.",
                              enters_stunned=True, before_fight=_zorg),
    "CotA-210": CardAbilities("Jammer Pack - upgrade: the opponent's keys cost 2 more.",
                              grant_opponent_key_cost=2),
}
