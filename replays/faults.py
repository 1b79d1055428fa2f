"""Telling a bug in a game's engine from a user's bad input.

An engine refuses what it is given with its own exceptions: `IllegalEvent` for an event the
rules forbid, `InvalidSetup` for a genesis it cannot start, `PositionUnavailable`, an unknown
rules version. Anything else it raises while folding a stored match's events or listing the
options at a point (an IndexError, a KeyError, an AttributeError) is a bug in that engine: the
events were legal when they were recorded, and a position's options are the engine's to list.
`engine_at` (`engine_in` for a transcript, `audit_guarded` for an audit) turns such an
exception into `EngineFault`, naming the game, its rules version, the match, the branch and
the event, so the CLI can say it is a bug (exit 3) rather than pass it off as bad input
(exit 2). An exception raised outside the engine's code (matchlog's own) is left as it is. The one exception: a ledger edited by hand can hold an event that
decodes but makes no sense to the engine; that is a damaged ledger, said as such.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator

from engine.protocol import IllegalEvent, InvalidSetup, PositionUnavailable, UnknownRulesVersion
from engine.registry import plugin_of

if TYPE_CHECKING:
    from engine.protocol import Game
    from replays.history import MatchHistory

REFUSALS = (IllegalEvent, InvalidSetup, PositionUnavailable, UnknownRulesVersion)
"""What an engine raises on purpose: a verdict on its input, never a bug."""


class EngineFault(Exception):
    """A game's engine failed on an event in a way no input explains (a bug)."""

    def __init__(self, game: "Game", where: str, seq: int | None, doing: str,
                 cause: BaseException):
        self.game = game.id
        self.rules_version = game.rules_version
        self.where = where
        self.seq = seq
        self.doing = doing
        self.cause = cause
        self.plugin = plugin_of(game)
        at = f" event {seq} of" if seq is not None else ""
        super().__init__(f"{whose_bug(game, self.plugin)} failed {doing}{at} {where}: "
                         f"{type(cause).__name__}: {cause}")
        self._game = game

    def report_to(self) -> str:
        """Whom to tell, and how to get the traceback they need (a plugin's bug is its own)."""
        return report_to(self.plugin)

    def within(self, outer: str) -> "EngineFault":
        """The same fault with its place named more fully (`match 3, ` before `branch main`)."""
        return EngineFault(self._game, f"{outer}{self.where}", self.seq, self.doing, self.cause)


def whose_bug(game: "Game", plugin: str | None) -> str:
    """The start of a bug's line: matchlog's, or the plugin's named by `plugin_of`."""
    if plugin is None:
        return f"bug in matchlog: the {game.id} engine ({game.rules_version})"
    return (f"bug in the {game.id} engine ({game.rules_version}), a plugin ({plugin}), not in "
            "matchlog: it")


def report_to(plugin: str | None) -> str:
    """Where to report a bug, with the traceback (for `plugin_of`'s words, or matchlog's own)."""
    whom = "matchlog's maintainers" if plugin is None else "that plugin's maintainers, not matchlog's,"
    return f"please report it to {whom} with the traceback (run the command again with MATCHLOG_DEBUG=1)"


class EditedLedger(Exception):
    """An engine failed on an event that the ledger's hash chain shows was edited."""


def own_genesis(game: "Game", genesis) -> None:
    """Raise EngineFault (a bug in the game, exit 3) unless the genesis the game just made
    names the game's own id and one of its rules versions: a match recorded under another id
    is one that no command can read back ("recorded with game ..., which is not installed")."""
    version = genesis.rules_version
    offered = version == game.rules_version or version in game.rules_versions()
    if genesis.game == game.id and offered:
        return
    wrong = (f"game {genesis.game!r}, not its id {game.id!r}" if genesis.game != game.id else
             f"rules version {genesis.rules_version!r}, which it does not offer")
    raise EngineFault(game, "for a new match", None, "making a genesis",
                      ValueError(f"the genesis names {wrong}"))


@contextmanager
def engine_in(game: "Game", where: str, seq: int | Callable[[], int | None] | None, doing: str,
              also: tuple[type[BaseException], ...] = (), history: "MatchHistory | None" = None,
              ) -> Iterator[None]:
    """Run engine work of `game` on `where` (a match's branch, a transcript) at event `seq`:
    a number, or a function finding it once the work has failed (a fold knows where it
    stopped only then; an audit is run again on fewer events). A failure raised in the
    engine that is not one of its refusals (or of `also`) becomes EngineFault; for a stored
    `history` whose hash chain is broken before that event, EditedLedger."""
    try:
        yield
    except (*REFUSALS, *also, EngineFault, EditedLedger):
        raise
    except Exception as err:
        if not _raised_in_engine(err, game):
            raise  # matchlog's own code, or a refusal replays/ makes: not the engine's doing
        at = seq() if callable(seq) else seq
        edited = _edited(history, at) if history is not None else ""
        if edited:
            raise EditedLedger(edited) from err
        raise EngineFault(game, where, at, doing, err) from err


def engine_at(history: "MatchHistory", seq: int | Callable[[], int], doing: str,
              also: tuple[type[BaseException], ...] = ()):
    """`engine_in` for a stored branch (named by its match and branch)."""
    return engine_in(history.game, f"match {history.match_id}, branch {history.branch}", seq,
                     doing, also, history)


def first_failing(n: int, attempt: Callable[[int], object]) -> int | None:
    """The least k in 1..n for which `attempt(k)` (work on the first k events) raises
    something other than a refusal, by bisection; None if `attempt(n)` does not."""
    def fails(k: int) -> bool:
        try:
            attempt(k)
        except REFUSALS:
            return False
        except Exception:
            return True
        return False

    if n < 1 or not fails(n):
        return None
    lo, hi = 1, n
    while lo < hi:
        mid = (lo + hi) // 2
        if fails(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def _raised_in_engine(err: BaseException, game: "Game") -> bool:
    """Whether the innermost Python frame of `err` is in an engine: matchlog's engine package or
    the package of the game's class (a plugin's)."""
    tb = err.__traceback__
    if tb is None:
        return False
    while tb.tb_next is not None:
        tb = tb.tb_next
    module = tb.tb_frame.f_globals.get("__name__", "")
    own = type(game).__module__.partition(".")[0]
    return module.startswith("engine.") or module.partition(".")[0] == own


def _edited(history: "MatchHistory", seq: int | None) -> str:
    """Why the match's stored events up to `seq` cannot be trusted ('' when they can)."""
    try:
        problems = history.ledger.verify(history.match_id)
    except Exception:  # the check is a courtesy: the fault is reported either way
        return ""
    for p in problems:
        if seq is None or p.seq <= seq:
            at = f"event {seq} cannot be folded" if seq is not None else "cannot be folded"
            return (f"match {history.match_id}, branch {history.branch}, {at}, and the ledger "
                    f"does not verify: branch {p.branch}, event {p.seq}: {p.what} (the file was "
                    f"edited; `matchlog verify {history.match_id}`)")
    return ""


def audit_guarded(game: "Game", genesis, events: list, digests: list | None, where: str,
                  history: "MatchHistory | None" = None):
    """`replays.audit.audit`, with an engine's failure named as EngineFault at its event
    (found by auditing fewer events) rather than passed off as the input's fault."""
    from replays.audit import audit

    events = list(events)
    locate = lambda: first_failing(len(events), lambda k: audit(game, genesis, events[:k]))  # noqa: E731
    with engine_in(game, where, locate, "auditing", history=history):
        return audit(game, genesis, events, digests)
