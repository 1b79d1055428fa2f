"""More cards of the whole set: decks dug through, hands refilled to other sizes, key costs
raised, artifacts and upgrades; each from a position, a decision, then the result."""

from kf_helpers import GAME, act, card, chance, deal, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, Fight, Reap, UseAction
from engine.games.keyforge.keywords import key_cost


def test_phoenix_heart_brings_its_creature_home_and_burns_the_board():
    s = position(house="Untamed", seats=[dict(battleline=["Snufflegator"]),
                                         dict(battleline=[{"card": "Dust Imp", "upgrades": ["Phoenix Heart"]}, "Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Dust Imp")))
    assert card(s, "Phoenix Heart") in s.players[1].discard and card(s, "Dust Imp") in s.players[1].hand
    assert s.inplay[card(s, "Troll")].damage == 3 and s.inplay[card(s, "Snufflegator")].damage == 3


def test_sound_the_horns_and_invasion_portal_dig_for_a_creature_of_their_house():
    s = position(house="Brobnar", seats=[dict(hand=["Sound the Horns"], deck=["Punch", "Zorg", "Troll", "Krump"]), {}])
    s = play(s, "Sound the Horns")
    assert s.players[0].hand == [card(s, "Troll")] and s.players[0].deck == [card(s, "Krump")]
    assert card(s, "Punch") in s.players[0].discard and card(s, "Zorg") in s.players[0].discard
    s = position(house="Mars", seats=[dict(artifacts=["Invasion Portal"], deck=["Troll", "Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Invasion Portal")))
    assert s.players[0].hand == [] and s.players[0].deck == [] and len(s.players[0].discard) == 2


def test_iron_obelisk_raises_the_opponents_keys_per_damaged_brobnar_creature():
    s = position(house="Brobnar", seats=[dict(artifacts=["Iron Obelisk"],
                                              battleline=[{"card": "Troll", "damage": 1}, {"card": "Krump", "damage": 2},
                                                          "Bumpsy", {"card": "Zorg", "damage": 1}]), {}])
    assert key_cost(s, 1) == 6 + 2 and key_cost(s, 0) == 6


def test_library_of_the_damned_and_mobius_scroll_archive_from_hand():
    s = position(house="Dis", seats=[dict(artifacts=["Library of the Damned"], hand=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Library of the Damned")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].archives == [card(s, "Troll")]
    s = position(house="Logos", seats=[dict(artifacts=["Mobius Scroll"], hand=["Troll", "Krump", "Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Mobius Scroll")), Choose(seat=0, card=card(s, "Troll")))
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.players[0].archives == [card(s, "Mobius Scroll"), card(s, "Troll"), card(s, "Krump")]
    assert s.players[0].artifacts == [] and isinstance(options(s)[-1], EndStep)
    s = position(house="Logos", seats=[dict(artifacts=["Mobius Scroll"], hand=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Mobius Scroll")), Decline(seat=0))
    assert s.players[0].archives == [card(s, "Mobius Scroll")] and s.players[0].hand == [card(s, "Troll")]


def test_screaming_cave_shuffles_hand_and_discard_into_the_deck():
    s = position(house="Dis", seats=[dict(artifacts=["Screaming Cave"], hand=["Troll"], discard=["Krump"], deck=["Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Screaming Cave")))
    assert chance(s).size == 3
    s = deal(s)
    assert s.players[0].hand == [] and s.players[0].discard == [] and len(s.players[0].deck) == 3


def test_snudge_returns_an_artifact_or_a_flank_creature():
    s = position(house="Dis", seats=[dict(battleline=["Snudge"]),
                                     dict(battleline=["Troll", "Krump", "Urchin"], artifacts=["Cannon"])])
    s = act(s, Reap(seat=0, card=card(s, "Snudge")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Cannon")))
    assert s.players[1].hand == [card(s, "Cannon")]


def test_succubus_and_the_howling_pit_change_the_refill():
    s = position(house="Brobnar", seats=[dict(deck=["Troll"] * 10),
                                         dict(battleline=["Succubus"])])
    assert len(act(s, EndStep(seat=0)).players[0].hand) == 5
    s = position(house="Brobnar", seats=[dict(deck=["Troll"] * 10), dict(artifacts=["The Howling Pit"])])
    assert len(act(s, EndStep(seat=0)).players[0].hand) == 7


def test_help_from_future_self_finds_the_timetraveller_and_reshuffles():
    s = position(house="Logos", seats=[dict(hand=["Help from Future Self"], deck=["Troll"],
                                            discard=["Timetraveller", "Krump"]), {}])
    s = play(s, "Help from Future Self")
    assert s.players[0].hand == [card(s, "Timetraveller")]
    s = deal(s)
    assert sorted(s.players[0].deck) == sorted([card(s, "Troll"), card(s, "Krump")])
    assert s.players[0].discard == [card(s, "Help from Future Self")] and in_play(s) == []


def test_grey_monk_armors_every_friendly_creature_and_heals():
    from engine.games.keyforge.keywords import armor
    s = position(house="Sanctum", seats=[dict(battleline=["Grey Monk", {"card": "Troll", "damage": 3}, "Sequis"]),
                                         dict(battleline=["Krump"])])
    assert [armor(s, card(s, n)) for n in ("Grey Monk", "Troll", "Sequis")] == [1, 1, 3]
    assert armor(s, card(s, "Krump")) == 0
    s = act(s, Reap(seat=0, card=card(s, "Grey Monk")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 1


def test_jehu_pays_when_sanctum_is_chosen():
    from engine.games.keyforge.cards import House
    from engine.games.keyforge.events import ChooseHouse
    for house, got in ((House.SANCTUM, 2), (House.BROBNAR, 0)):
        s = position(seats=[dict(battleline=["Jehu the Bureaucrat", "Troll"]), {}])
        assert act(s, ChooseHouse(seat=0, house=house)).players[0].amber == got


def test_whispering_reliquary_returns_an_artifact():
    s = position(house="Sanctum", seats=[dict(artifacts=["Whispering Reliquary"]), dict(artifacts=["Cannon"])])
    s = act(s, UseAction(seat=0, card=card(s, "Whispering Reliquary")), Choose(seat=0, card=card(s, "Cannon")))
    assert s.players[1].hand == [card(s, "Cannon")] and s.players[1].artifacts == []


def test_hayyel_and_carlo_phantom_pay_for_artifacts_played():
    s = position(house="Brobnar", seats=[dict(hand=["Cannon", "Punch"], battleline=["Hayyel the Merchant", "Carlo Phantom"]),
                                         dict(amber=3)])
    s = play(s, "Cannon")
    assert (s.players[0].amber, s.players[1].amber) == (2, 2)
    s = play(s, "Punch")  # an action: neither pays
    assert s.players[0].amber == 2 + 1


def test_numquid_the_fair_destroys_until_the_sides_are_even():
    s = position(house="Sanctum", seats=[dict(hand=["Numquid the Fair"]),
                                         dict(battleline=["Troll", "Krump", "Urchin"])])
    s = play(s, "Numquid the Fair")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))  # 2 against 1: again
    s = act(s, Choose(seat=0, card=card(s, "Krump")))  # 1 against 1: done
    assert in_play(s) == ["Numquid the Fair", "Urchin"] and isinstance(options(s)[-1], EndStep)


def test_cooperative_hunting_spreads_one_point_per_friendly_creature():
    s = position(house="Untamed", seats=[dict(hand=["Cooperative Hunting"], battleline=["Snufflegator", "Dew Faerie"]),
                                         dict(battleline=["Troll", "Urchin"])])
    s = play(s, "Cooperative Hunting")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Urchin")))
    assert s.inplay[card(s, "Troll")].damage == 1 and card(s, "Urchin") in s.players[1].discard
    assert isinstance(options(s)[-1], EndStep)


def test_grasping_vines_returns_up_to_three_artifacts():
    s = position(house="Untamed", seats=[dict(hand=["Grasping Vines"], artifacts=["Nepenthe Seed"]),
                                         dict(artifacts=["Cannon", "Library of Babble"])])
    s = play(s, "Grasping Vines")
    s = act(s, Choose(seat=0, card=card(s, "Cannon")), Decline(seat=0))
    assert s.players[1].hand == [card(s, "Cannon")] and len(s.players[1].artifacts) == 1


def test_troop_call_gathers_the_niffles():
    s = position(house="Untamed", seats=[dict(hand=["Troop Call"], battleline=["Niffle Ape", "Snufflegator"],
                                              discard=["Niffle Ape"]), {}])
    s = play(s, "Troop Call")
    assert in_play(s) == ["Snufflegator"] and len(s.players[0].hand) == 2


def test_creeping_oblivion_purges_up_to_two_cards_of_one_discard_pile():
    s = position(house="Dis", seats=[dict(hand=["Creeping Oblivion"], discard=["Troll"]),
                                     dict(discard=["Krump", "Punch"])])
    s = act(play(s, "Creeping Oblivion"), Choose(seat=0, card=card(s, "Krump")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # another pile
    s = act(s, Choose(seat=0, card=card(s, "Punch")))
    assert sorted(s.players[1].purged) == sorted([card(s, "Krump"), card(s, "Punch")])
    assert card(s, "Troll") in s.players[0].discard


def test_three_fates_destroys_the_three_most_powerful_the_player_breaking_ties():
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Troll", "Urchin"]),
                                     dict(battleline=["Krump", "Bumpsy", "Zorg", "Tunk", "Dextre"])])
    s = play(s, "Three Fates")  # Troll (8) and Zorg (7) have no tie: taken without asking
    # all three are destroyed at once (keyforge-7): Troll and Zorg wait for the third choice
    assert in_play(s) == ["Troll", "Urchin", "Krump", "Bumpsy", "Zorg", "Tunk", "Dextre"]
    assert [o.card for o in options(s)] == [card(s, "Krump"), card(s, "Tunk")]  # both 6: a tie
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # already among the three
    s = act(s, Choose(seat=0, card=card(s, "Tunk")))
    assert in_play(s) == ["Urchin", "Krump", "Bumpsy", "Dextre"] and isinstance(options(s)[-1], EndStep)


def test_three_fates_under_keyforge_4_asks_even_without_a_tie():
    old = GAME.for_rules("keyforge-4")
    spec = {"house": "Dis", "seats": [{"hand": ["Three Fates"], "battleline": ["Troll", "Urchin"]},
                                      {"battleline": ["Krump", "Bumpsy", "Zorg", "Dextre"]}]}
    s = old.start(old.genesis(["A", "B"], [], "0" * 64, position=spec))
    s = play(s, "Three Fates")
    assert [o.card for o in options(s)] == [card(s, "Troll")]  # asked, with one answer
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")  # Troll (8) is the most powerful
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Zorg")),
            Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Urchin", "Bumpsy", "Dextre"] and isinstance(options(s)[-1], EndStep)


def test_martians_make_bad_allies_purges_non_mars_creatures_from_hand():
    s = position(house="Mars", seats=[dict(hand=["Martians Make Bad Allies", "Troll", "Zorg", "Punch", "Krump"]), {}])
    s = play(s, "Martians Make Bad Allies")
    assert sorted(s.players[0].purged) == sorted([card(s, "Troll"), card(s, "Krump")]) and s.players[0].amber == 2
    assert sorted(s.players[0].hand) == sorted([card(s, "Zorg"), card(s, "Punch")])


def test_mating_season_shuffles_mars_creatures_home_and_pays_their_owners():
    s = position(house="Mars", seats=[dict(hand=["Mating Season"], battleline=["Zorg", "Troll"]),
                                      dict(battleline=["Tunk", "Grabber Jammer"], deck=["Krump"])])
    s = play(s, "Mating Season")
    assert s.players[0].amber == 1 + 1 and s.players[1].amber == 2 and in_play(s) == ["Troll"]
    s = deal(s)  # seat 1's deck of 3 is shuffled; seat 0's deck of 1 needs no draw
    assert len(s.players[1].deck) == 3 and s.players[0].deck == [card(s, "Zorg")]


def test_chuff_ape_may_eat_a_friend_to_heal():
    s = position(house="Mars", seats=[dict(battleline=[{"card": "Chuff Ape", "damage": 5}, "Zorg"]),
                                      dict(battleline=["Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Chuff Ape")))
    refused(s, Choose(seat=0, card=card(s, "Chuff Ape")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert in_play(s) == ["Chuff Ape", "Krump"] and s.inplay[card(s, "Chuff Ape")].damage == 0


def test_vezyma_thinkdrone_may_archive_a_friendly_card_in_play():
    s = position(house="Mars", seats=[dict(battleline=["Vezyma Thinkdrone", "Zorg"], artifacts=["Cannon"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Vezyma Thinkdrone")), Choose(seat=0, card=card(s, "Cannon")))
    assert s.players[0].archives == [card(s, "Cannon")] and s.players[0].artifacts == []


def test_sanctum_guardian_swaps_places():
    s = position(house="Sanctum", seats=[dict(battleline=["Sanctum Guardian", "Troll", "Sequis"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Sanctum Guardian")), Choose(seat=0, card=card(s, "Sequis")))
    assert in_play(s) == ["Sequis", "Troll", "Sanctum Guardian"]


def test_warsong_and_take_hostages_pay_for_each_fight_this_turn():
    s = position(house="Brobnar", seats=[dict(hand=["Warsong"], battleline=["Troll", "Krump"]),
                                         dict(battleline=["Dextre", "Bumpsy"], amber=4)])
    s = play(s, "Warsong")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Bumpsy")))
    assert s.players[0].amber == 1
    s = position(house="Sanctum", seats=[dict(hand=["Take Hostages"], battleline=["Sequis"]),
                                         dict(battleline=["Dextre"], amber=4)])
    s = act(play(s, "Take Hostages"), Fight(seat=0, attacker=card(s, "Sequis"), defender=card(s, "Dextre")))
    assert s.inplay[card(s, "Sequis")].amber == 1 and s.players[1].amber == 3


def test_crystal_hive_pays_for_each_reap_this_turn():
    s = position(house="Mars", seats=[dict(artifacts=["Crystal Hive"], battleline=["Zorg", "Tunk"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Crystal Hive")), Reap(seat=0, card=card(s, "Zorg")),
            Reap(seat=0, card=card(s, "Tunk")))
    assert s.players[0].amber == 2 + 2


def test_full_moon_pays_for_each_creature_played_this_turn():
    s = position(house="Untamed", seats=[dict(hand=["Full Moon", "Snufflegator", "Fertility Chant"]), {}])
    s = play(play(s, "Full Moon"), "Snufflegator")
    assert s.players[0].amber == 1
    assert play(s, "Fertility Chant").players[0].amber == 1 + 4  # not a creature


def test_library_access_draws_for_each_later_card_played():
    s = position(house="Logos", seats=[dict(hand=["Library Access", "Batdrone", "Dextre"], deck=["Troll", "Krump"]), {}])
    s = play(s, "Library Access")
    assert len(s.players[0].hand) == 2  # its own play draws nothing
    s = play(s, "Batdrone")
    assert card(s, "Troll") in s.players[0].hand


def test_soft_landing_and_blypyp_let_the_next_card_enter_ready():
    s = position(house="Mars", seats=[dict(hand=["Soft Landing", "Zorg", "Tunk"]), {}])
    s = play(play(play(s, "Soft Landing"), "Tunk"), "Zorg")
    assert not s.inplay[card(s, "Tunk")].exhausted and s.inplay[card(s, "Zorg")].exhausted  # only the next one
    s = position(house="Mars", seats=[dict(battleline=["Blypyp"], hand=["Tunk"]), {}])
    s = play(act(s, Reap(seat=0, card=card(s, "Blypyp"))), "Tunk")
    assert not s.inplay[card(s, "Tunk")].exhausted


def test_key_of_darkness_forges_at_a_surcharge():
    s = position(house="Shadows", seats=[dict(hand=["Key of Darkness"], amber=12), dict(amber=1)])
    s = play(s, "Key of Darkness")
    assert s.players[0].keys == 1 and s.players[0].amber == 0
    s = position(house="Shadows", seats=[dict(hand=["Key of Darkness"], amber=8), dict(amber=0)])
    assert play(s, "Key of Darkness").players[0].keys == 1
    s = position(house="Shadows", seats=[dict(hand=["Key of Darkness"], amber=11), dict(amber=1)])
    s = play(s, "Key of Darkness")
    assert s.players[0].keys == 0 and s.players[0].amber == 11  # one short: nothing happens


def test_pawn_sacrifice_trades_a_friend_for_two_shots():
    s = position(house="Shadows", seats=[dict(hand=["Pawn Sacrifice"], battleline=["Urchin"]),
                                         dict(battleline=["Troll", "Krump"])])
    s = play(s, "Pawn Sacrifice")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Troll")),
            Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Troll", "Krump"] and [s.inplay[card(s, n)].damage for n in ("Troll", "Krump")] == [3, 3]


def test_imperial_traitor_may_purge_a_sanctum_card_from_their_hand():
    s = position(house="Shadows", seats=[dict(hand=["Imperial Traitor"]), dict(hand=["Sequis", "Troll"])])
    s = play(s, "Imperial Traitor")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")))
    assert s.players[1].purged == [card(s, "Sequis")] and s.players[1].hand == [card(s, "Troll")]


def test_barehanded_puts_every_artifact_on_top_of_its_owners_deck():
    s = position(house="Brobnar", seats=[dict(hand=["Barehanded"], artifacts=["Cannon"], deck=["Troll"]),
                                         dict(artifacts=["Library of Babble"])])
    s = play(s, "Barehanded")
    assert s.players[0].deck == [card(s, "Cannon"), card(s, "Troll")]
    assert s.players[1].deck == [card(s, "Library of Babble")] and s.players[1].artifacts == []


def test_hypnotic_command_one_capture_per_friendly_mars_creature():
    s = position(house="Mars", seats=[dict(hand=["Hypnotic Command"], battleline=["Zorg", "Yxilx Dominator", "Troll"]),
                                      dict(battleline=["Krump"], amber=3)])
    s = play(s, "Hypnotic Command")
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].amber == 2 and s.players[1].amber == 1 and s.players[0].amber == 0


def test_dimension_door_turns_reaping_into_stealing():
    s = position(house="Logos", seats=[dict(hand=["Dimension Door"], battleline=["Dextre"]), dict(amber=2)])
    s = act(play(s, "Dimension Door"), Reap(seat=0, card=card(s, "Dextre")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 1)  # stolen, not gained


def test_charge_gives_each_creature_played_a_shot():
    s = position(house="Sanctum", seats=[dict(hand=["Charge!", "Sequis"]), dict(battleline=["Urchin", "Troll"])])
    s = play(play(s, "Charge!"), "Sequis")
    refused(s, Choose(seat=0, card=card(s, "Sequis")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert card(s, "Urchin") in s.players[1].discard


def test_autocannon_hits_every_creature_that_enters_play():
    s = position(house="Brobnar", seats=[dict(hand=["Krump"], artifacts=["Autocannon"]),
                                         dict(hand=["Urchin"], houses=["Shadows", "Dis", "Mars"])])
    s = play(s, "Krump")
    assert s.inplay[card(s, "Krump")].damage == 1
