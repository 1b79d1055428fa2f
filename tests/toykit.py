"""Card Pig, a toy game built on the engine kit (docs/new-game.md walks through it).

Pig (tests/toygame.py) with two cards per seat. On your turn choose: roll the die (a 1 loses
the turn total and ends the turn, any other face adds to it), hold (bank the total, the turn
ends), or play a card from your hand (each once). Double: your turn total doubles. Nudge: roll
the die; the opponent loses that many points (not below 0). The first to 20 points wins.

The kit's three pieces in use: the work stack (`Task`, `TaskLoop`), the card abilities in a
registry filled once with declared rule ids (`AbilityRegistry`), and dice as dealer draws
(`die`, `face`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

import msgspec

from engine.events import FRAMEWORK_EVENTS, Dealt, DecisionEvent, Genesis
from engine.kit import AbilityRegistry, Task, TaskLoop, check_pending, die, face
from engine.protocol import CardSet, Decision, Game, IllegalEvent, InvalidSetup, Over
from engine.rules import Rule, RuleIndex
from engine.views import CardView, SeatView, View, ZoneView

TARGET = 20
HAND = ["double", "nudge"]

RULES = RuleIndex("docs/new-game.md", [
    Rule("TOY-turn", "Turn", "Only the active seat decides: roll, hold or play a card."),
    Rule("TOY-roll", "Turn", "A rolled 1 loses the turn total and ends the turn; another face adds to it."),
    Rule("TOY-hold", "Turn", "Holding banks the turn total and ends the turn."),
    Rule("TOY-card", "Cards", "A card is played from its owner's hand, once."),
    Rule("TOY-double", "Cards", "Double: the turn total doubles."),
    Rule("TOY-nudge", "Cards", "Nudge: roll the die; the opponent loses that many points, not below 0."),
    Rule("TOY-chance", "Dice", "A die is rolled only when a roll waits for it."),
    Rule("TOY-end", "End", f"The first to {TARGET} points wins."),
])


# -- events --------------------------------------------------------------------------------
class Roll(DecisionEvent, tag="roll", frozen=True):
    pass


class Hold(DecisionEvent, tag="hold", frozen=True):
    pass


class PlayCard(DecisionEvent, tag="play-card", frozen=True):
    card: str


# -- the work stack: tasks are plain values -------------------------------------------------
class TurnStep(Task, tag="turn"):
    """The active seat decides (waits for a Roll, Hold or PlayCard)."""

    seat: int


class RollDie(Task, tag="roll-die"):
    """A die waits to be rolled for `card`'s ability ("" for the turn's own roll)."""

    seat: int
    card: str = ""


class UseCard(Task, tag="use-card"):
    """Resolve the Play: ability of `card` for `seat`."""

    seat: int
    card: str


class EndTurn(Task, tag="end-turn"):
    """The turn passes to the next seat."""

    seat: int


AnyTask = Union[TurnStep, RollDie, UseCard, EndTurn]


class ToyState(msgspec.Struct):
    scores: list[int]
    hands: list[list[str]]
    active: int = 0
    total: int = 0
    winner: int | None = None
    stack: list[AnyTask] = []


# -- card abilities: one registry, filled once, each with its summary and rule ids ----------
@dataclass(frozen=True)
class Ability:
    summary: str
    rules: tuple[str, ...]
    play: Callable[[ToyState, int], None]
    rolled: Callable[[ToyState, int, int], None] | None = None
    """After the die this ability rolled shows `face`: (state, seat, face)."""


def _double(state: ToyState, seat: int) -> None:
    state.total *= 2


def _nudge(state: ToyState, seat: int) -> None:
    state.stack.append(RollDie(seat=seat, card="nudge"))


def _nudged(state: ToyState, seat: int, shown: int) -> None:
    foe = 1 - seat
    state.scores[foe] = max(0, state.scores[foe] - shown)


ABILITIES: AbilityRegistry[Ability] = AbilityRegistry("Card Pig abilities").fill({
    "double": Ability("Double. Play: your turn total doubles.", ("TOY-double",), _double),
    "nudge": Ability("Nudge. Play: roll the die; the opponent loses that many points.",
                     ("TOY-nudge", "TOY-chance"), _nudge, rolled=_nudged),
})


# -- the loop: one handler per task type -----------------------------------------------------
def _use_card(state: ToyState, task: UseCard) -> None:
    ABILITIES[task.card].play(state, task.seat)


def _end_turn(state: ToyState, task: EndTurn) -> None:
    state.total = 0
    state.active = 1 - task.seat
    state.stack.append(TurnStep(seat=state.active))


LOOP: TaskLoop[ToyState, Task] = TaskLoop(
    {UseCard: _use_card, EndTurn: _end_turn},
    waits=(TurnStep, RollDie),  # they stay on top of the stack until their event comes
    done=lambda state: state.winner is not None)


class CardPig(Game[ToyState]):
    id = "card-pig"
    title = "Card Pig (toy game on the engine kit)"
    rules_version = "TOY-1"
    rules = RULES
    events = Union[tuple(FRAMEWORK_EVENTS) + (Roll, Hold, PlayCard)]
    state_type = ToyState

    def card_sets(self):
        return [CardSet("TOY", "Card Pig cards", "0" * 64, len(HAND))]

    def sample_decks(self):
        return {"hand": list(HAND)}

    def genesis(self, players, decks, dealer, options=None, position=None):
        if len(players) != 2:
            raise InvalidSetup("Card Pig is played by two players")
        return Genesis(game=self.id, rules_version=self.rules_version, card_sets=[],
                       players=list(players), decks=[list(HAND), list(HAND)], dealer=dealer)

    def start(self, genesis):
        state = ToyState(scores=[0, 0], hands=[list(d) for d in genesis.decks],
                         stack=[TurnStep(seat=0)])
        LOOP.run(state, state.stack)
        return state

    def pending(self, state):
        if state.winner is not None:
            return Over(state.winner, list(state.scores), f"reached {TARGET}", "TOY-end")
        top = state.stack[-1]
        if isinstance(top, RollDie):
            return die(6, f"a die for {top.card or 'the turn'}")
        options = [Roll(seat=top.seat), Hold(seat=top.seat)]
        options += [PlayCard(seat=top.seat, card=c) for c in state.hands[top.seat]]
        return Decision(top.seat, options, rule="TOY-turn")

    def apply(self, state, event, check=True):
        if check:
            self._check(state, event)
        top = state.stack.pop()
        if isinstance(event, Dealt):
            shown = face(event.outcome)
            if top.card:  # the card's own roll; its turn step is still below on the stack
                ABILITIES[top.card].rolled(state, top.seat, shown)
            elif shown == 1:
                state.stack.append(EndTurn(seat=top.seat))
            else:
                state.total += shown
                state.stack.append(TurnStep(seat=top.seat))
        elif isinstance(event, Roll):
            state.stack.append(RollDie(seat=event.seat))
        elif isinstance(event, Hold):
            state.scores[event.seat] += state.total
            if state.scores[event.seat] >= TARGET:
                state.winner = event.seat
            state.stack.append(EndTurn(seat=event.seat))
        elif isinstance(event, PlayCard):
            state.hands[event.seat].remove(event.card)
            state.stack.append(TurnStep(seat=event.seat))  # the turn goes on after the card
            state.stack.append(UseCard(seat=event.seat, card=event.card))
        LOOP.run(state, state.stack)
        return state

    def _check(self, state, event):
        # what every game checks against `pending` (a chance's outcome, the end, the seat),
        # by the kit; then the toy's own rule
        check_pending(self.pending(state), event, chance="TOY-chance", over="TOY-end",
                      turn="TOY-turn")
        if isinstance(event, PlayCard) and event.card not in state.hands[event.seat]:
            raise IllegalEvent("TOY-card", f"{event.card} is not in the hand", event.seat)

    def view(self, state, seat):
        seats = []
        for s, hand in enumerate(state.hands):
            cards = [CardView(id=_card_id(s, c), name=c) if seat in (None, s) else CardView(hidden=True)
                     for c in hand]
            seats.append(SeatView(s, f"P{s}", [ZoneView("hand", cards, len(cards), public=False)],
                                  {"score": state.scores[s]}))
        return View(self.id, 0, state.active, "playing", seats, as_seat=seat,
                    status=f"turn total {state.total}")

    def secrets(self, state, seat):
        return {_card_id(s, c) for s, hand in enumerate(state.hands) if s != seat for c in hand}

    def describe(self, state, event):
        if isinstance(event, Dealt):
            return f"the die shows {face(event.outcome)}"
        if isinstance(event, PlayCard):
            return f"seat {event.seat} plays {event.card}"
        return f"seat {event.seat} {'rolls' if isinstance(event, Roll) else 'holds'}"


def _card_id(seat: int, card: str) -> int:
    """A card instance's id: each seat holds one copy of each card."""
    return seat * len(HAND) + HAND.index(card)
