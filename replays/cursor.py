"""A cursor over one branch: seek to any event, step forward and back.

Stepping forward folds one event. Stepping back refolds from the nearest in-memory
checkpoint (one every CHECKPOINT_EVERY events), so going back and forth through a long match
stays cheap without keeping a copy of every state.
"""

from __future__ import annotations

from typing import Any

from engine.fold import Fold

from replays.faults import engine_at
from replays.history import MatchHistory

CHECKPOINT_EVERY = 32


class Cursor:
    """A position in a branch's history: `seq` is the last event folded in."""

    def __init__(self, history: MatchHistory, seq: int = 0):
        self.history = history
        self._checkpoints: dict[int, bytes] = {}
        self._fold: Fold = history.fold_to(0)
        self._remember()
        self.seek(seq)

    @property
    def seq(self) -> int:
        return self._fold.seq

    @property
    def state(self) -> Any:
        return self._fold.state

    def seek(self, seq: int) -> Any:
        """Go to the state after event `seq` (clamped to the branch; negative counts back)."""
        target = self.history.clamp(seq)
        if target < self.seq:
            base = max(s for s in self._checkpoints if s <= target)
            self._fold = self.history.fold_to(0)
            self._fold.state = self.history.game.decode_state(self._checkpoints[base])
            self._fold.seq = base
        with engine_at(self.history, lambda: self.seq + 1, "folding"):
            while self.seq < target:
                self._fold.apply(self.history.event(self.seq + 1))
                if self.seq % CHECKPOINT_EVERY == 0:
                    self._remember()
        return self.state

    def step(self, n: int = 1) -> Any:
        return self.seek(self.seq + n)

    def back(self, n: int = 1) -> Any:
        return self.seek(max(0, self.seq - n))

    def _remember(self) -> None:
        self._checkpoints[self.seq] = self.history.game.encode_state(self._fold.state)
