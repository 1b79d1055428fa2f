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


class BadPosition(ValueError):
    """Raised when a position file's fields that matchlog reads before the game does (the
    players, which give the seat count) are of the wrong shape."""


def position_in(obj: dict, source: str) -> dict:
    """The position a JSON object read from `source` holds: the object itself (a position),
    or the `position` of `show --json` output; its `players`, if given, a list of names."""
    pos = _position_in(obj, source)
    position_players(pos, source)
    check_numbers(pos, source)
    return pos


def check_numbers(pos: dict, source: str) -> None:
    """Refuse a written position holding a number no game can take (2**63 cards in a hand)."""
    from engine.jsontext import range_problem

    why = range_problem(pos)
    if why:
        raise BadPosition(f"{source}: {why}")


def position_players(pos: dict, source: str) -> list[str]:
    """The players a position names (none: []), read before the game reads the rest: the
    seat count comes from them."""
    players = pos.get("players")
    if players is not None and not (isinstance(players, list)
                                    and all(isinstance(p, str) for p in players)):
        raise BadPosition(f"{source}: `players` is a list of the players' names, not "
                          f"{msgspec.json.encode(players).decode()[:60]}")
    return list(players or [])


def _position_in(obj: dict, source: str) -> dict:
    if obj.get("position_unavailable"):  # `show --json` at a moment no position can hold
        later = obj.get("position_next")
        step = (f" (event {later} is the next that has one: `matchlog show MATCH --at {later} "
                "--json`)" if isinstance(later, int) and not isinstance(later, bool) else "")
        raise NoPosition(f"{source} holds no position: {obj['position_unavailable']}{step}")
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
            out["position_next"] = next_position(history, seq)
    return out


LOOK_AHEAD = 2000
"""How many events `next_position` folds on at most (a Sceptre turn takes a few dozen)."""


def next_position(history: MatchHistory, seq: int) -> int | None:
    """The first event after `seq` on the branch after which the game can write a position
    (the event a user steps to instead), or None when no later one within LOOK_AHEAD can."""
    last = min(history.head, seq + LOOK_AHEAD)
    if seq >= last:
        return None
    fold = history.fold_to(seq)
    for k in range(seq + 1, last + 1):
        fold.apply(history.event(k))
        try:
            history.game.position(fold.state)
        except NotImplementedError:
            continue
        return k
    return None
