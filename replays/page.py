"""The data of a replay page: every event of every branch as one seat (or everybody) sees it.

Built only from the shared shapes (`View`, the timeline's words, audit findings), so one page
works for every game. A page made for a seat holds what that seat's `view` and redacted
timeline hold and nothing else: no event payload but the genesis as the seat's log gives it
(`replays.secrecy.seat_genesis`), no state digests, no hash chain, and no options or refusal
details of another seat.

Views repeat a lot from one event to the next, so cards, zones and views are interned: each
distinct one is stored once and referred to by its index (a 300-event match stays well under
a megabyte without compression, which would hide what the file holds from a byte check).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import msgspec

from engine.events import Dealt, Event, Genesis
from engine.fold import Fold
from engine.protocol import Chance, Decision, Game, Over, encode_event
from engine.views import View
from replays.audit import Finding, rule_text
from replays.faults import audit_guarded
from replays.outcome import seat_name
from replays.secrecy import seat_genesis
from replays.story import Sight, told
from replays.timeline import actor, describe, redact_for_seat, shown_to, sighted

MAX_OPTIONS = 40
"""Options listed per pending decision; the rest are counted (a judge asks `options` for all)."""


@dataclass
class Line:
    """One branch to put on a page: its name, parent and fork, and its events from genesis.

    `keys` names each event where it is stored (owner branch, seq), so events that branches
    share are built once; `digests` are the recorded state digests (None where absent).
    """

    name: str
    events: list[Event]
    keys: list[tuple[str, int]]
    parent: str | None = None
    fork: int | None = None
    digests: list[str | None] = field(default_factory=list)
    history: Any = field(default=None, compare=False)
    """The stored branch (a MatchHistory) the events come from, if any: an engine failing on
    them is then told as an edited ledger when the file does not verify, not as a bug."""


class _Interned:
    """Distinct JSON values in first-seen order; `add` returns a value's index."""

    def __init__(self) -> None:
        self.items: list[Any] = []
        self._index: dict[bytes, int] = {}

    def add(self, value: Any) -> int:
        key = msgspec.json.encode(value)
        n = self._index.get(key)
        if n is None:
            n = self._index[key] = len(self.items)
            self.items.append(value)
        return n


@dataclass
class _Builder:
    game: Game
    as_seat: int | None
    cards: _Interned = field(default_factory=_Interned)
    zones: _Interned = field(default_factory=_Interned)
    views: _Interned = field(default_factory=_Interned)
    frames: list[dict] = field(default_factory=list)
    built: dict[tuple[str, int], int] = field(default_factory=dict)
    rules: dict[str, str] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    """The players by seat: the page names a seat as the log does (seat_name)."""

    def view(self, view: View) -> int:
        """Intern a view: its seats' zones become zone indices, their cards card indices."""
        obj = msgspec.to_builtins(view)
        for seat in obj["seats"]:
            seat["zones"] = [self.zones.add({**z, "cards": [self.cards.add(c) for c in
                                                            z.get("cards", [])]})
                             for z in seat.get("zones", [])]
        return self.views.add(obj)

    def cite(self, rule: str) -> str:
        if rule and rule not in self.rules:
            self.rules[rule] = rule_text(self.game, rule)
        return rule


def build_page(game: Game, lines: list[Line], as_seat: int | None, title: str,
               start_branch: str = "main", on_line: Callable[[str], None] | None = None) -> dict:
    """The page's data: branches as lists of frame indices into shared frames and views.

    `on_line` is called with each branch's name once it is built (for a progress bar).
    """
    seats = len(lines[0].events[0].players)
    if as_seat is not None and not 0 <= as_seat < seats:
        # named as `show --as` names it: the match (or file) the title starts with
        raise ValueError(f"{title.partition(':')[0]} has seats 0..{seats - 1}, not {as_seat}")
    b = _Builder(game, as_seat, players=list(lines[0].events[0].players))
    branches = []
    for line in lines:
        branches.append({"name": line.name, "parent": line.parent, "fork": line.fork,
                         "frames": _branch_frames(b, line)})
        if on_line is not None:
            on_line(line.name)
    names = [br["name"] for br in branches]
    return {"title": title, "game": game.id, "game_title": game.title, "as_seat": as_seat,
            "labels": _labels(game), "start": start_branch if start_branch in names else names[0],
            "branches": branches, "frames": b.frames, "views": b.views.items,
            "zones": b.zones.items, "cards": b.cards.items, "rules": b.rules}


def position_page(game: Game, view: View, state: Any | None, title: str) -> dict:
    """A page of one position (for a ruling): one frame, nothing to step through.

    `state` (when known) gives the pending decision; a page drawn from a saved view alone
    shows just the board.
    """
    b = _Builder(game, view.as_seat, players=[s.player for s in sorted(view.seats,
                                                                       key=lambda s: s.seat)])
    frame = {"seq": 0, "tag": "position", "actor": "—", "text": title, "changes": [],
             "view": b.view(view)}
    if state is not None:
        frame["pending"] = _pending(b, state)
        if view.as_seat is None:
            frame["digest"] = game.digest(state)
    b.frames.append(frame)
    return {"title": title, "game": game.id, "game_title": game.title, "as_seat": view.as_seat,
            "labels": _labels(game), "start": "position", "branches": [{"name": "position", "parent": None, "fork": None,
                                               "frames": [0]}],
            "frames": b.frames, "views": b.views.items, "zones": b.zones.items,
            "cards": b.cards.items, "rules": b.rules}


def _labels(game: Game) -> dict[str, str]:
    """The rules' names of the stat keys that are not the key with spaces (amber: Æmber)."""
    return {k: t.label for k, t in game.words().stats.items() if t.label}


def _branch_frames(b: _Builder, line: Line) -> list[int]:
    game, genesis = b.game, line.events[0]
    assert isinstance(genesis, Genesis)
    digests = line.digests or [None] * len(line.events)
    report = audit_guarded(game, genesis, line.events[1:], digests[1:], f"branch {line.name}",
                           line.history)
    findings = {f.seq: f for f in report.findings if f.rule != "ML-digest"}
    fold = Fold(game, genesis, check=False)
    view = game.view(fold.state, b.as_seat)
    sight = None  # the view before the event, sighted for the story (see replays.story.Sight)
    out = [_frame_index(b, line.keys[0], lambda: _genesis_frame(b, fold, genesis, view))]
    for seq in range(1, len(line.events)):
        event = line.events[seq]
        key = line.keys[seq]
        if seq in findings:  # refused: the last legal position stays, as in an audit
            out.append(_frame_index(b, key, lambda: _refused_frame(b, fold, seq, event,
                                                                   findings[seq], view)))
            continue
        if key in b.built:  # shared with a branch already built: only fold it
            fold.apply(event)
            view = game.view(fold.state, b.as_seat)
            out.append(b.built[key])
            continue
        seen = sight if sight is not None and sight.view is view \
            else sighted(game, fold.state, b.as_seat)
        before = game.clone(fold.state) if b.as_seat is not None else fold.state
        text = describe(game, before, event)
        shown = shown_to(game, before, event, b.as_seat)
        event_obj = msgspec.to_builtins(event)
        fold.apply(event)
        redacted = False
        if b.as_seat is not None:
            event_obj, text, redacted = redact_for_seat(game, before, fold.state, event,
                                                        event_obj, text, b.as_seat,
                                                        fold.genesis.table_luck)
        sight = sighted(game, fold.state, b.as_seat)
        after = sight.view
        frame = {"seq": seq, "tag": event_obj.get("type", ""), "actor": actor(event, fold.genesis.table_luck),
                 "text": text, "changes": shown + told(seen, sight, game.words(), isinstance(event, Dealt)), "view": b.view(after),
                 "pending": _pending(b, fold.state)}
        if redacted:
            frame["redacted"] = True
        if b.as_seat is None:
            frame["event"] = encode_event(event).decode()
            frame["digest"] = game.digest(fold.state)
        out.append(_frame_index(b, key, lambda: frame))
        view = after
    return out


def _frame_index(b: _Builder, key: tuple[str, int], make) -> int:
    if key not in b.built:
        b.built[key] = len(b.frames)
        b.frames.append(make())
    return b.built[key]


def _genesis_frame(b: _Builder, fold: Fold, genesis: Genesis, view: View) -> dict:
    frame = {"seq": 0, "tag": "genesis", "actor": "—",
             "text": f"genesis: {', '.join(genesis.players)}", "changes": [],
             "view": b.view(view), "pending": _pending(b, fold.state)}
    if b.as_seat is None:
        frame["event"] = encode_event(genesis).decode()
        frame["digest"] = b.game.digest(fold.state)
    else:  # as the seat's log and export give it: what the seat may know at the start
        frame["event"] = msgspec.json.encode(seat_genesis(b.game, genesis, b.as_seat)).decode()
    return frame


def _refused_frame(b: _Builder, fold: Fold, seq: int, event: Event, f: Finding,
                   view: View) -> dict:
    """An illegal event: the rule it breaks in the document's words; the board stays put.

    A seat's page names the rule when another seat broke it, but neither the message nor
    the legal alternatives, which may name that seat's hidden cards.
    """
    own = b.as_seat is None or f.seat == b.as_seat
    finding: dict[str, Any] = {"rule": b.cite(f.rule), "seat": f.seat,
                               "last_legal": f.last_legal_seq}
    if own:
        finding["message"] = f.message
        finding["alternatives"] = f.alternatives[:MAX_OPTIONS]
        finding["more"] = max(0, len(f.alternatives) - MAX_OPTIONS)
    try:
        text = describe(b.game, fold.state, event) if own else ""
    except Exception:  # an illegal event may name cards that do not exist
        text = ""
    who = seat_name(b.players, f.seat) if f.seat is not None else actor(event)
    frame = {"seq": seq, "tag": msgspec.to_builtins(event).get("type", ""), "actor": actor(event, fold.genesis.table_luck),
             "text": text or f"{who}: an illegal event, refused", "changes": [],
             "view": b.view(view), "pending": _pending(b, fold.state), "finding": finding}
    if b.as_seat is None:
        frame["event"] = encode_event(event).decode()
    return frame


def _pending(b: _Builder, state: Any) -> dict:
    """Who must act next; the options only on a page that may see them."""
    p = b.game.pending(state)
    if isinstance(p, Over):
        return {"over": p.reason, "winner": p.winner, "scores": list(p.scores),
                "rule": b.cite(p.rule)}
    if isinstance(p, Chance):
        return {"chance": p.kind, "why": p.why}
    assert isinstance(p, Decision)
    out: dict[str, Any] = {"seat": p.seat, "who": seat_name(b.players, p.seat),
                           "prompt": p.prompt, "rule": b.cite(p.rule)}
    # Another seat's options, even their number, tell what it holds (how many cards it can play).
    if b.as_seat is None or b.as_seat == p.seat:
        out["count"] = len(p.options)
        out["options"] = [b.game.describe(state, o) for o in p.options[:MAX_OPTIONS]]
    return out
