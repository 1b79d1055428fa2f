"""Card abilities beyond keywords, registered by card id in explicit dicts.

Each module of this package exports its own `ABILITIES` (card id -> ability) and `ASKS` (ask
key -> choice), merged here one line per module: draw, rotate, move (between zones),
choose_one ("Choose one:"), hands (reveal, discard, random), shuffle, and the constant,
lasting, harvest-only and control abilities. A deck with a card whose ability has no code is
refused at genesis (see `implemented`).
"""

from __future__ import annotations

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.abilities import draw, rotate
from engine.games.ardent_reapers.abilities.base import Ability, Ask
from engine.games.ardent_reapers.state import AbilityTask, State

ABILITIES: dict[str, Ability] = {**draw.ABILITIES, **rotate.ABILITIES}
"""Card id -> its ability."""

ASKS: dict[str, Ask] = {**draw.ASKS, **rotate.ASKS}
"""Ask key -> the choice an ability asks for."""

from engine.games.ardent_reapers.abilities import choose_one, hands, move, shuffle  # noqa: E402
ABILITIES.update(move.ABILITIES); ASKS.update(move.ASKS)  # noqa: E702
ABILITIES.update(choose_one.ABILITIES); ASKS.update(choose_one.ASKS)  # noqa: E702
ABILITIES.update(hands.ABILITIES); ASKS.update(hands.ASKS)  # noqa: E702
ABILITIES.update(shuffle.ABILITIES); ASKS.update(shuffle.ASKS)  # noqa: E702
from engine.games.ardent_reapers.abilities import constant; ABILITIES.update(constant.ABILITIES); ASKS.update(constant.ASKS)  # noqa: E402,E702,E501,I001
from engine.games.ardent_reapers.abilities import lasting; ABILITIES.update(lasting.ABILITIES); ASKS.update(lasting.ASKS)  # noqa: E402,E702,E501,I001
from engine.games.ardent_reapers.abilities import harvested; ABILITIES.update(harvested.ABILITIES); ASKS.update(harvested.ASKS)  # noqa: E402,E702,E501,I001
from engine.games.ardent_reapers.abilities import control; ABILITIES.update(control.ABILITIES); ASKS.update(control.ASKS)  # noqa: E402,E702,E501,I001
from engine.games.ardent_reapers.abilities import rules_document; ABILITIES.update(rules_document.ABILITIES); ASKS.update(rules_document.ASKS)  # noqa: E402,E702,E501,I001


def implemented(card: str) -> bool:
    """Whether the engine can play a card: it has no ability beyond keywords, or its code exists."""
    f = cards.facts(cards.resolve(card))
    return not f.ability or f.id in ABILITIES


def has_bonus(card_id: str) -> bool:
    a = ABILITIES.get(card_id)
    return a is not None and a.bonus is not None


def run(state: State, task: AbilityTask) -> None:
    """Resolve a Play: or Bonus: ability (a Bonus: only while its card is in play, AR-bonus-2)."""
    ability = ABILITIES.get(state.cards[task.card])
    if ability is None:
        return
    if task.bonus:
        if ability.bonus is not None and state.card_state[task.card] is not None:
            ability.bonus(state, task.card, task.seat)
    elif ability.play is not None:
        ability.play(state, task.card, task.seat)


__all__ = ["ABILITIES", "ASKS", "Ability", "Ask", "implemented", "has_bonus", "run"]
