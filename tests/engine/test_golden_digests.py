"""Determinism across machines, Python versions and refactors: pinned fingerprints of seeded matches.

Each fingerprint hashes a whole self-played match (genesis, every event, every state digest).
It changes only if the dealer, the agents or an engine's rules or state encoding change. If a
change here is intended, the engine's `rules_version` must change with it, because ledgers
recorded before would no longer verify under the same version.
"""

import hashlib

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import tag_of
from engine.protocol import encode_event
from engine.registry import get_game
from engine.selfplay import play_out

GOLDEN = {
    ("ardent-reapers", 1): ("d3a25e0732784925ca1b6d97092eabedddc7f8d8716d952a0bff229851da2822",
                            "b346fc141986685ee20a6a30bc0cd93e27843ef22c96d52ea6a8e78e1d599e4d"),
    ("ardent-reapers", 2): ("70a8f6e319f552ac065871edeff767a518f197504cfb138fef94075949105213",
                            "cca37c515505548a4311398c8b887b3ee0aa43c6971127f78d66db294ce412a7"),
    ("keyforge", 1): ("c54625fad6667034fc8b5c28464d241a2cb192639f44e763815f7bcdb1eedb99",
                      "dbb14b2dbfbf5c539ff3dd6c5ebebed8aa977d84e7ce1ee20c695662e1ba91ff"),
    ("keyforge", 2): ("a18f0eda57e514e7e42fc8be1cb881f76300a232d82cc8c4acca79a495eb85ed",
                      "59a80ab0605b6cdbfb52e8932f54759555fb076d1e1e01ed37dda2cdfded97f2"),
}
RULES_VERSIONS = {"ardent-reapers": "AR-1.0", "keyforge": "keyforge-2"}


def fingerprint(game_id: str, n: int) -> tuple[str, str]:
    game = get_game(game_id)
    seed = dealer.seed_from_number(n, "golden")
    decks = list(game.sample_decks().values())
    g = game.genesis(["Ada", "Bo"], [decks[0], decks[1]], dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"golden{s}")) for s in range(2)]
    h = hashlib.sha256(encode_event(g))
    last = ""
    for event, digest in play_out(game, g, seed, agents):
        h.update(tag_of(event).encode() + encode_event(event) + digest.encode())
        last = digest
    return h.hexdigest(), last


@pytest.mark.parametrize("game_id, n", sorted(GOLDEN))
def test_a_seeded_match_has_its_pinned_fingerprint(game_id, n):
    assert get_game(game_id).rules_version == RULES_VERSIONS[game_id], \
        "a new rules version: re-pin GOLDEN and RULES_VERSIONS together"
    assert fingerprint(game_id, n) == GOLDEN[(game_id, n)], (
        f"{game_id} match {n} no longer folds to its pinned digests: if the change is intended, "
        "bump the engine's rules_version and re-pin; if not, the fold is no longer deterministic")
