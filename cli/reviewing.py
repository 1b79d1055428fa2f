"""Commands for reviewing: matches, log, show, replay, branch, diff."""

from __future__ import annotations

from typing import Annotated, Optional

import msgspec
import typer
from rich.table import Table
from rich.text import Text

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, check_seat, console,
                        emit_json, guarded, open_ledger)
from replays.branching import Luck, fork
from replays.cursor import Cursor
from replays.diff import diff
from replays.history import load_history
from replays.refs import parse_ref
from replays.render import render_timeline, render_view
from replays.secrecy import check_seat_view
from replays.timeline import timeline

AsOption = Annotated[Optional[int], typer.Option("--as", help="Show only what this seat may see.")]


def register(app: typer.Typer) -> None:
    app.command("matches")(matches_cmd)
    app.command("log")(log_cmd)
    app.command("show")(show_cmd)
    app.command("replay")(replay_cmd)
    app.command("branch")(branch_cmd)
    app.command("diff")(diff_cmd)


@guarded
def matches_cmd(db: DbOption = None, json: JsonOption = False) -> None:
    """List the matches in the ledger.

    Example: matchlog matches --json
    """
    with open_ledger(db, readonly=True) as led:
        infos = led.matches()
    if json:
        emit_json([{"match": m.id, "game": m.game, "created": m.created_at, "head": m.head,
                    "branches": m.branches, "players": m.meta.get("players", [])} for m in infos])
        return
    table = Table("match", "game", "players", "events", "branches", "created")
    for m in infos:
        table.add_row(str(m.id), m.game, ", ".join(m.meta.get("players", [])), str(m.head + 1),
                      str(m.branches), m.created_at)
    console.print(table)


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
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        rows = timeline(history, as_seat)
        stored = history.stored
    if json:
        out = []
        for row in rows:
            item = {"seq": row.seq, "event": row.event, "text": row.text,
                    "branch": stored[row.seq].branch}
            if as_seat is None:
                item["digest"] = stored[row.seq].digest  # a fingerprint of hidden zones too
            else:
                item["redacted"] = row.redacted
            out.append(item)
        emit_json(out)
    else:
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

    Example: matchlog show 1 --at 57 --as 0
    """
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        if as_seat is not None:
            check_seat_view(history)
        seq = history.clamp(history.head if at is None else at)
        state = history.fold_to(seq).state
        game = history.game
        view = game.view(state, as_seat)
        seed = history.genesis.seed or "unmarked"
        if json:
            out = {"match": match, "branch": branch, "seq": seq, "seed": seed,
                   "view": msgspec.to_builtins(view)}
            if as_seat is None:  # the digest fingerprints the hidden zones: not for a seat
                out["digest"] = game.digest(state)
                try:
                    out["position"] = game.position(state)
                except NotImplementedError:
                    pass
            emit_json(out)
            return
    console.print(f"match {match}, branch {branch}, after event #{seq}")
    if seed == "reproducible":
        console.print("the dealer's seed is reproducible, not secret (made from --seed N)",
                      style="yellow")
    console.print(render_view(view))


@guarded
def replay_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    branch: BranchOption = "main",
    as_seat: AsOption = None,
    db: DbOption = None,
) -> None:
    """Step through a branch: Enter/n next, p previous, g N go to event N, q quit.

    Example: matchlog replay 1 --as 1
    """
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        check_seat(history, as_seat)
        rows = timeline(history, as_seat)
        cursor = Cursor(history)
        seq = 0
        while True:
            state = cursor.seek(seq)
            console.rule(f"event #{seq} of {history.head}: {rows[seq].text}")
            console.print(render_view(history.game.view(state, as_seat)))
            try:
                key = input("[n]ext [p]rev [g N] goto [q]uit > ").strip().lower()
            except EOFError:
                return
            if key in {"q", "quit"}:
                return
            if key.startswith("g"):
                arg = key[1:].strip()
                if not arg.lstrip("-").isdigit():
                    console.print("usage: g N")
                    continue
                seq = history.clamp(int(arg))
            elif key == "p":
                seq = max(0, seq - 1)
            else:
                seq = min(history.head, seq + 1)


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

    Example: matchlog branch 1 --at 57 --name fought-instead --luck same
    """
    with open_ledger(db) as led:
        info = fork(led, match, name, at, parent=parent, luck=luck)
        head = led.head(match, name)
    if json:
        emit_json({"match": match, "branch": info.name, "parent": info.parent, "at": at,
                   "head": head})
    else:
        console.print(f"branch {info.name} of match {match} forks {parent} at #{at}; "
                      f"head #{head}. Record with: matchlog decide {match} N --branch {name}")


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
    a, b = parse_ref(left), parse_ref(right)
    if a == b:
        raise UsageError("both sides name the same position")
    with open_ledger(db, readonly=True) as led:
        d = diff(led, a, b, as_seat)
    if json:
        emit_json(msgspec.to_builtins(d))
        return
    console.print(Text.assemble((d.left, "bold"), " and ", (d.right, "bold"),
                                f" share events 0..{d.common}"))
    if d.first_left or d.first_right:
        console.print(f"  first on {d.left}:  {d.first_left or '(nothing more)'}", markup=False)
        console.print(f"  first on {d.right}: {d.first_right or '(nothing more)'}", markup=False)
    console.print(f"positions compared: {d.left} at #{d.left_seq} vs {d.right} at #{d.right_seq}: "
                  + ("the same" if d.same else "different"))
    if d.changes:
        table = Table("seat", "zone", d.left, d.right)
        for c in d.changes:
            table.add_row(str(c.seat), c.zone, ", ".join(c.left) or "—", ", ".join(c.right) or "—")
        console.print(table)
