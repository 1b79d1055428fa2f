"""Shadows cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, deal, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import Discard
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)

DECK = ["Troll"] * 8


def test_mack_the_knife_may_hit_any_creature_and_gains_when_a_destroyed_creature_goes_elsewhere():
    """A kill that sends the victim to its owner's deck (Dextre's Destroyed:) still destroyed it."""
    s = position(house="Logos", seats=[dict(battleline=["Mack the Knife"]),
                                       dict(battleline=[{"card": "Dextre", "damage": 2}, "Nexus"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mack the Knife")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Mack the Knife", "Dextre", "Nexus")}
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))
    assert s.players[1].deck[0] == card(s, "Dextre") and s.players[0].amber == 1
    refused(s, UseAction(seat=0, card=card(s, "Mack the Knife")), "KF-use-exhausted")


def test_magda_returned_to_hand_on_the_opponents_turn_lets_them_steal_two_each_time_not_more():
    s = position(house="Shadows", seats=[dict(hand=["Magda the Rat"], deck=DECK),
                                         dict(amber=5, hand=["Hysteria", "Hysteria"], deck=DECK)])
    for n in range(2):
        s = play(s, "Magda the Rat")
        assert (s.players[0].amber, s.players[1].amber) == (2, 3)
        s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS))
        s = act(s, PlayCard(seat=1, card=card(s, "Hysteria", nth=n)))
        assert card(s, "Magda the Rat") in s.players[0].hand
        assert (s.players[0].amber, s.players[1].amber) == (0, 5)
        s = act(s, EndStep(seat=1), ChooseHouse(seat=0, house=House.SHADOWS))


def test_miasma_skips_only_the_opponents_next_forge_step():
    s = position(house="Shadows", seats=[dict(amber=5, hand=["Miasma"], deck=DECK), dict(amber=7, deck=DECK)])
    s = act(play(s, "Miasma"), EndStep(seat=0))
    assert s.active == 1 and (s.players[0].amber, s.players[1].amber, s.players[1].keys) == (6, 7, 0)
    s = act(s, ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1))
    assert (s.players[0].keys, s.players[0].amber) == (1, 0)  # our own forge step is untouched
    s = act(s, ChooseHouse(seat=0, house=House.SHADOWS), EndStep(seat=0))
    assert (s.players[1].keys, s.players[1].amber) == (1, 1)  # theirs is back the turn after


def test_mooncurser_skirmishes_poisons_and_steals_after_its_fight():
    s = position(house="Shadows", seats=[dict(battleline=["Mooncurser"]), dict(amber=2, battleline=["Ancient Bear"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Mooncurser"), defender=card(s, "Ancient Bear")))
    assert card(s, "Ancient Bear") in s.players[1].discard and s.inplay[card(s, "Mooncurser")].damage == 0
    assert (s.players[0].amber, s.players[1].amber) == (1, 1)


def test_noddy_the_thief_steals_one_by_its_action_and_only_in_its_house():
    s = position(house="Shadows", seats=[dict(battleline=["Noddy the Thief"]), dict(amber=5, battleline=["Nexus"])])
    s = act(s, UseAction(seat=0, card=card(s, "Noddy the Thief")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 4)
    s = position(house="Logos", seats=[dict(battleline=["Noddy the Thief"]), dict(amber=5)])
    refused(s, UseAction(seat=0, card=card(s, "Noddy the Thief")), "KF-use-house")


def test_old_bruno_captures_three_or_all_the_opponent_has():
    for theirs, held in ((5, 3), (2, 2)):
        s = play(position(house="Shadows", seats=[dict(hand=["Old Bruno"]), dict(amber=theirs)]), "Old Bruno")
        assert s.inplay[card(s, "Old Bruno")].amber == held and s.players[1].amber == theirs - held
        assert isinstance(options(s)[-1], EndStep)


def test_one_last_job_purges_only_friendly_shadows_and_steals_one_each():
    s = position(house="Shadows", seats=[dict(hand=["One Last Job"], battleline=["Urchin", "Silvertooth", "Noddy the Thief", "Troll"]),
                                         dict(amber=5, battleline=["Nexus"])])
    s = play(s, "One Last Job")
    assert in_play(s) == ["Troll", "Nexus"] and (s.players[0].amber, s.players[1].amber) == (1 + 3, 2)
    assert s.players[0].purged == [card(s, n) for n in ("Urchin", "Silvertooth", "Noddy the Thief")]


def test_oubliette_may_purge_a_friendly_creature_of_power_three_or_lower():
    s = position(house="Shadows", seats=[dict(hand=["Oubliette"], battleline=["Urchin", "Noddy the Thief", "Troll"]),
                                         dict(battleline=["Nexus", "Krump"])])
    s = play(s, "Oubliette")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Urchin", "Noddy the Thief", "Nexus")}
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Noddy the Thief")))
    assert s.players[0].purged == [card(s, "Noddy the Thief")] and in_play(s) == ["Urchin", "Troll", "Nexus", "Krump"]


def test_pawn_sacrifice_deals_three_to_two_creatures_or_as_many_as_are_left_and_needs_a_sacrifice():
    s = position(house="Shadows", seats=[dict(hand=["Pawn Sacrifice"], battleline=["Urchin"]),
                                         dict(battleline=["Krump", "Batdrone"])])
    s = play(s, "Pawn Sacrifice")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # a friendly creature
    s = act(s, Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Batdrone")))
    refused(s, Choose(seat=0, card=card(s, "Batdrone")), "KF-target")  # two different creatures
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Krump"] and s.inplay[card(s, "Krump")].damage == 3
    assert sorted(s.players[0].discard) == sorted([card(s, "Urchin"), card(s, "Pawn Sacrifice")])
    s = position(house="Shadows", seats=[dict(hand=["Pawn Sacrifice"], battleline=["Urchin"]), dict(battleline=["Batdrone"])])
    s = act(play(s, "Pawn Sacrifice"), Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Batdrone")))
    assert in_play(s) == [] and isinstance(options(s)[-1], EndStep)  # only one left to damage
    s = play(position(house="Shadows", seats=[dict(hand=["Pawn Sacrifice"]), dict(battleline=["Troll"])]), "Pawn Sacrifice")
    assert s.inplay[card(s, "Troll")].damage == 0 and isinstance(options(s)[-1], EndStep)  # no sacrifice: no damage


def test_ring_of_invisibility_gives_skirmish_when_attacking_and_elusive_when_attacked():
    s = position(house="Shadows", seats=[dict(hand=["Ring of Invisibility"], battleline=["Silvertooth"], deck=DECK),
                                         dict(battleline=["Troll"], deck=DECK)])
    tooth, troll = card(s, "Silvertooth"), s.players[1].battleline[0]
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Ring of Invisibility"), creature=tooth), Fight(seat=0, attacker=tooth, defender=troll))
    assert s.inplay[tooth].damage == 0 and s.inplay[troll].damage == 2  # skirmish
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), Fight(seat=1, attacker=troll, defender=tooth))
    assert in_play(s) == ["Silvertooth", "Troll"] and s.inplay[tooth].damage == 0 and s.inplay[troll].exhausted  # elusive


def test_seeker_needle_gains_only_for_a_kill_even_one_that_returns_to_hand_and_for_whoever_uses_it():
    def board():
        return position(house="Shadows", seats=[dict(artifacts=["Seeker Needle"], battleline=["Silvertooth", "Bad Penny"], deck=DECK),
                                                dict(battleline=["Urchin"], hand=["Poltergeist"], deck=DECK)])
    s = act(board(), UseAction(seat=0, card=card(board(), "Seeker Needle")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Silvertooth", "Bad Penny", "Urchin")}
    miss = act(GAME.clone(s), Choose(seat=0, card=card(s, "Silvertooth")))
    assert miss.inplay[card(s, "Silvertooth")].damage == 1 and miss.players[0].amber == 0
    s = act(s, Choose(seat=0, card=card(s, "Bad Penny")))
    assert card(s, "Bad Penny") in s.players[0].hand and s.players[0].amber == 1
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS), PlayCard(seat=1, card=card(s, "Poltergeist")),
            Choose(seat=1, card=card(s, "Seeker Needle")), Choose(seat=1, card=card(s, "Urchin")))
    assert s.players[1].amber == 1 + 1 and card(s, "Seeker Needle") in s.players[0].discard


def test_selwyn_moves_one_captured_amber_of_ours_to_our_pool_after_a_reap_or_fight_and_else_asks_nothing():
    s = position(house="Shadows", seats=[dict(battleline=["Selwyn the Fence", {"card": "Old Bruno", "amber": 3}]),
                                         dict(amber=3, battleline=["Urchin", {"card": "Troll", "amber": 2}])])
    reaped = act(GAME.clone(s), Reap(seat=0, card=card(s, "Selwyn the Fence")))
    refused(reaped, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # one of our cards only
    reaped = act(reaped, Choose(seat=0, card=card(s, "Old Bruno")))
    assert reaped.inplay[card(s, "Old Bruno")].amber == 2 and reaped.players[0].amber == 2
    s = act(s, Fight(seat=0, attacker=card(s, "Selwyn the Fence"), defender=card(s, "Urchin")),
            Choose(seat=0, card=card(s, "Old Bruno")))
    assert s.inplay[card(s, "Old Bruno")].amber == 2 and s.players[0].amber == 1
    s = position(house="Shadows", seats=[dict(battleline=["Selwyn the Fence"]), dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Selwyn the Fence")))
    assert s.players[0].amber == 1 and isinstance(options(s)[-1], EndStep)


def test_special_delivery_purges_only_the_flank_creature_its_damage_destroys():
    s = position(house="Sanctum", seats=[dict(artifacts=["Special Delivery"], battleline=["Bulwark", "Urchin", "Sequis"]),
                                         dict(battleline=["Troll", "Urchin", "Nexus"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Special Delivery")))  # an Omni: on a Sanctum turn
    assert {o.card for o in options(s)} == {card(s, "Bulwark"), card(s, "Sequis"), card(s, "Troll"), card(s, "Nexus")}
    kill = act(GAME.clone(s), Choose(seat=0, card=card(s, "Nexus")))
    assert kill.players[1].purged == [card(s, "Nexus")] and kill.players[0].discard == [card(s, "Special Delivery")]
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 3 and s.players[1].purged == []
    s = position(house="Sanctum", seats=[dict(artifacts=["Special Delivery"]),
                                         dict(battleline=["Troll", {"card": "Shadow Self", "damage": 7}, "Nexus"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Special Delivery")), Choose(seat=0, card=card(s, "Nexus")))
    assert in_play(s) == ["Troll", "Nexus"] and s.players[1].discard == [card(s, "Shadow Self")]  # took it; not purged


def test_relentless_whispers_steals_only_when_its_damage_destroys_the_creature():
    def after(target):
        s = position(house="Shadows", seats=[dict(hand=["Relentless Whispers"], battleline=[target] if target else []),
                                             dict(amber=2)])
        s = play(s, "Relentless Whispers")
        return act(s, Choose(seat=0, card=card(s, target))) if target else s
    s = after("Silvertooth")
    assert card(s, "Silvertooth") in s.players[0].discard and (s.players[0].amber, s.players[1].amber) == (2, 1)
    s = after("Dodger")
    assert s.inplay[card(s, "Dodger")].damage == 2 and (s.players[0].amber, s.players[1].amber) == (1, 2)
    s = after(None)
    assert (s.players[0].amber, s.players[1].amber) == (1, 2) and isinstance(options(s)[-1], EndStep)


def test_subtle_maul_discards_a_random_card_or_nothing_from_an_empty_hand():
    s = position(house="Shadows", seats=[dict(artifacts=["Subtle Maul"]), dict(hand=["Urchin", "Batdrone", "Troll"])])
    s = deal(act(s, UseAction(seat=0, card=card(s, "Subtle Maul"))), 2)  # the dealer picks the third card
    assert s.players[1].discard == [card(s, "Troll")] and len(s.players[1].hand) == 2
    s = position(house="Shadows", seats=[dict(artifacts=["Subtle Maul"]), {}])
    assert isinstance(options(act(s, UseAction(seat=0, card=card(s, "Subtle Maul"))))[-1], EndStep)


def test_umbra_skirmishes_and_steals_one_after_its_fight_if_there_is_any():
    for theirs, after in ((2, (1, 1)), (0, (0, 0))):
        s = position(house="Shadows", seats=[dict(battleline=["Umbra"]), dict(amber=theirs, battleline=["Troll"])])
        s = act(s, Fight(seat=0, attacker=card(s, "Umbra"), defender=card(s, "Troll")))
        assert (s.players[0].amber, s.players[1].amber) == after and s.inplay[card(s, "Umbra")].damage == 0


def test_too_much_to_protect_steals_all_but_six_unless_the_vaultkeeper_guards_it():
    s = play(position(house="Shadows", seats=[dict(hand=["Too Much to Protect"]), dict(amber=14)]), "Too Much to Protect")
    assert (s.players[0].amber, s.players[1].amber) == (1 + 8, 6)
    s = play(position(house="Shadows", seats=[dict(hand=["Too Much to Protect"]), dict(amber=14, battleline=["The Vaultkeeper"])]),
             "Too Much to Protect")
    assert (s.players[0].amber, s.players[1].amber) == (1, 14)


def test_skeleton_key_has_a_friendly_creature_capture_one_if_there_is_one_and_any_amber():
    s = position(house="Shadows", seats=[dict(artifacts=["Skeleton Key"], battleline=["Nexus"]), dict(amber=2, battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Skeleton Key")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Nexus")))
    assert s.inplay[card(s, "Nexus")].amber == 1 and s.players[1].amber == 1
    s = position(house="Shadows", seats=[dict(artifacts=["Skeleton Key"]), dict(amber=2)])
    s = act(s, UseAction(seat=0, card=card(s, "Skeleton Key")))
    assert s.players[1].amber == 2 and isinstance(options(s)[-1], EndStep)


def test_silent_dagger_gives_a_reap_that_deals_four_to_a_flank_creature():
    s = position(house="Shadows", seats=[dict(hand=["Silent Dagger"], battleline=["Urchin"]), dict(battleline=["Troll", "Nexus", "Batdrone"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Silent Dagger"), creature=card(s, "Urchin")), Reap(seat=0, card=card(s, "Urchin")))
    assert s.players[0].amber == 2  # the bonus and the reap
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Urchin", "Troll", "Batdrone")}
    refused(s, Choose(seat=0, card=card(s, "Nexus")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4



def test_magda_and_loot_the_bodies_set_off_by_one_destruction_are_ordered_by_the_active_player_keyforge_6():
    """KF-simultaneous (keyforge-6): Magda's Leaves Play and Loot the Bodies' gain happen at the
    same time; with one Æmber to steal from, the order decides (keyteki's Magda spec)."""
    s = position(house="Brobnar", seats=[dict(amber=1, hand=["Loot the Bodies", "Coward’s End"], battleline=["Magda the Rat"]),
                                         dict(amber=1, battleline=["Troll"])])
    s = play(play(s, "Loot the Bodies"), "Coward’s End")
    magda_first = ResolveFirst(seat=0, card=card(s, "Magda the Rat"), effect="leaves_play", ability="CotA-303")
    loot_first = ResolveFirst(seat=0, card=card(s, "Troll"), effect="looted", ability="CotA-010")
    assert options(s) == [magda_first, loot_first]
    a = act(GAME.clone(s), magda_first)
    assert (a.players[0].amber, a.players[1].amber) == (1, 2)  # 1 stolen, then 1 looted
    b = act(s, loot_first)
    assert (b.players[0].amber, b.players[1].amber) == (0, 3)  # 1 looted, then 2 stolen


def test_nexus_uses_an_opponents_gauntlet_of_command_to_ready_itself_and_finds_no_artifact_otherwise():
    s = position(house="Shadows", seats=[dict(battleline=["Nexus"], artifacts=["Gorm of Omm", "Library of Babble"]),
                                         dict(artifacts=["Gauntlet of Command"])])
    nexus, gauntlet = card(s, "Nexus"), card(s, "Gauntlet of Command")
    s = act(s, Reap(seat=0, card=nexus))
    assert options(s) == [Choose(seat=0, card=gauntlet)]  # the opponent's artifacts only
    s = act(s, Choose(seat=0, card=gauntlet), UseAction(seat=0, card=gauntlet), Choose(seat=0, card=nexus))
    assert not s.inplay[nexus].exhausted and s.inplay[gauntlet].exhausted  # readied; no enemy to fight
    s = position(house="Shadows", seats=[dict(battleline=["Nexus"]), {}])
    assert isinstance(options(act(s, Reap(seat=0, card=card(s, "Nexus"))))[-1], EndStep)


def test_poison_wave_deals_two_to_every_creature_on_both_sides():
    s = play(position(house="Shadows", seats=[dict(hand=["Poison Wave"], battleline=["Urchin", "Nexus"]),
                                              dict(battleline=["Batdrone", "Mother", "Zorg"])]), "Poison Wave")
    assert in_play(s) == ["Nexus", "Mother", "Zorg"] and [s.inplay[c].damage for c in (card(s, "Nexus"), card(s, "Mother"),
                                                                                        card(s, "Zorg"))] == [2, 2, 2]


def test_nerve_blast_steals_one_and_only_then_deals_two_to_a_creature():
    s = position(house="Shadows", seats=[dict(hand=["Nerve Blast"], battleline=["Silvertooth"]), dict(amber=2)])
    s = act(play(s, "Nerve Blast"), Choose(seat=0, card=card(s, "Silvertooth")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 1) and card(s, "Silvertooth") in s.players[0].discard
    s = play(position(house="Shadows", seats=[dict(hand=["Nerve Blast"], battleline=["Silvertooth"]), dict(amber=0)]), "Nerve Blast")
    assert s.inplay[card(s, "Silvertooth")].damage == 0 and isinstance(options(s)[-1], EndStep)  # nothing stolen: no damage


def test_treasure_map_pays_3_only_as_the_first_card_played_and_then_no_card_may_be_played():
    """keyteki's spec: played first, 1 + 3 Æmber and Miasma cannot be played after; played
    after Bait and Switch, only its bonus, and still nothing more may be played (KF-lasting).
    Cards may still be used and discarded."""
    s = position(house="Shadows", seats=[dict(hand=["Treasure Map", "Bait and Switch", "Miasma"],
                                              battleline=["Urchin"]), dict(amber=2)])
    first = play(GAME.clone(s), "Treasure Map")
    assert first.players[0].amber == 4
    refused(first, PlayCard(seat=0, card=card(first, "Miasma")), "KF-lasting")
    first = act(first, Reap(seat=0, card=card(first, "Urchin")), Discard(seat=0, card=card(first, "Miasma")))
    assert first.players[0].amber == 5 and card(first, "Miasma") in first.players[0].discard
    later = play(s, "Bait and Switch")
    assert (later.players[0].amber, later.players[1].amber) == (1, 1)
    later = play(later, "Treasure Map")
    assert later.players[0].amber == 2
    refused(later, PlayCard(seat=0, card=card(later, "Miasma")), "KF-lasting")


def test_macis_asp_poisons_what_it_damages_in_fights_and_takes_nothing_when_it_fights():
    """From the printed facts (keyteki has no spec): skirmish and poison. Attacking Troll it
    takes no damage and Troll is destroyed; attacked by Troll, both are destroyed; its poison
    needs damage dealt, so elusive (no damage) saves Dew Faerie."""
    s = position(house="Shadows", seats=[dict(battleline=["Macis Asp"]), dict(battleline=["Troll", "Dew Faerie"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Macis Asp"), defender=card(s, "Troll")))
    assert in_play(s) == ["Macis Asp", "Dew Faerie"] and s.inplay[card(s, "Macis Asp")].damage == 0
    s = position(house="Shadows", seats=[dict(battleline=["Macis Asp"]), dict(battleline=["Dew Faerie"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Macis Asp"), defender=card(s, "Dew Faerie")))
    assert in_play(s) == ["Macis Asp", "Dew Faerie"]  # elusive: no damage, so no poison
    s = position(house="Brobnar", active=1, seats=[dict(battleline=["Macis Asp"]), dict(battleline=["Troll"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Troll"), defender=card(s, "Macis Asp")))
    assert in_play(s) == []  # skirmish protects only when it fights
