"""A position as `show --json` gives it (and `replay --json`, each step): omniscient, or as one
seat sees it. A seat gets its view and nothing that fingerprints or names the zones hidden from
it: no digest, no position (both hold every hand and deck). And the position a file of that
output holds, for a new match (`new --position`)."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.protocol import Over
from replays.history import MatchHistory
from replays.outcome import outcome_record


class NoPosition(ValueError):
    """Raised when `show --json` output holds no position (a seat's view, or a moment no
    position can hold)."""


def position_in(obj: dict, source: str) -> dict:
    """The position a JSON object read from `source` holds: the object itself (a position),
    or the `position` of `show --json` output."""
    if obj.get("position_unavailable"):  # `show --json` at a moment no position can hold
        raise NoPosition(f"{source} holds no position: {obj['position_unavailable']}")
    if isinstance(obj.get("position"), dict) and "seats" not in obj:
        return obj["position"]
    if isinstance(obj.get("view"), dict) and "seats" not in obj:
        # `show --as SEAT --json`: a seat's view has no position (it leaves hidden cards out)
        seat = obj["view"].get("as_seat")
        raise NoPosition(f"{source} holds no position: it is `show --json` output"
                         + (f" as seat {seat}, whose view leaves out the cards hidden from it"
                            if seat is not None else "")
                         + "; `matchlog show MATCH --at N --json` without --as writes one")
    return obj


def game_named(saved: dict, game_id: str | None) -> str | None:
    """The game of a position file (a position, or `show --json` output): `game_id` when given,
    else the game the file names, else its view's; None when none names it."""
    view = saved.get("view")
    named = game_id or saved.get("game") or (view.get("game") if isinstance(view, dict) else None)
    return named if isinstance(named, str) else None


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
