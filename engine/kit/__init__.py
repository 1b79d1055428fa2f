"""The engine kit: the pieces every rules engine shares, so a new game does not copy them.

- `stack`: the work stack of pending tasks and the loop that runs it until a decision or a
  chance outcome is needed (`Task`, `TaskLoop`).
- `registry`: card abilities (and asks) registered by card id in one table that the game
  fills once, with the rule ids each ability applies declared as data (`AbilityRegistry`,
  `Declared`).
- `dice`: dice as dealer draws (`die`, `face`).
- `deck`: decks under table luck, dealt lazily: a shuffle leaves cards unseen, and reading
  one is a chance the recorder answers by naming the card the table showed (`TableLuck`,
  `look`, `shuffled`, `show`).
- `turns`: the checks of an event against what `pending` waits for, before a game's own
  rules: a chance outcome, a decision after the end or while the dealer draws, the wrong
  seat (`check_pending`).

A game package imports these from `engine.kit`; nothing here knows any game.
"""

from engine.kit.dice import die, face
from engine.kit.registry import AbilityRegistry, Declared, RegistryError
from engine.kit.stack import Task, TaskLoop
from engine.kit.turns import check_pending

__all__ = ["AbilityRegistry", "Declared", "RegistryError", "Task", "TaskLoop", "check_pending", "die",
           "face"]
