"""Rule 10 (SC-10): "When attaching Squires onto face down Champions, the Squires may also be
placed face down." "May" is the player's choice (rule 20), made as the Squire is placed: on a
face-down Champion its player places it face up or face down (sceptre-5; sceptre-4 and older
always placed it face down). A face-up Squire "remain[s] face up until [it] leave[s] the
arena", so one moved onto a face-down Champion has no face to choose; a card placed on a
face-up Champion goes face up (sceptre-2).
"""

import pytest

from engine.protocol import IllegalEvent
from engine.registry import get_game
from engine.views import visible_ids
from engine.games.sceptre.events import Attack, AttachSquire, MoveSquire

from sc_helpers import GAME, act, one, options, refused, seat

V4 = get_game("sceptre", "sceptre-4")


def _start(game, a, b):
    return game.start(game.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [a, b]}))


def _page_in_hand(game):
    """Ada: Ember Warden in combat (face up), Pyre Adept face down in the garrison, a Cinder
    Squire in hand."""
    return _start(game, seat("Ember Warden", garrison=[{"card": "Pyre Adept"}],
                             hand=["Cinder Squire"]), seat("Tide Sentinel"))


def _bo_sees(game, state) -> set[int]:
    return visible_ids(game.view(state, 1))


def test_a_squire_attached_to_a_face_down_champion_goes_face_up_or_down_as_its_player_chooses():
    state = _page_in_hand(GAME)
    sq, adept, warden = one(state, "Cinder Squire"), one(state, "Pyre Adept"), one(state, "Ember Warden")
    attach = [o for o in options(state) if isinstance(o, AttachSquire)]
    assert attach == [AttachSquire(seat=0, card=sq, target=warden),
                      AttachSquire(seat=0, card=sq, target=adept),
                      AttachSquire(seat=0, card=sq, target=adept, face_up=True)]
    # on the face-up Warden it is face up anyway: no face to choose
    refused(state, AttachSquire(seat=0, card=sq, target=warden, face_up=True), "SC-10")
    assert GAME.describe(state, AttachSquire(seat=0, card=sq, target=adept, face_up=True)).endswith(
        ", face up")
    up = act(GAME.clone(state), AttachSquire(seat=0, card=sq, target=adept, face_up=True))
    assert sq in up.revealed and sq in _bo_sees(GAME, up)
    assert adept not in up.revealed and adept not in _bo_sees(GAME, up)  # the Champion stays hidden
    down = act(state, AttachSquire(seat=0, card=sq, target=adept))
    assert sq not in down.revealed and sq not in _bo_sees(GAME, down)
    assert sq in visible_ids(GAME.view(down, 0))  # its owner knows it


def test_face_up_false_is_the_plain_face_down_attach():
    state = _page_in_hand(GAME)
    sq, adept = one(state, "Cinder Squire"), one(state, "Pyre Adept")
    ev = GAME.decode_event(f'{{"type":"attach-squire","seat":0,"card":{sq},"target":{adept},'
                           f'"face_up":false}}')
    after = GAME.apply(GAME.clone(state), ev, check=True)
    plain = act(state, AttachSquire(seat=0, card=sq, target=adept))
    assert GAME.digest(after) == GAME.digest(plain)


def test_sceptre_4_always_placed_it_face_down():
    state = _page_in_hand(V4)
    sq, adept = one(state, "Cinder Squire"), one(state, "Pyre Adept")
    assert AttachSquire(seat=0, card=sq, target=adept, face_up=True) not in V4.pending(state).options
    with pytest.raises(IllegalEvent) as err:
        V4.apply(V4.clone(state), AttachSquire(seat=0, card=sq, target=adept, face_up=True))
    assert err.value.rule == "SC-10"
    state = V4.apply(state, AttachSquire(seat=0, card=sq, target=adept), check=True)
    assert sq not in state.revealed


def _undermined(game, oracle_face_down=True):
    """Undermine (30, no roll: the target is not revealed, rule 35) kills Bo's Mist Oracle
    (60 HP, 40 taken) in garrison place 0; its Tide Page must move or go. Bo's Reef Lancer is
    face up, his Quarry Knight face down."""
    sapper = {"card": "Cliff Sapper", "coins": ["Silver Coin"], "squires": ["Stone Page"]}
    oracle = {"card": "Mist Oracle", "damage": 40, "squires": ["Tide Page"]}
    if not oracle_face_down:
        oracle["face_down"] = False
    bo = seat("Tide Sentinel", garrison=[oracle, {"card": "Reef Lancer", "face_down": False},
                                         {"card": "Quarry Knight"}])
    state = _start(game, seat(sapper), bo)
    aimed = (Attack(seat=0, attack=1, slot=0) if oracle_face_down  # Ada names no hidden card
             else Attack(seat=0, attack=1, target=one(state, "Mist Oracle")))
    state = game.apply(state, aimed, check=True)
    assert one(state, "Mist Oracle") in state.sides[1].discard
    return state


def test_a_face_down_squire_moved_onto_a_face_down_champion_may_turn_face_up():
    state = _undermined(GAME)
    page, lancer, knight = one(state, "Tide Page"), one(state, "Reef Lancer"), one(state, "Quarry Knight")
    p = GAME.pending(state)
    assert p.seat == 1 and p.rule == "SC-44"  # the killed Champion's owner moves its Squires
    assert p.options == [MoveSquire(seat=1, squire=page, target=lancer),
                         MoveSquire(seat=1, squire=page, target=knight),
                         MoveSquire(seat=1, squire=page, target=knight, face_up=True),
                         MoveSquire(seat=1, squire=page, target=None)]
    refused(state, MoveSquire(seat=1, squire=page, target=lancer, face_up=True), "SC-10")
    refused(state, MoveSquire(seat=0, squire=page, target=knight, face_up=True), "SC-seat")
    state = act(state, MoveSquire(seat=1, squire=page, target=knight, face_up=True))
    ada = visible_ids(GAME.view(state, 0))
    assert page in ada and knight not in ada
    assert page in state.sides[1].garrison[-1].squires


def test_a_face_up_squire_stays_face_up_on_a_face_down_champion():
    state = _undermined(GAME, oracle_face_down=False)
    page, knight = one(state, "Tide Page"), one(state, "Quarry Knight")
    assert page in state.revealed
    assert MoveSquire(seat=1, squire=page, target=knight, face_up=True) not in options(state)
    refused(state, MoveSquire(seat=1, squire=page, target=knight, face_up=True), "SC-10")
    state = act(state, MoveSquire(seat=1, squire=page, target=knight))
    ada = visible_ids(GAME.view(state, 0))
    assert page in ada and knight not in ada


def test_sceptre_4_moved_a_face_down_squire_face_down():
    state = _undermined(V4)
    page, knight = one(state, "Tide Page"), one(state, "Quarry Knight")
    assert MoveSquire(seat=1, squire=page, target=knight, face_up=True) not in V4.pending(state).options
    with pytest.raises(IllegalEvent) as err:
        V4.apply(V4.clone(state), MoveSquire(seat=1, squire=page, target=knight, face_up=True))
    assert err.value.rule == "SC-10"
    state = V4.apply(state, MoveSquire(seat=1, squire=page, target=knight), check=True)
    assert page not in visible_ids(V4.view(state, 0))


def test_face_up_false_folds_as_the_plain_face_checked_or_not():
    # SC-10: face down is the plain face. A checked event saying face_up=False is taken as
    # the option without a face; an unchecked one (a trusted replay under the dealer's luck,
    # which skips that rewrite) folds to the same state: the Squire goes face down
    state = _page_in_hand(GAME)
    sq, adept = one(state, "Cinder Squire"), one(state, "Pyre Adept")
    plain = GAME.apply(GAME.clone(state), AttachSquire(seat=0, card=sq, target=adept), check=True)
    down = AttachSquire(seat=0, card=sq, target=adept, face_up=False)
    checked = GAME.apply(GAME.clone(state), down, check=True)
    unchecked = GAME.apply(GAME.clone(state), down, check=False)
    assert sq in plain.sides[0].garrison[0].squires and sq not in plain.revealed
    assert GAME.digest(checked) == GAME.digest(unchecked) == GAME.digest(plain)
    up = GAME.apply(GAME.clone(state), AttachSquire(seat=0, card=sq, target=adept, face_up=True),
                    check=False)
    assert sq in up.revealed and GAME.digest(up) != GAME.digest(plain)
    # and a Squire moved off a killed Champion (SC-44) onto a face-down one
    state = _undermined(GAME)
    page, knight = one(state, "Tide Page"), one(state, "Quarry Knight")
    move = MoveSquire(seat=1, squire=page, target=knight)
    plain = GAME.apply(GAME.clone(state), move, check=True)
    down = MoveSquire(seat=1, squire=page, target=knight, face_up=False)
    assert GAME.digest(GAME.apply(GAME.clone(state), down, check=True)) == GAME.digest(plain)
    assert GAME.digest(GAME.apply(GAME.clone(state), down, check=False)) == GAME.digest(plain)
    assert page not in plain.revealed
