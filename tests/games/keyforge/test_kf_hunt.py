"""The seeded hunt (`kf_hunt.py`) on a few matches per rules version, and its invariants shown
to catch what they are for."""

import pytest

from kf_helpers import GAME, position

import kf_hunt


@pytest.mark.parametrize("version", sorted(GAME.rules_versions()))
def test_seeded_matches_keep_every_invariant_after_every_event(version):
    for number in range(4):
        assert kf_hunt.hunt(number, version) is None, (version, number)


@pytest.mark.parametrize("version", ["keyforge-12", "keyforge-11", "keyforge-10", "keyforge-9", "keyforge-8", "keyforge-7"])
def test_busy_seeded_matches_keep_every_invariant_after_every_event(version):
    for number in range(3):
        assert kf_hunt.hunt(number, version, busy=True) is None, (version, number)


def test_keyforge_7_match_88_of_the_hunt_leaves_a_pool_below_0_and_keyforge_8_does_not():
    """Sacrificial Altar plays Truebaru into a pool of 1 under keyforge-7 (as recorded)."""
    turn, bad = kf_hunt.hunt(88, "keyforge-7")
    assert bad == ["seat 1's Æmber pool is -2"] and turn.startswith("turn 30:")
    assert kf_hunt.hunt(88, "keyforge-8") is None


def test_the_invariants_name_a_negative_pool_and_a_card_in_two_places():
    s = position(house="Dis", seats=[dict(hand=["Troll"]), {}])
    assert kf_hunt.broken(s) == []
    s.players[1].amber = -1
    s.players[0].discard.append(s.players[0].hand[0])
    assert kf_hunt.broken(s) == ["seat 1's Æmber pool is -1", "card 0 (CotA-048) is in 2 places"]


def test_the_settled_step_invariant_names_a_creature_left_alive_past_its_power():
    """Mushroom Man (1 key forged: 8 power, 7 damage) sees its player forge the second key: under
    keyforge-9 it is still in play once the main step waits (the invariant names it); under
    keyforge-10 the forge step destroyed it. The invariant holds from keyforge-10 on only."""
    from engine.games.keyforge.cards import House
    from engine.games.keyforge.events import ChooseHouse
    from kf_helpers import act, older
    spec = dict(start="turn", seats=[dict(amber=6, keys=1, houses=["Untamed", "Brobnar", "Dis"],
                                          battleline=[{"card": "Mushroom Man", "damage": 7}]), {}])
    s = act(position(**spec), ChooseHouse(seat=0, house=House.UNTAMED))
    assert kf_hunt.broken(s) == [] and s.players[0].battleline == []
    game, old_position, old_act = older("keyforge-9")
    s = old_act(old_position(**spec), ChooseHouse(seat=0, house=House.UNTAMED))
    assert kf_hunt.settled(s) == ["Mushroom Man is alive with 7 damage on 5 power"]
    assert kf_hunt.broken(s) == []  # (keyforge-9's states are not held to it)


def test_the_version_diff_finds_where_keyforge_10_parts_from_keyforge_9_and_nowhere_else():
    """kf_diff refolds seeded self-play of keyforge-10 under keyforge-9 (decks drawn from every
    card the engine plays, this suite's keyword-only test cards too): match 64 parts where
    Special Delivery's purge no longer keeps Bad Penny (KF-destroyed-first), match 326 where
    Stealer of Souls, killed by Phoenix Heart's damage, gains nothing (KF-after-kill); match 0
    does not part, nor does keyforge-10 against itself."""
    import kf_diff
    assert kf_diff.compare(64).startswith("event 34 (turn 8): after Choose(")
    assert kf_diff.compare(326).startswith("event 60 (turn 15): after Fight(")
    assert kf_diff.compare(0) is None
    assert kf_diff.compare(64, old="keyforge-10") is None


def test_the_version_diff_finds_where_keyforge_11_parts_from_keyforge_10():
    """Refolded under keyforge-10, seeded keyforge-11 match 14 parts where King of the Crag kills
    Quixo the "Adventurer" wearing Armageddon Cloak: the Cloak saved it, so keyforge-11 does not
    count it as died fighting (KF-after-kill); match 0 does not part. (A creature's own count of
    uses, which keyforge-11 keeps only while it stays in play, is left out of the comparison.)"""
    import kf_diff
    assert kf_diff.compare(14, new="keyforge-11", old="keyforge-10").startswith("event 88 (turn 18): after Fight(")
    assert kf_diff.compare(0, new="keyforge-11", old="keyforge-10") is None


def test_the_control_invariant_names_a_hold_that_outlived_its_creature():
    """keyforge-11's `held` invariant (KF-control): under keyforge-10 the hold of seat 0's Harland
    Mindlock on seat 1's Dust Imp outlives the Imp's return to hand, and once seat 1 plays it again
    the hold names a creature seat 1 controls; keyforge-11 ends the hold as the Imp leaves play."""
    from kf_helpers import act, older
    from engine.games.keyforge.events import PlayCard
    from engine.games.keyforge.state import Flank
    _, old_position, old_act = older("keyforge-10")
    s, imp = _hold_then_fear(old_position, old_act)
    assert kf_hunt.held(s) == ["a hold names Dust Imp, which is not in play"]
    s = old_act(s, PlayCard(seat=1, card=imp, flank=Flank.LEFT))
    assert kf_hunt.held(s) == ["Dust Imp is in seat 1's battleline, its control says seat 0"]
    s, imp = _hold_then_fear(position, act)
    assert kf_hunt.held(s) == [] and kf_hunt.held(act(s, PlayCard(seat=1, card=imp, flank=Flank.LEFT))) == []


def _hold_then_fear(pos, act_):
    """Seat 0's Harland Mindlock takes seat 1's Dust Imp; seat 1's Fear returns it to hand."""
    from engine.games.keyforge.cards import House
    from engine.games.keyforge.events import Choose, ChooseHouse, ChooseOption, EndStep, PlayCard
    from engine.games.keyforge.state import Flank
    from kf_helpers import card
    s = pos(house="Logos", seats=[dict(hand=["Harland Mindlock"], deck=["Brain Eater"] * 8),
                                  dict(hand=["Fear"], battleline=["Dust Imp", "Pit Demon"], deck=["Bumpsy"] * 8,
                                       houses=["Dis", "Brobnar", "Logos"])])
    imp = card(s, "Dust Imp")
    s = act_(s, PlayCard(seat=0, card=card(s, "Harland Mindlock"), flank=Flank.RIGHT), Choose(seat=0, card=imp),
             ChooseOption(seat=0, option="left"), EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS),
             PlayCard(seat=1, card=card(s, "Fear")), Choose(seat=1, card=imp))
    return s, imp
