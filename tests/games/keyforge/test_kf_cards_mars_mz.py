"""Mars cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, deal, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.keywords import power
from engine.protocol import Chance

DECK = ["Troll"] * 8


def test_mindwarper_makes_an_enemy_capture_from_its_own_side_which_we_gain_when_it_dies():
    s = position(house="Mars", seats=[dict(amber=1, battleline=["Mindwarper", "Zorg"]), dict(amber=2, battleline=["Bumpsy"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mindwarper")))
    assert [o.card for o in options(s)] == [card(s, "Bumpsy")]
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert (s.players[0].amber, s.players[1].amber, s.inplay[card(s, "Bumpsy")].amber) == (1, 1, 1)
    s = act(s, Fight(seat=0, attacker=card(s, "Zorg"), defender=card(s, "Bumpsy")))
    assert card(s, "Bumpsy") in s.players[1].discard and (s.players[0].amber, s.players[1].amber) == (2, 1)


def test_phylyx_costs_the_opponent_one_per_other_friendly_mars_creature_only():
    s = position(house="Mars", seats=[dict(battleline=["Phylyx the Disintegrator", "Zorg", "Tunk", "Dodger"]),
                                      dict(amber=5, battleline=["Mindwarper", "Troll"])])
    assert act(s, UseAction(seat=0, card=card(s, "Phylyx the Disintegrator"))).players[1].amber == 3
    s = position(house="Mars", seats=[dict(battleline=["Phylyx the Disintegrator", "Dodger"]),
                                      dict(amber=5, battleline=["Mindwarper"])])
    assert act(s, UseAction(seat=0, card=card(s, "Phylyx the Disintegrator"))).players[1].amber == 5


def test_psychic_network_steals_one_per_ready_friendly_mars_creature_up_to_what_they_have():
    for theirs, zorg_exhausted, after in ((5, True, (2, 3)), (2, False, (2, 0)), (2, None, (0, 2))):
        line = [{"card": "Zorg", "exhausted": bool(zorg_exhausted)}, "Tunk", "Yxili Marauder", "Troll"]
        if zorg_exhausted is None:
            line = [{"card": n, "exhausted": True} for n in ("Zorg", "Tunk", "Yxili Marauder")] + ["Troll"]
        s = play(position(house="Mars", seats=[dict(hand=["Psychic Network"], battleline=line), dict(amber=theirs)]),
                 "Psychic Network")
        assert (s.players[0].amber, s.players[1].amber) == after


def test_qyxxlyx_burns_each_human_on_both_sides_through_armor_after_a_fight_or_a_reap():
    for use in ("fight", "reap"):
        s = position(house="Mars", seats=[dict(battleline=["Qyxxlyx Plague Master", "Sergeant Zakiel"]),
                                          dict(battleline=["Protectrix", "Sequis", "Urchin"])])
        q = card(s, "Qyxxlyx Plague Master")
        s = act(s, Fight(seat=0, attacker=q, defender=card(s, "Urchin")) if use == "fight" else Reap(seat=0, card=q))
        damage = {n: s.inplay[card(s, n)].damage for n in ("Sergeant Zakiel", "Protectrix", "Sequis", "Urchin")}
        assert damage == {"Sergeant Zakiel": 3, "Protectrix": 0, "Sequis": 3, "Urchin": 0}  # armor 1 and 2 ignored


def test_red_planet_ray_gun_gives_a_reap_that_counts_every_mars_creature_in_play_against_any_creature():
    s = position(house="Mars", seats=[dict(hand=["Red Planet Ray Gun"], battleline=["Zorg", "Tunk"]),
                                      dict(battleline=["Bumpsy", "Yxili Marauder"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Red Planet Ray Gun"), creature=card(s, "Zorg")),
            Reap(seat=0, card=card(s, "Zorg")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Zorg", "Tunk", "Bumpsy", "Yxili Marauder")}
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Bumpsy")].damage == 3 and s.players[0].amber == 1 + 1  # bonus and reap


def test_soft_landing_readies_only_the_next_creature_or_artifact_played_this_turn():
    def board():
        return position(house="Mars", seats=[dict(hand=["Zorg", "Mindwarper", "Soft Landing", "Commpod", "Custom Virus"],
                                                  battleline=["Tunk"], deck=DECK), dict(battleline=["Batdrone"], deck=DECK)])
    s = play(play(play(board(), "Soft Landing"), "Zorg"), "Mindwarper")
    zorg = s.inplay[card(s, "Zorg")]
    assert (zorg.exhausted, zorg.stunned) == (False, True) and s.inplay[card(s, "Mindwarper")].exhausted
    s = play(play(play(board(), "Soft Landing"), "Commpod"), "Custom Virus")
    assert not s.inplay[card(s, "Commpod")].exhausted and s.inplay[card(s, "Custom Virus")].exhausted
    s = act(play(board(), "Soft Landing"), EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.MARS))
    assert play(s, "Mindwarper").inplay[card(s, "Mindwarper")].exhausted  # this turn only


def test_swap_widget_returns_a_ready_mars_creature_and_puts_a_differently_named_one_into_play_ready():
    s = position(house="Mars", seats=[dict(battleline=["Mindwarper", {"card": "Zorg", "exhausted": True}], artifacts=["Swap Widget"],
                                           hand=["“John Smyth”", "Battle Fleet", "Mindwarper"]), {}])
    out = s.players[0].battleline[0]
    s = act(s, UseAction(seat=0, card=card(s, "Swap Widget")))
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")  # exhausted
    s = act(s, Choose(seat=0, card=out))
    assert options(s) == [Choose(seat=0, card=card(s, "“John Smyth”"))]  # not a Mindwarper, not an action
    s = act(s, Choose(seat=0, card=card(s, "“John Smyth”")), ChooseOption(seat=0, option="right"))
    assert in_play(s) == ["Zorg", "“John Smyth”"] and not s.inplay[card(s, "“John Smyth”")].exhausted and out in s.players[0].hand
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Mindwarper", "exhausted": True}], artifacts=["Swap Widget"],
                                           hand=["“John Smyth”"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Swap Widget")))
    assert in_play(s) == ["Mindwarper"] and isinstance(options(s)[-1], EndStep)  # nothing ready to return


def test_total_recall_pays_per_ready_friend_then_returns_every_friend_to_hand():
    s = position(house="Mars", seats=[dict(hand=["Total Recall"], battleline=[{"card": "Mindwarper", "exhausted": True}, "Dextre", "Mother"]),
                                      dict(battleline=["Troll"])])
    s = play(s, "Total Recall")
    assert s.players[0].amber == 1 + 2 and in_play(s) == ["Troll"]
    assert sorted(s.players[0].hand) == sorted(card(s, n) for n in ("Mindwarper", "Dextre", "Mother"))
    s = play(position(house="Mars", seats=[dict(hand=["Total Recall"]), {}]), "Total Recall")
    assert s.players[0].amber == 1


def test_uxlyx_archives_an_enemy_creature_that_later_goes_to_its_owners_hand():
    s = position(house="Mars", seats=[dict(battleline=["Uxlyx the Zookeeper", "Urchin"], deck=DECK),
                                      dict(battleline=["Batdrone"], deck=DECK)])
    s = act(s, Reap(seat=0, card=card(s, "Uxlyx the Zookeeper")))
    assert options(s) == [Choose(seat=0, card=card(s, "Batdrone"))]
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].archives == [card(s, "Batdrone")]
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.MARS, take_archives=True))
    assert card(s, "Batdrone") in s.players[1].hand and card(s, "Batdrone") not in s.players[0].hand
    s = position(house="Mars", seats=[dict(battleline=["Uxlyx the Zookeeper"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Uxlyx the Zookeeper")))
    assert isinstance(options(s)[-1], EndStep)  # no enemy creature: nothing asked


def test_vezyma_may_archive_a_friendly_creature_or_artifact_into_its_owners_archives():
    s = position(house="Mars", seats=[dict(battleline=["Vezyma Thinkdrone", "Zorg", {"card": "Urchin", "owner": 1}],
                                           artifacts=["Commpod"]), dict(battleline=["Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Vezyma Thinkdrone")))
    assert {o.card for o in options(s) if hasattr(o, "card")} == {card(s, n) for n in ("Vezyma Thinkdrone", "Zorg", "Urchin", "Commpod")}
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert s.players[1].archives == [card(s, "Urchin")] and s.players[0].archives == []


def test_yxilx_dominator_enters_play_stunned_however_it_is_played():
    s = play(position(house="Mars", seats=[dict(hand=["Yxilx Dominator"]), {}]), "Yxilx Dominator")
    assert s.inplay[card(s, "Yxilx Dominator")].stunned
    s = position(house="Dis", seats=[dict(artifacts=["Sacrificial Altar"], battleline=["Jehu the Bureaucrat"],
                                          discard=["Yxilx Dominator"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Sacrificial Altar")), Choose(seat=0, card=card(s, "Jehu the Bureaucrat")),
            Choose(seat=0, card=card(s, "Yxilx Dominator")), ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Yxilx Dominator"] and s.inplay[card(s, "Yxilx Dominator")].stunned  # played from the discard


def test_zyzzix_may_archive_a_revealed_creature_from_hand_for_three_counters_each_time():
    s = position(house="Mars", seats=[dict(hand=["Zorg", "Mindwarper", "Squawker"], battleline=["Zyzzix the Many"]),
                                      dict(battleline=["Urchin"])])
    zyz = card(s, "Zyzzix the Many")
    skip = act(act(GAME.clone(s), Reap(seat=0, card=zyz)), Decline(seat=0))
    assert skip.inplay[zyz].power == 0 and card(s, "Zorg") in skip.players[0].hand
    s = act(s, Reap(seat=0, card=zyz))
    refused(s, Choose(seat=0, card=card(s, "Squawker")), "KF-target")  # an action
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert s.players[0].archives == [card(s, "Zorg")] and s.inplay[zyz].power == 3 and s.players[0].amber == 1
    s = position(house="Mars", seats=[dict(hand=["Mindwarper"], battleline=[{"card": "Zyzzix the Many", "power": 3}]),
                                      dict(battleline=["Urchin"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Zyzzix the Many"), defender=card(s, "Urchin")),
            Choose(seat=0, card=card(s, "Mindwarper")))
    assert s.inplay[card(s, "Zyzzix the Many")].power == 6  # counters stack


def test_mothership_support_deals_two_per_ready_friendly_mars_creature_to_any_creatures():
    s = position(house="Mars", seats=[dict(hand=["Mothership Support"], battleline=["Mindwarper", {"card": "“John Smyth”", "exhausted": True},
                                                                                 "Ulyq Megamouth"]),
                                      dict(battleline=["Troll", "Bumpsy"])])
    s = act(play(s, "Mothership Support"), Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Mindwarper")))
    assert card(s, "Mindwarper") in s.players[0].discard and s.inplay[card(s, "Troll")].damage == 2
    assert isinstance(options(s)[-1], EndStep)  # two ready Mars creatures: two shots
    s = position(house="Mars", seats=[dict(hand=["Mothership Support"], battleline=[{"card": "Mindwarper", "exhausted": True}]),
                                      dict(battleline=["Troll"])])
    s = play(s, "Mothership Support")
    assert s.inplay[card(s, "Troll")].damage == 0 and isinstance(options(s)[-1], EndStep)


def test_squawker_readies_any_mars_creature_even_an_enemy_or_stuns_a_non_mars_one():
    s = play(position(house="Mars", seats=[dict(hand=["Squawker"], battleline=[{"card": "Zorg", "exhausted": True}]),
                                           dict(battleline=["Urchin", {"card": "Mindwarper", "exhausted": True}])]), "Squawker")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Zorg", "Urchin", "Mindwarper")}
    theirs = act(GAME.clone(s), Choose(seat=0, card=card(s, "Mindwarper")))
    assert not theirs.inplay[card(s, "Mindwarper")].exhausted and not theirs.inplay[card(s, "Mindwarper")].stunned
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert s.inplay[card(s, "Urchin")].stunned and s.inplay[card(s, "Zorg")].exhausted


def test_mating_season_shuffles_every_mars_creature_home_and_pays_each_owner_per_creature():
    s = position(house="Mars", seats=[dict(hand=["Mating Season", "Mindwarper", "Tunk"], battleline=["Grabber Jammer", "Dextre"]),
                                      dict(battleline=["Troll", "Chuff Ape", "Grommid"])])
    s = play(s, "Mating Season")
    while isinstance(GAME.pending(s), Chance):  # each owner's deck is shuffled
        s = deal(s)
    assert in_play(s) == ["Dextre", "Troll"]
    assert s.players[0].deck == [card(s, "Grabber Jammer")] and sorted(s.players[1].deck) == sorted(
        [card(s, "Chuff Ape"), card(s, "Grommid")])
    assert (s.players[0].amber, s.players[1].amber) == (1 + 1, 2)


def test_martians_make_bad_allies_purges_each_non_mars_creature_in_hand_for_one_each():
    s = position(house="Mars", seats=[dict(hand=["Martians Make Bad Allies", "Zorg", "Tunk", "Urchin", "Dodger", "Anger"]), {}])
    s = play(s, "Martians Make Bad Allies")
    assert s.players[0].purged == [card(s, "Urchin"), card(s, "Dodger")] and s.players[0].amber == 2
    assert sorted(s.players[0].hand) == sorted(card(s, n) for n in ("Zorg", "Tunk", "Anger"))
    s = play(position(house="Mars", seats=[dict(hand=["Martians Make Bad Allies", "Zorg", "Anger"]), {}]), "Martians Make Bad Allies")
    assert s.players[0].amber == 0 and s.players[0].purged == []


def test_ulyq_megamouth_uses_a_friendly_non_mars_creature_after_a_fight_or_a_reap():
    s = position(house="Mars", seats=[dict(battleline=["Ulyq Megamouth", "Dextre", "Zorg"]), dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Ulyq Megamouth")))
    assert {o.card for o in options(s)} == {card(s, "Dextre")}
    s = act(s, Choose(seat=0, card=card(s, "Dextre")), Reap(seat=0, card=card(s, "Dextre")))
    assert s.players[0].amber == 2
    s = position(house="Mars", seats=[dict(battleline=["Ulyq Megamouth", "Zorg"]), dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Ulyq Megamouth")))
    assert s.players[0].amber == 1 and isinstance(options(s)[-1], EndStep)  # no friendly non-Mars creature


def test_sniffer_strips_elusive_from_every_creature_for_the_rest_of_the_turn():
    s = position(house="Mars", seats=[dict(artifacts=["Sniffer"], battleline=["Zorg", "Mindwarper"], deck=DECK),
                                      dict(battleline=["Urchin", "Tolas"], deck=DECK)])
    s = act(s, UseAction(seat=0, card=card(s, "Sniffer")), Fight(seat=0, attacker=card(s, "Mindwarper"), defender=card(s, "Urchin")))
    assert in_play(s) == ["Zorg", "Mindwarper", "Tolas"]  # Urchin's elusive was gone
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS), Fight(seat=1, attacker=card(s, "Tolas"), defender=card(s, "Mindwarper")))
    assert s.inplay[card(s, "Mindwarper")].damage == 1 and s.inplay[card(s, "Tolas")].damage == 0  # elusive again (1: Urchin's)


def test_mothergun_deals_one_damage_per_mars_card_revealed_from_hand():
    s = position(house="Mars", seats=[dict(hand=["Zorg", "Combat Pheromones", "Soft Landing", "Dextre"], artifacts=["Mothergun"],
                                           battleline=["Mindwarper"]), dict(battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mothergun")))
    assert [o.option for o in options(s)] == ["0", "1", "2", "3"]  # Dextre is Logos
    refused(s, ChooseOption(seat=0, option="4"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="3"), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 3


def test_mushroom_man_grows_three_per_unforged_key_of_its_controller():
    s = position(house="Untamed", seats=[dict(battleline=["Mushroom Man", "Niffle Ape"], keys=1),
                                         dict(battleline=[{"card": "Mushroom Man", "owner": 1}], keys=2)])
    assert [power(s, c) for c in s.players[0].battleline + s.players[1].battleline] == [2 + 6, 3, 2 + 3]
    s = position(house="Untamed", seats=[dict(keys=2, battleline=[{"card": "Mushroom Man", "owner": 1}]), dict(keys=0)])
    assert power(s, card(s, "Mushroom Man")) == 2 + 3  # its controller's keys, not its owner's


def test_phosphorus_stars_stuns_every_non_mars_creature_and_gives_two_chains():
    s = position(house="Mars", seats=[dict(hand=["Phosphorus Stars"], battleline=["Zorg", "Tunk", "Troll", "Dodger"]),
                                      dict(battleline=["Mindwarper", "Batdrone", "Flaxia"])])
    s = play(s, "Phosphorus Stars")
    assert [s.inplay[c].stunned for c in s.players[0].battleline + s.players[1].battleline] == [False, False, True, True,
                                                                                                False, True, True]
    assert s.players[0].chains == 2


def test_tunk_fully_heals_after_each_other_mars_creature_we_play_only():
    s = position(house="Mars", seats=[dict(hand=["Zorg", "Mindwarper"], battleline=[{"card": "Tunk", "damage": 4}]), {}])
    s = play(s, "Zorg")
    assert s.inplay[card(s, "Tunk")].damage == 0
    s = position(house="Logos", seats=[dict(hand=["Dextre"], battleline=[{"card": "Tunk", "damage": 4}]), {}])
    assert play(s, "Dextre").inplay[card(s, "Tunk")].damage == 4


def test_shatter_storm_loses_all_ours_and_three_times_as_much_of_theirs():
    for ours, theirs_after in ((3, 3), (0, 12), (4, 0)):
        s = play(position(house="Mars", seats=[dict(amber=ours, hand=["Shatter Storm"]), dict(amber=12)]), "Shatter Storm")
        assert (s.players[0].amber, s.players[1].amber) == (0, theirs_after)


def test_yxili_marauder_captures_one_per_ready_friendly_mars_creature_and_grows_with_it():
    s = play(position(house="Mars", seats=[dict(hand=["Yxili Marauder"], battleline=["Mindwarper", "Tunk"]),
                                           dict(amber=3, battleline=["Troll"])]), "Yxili Marauder")
    assert s.inplay[card(s, "Yxili Marauder")].amber == 2 and power(s, card(s, "Yxili Marauder")) == 4 and s.players[1].amber == 1
    s = play(position(house="Mars", seats=[dict(hand=["Yxili Marauder"], battleline=[{"card": "Mindwarper", "exhausted": True}]),
                                           dict(amber=3)]), "Yxili Marauder")
    assert s.inplay[card(s, "Yxili Marauder")].amber == 0 and power(s, card(s, "Yxili Marauder")) == 2



def test_two_soft_landings_name_the_same_next_creature_keyforge_6():
    s = position(house="Mars", seats=[dict(hand=["Ether Spider", "Zorg", "Soft Landing", "Soft Landing"]), {}])
    s = act(s, PlayCard(seat=0, card=card(s, "Soft Landing")), PlayCard(seat=0, card=card(s, "Soft Landing", nth=1)))
    s = play(play(s, "Zorg"), "Ether Spider")
    assert not s.inplay[card(s, "Zorg")].exhausted and s.inplay[card(s, "Ether Spider")].exhausted
    s = position(house="Mars", seats=[dict(hand=["Ether Spider", "Zorg", "Soft Landing", "Soft Landing"]), {}])
    s = play(act(s, PlayCard(seat=0, card=card(s, "Soft Landing"))), "Zorg")
    s = play(act(s, PlayCard(seat=0, card=card(s, "Soft Landing", nth=1))), "Ether Spider")
    assert not s.inplay[card(s, "Zorg")].exhausted and not s.inplay[card(s, "Ether Spider")].exhausted  # one each


def test_yxilo_bolter_purges_what_its_bolt_destroys_but_a_bad_penny_goes_home_first_keyforge_6():
    """KF-destroyed-first (keyforge-6): the purge waits for Bad Penny's Destroyed: (keyteki agrees)."""
    def board():
        return position(house="Mars", seats=[dict(battleline=["Yxilo Bolter"]), dict(battleline=["Batdrone", "Troll", "Bad Penny"])])
    s = act(board(), Reap(seat=0, card=card(board(), "Yxilo Bolter")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Yxilo Bolter", "Batdrone", "Troll", "Bad Penny")}
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[1].purged == [card(s, "Batdrone")]
    s = act(act(board(), Reap(seat=0, card=card(board(), "Yxilo Bolter"))), Choose(seat=0, card=card(board(), "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2 and s.players[1].purged == []
    s = act(act(board(), Reap(seat=0, card=card(board(), "Yxilo Bolter"))), Choose(seat=0, card=card(board(), "Bad Penny")))
    assert s.players[1].hand == [card(s, "Bad Penny")] and s.players[1].purged == []


def test_martian_hounds_give_nothing_without_damage_and_may_empower_an_enemy():
    s = play(position(house="Mars", seats=[dict(hand=["Martian Hounds"], battleline=["Zorg", "Mindwarper"]), dict(battleline=["Urchin", "Batdrone"])]),
             "Martian Hounds")
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))  # chosen as the text says (KF-choice-asked); keyteki skips it
    assert [s.inplay[c].power for c in s.players[0].battleline + s.players[1].battleline] == [0, 0, 0, 0]
    s = position(house="Mars", seats=[dict(hand=["Martian Hounds"], battleline=[{"card": "Zorg", "damage": 2}, "Mindwarper"]),
                                      dict(battleline=["Urchin", {"card": "Batdrone", "damage": 1}])])
    s = act(play(s, "Martian Hounds"), Choose(seat=0, card=card(s, "Batdrone")))
    assert s.inplay[card(s, "Batdrone")].power == 4  # two damaged creatures, two counters each


def test_orbital_bombardment_deals_two_per_revealed_mars_card_one_shot_at_a_time():
    s = position(house="Mars", seats=[dict(hand=["Orbital Bombardment", "Zorg", "Combat Pheromones", "Soft Landing", "Dextre"],
                                           artifacts=["Mothergun"], battleline=["Mindwarper"]),
                                      dict(battleline=["Troll", "Snufflegator"])])
    s = play(s, "Orbital Bombardment")
    assert [o.option for o in options(s)] == ["0", "1", "2", "3"]  # Dextre is Logos; the cards in play do not count
    s = act(s, ChooseOption(seat=0, option="3"), Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Troll")),
            Choose(seat=0, card=card(s, "Snufflegator")))
    assert (s.inplay[card(s, "Troll")].damage, s.inplay[card(s, "Snufflegator")].damage) == (4, 2)
    assert isinstance(options(s)[-1], EndStep)


def test_john_smyth_readies_a_non_agent_mars_creature_after_a_fight_or_a_reap():
    s = position(house="Mars", seats=[dict(battleline=["“John Smyth”", {"card": "Zorg", "exhausted": True}]), dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "“John Smyth”")))
    assert options(s) == [Choose(seat=0, card=card(s, "Zorg"))]  # not itself: an Agent
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert not s.inplay[card(s, "Zorg")].exhausted


def test_mass_abduction_archives_three_damaged_enemies_and_never_an_undamaged_one():
    """keyteki's spec: after Orbital Bombardment damages three, all three may be archived;
    the undamaged Sequis is never offered. A fourth damaged creature is not asked about once
    three are taken ("up to 3")."""
    s = position(house="Mars", seats=[dict(hand=["Mass Abduction"]),
                                      dict(battleline=[{"card": "Troll", "damage": 2}, {"card": "Dextre", "damage": 2},
                                                       {"card": "Bumpsy", "damage": 2}, "Sequis",
                                                       {"card": "Krump", "damage": 1}])])
    s = play(s, "Mass Abduction")
    offered = {o.card for o in options(s) if hasattr(o, "card")}
    assert offered == {card(s, n) for n in ("Troll", "Dextre", "Bumpsy", "Krump")}
    refused(s, Choose(seat=0, card=card(s, "Sequis")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Dextre")),
            Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.players[0].archives == [card(s, n) for n in ("Troll", "Dextre", "Bumpsy")]
    assert in_play(s) == ["Sequis", "Krump"] and isinstance(options(s)[-1], EndStep)
    assert [s.inplay[c] for c in s.players[0].archives] == [None, None, None]  # out of play, damage gone


def test_sample_collection_takes_one_enemy_per_key_and_they_go_home_when_the_archives_are_taken():
    """keyteki's spec, played through Phase Shift from a Logos turn: no key, nothing asked; one
    key, one enemy creature (never a friendly one); two keys, two in turn, the first not offered
    again. Taking the archives sends the opponent's creatures to their hand (KF-archives-foreign)
    and our own archived card to ours."""
    def board(keys):
        faeries = ["Dew Faerie"] * 8
        s = position(house="Logos", seats=[dict(battleline=["Batdrone"], deck=faeries,
                                                hand=["Sample Collection", "Phase Shift", "Labwork", "Wild Wormhole"]),
                                           dict(keys=keys, deck=faeries, battleline=["Troll", "Bumpsy", "Hebe the Huge"])])
        s = act(s, PlayCard(seat=0, card=card(s, "Phase Shift")), PlayCard(seat=0, card=card(s, "Labwork")),
                Choose(seat=0, card=card(s, "Wild Wormhole")))
        return act(s, PlayCard(seat=0, card=card(s, "Sample Collection")))
    s = board(0)
    assert isinstance(options(s)[-1], EndStep) and in_play(s) == ["Batdrone", "Troll", "Bumpsy", "Hebe the Huge"]
    s = board(1)
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Troll", "Bumpsy", "Hebe the Huge")}
    refused(s, Choose(seat=0, card=card(s, "Batdrone")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[0].archives and isinstance(options(s)[-1], EndStep)
    s = board(2)
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert {o.card for o in options(s)} == {card(s, "Bumpsy"), card(s, "Hebe the Huge")}
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.players[0].archives == [card(s, n) for n in ("Wild Wormhole", "Troll", "Bumpsy")]
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.LOGOS, take_archives=True))
    assert card(s, "Wild Wormhole") in s.players[0].hand and s.players[0].archives == []
    assert {card(s, "Troll"), card(s, "Bumpsy")} <= set(s.players[1].hand)
