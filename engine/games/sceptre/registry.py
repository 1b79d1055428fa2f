"""The card abilities of Sceptre, one small unit per card, filled once by `game`.

Rules modules import the empty `ABILITIES` object and look cards up at run time, so no
import order matters (engine.kit.registry).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from engine.kit import AbilityRegistry


@dataclass(frozen=True)
class CardAbility:
    """What one card does: a one-line summary in our words, the rules it applies, and hooks."""

    summary: str
    rules: tuple[str, ...]
    passive: dict[str, int] = field(default_factory=dict)
    """Stat bonuses of a Champion's passive Ability where its label allows (rule 34)."""
    targets: Callable | None = None
    """(state, seat, source) -> the legal targets of an active use (None in the list: no target)."""
    use: Callable | None = None
    """(state, seat, source, target) -> None: the effect of an Ability or Action."""
    trigger: str = ""
    """For a Trap: the happening that triggers it (see `traps.TRIGGERS`)."""
    hurts: bool = False
    """Whether its effect may deal damage other than through `stats.harm`, or lower HP: the
    death checks then look at the whole arena again (`stats.may_die`). Healing, curing,
    drawing, other stats and moving cards within the arena do not."""


ABILITIES: AbilityRegistry[CardAbility] = AbilityRegistry("sceptre abilities")

BY_ID: dict[str, CardAbility] = None  # type: ignore[assignment]
"""`ABILITIES`' own dict (the same object) once the game has filled it (None before): the
checks read `registry.BY_ID.get(card_id)`. The registry's `get` and `table` are instance
attributes named like attributes of its class, a read Python 3.11 does not specialize (about
200 instructions); a module attribute it does."""
