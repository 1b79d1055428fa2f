"""Health: damage, healing, players going out, and the end of the match."""

from __future__ import annotations

from .state import Result, State, living


def deal(state: State, seat: int, amount: int, why: str) -> None:
    """`amount` damage to `seat` (none when not positive); at zero health it is out
    (ASC-fact-out) and the match may end (ASC-fact-win)."""
    if amount <= 0 or state.seats[seat].out:
        return
    s = state.seats[seat]
    s.health = max(0, s.health - amount)
    state.log.append(f"{why}: seat {seat} takes {amount} damage ({s.health} health left)")
    if s.health == 0:
        s.out = True
        state.log.append(f"seat {seat} is at zero health and out")
        check_end(state)


def heal(state: State, seat: int, amount: int) -> None:
    """Up to `amount` health back, never above the starting health (ASC-assume-effects); a
    seat already above it (from a position) keeps its health: healing never lowers it (since
    ASC-0.3; `game.Ascendant02` folds as ASC-0.2 did, to the starting health)."""
    s = state.seats[seat]
    start = state.options.starting_health
    if s.health < start:
        s.health = min(start, s.health + amount)


def check_end(state: State) -> None:
    """The last player standing wins (ASC-fact-win, ASC-fact-out)."""
    alive = living(state)
    if len(alive) == 1:
        state.result = Result(alive[0], f"seat {alive[0]} is the last one standing", "ASC-fact-win")
    elif not alive:
        state.result = Result(None, "no player is left standing", "ASC-fact-out")


def turn_limit(state: State) -> None:
    """ASC-assume-turn-limit: of the seats still in, the highest health wins, equal health is
    a draw (a seat out is in no count: from ASC-0.4, see `turn_limit_of_every_seat`)."""
    still_in = [i for i, s in enumerate(state.seats) if not s.out]
    best = max(state.seats[i].health for i in still_in)
    _limit_result(state, [i for i in still_in if state.seats[i].health == best])


def turn_limit_of_every_seat(state: State) -> None:
    """The turn limit as ASC-0.3 and earlier read it: the best health over every seat, out or
    not, held by seats still in. A seat out is at zero health in any match `new` creates, but
    a genesis read as written (a transcript, one recorded before position.check_new) may put
    one out above every seat still in: then no seat held the best, and it was a draw."""
    best = max(s.health for s in state.seats)
    _limit_result(state, [i for i, s in enumerate(state.seats) if s.health == best and not s.out])


def _limit_result(state: State, top: list[int]) -> None:
    """The turn limit's result: the one seat of `top` wins; none or several, a draw."""
    winner = top[0] if len(top) == 1 else None
    reason = (f"turn limit reached: seat {winner} has the most health" if winner is not None
              else "turn limit reached with equal health: a draw")
    state.result = Result(winner, reason, "ASC-assume-turn-limit")
