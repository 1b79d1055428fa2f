"""Every legal option, enumerated: what `pending` offers, in a fixed order.

Plays (hand order, left end before right; from AR-1.3 a creature onto an empty battle line
once, as the left end: both ends are the same place there, AR-choice-asked), fights (plain,
Sneak, Team-Up, Bear Hug), harvests, discards, then ending the step; an ability's choice
lists its own. The checks that refuse an event with the rule it breaks are in legality.py.
"""

from __future__ import annotations

from typing import Iterator

import msgspec

from engine.events import Event
from engine.games.ardent_reapers import cards, keywords, zones
from engine.games.ardent_reapers.abilities import ASKS, choice
from engine.games.ardent_reapers.blocks import fight_blocked, play_blocks, target_blocked
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.events import (Choose, Discard, EndStep, Fight, Harvest,
                                                PlayCard)
from engine.games.ardent_reapers.state import (AskTask, BonusTask, Card, CardState, End,
                                               FightWithTask, PlayFromDeckTask, Skill, State,
                                               TriggersTask, follows)

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_CREATURE = CardType.CREATURE
_LEFT, _RIGHT, _SNEAK = End.LEFT, End.RIGHT, Skill.SNEAK
_MATURE, _DORMANT = CardState.MATURE, CardState.DORMANT
_FACTS = cards.FACTS_BY_ID


class _Made(dict):
    """A seat's main-step options by card instance, each made the first time it is listed and
    then shared: events are frozen values, and making one (and freeing it after the decision)
    costs more than this lookup by a plain int."""

    def __init__(self, make, seat: int):
        super().__init__()
        self.make = make
        self.seat = seat

    def __missing__(self, card: Card) -> Event:
        made = self[card] = self.make(seat=self.seat, card=card)
        return made


def _per_seat(make) -> tuple[_Made, _Made]:
    return _Made(make, 0), _Made(make, 1)


_PLAY_LEFT = _per_seat(lambda seat, card: PlayCard(seat=seat, card=card, end=_LEFT))
_PLAY_RIGHT = _per_seat(lambda seat, card: PlayCard(seat=seat, card=card, end=_RIGHT))
_PLAY = _per_seat(PlayCard)  # a relic or an action: no end
_HARVEST = _per_seat(Harvest)
_DISCARD = _per_seat(Discard)
_END_STEP = (EndStep(seat=0), EndStep(seat=1))


class _Fights(dict):
    """A seat's plain fights by attacker, then by target (`_Made` per attacker): made once and
    shared like the plays above (nothing changes an event's lists in place)."""

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat

    def __missing__(self, attacker: Card) -> _Made:
        made = self[attacker] = _Made(
            lambda seat, card: Fight(seat=seat, attackers=[attacker], targets=[card]), self.seat)
        return made


_PLAIN_FIGHTS = (_Fights(0), _Fights(1))


def main_options(state: State) -> list[Event]:
    seat = state.active
    s = state.seats[seat]
    out: list[Event] = []
    blocked = play_blocks(state, seat)  # gathered once: `play_blocked` for every card in hand
    playable = False  # can_play_any, from the same blocks
    if blocked is not None:
        ids = state.cards
        both_ends = bool(s.battle_line) or not follows(state, 3)  # AR-1.3: one on an empty line
        for c in s.hand:
            f = _FACTS.get(ids[c]) or zones.facts_of(state, c)  # facts_of, its call saved
            if blocked and f.type in blocked:  # (an empty set would still hash the Enum)
                continue
            playable = True
            if f.type is _CREATURE:  # f.is_creature without the property's call
                out.append(_PLAY_LEFT[seat][c])
                if both_ends:
                    out.append(_PLAY_RIGHT[seat][c])
            else:
                out.append(_PLAY[seat][c])
    if state.seats[1 - seat].battle_line:  # fight_options' first test, without its call
        out += fight_options(state, seat)
    cs = state.card_state
    kinds = keywords.own_constants(state)  # `harvest_blocked` of a card in play, without calls
    for zone in (s.battle_line, s.relics):
        for c in zone:
            if cs[c] is _MATURE:
                k = kinds[c]
                if k is None or not k.cannot_harvest:
                    out.append(_HARVEST[seat][c])
    if state.played > 0 or not playable:  # may_discard, and AR-play-1's end of the step
        for c in s.hand:
            out.append(_DISCARD[seat][c])
        out.append(_END_STEP[seat])
    return out


def _subsets(cards: list[Card], powers: list[int], total: int, min_size: int) -> Iterator[list[Card]]:
    """Every subset (in line order) of at least `min_size` cards whose powers sum to `total`."""
    positive = all(p > 0 for p in powers)
    n = len(cards)

    def walk(i: int, chosen: list[Card], s: int) -> Iterator[list[Card]]:
        if i == n:
            if s == total and len(chosen) >= min_size:
                yield list(chosen)
            return
        if positive and s > total:
            return
        chosen.append(cards[i])
        yield from walk(i + 1, chosen, s + powers[i])
        chosen.pop()
        yield from walk(i + 1, chosen, s)

    yield from walk(0, [], 0)


def fight_options(state: State, seat: int) -> list[Fight]:
    if state.effects and fight_blocked(state, seat) is not None:  # (most turns: no effect)
        return []
    # Listed a few times a turn, with one to four creatures a side: plain loops, and each test
    # only where it can matter (a comprehension or a call costs more than such a short loop).
    cs = state.card_state
    enemies = state.seats[1 - seat].battle_line
    if not enemies:
        return []
    ready = []  # (a loop: a comprehension builds a function object on every call)
    for c in state.seats[seat].battle_line:
        if cs[c] is not _DORMANT:
            ready.append(c)
    if not ready:
        return []
    out: list[Fight] = []
    friendly = keywords.friendly(state, seat)  # what applies to every ready creature alike
    kinds = keywords.own_constants(state)  # `own_constant` of each ready creature (in play)
    for a in ready:
        k = kinds[a]
        if k is not None and k.fights_only_dormant:  # target_blocked for a single attacker
            targets = [t for t in enemies if cs[t] is _DORMANT]
        else:
            targets = enemies
        plain = _PLAIN_FIGHTS[seat][a]
        for t in targets:
            out.append(plain[t])
        sneaks = keywords.sneak(state, a, friendly)
        if sneaks:  # most creatures have none: no set to sort
            for x in sorted(set(sneaks)):
                for t in targets:
                    out.append(Fight(seat=seat, attackers=[a], targets=[t], skill=_SNEAK, sneak=x))
    team = []
    if len(ready) >= 2:
        for a in ready:
            if keywords.team_up(state, a, friendly):
                team.append(a)
    if len(team) >= 2:
        powers = [keywords.power(state, a) for a in team]
        for t in enemies:
            p = keywords.power(state, t)
            if p < keywords.defence(state, t):
                continue  # AR-teamup-resilient: it could not win
            for group in _subsets(team, powers, p, 2):
                if target_blocked(state, group, t) is None:
                    out.append(Fight(seat=seat, attackers=group, targets=[t], skill=Skill.TEAM_UP))
    huggers = []
    if len(enemies) >= 2:
        for a in ready:
            if keywords.bear_hug(state, a):
                huggers.append(a)
    if huggers:  # few creatures have Bear Hug: the enemies' powers only when one does
        epowers = [keywords.power(state, t) for t in enemies]
        for a in huggers:
            p = keywords.power(state, a)
            for group in _subsets(enemies, epowers, p, 2):
                if all(p >= keywords.defence(state, t) and target_blocked(state, [a], t) is None
                       for t in group):
                    out.append(Fight(seat=seat, attackers=[a], targets=group, skill=Skill.BEAR_HUG))
    return out


def choose_options(state: State) -> list[Event]:
    task = state.stack[-1]
    if isinstance(task, BonusTask):
        return [Choose(seat=task.seat, card=c) for c in task.cards]
    if isinstance(task, TriggersTask):
        return [Choose(seat=task.seat, card=c) for c in dict.fromkeys(t.card for t in task.triggers)]
    if isinstance(task, PlayFromDeckTask):
        out = [PlayCard(seat=task.seat, card=task.card, end=End.LEFT)]
        if state.seats[task.seat].battle_line or not follows(state, 3):  # as main_options
            out.append(PlayCard(seat=task.seat, card=task.card, end=End.RIGHT))
        return out
    if isinstance(task, FightWithTask):
        return [f for f in fight_options(state, task.seat) if task.card in f.attackers]
    assert isinstance(task, AskTask)
    return list(choice.options(state, task))


def open_ended(state: State) -> bool:
    """Whether the pending choice takes any whole number, not only the listed ones (Pinpoint)."""
    task = state.stack[-1] if state.stack else None
    return isinstance(task, AskTask) and ASKS[task.key].any_number


def choose_prompt(state: State) -> str:
    task = state.stack[-1]
    if isinstance(task, BonusTask):
        return "choose the next Bonus: ability to resolve"
    if isinstance(task, TriggersTask):
        return "choose the next ability made available by a card leaving play"
    if isinstance(task, PlayFromDeckTask):
        return f"choose the end of the battle line {zones.label(state, task.card)} is played to"
    if isinstance(task, FightWithTask):
        return f"choose the fight {zones.label(state, task.card)} is used for"
    return ASKS[task.key].prompt


def as_listed(state: State, event: Event) -> Event:
    """The listed option `event` stands for: from AR-1.3 a creature played onto an empty battle
    line is listed once (the left end), and `check` accepts the right end as the same play; from
    AR-1.6 a fight naming its creatures in another order than the battle lines' is the fight
    listed in line order, which it folds as (AR-fight-order)."""
    if (isinstance(event, PlayCard) and event.end is _RIGHT and 0 <= event.seat < len(state.seats)
            and not state.seats[event.seat].battle_line and follows(state, 3)):
        return PlayCard(seat=event.seat, card=event.card, end=_LEFT)
    if (isinstance(event, Fight) and 0 <= event.seat < len(state.seats)
            and (len(event.attackers) > 1 or len(event.targets) > 1) and follows(state, 6)):
        return in_line_order(state, event)
    return event


def in_line_order(state: State, event: Fight) -> Fight:
    """The fight with its fighters and targets in battle line order, left to right: the order an
    event names them in is no choice the rules give (AR-fight-order), and `options` lists each
    fight in this order. Creatures not on the lines (an unchecked event) leave it as it is."""
    mine, theirs = state.seats[event.seat].battle_line, state.seats[1 - event.seat].battle_line
    if not (set(event.attackers) <= set(mine) and set(event.targets) <= set(theirs)):
        return event
    attackers = sorted(event.attackers, key=mine.index)
    targets = sorted(event.targets, key=theirs.index)
    if attackers == event.attackers and targets == event.targets:
        return event
    return msgspec.structs.replace(event, attackers=attackers, targets=targets)


def option_rule(state: State, option: Event) -> str:
    """The rule that allows a legal option: how a card is played, which skill a fight uses."""
    if isinstance(option, PlayCard):
        kind = cards.facts(state.cards[option.card]).type
        return {CardType.CREATURE: "AR-play-battle-line-end", CardType.RELIC: "AR-play-relic",
                CardType.ACTION: "AR-play-action"}[kind]
    if isinstance(option, Fight):
        return {Skill.PLAIN: "AR-fight-1", Skill.SNEAK: "AR-sneak-1",
                Skill.TEAM_UP: "AR-teamup-1", Skill.BEAR_HUG: "AR-bearhug-1"}.get(option.skill, "")
    if isinstance(option, Harvest):
        return "AR-harvest-1"
    if isinstance(option, Discard):
        return "AR-play-2" if state.played > 0 else "AR-play-3"
    if isinstance(option, EndStep):
        return "AR-play-1"
    if isinstance(option, Choose) and state.need is not None:
        return state.need.rule
    return ""
