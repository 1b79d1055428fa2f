"""Commands for bug reports: `bundle` writes a transcript that replays as a test, `check`
replays one (the same check the pytest plugin runs)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from cli.common import BranchOption, DbOption, JsonOption, console, emit_json, guarded, open_ledger
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
    json: JsonOption = False,
) -> None:
    """Replay a bug bundle under the installed engine: exit 0 when it gives what it recorded,
    1 naming the first divergent event, both verdicts and the zones that differ.

    Example: matchlog check-bundle bug-20.matchlog.jsonl
    """
    transcript, expected = read_bundle(file)
    result = check_bundle(transcript, expected, file.name)
    if json:
        # the facts the text gives, each as recorded ("expected_...") and as replayed now
        divergent = (msgspec.json.decode(result.divergent_event) if result.divergent_event
                     else None)
        emit_json({"ok": result.ok, "file": str(file), "note": expected.note,
                   "first_divergent": result.first_divergent, "divergent_event": divergent,
                   "expected_verdict": expected.verdict, "verdict": result.verdict,
                   "expected_outcome": expected.outcome, "outcome": result.outcome,
                   "expected_digest": expected.digest, "digest": result.digest,
                   "expected_rules_version": expected.rules_version,
                   "rules_version": result.rules_version,
                   "changes": msgspec.to_builtins(result.changes)})
    elif result.ok:
        console.print(f"{file.name}: replays as recorded ({result.verdict}, {result.outcome})",
                      markup=False)
    else:
        console.print(result.explain(), markup=False)
    raise typer.Exit(0 if result.ok else 1)
