"""Sanctum cards added with the whole set, each from a position: a decision, then the result
(and the refusal of an illegal choice with its rule id where the card asks for one)."""

from kf_helpers import act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, Fight, Reap, UseAction
from engine.games.keyforge.state import Flank


def test_cleansing_wave_heals_one_each_and_pays_per_creature_healed():
    s = position(house="Sanctum", seats=[dict(hand=["Cleansing Wave"], battleline=[{"card": "Troll", "damage": 3}]),
                                         dict(battleline=[{"card": "Krump", "damage": 1}, "Urchin"])])
    s = play(s, "Cleansing Wave")
    assert [s.inplay[card(s, n)].damage for n in ("Troll", "Krump")] == [2, 0] and s.players[0].amber == 2


def test_clear_mind_unstuns_only_friendly_creatures():
    s = position(house="Sanctum", seats=[dict(hand=["Clear Mind"], battleline=[{"card": "Troll", "stunned": True}]),
                                         dict(battleline=[{"card": "Krump", "stunned": True}])])
    s = play(s, "Clear Mind")
    assert not s.inplay[card(s, "Troll")].stunned and s.inplay[card(s, "Krump")].stunned


def test_glorious_few_counts_the_opponents_extra_creatures():
    s = position(house="Sanctum", seats=[dict(hand=["Glorious Few"], battleline=["Troll"]),
                                         dict(battleline=["Krump", "Urchin", "Bumpsy"])])
    assert play(s, "Glorious Few").players[0].amber == 2
    s = position(house="Sanctum", seats=[dict(hand=["Glorious Few"], battleline=["Troll", "Krump"]), {}])
    assert play(s, "Glorious Few").players[0].amber == 0


def test_honorable_claim_knights_capture():
    s = position(house="Sanctum", seats=[dict(hand=["Honorable Claim"], battleline=["Sequis", "Troll"]),
                                         dict(amber=3)])
    s = play(s, "Honorable Claim")
    assert s.inplay[card(s, "Sequis")].amber == 1 and s.inplay[card(s, "Troll")].amber == 0


def test_mighty_lance_hits_a_creature_and_one_neighbour_even_if_the_first_dies():
    s = position(house="Sanctum", seats=[dict(hand=["Mighty Lance"]),
                                         dict(battleline=["Troll", "Urchin", "Krump", "Bumpsy"])])
    s = act(play(s, "Mighty Lance"), Choose(seat=0, card=card(s, "Urchin")))
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert card(s, "Urchin") in s.players[1].discard and s.inplay[card(s, "Krump")].damage == 3


def test_oath_of_poverty_trades_artifacts_for_amber():
    s = position(house="Sanctum", seats=[dict(hand=["Oath of Poverty"], artifacts=["Cannon", "Gorm of Omm"]),
                                         dict(artifacts=["Library of Babble"])])
    s = play(s, "Oath of Poverty")
    assert s.players[0].artifacts == [] and s.players[0].amber == 1 + 4 and len(s.players[1].artifacts) == 1


def test_radiant_truth_stuns_inner_enemy_creatures():
    s = position(house="Sanctum", seats=[dict(hand=["Radiant Truth"], battleline=["Troll", "Sequis", "Krump"]),
                                         dict(battleline=["Urchin", "Bumpsy", "Dextre", "Mother"])])
    s = play(s, "Radiant Truth")
    assert [s.inplay[c].stunned for c in s.players[1].battleline] == [False, True, True, False]
    assert not s.inplay[card(s, "Sequis")].stunned


def test_shield_of_justice_protects_friendly_creatures_this_turn():
    s = position(house="Sanctum", seats=[dict(hand=["Shield of Justice"], battleline=["Sequis"]),
                                         dict(battleline=["Troll"])])
    s = act(play(s, "Shield of Justice"), Fight(seat=0, attacker=card(s, "Sequis"), defender=card(s, "Troll")))
    assert s.inplay[card(s, "Sequis")].damage == 0 and s.inplay[card(s, "Troll")].damage > 0


def test_the_harder_they_come_purges_power_five_or_more():
    s = position(house="Sanctum", seats=[dict(hand=["The Harder They Come"]), dict(battleline=["Troll", "Urchin"])])
    s = play(s, "The Harder They Come")
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[1].purged


def test_the_spirits_way_destroys_power_three_or_more():
    s = position(house="Sanctum", seats=[dict(hand=["The Spirit’s Way"], battleline=["Troll"]),
                                         dict(battleline=["Urchin", "Dextre"])])
    assert in_play(play(s, "The Spirit's Way")) == ["Urchin"]


def test_duma_the_martyr_heals_friends_and_draws_two_when_destroyed():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"], deck=["Krump"]),
                                         dict(battleline=["Duma the Martyr", {"card": "Troll", "damage": 4}],
                                              deck=["Urchin", "Bumpsy", "Dextre"])])
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Duma the Martyr")))
    assert s.inplay[card(s, "Troll")].damage == 0 and len(s.players[1].hand) == 2


def test_francus_captures_after_killing_in_a_fight():
    s = position(house="Sanctum", seats=[dict(battleline=["Francus"]), dict(battleline=["Urchin"], amber=2)])
    s = act(s, Fight(seat=0, attacker=card(s, "Francus"), defender=card(s, "Urchin")))  # elusive: no kill
    assert s.inplay[card(s, "Francus")].amber == 0
    s = position(house="Sanctum", seats=[dict(battleline=["Francus"]),
                                         dict(battleline=[{"card": "Dextre"}], amber=2)])
    s = act(s, Fight(seat=0, attacker=card(s, "Francus"), defender=card(s, "Dextre")))
    assert s.inplay[card(s, "Francus")].amber == 1 and s.players[1].amber == 1


def test_horseman_of_death_returns_horsemen_from_discard():
    s = position(house="Sanctum", seats=[dict(hand=["Horseman of Death"],
                                              discard=["Horseman of Famine", "Troll", "Horseman of Pestilence"]), {}])
    s = play(s, "Horseman of Death")
    assert sorted(s.cards[c] for c in s.players[0].hand) == ["CotA-247", "CotA-248"]


def test_horseman_of_famine_destroys_a_least_powerful_creature():
    s = position(house="Sanctum", seats=[dict(battleline=["Horseman of Famine", "Troll"]),
                                         dict(battleline=["Urchin", "Mother", "Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Horseman of Famine")))  # Urchin (1) alone: not asked
    assert card(s, "Urchin") in s.players[1].discard and isinstance(options(s)[-1], EndStep)
    s = position(house="Sanctum", seats=[dict(battleline=["Horseman of Famine", "Troll"]),
                                         dict(battleline=["Urchin", "Mother", "Dust Pixie"])])
    s = act(s, Reap(seat=0, card=card(s, "Horseman of Famine")))
    assert [o.card for o in options(s)] == [card(s, "Urchin"), card(s, "Dust Pixie")]  # both 1: a tie
    refused(s, Choose(seat=0, card=card(s, "Mother")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Dust Pixie")))
    assert card(s, "Dust Pixie") in s.players[1].discard and card(s, "Urchin") in s.players[1].battleline


def test_horseman_of_pestilence_spares_horsemen():
    s = position(house="Sanctum", seats=[dict(battleline=["Horseman of Pestilence", "Horseman of Famine", "Troll"]),
                                         dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Horseman of Pestilence")))
    assert [s.inplay[card(s, n)].damage for n in ("Horseman of Pestilence", "Horseman of Famine", "Troll")] == [0, 0, 1]
    assert card(s, "Urchin") in s.players[1].discard


def test_lady_maxena_stuns_on_play_and_goes_home_by_action():
    s = position(house="Sanctum", seats=[dict(hand=["Lady Maxena"]), dict(battleline=["Troll"])])
    s = act(play(s, "Lady Maxena"), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned
    s = position(house="Sanctum", seats=[dict(battleline=["Lady Maxena"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Lady Maxena")))
    assert card(s, "Lady Maxena") in s.players[0].hand


def test_lord_golgotha_burns_the_defenders_neighbours_first():
    s = position(house="Sanctum", seats=[dict(battleline=["Lord Golgotha"]),
                                         dict(battleline=["Urchin", "Troll", "Krump"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Lord Golgotha"), defender=card(s, "Troll")))
    assert card(s, "Urchin") in s.players[1].discard and s.inplay[card(s, "Krump")].damage == 3


def test_sergeant_zakiel_may_send_a_neighbour_to_fight():
    s = position(house="Sanctum", seats=[dict(hand=["Sergeant Zakiel"], battleline=[{"card": "Troll", "exhausted": True}]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Sergeant Zakiel", flank=Flank.LEFT)
    assert Decline(seat=0) in options(s)
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump")))
    assert card(s, "Krump") in s.players[1].discard


def test_gatekeeper_leaves_the_opponent_five():
    for amber, caught in ((9, 4), (6, 0)):
        s = play(position(house="Sanctum", seats=[dict(hand=["Gatekeeper"]), dict(amber=amber)]), "Gatekeeper")
        assert s.inplay[card(s, "Gatekeeper")].amber == caught


def test_veemos_lightbringer_destroys_each_elusive_creature():
    s = position(house="Sanctum", seats=[dict(hand=["Veemos Lightbringer"], battleline=["Dew Faerie"]),
                                         dict(battleline=["Urchin", "Troll"])])
    assert in_play(play(s, "Veemos Lightbringer")) == ["Veemos Lightbringer", "Troll"]


# -- cases compared with keyteki's specs

_MARTYRS = [{"card": "Duma the Martyr", "damage": 2}, {"card": "Sequis", "damage": 1},
            {"card": "Lady Maxena", "damage": 1}, "Urchin", {"card": "Veemos Lightbringer", "damage": 2}]


def test_duma_destroyed_in_a_fight_heals_every_other_friend_and_draws_two():
    s = position(house="Sanctum", seats=[dict(battleline=_MARTYRS, hand=["Anger"], deck=["Troll"] * 5),
                                         dict(battleline=["Krump", "Zorg"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Duma the Martyr"), defender=card(s, "Zorg")))
    assert card(s, "Duma the Martyr") in s.players[0].discard and s.inplay[card(s, "Zorg")].damage == 3
    assert [s.inplay[c].damage for c in s.players[0].battleline] == [0, 0, 0, 0]
    assert len(s.players[0].hand) == 3


def test_duma_destroyed_by_ammonia_clouds_heals_the_survivors_of_the_same_blast():
    s = position(house="Mars", active=1, seats=[dict(battleline=_MARTYRS, deck=["Troll"] * 5),
                                                dict(battleline=["Krump", "Zorg"], hand=["Ammonia Clouds"])])
    s = play(s, "Ammonia Clouds", seat=1)
    assert in_play(s) == ["Sequis", "Lady Maxena", "Veemos Lightbringer", "Krump", "Zorg"]  # Urchin, Duma gone
    assert [s.inplay[c].damage for c in s.players[0].battleline] == [0, 0, 0]
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [3, 3] and len(s.players[0].hand) == 2


def test_charge_arms_only_creatures_played_after_it():
    s = position(house="Sanctum", seats=[dict(hand=["Charge!", "Bulwark", "Grey Monk", "Sequis", "Gorm of Omm"]),
                                         dict(battleline=["Troll", "Krump"])])
    s = play(play(play(s, "Bulwark"), "Charge!"), "Gorm of Omm")  # an artifact: nothing to deal
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [0, 0]
    s = play(s, "Grey Monk")
    assert {o.card for o in options(s)} == {card(s, "Troll"), card(s, "Krump")}
    refused(s, Choose(seat=0, card=card(s, "Bulwark")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    s = act(play(s, "Sequis"), Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [2, 2]


def test_gatekeeper_captures_all_but_five_only_from_seven_up():
    for pool, captured in ((9, 4), (7, 2), (6, 0)):
        s = play(position(house="Sanctum", seats=[dict(hand=["Gatekeeper"]), dict(amber=pool)]), "Gatekeeper")
        assert s.inplay[card(s, "Gatekeeper")].amber == captured and s.players[1].amber == pool - captured


def test_grey_monk_armors_every_friend_and_its_reap_heals_any_creature():
    from engine.games.keyforge.keywords import armor
    s = position(house="Sanctum", seats=[dict(battleline=["Grey Monk", "Sequis", "Bulwark"]), dict(battleline=["Krump", "Troll"])])
    assert [armor(s, c) for c in s.players[0].battleline] == [1, 2 + 1 + 2, 2 + 1]  # Sequis also has Bulwark beside
    s = act(s, Fight(seat=0, attacker=card(s, "Bulwark"), defender=card(s, "Krump")))
    assert s.inplay[card(s, "Bulwark")].damage == 6 - 3 and s.inplay[card(s, "Krump")].damage == 4
    s = act(s, Reap(seat=0, card=card(s, "Grey Monk")))
    assert len(options(s)) == 5  # friend or foe
    s = act(s, Choose(seat=0, card=card(s, "Bulwark")))
    assert s.inplay[card(s, "Bulwark")].damage == 1
