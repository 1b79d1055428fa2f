"""Guard: every rule id of the current Ardent Reapers rules version is named by a test here.

A rule added to the index (or to the errata and FAQ rulings) without a test that names it
fails this test, so a rule cannot go untested by oversight. The allowlist is for rules that
cannot be tested here, each with its reason; it is empty.
"""

import pathlib
import re

from engine.registry import get_game

HERE = pathlib.Path(__file__).parent

ALLOWLIST: dict[str, str] = {}
"""Rule id -> why no test of this folder names it (one line each)."""


def _test_text() -> str:
    """The text of this folder's test modules, this guard left out (it names no rule)."""
    return "\n".join(p.read_text() for p in sorted(HERE.glob("test_*.py"))
                     if p.name != pathlib.Path(__file__).name)


def _named(rule_id: str, text: str) -> bool:
    """Whether `rule_id` occurs as a whole id (AR-printed is not named by AR-printed-silence-enforcer)."""
    return re.search(rf"(?<![\w-]){re.escape(rule_id)}(?![\w-])", text) is not None


def test_every_rule_of_the_current_version_is_named_by_a_test():
    game = get_game("ardent-reapers")
    assert game.rules_version == "AR-1.3"
    text = _test_text()
    missing = [r.id for r in game.rules if not _named(r.id, text) and r.id not in ALLOWLIST]
    assert missing == [], f"rules no test names: {missing}"
    assert set(ALLOWLIST) <= {r.id for r in game.rules}, "the allowlist names unknown rules"
    assert all(reason.strip() for reason in ALLOWLIST.values())


def test_the_guard_sees_a_rule_no_test_names():
    assert not _named("AR-no-such-rule", _test_text())
    assert _named("AR-fight-2", "refused(s, e, 'AR-fight-2')")
    assert not _named("AR-printed", "AR-printed-silence-enforcer and AR-1.1-printed")
