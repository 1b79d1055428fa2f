"""`python -m bench.outputs [-n MATCHES] [-o FILE]`: a fingerprint of everything the review
commands show, for speed work that must leave every output byte-identical.

Per game, seeded self-play matches (one whole, the others stopped after a few turns), each
with a same-luck and a fresh-luck branch played on a few random decisions; then, for every
branch and every seat (and the omniscient reviewer): the timeline `log --json` prints, the
transcript `export` writes, the view after every event, the diff against main and the
replay page's data. Every output is written to FILE one JSON line each (so two runs can be
compared line by line), and one sha256 per game is printed. Run it before and after a change:
the digests must not move.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import tempfile
from pathlib import Path

import msgspec

from engine.events import SeedReveal
from engine.registry import game_ids
from ledger import Ledger
from replays import record
from replays.branching import Luck, fork
from replays.diff import diff
from replays.history import load_history
from replays.html import match_page
from replays.refs import parse_ref
from replays.secrecy import SeatViewRefused, check_seat_view
from replays.simulate import simulate
from replays.timeline import timeline
from replays.transcript import export_lines


def _play(led: Ledger, m: int, branch: str, decisions: int, rng: random.Random) -> None:
    from engine.protocol import Over

    for _ in range(decisions):
        p = record.legal_options(load_history(led, m, branch))
        if isinstance(p, Over):
            return
        record.decide(led, m, p.options[rng.randrange(len(p.options))], branch)


def build(led: Ledger, gid: str, matches: int) -> list[int]:
    rng = random.Random(f"outputs-{gid}")
    ids = []
    for i in range(matches):
        [m] = simulate(led, gid, 1, seed=500 + i, max_turns=None if i == 0 else rng.randint(1, 4))
        head = led.head(m)
        if isinstance(load_history(led, m).event(head), SeedReveal):
            head -= 1
        for name, luck in (("same", Luck.SAME), ("fresh", Luck.FRESH)):
            # a seeded fresh seed (a secret one would make every run differ)
            seed = rng.randbytes(32) if luck is Luck.FRESH else None
            fork(led, m, name, rng.randint(1, max(1, head - 1)), luck=luck, seed=seed)
            _play(led, m, name, rng.randint(0, 3), rng)
        ids.append(m)
    return ids


def outputs(led: Ledger, m: int):
    """(what, JSON text) of every output of one match."""
    enc = msgspec.json.encode
    for b in led.branches(m):
        h = load_history(led, m, b.name)
        for seat in [None, *range(h.seats)]:
            where = f"match {m} {b.name} seat {seat}"
            if seat is not None:
                try:
                    check_seat_view(h)
                except SeatViewRefused as exc:
                    yield where + " refused", enc(str(exc))
                    continue
            yield where + " log", enc(timeline(h, seat))
            yield where + " export", enc(export_lines(h, seat))
            for s in range(h.head + 1):
                yield where + f" view {s}", enc(h.game.view(h.fold_to(s).state, seat))
            if b.name != "main":
                try:
                    d = diff(led, parse_ref(f"{m}"), parse_ref(f"{m}:{b.name}"), seat)
                    yield where + " diff", enc(d)
                except SeatViewRefused as exc:
                    yield where + " diff refused", enc(str(exc))
            else:
                yield where + " html", enc(match_page(led, m, "main", seat))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.outputs")
    ap.add_argument("-n", type=int, default=4, help="matches per game")
    ap.add_argument("-o", default="-", help="file for the outputs, one JSON line each")
    ap.add_argument("--game", action="append", help="only these games (default: all)")
    args = ap.parse_args(argv)
    out = sys.stdout if args.o == "-" else open(args.o, "w", encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        for gid in args.game or game_ids():
            sha = hashlib.sha256()
            with Ledger.open(Path(tmp) / f"{gid}.db") as led:
                for m in build(led, gid, args.n):
                    for what, data in outputs(led, m):
                        sha.update(data)
                        if out is not sys.stdout:
                            out.write(f"{gid} {what} {data.decode()}\n")
            print(f"{gid}: {sha.hexdigest()}", file=sys.stderr if out is sys.stdout else sys.stdout)
    if out is not sys.stdout:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
