"""Damage, armor and the destruction check.

Damage goes on first (armor prevents up to its value each turn); destruction is a separate
check (`sweep`) so that the two sides of a fight are damaged at the same time. What the sweep
knows of the states it saw is in alive.py (`SWEPT`), which damage sets and everything that can
make a creature die clears. Destroying is in destruction.py, leaving and entering play in
leaving.py, control in control.py, moving Æmber in amber.py.
"""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOOKS, any_hook
from .alive import POWERLESS, SWEPT
from .board import card_of, controller, effect_active
from .carriers import in_play
from .cards import CARDS, CardType
from .destruction import destroy, destroy_together
from .keywords import armor, auras
from .state import EffectKind, InPlay, State, follows, turn_mark

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_CREATURE = CardType.CREATURE
_NO_DAMAGE, _SHIELDED = EffectKind.NO_DAMAGE, EffectKind.SHIELDED
# The cards whose abilities set a field, by card id (filled with the registry).
_POWER_BONUS, _DIES_ALONE = HOOKS["power_bonus"], HOOKS["dies_alone"]
_OWN_POWER_RULE = any_hook("power_bonus", "dies_alone")
_GRANT_POWER, _AURA_POWER = HOOKS["grant_power"], HOOKS["aura_power"]
_NEVER_LOWERS = HOOKS["aura_power_never_lowers"]
_TAKES_NEIGHBOR_DAMAGE = HOOKS["takes_neighbor_damage"]


# -- damage -------------------------------------------------------------------------------

def deal_damage(state: State, target: int, amount: int, armor_counts: bool = True,
                poison: bool = False) -> int:
    """Deal `amount` damage to a creature in play; armor left this turn prevents some of it
    (unless the card says its damage cannot be prevented by armor: `armor_counts` False).

    Returns the damage actually placed. Destruction happens at the next `sweep`.
    """
    ip = state.inplay[target]
    if ip is None or amount <= 0 or CARDS[state.cards[target]].type is not _CREATURE:
        return 0
    seat = controller(state, target)
    if seat is not None:
        target = _redirected(state, seat, target)
        ip = state.inplay[target]
    if state.effects and ((seat is not None and effect_active(state, _NO_DAMAGE, seat))
                          or any(e.card == target for e in effect_active(state, _SHIELDED))):
        return 0
    left = max(0, armor(state, target) - ip.armor_used) if armor_counts else 0
    prevented = min(left, amount)
    if prevented:
        ip.armor_used += prevented
        turn_mark(state, ip)
    dealt = amount - prevented
    if dealt > 0:
        swept = SWEPT
        if swept.all_live is state:  # all alive but this one, which may now die (`hurt_in`)
            swept.all_live, swept.hurt_in, swept.hurt = None, state, [target]
        elif swept.hurt_in is state:
            swept.hurt.append(target)
        ip.damage += dealt
        if poison:  # fight damage of a poison creature (KF-poison)
            ip.doomed = True
    return dealt


def _redirected(state: State, seat: Seat, target: int) -> int:
    """Who takes damage dealt to `target`: a neighbour that takes its neighbours' damage
    (Shadow Self; of two, the left one: KF-replace) when `target` is not a Specter, else
    `target` itself."""
    if not in_play(state, "takes_neighbor_damage"):
        return target
    cards = state.cards
    line = state.players[seat].battleline
    if not any(cards[c] in _TAKES_NEIGHBOR_DAMAGE for c in line) or target not in line:
        return target
    if "specter" in card_of(state, target).traits:
        return target
    i = line.index(target)
    for j in (i - 1, i + 1):
        if 0 <= j < len(line) and cards[line[j]] in _TAKES_NEIGHBOR_DAMAGE:
            return line[j]
    return target


def heal(state: State, inst: int, n: int | None = None) -> int:
    """Remove up to n damage (all of it when n is None)."""
    ip = state.inplay[inst]
    if ip is None:
        return 0
    h = ip.damage if n is None else min(n, ip.damage)
    ip.damage -= h
    return h


def stun(state: State, inst: int) -> None:
    ip = state.inplay[inst]
    if ip is not None and card_of(state, inst).type is CardType.CREATURE:
        ip.stunned = True  # stuns do not stack (KF-stun-2)


# -- the destruction check ----------------------------------------------------------------

def sweep(state: State) -> list[int]:
    """Destroy every creature whose damage is at least its power, or hit by poison (KF-destroy-1)."""
    swept = SWEPT
    if state is swept.all_live:
        return []  # found all alive, and nothing since could change that (see `Swept.all_live`)
    if state is swept.hurt_in and _only_hurt_live(state):
        swept.all_live, swept.hurt_in = state, None
        return []
    # Runs after nearly every event and ability (a fifth of a fold before it was trimmed):
    # walks the battlelines in `creatures` order (active seat first) without copying them.
    # While no card in play may lower creatures' power (`auras`, `_NEVER_LOWERS`), an
    # undamaged creature with no counters taken off, no poison, no upgrade and no rule of its
    # own about its power lives: its printed power is above 0 (`POWERLESS`). Any other
    # creature is checked against its printed power and counters, or as `keywords.power`
    # computes it when a card changes it.
    players = state.players
    a = state.active
    first, second = players[a].battleline, players[1 - a].battleline
    if not first and not second:
        if not state.table:
            swept.all_live, swept.hurt_in = state, None
        return []
    cards, inplay = state.cards, state.inplay
    around = auras(state)
    lowers = False  # whether a card in play may lower a creature's power
    for src, _ in around:
        if cards[src] not in _NEVER_LOWERS:
            lowers = True
            break
    plain = not lowers  # whether no creature's power can change unseen (see `Swept.all_live`)
    doomed = []
    for seat, line in ((a, first), (1 - a, second)):
        for c in line:
            ip = inplay[c]
            if lowers or ip.doomed or ip.upgrades:
                if plain:
                    if cards[c] in _OWN_POWER_RULE:  # Mushroom Man: the keys forged
                        plain = False
                    for u in ip.upgrades:
                        if cards[u] in _AURA_POWER:  # Shoulder Armor: on a flank or not
                            plain = False
                if _dies(state, c, ip, cards[c], seat, around):
                    doomed.append(c)
            elif ip.damage or ip.power < 0:
                cid = cards[c]
                if around or cid in _OWN_POWER_RULE:
                    if cid in _OWN_POWER_RULE:
                        plain = False
                    if _dies(state, c, ip, cid, seat, around):
                        doomed.append(c)
                else:
                    p = CARDS[cid].power + ip.power
                    if ip.damage >= (p if p > 0 else 0):
                        doomed.append(c)
            else:  # undamaged, and no card in play lowers its power: it lives unless that is 0
                cid = cards[c]
                if cid in _OWN_POWER_RULE or cid in POWERLESS:
                    plain = False
                    if _dies(state, c, ip, cid, seat, around):
                        doomed.append(c)
    if plain and not state.table:
        # Everyone but the doomed lives; once they are gone, the next sweep would find the
        # rest as this one did unless the destruction itself changes that (an aura leaving,
        # a creature saved, damage, a change of sides), which clears the mark like anything
        # else does. Marked before destroying: the sweep after a fight that killed was a
        # full one that found nothing (a seventh of the fold's full sweeps).
        swept.all_live, swept.hurt_in = state, None
    if not doomed:
        return doomed
    depth = len(state.stack)
    if len(doomed) == 1:
        destroy(state, doomed[0])
    else:
        destroy_together(state, doomed)
    if len(state.stack) == depth and follows(state, 11):
        # Nothing it set off waits to resolve (each such resolution sweeps after it): a creature
        # whose power a destroyed one raised (Niffle Queen) dies now, not at some later event
        # (KF-destroy-1; keyforge-10 left it alive until then).
        doomed = doomed + sweep(state)
    return doomed


def _only_hurt_live(state: State) -> bool:
    """Whether each creature dealt damage since `state` was found all alive (`Swept.hurt_in`) is
    still alive (or gone); when one would die, the full sweep destroys it, in its order. The
    others' power and damage are as that sweep found them (see `Swept.all_live`)."""
    cards, inplay = state.cards, state.inplay
    around = auras(state)  # (none lowers power: see `Swept.all_live`)
    for c in SWEPT.hurt:
        ip = inplay[c]
        if ip is None:
            continue  # it left play (an undamaged creature that came back lives)
        cid = cards[c]
        if around or ip.upgrades or ip.doomed or cid in _OWN_POWER_RULE:  # as `sweep` judges it
            seat = 0 if c in state.players[0].battleline else 1
            if _dies(state, c, ip, cid, seat, around):
                return False
        else:
            p = CARDS[cid].power + ip.power
            if ip.damage >= (p if p > 0 else 0):
                return False
    return True


def _dies(state: State, c: int, ip: InPlay, cid: str, seat: Seat, around: list) -> bool:
    """`sweep`'s test of one creature: whether its damage is at least its power (as
    `keywords.power` computes it), or it is doomed."""
    if ip.doomed:
        return True
    if cid in _DIES_ALONE and not state.players[1 - seat].battleline:
        return True  # Tireless Crocag
    p = CARDS[cid].power + ip.power
    if cid in _POWER_BONUS:
        p += _POWER_BONUS[cid](state, c)
    for u in ip.upgrades:
        up = state.cards[u]
        p += _GRANT_POWER.get(up, 0)
        if up in _AURA_POWER:  # an upgrade's aura: its own creature
            p += _AURA_POWER[up](state, u, c)
    for src, fn in around:
        p += fn(state, src, c)
    return ip.damage >= (p if p > 0 else 0)
