"""Sanctum cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

from kf_helpers import FOGGIFIED, GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Fight, PlayCard, Reap, RemoveStun, UseAction,
                                          UseOmni)
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import zone_of


# -- Epic Quest: "Omni: if you played 7 or more Sanctum cards this turn, sacrifice it and forge" --

def _quest(n):
    cards = ["Sequis", "Clear Mind", "Glorious Few", "Virtuous Works", "Protectrix", "Hallowed Blaster",
             "Round Table"][:n]
    s = position(house="Sanctum", seats=[dict(artifacts=["Epic Quest"], hand=cards),
                                         dict(amber=1, battleline=["Nexus"])])
    for name in cards:
        s = play(s, name)
    return s


def test_epic_quest_forges_a_key_at_no_cost_after_seven_sanctum_cards():
    s = _quest(6)
    quest = card(s, "Epic Quest")
    s = act(s, UseOmni(seat=0, card=quest))  # six: nothing but the exhaustion
    assert zone_of(s, quest) == (0, Zone.ARTIFACTS) and s.inplay[quest].exhausted and s.players[0].keys == 0
    s = _quest(7)
    quest, amber = card(s, "Epic Quest"), s.players[0].amber
    s = act(s, UseOmni(seat=0, card=quest))
    assert s.players[0].keys == 1 and s.players[0].amber == amber  # no cost
    assert zone_of(s, quest) == (0, Zone.DISCARD) and s.players[1].keys == 0


# -- Commander Remiel: "Reap: use a friendly non-Sanctum creature" -----------------------------

def test_commander_remiel_uses_a_friendly_non_sanctum_creature():
    s = position(house="Sanctum", seats=[dict(battleline=["Commander Remiel", "Troll", "Sequis"], hand=["Inspiration"]),
                                         dict(battleline=["Mighty Tiger", "Inka the Spider"])])
    remiel, troll, tiger, inka = (card(s, n) for n in ("Commander Remiel", "Troll", "Mighty Tiger", "Inka the Spider"))
    t = act(GAME.clone(s), Reap(seat=0, card=remiel))
    assert options(t) == [Choose(seat=0, card=troll)]  # not Sequis (Sanctum), not an enemy
    t = act(t, Choose(seat=0, card=troll))
    assert Reap(seat=0, card=troll) in options(t)
    refused(t, Reap(seat=0, card=card(t, "Sequis")), "KF-use-now")  # no other card, no end of step
    t = act(t, Fight(seat=0, attacker=troll, defender=tiger))
    assert t.inplay[troll].exhausted and zone_of(t, tiger) == (1, Zone.DISCARD)
    # no friendly non-Sanctum creature left: the reap asks nothing
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=inka))
    assert zone_of(t, troll) == (0, Zone.DISCARD)  # poison
    t = act(t, Reap(seat=0, card=remiel))
    assert GAME.pending(t).rule == "KF-turn-1"


# -- Inspiration: "Play: ready and use a friendly creature" ------------------------------------

def test_inspiration_readies_and_uses_a_creature_of_any_house():
    s = position(house="Sanctum", seats=[dict(hand=["Inspiration"], battleline=[
        "Ancient Bear", {"card": "Champion Anaphiel", "exhausted": True, "damage": 2}]),
        dict(battleline=["Dextre", "Hunting Witch"])])
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=card(s, "Champion Anaphiel")),
            Fight(seat=0, attacker=card(s, "Champion Anaphiel"), defender=card(s, "Hunting Witch")))
    assert t.inplay[card(s, "Champion Anaphiel")].exhausted and zone_of(t, card(s, "Hunting Witch")) == (1, Zone.DISCARD)
    assert t.inplay[card(s, "Champion Anaphiel")].damage == 2 + 1  # 2 less armor 1
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=card(s, "Ancient Bear")),
            Reap(seat=0, card=card(s, "Ancient Bear")))  # an Untamed creature on a Sanctum turn
    assert t.inplay[card(s, "Ancient Bear")].exhausted and t.players[0].amber == 1


def test_inspiration_on_a_stunned_creature_and_one_that_cannot_be_used():
    s = position(house="Sanctum", effects=FOGGIFIED, seats=[dict(hand=["Inspiration"], battleline=[
        {"card": "Champion Anaphiel", "exhausted": True, "stunned": True},
        {"card": "Giant Sloth", "exhausted": True, "stunned": True}]), dict(battleline=["Dextre"])])
    anaphiel, sloth = card(s, "Champion Anaphiel"), card(s, "Giant Sloth")
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=anaphiel))
    assert options(t) == [RemoveStun(seat=0, card=anaphiel)]  # Foggify: it may not fight; the stun goes
    t = act(t, RemoveStun(seat=0, card=anaphiel))
    assert t.inplay[anaphiel].exhausted and not t.inplay[anaphiel].stunned
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=sloth))  # cannot be used at all
    assert not t.inplay[sloth].exhausted and t.inplay[sloth].stunned and GAME.pending(t).rule == "KF-turn-1"


# -- Lady Maxena: "Play: stun a creature. Action: return Lady Maxena to its owner's hand" -------

def test_lady_maxena_stuns_on_play_and_returns_to_hand_by_its_action():
    s = position(house="Sanctum", seats=[dict(hand=["Lady Maxena"], battleline=["Champion Anaphiel"]),
                                         dict(battleline=["Troll", "Krump"])])
    s = act(play(s, "Lady Maxena"), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned
    s = position(house="Sanctum", seats=[dict(battleline=["Lady Maxena"]), dict(battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Lady Maxena")))
    assert zone_of(s, card(s, "Lady Maxena")) == (0, Zone.HAND)


# -- Begone!: "Play: choose one: destroy each Dis creature, or gain 1 Æmber" --------------------

def test_begone_destroys_each_dis_creature_or_gains_one():
    s = play(position(house="Sanctum", seats=[dict(hand=["Begone!"], battleline=["Sequis"]),
                                              dict(battleline=["Shooler", "Krump"])]), "Begone!")
    t = act(GAME.clone(s), ChooseOption(seat=0, option="destroy each Dis creature"))
    assert [names(t, p.battleline) for p in t.players] == [["Sequis"], ["Krump"]] and t.players[0].amber == 0
    t = act(GAME.clone(s), ChooseOption(seat=0, option="gain 1 Æmber"))
    assert t.players[0].amber == 1 and len(t.players[1].battleline) == 2


# -- Blinding Light: "Play: choose a house; stun each creature of that house" -------------------

def test_blinding_light_stuns_each_creature_of_the_house_chosen_on_both_sides():
    s = play(position(house="Sanctum", seats=[dict(hand=["Blinding Light"], battleline=["Ancient Bear", "Sequis"]),
                                              dict(battleline=["Mindwarper", "Zorg", "Champion Anaphiel"])]),
             "Blinding Light")
    assert len(options(s)) == 7
    for house, stunned in (("Mars", ["Mindwarper", "Zorg"]), ("Sanctum", ["Sequis", "Champion Anaphiel"]),
                           ("Dis", [])):
        t = act(GAME.clone(s), ChooseOption(seat=0, option=house))
        assert [name for name in ("Ancient Bear", "Sequis", "Mindwarper", "Zorg", "Champion Anaphiel")
                if t.inplay[card(t, name)].stunned] == stunned


# -- Horseman of War: "Play: for the rest of the turn, each friendly creature can be used as if --
# -- it were in the active house, but can only fight" ------------------------------------------

def test_horseman_of_war_lets_other_houses_fight_only():
    s = position(house="Sanctum", seats=[dict(hand=["Horseman of War"], battleline=["Sequis", "Ember Imp", "Batdrone",
                                                                                   "Pit Demon"],
                                              artifacts=["Gorm of Omm"]),
                                         dict(amber=1, battleline=["Troll"], artifacts=["Gauntlet of Command"])])
    s = play(s, "Horseman of War", flank=Flank.LEFT)
    troll, bat, demon = card(s, "Troll"), card(s, "Batdrone"), card(s, "Pit Demon")
    refused(s, Reap(seat=0, card=bat), "KF-use-house")
    refused(s, UseAction(seat=0, card=demon), "KF-use-house")  # only fight
    assert UseOmni(seat=0, card=card(s, "Gorm of Omm")) in options(s)  # artifacts as usual
    s = act(s, Fight(seat=0, attacker=card(s, "Ember Imp"), defender=troll), Fight(seat=0, attacker=bat, defender=troll))
    assert s.inplay[troll].damage == 4 and (s.players[0].amber, s.players[1].amber) == (1, 0)  # Batdrone's steal
    # "each friendly creature ... can only fight": the active house's own creatures too, as in
    # keyteki (keyforge-9 on; keyforge-8 let them reap: test_kf_keyforge9.py)
    assert Reap(seat=0, card=card(s, "Sequis")) not in options(s)
    refused(s, Reap(seat=0, card=card(s, "Sequis")), "KF-lasting")
    assert Fight(seat=0, attacker=card(s, "Sequis"), defender=troll) in options(s)


# -- Horseman of Famine: "Play/Fight/Reap: destroy the least powerful creature" -----------------

def test_horseman_of_famine_destroys_the_least_powerful_and_asks_only_on_a_tie():
    s = play(position(house="Sanctum", seats=[dict(hand=["Horseman of Famine"], battleline=["Troll"]),
                                              dict(battleline=["Ember Imp", "Bumpsy"])]), "Horseman of Famine")
    assert zone_of(s, card(s, "Ember Imp")) == (1, Zone.DISCARD)  # singled out: not asked (KF-choice-asked)
    assert GAME.pending(s).rule == "KF-turn-1"
    s = position(house="Sanctum", seats=[dict(battleline=["Horseman of Famine", "Troll"]),
                                         dict(battleline=["Ember Imp", "Bumpsy"])])
    famine, bumpsy = card(s, "Horseman of Famine"), card(s, "Bumpsy")
    s = act(s, Fight(seat=0, attacker=famine, defender=card(s, "Ember Imp")))  # the imp dies in the fight
    assert sorted(o.card for o in options(s)) == sorted([famine, bumpsy])  # 5 and 5: a tie
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=bumpsy))
    assert zone_of(s, bumpsy) == (1, Zone.DISCARD) and s.inplay[famine] is not None


# -- Doorstep to Heaven: "Play: each player with 6 Æmber or more is reduced to 5" ---------------

def test_doorstep_to_heaven_reduces_six_or_more_to_five_after_its_own_bonus():
    for mine, theirs, after in ((5, 7, (5, 5)), (3, 3, (4, 3)), (8, 6, (5, 5))):
        s = play(position(house="Sanctum", seats=[dict(amber=mine, hand=["Doorstep to Heaven"]), dict(amber=theirs)]),
                 "Doorstep to Heaven")
        assert (s.players[0].amber, s.players[1].amber) == after  # 5 + its 1 bonus is 6: back to 5


# -- Francus: "After an enemy creature is destroyed fighting Francus, Francus captures 1 Æmber" --

def _francus(active=0, house="Sanctum"):
    return position(house=house, active=active, seats=[
        dict(battleline=["Francus"]),
        dict(amber=3, battleline=["Doc Bookton", {"card": "Zorg", "damage": 1}, "Bad Penny", "Silvertooth",
                                  {"card": "Shadow Self", "damage": 8}])])


def test_francus_captures_when_its_foe_dies_and_it_survives_attacking_or_attacked():
    s = _francus()
    francus = card(s, "Francus")
    t = act(GAME.clone(s), Fight(seat=0, attacker=francus, defender=card(s, "Doc Bookton")))
    assert zone_of(t, card(s, "Doc Bookton")) == (1, Zone.DISCARD) and t.inplay[francus].damage == 5 - 1
    assert t.inplay[francus].amber == 1 and t.players[1].amber == 2
    t = act(GAME.clone(s), Fight(seat=0, attacker=francus, defender=card(s, "Bad Penny")))
    assert zone_of(t, card(s, "Bad Penny")) == (1, Zone.HAND)  # destroyed, then back to hand
    assert t.inplay[francus].amber == 1 and t.inplay[francus].armor_used == 1
    t = act(GAME.clone(s), Fight(seat=0, attacker=francus, defender=card(s, "Zorg")))  # both die
    assert zone_of(t, francus) == (0, Zone.DISCARD) and t.players[1].amber == 3
    s = _francus(active=1, house="Logos")
    s = act(s, Fight(seat=1, attacker=card(s, "Doc Bookton"), defender=card(s, "Francus")))
    assert s.inplay[card(s, "Francus")].amber == 1 and s.players[1].amber == 2


# -- Horseman of Pestilence: "Play/Fight/Reap: deal 1 damage to each non-Horseman creature" -----

def test_horseman_of_pestilence_spares_horsemen():
    s = position(house="Sanctum", seats=[dict(hand=["Horseman of Pestilence"], battleline=[
        "Sequis", "Ember Imp", "Batdrone", "Pit Demon", "Horseman of Pestilence"]), dict(amber=1, battleline=["Troll"])])
    for use in ("play", "reap"):
        t = GAME.clone(s)
        t = play(t, "Horseman of Pestilence") if use == "play" else act(t, Reap(seat=0, card=t.players[0].battleline[-1]))
        damage = {name: t.inplay[c].damage for p in t.players for c in p.battleline for name in [names(t, [c])[0]]}
        assert damage == {"Sequis": 0, "Ember Imp": 1, "Batdrone": 1, "Pit Demon": 1, "Horseman of Pestilence": 0,
                          "Troll": 1}  # Sequis's armor 2 takes its point


# -- Horseman of Death: "Play: return each Horseman creature from your discard pile to your hand"

def test_horseman_of_death_returns_the_horsemen_of_the_discard_pile_only():
    s = play(position(house="Sanctum", seats=[dict(hand=["Horseman of Death"], deck=["Horseman of War"],
                                                   discard=["Horseman of Famine", "Horseman of Pestilence", "Troll"]),
                                              {}]), "Horseman of Death")
    assert names(s, s.players[0].hand) == ["Horseman of Famine", "Horseman of Pestilence"]
    assert names(s, s.players[0].discard) == ["Troll"] and names(s, s.players[0].deck) == ["Horseman of War"]


# -- Jehu the Bureaucrat: "After you choose Sanctum as your active house, gain 2 Æmber" ---------

def test_jehu_pays_only_when_its_controller_chooses_sanctum():
    s = position(start="house", seats=[dict(battleline=["Jehu the Bureaucrat", "Dextre"]), dict(battleline=["Troll"])])
    for house, amber in ((House.SANCTUM, 2), (House.LOGOS, 0)):
        assert act(GAME.clone(s), ChooseHouse(seat=0, house=house)).players[0].amber == amber
    s = position(start="house", active=1, seats=[dict(battleline=["Jehu the Bureaucrat"]),
                                                 dict(battleline=["Troll", "Sequis"])])
    s = act(s, ChooseHouse(seat=1, house=House.SANCTUM))
    assert (s.players[0].amber, s.players[1].amber) == (0, 0)


# -- Glorious Few: "Play: gain 1 Æmber for each creature your opponent controls in excess of you"

def test_glorious_few_pays_for_the_opponents_extra_creatures():
    for extra, amber in (([], 3 + 2), (["Batdrone", "Zorg", "Mindwarper"], 3)):
        s = play(position(house="Sanctum", seats=[dict(amber=3, hand=["Glorious Few"], battleline=["Sequis"] + extra),
                                                  dict(battleline=["Doc Bookton", "Dextre", "Troll"])]), "Glorious Few")
        assert s.players[0].amber == amber


# -- Honorable Claim: "Play: each friendly Knight creature captures 1 Æmber" -------------------

def _claim(theirs, game=GAME):
    s = game.from_position({"house": "Sanctum", "seats": [
        {"hand": ["Honorable Claim"], "battleline": ["Raiding Knight", "Sequis", "Troll"]}, {"amber": theirs}]})
    return game.apply(s, PlayCard(seat=0, card=card(s, "Honorable Claim")))


def test_honorable_claim_makes_each_knight_capture_and_asks_which_when_short():
    s = _claim(3)
    assert [s.inplay[c].amber for c in s.players[0].battleline] == [1, 1, 0] and s.players[1].amber == 1
    # one Æmber for two Knights: the player picks the Knight (keyteki asks too; keyforge-6,
    # KF-simultaneous)
    s = _claim(1)
    knight, sequis, troll = s.players[0].battleline
    assert options(s) == [Choose(seat=0, card=knight), Choose(seat=0, card=sequis)]
    refused(s, Choose(seat=0, card=troll), "KF-target")
    s = act(s, Choose(seat=0, card=sequis))
    assert [s.inplay[c].amber for c in (knight, sequis, troll)] == [0, 1, 0] and s.players[1].amber == 0
    assert GAME.pending(s).rule == "KF-turn-1"
    s = _claim(0)  # nothing to capture: nothing asked
    assert GAME.pending(s).rule == "KF-turn-1"


def test_keyforge_5_gave_honorable_claims_short_amber_to_the_leftmost_knight():
    old = GAME.for_rules("keyforge-5")
    s = _claim(1, old)
    assert old.pending(s).rule == "KF-turn-1"
    assert [s.inplay[c].amber for c in s.players[0].battleline] == [1, 0, 0]


# -- Hayyel the Merchant: "Each time you play an artifact, gain 1 Æmber" ------------------------

def test_hayyel_pays_for_its_players_artifacts_only():
    s = play(position(house="Sanctum", seats=[dict(battleline=["Hayyel the Merchant"], hand=["Hallowed Blaster"]), {}]),
             "Hallowed Blaster")
    assert s.players[0].amber == 1
    s = play(position(house="Dis", active=1, seats=[dict(battleline=["Hayyel the Merchant"]),
                                                    dict(hand=["Dominator Bauble"])]), "Dominator Bauble", seat=1)
    assert (s.players[0].amber, s.players[1].amber) == (0, 0)


# -- Cleansing Wave: "Play: heal 1 damage from each creature; gain 1 Æmber per creature healed" -

def test_cleansing_wave_pays_for_each_creature_it_heals():
    s = play(position(house="Sanctum", seats=[dict(hand=["Cleansing Wave"], battleline=[{"card": "Sequis", "damage": 2},
                                                                                        "Raiding Knight"]),
                                              dict(battleline=[{"card": "Snufflegator", "damage": 2},
                                                               {"card": "Ancient Bear", "damage": 1}, "Troll"])]),
             "Cleansing Wave")
    assert [s.inplay[c].damage for p in s.players for c in p.battleline] == [1, 0, 1, 0, 0]
    assert (s.players[0].amber, s.players[1].amber) == (3, 0)  # three were healed (no bonus Æmber)
    s = play(position(house="Sanctum", seats=[dict(hand=["Cleansing Wave"], battleline=["Sequis"]), {}]), "Cleansing Wave")
    assert s.players[0].amber == 0


# -- Gorm of Omm: "Omni: sacrifice Gorm of Omm; destroy an artifact" ----------------------------

def test_gorm_of_omm_sacrifices_itself_then_destroys_any_other_artifact():
    s = position(house="Shadows", seats=[dict(battleline=["Bad Penny"], artifacts=["Gorm of Omm", "Customs Office"]),
                                         dict(battleline=["Snufflegator"], artifacts=["Lifeward"])])
    gorm = card(s, "Gorm of Omm")
    s = act(s, UseOmni(seat=0, card=gorm))
    assert zone_of(s, gorm) == (0, Zone.DISCARD)
    assert sorted(o.card for o in options(s)) == sorted([card(s, "Customs Office"), card(s, "Lifeward")])
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Lifeward")))
    assert zone_of(t, card(s, "Lifeward")) == (1, Zone.DISCARD)
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Customs Office")))
    assert zone_of(t, card(s, "Customs Office")) == (0, Zone.DISCARD)


# -- Clear Mind: "Play: unstun each friendly creature" ------------------------------------------

def test_clear_mind_unstuns_friendly_creatures_only():
    s = play(position(house="Sanctum", seats=[dict(hand=["Clear Mind"], battleline=[
        {"card": "Dodger", "stunned": True}, {"card": "Silvertooth", "stunned": True}, {"card": "Bulwark", "stunned": True}]),
        dict(battleline=[{"card": "Batdrone", "stunned": True}])]), "Clear Mind")
    assert [s.inplay[c].stunned for p in s.players for c in p.battleline] == [False, False, False, True]


# -- Hallowed Blaster: "Action: heal 3 damage from a creature" ----------------------------------

def test_hallowed_blaster_heals_three():
    s = position(house="Sanctum", seats=[dict(artifacts=["Hallowed Blaster"], battleline=[{"card": "Troll", "damage": 5}]),
                                         {}])
    s = act(s, UseAction(seat=0, card=card(s, "Hallowed Blaster")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2


# -- Champion Tabris: "Fight: capture 1 Æmber" --------------------------------------------------

def test_champion_tabris_captures_after_a_fight_it_survives():
    s = position(house="Sanctum", seats=[dict(battleline=["Champion Tabris"]), dict(amber=2, battleline=["Dodger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Champion Tabris"), defender=card(s, "Dodger")))
    assert s.inplay[card(s, "Champion Tabris")].amber == 1 and s.players[1].amber == 1
