"""The `matchlog` command: thin typer commands over ledger/, engine/ and replays/."""

from __future__ import annotations

import typer

from cli import judging, lookup, recording, reviewing

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


def main() -> None:
    app()


if __name__ == "__main__":
    main()
