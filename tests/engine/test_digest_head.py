"""`engine.digest.StateDigest` keeps a state's head (its first fields, which a match rarely
changes) encoded between digests. Whatever happens to the state between two digests, the
bytes and the digest must be exactly the plain canonical ones: the head changed in place or
replaced, fields after it changed, an UNSET field appearing, two matches taking turns, and
states whose head cannot be kept (mutable items, another struct layout)."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
from hypothesis import given, settings, strategies as st

from engine.digest import CANONICAL, StateDigest


class State(msgspec.Struct):
    cards: Any
    owner: Any
    turn: int = 0
    hand: list[int] = []
    table: Any = msgspec.UNSET


class Wide(msgspec.Struct):
    """Twenty fields: the map's header is three bytes (map16), not one (fixmap)."""

    cards: list[str]
    owner: list[int]
    f2: int = 2
    f3: int = 3
    f4: int = 4
    f5: int = 5
    f6: int = 6
    f7: int = 7
    f8: int = 8
    f9: int = 9
    f10: int = 10
    f11: int = 11
    f12: int = 12
    f13: int = 13
    f14: int = 14
    f15: int = 15
    f16: int = 16
    f17: int = 17
    f18: int = 18
    f19: int = 19


class Omitting(msgspec.Struct, omit_defaults=True):
    cards: list[str] = []
    owner: list[int] = []
    turn: int = 0


def _plain(state: Any) -> tuple[str, bytes]:
    data = CANONICAL.encode(state)
    return hashlib.sha256(data).hexdigest(), data


def _same(digests: StateDigest, state: Any) -> None:
    assert digests.digest_and_bytes(state) == _plain(state)
    assert digests.digest(state) == _plain(state)[0]


def test_the_head_is_kept_while_only_later_fields_change():
    digests = StateDigest(("cards", "owner"))
    state = State(["a", "b", "c"], [0, 0, 1])
    for turn in range(5):
        state.turn, state.hand = turn, list(range(turn))
        _same(digests, state)
    assert digests._last.state_type is State  # kept, so later digests splice the head's bytes


def test_a_head_list_changed_in_place_is_noticed():
    """A card that copies another rewrites its entry in the card list in place."""
    digests = StateDigest(("cards", "owner"))
    state = State(["a", "b", "c"], [0, 0, 1])
    _same(digests, state)
    state.cards[1] = "z"
    _same(digests, state)
    state.owner.append(1)
    state.cards.append("d")
    _same(digests, state)


def test_a_copy_of_the_state_then_changed_in_place_is_noticed():
    """A clone (a decoded snapshot, an option tried on a copy) holds equal head values in
    other objects: the head follows them, and a change to the copy's list is still seen."""
    digests = StateDigest(("cards", "owner"))
    state = State(["a", "b", "c"], [0, 0, 1])
    _same(digests, state)
    copy = msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=State)
    _same(digests, copy)
    assert digests._last.values[0] is copy.cards
    copy.cards[0] = "y"
    _same(digests, copy)
    _same(digests, state)


def test_a_field_appearing_changes_the_header_and_is_noticed():
    """An UNSET field is left out of the map; once set the header counts one field more."""
    digests = StateDigest(("cards", "owner"))
    state = State(["a"], [0])
    _same(digests, state)
    state.table = {"deck": [1, 2]}
    _same(digests, state)
    state.table = msgspec.UNSET
    _same(digests, state)


def test_two_matches_taking_turns_and_a_wide_state():
    digests = StateDigest(("cards", "owner"))
    one, two = State(["a", "b"], [0, 1]), Wide(["x", "y", "z"], [1, 1, 0])
    three = State(("a", "b"), (0, 1))  # equal values as tuples: another encoding? no, arrays
    for turn in range(3):
        for state in (one, two, three, one):
            if isinstance(state, State):
                state.turn = turn
            else:
                state.f19 = turn
            _same(digests, state)


def test_heads_that_cannot_be_kept_take_the_plain_path():
    digests = StateDigest(("cards", "owner"))
    nested = State([["a"], ["b"]], [0, 1])  # a list of lists: a copy would share the items
    _same(digests, nested)
    assert digests._last.state_type is None
    nested.cards[0].append("c")
    _same(digests, nested)
    for state in (Omitting(["a"], [0]), Omitting()):  # omitted defaults: keys would differ
        _same(digests, state)
    assert StateDigest(("owner", "cards"))._can_splice(State) is False  # not the first fields
    assert StateDigest(("cards",))._can_splice(State) is False
    assert StateDigest(("cards", "owner"))._can_splice(Omitting) is False


class Frozen(msgspec.Struct, frozen=True):
    cards: tuple[str, ...]
    owner: tuple[int, ...]
    turn: int = 0


def test_the_state_holds_its_own_head_again_after_a_digest():
    """The kept bytes are set into the state's head fields only while it is encoded."""
    digests = StateDigest(("cards", "owner"))
    state = State(["a", "b"], [0, 1])
    _same(digests, state)
    cards, owner = state.cards, state.owner
    state.turn = 1
    _same(digests, state)  # the kept head spliced in
    assert state.cards is cards and state.owner is owner


def test_an_encoding_that_fails_gives_the_state_its_head_back():
    digests = StateDigest(("cards", "owner"))
    state = State(["a", "b"], [0, 1])
    _same(digests, state)
    cards, owner = state.cards, state.owner
    state.hand = [object()]  # not encodable: the encoder raises in the middle of the state
    try:
        digests.digest(state)
    except TypeError:
        pass
    else:
        raise AssertionError("an object() was encoded")
    assert state.cards is cards and state.owner is owner
    state.hand = [1]
    _same(digests, state)


def test_a_frozen_state_is_digested_plainly():
    """A frozen struct's fields cannot be set, even for the moment of an encoding."""
    digests = StateDigest(("cards", "owner"))
    assert digests._can_splice(Frozen) is False
    for turn in range(3):
        _same(digests, Frozen(("a", "b"), (0, 1), turn))


_cards = st.lists(st.sampled_from(["a", "b", "ccc", "é"]), max_size=6)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["set-card", "append", "replace", "tuple", "turn",
                                           "table", "untable", "other"]),
                          st.integers(0, 5), _cards), max_size=25))
def test_any_sequence_of_changes_digests_as_the_plain_encoding(steps):
    digests = StateDigest(("cards", "owner"))
    state, other = State(["a", "b"], [0, 1]), State(["q"], [1])
    _same(digests, state)
    for op, n, cards in steps:
        if op in ("set-card", "append"):  # changed in place: lists again (new objects)
            state.cards, state.owner = list(state.cards), list(state.owner)
        if op == "set-card" and state.cards:
            state.cards[n % len(state.cards)] = cards[0] if cards else "x"
        elif op == "append":
            state.cards.append("n")
            state.owner.append(n % 2)
        elif op == "replace":
            state.cards, state.owner = list(cards), [n % 2] * len(cards)
        elif op == "tuple":
            state.cards, state.owner = tuple(state.cards), tuple(state.owner)
        elif op == "turn":
            state.turn = n
        elif op == "table":
            state.table = n
        elif op == "untable":
            state.table = msgspec.UNSET
        else:
            _same(digests, other)
        _same(digests, state)


def test_a_kept_field_after_the_head_is_spliced_by_identity():
    """A field after the head held as a tuple the engine replaces (Sceptre's wounds): its bytes
    are kept for the tuple last seen and spliced in while the same object is there; another
    object (a new tuple, a list, one changed in place) is encoded as it is."""
    digests = StateDigest(("cards", "owner"), ("hand",))
    state = State(("a", "b"), (0, 1), hand=(0, 0, 3))
    _same(digests, state)
    _same(digests, state)
    kept = digests._kept_last[0]
    assert kept[0] is state.hand and type(kept[1]) is msgspec.Raw
    state.turn = 4
    _same(digests, state)
    assert digests._kept_last[0] is kept and state.hand is kept[0]  # the same bytes, given back
    state.hand = (0, 5, 3)  # replaced: noticed by identity
    _same(digests, state)
    state.hand = [0, 5, 3]  # a list is its own stand-in: encoded afresh each time
    _same(digests, state)
    state.hand[0] = 9
    _same(digests, state)
    state.hand = ([1], 2)  # a tuple holding a list cannot be kept as bytes either
    _same(digests, state)
    state.hand[0].append(7)
    _same(digests, state)
    assert StateDigest(("cards", "owner"), ("nowhere",))._can_splice(State) is False


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["tuple", "list", "in-place", "turn", "other",
                                           "cards"]), st.integers(0, 5)), max_size=25))
def test_any_sequence_of_kept_field_changes_digests_as_the_plain_encoding(steps):
    digests = StateDigest(("cards", "owner"), ("hand",))
    state, other = State(("a", "b"), (0, 1), hand=(1, 2)), State(("q",), (1,), hand=(3,))
    _same(digests, state)
    for op, n in steps:
        if op == "tuple":
            state.hand = tuple(state.hand) + (n,)
        elif op == "list":
            state.hand = list(state.hand)
        elif op == "in-place" and type(state.hand) is list:
            state.hand.append(n)
        elif op == "turn":
            state.turn = n
        elif op == "cards":
            state.cards = tuple(state.cards) + ("c",)
            state.owner = tuple(state.owner) + (n % 2,)
        else:
            _same(digests, other)
        _same(digests, state)
