"""Guard: every rule id of each built-in game's current rules version is named by at least one
test in that game's folder (tests/games/<package>/), so a rule added to an index without a
test fails here. Ids are matched whole: "AR-printed" is not named by "AR-printed-silence-enforcer",
nor "SC-4" by "SC-47-dazed"."""

import re
from pathlib import Path

import pytest

from engine.registry import get_game

GAMES_DIR = Path(__file__).parent.parent / "games"

FOLDERS = {"ardent-reapers": "ardent_reapers", "keyforge": "keyforge", "sceptre": "sceptre",
           "reaper": "reaper", "ascendant": "ascendant"}
"""Each built-in game and its test folder."""

NOT_COUNTED = {"test_kf_rules.py"}
"""Files whose naming of ids does not count: test_kf_rules.py lists ids the index must hold
without testing them."""

UNTESTED: dict[str, str] = {}
"""Rule id -> why no test names it (one line each). Keep it empty."""


def named(rule_id: str, text: str) -> bool:
    """Whether `rule_id` occurs in `text` as a whole id."""
    return re.search(rf"(?<![\w-]){re.escape(rule_id)}(?![\w-])", text) is not None


def folder_text(folder: str) -> str:
    """The text of a game's test folder, helpers included."""
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted((GAMES_DIR / folder).glob("*.py"))
                     if p.name not in NOT_COUNTED)


@pytest.mark.parametrize("game_id", sorted(FOLDERS))
def test_every_rule_of_the_current_version_is_named_by_a_test_of_its_game(game_id):
    game = get_game(game_id)
    text = folder_text(FOLDERS[game_id])
    missing = [r.id for r in game.rules if not named(r.id, text) and r.id not in UNTESTED]
    assert missing == [], f"{game.rules_version}: rules no test names: {missing}"


def test_the_allowlist_names_only_indexed_rules_each_with_a_reason():
    ids = {r.id for g in FOLDERS for r in get_game(g).rules}
    assert all(rule in ids and why.strip() for rule, why in UNTESTED.items())


def test_every_built_in_game_has_a_test_folder():
    assert all((GAMES_DIR / folder).is_dir() for folder in FOLDERS.values())


def test_ids_are_matched_whole():
    assert named("AR-fight-2", "refused(s, e, 'AR-fight-2')")
    assert not named("AR-printed", "AR-printed-silence-enforcer and AR-1.1-printed")
    assert not named("SC-4", "SC-47-dazed")
    assert not named("RPR-win", "RPR-win-both")
    assert named("SC-turn-3A", "(SC-turn-3A)")
