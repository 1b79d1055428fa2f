"""Dis cards added with the whole set, each from a position: a decision, then the result (and
the refusal of an illegal choice with its rule id where the card asks for one)."""

from kf_helpers import act, card, chance, deal, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, Reap


def test_fear_returns_an_enemy_creature_to_its_owners_hand():
    s = position(house="Dis", seats=[dict(hand=["Fear"], battleline=["Troll"]), dict(battleline=["Krump"])])
    s = play(s, "Fear")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert card(s, "Krump") in s.players[1].hand and in_play(s) == ["Troll"]


def test_gateway_to_dis_destroys_everything_and_chains():
    s = position(house="Dis", seats=[dict(hand=["Gateway to Dis"], battleline=["Troll"]),
                                     dict(battleline=["Krump", "Urchin"])])
    s = play(s, "Gateway to Dis")
    assert in_play(s) == [] and s.players[0].chains == 3 and s.players[1].chains == 0


def test_gongoozle_discards_at_random_only_if_the_creature_survives():
    s = position(house="Dis", seats=[dict(hand=["Gongoozle"]),
                                     dict(battleline=["Troll", "Urchin"], hand=["Punch", "Krump"])])
    s = act(play(s, "Gongoozle"), Choose(seat=0, card=card(s, "Troll")))
    assert chance(s).kind == "pick" and chance(s).size == 2  # Troll lives: a random discard
    s = deal(s, 1)
    assert card(s, "Krump") in s.players[1].discard and s.inplay[card(s, "Troll")].damage == 3
    t = position(house="Dis", seats=[dict(hand=["Gongoozle"]), dict(battleline=["Urchin"], hand=["Punch", "Krump"])])
    t = act(play(t, "Gongoozle"), Choose(seat=0, card=card(t, "Urchin")))
    assert len(t.players[1].hand) == 2 and card(t, "Urchin") in t.players[1].discard


def test_guilty_hearts_destroys_creatures_holding_amber():
    s = position(house="Dis", seats=[dict(hand=["Guilty Hearts"], battleline=[{"card": "Troll", "amber": 1}]),
                                     dict(battleline=["Krump"], amber=0)])
    s = play(s, "Guilty Hearts")
    assert in_play(s) == ["Krump"] and s.players[1].amber == 1 + 0  # the captured Æmber went back


def test_hecatomb_destroys_dis_creatures_and_pays_their_controllers():
    s = position(house="Dis", seats=[dict(hand=["Hecatomb"], battleline=["Pit Demon", "Troll"]),
                                     dict(battleline=["Dust Imp", "Shooler", "Krump"])])
    s = play(s, "Hecatomb")
    assert in_play(s) == ["Troll", "Krump"]
    assert s.players[0].amber == 1 + 1 and s.players[1].amber == 2 + 2  # Hecatomb's bonus; Dust Imp


def test_hysteria_returns_every_creature_to_its_owners_hand():
    s = position(house="Dis", seats=[dict(hand=["Hysteria"], battleline=["Troll"]),
                                     dict(battleline=["Krump", {"card": "Urchin", "owner": 0}])])
    s = play(s, "Hysteria")
    assert in_play(s) == [] and card(s, "Urchin") in s.players[0].hand and card(s, "Krump") in s.players[1].hand


def test_pandemonium_undamaged_creatures_capture_from_their_opponents():
    s = position(house="Dis", seats=[dict(hand=["Pandemonium"], battleline=["Troll"], amber=2),
                                     dict(battleline=[{"card": "Krump", "damage": 1}, "Urchin"], amber=3)])
    s = play(s, "Pandemonium")
    assert s.inplay[card(s, "Troll")].amber == 1 and s.inplay[card(s, "Urchin")].amber == 1
    assert s.inplay[card(s, "Krump")].amber == 0 and (s.players[0].amber, s.players[1].amber) == (2 + 1 - 1, 2)


def test_drumble_captures_everything_from_seven():
    for amber, caught in ((7, 7), (6, 0)):
        s = play(position(house="Dis", seats=[dict(hand=["Drumble"]), dict(amber=amber)]), "Drumble")
        assert s.inplay[card(s, "Drumble")].amber == caught


def test_master_of_n_may_destroy_a_creature_of_that_power():
    for master, victim, spared in (("Master of 1", "Urchin", "Krump"), ("Master of 2", "Dew Faerie", "Urchin"),
                                   ("Master of 3", "Dextre", "Urchin")):
        s = position(house="Dis", seats=[dict(battleline=[master]), dict(battleline=[victim, spared])])
        s = act(s, Reap(seat=0, card=card(s, master)))
        assert Decline(seat=0) in options(s)
        refused(s, Choose(seat=0, card=card(s, spared)), "KF-target")
        s = act(s, Choose(seat=0, card=card(s, victim)))
        assert in_play(s) == [master, spared]
    s = position(house="Dis", seats=[dict(battleline=["Master of 2"]), dict(battleline=["Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Master of 2")))  # no creature of power 2: nothing to ask
    assert in_play(s) == ["Master of 2", "Krump"] and options(s)[-1].__class__.__name__ == "EndStep"


def _after_a_forge(hand, theirs_forge=True):
    """Seat 1 forges on turn 4 (or not); then it is seat 0's turn 5, choosing Dis."""
    from engine.games.keyforge.cards import House
    from engine.games.keyforge.events import ChooseHouse, EndStep
    s = position(start="turn", turn=4, active=1, seats=[
        dict(hand=hand, deck=["Troll"] * 6, battleline=["Krump"]),
        dict(amber=6 if theirs_forge else 2, deck=["Troll"] * 6, battleline=["Urchin"],
             houses=["Brobnar", "Dis", "Mars"])])
    s = act(s, ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1))
    return act(s, ChooseHouse(seat=0, house=House.DIS))


def test_key_hammer_unforges_a_key_forged_last_turn_and_pays_six():
    s = _after_a_forge(["Key Hammer"])
    assert s.players[1].keys == 1 and s.turn == 5
    s = play(s, "Key Hammer")
    assert s.players[1].keys == 0 and s.players[1].amber == 6
    s = play(_after_a_forge(["Key Hammer"], theirs_forge=False), "Key Hammer")
    assert s.players[1].keys == 0 and s.players[1].amber == 2 + 6


def test_tendrils_of_pain_hits_harder_after_a_forge():
    s = play(_after_a_forge(["Tendrils of Pain"]), "Tendrils of Pain")
    assert s.inplay[card(s, "Krump")].damage == 4 and card(s, "Urchin") in s.players[1].discard
    s = play(_after_a_forge(["Tendrils of Pain"], theirs_forge=False), "Tendrils of Pain")
    assert s.inplay[card(s, "Krump")].damage == 1
