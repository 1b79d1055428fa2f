"""What the checks of every decision share: the shape of a refusal, a seat in the log's words,
the rule of six (a limit on plays and uses alike) and what a refusal for a cost adds about a
pool below 0."""

from __future__ import annotations

from .state import State


Refusal = tuple[str, str]
"""Why an event is refused: (the rule id it breaks, a one-line reason)."""


def seat_words(state: State, seat: object) -> str:
    """A seat as the log names it ("Ann (seat 0)"); a seat the match lacks stays a number."""
    if type(seat) is int and 0 <= seat < len(state.players):
        return f"{state.players[seat].name} (seat {seat})"
    return f"seat {seat}"


def rule_of_six(state: State, name: str) -> Refusal | None:
    """The rule of six: a seventh card of one name is neither played nor used in a turn."""
    if state.used_names.get(name, 0) >= 6:
        return "KF-rule-of-six", f"{name}: six cards of that name were already played or used this turn"
    return None


def below_zero(state: State, seat: int) -> str:
    """What a refusal for a cost adds about the pool: only when it is below 0, which a match
    recorded before keyforge-8 could reach (Sacrificial Altar playing Truebaru unpaid), so the
    refusal of a card that costs 0 says why."""
    amber = state.players[seat].amber
    return f", and the pool is {amber}, below 0 (rules before keyforge-8)" if amber < 0 else ""
