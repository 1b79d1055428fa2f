"""Card abilities beyond keywords: the registries the rules modules read, and what they answer.

Each module of this package exports its own `ABILITIES` (card id -> ability) and `ASKS` (ask
key -> choice): draw, rotate, move (between zones), choose_one ("Choose one:"), hands (reveal,
discard, random), shuffle, and the constant, lasting, harvest-only and control abilities;
base.py and movers.py hold what they are made of, choice.py answers what they ask.
`abilities.registry` fills the two registries below from all of them in one call each; this
module imports none of them, so zones, keywords and the other rules modules import it without
an import circle. A deck with a card whose ability has no code is refused at genesis (see
`implemented`).
"""

from __future__ import annotations

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.abilities.base import Ability, Ask
from engine.games.ardent_reapers.state import AbilityTask, State
from engine.kit import AbilityRegistry

ABILITIES: AbilityRegistry[Ability] = AbilityRegistry("Ardent Reapers abilities")
"""Card id -> its ability (filled by `abilities.registry`)."""

ASKS: AbilityRegistry[Ask] = AbilityRegistry("Ardent Reapers asks")
"""Ask key -> the choice an ability asks for (filled by `abilities.registry`)."""

BY_ID: dict[str, Ability] | None = None
"""`ABILITIES`' own dict (the same object) once `abilities.registry` has filled it: the fold's
hot paths read `abilities.BY_ID.get(card_id)`. The registry's `get` and `table` are instance
attributes named like attributes of its class, a read Python 3.11 does not specialise (it
cost more than the dict lookup itself, about once an event); a module attribute it does."""
ASK_BY_KEY: dict[str, Ask] | None = None
"""`ASKS`' own dict once filled, as `BY_ID` is `ABILITIES`'."""


def implemented(card: str) -> bool:
    """Whether the engine can play a card: it has no ability beyond keywords, or its code exists."""
    f = cards.facts(cards.resolve(card))
    return not f.ability or f.id in ABILITIES


def has_bonus(card_id: str) -> bool:
    a = BY_ID.get(card_id)
    return a is not None and a.bonus is not None


def run(state: State, task: AbilityTask) -> None:
    """Resolve a Play: or Bonus: ability (a Bonus: only while its card is in play, AR-bonus-2)."""
    ability = BY_ID.get(state.cards[task.card])
    if ability is None:
        return
    if task.bonus:
        if ability.bonus is not None and state.card_state[task.card] is not None:
            ability.bonus(state, task.card, task.seat)
    elif ability.play is not None:
        ability.play(state, task.card, task.seat)


__all__ = ["ABILITIES", "ASKS", "Ability", "Ask", "implemented", "has_bonus", "run"]
