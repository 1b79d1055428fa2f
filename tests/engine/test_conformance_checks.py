"""The conformance suite's own checks catch what a plugin author may leave out: Pig
(tests/toygame.py) describes none of its decisions and names its seats P0, P1 in its views;
the same game with those two put right passes."""

from __future__ import annotations

from typing import Union

import msgspec
import pytest

from engine import conformance
from engine.events import FRAMEWORK_EVENTS
from tests.toygame import Hold, Pig, PigState, Roll


class DescribedRoll(Roll, tag="roll", frozen=True):
    """The active seat rolls the die."""


class DescribedHold(Hold, tag="hold", frozen=True):
    """The active seat banks its turn total; the turn passes."""


class NamedPigState(PigState):
    players: list[str] = []


class NamedPig(Pig):
    """Pig whose events are described and whose state keeps the genesis's players."""

    events = Union[tuple(FRAMEWORK_EVENTS) + (DescribedRoll, DescribedHold)]
    state_type = NamedPigState

    def start(self, genesis):
        return NamedPigState(scores=[0] * len(genesis.players), players=list(genesis.players))

    def view(self, s, seat):
        view = super().view(s, seat)
        for shown in view.seats:
            shown.player = s.players[shown.seat]
        return view


def test_an_event_without_a_description_fails_the_suite_and_names_it():
    with pytest.raises(AssertionError, match=r"\['Roll', 'Hold'\]"):
        conformance.test_every_event_type_and_field_is_described(Pig(), 2)
    conformance.test_every_event_type_and_field_is_described(NamedPig(), 2)
    doc = msgspec.json.schema(NamedPig.events)
    assert doc["$defs"]["DescribedRoll"]["description"] == "The active seat rolls the die."


@pytest.mark.parametrize("seats", [2, 3])
def test_a_view_naming_seats_otherwise_than_the_genesis_fails_the_suite(seats):
    with pytest.raises(AssertionError, match=r"view names \['P0', 'P1'"):
        conformance.test_views_name_the_players_and_each_event_is_told_in_one_line(Pig(), seats, 0)
    conformance.test_views_name_the_players_and_each_event_is_told_in_one_line(NamedPig(), seats, 0)


def test_an_event_told_in_two_lines_fails_the_suite():
    class Wordy(NamedPig):
        def describe(self, s, event):
            return "a die\nis rolled"

    with pytest.raises(AssertionError, match="describe gave"):
        conformance.test_views_name_the_players_and_each_event_is_told_in_one_line(Wordy(), 2, 0)


def test_a_genesis_naming_another_game_or_version_fails_the_suite():
    class Renamed(NamedPig):
        def genesis(self, *args, **kwargs):
            return msgspec.structs.replace(super().genesis(*args, **kwargs), game="pig-game")

    class Unversioned(NamedPig):
        def genesis(self, *args, **kwargs):
            return msgspec.structs.replace(super().genesis(*args, **kwargs), rules_version="PIG-0")

    conformance.test_the_genesis_names_the_game_its_rules_version_and_card_sets(NamedPig(), 2)
    with pytest.raises(AssertionError, match="names game 'pig-game'"):
        conformance.test_the_genesis_names_the_game_its_rules_version_and_card_sets(Renamed(), 2)
    with pytest.raises(AssertionError, match="'PIG-0' not offered"):
        conformance.test_the_genesis_names_the_game_its_rules_version_and_card_sets(Unversioned(), 2)
