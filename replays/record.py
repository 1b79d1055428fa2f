"""Recording: create a match, append decisions, let the dealer draw every chance outcome.

A recording always rests at a Decision or at the end: after a decision is accepted, the
dealer draws every chance outcome that follows, and once the match is over the seeds are
revealed (those no other line in progress still draws from). Each step (a new match with its
secret and opening draws, a decision with the draws it triggers) is one ledger transaction,
so it is written wholly or not at all.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

import msgspec

from engine import dealer, jsontext
from engine.events import DEALER, TABLE, Dealt, Event, Luck, Reseed, SeedReveal, tag_of
from engine.fold import Fold
from engine.protocol import (STORED, Chance, Decision, Game, IllegalEvent, InvalidSetup, Over,
                             encode_event)
from engine.registry import get_game
from ledger import Ledger, LedgerError

from replays.faults import engine_at, own_genesis
from replays.history import MatchHistory, load_history, snapshot_head
from replays.outcome import note_outcome
from replays.secrecy import live_commitments

SECRET, REPRODUCIBLE = "secret", "reproducible"
"""The two ways a dealer seed is made (`Genesis.seed`)."""


class MatchOver(Exception):
    """Raised when a decision is offered to a match that has already ended."""


class StaleHead(LedgerError):
    """Raised when a decision was chosen at another head than the branch has now."""


@dataclass
class Step:
    """What one recorded step appended: the events with the digest after each."""

    first_seq: int
    events: list[tuple[Event, str]]


def new_seed(number: int | None, salt: str) -> bytes:
    """A dealer seed: from the OS's secure generator, or reproducible from `--seed N`."""
    return secrets.token_bytes(32) if number is None else dealer.seed_from_number(number, salt)


def seed_kind(number: int | None) -> str:
    """How a seed made by `new_seed(number, ...)` is marked in the genesis."""
    return SECRET if number is None else REPRODUCIBLE


@dataclass
class SeedBook:
    """The dealer's seeds as one recording step sees them, and the ones it makes.

    `kept` holds seeds known before the step (read from the ledger on demand); `made` the
    fresh ones to store in the step's own transaction; `live` the commitments another line
    in progress still draws from, whose seeds a reveal must withhold.
    """

    ledger: Ledger | None = None
    match_id: int = 0
    kept: dict[str, bytes] = field(default_factory=dict)
    made: list[tuple[str, bytes]] = field(default_factory=list)
    live: set[str] | None = None
    branch: str = "main"

    def seed(self, commitment: str) -> bytes | None:
        if commitment not in self.kept and self.ledger is not None:
            found = self.ledger.get_secret(self.match_id, commitment)
            if found is not None:
                self.kept[commitment] = found
        return self.kept.get(commitment)

    def fresh(self) -> Reseed:
        seed = secrets.token_bytes(32)
        reseed = Reseed(dealer=dealer.commitment(seed))
        self.kept[reseed.dealer] = seed
        self.made.append((reseed.dealer, seed))
        return reseed

    def withheld(self) -> set[str]:
        if self.live is None:
            self.live = (live_commitments(self.ledger, self.match_id, self.branch)
                         if self.ledger is not None else set())
        return self.live


def create_match(ledger: Ledger, game_id: str, players: list[str], decks: list[list[str]],
                 seed: bytes, options: dict | None = None, position: dict | None = None,
                 kind: str = SECRET, luck: Luck = DEALER) -> int:
    """Store a new match: genesis, the dealer's secret and the draws up to its first decision,
    in one transaction. `kind` marks how the seed was made (see `seed_kind`). With `luck`
    "table" there is no dealer (`seed` is ignored): the match rests at its first chance for
    the recorder to enter what the table showed."""
    game = get_game(game_id)
    for seat, name in enumerate(players):
        if not isinstance(name, str) or not _utf8(name):
            raise InvalidSetup(f"the name of seat {seat} is not text that UTF-8 can store "
                               f"({name!r:.40})")
    if luck not in (DEALER, TABLE):
        raise InvalidSetup(f"luck is {DEALER!r} or {TABLE!r}, not {luck!r}")
    for what, given in (("options", options), ("position", position)):
        why = jsontext.range_problem(given)  # a game would fail on it in Python, not refuse it
        if why:
            raise InvalidSetup(why.replace('$', what, 1))
    at_table = luck == TABLE
    if at_table and not game.table_luck:
        raise InvalidSetup(f"{game.id} cannot record a match played at a table yet (its engine "
                           "does not deal its decks lazily); record it with the dealer's luck")
    genesis = game.genesis(players, decks, "" if at_table else dealer.commitment(seed), options,
                           position)
    own_genesis(game, genesis)
    genesis = (msgspec.structs.replace(genesis, seed="", luck=TABLE) if at_table
               else msgspec.structs.replace(genesis, seed=kind))
    state = game.start(genesis)
    start_digest = game.digest(state)  # before the fold deals on (it may change `state`)
    fold = Fold(game, genesis, check=True, state=state)
    book = SeedBook(kept={} if at_table else {genesis.dealer: seed})
    batch = settle(fold, book)
    kept = [] if at_table else [(genesis.dealer, seed)]
    match_id = ledger.create_match(game.id, encode_event(genesis), start_digest,
                                   meta={"players": list(players)}, events=event_rows(batch),
                                   secrets=kept + book.made)
    leave_head(ledger, match_id, "main", len(batch), game, fold.state, batch, genesis.players)
    return match_id


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def decide(ledger: Ledger, match_id: int, event: Event, branch: str = "main",
           expect_head: int | None = None) -> Step:
    """Check and append one decision, then the dealer's draws up to the next decision; in a
    match with table luck, also a chance outcome the recorder entered (nothing is drawn).

    Raises IllegalEvent (nothing appended) when the rules forbid the decision, MatchOver when
    the match has ended, StaleHead when `expect_head` is given and is not the branch's head
    (the choice was made against another position), and ledger.Conflict when another writer
    moved the head meanwhile.
    """
    history = load_history(ledger, match_id, branch)
    check_head(history, expect_head)
    fold = history.fold_to_head(check=False)
    pending = history.game.chance_or_over(fold.state)  # the options are not needed here
    if isinstance(pending, Over):
        raise MatchOver(f"match {match_id} ({branch}) is over: {pending.reason}")
    fold.check = STORED  # every check; the fields' types are as_stored's, below
    if isinstance(event, Dealt) and not history.genesis.table_luck:
        raise IllegalEvent("ML-table", "the dealer draws this match's chance outcomes; only "
                           "a match with table luck has them entered")
    event = as_stored(history.game, event)
    with engine_at(history, history.head + 1, "checking the decision for"):
        fold.apply(event)  # raises IllegalEvent before anything is written
    book = SeedBook(ledger, match_id, branch=branch)
    with engine_at(history, lambda: fold.seq + 1, "dealing"):
        batch = [(event, history.game.digest(fold.state))] + settle(fold, book)
    first = history.head + 1
    ledger.append(match_id, branch, first, event_rows(batch), secrets=book.made)
    leave_head(ledger, match_id, branch, first + len(batch) - 1, history.game, fold.state, batch,
               history.genesis.players)
    return Step(first, batch)


def as_stored(game: Game, event: Event) -> Event:
    """The event as every reader of the ledger will read it back from its stored bytes: what
    a decision is checked, folded and recorded as. Refused (ML-event) when those bytes would
    not read back as an equal event.

    An event built in Python is not type-checked by msgspec as a decoded one is: a seat of
    True or 1.0 equals 1 and may pass a game's checks, yet it is stored as `true` or `1.0`,
    which no reader decodes, and the match could never be read again. A plain string where
    the event has a string enum ("ranged" for Ascendant's AttackKind.RANGED) is stored as the
    same bytes and reads back as the enum: folded as read back, the position recorded is the
    one every replay rebuilds."""
    try:
        stored = game.decode_event(encode_event(event))
    except (msgspec.ValidationError, msgspec.EncodeError, TypeError) as exc:
        raise IllegalEvent("ML-event", f"{tag_of(event)} would not read back from the "
                           f"ledger: {exc}") from None
    if stored != event:
        raise IllegalEvent("ML-event", f"{tag_of(event)} would not read back from the "
                           "ledger as itself (a field of another type than the event's)")
    return stored


def leave_head(ledger: Ledger, match_id: int, branch: str, seq: int, game: Game, state,
               batch: list[tuple[Event, str]], players: list[str]) -> None:
    """After a step: a snapshot of the new head (read-only commands start there) and the
    outcome when the step ended the match. Both are caches written after the step's own
    transaction: if the ledger refuses them (locked), the step stays recorded and a later
    command folds from an earlier snapshot instead."""
    try:
        if batch:
            snapshot_head(ledger, match_id, branch, seq, game, state, batch[-1][1])
        note_outcome(ledger, match_id, branch, game, state, seq, players)
    except LedgerError:
        pass


def check_head(history: MatchHistory, expect_head: int | None) -> None:
    """Raise StaleHead when a choice made at `expect_head` would land on another position."""
    if expect_head is not None and expect_head != history.head:
        raise StaleHead(f"match {history.match_id} ({history.branch}) is at head "
                        f"#{history.head}, not the #{expect_head} the choice was listed at: "
                        "nothing recorded; list the options again")


def settle(fold: Fold, book: SeedBook) -> list[tuple[Event, str]]:
    """Draw chance outcomes until a decision is pending; reveal the seeds at the end. Under
    table luck nothing is drawn: the recorder enters each outcome (see replays.luck)."""
    game: Game = fold.game
    out: list[tuple[Event, str]] = []
    if fold.genesis.table_luck:
        return out
    seed = _current_seed(fold, book, out)
    while True:
        p = game.chance_or_over(fold.state)
        if p is None:  # a seat must decide
            return out
        if isinstance(p, Over):
            if fold.revealed is None:
                reveal = SeedReveal(seeds=[_reveal(book, c) for c in fold.commitments])
                fold.apply(reveal)
                out.append((reveal, game.digest(fold.state)))
            return out
        assert isinstance(p, Chance)
        event = Dealt(kind=p.kind, outcome=dealer.draw(seed, fold.draws, p))
        fold.apply(event)
        out.append((event, game.digest(fold.state)))


def _reveal(book: SeedBook, commitment: str) -> str:
    """A seed as revealed: withheld ('') while another line in progress draws from it, or
    when this ledger never held it (a match imported in progress)."""
    if commitment in book.withheld():
        return ""
    seed = book.seed(commitment)
    return seed.hex() if seed is not None else ""


def _current_seed(fold: Fold, book: SeedBook, out: list) -> bytes:
    """The secret behind the latest commitment; fresh luck when it is unknown (an import)."""
    seed = book.seed(fold.commitments[-1])
    if seed is not None:
        return seed
    if isinstance(fold.game.chance_or_over(fold.state), Over):
        return b""
    reseed = book.fresh()
    fold.apply(reseed)
    out.append((reseed, fold.game.digest(fold.state)))
    return book.kept[reseed.dealer]


def event_rows(batch: list[tuple[Event, str]]) -> list[tuple[str, bytes, str]]:
    """Events with their digests as the ledger stores them: (kind, payload, digest)."""
    return [(tag_of(e), encode_event(e), d) for e, d in batch]


def legal_options(history: MatchHistory) -> Decision | Over | Chance:
    """The pending decision at a branch's head."""
    fold = history.fold_to_head(check=False)
    return history.game.pending(fold.state)


__all__ = ["create_match", "decide", "settle", "new_seed", "seed_kind", "MatchOver", "StaleHead",
           "Step", "SeedBook", "event_rows", "check_head", "IllegalEvent", "legal_options"]
