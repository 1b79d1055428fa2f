"""The Ascendant digest encodes a match's unchanging head (options, cards, owners) once and
writes it into every later encoding as raw bytes (`engine.digest.StateDigest`): the
bytes and the digest must be exactly the engine's canonical ones, for every state of a match,
when matches alternate, for a table-luck state and for a state built with lists."""

from __future__ import annotations

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.protocol import canonical_digest
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from asc_helpers import GAME, position

_CANONICAL = msgspec.msgpack.Encoder(order="deterministic")


def _match(n: int, seats: int, opts: dict | None = None):
    seed = dealer.seed_from_number(n, "asc-digest")
    g = GAME.genesis(agent_names(seats), default_decks(GAME, n, seats), dealer.commitment(seed),
                     options=opts)
    return played_states(GAME, g, seed, [RandomAgent(dealer.seed_from_number(n, f"d{s}"))
                                         for s in range(seats)])


def test_digest_and_bytes_are_the_canonical_ones_as_matches_alternate():
    a, b = _match(1, 2), _match(2, 4, {"strike_window": False})
    checked = 0
    for sa, sb in zip(a, b):  # two matches in turn: the cached head switches every time
        for state in (sa, sb):
            digest, data = GAME.digest_and_bytes(state)
            assert data == _CANONICAL.encode(state)
            assert digest == GAME.digest(state) == canonical_digest(state)
            assert GAME.digest(GAME.decode_state(data)) == digest  # a decoded copy: another head
            checked += 1
    assert checked > 100


def test_a_table_luck_state_and_a_state_with_lists_digest_as_the_plain_encoding():
    g = GAME.genesis(agent_names(2), default_decks(GAME, 3, 2), "", options={})
    table_state = GAME.start(msgspec.structs.replace(g, luck=TABLE))
    listed = position([dict(hand=["Brace"], fountain=["Genki"]), dict(hand=["Sprint"])])
    listed.cards, listed.owner = list(listed.cards), list(listed.owner)  # as a test might build it
    for state in (table_state, listed):
        digest, data = GAME.digest_and_bytes(state)
        assert data == _CANONICAL.encode(state) and digest == canonical_digest(state)


def test_a_state_decoded_from_its_bytes_holds_tuples():
    """The card and owner tuples cannot change, so the kept head is compared by identity at
    once: a decoded state (a snapshot, an audit's rollback) gets tuples too."""
    state = next(iter(_match(4, 3)))
    again = GAME.decode_state(GAME.digest_and_bytes(state)[1])
    assert type(again.cards) is tuple and type(again.owner) is tuple
    assert again.cards == state.cards and again.owner == state.owner


def test_a_table_luck_state_sharing_the_head_objects_of_a_state_just_digested():
    """`at_table` hands a table-luck state the very options, cards and owners of the dealer-luck
    state it was made from: the cached head must not be spliced into its encoding (it has a
    `table` field more)."""
    from engine.games.ascendant.state import TableState
    from engine.kit import deck as deck_kit

    g = GAME.genesis(agent_names(2), default_decks(GAME, 5, 2), "", options={})
    plain = GAME.start(g)
    GAME.digest(plain)  # caches this match's head
    table_state = deck_kit.at_table(plain, TableState)
    assert table_state.cards is plain.cards
    digest, data = GAME.digest_and_bytes(table_state)
    assert data == _CANONICAL.encode(table_state) and digest == canonical_digest(table_state)
