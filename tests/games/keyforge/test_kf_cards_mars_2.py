"""Mars cards of the rest of the set, each from a position: a decision, the resulting state, and
the refusal of the illegal alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import (ChooseHouse, Choose, Decline, EndStep, Fight, ChooseOption, PlayCard,
                                          Reap, UseAction, UseOmni)
from engine.games.keyforge.cards import House
from engine.games.keyforge.events import PlayUpgrade
from engine.games.keyforge.keywords import power
from engine.games.keyforge.state import Flank


def test_battle_fleet_draws_one_per_revealed_mars_card():
    s = position(house="Mars", seats=[dict(hand=["Battle Fleet", "Zorg", "Tunk", "Troll"],
                                           deck=["Punch", "Punch", "Krump"]), {}])
    s = play(s, "Battle Fleet")
    assert [o.option for o in options(s)] == ["0", "1", "2"]
    refused(s, ChooseOption(seat=0, option="3"), "KF-target")  # only two Mars cards to reveal
    s = act(s, ChooseOption(seat=0, option="2"))
    assert len(s.players[0].hand) == 3 + 2 and s.players[0].amber == 1


def test_deep_probe_discards_the_named_houses_creatures_from_the_opponents_hand():
    s = position(house="Mars", seats=[dict(hand=["Deep Probe"]), dict(hand=["Troll", "Krump", "Punch", "Zorg"])])
    s = play(s, "Deep Probe")
    s = act(s, ChooseOption(seat=0, option="Brobnar"))
    assert s.players[1].hand == [card(s, "Punch"), card(s, "Zorg")]
    assert s.players[1].discard == [card(s, "Troll"), card(s, "Krump")]


def test_key_abduction_returns_mars_creatures_then_may_forge_at_the_raised_cost():
    def board(amber):
        return position(house="Mars", seats=[dict(hand=["Key Abduction", "Punch"], battleline=["Zorg", "Troll"],
                                                  amber=amber), dict(battleline=["Tunk"])])
    poor = play(board(11), "Key Abduction")  # 12 Æmber, cost 6 + 9 - 2 cards in hand = 13
    assert poor.players[0].keys == 0 and isinstance(options(poor)[-1], EndStep)
    s = play(board(12), "Key Abduction")
    assert in_play(s) == ["Troll"] and card(s, "Tunk") in s.players[1].hand
    refused(s, ChooseOption(seat=0, option="forge two keys"), "KF-target")
    keep = act(GAME.clone(s), ChooseOption(seat=0, option="do not forge"))
    assert keep.players[0].keys == 0 and keep.players[0].amber == 13
    s = act(s, ChooseOption(seat=0, option="forge a key"))
    assert s.players[0].keys == 1 and s.players[0].amber == 0


def test_martian_hounds_give_two_counters_per_damaged_creature():
    s = position(house="Mars", seats=[dict(hand=["Martian Hounds"],
                                           battleline=[{"card": "Zorg", "damage": 1}, "Grabber Jammer"]),
                                      dict(battleline=[{"card": "Troll", "damage": 2}, "Krump"])])
    s = play(s, "Martian Hounds")
    s = act(s, Choose(seat=0, card=card(s, "Grabber Jammer")))
    assert power(s, card(s, "Grabber Jammer")) == 4 + 4
    again = GAME.from_position(GAME.position(s))  # the counters survive a position export
    assert power(again, card(s, "Grabber Jammer")) == 8 and GAME.digest(again) == GAME.digest(s)


def test_mass_abduction_archives_up_to_three_damaged_enemies_that_go_home_later():
    s = position(house="Mars", seats=[dict(hand=["Mass Abduction"]),
                                      dict(battleline=[{"card": "Troll", "damage": 1}, "Bumpsy",
                                                       {"card": "Krump", "damage": 2}])])
    s = play(s, "Mass Abduction")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")  # undamaged
    stop = act(GAME.clone(s), Decline(seat=0))
    assert stop.players[0].archives == [card(s, "Troll")]
    s = act(s, Choose(seat=0, card=card(s, "Krump")))  # no damaged enemy is left to ask about
    assert s.players[0].archives == [card(s, "Troll"), card(s, "Krump")] and in_play(s) == ["Bumpsy"]


def test_a_creature_in_the_wrong_archives_goes_to_its_owners_hand():
    s = position(start="house", seats=[dict(archives=[{"card": "Troll", "owner": 1}, "Zorg"]), {}])
    s = act(s, ChooseHouse(seat=0, house=House.MARS, take_archives=True))
    assert s.players[0].hand == [card(s, "Zorg")] and s.players[1].hand == [card(s, "Troll")]


def test_orbital_bombardment_and_mothergun_scale_with_revealed_mars_cards():
    s = position(house="Mars", seats=[dict(hand=["Orbital Bombardment", "Zorg", "Tunk"]), dict(battleline=["Troll"])])
    s = play(s, "Orbital Bombardment")
    s = act(s, ChooseOption(seat=0, option="2"), Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4
    s = position(house="Mars", seats=[dict(artifacts=["Mothergun"], hand=["Zorg", "Tunk", "Punch"]),
                                      dict(battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mothergun")), ChooseOption(seat=0, option="2"),
            Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2


def test_sample_collection_takes_one_creature_per_opponent_key():
    s = position(house="Mars", seats=[dict(hand=["Sample Collection"]),
                                      dict(keys=2, battleline=["Troll", "Krump", "Bumpsy"])])
    s = play(s, "Sample Collection")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.players[0].archives == [card(s, "Troll"), card(s, "Bumpsy")] and in_play(s) == ["Krump"]


def test_commpod_readies_one_mars_creature_per_revealed_card():
    s = position(house="Mars", seats=[dict(artifacts=["Commpod"], hand=["Blypyp", "Troll"],
                                           battleline=[{"card": "Zorg", "exhausted": True},
                                                       {"card": "Tunk", "exhausted": True},
                                                       {"card": "Krump", "exhausted": True}]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Commpod")), ChooseOption(seat=0, option="1"))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert not s.inplay[card(s, "Zorg")].exhausted and s.inplay[card(s, "Tunk")].exhausted
    assert isinstance(options(s)[-1], EndStep)


def test_custom_virus_destroys_creatures_sharing_a_trait_with_the_purged_one():
    s = position(house="Brobnar", seats=[dict(artifacts=["Custom Virus"], hand=["Mighty Tiger", "Punch"],
                                              battleline=["Zorg"]),
                                         dict(battleline=["Snufflegator", "Troll"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Custom Virus")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert s.players[0].purged == [card(s, "Mighty Tiger")] and in_play(s) == ["Troll"]


def test_sniffer_takes_elusive_away_for_the_turn():
    def fight(sniff):
        s = position(house="Mars", seats=[dict(artifacts=["Sniffer"], battleline=["Tunk"]), dict(battleline=["Urchin"])])
        if sniff:
            s = act(s, UseAction(seat=0, card=card(s, "Sniffer")))
        return act(s, Fight(seat=0, attacker=card(s, "Tunk"), defender=card(s, "Urchin")))
    assert in_play(fight(False)) == ["Tunk", "Urchin"]
    assert in_play(fight(True)) == ["Tunk"]


def test_swap_widget_trades_a_ready_mars_creature_for_another_name():
    s = position(house="Mars", seats=[dict(artifacts=["Swap Widget"], hand=["Blypyp", "Zorg"],
                                           battleline=["Troll", "Zorg"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Swap Widget")), Choose(seat=0, card=card(s, "Zorg", nth=1)))
    refused(s, Choose(seat=0, card=card(s, "Zorg", nth=0)), "KF-target")  # the same name
    s = act(s, Choose(seat=0, card=card(s, "Blypyp")), ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Blypyp", "Troll"] and not s.inplay[card(s, "Blypyp")].exhausted


def test_ether_spider_captures_the_opponents_gains_and_deals_no_fight_damage():
    s = position(active=1, house="Brobnar", seats=[dict(battleline=["Ether Spider"]), dict(battleline=["Troll"])])
    s = act(s, Reap(seat=1, card=card(s, "Troll")))
    assert s.players[1].amber == 0 and s.inplay[card(s, "Ether Spider")].amber == 1
    s = position(house="Mars", seats=[dict(battleline=["Ether Spider"]), dict(battleline=["Krump"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Ether Spider"), defender=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 0 and s.inplay[card(s, "Ether Spider")].damage == 6


def test_grommid_forbids_creature_plays_and_drains_on_kills():
    s = position(house="Mars", seats=[dict(battleline=["Grommid"], hand=["Zorg"]), dict(battleline=["Troll"], amber=3)])
    refused(s, PlayCard(seat=0, card=card(s, "Zorg"), flank=Flank.LEFT), "KF-ability-play")
    s = act(s, Fight(seat=0, attacker=card(s, "Grommid"), defender=card(s, "Troll")))
    assert in_play(s) == ["Grommid"] and s.players[1].amber == 2


def test_john_smyth_readies_a_non_agent_mars_creature():
    s = position(house="Mars", seats=[dict(battleline=["“John Smyth”", {"card": "Zorg", "exhausted": True}]), {}])
    s = act(s, Reap(seat=0, card=card(s, "“John Smyth”")))
    refused(s, Choose(seat=0, card=card(s, "“John Smyth”")), "KF-target")  # an Agent
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert not s.inplay[card(s, "Zorg")].exhausted


def test_ulyq_megamouth_uses_a_friendly_non_mars_creature():
    s = position(house="Mars", seats=[dict(battleline=["Ulyq Megamouth", "Troll", "Zorg"]), dict(battleline=["Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Ulyq Megamouth")))
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Reap(seat=0, card=card(s, "Zorg")), "KF-use-now")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")))
    assert in_play(s) == ["Ulyq Megamouth", "Troll", "Zorg"] and s.players[0].amber == 1


def test_uxlyx_the_zookeeper_archives_an_enemy_creature():
    s = position(house="Mars", seats=[dict(battleline=["Uxlyx the Zookeeper"]), dict(battleline=["Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Uxlyx the Zookeeper")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].archives == [card(s, "Troll")] and s.owner[card(s, "Troll")] == 1


def test_zyzzix_archives_a_revealed_creature_for_three_counters():
    s = position(house="Mars", seats=[dict(battleline=["Zyzzix the Many"], hand=["Troll", "Punch"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Zyzzix the Many")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    no = act(GAME.clone(s), Decline(seat=0))
    assert power(no, card(s, "Zyzzix the Many")) == 3
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].archives == [card(s, "Troll")] and power(s, card(s, "Zyzzix the Many")) == 6


def test_biomatrix_backup_may_archive_the_destroyed_creature():
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Blypyp", "upgrades": ["Biomatrix Backup"]}]),
                                      dict(battleline=["Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Blypyp"), defender=card(s, "Troll")))
    s = act(s, Choose(seat=0, card=card(s, "Blypyp")))
    assert s.players[0].archives == [card(s, "Blypyp")] and s.players[0].discard == [card(s, "Biomatrix Backup")]


def test_brain_stem_antenna_readies_its_creature_and_makes_it_mars():
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Troll", "exhausted": True,
                                                        "upgrades": ["Brain Stem Antenna"]}, "Krump"],
                                           hand=["Zorg"]), {}])
    s = play(s, "Zorg")
    assert not s.inplay[card(s, "Troll")].exhausted
    refused(s, Reap(seat=0, card=card(s, "Krump")), "KF-use-house")
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1


# -- cases compared with keyteki's specs

def test_zorg_stuns_the_defender_and_its_neighbours_before_an_elusive_fight():
    def board(stunned: bool):
        return position(house="Mars", seats=[dict(battleline=[{"card": "Zorg", "stunned": stunned}]),
                                             dict(battleline=["Ancient Bear", "Urchin", "Niffle Ape"])])
    s = board(stunned=True)
    refused(s, Fight(seat=0, attacker=card(s, "Zorg"), defender=card(s, "Urchin")), "KF-stun-1")
    s = board(stunned=False)
    s = act(s, Fight(seat=0, attacker=card(s, "Zorg"), defender=card(s, "Urchin")))
    assert all(s.inplay[c].stunned for c in s.players[1].battleline)
    assert s.inplay[card(s, "Zorg")].damage == 0 and s.inplay[card(s, "Urchin")].damage == 0  # elusive


def _spider_board(active: int = 0):
    return position(active=active, house="Sanctum" if active == 0 else "Mars",
                    seats=[dict(hand=["Virtuous Works", "Inspiration"], battleline=["Sequis", "Tentacus"]),
                           dict(amber=1, battleline=["Ether Spider"], artifacts=["Crystal Hive"])])


def test_ether_spider_takes_a_bonus_and_gives_it_all_back_when_destroyed():
    s = play(_spider_board(), "Virtuous Works")
    spider = card(s, "Ether Spider")
    assert s.players[0].amber == 0 and s.inplay[spider].amber == 3
    s = act(s, Fight(seat=0, attacker=card(s, "Sequis"), defender=spider))
    assert s.inplay[card(s, "Sequis")].damage == 0 and s.inplay[spider].damage == 4
    s = act(play(s, "Inspiration"), Choose(seat=0, card=card(s, "Sequis")))
    s = act(s, Fight(seat=0, attacker=card(s, "Sequis"), defender=spider))
    assert spider in s.players[1].discard and s.players[0].amber == 3


def test_ether_spider_takes_a_reap_but_not_a_capture():
    s = _spider_board()
    s = act(s, Reap(seat=0, card=card(s, "Sequis")))
    assert s.players[0].amber == 0 and s.inplay[card(s, "Ether Spider")].amber == 1
    assert s.players[1].amber == 0 and s.inplay[card(s, "Sequis")].amber == 1  # captured from the pool


def test_ether_spider_takes_the_amber_its_controller_pays_to_tentacus():
    s = _spider_board(active=1)
    s = act(s, UseAction(seat=1, card=card(s, "Crystal Hive")))
    assert (s.players[0].amber, s.players[1].amber, s.inplay[card(s, "Ether Spider")].amber) == (0, 0, 1)


def test_ether_spider_under_collar_captures_for_its_new_controller():
    s = position(house="Dis", seats=[dict(hand=["Collar of Subordination", "Lifeward"]),
                                     dict(battleline=["Ether Spider", "Valdr"])])
    spider = card(s, "Ether Spider")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Collar of Subordination"), creature=spider),
            ChooseOption(seat=0, option="right"))
    s = play(s, "Lifeward")
    assert s.players[0].battleline == [spider] and s.players[0].amber == 1 and s.inplay[spider].amber == 0


def test_grommid_allows_other_card_types_and_drains_even_when_the_victim_goes_home():
    s = position(house="Mars", seats=[dict(battleline=["Grommid"], hand=["Zorg", "Commpod", "Biomatrix Backup"]),
                                      dict(amber=3, battleline=["Doc Bookton", "Bad Penny"])])
    s = act(play(s, "Commpod"), PlayUpgrade(seat=0, card=card(s, "Biomatrix Backup"), creature=card(s, "Grommid")))
    refused(s, PlayCard(seat=0, card=card(s, "Zorg"), flank=Flank.LEFT), "KF-ability-play")
    s = act(s, Fight(seat=0, attacker=card(s, "Grommid"), defender=card(s, "Bad Penny")))
    assert card(s, "Bad Penny") in s.players[1].hand and s.players[1].amber == 2  # destroyed, then home


def test_grommid_destroyed_in_the_same_fight_drains_nothing():
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Grommid", "damage": 5}]),
                                      dict(amber=3, battleline=["Krump"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Grommid"), defender=card(s, "Krump")))
    assert in_play(s) == [] and s.players[1].amber == 3  # KF-after-kill
