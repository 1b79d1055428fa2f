"""Cards that make creatures fight now or stop the plays of a turn: each from a position, a
decision, the result, and the refusal of the illegal alternative with its rule id."""

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.events import (Choose, Decline, Discard, EndStep, Fight, PlayCard, Reap, RemoveStun,
                                          UseAction, UseOmni)
from engine.games.keyforge.keywords import has
from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.state import Flank


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
    refused(s, PlayCard(seat=0, card=card(s, "Urchin"), flank=Flank.LEFT), "KF-lasting")
    s = position(house="Shadows", seats=[dict(hand=["Treasure Map", "Urchin"]), dict(amber=1)])
    s = play(play(s, "Urchin"), "Treasure Map")
    assert s.players[0].amber == 1 + 1  # Urchin's steal and the map's bonus only


def test_stampede_steals_after_three_creatures_were_used():
    s = position(house="Untamed", seats=[dict(hand=["Stampede"], battleline=["Dew Faerie", "Ancient Bear", "Mighty Tiger"]),
                                         dict(amber=5)])
    two = act(GAME.clone(s), Reap(seat=0, card=card(s, "Dew Faerie")), Reap(seat=0, card=card(s, "Ancient Bear")))
    assert play(two, "Stampede").players[1].amber == 5
    s = act(s, Reap(seat=0, card=card(s, "Dew Faerie")), Reap(seat=0, card=card(s, "Ancient Bear")),
            Reap(seat=0, card=card(s, "Mighty Tiger")))
    s = play(s, "Stampede")
    assert s.players[1].amber == 3 and s.players[0].amber == 3 + 1 + 1 + 2  # reaps, Dew Faerie, bonus, steal


def test_lifeweb_steals_after_the_opponent_played_three_creatures():
    s = position(house="Untamed", flags={"last_tally": {"play creature": 3}},
                 seats=[dict(hand=["Lifeweb"]), dict(amber=4)])
    s = play(s, "Lifeweb")
    assert (s.players[0].amber, s.players[1].amber) == (1 + 2, 2)
    s = position(house="Untamed", flags={"last_tally": {"play creature": 2, "play action": 3}},
                 seats=[dict(hand=["Lifeweb"]), dict(amber=4)])
    assert play(s, "Lifeweb").players[1].amber == 4


def test_giant_sloth_needs_an_untamed_card_discarded_this_turn():
    s = position(house="Untamed", seats=[dict(battleline=["Giant Sloth"], hand=["Dew Faerie", "Troll"]), {}])
    refused(s, UseAction(seat=0, card=card(s, "Giant Sloth")), "KF-ability-use")
    s = act(s, Discard(seat=0, card=card(s, "Dew Faerie")), UseAction(seat=0, card=card(s, "Giant Sloth")))
    assert s.players[0].amber == 3


def test_epic_quest_archives_knights_and_forges_after_seven_sanctum_plays():
    s = position(house="Sanctum", seats=[dict(hand=["Epic Quest"], battleline=["Sequis", "Troll"]), {}])
    s = play(s, "Epic Quest")
    assert in_play(s) == ["Troll"] and names(s, s.players[0].archives) == ["Sequis"]
    s = position(house="Sanctum", flags={"tally": {"play Sanctum": 6}},
                 seats=[dict(artifacts=["Epic Quest"], hand=["Virtuous Works"]), {}])
    t = act(GAME.clone(s), UseOmni(seat=0, card=card(s, "Epic Quest")))
    assert t.players[0].keys == 0 and t.players[0].artifacts == [card(s, "Epic Quest")]
    s = act(play(s, "Virtuous Works"), UseOmni(seat=0, card=card(s, "Epic Quest")))
    assert s.players[0].keys == 1 and s.players[0].amber == 3 and s.players[0].artifacts == []


def test_speed_sigil_readies_only_the_first_creature_of_the_turn():
    s = position(house="Brobnar", seats=[dict(hand=["Troll", "Krump"]), dict(artifacts=["Speed Sigil"])])
    s = play(play(s, "Troll"), "Krump")
    assert not s.inplay[card(s, "Troll")].exhausted and s.inplay[card(s, "Krump")].exhausted
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    refused(s, Reap(seat=0, card=card(s, "Krump")), "KF-use-exhausted")
