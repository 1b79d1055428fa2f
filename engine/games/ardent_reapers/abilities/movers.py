"""What the abilities that move cards are made of: which cards there are (creatures, relics,
power, VP, the least or most of them) and where a card goes (its owner's zone, the resolving
player's, the opponent's, its controller's), one card once chosen or every card at once.

A moved card does not resolve its Play: or Bonus: (AR-move-1, AR-bonus-2); "Move all ..."
moves every affected card at once, after choosing nothing (AR-out-of-play-together).
"""

from __future__ import annotations

from typing import Callable

from engine.games.ardent_reapers import cards, keywords, zones
from engine.games.ardent_reapers.abilities.base import Ask, Effect, ask
from engine.games.ardent_reapers.state import AskTask, Card, Seat, State, Zone

Choices = Callable[[State, AskTask], list[Card]]
Dest = Callable[[State, AskTask, Card], tuple[Seat, Zone]]


# -- what cards there are ------------------------------------------------------------------
# (New lists joined in C: a comprehension builds a function object and loops in Python, and
# these are asked whenever an ability that targets cards in play comes up.)
def creatures(state: State, seat: Seat | None = None) -> list[Card]:
    """Creatures in play (of `seat`, or of both seats: seat 0's battle line first)."""
    if seat is None:
        a, b = state.seats
        return a.battle_line + b.battle_line
    return state.seats[seat].battle_line[:]


def relics(state: State, seat: Seat | None = None) -> list[Card]:
    if seat is None:
        a, b = state.seats
        return a.relics + b.relics
    return state.seats[seat].relics[:]


def in_play(state: State, seat: Seat | None = None) -> list[Card]:
    """Creatures and relics in play (of `seat`, or of both)."""
    if seat is None:
        a, b = state.seats
        return a.battle_line + a.relics + b.battle_line + b.relics
    s = state.seats[seat]
    return s.battle_line + s.relics


def power(state: State, card: Card) -> int | None:
    """A creature's power (current in play, printed elsewhere); None for cards without power."""
    f = zones.facts_of(state, card)
    if not f.is_creature or f.power is None:
        return None
    return keywords.power(state, card) if state.card_state[card] is not None else f.power


def vp(state: State, card: Card) -> int:
    return cards.facts(state.cards[card]).vp


def least(state: State, pool: list[Card], key: Callable[[State, Card], int | None],
          most: bool = False) -> list[Card]:
    """The cards of `pool` with the lowest (highest) value of `key`; a tie gives several."""
    valued = [(key(state, c), c) for c in pool]
    valued = [(v, c) for v, c in valued if v is not None]  # no power: neither least nor most
    if not valued:
        return []
    best = (max if most else min)(v for v, _ in valued)
    return [c for v, c in valued if v == best]


def is_creature(state: State, card: Card) -> bool:
    return zones.facts_of(state, card).is_creature


# -- where cards go ------------------------------------------------------------------------
def to_owner(zone: Zone) -> Dest:
    return lambda state, task, card: (state.owner[card], zone)


def to_mine(zone: Zone) -> Dest:
    return lambda state, task, card: (task.seat, zone)


def to_foe(zone: Zone) -> Dest:
    return lambda state, task, card: (1 - task.seat, zone)


def to_controller(zone: Zone) -> Dest:
    def dest(state: State, task: AskTask, card: Card) -> tuple[Seat, Zone]:
        ctl = zones.controller(state, card)
        return (state.owner[card] if ctl is None else ctl), zone
    return dest


def move_to(state: State, task: AskTask, card: Card, dest: Dest) -> None:
    seat, zone = dest(state, task, card)
    zones.move(state, card, seat, zone)


def move_all(state: State, moving: list[Card], dest: Dest, seat: Seat, source: Card) -> None:
    """Move several cards at once (AR-out-of-play-together): destinations fixed first."""
    task = AskTask(seat=seat, source=source, key="")
    where = [(c, dest(state, task, c)) for c in moving]
    for c, (s, zone) in where:
        zones.move(state, c, s, zone)


def mover(prompt: str, rule: str, choices: Choices, dest: Dest, forced: bool = False,
          made_alone_before: bool = False) -> Ask:
    """An ask for one card, moved to `dest` once chosen."""
    def resolve(state: State, task: AskTask, card: Card | None) -> None:
        if card is not None:
            move_to(state, task, card, dest)
    return Ask(prompt, rule, choices, resolve, forced=forced, made_alone_before=made_alone_before)


def asks(key: str, n: int = 1, optional: bool = False) -> Effect:
    """An effect that asks the resolving player for `key`."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        ask(state, seat, card, key, n=n, optional=optional)
    return effect


def moves_all(which: Callable[[State, Seat, Card], list[Card]], dest: Dest) -> Effect:
    """An effect that moves every card `which` returns, at once."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        move_all(state, which(state, seat, card), dest, seat, card)
    return effect
