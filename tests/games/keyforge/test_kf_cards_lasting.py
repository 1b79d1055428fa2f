"""Cards with lasting effects on the opponent's next turn, play conditions and after-forge
triggers: each from a position, the effect, and the refusal it causes with its rule id."""

from kf_helpers import GAME, act, card, in_play, play, position, refused

from engine.games.keyforge.events import (ChooseHouse, Choose, EndStep, Fight, PlayCard, Reap,
                                          UseOmni)
from engine.games.keyforge.cards import House
from engine.games.keyforge.state import Flank


def _next_turn(s, house):
    """End seat 0's turn; seat 1 chooses `house`."""
    s = act(s, EndStep(seat=0))
    return act(s, ChooseHouse(seat=1, house=house))


def test_foggify_and_fogbank_stop_fights_on_the_opponents_next_turn():
    for name, house in (("Foggify", "Logos"), ("Fogbank", "Untamed")):
        s = position(house=house, seats=[dict(hand=[name], battleline=["Troll"], deck=["Krump"] * 6),
                                         dict(battleline=["Krump"], houses=["Brobnar", "Dis", "Mars"])])
        s = _next_turn(play(s, name), House.BROBNAR)
        krump = card(s, "Krump", seat=1)
        refused(s, Fight(seat=1, attacker=krump, defender=card(s, "Troll")), "KF-lasting")
        act(s, Reap(seat=1, card=krump))  # reaping is still allowed


def test_skippy_timehog_stops_every_use_but_not_plays():
    s = position(house="Logos", seats=[dict(hand=["Skippy Timehog"], deck=["Krump"] * 6),
                                       dict(battleline=["Krump"], hand=["Troll"], houses=["Brobnar", "Dis", "Mars"])])
    s = _next_turn(play(s, "Skippy Timehog", flank=Flank.LEFT), House.BROBNAR)
    refused(s, Reap(seat=1, card=card(s, "Krump", seat=1)), "KF-lasting")
    s = act(s, PlayCard(seat=1, card=card(s, "Troll"), flank=Flank.LEFT))
    assert card(s, "Troll") in s.players[1].battleline


def test_scrambler_storm_and_lifeward_stop_plays_on_the_next_turn():
    s = position(house="Logos", seats=[dict(hand=["Scrambler Storm"], deck=["Krump"] * 6),
                                       dict(hand=["Punch", "Troll"], houses=["Brobnar", "Dis", "Mars"])])
    s = _next_turn(play(s, "Scrambler Storm"), House.BROBNAR)
    refused(s, PlayCard(seat=1, card=card(s, "Punch")), "KF-lasting")
    act(s, PlayCard(seat=1, card=card(s, "Troll"), flank=Flank.LEFT))
    s = position(house="Dis", seats=[dict(artifacts=["Lifeward"], deck=["Krump"] * 6),
                                     dict(hand=["Punch", "Troll"], houses=["Brobnar", "Dis", "Mars"])])
    s = _next_turn(act(s, UseOmni(seat=0, card=card(s, "Lifeward"))), House.BROBNAR)
    refused(s, PlayCard(seat=1, card=card(s, "Troll"), flank=Flank.LEFT), "KF-lasting")
    act(s, PlayCard(seat=1, card=card(s, "Punch")))


def test_kelifi_dragon_needs_seven_amber_then_burns():
    s = position(house="Brobnar", seats=[dict(hand=["Kelifi Dragon"], amber=6), {}])
    refused(s, PlayCard(seat=0, card=card(s, "Kelifi Dragon"), flank=Flank.LEFT), "KF-ability-play")
    s = position(house="Brobnar", seats=[dict(hand=["Kelifi Dragon"], amber=7), {}])
    assert card(s, "Kelifi Dragon") in play(s, "Kelifi Dragon").players[0].battleline
    s = position(house="Brobnar", seats=[dict(battleline=["Kelifi Dragon"]), dict(battleline=["Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Kelifi Dragon")), Choose(seat=0, card=card(s, "Krump")))
    assert s.players[0].amber == 2 and s.inplay[card(s, "Krump")].damage == 5


def test_truebaru_costs_three_and_pays_five_when_destroyed():
    s = position(house="Dis", seats=[dict(hand=["Truebaru"], amber=2), {}])
    refused(s, PlayCard(seat=0, card=card(s, "Truebaru"), flank=Flank.LEFT), "KF-play-cost")
    s = play(position(house="Dis", seats=[dict(hand=["Truebaru"], amber=4), {}]), "Truebaru")
    assert s.players[0].amber == 1
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Punch", "Punch"]), dict(battleline=["Truebaru"])])
    for n in range(3):
        s = act(s, PlayCard(seat=0, card=card(s, "Punch", nth=n)), Choose(seat=0, card=card(s, "Truebaru")))
    assert card(s, "Truebaru") in s.players[1].discard and s.players[1].amber == 5


def test_bilgum_avalanche_and_strange_gizmo_trigger_after_a_key_is_forged():
    s = position(start="turn", seats=[dict(battleline=["Bilgum Avalanche"], amber=6),
                                      dict(battleline=["Urchin", "Troll"])])
    assert s.players[0].keys == 1 and in_play(s) == ["Bilgum Avalanche", "Troll"]
    assert s.inplay[card(s, "Troll")].damage == 2
    s = position(start="turn", seats=[dict(battleline=["Bilgum Avalanche"], artifacts=["Strange Gizmo"], amber=6),
                                      dict(battleline=["Troll"], artifacts=["Cannon"])])
    # both trigger at once, but either order ends the same: nobody is asked
    assert GAME.pending(s).rule == "KF-house-1"
    assert in_play(s) == [] and s.players[0].artifacts == [] and s.players[1].artifacts == []
