"""Rich rendering of a position (a View) and of a branch's timeline.

Every string from a match (player and card names, prompts, descriptions) may hold text that
rich would read as markup ("[/x]"), so each one goes in as a `Text`, never as a markup str.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from engine.protocol import Decision
from engine.views import CardView, View, ZoneView
from engine.words import Words, stat_label

from replays.outcome import seat_name

from replays.timeline import Row


def render_view(view: View, words: Words = Words()) -> RenderableType:
    """Each seat as a panel of its zones, its counters under the game's names; hidden cards
    as '?'."""
    players = _players(view)
    who = "omniscient" if view.as_seat is None else f"as {seat_name(players, view.as_seat)}"
    head = Text.assemble((f"{view.game}", "bold"), f"  turn {view.turn}",
                         f"  active: {seat_name(players, view.active)}"
                         if view.active is not None else "",
                         f"  step: {view.step}", (f"  [{who}]", "dim"))
    parts: list[RenderableType] = [head]
    if view.status:
        parts.append(Text(view.status, style="yellow"))
    for seat in view.seats:
        table = Table.grid(padding=(0, 1))
        table.add_column(style="cyan", no_wrap=True)
        table.add_column()
        for zone in seat.zones:
            table.add_row(Text(zone.name), _zone_text(zone))
        stats = "  ".join(f"{stat_label(words, k)}: {'—' if v == '' else v}"
                          for k, v in seat.stats.items())
        mark = " ◀" if seat.seat == view.active else ""
        parts.append(Panel(table, title=Text(f"seat {seat.seat}: {seat.player}{mark}"),
                           subtitle=Text(stats) if stats else None, title_align="left",
                           subtitle_align="right"))
    for note in view.notes:
        parts.append(Text(note, style="dim"))
    return Group(*parts)


def _zone_text(zone: ZoneView) -> Text:
    if not zone.cards or all(c.hidden for c in zone.cards):
        n = max(zone.count, len(zone.cards))
        return Text(f"{n} card{'s' if n != 1 else ''}, hidden" if n else "—", style="dim")
    text = Text()
    for i, card in enumerate(zone.cards):
        if i:
            text.append(", ")
        text.append_text(_card_text(card))
    if zone.count > len(zone.cards):
        text.append(f" (+{zone.count - len(zone.cards)} more)", style="dim")
    return text


def _card_text(card: CardView) -> Text:
    if card.hidden:
        return Text("?", style="dim")
    text = Text(card.name, style="bold")
    if card.id is not None:
        text.append(f"#{card.id}", style="dim")
    if card.tags:
        text.append(f" ({', '.join(card.tags)})", style="dim")
    for under in card.attached:
        text.append(" [+").append_text(_card_text(under)).append("]")
    return text


def render_timeline(rows: list[Row], title: str = "") -> Table:
    """A table of timeline rows: seq, who, event type, and what happened."""
    table = Table(title=Text(title) if title else None, show_lines=False, expand=False)
    table.add_column("#", justify="right", style="dim")
    table.add_column("who", no_wrap=True)
    table.add_column("event", no_wrap=True, style="cyan")
    table.add_column("what happened")
    for row in rows:
        told = "".join(f"\n  → {line}" for line in row.consequences)
        table.add_row(str(row.seq), Text(row.actor), Text(row.tag), Text(row.text + told))
    return table


def _players(view: View) -> list[str]:
    """The players' names by seat, as the view's seats give them."""
    names = [""] * (max((s.seat for s in view.seats), default=-1) + 1)
    for s in view.seats:
        names[s.seat] = s.player
    return names


def render_options(decision: Decision, described: list[str], rules: list[str] | None = None,
                   caption: str = "", players: Sequence[str] = ()) -> Table:
    """The numbered options of a decision; `rules`: the rule id allowing each (may be blank).
    The seat to decide is named by its player (`players`, by seat), as the log names it."""
    title = (f"{seat_name(players, decision.seat)} to decide"
             + (f": {decision.prompt}" if decision.prompt else ""))
    table = Table(title=Text(title), caption=Text(caption) if caption else None)
    table.add_column("#", justify="right")
    table.add_column("option")
    if rules and any(rules):
        table.add_column("allowed by")
    for i, text in enumerate(described):
        if rules and any(rules):
            table.add_row(str(i), Text(text), Text(rules[i] if i < len(rules) else ""))
        else:
            table.add_row(str(i), Text(text))
    return table
