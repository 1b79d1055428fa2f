"""Rolls and what changes them: the rolls of each stage, the modifiers counted on a roll, the
cards a player may use in a window, and paying a card's cost from the Fountain.
"""

from __future__ import annotations

import enum
from typing import NamedTuple

from .cards import CARDS, STAMINA_OF, Affects, CardFacts, CardType, Keyword, Roll, Stamina
from .events import AttackKind
from .state import Attack, Mod, State
from .tasks import Stage

# Enum members read in the fold's loops, bound to module names once: reading a member off its
# class goes through EnumType's attribute hook, several times the cost of a global name.
_GENKI, _FINESSE = Stamina.GENKI, Stamina.FINESSE
_ATTACKER = Affects.ATTACKER

AIM_SUCCESS = 11
"""ASC-aim-2: an Aim of 11 or higher succeeds."""
COUNTER_BASE = 10
"""ASC-counter-2: Counterattack damage is the roll minus 10."""
FREE = frozenset(c.id for c in CARDS.values() if not (c.genki or c.finesse))
"""Ids of the cards without a cost (`can_pay` says yes to them whatever the Fountain holds;
to any other card it says no while the Fountain is empty and costs are paid)."""


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
    turn player's Weapons (ASC-assume-weapon), and the cards used for this attack. What a
    card adds to a roll is a fact of the card, read from tables made once per roll (the
    fold works this out for every d20 rolled)."""
    total = 0
    opts = state.options
    cards = state.cards
    # a membership test per card rather than a dict.get call: most cards add nothing; and
    # no loop at all where no Passive card adds to this roll
    passive = _PASSIVE_ADDS[roll]
    if passive and (opts.passives_always or seat == state.active):
        for inst in state.seats[seat].battlefield:
            if cards[inst] in passive:
                total += passive[cards[inst]]
    attack = state.attack
    if attack is None:
        return total
    if seat == state.active and (opts.weapon_adds == "engage-and-strike" or roll in _DAMAGE_ROLLS):
        adds = _ADDS[roll]
        for inst in attack.weapons:
            if cards[inst] in adds:
                total += adds[cards[inst]]
    counted = _COUNTED[roll]
    for mod in attack.mods:
        if mod.seat == seat and mod.roll is roll and cards[mod.card] in counted:
            total += mod.value
    return total


_DAMAGE_ROLLS = (Roll.RANGED, Roll.MELEE)


def _adds(card: CardFacts, roll: Roll) -> int:
    """What `card` adds to `roll` when it counts there (ASC-counter-3), else 0."""
    return card.modifier(roll) if counts_on(card.keywords, roll) else 0


_ADDS = {roll: {c.id: _adds(c, roll) for c in CARDS.values() if _adds(c, roll)} for roll in Roll}
"""By roll: the card ids that add to it, and what each adds."""
_PASSIVE_ADDS = {roll: {c: v for c, v in adds.items() if CARDS[c].type is CardType.PASSIVE}
                 for roll, adds in _ADDS.items()}
"""`_ADDS` of the Passive cards alone (what a Battlefield adds to its owner's rolls)."""
_COUNTED = {roll: frozenset(c.id for c in CARDS.values() if counts_on(c.keywords, roll)) for roll in Roll}
"""By roll: the card ids whose modifiers count on it (every card but on a Counterattack)."""


def mods_of_use(state: State, seat: int, inst: int, stage: Stage) -> list[Mod]:
    """The modifiers a card used by `seat` before `stage`'s rolls would add; empty when it
    changes none of them (then it may not be used there)."""
    attack = state.attack
    if attack is None:
        return []
    card_id = state.cards[inst]
    active = state.active
    # whose rolls it changes (`_whose_of` written out: asked at every card used in a window)
    if CARDS[card_id].affects is _ATTACKER:
        if seat == active:
            return []
        whose = active
    else:
        whose = seat
    # the rolls of `stage_rolls` that `whose` makes, read from a table by its part
    rolled = _STAGE_ROLLS[stage][attack.kind]
    out = []
    for roll in (rolled[0] if whose == active else rolled[1] if whose == attack.target else ()):
        value = _ADDS[roll].get(card_id)  # what the card adds to the roll where it counts
        if value:
            out.append(Mod(whose, roll, value, inst))
    return out


def _stage_rolls_by_part(stage: Stage, kind: AttackKind) -> tuple[list[Roll], list[Roll]]:
    """`stage_rolls` as (the turn player's rolls, the target's), of a stand-in attack."""
    who = stage_rolls(Attack(kind=kind, target=1), 0, stage)
    return who.get(0, []), who.get(1, [])


_STAGE_ROLLS = {stage: {kind: _stage_rolls_by_part(stage, kind) for kind in AttackKind} for stage in Stage}


def _whose_of(active: int, seat: int, card: CardFacts) -> int | None:
    """Whose rolls a card used by `seat` changes: its own, or the attacker's (None: a card
    that changes the attacker's rolls, used by the attacker)."""
    if card.affects is _ATTACKER:
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
    free_gambits: frozenset[str]
    """Those of `gambits` without a cost: all a seat can pay for with an empty Fountain."""


def window_cards(kind: AttackKind, stage: Stage, role: Role) -> WindowCards:
    """The cards of the set whose use would give a modifier (`mods_of_use`) before `stage`'s
    rolls to a seat of `role`, by card id: what a card changes is a fact of the card, so a
    window tests each card in hand or on the Battlefield by one set lookup (worked out once
    per attack kind, stage and role, into `WINDOW_CARDS`)."""
    who = stage_rolls(Attack(kind=kind, target=Role.TARGET), Role.ATTACKER, stage)
    counter = stage is Stage.COUNTER

    def changes(card: CardFacts) -> bool:
        whose = _whose_of(Role.ATTACKER, role, card)
        return (whose is not None and (not counter or card.has(Keyword.COUNTERATTACK))
                and _changes(card, who.get(whose, [])))

    gambits = frozenset(c.id for c in CARDS.values() if c.type is CardType.GAMBIT and changes(c))
    actives = frozenset(c.id for c in CARDS.values()
                        if c.type is CardType.ACTIVE and c.weapon is None and changes(c))
    return WindowCards(role in who, gambits, actives, frozenset(filter(FREE.__contains__, gambits)))


WINDOW_CARDS = {kind: {stage: tuple(window_cards(kind, stage, role) for role in Role) for stage in Stage}
                for kind in AttackKind}
"""`window_cards` of every attack kind, stage and role: `WINDOW_CARDS[kind][stage][role]`.
Nested rather than keyed by (kind, stage, role): the fold looks one up for each seat of
every window, and a key tuple made and hashed each time cost about three plain lookups."""


def stamina_to_spend(state: State, seat: int, inst: int) -> list[int] | None:
    """The fewest Fountain cards that pay `inst`'s cost (ASC-assume-stamina), or None."""
    card = CARDS[state.cards[inst]]  # `card_of` written out: asked at every payment
    genki_cost, finesse_cost = card.genki, card.finesse
    if not (genki_cost or finesse_cost):
        return []
    opts = state.options
    if not opts.pay_costs:
        return []
    kinds, cards = STAMINA_OF, state.cards
    fountain = state.seats[seat].fountain
    if opts.stamina_typed:
        # the first Genki and the first Finesse cards of the Fountain that cover the cost,
        # Genki first: the search stops once both are covered. Most cards cost one kind:
        # the first cards of that kind (a kind's count is 0 exactly when its cost is: each
        # Stamina card pays at least 1, `options.parse`)
        if not finesse_cost or not genki_cost:
            if genki_cost:
                ids, need = _GENKI_CARDS, -(-genki_cost // opts.genki_pays)
            else:
                ids, need = _FINESSE_CARDS, -(-finesse_cost // opts.finesse_pays)
            spent = []
            for c in fountain:
                if cards[c] in ids:
                    spent.append(c)
                    if len(spent) == need:
                        return spent
            return None
        need_g = -(-genki_cost // opts.genki_pays)
        need_f = -(-finesse_cost // opts.finesse_pays)
        genki: list[int] = []
        finesse: list[int] = []
        for c in fountain:
            kind = kinds[cards[c]]
            if kind is _GENKI and len(genki) < need_g:
                genki.append(c)
            elif kind is _FINESSE and len(finesse) < need_f:
                finesse.append(c)
            else:
                continue  # a card this payment does not take
            if len(genki) >= need_g and len(finesse) >= need_f:
                return genki + finesse
        return None
    genki = [c for c in fountain if kinds[cards[c]] is _GENKI]
    finesse = [c for c in fountain if kinds[cards[c]] is _FINESSE]
    # untyped: any Stamina pays any cost; spend the cards paying most first
    owed = genki_cost + finesse_cost
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
    fold asks to know whether a player is asked at all); the count stops as soon as it
    covers the cost (most costs are one or two cards)."""
    genki, finesse = card.genki, card.finesse
    if not (genki or finesse):
        return True
    opts = state.options
    if not opts.pay_costs:
        return True
    fountain = state.seats[seat].fountain
    if not fountain:  # a cost and nothing to pay it with: a third of the calls, late in a match
        return False
    if opts.stamina_typed:
        # most cards cost one kind: count the cards of that kind alone (`cards[c] in ids`,
        # no enum compared), stopping once they cover the cost
        if not finesse:
            ids, need = _GENKI_CARDS, -(-genki // opts.genki_pays)
        elif not genki:
            ids, need = _FINESSE_CARDS, -(-finesse // opts.finesse_pays)
        else:
            ids, need = None, 0
        if ids is not None:
            cards = state.cards
            # One card covers most costs. A Fountain keeps its deck's order, whose Stamina
            # is mostly grouped by kind (all Genki, then all Finesse): the kind asked for is
            # then at one end or the other, and a scan from the front alone passed a dozen
            # cards of the other kind for every Finesse cost. The answer is a count of the
            # kind, the same in any order, so both ends are looked at before the scan.
            if need == 1 and (cards[fountain[0]] in ids or cards[fountain[-1]] in ids):
                return True
            for c in fountain:
                if cards[c] in ids:
                    if need == 1:
                        return True
                    need -= 1
            return False
        need_g = -(-genki // opts.genki_pays)
        need_f = -(-finesse // opts.finesse_pays)
        kinds, cards = STAMINA_OF, state.cards
        for c in fountain:
            kind = kinds[cards[c]]
            if kind is _GENKI:
                need_g -= 1
            elif kind is _FINESSE:
                need_f -= 1
            else:
                continue
            if need_g <= 0 and need_f <= 0:
                return True
        return need_g <= 0 and need_f <= 0
    # untyped: the greedy payment fails only when every card together pays too little
    kinds, cards = STAMINA_OF, state.cards
    owed = genki + finesse
    for c in fountain:
        kind = kinds[cards[c]]
        if kind is _GENKI:
            owed -= opts.genki_pays
        elif kind is _FINESSE:
            owed -= opts.finesse_pays
        else:
            continue
        if owed <= 0:
            return True
    return owed <= 0


_GENKI_CARDS = frozenset(c for c, kind in STAMINA_OF.items() if kind is Stamina.GENKI)
_FINESSE_CARDS = frozenset(c for c, kind in STAMINA_OF.items() if kind is Stamina.FINESSE)
"""Ids of the Genki and of the Finesse cards."""


def pay(state: State, seat: int, inst: int) -> None:
    """Spend the Stamina paying `inst`: from the Fountain to the Abyss (ASC-abyss)."""
    spend = stamina_to_spend(state, seat, inst)
    assert spend is not None, "pay() called for a card its owner cannot afford"
    s = state.seats[seat]
    fountain = s.fountain
    for c in spend:
        fountain.remove(c)
    s.abyss.extend(spend)  # in place: `+=` would also store the list back into the struct
