"""Sanctum: knights with armor; capture, healing and protection."""

from __future__ import annotations

from engine.events import Seat

from ..cards import CardType, House, Keyword
from ..amber import capture, gain
from ..damage import deal_damage, heal, stun, sweep
from ..destruction import destroy
from ..keywords import has, power
from ..state import EffectKind, State, follows
from ..board import card_of, creatures, neighbors, on_flank, opponent
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .effects import (capture_self, destroy_each, sacrifice, sacrifice_then, swap_step, this_turn,
                      to_hand, whatever_card)
from .steps import (ask, capture_step, destroy_step, heal_step, one_at_a_time, picks, purge_step,
                    ready_and_fight, stun_step, to_hand_step)
from .targets import any_artifact, any_creature, enemy_creature, other_friendly, power_at_least


def _doorstep(state: State, src: int, seat: Seat) -> None:
    for p in state.players:
        if p.amber >= 6:
            p.amber = 5


def _gorm(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("smash")(state, src, seat)


def _smash(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)


def _staunch(state: State, src: int) -> int:
    return 2 if on_flank(state, src) else 0


def _has_trait(state: State, inst: int, trait: str) -> bool:
    return trait in card_of(state, inst).traits


def _cleansing_wave(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, sum(heal(state, c, 1) for c in creatures(state)))


def _clear_mind(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, seat):
        state.inplay[c].stunned = False


def _glorious_few(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, len(creatures(state, opponent(seat))) - len(creatures(state, seat)))


def _knights(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat) if _has_trait(state, c, "knight")]


def _honorable_claim(state: State, src: int, seat: Seat) -> None:
    """Each friendly Knight captures 1. From keyforge-6 on, when the opponent has less Æmber than
    there are Knights, its player chooses the Knights that capture it (KF-simultaneous: the
    effects on each Knight happen at once, in the order the active player chooses); keyforge-5
    took them left to right."""
    knights = _knights(state, src, seat, -1)
    pool = state.players[opponent(seat)].amber
    if follows(state, 6) and 0 < pool < len(knights):
        choose(state, seat, src, state.cards[src], "claim", data=picks(pool))
        return
    for c in knights:
        capture(state, c, 1)


def _lance_first(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    splash = neighbors(state, target)  # fixed now: the creature may be destroyed before the choice
    deal_damage(state, target, 3)
    if splash:
        state.stack.append(T.Choose(seat=seat, source=src, card=state.cards[src], step="splash",
                                    data=target, candidates=splash))


def _lance_neighbor(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return neighbors(state, data)


def _lance_second(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 3)


def _oath_of_poverty(state: State, src: int, seat: Seat) -> None:
    mine = list(state.players[seat].artifacts)
    for a in mine:
        destroy(state, a)
    gain(state, seat, 2 * len(mine))


def _radiant_truth(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, opponent(seat)):
        if not on_flank(state, c):
            stun(state, c)


def _spirits_way(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: power(state, c) >= 3)


def _duma(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, seat):
        heal(state, c)
    state.stack.append(T.Draw(seat=seat, n=2))


def _pestilence(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if not _has_trait(state, c, "horseman"):
            deal_damage(state, c, 1)


def _least_powerful(state: State, src: int, seat: Seat, data: int) -> list[int]:
    all_ = creatures(state)
    low = min((power(state, c) for c in all_), default=0)
    return [c for c in all_ if power(state, c) == low]


def _death(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    for c in [c for c in p.discard if card_of(state, c).type is CardType.CREATURE
              and _has_trait(state, c, "horseman")]:
        p.discard.remove(c)
        p.hand.append(c)


def _golgotha(state: State, src: int, seat: Seat, defender: int) -> None:
    for n in neighbors(state, defender):
        deal_damage(state, n, 3)


def _gatekeeper(state: State, src: int, seat: Seat) -> None:
    theirs = state.players[opponent(seat)].amber
    if theirs >= 7:
        capture(state, src, theirs - 5)


def _veemos(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: has(state, c, Keyword.ELUSIVE))


def _zakiel_neighbors(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return neighbors(state, src)


def _maxena_home(state: State, src: int, seat: Seat) -> None:
    to_hand(state, src)


def _charge(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 2)


def _jehu(state: State, src: int, seat: Seat) -> None:
    if state.house is House.SANCTUM:
        gain(state, seat, 2)


def _artifact_played(state: State, src: int, seat: Seat, played: int) -> None:
    if card_of(state, played).type is CardType.ARTIFACT:
        gain(state, seat, 1)


def _numquid(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    sweep(state)
    if len(creatures(state, opponent(seat))) > len(creatures(state, seat)):
        ask("smite")(state, src, seat)


CARDS: dict[str, CardAbilities] = {
    "CotA-256": CardAbilities("Sanctum Guardian - taunt; Fight/Reap: swap it with another friendly creature.",
                              fight=ask("swap"), reap=ask("swap"),
                              steps={"swap": Target(other_friendly, swap_step,
                                                    "choose a friendly creature to swap places with")}),
    "CotA-226": CardAbilities("Take Hostages - Play: for the rest of the turn, each friendly creature "
                              "that fights captures 1 Æmber.", play=this_turn(EffectKind.HOSTAGES)),
    "CotA-214": CardAbilities("Charge! - Play: for the rest of the turn, each creature you play deals 2 "
                              "damage to an enemy creature.", play=this_turn(EffectKind.CHARGE),
                              steps={"charge": Target(enemy_creature, _charge,
                                                      "choose an enemy creature to deal 2 damage to")}),
    "CotA-244": CardAbilities("Grey Monk - each friendly creature gets +1 armor; Reap: heal 2 damage "
                              "from a creature.", friendly_armor=1, reap=ask("heal"),
                              steps={"heal": heal_step(2)}, rules=("KF-armor-1",)),
    "CotA-250": CardAbilities("Jehu the Bureaucrat - after you choose Sanctum, gain 2 Æmber.",
                              after_choose_house=_jehu),
    "CotA-237": CardAbilities("Whispering Reliquary - Action: return an artifact to its owner's hand.",
                              action=ask("return"),
                              steps={"return": to_hand_step(any_artifact, "choose an artifact to return to hand")}),
    "CotA-245": CardAbilities("Hayyel the Merchant - each time you play an artifact, gain 1 Æmber.",
                              on_friendly_play=_artifact_played),
    "CotA-253": CardAbilities("Numquid the Fair - Play: destroy an enemy creature, again while the "
                              "opponent has more creatures than you.", play=ask("smite"),
                              steps={"smite": Target(enemy_creature, _numquid,
                                                     "choose an enemy creature to destroy")}),
    "CotA-215": CardAbilities("Cleansing Wave - Play: heal 1 damage from each creature; gain 1 Æmber per "
                              "creature healed.", play=_cleansing_wave),
    "CotA-216": CardAbilities("Clear Mind - Play: unstun each friendly creature.", play=_clear_mind),
    "CotA-218": CardAbilities("Glorious Few - Play: gain 1 Æmber per creature the opponent has beyond yours.",
                              play=_glorious_few),
    "CotA-219": CardAbilities("Honorable Claim - Play: each friendly Knight captures 1 Æmber.",
                              play=_honorable_claim,
                              steps={"claim": one_at_a_time(_knights, lambda state, src, seat, c: capture(state, c, 1),
                                                            "claim", "choose a Knight to capture 1 Æmber")}),
    "CotA-221": CardAbilities("Mighty Lance - Play: 3 damage to a creature and 3 to one of its neighbours.",
                              play=ask("hit"),
                              steps={"hit": Target(any_creature, _lance_first, "choose a creature to deal 3 damage to"),
                                     "splash": Target(_lance_neighbor, _lance_second,
                                                      "choose a neighbour of it to deal 3 damage to")}),
    "CotA-222": CardAbilities("Oath of Poverty - Play: destroy each of your artifacts; gain 2 Æmber for each.",
                              play=_oath_of_poverty),
    "CotA-224": CardAbilities("Radiant Truth - Play: stun each enemy creature not on a flank.",
                              play=_radiant_truth),
    "CotA-225": CardAbilities("Shield of Justice - Play: friendly creatures cannot be dealt damage this turn.",
                              play=this_turn(EffectKind.NO_DAMAGE)),
    "CotA-228": CardAbilities("The Harder They Come - Play: purge a creature with power 5 or more.",
                              play=ask("purge"),
                              steps={"purge": purge_step(power_at_least(5),
                                                         "choose a creature with power 5 or more to purge")}),
    "CotA-229": CardAbilities("The Spirit's Way - Play: destroy each creature with power 3 or more.",
                              play=_spirits_way),
    "CotA-242": CardAbilities("Duma the Martyr - Destroyed: fully heal each other friendly creature; draw 2.",
                              destroyed=_duma),
    "CotA-243": CardAbilities("Francus - after an enemy creature dies fighting it, Francus captures 1 Æmber.",
                              after_kill=whatever_card(capture_self(1))),
    "CotA-246": CardAbilities("Horseman of Death - Play: return each Horseman creature from your discard "
                              "pile to hand.", play=_death),
    "CotA-247": CardAbilities("Horseman of Famine - Play/Fight/Reap: destroy the least powerful creature.",
                              play=ask("starve"), fight=ask("starve"), reap=ask("starve"),
                              rules=("KF-choice-asked",),
                              steps={"starve": destroy_step(_least_powerful,
                                                            "choose a least powerful creature to destroy",
                                                            singled_out=True)}),
    "CotA-248": CardAbilities("Horseman of Pestilence - Play/Fight/Reap: 1 damage to each non-Horseman "
                              "creature.", play=_pestilence, fight=_pestilence, reap=_pestilence),
    "CotA-251": CardAbilities("Lady Maxena - Play: stun a creature. Action: return her to her owner's hand.",
                              play=ask("stun"), action=_maxena_home, steps={"stun": stun_step()}),
    "CotA-252": CardAbilities("Lord Golgotha - Before Fight: 3 damage to each neighbour of the creature it "
                              "fights.", before_fight=_golgotha),
    "CotA-258": CardAbilities("Sergeant Zakiel - Play: you may ready a neighbour and fight with it.",
                              play=ask("fighter"), steps=ready_and_fight(_zakiel_neighbors, optional=True)),
    "CotA-260": CardAbilities("Gatekeeper - Play: an opponent with 7+ Æmber has all but 5 captured by it.",
                              play=_gatekeeper),
    "CotA-262": CardAbilities("Veemos Lightbringer - Play: destroy each elusive creature.", play=_veemos),
    "CotA-217": CardAbilities("Doorstep to Heaven - Play: each player with 6+ Æmber goes down to 5.",
                              play=_doorstep),
    "CotA-227": CardAbilities("Terms of Redress - Play: a friendly creature captures 2 Æmber.",
                              play=ask("capture"), steps={"capture": capture_step(2)}),
    "CotA-230": CardAbilities("Virtuous Works - no ability (3 Æmber bonus)."),
    "CotA-232": CardAbilities("Gorm of Omm - Omni: sacrifice it; destroy an artifact.", omni=_gorm,
                              steps={"smash": Target(any_artifact, _smash, "choose an artifact to destroy")}),
    "CotA-233": CardAbilities("Hallowed Blaster - Action: heal 3 damage from a creature.", action=ask("heal"),
                              steps={"heal": heal_step(3)}),
    "CotA-234": CardAbilities("Potion of Invulnerability - Omni: sacrifice it; friendly creatures cannot be "
                              "dealt damage this turn.", omni=sacrifice_then(this_turn(EffectKind.NO_DAMAGE))),
    "CotA-238": CardAbilities("Bulwark - its neighbours get +2 armor.", neighbor_armor=2),
    "CotA-239": CardAbilities("Champion Anaphiel - taunt (keywords only)."),
    "CotA-240": CardAbilities("Champion Tabris - Fight: capture 1 Æmber.", fight=capture_self(1)),
    "CotA-255": CardAbilities("Raiding Knight - Play: capture 1 Æmber.", play=capture_self(1)),
    "CotA-257": CardAbilities("Sequis - Reap: capture 1 Æmber.", reap=capture_self(1)),
    "CotA-259": CardAbilities("Staunch Knight - +2 power while on a flank.", power_bonus=_staunch),
    "CotA-265": CardAbilities("Protect the Weak - upgrade: +1 armor and taunt.", grant_armor=1,
                              grant_keywords={Keyword.TAUNT: 1}),
}
