"""The turn: Use, Play, or Discard Cards; Rotate Cards; Draw Cards; and the end of the game."""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import keywords, legality, zones
from engine.games.ardent_reapers.state import (BeginTurnTask, CardState, DrawStepTask, DrawTask,
                                               EffectKind, EndTurnTask, MainTask, Need, NeedKind,
                                               RefillTask, Result, RotateTask, ShuffleTask,
                                               State, Step, follows)

HAND_SIZE = 3

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_MAIN, _ROTATE, _DRAW = Step.MAIN, Step.ROTATE, Step.DRAW
_NEED_MAIN = NeedKind.MAIN

_DORMANT, _ACTIVE, _MATURE = CardState.DORMANT, CardState.ACTIVE, CardState.MATURE
_UNTIL_USED = (EffectKind.NEXT_PLAY_ACTIVE, EffectKind.NEXT_ENTRY_ACTIVE)
"""Jump Start's effects last until used, not only during their turn."""


def hand_size(state: State, seat: int) -> int:
    """How many cards `seat` refills to (AR-draw-1), as constant abilities modify it (Parasite,
    Bejewel, Cargo Pants; also at the start of the game, AR-setup-3)."""
    n = HAND_SIZE
    for _, ctl, k in keywords.constants(state):
        n += k.hand if ctl == seat else k.foe_hand
    return max(n, 0)


# Under dealer luck a handler whose last act would push the turn's next task calls that
# task's handler itself: nothing can come between them (no card leaves play, so no trigger
# waits) and the stack is the same at every wait, so the work loop saves a round on a fold's
# hot path. Under table luck a task that looks at an unseen card is undone and rerun from the
# snapshot taken before it, so there each step stays a task of its own: the state a match
# waits in while the table shows a card is the one it has always been.

def begin_turn(state: State, task: BeginTurnTask) -> Need | None:
    state.active = task.seat
    state.turn += 1
    state.step = _MAIN
    state.played = 0
    state.creatures_played = 0
    state.revealed = []
    if not state.table:
        return main(state, MainTask(seat=task.seat))
    state.stack.append(MainTask(seat=task.seat))
    return None


def main(state: State, task: MainTask) -> Need | None:
    """Wait for the active player's next decision; reveal the hand if no card can be played."""
    state.stack.append(task)
    state.step = _MAIN
    hand = state.seats[task.seat].hand
    if state.played == 0 and hand and not legality.can_play_any(state, task.seat):
        for c in hand:  # AR-play-3: the hand is revealed to the opponent
            if c not in state.revealed:
                state.revealed.append(c)
    return Need(_NEED_MAIN, task.seat, rule="AR-turn-2")


def end_step(state: State) -> None:
    """The active player ends Use, Play, or Discard Cards: Rotate, Draw, then the turn ends."""
    task = state.stack.pop()
    assert isinstance(task, MainTask)
    seat = task.seat
    state.stack.append(EndTurnTask(seat=seat))
    state.stack.append(DrawStepTask(seat=seat))
    state.stack.append(RotateTask(seat=seat))


def end_turn_now(state: State, seat: int) -> None:
    """An ability ends the turn (Gynormica, AR-card-gynormica): once the work above the step is
    done the turn ends, without the Rotate Cards or Draw Cards step."""
    for i in range(len(state.stack) - 1, -1, -1):
        if isinstance(state.stack[i], MainTask):
            state.stack[i] = EndTurnTask(seat=seat)
            return


def rotate(state: State, task: RotateTask) -> Need | None:
    """AR-rotate-1: the active player's Dormant cards become Active, Active become Mature."""
    state.step = _ROTATE
    s = state.seats[task.seat]
    cs = state.card_state
    for c in s.battle_line:  # by identity: hashing an Enum member runs Python code
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE
    for c in s.relics:
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE
    return None


def draw_step(state: State, task: DrawStepTask) -> Need | None:
    state.step = _DRAW
    if not state.table:
        return refill(state, RefillTask(seat=task.seat))
    state.stack.append(RefillTask(seat=task.seat))
    return None


def refill(state: State, task: RefillTask) -> Need | None:
    n = hand_size(state, task.seat) - len(state.seats[task.seat].hand)
    if n > 0:
        if not state.table:
            return draw(state, DrawTask(seat=task.seat, n=n))
        state.stack.append(DrawTask(seat=task.seat, n=n))
    return None


def draw(state: State, task: DrawTask) -> Need | None:
    """Draw n cards; an empty deck takes the discard pile, shuffled (AR-draw-reshuffle)."""
    s = state.seats[task.seat]
    table = state.table
    for i in range(task.n):
        if not s.deck:
            if not s.discard:
                return None  # AR-draw-short: fewer cards
            state.stack.append(DrawTask(seat=task.seat, n=task.n - i))
            state.stack.append(ShuffleTask(seat=task.seat, rule="AR-draw-reshuffle",
                                           from_discard=True))
            return None
        if table:  # table luck: the top card must have been shown (dealer luck: no call)
            deck_kit.look(table, s.deck, 0, task.seat)
        s.hand.append(s.deck.pop(0))
    return None


def end_turn(state: State, task: EndTurnTask) -> Need | Result | None:
    """The turn ends: this turn's effects expire, then the game may be over (the Result is
    returned, which stops the work loop), else the other player's turn begins."""
    if state.effects:
        state.effects = [e for e in state.effects
                         if e.turn > state.turn or e.kind in _UNTIL_USED]
    state.revealed = []
    state.played = 0
    if follows(state, 3):  # AR-1.3: both counts of the turn end with it (a final position
        state.creatures_played = 0  # exports as it folds: never more creatures than cards)
    result = game_over(state)
    if result is None and state.max_turns and state.turn >= state.max_turns:  # 0: no limit
        result = Result(None, [zones.score(state, 0), zones.score(state, 1)],
                        f"no winner after {state.max_turns} turns: declared a draw",
                        "AR-end-turn-limit")
    if result is not None:
        finish(state, result)
        return result
    if not state.table:
        return begin_turn(state, BeginTurnTask(seat=1 - task.seat))
    state.stack.append(BeginTurnTask(seat=1 - task.seat))
    return None


# -- end of game -------------------------------------------------------------------------
def out_of_cards(state: State, seat: int) -> bool:
    """AR-end-1: no card in the seat's play area, hand, deck or discard pile; from AR-1.4 no
    card it OWNS there (AR-end-area: "all of the cards they own are in a score pile or in the
    opponent's area"), so an enemy card it controls keeps no one in the game."""
    s = state.seats[seat]
    if s.deck or s.hand or s.discard:  # only ever their owner's (cards return to owners)
        return False
    if not follows(state, 4):
        return not (s.battle_line or s.relics)
    owner = state.owner
    for c in s.battle_line:
        if owner[c] == seat:
            return False
    for c in s.relics:
        if owner[c] == seat:
            return False
    return True


def game_over(state: State) -> Result | None:
    """The result if the game is over now (AR-end-1, AR-end-2, AR-end-tie, AR-end-both)."""
    a, b = state.seats[0], state.seats[1]  # the commonest case first, inlined: every event
    if (a.deck or a.hand or a.discard) and (b.deck or b.hand or b.discard):
        return None
    if not (out_of_cards(state, 0) or out_of_cards(state, 1)):
        return None
    scores = [zones.score(state, 0), zones.score(state, 1)]
    out = [state.players[s] for s in (0, 1) if out_of_cards(state, s)]
    why = f"{' and '.join(out)} {'have' if len(out) > 1 else 'has'} no cards left outside score piles"
    if follows(state, 4) and any(state.seats[s].battle_line or state.seats[s].relics
                                 for s in (0, 1) if out_of_cards(state, s)):
        # AR-end-area: only where the readings part (enemy cards left in the area) the words do
        why = (f"{' and '.join(out)} {'have' if len(out) > 1 else 'has'} no cards of their own "
               "left outside score piles and the opponent's area")
    if scores[0] != scores[1]:
        winner = 0 if scores[0] > scores[1] else 1
        return Result(winner, scores, f"{why}; {state.players[winner]} has the most VP", "AR-end-2")
    second = 1 - (state.first if state.first is not None else 0)
    return Result(second, scores, f"{why}; tied on VP, {state.players[second]} went second",
                  "AR-end-tie")


def finish(state: State, result: Result) -> None:
    state.result = result
    state.step = Step.OVER
    state.stack = []
    state.need = None
