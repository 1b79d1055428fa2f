"""Brobnar cards added with the whole set: each from a position, a decision, the result, and
where a choice is involved the refusal of an illegal one with its rule id."""

from kf_helpers import act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, Fight, PlayUpgrade, Reap, UseAction


def test_anger_readies_and_fights_with_a_friendly_creature():
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "exhausted": True}]),
                                         dict(battleline=["Krump", "Urchin"])])
    s = play(s, "Anger")
    troll = card(s, "Troll")
    s = act(s, Choose(seat=0, card=troll))
    refused(s, Choose(seat=0, card=troll), "KF-target")  # now an enemy must be chosen
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert card(s, "Krump") in s.players[1].discard
    assert s.inplay[troll].exhausted and s.inplay[troll].damage == 6
    assert s.players[0].amber == 1  # Anger's Æmber bonus


def test_anger_on_a_stunned_creature_only_removes_the_stun():
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "stunned": True}]),
                                         dict(battleline=["Krump"])])
    s = act(play(s, "Anger"), Choose(seat=0, card=card(s, "Troll")))
    ip = s.inplay[card(s, "Troll")]
    assert not ip.stunned and ip.exhausted and s.inplay[card(s, "Krump")].damage == 0


def test_gauntlet_of_command_readies_and_fights():
    s = position(house="Brobnar", seats=[dict(artifacts=["Gauntlet of Command"],
                                              battleline=[{"card": "Krump", "exhausted": True}]),
                                         dict(battleline=["Urchin"])])
    s = act(s, UseAction(seat=0, card=card(s, "Gauntlet of Command")))
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Urchin")))
    assert s.inplay[card(s, "Urchin")].damage == 0  # elusive: the first attack deals nothing
    assert s.inplay[card(s, "Krump")].exhausted


def test_ganger_chieftain_may_ready_a_neighbour_to_fight():
    s = position(house="Brobnar", seats=[dict(hand=["Ganger Chieftain"],
                                              battleline=[{"card": "Troll", "exhausted": True}]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Ganger Chieftain")
    assert Decline(seat=0) in options(s)
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # not a neighbour
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump")))
    assert card(s, "Krump") in s.players[1].discard


def test_blood_money_puts_supply_amber_on_an_enemy_creature():
    s = position(house="Brobnar", seats=[dict(hand=["Blood Money"], battleline=["Troll"], amber=1),
                                         dict(battleline=["Krump"], amber=3)])
    s = play(s, "Blood Money")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].amber == 2 and s.players[1].amber == 3 and s.players[0].amber == 1


def test_burn_the_stockpile_only_at_seven():
    for amber, left in ((7, 3), (6, 6)):
        s = position(house="Brobnar", seats=[dict(hand=["Burn the Stockpile"]), dict(amber=amber)])
        assert play(s, "Burn the Stockpile").players[1].amber == left


def test_cowards_end_destroys_the_undamaged_and_gives_three_chains():
    s = position(house="Brobnar", seats=[dict(hand=["Coward's End"], battleline=["Troll"]),
                                         dict(battleline=[{"card": "Krump", "damage": 1}, "Urchin"])])
    s = play(s, "Coward's End")
    assert in_play(s) == ["Krump"] and s.players[0].chains == 3


def test_lava_ball_splashes_the_neighbours():
    s = position(house="Brobnar", seats=[dict(hand=["Lava Ball"]),
                                         dict(battleline=["Troll", "Krump", "Urchin", "Bumpsy"])])
    s = act(play(s, "Lava Ball"), Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[card(s, n)].damage for n in ("Troll", "Krump")] == [2, 4]
    assert card(s, "Urchin") in s.players[1].discard and s.inplay[card(s, "Bumpsy")].damage == 0


def test_loot_the_bodies_gains_per_enemy_destroyed_this_turn():
    s = position(house="Brobnar", seats=[dict(hand=["Loot the Bodies", "Punch"], battleline=["Troll"]),
                                         dict(battleline=["Urchin"])])
    s = play(s, "Loot the Bodies")
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Urchin")))
    assert s.players[0].amber == 0 + 1 + 1  # Punch's bonus and the loot


def test_take_that_smartypants_needs_three_logos_cards():
    for logos, got in ((["Batdrone", "Dextre", "Library of Babble"], 3), (["Batdrone", "Dextre"], 1)):
        arts = [c for c in logos if c == "Library of Babble"]
        s = position(house="Brobnar", seats=[dict(hand=["Take that, Smartypants"]),
                                             dict(battleline=[c for c in logos if c not in arts],
                                                  artifacts=arts, amber=5)])
        assert play(s, "Take that, Smartypants").players[0].amber == got


def test_smith_needs_more_creatures():
    for mine, got in ((["Troll", "Krump"], 3), (["Troll"], 1)):
        s = position(house="Brobnar", seats=[dict(hand=["Smith"], battleline=mine), dict(battleline=["Urchin"])])
        assert play(s, "Smith").players[0].amber == got


def test_tremor_stuns_a_creature_and_its_neighbours():
    s = position(house="Brobnar", seats=[dict(hand=["Tremor"]), dict(battleline=["Troll", "Krump", "Urchin", "Bumpsy"])])
    s = act(play(s, "Tremor"), Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[card(s, n)].stunned for n in ("Troll", "Krump", "Urchin", "Bumpsy")] == [True, True, True, False]


def test_earthshaker_destroys_power_three_or_less():
    s = position(house="Brobnar", seats=[dict(hand=["Earthshaker"], battleline=["Bumpsy"]),
                                         dict(battleline=["Urchin", "Troll", "Dextre"])])
    s = play(s, "Earthshaker")
    assert in_play(s) == ["Bumpsy", "Earthshaker", "Troll"]


def test_grenade_snib_makes_its_controllers_opponent_lose_two_when_destroyed():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"], amber=3),
                                         dict(battleline=["Grenade Snib"], amber=3)])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Grenade Snib")))
    assert card(s, "Grenade Snib") in s.players[1].discard
    assert (s.players[0].amber, s.players[1].amber) == (1, 3)


def test_hebe_the_huge_damages_each_other_undamaged_creature():
    s = position(house="Brobnar", seats=[dict(hand=["Hebe the Huge"], battleline=["Troll"]),
                                         dict(battleline=[{"card": "Krump", "damage": 1}, "Urchin"])])
    s = play(s, "Hebe the Huge")
    assert s.inplay[card(s, "Troll")].damage == 2 and s.inplay[card(s, "Krump")].damage == 1
    assert card(s, "Urchin") in s.players[1].discard and s.inplay[card(s, "Hebe the Huge")].damage == 0


def test_wardrummer_returns_the_other_brobnar_creatures():
    s = position(house="Brobnar", seats=[dict(hand=["Wardrummer"], battleline=["Troll", "Urchin"]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Wardrummer")
    assert card(s, "Troll") in s.players[0].hand and card(s, "Urchin") in s.players[0].battleline
    assert card(s, "Krump") in s.players[1].battleline


def test_yo_mama_mastery_heals_fully_and_gives_taunt():
    s = position(house="Brobnar", seats=[dict(hand=["Yo Mama Mastery"],
                                              battleline=[{"card": "Troll", "damage": 5}, "Krump"]),
                                         dict(battleline=["Bumpsy"])])
    troll = card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Yo Mama Mastery"), creature=troll))
    assert s.inplay[troll].damage == 0
    refused(s, Reap(seat=1, card=card(s, "Bumpsy")), "KF-seat")
    t = position(house="Brobnar", seats=[
        dict(battleline=["Bumpsy"]),
        dict(battleline=["Krump", {"card": "Troll", "upgrades": ["Yo Mama Mastery"]}, "Urchin"])])
    refused(t, Fight(seat=0, attacker=card(t, "Bumpsy"), defender=card(t, "Krump")), "KF-taunt")
    t = act(t, Fight(seat=0, attacker=card(t, "Bumpsy"), defender=card(t, "Troll")))
