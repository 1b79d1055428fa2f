"""Untamed cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

import pytest
from kf_helpers import GAME, act, card, deal, names, options, play, position, refused

from engine.games.keyforge.cards import House, Keyword
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight,
                                          PlayCard, Reap, UseAction)
from engine.games.keyforge.keywords import has
from engine.games.keyforge.state import EffectKind, Flank, Zone
from engine.games.keyforge.board import zone_of
from engine.protocol import IllegalEvent


# -- Chota Hazri: "Play: lose 1 Æmber. If you do, you may forge a key at current cost" ----------

def test_chota_hazri_loses_one_then_may_forge():
    s = position(house="Untamed", seats=[dict(amber=7, hand=["Chota Hazri"]), {}])
    s = play(s, "Chota Hazri", flank=Flank.LEFT)
    assert s.players[0].amber == 6 and Decline(seat=0) in options(s)
    t = act(GAME.clone(s), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert (t.players[0].keys, t.players[0].amber) == (1, 0)
    t = act(GAME.clone(s), Decline(seat=0))
    assert (t.players[0].keys, t.players[0].amber) == (0, 6)
    s = play(position(house="Untamed", seats=[dict(amber=6, hand=["Chota Hazri"]), {}]), "Chota Hazri")
    assert (s.players[0].keys, s.players[0].amber) == (0, 5) and GAME.pending(s).rule == "KF-turn-1"


# -- Lost in the Woods: "Play: choose 2 friendly and 2 enemy creatures; shuffle each into its ---
# -- owner's deck" ------------------------------------------------------------------------------

def test_lost_in_the_woods_shuffles_two_of_each_side_into_their_decks():
    s = position(house="Untamed", seats=[dict(hand=["Lost in the Woods"], battleline=["Dust Pixie", "Ancient Bear",
                                                                                     "Inka the Spider"]),
                                         dict(battleline=["Troll", "Krump", "Bumpsy"])])
    s = play(s, "Lost in the Woods")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # the friendly ones first
    s = deal(act(s, Choose(seat=0, card=card(s, "Dust Pixie")), Choose(seat=0, card=card(s, "Ancient Bear"))))
    s = deal(act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump"))))
    assert [names(s, p.battleline) for p in s.players] == [["Inka the Spider"], ["Bumpsy"]]
    assert sorted(names(s, s.players[0].deck)) == ["Ancient Bear", "Dust Pixie"]
    assert sorted(names(s, s.players[1].deck)) == ["Krump", "Troll"]


# -- Bigtwig: "can only fight stunned creatures. Reap: stun and exhaust a creature" ------------

def test_bigtwig_fights_only_stunned_creatures_and_stuns_when_it_reaps():
    s = position(house="Untamed", seats=[dict(hand=["Inka the Spider"], battleline=["Bigtwig"]),
                                         dict(battleline=["Troll"])])
    bigtwig, troll = card(s, "Bigtwig"), card(s, "Troll")
    assert not [o for o in options(s) if isinstance(o, Fight)]
    refused(s, Fight(seat=0, attacker=bigtwig, defender=troll), "KF-fight-card")
    t = act(play(GAME.clone(s), "Inka the Spider", flank=Flank.LEFT), Choose(seat=0, card=troll))
    assert Fight(seat=0, attacker=bigtwig, defender=troll) in options(t)
    t = act(GAME.clone(s), Reap(seat=0, card=bigtwig), Choose(seat=0, card=troll))
    assert t.inplay[troll].stunned and t.inplay[troll].exhausted


# -- Bear Flute: "Action: fully heal an Ancient Bear; if none is in play, put each Ancient Bear --
# -- from your deck and discard pile into your hand (and shuffle the discard pile into the deck)"

def test_bear_flute_heals_a_bear_in_play_or_fetches_every_bear():
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], discard=["Ancient Bear", "Halacor"],
                                              deck=["Troll"]), {}])
    s = deal(act(s, UseAction(seat=0, card=card(s, "Bear Flute"))))
    assert names(s, s.players[0].hand) == ["Ancient Bear"] and s.players[0].discard == []
    assert sorted(names(s, s.players[0].deck)) == ["Halacor", "Troll"]
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], discard=["Ancient Bear"],
                                              battleline=[{"card": "Ancient Bear", "damage": 3}]), {}])
    bear = next(c for c in s.players[0].battleline)
    s = act(s, UseAction(seat=0, card=card(s, "Bear Flute")), Choose(seat=0, card=bear))
    assert s.inplay[bear].damage == 0 and names(s, s.players[0].discard) == ["Ancient Bear"]


# -- Halacor: "Each friendly flank creature gains skirmish" -------------------------------------

def test_halacor_gives_skirmish_to_friendly_flank_creatures_only():
    s = position(house="Sanctum", seats=[dict(battleline=["Halacor", "Troll", "Sequis"]), dict(battleline=["Krump"])])
    assert [has(s, card(s, n), Keyword.SKIRMISH) for n in ("Halacor", "Troll", "Sequis")] == [True, False, True]
    assert not has(s, card(s, "Krump"), Keyword.SKIRMISH)  # an enemy flank creature


# -- Cooperative Hunting: "Play: deal 1 damage for each friendly creature in play; you may -----
# -- divide this damage among any number of creatures" ------------------------------------------

def _hunting(game=GAME):
    return game.from_position({"house": "Untamed", "seats": [
        {"hand": ["Cooperative Hunting"], "battleline": ["Commander Remiel", "Troll", "Sequis", "Bumpsy"]},
        {"battleline": ["Mighty Tiger", "Inka the Spider"]}]})


def test_cooperative_hunting_divides_its_damage_and_deals_it_all_at_once():
    # keyforge-6 (KF-divide): each point is allotted as chosen; nothing is destroyed before the
    # fourth point is placed, so Inka (power 1) may take two, as in keyteki
    s = play(_hunting(), "Cooperative Hunting")
    inka, troll, tiger = card(s, "Inka the Spider"), card(s, "Troll"), card(s, "Mighty Tiger")
    assert len(options(s)) == 6  # any creature, either side
    s = act(s, Choose(seat=0, card=inka))
    assert s.inplay[inka].damage == 0 and Choose(seat=0, card=inka) in options(s)  # still there
    s = act(s, Choose(seat=0, card=inka), Choose(seat=0, card=troll))
    assert s.inplay[troll].damage == 0 and s.inplay[inka] is not None
    s = act(s, Choose(seat=0, card=tiger))  # the last point: all of it is dealt now
    assert zone_of(s, inka) == (1, Zone.DISCARD)
    assert s.inplay[troll].damage == 1 and s.inplay[tiger].damage == 1
    assert not [e for e in s.effects if e.kind is EffectKind.ALLOTTED] and GAME.pending(s).rule == "KF-turn-1"


def test_cooperative_hunting_with_a_lone_enemy_may_put_every_point_on_it():
    s = play(position(house="Untamed", seats=[dict(hand=["Cooperative Hunting"], battleline=["Troll", "Sequis", "Bumpsy"]),
                                              dict(battleline=["Urchin"])]), "Cooperative Hunting")
    urchin = card(s, "Urchin")
    s = act(s, Choose(seat=0, card=urchin), Choose(seat=0, card=urchin), Choose(seat=0, card=urchin))
    assert zone_of(s, urchin) == (1, Zone.DISCARD)
    assert all(s.inplay[c].damage == 0 for c in s.players[0].battleline)  # no point had to hit a friend


def test_keyforge_5_deals_cooperative_huntings_points_one_by_one():
    old = GAME.for_rules("keyforge-5")
    s = _hunting(old)
    s = old.apply(s, PlayCard(seat=0, card=card(s, "Cooperative Hunting")))
    s = old.apply(s, Choose(seat=0, card=card(s, "Inka the Spider")))
    assert zone_of(s, card(s, "Inka the Spider")) == (1, Zone.DISCARD)  # gone after its first point
    with pytest.raises(IllegalEvent):
        old.apply(old.clone(s), Choose(seat=0, card=card(s, "Inka the Spider")))


# -- Giant Sloth: "You cannot use this card unless you have discarded an Untamed card from your
# -- hand this turn. Action: gain 3 Æmber" -------------------------------------------------------

def test_giant_sloth_is_usable_only_after_an_untamed_discard():
    s = position(house="Untamed", seats=[dict(battleline=["Giant Sloth"], hand=["Dust Pixie"]), {}])
    sloth = card(s, "Giant Sloth")
    assert not [o for o in options(s) if getattr(o, "card", None) == sloth]
    refused(s, UseAction(seat=0, card=sloth), "KF-ability-use")
    s = act(s, Discard(seat=0, card=card(s, "Dust Pixie")))
    assert Reap(seat=0, card=sloth) in options(s)
    s = act(s, UseAction(seat=0, card=sloth))
    assert s.players[0].amber == 3


# -- Full Moon: "Play: for the rest of the turn, gain 1 Æmber each time you play a creature" ----

def test_full_moon_pays_for_each_creature_played_after_it():
    s = play(position(house="Untamed", seats=[dict(hand=["Full Moon", "Dust Pixie", "Dew Faerie"]), {}]), "Full Moon")
    assert s.players[0].amber == 0
    s = play(s, "Dust Pixie")
    assert s.players[0].amber == 2 + 1  # its bonus, and Full Moon's 1
    s = play(s, "Dew Faerie")
    assert s.players[0].amber == 4


# -- Key Charge: "Play: lose 1 Æmber. If you do, you may forge a key at current cost" -----------

def test_key_charge_loses_one_then_may_forge():
    s = play(position(house="Untamed", seats=[dict(amber=7, hand=["Key Charge"]), {}]), "Key Charge")
    assert s.players[0].amber == 6 and Decline(seat=0) in options(s)
    t = act(GAME.clone(s), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert (t.players[0].keys, t.players[0].amber) == (1, 0)
    t = act(GAME.clone(s), Decline(seat=0))
    assert (t.players[0].keys, t.players[0].amber) == (0, 6)
    s = play(position(house="Untamed", seats=[dict(amber=6, hand=["Key Charge"]), {}]), "Key Charge")
    assert (s.players[0].keys, s.players[0].amber) == (0, 5) and GAME.pending(s).rule == "KF-turn-1"
    s = play(position(house="Untamed", seats=[dict(amber=0, hand=["Key Charge"]), {}]), "Key Charge")
    assert s.players[0].keys == 0 and GAME.pending(s).rule == "KF-turn-1"  # nothing lost: no forge


# -- Hunting Witch: "Each time you play another creature, gain 1 Æmber" -------------------------

def test_hunting_witch_pays_for_its_players_creatures_only():
    s = position(house="Untamed", seats=[dict(battleline=["Hunting Witch"], hand=["Snufflegator", "Fertility Chant"]), {}])
    assert play(GAME.clone(s), "Snufflegator").players[0].amber == 1
    t = play(GAME.clone(s), "Fertility Chant")  # an action: its bonus only (4), nothing from the Witch
    assert (t.players[0].amber, t.players[1].amber) == (4, 2)
    s = play(position(house="Brobnar", active=1, seats=[dict(battleline=["Hunting Witch"]), dict(hand=["Troll"])]),
             "Troll", seat=1)
    assert (s.players[0].amber, s.players[1].amber) == (0, 0)


# -- Kindrith Longshot: "Elusive. Skirmish. Reap: deal 2 damage to a creature" ------------------

def test_kindrith_longshot_deals_two_damage_when_it_reaps():
    s = position(house="Untamed", seats=[dict(battleline=["Kindrith Longshot"]), dict(battleline=["Troll", "Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Kindrith Longshot")))
    assert len(options(s)) == 3  # any creature, its own too
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2 and s.players[0].amber == 1


# -- Grasping Vines: "Play: return up to 3 artifacts to their owners' hands" -------------------

def test_grasping_vines_returns_up_to_three_artifacts_to_their_owners():
    s = position(house="Untamed", seats=[dict(hand=["Grasping Vines"], artifacts=["Library of Babble"]),
                                         dict(artifacts=["Dominator Bauble", "Gorm of Omm"])])
    s = play(s, "Grasping Vines")
    assert Decline(seat=0) in options(s) and len(options(s)) == 4
    t = act(GAME.clone(s), Decline(seat=0))
    assert t.players[0].amber == 1 and len(t.players[1].artifacts) == 2
    s = act(s, Choose(seat=0, card=card(s, "Dominator Bauble")), Choose(seat=0, card=card(s, "Gorm of Omm")),
            Decline(seat=0))
    assert zone_of(s, card(s, "Dominator Bauble")) == (1, Zone.HAND) and zone_of(s, card(s, "Gorm of Omm")) == (1, Zone.HAND)
    assert zone_of(s, card(s, "Library of Babble")) == (0, Zone.ARTIFACTS)


# -- Lupo the Scarred: "Skirmish. Play: deal 2 damage to an enemy creature" ---------------------

def test_lupo_the_scarred_hits_an_enemy_creature_when_played():
    s = play(position(house="Untamed", seats=[dict(hand=["Lupo the Scarred"], battleline=["Dust Pixie"]),
                                              dict(battleline=["Troll", "Krump"])]), "Lupo the Scarred")
    assert sorted(o.card for o in options(s)) == sorted([card(s, "Troll"), card(s, "Krump")])
    refused(s, Choose(seat=0, card=card(s, "Dust Pixie")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2


# -- Curiosity: "Play: destroy each Scientist creature" -----------------------------------------

def test_curiosity_destroys_scientists_on_both_sides():
    s = play(position(house="Untamed", seats=[dict(hand=["Curiosity"], battleline=["Blypyp", "Krump"]),
                                              dict(battleline=["Mother", "Dodger"])]), "Curiosity")
    assert [names(s, p.battleline) for p in s.players] == [["Krump"], ["Dodger"]]


# -- Flaxia: "Play: gain 2 Æmber if you control more creatures than your opponent" --------------

def test_flaxia_counts_itself_and_needs_strictly_more():
    for before, amber in (([], 0), (["Ancient Bear"], 0), (["Ancient Bear", "Dew Faerie"], 2)):
        s = play(position(house="Untamed", seats=[dict(hand=["Flaxia"], battleline=before),
                                                  dict(battleline=["Troll", "Krump"])]), "Flaxia")
        assert s.players[0].amber == amber


# -- Fogbank: "Play: your opponent cannot use creatures to fight on their next turn" -----------

def test_fogbank_stops_the_opponents_fights_for_their_next_turn_only():
    s = position(house="Untamed", seats=[dict(battleline=["Niffle Ape"], hand=["Fogbank"], deck=["Troll"] * 8),
                                         dict(battleline=["Ember Imp"], deck=["Troll"] * 8)])
    ape, imp = card(s, "Niffle Ape"), card(s, "Ember Imp")
    s = act(play(s, "Fogbank"), EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS))
    refused(s, Fight(seat=1, attacker=imp, defender=ape), "KF-lasting")
    assert Reap(seat=1, card=imp) in options(s)
    s = act(s, EndStep(seat=1), ChooseHouse(seat=0, house=House.UNTAMED), EndStep(seat=0),
            ChooseHouse(seat=1, house=House.DIS))
    assert Fight(seat=1, attacker=imp, defender=ape) in options(s)


# -- Fertility Chant: "Play: your opponent gains 2 Æmber"; Dew Faerie: "Reap: gain 1 Æmber" -----

def test_fertility_chant_feeds_the_opponent_and_dew_faerie_reaps_two():
    s = play(position(house="Untamed", seats=[dict(hand=["Fertility Chant"]), dict(amber=0)]), "Fertility Chant")
    assert (s.players[0].amber, s.players[1].amber) == (4, 2)
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Dew Faerie")))
    assert s.players[0].amber == 2
