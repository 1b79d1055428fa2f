"""A position as `show --json` gives it (and `replay --json`, each step): omniscient, or as one
seat sees it. A seat gets its view and nothing that fingerprints or names the zones hidden from
it: no digest, no position (both hold every hand and deck)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.protocol import Over
from replays.history import MatchHistory
from replays.outcome import outcome_record


def position_record(history: MatchHistory, seq: int, state: Any, as_seat: int | None) -> dict:
    """The position after event `seq` (`state`) as `show --json` gives it to `as_seat` (None:
    the omniscient reviewer): the `position` shape of `matchlog schema --output position`."""
    game = history.game
    over = game.pending(state)
    out = {"match": history.match_id, "branch": history.branch, "seq": seq,
           "seed": history.genesis.seed or "unmarked",
           "outcome": (outcome_record(over, history.genesis.players, seq)
                       if isinstance(over, Over) else None),
           "luck": "table" if history.genesis.table_luck else "dealer",
           "view": msgspec.to_builtins(game.view(state, as_seat))}
    if as_seat is None:  # the digest fingerprints the hidden zones: not for a seat
        out["digest"] = game.digest(state)
        try:
            out["position"] = game.position(state)
        except NotImplementedError as refused:  # PositionUnavailable: this moment
            out["position"] = None
            out["position_unavailable"] = getattr(refused, "reason", None) or str(refused)
    return out
