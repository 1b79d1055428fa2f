"""Logos cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import ChooseHouse, Choose, Decline, EndStep, Fight, PlayCard, Reap, UseAction

DECK = ["Troll"] * 8


def test_mobius_scroll_used_by_the_opponent_archives_their_cards_and_goes_to_its_owners_archives():
    """Through Remote Access and through Nexus' reap alike: "your hand" is the user's."""
    def board(house, hand):
        return position(house=house, seats=[dict(battleline=["Nexus"], hand=["Batdrone", "Doc Bookton"] + hand),
                                             dict(artifacts=["Mobius Scroll"], hand=["Dextre", "Mother"])])
    for house, hand in (("Logos", ["Remote Access"]), ("Shadows", [])):
        s = board(house, hand)
        s = play(s, "Remote Access") if hand else act(s, Reap(seat=0, card=card(s, "Nexus")))
        scroll = card(s, "Mobius Scroll")
        s = act(s, Choose(seat=0, card=scroll), UseAction(seat=0, card=scroll))
        assert {o.card for o in options(s) if hasattr(o, "card")} == {card(s, "Batdrone"), card(s, "Doc Bookton")}
        refused(s, Choose(seat=0, card=card(s, "Dextre")), "KF-target")  # the owner's hand is not "your hand"
        s = act(s, Choose(seat=0, card=card(s, "Batdrone")), Choose(seat=0, card=card(s, "Doc Bookton")))
        assert s.players[0].archives == [card(s, "Batdrone"), card(s, "Doc Bookton")]
        assert s.players[1].archives == [scroll] and s.players[1].artifacts == []
