"""The checked apply (`flow.fold_event` with check on) lets an event through on its own quick
yes/no (a due d20 roll, a pre-attack event by allowed.py's test, another decision's answer)
and sends everything else to `why_not`: it must refuse exactly what `why_not` refuses, with
the same rule and words, and fold what it accepts as the unchecked apply folds it. An event
with a field of another type than its event's (a seat named True or 1.0, a list where the
event holds a tuple) is refused before either, by the framework (ML-event).

Probed at every decision and roll of seeded self-play (sceptre-5, sceptre-1, and a match
at a table) with the options, recent options of either seat, the step's candidates, near
misses field by field and dice of every shape; and from written positions, a refusal per
rule the quick path stands in front of."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import TABLE, Dealt
from engine.protocol import STORED, Chance, IllegalEvent, check_field_types, encode_event
from engine.registry import get_game
from engine.games.sceptre.events import Attack, AttachSquire, EndTurn
from engine.games.sceptre.flow import plain_face, why_not
from engine.games.sceptre.legality import candidates
from engine.games.sceptre.state import Main
from replays.simulate import default_decks
from tests.selfplay_states import played_states

from test_sc_allowed import _near_misses
from sc_helpers import GAME, act, ids, one, options, refused, seat, start

new = msgspec.structs.replace

_DICE = [Dealt(kind="d20", outcome=o) for o in (-1, 0, 19, 20, True, 3.0, [0])] + \
    [Dealt(kind="d6", outcome=2), Dealt(kind="shuffle", outcome=[0])]


def _checked(game, state, ev, check=True):
    """(rule, words) the checked apply refuses `ev` with, or the state it folds to. A refusal
    leaves the state it was checked on as it was (the waiting task put back on the stack)."""
    checked = game.clone(state)
    try:
        return game.apply(checked, ev, check=check)
    except IllegalEvent as e:
        assert checked.stack == state.stack and game.digest(checked) == game.digest(state), ev
        return e.rule, e.message


def _unreadable(ev):
    """(rule, words) the framework refuses `ev` with for a field of another type than its
    event's (ML-event, `check_field_types`: the checked apply's first test), else None."""
    try:
        check_field_types(ev)
    except IllegalEvent as e:
        assert e.rule == "ML-event"
        return e.rule, e.message
    return None


def _read_back(game, ev):
    """`ev` as a reader of the ledger decodes it from its stored bytes, or None when they
    would not read back (a field of another type, refused as ML-event instead)."""
    try:
        return game.decode_event(encode_event(ev))
    except (msgspec.ValidationError, msgspec.EncodeError):
        return None


@pytest.mark.parametrize("version,n,table", [("sceptre-5", 0, False), ("sceptre-5", 1, False),
                                             ("sceptre-1", 2, False), ("sceptre-5", 3, True)])
def test_the_checked_apply_refuses_exactly_what_why_not_refuses(version, n, table):
    game = get_game("sceptre").for_rules(version)
    seed = dealer.seed_from_number(n, f"checked-{version}")
    genesis = game.genesis(["A", "B"], default_decks(game, 300 + n), dealer.commitment(seed))
    if table:
        genesis = new(genesis, luck=TABLE, dealer="")
    agents = [RandomAgent(dealer.seed_from_number(n, f"checked{s}")) for s in range(2)]
    recent: list = []
    counts = {"refused": 0, "folded": 0, "stored": 0, "unreadable": 0}
    for k, state in enumerate(played_states(game, genesis, seed, agents)):
        if k >= 150:
            break
        p = game.pending(state)
        probes = list(_DICE)
        if not isinstance(p, Chance):
            probes += list(p.options) + recent
            if type(state.stack[-1]) is Main:
                probes += candidates(state, 0) + candidates(state, 1)
            probes += [m for ev in list(probes) if type(ev) is not Dealt
                       for m in _near_misses(ev, state)]
            recent = (recent + list(p.options))[-30:]
        for ev in probes:
            got = _checked(game, state, ev)
            unread = _unreadable(ev)
            if unread is not None:  # a field of another type: the framework's refusal, first
                assert got == unread, (state.stack[-1], ev)
                counts["unreadable"] += 1
                continue
            want = why_not(state, plain_face(ev))
            if want is not None:
                assert got == want, (state.stack[-1], ev)
                counts["refused"] += 1
            else:  # folded as the unchecked apply folds it
                assert not isinstance(got, tuple), (ev, got)
                plain = game.apply(game.clone(state), ev, check=False)
                assert game.digest(got) == game.digest(plain), ev
                counts["folded"] += 1
            # read back from its bytes, as the audit reads it, and checked as the audit checks
            # it (check=STORED: its fields' types left to the decoder): the same answer
            stored = _read_back(game, ev) if k % 5 == 0 else None
            if stored is not None:
                again = _checked(game, state, stored, STORED)
                assert again == want if want is not None else game.digest(again) == game.digest(got), ev
                counts["stored"] += 1
    assert counts["refused"] > 20000 and counts["folded"] > 2000 and counts["stored"] > 4000, counts
    assert counts["unreadable"] > 100, counts


def test_refusals_behind_the_quick_yes_at_written_positions():
    # a usable attack: the turn may not end without it (SC-must-attack)
    state = start(seat({"card": "Ember Warden", "coins": ["Gold Coin"]}), seat("Tide Sentinel"))
    assert any(type(o) is Attack for o in options(state))
    refused(state, EndTurn(seat=0), "SC-must-attack")
    # the opponent's seat, a roll where none is due, an attack past the second
    enemy = state.sides[1].combat.card
    refused(state, Attack(seat=1, attack=0, target=state.sides[0].combat.card), "SC-seat")
    refused(state, Dealt(kind="d20", outcome=3), "SC-sequence")
    refused(state, Attack(seat=0, attack=2, target=enemy), "SC-33")
    # a Disarmed Champion has no attack: ending the turn is allowed, attacking is not
    state = start(seat({"card": "Ember Warden", "conditions": ["disarmed"]}), seat("Tide Sentinel"))
    refused(state, Attack(seat=0, attack=0, target=state.sides[1].combat.card), "SC-47-disarmed")
    assert act(state, EndTurn(seat=0)).active == 1
    # after the attack is announced, a d20 roll is due: any other face or die is refused
    state = start(seat({"card": "Ember Warden", "coins": ["Gold Coin"]}), seat("Tide Sentinel"))
    state = act(state, Attack(seat=0, attack=0, target=enemy))
    for outcome in (20, -1):
        refused(state, Dealt(kind="d20", outcome=outcome), "SC-die")
    refused(state, Dealt(kind="d20", outcome=True), "ML-event")  # stored as `true`: no face
    refused(state, EndTurn(seat=0), "SC-30-ends")


def test_a_squire_written_face_down_is_checked_and_folded_as_its_plain_face():
    state = start(seat("Ember Warden", hand=["Cinder Squire"]), seat("Tide Sentinel"))
    squire, warden = one(state, "Cinder Squire"), state.sides[0].combat.card
    plain = AttachSquire(seat=0, card=squire, target=warden)
    assert plain in options(state)
    written = new(plain, face_up=False)
    after = act(GAME.clone(state), written)
    assert GAME.digest(after) == GAME.digest(act(GAME.clone(state), plain))
    assert squire in after.sides[0].combat.squires
    # and one on another Champion's place is refused as the plain face is
    other = ids(state, "Tide Sentinel")[0]
    refused(state, new(written, target=other), "SC-turn-3C")
