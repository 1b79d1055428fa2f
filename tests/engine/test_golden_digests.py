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
    ("keyforge", 1): ("8500e286287f671929d8685c67481fc037d38bc9b88b248d832c40aadff4bac2",
                      "0bf59690f85bee20f0d2673e023daa19e84345b2766cfdea1b694949f9d39d1b"),
    ("keyforge", 2): ("e36e6ee7928ed8ed5e2acffe3ded08fdce78764366a2d9e7111e73a16bb0b51c",
                      "45751d75742bf2373e9df59b56b312ad1d73584c4ef1716fc3dc0ddda98065fd"),
}
RULES_VERSIONS = {"ardent-reapers": "AR-1.0", "keyforge": "keyforge-1"}


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
