"""A state's digest is SHA-256 of its canonical bytes, whichever hash state it resumes from.

`Game.digest` resumes from the hash of the previous state's first blocks when the bytes
start alike; any slip there would move every digest, so each is compared with a plain
`hashlib.sha256` of the canonical encoding, across games and across interleaved matches.
"""

from __future__ import annotations

import hashlib

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.fold import Fold
from engine.protocol import _CANONICAL, _sha256_hex
from engine.registry import get_game
from engine.selfplay import play_out
from replays.simulate import agent_names, default_decks, match_seed

GAMES = ["ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant"]


def _plain(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_resumed_hashes_are_plain_sha256_for_every_length_and_head():
    head = bytes(range(256)) * 2
    for n in (0, 1, 63, 64, 255, 256, 257, 511, 512, 513, 700, 2000):
        for data in (head[:n], (head * 4)[:n], bytes(n), head[:256] + bytes(n)):
            assert _sha256_hex(data) == _plain(data)
            assert _sha256_hex(data) == _plain(data)  # now resuming from its own head


@pytest.mark.parametrize("game_id", GAMES)
def test_every_digest_of_interleaved_seeded_matches_is_plain_sha256(game_id):
    game = get_game(game_id)
    seats = 4 if game_id == "ascendant" else game.default_seats()
    folds, plays = [], []
    for i in range(2):
        secret = match_seed(7, game, i)
        genesis = game.genesis(agent_names(seats), default_decks(game, 7 * 100_003 + i, seats),
                               dealer.commitment(secret))
        agents = [RandomAgent(match_seed(7, game, i, f"agent{s}")) for s in range(seats)]
        plays.append(list(play_out(game, genesis, secret, agents, max_turns=40)))
        folds.append(Fold(game, genesis, check=False))
    for fold in folds:
        assert game.digest(fold.state) == _plain(_CANONICAL.encode(fold.state))
    for step in range(max(map(len, plays))):  # the matches take turns: heads differ each time
        for fold, played in zip(folds, plays):
            if step < len(played):
                event, recorded = played[step]
                fold.apply(event)
                data = _CANONICAL.encode(fold.state)
                assert recorded == game.digest(fold.state) == _plain(data)
                assert game.digest_and_bytes(fold.state) == (recorded, data)
