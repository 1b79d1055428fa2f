"""A branch's history read from the ledger and decoded through its game: the base of replays.

`MatchHistory` rebuilds the state at any event: from the nearest snapshot when there is one
(a cache keyed by the engine's rules version), else from genesis, folding forward.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from engine.events import Event, Genesis, Reseed, SeedReveal
from engine.fold import Fold
from engine.protocol import Game
from engine.registry import UnknownGame, game_ids, get_game
from ledger import Ledger, StoredEvent, UnknownBranch
from ledger.chain import chain_origin, event_hash
from replays.faults import EditedLedger, engine_at

SNAPSHOT_EVERY = 32
"""Store a snapshot each time a fold passes this many events since the last one: a recorded
decision then refolds at most this many events (a match runs to a few hundred)."""


class NoSuchEvent(LookupError):
    """Raised when an event number is outside a branch."""


class CorruptEvent(Exception):
    """Raised when a stored event cannot be decoded by its game (an unknown type, bad JSON)."""


@dataclass
class MatchHistory:
    """The stored events of one branch of one match, decoded lazily."""

    ledger: Ledger
    match_id: int
    branch: str
    game: Game
    genesis: Genesis
    stored: list[StoredEvent]
    _decoded: dict[int, Event] = field(default_factory=dict)

    @property
    def seats(self) -> int:
        """The number of seats of this match: one per player named in its genesis."""
        return len(self.genesis.players)

    @property
    def head(self) -> int:
        return len(self.stored) - 1

    def event(self, seq: int) -> Event:
        """The decoded event at `seq` (0 is genesis)."""
        if seq not in self._decoded:
            self._decoded[seq] = decode_stored(self.game, self.match_id, self.stored[seq])
        return self._decoded[seq]

    def events(self, start: int = 0, stop: int | None = None) -> list[Event]:
        stop = self.head if stop is None else stop
        return [self.event(s) for s in range(start, stop + 1)]

    def fold_to(self, seq: int, check: bool = False, use_snapshots: bool = True) -> Fold:
        """The fold after event `seq`: from a snapshot if one is stored, else from genesis."""
        seq = self.clamp(seq)
        start = 1
        state, snap_seq = (self._trusted_snapshot(seq) if use_snapshots and not check
                           else (None, 0))
        # from a snapshot the fold never builds the starting state (a Reaper start checks
        # both decks: most of the cost of folding a few events on from a snapshot); an engine
        # names a card it does not know with KeyError (a genesis from another card set)
        with engine_at(self, 0, "starting from", also=(KeyError,)):
            fold = Fold(self.game, self.genesis, check=check, state=state)
        if state is not None:
            self.game.check_card_sets(self.genesis)  # what the skipped start would have refused
            self._restore_book(fold, snap_seq)
            start = snap_seq + 1
        # in stretches of SNAPSHOT_EVERY events, a snapshot stored after each whole one
        saving = use_snapshots and not self.ledger.readonly
        stretch = SNAPSHOT_EVERY if saving else seq + 1
        for lo in range(start, seq + 1, stretch):
            hi = min(lo + stretch - 1, seq)
            events = self.events(lo, hi)  # decoded first: a payload that does not decode is CorruptEvent
            with engine_at(self, lambda: fold.seq + 1, "folding"):
                fold.apply_all(events)
            if saving and hi - lo + 1 == stretch:
                self._save_snapshot(fold, hi)
        return fold

    def fold_to_head(self, check: bool = False) -> Fold:
        return self.fold_to(self.head, check=check)

    def _trusted_snapshot(self, seq: int) -> tuple[Any, int]:
        """The nearest snapshot at or before `seq`, if it still is what the log says.

        Snapshots are a cache keyed by rules version; an engine may change its state's shape
        within one version, so a snapshot counts only when it decodes and its digest is the
        digest recorded with its event. Anything else is ignored and the fold starts earlier.
        """
        snap = self.ledger.nearest_snapshot(self.match_id, self.branch, seq,
                                            self.game.rules_version)
        if snap is None:
            return None, 0
        snap_seq, data, digest = snap
        recorded = self.stored[snap_seq].digest if snap_seq <= self.head else None
        if recorded is None or digest != recorded:
            return None, 0
        try:
            state = self.game.decode_state(data)
        except (msgspec.ValidationError, msgspec.DecodeError):
            return None, 0
        if self.game.digest(state) != recorded:
            return None, 0
        return state, snap_seq

    def resolve(self, seq: int) -> int:
        """The event `seq` names: 0..head, or counting back from the head with -1..-(head + 1);
        anything else raises NoSuchEvent (for what a user typed, where clamping would hide
        a mistake)."""
        n = self.head + 1 + seq if seq < 0 else seq
        if not 0 <= n <= self.head:
            raise NoSuchEvent(f"match {self.match_id}, branch {self.branch} has events "
                              f"0..{self.head} (or -1..-{self.head + 1} counting back from the "
                              f"head), not {seq}")
        return n

    def clamp(self, seq: int) -> int:
        """`seq` within the branch: negative counts back from the head, beyond it is the head."""
        if seq < 0:
            seq = self.head + 1 + seq
        return max(0, min(seq, self.head))

    def _restore_book(self, fold: Fold, upto: int) -> None:
        """Recount the dealer's draws and commitments up to a snapshot from the stored kinds,
        and whether the seeds are revealed (a finished match's head snapshot is its reveal)."""
        for s in range(1, upto + 1):
            kind = self.stored[s].kind
            if kind == "chance":
                fold.draws += 1
            elif kind == "luck":
                reseed = self.event(s)
                assert isinstance(reseed, Reseed)
                fold.commitments.append(reseed.dealer)
                fold.draws = 0
            elif kind == "reveal":  # decoded, not kept: a fold from the head applies nothing
                reveal = decode_stored(self.game, self.match_id, self.stored[s])
                assert isinstance(reveal, SeedReveal)
                fold.revealed = list(reveal.seeds)
        fold.seq = upto

    def _save_snapshot(self, fold: Fold, seq: int) -> None:
        state = fold.state
        self.ledger.put_snapshot(self.match_id, self.branch, seq, self.game.rules_version,
                                 self.game.encode_state(state), self.game.digest(state))


def snapshot_head(ledger: Ledger, match_id: int, branch: str, seq: int, game: Game, state: Any,
                  digest: str) -> None:
    """Leave a snapshot of the state after event `seq` (a recorder's head), so that read-only
    commands start there instead of refolding the match."""
    ledger.put_snapshot(match_id, branch, seq, game.rules_version, game.encode_state(state), digest)


def decode_stored(game: Game, match_id: int, stored: StoredEvent) -> Event:
    try:
        return game.decode_event(stored.payload)
    except (msgspec.ValidationError, msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise CorruptEvent(f"match {match_id}, branch {stored.branch}, event {stored.seq}: "
                           f"cannot decode a {stored.kind!r} event: {exc}") from None


def load_history(ledger: Ledger, match_id: int, branch: str = "main",
                 upto: int | None = None, chained: bool = True) -> MatchHistory:
    """Read a branch of a match from the ledger (raises the ledger's UnknownMatch/UnknownBranch).

    The engine is the one its genesis names: the `matches` row is outside the hash chain,
    so it is only checked against the genesis (by verify), never trusted to pick the rules.
    `chained`: first check that the events read are the ones recorded (`check_chain`), so that
    no command shows, exports or records on a position built on an edited event (a head
    snapshot would skip the edit without a word); `verify` and `audit`, which report an edit
    themselves, read without it.
    """
    info = ledger.match(match_id)  # UnknownMatch before anything else
    try:
        stored = list(ledger.events(match_id, branch, upto=upto))
    except UnknownBranch as exc:
        raise _named_branches(ledger, exc) from None
    if not stored:
        raise CorruptEvent(f"match {match_id}: event 0 (genesis) is missing")
    if chained:
        check_chain(match_id, branch, info.chain, stored)
    game = _game_of(match_id, genesis_game(match_id, stored[0]))
    genesis = decode_stored(game, match_id, stored[0])
    if not isinstance(genesis, Genesis):
        raise CorruptEvent(f"match {match_id}: event 0 is not a genesis event")
    # The genesis names the rules the match was recorded under: fold by those, or say which
    # version this build lacks (UnknownRulesVersion), never silently by today's rules.
    game = game.for_rules(genesis.rules_version)
    return MatchHistory(ledger, match_id, branch, game, genesis, stored)


def _named_branches(ledger: Ledger, exc: UnknownBranch) -> UnknownBranch:
    """The ledger's "no branch" error with the match's branches, the one meant first when the
    name is a near miss ("mian": did you mean 'main'?), as a mistyped command or card is told."""
    from difflib import get_close_matches

    # An edited row may hold a name that is not text (a blob): it is listed as stored, so
    # `verify` can still report the edit rather than fail while wording this hint.
    names = [b.name if isinstance(b.name, str) else repr(b.name) for b in ledger.branches(exc.match)]
    near = get_close_matches(exc.branch, names, n=1)
    hint = f"; did you mean {near[0]!r}?" if near else ""
    listed = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    return UnknownBranch(f"{exc}{hint} (its branches: {listed})", exc.match, exc.branch)


def check_chain(match_id: int, branch: str, scheme: int, stored: list[StoredEvent]) -> None:
    """Raise EditedLedger where `chain_break` finds the branch's events edited."""
    broken = chain_break(match_id, branch, scheme, stored)
    if broken is not None:
        raise EditedLedger(broken)


def chain_break(match_id: int, branch: str, scheme: int, stored: list[StoredEvent]) -> str | None:
    """Why the first of a branch's events (as read, genesis first) whose stored hash is not the
    hash of its stored bytes after the one before it cannot be trusted; None when every one
    chains. The check `verify` makes, along this branch only (a few microseconds an event)."""
    if scheme not in (1, 2):
        return (f"match {match_id}: its chain scheme {scheme!r} is unknown, and the ledger does "
                f"not verify (the file was edited; `matchlog verify {match_id}`)")
    try:
        prev = chain_origin(scheme, match_id, stored[0].payload)
    except UnicodeDecodeError:
        prev = ""
    for e in stored:
        try:
            actual = event_hash(prev, e.branch, e.seq, e.kind, e.payload, e.digest)
        except (UnicodeDecodeError, TypeError, AttributeError):
            actual, what = "", "its stored fields cannot be hashed"
        else:
            what = f"hash mismatch: stored {str(e.hash)[:12]}..., recomputed {actual[:12]}..."
        if actual != e.hash:
            return (f"match {match_id}, branch {branch}, event {e.seq} cannot be trusted, and "
                    f"the ledger does not verify: branch {e.branch}, event {e.seq}: {what} (the "
                    f"file was edited; `matchlog verify {match_id}`)")
        prev = e.hash
    return None


class GameNotInstalled(UnknownGame):
    """A stored match's game is not installed here (a plugin removed), or cannot load;
    `reason` says so without naming the match (for a line that names it already)."""

    def __init__(self, match_id: int, reason: str):
        super().__init__(f"match {match_id} was {reason}")
        self.reason = reason


def _game_of(match_id: int, game_id: str) -> Game:
    """The engine of a stored match's game; if it is missing, say which match needs which game
    and what to install (the registry's own message names neither the match nor a remedy)."""
    try:
        return get_game(game_id)
    except UnknownGame as exc:
        if game_id in game_ids():  # installed, but its entry point fails to load
            raise GameNotInstalled(match_id, f"recorded with game {game_id!r}: {exc}; reinstall "
                                   "or fix that package") from None
        installed = ", ".join(game_ids()) or "none"
        raise GameNotInstalled(match_id, (
            f"recorded with game {game_id!r}, which is not installed here (installed: "
            f"{installed}): install the package that provides {game_id!r} (a plugin declaring "
            "it in the `matchlog.games` entry points, e.g. `pip install <its package>`), then "
            "run this again; `matchlog games` lists what is installed")) from None


class _GameOnly(msgspec.Struct):
    game: str


def genesis_game(match_id: int, stored: StoredEvent) -> str:
    """The game id a stored genesis names, read before any engine is chosen."""
    try:
        return msgspec.json.decode(stored.payload, type=_GameOnly).game
    except (msgspec.ValidationError, msgspec.DecodeError, UnicodeDecodeError) as exc:
        raise CorruptEvent(f"match {match_id}, branch {stored.branch}, event {stored.seq}: "
                           f"the genesis names no game: {exc}") from None


def state_at(history: MatchHistory, seq: int) -> Any:
    return history.fold_to(seq).state
