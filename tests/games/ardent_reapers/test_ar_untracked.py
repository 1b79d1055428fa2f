"""The work stack's tasks, waits, triggers and lasting effects are structs the cyclic GC does not
track (gc=False, to make them cheaply): that is safe only while none can hold a reference back
to itself, so each field must hold plain values (numbers, words, flags, enum members), lists of
card numbers, or lists of such structs."""

import gc
import typing

import msgspec

from engine.games.ardent_reapers import state as st
from tests.untracked_structs import cycle_risks

UNTRACKED = (*typing.get_args(st.AnyTask), st.Need, st.Trigger, st.Effect)


def test_every_untracked_struct_holds_only_values_that_cannot_close_a_cycle():
    assert len(UNTRACKED) == 23
    assert cycle_risks(UNTRACKED) == []


def test_an_untracked_task_encodes_and_decodes_as_before():
    task = st.AskTask(seat=1, source=7, key="turp-discard", choices=[3, 4], picked=[3])
    assert not gc.is_tracked(task) and not gc.is_tracked(st.Need(st.NeedKind.CHOOSE, 1))
    data = msgspec.msgpack.encode(task)
    assert msgspec.msgpack.decode(data, type=st.AnyTask) == task
    assert msgspec.to_builtins(task) == {"task": "ask", "seat": 1, "source": 7, "key": "turp-discard",
                                         "choices": [3, 4], "optional": False, "picked": [3],
                                         "left": 1}
