"""Dis cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

from kf_helpers import GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.cards import House, Keyword
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, UseAction, UseOmni)
from engine.games.keyforge.keywords import power, value
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import zone_of


# -- Eater of the Dead: "Fight/Reap: purge a creature from a discard pile; +1 power counter" ----

def test_eater_of_the_dead_purges_a_creature_from_any_discard_pile():
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"], discard=["Pitlord", "Hand of Dis"]),
                                     dict(battleline=["Batdrone"])])
    eater, bat, pitlord = card(s, "Eater of the Dead"), card(s, "Batdrone"), card(s, "Pitlord")
    s = act(s, Fight(seat=0, attacker=eater, defender=bat))
    assert sorted(o.card for o in options(s)) == sorted([bat, pitlord])  # the creature it just killed too
    refused(s, Choose(seat=0, card=card(s, "Hand of Dis")), "KF-target")  # not a creature
    s = act(s, Choose(seat=0, card=bat))
    assert zone_of(s, bat) == (1, Zone.PURGED) and s.inplay[eater].power == 1 and power(s, eater) == 5
    # with no creature in any discard pile the reap asks nothing
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"], discard=["Hand of Dis"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Eater of the Dead")))
    assert GAME.pending(s).rule == "KF-turn-1" and s.inplay[card(s, "Eater of the Dead")].power == 0


# -- Gabos Longarms: "Before Fight: choose a creature; it is dealt Gabos's damage instead" ------

def test_gabos_longarms_deals_its_fight_damage_to_the_creature_chosen():
    s = position(house="Dis", seats=[dict(battleline=["Gabos Longarms", "Ember Imp"]),
                                     dict(battleline=["Champion Anaphiel", "Ganymede Archivist"])])
    gabos, imp, anaphiel, archivist = (card(s, n) for n in ("Gabos Longarms", "Ember Imp", "Champion Anaphiel",
                                                            "Ganymede Archivist"))
    s = act(s, Fight(seat=0, attacker=gabos, defender=anaphiel))
    assert sorted(o.card for o in options(s)) == sorted([gabos, imp, anaphiel, archivist])  # any creature
    s = act(s, Choose(seat=0, card=archivist))
    assert zone_of(s, archivist) == (1, Zone.DISCARD) and s.inplay[anaphiel].damage == 0
    assert zone_of(s, gabos) == (0, Zone.DISCARD)  # Anaphiel still hit back with 6


def test_gabos_longarms_does_nothing_when_it_is_attacked():
    s = position(house="Sanctum", active=1, seats=[dict(battleline=["Gabos Longarms"]),
                                                   dict(battleline=["Champion Anaphiel"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Champion Anaphiel"), defender=card(s, "Gabos Longarms")))
    assert GAME.pending(s).rule == "KF-turn-1"
    assert zone_of(s, card(s, "Gabos Longarms")) == (0, Zone.DISCARD)
    assert s.inplay[card(s, "Champion Anaphiel")].damage == 5 - 1  # armor 1


# -- Key Hammer: "Play: if your opponent forged a key on their previous turn, unforge it. Your --
# -- opponent gains 6" --------------------------------------------------------------------------

def test_key_hammer_unforges_only_a_key_forged_on_the_previous_turn():
    for forged_on, keys_left in ((2, 0), (1, 1)):  # turn 2 was the opponent's previous turn
        s = position(house="Dis", flags={"forged_on": [0, forged_on]}, seats=[dict(hand=["Key Hammer"]), dict(keys=1)])
        s = play(s, "Key Hammer")
        assert s.players[1].keys == keys_left and s.players[1].amber == 6  # the 6 in either case
        assert s.players[0].amber == 1


# -- Gongoozle: "Play: deal 3 damage to a creature; if it is not destroyed, its owner discards --
# -- a random card from their hand" -------------------------------------------------------------

def _gongoozle(target):
    s = position(house="Dis", seats=[dict(battleline=["Dodger", "Silvertooth"], hand=["Gongoozle", "Shooler"]),
                                     dict(battleline=["Urchin", "Sneklifter", "Shadow Self"], hand=["Ember Imp"],
                                          amber=3)])
    return act(play(s, "Gongoozle"), Choose(seat=0, card=card(s, target)))


def test_gongoozle_makes_the_owner_discard_only_when_its_creature_survives():
    for target in ("Silvertooth", "Urchin"):  # destroyed: no discard on either side
        s = _gongoozle(target)
        assert s.inplay[card(s, target)] is None
        assert names(s, s.players[0].hand) == ["Shooler"] and names(s, s.players[1].hand) == ["Ember Imp"]
    s = _gongoozle("Dodger")  # survives: its owner, seat 0, discards its only card
    assert s.inplay[card(s, "Dodger")].damage == 3 and zone_of(s, card(s, "Shooler")) == (0, Zone.DISCARD)
    s = _gongoozle("Sneklifter")  # Shadow Self takes the damage: Sneklifter survives untouched
    assert s.inplay[card(s, "Sneklifter")].damage == 0 and s.inplay[card(s, "Shadow Self")].damage == 3
    assert zone_of(s, card(s, "Ember Imp")) == (1, Zone.DISCARD)


# -- Hecatomb: "Play: destroy each Dis creature; each player gains 1 per creature they lost" ---

def test_hecatomb_pays_each_player_for_their_own_dis_creatures():
    s = position(house="Dis", seats=[dict(hand=["Hecatomb"], battleline=["Ember Imp", "Pit Demon", "Troll"]),
                                     dict(battleline=["Shooler", "Krump", "Bumpsy"])])
    s = play(s, "Hecatomb")
    assert [names(s, p.battleline) for p in s.players] == [["Troll"], ["Krump", "Bumpsy"]]
    assert (s.players[0].amber, s.players[1].amber) == (1 + 2, 1)  # its bonus, then 2 and 1


# -- Arise!: "Play: choose a house; return each creature of that house from your discard pile --
# -- to your hand. Gain 1 chain." ----------------------------------------------------------------

def test_arise_returns_the_chosen_houses_creatures_and_gains_a_chain():
    s = position(house="Dis", seats=[dict(hand=["Arise!"], discard=["Pit Demon", "Pitlord", "Ancient Bear"],
                                          deck=["Troll"] * 8), dict(battleline=["Mighty Tiger"])])
    s = play(s, "Arise!")
    assert len(options(s)) == 7  # any house of the set (KF-choose-one)
    t = act(GAME.clone(s), ChooseOption(seat=0, option="Dis"))
    assert names(t, t.players[0].hand) == ["Pit Demon", "Pitlord"] and t.players[0].chains == 1
    t = act(GAME.clone(s), ChooseOption(seat=0, option="Untamed"))
    assert names(t, t.players[0].hand) == ["Ancient Bear"]
    t = act(t, EndStep(seat=0))  # the chain costs one card of the draw, and is shed
    assert len(t.players[0].hand) == 5 and t.players[0].chains == 0


# -- Annihilation Ritual: "When a creature would enter a discard pile from play, purge it" -----

def test_annihilation_ritual_purges_creatures_leaving_play_not_cards_discarded_from_hand():
    s = position(house="Dis", seats=[dict(artifacts=["Annihilation Ritual"], battleline=["Ember Imp", "Guardian Demon",
                                                                                         "Pit Demon"],
                                          hand=["Hand of Dis", "Hand of Dis", "Pitlord"]),
                                     dict(battleline=["Mighty Tiger", "Snufflegator", "Inka the Spider"])])
    for victim, owner in (("Guardian Demon", 0), ("Snufflegator", 1)):  # either side's
        t = act(play(GAME.clone(s), "Hand of Dis"), Choose(seat=0, card=card(s, victim)))
        assert zone_of(t, card(s, victim)) == (owner, Zone.PURGED)
    t = act(GAME.clone(s), Discard(seat=0, card=card(s, "Pitlord")))
    assert zone_of(t, card(s, "Pitlord")) == (0, Zone.DISCARD)


# -- Collar of Subordination: "You control this creature" --------------------------------------

def test_collar_of_subordination_takes_the_creature_to_a_flank_chosen_and_it_dies_to_its_owner():
    s = position(house="Dis", seats=[dict(hand=["Collar of Subordination", "Ember Imp"]),
                                     dict(battleline=["Dust Imp", "Dextre"])])
    imp, collar, ember = card(s, "Dust Imp"), card(s, "Collar of Subordination"), card(s, "Ember Imp")
    s = act(play(s, "Ember Imp", flank=Flank.LEFT), PlayUpgrade(seat=0, card=collar, creature=imp))
    s = act(s, ChooseOption(seat=0, option="left"))
    assert s.players[0].battleline == [imp, ember] and s.owner[imp] == 1
    s = act(s, Fight(seat=0, attacker=imp, defender=card(s, "Dextre")))  # 2 power against 3
    assert zone_of(s, imp) == (1, Zone.DISCARD) and zone_of(s, collar) == (0, Zone.DISCARD)
    assert (s.players[0].amber, s.players[1].amber) == (2, 0)  # Dust Imp's Destroyed: for its controller


# -- Drumble: "Elusive. Play: if your opponent has 7 Æmber or more, capture all of it" ----------

def test_drumble_captures_everything_from_seven():
    for theirs, captured in ((7, 7), (6, 0)):
        s = play(position(house="Dis", seats=[dict(hand=["Drumble"]), dict(amber=theirs)]), "Drumble")
        assert s.inplay[card(s, "Drumble")].amber == captured and s.players[1].amber == theirs - captured


# -- Lifeward: "Omni: sacrifice Lifeward; your opponent cannot play creatures on their next turn"

def _lifeward(hand, deck):
    s = position(house="Dis", seats=[dict(artifacts=["Lifeward"], deck=["Troll"] * 6), dict(hand=hand, deck=deck)])
    s = act(s, UseOmni(seat=0, card=card(s, "Lifeward")), EndStep(seat=0))
    assert zone_of(s, card(s, "Lifeward")) == (0, Zone.DISCARD)
    return s


def test_lifeward_stops_creature_plays_even_from_wild_wormhole_but_not_artifacts():
    s = act(_lifeward(["Troll", "Gauntlet of Command"], ["Anger"]), ChooseHouse(seat=1, house=House.BROBNAR))
    troll, gauntlet = s.players[1].hand
    refused(s, PlayCard(seat=1, card=troll, flank=Flank.LEFT), "KF-lasting")
    assert PlayCard(seat=1, card=gauntlet) in options(s) and Discard(seat=1, card=troll) in options(s)
    s = act(_lifeward(["Wild Wormhole"], ["Krump", "Anger"]), ChooseHouse(seat=1, house=House.LOGOS))
    s = act(s, PlayCard(seat=1, card=card(s, "Wild Wormhole")))
    assert zone_of(s, card(s, "Krump")) == (1, Zone.DECK) and GAME.pending(s).rule == "KF-turn-1"
    s = act(_lifeward(["Wild Wormhole"], ["Gauntlet of Command", "Anger"]), ChooseHouse(seat=1, house=House.LOGOS))
    s = act(s, PlayCard(seat=1, card=card(s, "Wild Wormhole")), PlayCard(seat=1, card=card(s, "Gauntlet of Command")))
    assert zone_of(s, card(s, "Gauntlet of Command")) == (1, Zone.ARTIFACTS)


# -- Flame-Wreathed: "This creature gets +2 power and gains hazardous 2" ------------------------

def test_flame_wreathed_gives_two_power_and_hazardous_two():
    s = position(house="Dis", seats=[dict(hand=["Flame-Wreathed"], battleline=["Ember Imp"]),
                                     dict(battleline=["Troll"])])
    imp = card(s, "Ember Imp")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Flame-Wreathed"), creature=imp))
    assert power(s, imp) == 2 + 2 and value(s, imp, Keyword.HAZARDOUS) == 2


# -- Ember Imp: "Your opponent cannot play more than 2 cards each turn" -------------------------

def test_ember_imp_limits_the_opponent_to_two_plays_while_in_play():
    s = position(house="Shadows", seats=[dict(battleline=["Bulleteye"], hand=["Umbra", "Urchin", "Dodger"]),
                                         dict(battleline=["Ember Imp"])])
    s = play(play(s, "Umbra"), "Urchin")
    dodger = card(s, "Dodger")
    refused(s, PlayCard(seat=0, card=dodger, flank=Flank.LEFT), "KF-ability-play")
    assert Discard(seat=0, card=dodger) in options(s)  # discarding is no play
    s = act(s, Fight(seat=0, attacker=card(s, "Bulleteye"), defender=card(s, "Ember Imp")))  # 2 and 2
    s = act(s, PlayCard(seat=0, card=dodger, flank=Flank.LEFT))
    assert dodger in s.players[0].battleline


# -- Creeping Oblivion: "Play: purge up to 2 cards from a discard pile" -------------------------

def test_creeping_oblivion_purges_up_to_two_cards_of_one_discard_pile():
    s = play(position(house="Dis", seats=[dict(hand=["Creeping Oblivion"], discard=["Anger"]),
                                          dict(discard=["Krump", "Urchin", "Dodger"])]), "Creeping Oblivion")
    assert card(s, "Creeping Oblivion") not in [o.card for o in options(s) if isinstance(o, Choose)]  # not itself
    assert Decline(seat=0) in options(s)
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Krump")))
    refused(t, Choose(seat=0, card=card(s, "Anger")), "KF-target")  # the same pile as the first
    t = act(t, Choose(seat=0, card=card(s, "Urchin")))
    assert names(t, t.players[1].purged) == ["Krump", "Urchin"] and names(t, t.players[1].discard) == ["Dodger"]
    t = act(GAME.clone(s), Decline(seat=0))
    assert t.players[1].purged == [] and len(t.players[1].discard) == 3


# -- Charette: "Play: capture 3 Æmber" ----------------------------------------------------------

def test_charette_captures_three_on_play():
    s = play(position(house="Dis", seats=[dict(hand=["Charette"]), dict(amber=5)]), "Charette")
    assert s.inplay[card(s, "Charette")].amber == 3 and s.players[1].amber == 2


# -- Gateway to Dis: "Play: destroy each creature. Gain 3 chains." ------------------------------

def test_gateway_to_dis_destroys_every_creature_and_chains_its_player():
    s = play(position(house="Dis", seats=[dict(hand=["Gateway to Dis"], battleline=["Ember Imp"]),
                                          dict(battleline=["Troll", "Bumpsy"])]), "Gateway to Dis")
    assert s.players[0].battleline == [] and s.players[1].battleline == [] and s.players[0].chains == 3


# -- Fear: "Play: return an enemy creature to its owner's hand" --------------------------------

def test_fear_returns_an_enemy_creature_or_does_nothing():
    s = play(position(house="Dis", seats=[dict(hand=["Fear"], battleline=["Ember Imp"]), dict(battleline=["Troll"])]),
             "Fear")
    assert options(s) == [Choose(seat=0, card=card(s, "Troll"))]
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert zone_of(s, card(s, "Troll")) == (1, Zone.HAND)
    s = play(position(house="Dis", seats=[dict(hand=["Fear"], battleline=["Ember Imp"]), {}]), "Fear")
    assert GAME.pending(s).rule == "KF-turn-1" and names(s, s.players[0].battleline) == ["Ember Imp"]


# -- Hand of Dis: "Play: destroy a creature that is not on a flank" -----------------------------

def test_hand_of_dis_destroys_a_creature_off_the_flanks():
    s = play(position(house="Dis", seats=[dict(hand=["Hand of Dis"]), dict(battleline=["Troll", "Bumpsy", "Krump"])]),
             "Hand of Dis")
    assert options(s) == [Choose(seat=0, card=card(s, "Bumpsy"))]
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert names(s, s.players[1].battleline) == ["Troll", "Krump"]
    s = play(position(house="Dis", seats=[dict(hand=["Hand of Dis"]), dict(battleline=["Troll"])]), "Hand of Dis")
    assert GAME.pending(s).rule == "KF-turn-1" and names(s, s.players[1].battleline) == ["Troll"]


# -- Key to Dis: "Omni: sacrifice Key to Dis; destroy each creature" ---------------------------

def test_key_to_dis_destroys_every_creature_on_any_turn():
    s = position(house="Logos", seats=[dict(artifacts=["Key to Dis"], battleline=["Ember Imp", "Shooler", "Dextre"]),
                                       dict(battleline=["Troll", "Krump"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Key to Dis")))
    assert s.players[0].battleline == [] and s.players[1].battleline == []
    assert zone_of(s, card(s, "Key to Dis")) == (0, Zone.DISCARD)
    assert names(s, s.players[0].deck) == ["Dextre"]  # its Destroyed: puts it on top of its deck


# -- Dust Imp: "Destroyed: gain 2 Æmber" --------------------------------------------------------

def test_dust_imp_pays_its_controller_when_destroyed():
    s = position(house="Dis", seats=[dict(battleline=["Dust Imp"]), dict(battleline=["Dodger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Dust Imp"), defender=card(s, "Dodger")))
    assert zone_of(s, card(s, "Dust Imp")) == (0, Zone.DISCARD) and s.players[0].amber == 2


# -- Library of the Damned: "Action: archive a card" --------------------------------------------

def test_library_of_the_damned_archives_a_card_from_hand():
    s = position(house="Dis", seats=[dict(artifacts=["Library of the Damned"], hand=["Ember Imp", "Shooler"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Library of the Damned")))
    assert len(options(s)) == 2
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")))
    assert names(s, s.players[0].archives) == ["Ember Imp"]
