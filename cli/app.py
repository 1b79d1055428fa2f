"""The `matchlog` command: thin typer commands over ledger/, engine/ and replays/."""

from __future__ import annotations

import sys

import typer
from cli import bundling, html, judging, lookup, recording, rerunning, reviewing
from cli.common import EXIT_ERROR, err_console, error_line

app = typer.Typer(
    name="matchlog",
    help="Record, replay, branch, audit and verify card-game matches.\n\n"
         "Example: matchlog demo",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)
recording.register(app)
reviewing.register(app)
judging.register(app)
lookup.register(app)
bundling.register(app)
rerunning.register(app)
html.register(app)


def main() -> None:
    """Run the CLI; a mistyped command line is one line on stderr and exit 2, like bad input."""
    try:
        code = app(prog_name="matchlog", standalone_mode=False)
    except typer.Abort:
        err_console.print(error_line("interrupted"))
        sys.exit(130)
    except Exception as err:
        if not _is_usage_error(err):
            raise
        err_console.print(error_line(_usage_line(err)), soft_wrap=True)
        sys.exit(EXIT_ERROR)
    sys.exit(code if isinstance(code, int) else 0)


def _is_usage_error(err: Exception) -> bool:
    # Typer may bundle its own copy of Click, so match Click's usage errors by their shape
    # rather than by a class imported from `click`.
    return (hasattr(err, "format_message") and getattr(err, "exit_code", None) == 2
            and type(err).__module__.endswith("exceptions"))


def _usage_line(err: Exception) -> str:
    ctx = getattr(err, "ctx", None)
    where = ctx.command_path if ctx is not None else "matchlog"
    message = " ".join(err.format_message().split())
    return f"{message} (see `{where} --help`)"


if __name__ == "__main__":
    main()
