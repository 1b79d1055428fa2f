"""Lasting effects: Lullaby, Silent Room, Calm Down, Jump Start."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers.events import Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Zone
from engine.protocol import Decision

BL, HAND, SCORE = Zone.BATTLE_LINE, Zone.HAND, Zone.SCORE_PILE
DECK = ["Jater", "Roxxy", "Anox", "Yearn", "Tessa", "Pokets"]


def test_lullaby_errata_stops_the_opponents_creatures_fighting_during_their_next_turn():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Lullaby"], deck=list(DECK)),
                        dict(battle_line=[("Roat", "Active")], hand=["Renegade"], deck=list(DECK))])
    played = act(s, PlayCard(seat=0, card=card(s, "Lullaby")))
    assert names(played, 0, SCORE) == ["Lullaby"]
    act(played, Fight(seat=0, attackers=[card(s, "Vix")], targets=[card(s, "Roat")]))  # not me
    theirs = act(played, EndStep(seat=0))
    assert theirs.active == 1
    roat, vix = card(s, "Roat"), card(s, "Vix")
    refused(theirs, Fight(seat=1, attackers=[roat], targets=[vix]), "AR-card-lullaby")
    assert not [o for o in options(theirs) if isinstance(o, Fight)]
    # the turn after, it is over
    later = act(theirs, PlayCard(seat=1, card=card(s, "Renegade"), end=End.LEFT), EndStep(seat=1),
                PlayCard(seat=0, card=card(theirs, "Jater", seat=0, zone=HAND), end=End.LEFT),
                EndStep(seat=0))
    assert Fight(seat=1, attackers=[roat], targets=[vix]) in options(later)


def test_silent_room_opponent_cannot_play_cards_next_turn_reveals_then_may_discard():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Silent Room", "Mature")],
                             hand=["Tessa"], deck=list(DECK)),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox", "Overcharge"], deck=list(DECK))])
    harvested = act(s, Harvest(seat=0, card=card(s, "Silent Room")))
    assert names(harvested, 0, SCORE) == ["Silent Room"]
    act(harvested, PlayCard(seat=0, card=card(s, "Tessa", zone=HAND), end=End.LEFT))  # not me
    theirs = act(harvested, PlayCard(seat=0, card=card(s, "Tessa", zone=HAND), end=End.LEFT), EndStep(seat=0))
    anox, over = card(s, "Anox", seat=1, zone=HAND), card(s, "Overcharge")
    refused(theirs, PlayCard(seat=1, card=anox, end=End.LEFT), "AR-card-silent-room")
    refused(theirs, PlayCard(seat=1, card=over), "AR-card-silent-room")
    assert set(theirs.revealed) == {anox, over}
    p = GAME.pending(theirs)
    assert isinstance(p, Decision) and EndStep(seat=1) in p.options
    assert Discard(seat=1, card=anox) in p.options
    assert Fight(seat=1, attackers=[card(s, "Roat")], targets=[card(s, "Vix")]) in p.options
    act(theirs, Discard(seat=1, card=anox), EndStep(seat=1))


def test_calm_down_stops_actions_during_the_opponents_next_turn_only():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Calm Down"], deck=list(DECK)),
                        dict(battle_line=[("Roat", "Active")], hand=["Anox", "Overcharge", "Hypervator"],
                             deck=list(DECK))])
    theirs = act(s, PlayCard(seat=0, card=card(s, "Calm Down")), EndStep(seat=0))
    refused(theirs, PlayCard(seat=1, card=card(s, "Overcharge")), "AR-card-calm-down")
    act(theirs, PlayCard(seat=1, card=card(s, "Anox", zone=HAND), end=End.RIGHT))
    act(theirs, PlayCard(seat=1, card=card(s, "Hypervator")))


def test_jump_start_the_next_card_played_enters_active_even_on_a_later_turn():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jump Start", "Anox", "Roxxy"],
                             deck=list(DECK)),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"], deck=list(DECK))])
    js = act(s, PlayCard(seat=0, card=card(s, "Jump Start")))
    assert names(js, 0, SCORE) == ["Jump Start"]
    anox, roxxy = card(s, "Anox", zone=HAND), card(s, "Roxxy", zone=HAND)
    one = act(js, PlayCard(seat=0, card=anox, end=End.LEFT), PlayCard(seat=0, card=roxxy, end=End.LEFT))
    assert one.card_state[anox] is CardState.ACTIVE and one.card_state[roxxy] is CardState.DORMANT
    act(one, Fight(seat=0, attackers=[anox], targets=[card(s, "Roat")]))
    refused(one, Fight(seat=0, attackers=[roxxy], targets=[card(s, "Roat")]), "AR-fight-dormant")
    # unused this turn: it waits for my next card, not my opponent's
    later = act(js, EndStep(seat=0), PlayCard(seat=1, card=card(s, "Yearn", zone=HAND), end=End.LEFT))
    assert later.card_state[card(s, "Yearn", zone=HAND)] is CardState.DORMANT
    mine = act(later, EndStep(seat=1), PlayCard(seat=0, card=anox, end=End.LEFT))
    assert mine.card_state[anox] is CardState.ACTIVE
