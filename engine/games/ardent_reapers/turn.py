"""The turn: Use, Play, or Discard Cards; Rotate Cards; Draw Cards; and the end of the game."""

from __future__ import annotations

import msgspec

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import blocks, keywords, setup, zones
from engine.games.ardent_reapers.events import EndStep
from engine.games.ardent_reapers.state import (BeginTurnTask, CardState, DrawStepTask, DrawTask,
                                               EffectKind, EndTurnTask, MainTask, Need, NeedKind,
                                               RefillTask, Result, RotateTask, ShuffleTask,
                                               State, Step, follows)

HAND_SIZE = 3

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_MAIN, _DRAW = Step.MAIN, Step.DRAW
_NEED_MAIN = NeedKind.MAIN
_HAND, _FOE_PLAY, _TURN_END = keywords.HAND, keywords.FOE_PLAY, keywords.TURN_END
_UNSET = msgspec.UNSET

_DORMANT, _ACTIVE, _MATURE = CardState.DORMANT, CardState.ACTIVE, CardState.MATURE
_UNTIL_USED = (EffectKind.NEXT_PLAY_ACTIVE, EffectKind.NEXT_ENTRY_ACTIVE)
"""Jump Start's effects last until used, not only during their turn."""


def hand_size(state: State, seat: int) -> int:
    """How many cards `seat` refills to (AR-draw-1), as constant abilities modify it (Parasite,
    Bejewel, Cargo Pants; also at the start of the game, AR-setup-3)."""
    n = HAND_SIZE
    for _, ctl, k in keywords.constants(state, None, _HAND):
        n += k.hand if ctl == seat else k.foe_hand
    return n if n > 0 else 0


# Under dealer luck a handler whose last act would push the turn's next task calls that
# task's handler itself: nothing can come between them (no card leaves play, so no trigger
# waits) and the stack is the same at every wait, so the work loop saves a round on a fold's
# hot path. Under table luck a task that looks at an unseen card is undone and rerun from the
# snapshot taken before it, so there each step stays a task of its own: the state a match
# waits in while the table shows a card is the one it has always been.

def begin_turn(state: State, task: BeginTurnTask) -> Need | None:
    """A turn begins (the task: the first turn after set-up, and every turn at a table; under
    dealer luck `_end_turn` begins the next turn itself)."""
    seat = task.seat
    state.active = seat
    state.turn += 1
    # (each stored only when it changes: a msgspec Struct's field costs more to set than to
    # read, and the turn's end already left both counts at 0, from AR-1.3 on)
    if state.step is not _MAIN:
        state.step = _MAIN
    if state.played:
        state.played = 0
    if state.creatures_played:
        state.creatures_played = 0
    if state.revealed:  # (an empty list already is the same value)
        state.revealed = []
    if not state.table:
        return main(state, _MAIN_TASKS[seat])
    state.stack.append(MainTask(seat=seat))
    return None


MAIN_NEEDS = (Need(_NEED_MAIN, 0, rule="AR-turn-2"), Need(_NEED_MAIN, 1, rule="AR-turn-2"))
"""The main step's wait, one per seat, shared by every state that waits in it: made once
rather than after nearly every event (nothing changes a `Need` in place)."""
_MAIN_TASKS = (MainTask(seat=0), MainTask(seat=1))
"""A turn's main step task, one per seat, shared by the states of a fold under dealer luck as
the waits above are (nothing changes a `MainTask` in place; a clone decodes its own)."""


def main(state: State, task: MainTask) -> Need | None:
    """Wait for the active player's next decision; reveal the hand if no card can be played."""
    state.stack.append(task)
    if state.step is not _MAIN:  # (stored only when it changes, as in `begin_turn`)
        state.step = _MAIN
    if state.played == 0:
        hand = state.seats[task.seat].hand
        # `can_play_any`'s usual yes (no lasting effect, and no card in play whose constant
        # ability can stop a play) tested before its call: this runs after most events of a
        # turn until a card is played
        if hand and (state.effects or keywords.in_play(state, _FOE_PLAY)) \
                and not blocks.can_play_any(state, task.seat):
            for c in hand:  # AR-play-3: the hand is revealed to the opponent
                if c not in state.revealed:
                    state.revealed.append(c)
    return MAIN_NEEDS[task.seat]


def end_step(state: State, event: EndStep | None = None) -> Need | Result | None:
    """The active player ends Use, Play, or Discard Cards: Rotate, Draw, then the turn ends
    (the event's handler: it carries nothing more than the step's end).

    Under dealer luck the steps run at once (see above) and what the match then waits for is
    returned (the next turn's main step, or the Result), unless the draw must wait for a
    reshuffle first: then the turn's end waits below it as a task. At a table each step is a
    task.

    Run at once, the Rotate Cards and Draw Cards steps are not stored in `state.step` unless
    the match can wait in one (the draw's reshuffle): nothing reads the step in between, the
    next turn's start stores Use, Play, or Discard Cards again and the end of the game its
    own, and setting a field costs more than the steps' work."""
    task = state.stack.pop()
    assert type(task) is MainTask
    seat = task.seat
    if state.table:
        state.stack.append(EndTurnTask(seat=seat))
        state.stack.append(DrawStepTask(seat=seat))
        state.stack.append(RotateTask(seat=seat))
        return None
    s = state.seats[seat]
    cs = state.card_state  # `_rotate` written out (AR-rotate-1), with the seat's zones at hand
    for c in s.battle_line:
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE
    for c in s.relics:
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE
    # One look at the constant abilities in play for the two questions the turn's end asks of
    # them: the hand size here, and whether the next player can play a card (`_end_turn`).
    # When no card that changes either is in play (most turns) both have nothing to read, and
    # under dealer luck no card enters or leaves play between here and the next main step.
    quiet = not keywords.in_play(state, _TURN_END)
    n = (HAND_SIZE if quiet else hand_size(state, seat)) - len(s.hand)
    if n > 0:
        deck = s.deck
        if len(deck) < n and s.discard:  # the deck runs out: a reshuffle comes before the
            state.step = _DRAW           # turn's end, which waits below it as a task
            state.stack.append(EndTurnTask(seat=seat))
            # `_draw` draws the deck, then pushes the rest of the draw and the reshuffle on top:
            # the work loop's next task, run here (no trigger can wait at a main-step
            # decision), and its wait returned (None: the loop goes on below it)
            _draw(state, seat, n)
            return setup.shuffle(state, state.stack.pop())
        # `_draw` at once: enough cards, or (no discard pile to reshuffle) the cards left, as
        # few as they are (AR-draw-short); the step it would store is overwritten unread below
        s.hand.extend(deck[:n])
        del deck[:n]
    return _end_turn(state, seat, quiet)


def end_turn_now(state: State, seat: int) -> None:
    """An ability ends the turn (Gynormica, AR-card-gynormica): once the work above the step is
    done the turn ends, without the Rotate Cards or Draw Cards step."""
    for i in range(len(state.stack) - 1, -1, -1):
        if isinstance(state.stack[i], MainTask):
            state.stack[i] = EndTurnTask(seat=seat)
            return


def rotate(state: State, task: RotateTask) -> Need | None:
    """The Rotate Cards step (a task under table luck; not stored in `state.step`: the Draw
    Cards step follows at once and stores its own, as under dealer luck, see `end_step`)."""
    _rotate(state, task.seat)
    return None


def _rotate(state: State, seat: int) -> None:
    """AR-rotate-1: the active player's Dormant cards become Active, Active become Mature."""
    s = state.seats[seat]
    cs = state.card_state
    for c in s.battle_line:  # by identity: hashing an Enum member runs Python code
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE
    for c in s.relics:
        cs[c] = _ACTIVE if cs[c] is _DORMANT else _MATURE


def draw_step(state: State, task: DrawStepTask) -> Need | None:
    state.step = _DRAW
    if not state.table:
        _refill(state, task.seat)
        return None
    state.stack.append(RefillTask(seat=task.seat))
    return None


def refill(state: State, task: RefillTask) -> Need | None:
    _refill(state, task.seat)
    return None


def _refill(state: State, seat: int) -> None:
    """Fill the hand up to its size: the draw at once under dealer luck, a task at a table."""
    n = hand_size(state, seat) - len(state.seats[seat].hand)
    if n > 0:
        if not state.table:
            _draw(state, seat, n)
        else:
            state.stack.append(DrawTask(seat=seat, n=n))


def draw(state: State, task: DrawTask) -> Need | None:
    _draw(state, task.seat, task.n)
    return None


def _draw(state: State, seat: int, n: int) -> None:
    """Draw n cards; an empty deck takes the discard pile, shuffled (AR-draw-reshuffle)."""
    s = state.seats[seat]
    deck = s.deck
    table = state.table
    if not table and len(deck) >= n:  # dealer luck, enough cards (the usual draw): in one go
        s.hand.extend(deck[:n])  # (not `+=`, which also sets the field again)
        del deck[:n]
        return
    for i in range(n):
        if not deck:
            if not s.discard:
                return  # AR-draw-short: fewer cards
            state.stack.append(DrawTask(seat=seat, n=n - i))
            state.stack.append(ShuffleTask(seat=seat, rule="AR-draw-reshuffle",
                                           from_discard=True))
            return
        if table:  # table luck: the top card must have been shown (dealer luck: no call)
            deck_kit.look(table, deck, 0, seat)
        s.hand.append(deck.pop(0))


def end_turn(state: State, task: EndTurnTask) -> Need | Result | None:
    return _end_turn(state, task.seat)


def _end_turn(state: State, seat: int, quiet: bool = False) -> Need | Result | None:
    """The turn ends: this turn's effects expire, then the game may be over (the Result is
    returned, which stops the work loop), else the other player's turn begins. `quiet`: no
    card whose constant ability changes what a player may play is in play (`end_step` looked
    once), so with no lasting effect nothing can stop a card being played and the next main
    step reveals no hand."""
    if state.effects:
        state.effects = [e for e in state.effects
                         if e.turn > state.turn or e.kind in _UNTIL_USED]
    if state.revealed:  # (an empty list already is the same value)
        state.revealed = []
    state.played = 0
    # AR-1.3: both counts of the turn end with it (a final position exports as it folds: never
    # more creatures than cards); `follows(state, 3)` read without its call
    revision = state.revision
    if revision is not _UNSET and revision >= 3:
        state.creatures_played = 0
    a, b = state.seats  # `game_over`'s first test, before its call: most turns end no game
    if not ((a.deck or a.hand or a.discard) and (b.deck or b.hand or b.discard)) \
            or state.max_turns:  # (0: no turn limit)
        result = game_over(state)
        if result is None and state.max_turns and state.turn >= state.max_turns:
            result = Result(None, [zones.score(state, 0), zones.score(state, 1)],
                            f"no winner after {state.max_turns} turns: declared a draw",
                            "AR-end-turn-limit")
        if result is not None:
            finish(state, result)
            return result
    nxt = 1 - seat
    if state.table:
        state.stack.append(BeginTurnTask(seat=nxt))
        return None
    # `begin_turn` of the next seat under dealer luck, less what was just done above (the
    # count of cards played and the revealed cards are cleared): a fifth of the events a fold
    # reads end a turn
    state.active = nxt
    state.turn += 1
    if state.step is not _MAIN:
        state.step = _MAIN
    if state.creatures_played:  # (before AR-1.3 the count ends when the next turn begins)
        state.creatures_played = 0
    if quiet and not state.effects:  # `main`, whose `can_play_any` would answer yes
        state.stack.append(_MAIN_TASKS[nxt])
        return MAIN_NEEDS[nxt]
    return main(state, _MAIN_TASKS[nxt])


# -- end of game -------------------------------------------------------------------------
def out_of_cards(state: State, seat: int) -> bool:
    """AR-end-1: no card in the seat's play area, hand, deck or discard pile; from AR-1.4 no
    card it OWNS there (AR-end-area: "all of the cards they own are in a score pile or in the
    opponent's area"), so an enemy card it controls keeps no one in the game."""
    s = state.seats[seat]
    if s.deck or s.hand or s.discard:  # only ever their owner's (cards return to owners)
        return False
    revision = state.revision  # `follows(state, 4)` without its call: a
    if revision is _UNSET or revision < 4:  # late game asks this after every event
        return not (s.battle_line or s.relics)
    owner = state.owner
    for c in s.battle_line:
        if owner[c] == seat:
            return False
    for c in s.relics:
        if owner[c] == seat:
            return False
    return True


def settled(state: State, need: Need) -> bool:
    """Whether the end of the game may be checked at this wait (AR-end-when). From AR-1.5 only
    at the main step's wait (and at a turn's end, `_end_turn`): nothing is resolving there. A
    wait inside an ability, a fight or a harvest (a choice, a chance) comes while cards are
    still on their way (an action resolving has not reached its score pile yet), so the check
    waits for the ability to finish. Before AR-1.5 every wait was checked."""
    if need.kind is _NEED_MAIN:
        return True
    revision = state.revision
    return revision is _UNSET or revision < 5


def game_over(state: State) -> Result | None:
    """The result if the game is over now (AR-end-1, AR-end-2, AR-end-tie, AR-end-both)."""
    # `out_of_cards` asked only of a seat with none of deck, hand and discard pile (its own
    # first test): the callers (after every event, at every turn's end) call this only when a
    # seat has none of the three, late in a match often a seat still with cards in play. Nor
    # of a seat that owns its leftmost creature: not out under any rules version (AR-end-1,
    # AR-end-area), the commonest such seat
    a, b = state.seats
    owner = state.owner
    if not ((not (a.deck or a.hand or a.discard or (a.battle_line and owner[a.battle_line[0]] == 0))
             and out_of_cards(state, 0))
            or (not (b.deck or b.hand or b.discard or (b.battle_line and owner[b.battle_line[0]] == 1))
                and out_of_cards(state, 1))):
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
