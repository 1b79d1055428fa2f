"""Crash at the replays layer: recording steps killed with SIGKILL leave no step half-written.

A forked writer records through `replays` until it is killed: it creates matches
(`record.create_match`: genesis, secret and opening draws), records decisions
(`record.decide`: the decision, the draws it triggers and any fresh seed), forks branches
with the same or fresh luck (`branching.fork`), imports a finished match's transcript
(`importing.import_transcript`) and self-plays short matches (`simulate`). It reports each
step it starts ("S"), each one the rules refused, writing nothing ("R": a fresh-luck fork
where the match is over), and each one that returned ("C") through a pipe. After a seeded delay
the parent kills it, reopens the ledger and counts half-written steps: a match or branch
resting at a chance draw, a line over without its reveal, a fresh seed or genesis whose
secret is missing, anything `verify` finds. The figure must be 0; every step the writer saw
return must be there.
"""

from __future__ import annotations

import os
import random
import secrets

from engine.protocol import Decision, IllegalEvent, Over
from engine.registry import game_ids, get_game
from ledger import Ledger
from replays import record
from replays.branching import Luck, fork
from replays.history import load_history
from replays.importing import import_transcript
from replays.secrecy import commitments_at
from replays.simulate import simulate
from replays.transcript import export_lines
from replays.transcript_parse import parse_transcript
from replays.verify import verify_match
from tests.reliability.common import FIGURES, kill_after, trials

RECENT = 8
"""Decisions and forks go to the latest matches, which the parent checks after each kill."""
OPS = ["create", "decide", "decide", "decide", "fork", "import", "simulate"]


def _decks(gid: str) -> list[list[str]]:
    decks = list(get_game(gid).sample_decks().values())
    return [decks[0], decks[1 % len(decks)]]


def _step(led: Ledger, rng: random.Random, op: str, transcripts: dict[str, str]) -> None:
    gid = rng.choice(sorted(transcripts))
    if op == "create":
        record.create_match(led, gid, ["Ada", "Bo"], _decks(gid), secrets.token_bytes(32))
        return
    if op == "import":
        import_transcript(led, parse_transcript(transcripts[gid]), "crash")
        return
    if op == "simulate":
        simulate(led, gid, 1, seed=rng.randrange(1000), max_turns=2)
        return
    m = rng.choice([m.id for m in led.matches()][-RECENT:])
    branches = led.branches(m)
    b = rng.choice(branches)
    if op == "fork":
        at = rng.randint(0, b.head)
        fork(led, m, f"b{rng.randrange(10**9)}", at, parent=b.name,
             luck=rng.choice([Luck.SAME, Luck.FRESH]))
        return
    p = record.legal_options(load_history(led, m, b.name))
    if isinstance(p, Decision):
        record.decide(led, m, rng.choice(p.options), b.name)


def _writer(path: str, trial: int, out: int, transcripts: dict[str, str]) -> None:
    """The child: record steps until killed. Never returns into pytest."""
    try:
        rng = random.Random(trial * 104_729)
        led = Ledger.open(path)
        n = 0
        while True:
            op = rng.choice(OPS)
            os.write(out, f"S {n} {op}\n".encode())
            try:
                _step(led, rng, op, transcripts)
            except IllegalEvent:  # a refused step (a fresh-luck fork where the match is over)
                os.write(out, f"R {n} {op}\n".encode())  # returned, writing nothing
            os.write(out, f"C {n} {op}\n".encode())
            n += 1
    except BaseException as exc:  # the parent's assertion shows what stopped the writer early
        os.write(out, f"E {type(exc).__name__}: {exc}\n".encode(errors="replace"))
    finally:
        os._exit(0)


def _half_written(led: Ledger, m: int) -> list[str]:
    """What a step cut short would leave in a match, in words ([] for a whole one)."""
    found = [f"{p.branch}@{p.seq}: {p.what}" for p in verify_match(led, m).problems]
    imported = "imported" in led.match(m).meta
    for b in led.branches(m):
        h = load_history(led, m, b.name)
        p = record.legal_options(h)
        if not isinstance(p, (Decision, Over)):
            found.append(f"{b.name} rests at {p!r}")
        for seq, commitment in enumerate(commitments_at(h.stored)):
            kind = h.stored[seq].kind
            if (kind == "luck" or (seq == 0 and not imported)) and \
                    led.get_secret(m, commitment) is None:
                found.append(f"{b.name}@{seq}: no secret kept for commitment {commitment[:12]}")
    return found


def _transcripts(tmp_path) -> dict[str, str]:
    out = {}
    with Ledger.open(tmp_path / "source.db") as led:
        for gid in game_ids():
            [m] = simulate(led, gid, 1, seed=3)
            out[gid] = "\n".join(export_lines(load_history(led, m))) + "\n"
    return out


def test_sigkill_during_recording_steps_leaves_none_half_written(tmp_path):
    kills = trials(30, 300)
    rng = random.Random(20261123)
    path = str(tmp_path / "steps.db")
    transcripts = _transcripts(tmp_path)
    fig = FIGURES["crash_steps"]
    with Ledger.open(path) as led:
        gid = sorted(transcripts)[0]
        record.create_match(led, gid, ["Ada", "Bo"], _decks(gid), secrets.token_bytes(32))
    for trial in range(kills):
        with Ledger.open(path) as led:
            before = len(led.matches())
        lines = kill_after(lambda w: _writer(path, trial, w, transcripts),
                           rng.uniform(0.005, 0.25))
        started = {int(ln.split()[1]): ln.split()[2] for ln in lines if ln.startswith("S ")}
        done = [ln.split()[2] for ln in lines if ln.startswith("C ")]
        fig["kills"] += 1
        fig["steps_refused"] += sum(1 for ln in lines if ln.startswith("R "))
        for op in done:
            fig[f"steps_returned.{op}"] += 1
        if len(started) > len(done):
            fig[f"killed_during.{started[max(started)]}"] += 1
        with Ledger.open(path) as led:  # opens after the crash (WAL recovery)
            infos = led.matches()
            new = sum(1 for op in done if op in ("create", "import", "simulate"))
            assert len(infos) >= before + new, f"trial {trial}: a returned step is lost"
            half = {m.id: _half_written(led, m.id) for m in infos[-(RECENT + new + 1):]}
        bad = {m: found for m, found in half.items() if found}
        fig["half_written_steps"] += sum(len(found) for found in bad.values())
        assert not bad, f"trial {trial}: {bad}"
    with Ledger.open(path, readonly=True) as led:
        assert led.verify() == []
        fig["final_matches"] = len(led.matches())
        fig["final_events"] = led.db.execute("SELECT COUNT(*) FROM events").fetchone()[0]
