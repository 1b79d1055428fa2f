"""A game's `digest_head` (its state's first fields, kept encoded and hashed while their values
stay equal) must give exactly the bytes and the digest of encoding the whole state: in a
table-luck match (one more field), when a head field changes in place, when a field after the
head is UNSET (not written), for a map of more than 15 fields, and for a state type whose
encoding is not a plain map (then the state is encoded whole)."""

from __future__ import annotations

import hashlib

import msgspec
import pytest
from msgspec import UNSET, UnsetType

from engine import dealer
from engine.agents import RandomAgent
from engine.protocol import _CANONICAL, _encode_split
from engine.registry import get_game
from engine.selfplay import play_out, selfplay_genesis
from replays.simulate import agent_names, default_decks, match_seed


def _whole(state) -> tuple[str, bytes]:
    data = _CANONICAL.encode(state)
    return hashlib.sha256(data).hexdigest(), data


@pytest.mark.parametrize("game_id", ["ascendant", "sceptre", "reaper", "keyforge"])
def test_every_state_of_a_table_luck_match_splits_into_the_whole_encoding(game_id):
    game = get_game(game_id)
    assert game.digest_head
    secret = match_seed(11, game, 0)
    seats = game.default_seats()
    genesis = selfplay_genesis(game, agent_names(seats), default_decks(game, 11, seats),
                               dealer.commitment(secret))
    genesis = msgspec.structs.replace(genesis, luck="table")
    state = game.start(genesis)
    assert state.table  # the book of unseen cards: one more field than a dealer-luck state
    assert game.digest_and_bytes(state) == _whole(state)
    agents = [RandomAgent(match_seed(11, game, 0, f"a{s}")) for s in range(seats)]
    for n, (event, recorded) in enumerate(play_out(game, genesis, secret, agents, max_turns=12)):
        if n > 150:
            break
        state = game.apply(state, event, check=False)
        assert recorded == game.digest(state) == _whole(state)[0]
        assert game.digest_and_bytes(state) == _whole(state)
    assert n > 50


def test_a_head_field_changed_in_place_is_encoded_again():
    game = get_game("ascendant")
    genesis = selfplay_genesis(game, agent_names(2), default_decks(game, 3, 2), dealer.commitment(b"s"))
    state = game.start(genesis)
    before = game.digest(state)
    state.cards[0] = state.cards[1] if state.cards[0] != state.cards[1] else state.cards[-1]
    assert game.digest(state) == _whole(state)[0] != before
    state.owner.append(0)  # a head field growing
    state.cards.append(state.cards[0])
    assert game.digest_and_bytes(state) == _whole(state)


class _Wide(msgspec.Struct):
    """Seventeen fields (a map16 header), the last one optional and UNSET by default."""

    a: list[str]
    b: list[int]
    c: int = 0
    d: int = 0
    e: int = 0
    f: int = 0
    g: int = 0
    h: int = 0
    i: int = 0
    j: int = 0
    k: int = 0
    m: int = 0
    n: int = 0
    o: int = 0
    p: int = 0
    q: str = "q"
    r: int | UnsetType = UNSET


class _Tagged(msgspec.Struct, tag="t"):
    a: list[str]
    b: int = 0


def test_a_wide_struct_with_an_unset_field_splits_exactly():
    head = ("a", "b")
    for state in (_Wide(["x"] * 40, [1, 2]), _Wide(["x"] * 40, [1, 2], r=5), _Wide(["y"], [], c=300)):
        split = _encode_split(state, head)
        assert split is not None
        kept, rest = split
        assert kept.data + rest == _CANONICAL.encode(state)
        h = kept.hashed.copy()
        h.update(rest)
        assert h.hexdigest() == _whole(state)[0]


def test_a_tagged_struct_is_encoded_whole():
    assert _encode_split(_Tagged(["x"]), ("a",)) is None


def test_a_head_that_is_not_the_first_fields_is_refused():
    with pytest.raises(TypeError):
        _encode_split(_Wide(["x"], [1]), ("b",))
