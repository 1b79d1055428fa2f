"""Brobnar: giants and goblins who hit things."""

from __future__ import annotations

from engine.events import Seat

from ..cards import House, Keyword
from ..amber import gain, gain_chains, lose, steal
from ..damage import deal_damage, heal, stun, sweep
from ..destruction import destroyed_pile
from ..leaving import leave_play
from ..keywords import power
from ..state import EffectKind, State, Zone
from ..board import controller, creatures, neighbors, opponent
from .base import CardAbilities, Target
from .effects import (destroy_each, dig_for, gain_n, holder, opponent_loses, sacrifice, this_turn,
                      to_hand)
from .steps import ask, damage_step, ready_and_fight, stun_step
from .targets import any_creature, enemy_creature, is_house

_BROBNAR = House.BROBNAR  # (read from a module name: `House.BROBNAR` goes through EnumType's hook)


def _lomir(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 7:
        lose(state, opponent(seat), 2)


def _firespitter(state: State, src: int, seat: Seat, defender: int) -> None:
    for c in creatures(state, opponent(seat)):
        deal_damage(state, c, 1)


def _krump(state: State, src: int, seat: Seat, destroyed: int) -> None:
    lose(state, opponent(seat), 1)


def _pingle(state: State, src: int, seat: Seat, entering: int) -> None:
    deal_damage(state, entering, 1)
    sweep(state)


def _javelin(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("hit")(state, src, seat)


def _screechbomb(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    lose(state, opponent(seat), 2)


def _troll(state: State, src: int, seat: Seat) -> None:
    heal(state, src, 3)


def _burn_the_stockpile(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 7:
        lose(state, opponent(seat), 4)


def _cowards_end(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: state.inplay[c].damage == 0)
    gain_chains(state, seat, 3)


def _lava_ball(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    splash = neighbors(state, target)
    deal_damage(state, target, 4)
    for n in splash:
        deal_damage(state, n, 2)


def _smartypants(state: State, src: int, seat: Seat) -> None:
    theirs = state.players[opponent(seat)]
    if sum(is_house(state, c, House.LOGOS) for c in theirs.battleline + theirs.artifacts) >= 3:
        steal(state, seat, 2)


def _smith(state: State, src: int, seat: Seat) -> None:
    if len(creatures(state, seat)) > len(creatures(state, opponent(seat))):
        gain(state, seat, 2)


def _tremor(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    for c in [target] + neighbors(state, target):
        stun(state, c)


def _blood_money(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.inplay[target].amber += 2  # from the supply: nobody loses it


def _earthshaker(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: power(state, c) <= 3)


def _hebe(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        if c != src and state.inplay[c].damage == 0:
            deal_damage(state, c, 2)


def _ganger_neighbors(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return neighbors(state, src)


def _wardrummer(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, seat):
        if c != src and is_house(state, c, House.BROBNAR):
            to_hand(state, c)


def _yo_mama(state: State, src: int, seat: Seat) -> None:
    creature = holder(state, src)
    if creature is not None:
        heal(state, creature)


def _bilgum(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, opponent(seat)):
        deal_damage(state, c, 2)


def _seven_amber(state: State, seat: Seat) -> str:
    return "" if state.players[seat].amber >= 7 else "it can be played only with 7 Æmber or more"


def _kelifi(state: State, src: int, seat: Seat) -> None:
    gain(state, seat, 1)
    ask("burn")(state, src, seat)


def _phoenix_heart(state: State, src: int, seat: Seat) -> None:
    """`src` is the destroyed creature (the heart's trigger is granted to it)."""
    pile = destroyed_pile(state, src)
    if pile is not None:
        pile.remove(src)
        state.players[state.owner[src]].hand.append(src)
    for c in creatures(state):
        deal_damage(state, c, 3)


def _sound_the_horns(state: State, src: int, seat: Seat) -> None:
    dig_for(state, seat, House.BROBNAR)


def _iron_obelisk(state: State, src: int, payer: Seat) -> int:
    mine = controller(state, src)
    if mine is None or payer == mine:
        return 0
    # Asked twice a turn while it is in play: the damage first (most creatures have none),
    # then the house, which may take effects and upgrades into account.
    inplay = state.inplay
    return sum(1 for c in state.players[mine].battleline
               if inplay[c].damage > 0 and is_house(state, c, _BROBNAR))


def _barehanded(state: State, src: int, seat: Seat) -> None:
    for a in [a for p in state.players for a in p.artifacts]:
        leave_play(state, a, Zone.DECK, top=True)


def _autocannon(state: State, src: int, seat: Seat, entering: int) -> None:
    deal_damage(state, entering, 1)


CARDS: dict[str, CardAbilities] = {
    "CotA-001": CardAbilities("Anger - Play: ready a friendly creature and fight with it.",
                              play=ask("fighter"), steps=ready_and_fight()),
    "CotA-003": CardAbilities("Blood Money - Play: put 2 Æmber from the supply on an enemy creature.",
                              play=ask("give"),
                              steps={"give": Target(enemy_creature, _blood_money,
                                                    "choose an enemy creature to get 2 Æmber")}),
    "CotA-005": CardAbilities("Burn the Stockpile - Play: an opponent with 7+ Æmber loses 4.",
                              play=_burn_the_stockpile),
    "CotA-007": CardAbilities("Coward's End - Play: destroy each undamaged creature; gain 3 chains.",
                              play=_cowards_end, rules=("KF-chains-1",)),
    "CotA-009": CardAbilities("Lava Ball - Play: 4 damage to a creature and 2 to each of its neighbours.",
                              play=ask("hit"),
                              steps={"hit": Target(any_creature, _lava_ball,
                                                   "choose a creature to deal 4 damage to (2 splash)")}),
    "CotA-010": CardAbilities("Loot the Bodies - Play: this turn, gain 1 Æmber per enemy creature destroyed.",
                              play=this_turn(EffectKind.LOOT), looted=lambda state, dead, seat: gain(state, seat, 1)),
    "CotA-011": CardAbilities("Take that, Smartypants - Play: steal 2 if the opponent has 3+ Logos cards in play.",
                              play=_smartypants),
    "CotA-014": CardAbilities("Smith - Play: gain 2 Æmber if you have more creatures than the opponent.",
                              play=_smith),
    "CotA-016": CardAbilities("Tremor - Play: stun a creature and its neighbours.", play=ask("stun"),
                              steps={"stun": Target(any_creature, _tremor,
                                                    "choose a creature to stun with its neighbours")}),
    "CotA-022": CardAbilities("Gauntlet of Command - Action: ready a friendly creature and fight with it.",
                              action=ask("fighter"), steps=ready_and_fight()),
    "CotA-028": CardAbilities("Bilgum Avalanche - after you forge a key, 2 damage to each enemy creature.",
                              after_forge=_bilgum),
    "CotA-037": CardAbilities("Kelifi Dragon - playable only with 7+ Æmber; Fight/Reap: gain 1 Æmber "
                              "and deal 5 damage to a creature.", play_condition=_seven_amber,
                              fight=_kelifi, reap=_kelifi, steps={"burn": damage_step(5)},
                              rules=("KF-ability-play",)),
    "CotA-051": CardAbilities("Phoenix Heart - upgrade: the creature gains Destroyed: return it to its "
                              "owner's hand and deal 3 damage to each creature.", destroyed=_phoenix_heart),
    "CotA-015": CardAbilities("Sound the Horns - Play: discard from your deck's top until a Brobnar "
                              "creature turns up; it goes to your hand.", play=_sound_the_horns),
    "CotA-023": CardAbilities("Iron Obelisk - the opponent's keys cost 1 more per damaged friendly "
                              "Brobnar creature.", key_cost=_iron_obelisk, rules=("KF-forge-cost",)),
    "CotA-018": CardAbilities("Warsong - Play: for the rest of the turn, gain 1 Æmber each time a friendly "
                              "creature fights.", play=this_turn(EffectKind.WARSONG)),
    "CotA-002": CardAbilities("Barehanded - Play: put each artifact on top of its owner's deck.",
                              play=_barehanded),
    "CotA-019": CardAbilities("Autocannon - 1 damage to each creature after it enters play.",
                              on_any_enters=_autocannon),
    "CotA-031": CardAbilities("Earthshaker - Play: destroy each creature with power 3 or less.",
                              play=_earthshaker),
    "CotA-033": CardAbilities("Ganger Chieftain - Play: you may ready a neighbour and fight with it.",
                              play=ask("fighter"), steps=ready_and_fight(_ganger_neighbors, optional=True)),
    "CotA-034": CardAbilities("Grenade Snib - Destroyed: the opponent loses 2 Æmber.",
                              destroyed=opponent_loses(2)),
    "CotA-036": CardAbilities("Hebe the Huge - Play: 2 damage to each other undamaged creature.", play=_hebe),
    "CotA-049": CardAbilities("Wardrummer - Play: return each other friendly Brobnar creature to hand.",
                              play=_wardrummer),
    "CotA-052": CardAbilities("Yo Mama Mastery - upgrade: taunt; Play: fully heal the creature.",
                              play=_yo_mama, grant_keywords={Keyword.TAUNT: 1}),
    "CotA-012": CardAbilities("Punch - Play: deal 3 damage to a creature.",
                              play=ask("hit"), steps={"hit": damage_step(3)}),
    "CotA-021": CardAbilities("Cannon - Action: deal 2 damage to a creature.",
                              action=ask("hit"), steps={"hit": damage_step(2)}),
    "CotA-024": CardAbilities("Mighty Javelin - Omni: sacrifice it; deal 4 damage to a creature.",
                              omni=_javelin, steps={"hit": damage_step(4)}),
    "CotA-026": CardAbilities("Screechbomb - Omni: sacrifice it; the opponent loses 2 Æmber.",
                              omni=_screechbomb),
    "CotA-030": CardAbilities("Bumpsy - Play: the opponent loses 1 Æmber.", play=opponent_loses(1)),
    "CotA-032": CardAbilities("Firespitter - Before Fight: 1 damage to each enemy creature.",
                              before_fight=_firespitter),
    "CotA-035": CardAbilities("Headhunter - Fight: gain 1 Æmber.", fight=gain_n(1)),
    "CotA-039": CardAbilities("Krump - after an enemy creature dies fighting it, its controller loses 1 Æmber.",
                              after_kill=_krump),
    "CotA-040": CardAbilities("Lomir Flamefist - Play: an opponent with 7+ Æmber loses 2.", play=_lomir),
    "CotA-041": CardAbilities("Looter Goblin - elusive; Reap: this turn, gain 1 Æmber per enemy creature destroyed.",
                              reap=this_turn(EffectKind.LOOT)),
    "CotA-043": CardAbilities("Pingle Who Annoys - elusive; each enemy creature that enters play takes 1 damage.",
                              on_enemy_enters=_pingle),
    "CotA-046": CardAbilities("Smaaash - Play: stun a creature.", play=ask("stun"),
                              steps={"stun": stun_step()}),
    "CotA-048": CardAbilities("Troll - Reap: heals 3 damage from itself.", reap=_troll),
    "CotA-050": CardAbilities("Blood of Titans - upgrade: +5 power.", grant_power=5),
}
