"""Agents choose among the legal options of a Decision: the same list auditing uses.

Agents are not engines: they may hold state, but the seeded one derives its picks the way
the dealer does (HMAC, not `random`), so a simulation is the same on every Python.
"""

from __future__ import annotations

from typing import Protocol

from engine import dealer
from engine.events import Event
from engine.protocol import Decision


class Agent(Protocol):
    def choose(self, decision: Decision) -> Event: ...


class RandomAgent:
    """Picks a uniformly random legal option, reproducibly from its seed."""

    def __init__(self, seed: bytes):
        self._seed = seed
        self._k = 0

    def choose(self, decision: Decision) -> Event:
        i = dealer.choose(self._seed, self._k, len(decision.options))
        self._k += 1
        return decision.options[i]


class ScriptedAgent:
    """Plays a fixed script of option numbers (0-based) or events, in order."""

    def __init__(self, script: list[int | Event]):
        self._script = list(script)

    def choose(self, decision: Decision) -> Event:
        if not self._script:
            raise LookupError("the script has no more decisions")
        step = self._script.pop(0)
        return decision.options[step] if isinstance(step, int) else step
