"""Destroyed: abilities of creatures destroyed at the same time are ordered by the active
player when the order can matter (KF-simultaneous), and Truebaru's Æmber is a cost paid
before it is played (KF-play-cost)."""

from kf_helpers import GAME, act, card, options, play, position, refused

from engine.games.keyforge.events import EndStep, PlayCard, ResolveFirst
from engine.games.keyforge.state import Flank
from engine.protocol import Decision


def _gateway(amber: int):
    """Seat 0 plays Gateway to Dis over its Dust Imp and seat 1's Grenade Snib."""
    s = position(house="Dis", seats=[dict(hand=["Gateway to Dis"], battleline=["Dust Imp"], amber=amber),
                                     dict(battleline=["Grenade Snib"])])
    return play(s, "Gateway to Dis")


def test_destroyed_abilities_of_creatures_destroyed_together_are_ordered_by_the_active_player():
    s = _gateway(0)
    pending = GAME.pending(s)
    assert isinstance(pending, Decision) and pending.rule == "KF-simultaneous" and pending.seat == 0
    imp, snib = card(s, "Dust Imp"), card(s, "Grenade Snib")
    imp_first = ResolveFirst(seat=0, card=imp, effect="destroyed", ability="CotA-083")
    snib_first = ResolveFirst(seat=0, card=snib, effect="destroyed", ability="CotA-034")
    assert set(options(s)) == {imp_first, snib_first}
    refused(s, ResolveFirst(seat=1, card=imp, effect="destroyed", ability="CotA-083"), "KF-seat")
    # Dust Imp pays 2 first, then the Snib takes them; the other way the Snib finds nothing
    assert act(GAME.clone(s), imp_first).players[0].amber == 0
    assert act(s, snib_first).players[0].amber == 2


def test_destroyed_abilities_that_commute_are_not_asked_about():
    s = _gateway(5)  # 5 + 2 - 2 either way
    assert isinstance(options(s)[-1], EndStep) and s.players[0].amber == 5


def test_truebaru_costs_three_before_it_is_played_and_cannot_be_played_without_them():
    s = position(house="Dis", seats=[dict(hand=["Truebaru"], amber=2), dict(battleline=["Pingle Who Annoys"])])
    refused(s, PlayCard(seat=0, card=card(s, "Truebaru"), flank=Flank.LEFT), "KF-play-cost")
    s = position(house="Dis", seats=[dict(hand=["Truebaru"], amber=3), dict(battleline=["Pingle Who Annoys"])])
    s = act(s, PlayCard(seat=0, card=card(s, "Truebaru"), flank=Flank.LEFT))
    # the cost is no effect of playing it: only Pingle reacts, nothing is left to order
    assert s.players[0].amber == 0 and s.inplay[card(s, "Truebaru")].damage == 1
    assert isinstance(options(s)[-1], EndStep)
