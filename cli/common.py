"""What every command shares: the ledger option, JSON output, reading a decision as typed, and
the one-line error rule.

Bad input of any kind (a malformed transcript, an illegal decision, an unknown card, a
corrupt or locked ledger) ends with one line on stderr and exit 2, never a traceback. A bug
(an engine failing on a stored match's event: replays/faults.py; anything unexpected) ends
with one line naming it and exit 3; `MATCHLOG_DEBUG=1` shows the traceback for developers.
"""

from __future__ import annotations

import codecs
import functools
import os
import sys
from pathlib import Path
from typing import Annotated, Any, Callable

import msgspec
import typer

from cli.app import one_line as _one_line

from engine import jsontext
from engine.protocol import IllegalEvent, InvalidSetup
from engine.registry import UnknownGame, plugin_in, plugin_of
from engine.rules import UnknownRule
from ledger import Ledger, LedgerError
from replays.cards import DeckFileError, UnknownCardName, without_bom
from replays.history import CorruptEvent, MatchHistory
from replays.faults import EditedLedger, EngineFault, report_to, whose_bug
from replays.importing import IllegalTranscript
from replays.record import MatchOver
from replays.secrecy import SeatViewRefused
from replays.refs import BadRef
from replays.transcript import TranscriptError



class _LazyConsole:
    """A rich Console made on first use: a command that prints JSON never imports rich."""

    def __init__(self, **options: Any):
        self._options = options
        self._console = None

    @property
    def rich(self) -> Any:
        """The rich Console itself, for rich objects that take one (Progress)."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(highlight=False, **self._options)
            self._console.on_broken_pipe = closed_pipe  # rich's own exits 1: "illegal" to a script
        return self._console

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rich, name)

    # Dunder methods are looked up on the type, not through __getattr__: a rich object given
    # this proxy as its console (Progress(console=console)) enters it as a context manager.
    def __enter__(self) -> Any:
        return self.rich.__enter__()

    def __exit__(self, *exc: Any) -> None:
        self.rich.__exit__(*exc)


# No console markup: every string printed may hold a user's text (a player named "[/x]"), so
# none is parsed as markup; styled output is built as `Text` (see `error_line`).
# Soft wrap: a printed line is never broken by rich at the console's width (80 columns when
# piped), so a long path or message stays one line for grep and scripts; a terminal wraps it.
console: Any = _LazyConsole(markup=False, soft_wrap=True)
err_console: Any = _LazyConsole(stderr=True, markup=False, soft_wrap=True)

DbOption = Annotated[Path | None, typer.Option(
    "--db", help="Ledger file (default: $MATCHLOG_DB, else ./matchlog.db).",
    show_default=False)]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON for machines.")]
BranchOption = Annotated[str, typer.Option("--branch", "-b", help="Branch to read.")]

EXIT_ERROR = 2
EXIT_BUG = 3
EXIT_PIPE = 141
"""A reader that closed the pipe early (`| head`): the shells' code for a SIGPIPE, no message."""


class UsageError(Exception):
    """Raised when a command's arguments make no sense together (printed as one line)."""


EXPECTED = (LedgerError, IllegalEvent, InvalidSetup, UnknownGame, UnknownRule, TranscriptError,
            IllegalTranscript, CorruptEvent, EditedLedger, MatchOver, BadRef, SeatViewRefused, UsageError, DeckFileError,
            UnknownCardName, LookupError,
            msgspec.ValidationError, msgspec.DecodeError, ValueError, OSError)


def check_seat(history: MatchHistory, seat: int | None) -> None:
    """Refuse a --as seat that this match does not have (its genesis gives the count)."""
    if seat is not None and not 0 <= seat < history.seats:
        raise UsageError(f"match {history.match_id} has seats 0..{history.seats - 1}, "
                         f"not {seat}")


def ledger_path(db: Path | None) -> Path:
    return Path(db or os.environ.get("MATCHLOG_DB") or "matchlog.db")


def open_ledger(db: Path | None, create: bool = False, readonly: bool = False) -> Ledger:
    return Ledger.open(ledger_path(db), create=create, readonly=readonly)


def read_position_file(path: Path) -> dict:
    """The JSON object of a position file (a position, or `show --json` output), as it is."""
    try:
        data = without_bom(path.read_bytes())
        if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):  # msgspec: "byte 0"
            raise UsageError(f"{path}:1: not UTF-8 text (UTF-16, as PowerShell's `>` writes "
                             "it); save the file as UTF-8")
        obj = jsontext.decode(data)
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except msgspec.DecodeError as exc:
        raise UsageError(f"{path}: invalid JSON: {exc}") from None
    if not isinstance(obj, dict):
        raise UsageError(f"{path}: a position is a JSON object")
    return obj


STDIN = "-"
"""A transcript argument naming the standard input (`export -o -` writes to the output)."""


def read_transcript_arg(path: Path):
    """The transcript a command was given and the name its messages give it: a file, or the
    standard input for `-` ("stdin"), so that `matchlog export 1 -o - | matchlog import - --db
    other.db` copies a match."""
    from replays.cards import not_utf8
    from replays.transcript_parse import parse_transcript, read_transcript

    if str(path) != STDIN:
        return read_transcript(path), str(path)
    data = sys.stdin.buffer.read()
    try:
        text = data.decode("utf-8-sig")  # a BOM, as a file's
    except UnicodeDecodeError as exc:
        raise TranscriptError(f"stdin:{not_utf8(exc)}") from None
    return parse_transcript(text, "stdin"), "stdin"


def decide_hint(match: int, branch: str, what: str = "N", head: int | None = None) -> str:
    """The `decide` command line that records on `branch` (at `head`), as a user types it."""
    import shlex

    on = "" if branch == "main" else f" --branch {shlex.quote(branch)}"
    at = "" if head is None else f" --expect-head {head}"
    return f"matchlog decide {match} {what}{on}{at}"


LISTING = "listing the options after"
"""What an engine was doing when it failed on `pending` or the options (replays.faults)."""


def parse_choice(game, state, choice: str, where: str = ""):
    """An option number, an event as JSON, or a card by number, label or name (replays.choice);
    `where` (the match, branch and event it would be) starts the error line of one that is
    not."""
    from replays import choice as choice_mod

    try:
        return choice_mod.parse_choice(game, state, choice)
    except choice_mod.BadChoice as err:
        raise UsageError(f"{where}: {err}" if where else str(err)) from None


def choice_at(match: int, branch: str, seq: int) -> str:
    """Where a decision would go, as a refusal names it."""
    return f"match {match}, branch {branch}, event #{seq}"


def emit_json(obj: Any) -> None:
    sys.stdout.write(msgspec.json.encode(obj).decode() + "\n")


def error_line(message: str) -> Text:
    """`error: MESSAGE` on one line, the message as plain text whatever it holds."""
    from rich.text import Text

    return Text.assemble(("error:", "red"), " ", _one_line(message))


def fail(message: str, code: int = EXIT_ERROR, as_json: bool = False) -> None:
    """The one-line error on stderr and exit `code`; under --json that line is JSON (the
    `error` shape of `matchlog schema --output error`), for scripts. stdout stays empty."""
    if as_json:
        sys.stderr.write(msgspec.json.encode({"error": _one_line(message), "code": code}).decode()
                         + "\n")
    else:
        err_console.print(error_line(message), soft_wrap=True)
    raise typer.Exit(code)


def guarded(fn: Callable) -> Callable:
    """Turn expected failures into a one-line error and exit 2 (3 for a bug in matchlog)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        as_json = bool(kwargs.get("json"))
        try:
            return fn(*args, **kwargs)
        except typer.Exit:
            raise
        except KeyboardInterrupt:
            fail("interrupted", 130, as_json)
        except IllegalEvent as err:
            fail(f"illegal: {err.message} [{err.rule}]", EXIT_ERROR, as_json)
        except EngineFault as err:  # the engine failed on a stored match: not the user's doing
            if os.environ.get("MATCHLOG_DEBUG"):
                raise
            fail(f"{err}; {err.report_to()}", EXIT_BUG, as_json)
        except BrokenPipeError:  # `matchlog log 1 --json | head`: the reader has all it wanted
            closed_pipe()
        except OSError as err:  # a file named on the command line: "x.json: No such file ..."
            named = f"{err.filename}: " if err.filename is not None else ""
            fail(f"{named}{err.strerror or err}", EXIT_ERROR, as_json)
        except EXPECTED as err:
            if isinstance(err, IndexError):  # no input is refused with IndexError: a bug
                _internal(err, as_json)
            fail(str(err) or type(err).__name__, EXIT_ERROR, as_json)
        except Exception as err:  # a bug in matchlog, not bad input
            _internal(err, as_json)

    return wrapper


def closed_pipe() -> None:
    """The reader of stdout went away (`| head`): exit 141 without a word, stdout pointed at
    the null device first, since Python's flush of it at exit would fail again and say so."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    raise SystemExit(EXIT_PIPE)


def count(n: int, noun: str) -> str:
    """`1 event`, `2 events`: a count with its noun in the right number."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _internal(err: Exception, as_json: bool) -> None:
    if os.environ.get("MATCHLOG_DEBUG"):
        raise err
    game = plugin_in(err)
    if game is not None:  # a plugin's code failed (self-play, a genesis, a view): its bug
        plugin = plugin_of(game)
        fail(f"{whose_bug(game, plugin)} failed: {type(err).__name__}: {err}; "
             f"{report_to(plugin)}", EXIT_BUG, as_json)
    fail(f"internal error ({type(err).__name__}): {err}; rerun with MATCHLOG_DEBUG=1 "
         "for a traceback", EXIT_BUG, as_json)


def parse_options(pairs: list[str]) -> dict[str, int | str | bool]:
    """`KEY=VALUE` pairs as genesis options: whole numbers and true/false become typed."""
    out: dict[str, int | str | bool] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"--option {pair!r}: expected KEY=VALUE")
        out[key.strip()] = _typed(value.strip())
    return out


def _typed(value: str) -> int | str | bool:
    if value.lower() in ("true", "false"):
        return value.lower() == "true"
    try:
        return int(value)
    except ValueError:
        return value
