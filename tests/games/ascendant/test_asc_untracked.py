"""The work stack's tasks, what the match waits for, an attack with its modifiers and rolls,
and the result are structs the cyclic GC does not track (gc=False, to make them cheaply).
That is safe only while none can reach itself again through its fields: each field holds
plain values (numbers, words, flags, enum members), lists of them, or such structs."""

from engine.games.ascendant import state as st
from engine.games.ascendant.tasks import TASKS
from tests.untracked_structs import cycle_risks

UNTRACKED = (*TASKS, st.Need, st.Mod, st.RollResult, st.Attack, st.Result)


def test_every_untracked_struct_holds_only_values_that_cannot_lead_back_to_it():
    assert len(UNTRACKED) == 18
    assert cycle_risks(UNTRACKED) == []


def test_the_states_that_hold_them_stay_tracked():
    """The state and its seats, which hold the lists that change, stay tracked: a cycle
    through them would still be found."""
    for cls in (st.State, st.TableState, st.SeatState):
        assert cls.__struct_config__.gc is True, cls.__name__
