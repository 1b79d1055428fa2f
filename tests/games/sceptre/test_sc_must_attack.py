"""SC-must-attack: when the attack is compulsory, read from the rules' words.

The document never says "you may end your turn without attacking": the Turn Order's step 4
(Combat) follows the pre-attack step and step 6 ends the turn after it; rule 50 puts the
change over "after one player has attacked"; rule 30: "attacking ends your turn". Where a
turn has no attack the document names why: the first player's first turn (rule 9), a
Disarmed Champion ("which means you cannot attack that turn", rule 47), a Dazed one that
"cannot take any action", a Champion without the attack's Squires or Coins (rules 30, 33),
and rule 29's stalemate is a game where the cards "do not allow either player to attack".
So a player whose in-combat Champion has a usable attack ends the turn by attacking; the
pre-attack activities stay optional ("Do any of the following"), so nobody must attach a
Coin to make an attack usable.
"""

from engine.games.sceptre.events import (Attack, AttachCoin, EndTurn, Retreat, RetreatRollAgain,
                                         StopRetreat)

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start


def test_a_usable_attack_must_be_made_even_after_a_retreat_is_given_up():
    lancer = {"card": "Reef Lancer", "squires": ["Tide Page"], "coins": ["Copper Coin"]}
    state = start(seat(lancer, garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    bulwark = one(state, "Granite Bulwark")
    assert EndTurn(seat=0) not in options(state)
    refused(state, EndTurn(seat=0), "SC-must-attack")
    # a failed retreat roll, then the player stops: still in combat, still must attack
    state = act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0))
    state = act(roll(state, 1, 20), StopRetreat(seat=0))
    assert combat_of(state, 0).damage == 10
    refused(state, EndTurn(seat=0), "SC-must-attack")
    state = act(state, Attack(seat=0, attack=0, target=bulwark))
    # once announced the turn ends with it (rule 30): no play, no other attack
    refused(state, EndTurn(seat=0), "SC-30-ends")


def test_no_usable_attack_lets_the_turn_end_without_one():
    # Cavalry with no Squire cannot attack at all (rule 33)
    rider = start(seat({"card": "Ashfang Rider", "coins": ["Copper Coin"]}), seat("Tide Sentinel"))
    refused(rider, Attack(seat=0, attack=0, target=one(rider, "Tide Sentinel")), "SC-33")
    assert options(rider)[-1] == EndTurn(seat=0)
    # an Infantry Champion without the Copper its first attack needs (rule 30)
    bare = start(seat("Ember Warden", hand=["Copper Coin"]), seat("Tide Sentinel"))
    refused(bare, Attack(seat=0, attack=0, target=one(bare, "Tide Sentinel")), "SC-30")
    assert EndTurn(seat=0) in options(bare)
    # attaching the Coin is optional; once attached, the attack is due
    coin, warden = one(bare, "Copper Coin"), one(bare, "Ember Warden")
    ended = act(GAME.clone(bare), EndTurn(seat=0))
    assert ended.active == 1 and ended.sides[0].hand == [coin]
    armed = act(bare, AttachCoin(seat=0, card=coin, target=warden))
    refused(armed, EndTurn(seat=0), "SC-must-attack")


def test_a_disarmed_champion_ends_the_turn_without_attacking():
    warden = {"card": "Ember Warden", "coins": ["Copper Coin"], "conditions": ["disarmed"],
              "disarmed_until": 2}
    state = start(seat(warden), seat("Tide Sentinel"))
    refused(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")), "SC-47-disarmed")
    state = act(state, EndTurn(seat=0))
    assert state.active == 1 and "disarmed" not in combat_of(state, 0).conditions
