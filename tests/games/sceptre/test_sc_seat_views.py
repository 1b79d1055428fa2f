"""What each seat's view says about the cards attached to a Champion: Coins (rule 17) and
Equipment (rule 23) are revealed when played, so both seats see them even on a face-down
Champion, each named for what it is."""

from engine.games.sceptre.events import AttachSquire, PlayEquipment

from sc_helpers import GAME, act, one, seat, start


def _attached(view, seat_index: int, zone: str, place: int = 0):
    seat_view = view.seats[seat_index]
    unit = next(z for z in seat_view.zones if z.name == zone).cards[place]
    return unit, {c.name: c.tags for c in unit.attached if not c.hidden}


def test_equipment_on_a_face_down_champion_shows_as_equipment_to_both_seats():
    # SC-23: the Equipment is revealed as it is played (its cost is proved); the Champion
    # it goes on stays face down (Iron Helm has no Origin); a Coin shows as a Coin (SC-17)
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept", "coins": ["Copper Coin"]}],
                       hand=["Iron Helm", "Copper Coin"]),
                  seat("Tide Sentinel"))
    adept, helm = one(state, "Pyre Adept"), one(state, "Iron Helm")
    state = act(state, PlayEquipment(seat=0, card=helm, target=adept))
    assert state.sides[0].garrison[0].gear == [helm] and adept not in state.revealed
    for looker in (0, 1):
        unit, shown = _attached(GAME.view(state, looker), 0, "garrison")
        assert shown == {"Copper Coin": ["coin"], "Iron Helm": ["equipment"]}
        assert unit.hidden == (looker == 1)  # the Champion itself: only its owner sees it


def test_the_log_names_a_squire_attached_face_up_and_not_one_attached_face_down():
    # SC-10: on a face-up Champion a Squire goes face up (both see it: named); on a face-down
    # one it goes face down unless its player chooses face up (sceptre-5)
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}],
                       hand=["Ember Page", "Cinder Squire", "Stone Page"]),
                  seat("Tide Sentinel"))
    warden, adept = one(state, "Ember Warden"), one(state, "Pyre Adept")
    page, cinder, stone = one(state, "Ember Page"), one(state, "Cinder Squire"), one(state, "Stone Page")
    assert GAME.describe(state, AttachSquire(seat=0, card=page, target=warden)) == \
        "Ada attaches Ember Page to Ember Warden"
    assert GAME.describe(state, AttachSquire(seat=0, card=cinder, target=adept)) == \
        "Ada attaches a Squire to a face-down champion"
    assert GAME.describe(state, AttachSquire(seat=0, card=stone, target=adept, face_up=True)) == \
        "Ada attaches Stone Page to a face-down champion, face up"
