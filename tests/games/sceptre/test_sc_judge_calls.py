"""Questions a judge is asked at a Sceptre table, answered from the rules text: whose pile a
replaced Arena goes to, and what a player chooses when replacing a hidden Squire."""

from engine.views import visible_ids
from engine.games.sceptre.events import AttachSquire, EndTurn, PlayArena

from sc_helpers import GAME, act, one, options, refused, seat, start


def test_an_arena_replaced_by_the_opponent_goes_to_the_pile_of_the_player_who_played_it():
    """SC-26: "the previous Arena card is discarded into the discard pile of whichever player
    had originally played that card", whoever plays the new one. Ada's Colosseum stands; on
    his turn Bo plays Mudflats over it: the Colosseum goes to Ada's pile, not Bo's."""
    state = start(seat("Ember Warden", hand=["Sunlit Colosseum"]),
                  seat("Tide Sentinel", hand=["Mudflats"]))
    colosseum, mudflats = one(state, "Sunlit Colosseum"), one(state, "Mudflats")
    state = act(state, PlayArena(seat=0, card=colosseum))
    refused(state, PlayArena(seat=1, card=mudflats), "SC-seat")  # Ada's turn: not Bo's play
    state = act(state, EndTurn(seat=0))  # the bare Warden has no usable attack
    assert state.active == 1
    state = act(state, PlayArena(seat=1, card=mudflats))
    assert state.arena == mudflats
    assert colosseum in state.sides[0].discard and colosseum not in state.sides[1].discard
    assert colosseum in visible_ids(GAME.view(state, 1))  # a discarded card is seen (SC-19)


def test_a_squire_replacing_one_on_a_face_down_champion_is_placed_face_up_or_down_by_choice():
    """SC-42 then SC-10 (sceptre-5): the old Squire is discarded first (face up, rule 19); the
    new one goes on the face-down Champion as its player chooses, like any attached Squire."""
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept", "squires": ["Ember Page"]}],
                       hand=["Cinder Squire"]), seat("Tide Sentinel"))
    adept, page, cinder = one(state, "Pyre Adept"), one(state, "Ember Page"), one(state, "Cinder Squire")
    replace = [o for o in options(state) if isinstance(o, AttachSquire) and o.replace == page]
    assert replace == [AttachSquire(seat=0, card=cinder, target=adept, replace=page),
                       AttachSquire(seat=0, card=cinder, target=adept, replace=page, face_up=True)]
    state = act(state, AttachSquire(seat=0, card=cinder, target=adept, replace=page, face_up=True))
    bo = visible_ids(GAME.view(state, 1))
    assert page in state.sides[0].discard and {page, cinder} <= bo and adept not in bo
