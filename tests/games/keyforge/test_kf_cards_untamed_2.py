"""Untamed cards of the rest of the set, each from a position: a decision, the result, and the
refusal of the illegal alternative with its rule id."""

from kf_helpers import GAME, act, card, chance, deal, in_play, names, options, play, position, refused

from engine.games.keyforge.events import ChooseOption, Choose, Decline, EndStep, Fight, Reap, UseAction

FORGE = "forge a key at the current cost"


def test_key_charge_loses_one_then_may_forge():
    s = position(house="Untamed", seats=[dict(hand=["Key Charge"], amber=7), {}])
    s = play(s, "Key Charge")
    assert s.players[0].amber == 6 and [type(o).__name__ for o in options(s)] == ["ChooseOption", "Decline"]
    refused(s, Choose(seat=0, card=0), "KF-target")  # a choice of words, not of a card
    forged = act(GAME.clone(s), ChooseOption(seat=0, option=FORGE))
    assert (forged.players[0].keys, forged.players[0].amber) == (1, 0)
    kept = act(s, Decline(seat=0))
    assert (kept.players[0].keys, kept.players[0].amber) == (0, 6)


def test_key_charge_offers_no_forge_when_short_or_with_nothing_to_lose():
    s = play(position(house="Untamed", seats=[dict(hand=["Key Charge"], amber=5), {}]), "Key Charge")
    assert s.players[0].amber == 4 and options(s) == [EndStep(seat=0)]
    s = play(position(house="Untamed", seats=[dict(hand=["Key Charge"], amber=0), {}]), "Key Charge")
    assert s.players[0].keys == 0 and options(s) == [EndStep(seat=0)]


def test_chota_hazri_loses_one_then_may_forge():
    s = position(house="Untamed", seats=[dict(hand=["Chota Hazri"], amber=8), {}])
    s = act(play(s, "Chota Hazri"), ChooseOption(seat=0, option=FORGE))
    assert (s.players[0].keys, s.players[0].amber) == (1, 1) and in_play(s) == ["Chota Hazri"]


def test_the_common_cold_damages_all_then_may_destroy_mars():
    s = position(house="Untamed", seats=[dict(hand=["The Common Cold"], battleline=["Yxilx Dominator", "Urchin"]),
                                         dict(battleline=["Zorg", "Troll"])])
    s = play(s, "The Common Cold")
    assert in_play(s) == ["Yxilx Dominator", "Zorg", "Troll"] and s.inplay[card(s, "Troll")].damage == 1
    refused(s, ChooseOption(seat=0, option="destroy each Brobnar creature"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="destroy each Mars creature"))
    assert in_play(s) == ["Troll"]


def test_bear_flute_heals_a_bear_in_play():
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], battleline=[{"card": "Ancient Bear", "damage": 4}]),
                                         dict(battleline=[{"card": "Troll", "damage": 2}])])
    s = act(s, UseAction(seat=0, card=card(s, "Bear Flute")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Ancient Bear")))
    assert s.inplay[card(s, "Ancient Bear")].damage == 0


def test_bear_flute_fetches_bears_and_shuffles_the_discard_pile_in():
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], deck=["Troll", "Ancient Bear"],
                                              discard=["Ancient Bear", "Krump"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Bear Flute")))
    assert chance(s).kind == "shuffle"
    s = deal(s)
    assert names(s, s.players[0].hand) == ["Ancient Bear", "Ancient Bear"]
    assert sorted(names(s, s.players[0].deck)) == ["Krump", "Troll"] and s.players[0].discard == []


def test_bigtwig_fights_only_stunned_creatures_and_its_reap_stuns_and_exhausts():
    s = position(house="Untamed", seats=[dict(battleline=["Bigtwig", "Dew Faerie"]),
                                         dict(battleline=["Troll", {"card": "Krump", "stunned": True}])])
    refused(s, Fight(seat=0, attacker=card(s, "Bigtwig"), defender=card(s, "Troll")), "KF-fight-card")
    assert Fight(seat=0, attacker=card(s, "Bigtwig"), defender=card(s, "Troll")) not in options(s)
    t = act(GAME.clone(s), Fight(seat=0, attacker=card(s, "Bigtwig"), defender=card(s, "Krump")))
    assert in_play(t) == ["Bigtwig", "Dew Faerie", "Troll"]
    s = act(s, Reap(seat=0, card=card(s, "Bigtwig")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned and s.inplay[card(s, "Troll")].exhausted


def test_lost_in_the_woods_shuffles_two_friendly_and_two_enemy_creatures_away():
    s = position(house="Untamed", seats=[dict(hand=["Lost in the Woods"], battleline=["Dew Faerie", "Ancient Bear", "Mighty Tiger"]),
                                         dict(battleline=["Troll", "Krump", "Bumpsy"], deck=["Urchin"])])
    s = play(s, "Lost in the Woods")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # friendly ones first
    s = act(s, Choose(seat=0, card=card(s, "Dew Faerie")))
    s = deal(act(s, Choose(seat=0, card=card(s, "Mighty Tiger"))))  # two cards in the deck: a shuffle
    refused(s, Choose(seat=0, card=card(s, "Ancient Bear")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    s = deal(s)
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    s = deal(s)
    assert in_play(s) == ["Ancient Bear", "Krump"]
    assert sorted(names(s, s.players[1].deck)) == ["Bumpsy", "Troll", "Urchin"]
    assert sorted(names(s, s.players[0].deck)) == ["Dew Faerie", "Mighty Tiger"]


def test_niffle_ape_attacks_past_taunt_and_through_elusive():
    s = position(house="Untamed", seats=[dict(battleline=["Niffle Ape", "Snufflegator"]),
                                         dict(battleline=["Champion Anaphiel", "Urchin"])])
    refused(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Urchin")), "KF-taunt")
    s = act(s, Fight(seat=0, attacker=card(s, "Niffle Ape"), defender=card(s, "Urchin")))
    assert card(s, "Urchin") in s.players[1].discard  # elusive's first attack: ignored
    assert s.inplay[card(s, "Niffle Ape")].damage == 1
