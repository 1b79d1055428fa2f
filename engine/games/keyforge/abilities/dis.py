"""Dis: demons and imps; capture, steal, destruction and discards."""

from __future__ import annotations

from engine.events import Seat

from ..cards import House, Keyword
from ..amber import capture, gain, gain_chains, steal
from ..damage import deal_damage, sweep
from ..destruction import destroy, destroy_together
from ..keywords import power
from ..state import Effect, EffectKind, State, follows
from ..board import controller, creatures, on_flank, opponent
from .. import tasks as T
from .base import CardAbilities, Target, choose
from .effects import (capture_self, destroy_each, gain_n, opponent_loses, opponent_random_discard,
                      sacrifice, steal_n, to_hand)
from .steps import archive_from_hand, ask, to_hand_step
from .targets import any_creature, enemy_creature, inner_creature, is_house


def _hand_of_dis(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    destroy(state, target)


def _lash(state: State, src: int, seat: Seat) -> None:
    state.effects.append(Effect(EffectKind.KEY_COST, opponent(seat), state.turn + 1, 3))


def _key_to_dis(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    destroy_each(state, lambda c: True)


def _shooler(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 4:
        steal(state, seat, 1)


def _terror(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber == 0:
        gain(state, seat, 2)


def _gateway(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: True)
    gain_chains(state, seat, 3)


def _gongoozle(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    deal_damage(state, target, 3)
    sweep(state)
    if state.inplay[target] is not None:
        state.stack.append(T.RandomDiscard(seat=state.owner[target]))


def _guilty_hearts(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: state.inplay[c].amber > 0)


def _hecatomb(state: State, src: int, seat: Seat) -> None:
    """Each player gains 1 per creature of theirs destroyed. From keyforge-7 on one that was
    not (Armageddon Cloak destroyed instead: it is still in play) does not count; keyforge-6
    counted every Dis creature."""
    side_of = {c: controller(state, c) for c in creatures(state) if is_house(state, c, House.DIS)}
    doomed = destroy_each(state, lambda c: c in side_of)
    counted = [c for c in doomed if state.inplay[c] is None] if follows(state, 7) else doomed
    for side in (0, 1):
        gain(state, side, sum(1 for c in counted if side_of[c] == side))


def _hysteria(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state):
        to_hand(state, c)


def _pandemonium(state: State, src: int, seat: Seat) -> None:
    """Each undamaged creature captures 1 Æmber from its opponent. From keyforge-6 on, when a
    side has more undamaged creatures than Æmber to take, the active player chooses which of
    them capture (KF-simultaneous); before, they captured left to right, active side first."""
    if not follows(state, 6):
        for c in creatures(state):
            if state.inplay[c].damage == 0:
                capture(state, c, 1)
        return
    for side in (opponent(seat), seat):  # the active side's choice is pushed last: asked first
        _hostages(state, src, seat, side, -1)


def _undamaged_after(state: State, side: Seat, last: int) -> list[int]:
    line = state.players[side].battleline
    return [c for c in line[last + 1:] if state.inplay[c].damage == 0]


def _hostages(state: State, src: int, seat: Seat, side: Seat, last: int) -> None:
    """`side`'s undamaged creatures right of battleline index `last` capture: all of them when
    the Æmber suffices, else the active player picks them left to right, one at a time."""
    left = _undamaged_after(state, side, last)
    if len(left) <= state.players[opponent(side)].amber:
        for c in left:
            capture(state, c, 1)
    elif state.players[opponent(side)].amber > 0:
        choose(state, seat, src, state.cards[src], "hostage", data=side + 2 * (last + 1))


def _hostage_candidates(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The next creature to capture, left to right: one that leaves enough after it."""
    side, last = data % 2, data // 2 - 1
    left = _undamaged_after(state, side, last)
    return left[:len(left) - state.players[opponent(side)].amber + 1]


def _hostage(state: State, src: int, seat: Seat, c: int, data: int) -> None:
    side = data % 2
    capture(state, c, 1)
    _hostages(state, src, seat, side, state.players[side].battleline.index(c))


def _drumble(state: State, src: int, seat: Seat) -> None:
    if state.players[opponent(seat)].amber >= 7:
        capture(state, src, state.players[opponent(seat)].amber)


def _master_of(n: int) -> Target:
    def targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
        return [c for c in creatures(state) if power(state, c) == n]

    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        destroy(state, target)
    return Target(targets, resolve, f"you may destroy a creature with power {n}", optional=True)


def _lifeward(state: State, src: int, seat: Seat) -> None:
    sacrifice(state, src)
    state.effects.append(Effect(EffectKind.NO_CREATURE_PLAY, opponent(seat), state.turn + 1))


def _screaming_cave(state: State, src: int, seat: Seat) -> None:
    p = state.players[seat]
    p.deck = p.deck + p.hand + p.discard
    p.hand, p.discard = [], []
    state.stack.append(T.Shuffle(seat=seat))


def _artifact_or_flank(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if on_flank(state, c)] + \
        [a for p in state.players for a in p.artifacts]


def _any_discard(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Cards of a discard pile: either at first, then the pile of the first card (data); never
    Creeping Oblivion itself, which keyforge-6 had put in its pile already (KF-action-card)."""
    if data >= 0:
        return [c for c in state.players[state.owner[data]].discard if c != src]
    return [c for p in state.players for c in p.discard if c != src]


def _oblivion(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    owner = state.players[state.owner[target]]
    owner.discard.remove(target)
    owner.purged.append(target)
    if data < 0:
        choose(state, seat, src, state.cards[src], "purge", data=target, optional=True)


def _most_powerful(state: State, src: int, seat: Seat, data: int) -> list[int]:
    all_ = creatures(state)
    top = max((power(state, c) for c in all_), default=0)
    return [c for c in all_ if power(state, c) == top]


def _three_fates(state: State, src: int, seat: Seat) -> None:
    """From keyforge-7 on the 3 most powerful creatures are destroyed at the same time
    (KF-destroy-together): those that must go are set aside at once, and the player chooses
    only among the creatures tied for the last places (KF-most-powerful); keyforge-6 and
    before destroyed one, then chose the next among those left."""
    if not follows(state, 7):
        choose(state, seat, src, state.cards[src], "fate", data=3)
        return
    line = creatures(state)
    if len(line) > 3:
        last = sorted((power(state, c) for c in line), reverse=True)[2]
        sure = [c for c in line if power(state, c) > last]
        tied = [c for c in line if power(state, c) == last]
        if len(sure) + len(tied) > 3:  # the player breaks the tie: the sure ones wait aside
            for c in sure:
                state.effects.append(Effect(EffectKind.FATED, seat, state.turn, card=c))
            choose(state, seat, src, state.cards[src], "fates", data=3 - len(sure))
            return
        line = [c for c in line if power(state, c) >= last]
    destroy_together(state, line)


def _fate(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """Destroy one of the most powerful creatures (ties are the player's choice), `data` times."""
    destroy(state, target)
    sweep(state)
    if data > 1:
        choose(state, seat, src, state.cards[src], "fate", data=data - 1)


def _unfated_most_powerful(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The most powerful creatures not yet set aside: those tied for the last places."""
    fated = {e.card for e in state.effects if e.kind is EffectKind.FATED}
    rest = [c for c in creatures(state) if c not in fated]
    top = max((power(state, c) for c in rest), default=0)
    return [c for c in rest if power(state, c) == top]


def _fates(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """Set the chosen creature aside with the others; after the last choice, destroy them all
    at the same time (in battleline order, as listed for ordering their Destroyed: abilities)."""
    state.effects.append(Effect(EffectKind.FATED, seat, state.turn, card=target))
    if data > 1:
        choose(state, seat, src, state.cards[src], "fates", data=data - 1)
        return
    fated = {e.card for e in state.effects if e.kind is EffectKind.FATED}
    state.effects = [e for e in state.effects if e.kind is not EffectKind.FATED]
    destroy_together(state, [c for c in creatures(state) if c in fated])


def _forged_last_turn(state: State, seat: Seat) -> bool:
    """Whether `seat` forged a key on its previous turn (the turn just before this one)."""
    return state.forged_on[seat] == state.turn - 1 and state.turn > 1


def _key_hammer(state: State, src: int, seat: Seat) -> None:
    theirs = state.players[opponent(seat)]
    if _forged_last_turn(state, opponent(seat)) and theirs.keys > 0:
        theirs.keys -= 1
    gain(state, opponent(seat), 6)


def _tendrils(state: State, src: int, seat: Seat) -> None:
    extra = 3 if _forged_last_turn(state, opponent(seat)) else 0
    for c in creatures(state):
        deal_damage(state, c, 1 + extra)


CARDS: dict[str, CardAbilities] = {
    "CotA-066": CardAbilities("Key Hammer - Play: if the opponent forged a key on their last turn, unforge "
                              "it; the opponent gains 6 Æmber.", play=_key_hammer),
    "CotA-064": CardAbilities("Tendrils of Pain - Play: 1 damage to each creature, 4 if the opponent forged "
                              "a key on their last turn.", play=_tendrils),
    "CotA-071": CardAbilities("Three Fates - Play: destroy the 3 most powerful creatures (you break ties).",
                              play=_three_fates,
                              rules=("KF-choice-asked", "KF-most-powerful", "KF-destroy-together"),
                              steps={"fate": Target(_most_powerful, _fate,
                                                    "choose a most powerful creature to destroy",
                                                    singled_out=True),
                                     "fates": Target(_unfated_most_powerful, _fates,
                                                     "choose one of the creatures tied for the last "
                                                     "places among the 3 most powerful")}),
    "CotA-056": CardAbilities("Creeping Oblivion - Play: purge up to 2 cards from one discard pile.",
                              play=ask("purge", optional=True),
                              steps={"purge": Target(_any_discard, _oblivion,
                                                     "you may choose a card in a discard pile to purge",
                                                     optional=True)}),
    "CotA-076": CardAbilities("Library of the Damned - Action: archive a card from your hand.",
                              action=ask("archive"), steps={"archive": archive_from_hand()}),
    "CotA-079": CardAbilities("Screaming Cave - Action: shuffle your hand and discard pile into your deck.",
                              action=_screaming_cave),
    "CotA-097": CardAbilities("Snudge - Fight/Reap: return an artifact or a flank creature to its owner's hand.",
                              fight=ask("bounce"), reap=ask("bounce"),
                              steps={"bounce": to_hand_step(_artifact_or_flank, "choose an artifact or a flank creature")}),
    "CotA-099": CardAbilities("Succubus - the opponent refills their hand to one card fewer.",
                              opponent_hand_bonus=-1, rules=("KF-draw-1",)),
    "CotA-077": CardAbilities("Lifeward - Omni: sacrifice it; the opponent cannot play creatures on "
                              "their next turn.", omni=_lifeward, rules=("KF-lasting",)),
    "CotA-104": CardAbilities("Truebaru - taunt; you must lose 3 Æmber to play it; Destroyed: gain 5 Æmber.",
                              amber_cost=3, destroyed=gain_n(5), rules=("KF-play-cost",)),
    "CotA-058": CardAbilities("Fear - Play: return an enemy creature to its owner's hand.", play=ask("scare"),
                              steps={"scare": to_hand_step(enemy_creature, "choose an enemy creature to return to hand")}),
    "CotA-059": CardAbilities("Gateway to Dis - Play: destroy each creature; gain 3 chains.", play=_gateway,
                              rules=("KF-chains-1",)),
    "CotA-060": CardAbilities("Gongoozle - Play: 3 damage to a creature; if it survives, its owner "
                              "discards a random card.", play=ask("hit"),
                              steps={"hit": Target(any_creature, _gongoozle,
                                                   "choose a creature to deal 3 damage to")}),
    "CotA-061": CardAbilities("Guilty Hearts - Play: destroy each creature with Æmber on it.",
                              play=_guilty_hearts),
    "CotA-063": CardAbilities("Hecatomb - Play: destroy each Dis creature; each player gains 1 Æmber "
                              "per creature of theirs destroyed.", play=_hecatomb, rules=("KF-replace",)),
    "CotA-065": CardAbilities("Hysteria - Play: return each creature to its owner's hand.", play=_hysteria),
    "CotA-068": CardAbilities("Pandemonium - Play: each undamaged creature captures 1 Æmber from its "
                              "opponent.", play=_pandemonium, rules=("KF-simultaneous",),
                              steps={"hostage": Target(_hostage_candidates, _hostage,
                                                       "choose an undamaged creature to capture 1 Æmber")}),
    "CotA-082": CardAbilities("Drumble - elusive; Play: if the opponent has 7+ Æmber, capture all of it.",
                              play=_drumble),
    "CotA-089": CardAbilities("Master of 1 - Reap: you may destroy a creature with power 1.",
                              reap=ask("destroy"), steps={"destroy": _master_of(1)}),
    "CotA-090": CardAbilities("Master of 2 - Reap: you may destroy a creature with power 2.",
                              reap=ask("destroy"), steps={"destroy": _master_of(2)}),
    "CotA-091": CardAbilities("Master of 3 - Reap: you may destroy a creature with power 3.",
                              reap=ask("destroy"), steps={"destroy": _master_of(3)}),
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
