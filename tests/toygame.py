"""Pig, a toy dice game used to test the game-agnostic layers without a real engine.

Each turn the active seat rolls a die (a chance event) as often as it likes: a 1 loses the
turn's total and ends the turn; `hold` banks it. First to TARGET wins. Each seat also holds
one hidden "card" so views have something to redact. Two to four seats, turns in seat order.
"""

from __future__ import annotations

from typing import Union

import msgspec

from engine.events import FRAMEWORK_EVENTS, Dealt, DecisionEvent, Genesis
from engine.protocol import CardSet, Chance, Decision, Game, IllegalEvent, InvalidSetup, Over
from engine.rules import Rule, RuleIndex
from engine.views import CardView, SeatView, View, ZoneView

TARGET = 12


class Roll(DecisionEvent, tag="roll", frozen=True):
    pass


class Hold(DecisionEvent, tag="hold", frozen=True):
    pass


class PigState(msgspec.Struct):
    scores: list[int]
    active: int = 0
    turn: int = 1
    total: int = 0
    rolling: bool = False


class Pig(Game[PigState]):
    id = "pig"
    title = "Pig (test game)"
    rules_version = "PIG-1"
    rules = RuleIndex("tests/toygame.py", [
        Rule("PIG-turn", "Turn", "Only the active seat decides."),
        Rule("PIG-chance", "Dice", "A die shows 0..5 (face minus one) and only after a roll."),
        Rule("PIG-order", "Turn", "Roll or hold is decided only when no die is rolling."),
        Rule("PIG-end", "End", f"The first to {TARGET} wins."),
    ])
    events = Union[tuple(FRAMEWORK_EVENTS) + (Roll, Hold)]
    state_type = PigState
    seat_counts = (2, 3, 4)

    def card_sets(self):
        return [CardSet("PIG", "no cards", "0" * 64, 0)]

    def sample_decks(self):
        return {"none": []}

    def genesis(self, players, decks, dealer, options=None, position=None):
        if len(players) not in self.seat_counts:
            raise InvalidSetup("pig needs two to four players")
        return Genesis(game=self.id, rules_version=self.rules_version, card_sets=[],
                       players=list(players), decks=[[] for _ in players], dealer=dealer,
                       options=dict(options or {}))

    def start(self, genesis):
        return PigState(scores=[0] * len(genesis.players))

    def pending(self, s):
        for seat, score in enumerate(s.scores):
            if score >= TARGET:
                return Over(seat, list(s.scores), f"seat {seat} reached {TARGET}", "PIG-end")
        if s.rolling:
            return Chance("die", 6, why="the die is rolled")
        return Decision(s.active, [Roll(seat=s.active), Hold(seat=s.active)])

    def apply(self, s, event, check=True):
        if check:
            self._check(s, event)
        if isinstance(event, Roll):
            s.rolling = True
        elif isinstance(event, Hold):
            s.scores[s.active] += s.total
            self._next(s)
        elif isinstance(event, Dealt):
            s.rolling = False
            if event.outcome == 0:
                self._next(s)
            else:
                s.total += event.outcome + 1
        return s

    def _check(self, s, event):
        p = self.pending(s)
        if isinstance(event, Dealt):
            if not isinstance(p, Chance) or not p.accepts(event.outcome):
                raise IllegalEvent("PIG-chance", "no die is rolling or the face is impossible")
            return
        if isinstance(p, Over):
            raise IllegalEvent("PIG-end", "the match is over")
        if isinstance(p, Chance):
            raise IllegalEvent("PIG-order", "the die is still rolling")
        if event.seat != s.active:
            raise IllegalEvent("PIG-turn", f"seat {event.seat} is not the active seat", event.seat)

    def _next(self, s):
        s.total = 0
        s.active = (s.active + 1) % len(s.scores)
        s.turn += 1

    def view(self, s, seat):
        seats = []
        for i in range(len(s.scores)):
            card = CardView(id=i, name=f"token {i}") if seat in (None, i) else CardView(hidden=True)
            seats.append(SeatView(i, f"P{i}", [ZoneView("hand", [card], 1, public=False)],
                                  {"score": s.scores[i]}))
        return View(self.id, s.turn, s.active, "rolling" if s.rolling else "deciding", seats,
                    as_seat=seat, status=f"turn total {s.total}")

    def secrets(self, s, seat):
        return set(range(len(s.scores))) - {seat}

    def describe(self, s, event):
        if isinstance(event, Dealt):
            return f"the die shows {event.outcome + 1}"
        return f"seat {event.seat} {'rolls' if isinstance(event, Roll) else 'holds'}"
