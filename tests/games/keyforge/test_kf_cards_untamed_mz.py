"""Untamed cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.cards import House, Keyword
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.keywords import has, key_cost, power, value
from engine.games.keyforge.state import Flank

DECK = ["Troll"] * 8


def test_murmook_raises_only_the_opponents_key_cost_so_six_does_not_forge():
    s = position(house="Untamed", seats=[dict(battleline=["Murmook"], deck=DECK), dict(amber=6, deck=DECK)])
    assert (key_cost(s, 0), key_cost(s, 1)) == (6, 7)
    s = act(s, EndStep(seat=0))
    assert s.players[1].keys == 0 and s.players[1].amber == 6
    assert [o.house for o in options(s) if not getattr(o, "take_archives", False)] == s.players[1].houses


def test_nepenthe_seed_is_sacrificed_to_return_a_card_of_your_own_discard_pile():
    s = position(house="Brobnar", seats=[dict(artifacts=["Nepenthe Seed"], discard=["Dust Pixie", "Way of the Bear"]),
                                         dict(discard=["Urchin", "Batdrone"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Nepenthe Seed")))  # an Omni: any house
    # sacrificed first, so the Seed itself is already in the discard pile and may come back
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Dust Pixie", "Way of the Bear", "Nepenthe Seed")}
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Dust Pixie")))
    assert s.players[0].hand == [card(s, "Dust Pixie")] and s.players[0].artifacts == []
    assert s.players[0].discard == [card(s, "Way of the Bear"), card(s, "Nepenthe Seed")]


def test_ritual_of_the_hunt_is_sacrificed_to_let_friendly_untamed_creatures_be_used_this_turn():
    s = position(house="Sanctum", seats=[dict(artifacts=["Ritual of the Hunt"], battleline=["Protectrix", "Flaxia", "Urchin"]),
                                         dict(battleline=["Bumpsy"])])
    refused(s, Reap(seat=0, card=card(s, "Flaxia")), "KF-use-house")
    s = act(s, UseOmni(seat=0, card=card(s, "Ritual of the Hunt")))
    assert s.players[0].discard == [card(s, "Ritual of the Hunt")]
    s = act(s, Reap(seat=0, card=card(s, "Flaxia")), Reap(seat=0, card=card(s, "Protectrix")))  # nothing damaged: no question
    assert s.players[0].amber == 2
    refused(s, Reap(seat=0, card=card(s, "Urchin")), "KF-use-house")  # Shadows still may not


def test_scout_gives_up_to_two_friends_skirmish_and_fights_with_each_but_readies_none():
    s = position(house="Untamed", seats=[dict(hand=["Scout"], battleline=["Krump", "Bumpsy"]), dict(battleline=["Sequis", "Bulwark"])])
    krump, bumpsy, sequis, bulwark = (card(s, n) for n in ("Krump", "Bumpsy", "Sequis", "Bulwark"))
    s = act(play(s, "Scout"), Choose(seat=0, card=krump), Choose(seat=0, card=bumpsy))
    refused(s, Reap(seat=0, card=krump), "KF-use-now")  # the fight the card asks for, nothing else
    s = act(s, Fight(seat=0, attacker=krump, defender=sequis), Fight(seat=0, attacker=bumpsy, defender=bulwark))
    assert [s.inplay[c].damage for c in (krump, bumpsy, sequis, bulwark)] == [0, 0, 6 - 4, 5 - 2]  # Bulwark arms Sequis
    s = position(house="Untamed", seats=[dict(hand=["Scout"], battleline=[{"card": "Krump", "exhausted": True}, "Bumpsy"]),
                                         dict(battleline=["Sequis", "Bulwark"])])
    s = act(play(s, "Scout"), Choose(seat=0, card=card(s, "Bumpsy")), Choose(seat=0, card=card(s, "Krump")))
    assert options(s) == [Fight(seat=0, attacker=card(s, "Bumpsy"), defender=c) for c in s.players[1].battleline]
    s = act(s, Fight(seat=0, attacker=card(s, "Bumpsy"), defender=card(s, "Sequis")))
    assert s.inplay[card(s, "Sequis")].damage == 1 and isinstance(options(s)[-1], EndStep)  # exhausted Krump sits out


def test_word_of_returning_burns_one_per_captured_amber_and_takes_it_all():
    s = position(house="Untamed", seats=[dict(hand=["Word of Returning"], battleline=[{"card": "Silvertooth", "amber": 1}]),
                                         dict(battleline=[{"card": "Dextre", "amber": 1}, {"card": "Sequis", "amber": 4}, "Mother"])])
    s = play(s, "Word of Returning")
    assert [(s.inplay[c].damage, s.inplay[c].amber) for c in s.players[1].battleline] == [(1, 0), (4 - 2, 0), (0, 0)]
    assert s.players[0].amber == 1 + 5 and s.inplay[card(s, "Silvertooth")].amber == 1  # our own creatures keep theirs
    s = position(house="Untamed", seats=[dict(hand=["Word of Returning"]),
                                         dict(battleline=["Dextre", "Shadow Self", {"card": "Ether Spider", "amber": 9}])])
    s = play(s, "Word of Returning")  # Shadow Self takes the Spider's 9; the Spider catches all that returns
    assert in_play(s) == ["Dextre", "Ether Spider"] and s.inplay[card(s, "Ether Spider")].amber == 10
    assert s.players[0].amber == 0


def test_stampede_steals_two_only_after_three_creatures_were_used_this_turn():
    def after(reapers):
        s = position(house="Untamed", seats=[dict(hand=["Stampede"], battleline=["Ancient Bear", "Mushroom Man", "Hunting Witch"]),
                                             dict(amber=3)])
        s = act(s, *[Reap(seat=0, card=card(s, n)) for n in reapers])
        return play(s, "Stampede")
    s = after(["Ancient Bear", "Mushroom Man"])
    assert (s.players[0].amber, s.players[1].amber) == (1 + 2, 3)
    s = after(["Ancient Bear", "Mushroom Man", "Hunting Witch"])
    assert (s.players[0].amber, s.players[1].amber) == (1 + 3 + 2, 1)


def test_witch_of_the_eye_returns_a_card_of_our_discard_pile_each_time_it_reaps():
    s = position(house="Untamed", seats=[dict(battleline=["Witch of the Eye"], discard=["Way of the Bear", "Niffle Ape"]),
                                         dict(discard=["Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Witch of the Eye")))
    assert {o.card for o in options(s)} == {card(s, "Way of the Bear"), card(s, "Niffle Ape")}
    s = act(s, Choose(seat=0, card=card(s, "Niffle Ape")))
    assert s.players[0].hand == [card(s, "Niffle Ape")] and s.players[0].discard == [card(s, "Way of the Bear")]


def test_teliga_gains_for_each_creature_the_opponent_plays_ordered_with_its_play_ability():
    """KF-simultaneous: Teliga's gain and Urchin's steal happen at once; the active player (here
    the opponent) orders them (keyteki's spec for this is still pending upstream)."""
    s = position(house="Shadows", active=1, seats=[dict(battleline=["Teliga"]), dict(hand=["Urchin", "Umbra", "Subtle Maul"])])
    s = act(s, PlayCard(seat=1, card=card(s, "Urchin"), flank=Flank.LEFT))
    teliga_first = ResolveFirst(seat=1, card=card(s, "Teliga"), effect="on_enemy_enters", ability="CotA-366")
    urchin_first = ResolveFirst(seat=1, card=card(s, "Urchin"), effect="play", ability="CotA-315")
    assert options(s) == [teliga_first, urchin_first]
    a = act(GAME.clone(s), teliga_first)
    assert (a.players[0].amber, a.players[1].amber) == (0, 1)
    s = act(s, urchin_first, PlayCard(seat=1, card=card(s, "Umbra"), flank=Flank.LEFT), PlayCard(seat=1, card=card(s, "Subtle Maul")))
    assert (s.players[0].amber, s.players[1].amber) == (2, 0)  # one per creature, none for the artifact


def test_world_tree_puts_a_creature_of_our_discard_pile_on_top_of_our_deck_or_does_nothing():
    s = position(house="Untamed", seats=[dict(artifacts=["World Tree"], discard=["Dust Pixie", "Niffle Ape", "Key Charge"], deck=["Troll"]),
                                         dict(discard=["Krump"])])
    s = act(s, UseAction(seat=0, card=card(s, "World Tree")))
    assert {o.card for o in options(s)} == {card(s, "Dust Pixie"), card(s, "Niffle Ape")}
    s = act(s, Choose(seat=0, card=card(s, "Dust Pixie")))
    assert s.players[0].deck[0] == card(s, "Dust Pixie")
    s = position(house="Untamed", seats=[dict(artifacts=["World Tree"], discard=["Key Charge"]), {}])
    assert isinstance(options(act(s, UseAction(seat=0, card=card(s, "World Tree"))))[-1], EndStep)


def test_natures_call_returns_up_to_three_creatures_of_either_side_to_their_owners():
    s = position(house="Untamed", seats=[dict(hand=["Nature’s Call"], battleline=["Urchin", "Nexus"]),
                                         dict(battleline=["Batdrone", "Mother", "Zorg"])])
    s = play(s, "Nature’s Call")
    none = act(GAME.clone(s), Decline(seat=0))
    assert len(in_play(none)) == 5
    s = act(s, Choose(seat=0, card=card(s, "Nexus")), Choose(seat=0, card=card(s, "Batdrone")), Choose(seat=0, card=card(s, "Mother")))
    assert in_play(s) == ["Urchin", "Zorg"] and isinstance(options(s)[-1], EndStep)  # three: no fourth
    assert s.players[0].hand == [card(s, "Nexus")] and s.players[1].hand == [card(s, "Batdrone"), card(s, "Mother")]


def test_witch_of_the_wilds_allows_one_untamed_card_besides_phase_shifts_one():
    s = position(house="Logos", seats=[dict(battleline=["Witch of the Wilds"], hand=["Phase Shift", "Ancient Bear", "Snufflegator",
                                                                                      "Virtuous Works"]), {}])
    s = play(play(play(s, "Phase Shift"), "Virtuous Works"), "Ancient Bear")
    assert in_play(s) == ["Witch of the Wilds", "Ancient Bear"] and card(s, "Virtuous Works") in s.players[0].discard
    refused(s, PlayCard(seat=0, card=card(s, "Snufflegator"), flank=Flank.RIGHT), "KF-play-1")


def test_regrowth_returns_a_creature_of_our_own_discard_pile_to_hand():
    s = position(house="Untamed", seats=[dict(hand=["Regrowth"], discard=["Flaxia", "Murmook", "Key Charge"]),
                                         dict(discard=["Troll"])])
    s = play(s, "Regrowth")
    assert {o.card for o in options(s)} == {card(s, "Flaxia"), card(s, "Murmook")}
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Flaxia")))
    assert s.players[0].hand == [card(s, "Flaxia")] and card(s, "Murmook") in s.players[0].discard


def test_way_of_the_wolf_gives_skirmish_to_a_friend_or_a_foe():
    s = position(house="Untamed", seats=[dict(hand=["Way of the Wolf", "Way of the Wolf"], battleline=["Dust Pixie"]),
                                         dict(battleline=["Troll"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Way of the Wolf"), creature=card(s, "Dust Pixie")),
            PlayUpgrade(seat=0, card=card(s, "Way of the Wolf", nth=1), creature=card(s, "Troll")))
    assert has(s, card(s, "Dust Pixie"), Keyword.SKIRMISH) and has(s, card(s, "Troll"), Keyword.SKIRMISH)


def test_save_the_pack_destroys_each_damaged_creature_and_gains_a_chain_even_if_none():
    s = position(house="Untamed", seats=[dict(hand=["Save the Pack"], battleline=[{"card": "Umbra", "damage": 1}, "Dust Pixie"]),
                                         dict(battleline=[{"card": "Bumpsy", "damage": 2}, "Troll"])])
    s = play(s, "Save the Pack")
    assert in_play(s) == ["Dust Pixie", "Troll"] and s.players[0].chains == 1
    s = play(position(house="Untamed", seats=[dict(hand=["Save the Pack"], battleline=["Dust Pixie"]), {}]), "Save the Pack")
    assert in_play(s) == ["Dust Pixie"] and s.players[0].chains == 1


def test_ritual_of_balance_used_by_the_opponent_steals_for_them_from_six_or_more():
    s = position(house="Shadows", seats=[dict(amber=3, battleline=["Nexus"]), dict(amber=8, artifacts=["Ritual of Balance"])])
    ritual = card(s, "Ritual of Balance")
    s = act(s, Reap(seat=0, card=card(s, "Nexus")), Choose(seat=0, card=ritual), UseAction(seat=0, card=ritual))
    assert (s.players[0].amber, s.players[1].amber) == (3 + 1 + 1, 7) and s.inplay[ritual].exhausted
    s = position(house="Untamed", seats=[dict(amber=3, artifacts=["Ritual of Balance"]), dict(amber=5)])
    s = act(s, UseAction(seat=0, card=card(s, "Ritual of Balance")))
    assert (s.players[0].amber, s.players[1].amber) == (3, 5)


def test_piranha_monkeys_deal_two_to_each_other_creature_on_play_and_on_reap():
    theirs = dict(battleline=["Troll", "Batdrone"])
    played = play(position(house="Untamed", seats=[dict(hand=["Piranha Monkeys"], battleline=["Ancient Bear"]), theirs]),
                  "Piranha Monkeys")
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear", "Piranha Monkeys"]), theirs])
    reaped = act(s, Reap(seat=0, card=card(s, "Piranha Monkeys")))
    for s in (played, reaped):
        assert in_play(s) == ["Ancient Bear", "Piranha Monkeys", "Troll"]
        assert [s.inplay[card(s, n)].damage for n in ("Ancient Bear", "Piranha Monkeys", "Troll")] == [2, 0, 2]


def test_nocturnal_maneuver_exhausts_up_to_three_creatures_of_either_side():
    s = position(house="Untamed", seats=[dict(hand=["Nocturnal Maneuver"], battleline=["Dust Pixie"]),
                                         dict(battleline=["Troll", "Batdrone", "Zorg", "Tunk"])])
    s = act(play(s, "Nocturnal Maneuver"), Choose(seat=0, card=card(s, "Dust Pixie")), Choose(seat=0, card=card(s, "Troll")),
            Choose(seat=0, card=card(s, "Zorg")))
    assert [s.inplay[c].exhausted for c in s.players[0].battleline + s.players[1].battleline] == [True, True, False, True, False]
    assert isinstance(options(s)[-1], EndStep)  # three: no fourth


def test_way_of_the_bear_gives_assault_two_to_a_friend_or_a_foe():
    s = position(house="Untamed", seats=[dict(hand=["Way of the Bear", "Way of the Bear"], battleline=["Dust Pixie"]),
                                         dict(battleline=["Troll"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Way of the Bear"), creature=card(s, "Dust Pixie")),
            PlayUpgrade(seat=0, card=card(s, "Way of the Bear", nth=1), creature=card(s, "Troll")))
    assert value(s, card(s, "Dust Pixie"), Keyword.ASSAULT) == 2 and value(s, card(s, "Troll"), Keyword.ASSAULT) == 2


def test_perilous_wild_destroys_each_elusive_creature_of_both_sides():
    s = play(position(house="Untamed", seats=[dict(hand=["Perilous Wild"], battleline=["Dew Faerie", "Hunting Witch"]),
                                              dict(battleline=["Old Bruno", "Dodger"])]), "Perilous Wild")
    assert in_play(s) == ["Hunting Witch", "Dodger"]


def test_vigor_heals_up_to_three_and_gains_one_more_only_after_healing_three():
    for damage, ours in ((3, 1 + 1), (1, 1), (0, 1)):
        s = play(position(house="Untamed", seats=[dict(hand=["Vigor"], battleline=[{"card": "Mighty Tiger", "damage": damage}]), {}]),
                 "Vigor")
        s = act(s, Choose(seat=0, card=card(s, "Mighty Tiger")))  # as much as it can, up to 3 (KF-up-to)
        assert s.inplay[card(s, "Mighty Tiger")].damage == 0 and s.players[0].amber == ours


def test_snufflegator_takes_no_damage_when_it_fights_but_does_when_attacked():
    """From the printed facts (keyteki has no spec): power 4, skirmish (KF-skirmish)."""
    s = position(house="Untamed", seats=[dict(battleline=["Snufflegator"]), dict(battleline=["Krump"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 4 and s.inplay[card(s, "Snufflegator")].damage == 0
    s = position(house="Brobnar", active=1, seats=[dict(battleline=["Snufflegator"]), dict(battleline=["Bumpsy"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Bumpsy"), defender=card(s, "Snufflegator")))
    assert in_play(s) == ["Bumpsy"] and s.inplay[card(s, "Bumpsy")].damage == 4  # 5 on a 4-power defender
    assert card(s, "Snufflegator") in s.players[0].discard


def test_the_common_cold_may_destroy_every_mars_creature_or_leave_them():
    """keyteki's spec: a yes destroys the Mars creature (its ward is not of this set)."""
    spec = dict(house="Untamed", seats=[dict(hand=["The Common Cold"], battleline=["Snufflegator"]),
                                        dict(battleline=["Grabber Jammer", "Troll"])])
    s = play(position(**spec), "The Common Cold")
    jammer, troll = s.players[1].battleline  # Grabber Jammer's armor 1 takes its damage
    assert (s.inplay[jammer].damage, s.inplay[troll].damage, s.inplay[card(s, "Snufflegator")].damage) == (0, 1, 1)
    kept = act(GAME.clone(s), Decline(seat=0))
    assert in_play(kept) == ["Snufflegator", "Grabber Jammer", "Troll"]
    s = act(s, ChooseOption(seat=0, option="destroy each Mars creature"))
    assert in_play(s) == ["Snufflegator", "Troll"] and card(s, "Grabber Jammer") in s.players[1].discard


def test_niffle_queen_raises_other_friendly_beasts_and_niffles_not_enemies_nor_herself():
    """From the printed text (keyteki has no spec): +1 for a Beast, +1 more for a Niffle;
    Niffle Ape is both. Enemy Beasts and non-Beasts get nothing; the bonus leaves with her."""
    s = position(house="Untamed", seats=[dict(battleline=["Niffle Queen", "Niffle Ape", "Snufflegator", "Dew Faerie"]),
                                         dict(battleline=["Mighty Tiger", "Niffle Ape"])])
    mine = [power(s, card(s, n, seat=0)) for n in ("Niffle Queen", "Niffle Ape", "Snufflegator", "Dew Faerie")]
    assert mine == [6, 3 + 2, 4 + 1, 2]
    assert [power(s, card(s, n, seat=1)) for n in ("Mighty Tiger", "Niffle Ape")] == [4, 3]
    s = act(s, Fight(seat=0, attacker=card(s, "Niffle Ape", seat=0), defender=card(s, "Mighty Tiger")))
    assert card(s, "Mighty Tiger") in s.players[1].discard and s.inplay[card(s, "Niffle Ape", seat=0)].damage == 4
    assert in_play(s)[:2] == ["Niffle Queen", "Niffle Ape"]  # 4 damage on a 5-power Ape: alive while she is


def test_troop_call_returns_friendly_niffles_from_play_and_discard_only():
    """From the printed text (keyteki has no spec): friendly Niffles in play and in the discard
    pile go to hand; an enemy Niffle Ape and a non-Niffle stay; nothing to choose."""
    s = position(house="Untamed", seats=[dict(hand=["Troop Call"], battleline=["Niffle Queen", "Snufflegator"],
                                              discard=["Niffle Ape", "Dew Faerie"]),
                                         dict(battleline=["Niffle Ape"], discard=["Niffle Ape"])])
    s = play(s, "Troop Call")
    assert sorted(names(s, s.players[0].hand)) == ["Niffle Ape", "Niffle Queen"]
    assert in_play(s) == ["Snufflegator", "Niffle Ape"] and len(s.players[1].discard) == 1
    assert names(s, s.players[0].discard) == ["Dew Faerie", "Troop Call"] and isinstance(options(s)[-1], EndStep)
