"""A state's digest is SHA-256 of its canonical bytes (msgpack, deterministic order).

Each digest of interleaved seeded matches of every game is compared with a plain
`hashlib.sha256` of the canonical encoding, and `digest_and_bytes` must hand back the very
bytes it hashed (an audit decodes them to roll back), as `digest_into` must leave them in the
buffer it was given (two buffers take turns in an audit, each holding an older, longer state).
"""

from __future__ import annotations

import hashlib
import random

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import _CANONICAL, Chance, Over
from engine.registry import get_game
from engine.selfplay import play_out
from replays.simulate import agent_names, default_decks, match_seed

GAMES = ["ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant"]


def _plain(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


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
    buffers = [bytearray(b"\xff" * 65536), bytearray()]  # stale, longer bytes to be replaced
    for step in range(max(map(len, plays))):  # the matches take turns: heads differ each time
        for fold, played in zip(folds, plays):
            if step < len(played):
                event, recorded = played[step]
                fold.apply(event)
                data = _CANONICAL.encode(fold.state)
                assert recorded == game.digest(fold.state) == _plain(data)
                assert game.digest_and_bytes(fold.state) == (recorded, data)
                buffers.reverse()
                assert game.digest_into(fold.state, buffers[0]) == recorded
                assert bytes(buffers[0]) == data


@pytest.mark.parametrize("game_id", GAMES)
def test_every_digest_of_a_table_luck_match_is_plain_sha256(game_id):
    """A table-luck state is another struct (it has the table's book): its digests too, as
    the chance outcomes a recorder enters change the cards it knows."""
    game = get_game(game_id)
    seats = game.default_seats()
    genesis = msgspec.structs.replace(
        game.genesis(agent_names(seats), default_decks(game, 11, seats), ""), luck="table")
    fold = Fold(game, genesis, check=True)
    agent, coins = RandomAgent(dealer.seed_from_number(11, "agent")), random.Random(11)
    # the head fields keep their type while the table's book names the cards shown (it swaps
    # ids in the cards' field: a tuple, compared by identity by the digest, stays a tuple)
    head = getattr(game, "digest_head", ())
    kinds = {f: type(getattr(fold.state, f)) for f in head}
    for _ in range(400):
        assert {f: type(getattr(fold.state, f)) for f in head} == kinds
        data = _CANONICAL.encode(fold.state)
        assert game.digest_and_bytes(fold.state) == (_plain(data), data)
        kept = bytearray(b"\xff" * 65536)
        assert game.digest_into(fold.state, kept) == _plain(data) and bytes(kept) == data
        p = game.pending(fold.state)
        if isinstance(p, Over):
            break
        if isinstance(p, Chance):
            outcome = list(range(p.size)) if p.shuffle else coins.randrange(p.size)
            fold.apply(Dealt(kind=p.kind, outcome=outcome))
        else:
            fold.apply(agent.choose(p))
    assert fold.seq > 30 and getattr(fold.state, "table", msgspec.UNSET) is not msgspec.UNSET
