"""Questions a judge is asked at a Sceptre table, answered from the rules text: whose pile a
replaced Arena goes to, what a player chooses when replacing a hidden Squire, whether a miss
still costs its self-damage, whether a cure lifts a failed Dazed roll, and who sees a discard
pile."""

from engine.views import visible_ids
from engine.games.sceptre.events import (Attack, AttachSquire, EndTurn, PlayAction, PlayArena,
                                         Retreat, UseAbility)

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


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


def test_a_missed_attack_still_costs_its_self_damage():
    """SC-self-miss: Burning Charge (60, 10 self-damage) misses the Bulwark (DEF 11): the
    Bulwark takes nothing, the Rider its 10 all the same; a hit costs the same 10."""
    rider = {"card": "Ashfang Rider", "coins": ["Silver Coin", "Silver Coin"],
             "squires": ["Cinder Squire", "Ember Page"]}

    def charge(face):
        state = start(seat(rider), seat("Granite Bulwark"))
        return roll(act(state, Attack(seat=0, attack=1, target=one(state, "Granite Bulwark"))), face)
    missed = charge(6)  # 6 + SKL 3 + Ember Page 1 = 10, not above DEF 11
    assert combat_of(missed, 1).damage == 0 and combat_of(missed, 0).damage == 10
    hit = charge(8)  # 12 > 11
    assert combat_of(hit, 1).damage == 70 and combat_of(hit, 0).damage == 10


def _stuck_sentinel(hand):
    """Ada's Tide Sentinel failed its Dazed roll: it can take no action this turn."""
    sentinel = {"card": "Tide Sentinel", "coins": ["Copper Coin"], "conditions": ["dazed"],
                "stuck": True}
    return start(seat(sentinel, hand=hand, garrison=[{"card": "Iron Matriarch"}]),
                 seat("Ember Warden"))


def test_a_cure_of_daze_lets_a_champion_that_failed_its_roll_act_again():
    """SC-daze-cure: stuck, the Sentinel can neither attack nor retreat (SC-47-dazed); the
    Matriarch's Ward cures its Daze, and with it the failed roll: it attacks this turn."""
    state = _stuck_sentinel([])
    warden, sentinel = one(state, "Ember Warden"), one(state, "Tide Sentinel")
    refused(state, Attack(seat=0, attack=0, target=warden), "SC-47-dazed")
    refused(state, Retreat(seat=0), "SC-47-dazed")
    assert EndTurn(seat=0) in options(state)  # no usable attack while stuck (SC-must-attack)
    state = act(state, UseAbility(seat=0, card=one(state, "Iron Matriarch"), target=sentinel))
    assert combat_of(state, 0).conditions == [] and not combat_of(state, 0).stuck
    assert Attack(seat=0, attack=0, target=warden) in options(state)
    refused(state, EndTurn(seat=0), "SC-must-attack")


def test_a_purifying_draught_lifts_a_failed_dazed_roll_too():
    """SC-daze-cure with a card (rule 48): every condition goes, and the turn's bar with it."""
    state = _stuck_sentinel(["Purifying Draught", "Copper Coin"])
    sentinel = one(state, "Tide Sentinel")
    state = act(state, PlayAction(seat=0, card=one(state, "Purifying Draught"), target=sentinel))
    assert not combat_of(state, 0).stuck
    assert Retreat(seat=0) in options(state)


def test_both_seats_see_both_discard_piles():
    """SC-discard-seen: each card was revealed as it was discarded (rule 19), so each seat's
    view lists both piles by name, the opponent's as well as its own."""
    state = start(seat("Ember Warden", discard=["Iron Helm", "Caltrops"]),
                  seat("Tide Sentinel", discard=["Smoke Snare"]))
    piles = [one(state, "Iron Helm"), one(state, "Caltrops"), one(state, "Smoke Snare")]
    for looker in (0, 1):
        view = GAME.view(state, looker)
        named = [[c.name for c in next(z for z in s.zones if z.name == "discard").cards]
                 for s in view.seats]
        assert named == [["Iron Helm", "Caltrops"], ["Smoke Snare"]]
        assert set(piles) <= visible_ids(view)
