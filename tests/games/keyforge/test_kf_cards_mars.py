"""Mars cards added with the whole set, each from a position: a decision, then the result (and
the refusal of an illegal choice with its rule id where the card asks for one)."""

from kf_helpers import act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import Choose, EndStep, PlayUpgrade, Reap, UseAction
from engine.games.keyforge.keywords import power


def test_emp_blast_stuns_mars_and_robots_and_destroys_artifacts():
    s = position(house="Mars", seats=[dict(hand=["EMP Blast"], battleline=["Zorg", "Troll"], artifacts=["Cannon"]),
                                      dict(battleline=["Batdrone", "Krump"], artifacts=["Library of Babble"])])
    s = play(s, "EMP Blast")
    assert [s.inplay[card(s, n)].stunned for n in ("Zorg", "Troll", "Batdrone", "Krump")] == [True, False, True, False]
    assert s.players[0].artifacts == [] and s.players[1].artifacts == []


def test_irradiated_amber_needs_six():
    for amber, hurt in ((6, 3), (5, 0)):
        s = position(house="Mars", seats=[dict(hand=["Irradiated Æmber"], battleline=["Troll"]),
                                          dict(battleline=["Krump"], amber=amber)])
        s = play(s, "Irradiated Æmber")
        assert s.inplay[card(s, "Krump")].damage == hurt and s.inplay[card(s, "Troll")].damage == 0


def test_mothership_support_shoots_once_per_ready_mars_creature():
    s = position(house="Mars", seats=[dict(hand=["Mothership Support"],
                                           battleline=["Zorg", "Yxilx Dominator",
                                                       {"card": "Grabber Jammer", "exhausted": True}]),
                                      dict(battleline=["Troll", "Krump"])])
    s = play(s, "Mothership Support")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4 and isinstance(options(s)[-1], EndStep)
    assert s.inplay[card(s, "Krump")].damage == 0


def test_phosphorus_stars_stuns_non_mars_and_chains():
    s = position(house="Mars", seats=[dict(hand=["Phosphorus Stars"], battleline=["Zorg"]),
                                      dict(battleline=["Troll"])])
    s = play(s, "Phosphorus Stars")
    assert s.inplay[card(s, "Troll")].stunned and not s.inplay[card(s, "Zorg")].stunned and s.players[0].chains == 2


def test_shatter_storm_costs_triple():
    s = position(house="Mars", seats=[dict(hand=["Shatter Storm"], amber=2), dict(amber=7)])
    s = play(s, "Shatter Storm")
    assert (s.players[0].amber, s.players[1].amber) == (0, 1)


def test_total_recall_pays_for_ready_creatures_and_returns_them_all():
    s = position(house="Mars", seats=[dict(hand=["Total Recall"], battleline=["Zorg", {"card": "Troll", "exhausted": True}]),
                                      dict(battleline=["Krump"])])
    s = play(s, "Total Recall")
    assert in_play(s) == ["Krump"] and s.players[0].amber == 1 + 1 and len(s.players[0].hand) == 2


def test_feeding_pit_discards_a_creature_for_amber():
    s = position(house="Mars", seats=[dict(artifacts=["Feeding Pit"], hand=["Troll", "Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Feeding Pit")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[0].discard and s.players[0].amber == 1


def test_qyxxlyx_plague_master_ignores_armor_on_humans():
    s = position(house="Mars", seats=[dict(battleline=["Qyxxlyx Plague Master"]),
                                      dict(battleline=["Sequis", "Troll", "Bulwark"])])
    s = act(s, Reap(seat=0, card=card(s, "Qyxxlyx Plague Master")))
    # Sequis's 2 armor (and Bulwark's own) does not stop this damage
    assert s.inplay[card(s, "Sequis")].damage == 3 and s.inplay[card(s, "Bulwark")].damage == 3
    assert s.inplay[card(s, "Troll")].damage == 0


def test_yxili_marauder_captures_per_ready_mars_creature_and_grows():
    s = position(house="Mars", seats=[dict(hand=["Yxili Marauder"], battleline=["Zorg", "Tunk"]), dict(amber=5)])
    s = play(s, "Yxili Marauder")
    m = card(s, "Yxili Marauder")
    assert s.inplay[m].amber == 2 and power(s, m) == 2 + 2


def test_red_planet_ray_gun_zaps_one_per_mars_creature():
    s = position(house="Mars", seats=[dict(hand=["Red Planet Ray Gun"], battleline=["Zorg", "Tunk"]),
                                      dict(battleline=["Troll", "Grabber Jammer"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Red Planet Ray Gun"), creature=card(s, "Tunk")))
    s = act(s, Reap(seat=0, card=card(s, "Tunk")), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 3  # Zorg, Tunk and the enemy Grabber Jammer
