"""The `html` command: a replay page to open, share and step through in any browser."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.progress import Progress

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, console, emit_json,
                        guarded, open_ledger, read_position_file, read_transcript_arg, count)
from engine.registry import UnknownGame, get_game
from replays.html import match_page, position_page_of, render_html, transcript_page
from replays.transcript import check_attestations


def register(app: typer.Typer) -> None:
    app.command("html")(html_cmd)


@guarded
def html_cmd(
    match: Annotated[Optional[int], typer.Argument(help="Match id (or --transcript / --position).")] = None,
    output: Annotated[Path, typer.Option("-o", "--output", help="The HTML file to write.")] = Path("replay.html"),
    branch: BranchOption = "main",
    as_seat: Annotated[Optional[int], typer.Option("--as", help="A page for this seat: it holds nothing the seat may not see.")] = None,
    transcript: Annotated[Optional[Path], typer.Option("--transcript", "-t", help="A transcript file instead of a match (illegal events are marked); '-' for stdin.")] = None,
    position: Annotated[Optional[Path], typer.Option("--position", help="One position for a ruling: a position file, or `show --json` output.")] = None,
    game: Annotated[Optional[str], typer.Option("--game", help="The game of a --position file that does not name it.")] = None,
    rules: Annotated[Optional[str], typer.Option("--rules", help="Draw a match under another rules version (see `matchlog games`): the events it refuses are marked.")] = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Write one self-contained HTML replay page (no server, no network): the board at every
    event, the timeline with consequences and audit markers, first/back/forward/last, a
    slider, arrow keys, a branch selector, and #e57 links.

    Example: matchlog html 1 --as 0 -o replay.html

    Example: matchlog html --position ruling.json --game ardent-reapers -o ruling.html

    Example: matchlog html 1 --rules AR-1.1-printed -o printed.html
    """
    withheld: list[str] = []
    if sum(x is not None for x in (match, transcript, position)) != 1:
        raise UsageError("give a MATCH, --transcript FILE or --position FILE (one of them)")
    if rules is not None and match is None:
        raise UsageError("--rules goes with a MATCH")
    if match is not None:
        with open_ledger(db, readonly=True) as led:
            total = len(led.branches(match))
            # a bar on a terminal only: piped or redirected, stdout holds the result line alone
            shown = not json and total >= 2 and console.is_terminal
            with Progress(console=console, disable=not shown, transient=True) as bar:
                task = bar.add_task("building the page, branch by branch", total=total)
                data = match_page(led, match, branch, as_seat, lambda _b: bar.advance(task),
                                  rules)
        withheld = data.pop("withheld")
    elif transcript is not None:
        t, name = read_transcript_arg(transcript)
        check_attestations(t, name)  # as `audit --transcript` does
        data = transcript_page(t, transcript.name if name != "stdin" else name, as_seat)
    else:
        data = _position_data(position, game, as_seat)
    page = render_html(data)
    output.write_bytes(page)
    events = len(data["frames"])  # events that branches share are counted once
    if json:
        emit_json({"file": str(output), "bytes": len(page), "branches": len(data["branches"]),
                   "events": events, "as_seat": as_seat, "withheld": withheld})
    else:
        console.print(f"wrote {output}: {len(page):,} bytes, {len(data['branches'])} branch(es), "
                      + count(events, "event") + (f", as seat {as_seat}" if as_seat is not None else ""),
                      markup=False)
        for name in withheld:  # as `show --as` refuses them
            console.print(f"left out: branch {name}, which seat {as_seat} may not see yet "
                          f"(`matchlog show {match} --branch {name} --as {as_seat}` says why)",
                          markup=False, soft_wrap=True)


def _position_data(path: Path, game_id: str | None, as_seat: int | None) -> dict:
    from replays.showing import game_named

    saved = read_position_file(path)
    named = game_named(saved, game_id)
    if named is None:
        raise UsageError(f"{path}: name the game with --game (the file does not say)")
    try:
        game = get_game(named)
    except UnknownGame as exc:  # named by the file (else by --game): say which file
        raise UsageError(str(exc) if game_id else f"{path}: {exc}") from None
    return position_page_of(game, saved, as_seat, f"position from {path.name}",
                            str(path))
