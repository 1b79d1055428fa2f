"""Dis cards completing the set, each from a position: a decision, then the result, and the
refusal of the illegal alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.destruction import destroy
from engine.games.keyforge.events import (ChooseHouse, ChooseOption, Choose, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, UseAction)
from engine.games.keyforge.keywords import armor, power

DECK = ["Troll"] * 8


def test_a_fair_game_pays_for_revealed_cards_of_the_discarded_house_both_ways():
    s = position(house="Dis", seats=[dict(hand=["A Fair Game", "Dextre", "Troll"], deck=["Dextre", "Troll"]),
                                     dict(hand=["Bumpsy", "Punch", "Dextre"], deck=["Krump", "Troll"])])
    s = play(s, "A Fair Game")
    assert card(s, "Krump") in s.players[1].discard and card(s, "Dextre") in s.players[0].discard
    assert (s.players[0].amber, s.players[1].amber) == (2, 1)  # Bumpsy and Punch; the other Dextre


def test_arise_returns_the_chosen_houses_creatures_and_chains():
    s = position(house="Dis", seats=[dict(hand=["Arise!"], discard=["Troll", "Krump", "Dextre", "Punch"]), {}])
    s = play(s, "Arise!")
    assert len(options(s)) == 7
    s = act(s, ChooseOption(seat=0, option="Brobnar"))
    assert sorted(c for c in s.players[0].hand) == sorted([card(s, "Troll"), card(s, "Krump")])
    assert s.players[0].chains == 1 and card(s, "Punch") in s.players[0].discard


def test_control_the_weak_names_the_opponents_next_house():
    s = position(house="Dis", seats=[dict(hand=["Control the Weak"], deck=DECK),
                                     dict(houses=["Brobnar", "Logos", "Untamed"], deck=DECK)])
    s = play(s, "Control the Weak")
    assert {o.option for o in options(s)} == {"Brobnar", "Logos", "Untamed"}
    refused(s, ChooseOption(seat=0, option="Dis"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="Logos"), EndStep(seat=0))
    refused(s, ChooseHouse(seat=1, house=House.BROBNAR), "KF-house-effect")
    assert options(s) == [ChooseHouse(seat=1, house=House.LOGOS)]


def test_dance_of_doom_destroys_each_creature_of_the_chosen_power():
    s = position(house="Dis", seats=[dict(hand=["Dance of Doom"], battleline=["Troll", "Krump"]),
                                     dict(battleline=["Valdr", "Dextre"])])
    s = play(s, "Dance of Doom")
    assert [o.option for o in options(s)] == ["3", "6", "8", "9"]
    refused(s, ChooseOption(seat=0, option="five"), "KF-target")  # any number, in digits
    s = act(s, ChooseOption(seat=0, option="6"))
    assert in_play(s) == ["Troll", "Dextre"]


def test_poltergeist_uses_an_enemy_artifact_then_destroys_it():
    """KF-use-other: Poltergeist resolves an enemy artifact's Action: for its player."""
    s = position(house="Dis", seats=[dict(hand=["Poltergeist"]),
                                     dict(artifacts=["Cannon", "Banner of Battle"], battleline=["Mighty Tiger"])])
    s = play(s, "Poltergeist")
    refused(s, Choose(seat=0, card=card(s, "Banner of Battle")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Cannon")), Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert s.inplay[card(s, "Mighty Tiger")].damage == 2 and card(s, "Cannon") in s.players[1].discard


def test_red_hot_armor_strips_armor_and_burns_for_it():
    s = position(house="Dis", seats=[dict(hand=["Red-Hot Armor"], battleline=["Raiding Knight"]),
                                     dict(battleline=["Raiding Knight", "Francus", {"card": "Bulwark", "armor_used": 1},
                                                      "Mighty Tiger"])])
    s = play(s, "Red-Hot Armor")
    knight = card(s, "Raiding Knight", seat=1)
    damage = [s.inplay[card(s, n, seat=1)].damage for n in ("Raiding Knight", "Francus", "Bulwark", "Mighty Tiger")]
    # Bulwark's neighbours have 2 more armor; Bulwark itself had 1 of its 2 left this turn
    assert damage == [2, 1 + 2, 1, 0 + 2]
    assert armor(s, knight) == 0 and armor(s, card(s, "Raiding Knight", seat=0)) == 2


def test_annihilation_ritual_purges_creatures_that_would_be_discarded():
    s = position(house="Brobnar", seats=[dict(artifacts=["Annihilation Ritual"], battleline=["Troll"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Mighty Tiger")))
    assert card(s, "Mighty Tiger") in s.players[1].purged and not s.players[1].discard


def test_dominator_bauble_uses_a_friendly_creature_of_any_house():
    """KF-use-other: Dominator Bauble uses a ready friendly creature of another house."""
    s = position(house="Dis", seats=[dict(artifacts=["Dominator Bauble"], battleline=[{"card": "Troll", "damage": 4}]),
                                     dict(battleline=["Mighty Tiger"])])
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")
    s = act(s, UseAction(seat=0, card=card(s, "Dominator Bauble")), Choose(seat=0, card=card(s, "Troll")))
    troll = card(s, "Troll")  # a use now (keyforge-8 on): reap or fight, as the step would allow
    assert options(s) == [Reap(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=card(s, "Mighty Tiger"))]
    refused(s, UseAction(seat=0, card=troll), "KF-action-1")
    s = act(s, Reap(seat=0, card=troll))
    assert s.players[0].amber == 1 and s.inplay[card(s, "Troll")].damage == 1 and s.inplay[card(s, "Troll")].exhausted


def test_sacrificial_altar_trades_a_human_for_a_creature_from_the_discard_pile():
    s = position(house="Dis", seats=[dict(artifacts=["Sacrificial Altar"], battleline=["Troll", "Dextre"],
                                          discard=["Krump"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Sacrificial Altar")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Dextre")), Choose(seat=0, card=card(s, "Krump")),
            ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Krump", "Troll"] and card(s, "Dextre") in s.players[0].purged
    assert s.inplay[card(s, "Krump")].exhausted


def test_soul_snatcher_and_tolas_pay_for_each_creature_destroyed():
    s = position(house="Brobnar", seats=[dict(artifacts=["Soul Snatcher"], battleline=["Troll", "Tolas"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Mighty Tiger")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 1)  # Tolas: its opponent; Snatcher: its owner


def test_eater_of_the_dead_purges_a_discarded_creature_and_grows():
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"]), dict(discard=["Troll", "Punch"])])
    s = act(s, Reap(seat=0, card=card(s, "Eater of the Dead")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[1].purged and power(s, card(s, "Eater of the Dead")) == 5


def test_ember_imp_lets_the_opponent_play_only_two_cards():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"] * 3), dict(battleline=["Ember Imp", "Troll"])])
    for n in range(2):
        s = act(s, PlayCard(seat=0, card=card(s, "Punch", nth=n)), Choose(seat=0, card=card(s, "Troll")))
    refused(s, PlayCard(seat=0, card=card(s, "Punch", nth=2)), "KF-ability-play")


def test_gabos_longarms_deals_its_fight_damage_to_the_creature_it_chose():
    s = position(house="Dis", seats=[dict(battleline=["Gabos Longarms"]),
                                     dict(battleline=["Krump", "Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Gabos Longarms"), defender=card(s, "Krump")))
    s = act(s, Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert in_play(s) == ["Krump"] and s.inplay[card(s, "Krump")].damage == 0  # Gabos took Krump's 6


def test_overlord_greking_takes_the_creature_it_killed():
    s = position(house="Dis", seats=[dict(battleline=["Overlord Greking"]), dict(battleline=["Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Overlord Greking"), defender=card(s, "Mighty Tiger")))
    s = act(s, ChooseOption(seat=0, option="left"))
    tiger = card(s, "Mighty Tiger")
    assert s.players[0].battleline == [tiger, card(s, "Overlord Greking")] and s.owner[tiger] == 1
    assert s.inplay[tiger].exhausted and s.inplay[tiger].damage == 0


def test_guardian_demon_moves_up_to_two_damage():
    s = position(house="Dis", seats=[dict(hand=["Guardian Demon"], battleline=[{"card": "Troll", "damage": 3}]),
                                     dict(battleline=["Mighty Tiger"])])
    s = play(s, "Guardian Demon")
    assert Decline(seat=0) in options(s)  # "up to": healing nothing is allowed
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert s.inplay[card(s, "Troll")].damage == 1 and s.inplay[card(s, "Mighty Tiger")].damage == 2


def test_restringuntus_bans_a_house_while_in_play():
    s = position(house="Dis", seats=[dict(hand=["Restringuntus"], deck=DECK),
                                     dict(houses=["Brobnar", "Logos", "Untamed"], deck=DECK)])
    s = act(play(s, "Restringuntus"), ChooseOption(seat=0, option="Brobnar"), EndStep(seat=0))
    refused(s, ChooseHouse(seat=1, house=House.BROBNAR), "KF-house-effect")
    gone = GAME.clone(s)
    destroy(gone, card(gone, "Restringuntus"))
    assert not gone.effects and GAME.apply(gone, ChooseHouse(seat=1, house=House.BROBNAR)).house is House.BROBNAR


def test_stealer_of_souls_purges_its_victim_and_gains():
    s = position(house="Dis", seats=[dict(battleline=["Stealer of Souls"]), dict(battleline=["Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Stealer of Souls"), defender=card(s, "Mighty Tiger")))
    assert card(s, "Mighty Tiger") in s.players[1].purged and s.players[0].amber == 1


def test_tentacus_makes_artifact_use_cost_one_amber():
    s = position(house="Brobnar", seats=[dict(artifacts=["Cannon"], battleline=["Troll"]),
                                         dict(battleline=["Tentacus"])])
    refused(s, UseAction(seat=0, card=card(s, "Cannon")), "KF-use-cost")
    s.players[0].amber = 1
    s = act(s, UseAction(seat=0, card=card(s, "Cannon")))
    assert (s.players[0].amber, s.players[1].amber) == (0, 1)


def test_collar_of_subordination_takes_control_of_the_creature():
    s = position(house="Dis", seats=[dict(hand=["Collar of Subordination"], battleline=["Shooler"]),
                                     dict(battleline=["Troll"])])
    troll = card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Collar of Subordination"), creature=troll))
    refused(s, ChooseOption(seat=0, option="middle"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="right"))
    assert s.players[0].battleline == [card(s, "Shooler"), troll] and s.owner[troll] == 1
    assert not s.players[1].battleline



def test_of_two_control_the_weak_the_later_names_the_house():
    s = position(house="Dis", seats=[dict(hand=["Control the Weak"] * 2, deck=DECK),
                                     dict(houses=["Brobnar", "Logos", "Untamed"], deck=DECK)])
    s = act(s, PlayCard(seat=0, card=card(s, "Control the Weak")), ChooseOption(seat=0, option="Logos"),
            PlayCard(seat=0, card=card(s, "Control the Weak", nth=1)), ChooseOption(seat=0, option="Untamed"),
            EndStep(seat=0))
    assert options(s) == [ChooseHouse(seat=1, house=House.UNTAMED)]


def test_overlord_greking_takes_the_creature_it_killed_which_later_dies_to_its_owner():
    s = position(house="Dis", seats=[dict(battleline=["Overlord Greking"], deck=["Troll"] * 10),
                                     dict(battleline=["Mother", "Troll"], deck=["Krump"] * 10)])
    mother = card(s, "Mother")
    s = act(s, Fight(seat=0, attacker=card(s, "Overlord Greking"), defender=mother))
    refused(s, ChooseOption(seat=0, option="middle"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="left"))
    assert s.players[0].battleline == [mother, card(s, "Overlord Greking")] and s.owner[mother] == 1
    assert s.inplay[mother].damage == 0 and s.inplay[mother].exhausted
    assert s.inplay[card(s, "Overlord Greking")].damage == 5
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 7  # Mother now works for its controller
    t = position(house="Dis", seats=[dict(battleline=[{"card": "Mother", "owner": 1}], artifacts=["Dominator Bauble"]),
                                     dict(battleline=["Troll"])])
    t = act(t, UseAction(seat=0, card=card(t, "Dominator Bauble")), Choose(seat=0, card=card(t, "Mother")),
            Fight(seat=0, attacker=card(t, "Mother"), defender=card(t, "Troll")))
    assert t.players[1].discard == [card(t, "Mother")] and t.inplay[card(t, "Troll")].damage == 5


def test_restringuntus_names_any_house_and_its_cannot_beats_pitlords_must():
    """Any of the seven houses may be named (KF-choose-one); a house the opponent's deck lacks
    forbids nothing, and a ban on Dis frees a Pitlord's player (KF-cannot)."""
    def after(named: str, pitlord: bool):
        s = position(house="Dis", seats=[dict(hand=["Restringuntus"], deck=DECK),
                                         dict(battleline=["Sequis", "Troll", "Tocsin"] + (["Pitlord"] if pitlord else []),
                                              deck=DECK)])
        s = play(s, "Restringuntus")
        assert [o.option for o in options(s)] == [h.value for h in House]
        return act(s, ChooseOption(seat=0, option=named), EndStep(seat=0))
    s = after("Logos", pitlord=False)
    assert [o.house for o in options(s) if not o.take_archives] == [House.BROBNAR, House.DIS, House.SANCTUM]
    s = after("Dis", pitlord=True)
    assert [o.house for o in options(s) if not o.take_archives] == [House.BROBNAR, House.SANCTUM]
    refused(s, ChooseHouse(seat=1, house=House.DIS), "KF-house-effect")
    s = after("Brobnar", pitlord=True)  # Pitlord's must still holds
    refused(s, ChooseHouse(seat=1, house=House.SANCTUM), "KF-house-lock")


def test_overlord_greking_puts_silvertooth_into_play_ready_as_its_text_says():
    s = position(house="Dis", seats=[dict(battleline=["Overlord Greking"]), dict(battleline=["Silvertooth"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Overlord Greking"), defender=card(s, "Silvertooth")),
            ChooseOption(seat=0, option="right"))
    assert in_play(s) == ["Overlord Greking", "Silvertooth"] and not s.inplay[card(s, "Silvertooth")].exhausted


def test_control_the_weak_names_the_house_unless_pitlord_already_does():
    """Pitlord's must holds over Control the Weak's (KF-house-lock; keyteki offers both)."""
    for pitlord_stays in (False, True):
        s = position(house="Dis", seats=[dict(hand=["Control the Weak", "Hand of Dis"], deck=DECK),
                                         dict(battleline=["Doc Bookton", "Pitlord", "Troll"], deck=DECK)])
        if not pitlord_stays:
            s = act(play(s, "Hand of Dis"), Choose(seat=0, card=card(s, "Pitlord")))
        s = play(s, "Control the Weak")
        assert [o.option for o in options(s)] == ["Brobnar", "Dis", "Logos"]  # the opponent's identity card
        s = act(s, ChooseOption(seat=0, option="Logos"), EndStep(seat=0))
        expected = [House.DIS] if pitlord_stays else [House.LOGOS]
        assert [o.house for o in options(s) if not o.take_archives] == expected
