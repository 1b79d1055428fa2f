"""The fold: a match's state is its genesis folded with every later event, in order.

`Fold` also keeps the dealer's book: which seed commitment each chance outcome was drawn
under and its draw number, so a revealed seed can be checked against every outcome.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass, field
from typing import Any, Iterable

import msgspec

from engine import dealer
from engine.events import Dealt, Event, Genesis, Reseed, SeedReveal
from engine.protocol import Chance, Check, Game, IllegalEvent, Over
from engine.rules import Rule, RuleIndex

FRAMEWORK_RULES = RuleIndex("DESIGN.md", [
    Rule("ML-genesis", "Events", "A match has exactly one genesis, and it comes first."),
    Rule("ML-event", "Events", "An event is recorded as the bytes it is stored as, and those "
         "bytes must read back as the same event: a field of another type than the event's "
         "(a bool or a decimal where a whole number belongs) is refused before anything is "
         "written, or the match could not be read again. Every game's checked apply refuses "
         "such an event built in Python the same way (`engine.protocol.check_field_types`: read "
         "back by its own type, field by field of the same types, so a plain word where the "
         "event names a kind is refused too); one read from bytes was typed by its decoder."),
    Rule("ML-luck", "Randomness", "Fresh luck (a new seed commitment) may start only before the match is over."),
    Rule("ML-reveal", "Randomness", "The dealer reveals its seeds once, after the match is over, "
         "and each must match its commitment and re-derive every chance outcome; a seed that "
         "a line still in progress draws from is withheld until that line ends."),
    Rule("ML-after-reveal", "Randomness", "Nothing follows the seed reveal."),
    Rule("ML-digest", "Replay", "A recorded state digest must equal the digest of the state its "
         "event folds to."),
    Rule("ML-hash", "Ledger", "Each event's hash covers the previous hash and its own bytes."),
    Rule("ML-table", "Randomness", "In a match with table luck the recorder enters every chance "
         "outcome as the table showed it (a die's face, the card drawn or taken, by name); a "
         "shuffle asks for no order, and the card a deck shows is one still unseen there. There "
         "is no dealer: no seed, no fresh luck, no reveal. In a match with the dealer's luck "
         "the dealer draws every outcome and the recorder enters none."),
])


_FRAMEWORK = frozenset({Dealt, Genesis, Reseed, SeedReveal})
"""The framework's event types: the fold keeps the dealer's book for them (or handles them
itself); any other event is a game's own and goes straight to the game."""
FRAMEWORK_EVENTS = _FRAMEWORK
"""The same set, for a caller that folds a game's own events itself (the audit's loop)."""


class DrawRecord(msgspec.Struct, gc=False):
    """One chance outcome as recorded, with what the dealer needs to re-derive it.

    A msgspec Struct, made in C: a checked fold makes one per chance outcome (a third of
    Sceptre's events, a fifth of Ascendant's), and a slotted dataclass's generated __init__
    cost 0.27 us against 0.10. Left out of the cyclic GC: nothing it holds (numbers, a
    Chance, an outcome, a seed) can refer back to it."""

    seq: int
    commitment: int
    k: int
    chance: Chance
    outcome: Any
    checked_by: bytes | None = None
    """The seed this outcome was already re-derived from as it was folded (a reveal of the
    same seed need not derive it again)."""


@dataclass(slots=True)
class Fold:
    """A state being rebuilt event by event; `check` turns every legality check on (passed to
    `Game.apply` as it is: STORED for events read back from stored bytes)."""

    game: Game
    genesis: Genesis
    check: bool | Check = True
    state: Any = None
    seq: int = 0
    commitments: list[str] = field(default_factory=list)
    draws: int = 0
    book: list[DrawRecord] = field(default_factory=list)
    revealed: list[str] | None = None
    known: dict[str, bytes] = field(default_factory=dict)
    """Seeds known in advance by commitment (revealed later in the log, or kept by the
    ledger): each chance outcome drawn under one is checked as it is folded, so a forged
    draw is named at the draw itself rather than at the reveal."""
    firsts: dict[str, list[int]] = field(default_factory=dict)
    """The first words of a known seed's draws, by commitment (`dealer.first_words`), derived
    in one batch ahead by a caller that counted the log's draws (the audit): a pick re-derived
    from its first word costs no HMAC as it is folded. Draws past the list derive in full."""

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = self.game.start(self.genesis)
        if not self.commitments:
            self.commitments = [self.genesis.dealer]

    def apply(self, event: Event) -> None:
        """Fold one event in (raising IllegalEvent when `check` is on and it breaks a rule)."""
        if self.revealed is not None:
            raise IllegalEvent("ML-after-reveal", "no event may follow the seed reveal")
        kind = type(event)
        if kind not in _FRAMEWORK:  # a game's own event (by exact type: the common case)
            self.state = self.game.apply(self.state, event, self.check)
        elif kind is Dealt:
            self.state = self.deal(self.state, event, self.seq + 1)
        elif kind is Genesis:
            raise IllegalEvent("ML-genesis", "a second genesis event")
        elif self.genesis.table_luck:
            raise IllegalEvent("ML-table", "a match with table luck has no dealer: no seed to "
                               "commit or reveal")
        elif kind is Reseed:
            if self.check and isinstance(self.game.chance_or_over(self.state), Over):
                raise IllegalEvent("ML-luck", "fresh luck after the match is over")
            self.commitments.append(event.dealer)
            self.draws = 0
        else:
            if self.check:
                self._check_reveal(event)
            self.revealed = list(event.seeds)
        self.seq += 1

    def deal(self, state: Any, event: Dealt, seq: int) -> Any:
        """A dealt outcome, event `seq`, folded into `state` (returned as the game folds it):
        `apply`'s own step for it, the draw booked (checked) and counted. The audit's loop,
        which keeps the state in a local, calls it for each draw as it stands."""
        if self.check:
            chance = self.game.chance_or_over(state)
            if isinstance(chance, Chance):  # re-derived first: a wrong draw is never booked
                self.book.append(DrawRecord(seq, len(self.commitments) - 1, self.draws, chance,
                                            event.outcome, self._check_draw(chance, event)))
        state = self.game.apply(state, event, self.check)
        self.draws += 1
        return state

    def apply_or_refuse(self, event: Event) -> IllegalEvent | None:
        """Fold one event in, or, when the rules refuse it, leave the fold as it was but for
        the event's number (a refused event keeps its place in the log) and return the
        refusal. For readers that go on past a refused event, as an audit does."""
        kept, seq, draws, booked = self.game.clone(self.state), self.seq, self.draws, len(self.book)
        try:
            self.apply(event)
        except IllegalEvent as err:
            # apply changes draws, commitments and the reveal only after the game accepted
            # the event; a dealt outcome may have been booked before the game refused it
            self.state, self.seq, self.draws = kept, seq + 1, draws
            del self.book[booked:]
            return err
        return None

    def _check_draw(self, chance: Chance, event: Dealt) -> bytes | None:
        """Re-derive a draw from a known seed; returns that seed (None: not checked here)."""
        commitment = self.commitments[-1]
        seed = self.known.get(commitment)
        if seed is None:
            return None  # unknown seed: checked at the reveal
        k = self.draws
        if chance.shuffle:
            derived = dealer.draw(seed, k, chance)
        elif chance.size > 0:  # a pick (a die's face, a card): `dealer.draw`'s own call
            firsts = self.firsts.get(commitment)
            derived = dealer.choose(seed, k, chance.size,
                                    firsts[k] if firsts is not None and k < len(firsts) else None)
        else:
            return None  # no outcome is possible (`accepts` none): the game says why
        outcome = event.outcome
        # the outcome the seed gives is a possible one, so an outcome equal to it (and of its
        # type: True == 1) needs no `accepts`, which sorts a whole shuffle (an audit checks
        # every draw as it folds); only one that differs is asked whether it is malformed
        if derived == outcome and type(derived) is type(outcome):
            return seed
        if not chance.accepts(outcome):
            return None  # a malformed outcome: the game says why
        raise IllegalEvent("ML-reveal", f"{draw_words(chance, self.draws)} is not what the "
                           "dealer's seed gives", seat=chance.seat)

    def _check_reveal(self, event: SeedReveal) -> None:
        if not isinstance(self.game.chance_or_over(self.state), Over):
            raise IllegalEvent("ML-reveal", "the seed is revealed before the match is over")
        problem = reveal_problem(self.commitments, self.book, event.seeds)
        if problem:
            raise IllegalEvent("ML-reveal", problem)

    def apply_all(self, events: Iterable[Event]) -> None:
        """Fold every event in, in order (as `apply` each; see `_apply_trusted`)."""
        if self.check or self.revealed is not None:
            for event in events:
                self.apply(event)
        else:
            self._apply_trusted(events)

    def _apply_trusted(self, events: Iterable[Event]) -> None:
        """`apply` for each event of a trusted replay, with the per-event bookkeeping kept
        in locals: a game's own event and a dealt outcome go straight to the game (unchecked,
        the book is not kept), anything else through `apply`. Written out because this loop
        runs once per event of every replay (about 20 bytecodes an event fewer)."""
        game_apply = self.game.apply
        framework = _FRAMEWORK
        state = self.state
        folded = dealt = 0
        events = iter(events)
        try:
            for event in events:
                kind = type(event)
                if kind not in framework:
                    state = game_apply(state, event, False)
                elif kind is Dealt:
                    state = game_apply(state, event, False)
                    dealt += 1
                else:  # rare: written back so `apply` sees the fold as it stands
                    self.state, self.seq, self.draws = state, self.seq + folded, self.draws + dealt
                    folded = dealt = 0
                    self.apply(event)
                    state = self.state
                    if self.revealed is not None:  # whatever follows a reveal is refused
                        for event in events:
                            self.apply(event)
                    continue
                folded += 1
        finally:  # an event the game refuses leaves the fold as `apply` would: at the one before
            self.state, self.seq, self.draws = state, self.seq + folded, self.draws + dealt


def reveal_problem(commitments: list[str], book: list[DrawRecord], seeds_hex: list[str]) -> str:
    """Why a seed reveal does not hold ('' when it does): a commitment or an outcome differs.

    An empty seed is withheld (see `SeedReveal`): the outcomes drawn under it stay unchecked.
    """
    if len(seeds_hex) != len(commitments):
        return f"{len(seeds_hex)} seeds revealed for {len(commitments)} commitments"
    try:
        seeds = [bytes.fromhex(s) if s else None for s in seeds_hex]
    except ValueError:
        return "a revealed seed is not hex"
    for i, (seed, commit) in enumerate(zip(seeds, commitments)):
        if seed is not None and not hmac.compare_digest(dealer.commitment(seed), commit):
            return f"seed {i} does not match its commitment"
    for rec in book:
        seed = seeds[rec.commitment]
        if seed is None or seed == rec.checked_by:
            continue  # withheld, or re-derived from this very seed when it was folded
        if dealer.draw(seed, rec.k, rec.chance) != rec.outcome:
            return (f"the chance outcome at event {rec.seq} ({draw_words(rec.chance, rec.k)}) "
                    "is not what the dealer's seed gives")
    return ""


def revealed_seeds(commitments: list[str], seeds_hex: list[str]) -> dict[str, bytes]:
    """The seeds of a reveal that match their commitments, by commitment (others left out)."""
    out = {}
    for commit, text in zip(commitments, seeds_hex):
        try:
            seed = bytes.fromhex(text) if isinstance(text, str) and text else None
        except ValueError:
            seed = None
        if seed is not None and hmac.compare_digest(dealer.commitment(seed), commit):
            out[commit] = seed
    return out


def draw_words(chance: Chance, k: int) -> str:
    """A draw in words: what it was for, and its number under its seed."""
    what = chance.why or chance.kind
    return f"the {chance.kind} '{what}' (draw {k} of its seed)"


def fold(game: Game, events: Iterable[Event], check: bool = True) -> Fold:
    """Fold a whole log (genesis first) and return the finished Fold."""
    it = iter(events)
    genesis = next(it)
    if not isinstance(genesis, Genesis):
        raise IllegalEvent("ML-genesis", "the first event is not a genesis")
    f = Fold(game, genesis, check=check)
    f.apply_all(it)
    return f
