"""Commands that record: new, decide, play, simulate (`options` is cli/options.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import msgspec
import typer

from cli.common import (LISTING, BranchOption, DbOption, JsonOption, UsageError, check_seat,
                        choice_at, console, emit_json, fail, guarded, open_ledger, parse_choice,
                        parse_options, read_position_file)
from engine.protocol import Chance, Game, IllegalEvent, InvalidSetup, Over
from engine.registry import get_game
from ledger import LedgerLocked
from replays import explain
from replays.cards import match_decks
from replays.faults import engine_at
from replays.history import load_history
from replays.outcome import outcome_record
from replays.record import StaleHead, check_head, create_match, decide, new_seed, seed_kind
from replays.simulate import seat_count, seats_named, simulate

# rich and the renderers are imported inside the commands that print with them: every
# command pays for its module's imports at start-up.


def register(app: typer.Typer) -> None:
    app.command("new")(new_cmd)
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
        event = parse_choice(history.game, state, choice, choice_at(match, branch, history.head + 1))
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
