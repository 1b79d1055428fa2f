"""Commands for reviewing: matches, log, show, replay, branch, diff."""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import msgspec
import typer

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, check_seat, console,
                        decide_hint, emit_json, err_console, guarded, open_ledger)
from replays.branching import Luck
from engine.protocol import Over
from replays.history import load_history
from replays.outcome import match_summary, outcome_record
from replays.secrecy import check_seat_view

# rich, the renderers and the timeline are imported inside the commands that use them:
# start-up time.

AsOption = Annotated[Optional[int], typer.Option("--as", help="Show only what this seat may see.")]


def register(app: typer.Typer) -> None:
    app.command("matches")(matches_cmd)
    app.command("log")(log_cmd)
    app.command("show")(show_cmd)
    app.command("replay")(replay_cmd)
    app.command("branch")(branch_cmd)
    app.command("diff")(diff_cmd)


@guarded
def matches_cmd(
    limit: Annotated[int, typer.Option("--limit", "-n", min=0, help="At most this many matches (0: all of them).")] = 50,
    offset: Annotated[int, typer.Option("--offset", min=0, help="Skip this many matches first (the next page).")] = 0,
    game: Annotated[Optional[str], typer.Option("--game", help="Only matches of this game id.")] = None,
    player: Annotated[Optional[str], typer.Option("--player", help="Only matches this player plays in (any case).")] = None,
    winner: Annotated[Optional[str], typer.Option("--winner", help="Only matches this player won ('draw' for draws).")] = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """List the matches in the ledger, a page at a time, with how each ended.

    Example: matchlog matches --limit 20 --offset 40 --winner "Agent A"
    Example: matchlog matches --game keyforge --json
    """
    with open_ledger(db, readonly=True) as led:
        infos = led.list_matches(limit or None, offset, game, player, winner)
        # Counting reads every matches row (12 ms at 100,000, four times that under load):
        # only the text's "of N" needs it, so a page of JSON costs the same at any size.
        total = None if json else led.count_matches(game, player, winner)
    rows = [match_summary(m) for m in infos]
    if json or total is None:
        emit_json(rows)
        return
    if not rows:  # say what was asked for, not a header over nothing and "none of 0"
        console.print(_no_rows(total, offset, game, player, winner, led.path), markup=False,
                      soft_wrap=True)
        return
    _print_match_rows(rows)
    shown = f"{offset + 1}-{offset + len(rows)}"
    more = f"; next page: --offset {offset + len(rows)}" if offset + len(rows) < total else ""
    console.print(f"matches {shown} of {total}{more}", markup=False)


def _no_rows(total: int, offset: int, game: str | None, player: str | None,
             winner: str | None, path) -> str:
    if total:
        return f"no matches from offset {offset}: there are {total} (--offset 0 lists the first)"
    asked = [f"of game {game!r}"] if game else []
    asked += [f"with player {player!r}"] if player else []
    asked += (["that ended in a draw"] if winner.casefold() == "draw" else [f"won by {winner!r}"]
              ) if winner else []
    line = " ".join(["no matches", *asked, f"in {path}"])
    if game:
        from engine.registry import UnknownGame, game_ids, get_game

        try:
            get_game(game)
        except UnknownGame:  # a typo, most likely: the one meant, and the ids it could have been
            from difflib import get_close_matches

            near = get_close_matches(game, game_ids(), n=1)
            hint = f"; did you mean {near[0]!r}? installed" if near else ""
            line += f" (no game {game!r} is installed{hint}: {', '.join(game_ids())})"
    return line


def _print_match_rows(rows: list[dict]) -> None:
    """Plain aligned lines, written as they come: a rich table lays out every row first."""
    header = ("match", "game", "players", "events", "branches", "result", "created")
    lines = [(str(r["match"]), r["game"], ", ".join(r["players"]), str(r["events"]),
              str(r["branches"]), _result(r), r["created"]) for r in rows]
    widths = [max([len(h)] + [len(line[i]) for line in lines]) for i, h in enumerate(header)]
    write = console.file.write
    for line in [header, *lines]:
        write("  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() + "\n")


def _result(row: dict) -> str:
    if row["outcome"]:
        return row["outcome"]["text"]
    return "over (result not noted)" if row["status"] == "over" else "in progress"


@guarded
def log_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    branch: BranchOption = "main",
    as_seat: AsOption = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """The events of a branch, in order, in the rules' words.

    Example: matchlog log 1 --branch what-if
    """
    from replays.timeline import timeline

    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        rows = timeline(history, as_seat)
        stored = history.stored
    if json:
        out = []
        for row in rows:
            item = {"seq": row.seq, "event": row.event, "text": row.text,
                    "consequences": row.consequences, "branch": stored[row.seq].branch}
            if as_seat is None:
                item["digest"] = stored[row.seq].digest  # a fingerprint of hidden zones too
            else:
                item["redacted"] = row.redacted
            out.append(item)
        emit_json(out)
    else:
        from replays.render import render_timeline

        console.print(render_timeline(rows, f"match {match}, branch {branch}"))


@guarded
def show_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    at: Annotated[Optional[int], typer.Option("--at", help="Event seq (default: the head; negative counts back).")] = None,
    branch: BranchOption = "main",
    as_seat: AsOption = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """The position at an event, omniscient or as one seat.

    Example: matchlog show 1 --at 20 --as 0
    """
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        if as_seat is not None:
            check_seat_view(history)
        seq = history.head if at is None else history.resolve(at)
        state = history.fold_to(seq).state
        game = history.game
        view = game.view(state, as_seat)
        seed = history.genesis.seed or "unmarked"
        over = game.pending(state)
        outcome = (outcome_record(over, history.genesis.players, seq) if isinstance(over, Over)
                   else None)
        if json:
            from replays.showing import position_record

            emit_json(position_record(history, seq, state, as_seat))
            return
        from replays.timeline import told_event

        last = told_event(history, seq, as_seat) if seq else None
    from replays.render import render_view

    console.print(f"match {match}, branch {branch}, after event #{seq}")
    if seed == "reproducible":
        console.print("the dealer's seed is reproducible, not secret (made from --seed N)",
                      style="yellow")
    if history.genesis.table_luck:
        console.print("table luck: the chance outcomes are the table's, entered by the recorder "
                      "(no dealer seed; they cannot be re-derived)", style="yellow")
    console.print(render_view(view, game.words()))
    if last is not None:
        console.print(f"event #{seq}: {last.text}")
        for line in last.consequences:
            console.print(f"  → {line}")
    if outcome:
        console.print(f"Over: {outcome['text']}")


@guarded
def replay_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    branch: BranchOption = "main",
    as_seat: AsOption = None,
    db: DbOption = None,
    json: Annotated[bool, typer.Option("--json", help="Each position reached as one line of JSON (show --json's shape, with the event's words), for a program that steps; the prompt and key errors go to stderr.")] = False,
) -> None:
    """Step through a branch: Enter/n next, p previous, g N go to event N, ? keys, q quit.

    Example: matchlog replay 1 --as 1
    Example: matchlog replay 1 --json
    """
    from replays.cursor import Cursor
    from replays.render import render_view
    from replays.showing import position_record
    from replays.timeline import timeline

    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        rows = timeline(history, as_seat)
        cursor = Cursor(history)
        seq, shown = 0, None
        while True:
            if seq != shown and json:
                emit_json({**position_record(history, seq, cursor.seek(seq), as_seat),
                           "head": history.head, "event": rows[seq].text,
                           "consequences": rows[seq].consequences})
                # a program reads each step before it sends the next key: a pipe's stdout is
                # block-buffered, so the line would otherwise wait behind the next prompt
                sys.stdout.flush()
                shown = seq
            elif seq != shown:
                state = cursor.seek(seq)
                console.rule(f"event #{seq} of {history.head}: {rows[seq].text}")
                console.print(render_view(history.game.view(state, as_seat),
                                                  history.game.words()))
                for line in rows[seq].consequences:  # what the event did, as the seat saw it
                    console.print(f"  → {line}")
                shown = seq
            try:
                key = _ask("[n]ext [p]rev [g N] goto [q]uit [?] > ", json)
            except EOFError:
                return
            try:
                moved = replay_move(key, seq, history)
            except UsageError as err:  # said below the board, which stays as it was
                (err_console if json else console).print(f"{err}", markup=False, style="red")
                continue
            if moved is None:
                return
            seq = moved


def _ask(prompt: str, json: bool) -> str:
    """A line typed at the prompt; under --json the prompt goes to stderr (stdout is JSON)."""
    if not json:
        return input(prompt)
    sys.stderr.write(prompt)
    sys.stderr.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line.rstrip("\n")


REPLAY_KEYS = "Enter or n: next event, p: previous, g N: go to event N (-1 is the head), q: quit"


def replay_move(key: str, seq: int, history) -> int | None:
    """The event a replay key goes to from `seq` (None: quit). An unknown key, or an N outside
    the branch, raises UsageError naming the keys or the range; `?` raises it with the keys."""
    key = key.strip().lower()
    if key in {"q", "quit"}:
        return None
    if key in {"", "n", "next"}:
        return min(history.head, seq + 1)
    if key in {"p", "prev"}:
        return max(0, seq - 1)
    if key.startswith("g"):
        arg = key[1:].strip()
        if not arg.lstrip("-").isdigit():
            raise UsageError(f"g needs an event number: g N ({REPLAY_KEYS})")
        try:
            return history.resolve(int(arg))
        except LookupError as err:
            raise UsageError(str(err)) from None
    if key in {"?", "h", "help"}:
        raise UsageError(REPLAY_KEYS)
    raise UsageError(f"unknown key {key!r}: {REPLAY_KEYS}")


@guarded
def branch_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    at: Annotated[int, typer.Option("--at", help="The last event the branch shares with its parent.")],
    name: Annotated[str, typer.Option("--name", help="Name of the new branch.")],
    parent: Annotated[str, typer.Option("--from", help="Parent branch.")] = "main",
    luck: Annotated[Luck, typer.Option(help="same: continue the parent's dealer; fresh: a new seed.")] = Luck.SAME,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Fork a match at event N to record a different line; the parent is never changed.

    Example: matchlog branch 1 --at 20 --name fought-instead --luck same
    """
    from replays.branching import fork, went_on

    with open_ledger(db) as led:
        info = fork(led, match, name, at, parent=parent, luck=luck)
        head = led.head(match, name)
        parent_next = None if json else went_on(led, match, parent, at)
    if json:
        emit_json({"match": match, "branch": info.name, "parent": info.parent, "at": at,
                   "head": head})
    else:
        # what the parent did next: the event the new line is about to do otherwise
        after = f" ({parent} went on with {parent_next})" if parent_next else ""
        console.print(f"branch {info.name} of match {match} forks {parent} at #{at}{after}; "
                      f"head #{head}. Record with: {decide_hint(match, info.name)}",
                      markup=False, soft_wrap=True)


@guarded
def diff_cmd(
    left: Annotated[str, typer.Argument(help="MATCH[:BRANCH][@N]")],
    right: Annotated[str, typer.Argument(help="MATCH[:BRANCH][@N]")],
    as_seat: AsOption = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Two positions or branches side by side, where they part first.

    Example: matchlog diff 1:main 1:fought-instead --as 0
    """
    from rich.text import Text

    from replays.diff import cards_text, diff, genesis_difference
    from replays.refs import parse_ref

    a, b = parse_ref(left), parse_ref(right)
    if a == b:
        raise UsageError("both sides name the same position")
    with open_ledger(db, readonly=True) as led:
        d = diff(led, a, b, as_seat)
    if json:
        emit_json(msgspec.to_builtins(d))
        return
    if d.common < 0:  # two matches: say what their geneses differ in, not two geneses' JSON
        console.print(Text.assemble((d.left, "bold"), " and ", (d.right, "bold"),
                                    " share no event: " + genesis_difference(d)))
    else:
        console.print(Text.assemble((d.left, "bold"), " and ", (d.right, "bold"),
                                    f" share events 0..{d.common}"))
    if d.common >= 0 and (d.first_left or d.first_right):
        console.print(f"  first on {d.left}:  {d.first_left or '(nothing more)'}", markup=False)
        console.print(f"  first on {d.right}: {d.first_right or '(nothing more)'}", markup=False)
    console.print(f"positions compared: {d.left} at #{d.left_seq} vs {d.right} at #{d.right_seq}: "
                  + ("the same" if d.same else "different"))
    if d.changes:
        from rich.table import Table

        table = Table("seat", "zone", d.left, d.right)
        for c in d.changes:
            table.add_row(str(c.seat), c.zone, cards_text(c.left), cards_text(c.right))
        console.print(table)
