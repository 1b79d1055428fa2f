"""The abilities of the rules-document set (RD): Rolando (errata text) and Breach (FAQ).

Bulwark (RD-003) has only its Resilient skill and needs no code.
"""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import cards, zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask
from engine.games.ardent_reapers.state import (AskTask, Card, RandomDiscardTask, Seat, State,
                                               Zone)

BREACH_DISCARDS = 3
"""How many cards Breach discards from the top of the deck (our choice, AR-rd-set)."""


def _discard_top(state: State, seat: Seat, n: int) -> list[Card]:
    """Discard the top `n` cards of the deck (fewer if it runs out: not a draw, no reshuffle)."""
    out = []
    for _ in range(n):
        deck = state.seats[seat].deck
        if not deck:
            break
        c = deck_kit.look(state.table, deck, 0, seat)
        zones.move(state, c, state.owner[c], Zone.DISCARD)
        out.append(c)
    return out


def rolando(state: State, card: Card, seat: Seat) -> None:
    """Errata: discard your top card; if worth 0 VP or more, the opponent discards that many at random."""
    for c in _discard_top(state, seat, 1):
        vp = cards.facts(state.cards[c]).vp
        if vp > 0:
            state.stack.append(RandomDiscardTask(seat=1 - seat, n=vp))


def breach(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "breach", picked=_discard_top(state, seat, BREACH_DISCARDS))


def _breach_choices(state: State, task: AskTask) -> list[Card]:
    """The cards Breach discarded worth 2 VP or more, still in a discard pile."""
    return [c for c in task.picked if cards.facts(state.cards[c]).vp >= 2
            and zones.locate(state, c) == (state.owner[c], Zone.DISCARD)]


def _breach_score(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        zones.move(state, choice, task.seat, Zone.SCORE_PILE)


ABILITIES = {
    "RD-001": Ability("Rolando (errata). Bonus: discard the top card of your deck; your opponent "
                      "discards as many random cards as its VP (if 0 or more).", bonus=rolando),
    "RD-002": Ability("Breach. Play: discard the top 3 cards of your deck, then move one of them "
                      "worth 2 VP or more to your score pile (FAQ: one card only).",
                      rules=("AR-card-breach",), play=breach),
}

ASKS = {
    "breach": Ask("Breach: choose one discarded card worth 2 VP or more to score",
                  "AR-card-breach", _breach_choices, _breach_score, made_alone_before=True),
}
