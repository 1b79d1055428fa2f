"""Who may be chosen: the target filters the house modules' steps share, each of the
`Target.targets` shape `(state, source, seat, data) -> [instances]`, and the tests of a card
they are built from."""

from __future__ import annotations

from typing import Callable

from engine.events import Seat

from ..cards import HOUSES, CardType, House
from ..keywords import belongs_to, power
from ..state import State
from ..board import card_of, creatures, on_flank, opponent


Filter = Callable[[State, int, Seat, int], list[int]]


def any_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state)


def enemy_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state, opponent(seat))


def friendly_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state, seat)


def flank_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if on_flank(state, c)]


def inner_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if not on_flank(state, c)]


def other_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Any creature except the one chosen before (`data`)."""
    return [c for c in creatures(state) if c != data]


def other_friendly(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Friendly creatures other than the source."""
    return [c for c in creatures(state, seat) if c != src]


def creature_in_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[seat].hand if card_of(state, c).type is CardType.CREATURE]


def any_artifact(state: State, src: int, seat: Seat, data: int) -> list[int]:
    a = state.active
    return list(state.players[a].artifacts) + list(state.players[1 - a].artifacts)


def own_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return list(state.players[seat].hand)


def own_discard(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return list(state.players[seat].discard)


def damaged_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if state.inplay[c].damage > 0]


def power_at_least(n: int) -> Filter:
    return lambda state, src, seat, data: [c for c in creatures(state) if power(state, c) >= n]


def power_at_most(n: int) -> Filter:
    return lambda state, src, seat, data: [c for c in creatures(state) if power(state, c) <= n]


def enemy_in_play(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Enemy creatures and artifacts."""
    return creatures(state, opponent(seat)) + list(state.players[opponent(seat)].artifacts)


def friendly_in_play(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Friendly creatures and artifacts."""
    return creatures(state, seat) + list(state.players[seat].artifacts)


# -- tests of one card ---------------------------------------------------------------------


def is_house(state: State, inst: int, house: House) -> bool:
    """Whether the card belongs to `house` (in play, an upgrade or effect may add houses)."""
    return belongs_to(state, inst, house)


def is_creature_card(state: State, inst: int) -> bool:
    return card_of(state, inst).type is CardType.CREATURE


def all_houses(state: State, seat: Seat) -> list[House]:
    """Every house, for "choose a house" (`house_step`'s houses)."""
    return list(HOUSES)
