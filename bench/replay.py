"""Replay and audit: folding stored matches without checks, and with every check on.

Both read through the library as the commands do: `load_history` (ledger read + decode)
then `MatchHistory.fold_to_head` for a replay, `replays.audit.audit` for an audit. The
ledger is opened read-only so no snapshot is written mid-measurement.

The commands that show a position check the branch's hash chain first (`load_history`'s
`chained`, a SHA-256 an event); the read, the replay and the audit here do not, so that each
line compares the same work it always has (read + decode against the fold; the audit reads
as `audit` does, which reports an edit itself). What the chain check adds is its own line:
the replay as `show` reads it, against the unchecked replay.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from ledger import Ledger
from replays.audit import audit
from replays.history import load_history

from bench.report import Figure, ratio_figure, say, sliced_rounds
from bench.workload import Workload


def store(path: Path, matches) -> list[int]:
    with Ledger.open(path) as led:
        return [led.create_match(m.game.id, m.genesis_bytes, m.genesis_digest,
                                 meta={"players": m.genesis.players}, events=m.rows) for m in matches]


def read_decode(led: Ledger, ids: list[int]) -> None:
    for mid in ids:
        h = load_history(led, mid, chained=False)
        h.events(1)


def replay_all(led: Ledger, ids: list[int], chained: bool = False) -> None:
    for mid in ids:
        load_history(led, mid, chained=chained).fold_to_head(check=False)


def audit_all(led: Ledger, ids: list[int]) -> None:
    for mid in ids:
        h = load_history(led, mid, chained=False)
        report = audit(h.game, h.genesis, h.events(1), [s.digest for s in h.stored[1:]])
        if not report.ok:
            raise AssertionError(f"the workload's match {mid} does not audit clean: {report.findings[0]}")


def run(work: Workload, quick: bool) -> list[Figure]:
    figs: list[Figure] = []
    n_rounds = 5 if quick else 9
    with tempfile.TemporaryDirectory(prefix="matchlog-bench-") as d:
        path = Path(d) / "replay.db"
        ids = {g: store(path, ms) for g, ms in work.matches.items()}
        with Ledger.open(path, readonly=True) as led:
            for game_id, gids in ids.items():
                say(f"replay/audit: {game_id}")
                n = work.events(game_id)
                # the read, the replay and the audit take turns match by match, and each round's
                # ratios are taken within it (whole calls apart saw different loads)
                t = sliced_rounds({
                    "read": lambda i: read_decode(led, gids[i:i + 1]),
                    "replay": lambda i: replay_all(led, gids[i:i + 1]),
                    "audit": lambda i: audit_all(led, gids[i:i + 1]),
                    "shown": lambda i: replay_all(led, gids[i:i + 1], chained=True),
                }, len(gids), n_rounds)
                figs.append(ratio_figure("replay", f"{game_id}: {len(gids)} matches, {n:,} "
                                         "events, load + fold unchecked", "events/s", n,
                                         t["replay"], "load + decode, no fold", t["read"],
                                         ">= 100000", "value"))
                figs.append(ratio_figure("audit", f"{game_id}: {n:,} events, every check and "
                                         "digest", "events/s", n, t["audit"], "unchecked replay",
                                         t["replay"], ">= 20000", "value"))
                figs.append(ratio_figure("replay", f"{game_id}: the replay as show/log/options "
                                         "read it, hash chain checked first", "events/s", n,
                                         t["shown"], "unchecked replay", t["replay"]))
    return figs
