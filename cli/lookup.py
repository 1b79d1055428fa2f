"""Commands for looking things up: rules (the rule index) and cards (facts, summaries, rulings)."""

from __future__ import annotations

from typing import Annotated, Optional

import msgspec
import typer
from rich.text import Text

from cli.common import JsonOption, UsageError, console, emit_json, err_console, guarded
from engine.fold import FRAMEWORK_RULES
from engine.registry import get_game
from engine.rules import Rule, RuleIndex
from replays.cards import CardBook, UnknownCardName


def register(app: typer.Typer) -> None:
    app.command("rules")(rules_cmd)
    app.command("cards")(cards_cmd)


def _rule_dict(rule: Rule) -> dict:
    return {"id": rule.id, "section": rule.section, "summary": rule.summary, "quote": rule.quote,
            "assumption": rule.assumption}


def _select_rules(index: RuleIndex, rule_id: str | None, game: str = "GAME") -> list[Rule]:
    """Every rule of the index, or those `rule_id` names (RuleIndex.named)."""
    if rule_id is None:
        return list(index)
    hits = index.named(rule_id)
    if not hits:
        from difflib import get_close_matches

        # the ids, and the prefixes that name a run of them ("AR-fight" for AR-fight-1..5)
        names: dict[str, str] = {}
        for r in index:
            head, _, tail = r.id.rpartition("-")
            for name in (r.id, head if tail.isdigit() else r.id):
                names.setdefault(name.casefold(), name)
        near = get_close_matches(rule_id.casefold(), list(names), n=1)
        hint = f"; did you mean {names[near[0]]}?" if near else ""  # as a card or game is told
        raise UsageError(f"no rule {rule_id!r} in the rule index{hint} ({len(index)} rules; "
                         f"list them with `matchlog rules {game}`)")
    return hits


@guarded
def rules_cmd(
    game: Annotated[str, typer.Argument(help="Game id, see `matchlog games`.")],
    rule_id: Annotated[Optional[str], typer.Argument(help="A rule id (e.g. AR-fight-2), or the start of ids (AR-fight).")] = None,
    search: Annotated[Optional[str], typer.Option("--search", "-s", help="Only rules whose id, section, summary or quote contains these words.")] = None,
    json: JsonOption = False,
) -> None:
    """The rule index: each rule's id, section, summary, the document's words and whether the
    engine assumed it where the document is silent.

    Example: matchlog rules ardent-reapers AR-fight-2
    Example: matchlog rules ardent-reapers --search dormant
    Example: matchlog rules reaper ML-digest
    """
    g = get_game(game)
    # ML- ids are matchlog's own rules (the ledger, the dealer, digests), which every game's
    # findings may name: `rules GAME ML-digest` reads them like the game's
    own = rule_id is not None and rule_id.casefold().startswith("ml")
    index = FRAMEWORK_RULES if own else g.rules
    document = "matchlog's own rules" if own else g.rules.document
    selected = _select_rules(index, rule_id, g.id)
    if search:
        words = search.casefold().split()
        selected = [r for r in selected
                    if all(w in " ".join((r.id, r.section, r.summary, r.quote)).casefold() for w in words)]
        if not selected:
            raise UsageError(f"no rule mentions {search!r}")
    if json:
        emit_json([_rule_dict(r) for r in selected])
        return
    if len(selected) == 1:
        r = selected[0]
        console.print(Text.assemble((r.id, "bold"), f"  {r.section}  ({document})"))
        console.print(r.summary, markup=False)
        if r.quote:
            console.print(f'  "{r.quote}"', markup=False)
        if r.assumption:
            console.print("  (an assumption of this engine: the document is silent or unclear here)")
        return
    from rich.table import Table

    title = (f"{len(selected)} of matchlog's own rules, every game's" if own else
             f"{g.title}: {len(selected)} rules of {document} (* an assumption)")
    table = Table("rule", "section", "summary", title=title)
    for r in selected:
        table.add_row(r.id + (" *" if r.assumption else ""), r.section, r.summary)
    console.print(table)


def _rule_line(index: RuleIndex, rule_id: str) -> str:
    r = index[rule_id]
    return f"{r.id} ({r.section}): {r.summary}" + (f' "{r.quote}"' if r.quote else "")


def _fact(value: object) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {_fact(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return ", ".join(map(_fact, value))
    if isinstance(value, bool):  # a card data flag, in words rather than Python's True/False
        return "yes" if value else "no"
    return str(value)


def _find(book: CardBook, name: str):
    """The card `name` names; failing that, the one card whose name contains it, said on
    stderr (so `Anx` showing Vanx is not taken for a card named Anx; stdout, --json too,
    stays the card alone)."""
    try:
        return book.find(name)
    except UnknownCardName:
        card = book.find(name, loose=True)  # the same error when no one card contains it
    err_console.print(f"note: no card is named {name.strip()!r}; showing {card.name} "
                      f"({card.id}), the one card whose name contains it", markup=False)
    return card


@guarded
def cards_cmd(
    game: Annotated[str, typer.Argument(help="Game id, see `matchlog games`.")],
    name: Annotated[Optional[str], typer.Argument(help="A card's name, id or number (default: every card).")] = None,
    json: JsonOption = False,
) -> None:
    """Every card of the game's sets, or one card: its facts, our summary of its ability, the
    errata and FAQ rulings that apply and the rules its code cites.

    Example: matchlog cards ardent-reapers "Silence Enforcer"
    """
    g = get_game(game)
    book = CardBook(g)
    if not book.cards:
        raise UsageError(f"{g.id} does not list its cards")
    if name is None:
        if json:
            emit_json([msgspec.to_builtins(c) for c in book.cards])
            return
        from rich.table import Table

        table = Table("id", "name", "type", "summary", "rulings", title=f"{g.title}: {len(book.cards)} cards")
        for c in book.cards:
            table.add_row(c.id, c.name, c.type, c.summary, ", ".join(c.rulings))
        console.print(table)
        return
    c = _find(book, name)
    if json:
        emit_json({**msgspec.to_builtins(c),
                   "rule_text": {r: _rule_dict(g.rules[r]) for r in [*c.rulings, *c.rules]}})
        return
    console.print(Text.assemble((c.name, "bold"), f" ({c.id}), {c.type}"))
    facts = ", ".join(f"{k}: {_fact(v)}" for k, v in c.facts.items() if v not in (None, "", [], {}, ()))
    console.print(f"  {facts}", markup=False)
    console.print(f"  {c.summary}", markup=False)
    for label, ids in (("rulings", c.rulings), ("rules its code cites", c.rules)):
        if ids:
            console.print(f"  {label}:")
            for r in ids:
                console.print(f"    {_rule_line(g.rules, r)}", markup=False)
