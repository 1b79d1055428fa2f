"""Commands for bug reports: `bundle` writes a transcript that replays as a test, `check`
replays one (the same check the pytest plugin runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, console, emit_json, guarded,
                        open_ledger)
from replays.bundle import check_bundle, make_bundle, read_bundle
from replays.history import load_history


def register(app: typer.Typer) -> None:
    app.command("bundle")(bundle_cmd)
    app.command("check-bundle")(check_bundle_cmd)


@guarded
def bundle_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Bundle file to write (name it *.matchlog.jsonl for the pytest plugin).")],
    branch: BranchOption = "main",
    at: Annotated[Optional[int], typer.Option("--at", help="Keep the events up to this one (default: all).")] = None,
    note: Annotated[str, typer.Option("--note", help="What the bug is, in the reporter's words.")] = "",
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Write a bug bundle: a transcript whose header records the verdict, digest and outcome
    that replaying it must give, so pytest (with matchlog installed) runs it as a test.

    Example: matchlog bundle 1 --at 20 --note "Anox should not fight" -o bug-20.matchlog.jsonl
    """
    with open_ledger(db, readonly=True) as led:
        lines = make_bundle(load_history(led, match, branch), at, note)
    output.write_text("\n".join(lines) + "\n", encoding="utf-8")
    expect = msgspec.json.decode(lines[0])["expect"]
    # the header's expect.events counts the lines after the genesis (the file's own check);
    # what a user reads counts the genesis, as every command does: events 0..N are N + 1
    events = expect["events"] + 1
    if json:
        emit_json({"file": str(output), "events": events, "verdict": expect["verdict"],
                   "outcome": expect["outcome"], "digest": expect["digest"]})
    else:
        console.print(f"wrote {output}: {events} events (0..{events - 1}), {expect['verdict']}, "
                      f"{expect['outcome']}", markup=False)


@guarded
def check_bundle_cmd(
    file: Annotated[Path, typer.Argument(help="A bundle written by `matchlog bundle`.")],
    update: Annotated[bool, typer.Option("--update", help="Re-record the bundle under the engine installed now (after a fix): fold its events again, record each state digest anew, recompute the hash chain and what it expects; written to a new file (see -o), the original kept. Refused, naming the event, if the engine now refuses any event.")] = False,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="With --update: the file to write (default: NAME.updated.matchlog.jsonl beside the original; the original's own name overwrites it).")] = None,
    json: JsonOption = False,
) -> None:
    """Replay a bug bundle under the installed engine: exit 0 when it gives what it recorded,
    1 naming the first divergent event, both verdicts and the zones that differ. With
    --update, re-record it under the installed engine instead (exit 0 when written).

    Example: matchlog check-bundle bug-20.matchlog.jsonl
    Example: matchlog check-bundle bug-20.matchlog.jsonl --update -o bug-20-fixed.matchlog.jsonl
    """
    if output is not None and not update:
        raise UsageError("-o names the file --update writes: give --update too")
    if update:
        _update(file, output, json)
        return
    transcript, expected = read_bundle(file)
    result = check_bundle(transcript, expected, file.name)
    if json:
        # the facts the text gives, each as recorded ("expected_...", an outcome in today's
        # words) and as replayed now
        divergent = (msgspec.json.decode(result.divergent_event) if result.divergent_event
                     else None)
        emit_json({"ok": result.ok, "file": str(file), "note": expected.note,
                   "first_divergent": result.first_divergent, "divergent_event": divergent,
                   "expected_verdict": expected.verdict, "verdict": result.verdict,
                   "expected_outcome": result.expected.outcome, "outcome": result.outcome,
                   "expected_digest": expected.digest, "digest": result.digest,
                   "expected_rules_version": expected.rules_version,
                   "rules_version": result.rules_version,
                   "changes": msgspec.to_builtins(result.changes),
                   "finding": msgspec.to_builtins(result.finding)})
    elif result.ok:
        console.print(f"{file.name}: replays as recorded ({result.verdict}, {result.outcome})",
                      markup=False)
    else:
        console.print(result.explain(), markup=False)
    raise typer.Exit(0 if result.ok else 1)


def _update(file: Path, output: Path | None, json: bool) -> None:
    """check-bundle --update: write the bundle re-recorded under the installed engine."""
    from replays.bundle import rerecord, updated_path

    if output is None:
        output = updated_path(file)
    done = rerecord(file)
    output.write_text("\n".join(done.lines) + "\n", encoding="utf-8")
    e, was = done.expected, done.was
    events = e.events + 1  # the genesis counted, as every command counts
    if json:
        emit_json({"file": str(output), "from": str(file), "events": events,
                   "rules_version": e.rules_version, "verdict": e.verdict, "outcome": e.outcome,
                   "digest": e.digest, "expected_verdict": was.verdict,
                   "expected_outcome": was.outcome, "expected_digest": was.digest,
                   "changed": done.changed, "first_changed": done.first_changed})
        return
    what = ("no recorded digest changed" if done.first_changed is None else
            f"{done.changed} recorded digest(s) changed, the first at event {done.first_changed}")
    console.print(f"wrote {output}: {events} events (0..{events - 1}) re-recorded under "
                  f"{e.rules_version}: {e.verdict}, {e.outcome} (recorded: {was.verdict}, "
                  f"{was.outcome}); {what}", markup=False, soft_wrap=True)
