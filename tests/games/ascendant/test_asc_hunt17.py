"""The third rules hunt: systematic coverage. Each sentence of ascendant.txt that constrains
play (and each public fact and assumption of the rule index) pinned by a case that fails if
the engine gets it wrong; three and four players wherever the statement depends on seating.
The coverage table is in /work/notes/hunt17-ascendant.md.

Each case is a declarative position (seat 0 Ann has ..., seat 1 Bo has ...), the decisions,
then assertions on the state and on the refusal of the alternatives with their rule ids."""

import pytest

from asc_helpers import GAME, START, act, card, decision, over, position, refused, roll

from engine import dealer
from engine.events import Dealt
from engine.games.ascendant.events import (AttackKind, Declare, Draw, Pass, PlayStack, Purge, Use,
                                           Wield)
from engine.games.ascendant.state import Phase, Step
from engine.protocol import Chance, Decision, IllegalEvent, encode_event

RANGED, MELEE = AttackKind.RANGED, AttackKind.MELEE
BOLT = dict(hand=["Ember Bolt"], fountain=["Genki"])
LIGHT = dict(hand=["Mending Light"], fountain=["Finesse"])


# -- loose end: a seat or card named True ------------------------------------------------------
def test_a_seat_or_card_named_true_is_refused_not_taken_for_seat_1():
    """True == 1 in Python, and msgspec checks no type when a decision is built in Python:
    `Declare(opponent=True)` was taken as an attack on Bo (seat 1) and stored as
    `"opponent":true`, which no reader decodes. Every check refuses it (ASC-sequence), and so
    are a seat, a card and a pick named True or False; the same decisions by number pass."""
    state = position([dict(), dict(), dict()])
    assert decision(state).seat == 0 and state.need.step is Step.DECLARE
    for bad in (Declare(seat=0, attack=MELEE, opponent=True),
                Declare(seat=0, attack=RANGED, opponent=True),
                Declare(seat=False, attack=MELEE, opponent=1)):
        assert bad in decision(state).options  # equal to an option: why it slipped through
        refused(state, bad, "ASC-sequence")
    with pytest.raises(Exception):  # what it would have stored is no event of this game
        GAME.decode_event(encode_event(Declare(seat=0, attack=MELEE, opponent=True)))
    act(GAME.clone(state), Declare(seat=0, attack=MELEE, opponent=1))

    state = position([dict(scrapyard=["Sprint", "Brace"]), dict(**BOLT)], active=1)
    assert card(state, "Sprint") == 0 and decision(state).seat == 0  # Bo can neither: skipped
    refused(state, Purge(seat=0, card=False), "ASC-sequence")
    refused(state, Purge(seat=False, card=0), "ASC-sequence")
    act(GAME.clone(state), Purge(seat=0, card=0))

    state = position([dict(**LIGHT), dict(**BOLT)])
    state = act(state, Declare(seat=0, attack=RANGED, opponent=1))
    state = roll(state, 2)  # Aim fails: the Finishing Phase, Ann first
    state = act(state, Pass(seat=0))
    bolt = card(state, "Ember Bolt")
    refused(state, Use(seat=1, card=bolt, opponent=False), "ASC-sequence")
    refused(state, Use(seat=True, card=bolt, opponent=0), "ASC-sequence")
    state = act(state, Use(seat=1, card=bolt, opponent=0))
    assert state.seats[0].health < START
