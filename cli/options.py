"""The `options` command: the pending decision and its legal options, a decision judged
(--check), what was pending after an earlier event (--at), and what a seat may see of it (--as).
What a seat may see, which option was recorded and where nobody decides are decided in replays/
(secrecy.hidden_choice, legal.recorded_option, legal.nobody_decides): this module prints."""

from __future__ import annotations

from typing import Annotated, Optional

import msgspec
import typer

from cli.common import (LISTING, BranchOption, DbOption, JsonOption, UsageError, check_seat,
                        choice_at, console, decide_hint, emit_json, guarded, open_ledger,
                        parse_choice)
from engine.protocol import Chance, Decision, Game, Over
from replays import explain
from replays.faults import engine_at
from replays.history import load_history
from replays.outcome import outcome_record


# rich and the renderers are imported inside the functions that print with them: every
# command pays for its module's imports at start-up.


def register(app: typer.Typer) -> None:
    app.command("options")(options_cmd)


@guarded
def options_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    branch: BranchOption = "main",
    check: Annotated[Optional[str], typer.Option("--check", help="Judge a decision without recording it: an option number or an event as JSON.")] = None,
    at: Annotated[Optional[int], typer.Option("--at", help="After this event instead of at the head (negative counts back): the decision the next event answered, its legal options and which was recorded.")] = None,
    as_seat: Annotated[Optional[int], typer.Option("--as", help="As this seat may see it: another seat's options (they name its hidden cards) and a table's possible draws are not listed.")] = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """The pending decision at the branch's head, its rule, and its numbered legal options with
    the rule allowing each; --check says whether a decision would be legal, and if not, the rule
    it breaks in the document's words and the legal alternatives (exit 1 when illegal). --at N
    asks the same of the position after event N, read-only, for a ruling on what was recorded.
    --as SEAT shows what that seat may see: its own options, or only who decides what.

    Example: matchlog options 1 --json
    Example: matchlog options 1 --check '{"type":"fight","seat":0,"attackers":[3],"targets":[20]}'
    Example: matchlog options 1 --at 20 --check '{"type":"end-step","seat":0}'
    Example: matchlog options 1 --as 0
    """
    with open_ledger(db, readonly=True) as led:
        history = load_history(led, match, branch)
        g = history.game
        if as_seat is not None:
            from replays.secrecy import check_seat_view

            check_seat(history, as_seat)
            check_seat_view(history)
        if at is not None and history.resolve(at) < history.head:
            seq = history.resolve(at)
            if as_seat is not None and _hidden_from(history, seq, as_seat, check, json):
                return
            _options_at(history, seq, check, json, as_seat)
            return
        if as_seat is not None and _hidden_from(history, history.head, as_seat, check, json):
            return
        state = history.fold_to_head().state
        with engine_at(history, history.head, LISTING):
            p = g.pending(state)
        if isinstance(p, Over):
            outcome = outcome_record(p, history.genesis.players, history.head)
            if json:
                emit_json({"over": True, "outcome": outcome, "head": history.head, "options": []})
            else:
                console.print(f"The match is over: {outcome['text']}")
            if check is not None:  # nothing can be legal any more: a negative verdict
                if not json:
                    console.print("illegal: no decision is pending once the match is over")
                raise typer.Exit(1)
            return
        if isinstance(p, Chance):
            _chance_options(g, state, p, match, branch, history.head, check, json)
            return
        assert isinstance(p, Decision)
        if check is not None:
            _judge(g, state, check, choice_at(match, branch, history.head + 1), json)
        from replays.audit import rule_text

        with engine_at(history, history.head, LISTING):
            opts = explain.options(g, state)
        why = rule_text(g, p.rule) if p.rule else ""
        if json:
            emit_json({"over": False, "seat": p.seat, "prompt": p.prompt, "rule": p.rule,
                       "rule_text": why, "head": history.head,
                       "options": [msgspec.to_builtins(o) for o in opts]})
        else:
            from replays.render import render_options

            console.print(f"match {match}, branch {branch}, at head #{history.head} (record "
                          f"with: {decide_hint(match, branch, 'N', history.head)})",
                          markup=False, soft_wrap=True)
            caption = f"rule {p.rule}: {why}" if why else ""
            console.print(render_options(p, [o.text for o in opts], [o.rule for o in opts],
                                         caption=caption, players=history.genesis.players))


def _recorded_text(history, seq: int, state, recorded, as_seat: int | None) -> str:
    """Event `seq + 1` in words: the whole log's, or as `as_seat`'s log tells it (a dealer's
    draw of a hidden card is not named to a seat)."""
    if as_seat is None:
        return history.game.describe(state, recorded)
    from replays.timeline import told_event

    return told_event(history, seq + 1, as_seat).text


def _hidden_from(history, seq: int, seat: int, check: str | None, json: bool) -> bool:
    """`options --as SEAT` where the choice after event `seq` is hidden from SEAT
    (replays.secrecy.hidden_choice): print who decides what, and for --at the event recorded
    next as SEAT's log tells it, but no option. False: nothing is hidden, and the listing is
    the plain one."""
    from replays.secrecy import hidden_choice
    from replays.timeline import told_event

    g, match, branch = history.game, history.match_id, history.branch
    state = history.fold_to(seq).state
    with engine_at(history, seq, LISTING):
        p = g.pending(state)
    hidden = hidden_choice(history, p, seat)
    if hidden is None:
        return False
    if check is not None:
        raise UsageError(f"--check judges the deciding seat's decision; seat {seat} does not "
                         f"decide after event #{seq}")
    recorded = told_event(history, seq + 1, seat).text if seq < history.head else None
    if json:
        out = {"over": False, "as_seat": seat, "seat": hidden.seat, "prompt": hidden.prompt,
               "rule": hidden.rule, "head": history.head, "options": None}
        if seq < history.head:
            out |= {"at": seq, "recorded": {"seq": seq + 1, "text": recorded}}
        emit_json(out)
        return True
    where = (f"after event #{seq} (the head is #{history.head})" if seq < history.head
             else f"at head #{history.head}")
    console.print(f"match {match}, branch {branch}, {where}, as seat {seat}", markup=False,
                  soft_wrap=True)
    if hidden.table:
        lines = [f"waiting for the table: {hidden.prompt}",
                 f"(what it may show is not listed: cards hidden from seat {seat})"]
    else:
        lines = [f"{hidden.who} to decide: {hidden.prompt}",
                 f"(its options are for {hidden.who} alone: they may name cards hidden from "
                 f"seat {seat})"]
    for line in lines:
        console.print(line, markup=False, soft_wrap=True)
    if recorded is not None:
        console.print(f"recorded as event #{seq + 1}: {recorded}", markup=False, soft_wrap=True)
    return True


def _options_at(history, seq: int, check: str | None, json: bool,
                as_seat: int | None = None) -> None:
    """`options --at SEQ` before the head: what was pending after event SEQ, its legal options,
    and which of them event SEQ + 1 recorded (a judge's "what could she have done instead?")."""
    from replays.audit import rule_text
    from replays.legal import nobody_decides, recorded_option
    from replays.render import render_options

    g, match, branch = history.game, history.match_id, history.branch
    state = history.fold_to(seq).state
    with engine_at(history, seq, LISTING):
        p = g.pending(state)
    recorded = history.event(seq + 1)
    if nobody_decides(p, history.genesis.table_luck):
        # the dealer drew next, or revealed its seeds once the match was over: nothing to judge
        text = (f"after event #{seq} the dealer draws ({p.why}): no player decides here"
                if isinstance(p, Chance) else f"after event #{seq} the match is over ("
                f"{outcome_record(p, history.genesis.players, seq)['text']}): no player "
                "decides here")
        if json:
            told = _recorded_text(history, seq, state, recorded, as_seat)
            emit_json({"at": seq, "head": history.head, "over": isinstance(p, Over),
                       "options": [], "recorded": {"seq": seq + 1, "n": None, "text": told}})
        else:
            console.print(f"match {match}, branch {branch}, {text}", markup=False, soft_wrap=True)
        if check is not None:
            raise typer.Exit(1)  # no decision can be legal where nobody decides
        return
    if check is not None:
        _judge(g, state, check, choice_at(match, branch, seq + 1), json)
    if isinstance(p, Chance):  # table luck: what the table could have shown
        from replays.luck import entries

        opts, shown = [], [e["enter"] for e in entries(p)]
        prompt_rule, why = "ML-table", rule_text(g, "ML-table")
    else:
        with engine_at(history, seq, LISTING):
            opts = explain.options(g, state)
        shown = [o.text for o in opts]
        prompt_rule, why = p.rule, rule_text(g, p.rule) if p.rule else ""
    n = recorded_option(opts, recorded)
    told = _recorded_text(history, seq, state, recorded, as_seat)
    if json:
        emit_json({"at": seq, "head": history.head, "over": False, "seat": getattr(p, "seat", None),
                   "prompt": getattr(p, "prompt", p.why if isinstance(p, Chance) else ""),
                   "rule": prompt_rule, "rule_text": why,
                   "options": [msgspec.to_builtins(o) for o in opts],
                   "recorded": {"seq": seq + 1, "n": n, "text": told}})
        return
    console.print(f"match {match}, branch {branch}, after event #{seq} (the head is #"
                  f"{history.head}; to play another line: matchlog branch {match} --at {seq} "
                  "--name NAME)", markup=False, soft_wrap=True)
    if isinstance(p, Chance):
        console.print(f"a chance for the table ({p.why}); it could show: {', '.join(shown)}",
                      markup=False, soft_wrap=True)
    else:
        caption = f"rule {p.rule}: {why}" if why else ""
        console.print(render_options(p, shown, [o.rule for o in opts], caption=caption,
                                     players=history.genesis.players))
    which = ("" if isinstance(p, Chance) else f" (option {n})" if n is not None
             else " (not one of these options: `matchlog audit` judges it)")
    console.print(f"recorded as event #{seq + 1}: {told}{which}", markup=False, soft_wrap=True)


def _chance_options(g: Game, state, p: Chance, match: int, branch: str, head: int,
                    check: str | None, json: bool) -> None:
    """What the recorder may enter for the chance pending at a table-luck match's head."""
    from replays.luck import entries

    if check is not None:
        _judge(g, state, check, choice_at(match, branch, head + 1), json)
    enter = entries(p)
    if json:
        emit_json({"over": False, "chance": p.kind, "why": p.why, "seat": p.seat, "head": head,
                   "rule": "ML-table", "enter": enter, "options": []})
        return
    # `why` is the game's own phrase ("the top card of Ann's deck", "randomly choose who goes
    # first"): it follows a colon, not "the table shows", so that any phrase reads
    console.print(f"match {match}, branch {branch}, at head #{head}, waiting for the table: "
                  f"{p.why} (enter what it showed with: "
                  f"{decide_hint(match, branch, 'WHAT', head)})",
                  markup=False, soft_wrap=True)
    for e in enter:
        console.print(f"  {e['enter']}" + (f"  ({e['count']} alike)" if e["count"] > 1 else ""),
                      markup=False, soft_wrap=True)


def _judge(g: Game, state, check: str, where: str, json: bool) -> None:
    """--check: the decision `check` judged in `state` (`where` names it in an error), printed;
    exits 0 when legal, 1 when not."""
    verdict = explain.check(g, state, parse_choice(g, state, check, where))
    _print_verdict(verdict, json)
    raise typer.Exit(0 if verdict.legal else 1)


def _print_verdict(v: explain.Verdict, json: bool) -> None:
    if json:
        emit_json(msgspec.to_builtins(v))
        return
    if v.legal:
        console.print(f"legal: {v.text}" + (f" (allowed by {v.rule}: {v.rule_text})" if v.rule else ""),
                      markup=False)
        return
    console.print(f"illegal: {v.message} [{v.rule}]", markup=False, soft_wrap=True)
    if v.rule_text:
        console.print(f"  rule {v.rule}: {v.rule_text}", markup=False, soft_wrap=True)
    if v.alternatives:
        console.print("  legal instead:", markup=False, soft_wrap=True)
        for o in v.alternatives:
            console.print(f"    {o.n}: {o.text}" + (f"  [{o.rule}]" if o.rule else ""), markup=False, soft_wrap=True)
