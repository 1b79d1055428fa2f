"""The destruction check after every event and ability (`damage.sweep`, KF-destroy-1) passes
over a state it found all alive while nothing since could change that (`alive.SWEPT.all_live`):
such a skipped sweep must be one a full sweep would agree with, and every change that can
make a creature die must make the next sweep look again."""

from __future__ import annotations

import sys

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.games.keyforge import alive, damage
from engine.games.keyforge.cards import House
from engine.games.keyforge.events import ChooseHouse, ChooseOption, Choose, Discard, EndStep, Fight, UseOmni
from replays.simulate import default_decks
from tests.selfplay_states import played_states

from kf_helpers import GAME, act, card, in_play, older, play, position, refused


def _sweep_modules():
    """Every KeyForge module that calls the sweep by the name it imported."""
    return [m for name, m in sys.modules.items()
            if name.startswith("engine.games.keyforge") and getattr(m, "sweep", None) is damage.sweep]


@pytest.mark.parametrize("version,n", [("keyforge-8", 6), ("keyforge-8", 7),
                                       ("keyforge-7", 0), ("keyforge-7", 1), ("keyforge-7", 2),
                                       ("keyforge-6", 3), ("keyforge-5", 4), ("keyforge-4", 5)])
def test_a_skipped_sweep_is_one_a_full_sweep_finds_nothing_to_destroy_in(version, n, monkeypatch):
    """At every sweep of a seeded self-play match that is passed over, a copy of the state (a
    new object: swept in full) loses no creature either."""
    game = GAME.for_rules(version)
    full = damage.sweep
    seen = {"skipped": 0, "full": 0, "hurt only": 0}

    def checked(state):
        if state is alive.SWEPT.all_live or state is alive.SWEPT.hurt_in:
            skipped = state is alive.SWEPT.all_live
            seen["skipped" if skipped else "hurt only"] += 1
            marks = alive.marks()
            copy = game.decode_state(game.digest_and_bytes(state)[1])
            expected = full(copy)  # a new object: swept in full
            alive.put_marks(marks)  # as if the copy had not been looked at
            if skipped:
                assert expected == [], "a skipped sweep would have destroyed a creature"
            found = full(state)
            assert found == expected, "a sweep of the creatures hurt since differs from a full one"
            return found
        seen["full"] += 1
        return full(state)

    for module in _sweep_modules():
        monkeypatch.setattr(module, "sweep", checked)
    decks = default_decks(game, 31_000 + n)
    seed = dealer.seed_from_number(n, "kf-sweep-skip")
    genesis = game.genesis(["Ada", "Bo"], decks, dealer.commitment(seed), game.selfplay_options())
    agents = [RandomAgent(dealer.seed_from_number(n, f"kf-sweep-skip{s}")) for s in range(2)]
    for state in played_states(game, genesis, seed, agents):  # each event folds a sweep
        if game.turn(state) > 40:
            break
    assert seen["skipped"] > 0 and seen["full"] > 0  # both kinds came up
    SEEN[(version, n)] = seen["hurt only"]


SEEN: dict = {}


def test_sweeps_of_the_creatures_hurt_since_came_up_in_the_matches_above():
    """(Run after the parametrized test above, in file order.)"""
    assert sum(SEEN.values()) > 0


def test_damage_after_an_all_alive_sweep_is_checked_on_the_creatures_it_hurt():
    """After a discard's sweep finds all alive, Punch deals 3 damage to Troll (8 power): the
    sweep after it looks at Troll alone (`alive.SWEPT.hurt_in`), finds it alive and marks the state
    all alive again. Krump (6 power) then fights Troll: 3 + 6 damage on Troll, 8 on Krump, and
    the sweep destroys both (KF-destroy-1), the untouched Bumpsy stays."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Anger"], battleline=["Krump"]),
                                         dict(battleline=["Troll", "Bumpsy"])])
    s = act(s, Discard(seat=0, card=card(s, "Anger")))
    assert alive.SWEPT.all_live is s
    s = play(s, "Punch")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 3 and in_play(s) == ["Krump", "Troll", "Bumpsy"]
    assert alive.SWEPT.all_live is s  # the hurt creature alone was looked at, and lives
    s = act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Troll")))
    assert in_play(s) == ["Bumpsy"]  # 9 damage on 8 power, 8 on 6 (KF-destroy-1)
    assert card(s, "Troll") in s.players[1].discard and card(s, "Krump") in s.players[0].discard
    refused(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Bumpsy")), "KF-use-1")


def test_a_position_that_starts_with_a_creature_at_lethal_damage_loses_it_at_the_first_sweep():
    s = position(house="Logos", seats=[dict(hand=["Dextre", "Batdrone"], battleline=["Troll"]),
                                       dict(battleline=[{"card": "Dextre", "damage": 3}, "Krump"])])
    assert in_play(s) == ["Troll", "Dextre", "Krump"]  # built as described, not swept yet
    s = act(s, Discard(seat=0, card=card(s, "Batdrone")))
    assert in_play(s) == ["Troll", "Krump"]  # 3 damage on 3 power (KF-destroy-1)


def test_a_creature_kept_alive_by_a_friendly_aura_dies_when_taken_by_the_other_side():
    """Dextre (3 power, 3 damage) lives on Banner of Battle's +1 while friendly; once Harland
    Mindlock takes it, it is no longer friendly to the Banner and is destroyed at the next
    sweep, though the state was swept all alive just before (the change of sides clears that)."""
    s = position(house="Logos", seats=[dict(hand=["Harland Mindlock"], battleline=["Troll"]),
                                       dict(artifacts=["Banner of Battle"],
                                            battleline=[{"card": "Dextre", "damage": 3}])])
    s = play(s, "Harland Mindlock")
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))  # the enemy flank creature to take
    assert alive.SWEPT.all_live is s  # swept all alive after the play, Dextre still across
    s = act(s, ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Troll", "Harland Mindlock"]  # taken, then destroyed: 3 damage, 3 power
    assert card(s, "Dextre") in s.players[1].deck + s.players[1].discard


def test_a_card_entering_play_that_lowers_power_makes_the_next_sweep_look_again():
    """Troll (8 power, 6 damage) lives through the sweep after a discard; King of the Crag
    entering play gives it -2 (an enemy Brobnar creature): it is destroyed at once."""
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag", "Punch"]),
                                         dict(battleline=[{"card": "Troll", "damage": 6}, "Krump"])])
    s = act(s, Discard(seat=0, card=card(s, "Punch")))
    assert alive.SWEPT.all_live is s and in_play(s) == ["Troll", "Krump"]
    s = play(s, "King of the Crag")
    assert in_play(s) == ["King of the Crag", "Krump"]  # 6 damage on 8 - 2 power (KF-destroy-1)


def test_an_aura_leaving_play_makes_the_next_sweep_look_again():
    """Dextre (3 power, 3 damage) lives on Banner of Battle's +1; when Gorm of Omm destroys
    the Banner, Dextre is destroyed at the next sweep."""
    s = position(house="Sanctum", seats=[dict(artifacts=["Gorm of Omm"], hand=["Staunch Knight"]),
                                         dict(artifacts=["Banner of Battle"],
                                              battleline=[{"card": "Dextre", "damage": 3}])])
    s = act(s, Discard(seat=0, card=card(s, "Staunch Knight")))
    assert alive.SWEPT.all_live is s and in_play(s) == ["Dextre"]
    s = act(s, UseOmni(seat=0, card=card(s, "Gorm of Omm")))
    s = act(s, Choose(seat=0, card=card(s, "Banner of Battle")))
    assert in_play(s) == []  # Dextre lost the Banner's +1
    assert s.players[0].artifacts == [] and s.players[1].artifacts == []  # Gorm sacrificed too


def test_a_card_put_into_play_that_lowers_power_makes_the_next_sweep_look_again():
    """Overlord Greking (7 + Blood of Titans' 5) kills King of the Crag and puts it into play
    on its own side (not a play: `enter_play`). The King now gives seat 1's Brobnar creatures
    -2, so Krump (6 power, 4 damage) is destroyed at the next sweep, though the state was swept
    all alive just before."""
    s = position(house="Dis", seats=[dict(battleline=[{"card": "Overlord Greking", "upgrades": ["Blood of Titans"]}]),
                                     dict(battleline=["King of the Crag", {"card": "Krump", "damage": 4}])])
    s = act(s, Fight(seat=0, attacker=card(s, "Overlord Greking"), defender=card(s, "King of the Crag")))
    assert alive.SWEPT.all_live is s and in_play(s) == ["Overlord Greking", "Krump"]
    s = act(s, ChooseOption(seat=0, option="left"))  # the King's flank
    assert in_play(s) == ["King of the Crag", "Overlord Greking"]  # 4 damage on 6 - 2 power (KF-destroy-1)
    assert card(s, "Krump") in s.players[1].discard


def test_a_damaged_creature_with_a_power_rule_of_its_own_and_no_upgrade_keeps_the_sweep_looking():
    """As below, without the upgrade: Mushroom Man (6 damage) lives on 9 power while its side
    has 1 key, and dies at the first sweep after its side forges the second: from keyforge-10
    on the forge step sweeps once it forged (KF-destroy-1); keyforge-9 swept only at the next
    event that did."""
    for version, dies_at_forge in (("keyforge-10", True), ("keyforge-9", False)):
        game, pos, fold = older(version)
        s = pos(house="Untamed", seats=[dict(hand=["Dust Pixie"]),
                                        dict(keys=1, amber=6, hand=["Dust Pixie"],
                                             battleline=[{"card": "Mushroom Man", "damage": 6}])])
        s = fold(s, Discard(seat=0, card=card(s, "Dust Pixie", seat=0)))  # a sweep: all alive
        assert in_play(s) == ["Mushroom Man"] and alive.SWEPT.all_live is not s
        s = fold(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED))
        assert s.players[1].keys == 2 and in_play(s) == ([] if dies_at_forge else ["Mushroom Man"])
        s = fold(s, Discard(seat=1, card=card(s, "Dust Pixie", seat=1)))
        assert in_play(s) == []  # 6 damage on 3 + 3 power (KF-destroy-1)


def test_an_undamaged_creature_with_a_power_rule_of_its_own_keeps_the_sweep_looking():
    """Tireless Crocag is destroyed when the opponent has no creature in play: a sweep that
    finds it alive leaves no mark, so when Fear returns the last enemy creature to hand
    (nothing dealt, no power changed) the next sweep destroys it."""
    s = position(house="Dis", seats=[dict(hand=["Fear", "Truebaru"], battleline=["Tireless Crocag"]),
                                     dict(battleline=["Dextre"])])
    s = act(s, Discard(seat=0, card=card(s, "Truebaru")))  # a sweep: all alive
    assert in_play(s) == ["Tireless Crocag", "Dextre"] and alive.SWEPT.all_live is not s
    s = play(s, "Fear")
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))
    assert in_play(s) == [] and s.players[1].hand == [card(s, "Dextre")]
    assert card(s, "Tireless Crocag") in s.players[0].discard


def test_a_creature_with_a_power_rule_of_its_own_keeps_the_next_sweep_looking():
    """Mushroom Man (3 power, +3 per key its controller has not forged) with 6 damage and an
    upgrade lives on 9 power while its side has 1 key; forging the second key at the start
    of its turn takes it to 6, and the next sweep destroys it, though nothing was dealt: from
    keyforge-10 on the forge step's own sweep (KF-destroy-1), under keyforge-9 the next event's."""
    for version, dies_at_forge in (("keyforge-10", True), ("keyforge-9", False)):
        game, pos, fold = older(version)
        s = pos(house="Untamed", seats=[dict(hand=["Dust Pixie"]),
                                        dict(keys=1, amber=6, hand=["Dust Pixie"],
                                             battleline=[{"card": "Mushroom Man", "damage": 6,
                                                          "upgrades": ["Way of the Wolf"]}])])
        s = fold(s, Discard(seat=0, card=card(s, "Dust Pixie", seat=0)))  # a sweep: all alive
        assert in_play(s) == ["Mushroom Man"]
        s = fold(s, EndStep(seat=0))
        assert s.players[1].keys == 2 and in_play(s) == ([] if dies_at_forge else ["Mushroom Man"])
        s = fold(s, ChooseHouse(seat=1, house=House.UNTAMED))
        s = fold(s, Discard(seat=1, card=card(s, "Dust Pixie", seat=1)))
        assert in_play(s) == []  # 6 damage on 3 + 3 power (KF-destroy-1)


def test_a_sweep_that_destroys_marks_the_creatures_left_alive():
    """Dextre at 3 damage (3 power) is destroyed by the sweep after a discard; Troll and Krump,
    undamaged, live: the state is marked all alive as the sweep returns, so the sweep after
    the destruction passes over it instead of looking at every creature again."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch"], battleline=["Troll"]),
                                         dict(battleline=[{"card": "Dextre", "damage": 3}, "Krump"])])
    assert damage.sweep(s) == [card(s, "Dextre")]
    assert in_play(s) == ["Troll", "Krump"]
    assert alive.SWEPT.all_live is s


def test_an_aura_destroyed_by_a_sweep_makes_the_next_sweep_look_again():
    """Niffle Queen (6 power, 6 damage) dies at a sweep; Niffle Ape (3 power, 4 damage) lived
    on her +1 for a Beast and +1 for a Niffle. Under keyforge-10 her leaving clears the mark the
    sweep left, so the next sweep destroys the Ape (KF-destroy-1); from keyforge-11 on the
    sweep that destroyed her, with nothing her destruction set off left to resolve, looks again
    at once and destroys the Ape too."""
    spec = dict(house="Untamed", seats=[dict(hand=["Dust Pixie"]),
                                        dict(battleline=[{"card": "Niffle Queen", "damage": 6},
                                                         {"card": "Niffle Ape", "damage": 4}])])
    _, old_position, old_act = older("keyforge-10")
    s = old_position(**spec)
    assert damage.sweep(s) == [card(s, "Niffle Queen")]
    assert in_play(s) == ["Niffle Ape"] and alive.SWEPT.all_live is not s
    s = old_act(s, Discard(seat=0, card=card(s, "Dust Pixie")))
    assert in_play(s) == []  # 4 damage on 3 power
    assert card(s, "Niffle Ape") in s.players[1].discard
    s = position(**spec)
    assert damage.sweep(s) == [card(s, "Niffle Queen"), card(s, "Niffle Ape")] and in_play(s) == []


def test_a_copy_for_trying_orders_takes_over_the_sweeps_mark_and_still_sees_a_death():
    """A copy decoded from a state found all alive (as `order` tries the orders of effects on
    copies) takes the mark over (`copied_marks`): its first sweep passes over it; damage dealt
    to the copy then makes its sweep look at the creature hurt and destroy it (KF-destroy-1),
    and the state itself keeps its creatures and, once the marks are put back, its mark."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Anger"], battleline=["Krump"]),
                                         dict(battleline=["Troll", "Bumpsy"])])
    s = act(s, Discard(seat=0, card=card(s, "Anger")))
    kept = alive.marks()
    assert kept[0] is s
    copy = GAME.decode_state(GAME.encode_state(s))
    alive.put_marks(alive.copied_marks(kept, s, copy))
    assert alive.SWEPT.all_live is copy and damage.sweep(copy) == []
    damage.deal_damage(copy, card(copy, "Bumpsy"), 5)
    assert damage.sweep(copy) == [card(copy, "Bumpsy")]
    assert in_play(copy) == ["Krump", "Troll"] and in_play(s) == ["Krump", "Troll", "Bumpsy"]
    alive.put_marks(kept)
    assert alive.SWEPT.all_live is s
