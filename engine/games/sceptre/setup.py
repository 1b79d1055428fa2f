"""A new match's state: card instances from the decks, and the setup tasks (rules 5-9)."""

from __future__ import annotations

from engine.events import Genesis

from .state import Deal, Settle, Settle3, Shuffle, State


def new_state(genesis: Genesis, kind: type[State] = State, award: int = 0) -> State:
    """The state (of type `kind`, the rules version's) before the first shuffle; `award` is
    the dead hand that gives the first Blood Card (sceptre-3 on), 0 for the older versions."""
    cards: list[str] = []
    owner: list[int] = []
    sides = []
    for s, deck in enumerate(genesis.decks):
        first = len(cards)
        cards += deck
        owner += [s] * len(deck)
        sides.append(kind.side_type(deck=list(range(first, len(cards)))))
    # run order: shuffle and deal seat 0, then seat 1, then set Blood Cards aside
    settle = Settle3(award=award) if award else Settle()
    stack = [settle, Deal(seat=1), Shuffle(seat=1), Deal(seat=0), Shuffle(seat=0)]
    return kind(cards=tuple(cards), owner=tuple(owner), players=list(genesis.players), sides=sides,
                stack=stack, wounds=(0,) * len(cards))
