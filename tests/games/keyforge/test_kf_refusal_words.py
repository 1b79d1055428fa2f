"""Refusals name cards and players as the log does ("P0 (seat 0)", "Troll"), never by number."""

from kf_helpers import GAME, act, card, options, position, refused

from engine.games.keyforge.events import EndStep, PlayCard, PlayUpgrade, Reap


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


# -- each option of the main step names the rule that allows it (the judge's "allowed by") -----

def test_the_main_steps_options_name_the_rule_behind_each():
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Troll"], battleline=["Krump"]),
                                         dict(battleline=["Bumpsy"])])
    by_kind = {}
    for o in options(s):
        by_kind.setdefault(type(o).__name__, set()).add(GAME.option_rule(s, o))
    assert by_kind == {"PlayCard": {"KF-play-1"}, "Discard": {"KF-discard-1"}, "Reap": {"KF-reap-1"},
                       "Fight": {"KF-fight-1"}, "EndStep": {"KF-end-step"}}
    assert all(r in GAME.rules for rules in by_kind.values() for r in rules)


def test_a_creature_of_another_house_is_used_under_the_effect_that_lets_it():
    """Mantle of the Zealot lets Troll (Brobnar) reap in a Sanctum turn: KF-any-house, not KF-reap-1."""
    s = position(house="Sanctum", seats=[dict(hand=["Mantle of the Zealot"], battleline=["Troll", "Krump"]), {}])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Mantle of the Zealot"), creature=card(s, "Troll")))
    reap = Reap(seat=0, card=card(s, "Troll"))
    assert reap in options(s) and GAME.option_rule(s, reap) == "KF-any-house"


def test_an_ability_s_choice_names_the_decision_s_rule():
    """Punch's target is asked under KF-target, for every creature offered."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch"]), dict(battleline=["Bumpsy", "Krump"])])
    s = act(s, PlayCard(seat=0, card=card(s, "Punch")))
    assert options(s) and {GAME.option_rule(s, o) for o in options(s)} == {"KF-target"}
