"""Combat (rule 30, Turn Order 4-5): announcing an attack, the attack roll against DEF,
multiple attacks, damage, effect rolls, self-damage, and the deaths that follow (rule 31).
"""

from __future__ import annotations

from .cards import CARDS, Attack, Condition, Reach, squires_needed
from .coins import ATTACK_RANKS, cover, counted, metals
from .state import (ATTACK_ENDS, DEATHS, FINISHES, AttackRoll, DamageRolls, Deaths, EffectRoll,
                    FinishAttack, MoveSquires, Replace, State, find_unit, find_unit_on, reveal,
                    reveal_unit, set_wounds, unit_on)
from .stats import (harm, hp_left, may_be_dying, squire_stats, stat, surely_alive,
                    wounded)
from . import traps
from .turn import stir
from .zones import discard, draw_blood, remove_unit

HIT_ON = 11
"""A die of a multiple attack adds its damage on 11+ (SC-multiple)."""


def attack_of(state: State, seat: int, index: int) -> Attack:
    # CARDS by card id rather than `state.card` (a method call): every attack reads it
    return CARDS[state.cards[state.sides[seat].combat.card]].attacks[index]  # type: ignore[union-attr]


def targets(state: State, seat: int, attack: Attack) -> list[int]:
    """The enemy units an attack may target: the opposing Champion, and where its text
    allows, a garrisoned Champion or a Squire of the opposing Champion."""
    enemy = state.sides[1 - seat]
    if enemy.combat is None:
        return []
    out = [enemy.combat.card]
    reach = attack.reach
    if reach is _GARRISON:
        out += [u.card for u in enemy.garrison]
    elif reach is _SQUIRE:
        out += list(enemy.combat.squires)
    return out


_GARRISON, _SQUIRE = Reach.GARRISON, Reach.SQUIRE
"""Read once: reading an Enum member from its class is a Python call (Python 3.11), and
every attack check lists targets."""


def target_of(state: State, seat: int, target: int | None, slot: int | None) -> int | None:
    """The attacked instance: named, or a face-down Champion by its garrison place."""
    if slot is None:
        return target
    garrison = state.sides[1 - seat].garrison
    return garrison[slot].card if target is None and 0 <= slot < len(garrison) else None


def aim(state: State, seat: int, target: int) -> tuple[int | None, int | None]:
    """(target, slot) of an attack event on `target`: a face-down unit by its place."""
    garrison = state.sides[1 - seat].garrison
    for i, u in enumerate(garrison):
        if u.card == target and target not in state.revealed:
            return None, i
    return target, None


def refuse_attack(state: State, seat: int, index: int, target: int | None) -> tuple[str, str] | None:
    """Why this attack may not be announced now, or None."""
    side = state.sides[seat]
    unit = side.combat
    if unit is None:
        return "SC-7", "no Champion is in combat"
    if state.turn == 1 and seat == state.first:
        return "SC-9", "the first player cannot attack on their first turn"
    if unit.stuck:
        return "SC-47-dazed", "a Dazed Champion that failed its roll can take no action this turn"
    if unit.conditions and Condition.DISARMED in unit.conditions:
        return "SC-47-disarmed", "a Disarmed Champion cannot attack"
    if index not in (0, 1):
        return "SC-33", "a Champion has two attacks"
    card = state.card(unit.card)
    need = squires_needed(card, index)
    if len(unit.squires) < need:
        return "SC-33", f"{card.attacks[index].name} needs {need} attached Squire(s)"
    attack = card.attacks[index]
    if cover(state, unit.coins, ATTACK_RANKS[card.id][index]) is None:
        return "SC-30", f"{attack.name} needs attached Coins {'/'.join(m.value for m in attack.coins)}"
    if target not in targets(state, seat, attack):
        return "SC-30", f"{attack.name} cannot target that unit"
    return None


def can_attack(state: State, seat: int) -> bool:
    """Whether `refuse_attack` lets any attack at any target through (SC-must-attack), its
    tests taken once: those of the Champion once, those of an attack once for all targets.
    Every attack may target the opposing Champion in combat (`targets`), so there is a target
    exactly when the opponent has one in combat.

    Every turn's end asks it, and most turns end with too few Coins attached for either
    attack: the answer is one conjunction, so its tests are taken in the order likeliest to
    say no soonest, the costs first and fewest Coins first (`_BY_COINS`: the first cost the
    attached Coins cannot number, no later cost can either)."""
    unit = state.sides[seat].combat
    if unit is None or unit.stuck:
        return False
    coins = len(unit.coins)
    squires = len(unit.squires)
    for count, need, silver, gold in _BY_COINS[state.cards[unit.card]]:
        if coins < count:
            return False
        if squires >= need and (not silver or counted(state.cards, unit.coins, count, silver, gold)):
            break
    else:
        return False
    if state.sides[1 - seat].combat is None:
        return False
    if unit.conditions and _DISARMED in unit.conditions:
        return False
    if state.turn == 1 and seat == state.first:
        return False
    return True


def _needs(card, i: int) -> tuple:
    coins, silver, gold = metals(ATTACK_RANKS[card.id][i])
    return squires_needed(card, i), coins, silver, gold, card.attacks[i]


ATTACK_NEEDS = {cid: [_needs(c, i) for i in range(len(c.attacks)) if i in (0, 1)]
                for cid, c in CARDS.items()}
"""By card id, for a Champion's first two attacks (rule 33 names two): the Squires it needs,
its cost in attached Coins as `coins.metals` counts it (how many Coins, how many of them
Silver or Gold, how many Gold), and the attack. Read by every attack check and every turn's
end: a cost of Copper only (most) is paid by as many Coins of any metal (`covers`), so the
check is then a count, and otherwise one walk of the Coins (`coins.counted`)."""
_BY_COINS = {cid: sorted((count, need, silver, gold) for need, count, silver, gold, _ in needs)
             for cid, needs in ATTACK_NEEDS.items()}
"""`ATTACK_NEEDS` for `can_attack`, which asks whether any attack is paid for: by card id,
each cost as (Coins, Squires, Silver or Gold, Gold), fewest Coins first."""
_DISARMED, _BLEEDING = Condition.DISARMED, Condition.BLEEDING


def can_target(state: State, seat: int, attack: Attack, target: int | None) -> bool:
    """Whether `target` is in `targets(state, seat, attack)`, without listing them."""
    enemy = state.sides[1 - seat].combat
    if enemy is None:
        return False
    if target == enemy.card:
        return True
    reach = attack.reach
    if reach is _GARRISON:
        return any(u.card == target for u in state.sides[1 - seat].garrison)
    return reach is _SQUIRE and target in enemy.squires


def announce(state: State, seat: int, index: int, target: int) -> None:
    """Turn Order 4A: the attack is announced; the turn will end after it (rule 30)."""
    # `attack_of` written out (every attack announced reads it)
    attack = CARDS[state.cards[state.sides[seat].combat.card]].attacks[index]  # type: ignore[union-attr]
    state.stack.append(ATTACK_ENDS[seat])  # shared frozen tasks (state.MAINS)
    state.stack.append(FINISHES[seat][index])
    if attack.no_roll:  # SC-30-noroll: breaks through; a garrisoned target stays hidden (rule 35)
        hit(state, seat, index, attack, target)
        return
    # the attacked unit shows its HP and DEF (rules 11, 35): a Champion with its cards
    attacked = unit_on(state, 1 - seat, target)
    if attacked is not None:
        reveal_unit(state, attacked)
    else:
        reveal(state, target)
    state.stack.append(AttackRoll(seat=seat, attack=index, target=target))
    if state.sides[1 - seat].traps:  # most attacks find none set: no call
        traps.spring(state, 1 - seat, traps.ATTACK)


def rolled(state: State, task: AttackRoll, face: int) -> None:
    """SC-30-roll: the die plus the attacker's SKL (SC-skill) and roll bonuses, less
    reductions, higher than the attacked unit's DEF breaks through; equal or lower misses
    with its effects. (Written in one function: every attack roll comes here.)"""
    seat = task.seat
    unit = state.sides[seat].combat
    total = face + stat(state, seat, unit, True, "skl") \
        + stat(state, seat, unit, True, "roll") - task.penalty  # type: ignore[arg-type]
    # looked up once, for the DEF and the damage, on the side attacked (`targets`)
    target = task.target
    found = find_unit_on(state, 1 - seat, target)
    if found is None:
        found = find_unit(state, target)
    if found is None:  # a Squire
        dfn = squire_stats(state, target)[1]
    else:
        dfn = stat(state, found[0], found[1], found[2], "dfn")
    if total > dfn:  # the attack (`attack_of`) read from the unit already at hand
        attack = CARDS[state.cards[unit.card]].attacks[task.attack]  # type: ignore[union-attr]
        hit(state, seat, task.attack, attack, target, found)


def hit(state: State, seat: int, index: int, attack: Attack, target: int, found=None) -> None:
    """The attack `index` (`attack`: what `attack_of` gives for it) breaks through: damage
    dice for a multiple attack, else its damage."""
    if attack.multiple:
        state.stack.append(DamageRolls(seat=seat, attack=index, target=target, left=attack.multiple))
    else:
        deal(state, seat, attack, target, attack.damage, found)


def damage_rolled(state: State, task: DamageRolls, face: int) -> None:
    """SC-30-multiple: the dice are summed before any damage is dealt."""
    attack = attack_of(state, task.seat, task.attack)
    total = task.total + (attack.damage if face >= HIT_ON else 0)
    if task.left > 1:
        state.stack.append(DamageRolls(seat=task.seat, attack=task.attack, target=task.target,
                                       left=task.left - 1, total=total))
    else:
        deal(state, task.seat, attack, task.target, total)


def deal(state: State, seat: int, attack: Attack, target: int, base: int, found=None) -> None:
    """Turn Order 4C-4E: damage with bonuses only when there is damage, then effect rolls
    (`attack`: the in-combat Champion's attack that hit; `found`: the target's `find_unit`,
    when the caller has it)."""
    attacker = state.sides[seat].combat
    if found is None:
        found = find_unit(state, target)
    if base > 0:
        amount = base + stat(state, seat, attacker, True, "dmg")  # type: ignore[arg-type]
        if found is None:
            wounded(target)  # the next death check looks at it (stats._ALL_ALIVE)
            set_wounds(state, target, state.wounds[target] + amount)
        else:
            harm(found[1], amount)
            if found[2] and state.sides[found[0]].traps:  # most hits find none set: no call
                traps.spring(state, found[0], traps.HIT)
    if found is None:  # SC-40: a Squire takes damage, never an effect
        return
    # the Equipment's card ids looked through in C (a generator is a Python frame of its own)
    if attacker.gear and "serrated-blade" in map(state.cards.__getitem__, attacker.gear):  # type: ignore[union-attr]
        state.stack.append(EffectRoll(seat=seat, target=target, condition=Condition.BLEEDING, need=16))
    if attack.condition is not None:
        if attack.chance:
            state.stack.append(EffectRoll(seat=seat, target=target, condition=attack.condition,
                                          need=attack.chance))
        else:
            afflict(state, target, attack.condition)


def afflict(state: State, target: int, condition: Condition) -> None:
    """Apply a Battle Condition to a Champion (rules 46-47); Squires take none (rule 40)."""
    found = find_unit(state, target)
    if found is None:
        return
    seat, unit, _ = found
    stir()  # the end of the turn looks at it (turn._CALM)
    if condition not in unit.conditions:
        unit.conditions.append(condition)
        unit.conditions.sort()
    if condition is Condition.DISARMED:
        # SC-47-disarmed: by the opponent, cured at the end of its owner's next turn
        unit.disarmed_until = state.turn if seat == state.active else state.turn + 1


def effect_rolled(state: State, task: EffectRoll, face: int) -> None:
    if face >= task.need:
        afflict(state, task.target, task.condition)


def finish(state: State, task: FinishAttack) -> None:
    """Self-damage and Bleeding after the attack, never modified (rules 32, 47); then deaths,
    the attacker's kills first (rule 31)."""
    unit = state.sides[task.seat].combat
    if unit is not None:
        own = CARDS[state.cards[unit.card]].attacks[task.attack].self
        if own:  # most attacks do none: no write of the field (a Struct's write costs)
            harm(unit, own)  # the death check just below looks at it (stats._ALL_ALIVE)
        if unit.conditions and _BLEEDING in unit.conditions:
            harm(unit, 10)
    check_deaths(state, task.seat)


def check_deaths(state: State, first: int) -> None:
    """Turn Order 5 after an attack or a failed retreat roll: a Deaths task (the `first`
    seat's kills first), unless nobody may be dying and both Champions are in combat, when
    `deaths` would do nothing (after most attacks and failed rolls: no task to run then)."""
    sides = state.sides
    if sides[0].combat is None or sides[1].combat is None or may_be_dying(state):
        state.stack.append(DEATHS[first])


def anyone_dead(state: State) -> bool:
    """Whether a Champion in the arena has no HP left (SC-hp-zero: it dies at once)."""
    return may_be_dying(state) and dead_in_arena(state)


def dead_in_arena(state: State) -> bool:
    """`anyone_dead` once `may_be_dying` has said someone may be: the walk that finds out."""
    for seat, side in enumerate(state.sides):
        unit = side.combat
        if unit is not None and not surely_alive(state, seat, unit, True) \
                and hp_left(state, seat, unit, True) <= 0:
            return True
        for unit in side.garrison:
            if not surely_alive(state, seat, unit, False) and hp_left(state, seat, unit, False) <= 0:
                return True
    return False


def deaths(state: State, task: Deaths) -> None:
    """Turn Order 5: kills give Blood Cards (the `first` seat's first), then each owner moves
    Squires and replaces the in-combat Champion, the next player first (rule 31)."""
    moving: dict[int, list[int]] = {0: [], 1: []}
    # nobody dies unless someone may be dying; then the walk below finds who, in its order
    for victim in (1 - task.first, task.first) if may_be_dying(state) else ():
        side = state.sides[victim]
        for unit in list(side.garrison) + ([side.combat] if side.combat else []):
            if unit.squires:  # most carry none: no copy to walk
                for sq in list(unit.squires):
                    # SC-39: no Blood Card for a Squire; its wounds reach its printed HP
                    # (`squire_stats` has no HP left then), read without making the pair
                    if state.wounds[sq] >= CARDS[state.cards[sq]].hp:
                        unit.squires.remove(sq)
                        discard(state, victim, sq)
            in_combat = unit is side.combat
            if not surely_alive(state, victim, unit, in_combat) \
                    and hp_left(state, victim, unit, in_combat) <= 0:
                moving[victim] += remove_unit(state, victim, unit)
                draw_blood(state, 1 - victim)
                if state.over:
                    return
    nxt = 1 - state.active
    for seat in (state.active, nxt):  # pushed in reverse: the next player acts first
        if state.sides[seat].combat is None:
            state.stack.append(Replace(seat=seat))
        if moving[seat]:
            state.stack.append(MoveSquires(seat=seat, squires=moving[seat]))

