"""Concurrency: 4 processes record decisions into the same match and branch.

Each forked recorder loads the head, picks a seeded random legal option and calls
`replays.record.decide`; on `ledger.Conflict` it reloads and retries against the new head.
The first decision of each round is a forced race: all four load the same head, wait at a
gate, and decide at once, so exactly one wins and three must get the conflict. Afterwards:
no gap, no duplicate seq, no fork of the hash chain (the ledger's verify and a full
re-fold with every rule checked), every appended step accounted for exactly once, and every
conflict followed by a success (or the end of the match) in the same process.
"""

from __future__ import annotations

import os
import random

from engine import dealer
from engine.protocol import Decision, IllegalEvent, Over
from engine.registry import game_ids, get_game
from ledger import Conflict, Ledger, LedgerError
from replays.history import load_history
from replays.record import MatchOver, create_match, decide, legal_options
from replays.verify import verify_match
from tests.reliability.common import FIGURES, trials

WRITERS = 4
DECISIONS = 12  # per writer per round


def _recorder(path: str, match_id: int, me: int, seed: int, go: int, out: int) -> None:
    """The child: record DECISIONS decisions, reporting each outcome as a line. Never returns."""

    def say(text: str) -> None:
        os.write(out, (text + "\n").encode())

    try:
        rng = random.Random(seed)
        led = Ledger.open(path)
        append = led.append

        def gated_append(*args, **kwargs):
            # The forced race: the first append of every recorder waits at the gate after
            # decide() has read the head, so all four build on the same head.
            led.append = append
            say(f"ready {args[2] - 1}")
            os.read(go, 1)
            return append(*args, **kwargs)

        led.append = gated_append
        done = 0
        while done < DECISIONS:
            history = load_history(led, match_id)
            pending = legal_options(history)
            if isinstance(pending, Over):
                say("over")
                break
            assert isinstance(pending, Decision)
            event = rng.choice(pending.options)
            try:
                step = decide(led, match_id, event)
            except Conflict as c:
                say(f"conflict {c.expected} {c.head}")
                continue
            except IllegalEvent:
                # The head moved between our read and decide()'s own read, and the option we
                # picked is not legal at the new head: refused, nothing written; pick again.
                say("stale")
                continue
            except MatchOver:
                say("over")
                break
            except LedgerError as e:  # e.g. LedgerLocked: reported, and fails the test
                say(f"error {type(e).__name__} {e}")
                break
            say(f"ok {step.first_seq} {len(step.events)}")
            done += 1
    except BaseException as e:  # anything else is a failure the parent must see
        say(f"crash {type(e).__name__} {e}")
    finally:
        os._exit(0)


def _round(tmp_path, n: int, game_id: str) -> None:
    fig = FIGURES["concurrency"]
    path = str(tmp_path / f"race{n}.db")
    game = get_game(game_id)
    decks = list(game.sample_decks().values())
    with Ledger.open(path) as led:
        match_id = create_match(led, game_id, ["Ada", "Bo"], [decks[n % len(decks)],
                                decks[(n + 1) % len(decks)]],
                                dealer.seed_from_number(n, f"race:{game_id}"))
        start_head = led.head(match_id)
    go_r, go_w = os.pipe()
    children = []
    for me in range(WRITERS):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            os.close(r)
            _recorder(path, match_id, me, n * 1000 + me, go_r, w)
        os.close(w)
        children.append((pid, os.fdopen(r, "rb")))
    # wait until all four have read the same head; open the gate even if one failed, so no
    # child is left blocked on it
    ready = [f.readline().decode().split() for _, f in children]
    os.write(go_w, b"g" * WRITERS)
    logs = []
    for pid, f in children:
        logs.append(f.read().decode().splitlines())
        f.close()
        _, status = os.waitpid(pid, 0)
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
    os.close(go_r)
    os.close(go_w)
    assert all(r[:1] == ["ready"] and int(r[1]) == start_head for r in ready), (ready, logs)

    appended: list[tuple[int, int]] = []  # (first seq, count) of every successful step
    for me, log in enumerate(logs):
        assert not [ln for ln in log if ln.startswith(("error", "crash"))], (me, log)
        for i, line in enumerate(log):
            word, *rest = line.split()
            if word == "ok":
                appended.append((int(rest[0]), int(rest[1])))
                fig["decisions_recorded"] += 1
            elif word == "stale":
                fig["stale_choices_refused"] += 1
            elif word == "conflict":
                expected, head = map(int, rest)
                assert head >= expected, line  # the head really had moved on
                fig["conflicts"] += 1
                # the loser retries against the new head and gets through (or the match ends)
                after = [ln.split()[0] for ln in log[i + 1:]]
                assert "ok" in after or after[-1:] == ["over"], (me, log)
                fig["conflicts_then_succeeded" if "ok" in after else "conflicts_then_match_over"] += 1
    first_race = [log[0].split()[0] for log in logs]
    assert first_race.count("ok") == 1 and first_race.count("conflict") == WRITERS - 1, first_race

    with Ledger.open(path, readonly=True) as led:
        head = led.head(match_id)
        seqs = [e.seq for e in led.events(match_id)]
        assert seqs == list(range(head + 1)), "a gap or a duplicate seq"
        assert led.verify() == []
        verdict = verify_match(led, match_id)
        assert verdict.problems == [], verdict.problems
    # every step is accounted for exactly once and together they tile start_head+1..head
    covered = sorted(s for first, count in appended for s in range(first, first + count))
    assert covered == list(range(start_head + 1, head + 1))
    fig["rounds"] += 1
    fig["processes"] += WRITERS
    fig["events_checked"] += head + 1
    fig["gaps_duplicates_forks"] += 0


def test_four_recorders_race_without_gap_duplicate_or_fork(tmp_path):
    ids = game_ids()
    for n in range(trials(6, 100)):
        _round(tmp_path, n, ids[n % len(ids)])
