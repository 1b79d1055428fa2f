"""Sanctum, the rest of the set: using cards whatever their house, choices among named options."""

from __future__ import annotations

from engine.events import Seat

from ..cards import HOUSES, House
from ..amber import gain
from ..damage import heal, stun
from ..leaving import leave_play
from ..keywords import key_cost
from ..forge import forge_now
from ..cards import Keyword
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, controller, creatures, on_flank
from ..events import Fight
from ..legal_use import attackable
from ..use import fight
from .base import CardAbilities, Target, choose
from .effects import (FIGHTS, UNSTUNNED, destroy_each, ready_for_fight, sacrifice,
                      use_house_this_turn, use_now)
from .steps import ask, house_step, one_of
from .targets import damaged_creature, friendly_creature


def _friendly_knight(state: State, src: int, inst: int) -> bool:
    return "knight" in card_of(state, inst).traits and controller(state, inst) == controller(state, src)


def _protect(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    heal(state, target)
    state.effects.append(Effect(EffectKind.SHIELDED, seat, state.turn, card=target))


def _flank_bonus(state: State, up: int, creature: int) -> int:
    return 2 if on_flank(state, creature) else 0


_BITS = 10  # instances are below 1024


def _pack(hero: int, fought: list[int]) -> int:
    return hero + sum((d + 1) << (_BITS * (i + 1)) for i, d in enumerate(fought))


def _unpack(data: int) -> tuple[int, list[int]]:
    hero, fought, rest = data & ((1 << _BITS) - 1), [], data >> _BITS
    while rest:
        fought.append((rest & ((1 << _BITS) - 1)) - 1)
        rest >>= _BITS
    return hero, fought


_ROUNDS = 4 * _BITS  # from keyforge-6 on, the rounds played so far sit above hero and foes


def _stand(state: State, src: int, seat: Seat, hero: int, data: int) -> None:
    if follows(state, 6):
        _round(state, src, seat, hero, _pack(hero, []))
        return
    choose(state, seat, src, state.cards[src], "duel", data=_pack(hero, []))


def _round(state: State, src: int, seat: Seat, hero: int, data: int) -> None:
    """One of One Stood Against Many's three "ready and fight" (keyforge-6 on): the hero is
    readied even when no enemy is left to fight (it then ends ready); a stunned hero's fight
    is only the removal of its stun, fought against no one (KF-stun-1)."""
    rounds = (data >> _ROUNDS) + 1
    hero, fought = _unpack(data & ((1 << _ROUNDS) - 1))
    ip = state.inplay[hero]
    if ip is None:
        return
    data = _pack(hero, fought) | rounds << _ROUNDS
    # Each fight is a use, checked from keyforge-8 on (KF-ready-fight): a hero that cannot be
    # used or fight is only readied, and no round after can do more; with no enemy left to
    # fight, later rounds would only ready it again.
    done = ready_for_fight(state, seat, hero, follows(state, 8))
    if done == FIGHTS:
        choose(state, seat, src, state.cards[src], "duel", data=data)
    elif done == UNSTUNNED and rounds < 3:
        choose(state, seat, src, state.cards[src], "again", data=data)


def _hero(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """The next round's creature: the hero while it is still in play. The text singles it out,
    so the step is taken without asking (KF-choice-asked): it only defers the round until the
    fight before it has resolved."""
    hero, _ = _unpack(data & ((1 << _ROUNDS) - 1))
    return [hero] if state.inplay[hero] is not None else []


def _duel_targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
    hero, fought = _unpack(data & ((1 << _ROUNDS) - 1))
    if state.inplay[hero] is None:
        return []
    return [d for d in attackable(state, seat, hero) if d not in fought]


def _duel(state: State, src: int, seat: Seat, defender: int, data: int) -> None:
    """One Stood Against Many: the hero readies and fights an enemy it has not fought in this
    ability; the next of its 3 fights is chosen after this one has resolved."""
    if follows(state, 6):
        rounds = data >> _ROUNDS
        hero, fought = _unpack(data & ((1 << _ROUNDS) - 1))
        if rounds < 3:  # pushed first: the next round comes after this fight's own work
            choose(state, seat, src, state.cards[src], "again",
                   data=_pack(hero, fought + [defender]) | rounds << _ROUNDS)
        fight(state, Fight(seat=seat, attacker=hero, defender=defender))
        return
    hero, fought = _unpack(data)
    if len(fought) < 2:  # pushed first: it comes after this fight's own work
        choose(state, seat, src, state.cards[src], "duel", data=_pack(hero, fought + [defender]))
    ip = state.inplay[hero]
    ip.exhausted = False
    if ip.stunned:  # the fight only removes the stun (KF-stun-1)
        ip.stunned, ip.exhausted = False, True
        return
    fight(state, Fight(seat=seat, attacker=hero, defender=defender))


def _epic_archive(state: State, src: int, seat: Seat) -> None:
    for c in creatures(state, seat):
        if "knight" in card_of(state, c).traits:
            leave_play(state, c, Zone.ARCHIVES)


def _epic_key(state: State, src: int, seat: Seat) -> None:
    if state.tally.get("play Sanctum", 0) >= 7:
        sacrifice(state, src)
        forge_now(state, seat, extra=-key_cost(state, seat))  # at no cost


def _begone_destroy(state: State, src: int, seat: Seat) -> None:
    destroy_each(state, lambda c: card_of(state, c).house is House.DIS)


def _blind(state: State, src: int, seat: Seat, house: int, data: int) -> None:
    for c in creatures(state):
        if card_of(state, c).house is HOUSES[house]:
            stun(state, c)


def _inspire(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    state.inplay[target].exhausted = False
    use_now(state, seat, target)


def _horseman_of_war(state: State, src: int, seat: Seat) -> None:
    """Each friendly creature may fight whatever its house, and from keyforge-9 on may only
    fight, those of the active house too (KF-any-house; keyforge-8 let those reap and act)."""
    state.effects.append(Effect(EffectKind.FIGHT_ANY_HOUSE, seat, state.turn, 0))
    if follows(state, 9):
        state.effects.append(Effect(EffectKind.ONLY_FIGHT, seat, state.turn, 0))


def _non_sanctum_friend(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state, seat) if card_of(state, c).house is not House.SANCTUM]


def _use_it(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    use_now(state, seat, target)


CARDS: dict[str, CardAbilities] = {
    "CotA-212": CardAbilities("Begone! - Play: choose one: destroy each Dis creature, or gain 1 Æmber.",
                              rules=("KF-choose-one",), play=ask("mode"),
                              steps={"mode": one_of(("destroy each Dis creature", _begone_destroy),
                                                    ("gain 1 Æmber", lambda state, src, seat: gain(state, seat, 1)),
                                                    prompt="choose one effect of Begone!")}),
    "CotA-213": CardAbilities("Blinding Light - Play: name a house; stun each creature of that house.",
                              rules=("KF-choose-one", "KF-stun-2"), play=ask("house"),
                              steps={"house": house_step(lambda state, seat: HOUSES, _blind,
                                                         "choose a house to stun")}),
    "CotA-220": CardAbilities("Inspiration - Play: ready a friendly creature and use it.",
                              rules=("KF-use-now",), play=ask("inspire"),
                              steps={"inspire": Target(friendly_creature, _inspire,
                                                       "choose a friendly creature to ready and use")}),
    "CotA-236": CardAbilities("Sigil of Brotherhood - Omni: sacrifice it; friendly Sanctum creatures may be "
                              "used this turn whatever the house.", rules=("KF-any-house", "KF-sacrifice"),
                              omni=use_house_this_turn(House.SANCTUM)),
    "CotA-241": CardAbilities("Commander Remiel - Reap: use a friendly creature of another house than Sanctum.",
                              rules=("KF-use-now",), reap=ask("use"),
                              steps={"use": Target(_non_sanctum_friend, _use_it,
                                                   "choose a friendly non-Sanctum creature to use")}),
    "CotA-249": CardAbilities("Horseman of War - Play: this turn, each friendly creature may fight whatever "
                              "its house, and may only fight.", rules=("KF-any-house",), play=_horseman_of_war),
    "CotA-264": CardAbilities("Mantle of the Zealot - upgrade: its creature may be used as if it belonged to "
                              "the active house.", rules=("KF-any-house",), any_house=True),
    "CotA-235": CardAbilities("Round Table - each friendly Knight creature gets +1 power and taunt.",
                              rules=("KF-taunt",),
                              aura_power=lambda state, src, c: 1 if _friendly_knight(state, src, c) else 0,
                              aura_power_never_lowers=True,
                              aura_keywords=lambda state, src, c: (Keyword.TAUNT,) if _friendly_knight(state, src, c) else (),
                              aura_keywords_given=(Keyword.TAUNT,)),
    "CotA-266": CardAbilities("Shoulder Armor - upgrade: +2 power and +2 armor while its creature is on a flank.",
                              rules=("KF-armor-1",), aura_power=_flank_bonus, aura_armor=_flank_bonus),
    "CotA-254": CardAbilities("Protectrix - Reap: you may fully heal a damaged creature; it then cannot be "
                              "dealt damage for the rest of the turn.", rules=("KF-damage-1", "KF-if-you-do"),
                              reap=ask("protect", optional=True),
                              steps={"protect": Target(damaged_creature, _protect,
                                                       "you may choose a damaged creature to heal and protect",
                                                       optional=True)}),
    "CotA-223": CardAbilities("One Stood Against Many - Play: ready a friendly creature and fight with it 3 "
                              "times, each time against a different enemy creature.",
                              rules=("KF-fight-1", "KF-stun-1"), play=ask("hero"),
                              steps={"hero": Target(friendly_creature, _stand, "choose a friendly creature to stand"),
                                     "duel": Target(_duel_targets, _duel,
                                                    "choose an enemy creature it has not fought yet"),
                                     "again": Target(_hero, lambda state, src, seat, hero, data:
                                                     _round(state, src, seat, hero, data),
                                                     "the creature readies for its next fight",
                                                     singled_out=True)}),
    "CotA-231": CardAbilities("Epic Quest - Play: archive each friendly Knight creature. Omni: after 7 or more "
                              "Sanctum cards played this turn, sacrifice it and forge a key at no cost.",
                              rules=("KF-forge-cost", "KF-sacrifice"), play=_epic_archive, omni=_epic_key),
    "CotA-263": CardAbilities("Armageddon Cloak - upgrade: hazardous 2; when its creature would be destroyed, "
                              "it is fully healed and the Cloak is destroyed instead.",
                              rules=("KF-replace", "KF-hazardous"), grant_keywords={Keyword.HAZARDOUS: 2},
                              grant_saved=True),
    "CotA-261": CardAbilities("The Vaultkeeper - its controller's Æmber cannot be stolen.",
                              rules=("KF-steal-1",), amber_safe=True),
}
