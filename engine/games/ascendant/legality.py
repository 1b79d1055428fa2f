"""What a player may do now (every legal option, each a complete event) and why an event is
refused (the rule it breaks, from the rule index)."""

from __future__ import annotations

from typing import Iterator

from engine.events import Dealt, DecisionEvent, Event

from .abilities import EFFECTS, Effect
from . import rolls
from .cards import CARDS, Affects, CardType, Keyword, Roll
from .events import DECISIONS, AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from .rolls import FREE, WINDOW_CARDS, can_pay, role_of
from .state import NeedKind, State, Step, card_of, is_opponent, opponents
from .tasks import Stage

Refusal = tuple[str, str]

# Enum members read in every check, bound to module names once: reading a member off its
# class goes through EnumType's attribute hook, several times the cost of a global name.
_OPENING, _STACKS, _DECLARE, _WEAPONS, _WINDOW, _FINISHING = (
    Step.OPENING, Step.STACKS, Step.DECLARE, Step.WEAPONS, Step.WINDOW, Step.FINISHING)
_DECIDE, _SHUFFLE, _ROLL = NeedKind.DECIDE, NeedKind.SHUFFLE, NeedKind.ROLL


# -- what each step allows --------------------------------------------------------------------
def stacks_to_play(state: State, seat: int) -> list[int]:
    """ASC-open-3, ASC-assume-stack: Active and Passive cards in hand whose cost is payable."""
    return list(_stacks(state, seat))


def _stacks(state: State, seat: int) -> Iterator[int]:
    cards = state.cards
    for c in state.seats[seat].hand:
        card_id = cards[c]
        if card_id in STACKED and can_pay(state, seat, CARDS[card_id]):
            yield c


STACKED = frozenset(c.id for c in CARDS.values() if c.type in (CardType.ACTIVE, CardType.PASSIVE))
"""Ids of the Active and Passive cards: those played as complete card stacks (ASC-open-3)."""
FREE_STACKED = STACKED & FREE


PLAIN = frozenset(c.id for c in CARDS.values()
                   if not (c.has(Keyword.BARRAGE) or c.has(Keyword.SWARM)))
"""Ids of the cards with neither Barrage nor Swarm (of Weapons: one at a time, ASC-engage-2)."""
SERVING = {kind: frozenset(c.id for c in CARDS.values()
                            if c.weapon is not None and c.weapon.value == kind.value)
            for kind in AttackKind}
"""The ids of the Weapons serving each kind of attack (ASC-assume-weapon)."""


def weapons_to_wield(state: State) -> list[int]:
    """ASC-engage-1, ASC-engage-2: ready Weapons of the attack's kind; at most one without
    Barrage or Swarm (the options listed; the fold asks `flow._weapons`)."""
    attack = state.attack
    s = state.seats[state.active]
    cards = state.cards
    plain_wielded = any(cards[w] in PLAIN for w in attack.weapons)
    serving = SERVING[attack.kind]
    out = []
    for inst in s.battlefield:
        card_id = cards[inst]
        if card_id not in serving:
            continue
        if inst in s.activated or (plain_wielded and card_id in PLAIN):
            continue
        out.append(inst)
    return out


def any_plain(cards: tuple[str, ...], weapons: list[int]) -> bool:
    """Whether one of the `weapons` activated has neither Barrage nor Swarm (ASC-engage-2)."""
    for w in weapons:
        if cards[w] in PLAIN:
            return True
    return False


def wieldable(state: State, card: int) -> bool:
    """Whether `weapons_to_wield` lists `card`: its tests, of that card alone."""
    s = state.seats[state.active]
    if card not in s.battlefield:
        return False
    attack = state.attack
    cards = state.cards
    card_id = cards[card]
    if card_id not in SERVING[attack.kind] or card in s.activated:
        return False
    if card_id not in PLAIN:
        return True
    for w in attack.weapons:  # a plain Weapon only while no plain one is activated
        if cards[w] in PLAIN:
            return False
    return True


_READY_KIND = {c.id: c.type is CardType.ACTIVE and c.weapon is None for c in CARDS.values()}
"""Whether a card is an Active card that is no Weapon (a fact of the card, looked up by id)."""


def usable_in_window(state: State, seat: int, stage: Stage) -> list[int]:
    """Gambits in hand (payable) and ready Active cards that change a roll of this stage
    (ASC-engage-3, ASC-assume-strike-window); before a Counterattack only cards with the
    keyword counterattack (ASC-counter-3, ASC-assume-counter-window)."""
    return list(_window_cards(state, seat, stage))


def _window_cards(state: State, seat: int, stage: Stage) -> Iterator[int]:
    """The cards of `usable_in_window` in its order: which cards change a roll of this stage
    is worked out once per attack kind, stage and role (`rolls.window_cards`), so each card is
    one set lookup, and a Gambit's cost is counted only when it would change a roll."""
    s = state.seats[seat]
    if s.out:
        return
    attack = state.attack
    usable = WINDOW_CARDS[attack.kind][stage][role_of(attack, state.active, seat)]
    if state.options.window_users == "rollers" and not usable.rolls:
        return
    cards = state.cards
    gambits = usable.gambits
    for c in s.hand:
        card_id = cards[c]
        if card_id in gambits and can_pay(state, seat, CARDS[card_id]):
            yield c
    actives = usable.actives
    for c in s.battlefield:
        if cards[c] in actives and c not in s.activated:
            yield c


def usable_in_finishing(state: State, seat: int) -> list[Use]:
    """Jumon cards in hand (payable) and ready Active cards with an effect, with every choice
    their effect allows (ASC-finish-1, ASC-assume-jumon, ASC-assume-active)."""
    return list(_finishing_uses(state, seat))


def _finishing_uses(state: State, seat: int) -> Iterator[Use]:
    """The uses of `usable_in_finishing` in its order: Jumon cards in hand, then ready Active
    cards; a card without an effect is passed over before its cost is counted."""
    s = state.seats[seat]
    cards = state.cards
    if state.options.jumons_by == "all" or seat == state.active:
        for inst in s.hand:
            effect = JUMON_EFFECTS.get(cards[inst])
            if effect is not None and can_pay(state, seat, CARDS[cards[inst]]):
                yield from _uses(state, seat, inst, effect)
    for inst in s.battlefield:
        effect = ACTIVE_EFFECTS.get(cards[inst])
        if effect is not None and inst not in s.activated:
            yield from _uses(state, seat, inst, effect)


def _uses(state: State, seat: int, inst: int, effect: Effect) -> Iterator[Use]:
    for t, p in effect.choices(state, seat):
        yield Use(seat=seat, card=inst, opponent=t, pick=p)


JUMON_EFFECTS = {c.id: EFFECTS[c.id] for c in CARDS.values()
                  if c.type is CardType.JUMON and c.id in EFFECTS}
"""Jumon cards with an effect, by card id (a Jumon without one is never used)."""
FREE_JUMON_EFFECTS = {c: effect for c, effect in JUMON_EFFECTS.items() if c in FREE}
ACTIVE_EFFECTS = {c.id: EFFECTS[c.id] for c in CARDS.values() if _READY_KIND[c.id] and c.id in EFFECTS}
"""Active cards (no Weapon) with an effect, by card id."""


def options(state: State) -> list[DecisionEvent]:
    """Every legal decision of the seat the match waits for."""
    need = state.need
    seat = need.seat
    s = state.seats[seat]
    step = need.step  # compared with the bound members: `Step.X` is ~10x a global's read
    if step is _OPENING:
        return ([Draw(seat=seat)] if s.arsenal else []) + [Purge(seat=seat, card=c) for c in s.scrapyard]
    if step is _STACKS:
        return [PlayStack(seat=seat, card=c) for c in stacks_to_play(state, seat)] + [Pass(seat=seat)]
    if step is _DECLARE:
        return [Declare(seat=seat, attack=kind, opponent=t)
                for kind in ATTACK_KINDS for t in opponents(state, seat)]
    if step is _WEAPONS:
        return [Wield(seat=seat, card=c) for c in weapons_to_wield(state)] + [Pass(seat=seat)]
    if step is _WINDOW:
        return [Use(seat=seat, card=c) for c in usable_in_window(state, seat, need.stage)] + [Pass(seat=seat)]
    return usable_in_finishing(state, seat) + [Pass(seat=seat)]


def is_option(state: State, event: DecisionEvent) -> bool:
    """Whether `event` is among `options(state)` (the match waiting for a decision), without
    listing them: `why_not`'s tests, which look at the event's own card and target only."""
    return why_not(state, event) is None


def in_window(state: State, seat: int, stage: Stage, card: int) -> bool:
    """Whether `_window_cards` yields `card`: the same tests, of that card alone."""
    s = state.seats[seat]
    if s.out:
        return False
    attack = state.attack
    role = 0 if seat == state.active else 1 if seat == attack.target else 2  # a Role's number
    usable = WINDOW_CARDS[attack.kind][stage][role]
    if not usable.rolls and state.options.window_users == "rollers":
        return False
    if card in s.hand:
        card_id = state.cards[card]
        return card_id in usable.gambits and can_pay(state, seat, CARDS[card_id])
    return card in s.battlefield and state.cards[card] in usable.actives and card not in s.activated


def in_finishing(state: State, seat: int, event: Use) -> bool:
    """Whether `_finishing_uses` yields `event`: its card passes the same tests, and its
    target and pick are one of the card's choices."""
    s = state.seats[seat]
    card = event.card
    if card in s.hand:
        if not (state.options.jumons_by == "all" or seat == state.active):
            return False
        effect = JUMON_EFFECTS.get(state.cards[card])
        if effect is None or not can_pay(state, seat, CARDS[state.cards[card]]):
            return False
    elif card in s.battlefield:
        effect = ACTIVE_EFFECTS.get(state.cards[card])
        if effect is None or card in s.activated:
            return False
    else:
        return False
    return effect.allows(state, seat, event.opponent, event.pick)


ATTACK_KINDS = tuple(AttackKind)


# -- why an event is refused ------------------------------------------------------------------
def why_not(state: State, event: Event) -> Refusal | None:
    """None when `event` is legal now, else (rule id, what is wrong).

    A decision is legal when it is one of `options(state)`: the tests below are that list's,
    made of the event's own card and target, with no option built (an audit asks at every
    event). Each step's options are events of its own types (the Opening: Draw and Purge;
    Stacks: PlayStack and Pass; Declare: Declare; Weapons: Wield and Pass; a window or the
    Finishing Phase: Use and Pass), so an event of any other type, or of another game, is
    none of them; a refused decision is worded by `_specific`, or by its step.

    `Ascendant.apply` writes these yes-tests out for the checked fold (no call to this
    function for a legal event) and asks here only when its tests say no; any change to
    the tests below goes there too (test_asc_checked_apply holds the two to one answer)."""
    if state.result is not None:
        return "ASC-over", "the match is over"
    need = state.need
    kind = type(event)
    # a decision of this game by its exact type first: isinstance against a msgspec Struct
    # class costs about ten times a set lookup when it misses or matches through a base
    # class (~0.18 us against 0.02), and both tests below do one or the other for a decision
    if kind in _DECISIONS:
        if need.kind is not _DECIDE:
            return _not_decided(need)
    elif kind is Dealt:
        # the common draw here, without a call: a d20 roll with a plain int face (a bool is
        # no int here); anything else as `_why_not_dealt` words it
        if need.kind is _ROLL:
            outcome = event.outcome
            if type(outcome) is int and 0 <= outcome < 20 and event.kind == "d20":
                return None
        return _why_not_dealt(state, event)
    elif isinstance(event, Dealt):
        return _why_not_dealt(state, event)
    elif need.kind is not _DECIDE:
        return _not_decided(need)
    elif not isinstance(event, DecisionEvent):
        return "ASC-sequence", "not an event of a match in progress"
    seat = need.seat
    if event.seat != seat:
        return "ASC-seat", f"{_seat(state, need.seat)} must decide now, not {_seat(state, event.seat)}"
    step = need.step  # compared with the bound members: `Step.X` is ~10x a global's read
    if step is _OPENING:  # the Opening's draws and purges first: a third of the decisions
        if kind is Draw:
            if state.seats[seat].arsenal:
                return None
        elif kind is Purge:
            if event.card in state.seats[seat].scrapyard:
                return None
    elif kind is Pass:
        if step is not _DECLARE:
            return None
    elif kind is Use:
        if step is _WINDOW:
            if event.opponent is None and event.pick is None and in_window(state, seat, need.stage, event.card):
                return None
        elif step is _FINISHING and in_finishing(state, seat, event):
            return None
    elif kind is PlayStack:
        if step is _STACKS:
            card = event.card
            if (card in state.seats[seat].hand and state.cards[card] in STACKED
                    and can_pay(state, seat, CARDS[state.cards[card]])):
                return None
    elif kind is Declare:
        if step is _DECLARE and is_opponent(state, seat, event.opponent):  # types: ML-event
            return None
    elif kind is Wield:
        if step is _WEAPONS and wieldable(state, event.card):
            return None
    return _specific(state, event) or (need.rule, f"not a legal choice now ({step.value})")


_DECISIONS = frozenset(DECISIONS)
"""This game's decision events (each a DecisionEvent): `why_not` tests them by exact type."""


def _not_decided(need) -> Refusal:
    return "ASC-sequence", f"the dealer must {need.kind.value} first"


def _why_not_dealt(state: State, event: Dealt) -> Refusal | None:
    need = state.need
    kind = need.kind
    if kind is _ROLL:  # the common draw first: a plain int face (a bool is no int here)
        outcome = event.outcome
        if type(outcome) is int and 0 <= outcome < 20 and event.kind == "d20":
            return None
    elif kind is _DECIDE:
        return "ASC-sequence", f"{_seat(state, need.seat)} must decide, no draw is due"
    elif kind is _SHUFFLE:
        size = len(state.seats[need.seat].arsenal)
        # whole numbers only: 0.0 == 0 would pass the permutation test, then index the Arsenal
        outcome = event.outcome
        ok = (isinstance(outcome, list) and all(type(i) is int for i in outcome)
              and sorted(outcome) == list(range(size)))
        return None if ok and event.kind == "shuffle" else ("ASC-chance", f"not a shuffle of {size} cards")
    ok = isinstance(event.outcome, int) and not isinstance(event.outcome, bool) and 0 <= event.outcome < 20
    return None if ok and event.kind == "d20" else ("ASC-chance", "not a d20 roll (outcome 0..19)")


def _owned_in(state: State, seat: int, inst: int, zone: str) -> bool:
    return 0 <= inst < len(state.cards) and inst in getattr(state.seats[seat], zone)


def _specific(state: State, event: DecisionEvent) -> Refusal | None:
    """The rule a particular illegal decision breaks, where one says more than the step's."""
    step = state.need.step
    seat = event.seat
    if isinstance(event, (Draw, Purge)) and step is not Step.OPENING:
        return "ASC-open-1", f"a player draws or purges only in the Opening (now: {step.value})"
    if isinstance(event, Draw):
        return "ASC-assume-opening-order", "the Arsenal is empty: purge instead"
    if isinstance(event, Purge):
        owner = state.owner[event.card] if 0 <= event.card < len(state.cards) else None
        if owner is not None and owner != seat and event.card in state.seats[owner].scrapyard:
            return "ASC-assume-purge", (f"{card_of(state, event.card).name} is in "
                                        f"{_seat(state, owner)}'s Scrapyard: a player purges a card "
                                        "of its own")
        return "ASC-open-1", "only a card of your own Scrapyard can be purged"
    if isinstance(event, PlayStack):
        # once the attack is declared, the step first whatever the card (as a Draw or Purge
        # after the Opening); around the stacks step (skipped when nothing can be paid for)
        # the card's own fault first, and its timing for a stack that could be played
        if step is not Step.STACKS and (step not in _AROUND_STACKS or event.card in _stacks(state, seat)):
            return "ASC-open-3", _stack_timing(state, seat, step)
        if not _owned_in(state, seat, event.card, "hand"):
            return "ASC-hand-2", "cards are played only from your hand"
        facts = card_of(state, event.card)
        if facts.type not in (CardType.ACTIVE, CardType.PASSIVE):
            return "ASC-assume-stack", f"{facts.name} is a {facts.type.value.title()} card: only Active and Passive cards are played as stacks"
        return "ASC-assume-stack", f"{facts.name} costs {_cost(facts)}: your Fountain cannot pay it, so the stack is not complete"
    if isinstance(event, Declare):
        if seat != state.active:
            return "ASC-open-4", "only the turn player declares an attack"
        if step is Step.STACKS:
            return "ASC-open-4", "pass first: the attack is declared once the turn player has played its stacks"
        if step is not Step.DECLARE:
            return "ASC-open-4", "the attack is declared once, after the Opening choices and stacks"
        if 0 <= event.opponent < len(state.seats) and event.opponent != seat:
            return "ASC-open-5", f"{_seat(state, event.opponent)} is out of the match: it cannot be the target"
        return "ASC-open-5", f"{_seat(state, event.opponent)} is not an opponent still in the match"
    if isinstance(event, Wield):
        return _why_not_wield(state, event)
    if isinstance(event, Use) and step is Step.WINDOW:
        return _why_not_in_window(state, event)
    if isinstance(event, Use) and step is Step.FINISHING:
        return _why_not_in_finishing(state, event)
    if isinstance(event, (Use, Pass)) and step is Step.OPENING:
        return "ASC-open-1", "draw a card from the Arsenal or purge one from the Scrapyard first"
    if isinstance(event, (Use, Pass)) and step is Step.DECLARE:
        return "ASC-open-4", "the turn player must declare a Ranged or Melee attack"
    if isinstance(event, Use) and step is Step.STACKS:
        return "ASC-open-3", ("the turn player plays complete card stacks now, or passes; cards "
                              "are used before the rolls or in the Finishing Phase")
    if isinstance(event, Use) and step is Step.WEAPONS:
        return "ASC-engage-1", ("the turn player activates a Weapon now, or passes; cards that "
                                "change the rolls are used after")
    return None


_AROUND_STACKS = (Step.OPENING, Step.STACKS, Step.DECLARE)


def _stack_timing(state: State, seat: int, step: Step) -> str:
    """Why a complete stack cannot be played at `step` (ASC-open-3): whose it is, and when."""
    if seat != state.active:
        return "only the turn player plays complete card stacks, in the Opening Phase"
    if step is Step.OPENING:
        return ("complete card stacks are played once every player has drawn or purged and "
                "the activated stacks are reset")
    return "complete card stacks are played before the attack is declared"


def _cost(card) -> str:
    parts = [f"{n} {kind}" for n, kind in ((card.genki, "Genki"), (card.finesse, "Finesse")) if n]
    return " and ".join(parts)


def _not_yours(state: State, seat: int, card: int) -> Refusal | None:
    """ASC-hand-2: a card used is one of the user's own, from hand (or, an Active card, on the
    Battlefield); None when it is there."""
    if not 0 <= card < len(state.cards):
        return "ASC-hand-2", f"there is no card {card}"
    s = state.seats[seat]
    if card in s.hand or card in s.battlefield:
        return None
    name = card_of(state, card).name
    if state.owner[card] != seat:
        return "ASC-hand-2", f"{name} is not yours: cards are played only from your own hand"
    return "ASC-hand-2", f"{name} is in neither your hand nor on your Battlefield"


def _on_field_refusal(state: State, seat: int, card: int) -> Refusal | None:
    """What is wrong with using a Passive card (anywhere), or a card of the Battlefield that
    no effect or window takes: a Weapon, or an Active card already activated; None otherwise."""
    facts = card_of(state, card)
    if facts.type is CardType.PASSIVE:
        return "ASC-assume-passive", (f"{facts.name} is a Passive card: it acts from the "
                                      f"Battlefield with no activation")
    if facts.weapon is not None:
        return "ASC-engage-1", (f"{facts.name} is a Weapon: the turn player activates it right "
                                f"after declaring the attack")
    if card in state.seats[seat].activated:
        return "ASC-assume-active", f"{facts.name} is activated until its stack is reset"
    return None


def _why_not_in_window(state: State, event: Use) -> Refusal:
    """A card refused before a stage's rolls: under the window's own rule (ASC-engage-3, or
    ASC-assume-strike-window, or ASC-assume-counter-window) when it changes none of them,
    else under the rule its place, kind or cost breaks."""
    need = state.need
    seat, card, stage = event.seat, event.card, need.stage
    rule = need.rule  # the window's own: the Engage, Strike or Counterattack one
    if event.opponent is not None or event.pick is not None:
        return rule, "a card used before the rolls names no target and picks no card"
    wrong = _not_yours(state, seat, card)
    if wrong is not None:
        return wrong
    facts = card_of(state, card)
    if stage is Stage.COUNTER and not facts.has(Keyword.COUNTERATTACK):
        return "ASC-counter-3", "only cards with the keyword counterattack change a Counterattack roll"
    s = state.seats[seat]
    if card in s.battlefield or facts.type is CardType.PASSIVE:
        wrong = _on_field_refusal(state, seat, card)
        if wrong is not None:
            return wrong
    attack = state.attack
    whose = active = state.active
    if facts.affects is not Affects.ATTACKER:
        whose = seat
    elif seat == active:
        return "ASC-assume-gambit", f"{facts.name} hinders the attacker: only another player may use it"
    rolled = rolls.stage_rolls(attack, active, stage).get(whose, [])
    if not _changes_any(facts, rolled):
        if stage is not Stage.ENGAGE:
            engaged = rolls.stage_rolls(attack, active, Stage.ENGAGE).get(whose, [])
            if _changes_any(facts, engaged):  # "before the rolls are made": too late
                return "ASC-engage-3", (f"{facts.name} changes {_seat(state, whose)}'s "
                                        f"{' and '.join(r.title for r in engaged)}, rolled "
                                        f"already: cards that affect Engage rolls are used before them")
            if _changes_any(facts, _ENGAGE_ROLLS):  # an Engage card, if not for this attack
                return "ASC-engage-3", (f"{facts.name} affects Engage rolls (Aim or Speed): it is "
                                        f"used before them, and the Engage Phase is over")
        what = " and ".join(r.title for r in rolled) or "nothing"
        return rule, (f"{facts.name} changes no roll made now (it acts on the rolls of "
                      f"{_seat(state, whose)}, who rolls {what} here)")
    if card in s.hand and facts.type is not CardType.GAMBIT:
        return "ASC-battlefield", (f"{facts.name} is activated on the Battlefield: play it as a "
                                   f"complete card stack in the Opening Phase first")
    if card in s.hand and not can_pay(state, seat, facts):
        return "ASC-assume-gambit", f"{facts.name} costs {_cost(facts)}: your Fountain cannot pay it"
    return rule, "that card cannot change these rolls now"


_ENGAGE_ROLLS = (Roll.AIM, Roll.SPEED)


def _changes_any(facts, rolled) -> bool:
    return any(facts.modifier(r) and rolls.counts_on(facts.keywords, r) for r in rolled)


def _why_not_in_finishing(state: State, event: Use) -> Refusal:
    """A card effect refused in the Finishing Phase (ASC-finish-1 unless its place, kind or
    cost breaks another rule)."""
    seat, card = event.seat, event.card
    wrong = _not_yours(state, seat, card)
    if wrong is not None:
        return wrong
    facts = card_of(state, card)
    s = state.seats[seat]
    if card in s.battlefield or facts.type is CardType.PASSIVE:
        # a Weapon has no effect here (it serves an attack: `_on_field_refusal` says so
        # before the rolls, where it is what a player might mean)
        wrong = None if facts.weapon is not None else _on_field_refusal(state, seat, card)
        if wrong is not None:
            return wrong
        effect = ACTIVE_EFFECTS.get(facts.id)
        if effect is None:
            return "ASC-finish-1", f"{facts.name} has no effect to use in the Finishing Phase"
    else:  # in hand
        if facts.type is CardType.GAMBIT:
            return "ASC-finish-1", (f"{facts.name} is a Gambit: it is played before the rolls it "
                                    f"changes, not in the Finishing Phase")
        if facts.type is not CardType.JUMON:
            return "ASC-battlefield", (f"{facts.name} is activated on the Battlefield: play it as "
                                       f"a complete card stack in the Opening Phase first")
        effect = JUMON_EFFECTS.get(facts.id)
        if effect is None:
            return "ASC-finish-1", f"{facts.name} has no effect to use"
        if not (state.options.jumons_by == "all" or seat == state.active):
            return "ASC-assume-jumon", "option jumons_by=turn-player: only the turn player plays Jumon cards"
        if not can_pay(state, seat, facts):
            return "ASC-assume-jumon", f"{facts.name} costs {_cost(facts)}: your Fountain cannot pay it"
    return "ASC-finish-1", _choice_words(state, seat, facts.name, effect, event)


def _choice_words(state: State, seat: int, name: str, effect: Effect, event: Use) -> str:
    """What is wrong with the target and pick asked of an effect, from the choices it lists."""
    listed = effect.choices(state, seat)
    if not listed:
        return f"{name} has nothing to act on now"
    targets = sorted({t for t, _ in listed if t is not None})
    if event.opponent not in {t for t, _ in listed}:
        if not targets:
            return f"{name} names no target"
        if event.opponent is None:
            return f"{name} names the opponent it acts on ({_seats(state, targets)})"
        return (f"{_seat(state, event.opponent)} is not an opponent {name} can act on "
                f"({_seats(state, targets)})")
    picks = [p for t, p in listed if t == event.opponent and p is not None]
    if not picks:
        return f"{name} picks no card"
    return f"{name} picks one of: {', '.join(sorted({card_of(state, p).name for p in picks}))}"


def _why_not_wield(state: State, event: Wield) -> Refusal:
    if state.need.step is not Step.WEAPONS:
        if event.seat != state.active:
            return "ASC-engage-1", "only the turn player activates a Weapon, right after declaring the attack"
        return "ASC-engage-1", "Weapons are chosen right after the attack is declared"
    s = state.seats[event.seat]
    if not _owned_in(state, event.seat, event.card, "battlefield") or card_of(state, event.card).weapon is None:
        return "ASC-engage-1", "only a Weapon on your Battlefield can be activated"
    card = card_of(state, event.card)
    if card.weapon.value != state.attack.kind.value:
        return "ASC-assume-weapon", f"a {card.weapon.value} Weapon does not serve a {state.attack.kind.value} attack"
    if event.card in s.activated:
        return "ASC-assume-active", "that Weapon is activated until its stack is reset"
    return "ASC-engage-2", "only one Weapon can be activated unless the card has Barrage or Swarm"


def _seats(state: State, seats: list[int]) -> str:
    """Seats as the log names them, joined by "or" ("Bo (seat 1) or Cy (seat 2)")."""
    return " or ".join(_seat(state, s) for s in seats)


def _seat(state: State, seat: int) -> str:
    """A seat as the log names it ("Ann (seat 0)"); a seat the match does not have by number."""
    if type(seat) is int and 0 <= seat < len(state.seats):
        return f"{state.seats[seat].name} (seat {seat})"
    return f"seat {seat}"
