"""Recording: create a match, append decisions, let the dealer draw every chance outcome.

A recording always rests at a Decision or at the end: after a decision is accepted, the
dealer draws every chance outcome that follows, and once the match is over the seeds are
revealed. The whole step is one batch, so it is appended wholly or not at all.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from engine import dealer
from engine.events import Dealt, Event, Reseed, SeedReveal, tag_of
from engine.fold import Fold
from engine.protocol import Chance, Decision, Game, IllegalEvent, Over, encode_event
from engine.registry import get_game
from ledger import Ledger

from replays.history import MatchHistory, load_history, snapshot_head
from replays.outcome import note_outcome


class MatchOver(Exception):
    """Raised when a decision is offered to a match that has already ended."""


@dataclass
class Step:
    """What one recorded step appended: the events with the digest after each."""

    first_seq: int
    events: list[tuple[Event, str]]


def new_seed(number: int | None, salt: str) -> bytes:
    """A dealer seed: reproducible from `--seed N`, else fresh from the operating system."""
    return os.urandom(32) if number is None else dealer.seed_from_number(number, salt)


def create_match(ledger: Ledger, game_id: str, players: list[str], decks: list[list[str]],
                 seed: bytes, options: dict | None = None, position: dict | None = None) -> int:
    """Store a new match's genesis and the chance outcomes up to its first decision."""
    game = get_game(game_id)
    genesis = game.genesis(players, decks, dealer.commitment(seed), options, position)
    state = game.start(genesis)
    match_id = ledger.create_match(game.id, encode_event(genesis), game.digest(state),
                                   meta={"players": list(players)})
    ledger.set_secret(match_id, genesis.dealer, seed)
    fold = Fold(game, genesis, check=True, state=state)
    batch = settle(ledger, match_id, fold)
    _append(ledger, match_id, "main", 1, batch)
    if batch:
        snapshot_head(ledger, match_id, "main", len(batch), game, fold.state, batch[-1][1])
    note_outcome(ledger, match_id, "main", game, fold.state, len(batch), genesis.players)
    return match_id


def decide(ledger: Ledger, match_id: int, event: Event, branch: str = "main") -> Step:
    """Check and append one decision, then the dealer's draws up to the next decision.

    Raises IllegalEvent (nothing appended) when the rules forbid the decision, MatchOver when
    the match has ended, and ledger.Conflict when another writer moved the head meanwhile.
    """
    history = load_history(ledger, match_id, branch)
    fold = history.fold_to_head(check=False)
    pending = history.game.pending(fold.state)
    if isinstance(pending, Over):
        raise MatchOver(f"match {match_id} ({branch}) is over: {pending.reason}")
    fold.check = True
    fold.apply(event)  # raises IllegalEvent before anything is written
    batch = [(event, history.game.digest(fold.state))] + settle(ledger, match_id, fold)
    first = history.head + 1
    _append(ledger, match_id, branch, first, batch)
    last = first + len(batch) - 1
    snapshot_head(ledger, match_id, branch, last, history.game, fold.state, batch[-1][1])
    note_outcome(ledger, match_id, branch, history.game, fold.state, last, history.genesis.players)
    return Step(first, batch)


def settle(ledger: Ledger, match_id: int, fold: Fold) -> list[tuple[Event, str]]:
    """Draw chance outcomes until a decision is pending; reveal the seeds at the end."""
    game: Game = fold.game
    out: list[tuple[Event, str]] = []
    seed = _current_seed(ledger, match_id, fold, out)
    while True:
        p = game.pending(fold.state)
        if isinstance(p, Decision):
            return out
        if isinstance(p, Over):
            if fold.revealed is None:
                seeds = [ledger.get_secret(match_id, c) for c in fold.commitments]
                if all(s is not None for s in seeds):
                    reveal = SeedReveal(seeds=[s.hex() for s in seeds])
                    fold.apply(reveal)
                    out.append((reveal, game.digest(fold.state)))
            return out
        assert isinstance(p, Chance)
        event = Dealt(kind=p.kind, outcome=dealer.draw(seed, fold.draws, p))
        fold.apply(event)
        out.append((event, game.digest(fold.state)))


def _current_seed(ledger: Ledger, match_id: int, fold: Fold, out: list) -> bytes:
    """The secret behind the latest commitment; fresh luck when it is unknown (an import)."""
    seed = ledger.get_secret(match_id, fold.commitments[-1])
    if seed is not None:
        return seed
    if isinstance(fold.game.pending(fold.state), Over):
        return b""
    seed = os.urandom(32)
    reseed = Reseed(dealer=dealer.commitment(seed))
    ledger.set_secret(match_id, reseed.dealer, seed)
    fold.apply(reseed)
    out.append((reseed, fold.game.digest(fold.state)))
    return seed


def _append(ledger: Ledger, match_id: int, branch: str, first_seq: int,
            batch: list[tuple[Event, str]]) -> int:
    rows = [(tag_of(e), encode_event(e), d) for e, d in batch]
    return ledger.append(match_id, branch, first_seq, rows)


def legal_options(history: MatchHistory) -> Decision | Over | Chance:
    """The pending decision at a branch's head."""
    fold = history.fold_to_head(check=False)
    return history.game.pending(fold.state)


__all__ = ["create_match", "decide", "settle", "new_seed", "MatchOver", "Step", "IllegalEvent",
           "legal_options"]
