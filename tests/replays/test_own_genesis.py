"""A game whose genesis names another id or a rules version it does not offer is a bug in that
game: `new` and `simulate` refuse to record its match (exit 3), where they stored one that no
command could read back ("recorded with game 'pig-game', which is not installed here")."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.registry import register
from replays.faults import EngineFault
from replays.record import create_match
from replays.simulate import simulate
from tests.toygame import Pig


class MisnamedPig(Pig):
    id = "pig-misnamed"

    def genesis(self, *args, **kwargs):  # a plugin renamed in its entry point, not its genesis
        return msgspec.structs.replace(super().genesis(*args, **kwargs), game="pig")


class UnversionedPig(Pig):
    id = "pig-unversioned"

    def genesis(self, *args, **kwargs):
        made = super().genesis(*args, **kwargs)
        return msgspec.structs.replace(made, game=self.id, rules_version="PIG-0")


@pytest.fixture(autouse=True)
def _registered():
    for game in (MisnamedPig(), UnversionedPig()):
        register(game)


def test_new_refuses_a_genesis_naming_another_game_and_stores_nothing(ledger):
    with pytest.raises(EngineFault) as err:
        create_match(ledger, "pig-misnamed", ["Ada", "Bo"], [[], []], dealer.seed_from_number(1))
    assert "the genesis names game 'pig', not its id 'pig-misnamed'" in str(err.value)
    # the toy is a plugin (its class is not in matchlog's engine package): its bug, not matchlog's
    assert str(err.value).startswith("bug in the pig-misnamed engine (PIG-1), a plugin (class "
                                     "tests.replays.test_own_genesis.MisnamedPig), not in "
                                     "matchlog: it failed making a genesis for a new match")
    assert ledger.list_matches() == []


def test_simulate_refuses_a_genesis_naming_a_rules_version_the_game_does_not_offer(ledger):
    with pytest.raises(EngineFault, match="rules version 'PIG-0', which it does not offer"):
        simulate(ledger, "pig-unversioned", 2, seed=1)
    assert ledger.list_matches() == []


def test_a_genesis_of_its_own_id_and_version_records(ledger):
    assert simulate(ledger, "pig", 2, seed=1) == [1, 2]
    assert create_match(ledger, "pig", ["Ada", "Bo"], [[], []], dealer.seed_from_number(1)) == 3
