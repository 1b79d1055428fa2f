"""The one table of Ardent Reapers abilities: every ability module's `ABILITIES` and `ASKS`,
filled into the package's registries once (a card or an ask key in two modules is an error).

A new ability module adds one line to `MODULES`; the game module imports this module, so
the registries are full before any match starts.
"""

from __future__ import annotations

from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.abilities import (ABILITIES, ASKS, choose_one, constant, control,
                                                   draw, hands, harvested, lasting, move, printed,
                                                   rotate, rules_document, shuffle)

MODULES = (draw, rotate, move, choose_one, hands, shuffle, constant, lasting, harvested, control,
           rules_document, printed)
"""Every module of abilities, in the order their cards are listed."""

ABILITIES.fill(*(m.ABILITIES for m in MODULES))
ASKS.fill(*(m.ASKS for m in MODULES))
abilities.BY_ID, abilities.ASK_BY_KEY = ABILITIES.table, ASKS.table  # (the dicts themselves)
