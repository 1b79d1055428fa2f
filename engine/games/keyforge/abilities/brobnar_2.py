"""Brobnar, the rest of the set: fighting out of house, giants that grow, and camps to loot."""

from __future__ import annotations

from engine.events import Seat

from ..cards import HOUSES, House
from ..amber import capture
from ..damage import heal
from ..keywords import power
from ..state import Effect, EffectKind, State
from ..board import controller, creatures, effect_active, on_flank, opponent
from .base import CardAbilities, Target, choose
from .effects import destroy_each, gain_n, this_turn
from .steps import ask, capture_step, damage_step, house_step, one_at_a_time, picks, ready_and_fight
from .targets import friendly_creature, is_house

_FIGHT = ready_and_fight()


def _brothers(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    state.effects.append(Effect(EffectKind.FIGHT_ANY_HOUSE, seat, state.turn, house + 1))


# -- Champion's Challenge: keep the most powerful on each side, then fight with yours --------

def _strongest(state: State, seat: Seat) -> list[int]:
    line = creatures(state, seat)
    top = max((power(state, c) for c in line), default=0)
    return [c for c in line if power(state, c) == top]


def _challenge(state: State, src: int, seat: Seat) -> None:
    _keep_or_ask(state, src, seat, opponent(seat), "keep enemy", -1)


def _keep_or_ask(state: State, src: int, seat: Seat, side: Seat, step: str, data: int) -> None:
    """A tie for the most powerful is broken by the player's choice; else no question."""
    tops = _strongest(state, side)
    if len(tops) > 1:
        choose(state, seat, src, state.cards[src], step, data=data)
    else:
        STEPS[step].resolve(state, src, seat, tops[0] if tops else -1, data)


def _keep_enemy(state: State, src: int, seat: Seat, kept: int, data: int) -> None:
    _keep_or_ask(state, src, seat, seat, "keep friendly", kept)


def _keep_friendly(state: State, src: int, seat: Seat, kept: int, enemy: int) -> None:
    mark = len(state.stack)
    destroy_each(state, lambda c: c not in (kept, enemy))
    if kept >= 0:  # the fight comes after what the destruction set off (Destroyed: abilities)
        triggered = state.stack[mark:]
        del state.stack[mark:]
        _FIGHT["fighter"].resolve(state, src, seat, kept, -1)
        state.stack.extend(triggered)


STEPS = {
    "keep enemy": Target(lambda state, src, seat, data: _strongest(state, opponent(seat)), _keep_enemy,
                         "choose the most powerful enemy creature to keep"),
    "keep friendly": Target(lambda state, src, seat, data: _strongest(state, seat), _keep_friendly,
                            "choose the most powerful friendly creature to keep"),
    **_FIGHT,
}


# -- the rest --------------------------------------------------------------------------------

def _relentless(state: State, src: int, seat: Seat, fighter: int) -> None:
    _FIGHT["fighter"].resolve(state, src, seat, fighter, -1)


def _excess(state: State, seat: Seat) -> int:
    return len(creatures(state, seat)) - len(creatures(state, opponent(seat)))


def _unguarded_camp(state: State, src: int, seat: Seat) -> None:
    n = _excess(state, seat)
    if n <= 0:
        return
    mine = creatures(state, seat)
    if n >= len(mine):  # every friendly creature captures: nothing to choose
        for c in mine:
            capture(state, c, 1)
    else:
        choose(state, seat, src, state.cards[src], "capture", data=picks(n))


def _camp_capture(state: State, src: int, seat: Seat, c: int) -> None:
    capture(state, c, 1)


def _banner(state: State, src: int, creature: int) -> int:
    return 1 if controller(state, creature) == controller(state, src) else 0


def _king(state: State, src: int, creature: int) -> int:
    theirs = controller(state, creature)
    return -2 if theirs is not None and theirs != controller(state, src) and is_house(state, creature, House.BROBNAR) else 0


def _warchest(state: State, src: int, seat: Seat) -> None:
    gain_n(len(effect_active(state, EffectKind.DIED_FIGHTING, opponent(seat))))(state, src, seat)


def _valdr(state: State, src: int, defender: int) -> int:
    return 2 if on_flank(state, defender) else 0


def _mugwump(state: State, src: int, seat: Seat, destroyed: int) -> None:
    if state.inplay[src] is None:  # gone meanwhile (its victim's Destroyed: ability)
        return
    heal(state, src)
    state.inplay[src].power += 1


def _rock_hurling(state: State, src: int, seat: Seat, discarded: int) -> None:
    if state.active == seat and is_house(state, discarded, House.BROBNAR):
        choose(state, seat, src, state.cards[src], "throw", optional=True)


def _rogue_ogre(state: State, src: int, seat: Seat) -> None:
    if state.plays == 1:
        heal(state, src, 2)
        capture(state, src, 1)


CARDS: dict[str, CardAbilities] = {
    "CotA-004": CardAbilities("Brothers in Battle - Play: choose a house; this turn your creatures of "
                              "that house may fight.", play=ask("house"),
                              steps={"house": house_step(lambda state, seat: HOUSES, _brothers)},
                              rules=("KF-lasting",)),
    "CotA-006": CardAbilities("Champion's Challenge - Play: destroy every creature but the most powerful "
                              "on each side; ready yours and fight with it.", play=_challenge, steps=STEPS,
                              rules=("KF-most-powerful",)),
    "CotA-008": CardAbilities("Follow the Leader - Play: this turn each friendly creature may fight.",
                              play=this_turn(EffectKind.FIGHT_ANY_HOUSE), rules=("KF-lasting",)),
    "CotA-013": CardAbilities("Relentless Assault - Play: ready and fight with up to 3 different friendly "
                              "creatures, one at a time.",
                              play=lambda state, src, seat: choose(state, seat, src, state.cards[src], "fighter",
                                                                   data=picks(3), optional=True),
                              steps={"fighter": one_at_a_time(friendly_creature, _relentless, "fighter",
                                                              "choose a friendly creature to ready and fight with",
                                                              optional=True),
                                     "attack": _FIGHT["attack"]}),
    "CotA-017": CardAbilities("Unguarded Camp - Play: for each creature you have more than the opponent, a "
                              "different friendly creature captures 1 Æmber.", play=_unguarded_camp,
                              steps={"capture": one_at_a_time(friendly_creature, _camp_capture, "capture",
                                                              "choose a friendly creature to capture 1 Æmber")}),
    "CotA-020": CardAbilities("Banner of Battle - each friendly creature gets +1 power.", aura_power=_banner,
                              aura_power_never_lowers=True),
    "CotA-025": CardAbilities("Pile of Skulls - each time an enemy creature is destroyed on your turn, a "
                              "friendly creature captures 1 Æmber.",
                              on_enemy_destroyed=lambda state, src, seat, dead: ask("capture")(state, src, seat),
                              steps={"capture": capture_step(1)}),
    "CotA-027": CardAbilities("The Warchest - Action: gain 1 Æmber per enemy creature destroyed in a fight "
                              "this turn.", action=_warchest),
    "CotA-029": CardAbilities("Valdr - deals 2 more damage when it attacks a creature on a flank.",
                              attack_bonus=_valdr, rules=("KF-fight-2",)),
    "CotA-038": CardAbilities("King of the Crag - each enemy Brobnar creature gets -2 power.", aura_power=_king),
    "CotA-042": CardAbilities("Mugwump - after an enemy creature dies fighting it, it heals fully and gets a "
                              "+1 power counter.", after_kill=_mugwump),
    "CotA-044": CardAbilities("Rock-Hurling Giant - on your turn, each time you discard a Brobnar card from "
                              "hand, you may deal 4 damage to a creature.", on_friendly_discard=_rock_hurling,
                              rules=("KF-discard-ability",),
                              steps={"throw": damage_step(4)}),
    "CotA-045": CardAbilities("Rogue Ogre - at the end of your turn, if you played exactly one card, it heals "
                              "2 and captures 1 Æmber.", end_of_turn=_rogue_ogre),
    "CotA-047": CardAbilities("Tireless Crocag - cannot reap; may be used whatever the active house; "
                              "destroyed while the opponent has no creatures.", any_house=True,
                              cannot_reap=True, dies_alone=True, rules=("KF-ability-use",)),
}
