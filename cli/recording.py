"""Commands that record: new, options, decide, play, simulate, demo."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from cli.common import (BranchOption, DbOption, JsonOption, UsageError, check_seat, console,
                        decide_hint, emit_json, fail, guarded, open_ledger, parse_options,
                        read_position_file)
from engine.protocol import Chance, Decision, Game, IllegalEvent, InvalidSetup, Over
from engine.registry import get_game
from ledger import LedgerLocked
from replays import explain
from replays.cards import match_decks
from replays.faults import engine_at
from replays.history import load_history
from replays.outcome import outcome_record
from replays.record import StaleHead, check_head, create_match, decide, new_seed, seed_kind
from replays import choice as choice_mod
from replays.simulate import seat_count, seats_named, simulate

# rich and the renderers are imported inside the commands that print with them: every
# command pays for its module's imports at start-up.


LISTING = "listing the options after"
"""What an engine was doing when it failed on `pending` or the options (replays.faults)."""


def register(app: typer.Typer) -> None:
    app.command("new")(new_cmd)
    app.command("options")(options_cmd)
    app.command("decide")(decide_cmd)
    app.command("play")(play_cmd)
    app.command("simulate")(simulate_cmd)


@guarded
def new_cmd(
    game: Annotated[str, typer.Argument(help="Game id, see `matchlog games`.")],
    deck: Annotated[Optional[list[str]], typer.Option("--deck", help="Sample deck name, or a deck file, once per seat: cards one a line by name, id or number (41, OC-041, CotA-039; keyteki ids like mighty-javelin for keyforge), '2x Vix' for copies; for keyforge also keyteki's or Master Vault's deck JSON.")] = None,
    player: Annotated[Optional[list[str]], typer.Option("--player", help="Player name, once per seat.")] = None,
    position: Annotated[Optional[Path], typer.Option("--position", help="Start from this position (JSON): a position, or the output of `show --json`.")] = None,
    seed: Annotated[Optional[int], typer.Option(help="Seed the dealer reproducibly from N, for tests and demos. Default: a secret seed from the OS. A numbered seed is easy to guess (a seat could try numbers against the commitment it sees and predict every draw), so the match is marked reproducible, not secret, and verify and show say so.")] = None,
    cards: Annotated[Optional[Path], typer.Option("--cards", help="A card file of your own (e.g. a keyteki-json-data pack for keyforge); --deck files then name its cards.")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", help="A rules option as KEY=VALUE (repeatable), e.g. starting_health=30 for ascendant.")] = None,
    luck: Annotated[str, typer.Option("--luck", help="Who produces the chance outcomes: 'dealer' (matchlog's seeded dealer) or 'table' (a match played elsewhere: you enter each die face, card drawn or card taken at random with `decide`, as the table showed it; a shuffle asks for no order).")] = "dealer",
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Create a match and print its id; from the standard setup, or from an explicit position.
    With --luck table the match waits at each chance for you to enter what the table showed.

    Example: matchlog new ardent-reapers --deck "bear hugs" --deck sneaks --seed 7
    Example: matchlog new ardent-reapers --position position.json
    Example: matchlog new keyforge --cards CotA.json --deck mine.txt --deck theirs.txt --seed 7
    Example: matchlog new ascendant --player Ann --player Bo --player Cy --option starting_health=30
    Example: matchlog new ardent-reapers --deck "bear hugs" --deck sneaks --luck table
    """
    if luck not in ("dealer", "table"):
        raise UsageError(f"--luck is 'dealer' or 'table', not {luck!r}")
    if luck == "table" and seed is not None:
        raise UsageError("--seed seeds the dealer; a match with --luck table has none")
    g = get_game(game)
    pos = read_position(position) if position is not None else None
    # The seat count (replays.simulate.seats_named): one per --player, else the position's
    # players, else one per --deck when the game allows that many, else the game's default.
    players = list(player or []) or list((pos or {}).get("players") or [])
    seats = seats_named(g, players, deck or [])
    if cards is not None:
        from replays.cards import user_decks

        decks = user_decks(g, cards, deck or [], seats)
    elif pos is not None:
        decks = match_decks(g, deck, seats) if deck else []
    else:
        decks = match_decks(g, deck or [], seats)
    if pos is None:
        players = players or [f"Player {s}" for s in range(seats)]
    with open_ledger(db, create=True) as led:
        try:
            match_id = create_match(led, g.id, players, decks, new_seed(seed, f"{g.id}:new"),
                                    options=parse_options(option or []), position=pos,
                                    kind=seed_kind(seed), luck=luck)
        except InvalidSetup as err:
            if pos is None:
                raise
            # the file the setup came from is where to look (its --option values too)
            raise UsageError(f"a match from {position}: {err}") from None
    if json:
        emit_json({"match": match_id})
    else:
        console.print(match_id)


def read_position(path: Path) -> dict:
    """A position from a JSON file: the position itself, or `show --json` output holding one."""
    from replays.showing import position_in

    return position_in(read_position_file(path), str(path))


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
            verdict = explain.check(g, state, parse_choice(g, state, check,
                                                           _at(match, branch, history.head + 1)))
            _print_verdict(verdict, json)
            raise typer.Exit(0 if verdict.legal else 1)
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
        verdict = explain.check(g, state, parse_choice(g, state, check,
                                                       _at(match, branch, seq + 1)))
        _print_verdict(verdict, json)
        raise typer.Exit(0 if verdict.legal else 1)
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
        verdict = explain.check(g, state, parse_choice(g, state, check,
                                                       _at(match, branch, head + 1)))
        _print_verdict(verdict, json)
        raise typer.Exit(0 if verdict.legal else 1)
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


@guarded
def decide_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    choice: Annotated[str, typer.Argument(help="An option number from `options`, an event as JSON, or a card by number, label or name; at a table-luck chance, what the table showed (a die's face, a card's name, a player's name).")],
    branch: BranchOption = "main",
    expect_head: Annotated[Optional[int], typer.Option("--expect-head", help="The head `options` listed the choice at; if another recorder appended since, the decision is refused (exit 2) instead of meaning another move.")] = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Append one decision; an illegal one is refused (exit 2, nothing appended) with its rule id
    and the rule's words, and with --json the legal alternatives. --expect-head N (the head
    `options` listed the choice at) refuses the choice if the match has moved on since.

    Example: matchlog decide 1 3
    Example: matchlog decide 1 '{"type":"end-step","seat":0}'
    """
    with open_ledger(db) as led:
        history = load_history(led, match, branch)
        check_head(history, expect_head)  # before the choice is read against a new head
        fold = history.fold_to_head()
        state = fold.state
        over = history.game.pending(state)
        if isinstance(over, Over):  # say so, and how it ended, rather than "nothing pending"
            text = outcome_record(over, history.genesis.players, history.head)["text"]
            raise UsageError(f"match {match}, branch {branch} is over at event #{history.head} "
                             f"({text}): there is no decision to record")
        event = parse_choice(history.game, state, choice, _at(match, branch, history.head + 1))
        try:
            step = decide(led, match, event, branch, expect_head=history.head)
        except IllegalEvent as err:
            verdict = explain.refusal(history.game, state, event, err)
            if json:
                emit_json({"appended": [], **msgspec.to_builtins(verdict)})
            # Where it would have gone, so a judge reading the line knows which position it is
            instead = explain.instead(verdict)
            fail(f"match {match}, branch {branch}, event #{history.head + 1} refused: "
                 f"{explain.one_line(verdict)}" + (f" -- {instead}" if instead else "")
                 + (f" (`matchlog options {match}` lists all)"
                    if len(verdict.alternatives) > explain.INSTEAD_SHOWN else ""))
    if json:  # each appended event as `log --json` tells it (the `event` shape)
        from replays.timeline import told_rows

        emit_json({"appended": told_rows(history.game, fold, step.events, step.first_seq,
                                         branch, None)})
    else:
        console.print(f"appended {len(step.events)} event(s), head is now "
                      f"#{step.first_seq + len(step.events) - 1}")


def parse_choice(game: Game, state, choice: str, where: str = ""):
    """An option number, an event as JSON, or a card by number, label or name (replays.choice);
    `where` (the match, branch and event it would be) starts the error line of one that is
    not."""
    try:
        return choice_mod.parse_choice(game, state, choice)
    except choice_mod.BadChoice as err:
        raise UsageError(f"{where}: {err}" if where else str(err)) from None


def _at(match: int, branch: str, seq: int) -> str:
    """Where a decision would go, as a refusal names it."""
    return f"match {match}, branch {branch}, event #{seq}"


PLAY_HELP = ("an option's number records it; so does an event as JSON or a card's number, label "
             "or name where one option names it; Enter redraws the board; ? shows this; q quits")
TABLE_HELP = ("enter what the table showed: the card by name, label (\"Vix #12\") or number, the "
              "die's face, the player who goes first; Enter redraws the board; ? shows this; q quits")


@guarded
def play_cmd(
    match: Annotated[int, typer.Argument(help="Match id.")],
    branch: BranchOption = "main",
    as_seat: Annotated[Optional[int], typer.Option("--as", help="Show the board as this seat (default: the seat to act).")] = None,
    db: DbOption = None,
) -> None:
    """Record interactively: the position and the numbered options, then a prompt. Each
    recorded event is told in words with what it did; a mistake is said under the board,
    which stays; Enter redraws, ? lists the keys, q quits.

    Example: matchlog play 1
    """
    from rich.text import Text

    from replays.render import render_options, render_view

    draw = True
    with open_ledger(db) as led:
        while True:
            history = load_history(led, match, branch)
            check_seat(history, as_seat)
            fold = history.fold_to_head()
            state, g = fold.state, history.game
            with engine_at(history, history.head, LISTING):
                p = g.pending(state)
            if isinstance(p, Over):
                console.print(render_view(g.view(state, as_seat), g.words()))
                text = outcome_record(p, history.genesis.players, history.head)["text"]
                console.print(Text.assemble(("Over:", "bold"), f" {text}"))
                return
            seat = (p.seat or 0) if as_seat is None else as_seat
            if draw:
                console.print(render_view(g.view(state, seat), g.words()))
                if isinstance(p, Chance):  # table luck: what did the table show?
                    from replays.luck import entries_text

                    console.print(f"waiting for the table ({p.why}): {entries_text(p)}", markup=False,
                                  soft_wrap=True)
                else:
                    with engine_at(history, history.head, LISTING):
                        opts = explain.options(g, state)
                    console.print(render_options(p, [o.text for o in opts],
                                                 players=history.genesis.players))
            ask = ("table, what it showed" if isinstance(p, Chance)
                   else f"{history.genesis.players[p.seat]}, option")
            try:
                answer = input(f"{ask} (? for help) > ")
            except EOFError:  # input ended: stop recording, nothing is lost
                return
            key = answer.strip()
            draw = key == ""
            if key.lower() in {"q", "quit"}:
                return
            if key.lower() in {"?", "h", "help"} or key == "":
                if key:
                    console.print(TABLE_HELP if isinstance(p, Chance) else PLAY_HELP,
                                  soft_wrap=True)
                continue
            try:
                event = parse_choice(g, state, key)
                step = decide(led, match, event, branch, expect_head=history.head)
            except IllegalEvent as err:
                console.print(explain.one_line(explain.refusal(g, state, event, err)), style="red",
                              soft_wrap=True)
                continue
            except StaleHead as err:  # another recorder moved on: show the new position
                console.print(str(err), style="red")
                draw = True
                continue
            except LedgerLocked as err:  # another writer holds the file: the table keeps going
                console.print(f"{err}: nothing recorded; enter it again when it is free",
                              style="red", soft_wrap=True)
                continue
            except (UsageError, msgspec.ValidationError, msgspec.DecodeError) as err:
                console.print(f"{err} (? for help)", style="red", soft_wrap=True)
                continue
            _echo(g, fold, step, branch, seat)
            draw = True


def _echo(game: Game, fold, step, branch: str, seat: int) -> None:
    """Each recorded event in words and what it did, as `seat` may see it: when the board
    turns to the other seat, the table still reads what was just done."""
    from replays.timeline import told_rows

    for row in told_rows(game, fold, step.events, step.first_seq, branch, seat):
        console.print(f"recorded #{row['seq']}: {row['text']}", style="bold", soft_wrap=True)
        for line in row["consequences"]:
            console.print(f"  → {line}")


@guarded
def simulate_cmd(
    game: Annotated[str, typer.Argument(help="Game id.")],
    n: Annotated[int, typer.Option("-n", help="Number of matches.", min=1)] = 10,
    seed: Annotated[int, typer.Option(help="Seed for dealers, agents and decks.")] = 0,
    players: Annotated[Optional[int], typer.Option("--players", help="Seats per match (default: the fewest the game allows).")] = None,
    max_turns: Annotated[Optional[int], typer.Option("--max-turns", min=1, help="Stop the agents after this many turns, leaving the match unfinished (a cap of self-play, not a rule).")] = None,
    db: DbOption = None,
    json: JsonOption = False,
) -> None:
    """Self-play N matches with seeded random agents into the ledger. Each genesis records the
    game's self-play options (Reaper: max_turns 40, Ascendant: 100), so that every match
    ends, by an option anyone can read, where random play might never end it by the rules.
    Sceptre has no such option: its agents stop after 2,000 turns unless --max-turns says
    otherwise, leaving such a match unfinished (random players can attack on for ever).

    Example: matchlog simulate ardent-reapers -n 20 --seed 1
    Example: matchlog simulate keyforge -n 5 --seed 5 --max-turns 400
    """
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                               TimeElapsedColumn)

    g = get_game(game)
    with open_ledger(db, create=True) as led:
        progress = Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                            MofNCompleteColumn(), TimeElapsedColumn(), console=console.rich,
                            disable=json or not console.is_terminal,  # piped: no bar
                            transient=False)
        with progress:
            task = progress.add_task(f"simulating {g.id}", total=n)
            ids = simulate(led, g.id, n, seed, on_match=lambda _m: progress.advance(task),
                           seats=seat_count(g, players), max_turns=max_turns)
    if json:
        emit_json({"matches": ids})
    else:
        console.print(f"recorded {len(ids)} match{'es' if len(ids) != 1 else ''}: "
                      f"{ids[0]}..{ids[-1]}")
