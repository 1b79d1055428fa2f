"""Reaper's digest keeps a match's card ids and owners encoded between digests and writes them
into each later encoding as raw bytes, set in the state itself while it is encoded
(`engine.digest.StateDigest`): every digest must be exactly the plain canonical one, as the
fold changes the state in place (a Thrall's card turning back to its front side rewrites the
card list), when matches alternate, and for a table-luck state; and the state must come back
from a digest holding its own values."""

from __future__ import annotations

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.protocol import canonical_digest
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from rpr_helpers import GAME

_CANONICAL = msgspec.msgpack.Encoder(order="deterministic")


def _match(n: int, luck: str | None = None):
    seed = dealer.seed_from_number(n, "rpr-digest")
    g = GAME.genesis(agent_names(2), default_decks(GAME, n, 2), dealer.commitment(seed),
                     options=GAME.selfplay_options())
    if luck is not None:
        g = msgspec.structs.replace(g, luck=luck)
    return played_states(GAME, g, seed, [RandomAgent(dealer.seed_from_number(n, f"d{s}"))
                                         for s in range(2)])


def _digest_is_plain(state) -> None:
    cards, owner = state.cards, state.owner
    buf = bytearray()
    digest = GAME.digest_into(state, buf)
    assert bytes(buf) == _CANONICAL.encode(state)
    assert digest == canonical_digest(state) == GAME.digest(state)
    assert GAME.digest_and_bytes(state) == (digest, bytes(buf))
    assert state.cards is cards and state.owner is owner  # given back, not left as bytes


def test_every_state_of_alternating_matches_digests_as_the_plain_encoding():
    a, b = _match(1), _match(2)
    checked, rewritten, last_cards = 0, 0, {}
    for sa, sb in zip(a, b):  # two matches in turn: the kept head switches every time
        for state in (sa, sb):
            before = last_cards.get(id(state))
            if before is not None and before != state.cards:
                rewritten += 1  # the card list changed in place since the last digest
            _digest_is_plain(state)
            last_cards[id(state)] = list(state.cards)
            checked += 1
    assert checked > 200
    assert rewritten > 0  # the kept head met a card list changed in place (faces chosen)


def test_a_card_rewritten_in_place_is_digested_as_it_now_is():
    """RPR-transform-leave: a Thrall on its back side leaving play shows its front again,
    written into the card list in place; the head kept from before must not be reused."""
    state = next(iter(_match(3)))
    _digest_is_plain(state)
    back = next(i for i, c in enumerate(state.cards) if c != state.cards[0])
    state.cards[back] = state.cards[0]
    _digest_is_plain(state)
    state.owner[0] = 1 - state.owner[0]
    _digest_is_plain(state)


def test_a_table_luck_state_and_a_decoded_copy_digest_as_the_plain_encoding():
    state = next(iter(_match(4, TABLE)))
    assert state.table is not msgspec.UNSET
    _digest_is_plain(state)
    copy = GAME.decode_state(GAME.digest_and_bytes(state)[1])
    _digest_is_plain(copy)
    _digest_is_plain(state)
