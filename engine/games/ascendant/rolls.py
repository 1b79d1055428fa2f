"""Rolls and what changes them: the rolls of each stage, the modifiers counted on a roll, the
cards a player may use in a window, and paying a card's cost from the Fountain.
"""

from __future__ import annotations

import enum
from functools import cache
from typing import NamedTuple

from .cards import CARDS, STAMINA_OF, Affects, CardFacts, CardType, Keyword, Roll, Stamina
from .events import AttackKind
from .state import Attack, Mod, State, card_of
from .tasks import Stage

AIM_SUCCESS = 11
"""ASC-aim-2: an Aim of 11 or higher succeeds."""
COUNTER_BASE = 10
"""ASC-counter-2: Counterattack damage is the roll minus 10."""


def stage_rolls(attack: Attack, active: int, stage: Stage) -> dict[int, list[Roll]]:
    """Who rolls what at a stage: Engage (ASC-aim-1, ASC-speed-1), Strike (ASC-strike-ranged-1,
    ASC-strike-melee-1), Counterattack (ASC-counter-1)."""
    ranged = attack.kind is AttackKind.RANGED
    if stage is Stage.ENGAGE:
        return {active: [Roll.AIM]} if ranged else {active: [Roll.SPEED], attack.target: [Roll.SPEED]}
    if stage is Stage.STRIKE:
        return {active: [Roll.RANGED if ranged else Roll.MELEE], attack.target: [Roll.DEFENSE]}
    return {attack.target: [Roll.COUNTERATTACK]}


def counts_on(card_keywords: list[Keyword], roll: Roll) -> bool:
    """ASC-counter-3: only a card with the keyword counterattack changes a Counterattack roll."""
    return roll is not Roll.COUNTERATTACK or Keyword.COUNTERATTACK in card_keywords


def modifier(state: State, seat: int, roll: Roll) -> int:
    """Everything added to `seat`'s `roll` now: its Passive cards (ASC-assume-passive), the
    turn player's Weapons (ASC-assume-weapon), and the cards used for this attack."""
    total = 0
    opts = state.options
    if opts.passives_always or seat == state.active:
        for inst in state.seats[seat].battlefield:
            card = card_of(state, inst)
            if card.type is CardType.PASSIVE and counts_on(card.keywords, roll):
                total += card.modifier(roll)
    attack = state.attack
    if attack is None:
        return total
    if seat == state.active and (opts.weapon_adds == "engage-and-strike"
                                 or roll in (Roll.RANGED, Roll.MELEE)):
        for inst in attack.weapons:
            card = card_of(state, inst)
            if counts_on(card.keywords, roll):
                total += card.modifier(roll)
    for mod in attack.mods:
        if mod.seat == seat and mod.roll is roll and counts_on(card_of(state, mod.card).keywords, roll):
            total += mod.value
    return total


def mods_of_use(state: State, seat: int, inst: int, stage: Stage) -> list[Mod]:
    """The modifiers a card used by `seat` before `stage`'s rolls would add; empty when it
    changes none of them (then it may not be used there)."""
    attack = state.attack
    if attack is None:
        return []
    card = card_of(state, inst)
    whose = _whose(state, seat, card)
    if whose is None:
        return []
    out = []
    for roll in stage_rolls(attack, state.active, stage).get(whose, []):
        value = card.modifier(roll)
        if value and counts_on(card.keywords, roll):
            out.append(Mod(whose, roll, value, inst))
    return out


def _whose(state: State, seat: int, card: CardFacts) -> int | None:
    """Whose rolls a card used by `seat` changes: its own, or the attacker's (None: a card
    that changes the attacker's rolls, used by the attacker)."""
    return _whose_of(state.active, seat, card)


def _whose_of(active: int, seat: int, card: CardFacts) -> int | None:
    if card.affects is Affects.ATTACKER:
        return None if seat == active else active
    return seat


def _changes(card: CardFacts, rolls: list[Roll]) -> bool:
    """Whether `mods_of_use` would give a modifier on any of `rolls` (the rolls of the seat
    whose rolls the card changes)."""
    return any(card.modifier(roll) and counts_on(card.keywords, roll) for roll in rolls)


class Role(enum.IntEnum):
    """A seat's part in the attack, which is all that decides what its cards change in a
    window: the numbers are the seats of a stand-in attack (attacker 0 targets seat 1)."""

    ATTACKER = 0
    TARGET = 1
    OTHER = 2


def role_of(attack: Attack, active: int, seat: int) -> Role:
    return Role.ATTACKER if seat == active else Role.TARGET if seat == attack.target else Role.OTHER


class WindowCards(NamedTuple):
    """What a seat of one role may use before one stage's rolls of one kind of attack."""

    rolls: bool
    """Whether the seat rolls at this stage (option window_users "rollers" asks no one else)."""
    gambits: frozenset[str]
    """Ids of the Gambits whose use changes a roll of this stage (ASC-engage-3, ASC-counter-3)."""
    actives: frozenset[str]
    """Ids of the Active cards (no Weapon) whose activation changes a roll of this stage."""


@cache
def window_cards(kind: AttackKind, stage: Stage, role: Role) -> WindowCards:
    """The cards of the set whose use would give a modifier (`mods_of_use`) before `stage`'s
    rolls to a seat of `role`, by card id: what a card changes is a fact of the card, so a
    window tests each card in hand or on the Battlefield by one set lookup (worked out once
    per attack kind, stage and role)."""
    who = stage_rolls(Attack(kind=kind, target=Role.TARGET), Role.ATTACKER, stage)
    counter = stage is Stage.COUNTER

    def changes(card: CardFacts) -> bool:
        whose = _whose_of(Role.ATTACKER, role, card)
        return (whose is not None and (not counter or card.has(Keyword.COUNTERATTACK))
                and _changes(card, who.get(whose, [])))

    gambits = frozenset(c.id for c in CARDS.values() if c.type is CardType.GAMBIT and changes(c))
    actives = frozenset(c.id for c in CARDS.values()
                        if c.type is CardType.ACTIVE and c.weapon is None and changes(c))
    return WindowCards(role in who, gambits, actives)


def stamina_to_spend(state: State, seat: int, inst: int) -> list[int] | None:
    """The fewest Fountain cards that pay `inst`'s cost (ASC-assume-stamina), or None."""
    card = card_of(state, inst)
    opts = state.options
    if not opts.pay_costs or not (card.genki or card.finesse):
        return []
    kinds, cards = STAMINA_OF, state.cards
    fountain = state.seats[seat].fountain
    genki = [c for c in fountain if kinds[cards[c]] is Stamina.GENKI]
    finesse = [c for c in fountain if kinds[cards[c]] is Stamina.FINESSE]
    need_g = -(-card.genki // opts.genki_pays)
    need_f = -(-card.finesse // opts.finesse_pays)
    if opts.stamina_typed:
        if len(genki) < need_g or len(finesse) < need_f:
            return None
        return genki[:need_g] + finesse[:need_f]
    # untyped: any Stamina pays any cost; spend the cards paying most first
    owed = card.genki + card.finesse
    pays = sorted([(opts.genki_pays, c) for c in genki] + [(opts.finesse_pays, c) for c in finesse],
                  key=lambda pc: -pc[0])
    spent = []
    for value, c in pays:
        if owed <= 0:
            break
        spent.append(c)
        owed -= value
    return spent if owed <= 0 else None


def can_pay(state: State, seat: int, card: CardFacts) -> bool:
    """Whether `stamina_to_spend` finds a payment, by counting the Fountain's cards (what a
    fold asks to know whether a player is asked at all)."""
    opts = state.options
    if not opts.pay_costs or not (card.genki or card.finesse):
        return True
    kinds, cards = STAMINA_OF, state.cards
    held = [kinds[cards[c]] for c in state.seats[seat].fountain]
    genki, finesse = held.count(Stamina.GENKI), held.count(Stamina.FINESSE)
    if opts.stamina_typed:
        return (genki >= -(-card.genki // opts.genki_pays)
                and finesse >= -(-card.finesse // opts.finesse_pays))
    # untyped: the greedy payment fails only when every card together pays too little
    return genki * opts.genki_pays + finesse * opts.finesse_pays >= card.genki + card.finesse


def pay(state: State, seat: int, inst: int) -> None:
    """Spend the Stamina paying `inst`: from the Fountain to the Abyss (ASC-abyss)."""
    spend = stamina_to_spend(state, seat, inst)
    assert spend is not None, "pay() called for a card its owner cannot afford"
    s = state.seats[seat]
    for c in spend:
        s.fountain.remove(c)
        s.abyss.append(c)
