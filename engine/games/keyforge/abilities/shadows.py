"""Shadows: elusive thieves; steal, poison and tricks."""

from __future__ import annotations

from engine.events import Seat

from ..cards import CardType, House, Keyword
from ..amber import steal
from ..damage import deal_damage
from ..destruction import destroy, destroyed_pile
from ..leaving import leave_play
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, creatures, on_flank, opponent
from .base import CardAbilities, Target, choose
from ..keywords import key_cost
from ..forge import forge_now, forgeable
from .effects import (capture_self, gain_if_destroyed, opponent_random_discard, purge_if_destroyed,
                      sacrifice, steal_n, to_hand)
from .steps import (archive_from_hand, ask, capture_step, damage_step, destroy_step, purge_step,
                    shots, splash_step, up_to)
from .targets import (damaged_creature, enemy_creature, flank_creature, friendly_creature,
                      inner_creature, is_house, power_at_most)


def _ghostly_hand(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber == 1:
        steal(state, seat, 1)


def _miasma(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.SKIP_FORGE, opponent(seat), state.turn + 1))


def _steal_if_destroyed(state: State, src: int, seat: Seat, target: int, destroyed: bool) -> None:
    if destroyed:
        steal(state, seat, 1)


def _special_delivery(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    ask("hit")(state, src, seat)


def _magda_leaves(state: State, src: int, seat: Seat) -> None:
    steal(state, opponent(seat), 2)


def _bait_and_switch(state: State, src: int, seat: Seat) -> None:
    mine, theirs = state.players[seat], state.players[opponent(seat)]
    while theirs.amber > mine.amber:
        if not steal(state, seat, 1):  # nothing can be stolen (The Vaultkeeper): stop
            return


def _finishing_blow(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    steal(state, seat, 1)


def _lights_out(state: State, src: int, seat: Seat, target: int) -> None:
    to_hand(state, target)


def _lights_out_play(state: State, src: int, seat: Seat) -> None:
    """Its text returns 2 enemy creatures, not "up to" 2: from keyforge-6 on both are chosen (as
    many as there are); keyforge-5 let the player stop at any time (its "out" step, as recorded)."""
    choose(state, seat, src, state.cards[src], "two out" if follows(state, 6) else "out")


def _lights_out_next(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    _lights_out(state, src, seat, target)
    if data < 0:  # the first of the two
        choose(state, seat, src, state.cards[src], "two out", data=1)


_LIGHTS_OUT_TWO = Target(enemy_creature, _lights_out_next, "choose an enemy creature to return to hand")


def _nerve_blast(state: State, src: int, seat: Seat) -> None:
    if steal(state, seat, 1):
        ask("hit")(state, src, seat)


def _one_last_job(state: State, src: int, seat: Seat) -> None:
    mine = [c for c in creatures(state, seat) if is_house(state, c, House.SHADOWS)]
    for c in mine:
        leave_play(state, c, Zone.PURGED)
    steal(state, seat, len(mine))


def _poison_wave(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        deal_damage(state, c, 2)


def _routine_job(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    # other copies: under keyforge-6 the card itself was already in the pile (KF-action-card)
    copies = sum(1 for c in p.discard if state.cards[c] == state.cards[src] and c != src)
    steal(state, seat, 1 + copies)


def _too_much(state: State, src: int, seat: Seat) -> None:
    steal(state, seat, max(0, state.players[opponent(seat)].amber - 6))


def _longfused(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    for c in creatures(state, opponent(seat)):
        if not on_flank(state, c):
            deal_damage(state, c, 3)


def _bad_penny(state: State, src: int, seat: Seat) -> None:
    pile = destroyed_pile(state, src)
    if pile is not None:
        pile.remove(src)
        state.players[state.owner[src]].hand.append(src)


def _silent_dagger(state: State, src: int, seat: Seat) -> None:
    choose(state, seat, src, "CotA-318", "stab")  # the step is the dagger's, the source its creature


def _stab(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 4)


def _carlo(state: State, src: int, seat: Seat, played: int) -> None:
    if card_of(state, played).type is CardType.ARTIFACT:
        steal(state, seat, 1)


def _key_of_darkness(state: State, src: int, seat: Seat) -> None:
    """It forges without asking when the pool pays; when only Æmber on a key bank makes up the
    cost, spending that is the player's choice (KF-bank, keyforge-10 on; keyforge-9 forged
    nothing then)."""
    extra = 2 if state.players[opponent(seat)].amber == 0 else 6
    if follows(state, 10) and _darkness_banked(state, src, seat, extra):
        choose(state, seat, src, state.cards[src], _DARK_BANK, data=extra, optional=True)
    else:
        forge_now(state, seat, extra)


def _darkness_banked(state: State, src: int, seat: Seat, extra: int) -> list[int]:
    """[0] when the pool is short of Key of Darkness' key and the key banks make it up."""
    cost = key_cost(state, seat) + extra
    return [0] if state.players[seat].amber < cost <= forgeable(state, seat) else []


_DARK_BANK = "spend on key"
DARK_FORGE = "forge a key with Æmber on Safe Place or Pocket Universe"


def _sacrifice_pawn(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)
    _PAWN[0](state, src, seat)


_PAWN = shots(3, lambda state, seat: 2)
"""Pawn Sacrifice's two 3-damage shots, once a friendly creature is sacrificed."""


def _sanctum_in_their_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[opponent(seat)].hand if is_house(state, c, House.SANCTUM)]


def _purge_from_hand(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    theirs = state.players[opponent(seat)]
    theirs.hand.remove(target)
    theirs.purged.append(target)


CARDS: dict[str, CardAbilities] = {
    "CotA-273": CardAbilities("Key of Darkness - Play: forge a key at 6 Æmber over the current cost (2 if "
                              "the opponent has no Æmber); Æmber on Safe Place may make up a short pool.",
                              play=_key_of_darkness, rules=("KF-forge-cost", "KF-bank"),
                              steps={_DARK_BANK: Target(_darkness_banked,
                                                        lambda state, src, seat, chosen, extra:
                                                        forge_now(state, seat, extra, banks=True),
                                                        "you may forge a key with Æmber on your key banks",
                                                        optional=True, label=lambda v: DARK_FORGE)}),
    "CotA-279": CardAbilities("Pawn Sacrifice - Play: sacrifice a friendly creature; if you do, 3 damage "
                              "each to 2 creatures.", play=ask("pawn"),
                              steps={"pawn": Target(friendly_creature, _sacrifice_pawn,
                                                    "choose a friendly creature to sacrifice"),
                                     "shot": _PAWN[1]}),
    "CotA-272": CardAbilities("Imperial Traitor - Play: look at the opponent's hand; you may purge a "
                              "Sanctum card from it.", play=ask("betray", optional=True),
                              steps={"betray": Target(_sanctum_in_their_hand, _purge_from_hand,
                                                      "you may choose a Sanctum card in their hand to purge",
                                                      optional=True)}),
    "CotA-298": CardAbilities("Carlo Phantom - elusive, skirmish; each time you play an artifact, steal 1.",
                              on_friendly_play=_carlo),
    "CotA-267": CardAbilities("Bait and Switch - Play: steal 1 Æmber while the opponent has more than you.",
                              play=_bait_and_switch),
    "CotA-268": CardAbilities("Booby Trap - Play: 4 damage to a creature not on a flank, 2 to its neighbours.",
                              play=ask("hit"), steps={"hit": splash_step(4, 2, inner_creature)}),
    "CotA-269": CardAbilities("Finishing Blow - Play: destroy a damaged creature; if you do, steal 1 Æmber.",
                              play=ask("finish"),
                              steps={"finish": Target(damaged_creature, _finishing_blow,
                                                      "choose a damaged creature to destroy")}),
    "CotA-271": CardAbilities("Hidden Stash - Play: archive a card from your hand.", play=ask("archive"),
                              steps={"archive": archive_from_hand()}),
    "CotA-274": CardAbilities("Lights Out - Play: return 2 enemy creatures to their owner's hand.",
                              play=_lights_out_play,
                              steps={"out": up_to(2, enemy_creature, _lights_out, "out",
                                                  "choose an enemy creature to return to hand"),
                                     "two out": _LIGHTS_OUT_TWO}),
    "CotA-276": CardAbilities("Nerve Blast - Play: steal 1 Æmber; if you do, 2 damage to a creature.",
                              play=_nerve_blast, steps={"hit": damage_step(2)}),
    "CotA-277": CardAbilities("One Last Job - Play: purge each friendly Shadows creature; steal 1 per "
                              "creature purged.", play=_one_last_job),
    "CotA-278": CardAbilities("Oubliette - Play: purge a creature with power 3 or less.", play=ask("purge"),
                              steps={"purge": purge_step(power_at_most(3),
                                                         "choose a creature with power 3 or less to purge")}),
    "CotA-280": CardAbilities("Poison Wave - Play: 2 damage to each creature.", play=_poison_wave),
    "CotA-282": CardAbilities("Routine Job - Play: steal 1 Æmber, plus 1 per other Routine Job in your "
                              "discard pile.", play=_routine_job),
    "CotA-283": CardAbilities("Too Much to Protect - Play: steal all but 6 of the opponent's Æmber.",
                              play=_too_much),
    "CotA-287": CardAbilities("Longfused Mines - Omni: sacrifice it; 3 damage to each enemy creature not "
                              "on a flank.", omni=_longfused),
    "CotA-296": CardAbilities("Bad Penny - Destroyed: return it to your hand.", destroyed=_bad_penny),
    "CotA-297": CardAbilities("Bulleteye - elusive; Reap: destroy a flank creature.", reap=ask("shoot"),
                              steps={"shoot": destroy_step(flank_creature, "choose a flank creature to destroy")}),
    "CotA-318": CardAbilities("Silent Dagger - upgrade: the creature gets Reap: 4 damage to a flank creature.",
                              reap=_silent_dagger,
                              steps={"stab": Target(flank_creature, _stab,
                                                    "choose a flank creature to deal 4 damage to")}),
    "CotA-270": CardAbilities("Ghostly Hand - Play: if the opponent has exactly 1 Æmber, steal it.",
                              play=_ghostly_hand),
    "CotA-275": CardAbilities("Miasma - Play: the opponent skips the forge step of their next turn.",
                              play=_miasma),
    "CotA-281": CardAbilities("Relentless Whispers - Play: 2 damage to a creature; steal 1 if that destroys it.",
                              play=ask("hit"), steps={"hit": damage_step(2, then=_steal_if_destroyed)}),
    "CotA-290": CardAbilities("Seeker Needle - Action: 1 damage to a creature; gain 1 if that destroys it.",
                              action=ask("hit"), steps={"hit": damage_step(1, then=gain_if_destroyed)}),
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
