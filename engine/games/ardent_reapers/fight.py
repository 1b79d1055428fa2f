"""Fights: plain, with Sneak X, Team-Up or Bear Hug, against Resilient X; then Bonus: and the moves.

The outcome is fixed when the fight is declared (timing chart step 3), Bonus: abilities of the
friendly creatures resolve while the fighters are still in play, then every fighter still in
play moves out simultaneously: winners to their owners' discard piles, losers (and every
stashed card of the fighters) to the score pile of the controller of the winning creature.
"""

from __future__ import annotations

from engine.games.ardent_reapers import cards, keywords, legal_options, zones
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.events import Fight
from engine.games.ardent_reapers.state import (AbilityTask, BonusTask, Card, FightEndTask,
                                               FightWithTask, Need,
                                               NeedKind, Skill, State, Zone, follows)

_PLAIN, _SNEAK = Skill.PLAIN, Skill.SNEAK  # Enum members read off their class cost ~70 ns
_SCORE_PILE = Zone.SCORE_PILE
_FRIENDLY = keywords.FRIENDLY
_FACTS = cards.FACTS_BY_ID


def outcome(state: State, event: Fight) -> tuple[list[Card], list[Card], int]:
    """(winners, losers, the seat controlling the winning creature)."""
    me, foe = event.seat, 1 - event.seat
    skill = event.skill
    if skill is _PLAIN or skill is _SNEAK:
        a, t = event.attackers[0], event.targets[0]
        # AR-fight-2 with AR-resilient-1: the attacker wins on greater or equal; with Sneak X
        # the X chosen is compared instead of its power (AR-sneak-1)
        # the constant abilities that change powers, looked up once for both creatures
        found = keywords.constants(state, None, _FRIENDLY)
        if found:
            value = keywords.power(state, a, found) if skill is _PLAIN else event.sneak
            against = keywords.defence(state, t, found)
        else:
            # None in play (most fights): `power` and `defence` come to the printed numbers,
            # read here without their calls (no power counts 0; a target with Resilient X is
            # compared by its highest X)
            ids = state.cards
            ft = _FACTS.get(ids[t]) or cards.facts(ids[t])
            against = max(ft.resilient) if ft.resilient else (ft.power or 0)
            value = ((_FACTS.get(ids[a]) or cards.facts(ids[a])).power or 0
                     if skill is _PLAIN else event.sneak)
        if value >= against:
            return [a], [t], me
        return [t], [a], foe  # AR-fight-5: lost, maybe on purpose
    # Team-Up and Bear Hug fights can only be attempted when they win (AR-teamup-2, AR-bearhug-3)
    return list(event.attackers), list(event.targets), me


def fight_with(state: State, task: FightWithTask) -> Need | None:
    """An ability uses `task.card` to fight (War Siren): wait for the fight, unless it cannot
    fight now (no longer friendly and ready, no target, or a restriction): then nothing."""
    if not fight_with_options(state, task):
        return None
    state.stack.append(task)
    return Need(NeedKind.CHOOSE, task.seat, rule=task.rule,
                why=f"choose the fight {zones.label(state, task.card)} is used for")


def fight_with_options(state: State, task: FightWithTask) -> list[Fight]:
    return [f for f in legal_options.fight_options(state, task.seat) if task.card in f.attackers]


def fight(state: State, event: Fight) -> None:
    stack = state.stack
    if stack and type(stack[-1]) is FightWithTask:
        stack.pop()
    skill = event.skill
    if (len(event.attackers) > 1 or len(event.targets) > 1) and follows(state, 6):
        event = legal_options.in_line_order(state, event)  # AR-1.6: the same fight folds the same
    if (skill is _PLAIN or skill is _SNEAK) and not state.table and not state.triggers \
            and not state.revealed:
        # (a plain or Sneak fight is one creature against one: AR-fight-1, checked)
        a, t = event.attackers[0], event.targets[0]
        ids = state.cards
        by_id = abilities.BY_ID
        fa, ft = by_id.get(ids[a]), by_id.get(ids[t])  # (most creatures: None)
        # neither does anything in this fight: no Bonus:, lose or leave ability of the
        # attacker, no lose or leave ability of the target (a target's Bonus: does not resolve)
        if (fa is None or (fa.bonus is None and fa.lose is None and fa.leave is None)) \
                and (ft is None or (ft.lose is None and ft.leave is None)):
            _one_on_one(state, event.seat, skill, a, t, event.sneak)
            return
    winners, losers, to_seat = outcome(state, event)
    ids = state.cards
    ability = abilities.BY_ID.get
    for c in losers:  # constant abilities about losing resolve as the fight is decided (Bash)
        a = ability(ids[c])
        if a is not None and a.lose is not None:
            a.lose(state, c, zones.controller(state, c))
    bonus = []  # (a loop: one to four attackers, few with a Bonus:; `has_bonus` written out)
    for c in event.attackers:
        a = ability(ids[c])
        if a is not None and a.bonus is not None:
            bonus.append(c)
    if not bonus and not state.table and not state.triggers:
        # Under dealer luck the fighters leave play at once when no Bonus: comes first: the
        # work loop would run that task next (triggers would run first: then it stays a task).
        # At a table it stays a task, as a task that looks at an unseen card is undone.
        _fight_end(state, winners, losers, to_seat)
        return
    stack.append(FightEndTask(winners=winners, losers=losers, to_seat=to_seat))
    if len(bonus) == 1:
        stack.append(AbilityTask(card=bonus[0], seat=event.seat, bonus=True))
    elif bonus:
        stack.append(BonusTask(seat=event.seat, cards=bonus))


def _one_on_one(state: State, me: int, skill: Skill, a: Card, t: Card, sneak: int | None) -> None:
    """`fight` and `_fight_end` in one pass for the commonest fight: one creature against
    one under dealer luck, neither with an ability that does something in it (see `fight`), no
    trigger waiting and no hand revealed. What the general path does comes to this: no lose
    ability resolves and no Bonus: task is pushed, so both fighters are still in play at the
    fight's end, neither notes a leave ability, and `take_out` finds each in its side's battle
    line (a legal fight's attacker is a friendly creature, AR-fight-1, its target an enemy
    creature, AR-fight-target) and no revealed card to forget. The winner goes to its owner's
    discard pile, the loser to the score pile of the winner's controller, then their stashes,
    the winner's first (AR-fight-4, AR-stash-fight)."""
    found = keywords.constants(state, None, _FRIENDLY)
    if found:  # `outcome`'s comparison (AR-fight-2, AR-resilient-1, AR-sneak-1)
        value = keywords.power(state, a, found) if skill is _PLAIN else sneak
        against = keywords.defence(state, t, found)
    else:  # printed numbers, as `outcome` reads them
        ids = state.cards
        ft = _FACTS.get(ids[t]) or cards.facts(ids[t])
        against = max(ft.resilient) if ft.resilient else (ft.power or 0)
        value = ((_FACTS.get(ids[a]) or cards.facts(ids[a])).power or 0
                 if skill is _PLAIN else sneak)
    seats = state.seats
    mine, theirs = seats[me], seats[1 - me]
    mine.battle_line.remove(a)
    theirs.battle_line.remove(t)
    cs = state.card_state
    cs[a] = cs[t] = None
    if value >= against:
        winner, loser, to_seat = a, t, me
        seats[state.owner[a]].discard.append(a)
        mine.score_pile.append(t)
    else:  # AR-fight-5
        winner, loser, to_seat = t, a, 1 - me
        seats[state.owner[t]].discard.append(t)
        theirs.score_pile.append(a)
    stash = state.stash
    if stash[winner]:
        zones.release_stash(state, winner, to_seat, _SCORE_PILE)
    if stash[loser]:
        zones.release_stash(state, loser, to_seat, _SCORE_PILE)


def fight_end(state: State, task: FightEndTask) -> Need | None:
    _fight_end(state, task.winners, task.losers, task.to_seat)
    return None


def _fight_end(state: State, winners: list[Card], losers: list[Card], to_seat: int) -> None:
    """AR-fight-4, AR-stash-fight: the fighters still in play leave it together.

    One pass per side: what each step does to one fighter (its leave ability noted, taken out
    of play, put in a pile) does not depend on the other fighters, so this ends as the steps
    done for all fighters in turn would; the stashes follow the losers into the score pile."""
    seats = state.seats
    fighters = []
    for c in winners:
        if _leave_fight(state, c):
            seats[state.owner[c]].discard.append(c)
            fighters.append(c)
    score_pile = seats[to_seat].score_pile
    for c in losers:
        if _leave_fight(state, c):
            score_pile.append(c)
            fighters.append(c)
    stash = state.stash
    for c in fighters:
        if stash[c]:  # (most cards have nothing stashed under them: nothing to move)
            zones.release_stash(state, c, to_seat, _SCORE_PILE)


def _leave_fight(state: State, c: Card) -> bool:
    """A fighter still in play leaves it (its leave ability noted, AR-leave-1) before it goes
    to a pile; False for one that already left play."""
    cs = state.card_state
    if cs[c] is None:
        return False
    a = abilities.BY_ID.get(state.cards[c])  # (few creatures have a leave ability)
    if a is not None and a.leave is not None:
        zones.left_play(state, c, zones.controller(state, c))
    zones.take_out(state, c)
    cs[c] = None
    return True


def bonus_next(state: State, task: BonusTask) -> Need | None:
    """Several Bonus: abilities: the active player picks the next one (AR-bonus-1)."""
    cards = [c for c in task.cards if state.card_state[c] is not None]
    if len(cards) <= 1:
        for c in cards:
            state.stack.append(AbilityTask(card=c, seat=task.seat, bonus=True))
        return None
    if follows(state, 5) and len({state.cards[c] for c in cards}) == 1:
        # the same card's Bonus: each time (two Tiny the Tossers teaming up): every order comes
        # to the same position, so none is asked (AR-choice-asked), as for AR-leave-order
        bonus_chosen(state, BonusTask(seat=task.seat, cards=cards), cards[0])
        return None
    task.cards = cards
    state.stack.append(task)
    return Need(NeedKind.CHOOSE, task.seat, rule="AR-bonus-1")


def bonus_chosen(state: State, task: BonusTask, card: Card) -> None:
    rest = [c for c in task.cards if c != card]
    if rest:
        state.stack.append(BonusTask(seat=task.seat, cards=rest))
    state.stack.append(AbilityTask(card=card, seat=task.seat, bonus=True))
