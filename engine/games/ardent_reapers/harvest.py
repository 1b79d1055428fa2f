"""Harvesting a Mature friendly creature or relic: Bonus:, then to the harvester's score pile."""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.events import Harvest
from engine.games.ardent_reapers.state import (AbilityTask, HarvestEndTask, Need, State,
                                               Zone)

_SCORE_PILE = Zone.SCORE_PILE  # an Enum member read off its class costs ~70 ns


def harvest(state: State, event: Harvest) -> None:
    card, seat = event.card, event.seat
    ability = abilities.BY_ID.get(state.cards[card])  # (`has_bonus` written out)
    if ability is not None and ability.bonus is not None:
        state.stack.append(HarvestEndTask(card=card, seat=seat))
        state.stack.append(AbilityTask(card=card, seat=seat, bonus=True))
    elif not state.table and not state.triggers:
        # No Bonus: under dealer luck the card goes at once: the work loop would run that task
        # next (triggers would run first). At a table it stays a task (a task that looks at an
        # unseen card is undone and rerun).
        if (ability is None or ability.leave is None) and not state.revealed:
            # `_harvest_end` for the commonest harvest, a card with no leave ability (none to
            # note as it leaves play) and no revealed card for `take_out` to forget: a legal
            # Harvest is of a friendly card in play (AR-harvest-1), so `take_out` finds it in
            # the harvester's battle line or relics
            s = state.seats[seat]
            (s.battle_line if card in s.battle_line else s.relics).remove(card)
            state.card_state[card] = None
            s.score_pile.append(card)
            if state.stash[card]:
                zones.release_stash(state, card, seat, _SCORE_PILE)
            return
        _harvest_end(state, card, seat)  # (a legal Harvest is of a friendly card)
    else:
        state.stack.append(HarvestEndTask(card=card, seat=seat))


def harvest_end(state: State, task: HarvestEndTask) -> Need | None:
    _harvest_end(state, task.card)
    return None


def _harvest_end(state: State, card: int, seat: int | None = None) -> None:
    """AR-harvest-2, AR-stash-harvest: the card and its stash to its controller's score pile
    (`seat`, when the caller knows it: the harvest itself, with nothing resolved since)."""
    if seat is None:
        seat = zones.controller(state, card)
        if seat is None:
            return  # it left play while its Bonus: resolved
    zones.left_play(state, card, seat)
    zones.take_out(state, card)
    state.card_state[card] = None
    state.seats[seat].score_pile.append(card)
    if state.stash[card]:  # (most cards have nothing stashed under them: nothing to move)
        zones.release_stash(state, card, seat, _SCORE_PILE)
