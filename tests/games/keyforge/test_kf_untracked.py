"""The work stack's tasks, lasting effects and the records of cards in play are structs the
cyclic GC does not track (gc=False, to make and free them cheaply). That is safe only while
none can reach itself again through its fields: each holds plain values (numbers, words,
flags, enum members, UNSET), lists of them, or such structs."""

from engine.games.keyforge import state as st
from engine.games.keyforge import tasks as T
from engine.kit import Task
from tests.untracked_structs import cycle_risks

TASKS = tuple(c for c in vars(T).values() if isinstance(c, type) and issubclass(c, Task) and c is not Task)
UNTRACKED = (*TASKS, st.Effect, st.InPlay)


def test_every_untracked_struct_holds_only_values_that_cannot_lead_back_to_it():
    assert len(TASKS) == 21  # every task type of tasks.py (AnyTask names them all)
    assert set(TASKS) == set(T.AnyTask.__args__)
    assert cycle_risks(UNTRACKED) == []


def test_a_struct_holding_the_state_or_a_dict_would_be_refused():
    """The check itself: a field that could lead back (the state, a dict) is named."""
    assert cycle_risks((st.Player,)) == ["Player: tracked"]
    assert "State: tracked" in cycle_risks((st.State,))
    assert any(r.startswith("State.used_names") for r in cycle_risks((st.State,)))


def test_the_state_and_the_players_stay_tracked():
    """They hold the dicts and lists that change: a cycle through them would still be found."""
    for cls in (st.State, st.Player):
        assert cls.__struct_config__.gc is True, cls.__name__
