"""Legality: explicit checks that refuse an event with the rule it breaks.

`check` refuses an event with an IllegalEvent citing the most specific rule; it never
enumerates options, so an audit names the rule and not just "not an option". The options
themselves, listed, are in legal_options.py; what a lasting or constant effect blocks, which both
read, in blocks.py.
"""

from __future__ import annotations

from engine.events import Dealt, DecisionEvent, Event, Reseed, SeedReveal
from engine.games.ardent_reapers import cards, keywords, zones
from engine.games.ardent_reapers.abilities import choice
from engine.games.ardent_reapers.blocks import (can_play_any, fight_blocked, harvest_blocked,
                                                play_blocked, target_blocked)
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.events import (Choose, Discard, EndStep, Fight, Harvest,
                                                PlayCard)
from engine.games.ardent_reapers.legal_options import choose_prompt
from engine.games.ardent_reapers.state import (AskTask, BonusTask, Card, CardState, FightWithTask,
                                               Need, NeedKind, PlayFromDeckTask, Skill, State,
                                               TriggersTask)
from engine.protocol import IllegalEvent

CHANCE_KINDS = {NeedKind.SHUFFLE: "shuffle", NeedKind.COIN: "coin",
                NeedKind.RANDOM_CARD: "random-card"}
# The checks test a need's kind by identity and look words up by the member's value: an Enum
# member hashes by a Python-level call.
_CHANCE_NEEDS = tuple(CHANCE_KINDS)
_CHANCE_WORDS = {k._value_: word for k, word in CHANCE_KINDS.items()}
_NEED_MAIN, _NEED_CHOOSE, _NEED_SHUFFLE = NeedKind.MAIN, NeedKind.CHOOSE, NeedKind.SHUFFLE

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_ACTION, _CREATURE, _RELIC = CardType.ACTION, CardType.CREATURE, CardType.RELIC
_PLAIN, _TEAM_UP, _SNEAK = Skill.PLAIN, Skill.TEAM_UP, Skill.SNEAK
_MATURE, _DORMANT = CardState.MATURE, CardState.DORMANT
_FACTS = cards.FACTS_BY_ID
_FOE_PLAY = keywords.FOE_PLAY


def _lbl(state: State, card: object) -> str:
    if isinstance(card, int) and 0 <= card < len(state.cards):
        return zones.label(state, card)
    return f"card #{card}"


def _names(state: State, cards: list[Card]) -> str:
    return " and ".join(_lbl(state, c) for c in cards)


def _who(state: State, seat: int) -> str:
    return state.players[seat] if 0 <= seat < len(state.players) else f"seat {seat}"


def check(state: State, event: Event) -> None:
    """Raise IllegalEvent (citing a rule of the index) unless `event` may happen now."""
    need = state.need
    if need is not None and state.result is None:
        # The common checks (an audit asks one of every event) go by the event's exact type to
        # what the tests below come to for it, in the same order: `isinstance` against a
        # msgspec Struct class that misses costs about ten times a type test (the metaclass
        # sends it the slow way), and the tests below miss three to six times for a Choose.
        kind = type(event)
        if need.kind is _NEED_MAIN:  # a main-step decision (most events)
            try:  # (a subscript costs nothing more when it finds the check, as for nearly
                checker = _MAIN_STEP_CHECKS[kind]  # every event an audit checks here)
            except KeyError:
                pass  # no main-step decision: the long way below words the refusal
            else:
                if event.seat != state.active:
                    raise _not_their_turn(state, event.seat)
                checker(state, event)
                return
        elif kind is Dealt:  # a chance outcome (no Reseed or SeedReveal, the match not over)
            _check_dealt(state, need, event)
            return
        elif kind is Choose and need.kind is _NEED_CHOOSE:  # an answer to an ability
            _check_answer(state, need, event)
            return
    seat = getattr(event, "seat", None)
    if isinstance(event, (Reseed, SeedReveal)):
        return  # the dealer's business (see engine.fold), nothing in the game changes
    if state.result is not None:
        raise IllegalEvent("AR-end-1", "the match is over", seat)
    if isinstance(event, Dealt):
        _check_dealt(state, need, event)
        return
    if not isinstance(event, DecisionEvent) or need is None:
        raise IllegalEvent("AR-timing-1", f"a {type(event).__name__} event cannot happen now", seat)
    if need.kind in _CHANCE_NEEDS:
        raise IllegalEvent("AR-timing-1", f"the dealer must draw first ({need.why})", seat)
    if need.kind is _NEED_CHOOSE:
        _check_answer(state, need, event)
        return
    if event.seat != state.active:
        raise _not_their_turn(state, event.seat)
    checker = _MAIN_STEP_CHECKS.get(type(event))
    if checker is None:
        raise IllegalEvent("AR-timing-1", "there is nothing to choose now", event.seat)
    checker(state, event)


def _check_dealt(state: State, need: Need | None, event: Dealt) -> None:
    """A chance outcome, the match not over: the chance pending, of its kind, a possible one."""
    if need is None or need.kind not in _CHANCE_NEEDS:
        raise IllegalEvent("AR-timing-1", "no chance is pending: the match waits for "
                           f"{_who(state, need.seat) if need else 'nothing'}'s decision")
    kind = _CHANCE_WORDS[need.kind._value_]
    if event.kind != kind:
        raise IllegalEvent(need.rule, f"the dealer must draw a {kind} ({need.why}), not a {event.kind}")
    ok = (isinstance(event.outcome, list) and sorted(event.outcome) == list(range(need.size))
          if need.kind is _NEED_SHUFFLE else
          isinstance(event.outcome, int) and 0 <= event.outcome < need.size)
    if not ok:
        raise IllegalEvent(need.rule, f"{event.outcome!r} is not a possible {kind} of {need.size}")


def _check_answer(state: State, need: Need, event: DecisionEvent) -> None:
    """A decision while an ability waits for its player's choice (`need.kind` CHOOSE)."""
    if event.seat != need.seat:
        if need.seat != state.active:  # an option gives this choice to the other player (Jer
            # the Spike under discards=opponent, AR-option-discards): its rule, not AR-ability-1
            raise IllegalEvent(need.rule, f"{_who(state, need.seat)} makes this choice "
                               f"({need.why}), not {_who(state, event.seat)}", event.seat)
        raise IllegalEvent("AR-ability-1", f"{_who(state, need.seat)}, the active player, makes "
                           f"this choice, not {_who(state, event.seat)}", event.seat)
    top = state.stack[-1]
    if type(top) is AskTask and type(event) is Choose:
        choice.check(state, top, event)  # what the tests below come to for them (the commonest)
        return
    if isinstance(top, PlayFromDeckTask):
        _check_play_from_deck(state, top, event)
        return
    if isinstance(top, FightWithTask):
        if not isinstance(event, Fight) or top.card not in event.attackers:
            raise IllegalEvent(top.rule, f"{_lbl(state, top.card)} must now be used to fight: "
                               f"first {choose_prompt(state)}", event.seat)
        _check_fight(state, event)
        return
    if not isinstance(event, Choose):
        raise IllegalEvent("AR-timing-1", f"an ability is resolving: first {choose_prompt(state)}",
                           event.seat)
    _check_choose(state, event)


def _not_their_turn(state: State, seat: int) -> IllegalEvent:
    return IllegalEvent("AR-turn-1", f"it is {_who(state, state.active)}'s turn, not "
                        f"{_who(state, seat)}'s", seat)


def _check_end_step(state: State, e: EndStep) -> None:
    if state.played == 0 and can_play_any(state, e.seat):
        raise IllegalEvent("AR-play-1", f"{_who(state, e.seat)} must play a card before "
                           "ending the step: they are able to", e.seat)


def _check_play_from_deck(state: State, task: PlayFromDeckTask, e: Event) -> None:
    if not isinstance(e, PlayCard) or e.card != task.card:
        raise IllegalEvent("AR-card-play-from-deck", f"an ability is playing {_lbl(state, task.card)} "
                           f"from the deck: first {choose_prompt(state)}", e.seat)
    if e.end is None:
        raise IllegalEvent("AR-play-battle-line-end", f"say which end of the battle line "
                           f"{_lbl(state, e.card)} goes to", e.seat)


def _check_play(state: State, e: PlayCard) -> None:
    seat, card = e.seat, e.card
    if card not in state.seats[seat].hand:
        raise IllegalEvent("AR-play-4", f"{_lbl(state, card)} is not in {_who(state, seat)}'s hand", seat)
    # `play_blocked` only where something can block: a lasting effect or a card in play whose
    # constant ability can stop a play (most plays have neither; `play_blocked` reads whose)
    if state.effects or keywords.in_play(state, _FOE_PLAY):
        blocked = play_blocked(state, seat, card)
        if blocked is not None:
            raise IllegalEvent(blocked, f"{_who(state, seat)} cannot play {_lbl(state, card)} "
                               "this turn", seat)
    kind = (_FACTS.get(state.cards[card]) or zones.facts_of(state, card)).type
    if e.end is None:
        if kind is _CREATURE:
            raise IllegalEvent("AR-play-battle-line-end", f"say which end of the battle line "
                               f"{_lbl(state, card)} goes to", seat)
        return
    if kind is _RELIC:
        raise IllegalEvent("AR-play-relic", f"{_lbl(state, card)} is a relic: it goes behind the "
                           "battle line, not on an end", seat)
    if kind is _ACTION:
        raise IllegalEvent("AR-play-action", f"{_lbl(state, card)} is an action: it resolves and "
                           "goes to the score pile, not on the battle line", seat)


def _check_fight(state: State, e: Fight) -> None:
    seat, attackers, targets = e.seat, e.attackers, e.targets
    mine, theirs = state.seats[seat].battle_line, state.seats[1 - seat].battle_line
    if not attackers:
        raise IllegalEvent("AR-fight-1", "a fight needs a friendly creature", seat)
    if not targets:
        raise IllegalEvent("AR-fight-target", "a fight needs an enemy creature as its target", seat)
    # (most fights are one creature against one: no set to build, no call where nothing can
    # block, the same tests in the same order)
    if len(attackers) > 1 and len(set(attackers)) != len(attackers):
        raise IllegalEvent("AR-fight-1", "a creature is named twice among the fighters", seat)
    if len(targets) > 1 and len(set(targets)) != len(targets):
        raise IllegalEvent("AR-fight-target", "a creature is named twice among the targets", seat)
    for a in attackers:
        if a not in mine:
            raise IllegalEvent("AR-fight-1", f"{_lbl(state, a)} is not a friendly creature of "
                               f"{_who(state, seat)}", seat)
    for t in targets:
        if t not in theirs:
            raise IllegalEvent("AR-fight-target", f"{_lbl(state, t)} is not an enemy creature", seat)
    blocked = fight_blocked(state, seat) if state.effects else None  # (a lasting effect only)
    if blocked is not None:
        raise IllegalEvent(blocked, f"{_who(state, seat)}'s creatures cannot be used to fight this turn", seat)
    cs = state.card_state
    for a in attackers:
        if cs[a] is _DORMANT:
            rule = "AR-teamup-1" if e.skill is _TEAM_UP else "AR-fight-dormant"
            raise IllegalEvent(rule, f"{_lbl(state, a)} is Dormant and cannot fight", seat)
    for t in targets:
        # `target_blocked` answers None at once for a Dormant target
        blocked = target_blocked(state, attackers, t) if cs[t] is not _DORMANT else None
        if blocked is not None:
            raise IllegalEvent(blocked, f"{_lbl(state, t)} is {state.card_state[t].value}: "
                               f"{_names(state, e.attackers)} can only fight Dormant creatures", seat)
    if e.skill is _PLAIN or e.skill is _SNEAK:
        _check_single(state, e)
    elif e.skill is _TEAM_UP:
        _check_team_up(state, e)
    else:
        _check_bear_hug(state, e)


def _check_single(state: State, e: Fight) -> None:
    seat = e.seat
    if len(e.attackers) > 1:
        raise IllegalEvent("AR-fight-1", "one creature fights at a time; several fighters need Team-Up", seat)
    if len(e.targets) > 1:
        raise IllegalEvent("AR-fight-1", "a fight has one target; several targets need Bear Hug", seat)
    a = e.attackers[0]
    if e.skill is _PLAIN:
        if e.sneak is not None:
            raise IllegalEvent("AR-sneak-1", "a plain fight compares power; Sneak X needs skill sneak", seat)
        return
    values = keywords.sneak(state, a)
    if not values:
        raise IllegalEvent("AR-sneak-1", f"{_lbl(state, a)} has no Sneak skill", seat)
    if e.sneak not in values:
        have = ", ".join(f"Sneak {x}" for x in values)
        raise IllegalEvent("AR-sneak-3", f"{_lbl(state, a)} has {have}, not Sneak {e.sneak}", seat)


def _check_team_up(state: State, e: Fight) -> None:
    seat = e.seat
    if e.sneak is not None:
        raise IllegalEvent("AR-skills-combine", "Team-Up uses power, not Sneak: the skills do not combine", seat)
    if len(e.targets) > 1:
        if any(keywords.bear_hug(state, a) for a in e.attackers):  # the FAQ's Brother Bear
            raise IllegalEvent("AR-skills-combine", "Team-Up fights a single creature; Team-Up and "
                               "Bear Hug do not combine", seat)
        raise IllegalEvent("AR-teamup-4", "Team-Up combines power against a single enemy "
                           "creature, not several", seat)
    if len(e.attackers) < 2:
        raise IllegalEvent("AR-teamup-size", "Team-Up combines two or more creatures; one alone "
                           "fights a plain fight", seat)
    for a in e.attackers:
        if not keywords.team_up(state, a):
            raise IllegalEvent("AR-teamup-1", f"{_lbl(state, a)} does not have Team-Up", seat)
    t = e.targets[0]
    total = sum(keywords.power(state, a) for a in e.attackers)
    power = keywords.power(state, t)
    if total != power:
        raise IllegalEvent("AR-teamup-2", f"the Team-Up power {total} does not exactly equal "
                           f"{_lbl(state, t)}'s power {power}", seat)
    if total < keywords.defence(state, t):
        raise IllegalEvent("AR-teamup-resilient", f"the Team-Up power {total} cannot beat "
                           f"{_lbl(state, t)}'s Resilient {keywords.defence(state, t)}", seat)


def _check_bear_hug(state: State, e: Fight) -> None:
    seat = e.seat
    if e.sneak is not None:
        raise IllegalEvent("AR-skills-combine", "Bear Hug uses power, not Sneak: the skills do not combine", seat)
    if len(e.attackers) > 1:
        raise IllegalEvent("AR-skills-combine", "Bear Hug is one creature's skill; Bear Hug and "
                           "Team-Up do not combine", seat)
    a = e.attackers[0]
    if not keywords.bear_hug(state, a):
        raise IllegalEvent("AR-bearhug-1", f"{_lbl(state, a)} does not have Bear Hug", seat)
    if len(e.targets) < 2:
        raise IllegalEvent("AR-bearhug-size", "Bear Hug fights two or more creatures; against one "
                           "it fights a plain fight", seat)
    total = sum(keywords.power(state, t) for t in e.targets)
    power = keywords.power(state, a)
    if total != power:
        raise IllegalEvent("AR-bearhug-2", f"the targets' total power {total} does not exactly equal "
                           f"{_lbl(state, a)}'s power {power}", seat)
    for t in e.targets:
        if power < keywords.defence(state, t):
            raise IllegalEvent("AR-bearhug-3", f"{_lbl(state, a)} cannot win against "
                               f"{_lbl(state, t)} (Resilient {keywords.defence(state, t)})", seat)


def _check_harvest(state: State, e: Harvest) -> None:
    seat, card = e.seat, e.card
    s = state.seats[seat]
    if card not in s.battle_line and card not in s.relics:
        raise IllegalEvent("AR-harvest-1", f"{_lbl(state, card)} is not a friendly creature or "
                           "relic in play", seat)
    cs = state.card_state[card]
    if cs is not _MATURE:
        raise IllegalEvent("AR-harvest-1", f"{_lbl(state, card)} is {cs.value}; only Mature cards "
                           "can be harvested", seat)
    blocked = harvest_blocked(state, card)
    if blocked is not None:
        raise IllegalEvent(blocked, f"{_lbl(state, card)} cannot be harvested", seat)


def _check_discard(state: State, e: Discard) -> None:
    seat, card = e.seat, e.card
    if card not in state.seats[seat].hand:
        raise IllegalEvent("AR-discard-1", f"{_lbl(state, card)} is not in {_who(state, seat)}'s hand", seat)
    if state.played <= 0 and can_play_any(state, seat):  # not `may_discard` (AR-play-2), without its call
        raise IllegalEvent("AR-play-2", f"{_who(state, seat)} must play a card before discarding", seat)


def _check_choose(state: State, e: Choose) -> None:
    task = state.stack[-1]
    if not isinstance(task, AskTask) and (e.mode is not None or e.number is not None):
        rule = state.need.rule if state.need is not None else "AR-timing-1"
        raise IllegalEvent(rule, "this choice is of a card, not of an option or a number", e.seat)
    if isinstance(task, BonusTask):
        if e.card not in task.cards:
            raise IllegalEvent("AR-bonus-1", f"{_lbl(state, e.card)} has no Bonus: waiting to resolve", e.seat)
        return
    if isinstance(task, TriggersTask):
        if e.card not in [t.card for t in task.triggers]:
            raise IllegalEvent("AR-leave-order", f"{_lbl(state, e.card)} has no ability waiting to "
                               "resolve after leaving play", e.seat)
        return
    assert isinstance(task, AskTask)
    choice.check(state, task, e)


_MAIN_STEP_CHECKS = {PlayCard: _check_play, Fight: _check_fight, Harvest: _check_harvest,
                     Discard: _check_discard, EndStep: _check_end_step}
"""The main step's decisions by exact type, for `check`'s common case."""
