"""A replay page: one self-contained HTML file (its data, script and style inline).

The file needs no server and loads nothing: the page's script draws the board of the chosen
event from the interned views that `replays.page` builds, in any browser.
"""

from __future__ import annotations

import html
import re
from importlib import resources
from typing import Callable

import msgspec

from engine import dealer
from engine.protocol import Game, InvalidSetup
from engine.views import View
from ledger import Ledger
from replays.history import load_history
from replays.faults import EngineFault
from replays.page import Line, build_page, position_page
from replays.rerun import rerun_genesis
from replays.secrecy import SeatViewRefused, check_seat_view
from replays.transcript import Transcript

_SLOT = re.compile(r"\{\{(\w+)\}\}")


def match_page(ledger: Ledger, match_id: int, branch: str, as_seat: int | None,
               on_line: Callable[[str], None] | None = None, rules: str | None = None) -> dict:
    """Every branch of a match (the page opens on `branch`), as `as_seat` may see it.

    The match is folded by the rules version its genesis names; with `rules`, by that other
    version instead (as `rerun` does), each recorded event those rules refuse marked.

    A seat's page leaves out each branch no seat may see yet (`check_seat_view`: past its
    fork it deals what a line still in progress is yet to deal), as `show --as` refuses it;
    their names are under "withheld", which the caller takes out before rendering. The
    branch to open on is refused (SeatViewRefused) when it is one of them.
    """
    infos = ledger.branches(match_id)
    if branch not in {b.name for b in infos}:
        load_history(ledger, match_id, branch)  # raises the ledger's UnknownBranch
    lines = []
    withheld = []
    game = None
    for info in infos:
        h = load_history(ledger, match_id, info.name)
        if as_seat is not None:
            try:
                check_seat_view(h)
            except SeatViewRefused:
                if info.name == branch:
                    raise
                withheld.append(info.name)
                continue
        game = h.game if rules is None else h.game.for_rules(rules)
        events = h.events(0)
        digests = [s.digest for s in h.stored]
        if rules is not None:  # the recorded digests are those of the recorded rules
            events[0] = rerun_genesis(h.genesis, game, {})
            digests = []
        lines.append(Line(info.name, events, [(s.branch, s.seq) for s in h.stored],
                          info.parent, info.fork_seq, digests, h))
    assert game is not None  # a match has at least its main branch
    title = f"match {match_id}: {', '.join(lines[0].events[0].players)}"
    if rules is not None:
        title += f", under {game.rules_version}"
    try:
        data = build_page(game, lines, as_seat, title, branch, on_line)
    except EngineFault as fault:  # the page names its branches; the user wants the match too
        raise fault.within(f"match {match_id}, ") from fault.cause
    return {**data, "withheld": withheld}


def transcript_page(t: Transcript, name: str, as_seat: int | None) -> dict:
    """A transcript (perhaps a disputed one: illegal events are marked, not fatal)."""
    events = [t.genesis, *t.events]
    line = Line("main", events, [("main", s) for s in range(len(events))],
                digests=[t.genesis_digest, *(e.digest for e in t.entries)])
    return build_page(t.game, [line], as_seat, f"{name}: {', '.join(t.genesis.players)}")


def render_html(data: dict) -> bytes:
    """The page as UTF-8 bytes: the template with its style, script and data put in."""
    assets = resources.files("replays") / "assets"
    # '<' is escaped inside the JSON so that no card or player name can close the script.
    payload = msgspec.json.encode(data).replace(b"<", b"\\u003c").decode()
    who = "omniscient" if data["as_seat"] is None else f"as seat {data['as_seat']}"
    slots = {"title": html.escape(f"{data['game_title']} — {data['title']} ({who})"),
             "game": html.escape(data["game"]),
             "style": (assets / "replay.css").read_text(encoding="utf-8"),
             "script": (assets / "replay.js").read_text(encoding="utf-8"),
             "data": payload}
    template = (assets / "replay.html").read_text(encoding="utf-8")
    return _SLOT.sub(lambda m: slots[m.group(1)], template).encode("utf-8")


def position_page_of(game: Game, saved: dict, as_seat: int | None, title: str,
                     source: str = "the position") -> dict:
    """A page of one position from a file: a position in the game's format, or `show --json`.

    A position is set up and viewed as `as_seat`; a file holding only a view (a game that
    cannot export positions, or `show --json` at a moment it refuses to, `"position": null`)
    is drawn as it is, so it must already be the seat's view.
    """
    pos = saved.get("position") if isinstance(saved.get("position"), dict) else None
    if pos is None and "view" in saved:
        try:
            view = msgspec.convert(saved["view"], View)
        except msgspec.ValidationError as exc:
            raise InvalidSetup(f"{source}: bad view: {exc}") from None
        if as_seat is not None and view.as_seat != as_seat:
            raise ValueError(f"the file holds a view {_who(view.as_seat)}, not as seat {as_seat};"
                             " give a position (or `show --json --as SEAT` output) instead")
        return position_page(game, view, None, title)
    pos = pos if pos is not None else saved
    from replays.showing import check_numbers, position_players

    check_numbers(pos, source)
    players = (position_players(pos, source)
               or [f"Player {s}" for s in range(game.default_seats())])
    try:  # a position's refusal names the file it came from, as `new --position` does
        state = game.start(game.genesis(players, [], dealer.commitment(b""), position=pos))
    except InvalidSetup as exc:
        raise InvalidSetup(f"{source}: {exc}") from None
    return position_page(game, game.view(state, as_seat), state, title)


def _who(seat: int | None) -> str:
    return "omniscient" if seat is None else f"as seat {seat}"
