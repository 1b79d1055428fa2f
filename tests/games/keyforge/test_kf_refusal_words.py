"""Refusals name cards and players as the log does ("P0 (seat 0)", "Troll"), never by number."""

from kf_helpers import card, position, refused

from engine.games.keyforge.events import EndStep, PlayCard


def _main_step():
    # P0 (seat 0) is active in Brobnar; Troll is in Bo's hand, Punch in Ada's
    return position(house="Brobnar", seats=[dict(hand=["Punch"]), dict(hand=["Troll"])])


def test_a_card_from_another_hand_is_named_with_the_player():
    s = _main_step()
    err = refused(s, PlayCard(seat=0, card=card(s, "Troll")), "KF-play-hand")
    assert err.message == "Troll is not in P0 (seat 0)'s hand"


def test_a_card_number_the_match_lacks_stays_a_number():
    s = _main_step()
    err = refused(s, PlayCard(seat=0, card=999), "KF-play-hand")
    assert err.message == "card 999 is not in P0 (seat 0)'s hand"


def test_the_wrong_seat_is_named_with_the_seat_asked():
    s = _main_step()
    err = refused(s, EndStep(seat=1), "KF-seat")
    assert err.message == "P1 (seat 1) acts while the match waits on P0 (seat 0)"
