"""Cards that make creatures fight now or stop the plays of a turn: each from a position, a
decision, the result, and the refusal of the illegal alternative with its rule id."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, Fight, PlayCard, Reap, RemoveStun
from engine.games.keyforge.keywords import has
from engine.games.keyforge.cards import Keyword


def test_scout_gives_two_creatures_skirmish_and_each_fights_in_turn():
    s = position(house="Untamed", seats=[dict(hand=["Scout"], battleline=["Troll", "Krump", "Urchin"]),
                                         dict(battleline=["Bumpsy", "Mighty Tiger"])])
    s = play(s, "Scout")
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # a different creature
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert has(s, card(s, "Troll"), Keyword.SKIRMISH) and has(s, card(s, "Krump"), Keyword.SKIRMISH)
    assert not has(s, card(s, "Urchin"), Keyword.SKIRMISH)
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-now")  # only a fight
    refused(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Bumpsy")), "KF-use-now")  # Troll first
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Bumpsy")))
    s = act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Mighty Tiger")))
    assert in_play(s) == ["Troll", "Krump", "Urchin"]
    assert s.inplay[card(s, "Troll")].damage == 0 and s.inplay[card(s, "Krump")].damage == 0
    assert options(s)[-1] == EndStep(seat=0)


def test_scout_with_one_creature_and_a_stunned_one():
    s = position(house="Untamed", seats=[dict(hand=["Scout"], battleline=[{"card": "Troll", "stunned": True}]),
                                         dict(battleline=["Bumpsy"])])
    s = act(play(s, "Scout"), Choose(seat=0, card=card(s, "Troll")))
    assert options(s) == [RemoveStun(seat=0, card=card(s, "Troll"))]  # no second one; a stunned fighter
    s = act(s, RemoveStun(seat=0, card=card(s, "Troll")))
    assert not s.inplay[card(s, "Troll")].stunned and in_play(s) == ["Troll", "Bumpsy"]


def test_one_stood_against_many_fights_three_different_enemies():
    s = position(house="Sanctum", seats=[dict(hand=["One Stood Against Many"], battleline=[{"card": "Troll", "exhausted": True}]),
                                         dict(battleline=["Urchin", "Snufflegator", "Dust Imp", "Krump"])])
    s = act(play(s, "One Stood Against Many"), Choose(seat=0, card=card(s, "Troll")))
    s = act(s, Choose(seat=0, card=card(s, "Dust Imp")))
    refused(s, Choose(seat=0, card=card(s, "Dust Imp")), "KF-target")  # gone anyway
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))  # elusive: no damage either way
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # fought already
    s = act(s, Choose(seat=0, card=card(s, "Snufflegator")))
    assert in_play(s) == ["Troll", "Urchin", "Krump"] and s.inplay[card(s, "Troll")].damage == 2 + 4
    assert s.inplay[card(s, "Troll")].exhausted and options(s)[-1] == EndStep(seat=0)


def test_treasure_map_pays_only_as_the_first_play_and_stops_further_plays():
    s = position(house="Shadows", seats=[dict(hand=["Treasure Map", "Urchin"]), {}])
    s = play(s, "Treasure Map")
    assert s.players[0].amber == 1 + 3
    refused(s, PlayCard(seat=0, card=card(s, "Urchin"), flank="left"), "KF-lasting")
    s = position(house="Shadows", seats=[dict(hand=["Treasure Map", "Urchin"]), dict(amber=1)])
    s = play(play(s, "Urchin"), "Treasure Map")
    assert s.players[0].amber == 1 + 1  # Urchin's steal and the map's bonus only
