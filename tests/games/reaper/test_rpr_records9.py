"""reaper-9 (RPR-layout-9): the same rules as reaper-8, its players, Souls and cards in play
encoded as arrays of their values rather than maps naming their fields (`state.State9`), so the state the audit
digests after every event is 0.6 kB shorter. The digest is still SHA-256 of the whole state's
canonical encoding: these tests hold every state of self-play, a position, a table-luck match
and a decoded copy to that, and to holding only reaper-9's records (one record of another
type would encode as a map, and the state's bytes would no longer decode to themselves).
reaper-8 and older keep their maps, so their recorded matches fold to the digests they were
recorded with (tests/engine/test_golden_digests.py pins both)."""

from __future__ import annotations

import msgspec

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE
from engine.protocol import canonical_digest
from engine.registry import get_game
from replays.simulate import agent_names, default_decks
from tests.selfplay_states import played_states

from engine.games.reaper.state import (InPlay, InPlay9, Player, Player9, Soul, Soul9, State8,
                                       State9)

from rpr_helpers import GAME, act, card, decision, table

_CANONICAL = msgspec.msgpack.Encoder(order="deterministic")
_RECORDS = {9: (Player9, Soul9, InPlay9), 8: (Player, Soul, InPlay)}


def _states(game, n: int, luck: str | None = None):
    seed = dealer.seed_from_number(n, "rpr-records9")
    g = game.genesis(agent_names(2), default_decks(game, n, 2), dealer.commitment(seed),
                     options=game.selfplay_options())
    if luck is not None:
        g = msgspec.structs.replace(g, luck=luck)
    return played_states(game, g, seed, [RandomAgent(dealer.seed_from_number(n, f"s{s}"))
                                         for s in range(2)])


def _holds_its_records(state, revision: int) -> None:
    """Every record of `state` is of its version's type, the whole state encodes to bytes that
    decode back to an equal state (the digest commits to every value), and the digest is the
    plain SHA-256 of those bytes."""
    player, soul, inplay = _RECORDS[revision]
    assert {type(p) for p in state.players} == {player}
    assert {type(s) for p in state.players for s in p.souls} <= {soul}
    assert {type(r) for r in state.inplay} <= {inplay, type(None)}
    data = _CANONICAL.encode(state)
    copy = GAME.for_rules(f"reaper-{revision}").decode_state(data)
    assert copy == state and _CANONICAL.encode(copy) == data
    assert GAME.for_rules(f"reaper-{revision}").digest(state) == canonical_digest(state)


def _plain(state) -> dict:
    return msgspec.msgpack.decode(_CANONICAL.encode(state))


def test_every_state_of_self_play_holds_reaper_9_records_encoded_as_arrays():
    seen = {"souls": 0, "in play": 0, "states": 0}
    for state in _states(GAME, 1):
        assert type(state) is State9
        _holds_its_records(state, 9)
        raw = _plain(state)
        for p, encoded in zip(state.players, raw["players"]):
            assert encoded == [p.name, p.grimoire, p.hand, p.angels, p.thralls,
                               [[s.card, s.face_up, s.bound] for s in p.souls], p.discard]
            seen["souls"] += len(p.souls)
        for r, encoded in zip(state.inplay, raw["inplay"]):
            if r is not None:
                assert encoded == [r.exhausted, r.damage, r.grace, r.boost, r.entered]
                seen["in play"] += 1
        seen["states"] += 1
    assert seen["states"] > 100 and seen["souls"] > 50 and seen["in play"] > 500


def test_reaper_8_states_keep_their_maps():
    old = get_game("reaper", "reaper-8")
    n = 0
    for state in _states(old, 1):
        assert type(state) is State8
        _holds_its_records(state, 8)
        raw = _plain(state)
        assert set(raw["players"][0]) == set(Player.__struct_fields__)
        assert all(r is None or set(r) == set(InPlay.__struct_fields__) for r in raw["inplay"])
        n += 1
    assert n > 100


def test_the_same_play_under_both_versions_differs_only_in_how_records_encode():
    """Same decks, seed and agents: the same events and the same values after each, as reaper-9
    changes no rule; the bytes differ, and reaper-9's are shorter."""
    old = get_game("reaper", "reaper-8")
    pairs = 0
    for new_state, old_state in zip(_states(GAME, 2), _states(old, 2)):
        assert msgspec.to_builtins(new_state.inplay, order="deterministic") == [
            None if r is None else list(msgspec.structs.astuple(r)) for r in old_state.inplay]
        assert [msgspec.structs.astuple(p)[:5] for p in new_state.players] == [
            msgspec.structs.astuple(p)[:5] for p in old_state.players]
        assert (new_state.turn, new_state.stack, new_state.known) == (old_state.turn, old_state.stack, old_state.known)
        assert len(_CANONICAL.encode(new_state)) < len(_CANONICAL.encode(old_state))
        pairs += 1
    assert pairs > 100


def test_a_position_a_table_and_a_decoded_copy_hold_reaper_9_records():
    """A written position (a Soul face up, a Thrall in play) and a table-luck match's states are
    built from the plain records and made reaper-9's (`typed_records`); the records the fold
    makes later (a Thrall played, a Soul reaped) are reaper-9's too."""
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle", {"card": "Reef Crawler", "face_up": True}],
               "thralls": ["Foam Sprite"]})
    _holds_its_records(s, 9)
    s = act(s, next(o for o in decision(s).options if type(o).__name__ == "Play"))
    _holds_its_records(s, 9)
    s = act(s, next(o for o in decision(s).options if type(o).__name__ == "Reap"
                    and o.card == card(s, "Vessa")))
    _holds_its_records(s, 9)
    states = 0
    for state in _states(GAME, 3, TABLE):
        assert state.table is not msgspec.UNSET
        _holds_its_records(state, 9)
        states += 1
        if states > 60:
            break
    assert states > 60
