"""How results are worded and read, decided in replays/ (the CLI only prints it): a match as
`matches` lists it, what two matches' geneses differ in (`diff`), what `verify`'s verdict rests
on for the luck, which option a recorded event was and where nobody decides (`options --at`),
where an updated bundle goes (`check-bundle --update`) and what a branch's parent did next
(`branch`)."""

from __future__ import annotations

from pathlib import Path

import msgspec

from engine.protocol import Chance, Decision
from engine.registry import get_game
from replays.branching import went_on
from replays.bundle import SUFFIX, updated_path
from replays.diff import Diff, FirstEvent, genesis_difference
from replays.history import load_history
from replays.legal import nobody_decides, options, recorded_option
from replays.outcome import match_summary
from replays.record import create_match
from replays.simulate import simulate
from replays.verify import MatchVerdict, seeds_words
from tests.tablescript import sample_start


def test_a_listed_match_is_over_with_its_outcome_or_in_progress_without_one(ledger):
    (done,) = simulate(ledger, "ardent-reapers", 1, 4)
    game = get_game("ardent-reapers")
    decks, _ = sample_start(game, ["Ann", "Bo"])
    going = create_match(ledger, game.id, ["Ann", "Bo"], decks, b"s" * 32)
    rows = {r["match"]: r for r in map(match_summary, ledger.list_matches())}
    history = load_history(ledger, done)
    assert rows[done]["status"] == "over" and rows[done]["events"] == history.head + 1
    assert rows[done]["outcome"]["text"].startswith(("Agent A wins", "Agent B wins", "a draw"))
    assert rows[going]["status"] == "in progress" and rows[going]["outcome"] is None
    assert rows[going]["players"] == ["Ann", "Bo"] and rows[going]["game"] == game.id


def _diff(left: dict, right: dict) -> Diff:
    return Diff("1:main", "2:main", -1, FirstEvent(0, "", left), FirstEvent(0, "", right),
                0, 0, "", "", [])


def test_two_geneses_are_told_apart_by_their_rules_first_then_by_the_other_fields():
    a = {"rules_version": "reaper-6", "decks": [["x"]], "players": ["A", "B"]}
    assert genesis_difference(_diff(a, {**a, "rules_version": "reaper-7"})) == (
        "their rules differ (reaper-6 and reaper-7)")
    assert genesis_difference(_diff(a, {**a, "rules_version": "reaper-7", "decks": []})) == (
        "their rules differ (reaper-6 and reaper-7); also their decks")
    assert genesis_difference(_diff(a, {**a, "players": ["A", "C"]})) == (
        "their geneses differ in players")
    assert genesis_difference(_diff(a, a)) == "their geneses differ in nothing readable"


def test_verify_words_revealed_seeds_seeds_not_revealed_yet_and_table_luck():
    revealed = MatchVerdict(1, 1, 10, True, [], draws=3)
    waiting = MatchVerdict(2, 1, 10, False, [], in_progress=True, draws=5, unchecked=2)
    table = MatchVerdict(3, 1, 10, False, [], luck="table")
    assert seeds_words([revealed]) == "; seeds revealed and checked"
    assert seeds_words([revealed, table]) == (
        "; seeds revealed and checked in 1; table luck (outcomes entered, no seed) in 1")
    one = seeds_words([waiting])
    assert one.startswith("; seeds not revealed yet (the match, or a branch of it, is in progress")
    assert one.endswith(": 3 chance outcome(s) so far checked against the seeds this ledger "
                        "keeps, 2 checked only at the reveal (their seed's commitment, recorded "
                        "before the first draw, fixes them: a changed one fails then)")
    fresh = MatchVerdict(4, 1, 2, False, [], in_progress=True)
    assert seeds_words([fresh]).endswith(": no chance outcome drawn yet")
    assert "not revealed yet in 1 (a line in progress" in seeds_words([revealed, waiting])


def test_the_recorded_option_is_the_one_whose_event_is_recorded_else_none(ledger):
    (match,) = simulate(ledger, "ardent-reapers", 1, 4)
    history = load_history(ledger, match)
    game, found = history.game, 0
    for seq in range(1, history.head):
        state = history.fold_to(seq).state
        opts = options(game, state)
        if len(opts) < 2:
            continue
        recorded = history.event(seq + 1)
        n = recorded_option(opts, recorded)
        assert n is not None and opts[n].event == msgspec.json.decode(history.stored[seq + 1].payload)
        others = [o for o in opts if o.n != n]
        assert recorded_option(others, recorded) is None
        found += 1
        if found == 5:
            break
    assert found == 5


def test_nobody_decides_once_the_match_is_over_or_where_the_dealer_draws(ledger):
    (match,) = simulate(ledger, "ardent-reapers", 1, 4)
    history = load_history(ledger, match)
    game, kinds = history.game, set()
    fold = history.fold_to(0)
    for seq in range(1, history.head + 1):
        fold.apply(history.event(seq))
        p = game.pending(fold.state)
        kinds.add(type(p).__name__)
        assert nobody_decides(p, False) == (not isinstance(p, Decision))
        if isinstance(p, Chance):  # at a table the recorder is asked what it showed
            assert not nobody_decides(p, True)
    assert kinds == {"Decision", "Chance", "Over"}


def test_an_updated_bundle_is_written_beside_it_with_updated_before_the_suffix():
    assert updated_path(Path("/x/bug-20.matchlog.jsonl")) == Path("/x/bug-20.updated.matchlog.jsonl")
    assert updated_path(Path("bug.jsonl")) == Path(f"bug.updated{SUFFIX}")


def test_what_the_parent_did_next_is_told_in_the_rules_words_until_its_head(ledger):
    (match,) = simulate(ledger, "reaper", 1, 3)
    history = load_history(ledger, match)
    at = 5
    state = history.fold_to(at).state
    assert went_on(ledger, match, "main", at) == (
        f"#{at + 1}: {history.game.describe(state, history.event(at + 1))}")
    assert went_on(ledger, match, "main", history.head) is None
