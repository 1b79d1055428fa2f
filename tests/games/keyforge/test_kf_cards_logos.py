"""Logos cards added with the whole set, each from a position: a decision, then the result
(and the refusal of an illegal choice with its rule id where the card asks for one)."""

from kf_helpers import act, card, chance, deal, in_play, play, position, refused

from engine.games.keyforge.events import Choose, Fight, UseAction


def test_effervescent_principle_halves_both_pools_and_chains():
    s = position(house="Logos", seats=[dict(hand=["Effervescent Principle"], amber=5), dict(amber=7)])
    s = play(s, "Effervescent Principle")
    assert (s.players[0].amber, s.players[1].amber, s.players[0].chains) == (3, 4, 1)


def test_positron_bolt_walks_in_from_a_flank():
    s = position(house="Logos", seats=[dict(hand=["Positron Bolt"]),
                                       dict(battleline=["Troll", "Krump", "Bumpsy", "Urchin"])])
    s = play(s, "Positron Bolt")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert [s.inplay[card(s, n)].damage for n in ("Troll", "Krump", "Bumpsy")] == [0, 1, 2]
    assert card(s, "Urchin") in s.players[1].discard


def test_random_access_archives_archives_the_top_card():
    s = position(house="Logos", seats=[dict(hand=["Random Access Archives"], deck=["Troll", "Krump"]), {}])
    s = play(s, "Random Access Archives")
    assert s.players[0].archives == [card(s, "Troll")] and s.players[0].deck == [card(s, "Krump")]


def test_reverse_time_swaps_deck_and_discard_then_shuffles():
    s = position(house="Logos", seats=[dict(hand=["Reverse Time"], deck=["Troll"], discard=["Krump", "Bumpsy"]), {}])
    s = play(s, "Reverse Time")
    assert chance(s).kind == "shuffle" and chance(s).size == 2
    s = deal(s, [1, 0])
    assert s.players[0].deck == [card(s, "Bumpsy"), card(s, "Krump")]
    assert sorted(s.players[0].discard) == sorted([card(s, "Troll"), card(s, "Reverse Time")])


def test_sloppy_labwork_archives_then_discards():
    s = position(house="Logos", seats=[dict(hand=["Sloppy Labwork", "Troll", "Krump"]), {}])
    s = act(play(s, "Sloppy Labwork"), Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # already archived
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.players[0].archives == [card(s, "Troll")] and card(s, "Krump") in s.players[0].discard


def test_anomaly_exploiter_destroys_a_damaged_creature():
    s = position(house="Logos", seats=[dict(artifacts=["Anomaly Exploiter"]),
                                       dict(battleline=["Troll", {"card": "Krump", "damage": 1}])])
    s = act(s, UseAction(seat=0, card=card(s, "Anomaly Exploiter")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    assert in_play(act(s, Choose(seat=0, card=card(s, "Krump")))) == ["Troll"]


def test_brain_eater_draws_after_a_kill_in_a_fight():
    s = position(house="Logos", seats=[dict(battleline=["Brain Eater"], deck=["Troll"]),
                                       dict(battleline=["Dextre"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Brain Eater"), defender=card(s, "Dextre")))
    assert s.players[0].hand == [card(s, "Troll")]


def test_dysania_discards_the_opponents_archives_for_amber():
    s = position(house="Logos", seats=[dict(hand=["Dysania"]), dict(archives=["Troll", "Krump"])])
    s = play(s, "Dysania")
    assert s.players[1].archives == [] and len(s.players[1].discard) == 2 and s.players[0].amber == 2


def test_novu_archaeologist_archives_from_the_discard_pile():
    s = position(house="Logos", seats=[dict(battleline=["Novu Archaeologist"], discard=["Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Novu Archaeologist")), Choose(seat=0, card=card(s, "Punch")))
    assert s.players[0].archives == [card(s, "Punch")]


def test_research_smoko_archives_the_top_card_when_destroyed():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=["Research Smoko"], deck=["Krump"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Research Smoko")))
    assert s.players[1].archives == [card(s, "Krump")]


def test_timetraveller_draws_two_and_shuffles_itself_home():
    s = position(house="Logos", seats=[dict(hand=["Timetraveller"], deck=["Troll", "Krump", "Bumpsy"]), {}])
    s = play(s, "Timetraveller")
    assert len(s.players[0].hand) == 2 and s.players[0].amber == 1
    s = position(house="Logos", seats=[dict(battleline=["Timetraveller"], deck=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Timetraveller")))
    s = deal(s, [1, 0])
    assert s.players[0].deck == [card(s, "Timetraveller"), card(s, "Troll")] and in_play(s) == []
