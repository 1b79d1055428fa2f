"""Rerun: a recorded match replayed under another rules version of the toy game Pig.

The variant "PIG-1-double" banks twice the turn total on a hold. Replaying a recorded line
under it must report where the positions part (the first hold that banks something), and
refuse the first decision taken after the variant's match is already over.
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from engine import dealer
from engine.protocol import Game, Over, UnknownRulesVersion
from engine import registry
from engine.registry import get_game, register
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.record import create_match, decide
from replays.rerun import rerun, rerun_genesis
from replays.verify import verify_match
from tests.toygame import Hold, Pig, PigState


class VersionedPig(Pig):
    """Pig under its first rules version, which also knows the doubling variant."""

    id: ClassVar[str] = "pig-versions"

    def rules_versions(self) -> dict[str, str]:
        return {"PIG-1": "as first written", "PIG-1-double": "a hold banks twice the total"}

    def for_rules(self, version: str) -> Game:
        return DoublingPig() if version == "PIG-1-double" else super().for_rules(version)


class DoublingPig(VersionedPig):
    rules_version: ClassVar[str] = "PIG-1-double"

    def for_rules(self, version: str) -> Game:
        return VersionedPig() if version == "PIG-1" else Game.for_rules(self, version)

    def apply(self, s: PigState, event, check=True):
        if isinstance(event, Hold):
            if check:
                self._check(s, event)
            s.scores[s.active] += 2 * s.total
            self._next(s)
            return s
        return super().apply(s, event, check)


register(VersionedPig())


def _played(ledger: Ledger) -> int:
    """A finished match of VersionedPig: each seat rolls until its total is 4 or more, then holds."""
    m = create_match(ledger, "pig-versions", ["Ada", "Bo"], [[], []], dealer.seed_from_number(3, "pig"))
    while True:
        h = load_history(ledger, m)
        state = h.fold_to_head().state
        p = h.game.pending(state)
        if isinstance(p, Over):
            return m
        decide(ledger, m, p.options[0 if state.total < 4 else 1])


def test_the_same_rules_change_nothing(ledger):
    m = _played(ledger)
    h = load_history(ledger, m)
    report = rerun(h, h.game)
    assert report.parts == [] and report.same
    assert report.outcome_recorded == report.outcome_rerun != "not over"


def test_another_version_reports_where_positions_part_and_the_refused_decision(ledger):
    m = _played(ledger)
    h = load_history(ledger, m)
    report = rerun(h, get_game("pig-versions", "PIG-1-double"))
    assert report.rerun == "PIG-1-double" and report.recorded == "PIG-1"

    first_bank = next(s for s in range(1, h.head + 1)
                      if isinstance(h.event(s), Hold) and h.fold_to(s - 1).state.total > 0)
    parted = report.parts[0]
    assert (parted.seq, parted.kind) == (first_bank, "parts")
    seat = h.event(first_bank).seat
    [stat] = parted.stats
    assert (stat.seat, stat.stat) == (seat, "score")
    assert stat.rerun == 2 * stat.recorded

    # The variant's match ends sooner; the first recorded decision after its end is refused
    # with the rule that says so, and the line before it is legal under the variant.
    illegal = report.parts[-1]
    assert illegal.kind == "illegal" and illegal.rule == "PIG-end"
    assert report.stopped_at == illegal.seq
    variant = get_game("pig-versions", "PIG-1-double")
    genesis = rerun_genesis(h.genesis, variant, {})
    # (legal but for the reveal: under the variant the cut log ends a match unrevealed)
    assert [f.rule for f in audit(variant, genesis, h.events(1, illegal.seq - 1)).findings] == \
        ["ML-reveal"]
    assert not audit(variant, genesis, h.events(1, illegal.seq)).ok
    # The record's own outcome is told in full, not where the rerun stopped.
    assert report.outcome_recorded.split(" wins")[0] in ("Ada", "Bo") and not report.same


class RetiredPig(VersionedPig):
    """The same game as an older build offered it, under a version today's build dropped."""

    rules_version: ClassVar[str] = "PIG-0.9"


def test_a_match_recorded_under_a_missing_version_says_which(ledger, monkeypatch):
    monkeypatch.setitem(registry._LOADED, "pig-versions", RetiredPig())
    m = _played(ledger)
    monkeypatch.setitem(registry._LOADED, "pig-versions", VersionedPig())

    with pytest.raises(UnknownRulesVersion, match="'PIG-0.9' is not in this build.*offers PIG-1, PIG-1-double"):
        load_history(ledger, m)
    [problem] = verify_match(ledger, m).problems
    assert "PIG-0.9" in problem.what and problem.match == m
