"""Untamed cards added with the whole set, each from a position: a decision, then the result
(and the refusal of an illegal choice with its rule id where the card asks for one)."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, Fight, Reap, UseAction
from engine.games.keyforge.keywords import power


def test_curiosity_destroys_scientists():
    s = position(house="Untamed", seats=[dict(hand=["Curiosity"], battleline=["Troll"]),
                                         dict(battleline=["Dextre", "Doc Bookton", "Krump"])])
    assert in_play(play(s, "Curiosity")) == ["Troll", "Krump"]


def test_natures_call_returns_up_to_three_creatures():
    s = position(house="Untamed", seats=[dict(hand=["Nature’s Call"], battleline=["Troll"]),
                                         dict(battleline=["Krump", "Urchin", "Bumpsy"])])
    s = play(s, "Nature's Call")
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Troll")))
    assert Decline(seat=0) in options(s)
    s = act(s, Decline(seat=0))
    assert in_play(s) == ["Urchin", "Bumpsy"] and card(s, "Troll") in s.players[0].hand


def test_nocturnal_maneuver_exhausts_up_to_three():
    s = position(house="Untamed", seats=[dict(hand=["Nocturnal Maneuver"]),
                                         dict(battleline=["Krump", "Urchin", "Bumpsy", "Troll"])])
    s = play(s, "Nocturnal Maneuver")
    for name in ("Krump", "Urchin", "Bumpsy"):
        s = act(s, Choose(seat=0, card=card(s, name)))
    assert [s.inplay[c].exhausted for c in s.players[1].battleline] == [True, True, True, False]
    assert isinstance(options(s)[-1], EndStep)  # three is the most


def test_perilous_wild_destroys_each_elusive_creature():
    s = position(house="Untamed", seats=[dict(hand=["Perilous Wild"], battleline=["Dew Faerie", "Troll"]),
                                         dict(battleline=["Urchin"])])
    assert in_play(play(s, "Perilous Wild")) == ["Troll"]


def test_regrowth_returns_a_creature_from_the_discard_pile():
    s = position(house="Untamed", seats=[dict(hand=["Regrowth"], discard=["Punch", "Troll"]), {}])
    s = play(s, "Regrowth")
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    assert card(s, "Troll") in act(s, Choose(seat=0, card=card(s, "Troll"))).players[0].hand


def test_save_the_pack_destroys_damaged_creatures_and_chains():
    s = position(house="Untamed", seats=[dict(hand=["Save the Pack"], battleline=[{"card": "Troll", "damage": 1}]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Save the Pack")
    assert in_play(s) == ["Krump"] and s.players[0].chains == 1


def test_vigor_pays_only_for_a_full_three():
    for damage, amber in ((3, 2), (2, 1)):
        s = position(house="Untamed", seats=[dict(hand=["Vigor"], battleline=[{"card": "Troll", "damage": damage}]), {}])
        s = act(play(s, "Vigor"), Choose(seat=0, card=card(s, "Troll")))
        assert s.inplay[card(s, "Troll")].damage == 0 and s.players[0].amber == amber


def test_word_of_returning_turns_captured_amber_into_damage_and_takes_it():
    s = position(house="Untamed", seats=[dict(hand=["Word of Returning"]),
                                         dict(battleline=[{"card": "Troll", "amber": 2}, {"card": "Urchin", "amber": 1}])])
    s = play(s, "Word of Returning")
    assert s.inplay[card(s, "Troll")].damage == 2 and s.inplay[card(s, "Troll")].amber == 0
    assert card(s, "Urchin") in s.players[1].discard and s.players[0].amber == 1 + 3 and s.players[1].amber == 0


def test_ritual_of_balance_steals_from_six():
    for amber, mine in ((6, 1), (5, 0)):
        s = position(house="Untamed", seats=[dict(artifacts=["Ritual of Balance"]), dict(amber=amber)])
        assert act(s, UseAction(seat=0, card=card(s, "Ritual of Balance"))).players[0].amber == mine


def test_world_tree_puts_a_creature_back_on_top_of_the_deck():
    s = position(house="Untamed", seats=[dict(artifacts=["World Tree"], discard=["Troll", "Punch"], deck=["Krump"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "World Tree")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].deck[0] == card(s, "Troll")


def test_flaxia_needs_more_creatures():
    s = position(house="Untamed", seats=[dict(hand=["Flaxia"], battleline=["Troll"]), dict(battleline=["Krump"])])
    assert play(s, "Flaxia").players[0].amber == 2
    s = position(house="Untamed", seats=[dict(hand=["Flaxia"]), dict(battleline=["Krump", "Urchin"])])
    assert play(s, "Flaxia").players[0].amber == 0


def test_mushroom_man_grows_with_each_unforged_key():
    for keys, expected in ((0, 11), (2, 5)):
        s = position(house="Untamed", seats=[dict(battleline=["Mushroom Man"], keys=keys), {}])
        assert power(s, card(s, "Mushroom Man")) == expected


def test_piranha_monkeys_damage_every_other_creature():
    s = position(house="Untamed", seats=[dict(battleline=["Piranha Monkeys", "Troll"]), dict(battleline=["Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Piranha Monkeys")))
    assert in_play(s) == ["Piranha Monkeys", "Troll"] and s.inplay[card(s, "Troll")].damage == 2
    assert s.inplay[card(s, "Piranha Monkeys")].damage == 0


def test_teliga_and_hunting_witch_pay_for_creatures_played():
    s = position(house="Untamed", seats=[dict(hand=["Snufflegator", "Fertility Chant"], battleline=["Hunting Witch"]),
                                         dict(battleline=["Teliga"])])
    s = play(s, "Snufflegator")
    assert s.players[0].amber == 1 and s.players[1].amber == 1
    s = play(s, "Fertility Chant")  # not a creature: no witch's Æmber; the opponent gains 2
    assert s.players[0].amber == 1 + 4 and s.players[1].amber == 1 + 2  # its 4 Æmber bonus
    refused(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Teliga")), "KF-use-exhausted")
    assert GAME.pending(s).seat == 0


def test_mighty_tiger_deals_four_to_an_enemy_creature_only():
    s = play(position(house="Untamed", seats=[dict(hand=["Mighty Tiger"], battleline=["Snufflegator"]),
                                              dict(battleline=["Troll", "Batdrone"])]), "Mighty Tiger")
    refused(s, Choose(seat=0, card=card(s, "Snufflegator")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4 and s.inplay[card(s, "Snufflegator")].damage == 0


def test_mimicry_copies_neuro_syphon_with_its_bonus_but_never_another_mimicry():
    s = position(house="Untamed", seats=[dict(hand=["Mimicry"], battleline=["Batdrone"], deck=["Snufflegator"]),
                                         dict(amber=5, discard=["Neuro Syphon", "Mimicry", "Troll"])])
    s = play(s, "Mimicry")
    refused(s, Choose(seat=0, card=card(s, "Mimicry", seat=1)), "KF-target")  # KF-copy
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # not an action
    s = act(s, Choose(seat=0, card=card(s, "Neuro Syphon")))
    assert (s.players[0].amber, s.players[1].amber) == (2, 4)  # its bonus, then the steal
    assert s.players[0].hand == [card(s, "Snufflegator")] and card(s, "Mimicry", seat=0) in s.players[0].discard
