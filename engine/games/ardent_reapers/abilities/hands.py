"""Abilities on hands: reveal, discard (chosen or random), choose a number.

A hand revealed by an ability is shown for the ability's resolution only: the cards it
moves are open information anyway (score and discard piles are open).
"""

from __future__ import annotations

from engine.games.ardent_reapers import cards, zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask
from engine.games.ardent_reapers.abilities.movers import least, power
from engine.games.ardent_reapers.state import (AskTask, Card, DrawTask, RandomDiscardTask, Seat,
                                               State, Zone)


def _least_powerful_in_hand(of_foe: bool):
    def choices(state: State, task: AskTask) -> list[Card]:
        seat = 1 - task.seat if of_foe else task.seat
        return least(state, state.seats[seat].hand, power)  # cards without power do not count
    return choices


def _to_score(of_foe: bool):
    def resolve(state: State, task: AskTask, card: Card | None) -> None:
        if card is not None:
            zones.move(state, card, 1 - task.seat if of_foe else task.seat, Zone.SCORE_PILE)
    return resolve


def auditor(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "the-auditor")


def droven_jeb(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "droven-jeb")


def cheap_shot(state: State, card: Card, seat: Seat) -> None:
    state.stack.append(RandomDiscardTask(seat=1 - seat, n=1))


def dont_like(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "i-dont-like-these", n=2)


def _hand(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].hand if c not in task.picked]


def _dont_like_discard(state: State, task: AskTask, choice: Card | None) -> None:
    """Each chosen card is discarded at once (a card still in hand stays hidden)."""
    if choice is None:
        return
    zones.move(state, choice, state.owner[choice], Zone.DISCARD)
    picked = task.picked + [choice]
    if task.left > 1:
        state.stack.append(AskTask(seat=task.seat, source=task.source, key=task.key,
                                   picked=picked, left=task.left - 1))
    else:
        _dont_like_draw(state, task, picked)


def _dont_like_done(state: State, task: AskTask) -> None:
    _dont_like_draw(state, task, task.picked)


def _dont_like_draw(state: State, task: AskTask, picked: list[Card]) -> None:
    if len(picked) == 2:  # "if you do": only after discarding two cards
        state.stack.append(DrawTask(seat=task.seat, n=5))


def pinpoint(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "pinpoint")


NUMBERS = list(range(min(c.vp for c in cards.OMEGA_CODEX), max(c.vp for c in cards.OMEGA_CODEX) + 1))
"""The numbers Pinpoint lists: every VP value a card of the set can have (any other is legal too)."""


def _numbers(state: State, task: AskTask) -> list[int]:
    return list(NUMBERS)


def _pinpoint(state: State, task: AskTask, number: int | None) -> None:
    if number is None:
        return
    foe = 1 - task.seat
    hit = [c for c in state.seats[foe].hand if cards.facts(state.cards[c]).vp == number]
    for c in hit:
        zones.move(state, c, foe, Zone.DISCARD)


def _reveals(of_foe: bool):
    def hand(state: State, task: AskTask) -> tuple[Seat, list[Card]]:
        seat = 1 - task.seat if of_foe else task.seat
        return seat, list(state.seats[seat].hand)
    return hand


ABILITIES = {
    "OC-034": Ability("The Auditor. Play: your opponent shows their hand; its least powerful "
                      "creature goes to their score pile.",
                      rules=("AR-card-the-auditor", "AR-reveal-hand"), play=auditor,
                      reveals_hand=True),
    "OC-042": Ability("Droven Jeb. Bonus: show your hand; its least powerful creature goes to your "
                      "score pile.", rules=("AR-card-droven-jeb", "AR-reveal-hand"), bonus=droven_jeb,
                      reveals_hand=True),
    "OC-087": Ability("I Don't Like These. Play: discard two cards; only if two were discarded, "
                      "draw five.", rules=("AR-card-i-dont-like-these",), play=dont_like),
    "OC-089": Ability("Cheap Shot. Play: your opponent discards a card of their hand at random.",
                      play=cheap_shot),
    "OC-097": Ability("Pinpoint. Play: name a number; your opponent shows their hand and discards "
                      "every card of that VP.", rules=("AR-card-pinpoint", "AR-reveal-hand"), play=pinpoint),
}

ASKS = {
    "the-auditor": Ask("The Auditor: choose the least powerful creature revealed from your "
                       "opponent's hand to move to their score pile", "AR-card-the-auditor",
                       _least_powerful_in_hand(True), _to_score(True), forced=True,
                       reveals=_reveals(True)),
    "droven-jeb": Ask("Droven Jeb: choose the least powerful creature revealed from your hand to "
                      "move to your score pile", "AR-card-droven-jeb",
                      _least_powerful_in_hand(False), _to_score(False), forced=True,
                      reveals=_reveals(False)),
    "i-dont-like-these": Ask("I Don't Like These: choose a card to discard from your hand (two "
                             "in all)", "AR-card-i-dont-like-these", _hand, _dont_like_discard,
                             done=_dont_like_done),
    "pinpoint": Ask("Pinpoint: choose a number", "AR-card-pinpoint", _numbers, _pinpoint,
                    kind="number", any_number=True, answer_reveals=lambda state, task: 1 - task.seat),
}
