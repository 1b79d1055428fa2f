"""How a match ended, told in one way by every command (matches, show, log, replay, play,
options, audit): "<player> wins: <reason>" or "a draw: <reason>"."""

from __future__ import annotations

import re
from typing import Any, Sequence

from engine.protocol import Game, Over
from ledger import Ledger


def outcome_text(over: Over, players: Sequence[str]) -> str:
    """The end in words, naming the winner by the player's name."""
    who = "a draw" if over.winner is None else f"{_name(players, over.winner)} wins"
    return f"{who}: {over.reason}" if over.reason else who


def outcome_record(over: Over, players: Sequence[str], seq: int) -> dict[str, Any]:
    """The end as JSON (the shape every command prints, and the one the ledger caches)."""
    return {"winner": None if over.winner is None else _name(players, over.winner),
            "seat": over.winner, "reason": over.reason, "rule": over.rule, "scores": over.scores,
            "seq": seq, "text": outcome_text(over, players)}


_BARE_SEAT = re.compile(r"(?<!\()\bseat \d+\b")


def may_be_retold(record: dict[str, Any] | None) -> bool:
    """Whether a noted outcome may be in an earlier build's words: its reason names a seat by
    its number alone ("seat 2 is the last one standing"), where every game now names a
    player with its seat ("Cy (seat 2)", as `seat_name`). Only then does a listing load the
    game to retell it: loading an engine costs more than listing a page (0.2 s of CPU for a
    page of all five games' matches became 0.6 s when each was loaded)."""
    reason = record.get("reason") if record else None
    return isinstance(reason, str) and _BARE_SEAT.search(reason) is not None


def retold(record: dict[str, Any] | None, game: Game | None,
           players: Sequence[str]) -> dict[str, Any] | None:
    """A noted outcome (`outcome_record` as the ledger cached it, in the words of the build
    that recorded the match) with its reason and text in `game`'s words of today
    (`Game.retell_reason`), for listings that read the cache instead of folding the match.
    The ledger's row is not touched. No game (not installed): the words as noted."""
    if not record or game is None or not isinstance(record.get("reason"), str):
        return record
    reason = game.retell_reason(record["reason"], players)
    if reason == record["reason"]:
        return record
    winner = record.get("winner")
    who = "a draw" if winner is None else f"{winner} wins"
    return {**record, "reason": reason, "text": f"{who}: {reason}" if reason else who}


def retold_text(text: str, game: Game, players: Sequence[str]) -> str:
    """An outcome's text as `outcome_text` wrote it in an earlier build ("Cy wins: seat 2 is
    the last one standing", "a draw: <reason>") with its reason in `game`'s words of today
    (`Game.retell_reason`), as `retold` tells a noted record; the winner's words are kept.
    A text of another shape (no reason, "in progress") is returned as it is."""
    for who in ("a draw", *(f"{_name(players, s)} wins" for s in range(len(players)))):
        if text.startswith(who + ": "):
            return f"{who}: {game.retell_reason(text[len(who) + 2:], players)}"
    return text


def match_summary(m) -> dict:
    """A match as listed (`matches --json`; `m` a ledger's MatchInfo): the `match` shape of
    `schema --output match`. The outcome is the one noted when the match was recorded, told
    in the words its game gives it today (`show` folds the match and says the same)."""
    players = m.meta.get("players", [])
    outcome = retold(m.outcome, _game_of(m.game), players) if may_be_retold(m.outcome) else m.outcome
    status = "over" if outcome or m.last_kind == "reveal" else "in progress"
    return {"match": m.id, "game": m.game, "players": players,
            "events": m.head + 1, "head": m.head, "branches": m.branches, "created": m.created_at,
            "status": status, "outcome": outcome}


def _game_of(game_id: str) -> Game | None:
    """The installed engine of a game id, or None (a listing names a match it cannot fold)."""
    from engine.registry import UnknownGame, get_game

    try:
        return get_game(game_id)
    except UnknownGame:
        return None


def note_outcome(ledger: Ledger, match_id: int, branch: str, game: Game, state: Any, seq: int,
                 players: Sequence[str]) -> None:
    """Cache the outcome for listings when event `seq` of "main" ended the match."""
    if branch != "main":
        return
    pending = game.chance_or_over(state)
    if isinstance(pending, Over):
        ledger.set_outcome(match_id, outcome_record(pending, players, seq))


def _name(players: Sequence[str], seat: int) -> str:
    return players[seat] if 0 <= seat < len(players) else f"seat {seat}"


def seat_name(players: Sequence[str], seat: int | None) -> str:
    """A seat as prompts name it: the player, as the log's words do, and the seat number that
    `--as N` and the decision's JSON use ("Ann (seat 0)"); "seat N" when no name is known."""
    if seat is None:
        return "no seat"
    if 0 <= seat < len(players) and players[seat]:
        return f"{players[seat]} (seat {seat})"
    return f"seat {seat}"
