"""Brobnar cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

import msgspec
from kf_helpers import FOGGIFIED, GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, UseAction)
from engine.games.keyforge.keywords import power
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import zone_of


# -- Anger: "Play: Ready and fight with a friendly creature." -----------------------------------

def _anger(effects=(), **troll):
    return position(house="Brobnar", effects=list(effects), seats=[
        dict(hand=["Anger"], battleline=["Ancient Bear", {"card": "Troll", "exhausted": True, **troll},
                                         {"card": "Giant Sloth", "exhausted": True, "stunned": True}]),
        dict(battleline=["Mighty Tiger", "Hunting Witch"])])


def test_anger_readies_an_exhausted_creature_and_fights_with_it():
    s = play(_anger(damage=4), "Anger")
    troll, witch = card(s, "Troll"), card(s, "Hunting Witch")
    s = act(s, Choose(seat=0, card=troll))
    refused(s, Choose(seat=0, card=card(s, "Ancient Bear")), "KF-target")  # an enemy to attack
    s = act(s, Choose(seat=0, card=witch))
    assert s.inplay[troll].exhausted and s.inplay[troll].damage == 4 + 2
    assert witch in s.players[1].discard


def test_anger_fights_with_a_creature_of_another_house():
    s = play(_anger(), "Anger")
    bear, witch = card(s, "Ancient Bear"), card(s, "Hunting Witch")
    s = act(s, Choose(seat=0, card=bear), Choose(seat=0, card=witch))  # assault 2 kills the Witch first
    assert witch in s.players[1].discard and s.inplay[bear].damage == 0 and s.inplay[bear].exhausted


def test_anger_only_readies_a_creature_that_cannot_fight_this_turn():
    # keyteki: under Foggify the creature is readied and does not fight (matchlog asked for an
    # enemy to attack before keyforge-6, and fought: a fight is a use Foggify forbids; KF-ready-fight)
    s = play(_anger(FOGGIFIED), "Anger")
    troll = card(s, "Troll")
    s = act(s, Choose(seat=0, card=troll))
    assert not s.inplay[troll].exhausted and GAME.pending(s).rule == "KF-turn-1"
    assert s.players[1].battleline == [card(s, "Mighty Tiger"), card(s, "Hunting Witch")]
    assert Reap(seat=0, card=troll) in options(s)  # ready: it may still reap
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Mighty Tiger")), "KF-lasting")


def test_anger_on_a_stunned_creature_removes_the_stun_even_when_it_cannot_fight():
    for effects in ((), FOGGIFIED):
        s = play(_anger(effects, stunned=True), "Anger")
        troll = card(s, "Troll")
        s = act(s, Choose(seat=0, card=troll))
        ip = s.inplay[troll]
        assert ip.exhausted and not ip.stunned and ip.damage == 0
        assert s.players[1].battleline == [card(s, "Mighty Tiger"), card(s, "Hunting Witch")]


def test_anger_readies_a_creature_that_cannot_be_used_and_leaves_its_stun():
    # Giant Sloth cannot be used before an Untamed card was discarded this turn; removing a
    # stun is a use (the stun rules), so the stun stays, and the ready still happens
    s = play(_anger(), "Anger")
    sloth = card(s, "Giant Sloth")
    s = act(s, Choose(seat=0, card=sloth))
    assert not s.inplay[sloth].exhausted and s.inplay[sloth].stunned
    assert GAME.pending(s).rule == "KF-turn-1"


def test_anger_without_enemy_creatures_only_readies():
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "exhausted": True},
                                                                           {"card": "Ancient Bear", "stunned": True}]),
                                         {}])
    t = act(play(GAME.clone(s), "Anger"), Choose(seat=0, card=card(s, "Troll")))
    assert not t.inplay[card(s, "Troll")].exhausted
    t = act(t, Reap(seat=0, card=card(t, "Troll")))  # and it may be used again
    assert t.players[0].amber == 2  # Anger's bonus and the reap
    t = act(play(GAME.clone(s), "Anger"), Choose(seat=0, card=card(s, "Ancient Bear")))
    assert t.inplay[card(s, "Ancient Bear")].exhausted and not t.inplay[card(s, "Ancient Bear")].stunned


def test_keyforge_5_keeps_its_anger_for_matches_recorded_before():
    old = GAME.for_rules("keyforge-5")
    s = old.from_position({"house": "Brobnar", "effects": FOGGIFIED, "seats": [
        {"hand": ["Anger"], "battleline": [{"card": "Troll", "exhausted": True},
                                           {"card": "Giant Sloth", "exhausted": True, "stunned": True}]},
        {"battleline": ["Hunting Witch"]}]})
    assert s.revision is msgspec.UNSET and s.choice_rule == "KF-choice-asked"
    anger, troll, witch, sloth = (card(s, n) for n in ("Anger", "Troll", "Hunting Witch", "Giant Sloth"))
    t = old.apply(old.clone(s), PlayCard(seat=0, card=anger))
    t = old.apply(old.apply(t, Choose(seat=0, card=troll)), Choose(seat=0, card=witch))
    assert witch in t.players[1].discard  # the fight Foggify forbids, as it was recorded
    t = old.apply(old.apply(old.clone(s), PlayCard(seat=0, card=anger)), Choose(seat=0, card=sloth))
    assert t.inplay[sloth].exhausted and not t.inplay[sloth].stunned
    assert "keyforge-5" in GAME.rules_versions() and GAME.rules_version != "keyforge-5"


# -- Blood Money: "Play: place 2 Æmber from the common supply on an enemy creature" ------------

def test_blood_money_puts_two_amber_from_the_supply_on_an_enemy_creature():
    s = position(house="Brobnar", seats=[dict(hand=["Blood Money"], battleline=["Troll"]), dict(battleline=["Zorg"])])
    s = play(s, "Blood Money")
    assert options(s) == [Choose(seat=0, card=card(s, "Zorg"))]  # enemy creatures only
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert s.inplay[card(s, "Zorg")].amber == 2 and (s.players[0].amber, s.players[1].amber) == (0, 0)


# -- Looter Goblin: "Reap: for the rest of the turn, gain 1 Æmber each time an enemy creature --
# -- is destroyed" -------------------------------------------------------------------------------

def test_looter_goblin_pays_for_enemy_creatures_even_after_it_left_play():
    s = position(house="Brobnar", seats=[dict(battleline=["Looter Goblin", "Troll"], hand=["Punch", "Lava Ball"]),
                                         dict(battleline=["Urchin", "Silvertooth"])])
    goblin = card(s, "Looter Goblin")
    s = act(s, Reap(seat=0, card=goblin))
    assert s.players[0].amber == 1
    t = act(play(GAME.clone(s), "Lava Ball"), Choose(seat=0, card=card(s, "Urchin")))  # 4 and 2 splash
    assert t.players[1].battleline == [] and t.players[0].amber == 1 + 2
    t = act(play(GAME.clone(s), "Punch"), Choose(seat=0, card=goblin))  # a friendly creature: nothing
    assert zone_of(t, goblin) == (0, Zone.DISCARD) and t.players[0].amber == 1 + 1  # Punch's bonus
    t = act(play(t, "Lava Ball"), Choose(seat=0, card=card(s, "Urchin")))
    assert t.players[0].amber == 2 + 2  # the effect lasts the turn, goblin or not


# -- King of the Crag: "Each enemy Brobnar creature gets -2 power" ------------------------------

def test_king_of_the_crag_weakens_enemy_brobnar_creatures_only():
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag"], battleline=["Troll"]),
                                         dict(battleline=["Krump", "Batdrone", "Pingle Who Annoys"])])
    s = play(s, "King of the Crag")
    assert power(s, card(s, "Troll")) == 8 and power(s, card(s, "Krump")) == 4 and power(s, card(s, "Batdrone")) == 2
    assert zone_of(s, card(s, "Pingle Who Annoys")) == (1, Zone.DISCARD)  # 2 - 2: no power left
    # Pingle's reaction to King entering play was set off while Pingle was in play, so it still
    # deals its 1 damage (keyteki drops it once Pingle is gone; KF-simultaneous)
    assert s.inplay[card(s, "King of the Crag")].damage == 1


# -- Iron Obelisk: "Your opponent's keys cost +1 for each friendly damaged Brobnar creature" ---

def test_iron_obelisk_counts_friendly_damaged_brobnar_creatures():
    s = position(start="turn", active=1, seats=[
        dict(artifacts=["Iron Obelisk"], battleline=["Troll", {"card": "Valdr", "damage": 1},
                                                      {"card": "Bumpsy", "damage": 1}, {"card": "Sequis", "damage": 1}]),
        dict(amber=7, battleline=[{"card": "Ganger Chieftain", "damage": 2}])])
    assert s.players[1].keys == 0 and s.players[1].amber == 7  # 6 + 2: Sequis and the enemy giant do not count
    s = position(start="turn", active=1, seats=[
        dict(artifacts=["Iron Obelisk"], battleline=["Troll", {"card": "Valdr", "damage": 1}]),
        dict(amber=9, battleline=[{"card": "Ganger Chieftain", "damage": 2}])])
    assert s.players[1].keys == 1 and s.players[1].amber == 2


# -- Coward's End: "Play: destroy each undamaged creature. Gain 3 chains." ----------------------

def test_cowards_end_destroys_each_undamaged_creature_and_chains_its_player():
    s = play(position(house="Brobnar", seats=[dict(hand=["Coward's End"], battleline=[{"card": "Dodger", "damage": 1},
                                                                                      "Silvertooth"]),
                                              dict(battleline=["Urchin", {"card": "Krump", "damage": 1}])]),
             "Coward's End")
    assert [names(s, p.battleline) for p in s.players] == [["Dodger"], ["Krump"]]
    assert s.players[0].chains == 3 and s.players[1].chains == 0


# -- Hebe the Huge: "Play: deal 2 damage to each other undamaged creature" ----------------------

def test_hebe_the_huge_hits_each_other_undamaged_creature():
    s = play(position(house="Brobnar", seats=[dict(hand=["Hebe the Huge"], battleline=[{"card": "Troll", "damage": 1},
                                                                                       "Bumpsy"]),
                                              dict(battleline=["Bumpsy", "Ember Imp"])]), "Hebe the Huge")
    assert [names(s, p.battleline) for p in s.players] == [["Troll", "Bumpsy", "Hebe the Huge"], ["Bumpsy"]]
    assert [s.inplay[c].damage for p in s.players for c in p.battleline] == [1, 2, 0, 2]


# -- Ganger Chieftain: "Play: you may ready and fight with a neighboring creature" --------------

def test_ganger_chieftain_readies_and_fights_with_a_neighbour_only():
    s = position(house="Brobnar", seats=[dict(hand=["Ganger Chieftain"], battleline=[
        {"card": "Troll", "exhausted": True, "damage": 4}, "Ancient Bear"]), dict(battleline=["Batdrone"])])
    troll, bat = card(s, "Troll"), card(s, "Batdrone")
    s = play(s, "Ganger Chieftain", flank=Flank.LEFT)  # its only neighbour: Troll
    assert options(s) == [Choose(seat=0, card=troll), Decline(seat=0)]
    refused(s, Choose(seat=0, card=card(s, "Ancient Bear")), "KF-target")
    s = act(s, Choose(seat=0, card=troll), Choose(seat=0, card=bat))
    assert zone_of(s, bat) == (1, Zone.DISCARD) and s.inplay[troll].exhausted and s.inplay[troll].damage == 6
    # under Foggify it only readies (KF-ready-fight)
    s = position(house="Brobnar", effects=FOGGIFIED, seats=[dict(hand=["Ganger Chieftain"], battleline=[
        {"card": "Troll", "exhausted": True}]), dict(battleline=["Batdrone"])])
    s = act(play(s, "Ganger Chieftain", flank=Flank.LEFT), Choose(seat=0, card=card(s, "Troll")))
    assert not s.inplay[card(s, "Troll")].exhausted and GAME.pending(s).rule == "KF-turn-1"


# -- Bilgum Avalanche: "After you forge a key, deal 2 damage to each enemy creature" ------------

def test_bilgum_avalanche_burns_the_enemy_after_each_key_its_player_forges():
    s = position(house="Untamed", seats=[dict(amber=14, hand=["Key Charge", "Chota Hazri"],
                                              battleline=["Bilgum Avalanche", "Snufflegator"]),
                                         dict(amber=6, battleline=["Mother", "Troll"])])
    s = act(play(s, "Key Charge"), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.players[0].keys == 1
    assert [s.inplay[c].damage for p in s.players for c in p.battleline] == [0, 0, 2, 2]  # enemies only
    s = act(play(s, "Chota Hazri", flank=Flank.LEFT), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.players[0].keys == 2
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [4, 4]
    s = position(start="turn", active=1, seats=[dict(battleline=["Bilgum Avalanche"]),
                                                dict(amber=6, battleline=["Mother"])])
    assert s.players[1].keys == 1 and s.inplay[card(s, "Mother")].damage == 0  # the opponent's key


# -- Barehanded: "Play: put each artifact on top of its owner's deck" ---------------------------

def test_barehanded_puts_every_artifact_on_top_of_its_owners_deck():
    s = play(position(house="Brobnar", seats=[dict(hand=["Barehanded"], battleline=["Troll"],
                                                   artifacts=["Autocannon", "Cannon"], deck=["Krump"]),
                                              dict(battleline=["Mother"], artifacts=["Lifeward"], deck=["Anger"])]),
             "Barehanded")
    assert s.players[0].artifacts == [] and s.players[1].artifacts == []
    deck = names(s, s.players[0].deck)
    assert sorted(deck[:2]) == ["Autocannon", "Cannon"] and deck[2:] == ["Krump"]
    assert names(s, s.players[1].deck) == ["Lifeward", "Anger"]
    assert [names(s, p.battleline) for p in s.players] == [["Troll"], ["Mother"]]  # creatures stay


# -- Earthshaker: "Play: destroy each creature with power 3 or lower" ---------------------------

def test_earthshaker_destroys_each_creature_of_power_three_or_less():
    s = play(position(house="Brobnar", seats=[dict(hand=["Earthshaker"]),
                                              dict(battleline=["Urchin", "Umbra", "Krump", "Dodger"])]), "Earthshaker")
    assert [names(s, p.battleline) for p in s.players] == [["Earthshaker"], ["Krump", "Dodger"]]


# -- Follow the Leader: "Play: for the rest of the turn, each friendly creature may fight" ------

def test_follow_the_leader_lets_every_friendly_creature_fight_this_turn_only():
    s = position(house="Brobnar", seats=[dict(hand=["Follow the Leader"], battleline=["Sequis", "Doc Bookton"],
                                              deck=["Troll"] * 6),
                                         dict(battleline=["Ember Imp", "Charette"], deck=["Troll"] * 6)])
    sequis, doc = card(s, "Sequis"), card(s, "Doc Bookton")
    refused(s, Fight(seat=0, attacker=sequis, defender=card(s, "Ember Imp")), "KF-use-house")
    s = play(s, "Follow the Leader")
    refused(s, Reap(seat=0, card=sequis), "KF-use-house")  # fight only
    s = act(s, Fight(seat=0, attacker=sequis, defender=card(s, "Ember Imp")),
            Fight(seat=0, attacker=doc, defender=card(s, "Charette")))
    assert s.players[1].battleline == []
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=s.players[1].houses[0]), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.BROBNAR))
    assert not [o for o in options(s) if getattr(o, "attacker", getattr(o, "card", None)) in (sequis, doc)]


# -- Lava Ball: "Play: deal 4 damage to a creature with 2 splash" --------------------------------

def test_lava_ball_hits_a_creature_and_splashes_its_neighbours():
    s = play(position(house="Brobnar", seats=[dict(hand=["Lava Ball"]),
                                              dict(battleline=["Snufflegator", "Ancient Bear", "Hunting Witch"])]),
             "Lava Ball")
    s = act(s, Choose(seat=0, card=card(s, "Ancient Bear")))
    assert names(s, s.players[1].battleline) == ["Snufflegator", "Ancient Bear"]  # the Witch (2) is gone
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [2, 4]


# -- Loot the Bodies: "Play: for the rest of the turn, gain 1 Æmber each time an enemy creature -
# -- is destroyed" -------------------------------------------------------------------------------

def test_loot_the_bodies_pays_per_enemy_death_and_two_copies_pay_twice():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"], hand=["Loot the Bodies", "Loot the Bodies", "Coward's End"]),
                                         dict(battleline=["Batdrone", "Ganymede Archivist", "Doc Bookton", "Inka the Spider"])])
    first, second = s.players[0].hand[:2]
    t = act(GAME.clone(s), PlayCard(seat=0, card=first),
            Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Ganymede Archivist")))
    assert t.players[0].amber == 1 and t.inplay[card(s, "Troll")].damage == 3
    t = act(GAME.clone(s), PlayCard(seat=0, card=first), PlayCard(seat=0, card=second),
            Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Ganymede Archivist")))
    assert t.players[0].amber == 2  # they stack
    t = play(act(GAME.clone(s), PlayCard(seat=0, card=first)), "Coward's End")
    assert t.players[0].amber == 4  # four enemy creatures; Troll is friendly, and no pay


# -- Grenade Snib: "Destroyed: your opponent loses 2 Æmber" ------------------------------------

def test_grenade_snib_costs_the_opponent_two_when_destroyed():
    s = position(house="Brobnar", seats=[dict(battleline=["Grenade Snib"]), dict(amber=3, battleline=["Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Grenade Snib"), defender=card(s, "Troll")))
    assert zone_of(s, card(s, "Grenade Snib")) == (0, Zone.DISCARD) and s.players[1].amber == 1


# -- Lomir Flamefist: "Play: if your opponent has 7 Æmber or more, they lose 2" -----------------

def test_lomir_flamefist_taxes_seven_or_more():
    for theirs, after in ((7, 5), (6, 6)):
        s = play(position(house="Brobnar", seats=[dict(hand=["Lomir Flamefist"]), dict(amber=theirs, battleline=["Troll"])]),
                 "Lomir Flamefist")
        assert s.players[1].amber == after


# -- Gauntlet of Command: "Action: ready and fight with a friendly creature" ---------------------

def test_gauntlet_of_command_readies_and_fights_or_only_readies_with_no_enemy():
    s = position(house="Brobnar", seats=[dict(artifacts=["Gauntlet of Command"], battleline=[{"card": "Dextre", "exhausted": True}]),
                                         dict(battleline=["Ember Imp"])])
    s = act(s, UseAction(seat=0, card=card(s, "Gauntlet of Command")), Choose(seat=0, card=card(s, "Dextre")),
            Choose(seat=0, card=card(s, "Ember Imp")))
    assert zone_of(s, card(s, "Ember Imp")) == (1, Zone.DISCARD) and s.inplay[card(s, "Dextre")].exhausted
    s = position(house="Brobnar", seats=[dict(artifacts=["Gauntlet of Command"], battleline=[{"card": "Dextre", "exhausted": True}]),
                                         {}])
    s = act(s, UseAction(seat=0, card=card(s, "Gauntlet of Command")), Choose(seat=0, card=card(s, "Dextre")))
    assert not s.inplay[card(s, "Dextre")].exhausted and GAME.pending(s).rule == "KF-turn-1"


# -- Cannon: "Action: deal 2 damage to a creature" ----------------------------------------------

def test_cannon_deals_two_damage():
    s = position(house="Brobnar", seats=[dict(artifacts=["Cannon"]), dict(battleline=["Dodger"])])
    s = act(s, UseAction(seat=0, card=card(s, "Cannon")), Choose(seat=0, card=card(s, "Dodger")))
    assert s.inplay[card(s, "Dodger")].damage == 2


# -- Firespitter: "Before Fight: deal 1 damage to each enemy creature" --------------------------

def test_firespitter_burns_every_enemy_before_it_fights_even_an_elusive_one():
    s = position(house="Brobnar", seats=[dict(battleline=["Firespitter"]),
                                         dict(battleline=["Urchin", "Snufflegator", "Silvertooth"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Firespitter"), defender=card(s, "Urchin")))
    assert zone_of(s, card(s, "Urchin")) == (1, Zone.DISCARD)  # power 1: gone before the fight
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [1, 1]
    assert s.inplay[card(s, "Firespitter")].damage == 0  # no fight, so no damage back


# -- Burn the Stockpile: "Play: if your opponent has 7 Æmber or more, they lose 4" --------------

def test_burn_the_stockpile_from_seven():
    for theirs, after in ((8, 4), (6, 6)):
        s = play(position(house="Brobnar", seats=[dict(hand=["Burn the Stockpile"]), dict(amber=theirs)]),
                 "Burn the Stockpile")
        assert s.players[1].amber == after


# -- Blood of Titans: "This creature gets +5 power" ---------------------------------------------

def test_blood_of_titans_adds_five_to_its_creature_and_stacks_with_counters_and_copies():
    s = position(house="Brobnar", seats=[dict(hand=["Blood of Titans", "Blood of Titans"],
                                              battleline=[{"card": "Troll", "power": 2}, "Krump"]),
                                         dict(battleline=["Hunting Witch"])])
    first, second = s.players[0].hand
    troll = card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=first, creature=troll))
    assert power(s, troll) == 8 + 2 + 5 and power(s, card(s, "Krump")) == 6 and power(s, card(s, "Hunting Witch")) == 2
    s = act(s, PlayUpgrade(seat=0, card=second, creature=troll))
    assert power(s, troll) == 20


# -- Bumpsy: "Play: your opponent loses 1 Æmber" ------------------------------------------------

def test_bumpsy_costs_the_opponent_one():
    s = play(position(house="Brobnar", seats=[dict(hand=["Bumpsy"]), dict(amber=3)]), "Bumpsy")
    assert s.players[1].amber == 2
