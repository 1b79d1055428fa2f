"""`matchlog rerun`: a recorded match replayed under another rules version or other options."""

from __future__ import annotations

from typing import Annotated, Optional

import msgspec
import typer
from rich.text import Text

from cli.common import (BranchOption, DbOption, JsonOption, console, emit_json, guarded,
                        open_ledger, parse_options, count)
from engine.registry import get_game
from engine.words import Words, stat_label
from replays.history import load_history
from replays.diff import cards_text
from replays.rerun import RerunReport, rerun


def register(app: typer.Typer) -> None:
    app.command("rerun")(rerun_cmd)


@guarded
def rerun_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    rules: Annotated[Optional[str], typer.Option("--rules", help="The rules version to replay under (see `matchlog games`); default: the match's own.")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", help="A rules option as KEY=VALUE (repeatable), e.g. max_turns=20.")] = None,
    branch: BranchOption = "main",
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Replay a match's recorded decisions and draws under another rules version or other
    rules options, and list event by event what changes: decisions that become illegal (with
    the rule), where the positions part and meet again (with the zones that differ), and both
    outcomes. Exit 0 when nothing changes, 1 when something does.

    Example: matchlog rerun 1 --rules AR-1.1-printed

    Example: matchlog rerun 1 --option max_turns=5 --json
    """
    options = parse_options(option or [])
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        engine = get_game(history.game.id, rules or history.genesis.rules_version)
        report = rerun(history, engine, options)
    if json:
        emit_json({**msgspec.to_builtins(report), "same": report.same})
    else:
        print_report(report, engine.words())
    raise typer.Exit(0 if report.same else 1)


def print_report(report: RerunReport, words: Words = Words()) -> None:
    console.print(Text(f"match {report.match} {report.branch}: {count(report.events, 'event')} recorded "
                       f"under {report.recorded}, replayed under {report.rerun}"))
    if not report.parts:
        console.print(Text("no event changes legality and every position is the same"))
    for part in report.parts:
        if part.kind == "illegal":
            console.print(Text(f"#{part.seq} {part.event}: illegal under {report.rerun}: "
                               f"{part.message} [{part.rule}]", style="red"))
            if part.rule_text:
                console.print(Text(f"  rule {part.rule}: {part.rule_text}"))
            if part.alternatives:
                console.print(Text(f"  legal instead under {report.rerun}:"))
                for o in part.alternatives:
                    console.print(Text(f"    {o.n}: {o.text}" + (f"  [{o.rule}]" if o.rule else "")))
            continue
        head = "positions part" if part.kind == "parts" else "positions meet again"
        console.print(Text(f"#{part.seq} {part.event}: {head}", style="yellow"))
        for z in part.zones:
            console.print(Text(f"    seat {z.seat} {z.zone}: recorded {cards_text(z.left)}"
                               f" | rerun {cards_text(z.right)}"))
        for s in part.stats:
            console.print(Text(f"    seat {s.seat} {stat_label(words, s.stat)}: recorded {s.recorded} | rerun {s.rerun}"))
    if report.stopped_at is not None:
        console.print(Text(f"stopped at event {report.stopped_at}: the later decisions were made "
                           f"in a position {report.rerun} never reaches"))
    console.print(Text(f"outcome recorded: {report.outcome_recorded}"))
    console.print(Text(f"outcome rerun:    {report.outcome_rerun}"))
