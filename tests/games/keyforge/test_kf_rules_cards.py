"""Mechanisms of the set by the rules text and the assumptions the rule index names: sacrifice
(KF-sacrifice), leaving play (KF-leaves-play), neighbours (KF-neighbors), when a choice is asked
(KF-choice-asked), "up to" (KF-up-to), Fair Game's count (KF-reveal-count), power counters
(KF-counters), a card's houses (KF-house-of), counted uses (KF-use-count), cards beneath a card
(KF-beneath), an opponent's card in archives (KF-archives-foreign) and Æmber captured instead
(KF-capture-instead)."""

from kf_helpers import GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.events import (ChooseHouse, Choose, Decline, Discard, EndStep, Fight, PlayCard,
                                          Reap, UseOmni)
from engine.games.keyforge.keywords import power
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import neighbors, zone_of
from engine.protocol import Decision

DECK = ["Burn the Stockpile"] * 12


# -- KF-sacrifice -------------------------------------------------------------------------------

def test_a_sacrificed_artifact_goes_to_its_owners_discard_pile():
    # seat 0 controls seat 1's Mighty Javelin (Omni: sacrifice it, deal 4 damage to a creature)
    s = position(house="Shadows", seats=[dict(artifacts=[{"card": "Mighty Javelin", "owner": 1}]),
                                         dict(battleline=["Krump"])])
    jav = card(s, "Mighty Javelin")
    s = act(s, UseOmni(seat=0, card=jav))
    assert jav in s.players[1].discard and jav not in s.players[0].discard
    assert s.players[0].artifacts == [] and s.inplay[jav] is None
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 4
    refused(s, UseOmni(seat=0, card=jav), "KF-use-1")  # gone: it cannot be used again


# -- KF-leaves-play -----------------------------------------------------------------------------

def test_a_creature_leaving_play_sheds_its_upgrades_tokens_and_amber():
    s = position(house="Dis", seats=[
        dict(hand=["Hysteria"], battleline=[
            {"card": "Troll", "damage": 3, "stunned": True, "power": 2, "amber": 2, "exhausted": True,
             "upgrades": ["Blood of Titans", {"card": "Flame-Wreathed", "owner": 1}]},
            {"card": "Krump", "owner": 1}]),
        dict(amber=1, battleline=["Headhunter"])])
    troll, blood, flame = card(s, "Troll"), card(s, "Blood of Titans"), card(s, "Flame-Wreathed")
    s = play(s, "Hysteria")  # return each creature to its owner's hand
    assert troll in s.players[0].hand and s.inplay[troll] is None
    assert card(s, "Krump") in s.players[1].hand  # its owner's hand, not its controller's
    assert card(s, "Headhunter") in s.players[1].hand
    assert blood in s.players[0].discard and flame in s.players[1].discard  # upgrades to their owners
    assert s.players[1].amber == 3  # the captured Æmber goes to the opponent
    # played again, it is a new card: no damage, stun, counters or exhaustion carried over
    s = position(house="Brobnar", seats=[dict(hand=["Troll"]), {}])
    s = play(s, "Troll")
    ip = s.inplay[card(s, "Troll")]
    assert (ip.damage, ip.stunned, ip.power, ip.amber, ip.upgrades) == (0, False, 0, 0, [])


# -- KF-neighbors -------------------------------------------------------------------------------

def test_the_line_closes_up_when_a_creature_leaves_and_neighbours_change():
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Tremor"]),
                                         dict(battleline=["Headhunter", "Silvertooth", "Krump"])])
    hh, st, krump = card(s, "Headhunter"), card(s, "Silvertooth"), card(s, "Krump")
    assert neighbors(s, hh) == [st] and neighbors(s, st) == [hh, krump]
    s = act(play(s, "Punch"), Choose(seat=0, card=st))  # 3 damage destroys Silvertooth
    assert s.players[1].battleline == [hh, krump] and neighbors(s, hh) == [krump]
    s = act(play(s, "Tremor"), Choose(seat=0, card=hh))  # stun it and each of its neighbours
    assert s.inplay[hh].stunned and s.inplay[krump].stunned


def test_a_taunt_creature_leaving_exposes_its_old_neighbour():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Bumpsy"], hand=["Punch"]),
                                         dict(battleline=[{"card": "Champion Anaphiel", "damage": 4}, "Urchin"])])
    refused(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")), "KF-taunt")
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Champion Anaphiel")))  # 3 less armor 1 on 4: 6 of power 6
    assert card(s, "Champion Anaphiel") in s.players[1].discard
    assert Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")) in options(s)


# -- KF-choice-asked ----------------------------------------------------------------------------

def test_a_choice_with_one_legal_answer_is_still_asked_and_one_with_none_is_not():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"]), dict(battleline=["Krump"])])
    s = play(s, "Punch")
    p = GAME.pending(s)
    assert isinstance(p, Decision) and p.options == [Choose(seat=0, card=card(s, "Krump"))]
    refused(s, Decline(seat=0), "KF-target")  # "deal 3 damage to a creature" is not optional
    s = position(house="Brobnar", seats=[dict(hand=["Punch"]), {}])
    s = play(s, "Punch")  # no creature: Punch does what it can, nothing
    assert GAME.pending(s).rule == "KF-turn-1" and card(s, "Punch") in s.players[0].discard


def test_a_singled_out_creature_is_taken_without_asking_unless_it_ties():
    # Three Fates destroys the 3 most powerful: 8, 6 and 5 are singled out
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Troll", "Silvertooth"]),
                                     dict(battleline=["Krump", "Headhunter"])])
    s = play(s, "Three Fates")
    assert GAME.pending(s).rule == "KF-turn-1"
    assert names(s, s.players[0].battleline) == ["Silvertooth"] and s.players[1].battleline == []
    # 8, 6, then two of power 5 tie for the third place: asked, between those two only
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Troll", "Bumpsy"]),
                                     dict(battleline=["Krump", "Headhunter"])])
    s = play(s, "Three Fates")
    p = GAME.pending(s)
    assert isinstance(p, Decision)
    assert sorted(o.card for o in p.options) == sorted([card(s, "Bumpsy"), card(s, "Headhunter")])
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Headhunter")))
    assert names(s, s.players[0].battleline) == ["Bumpsy"] and s.players[1].battleline == []


# -- KF-up-to -----------------------------------------------------------------------------------

def test_heal_up_to_heals_what_there_is():
    # Vigor: heal up to 3; 1 Æmber only if 3 were healed (its bonus is 1 more)
    s = position(house="Untamed", seats=[dict(hand=["Vigor"], battleline=[{"card": "Ancient Bear", "damage": 2}]), {}])
    s = act(play(s, "Vigor"), Choose(seat=0, card=card(s, "Ancient Bear")))
    assert s.inplay[card(s, "Ancient Bear")].damage == 0 and s.players[0].amber == 1
    s = position(house="Untamed", seats=[dict(hand=["Vigor"], battleline=[{"card": "Ancient Bear", "damage": 4}]), {}])
    s = act(play(s, "Vigor"), Choose(seat=0, card=card(s, "Ancient Bear")))
    assert s.inplay[card(s, "Ancient Bear")].damage == 1 and s.players[0].amber == 2
    # Guardian Demon deals what it healed: 1 of its "up to 2", and may heal nothing at all
    s = position(house="Dis", seats=[dict(hand=["Guardian Demon"], battleline=[{"card": "Troll", "damage": 1}]),
                                     dict(battleline=["Krump"])])
    s = play(s, "Guardian Demon")
    assert Decline(seat=0) in options(s)
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # nothing to heal on it
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Troll")].damage == 0 and s.inplay[card(s, "Krump")].damage == 1


# -- KF-reveal-count ----------------------------------------------------------------------------

def test_a_fair_game_counts_the_revealed_hand_not_the_discarded_card():
    s = position(house="Dis", seats=[dict(hand=["A Fair Game"]),
                                     dict(deck=["Troll", "Bumpsy"], hand=["Krump", "Punch", "Urchin"])])
    s = play(s, "A Fair Game")
    # the top card, Troll (Brobnar), is discarded; the hand shows 2 Brobnar cards
    assert names(s, s.players[1].discard) == ["Troll"] and s.players[0].amber == 2
    assert names(s, s.players[1].hand) == ["Krump", "Punch", "Urchin"]  # revealed, kept
    s = position(house="Dis", seats=[dict(hand=["A Fair Game"]), dict(deck=["Troll"], hand=["Urchin"])])
    s = play(s, "A Fair Game")
    assert s.players[0].amber == 0  # the discarded Brobnar card itself pays nothing


# -- KF-counters --------------------------------------------------------------------------------

def test_power_counters_add_power_and_stay_until_the_creature_leaves_play():
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"], deck=DECK),
                                     dict(discard=["Krump"], deck=DECK)])
    eater = card(s, "Eater of the Dead")
    s = act(s, Reap(seat=0, card=eater), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[eater].power == 1 and power(s, eater) == 5 and card(s, "Krump") in s.players[1].purged
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=s.players[1].houses[0]), EndStep(seat=1))
    assert power(s, eater) == 5  # turns pass: the counter stays
    s = position(house="Dis", seats=[dict(hand=["Hysteria"], battleline=[{"card": "Eater of the Dead", "power": 3}]), {}])
    s = play(s, "Hysteria")
    assert s.inplay[card(s, "Eater of the Dead")] is None  # and leaves with it (KF-leaves-play)


# -- KF-house-of --------------------------------------------------------------------------------

def test_a_card_given_a_house_may_be_used_as_that_house():
    # Brain Stem Antenna: after its player plays a Mars creature, its creature readies and
    # belongs to Mars for the rest of the turn
    s = position(house="Mars", seats=[dict(hand=["Blypyp"], deck=DECK,
                                           battleline=[{"card": "Troll", "exhausted": True,
                                                        "upgrades": ["Brain Stem Antenna"]}]),
                                      dict(deck=DECK)])
    troll = card(s, "Troll")
    refused(s, Reap(seat=0, card=troll), "KF-use-exhausted")
    s = play(s, "Blypyp", flank=Flank.LEFT)
    assert not s.inplay[troll].exhausted
    s = act(s, Reap(seat=0, card=troll))  # a Brobnar creature reaps on a Mars turn
    assert s.players[0].amber == 1
    # until a Mars creature is played, it is a Brobnar creature only
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Troll", "upgrades": ["Brain Stem Antenna"]}]), {}])
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")


# -- KF-use-count -------------------------------------------------------------------------------

def test_combat_pheromones_allows_two_other_mars_uses_and_no_third():
    s = position(house="Brobnar", seats=[dict(artifacts=["Combat Pheromones"],
                                              battleline=["Blypyp", "Tunk", "Yxilo Bolter", "Troll"]),
                                         dict(battleline=["Krump"])])
    cp = card(s, "Combat Pheromones")
    refused(s, Reap(seat=0, card=card(s, "Blypyp")), "KF-use-house")
    s = act(s, UseOmni(seat=0, card=cp))  # Omni: any house; sacrificed to its owner's discard
    assert cp in s.players[0].discard and s.players[0].artifacts == []
    s = act(s, Reap(seat=0, card=card(s, "Blypyp")))  # one
    s = act(s, Fight(seat=0, attacker=card(s, "Tunk"), defender=card(s, "Krump")))  # two
    s = act(s, Reap(seat=0, card=card(s, "Troll")))  # the active house: spends none
    refused(s, Reap(seat=0, card=card(s, "Yxilo Bolter")), "KF-use-house")  # no third
    assert s.players[0].amber == 2


# -- KF-beneath ---------------------------------------------------------------------------------

def test_a_card_beneath_masterplan_is_out_of_play_and_played_only_by_its_omni():
    s = position(house="Brobnar", seats=[dict(artifacts=[{"card": "Masterplan", "beneath": ["Punch"]}],
                                              battleline=["Troll"]),
                                         dict(battleline=["Krump"])])
    punch, plan = card(s, "Punch"), card(s, "Masterplan")
    assert zone_of(s, punch) == (0, Zone.BENEATH)
    refused(s, PlayCard(seat=0, card=punch), "KF-play-hand")  # a Brobnar card, but not in hand
    refused(s, Discard(seat=0, card=punch), "KF-play-hand")
    assert not [o for o in options(s) if getattr(o, "card", None) == punch]
    s = act(s, UseOmni(seat=0, card=plan), PlayCard(seat=0, card=punch), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 3
    assert names(s, s.players[0].discard) == ["Punch", "Masterplan"]  # played, then sacrificed


# -- KF-archives-foreign ------------------------------------------------------------------------

def test_an_enemy_creature_archived_goes_to_its_owners_hand_when_it_leaves_the_archives():
    s = position(house="Mars", seats=[dict(battleline=["Uxlyx the Zookeeper"], deck=DECK,
                                           houses=["Brobnar", "Dis", "Mars"]),
                                      dict(battleline=["Krump"], deck=DECK)])
    krump = card(s, "Krump")
    s = act(s, Reap(seat=0, card=card(s, "Uxlyx the Zookeeper")), Choose(seat=0, card=krump))
    assert krump in s.players[0].archives and s.players[1].battleline == []
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=s.players[1].houses[0]), EndStep(seat=1))
    s = act(s, ChooseHouse(seat=0, house=s.players[0].houses[0], take_archives=True))
    assert krump in s.players[1].hand and krump not in s.players[0].hand
    assert s.players[0].archives == []


# -- KF-capture-instead -------------------------------------------------------------------------

def test_amber_that_ether_spider_captures_never_reaches_the_pool():
    s = position(house="Shadows", seats=[dict(battleline=["Silvertooth"], hand=["Urchin"]),
                                         dict(amber=3, battleline=["Ether Spider"])])
    spider = card(s, "Ether Spider")
    s = act(s, Reap(seat=0, card=card(s, "Silvertooth")))  # the reaped 1: captured
    assert s.players[0].amber == 0 and s.inplay[spider].amber == 1
    s = play(s, "Urchin", flank=Flank.LEFT)  # steal 1: taken from seat 1, captured on its way
    assert s.players[0].amber == 0 and s.players[1].amber == 2 and s.inplay[spider].amber == 2
