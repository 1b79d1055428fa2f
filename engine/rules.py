"""Rule citations: stable rule ids mapped to the clause of a game's rules document.

Every refusal, audit verdict and explanation cites a rule id (e.g. `AR-fight-2`). A game
builds one `RuleIndex` from `Rule` entries; assumptions where a document is silent are rules
too, marked `assumption=True`, so a judge can see what the engine decided and why. A card's
ability declares the rule ids it applies as data (`engine.kit.Declared`), never read from source.
"""

from __future__ import annotations

import msgspec


class Rule(msgspec.Struct, frozen=True):
    """One citable clause: where it is in the document and what it says, in brief."""

    id: str
    section: str
    summary: str
    quote: str = ""
    """A short excerpt of the document's own words for this clause, for judges."""
    assumption: bool = False


class UnknownRule(KeyError):
    """Raised when code cites a rule id that its game's rule index does not define."""


class RuleIndex:
    """The rule ids of one game, in document order, with the document they point into."""

    def __init__(self, document: str, rules: list[Rule]):
        self.document = document
        self._rules = {r.id: r for r in rules}
        if len(self._rules) != len(rules):
            raise ValueError("duplicate rule id in rule index")

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._rules[rule_id]
        except KeyError:
            raise UnknownRule(rule_id) from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self):
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def named(self, rule_id: str) -> list[Rule]:
        """The rules `rule_id` names: the rule of that id, else every rule whose id starts with
        it in any case (`AR-fight` names AR-fight-1, AR-fight-2...); none when nothing does."""
        if rule_id in self._rules:
            return [self._rules[rule_id]]
        key = rule_id.casefold()
        return [r for r in self._rules.values() if r.id.casefold().startswith(key)]
