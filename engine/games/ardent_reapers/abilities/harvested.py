"""Bonus: abilities that apply only when their card is harvested or wins a fight (errata:
"If this card is used to Harvest, it gains Bonus: ..."), Gynormica's turn-ending Bonus:,
playing the top or bottom card of the deck, and relics whose Bonus: moves the relic itself.
"""

from __future__ import annotations

from engine.games.ardent_reapers import turn, zones
from engine.games.ardent_reapers.abilities.base import Ability, Ask, ask, picks
from engine.games.ardent_reapers.state import (AskTask, Card, DrawTask, FightEndTask,
                                               HarvestEndTask, PlayFromDeckTask,
                                               RandomDiscardTask, Seat, State, Zone)


def harvesting(state: State, card: Card) -> bool:
    """Whether `card` is being harvested (its Bonus: resolves before it is scored)."""
    return any(isinstance(t, HarvestEndTask) and t.card == card for t in state.stack)


def won_fight(state: State, card: Card) -> bool:
    """Whether `card` is the winner of the fight whose Bonus: abilities are resolving."""
    for t in reversed(state.stack):
        if isinstance(t, FightEndTask) and (card in t.winners or card in t.losers):
            return card in t.winners
    return False


def when_harvested(effect):
    """The errata's form: the Bonus: exists only when the card is used to harvest (AR-harvest-only)."""
    def bonus(state: State, card: Card, seat: Seat) -> None:
        if harvesting(state, card):
            effect(state, card, seat)
    return bonus


# -- Gynormica -----------------------------------------------------------------------------
def gynormica(state: State, card: Card, seat: Seat) -> None:
    """If it wins a fight: draw 3, then the turn ends without Rotate or Draw (FAQ)."""
    if not won_fight(state, card):
        return
    turn.end_turn_now(state, seat)
    state.stack.append(DrawTask(seat=seat, n=3))


# -- harvest-only bonuses ------------------------------------------------------------------
def _budge(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "budge")


def _taco(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "taco")


def _saboteur(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "saboteur")


def _jer(state: State, card: Card, seat: Seat) -> None:
    """The opponent's hand is hidden: the active player's choice is blind, a random pick
    (AR-card-jer-the-spike)."""
    state.stack.append(RandomDiscardTask(seat=1 - seat, n=2))


def _jer_opponent(state: State, card: Card, seat: Seat) -> None:
    """Option discards=opponent: the opponent chooses the two cards (AR-option-discards)."""
    ask(state, 1 - seat, card, "jer-the-spike-opponent", n=2)


def _discard_chosen(state: State, task: AskTask, picked: list[Card]) -> None:
    for c in picked:
        zones.move(state, c, state.owner[c], Zone.DISCARD)


def _bamphf(state: State, card: Card, seat: Seat) -> None:
    state.stack.append(PlayFromDeckTask(seat=seat, source=card))


def deep_carl(state: State, card: Card, seat: Seat) -> None:
    state.stack.append(PlayFromDeckTask(seat=seat, source=card, bottom=True))


def _foe_score(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[1 - task.seat].score_pile)


def _my_score(state: State, task: AskTask) -> list[Card]:
    return list(state.seats[task.seat].score_pile)


def _my_hand(state: State, task: AskTask) -> list[Card]:
    return [c for c in state.seats[task.seat].hand if c not in task.picked]


def _to_deck_bottom(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        zones.move(state, choice, state.owner[choice], Zone.DECK)


def _to_deck_top(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        zones.move(state, choice, state.owner[choice], Zone.DECK, top=True)


def _to_foe_score(state: State, task: AskTask, choice: Card | None) -> None:
    if choice is not None:
        zones.move(state, choice, 1 - task.seat, Zone.SCORE_PILE)


# -- relics that move themselves ------------------------------------------------------------
def _elixir(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "elixir-of-speed", n=2)


def _elixir_done(state: State, task: AskTask, picked: list[Card]) -> None:
    """Discard what was chosen; two discarded: to your score pile, else your opponent's."""
    for c in picked:
        zones.move(state, c, state.owner[c], Zone.DISCARD)
    if state.card_state[task.source] is not None:
        to = task.seat if len(picked) == 2 else 1 - task.seat
        zones.move(state, task.source, to, Zone.SCORE_PILE)


def _wromhole(state: State, card: Card, seat: Seat) -> None:
    ask(state, seat, card, "wromhole-generator")


def _foe_relics(state: State, task: AskTask) -> list[Card]:
    return [] if task.picked else list(state.seats[1 - task.seat].relics)


def _wromhole_done(state: State, task: AskTask, picked: list[Card]) -> None:
    for c in picked:
        zones.move(state, c, task.seat, Zone.SCORE_PILE)
    if state.card_state[task.source] is not None:
        zones.move(state, task.source, 1 - task.seat, Zone.SCORE_PILE)


ABILITIES = {
    "OC-051": Ability("Gynormica (errata). If it wins a fight, Bonus: draw 3 cards, then your turn "
                      "ends (no Rotate or Draw step).", bonus=gynormica),
    "OC-004": Ability("Budge (errata). If harvested, Bonus: put a card of your opponent's score pile "
                      "on the bottom of its owner's deck.", bonus=when_harvested(_budge)),
    "OC-013": Ability("Taco (errata). If harvested, Bonus: put a card of your score pile on top of "
                      "its owner's deck.", bonus=when_harvested(_taco)),
    "OC-030": Ability("Bamphf (errata). If harvested, Bonus: play the top card of your deck.",
                      bonus=when_harvested(_bamphf)),
    "OC-048": Ability("Saboteur (errata). If harvested, Bonus: put a card from your hand into your "
                      "opponent's score pile.", bonus=when_harvested(_saboteur)),
    "OC-050": Ability("Jer the Spike (errata). If harvested, Bonus: your opponent discards two cards.",
                      bonus=when_harvested(_jer)),
    "OC-050-opponent": Ability("Jer the Spike (errata; option discards=opponent). If harvested, "
                               "Bonus: your opponent chooses two cards of their hand and discards them.",
                               rules=("AR-option-discards",), bonus=when_harvested(_jer_opponent)),
    "OC-018": Ability("Deep Carl. Play: play the bottom card of your deck.", play=deep_carl),
    "OC-052": Ability("Elixir of Speed. Bonus: discard two cards; if you did, score this relic "
                      "yourself, otherwise your opponent scores it.",
                      rules=("AR-card-elixir-of-speed", "AR-picks-in-parts"), bonus=_elixir),
    "OC-053": Ability("Wromhole Generator. Bonus: score one of your opponent's relics, then your "
                      "opponent scores this relic.",
                      rules=("AR-card-wromhole-generator",), bonus=_wromhole),
}

ASKS = {
    "budge": Ask("Budge: choose a card in your opponent's score pile to put on the bottom of its "
                 "owner's deck", "AR-card-budge", _foe_score, _to_deck_bottom),
    "taco": Ask("Taco: choose a card in your score pile to put on top of its owner's deck",
                "AR-card-taco", _my_score, _to_deck_top),
    "saboteur": Ask("Saboteur: choose a card from your hand to put into your opponent's score pile",
                    "AR-card-saboteur", _my_hand, _to_foe_score),
    "elixir-of-speed": picks("Elixir of Speed: choose a card from your hand to discard",
                             "AR-card-elixir-of-speed", _my_hand, _elixir_done),
    "jer-the-spike-opponent": picks("Jer the Spike: choose a card of your hand to discard (two in all)",
                                    "AR-option-discards", _my_hand, _discard_chosen),
    "wromhole-generator": picks("Wromhole Generator: choose a relic of your opponent to score",
                                "AR-card-wromhole-generator", _foe_relics, _wromhole_done),
}
