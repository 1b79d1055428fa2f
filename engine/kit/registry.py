"""Card abilities by card id: one table per game, filled once, with declared rule citations.

A game's ability modules each export a plain dict (card id -> ability). The game's top
module merges them into its `AbilityRegistry` with one `fill` call, so no module has to
import the registry's contents at import time and no import order matters: rules modules
(zones, damage, keywords) import the empty registry object and look cards up at run time.

Every ability declares, as data next to its one-line summary, the rule ids it applies
(`Declared`): `matchlog cards` lists them, and `check` verifies them against the rule index,
so citations never depend on reading source code.
"""

from __future__ import annotations

from typing import Generic, Iterator, Mapping, Protocol, TypeVar

from engine.rules import RuleIndex


class Declared(Protocol):
    """What every registered ability states about itself: a summary and the rules it applies."""

    summary: str
    """One line in our own words: what the card does."""
    rules: tuple[str, ...]
    """The rule ids (of the game's rule index) that this ability applies."""


A = TypeVar("A")


class RegistryError(LookupError):
    """Raised when a registry is filled twice, with a card twice, or read before it is filled."""


class _Unfilled:
    """`table` before the fill: raises. A non-data descriptor, so the instance attribute set
    by `fill` shadows it (a `__getattr__` hook instead would slow every attribute read)."""

    def __get__(self, registry, owner=None):
        if registry is None:
            return self
        raise RegistryError(f"the {registry.name} registry is read before it is filled")


class AbilityRegistry(Generic[A]):
    """Card id -> ability for one game (or one kind of entry, such as asks), filled once."""

    def __init__(self, name: str):
        self.name = name
        self._table: dict[str, A] = {}
        self._filled = False

    def fill(self, *tables: Mapping[str, A]) -> "AbilityRegistry[A]":
        """Merge the modules' tables, once; a card id in two tables is an error."""
        if self._filled:
            raise RegistryError(f"the {self.name} registry is already filled")
        for table in tables:
            for key, value in table.items():
                if key in self._table:
                    raise RegistryError(f"{key!r} is registered twice in {self.name}")
                self._table[key] = value
        self._filled = True
        # Filled: `table` is the dict and `get` the dict's own (one C call), as instance
        # attributes that shadow the checks below; hot loops look many cards up.
        self.table = self._table
        self.get = self._table.get  # type: ignore[method-assign]
        return self

    @property
    def filled(self) -> bool:
        return self._filled

    table: dict[str, A] = _Unfilled()  # type: ignore[assignment]
    """The dict itself, for hot loops that look many cards up (`.get(id, default)`);
    reading it before the fill raises RegistryError."""

    def get(self, key: str, default: A | None = None) -> A | None:
        """The entry for `key`, or `default` (raises RegistryError before the fill)."""
        return self.table.get(key, default)

    def __getitem__(self, key: str) -> A:
        return self.table[key]

    def __contains__(self, key: object) -> bool:
        return key in self.table

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)

    def items(self):
        return self.table.items()

    def cited(self, key: str) -> list[str]:
        """The rule ids an ability declares (empty for a card without one)."""
        entry = self.table.get(key)
        return list(getattr(entry, "rules", ()) or ())

    def check(self, index: RuleIndex) -> list[str]:
        """Problems with the declarations: a missing summary or a rule id the index lacks."""
        problems = []
        for key, entry in self.table.items():
            if not getattr(entry, "summary", ""):
                problems.append(f"{key}: no summary")
            for rule_id in getattr(entry, "rules", ()) or ():
                if rule_id not in index:
                    problems.append(f"{key}: cites unknown rule {rule_id}")
        return problems
