"""Sanctum cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.keywords import armor, has, power
from engine.games.keyforge.state import Flank

DECK = ["Troll"] * 8


def test_numquid_the_fair_destroys_enemy_creatures_until_it_has_as_many_as_they_do():
    """Numquid counts itself: 1 against 3 destroys two, each one chosen."""
    s = position(house="Sanctum", seats=[dict(hand=["Numquid the Fair"]), dict(battleline=["Urchin", "Silvertooth", "Umbra"])])
    s = play(s, "Numquid the Fair")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Urchin", "Silvertooth", "Umbra")}
    refused(s, Choose(seat=0, card=card(s, "Numquid the Fair")), "KF-target")  # an enemy creature
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert {o.card for o in options(s)} == {card(s, "Silvertooth"), card(s, "Umbra")}
    s = act(s, Choose(seat=0, card=card(s, "Umbra")))
    assert in_play(s) == ["Numquid the Fair", "Silvertooth"] and isinstance(options(s)[-1], EndStep)


def test_oath_of_poverty_destroys_only_our_artifacts_and_pays_two_each():
    s = position(house="Sanctum", seats=[dict(hand=["Oath of Poverty"], battleline=["The Vaultkeeper"],
                                              artifacts=["Gorm of Omm", "Cannon"]),
                                         dict(artifacts=["Mighty Javelin"])])
    s = play(s, "Oath of Poverty")
    assert s.players[0].artifacts == [] and s.players[1].artifacts == [card(s, "Mighty Javelin")]
    assert s.players[0].amber == 1 + 4 and in_play(s) == ["The Vaultkeeper"]
    s = play(position(house="Sanctum", seats=[dict(hand=["Oath of Poverty"]), {}]), "Oath of Poverty")
    assert s.players[0].amber == 1


def test_protectrix_heals_a_damaged_creature_which_then_takes_no_damage_this_turn():
    """Only a damaged creature is offered: healing an undamaged one does nothing, so its "if you
    do" would never follow (KF-if-you-do; keyteki offers any creature)."""
    s = position(house="Sanctum", seats=[dict(battleline=[{"card": "Commander Remiel", "damage": 1}, "Protectrix"],
                                              hand=["Inspiration"]),
                                         dict(battleline=["Dextre", "Titan Mechanic"])])
    remiel = card(s, "Commander Remiel")
    s = act(s, Reap(seat=0, card=card(s, "Protectrix")))
    assert options(s) == [Choose(seat=0, card=remiel), Decline(seat=0)]
    refused(s, Choose(seat=0, card=card(s, "Protectrix")), "KF-target")
    s = act(s, Choose(seat=0, card=remiel), Fight(seat=0, attacker=remiel, defender=card(s, "Dextre")))
    assert s.inplay[remiel].damage == 0 and s.players[1].deck == [card(s, "Dextre")]
    s = act(play(s, "Inspiration"), Choose(seat=0, card=remiel), Fight(seat=0, attacker=remiel, defender=card(s, "Titan Mechanic")))
    assert s.inplay[remiel].damage == 0 and s.inplay[card(s, "Titan Mechanic")].damage == 3


def test_potion_of_invulnerability_is_sacrificed_and_shields_only_friendly_creatures_this_turn():
    s = position(house="Logos", seats=[dict(artifacts=["Potion of Invulnerability"], battleline=["Dextre", "Sequis"],
                                            hand=["Positron Bolt", "Positron Bolt"]),
                                       dict(battleline=["Bumpsy"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Potion of Invulnerability")))
    assert s.players[0].discard == [card(s, "Potion of Invulnerability")]
    s = act(s, Fight(seat=0, attacker=card(s, "Dextre"), defender=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Dextre")].damage == 0 and s.inplay[card(s, "Bumpsy")].damage == 3
    s = act(s, PlayCard(seat=0, card=card(s, "Positron Bolt")), Choose(seat=0, card=card(s, "Dextre")))
    assert [s.inplay[card(s, n)].damage for n in ("Dextre", "Sequis")] == [0, 0]
    s = act(s, PlayCard(seat=0, card=card(s, "Positron Bolt", nth=1)), Choose(seat=0, card=card(s, "Bumpsy")))
    assert card(s, "Bumpsy") in s.players[1].discard  # 3 + 3: enemies are not shielded


def test_raiding_knight_captures_one_on_play_or_nothing_from_an_empty_pool():
    for theirs, held in ((2, 1), (0, 0)):
        s = play(position(house="Sanctum", seats=[dict(hand=["Raiding Knight"]), dict(amber=theirs)]), "Raiding Knight")
        assert s.inplay[card(s, "Raiding Knight")].amber == held and s.players[1].amber == theirs - held


def test_sanctum_guardian_swaps_places_with_another_friend_after_a_fight_or_a_reap():
    s = position(house="Sanctum", seats=[dict(battleline=["Troll", "Sequis", "Batdrone", "Sanctum Guardian"]),
                                         dict(battleline=["Snufflegator"])])
    fought = act(GAME.clone(s), Fight(seat=0, attacker=card(s, "Sanctum Guardian"), defender=card(s, "Snufflegator")))
    assert card(s, "Snufflegator") in fought.players[1].discard
    assert {o.card for o in options(fought)} == {card(s, n) for n in ("Troll", "Sequis", "Batdrone")}
    s = act(s, Reap(seat=0, card=card(s, "Sanctum Guardian")))
    refused(s, Choose(seat=0, card=card(s, "Snufflegator")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")))
    assert in_play(s) == ["Troll", "Sanctum Guardian", "Batdrone", "Sequis", "Snufflegator"]


def test_sergeant_zakiel_may_ready_and_fight_with_a_neighbour_or_decline():
    s = position(house="Sanctum", seats=[dict(hand=["Sergeant Zakiel"], battleline=["Bulwark", {"card": "Sequis", "exhausted": True}]),
                                         dict(battleline=["Bumpsy"])])
    s = play(s, "Sergeant Zakiel")
    assert options(s) == [Choose(seat=0, card=card(s, "Sequis")), Decline(seat=0)]  # its only neighbour
    declined = act(GAME.clone(s), Decline(seat=0))
    assert declined.inplay[card(s, "Sequis")].exhausted and declined.inplay[card(s, "Bumpsy")].damage == 0
    s = act(s, Choose(seat=0, card=card(s, "Sequis")), Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Sequis")].exhausted and s.inplay[card(s, "Bumpsy")].damage == 4
    assert s.inplay[card(s, "Sequis")].damage == 5 - 2 - 2  # its armor and Bulwark's


def test_take_hostages_makes_each_friendly_fighter_capture_each_fight_this_turn_only():
    s = position(house="Sanctum", seats=[dict(amber=1, hand=["Take Hostages"], battleline=["Commander Remiel", "Bulwark", "Sequis"],
                                              deck=DECK),
                                         dict(amber=2, battleline=["Urchin", "Troll"], deck=DECK)])
    remiel, bulwark, urchin = card(s, "Commander Remiel"), card(s, "Bulwark"), card(s, "Urchin")
    s = act(play(s, "Take Hostages"), Fight(seat=0, attacker=remiel, defender=urchin))
    assert (s.inplay[remiel].amber, s.players[1].amber) == (1, 1)
    s = act(s, Fight(seat=0, attacker=bulwark, defender=urchin))
    assert (s.inplay[remiel].amber, s.inplay[bulwark].amber, s.players[1].amber) == (1, 1, 0)
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
    s = act(s, Fight(seat=1, attacker=s.players[1].battleline[-1], defender=card(s, "Sequis")))
    assert s.inplay[s.players[1].battleline[-1]].amber == 0  # their fights never captured


def test_terms_of_redress_has_a_friendly_creature_capture_two_or_what_there_is():
    for theirs, held in ((3, 2), (1, 1)):
        s = position(house="Sanctum", seats=[dict(hand=["Terms of Redress"], battleline=["Staunch Knight"]),
                                             dict(amber=theirs, battleline=["Urchin"])])
        s = play(s, "Terms of Redress")
        refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")
        s = act(s, Choose(seat=0, card=card(s, "Staunch Knight")))
        assert s.inplay[card(s, "Staunch Knight")].amber == held and s.players[1].amber == theirs - held


def test_the_vaultkeeper_stops_steals_but_not_captures_or_losses():
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Urchin", "Dextre", "Bumpsy"]),
                                       dict(amber=4, battleline=["The Vaultkeeper"])])
    s = play(play(s, "Phase Shift"), "Urchin")
    assert (s.players[0].amber, s.players[1].amber) == (0, 4)
    s = play(s, "Dextre")
    assert s.inplay[card(s, "Dextre")].amber == 1 and s.players[1].amber == 3


def test_whispering_reliquary_returns_any_artifact_itself_included_to_its_owners_hand():
    s = position(house="Sanctum", seats=[dict(artifacts=["Whispering Reliquary", "Autocannon", "Epic Quest"]),
                                         dict(artifacts=["The Sting", "World Tree"])])
    s = act(s, UseAction(seat=0, card=card(s, "Whispering Reliquary")))
    assert len(options(s)) == 5
    mine = act(GAME.clone(s), Choose(seat=0, card=card(s, "Whispering Reliquary")))
    assert mine.players[0].hand == [card(s, "Whispering Reliquary")]
    s = act(s, Choose(seat=0, card=card(s, "The Sting")))
    assert s.players[1].hand == [card(s, "The Sting")] and s.players[1].artifacts == [card(s, "World Tree")]


def test_mantle_of_the_zealot_lets_its_creature_be_used_whatever_the_active_house():
    s = position(house="Sanctum", seats=[dict(hand=["Mantle of the Zealot"], battleline=["Grabber Jammer"]), dict(amber=2)])
    refused(s, Reap(seat=0, card=card(s, "Grabber Jammer")), "KF-use-house")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Mantle of the Zealot"), creature=card(s, "Grabber Jammer")),
            Reap(seat=0, card=card(s, "Grabber Jammer")))
    assert s.players[0].amber == 1 and s.inplay[card(s, "Grabber Jammer")].amber == 1


def test_sigil_of_brotherhood_lets_friendly_sanctum_creatures_be_used_this_turn_only():
    s = position(house="Shadows", seats=[dict(artifacts=["Sigil of Brotherhood"], battleline=["Staunch Knight", "Dust Pixie"], deck=DECK),
                                         dict(battleline=["Urchin"], deck=DECK)])
    s = act(s, UseOmni(seat=0, card=card(s, "Sigil of Brotherhood")), Reap(seat=0, card=card(s, "Staunch Knight")))
    assert s.players[0].discard == [card(s, "Sigil of Brotherhood")] and s.players[0].amber == 1
    refused(s, Reap(seat=0, card=card(s, "Dust Pixie")), "KF-use-house")
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1), ChooseHouse(seat=0, house=House.UNTAMED))
    refused(s, Reap(seat=0, card=card(s, "Staunch Knight")), "KF-use-house")  # the next turn: no more


def test_shield_of_justice_keeps_all_damage_off_friendly_creatures_without_spending_their_armor():
    s = position(house="Sanctum", seats=[dict(hand=["Shield of Justice"], battleline=["Bulwark"]), dict(battleline=["Sequis"])])
    s = act(play(s, "Shield of Justice"), Fight(seat=0, attacker=card(s, "Bulwark"), defender=card(s, "Sequis")))
    bulwark, sequis = s.inplay[card(s, "Bulwark")], s.inplay[card(s, "Sequis")]
    assert (bulwark.damage, bulwark.armor_used) == (0, 0) and (sequis.damage, sequis.armor_used) == (2, 2)


def test_round_table_gives_each_friendly_knight_one_power_and_taunt():
    s = position(house="Sanctum", seats=[dict(artifacts=["Round Table"], battleline=["Raiding Knight", "Jehu the Bureaucrat", "The Terror"]),
                                         {}])
    assert [(power(s, c), has(s, c, Keyword.TAUNT)) for c in s.players[0].battleline] == [(5, True), (3, False), (6, True)]


def test_mighty_lance_hits_a_creature_and_one_of_its_neighbours_or_nothing_when_none():
    s = play(position(house="Sanctum", seats=[dict(hand=["Mighty Lance"]), dict(amber=1)]), "Mighty Lance")
    assert isinstance(options(s)[-1], EndStep)
    s = position(house="Sanctum", seats=[dict(hand=["Mighty Lance"], battleline=["Titan Mechanic"]),
                                         dict(battleline=["Urchin", "Troll", "Krump"])])
    s = act(play(s, "Mighty Lance"), Choose(seat=0, card=card(s, "Troll")))
    assert {o.card for o in options(s)} == {card(s, "Urchin"), card(s, "Krump")}
    refused(s, Choose(seat=0, card=card(s, "Titan Mechanic")), "KF-target")  # not its neighbour
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert (s.inplay[card(s, "Troll")].damage, s.inplay[card(s, "Krump")].damage) == (3, 3)


def test_protect_the_weak_gives_its_creature_one_armor_and_taunt():
    s = position(house="Sanctum", seats=[dict(hand=["Protect the Weak"], battleline=["Commander Remiel"]), dict(battleline=["Bumpsy"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Protect the Weak"), creature=card(s, "Commander Remiel")))
    assert armor(s, card(s, "Commander Remiel")) == 1 and has(s, card(s, "Commander Remiel"), Keyword.TAUNT)



def test_one_stood_against_many_readies_its_hero_each_time_even_with_no_enemy_left_keyforge_6():
    """KF-fight-1, KF-stun-1 (keyforge-6): each of the three times readies the hero, fight or
    not; a stunned hero's first "fight" only removes its stun, against no one."""
    s = position(house="Sanctum", seats=[dict(hand=["One Stood Against Many"], battleline=[{"card": "Bulwark", "exhausted": True}]), {}])
    s = act(play(s, "One Stood Against Many"), Choose(seat=0, card=card(s, "Bulwark")))
    assert not s.inplay[card(s, "Bulwark")].exhausted
    s = act(s, Reap(seat=0, card=card(s, "Bulwark")))
    assert s.players[0].amber == 1 + 1
    s = position(house="Sanctum", seats=[dict(hand=["One Stood Against Many"], battleline=["Bulwark", "Troll"]),
                                         dict(battleline=["Hunting Witch", "Niffle Ape"])])
    s = act(play(s, "One Stood Against Many"), Choose(seat=0, card=card(s, "Bulwark")), Choose(seat=0, card=card(s, "Hunting Witch")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Niffle Ape")))
    bulwark = s.inplay[card(s, "Bulwark")]
    assert in_play(s) == ["Bulwark", "Troll"] and (bulwark.damage, bulwark.exhausted) == (3, False)  # readied a third time
    s = position(house="Sanctum", seats=[dict(hand=["One Stood Against Many"], battleline=["Bulwark", {"card": "Troll", "stunned": True}]),
                                         dict(battleline=["Hunting Witch", "Niffle Ape", "Krump", "Urchin"])])
    s = act(play(s, "One Stood Against Many"), Choose(seat=0, card=card(s, "Troll")))
    assert not s.inplay[card(s, "Troll")].stunned
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Hunting Witch", "Niffle Ape", "Krump", "Urchin")}
    s = act(s, Choose(seat=0, card=card(s, "Niffle Ape")))
    refused(s, Choose(seat=0, card=card(s, "Niffle Ape")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Hunting Witch")))
    assert in_play(s) == ["Bulwark", "Troll", "Krump", "Urchin"] and s.inplay[card(s, "Troll")].exhausted
    assert isinstance(options(s)[-1], EndStep)  # two fights after the stun: done


def test_veemos_lightbringer_destroys_each_elusive_creature_on_both_sides():
    s = position(house="Sanctum", seats=[dict(hand=["Veemos Lightbringer"], battleline=["Urchin"]),
                                         dict(artifacts=["Dominator Bauble"], battleline=["Troll", "Tolas"])])
    s = play(s, "Veemos Lightbringer")
    assert in_play(s) == ["Veemos Lightbringer", "Troll"] and s.players[1].artifacts == [card(s, "Dominator Bauble")]


def test_shoulder_armor_counts_only_while_its_creature_is_on_a_flank():
    s = position(house="Sanctum", seats=[dict(hand=["Shoulder Armor"], battleline=["Numquid the Fair", "Commander Remiel", "Jehu the Bureaucrat"]),
                                         dict(battleline=["Troll"])])
    remiel = card(s, "Commander Remiel")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Shoulder Armor"), creature=remiel))
    assert (power(s, remiel), armor(s, remiel)) == (3, 0)
    s = act(s, Fight(seat=0, attacker=card(s, "Numquid the Fair"), defender=card(s, "Troll")))
    assert in_play(s) == ["Commander Remiel", "Jehu the Bureaucrat", "Troll"] and (power(s, remiel), armor(s, remiel)) == (5, 2)


def test_radiant_truth_stuns_only_enemy_creatures_off_the_flanks():
    s = position(house="Sanctum", seats=[dict(hand=["Radiant Truth"], battleline=["Commander Remiel", "Sergeant Zakiel", "Protectrix"]),
                                         dict(battleline=["Bumpsy", "Troll", "Ganger Chieftain"])])
    s = play(s, "Radiant Truth")
    assert [s.inplay[c].stunned for c in s.players[0].battleline + s.players[1].battleline] == [False] * 4 + [True, False]


def test_the_harder_they_come_purges_any_creature_of_power_five_or_more():
    s = position(house="Sanctum", seats=[dict(hand=["The Harder They Come"], battleline=["Commander Remiel", "Francus"]),
                                         dict(battleline=["Urchin", "Ancient Bear"])])
    s = play(s, "The Harder They Come")
    assert {o.card for o in options(s)} == {card(s, "Francus"), card(s, "Ancient Bear")}
    s = act(s, Choose(seat=0, card=card(s, "Ancient Bear")))
    assert s.players[1].purged == [card(s, "Ancient Bear")]


def test_the_spirits_way_destroys_each_creature_of_power_three_or_more():
    s = play(position(house="Sanctum", seats=[dict(hand=["The Spirit’s Way"], battleline=["Commander Remiel", "Francus", "Urchin"]),
                                              dict(battleline=["Dust Pixie", "Dodger"])]), "The Spirit’s Way")
    assert in_play(s) == ["Urchin", "Dust Pixie"]


def test_virtuous_works_is_three_aember_and_nothing_else():
    """From the printed facts (keyteki has no spec): a bonus of 3, no Play: ability, then the
    discard pile."""
    s = position(house="Sanctum", seats=[dict(hand=["Virtuous Works", "Troll"]), dict(amber=2)])
    s = play(s, "Virtuous Works")
    assert (s.players[0].amber, s.players[1].amber) == (3, 2)
    assert s.players[0].discard == [card(s, "Virtuous Works")] and isinstance(options(s)[-1], EndStep)
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.RIGHT), "KF-play-1")
