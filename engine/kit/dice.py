"""Dice as dealer draws: a die with N faces is a Chance of size N, outcome k shows face k + 1.

A recorded die roll is the dealer's int below N (like any other chance outcome), so dice need
no new event type and a revealed seed re-derives every roll.
"""

from __future__ import annotations

import functools

from engine.protocol import Chance


def die(faces: int, why: str, kind: str = "") -> Chance:
    """The Chance of rolling one die with `faces` faces (kind `d<faces>` unless named)."""
    return Chance(kind=kind or f"d{faces}", size=faces, why=why, labels=list(_labels(faces)))


@functools.cache
def _labels(faces: int) -> tuple[str, ...]:
    """A die's faces in words, "1" to "N": worked out once per size (a fold asks at every roll);
    each Chance gets its own list of them."""
    return tuple(str(f) for f in range(1, faces + 1))


def face(outcome: int) -> int:
    """The face a die shows for a recorded outcome (outcome 0 is face 1)."""
    return int(outcome) + 1


def outcome_of(face_shown: int) -> int:
    """The recorded outcome for a face a person read off a die (face 1 is outcome 0)."""
    return int(face_shown) - 1
