"""Sceptre's card ids and owners (`State.cards`, `State.owner`) are tuples: a match never
changes them under the dealer's luck, so the digest's kept head (`Sceptre.digest_head`)
meets the same objects at every digest and compares them by identity, where lists were
compared item by item with a private copy. At a table the book names each card shown by
swapping ids, and a Royal Levy's search swaps a Blood Card's: the table fold lends them a
list for the event and gives the state a tuple back. Every digest must stay exactly the
plain canonical one (a tuple encodes as a list does), in a dealer match, at a table, for a
position and for a decoded copy.

The Squires' wounds (`State.wounds`) are a tuple too, replaced when a Squire is hurt or leaves
the arena: from sceptre-11 they are in the digest's head (a new tuple is a head encoded afresh),
up to sceptre-10 their bytes were kept by identity (`Sceptre10.digest_kept`; every digest of
such a match is checked in test_sc_layout11)."""

from __future__ import annotations

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.protocol import canonical_digest
from replays.simulate import default_decks
from tests.selfplay_states import played_states

from sc_helpers import GAME, seat, start

_CANONICAL = msgspec.msgpack.Encoder(order="deterministic")


def _match(n: int, luck: str | None = None):
    seed = dealer.seed_from_number(n, "sc-digest")
    genesis = GAME.genesis(["A", "B"], default_decks(GAME, 500 + n), dealer.commitment(seed))
    if luck is not None:
        genesis = msgspec.structs.replace(genesis, luck=luck, dealer="")
    return played_states(GAME, genesis, seed,
                         [RandomAgent(dealer.seed_from_number(n, f"sc-digest{s}")) for s in range(2)])


def _tuples_digested_plainly(state) -> None:
    assert type(state.cards) is tuple and type(state.owner) is tuple
    assert type(state.wounds) is tuple
    buf = bytearray()
    digest = GAME.digest_into(state, buf)
    assert bytes(buf) == _CANONICAL.encode(state)
    assert digest == canonical_digest(state) == GAME.digest(state)


def test_a_dealer_match_keeps_its_card_tuples_and_digests_plainly():
    first = None
    for k, state in enumerate(_match(1)):
        _tuples_digested_plainly(state)
        if first is None:
            first = state.cards, state.owner
        # the same objects all match long: what the kept head compares by identity
        assert state.cards is first[0] and state.owner is first[1], k
    assert k > 100


def test_wounds_are_a_tuple_replaced_when_a_squire_is_hurt_or_leaves():
    # match 2 hurts Squires (and sends hurt ones away): each change is a new tuple, and
    # every digest is the plain one whether the kept bytes or new ones are spliced in
    last, hurt, healed = None, 0, 0
    for k, state in enumerate(_match(2)):
        _tuples_digested_plainly(state)
        if last is not None and state.wounds is not last:
            assert state.wounds != last, k  # a new tuple only for new wounds
            hurt += sum(state.wounds) > sum(last)
            healed += sum(state.wounds) < sum(last)
        last = state.wounds
    assert hurt > 0 and healed > 0, (hurt, healed)


def test_a_table_match_names_cards_and_gives_back_tuples():
    named, last = 0, None
    for k, state in enumerate(_match(2, TABLE)):
        if k > 250:
            break
        _tuples_digested_plainly(state)
        named += last is not None and state.cards != last  # a card shown swapped ids
        last = state.cards  # a tuple: what it held then
        copy = GAME.decode_state(GAME.digest_and_bytes(state)[1])
        _tuples_digested_plainly(copy)
    assert state.table is not msgspec.UNSET and k > 100 and named > 0, (k, named)


def test_a_position_and_a_clone_hold_tuples():
    state = start(seat("Ember Warden", hand=["Iron Helm"]), seat("Tide Sentinel"))
    _tuples_digested_plainly(state)
    _tuples_digested_plainly(GAME.clone(state))
