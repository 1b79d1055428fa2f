"""Verify: the hash chain, the match's identity, the recorded digests and the dealer's seeds.

The ledger checks that every stored byte chains (from an origin that binds the match's id
and genesis). Folding each branch with every check on then proves that each recorded digest
is the state its events fold to and that every chance outcome is the dealer's draw: checked
at the draw itself against any seed known for it (revealed on some branch, or kept by this
ledger). The `matches` row must say what the genesis says, a line that is over must have
revealed its seeds (unless a line still in progress draws from one), and no line may rest
at a chance draw (a recording step cut short).
"""

from __future__ import annotations

from typing import Callable

import msgspec

from engine import dealer
from engine.events import SeedReveal
from engine.fold import Fold, revealed_seeds
from engine.protocol import Chance, IllegalEvent, InvalidSetup, Over, UnknownRulesVersion
from engine.registry import UnknownGame
from ledger import Ledger, LedgerError

from replays.faults import EditedLedger, engine_at
from replays.history import CorruptEvent, GameNotInstalled, MatchHistory, load_history
from replays.secrecy import live_commitments


class Problem(msgspec.Struct):
    """The first thing wrong on one branch: where, and what."""

    match: int
    branch: str
    seq: int
    what: str


class MatchVerdict(msgspec.Struct):
    match: int
    branches: int
    events: int
    revealed: bool
    problems: list[Problem]
    notes: list[str] = []
    """What the verdict rests on, in words: an old chain scheme, a reproducible seed, seeds
    withheld while a line is in progress, draws not yet checkable."""
    chain: int = 2
    reproducible: bool = False
    unchecked: int = 0
    """Chance outcomes no known seed could check (a seed withheld, or never held here)."""
    luck: str = "dealer"
    """Who produced the chance outcomes: "dealer" (checked against its seeds) or "table"
    (entered by the recorder as the table showed them: no seed, nothing to re-derive)."""
    in_progress: bool = False
    """Some line of the match is not over yet (so its seeds are not revealed yet)."""
    draws: int = 0
    """Chance outcomes the dealer drew, counted on each line that folded (like `events`)."""


class _Branch(msgspec.Struct):
    """What folding one branch found."""

    problem: Problem | None
    events: int
    fold: Fold | None
    over: bool = False


def verify_match(ledger: Ledger, match_id: int) -> MatchVerdict:
    """Every check on every branch of one match."""
    problems = [Problem(p.match, p.branch, p.seq, p.what) for p in ledger.verify(match_id)]
    broken = {p.branch for p in problems}
    info = ledger.match(match_id)
    branches = ledger.branches(match_id)
    histories: dict[str, MatchHistory] = {}
    for b in branches:
        if b.name in broken:
            continue
        try:
            # the chain is checked above, branch by branch: an edit is a problem to report
            histories[b.name] = load_history(ledger, match_id, b.name, chained=False)
        except (CorruptEvent, LedgerError, UnknownGame, UnknownRulesVersion) as exc:
            # e.g. a descendant of a branch whose fork pointer names no branch, or a match
            # recorded under a rules version this build no longer offers
            # (a missing game's reason without "match N was": the line names the match)
            what = exc.reason if isinstance(exc, GameNotInstalled) else str(exc)
            problems.append(Problem(match_id, b.name, -1, what))
    main = histories.get("main")
    notes = _identity(info, main, problems) if main is not None else []
    known = _known_seeds(ledger, match_id, histories)
    folded = {name: _fold_branch(h, known) for name, h in histories.items()}
    events, unchecked, draws, in_progress = 0, 0, 0, False
    for name, found in folded.items():
        events += found.events
        if found.problem:
            problems.append(found.problem)
        elif found.fold is not None:
            unchecked += _unchecked(found.fold, known)
            draws += 0 if found.fold.genesis.table_luck else len(found.fold.book)
            in_progress = in_progress or not found.over
    problems += _unrevealed(ledger, match_id, histories, folded, known)
    revealed = bool(folded) and all(f.fold is not None and f.fold.revealed is not None
                                    for f in folded.values())
    if unchecked:
        notes.append(f"{unchecked} chance outcome(s) not yet checkable: their seed is still "
                     "secret (a line in progress draws from it)")
    reproducible = main is not None and main.genesis.seed == "reproducible"
    at_table = main is not None and main.genesis.table_luck
    if at_table:
        entered = sum(1 for h in histories.values() for s in h.stored[1:] if s.kind == "chance")
        notes.append(f"table luck: the {entered} chance outcome(s) were entered by the recorder "
                     "as the table showed them; there is no dealer seed, so they cannot be "
                     "re-derived (only their legality is checked)")
    return MatchVerdict(match_id, len(branches), events, revealed, problems, notes,
                        info.chain, reproducible, unchecked, "table" if at_table else "dealer",
                        in_progress, draws)


def _identity(info, main: MatchHistory, problems: list[Problem]) -> list[str]:
    """Check the `matches` row against the genesis; notes on the chain scheme and the seed."""
    g = main.genesis
    if info.game != g.game:
        problems.append(Problem(info.id, "main", 0, f"the matches row names game {info.game!r} "
                                f"but the genesis is a {g.game!r} match"))
    if not info.meta_readable:
        problems.append(Problem(info.id, "main", 0, "the matches row's meta (its players) is not "
                                "a JSON object"))
    players = info.meta.get("players") if isinstance(info.meta, dict) else None
    if players is not None and players != list(g.players):
        problems.append(Problem(info.id, "main", 0, f"the matches row names players {players!r} "
                                f"but the genesis names {list(g.players)!r}"))
    notes = []
    if info.chain == 1:
        notes.append("verified under the old chain scheme 1 (recorded before ledger schema 2): "
                     "the chain does not bind the match id, so a match moved to another id "
                     "would not be noticed")
    if g.seed == "reproducible":
        notes.append("the dealer's seed is reproducible, not secret (made from --seed N): "
                     "whoever knows or guesses N can predict every draw")
    return notes


def _known_seeds(ledger: Ledger, match_id: int, histories: dict[str, MatchHistory]
                 ) -> dict[str, bytes]:
    """Every seed this match's draws can be checked against: revealed on some branch, or
    kept by the ledger; each only if it matches its commitment."""
    known: dict[str, bytes] = {}
    for h in histories.values():
        commitments = [h.genesis.dealer]
        for s in h.stored[1:]:
            if s.kind == "luck":
                commitments.append(_dealer_of(h, s.seq))
            elif s.kind == "reveal":
                try:
                    reveal = h.event(s.seq)
                except CorruptEvent:
                    continue
                if isinstance(reveal, SeedReveal):
                    known.update(revealed_seeds(commitments, reveal.seeds))
        for c in commitments:
            seed = ledger.get_secret(match_id, c) if c and c not in known else None
            if seed is not None and dealer.commitment(seed) == c:
                known[c] = seed
    return known


def _dealer_of(h: MatchHistory, seq: int) -> str:
    try:
        return getattr(h.event(seq), "dealer", "")
    except CorruptEvent:
        return ""


def _fold_branch(history: MatchHistory, known: dict[str, bytes]) -> _Branch:
    game = history.game
    where = (history.match_id, history.branch)
    try:
        fold = history.fold_to(0, check=True)
    except InvalidSetup as exc:  # e.g. a tampered genesis names another card set
        return _Branch(Problem(*where, 0, f"the genesis cannot start: {exc}"), 0, None)
    fold.known = known
    if history.stored[0].digest and history.stored[0].digest != game.digest(fold.state):
        return _Branch(Problem(*where, 0, "the genesis digest differs from the start it "
                               f"describes{_build_hint(history)}"), 0, None)
    try:  # an engine's bug raises EngineFault (exit 3); an edited event it fails on, EditedLedger
        with engine_at(history, lambda: fold.seq + 1, "verifying"):
            problem = _fold_events(history, fold)
    except EditedLedger as exc:
        return _Branch(Problem(*where, fold.seq + 1, str(exc)), fold.seq + 1, None)
    if problem is not None:
        return _Branch(problem, problem.seq, None)
    pending = game.pending(fold.state)
    if isinstance(pending, Chance) and not history.genesis.table_luck:
        return _Branch(Problem(*where, history.head, "the line rests at a chance draw "
                               f"({pending.why or pending.kind}) that was never dealt: a "
                               "recording step was cut short"), history.head, None)
    # genesis counts, as in every command's event count (head + 1)
    return _Branch(None, history.head + 1, fold, isinstance(pending, Over))


def _fold_events(history: MatchHistory, fold: Fold) -> Problem | None:
    """Fold the branch's events into `fold` (at its genesis), checked: the first problem."""
    game, where = history.game, (history.match_id, history.branch)
    for seq in range(1, history.head + 1):
        try:
            fold.apply(history.event(seq))
        except IllegalEvent as err:
            seat = f" (seat {err.seat})" if err.seat is not None else ""
            return Problem(*where, seq, f"illegal event{seat}: {err.message} [{err.rule}]")
        except CorruptEvent as exc:
            return Problem(*where, seq, str(exc))
        recorded = history.stored[seq].digest
        if recorded and recorded != game.digest(fold.state):
            return Problem(*where, seq, "the recorded state digest differs from the replayed "
                           f"state{_build_hint(history)}")
    return None


def _unchecked(fold: Fold, known: dict[str, bytes]) -> int:
    if fold.genesis.table_luck:
        return 0  # no seed exists: nothing is waiting to be checked
    return sum(1 for rec in fold.book if fold.commitments[rec.commitment] not in known)


def _unrevealed(ledger: Ledger, match_id: int, histories: dict[str, MatchHistory],
                folded: dict[str, _Branch], known: dict[str, bytes]) -> list[Problem]:
    """A line that is over must reveal its seeds, except one a line in progress draws from."""
    out = []
    for name, found in folded.items():
        fold = found.fold
        if fold is None or not found.over or fold.genesis.table_luck:
            continue
        head = histories[name].head
        if fold.revealed is None:
            out.append(Problem(match_id, name, head, f"the match is over after event {head} "
                               "but the dealer's seeds were never revealed: its chance outcomes "
                               "cannot be checked [ML-reveal]"))
            continue
        missing = [c for c, s in zip(fold.commitments, fold.revealed) if not s and c not in known]
        live = live_commitments(ledger, match_id, name) if missing else set()
        if [c for c in missing if c not in live]:
            out.append(Problem(match_id, name, head, "the reveal withholds a seed that no line "
                               "in progress draws from, so its chance outcomes cannot be "
                               "checked [ML-reveal]"))
    return out


def verify_all(ledger: Ledger, on_match: Callable[[MatchVerdict], None] | None = None
               ) -> list[MatchVerdict]:
    out = []
    for info in ledger.matches():
        verdict = verify_match(ledger, info.id)
        out.append(verdict)
        if on_match:
            on_match(verdict)
    # Then SQLite's foreign-key check of the whole file, once: a row naming a match or branch
    # row that does not exist (a whole-match store writes with enforcement off).
    by_id = {v.match: v for v in out}
    reported = {(p.match, p.branch) for v in out for p in v.problems}
    for p in ledger.foreign_key_problems(reported):
        verdict = by_id.get(p.match)
        if verdict is None:  # rows of a match whose own row is missing
            verdict = by_id[p.match] = MatchVerdict(p.match, 0, 0, False, [])
            out.append(verdict)
        verdict.problems.append(Problem(p.match, p.branch, p.seq, p.what))
    return out


def seeds_words(verdicts: list[MatchVerdict]) -> str:
    """What the verdicts rest on for the luck, as `verify` words it after its count ("; seeds
    revealed and checked"): seeds revealed and checked, or not revealed yet (a line in
    progress) and what that means for its chance outcomes so far, or table luck."""
    many = len(verdicts) != 1
    dealt = [v for v in verdicts if v.luck != "table"]
    revealed = sum(v.revealed for v in dealt)
    waiting = [v for v in dealt if not v.revealed and v.in_progress]
    table = len(verdicts) - len(dealt)
    out = ""
    if revealed:
        out += "; seeds revealed and checked" + (f" in {revealed}" if many else "")
    if waiting:
        where = (f"not revealed yet in {len(waiting)} (a line in progress" if many or revealed
                 else "seeds not revealed yet (the match, or a branch of it, is in progress")
        out += (f"; {where}: the dealer reveals a seed when every line drawing from it is "
                f"over){_so_far(waiting)}")
    if table:
        out += "; table luck (outcomes entered, no seed)" + (f" in {table}" if many else "")
    return out


def _so_far(waiting: list[MatchVerdict]) -> str:
    """The chance outcomes drawn so far by lines whose seeds are not revealed yet."""
    draws = sum(v.draws for v in waiting)
    later = sum(v.unchecked for v in waiting)
    if not draws:
        return ": no chance outcome drawn yet"
    parts = []
    if draws - later:
        parts.append(f"{draws - later} chance outcome(s) so far checked against the seeds this "
                     "ledger keeps")
    if later:
        parts.append(f"{later} checked only at the reveal (their seed's commitment, recorded "
                     "before the first draw, fixes them: a changed one fails then)")
    return ": " + ", ".join(parts)


def _build_hint(history) -> str:
    """Where a digest differs but every hash holds, the bytes were not changed: the likeliest
    cause is a different build of the engine under the same rules version."""
    return (f" (the events are intact; was this match recorded by another build of "
            f"{history.game.id} {history.game.rules_version}?)")
