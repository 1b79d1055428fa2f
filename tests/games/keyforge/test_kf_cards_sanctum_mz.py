"""Sanctum cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import ChooseHouse, Choose, Decline, EndStep, Fight, PlayCard, Reap, UseAction
from engine.games.keyforge.keywords import power

DECK = ["Troll"] * 8


def test_numquid_the_fair_destroys_enemy_creatures_until_it_has_as_many_as_they_do():
    """Numquid counts itself: 1 against 3 destroys two, each one chosen."""
    s = position(house="Sanctum", seats=[dict(hand=["Numquid the Fair"]), dict(battleline=["Urchin", "Silvertooth", "Umbra"])])
    s = play(s, "Numquid the Fair")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Urchin", "Silvertooth", "Umbra")}
    refused(s, Choose(seat=0, card=card(s, "Numquid the Fair")), "KF-target")  # an enemy creature
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert {o.card for o in options(s)} == {card(s, "Silvertooth"), card(s, "Umbra")}
    s = act(s, Choose(seat=0, card=card(s, "Umbra")))
    assert in_play(s) == ["Numquid the Fair", "Silvertooth"] and isinstance(options(s)[-1], EndStep)


def test_oath_of_poverty_destroys_only_our_artifacts_and_pays_two_each():
    s = position(house="Sanctum", seats=[dict(hand=["Oath of Poverty"], battleline=["The Vaultkeeper"],
                                              artifacts=["Gorm of Omm", "Cannon"]),
                                         dict(artifacts=["Mighty Javelin"])])
    s = play(s, "Oath of Poverty")
    assert s.players[0].artifacts == [] and s.players[1].artifacts == [card(s, "Mighty Javelin")]
    assert s.players[0].amber == 1 + 4 and in_play(s) == ["The Vaultkeeper"]
    s = play(position(house="Sanctum", seats=[dict(hand=["Oath of Poverty"]), {}]), "Oath of Poverty")
    assert s.players[0].amber == 1
