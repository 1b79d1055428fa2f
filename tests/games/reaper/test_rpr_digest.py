"""Reaper's digest keeps a match's card ids and owners encoded between digests and writes them
into each later encoding as raw bytes, set in the state itself while it is encoded
(`engine.digest.StateDigest`): every digest must be exactly the plain canonical one, as the
fold changes the state in place (a Thrall's card turning back to its front side replaces the
card tuple: `set_face`), when matches alternate, and for a table-luck state; and the state
must come back from a digest holding its own values. The card ids and owners are tuples, so
the head is told unchanged by identity; a list given in their place (a test's own state)
still digests plainly."""

from __future__ import annotations

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.protocol import canonical_digest
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from engine.games.reaper.state import set_face

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
                rewritten += 1  # a face changed since the last digest
            assert type(state.cards) is tuple and type(state.owner) is tuple
            _digest_is_plain(state)
            last_cards[id(state)] = state.cards
            checked += 1
    assert checked > 200
    assert rewritten > 0  # the kept head met a card changed (faces chosen)


def test_a_card_turned_is_digested_as_it_now_is():
    """RPR-transform-leave: a Thrall on its back side leaving play shows its front again
    (`set_face` replaces the tuple); the head kept from before must not be reused. A state
    holding lists (built by hand) and changed in place digests plainly too."""
    state = next(iter(_match(3)))
    _digest_is_plain(state)
    back = next(i for i, c in enumerate(state.cards) if c != state.cards[0])
    cards = state.cards
    set_face(state, back, state.cards[0])
    assert cards[back] != state.cards[back] and len(cards) == len(state.cards)
    assert state.cards[:back] == cards[:back] and state.cards[back + 1:] == cards[back + 1:]
    _digest_is_plain(state)
    state.owner = (1 - state.owner[0], *state.owner[1:])
    _digest_is_plain(state)
    state.cards, state.owner = list(state.cards), list(state.owner)
    _digest_is_plain(state)
    state.cards[back] = cards[back]
    _digest_is_plain(state)
    state.owner[0] = 1 - state.owner[0]
    _digest_is_plain(state)


def test_every_way_a_state_is_made_holds_tuples():
    """Set-up, a position, a decoded state and a table-luck state keep the card ids and owners
    as tuples (the digest's quick test of its head, `State.cards`)."""
    first = next(iter(_match(5)))
    made = [first, next(iter(_match(6, TABLE))),
            GAME.from_position(GAME.position(first) | {"turn": 2}, ["Ada", "Bo"])]
    made.append(GAME.decode_state(GAME.digest_and_bytes(made[0])[1]))
    for state in made:
        assert type(state.cards) is tuple and type(state.owner) is tuple


def test_a_table_luck_state_and_a_decoded_copy_digest_as_the_plain_encoding():
    state = next(iter(_match(4, TABLE)))
    assert state.table is not msgspec.UNSET
    _digest_is_plain(state)
    copy = GAME.decode_state(GAME.digest_and_bytes(state)[1])
    _digest_is_plain(copy)
    _digest_is_plain(state)
