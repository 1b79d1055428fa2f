"""Harvesting a Mature friendly creature or relic: Bonus:, then to the harvester's score pile."""

from __future__ import annotations

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.events import Harvest
from engine.games.ardent_reapers.state import (AbilityTask, HarvestEndTask, Need, State,
                                               Zone, follows)

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
    """After the Bonus: the harvested card goes to the harvesting player's score pile ("place
    the Creature or Relic in your score pile"), from AR-1.6 even when its Bonus: gave its control
    away (AR-harvest-control; before, to the score pile of whoever controlled it then)."""
    _harvest_end(state, task.card, to=task.seat if follows(state, 6) else None)
    return None


def _harvest_end(state: State, card: int, seat: int | None = None, to: int | None = None) -> None:
    """AR-harvest-2, AR-stash-harvest: the card and its stash to the score pile of `to` (the
    harvester), else of its controller (`seat`, when the caller knows it: the harvest itself,
    with nothing resolved since). A card that left play while its Bonus: resolved stays where
    it went."""
    if seat is None:
        seat = zones.controller(state, card)
        if seat is None:
            return  # it left play while its Bonus: resolved
    if to is None:
        to = seat
    zones.left_play(state, card, seat)  # (a leave ability resolves for its controller)
    zones.take_out(state, card)
    state.card_state[card] = None
    state.seats[to].score_pile.append(card)
    if state.stash[card]:  # (most cards have nothing stashed under them: nothing to move)
        zones.release_stash(state, card, to, _SCORE_PILE)
