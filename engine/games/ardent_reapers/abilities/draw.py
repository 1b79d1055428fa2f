"""Abilities that draw cards (and Turp's discard)."""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, Effect
from engine.games.ardent_reapers.state import AskTask, Card, DrawTask, Seat, State, Zone


def draws(n: int) -> Effect:
    """An effect: the resolving player draws `n` cards."""
    def effect(state: State, card: Card, seat: Seat) -> None:
        state.stack.append(DrawTask(seat=seat, n=n))
    return effect


def turp(state: State, card: Card, seat: Seat) -> None:
    # tasks run last-in first-out: draw 2 first, then ask for the discard
    state.stack.append(AskTask(seat=seat, source=card, key="turp-discard"))
    state.stack.append(DrawTask(seat=seat, n=2))


def _hand(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].hand)


def _discard(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        zones.move(state, choice, state.owner[choice], Zone.DISCARD)


ABILITIES = {
    "OC-003": Ability("Luminate. Play: draw a card.", play=draws(1)),
    "OC-026": Ability("Payday. Bonus: draw a card.", bonus=draws(1)),
    "OC-033": Ability("Turp. Play: draw 2 cards, then discard a card.",
                      rules=("AR-discard-1",), play=turp),
    "OC-058": Ability("Hypervator. Bonus: draw 3 cards.", bonus=draws(3)),
    "OC-086": Ability("Overcharge. Play: draw 2 cards.", play=draws(2)),
}

ASKS = {
    "turp-discard": Ask("Turp: discard a card from your hand", "AR-discard-1", _hand, _discard),
}
