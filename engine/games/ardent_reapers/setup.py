"""Start of Game: shuffle, two creatures each into play Active, draw 3, decide the first player."""

from __future__ import annotations

from engine.games.ardent_reapers import cards, keywords, zones
from engine.kit import deck as deck_kit
from engine.games.ardent_reapers.state import (BeginTurnTask, CardState, FirstPlayerTask, Need,
                                               NeedKind, RefillTask, SeatState,
                                               SetupCreaturesTask, ShuffleTask, State, Step)

DEFAULT_MAX_TURNS = 200

# Read from module names where a fold passes often (every shuffle, each set-up creature):
# `Kind.MEMBER` costs several times a global on Python 3.11 (EnumType's `__getattr__` hook).
_SHUFFLE, _ACTIVE = NeedKind.SHUFFLE, CardState.ACTIVE
_CREATURE = cards.CardType.CREATURE
_FACTS = cards.FACTS_BY_ID


def new_state(players: list[str], decks: list[list[str]], max_turns: int = DEFAULT_MAX_TURNS,
              kind: type[State] = State) -> State:
    """The state before setup: each deck in the given order (seat 0's cards first), made as
    `kind` (State or a version's subclass of it)."""
    ids: list[str] = []
    owner: list[int] = []
    seats: list[SeatState] = []
    for seat, deck in enumerate(decks):
        start = len(ids)
        ids.extend(deck)
        owner.extend([seat] * len(deck))
        seats.append(SeatState(deck=list(range(start, len(ids)))))
    n = len(ids)
    state = kind(players=list(players), cards=ids, owner=owner, seats=seats,
                 card_state=[None] * n, stash=[[] for _ in range(n)], max_turns=max_turns)
    # the stack runs last-in first-out: shuffles, creatures, hands, then the first player
    state.stack = [FirstPlayerTask(), RefillTask(seat=1), RefillTask(seat=0),
                   SetupCreaturesTask(seat=1), SetupCreaturesTask(seat=0),
                   ShuffleTask(seat=1, rule="AR-setup-1"), ShuffleTask(seat=0, rule="AR-setup-1")]
    return state


# -- task handlers: each is called with the task popped; it returns a Need to wait -------------
def shuffle(state: State, task: ShuffleTask) -> Need | None:
    s = state.seats[task.seat]
    if task.from_discard and len(s.discard) <= 1:
        s.deck.extend(s.discard)  # nothing to shuffle: the pile becomes the deck as it is
        s.discard.clear()
        return None
    size = len(s.discard) if task.from_discard else len(s.deck)
    if task.top:
        size = min(size, task.top)  # only the top cards, e.g. a discard pile put on top
    if size <= 1:
        return None  # nothing to shuffle: no chance to draw
    if state.table:  # at a table the order stays unknown: no chance, the cards are unseen
        if task.from_discard:
            s.deck.extend(s.discard)
            s.discard.clear()
        deck_kit.shuffled(state.table, s.deck[:size])
        return None
    state.stack.append(task)
    if task.top:
        why = f"{state.players[task.seat]} shuffles the {size} cards on top of their deck"
    elif task.rule == "AR-draw-reshuffle":
        why = f"{state.players[task.seat]} shuffles their deck to create a new deck"
    elif task.rule == "AR-setup-1":
        why = f"{state.players[task.seat]} shuffles their deck at the start of the game"
    else:
        why = f"{state.players[task.seat]} shuffles their deck"
    return Need(_SHUFFLE, task.seat, size=size, why=why, rule=task.rule)


def shuffled(state: State, task: ShuffleTask, outcome: list[int]) -> None:
    s = state.seats[task.seat]
    if task.from_discard:
        pile, s.discard = s.discard, []
        s.deck.extend(map(pile.__getitem__, outcome))  # (in C: a deck of cards at a time)
        return
    deck = s.deck
    deck[:len(outcome)] = list(map(deck.__getitem__, outcome))


def setup_creatures(state: State, task: SetupCreaturesTask) -> Need | None:
    """Discard from the top until a creature; put it into play Active; `left` times (AR-setup-2)."""
    s = state.seats[task.seat]
    if not state.table:
        # Dealer luck: no card is unseen, so each creature is found by one scan of the deck and
        # the cards above it go to the discard pile in one move, in the order the loop below
        # would discard them one by one (a match's set-up ran a look, a facts lookup and a test
        # call per card turned over: about a fifth of a Python call an event of the fold)
        deck, ids = s.deck, state.cards
        for _ in range(task.left):
            for i, card in enumerate(deck):
                if (_FACTS.get(ids[card]) or cards.facts(ids[card])).type is _CREATURE:
                    s.discard.extend(deck[:i])
                    del deck[:i + 1]
                    s.battle_line.append(card)  # via the discard pile, straight into play
                    state.card_state[card] = _ACTIVE
                    break
            else:  # the deck ran out of creatures (AR-setup-no-creature): all discarded
                s.discard.extend(deck)
                deck.clear()
                return None
        return None
    for _ in range(task.left):
        while s.deck:
            card = deck_kit.look(state.table, s.deck, 0, task.seat)
            s.deck.pop(0)
            if zones.facts_of(state, card).is_creature:
                s.battle_line.append(card)  # via the discard pile, straight into play
                state.card_state[card] = _ACTIVE
                break
            s.discard.append(card)
        else:
            return None  # the deck ran out of creatures (AR-setup-no-creature)
    return None


def _powers(state: State, seat: int, found: list | tuple) -> list[int]:
    """The powers of the seat's creatures, least first; `found` is `keywords.constants(state,
    None, FRIENDLY)`: none in play (most set-ups), the printed powers as `keywords.power` reads
    them (none counts 0), without a call per creature."""
    line = state.seats[seat].battle_line
    if found:
        return sorted([keywords.power(state, c, found) for c in line])
    ids = state.cards
    return sorted([(_FACTS.get(ids[c]) or cards.facts(ids[c])).power or 0 for c in line])


def first_player_by_power(state: State) -> int | None:
    """Who goes first by the least powerful creatures (AR-first-player-1/2/missing), or None on a tie."""
    found = keywords.constants(state, None, keywords.FRIENDLY)  # (looked up once for both)
    a, b = _powers(state, 0, found), _powers(state, 1, found)
    for i in range(max(len(a), len(b))):
        if i >= len(a):
            return 1
        if i >= len(b):
            return 0
        if a[i] != b[i]:
            return 0 if a[i] < b[i] else 1
    return None


def first_player(state: State, task: FirstPlayerTask) -> Need | None:
    seat = first_player_by_power(state)
    if seat is None:
        state.stack.append(task)
        return Need(NeedKind.COIN, 0, size=2, why="a coin flip decides who goes first",
                    rule="AR-first-player-3")
    _begin(state, seat)
    return None


def coin_flipped(state: State, task: FirstPlayerTask, outcome: int) -> None:
    _begin(state, outcome)


def _begin(state: State, seat: int) -> None:
    state.first = seat
    state.step = Step.MAIN
    state.stack.append(BeginTurnTask(seat=seat))
