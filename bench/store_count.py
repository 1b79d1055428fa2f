"""Where storing whole matches spends its instructions: `python -m bench.store_count`.

Each way of storing runs under valgrind's callgrind twice, storing N seeded workload
matches (spread over the `--quick` workload's games) 0 and K times into fresh files in one process, and the
difference / K is what one store costs, split by the shared object that ran it (SQLite, the
interpreter, libc, OpenSSL's libcrypto). Instruction counts do not move with the machine's
load, where wall clock does (docs/performance.md, "Storing whole matches").

Ways of storing (each the same matches and payload bytes):
  raw       bench.append's baseline: one `executemany` of (match, seq, kind, payload, digest)
  ledger    `Ledger.create_matches`, one transaction (what `simulate` and `import` do)
  per-match `Ledger.create_match` per match, one transaction each
  rows      the ledger's rows (branch and a precomputed hash), foreign key to its branch row,
            stored by one plain `executemany`: the ledger's SQLite work without its Python
  chain     the ledger's check-decode-hash pass alone (`ledger.rows.chained_rows`), no SQLite
  es        eventsourcing's SQLite recorder, `insert_events` of every match at once
  append    `Ledger.create_match` of each genesis, then `Ledger.append` of one event per
            transaction (a recorded decision at a time: the durable-append and per-event
            peer lines)
  raw-append  bench.append's durable baseline: BEGIN IMMEDIATE, one INSERT, COMMIT per row
  rows-append the ledger's rows (a precomputed hash) in a ledger, BEGIN IMMEDIATE, one INSERT,
            COMMIT per row through the ledger's cursor, foreign keys enforced: what a single
            append costs SQLite without the ledger's Python, its checks and its hash
  es-append   eventsourcing's recorder, `insert_events` of one event at a time

Valgrind hides the SHA-NI instructions from OpenSSL, which then hashes in plain code: the
`sha256 block` column is that compression function, which on this machine's CPU (sha_ni)
costs about a tenth of the count shown. Read the `other than block` column for the rest.
"""

from __future__ import annotations

import argparse
import collections
import gc
import hashlib
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

WAYS = ("raw", "ledger", "per-match", "rows", "chain", "es", "append", "raw-append", "rows-append",
        "es-append")
_OBJECTS = (("libsqlite3", "sqlite"), ("libpython", "python"), ("libc.so", "libc"),
            ("libcrypto", "crypto"))


class Stored(NamedTuple):
    """What storing a workload match needs (picklable, so the measured process need not
    simulate the matches again under valgrind)."""

    game_id: str
    genesis_bytes: bytes
    genesis_digest: str
    players: list[str]
    rows: list[tuple[str, bytes, str]]


def _matches(n: int) -> list[Stored]:
    """n matches spread evenly over the quick workload, so every game is in the count."""
    from bench import workload

    every = workload.build(quick=True).all()
    step = max(1, len(every) // n)
    return [Stored(m.game.id, m.genesis_bytes, m.genesis_digest, m.genesis.players, m.rows)
            for m in every[::step][:n]]


def _store(way: str, matches: list, path: Path, hashed: list[tuple]) -> None:
    """Store `matches` once into a fresh file at `path`, the `way` named (`hashed`: the
    "rows" way's rows, hashed before the count)."""
    import sqlite3

    from bench import append, peer
    from ledger import Ledger, NewMatch
    from ledger.rows import chained_rows

    if way == "raw":
        append._raw_import(path, matches)
    elif way == "ledger":
        with Ledger.open(path) as led:
            led.create_matches([NewMatch(m.game_id, m.genesis_bytes, m.genesis_digest,
                                         {"players": m.players}, m.rows) for m in matches])
    elif way == "per-match":
        with Ledger.open(path) as led:
            for m in matches:
                led.create_match(m.game_id, m.genesis_bytes, m.genesis_digest,
                                 {"players": m.players}, m.rows)
    elif way == "rows":
        conn = sqlite3.connect(path, isolation_level=None)
        for pragma in append._PRAGMAS:
            conn.execute(pragma)
        conn.execute("CREATE TABLE branches (match_id INTEGER NOT NULL, name TEXT NOT NULL,"
                     " PRIMARY KEY (match_id, name))")
        conn.execute("CREATE TABLE events (match_id INTEGER NOT NULL, branch TEXT NOT NULL,"
                     " seq INTEGER NOT NULL, kind TEXT NOT NULL, payload TEXT NOT NULL,"
                     " digest TEXT, hash TEXT NOT NULL, PRIMARY KEY (match_id, branch, seq),"
                     " FOREIGN KEY (match_id, branch) REFERENCES branches (match_id, name))")
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany("INSERT INTO branches VALUES (?, 'main')",
                         [(i,) for i in range(1, len(matches) + 1)])
        conn.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?)", hashed)
        conn.execute("COMMIT")
        conn.close()
    elif way == "chain":
        for i, m in enumerate(matches, start=1):
            list(chained_rows(i, "main", 1, "0" * 64, m.rows))
    elif way == "es":
        p = peer.Peer(path)
        try:
            p.recorder.insert_events([e for i, m in enumerate(matches)
                                      for e in peer._stored(m, peer._oid(i))])
        finally:
            p.close()
    elif way == "append":
        with Ledger.open(path) as led:
            for m in matches:
                mid = led.create_match(m.game_id, m.genesis_bytes, m.genesis_digest,
                                       {"players": m.players})
                for seq, row in enumerate(m.rows, start=1):
                    led.append(mid, "main", seq, [row])
    elif way == "raw-append":
        append._raw_singles(path, matches)
    elif way == "rows-append":
        insert = ("INSERT INTO events (match_id, branch, seq, kind, payload, digest, hash)"
                  " VALUES (?, 'main', ?, ?, ?, ?, ?)")
        with Ledger.open(path) as led:
            ids = [led.create_match(m.game_id, m.genesis_bytes, m.genesis_digest,
                                    {"players": m.players}) for m in matches]
            ex = led._cur.execute
            led._enforce_keys(True, "count")
            for i, _main, seq, kind, text, digest, h in hashed:
                if seq:  # each genesis is stored by create_match
                    ex("BEGIN IMMEDIATE")
                    ex(insert, (ids[i - 1], seq, kind, text, digest, h))
                    ex("COMMIT")
    elif way == "es-append":
        p = peer.Peer(path)
        try:
            for i, m in enumerate(matches):
                for ev in peer._stored(m, peer._oid(i)):
                    p.recorder.insert_events([ev])
        finally:
            p.close()
    else:
        raise SystemExit(f"unknown way {way!r} (choose from {', '.join(WAYS)})")


def _child(way: str, repeats: int, source: Path) -> None:
    """The measured process: load the matches, store once to warm up, freeze the heap, store
    `repeats` times."""
    matches = pickle.loads(source.read_bytes())
    hashed = [
        (i, "main", seq, kind, payload.decode(), digest, hashlib.sha256(payload).hexdigest())
        for i, m in enumerate(matches, start=1)
        for seq, (kind, payload, digest) in enumerate([("genesis", m.genesis_bytes,
                                                        m.genesis_digest), *m.rows])]
    d = Path(tempfile.mkdtemp(prefix="matchlog-count-"))
    try:
        _store(way, matches, d / "warm.db", hashed)
        gc.collect()
        gc.freeze()
        gc.disable()
        for i in range(repeats):
            _store(way, matches, d / f"{i}.db", hashed)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def _self_costs(path: Path) -> collections.Counter:
    """Instructions by shared object and function (self cost) from a callgrind output file."""
    names: dict[str, dict[str, str]] = {"ob": {}, "fn": {}}
    costs: collections.Counter = collections.Counter()
    ob = fn = ""
    skip = False
    for line in path.read_text(errors="replace").splitlines():
        m = re.match(r"^(c?)(ob|fn)=(?:\((\d+)\))?\s*(.*)$", line)
        if m:
            call, kind, idx, name = m.groups()
            if idx and name:
                names[kind][idx] = name
            value = names[kind].get(idx, name) if idx else name
            if not call:
                ob, fn = (value, fn) if kind == "ob" else (ob, value)
            continue
        if line.startswith("calls="):
            skip = True  # the next cost line is the call's inclusive cost, not self cost
            continue
        if line[:1].isdigit() or line[:1] in "+-*":
            if skip:
                skip = False
                continue
            parts = line.split()
            if len(parts) >= 2:
                costs[(ob, fn)] += int(parts[1])
    return costs


def _measure(way: str, repeats: int, source: Path, tmp: Path) -> dict[str, float]:
    env = dict(os.environ, PYTHONHASHSEED="0", OPENBLAS_NUM_THREADS="1")
    runs = []
    for k in (0, repeats):
        out = tmp / f"{way}.{k}.out"
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                        sys.executable, "-m", "bench.store_count", "--child", way,
                        "--repeats", str(k), "--source", str(source)],
                       env=env, check=True, capture_output=True)
        runs.append(_self_costs(out))
    diff = {key: (runs[1][key] - runs[0][key]) / repeats for key in set(runs[0]) | set(runs[1])}
    row = collections.Counter()
    for (ob, fn), v in diff.items():
        group = next((g for part, g in _OBJECTS if part in ob), "other")
        row[group] += v
        # OpenSSL's SHA-256 compression function is not exported: it is the hot unnamed code.
        if group == "crypto" and fn.startswith("0x"):
            row["sha256 block"] += v
    row["total"] = sum(v for g, v in row.items() if g != "sha256 block")
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.store_count", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ways", nargs="*", metavar="WAY", help=", ".join(WAYS))
    ap.add_argument("--matches", type=int, default=47, help="how many quick-workload matches (spread over its games)")
    ap.add_argument("--repeats", type=int, default=2, help="stores counted per process")
    ap.add_argument("--child", metavar="WAY", help=argparse.SUPPRESS)
    ap.add_argument("--source", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        _child(args.child, args.repeats, args.source)
        return 0
    ways = args.ways or list(WAYS)
    bad = [w for w in ways if w not in WAYS]
    if bad:
        ap.error(f"unknown way {', '.join(bad)} (choose from {', '.join(WAYS)})")
    if shutil.which("valgrind") is None:
        print("python -m bench.store_count: valgrind is not installed (apt-get install valgrind)",
              file=sys.stderr)
        return 1
    matches = _matches(args.matches)
    events = sum(len(m.rows) + 1 for m in matches)
    cols = ("total", "sqlite", "python", "libc", "crypto", "sha256 block", "other")
    print(f"instructions per store of {len(matches)} matches ({events:,} events), millions; "
          f"per event in thousands")
    print(f"{'way':10s}" + "".join(f"{c:>14s}" for c in cols) + f"{'per event':>11s}"
          + f"{'other than block':>18s}")
    with tempfile.TemporaryDirectory(prefix="matchlog-count-") as d:
        source = Path(d) / "matches.pickle"
        source.write_bytes(pickle.dumps(matches))
        for way in ways:
            row = _measure(way, args.repeats, source, Path(d))
            rest = row["total"] - row["sha256 block"]
            print(f"{way:10s}" + "".join(f"{row[c] / 1e6:14.1f}" for c in cols)
                  + f"{row['total'] / events / 1e3:11.1f}" + f"{rest / 1e6:18.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
