"""Cards that let a player use cards whatever their house, use one card now, or choose among
named options (KF-any-house, KF-use-now, KF-choose-one): each from a position, a decision, the
result, and the refusal of what stays illegal with its rule id."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import (ChooseOption, Choose, Fight, PlayUpgrade, Reap,
                                          RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.permissions import any_house, use_permission
from engine.games.keyforge.state import Effect, EffectKind


def test_begone_destroys_each_dis_creature_or_gains_one():
    s = position(house="Sanctum", seats=[dict(hand=["Begone!"]), dict(battleline=["Dust Imp", "Troll"])])
    s = play(s, "Begone!")
    assert [o.option for o in options(s)] == ["destroy each Dis creature", "gain 1 Æmber"]
    refused(s, ChooseOption(seat=0, option="gain 2 Æmber"), "KF-target")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # a choice of words, not of a card
    gone = act(GAME.clone(s), ChooseOption(seat=0, option="destroy each Dis creature"))
    assert in_play(gone) == ["Troll"] and gone.players[0].amber == 0
    paid = act(s, ChooseOption(seat=0, option="gain 1 Æmber"))
    assert in_play(paid) == ["Dust Imp", "Troll"] and paid.players[0].amber == 1


def test_blinding_light_stuns_each_creature_of_the_named_house():
    s = position(house="Sanctum", seats=[dict(hand=["Blinding Light"], battleline=["Krump"]),
                                         dict(battleline=["Troll", "Urchin"])])
    s = play(s, "Blinding Light")
    assert len(options(s)) == 7
    refused(s, ChooseOption(seat=0, option="Klingon"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="Brobnar"))
    assert [s.inplay[card(s, n)].stunned for n in ("Krump", "Troll", "Urchin")] == [True, True, False]
    assert s.players[0].amber == 1  # its Æmber bonus


def test_inspiration_readies_a_friendly_creature_and_uses_it_whatever_its_house():
    s = position(house="Sanctum", seats=[dict(hand=["Inspiration"],
                                              battleline=[{"card": "Troll", "exhausted": True}, "Sequis"]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Inspiration")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Reap(seat=0, card=card(s, "Sequis")), "KF-use-now")  # only the inspired one
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")))
    assert in_play(s) == ["Troll", "Sequis"] and s.inplay[card(s, "Troll")].exhausted
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-exhausted")


def test_commander_remiel_uses_a_friendly_non_sanctum_creature():
    s = position(house="Sanctum", seats=[dict(battleline=["Commander Remiel", "Troll", "Sequis"]),
                                         dict(battleline=["Krump"])])
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")
    s = act(s, Reap(seat=0, card=card(s, "Commander Remiel")))
    refused(s, Choose(seat=0, card=card(s, "Sequis")), "KF-target")  # a Sanctum creature
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Reap(seat=0, card=card(s, "Sequis")), "KF-use-now")
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 2 and s.inplay[card(s, "Troll")].exhausted
    refused(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")), "KF-use-exhausted")


def test_commander_remiel_does_nothing_more_when_the_creature_is_exhausted():
    s = position(house="Sanctum", seats=[dict(battleline=["Commander Remiel", {"card": "Troll", "exhausted": True}]),
                                         {}])
    s = act(s, Reap(seat=0, card=card(s, "Commander Remiel")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1 and type(options(s)[-1]).__name__ == "EndStep"


def test_sigil_of_brotherhood_lets_sanctum_creatures_be_used_this_turn():
    s = position(house="Brobnar", seats=[dict(artifacts=["Sigil of Brotherhood"], battleline=["Sequis", "Urchin"]),
                                         dict(amber=2)])
    refused(s, Reap(seat=0, card=card(s, "Sequis")), "KF-use-house")
    s = act(s, UseOmni(seat=0, card=card(s, "Sigil of Brotherhood")))
    assert card(s, "Sigil of Brotherhood") in s.players[0].discard
    refused(s, Reap(seat=0, card=card(s, "Urchin")), "KF-use-house")  # Shadows stays off
    s = act(s, Reap(seat=0, card=card(s, "Sequis")))
    assert s.players[0].amber == 1 and s.inplay[card(s, "Sequis")].amber == 1


def test_ritual_of_the_hunt_lets_untamed_creatures_be_used_this_turn():
    s = position(house="Brobnar", seats=[dict(artifacts=["Ritual of the Hunt"], battleline=["Dew Faerie", "Sequis"]),
                                         {}])
    refused(s, Reap(seat=0, card=card(s, "Dew Faerie")), "KF-use-house")
    s = act(s, UseOmni(seat=0, card=card(s, "Ritual of the Hunt")), Reap(seat=0, card=card(s, "Dew Faerie")))
    assert s.players[0].amber == 2  # the reap and Dew Faerie's Reap: ability
    refused(s, Reap(seat=0, card=card(s, "Sequis")), "KF-use-house")


def test_horseman_of_war_lets_every_friendly_creature_fight_but_not_reap():
    s = position(house="Sanctum", seats=[dict(hand=["Horseman of War"], battleline=["Troll", "Urchin"]),
                                         dict(battleline=["Krump"])])
    refused(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")), "KF-use-house")
    s = play(s, "Horseman of War")
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")
    assert Reap(seat=0, card=card(s, "Troll")) not in options(s)
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")))
    assert in_play(s) == ["Troll", "Urchin", "Horseman of War"]


def test_mantle_of_the_zealot_lets_its_creature_be_used_in_any_house():
    s = position(house="Sanctum", seats=[dict(hand=["Mantle of the Zealot"], battleline=["Troll", "Krump"]), {}])
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Mantle of the Zealot"), creature=card(s, "Troll")),
            Reap(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1
    refused(s, Reap(seat=0, card=card(s, "Krump")), "KF-use-house")


def test_mack_the_knife_acts_in_any_house_and_gains_on_a_kill():
    s = position(house="Brobnar", seats=[dict(battleline=["Mack the Knife"]), dict(battleline=["Urchin", "Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mack the Knife")), Choose(seat=0, card=card(s, "Urchin")))
    assert in_play(s) == ["Mack the Knife", "Troll"] and s.players[0].amber == 1
    refused(s, Reap(seat=0, card=card(s, "Mack the Knife")), "KF-use-exhausted")
    s = position(house="Brobnar", seats=[dict(battleline=["Mack the Knife"]), dict(battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Mack the Knife")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 1 and s.players[0].amber == 0


def test_deipno_spymaster_lets_one_chosen_friendly_creature_be_used():
    s = position(house="Brobnar", seats=[dict(battleline=["Deipno Spymaster", "Sequis", "Champion Tabris"]),
                                         dict(battleline=["Krump"], amber=1)])
    s = act(s, UseOmni(seat=0, card=card(s, "Deipno Spymaster")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")), Reap(seat=0, card=card(s, "Sequis")))
    assert s.players[0].amber == 1 and s.inplay[card(s, "Sequis")].amber == 1
    refused(s, Reap(seat=0, card=card(s, "Champion Tabris")), "KF-use-house")


def test_nexus_uses_an_opponents_artifact_as_if_it_were_its_own():
    s = position(house="Shadows", seats=[dict(battleline=["Nexus", {"card": "Troll", "damage": 5}],
                                              artifacts=["Skeleton Key"]),
                                         dict(artifacts=["Hallowed Blaster"])])
    s = act(s, Reap(seat=0, card=card(s, "Nexus")))
    refused(s, Choose(seat=0, card=card(s, "Skeleton Key")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Hallowed Blaster")))
    refused(s, UseAction(seat=0, card=card(s, "Skeleton Key")), "KF-use-now")
    s = act(s, UseAction(seat=0, card=card(s, "Hallowed Blaster")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2 and s.inplay[card(s, "Hallowed Blaster")].exhausted
    assert s.players[1].artifacts == [card(s, "Hallowed Blaster")]
    GAME.digest(s)


def test_combat_pheromones_lets_two_other_mars_cards_be_used_and_refuses_a_third():
    s = position(house="Brobnar", seats=[dict(artifacts=["Combat Pheromones", "Crystal Hive"],
                                              battleline=["Tunk", "Grabber Jammer", "Troll"]),
                                         dict(battleline=["Krump"], amber=3)])
    refused(s, Reap(seat=0, card=card(s, "Tunk")), "KF-use-house")
    s = act(s, UseOmni(seat=0, card=card(s, "Combat Pheromones")))
    assert card(s, "Combat Pheromones") in s.players[0].discard
    s = act(s, Reap(seat=0, card=card(s, "Troll")))  # the active house's own use spends nothing
    assert Reap(seat=0, card=card(s, "Tunk")) in options(s)
    assert UseAction(seat=0, card=card(s, "Crystal Hive")) in options(s)
    s = act(s, Reap(seat=0, card=card(s, "Tunk")), UseAction(seat=0, card=card(s, "Crystal Hive")))
    assert s.players[0].amber == 2 and s.inplay[card(s, "Crystal Hive")].exhausted
    refused(s, Reap(seat=0, card=card(s, "Grabber Jammer")), "KF-use-house")
    refused(s, Fight(seat=0, attacker=card(s, "Grabber Jammer"), defender=card(s, "Krump")), "KF-use-house")
    assert not [o for o in options(s) if getattr(o, "card", getattr(o, "attacker", None)) == card(s, "Grabber Jammer")]


def test_combat_pheromones_is_not_spent_by_an_omni_use_and_unstunning_spends_one():
    s = position(house="Logos", seats=[dict(artifacts=["Combat Pheromones", "Combat Pheromones"],
                                            battleline=[{"card": "Tunk", "stunned": True}, "Grabber Jammer",
                                                        "Blypyp", "Mindwarper", "Yxilo Bolter"]),
                                       dict(amber=3)])
    s = act(s, UseOmni(seat=0, card=card(s, "Combat Pheromones")),
            UseOmni(seat=0, card=card(s, "Combat Pheromones", nth=1)))  # another Mars card, but Omni
    s = act(s, RemoveStun(seat=0, card=card(s, "Tunk")), Reap(seat=0, card=card(s, "Grabber Jammer")),
            Reap(seat=0, card=card(s, "Blypyp")))  # three of the four uses the two allow
    assert not s.inplay[card(s, "Tunk")].stunned and s.players[0].amber == 2
    assert s.inplay[card(s, "Grabber Jammer")].amber == 1  # its Reap: capture 1
    s = act(s, Reap(seat=0, card=card(s, "Mindwarper")))  # the fourth: the Omni uses spent none
    refused(s, Reap(seat=0, card=card(s, "Yxilo Bolter")), "KF-use-house")


def test_combat_pheromones_does_not_cover_the_card_that_allows_it():
    s = position(house="Brobnar", seats=[dict(artifacts=["Combat Pheromones"], battleline=["Tunk"]), {}])
    cp = card(s, "Combat Pheromones")
    s.effects.append(Effect(EffectKind.USE_COUNTED, 0, s.turn, 2, card=cp))  # as if it came back into play
    assert use_permission(s, 0, card(s, "Tunk")) is not None
    assert use_permission(s, 0, cp) is None and not any_house(s, 0, cp)
