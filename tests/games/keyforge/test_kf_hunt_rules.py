"""Rules hunt: edges of the rules text and keyteki's card specs that no test held yet, each from
a declarative position, a decision, the resulting state and the refusal of the illegal
alternative with its rule id."""

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.events import ChooseOption


# -- Dance of Doom: "choose a number" is any number (KF-choose-one) ---------------------------

def test_dance_of_doom_may_name_a_number_no_creature_has_and_then_destroys_nothing():
    """keyteki's spec names 0 when no creature has that power: nothing is destroyed. With only
    its own creatures in play the player is not forced to destroy one of them."""
    s = position(house="Dis", seats=[dict(hand=["Dance of Doom"], battleline=["Troll", "Krump"]), dict()])
    s = play(s, "Dance of Doom")
    assert [o.option for o in options(s)] == ["6", "8", "9"]  # the powers, and one above them
    for bad in ("-1", "07", "+6", "six", ""):
        refused(s, ChooseOption(seat=0, option=bad), "KF-target")
    after = act(GAME.clone(s), ChooseOption(seat=0, option="0"))
    assert in_play(after) == ["Troll", "Krump"] and after.players[0].discard == [card(after, "Dance of Doom")]
    after = act(s, ChooseOption(seat=0, option="5"))
    assert in_play(after) == ["Troll", "Krump"]


def test_dance_of_doom_destroys_each_creature_of_the_number_on_both_sides():
    s = position(house="Dis", seats=[dict(hand=["Dance of Doom"], battleline=["Krump", "Urchin"]),
                                     dict(battleline=["Valdr", "Dew Faerie", "Mooncurser"])])
    s = act(play(s, "Dance of Doom"), ChooseOption(seat=0, option="1"))
    assert in_play(s) == ["Krump", "Valdr", "Dew Faerie"]
    assert names(s, s.players[1].discard) == ["Mooncurser"]
