"""The fold: a match's state is its genesis folded with every later event, in order.

`Fold` also keeps the dealer's book: which seed commitment each chance outcome was drawn
under and its draw number, so a revealed seed can be checked against every outcome.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Any, Iterable

from engine import dealer
from engine.events import Dealt, Event, Genesis, Reseed, SeedReveal
from engine.protocol import Chance, Game, IllegalEvent, Over
from engine.rules import Rule, RuleIndex

FRAMEWORK_RULES = RuleIndex("DESIGN.md", [
    Rule("ML-genesis", "Events", "A match has exactly one genesis, and it comes first."),
    Rule("ML-luck", "Randomness", "Fresh luck (a new seed commitment) may start only before the match is over."),
    Rule("ML-reveal", "Randomness", "The dealer reveals its seeds once, after the match is over, "
         "and each must match its commitment and re-derive every chance outcome."),
    Rule("ML-after-reveal", "Randomness", "Nothing follows the seed reveal."),
    Rule("ML-digest", "Replay", "A recorded state digest must equal the digest of the state its "
         "event folds to."),
    Rule("ML-hash", "Ledger", "Each event's hash covers the previous hash and its own bytes."),
])


@dataclass
class DrawRecord:
    """One chance outcome as recorded, with what the dealer needs to re-derive it."""

    seq: int
    commitment: int
    k: int
    chance: Chance
    outcome: Any


@dataclass
class Fold:
    """A state being rebuilt event by event; `check` turns every legality check on."""

    game: Game
    genesis: Genesis
    check: bool = True
    state: Any = None
    seq: int = 0
    commitments: list[str] = field(default_factory=list)
    draws: int = 0
    book: list[DrawRecord] = field(default_factory=list)
    revealed: list[str] | None = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.game.start(self.genesis)
        if not self.commitments:
            self.commitments = [self.genesis.dealer]

    def apply(self, event: Event) -> None:
        """Fold one event in (raising IllegalEvent when `check` is on and it breaks a rule)."""
        if self.revealed is not None:
            raise IllegalEvent("ML-after-reveal", "no event may follow the seed reveal")
        if isinstance(event, Genesis):
            raise IllegalEvent("ML-genesis", "a second genesis event")
        if isinstance(event, Reseed):
            if self.check and isinstance(self.game.pending(self.state), Over):
                raise IllegalEvent("ML-luck", "fresh luck after the match is over")
            self.commitments.append(event.dealer)
            self.draws = 0
        elif isinstance(event, SeedReveal):
            if self.check:
                self._check_reveal(event)
            self.revealed = list(event.seeds)
        else:
            if isinstance(event, Dealt) and self.check:
                chance = self.game.pending(self.state)
                if isinstance(chance, Chance):
                    self.book.append(DrawRecord(self.seq + 1, len(self.commitments) - 1,
                                                self.draws, chance, event.outcome))
            self.state = self.game.apply(self.state, event, check=self.check)
            if isinstance(event, Dealt):
                self.draws += 1
        self.seq += 1

    def _check_reveal(self, event: SeedReveal) -> None:
        if not isinstance(self.game.pending(self.state), Over):
            raise IllegalEvent("ML-reveal", "the seed is revealed before the match is over")
        problem = reveal_problem(self.commitments, self.book, event.seeds)
        if problem:
            raise IllegalEvent("ML-reveal", problem)

    def apply_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.apply(event)


def reveal_problem(commitments: list[str], book: list[DrawRecord], seeds_hex: list[str]) -> str:
    """Why a seed reveal does not hold ('' when it does): a commitment or an outcome differs."""
    if len(seeds_hex) != len(commitments):
        return f"{len(seeds_hex)} seeds revealed for {len(commitments)} commitments"
    try:
        seeds = [bytes.fromhex(s) for s in seeds_hex]
    except ValueError:
        return "a revealed seed is not hex"
    for i, (seed, commit) in enumerate(zip(seeds, commitments)):
        if not hmac.compare_digest(dealer.commitment(seed), commit):
            return f"seed {i} does not match its commitment"
    for rec in book:
        expected = dealer.draw(seeds[rec.commitment], rec.k, rec.chance)
        if expected != rec.outcome:
            return f"the chance outcome at event {rec.seq} is not the dealer's draw {rec.k}"
    return ""


def fold(game: Game, events: Iterable[Event], check: bool = True) -> Fold:
    """Fold a whole log (genesis first) and return the finished Fold."""
    it = iter(events)
    genesis = next(it)
    if not isinstance(genesis, Genesis):
        raise IllegalEvent("ML-genesis", "the first event is not a genesis")
    f = Fold(game, genesis, check=check)
    f.apply_all(it)
    return f
