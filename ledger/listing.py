"""The SQL of match listings: one row per match with its head, branches and outcome, the
filters (game, player, winner) a listing may apply, and a row as a MatchInfo."""

from __future__ import annotations

import json

from ledger.records import MatchInfo

MATCH_INFO = (
    "SELECT m.id, m.game, m.created_at, m.meta, m.chain,"
    " COALESCE((SELECT MAX(seq) FROM events e WHERE e.match_id = m.id AND e.branch = 'main'), -1),"
    " (SELECT COUNT(*) FROM branches b WHERE b.match_id = m.id),"
    " COALESCE((SELECT kind FROM events e WHERE e.match_id = m.id AND e.branch = 'main'"
    " ORDER BY seq DESC LIMIT 1), ''),"
    " (SELECT record FROM outcomes o WHERE o.match_id = m.id)"
    " FROM matches m"
)
# Filters of a match listing: each a WHERE clause over `matches m` and how it takes its value.
# (json_valid first: a row edited into bad JSON names no player, rather than end the listing)
PLAYER = ("json_valid(m.meta) AND EXISTS (SELECT 1 FROM json_each(m.meta, '$.players') p"
          " WHERE lower(p.value) = lower(?))")
WINNER = "EXISTS (SELECT 1 FROM outcomes o WHERE o.match_id = m.id AND lower(o.winner) = lower(?))"
DRAW = "EXISTS (SELECT 1 FROM outcomes o WHERE o.match_id = m.id AND o.winner IS NULL)"


def filters(game: str | None, player: str | None, winner: str | None) -> tuple[str, tuple]:
    """The WHERE clause and parameters of a match listing's filters."""
    clauses, params = [], []
    if game is not None:
        clauses.append("m.game = ?")
        params.append(game)
    if player is not None:
        clauses.append(PLAYER)
        params.append(player)
    if winner is not None and winner.casefold() == "draw":
        clauses.append(DRAW)
    elif winner is not None:
        clauses.append(WINNER)
        params.append(winner)
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), tuple(params)


def match_info(row: tuple) -> MatchInfo:
    """A MATCH_INFO row as a MatchInfo."""
    id_, game, created_at, meta, chain, head, branches, last_kind, outcome = row
    meta = json_object(meta)
    # an outcome is a cache of the events (set_outcome): one that cannot be read is none
    return MatchInfo(id_, game, created_at, meta or {}, head, branches, chain, last_kind,
                     json_object(outcome), meta_readable=meta is not None)


def json_object(text: object) -> dict | None:
    """A stored JSON object, or None for NULL or anything else: a row edited behind matchlog's
    back may hold any bytes, and a listing or a verdict should not end at them."""
    try:
        value = json.loads(text) if isinstance(text, (str, bytes)) else None
    except ValueError:  # JSONDecodeError, and UnicodeDecodeError for bytes that are not UTF-8
        return None
    return value if isinstance(value, dict) else None
