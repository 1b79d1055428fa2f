"""Commands for judging and exchange: games, audit, verify, export, import, schema, demo."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional, Sequence

import msgspec
import typer
from rich.text import Text

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, check_seat, console,
                        emit_json, err_console, guarded, ledger_path, open_ledger, count,
                        read_transcript_arg)
from engine.registry import UnknownGame, game_ids, get_game, plugin_of, source
from replays.audit import AuditReport
from replays.faults import audit_guarded
from replays.history import chain_break, load_history
from replays.outcome import seat_name
from replays.transcript import check_attestations, export_lines
from replays.verify import MatchVerdict, seeds_words, verify_all, verify_match

# rich, the renderers, import and simulation are imported inside the commands that use them.


def register(app: typer.Typer) -> None:
    app.command("games")(games_cmd)
    app.command("audit")(audit_cmd)
    app.command("verify")(verify_cmd)
    app.command("export")(export_cmd)
    app.command("import")(import_cmd)
    app.command("schema")(schema_cmd)
    app.command("demo")(demo_cmd)


@guarded
def games_cmd(json: JsonOption = False) -> None:
    """The games matchlog plays, with rules versions, card sets and sample decks.

    Example: matchlog games --json
    """
    rows = []
    for gid in game_ids():
        try:
            g = get_game(gid)
        except UnknownGame as err:  # a broken plugin is listed with why, not hidden
            rows.append({"game": gid, "error": str(err), "source": source(gid)})
            continue
        try:
            rows.append({"game": g.id, "title": g.title, "source": source(gid),
                         "rules_version": g.rules_version,
                         "rules_versions": g.rules_versions(),
                         "card_sets": [msgspec.to_builtins(s) for s in g.card_sets()],
                         "sample_decks": list(g.sample_decks()), "rules": len(g.rules)})
        except Exception as err:  # a plugin failing to describe itself: listed with why, as above
            plugin = plugin_of(g)
            if plugin is None:
                raise  # matchlog's own game: a bug in matchlog (exit 3)
            rows.append({"game": gid, "source": source(gid), "error": (
                f"a bug in the plugin ({plugin}): listing its rules versions, card sets and "
                f"sample decks failed: {type(err).__name__}: {err}; report it to that "
                "plugin's maintainers")})
    if json:
        emit_json(rows)
        return
    # A block per game, each value on a line of its own that the terminal wraps: ids, rules
    # versions and deck names are typed back, so a narrow table must not cut them.
    for r in rows:
        if "error" in r:
            console.print(Text(f"{r['game']}  cannot be loaded: {r['error']}"), soft_wrap=True)
            continue
        others = [v for v in r["rules_versions"] if v != r["rules_version"]]
        also = f"; also {', '.join(others)}" if others else ""
        lines = [Text.assemble((r["game"], "bold cyan"), f"  {r['title']}"),
                 Text(f"  rules: {r['rules_version']} ({r['rules']} rule ids){also}"),
                 Text("  card sets: " + ", ".join(f"{s['id']} ({s['size']})" for s in r["card_sets"])),
                 Text("  sample decks: " + ", ".join(r["sample_decks"]))]
        for line in lines:
            console.print(line, soft_wrap=True)


@guarded
def audit_cmd(
    match: Annotated[Optional[int], typer.Argument(help="Match id (or use --transcript).")] = None,
    transcript: Annotated[Optional[Path], typer.Option("--transcript", "-t", help="Audit a transcript file instead ('-' for stdin).")] = None,
    branch: BranchOption = "main",
    all_: Annotated[bool, typer.Option("--all", help="Print every finding in full (default: the first in full, then one line each).")] = False,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Check every event against the rules: exit 0 when all are legal, 1 when any is not.
    The first illegal event is the verdict and is printed in full: the event, its rule in the
    document's words, the last legal position and the legal alternatives; the findings after
    it (the audit goes on from the last legal position) follow one line each.

    Example: matchlog audit --transcript disputed.jsonl
    Example: matchlog audit 1 --all --json
    """
    if (match is None) == (transcript is None):
        raise UsageError("give a MATCH or --transcript FILE (one of them)")
    if transcript is not None:
        t, name = read_transcript_arg(transcript)
        check_attestations(t, name)
        edited = None  # a transcript's chain is checked just above
        report = audit_guarded(t.game, t.genesis, t.events, [e.digest for e in t.entries], name)
        where, players = name, t.genesis.players
        lines = {seq: e.line for seq, e in enumerate(t.entries, start=1)}
        # the file line of each finding, as the text names it, for a script that opens the file
        report.findings = [msgspec.structs.replace(f, line=lines.get(f.seq))
                           for f in report.findings]
    else:
        with open_ledger(db, readonly=True) as led:
            # the events as stored are judged, edited or not; an edit is said after the verdict
            h = load_history(led, match, branch, chained=False)
            edited = chain_break(match, branch, led.match(match).chain, h.stored)
            report = audit_guarded(h.game, h.genesis, h.events(1),
                                   [s.digest for s in h.stored[1:]], f"match {match}, branch "
                                   f"{branch}", h)
        where, players = f"match {match}, branch {branch}", h.genesis.players
        lines = {}
    _print_audit(report, where, json, all_, lines, players)
    if edited is not None:  # a negative verdict on the ledger file itself
        err_console.print(f"warning: {edited}", markup=False, soft_wrap=True)
        raise typer.Exit(1)
    raise typer.Exit(0 if report.ok else 1)


COMPACT_LINES = 20
"""Later findings listed one line each before "... and N more (--all)"."""


def _print_audit(report: AuditReport, where: str, json: bool, all_: bool = False,
                 lines: dict[int, int] | None = None, players: Sequence[str] = ()) -> None:
    """`lines`: a transcript's file line of each event, so the verdict names the line too;
    `players`: the names by seat, so a seat is named as the log names it."""
    if json:
        emit_json({**msgspec.to_builtins(report), "ok": report.ok, "where": where})
        return
    if report.ok:
        console.print(Text.assemble(("legal", "green"), f": {count(report.events, 'event')} of {where} "
                                    f"({report.result}); luck: {report.luck}"))
        return
    first, later = report.findings[0], report.findings[1:]
    line = f" (line {lines[first.seq]})" if lines and first.seq in lines else ""
    console.print(Text.assemble(("illegal", "red"), f": event {first.seq}{line} of {where} "
                                f"({count(report.events, 'event')}) breaks {first.rule}"), soft_wrap=True)
    _print_finding(first, players)
    if later and all_:
        console.print(f"{len(later)} later findings:")
        for f in later:
            console.print(f"event {f.seq}")
            _print_finding(f, players)
    elif later:
        console.print(f"{len(later)} later findings follow from it (the audit goes on from the "
                      "last legal position; --all prints each in full):", soft_wrap=True)
        for f in later[:COMPACT_LINES]:
            who = "the dealer" if f.seat is None else seat_name(players, f.seat)
            console.print(f"  event {f.seq}, {who}: {f.message} [{f.rule}]", soft_wrap=True)
        if len(later) > COMPACT_LINES:
            console.print(f"  ... and {len(later) - COMPACT_LINES} more (--all)")
    console.print(f"luck: {report.luck}")


def _print_finding(f, players: Sequence[str] = ()) -> None:
    """One finding in full: the event, what is wrong, the rule's words, where to go back to."""
    say = lambda text: console.print(text, soft_wrap=True)  # noqa: E731
    seat = "" if f.seat is None else f"{seat_name(players, f.seat)}: "
    say(f"  {seat}{f.text or msgspec.json.encode(f.event).decode()}")
    say(f"  {f.message} [{f.rule}]")
    if f.rule_text:
        say(f"  rule {f.rule}: {f.rule_text}")
    say(f"  last legal position: event {f.last_legal_seq}")
    if f.alternatives:
        say(f"  legal instead ({len(f.alternatives)}):")
        for o in f.alternatives:
            say(f"    {o.n}: {o.text}" + (f"  [{o.rule}]" if o.rule else ""))


@guarded
def verify_cmd(
    match: Annotated[Optional[int], typer.Argument(help="Match id (or --all).")] = None,
    all_: Annotated[bool, typer.Option("--all", help="Verify every match.")] = False,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Check the hash chain, the recorded digests and the dealer's seed reveal.

    Example: matchlog verify --all
    """
    if (match is None) == (not all_):
        raise UsageError("give a MATCH or --all (one of them)")
    with open_ledger(db, readonly=True) as led:
        if all_:
            from rich.progress import Progress

            total = len(led.matches())
            shown = not json and total >= 2 and console.is_terminal  # piped: no bar in stdout
            with Progress(console=console.rich, disable=not shown) as progress:
                task = progress.add_task("verifying", total=total)
                verdicts = verify_all(led, on_match=lambda _v: progress.advance(task))
        else:
            verdicts = [verify_match(led, match)]
    _print_verify(verdicts, json)
    bad = any(v.problems for v in verdicts)
    raise typer.Exit(1 if bad else 0)


def _print_verify(verdicts: list[MatchVerdict], json: bool) -> None:
    problems = [p for v in verdicts for p in v.problems]
    if json:
        # "matches" is a list of ids, as in simulate --json; "events" counts genesis, as everywhere
        emit_json({"ok": not problems, "matches": [v.match for v in verdicts],
                   "events": sum(v.events for v in verdicts),
                   "revealed": sum(v.revealed for v in verdicts),
                   "unchecked": sum(v.unchecked for v in verdicts),
                   "in_progress": [v.match for v in verdicts if v.in_progress],
                   "draws": sum(v.draws for v in verdicts),
                   "reproducible": [v.match for v in verdicts if v.reproducible],
                   "table_luck": [v.match for v in verdicts if v.luck == "table"],
                   "old_chain": [v.match for v in verdicts if v.chain == 1],
                   "problems": msgspec.to_builtins(problems),
                   "notes": {v.match: v.notes for v in verdicts if v.notes}})
        return
    for p in problems:
        # seq -1: the branch could not be read at all (no event to name), e.g. its game or
        # rules version is not installed here
        at = f", event {p.seq}" if p.seq >= 0 else ""
        console.print(Text.assemble(("FAIL", "red"), f" match {p.match}, branch {p.branch}"
                                    f"{at}: {p.what}"), soft_wrap=True)
    for note, ids in _notes_by_text(verdicts).items():
        console.print(f"note: {_match_ids(ids)}: {note}", style="yellow", soft_wrap=True)
    events = sum(v.events for v in verdicts)
    status = ("verified", "green") if not problems else (f"{len(problems)} problem(s)", "red")
    matches = f"{len(verdicts)} match{'es' if len(verdicts) != 1 else ''}"
    console.print(Text.assemble(status, f": {matches}, {count(events, 'event')}{seeds_words(verdicts)}"),
                  soft_wrap=True)


def _notes_by_text(verdicts: list[MatchVerdict]) -> dict[str, list[int]]:
    """Each distinct note once, with the matches it applies to (1,000 simulated matches share one)."""
    notes: dict[str, list[int]] = {}
    for v in verdicts:
        for note in v.notes:
            notes.setdefault(note, []).append(v.match)
    return notes


def _match_ids(ids: list[int]) -> str:
    """"match 7", or "matches 1-1000, 1004 (1001)": runs of consecutive ids written as ranges."""
    if len(ids) == 1:
        return f"match {ids[0]}"
    runs: list[list[int]] = []
    for i in sorted(ids):
        if runs and i == runs[-1][1] + 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    text = ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)
    return f"matches {text} ({len(ids)})"


@guarded
def export_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Transcript file to write ('-' for stdout).")],
    branch: BranchOption = "main",
    as_seat: Annotated[Optional[int], typer.Option("--as", help="A review copy for this seat: chance outcomes left out (not importable).")] = None,
    db: DbOption = None,
    json: Annotated[bool, typer.Option("--json", help="Say where it wrote and how many events as JSON (not with -o -, where stdout is the transcript).")] = False,
) -> None:
    """Write a branch as a JSON-lines transcript (header line, then one event per line).

    Example: matchlog export 1 -o match1.jsonl
    Example: matchlog export 1 -o match1.jsonl --json
    """
    to_stdout = str(output) == "-"
    if to_stdout and json:
        raise UsageError("-o - writes the transcript to stdout; --json would mix with it: give "
                         "a file to -o, or leave out --json")
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        lines = export_lines(history, as_seat)
    text = "\n".join(lines) + "\n"
    if to_stdout:
        console.file.write(text)
        return
    output.write_text(text, encoding="utf-8")
    # the genesis is the first line: the lines are the events 0..head (counted as everywhere)
    if json:
        emit_json({"file": str(output), "match": match, "branch": branch, "events": len(lines),
                   "head": len(lines) - 1, "as_seat": as_seat, "importable": as_seat is None})
    else:
        console.print(f"wrote {len(lines)} events (0..{len(lines) - 1}) of match {match}, branch "
                      f"{branch} to {output}" + (f", a review copy for seat {as_seat} (not "
                                                  "importable)" if as_seat is not None else ""),
                      markup=False, soft_wrap=True)


@guarded
def import_cmd(
    file: Annotated[Path, typer.Argument(help="Transcript (JSON lines); '-' for stdin.")],
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Check a transcript (hashes, digests, every rule) and store it as a new match.

    Example: matchlog import match1.jsonl
    Example: matchlog import - --db other.db < match1.jsonl
    """
    from replays.importing import IllegalTranscript, import_transcript

    t, name = read_transcript_arg(file)
    with open_ledger(db, create=True) as led:
        try:
            match_id = import_transcript(led, t, name)
        except IllegalTranscript as exc:  # the file's line, for the one who edits it
            first = exc.report.findings[0]
            seq = first.seq
            at = f":{t.entries[seq - 1].line}" if 0 < seq <= len(t.entries) else ""
            words = f" rule {first.rule}: {first.rule_text}" if first.rule_text else ""
            gives = "what was legal instead" if first.alternatives else "every finding"
            raise UsageError(f"{name}{at}: not imported: {exc}{words} (`matchlog audit "
                             f"--transcript {file}` gives {gives})") from None
    if json:
        emit_json({"match": match_id, "events": len(t.entries) + 1})
    else:
        console.print(f"imported {len(t.entries) + 1} events as match {match_id}")


@guarded
def schema_cmd(
    game: Annotated[Optional[str], typer.Argument(help="Game id (for its events or positions).")] = None,
    position: Annotated[bool, typer.Option("--position", help="The schema of the game's positions instead (new --position).")] = False,
    output: Annotated[Optional[str], typer.Option("--output", help="The schema of what commands print: event, position, option, finding, audit, verdict, view, match, outcome or error.")] = None,
    json: Annotated[bool, typer.Option("--json", help="Accepted and changes nothing: the output is always JSON.")] = False,
) -> None:
    """The JSON Schema of a game's transcript events, of its positions, or of one shape the
    commands print with --json (generated by msgspec). The output is always JSON (a JSON
    Schema document on stdout), so --json is not needed; errors are the `error` shape with it.

    Example: matchlog schema ardent-reapers > ar-events.schema.json
    Example: matchlog schema ardent-reapers --position > ar-position.schema.json
    Example: matchlog schema --output finding
    """
    if output is not None:
        from replays.shapes import schema

        if game is not None or position:
            raise UsageError("--output names a shape of every game: give no GAME or --position")
        emit_json(schema(output))
        return
    if game is None:
        raise UsageError("give a GAME (its events, or --position), or --output NAME")
    g = get_game(game)
    if position:
        schema = g.position_schema()
        if schema is None:
            raise UsageError(f"{g.id} has no explicit positions yet")
        emit_json(schema)
        return
    from replays.transcript_schema import event_schema

    emit_json(event_schema(g))


@guarded
def demo_cmd(
    game: Annotated[str, typer.Argument(help="Game id.")] = "ardent-reapers",
    seed: Annotated[int, typer.Option(help="Seed of the simulated match.")] = 1,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Simulate one seeded match into the ledger, replay it, audit it and verify it. With
    --json: the match id, the ledger, its event count and outcome, and both verdicts.

    Example: matchlog demo --db demo.db
    Example: matchlog demo --db demo.db --json
    """
    from replays.render import render_view
    from replays.simulate import simulate

    with open_ledger(db, create=True) as led:
        [match_id] = simulate(led, game, 1, seed)
        h = load_history(led, match_id)
        state = h.fold_to_head().state
        report = audit_guarded(h.game, h.genesis, h.events(1), [s.digest for s in h.stored[1:]],
                               f"match {match_id}, branch main", h)
        verdict = verify_match(led, match_id)
        if json:
            emit_json({"match": match_id, "game": h.game.id, "ledger": str(ledger_path(db)),
                       "events": h.head + 1, "outcome": report.result,
                       "audit": {"ok": report.ok, "findings": len(report.findings)},
                       "verify": {"ok": not verdict.problems, "problems": len(verdict.problems)}})
        else:
            console.print(f"simulated match {match_id} of {game} into {ledger_path(db)}: "
                          f"{count(h.head + 1, 'event')}")
            console.print(render_view(h.game.view(state, None), h.game.words()))
            _print_audit(report, f"match {match_id}", False, players=h.genesis.players)
            _print_verify([verdict], False)
    if not report.ok:
        raise typer.Exit(1)
