"""Setup and the turn's frame: coin, shuffles, draws, mulligans, forge, house, ready, draw, end.

Each function here runs one task (or folds one chance outcome / decision into it). Forging a
key itself (its cost, key banks, what it sets off, the third key) is in forge.py.
"""

from __future__ import annotations

from engine.events import Seat
from engine.kit import deck as deck_kit

from .abilities.base import BANK_STEP, HOOKS, choose
from .carriers import in_match, in_play
from .damage import sweep
from .leaving import empty_archives
from .events import ChooseHouse
from .forge import after_forge, could_forge, forge_key, key_banks, skips_forge
from .keywords import BASE_KEY_COST, hand_size, key_cost
from .state import EffectKind, State, Step, UNTIL_LEAVES, Zone, clear_turn_marks, follows
from .board import effect_active, opponent
from . import order, tasks as T

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_FORGE, _CHOOSE, _MAIN = Step.FORGE, Step.CHOOSE, Step.MAIN
_READY, _DRAW = Step.READY, Step.DRAW
_SKIP_FORGE = EffectKind.SKIP_FORGE
# The cards whose abilities set a field, by card id (filled with the registry): each turn
# looks up only those among the cards in play.
_AFTER_CHOOSE_HOUSE, _END_OF_TURN = HOOKS["after_choose_house"], HOOKS["end_of_turn"]

# -- setup --------------------------------------------------------------------------------


def coin(state: State, outcome: int) -> None:
    """The coin says who goes first; then shuffle both decks, draw 7 and 6, mulligans."""
    first = outcome
    second = opponent(first)
    state.first = first
    state.active = first
    state.stack.extend([
        T.BeginGame(),
        T.Mulligan(seat=second),  # the first player decides first (KF-mulligan-order)
        T.Mulligan(seat=first),
        T.Draw(seat=second, n=6),
        T.Draw(seat=first, n=7),
        T.Shuffle(seat=1),
        T.Shuffle(seat=0),
    ])


def shuffle(state: State, seat: Seat, perm: list[int]) -> None:
    p = state.players[seat]
    p.deck = list(map(p.deck.__getitem__, perm))  # (a comprehension: ~4 bytecodes per card)


def reshuffle(state: State, seat: Seat, perm: list[int]) -> None:
    """The discard pile, shuffled, becomes the new deck (KF-draw-reshuffle)."""
    p = state.players[seat]
    p.deck = p.deck + list(map(p.discard.__getitem__, perm))
    p.discard = []


def draw(state: State, task: T.Draw) -> None:
    draw_cards(state, task.seat, task.n)


def draw_cards(state: State, seat: Seat, n: int) -> None:
    """`seat` draws n cards; an empty deck is first refilled from the discard pile (a
    reshuffle, then the rest of the draw, wait on the stack)."""
    p = state.players[seat]
    table = state.table
    if not table and 0 < n <= len(p.deck):  # most draws: the deck has them all, one slice
        p.hand.extend(p.deck[:n])
        del p.deck[:n]
        return
    while n > 0:
        if p.deck:
            if table:  # under table luck the card drawn must have been shown
                deck_kit.look(table, p.deck, 0, seat)
            p.hand.append(p.deck.pop(0))
            n -= 1
        elif p.discard:
            state.stack.append(T.Draw(seat=seat, n=n))
            state.stack.append(T.Reshuffle(seat=seat))
            return
        else:
            return


def mulligan(state: State, seat: Seat, take: bool) -> None:
    """Shuffle the hand back and draw one card fewer (KF-mulligan-1)."""
    if not take:
        return
    p = state.players[seat]
    n = len(p.hand)
    p.deck = p.deck + p.hand
    p.hand = []
    state.stack.append(T.Draw(seat=seat, n=max(0, n - 1)))
    state.stack.append(T.Shuffle(seat=seat))


def begin_game(state: State, _task: T.BeginGame) -> None:
    state.active = state.first
    state.stack.append(T.BeginTurn())


# -- the turn -----------------------------------------------------------------------------


def begin_turn(state: State, _task: T.BeginTurn | None, plain: bool = False, banks: bool = False) -> None:
    """Reset per-turn counters and armor; then forge a key if affordable (KF-forge-1).
    `plain`: the turn's end found no card in play that changes the frame (`_plain_frame`) but
    key banks, when `banks` (`_banks_only`)."""
    state.turn += 1
    # Each field is written only when it is not already what the turn starts with: a store
    # into a Struct costs ~4x a read, and most turns leave some of these as they start
    # (nothing forged, no house since the turn passed, no card used in a step).
    if state.used_names:
        state.used_names = {}
    if state.hand_plays:
        state.hand_plays = 0
    if state.plays:
        state.plays = 0
    state.last_tally, state.tally = state.tally, {}
    if state.step_actions:
        state.step_actions = 0
    if state.forged_this_turn:
        state.forged_this_turn = False
    if state.house is not None:
        state.house = None
    if state.effects:
        state.effects = [e for e in state.effects if e.turn >= state.turn or e.turn == UNTIL_LEAVES]
    clear_turn_marks(state)  # armor used and attacked this turn
    seat = state.active
    p = state.players[seat]
    state.step = _FORGE
    if p.check:
        p.check = False
    bank = None
    if plain:  # no card skips the forge or changes the cost: only effects may
        skips = bool(state.effects) and bool(effect_active(state, _SKIP_FORGE, seat))
        cost = key_cost(state, seat) if state.effects else BASE_KEY_COST
    else:
        skips = bool(state.effects and effect_active(state, _SKIP_FORGE, seat)) or skips_forge(state, seat)
        cost = 0 if skips else key_cost(state, seat)
    if not skips:
        if p.amber >= cost:
            if not forge_key(state, seat, cost, in_step=True):
                return
        elif (banks or not plain) and in_play(state, "key_bank"):
            banks = key_banks(state, seat)
            if banks and p.amber + sum(state.inplay[b].amber for b in banks) >= cost:
                bank = banks[0]
    state.step = _CHOOSE
    state.stack.append(T.ChooseHouse(seat=seat))
    if state.forged_this_turn:
        after_forge(state, seat)
        if follows(state, 10):  # a power that counts keys (Mushroom Man) fell: checked at once
            sweep(state)  # (KF-destroy-1; what it sets off resolves before the after-forge ones)
    elif bank is not None:  # the pool is short: the player may spend Æmber on cards (Safe Place)
        choose(state, seat, bank, state.cards[bank], BANK_STEP, optional=True)


def choose_house(state: State, _task: T.ChooseHouse, ev: ChooseHouse) -> None:
    """The house chosen (the ChooseHouse event folded into its task): the archives taken if
    asked, then the main step."""
    seat = ev.seat
    p = state.players[seat]
    if ev.take_archives:
        empty_archives(state, seat, Zone.HAND)
    state.house = ev.house
    state.step = _MAIN
    if state.step_actions:  # (0 since the turn began, unless an ability counted one)
        state.step_actions = 0
    state.stack.append(T.Main(seat=seat))
    if in_play(state, "after_choose_house"):
        cards = state.cards
        order.push(state, [T.Ability(seat=seat, source=c, card=cards[c], trigger="after_choose_house")
                           for c in p.battleline + p.artifacts if cards[c] in _AFTER_CHOOSE_HOUSE])


def end_main(state: State, task: T.EndMain) -> None:
    end_main_step(state, task.seat)


def end_main_step(state: State, seat: Seat) -> None:
    """Step 4: ready every exhausted card; then step 5, the draw (KF-ready-1, KF-draw-1)."""
    # Under dealer luck the turn's frame runs straight through (draw step, draw, and once the
    # end-of-turn abilities are done, the next turn's start) where the task loop would run
    # each step next with nothing between: about a sixth of a fold was that loop. Under table
    # luck each step stays a task of its own, so a match waits for the table's card in the
    # same state as before (the kit's loop runs each task from a snapshot).
    state.step = _READY
    p = state.players[seat]
    inplay = state.inplay
    for inst in p.battleline + p.artifacts:
        ip = inplay[inst]
        if ip.exhausted:  # (writing a Struct's field costs several reads)
            ip.exhausted = False
    state.step = _DRAW
    stack = state.stack
    if state.table:  # table luck: each step a task of its own, run from its own snapshot
        stack.append(T.EndTurn(seat=seat))
        stack.append(T.DrawStep(seat=seat))
        return
    # The task loop would run the draw step next, and nothing between: run it now. Whether a
    # card that changes the frame is in play is asked once for the whole frame: from here to
    # the next turn's house, nothing enters or leaves play unless an end-of-turn ability runs
    # (and with one in play the frame is not plain).
    plain = _plain_frame(state)
    banks = not plain and _banks_only(state)
    if banks:
        plain = True
    depth = len(stack)
    _draw_step(state, seat, plain)
    if len(stack) == depth:  # no reshuffle waits: the turn ends now, as the loop would end it
        _end_turn(state, seat, plain, banks)
    else:  # the turn ends once the draw is done (the reshuffle needs the dealer first)
        stack.insert(depth, T.EndTurn(seat=seat))


_FRAME = "skips_forge key_bank key_cost opponent_key_cost hand_bonus hand_bonus_all opponent_hand_bonus end_of_turn"
"""The fields of the cards in play that change the turn's frame (forge, key cost, hand size,
end-of-turn abilities)."""


def _plain_frame(state: State) -> bool:
    """Whether no card changes the turn's frame: none of `_FRAME` in play, no upgrade in the
    match that raises the key cost. Then the key cost is 6 plus effects, the hand size
    `State.hand_size`, and there is no end-of-turn ability, no skipped forge, no key bank.
    (Asking part by part when one is in play cost more than the full rules' own looks.)"""
    return not in_play(state, _FRAME) and not in_match(state, "grant_opponent_key_cost")


_FRAME_BUT_BANKS = "skips_forge key_cost opponent_key_cost hand_bonus hand_bonus_all opponent_hand_bonus end_of_turn"


def _banks_only(state: State) -> bool:
    """Whether the frame's only cards in play are key banks (Safe Place, Pocket Universe): they
    matter only when the next player's pool is short of a key (`begin_turn`), so the rest of
    the frame is plain. (A match with one in play asks this at every turn's end: about one
    turn in seven of the workload's.)"""
    return not in_play(state, _FRAME_BUT_BANKS) and not in_match(state, "grant_opponent_key_cost")


def chain_penalty(chains: int) -> int:
    """Cards fewer to draw for a number of chains: 1-6 one, 7-12 two, 13-18 three, more four."""
    return min(4, (chains + 5) // 6)


def draw_step(state: State, task: T.DrawStep) -> None:
    _draw_step(state, task.seat)


def _draw_step(state: State, seat: Seat, plain: bool = False) -> None:
    """Refill the hand; a chained player draws fewer and then sheds a chain (KF-chains-2)."""
    p = state.players[seat]
    n = (state.hand_size if plain else hand_size(state, seat)) - len(p.hand)
    if n > 0 and p.chains:
        n -= chain_penalty(p.chains)
        p.chains -= 1
    if n > 0:
        if state.table:
            state.stack.append(T.Draw(seat=seat, n=n))
        else:  # the draw's task would run next: draw now (under dealer luck, see `end_main`)
            draw_cards(state, seat, n)


def end_turn(state: State, task: T.EndTurn) -> None:
    _end_turn(state, task.seat)


def _end_turn(state: State, seat: Seat, plain: bool = False, banks: bool = False) -> None:
    """Announce Check! (KF-check), run end-of-turn abilities, then pass the turn (`plain`,
    `banks`: see `begin_turn`)."""
    p = state.players[seat]
    check = p.keys < 3 and could_forge(state, seat, plain and not banks)
    if p.check is not check:  # (most turns it stays False: a store costs ~4x a read)
        p.check = check
    if plain or not in_play(state, "end_of_turn"):  # most turns: no card with such an ability in play
        if state.table:
            state.stack.append(T.PassTurn(seat=seat))
        else:  # nothing to resolve before the turn passes (see `end_main`)
            _pass_turn(state, seat, plain, banks)
        return
    state.stack.append(T.PassTurn(seat=seat))
    cards = state.cards  # only the cards with such an ability are looked up
    for inst in reversed(p.battleline + p.artifacts):
        if cards[inst] in _END_OF_TURN:
            state.stack.append(T.Ability(seat=seat, source=inst, card=state.cards[inst],
                                         trigger="end_of_turn"))


def pass_turn(state: State, task: T.PassTurn) -> None:
    _pass_turn(state, task.seat)


def _pass_turn(state: State, seat: Seat, plain: bool = False, banks: bool = False) -> None:
    """The turn passes to the opponent; KeyForge has no turn limit (only self-play caps turns)."""
    state.house = None
    state.active = 1 - seat
    if state.table:
        state.stack.append(T.BeginTurn())
    else:  # the next turn begins at once (see `end_main`)
        begin_turn(state, None, plain, banks)


