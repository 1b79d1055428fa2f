"""Abilities that shuffle cards into a deck: each shuffle is a chance (the dealer's permutation)."""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask, picks
from engine.games.ardent_reapers.state import (AskTask, Card, Seat, ShuffleTask, State,
                                               TriggersTask, Zone, follows)


def gentle_nudge(state: State, card: Card, seat: Seat) -> None:
    """The discard pile, shuffled, goes on top of the deck: only those cards are shuffled."""
    s = state.seats[seat]
    pile, s.discard = s.discard, []
    s.deck[:0] = pile
    if len(pile) > 1:
        state.stack.append(ShuffleTask(seat=seat, rule="AR-card-gentle-nudge", top=len(pile)))


def shuffle_in(state: State, moving: list[Card], rule: str) -> None:
    """Move cards into their owners' decks, then shuffle each deck that received one.

    Shuffling a card into a deck is one instruction: the card reaches the deck once it is
    shuffled, so from AR-1.5 an ability it makes available by leaving play (Eager Martyr's
    draw) waits below the shuffles (AR-leave-shuffled, AR-leave-1) instead of drawing the
    deck's old top card first."""
    owners = sorted({state.owner[c] for c in moving})
    waiting = len(state.triggers)
    for c in moving:
        zones.move(state, c, state.owner[c], Zone.DECK)
    if len(state.triggers) > waiting and follows(state, 5):
        made, state.triggers = state.triggers[waiting:], state.triggers[:waiting]
        state.stack.append(TriggersTask(seat=state.active, triggers=made))
    for o in reversed(owners):  # seat 0's deck is shuffled first
        state.stack.append(ShuffleTask(seat=o, rule=rule))


def _enemy_relics(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].relics)


def _botched(state: State, task: AskTask, card: Card | None) -> None:
    if card is not None:
        shuffle_in(state, [card], "AR-card-botched-construction")


def _enemy_creatures(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[1 - task.seat].battle_line if c not in task.picked]


def _friendly_creatures(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].battle_line if c not in task.picked]


def return_to_sender(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "return-to-sender-enemy", n=2)


def _rts_enemies(state: State, task: AskTask, picked: list[Card]) -> None:
    """The first sentence's creatures are chosen. From AR-1.7 it is done before the second
    sentence: they are shuffled home, and what their leaving makes available resolves, before
    the friendly creatures are chosen (AR-leave-when). Before, they rode along in `picked` and
    all four were shuffled home together at the end."""
    if follows(state, 7):
        ask(state, task.seat, task.source, "return-to-sender-friendly", n=2)  # (runs last)
        shuffle_in(state, picked, "AR-card-return-to-sender")
        return
    ask(state, task.seat, task.source, "return-to-sender-friendly", n=2, picked=picked)


def _rts_all(state: State, task: AskTask, picked: list[Card]) -> None:
    shuffle_in(state, picked, "AR-card-return-to-sender")


def _botched_play(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "botched-construction")


ABILITIES = {
    "OC-068": Ability("Gentle Nudge. Play: your discard pile, shuffled, goes on top of your deck.",
                      rules=("AR-card-gentle-nudge",),
                      play=gentle_nudge),
    "OC-079": Ability("Botched Construction. Play: an enemy relic is shuffled into its owner's deck.",
                      rules=("AR-card-botched-construction",),
                      play=_botched_play),
    "OC-080": Ability("Return to Sender. Play: two enemy creatures, then two friendly ones, are "
                      "shuffled into their owners' decks.",
                      rules=("AR-card-return-to-sender", "AR-leave-when"), play=return_to_sender),
}

ASKS = {
    "botched-construction": Ask("Botched Construction: choose an enemy relic to shuffle into its "
                                "owner's deck", "AR-card-botched-construction", _enemy_relics,
                                _botched),
    "return-to-sender-enemy": picks("Return to Sender: choose two enemy creatures to shuffle into "
                                    "their owner's deck", "AR-card-return-to-sender",
                                    _enemy_creatures, _rts_enemies),
    "return-to-sender-friendly": picks("Return to Sender: choose two friendly creatures to shuffle "
                                       "into their owner's deck", "AR-card-return-to-sender",
                                       _friendly_creatures, _rts_all),
}
