"""Reaper's tasks and a fight's hits are structs the cyclic GC does not track (gc=False, to
make them cheaply): safe only while none can reach itself again through its fields."""

from engine.games.reaper import tasks as T
from tests.untracked_structs import cycle_risks


def test_every_untracked_task_holds_only_values_that_cannot_lead_back_to_it():
    assert len(T.TASKS) == 14
    assert cycle_risks((*T.TASKS, T.Hit)) == []
