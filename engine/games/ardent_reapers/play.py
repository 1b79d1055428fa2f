"""Playing a card: creatures to an end of the battle line, relics behind it, actions resolve."""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.abilities import ABILITIES
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.events import Discard, PlayCard
from engine.games.ardent_reapers.state import (AbilityTask, ActionDoneTask, CardState, End,
                                               Need, State, Zone)


def entry_state(state: State, seat: int, card: int) -> CardState:
    """The state a played card enters in (AR-play-dormant); Ned's Ladder or Jump Start would change it."""
    return CardState.DORMANT


def play(state: State, event: PlayCard) -> None:
    seat, card = event.seat, event.card
    state.seats[seat].hand.remove(card)
    if card in state.revealed:
        state.revealed.remove(card)
    state.played += 1
    kind = zones.facts_of(state, card).type
    ability = ABILITIES.get(state.cards[card])
    if kind is CardType.ACTION:
        state.resolving.append(card)
        state.stack.append(ActionDoneTask(card=card, seat=seat))
    else:
        zone = Zone.BATTLE_LINE if kind is CardType.CREATURE else Zone.RELICS
        zones.put(state, card, seat, zone, end=event.end or End.RIGHT,
                  card_state=entry_state(state, seat, card))
    if ability is not None and ability.play is not None:
        state.stack.append(AbilityTask(card=card, seat=seat))


def action_done(state: State, task: ActionDoneTask) -> Need | None:
    """AR-play-action: the resolved action goes to the active player's score pile."""
    if task.card in state.resolving:
        state.resolving.remove(task.card)
        state.seats[task.seat].score_pile.append(task.card)
    return None


def discard(state: State, event: Discard) -> None:
    state.seats[event.seat].hand.remove(event.card)
    if event.card in state.revealed:
        state.revealed.remove(event.card)
    state.seats[state.owner[event.card]].discard.append(event.card)
