"""Checks for structs an engine makes untracked by the cyclic GC (msgspec `gc=False`).

An untracked struct is cheaper to make and nothing for a collection to walk, but a reference
cycle through one is never freed. It is safe while each field holds plain values (numbers,
words, flags, enum members), lists or unions of them, or other untracked structs of the same
set: then nothing reachable from one can lead back to it.
"""

from __future__ import annotations

import enum
import types
import typing

import msgspec

_PLAIN = (int, str, bool, type(None), msgspec.UnsetType)
"""Types whose values lead to no object (`msgspec.UnsetType`: the one UNSET marker)."""


def _plain(tp, untracked: tuple[type, ...]) -> bool:
    if tp in _PLAIN or tp in untracked or (isinstance(tp, type) and issubclass(tp, enum.Enum)):
        return True
    if typing.get_origin(tp) in (list, typing.Union, types.UnionType):
        return all(_plain(a, untracked) for a in typing.get_args(tp))
    return False


def cycle_risks(untracked: tuple[type, ...]) -> list[str]:
    """`Class.field: type` for each field of these structs that could close a cycle, and
    `Class: tracked` for each one that is not gc=False after all; empty when all is safe."""
    risks = [f"{cls.__name__}: tracked" for cls in untracked if cls.__struct_config__.gc is not False]
    risks += [f"{cls.__name__}.{f.name}: {f.type}" for cls in untracked
              for f in msgspec.structs.fields(cls) if not _plain(f.type, untracked)]
    return risks
