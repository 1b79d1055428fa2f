"""Mars cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

from kf_helpers import GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight,
                                          PlayUpgrade, Reap, UseAction, UseOmni)
from engine.games.keyforge.state import Zone
from engine.games.keyforge.board import zone_of


# -- Biomatrix Backup: its creature gains "Destroyed: you may archive it" ----------------------

def test_biomatrix_backup_archives_its_creature_when_destroyed():
    s = position(house="Mars", seats=[dict(hand=["Biomatrix Backup"], battleline=["Tunk"]),
                                      dict(battleline=["Troll"])])
    tunk, backup = card(s, "Tunk"), card(s, "Biomatrix Backup")
    s = act(s, PlayUpgrade(seat=0, card=backup, creature=tunk),
            Fight(seat=0, attacker=tunk, defender=card(s, "Troll")))  # 8 damage on power 6
    assert options(s) == [Choose(seat=0, card=tunk), Decline(seat=0)]  # "you may"
    s = act(s, Choose(seat=0, card=tunk))
    assert zone_of(s, tunk) == (0, Zone.ARCHIVES) and zone_of(s, backup) == (0, Zone.DISCARD)


# -- Key Abduction: "Play: return each Mars creature to its owner's hand; then you may forge a --
# -- key at +9 current cost, reduced by 1 for each card in your hand" --------------------------

def _abduction(amber):
    return position(house="Mars", seats=[
        dict(amber=amber, hand=["Key Abduction", "Phase Shift", "Virtuous Works", "Chuff Ape", "Dextre", "Batdrone"],
             battleline=["Sequis", "Mindwarper", "Blypyp"]),
        dict(battleline=[{"card": "Zorg", "damage": 3}])])


def test_key_abduction_returns_every_mars_creature_then_may_forge():
    s = play(_abduction(0), "Key Abduction")
    assert [c for p in s.players for c in p.battleline] == [card(s, "Sequis")]
    assert card(s, "Zorg") in s.players[1].hand  # each Mars creature, the opponent's too
    assert s.players[0].amber == 1 and GAME.pending(s).rule == "KF-turn-1"  # 1 Æmber: no forge offered
    # 7 cards in hand: 6 + 9 - 7 = 8; with the bonus 9 Æmber, forging leaves 1
    s = play(_abduction(8), "Key Abduction")
    s = act(s, ChooseOption(seat=0, option="forge a key"))
    assert s.players[0].keys == 1 and s.players[0].amber == 1


# -- Custom Virus: "Omni: sacrifice it; purge a creature from your hand; destroy each creature --
# -- that shares a trait with it" ---------------------------------------------------------------

def test_custom_virus_purges_a_hand_creature_and_destroys_its_kin():
    s = position(house="Brobnar", seats=[dict(artifacts=["Custom Virus"], battleline=["Zorg"],
                                              hand=["Ether Spider", "Troll", "Anger", "Combat Pheromones"]),
                                         dict(battleline=["Mighty Tiger", "Hunting Witch"])])
    virus, spider = card(s, "Custom Virus"), card(s, "Ether Spider")
    s = act(s, UseOmni(seat=0, card=virus))
    assert zone_of(s, virus) == (0, Zone.DISCARD)
    assert sorted(o.card for o in options(s)) == sorted([spider, card(s, "Troll")])  # creatures only
    # the text says "purge", not "you may": keyteki's Done button is not offered (KF-choice-asked)
    refused(s, Decline(seat=0), "KF-target")
    t = act(GAME.clone(s), Choose(seat=0, card=spider))  # a beast: Zorg and Mighty Tiger go
    assert zone_of(t, spider) == (0, Zone.PURGED) and names(t, t.players[1].battleline) == ["Hunting Witch"]
    assert t.players[0].battleline == []
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Troll")))  # a giant: shares no trait here
    assert [len(p.battleline) for p in t.players] == [1, 2]
    # no creature in hand: the virus is only sacrificed
    s = position(house="Brobnar", seats=[dict(artifacts=["Custom Virus"], battleline=["Zorg"], hand=["Anger"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Custom Virus")))
    assert GAME.pending(s).rule == "KF-turn-1" and [len(p.battleline) for p in s.players] == [1, 1]


# -- Chuff Ape: "Taunt. Enters play stunned. Fight/Reap: you may sacrifice another friendly ----
# -- creature; if you do, fully heal Chuff Ape" -------------------------------------------------

def test_chuff_ape_enters_stunned_and_may_eat_a_friend_to_heal():
    s = play(position(house="Mars", seats=[dict(hand=["Chuff Ape"]), {}]), "Chuff Ape")
    assert s.inplay[card(s, "Chuff Ape")].stunned
    s = position(house="Mars", seats=[dict(battleline=["Chuff Ape", "Urchin", "Silvertooth"]),
                                      dict(battleline=["Ancient Bear", "Krump"])])
    ape = card(s, "Chuff Ape")
    s = act(s, Fight(seat=0, attacker=ape, defender=card(s, "Ancient Bear")))
    assert s.inplay[ape].damage == 5
    assert sorted(o.card for o in options(s) if isinstance(o, Choose)) == [card(s, "Urchin"), card(s, "Silvertooth")]
    assert Decline(seat=0) in options(s)
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    t = act(GAME.clone(s), Decline(seat=0))
    assert t.inplay[ape].damage == 5
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Urchin")))
    assert t.inplay[ape].damage == 0 and zone_of(t, card(s, "Urchin")) == (0, Zone.DISCARD)


# -- Ammonia Clouds: "Play: deal 3 damage to each creature" -------------------------------------

def test_ammonia_clouds_damages_every_creature():
    s = play(position(house="Mars", seats=[dict(hand=["Ammonia Clouds"], battleline=["Troll"]),
                                           dict(battleline=["Hunting Witch", "Mother"])]), "Ammonia Clouds")
    assert [names(s, p.battleline) for p in s.players] == [["Troll"], ["Mother"]]
    assert s.inplay[card(s, "Troll")].damage == 3 and s.inplay[card(s, "Mother")].damage == 3


# -- EMP Blast: "Play: each Mars creature and each Robot creature is stunned; each artifact is --
# -- destroyed" ---------------------------------------------------------------------------------

def test_emp_blast_stuns_mars_and_robot_creatures_and_destroys_every_artifact():
    s = position(house="Mars", seats=[dict(hand=["EMP Blast"], battleline=["Dodger", "Mother"]),
                                      dict(battleline=["Blypyp"], artifacts=["Crystal Hive"])])
    s = play(s, "EMP Blast")
    assert [s.inplay[card(s, n)].stunned for n in ("Dodger", "Mother", "Blypyp")] == [False, True, True]
    assert zone_of(s, card(s, "Crystal Hive")) == (1, Zone.DISCARD)  # Mother: a Logos robot


# -- Deep Probe: "Play: choose a house; reveal your opponent's hand; discard each creature of ---
# -- that house revealed" -----------------------------------------------------------------------

def test_deep_probe_discards_the_opponents_creatures_of_the_house_chosen():
    s = position(house="Mars", seats=[dict(hand=["Deep Probe", "Umbra"]), dict(hand=["Krump", "Urchin", "Dodger", "Cannon"])])
    s = act(play(s, "Deep Probe"), ChooseOption(seat=0, option="Shadows"))
    assert names(s, s.players[0].hand) == ["Umbra"]  # only the opponent's hand
    assert names(s, s.players[1].hand) == ["Krump", "Cannon"] and names(s, s.players[1].discard) == ["Urchin", "Dodger"]


# -- Combat Pheromones: "Omni: sacrifice it; you may use up to 2 other Mars cards this turn" ----

def test_combat_pheromones_lets_two_mars_cards_be_used_this_turn_only():
    # keyteki has the player pick the two cards as the Omni resolves; matchlog counts the first
    # two uses instead (KF-use-count): the same two cards may be used either way
    s = position(house="Sanctum", seats=[dict(battleline=["Commander Remiel", "Mindwarper"], deck=["Troll"] * 8,
                                              artifacts=["Crystal Hive", "Combat Pheromones"]),
                                         dict(battleline=["Mighty Tiger", "Grabber Jammer"], deck=["Troll"] * 8)])
    mindwarper, hive = card(s, "Mindwarper"), card(s, "Crystal Hive")
    s = act(s, UseOmni(seat=0, card=card(s, "Combat Pheromones")))
    assert UseAction(seat=0, card=hive) in options(s) and Reap(seat=0, card=mindwarper) in options(s)
    refused(s, Reap(seat=1, card=card(s, "Grabber Jammer")), "KF-seat")
    s = act(s, UseAction(seat=0, card=hive), Reap(seat=0, card=mindwarper))
    assert s.players[0].amber == 2  # the reap, and the Hive's 1 for it
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=s.players[1].houses[0]), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.SANCTUM))
    refused(s, Reap(seat=0, card=mindwarper), "KF-use-house")  # the turn is over: so is the effect


# -- Grabber Jammer: "Your opponent's keys cost +1. Fight/Reap: capture 1 Æmber" ----------------

def test_grabber_jammer_raises_the_opponents_key_cost_and_captures_on_fight_and_reap():
    s = position(house="Mars", seats=[dict(battleline=["Grabber Jammer"]), dict(amber=6, battleline=["Ember Imp"])])
    jammer = card(s, "Grabber Jammer")
    t = act(GAME.clone(s), EndStep(seat=0))  # 6 is not 7: no key
    assert t.players[1].keys == 0 and t.players[1].amber == 6
    for use in (Fight(seat=0, attacker=jammer, defender=card(s, "Ember Imp")), Reap(seat=0, card=jammer)):
        t = act(GAME.clone(s), use)
        assert t.inplay[jammer].amber == 1 and t.players[1].amber == 5


# -- Hypnotic Command: "Play: for each friendly Mars creature, choose an enemy creature to ------
# -- capture 1 Æmber from their own side" -------------------------------------------------------

def test_hypnotic_command_makes_enemy_creatures_capture_once_per_mars_creature():
    s = play(position(house="Mars", seats=[dict(hand=["Hypnotic Command"], battleline=["Zorg", "Blypyp"]),
                                           dict(amber=2, battleline=["Troll", "Krump"])]), "Hypnotic Command")
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert options(s) == [Choose(seat=0, card=troll), Choose(seat=0, card=krump)]
    s = act(s, Choose(seat=0, card=troll), Choose(seat=0, card=krump))
    assert (s.inplay[troll].amber, s.inplay[krump].amber, s.players[1].amber) == (1, 1, 0)
    # three Mars creatures, 2 Æmber: the same creature twice, then nothing left to capture
    # (keyteki stops asking there; matchlog asks the third choice, which captures nothing)
    s = play(position(house="Mars", seats=[dict(hand=["Hypnotic Command"], battleline=["Zorg", "Blypyp", "Mindwarper"]),
                                           dict(amber=2, battleline=["Troll", "Krump"])]), "Hypnotic Command")
    troll, krump = card(s, "Troll"), card(s, "Krump")
    s = act(s, Choose(seat=0, card=troll), Choose(seat=0, card=troll), Choose(seat=0, card=krump))
    assert (s.inplay[troll].amber, s.inplay[krump].amber, s.players[1].amber) == (2, 0, 0)
    # no friendly Mars creature: nothing
    s = play(position(house="Mars", seats=[dict(hand=["Hypnotic Command"], battleline=["Troll"]),
                                           dict(amber=2, battleline=["Krump"])]), "Hypnotic Command")
    assert GAME.pending(s).rule == "KF-turn-1" and s.players[1].amber == 2


# -- Invasion Portal: "Action: discard from the top of your deck until a Mars creature, which --
# -- goes to your hand, or the deck runs out" ----------------------------------------------------

def test_invasion_portal_digs_for_a_mars_creature():
    s = position(house="Mars", seats=[dict(artifacts=["Invasion Portal"], deck=["Troll", "Krump", "Ember Imp", "Zorg",
                                                                                 "Dust Imp"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Invasion Portal")))
    assert names(s, s.players[0].discard) == ["Troll", "Krump", "Ember Imp"]
    assert names(s, s.players[0].hand) == ["Zorg"] and names(s, s.players[0].deck) == ["Dust Imp"]
    s = position(house="Mars", seats=[dict(artifacts=["Invasion Portal"], deck=["Troll", "Krump", "Dust Imp"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Invasion Portal")))
    assert names(s, s.players[0].discard) == ["Troll", "Krump", "Dust Imp"] and s.players[0].deck == []


# -- Incubation Chamber: "Omni: reveal a Mars creature from your hand; if you do, archive it" ---

def test_incubation_chamber_archives_a_revealed_mars_creature():
    s = position(house="Brobnar", seats=[dict(artifacts=["Incubation Chamber"], battleline=["Zorg"],
                                              hand=["Ether Spider", "Troll", "Combat Pheromones"]), {}])
    s = act(s, UseOmni(seat=0, card=card(s, "Incubation Chamber")))  # an Omni: on a Brobnar turn
    assert options(s) == [Choose(seat=0, card=card(s, "Ether Spider")), Decline(seat=0)]  # a Mars creature
    s = act(s, Choose(seat=0, card=card(s, "Ether Spider")))
    assert names(s, s.players[0].archives) == ["Ether Spider"]
    s = position(house="Brobnar", seats=[dict(artifacts=["Incubation Chamber"], hand=["Troll", "Combat Pheromones"]), {}])
    s = act(s, UseOmni(seat=0, card=card(s, "Incubation Chamber")))
    assert GAME.pending(s).rule == "KF-turn-1" and s.players[0].archives == []


# -- Battle Fleet: "Play: reveal any number of Mars cards from your hand; draw 1 per card" ------

def test_battle_fleet_draws_one_card_per_mars_card_revealed():
    s = position(house="Mars", seats=[dict(hand=["Battle Fleet", "Zorg", "Combat Pheromones", "Soft Landing", "Dextre"],
                                           battleline=["Mindwarper"], deck=["Troll"] * 5), {}])
    s = play(s, "Battle Fleet")
    # matchlog asks how many of the 3 Mars cards in hand to reveal (Dextre is not Mars)
    assert [o.option for o in options(s)] == ["0", "1", "2", "3"]
    refused(s, ChooseOption(seat=0, option="4"), "KF-target")
    assert len(act(GAME.clone(s), ChooseOption(seat=0, option="3")).players[0].hand) == 4 + 3
    assert len(act(GAME.clone(s), ChooseOption(seat=0, option="0")).players[0].hand) == 4


# -- Feeding Pit: "Action: discard a creature from your hand; if you do, gain 1 Æmber" ---------

def test_feeding_pit_pays_for_a_creature_discarded_from_hand():
    s = position(house="Mars", seats=[dict(artifacts=["Feeding Pit"], hand=["Ember Imp", "Fear"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Feeding Pit")))
    assert options(s) == [Choose(seat=0, card=card(s, "Ember Imp"))]  # creatures only
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")))
    assert zone_of(s, card(s, "Ember Imp")) == (0, Zone.DISCARD) and s.players[0].amber == 1
    s = position(house="Mars", seats=[dict(artifacts=["Feeding Pit"], hand=["Fear"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Feeding Pit")))
    assert s.players[0].amber == 0 and zone_of(s, card(s, "Fear")) == (0, Zone.HAND)


# -- Crystal Hive: "Action: for the rest of the turn, gain 1 Æmber each time a creature reaps" --

def test_crystal_hive_pays_for_reaps_after_it_only():
    s = position(house="Mars", seats=[dict(artifacts=["Crystal Hive"], battleline=["Mindwarper"]), {}])
    hive, mw = card(s, "Crystal Hive"), card(s, "Mindwarper")
    assert act(GAME.clone(s), UseAction(seat=0, card=hive), Reap(seat=0, card=mw)).players[0].amber == 2
    assert act(GAME.clone(s), Reap(seat=0, card=mw), UseAction(seat=0, card=hive)).players[0].amber == 1


# -- Irradiated Æmber: "Play: if your opponent has 6 Æmber or more, deal 3 damage to each enemy -
# -- creature" -----------------------------------------------------------------------------------

def test_irradiated_amber_burns_the_enemy_from_six():
    for theirs, hit in ((6, 3), (5, 0)):
        s = play(position(house="Mars", seats=[dict(hand=["Irradiated Æmber"], battleline=["Zorg"]),
                                               dict(amber=theirs, battleline=["Troll", "Krump"])]), "Irradiated Æmber")
        assert [s.inplay[c].damage for p in s.players for c in p.battleline] == [0, hit, hit]


# -- Jammer Pack: "This creature gains: your opponent's keys cost +2 Æmber" ---------------------

def test_jammer_pack_raises_the_opponents_key_cost_by_two():
    s = position(house="Mars", seats=[dict(hand=["Jammer Pack"], battleline=["Mindwarper"]),
                                      dict(amber=7, battleline=["Troll"], deck=["Anger"] * 6)])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Jammer Pack"), creature=card(s, "Mindwarper")), EndStep(seat=0))
    assert s.players[1].keys == 0 and s.players[1].amber == 7  # a key costs 8 now


# -- Blypyp: "Reap: the next Mars creature you play this turn enters play ready" ----------------

def test_blypyp_readies_only_the_next_mars_creature_and_not_an_artifact():
    def fresh():
        return position(house="Mars", seats=[dict(battleline=["Blypyp"], hand=["Zorg", "Ether Spider", "Commpod"]),
                                             dict(battleline=["Troll"])])
    s = play(fresh(), "Zorg")  # no reap, no ready
    assert s.inplay[card(s, "Zorg")].exhausted
    s = fresh()
    s = play(play(act(s, Reap(seat=0, card=card(s, "Blypyp"))), "Zorg"), "Ether Spider")
    assert not s.inplay[card(s, "Zorg")].exhausted and s.inplay[card(s, "Ether Spider")].exhausted
    s = fresh()
    s = play(play(act(s, Reap(seat=0, card=card(s, "Blypyp"))), "Commpod"), "Zorg")  # the artifact is no creature
    assert s.inplay[card(s, "Commpod")].exhausted and not s.inplay[card(s, "Zorg")].exhausted
