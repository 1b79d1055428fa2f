"""sceptre-11's state layout (SC-layout-11): a side and a Champion in the arena encode as arrays
of their values, not maps naming each field, so the digest after every event hashes about a
third of the bytes it hashed after the head. The rule index writes the layout out so that
another implementation could compute the digest; these tests build the bytes from that text's
own lists, independently of the engine's structs, and compare. sceptre-10 keeps its maps: the
same seeded match plays the same events and shows the same views under both, and only the
digests differ."""

from __future__ import annotations

import hashlib

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.registry import get_game
from engine.selfplay import play_out, selfplay_genesis
from engine.games.sceptre.events import PlaceChampion
from engine.games.sceptre.state import Side, Side11, Unit, Unit11
from replays.simulate import default_decks
from tests.selfplay_states import played_states

from sc_helpers import GAME, act, one, options, seat, start

V10 = get_game("sceptre", "sceptre-10")
LAYOUT = GAME.rules["SC-layout-11"].summary

STATE_FIELDS = ["cards", "owner", "wounds", "players", "sides", "stack", "turn", "active", "first",
                "arena", "revealed", "quiet", "winner", "over", "over_rule", "played"]
OLD_STATE_FIELDS = ["cards", "owner", "players", "sides", "stack", "turn", "active", "first",
                    "arena", "revealed", "wounds", "quiet", "winner", "over", "over_rule", "played"]
"""sceptre-10's order (SC-layout-11 names it too)."""
SIDE_FIELDS = ["deck", "hand", "discard", "blood", "collected", "combat", "garrison", "traps",
               "gate", "exterior", "exterior_left", "coin_done", "extra_coins", "dead_hands",
               "combat_mods"]
UNIT_FIELDS = ["card", "squires", "coins", "gear", "damage", "conditions", "disarmed_until",
               "stuck", "used", "mods"]


def test_the_rule_index_lists_the_fields_in_the_order_the_states_hold_them():
    """SC-layout-11's lists are the structs' fields, in their order (the text is the spec)."""
    for names in (STATE_FIELDS, OLD_STATE_FIELDS, SIDE_FIELDS, UNIT_FIELDS):
        assert ", ".join(names) in LAYOUT
    assert list(GAME.state_type.__struct_fields__) == STATE_FIELDS
    assert list(GAME.table_type.__struct_fields__) == [*STATE_FIELDS, "table"]
    assert list(V10.state_type.__struct_fields__) == OLD_STATE_FIELDS
    # the fields a match never or rarely changes first: the digest's head, hashed once
    assert GAME.digest_head == tuple(STATE_FIELDS[:3])
    assert list(Side11.__struct_fields__) == list(Side.__struct_fields__) == SIDE_FIELDS
    assert list(Unit11.__struct_fields__) == list(Unit.__struct_fields__) == UNIT_FIELDS


def _plain(value):
    """Anything but a side or a Champion: builtins, a struct a map of its fields in order (a
    task's tag first; bytes as bytes), as the canonical encoder writes them."""
    return msgspec.to_builtins(value, builtin_types=(bytes,))


def _unit(u, as_map: bool):
    values = [_plain(getattr(u, f)) for f in UNIT_FIELDS]
    return dict(zip(UNIT_FIELDS, values)) if as_map else values


def _side(side, as_map: bool):
    values = []
    for f in SIDE_FIELDS:
        v = getattr(side, f)
        if f == "combat":
            v = None if v is None else _unit(v, as_map)
        elif f == "garrison":
            v = [_unit(u, as_map) for u in v]
        else:
            v = _plain(v)
        values.append(v)
    return dict(zip(SIDE_FIELDS, values)) if as_map else values


def spec_digest(state, as_map: bool = False) -> str:
    """The digest as SC-layout-11 writes it, built from its lists: SHA-256 of a msgpack map of
    the state's fields by name, each side (and Champion) an array; or as sceptre-10 wrote it,
    each a map and the state's fields in their older order."""
    names = (OLD_STATE_FIELDS if as_map else STATE_FIELDS) + (
        ["table"] if "table" in state.__struct_fields__ else [])
    top = {f: (_side_list(state.sides, as_map) if f == "sides" else _plain(getattr(state, f)))
           for f in names}
    return hashlib.sha256(msgspec.msgpack.encode(top)).hexdigest()  # a dict keeps its order


def _side_list(sides, as_map: bool):
    return [_side(s, as_map) for s in sides]


def _match(game, n: int, luck: str | None = None):
    seed = dealer.seed_from_number(n, "sc-layout")
    genesis = game.genesis(["A", "B"], default_decks(game, 700 + n), dealer.commitment(seed))
    if luck is not None:
        genesis = msgspec.structs.replace(genesis, luck=luck, dealer="")
    return played_states(game, genesis, seed,
                         [RandomAgent(dealer.seed_from_number(n, f"sc-layout{s}")) for s in range(2)])


@pytest.mark.parametrize("luck", [None, TABLE])
def test_every_sceptre_11_digest_is_the_one_sc_layout_11_writes(luck):
    seen = set()
    for k, state in enumerate(_match(GAME, 1, luck)):
        if luck is not None and k > 200:
            break
        assert GAME.digest(state) == spec_digest(state), k
        assert GAME.digest(state) != spec_digest(state, as_map=True), k
        seen.update(len(s.garrison) for s in state.sides)
        assert all(type(s) is Side11 and all(type(u) is Unit11 for u in s.garrison)
                   and (s.combat is None or type(s.combat) is Unit11) for s in state.sides)
    assert k > 150 and max(seen) >= 2  # garrisons of several Champions were digested


def test_sceptre_10_still_digests_its_sides_and_champions_as_maps():
    for k, state in enumerate(_match(V10, 2)):
        assert type(state.sides[0]) is Side and type(state.sides[1]) is Side
        assert V10.digest(state) == spec_digest(state, as_map=True), k
    assert k > 150


@pytest.mark.parametrize("n", [1, 2, 3])
def test_the_same_match_plays_the_same_events_under_sceptre_10_and_11_with_other_digests(n):
    """Only the layout changed (SC-layout-11): same seed, same agents, same events, same views
    after each; every digest differs."""
    seed = dealer.seed_from_number(n, "sc-layout-play")
    runs = {}
    for game in (V10, GAME):
        decks = list(game.sample_decks().values())
        genesis = selfplay_genesis(game, ["A", "B"], decks, dealer.commitment(seed))
        agents = [RandomAgent(dealer.seed_from_number(n, f"sc-layout-play{s}")) for s in range(2)]
        runs[game.rules_version] = list(play_out(game, genesis, seed, agents))
    old, new = runs["sceptre-10"], runs["sceptre-11"]
    assert [e for e, _ in old] == [e for e, _ in new] and len(new) > 100
    assert all(a != b for (_, a), (_, b) in zip(old, new))


def test_views_are_the_same_under_both_layouts():
    old, new = _match(V10, 4), _match(GAME, 4)
    for k, (a, b) in enumerate(zip(old, new)):
        for s in (None, 0, 1):
            assert msgspec.to_builtins(V10.view(a, s)) == msgspec.to_builtins(GAME.view(b, s)), k
    assert k > 150


def test_a_position_and_the_fold_make_sceptre_11_sides_and_champions():
    """Set-up, a written position, a Champion placed from the hand and a decoded copy all hold
    the version's structs (a map-encoded `Unit` in a sceptre-11 side would digest otherwise)."""
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}], hand=["Reef Lancer"]),
                  seat("Tide Sentinel"))
    assert type(state.sides[0]) is Side11 and type(state.sides[0].combat) is Unit11
    assert type(state.sides[0].garrison[0]) is Unit11
    place = PlaceChampion(seat=0, card=one(state, "Reef Lancer"))
    assert place in options(state)
    state = act(state, place)
    assert [type(u) for u in state.sides[0].garrison] == [Unit11, Unit11]
    assert GAME.digest(state) == spec_digest(state)
    digest, data = GAME.digest_and_bytes(state)
    copy = GAME.decode_state(data)
    assert type(copy.sides[0].garrison[1]) is Unit11 and GAME.digest(copy) == digest
    assert GAME.clone(state) == state and type(GAME.clone(state)) is type(state)
    # sceptre-10 writes the same position with its own map-encoded structs
    old = V10.start(V10.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [
        seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel")]}))
    assert type(old.sides[0]) is Side and type(old.sides[0].garrison[0]) is Unit
    assert V10.digest(old) == spec_digest(old, as_map=True)


def test_the_new_layout_hashes_far_fewer_bytes_after_the_head():
    """The point of SC-layout-11: a side's names were most of its bytes (fewer once the decks
    are drawn from)."""
    olds, news = 0, 0
    for a, b in zip(_match(V10, 1), _match(GAME, 1)):
        old, new = len(msgspec.msgpack.encode(a.sides)), len(msgspec.msgpack.encode(b.sides))
        assert new * 2 < old
        olds, news = olds + old, news + new
    assert news * 3 < olds
