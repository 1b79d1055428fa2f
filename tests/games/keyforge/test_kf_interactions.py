"""Interactions between cards of different houses that self-play found, each from a position."""

from kf_helpers import play, position


def test_bait_and_switch_stops_when_the_vaultkeeper_keeps_the_amber():
    """simulate keyforge -n 1000 --seed 5 looped for ever in match 627."""
    s = position(house="Shadows", seats=[dict(hand=["Bait and Switch"]),
                                         dict(battleline=["The Vaultkeeper"], amber=5)])
    s = play(s, "Bait and Switch")
    assert (s.players[0].amber, s.players[1].amber) == (0, 5)
