"""Rerun: a recorded line replayed under another rules version or other rules options.

A judge asks "under the printed card, was that legal?". `rerun` folds the recorded decisions
and draws twice, side by side: as recorded (trusted, under the match's own version) and under
the other rules (every event checked). It reports each event whose legality changes (with the
rule that now refuses it), each event where the two positions part or meet again (with the
zones that differ), and both outcomes. An event the other rules refuse ends the rerun: the
decisions after it were made in a game the other rules never reach.
"""

from __future__ import annotations

from typing import Any

import msgspec

from engine.events import Genesis, Reseed, SeedReveal
from engine.fold import Fold
from engine.protocol import Game, IllegalEvent, Over
from engine.views import View

from replays.diff import ZoneChange, zone_changes
from replays.faults import engine_in
from replays.history import MatchHistory
from replays.legal import Option, options, rule_text
from replays.outcome import outcome_text
from replays.timeline import describe


class StatChange(msgspec.Struct):
    """A seat's counter (score, Æmber, keys...) that differs between the two positions."""

    seat: int
    stat: str
    recorded: int | str | None
    rerun: int | str | None


class Part(msgspec.Struct):
    """An event where the rerun and the record differ: `kind` says how.

    "illegal": the other rules refuse the recorded event (`rule`, `message`);
    "parts": the positions after it differ where they did not (or differ otherwise);
    "meets": the positions after it are the same again.
    """

    seq: int
    event: str
    kind: str
    rule: str = ""
    message: str = ""
    zones: list[ZoneChange] = []
    stats: list[StatChange] = []
    rule_text: str = ""
    """For "illegal": the refusing rule in the rules document's words."""
    alternatives: list[Option] = []
    """For "illegal": what the other rules allowed there instead."""


class RerunReport(msgspec.Struct):
    """What changes when a recorded line is replayed under other rules."""

    match: int
    branch: str
    recorded: str
    rerun: str
    events: int
    """Events of the recorded line, the genesis counted (events 0..head), as every command counts."""
    parts: list[Part]
    outcome_recorded: str
    outcome_rerun: str
    stopped_at: int | None = None
    """The event the other rules refused; nothing after it was replayed."""

    @property
    def same(self) -> bool:
        return not self.parts and self.outcome_recorded == self.outcome_rerun


def rules_label(version: str, options: dict[str, Any]) -> str:
    """A rules version with its options, as people read it: `AR-1.1 (max_turns=30)`."""
    if not options:
        return version
    return f"{version} ({', '.join(f'{k}={v}' for k, v in sorted(options.items()))})"


def rerun_genesis(genesis: Genesis, engine: Game, options: dict[str, Any]) -> Genesis:
    """The recorded genesis with the other engine's rules version and the options changed."""
    merged = {**genesis.options, **options}
    return msgspec.structs.replace(genesis, rules_version=engine.rules_version, options=merged)


def rerun(history: MatchHistory, engine: Game, options: dict[str, Any] | None = None) -> RerunReport:
    """Replay `history`'s events under `engine` with `options`, and report every difference."""
    genesis = rerun_genesis(history.genesis, engine, options or {})
    parts: list[Part] = []
    stopped = None
    last: tuple = ((), ())
    folds: list[Fold] = []  # the recorded fold, once started: where a failure is named
    # the two folds move together: the event either fails on is the one after the record's
    # (the genesis, 0, when a start fails); an edited ledger is told as such (history=)
    with engine_in(engine, f"match {history.match_id}, branch {history.branch}",
                   lambda: folds[0].seq + 1 if folds else 0, "rerunning", history=history):
        recorded = Fold(history.game, history.genesis, check=False)
        folds.append(recorded)
        other = Fold(engine, genesis, check=True)
        for seq in range(1, history.head + 1):
            event = history.event(seq)
            if isinstance(event, SeedReveal):
                # The reveal checks the recorded draws, which the record already did; under other
                # rules the game may not be over, which the outcomes below say in words.
                continue
            told = describe(history.game, recorded.state, event)
            recorded.apply(event)
            try:
                other.apply(event)
            except IllegalEvent as err:
                parts.append(Part(seq, told, "illegal", err.rule, err.message,
                                  rule_text=rule_text(engine, err.rule),
                                  alternatives=_instead(history, engine, genesis, seq)))
                stopped = seq
                break
            if isinstance(event, Reseed):
                continue
            now = _differences(history.game.view(recorded.state, None), engine.view(other.state, None))
            if now != last:
                zones, stats = now
                parts.append(Part(seq, told, "parts" if zones or stats else "meets",
                                  zones=list(zones), stats=list(stats)))
                last = now
        for seq in range(recorded.seq + 1, history.head + 1):
            # After a refusal the record still has an outcome of its own: fold it to the end.
            if not isinstance(history.event(seq), SeedReveal):
                recorded.apply(history.event(seq))
    return RerunReport(
        history.match_id, history.branch,
        rules_label(history.genesis.rules_version, history.genesis.options),
        rules_label(engine.rules_version, genesis.options),
        history.head + 1, parts, outcome(history.game, recorded.state, genesis.players),
        outcome(engine, other.state, genesis.players), stopped)


def _instead(history: MatchHistory, engine: Game, genesis: Genesis, seq: int) -> list[Option]:
    """The options the other rules give just before event `seq` (folded again, unchecked: a
    refused event may have left the checked fold's state half changed)."""
    fold = Fold(engine, genesis, check=False)
    for n in range(1, seq):
        if not isinstance(history.event(n), SeedReveal):
            fold.apply(history.event(n))
    return options(engine, fold.state)


def _differences(a: View, b: View) -> tuple[tuple[ZoneChange, ...], tuple[StatChange, ...]]:
    zones = tuple(zone_changes(a, b))
    stats = []
    for sa, sb in zip(a.seats, b.seats):
        for key in sorted(set(sa.stats) | set(sb.stats)):
            left, right = sa.stats.get(key), sb.stats.get(key)
            if left != right:
                stats.append(StatChange(sa.seat, key, left, right))
    return zones, tuple(stats)


def outcome(game: Game, state: Any, players: list[str]) -> str:
    """How the line ended, in the words every command uses, or that it goes on."""
    pending = game.pending(state)
    return outcome_text(pending, players) if isinstance(pending, Over) else "not over"
