"""`play` for people: help on ?, Enter redraws, mistakes stay under the board, choices echoed."""

import json

from cli.recording import PLAY_HELP


def test_play_helps_redraws_keeps_errors_and_echoes_what_was_recorded(run):
    m = json.loads(run("new", "ardent-reapers", "--player", "Ann", "--player", "Bo", "--seed", 5,
                       "--json").stdout)["match"]
    opts = json.loads(run("options", m, "--json").stdout)
    head = opts["head"] if "head" in opts else None
    r = run("play", m, input="?\n\nfrobnicate\n0\nq\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert PLAY_HELP in out
    assert "frobnicate" in out and "(? for help)\n" in out  # the mistake, under the board
    # drawn first, again on Enter, not after ? or the mistake, then after the recorded choice
    assert out.count("to decide") == 3
    # (the prompt shares a line with what follows it: the runner does not echo the input)
    recorded = [line[line.index("recorded #"):] for line in out.splitlines() if "recorded #" in line]
    assert recorded and recorded[0].endswith(opts["options"][0]["text"])
    assert out.index(PLAY_HELP) < out.index("(? for help)\n") < out.index(recorded[0])
    log = json.loads(run("log", m, "--json").stdout)
    assert log[len(log) - len(recorded)]["text"] == opts["options"][0]["text"]
    assert head is None or log[-len(recorded)]["seq"] == head + 1


def test_a_locked_ledger_is_said_under_the_board_and_play_goes_on(run):
    """Another writer holding the file (here a sqlite3 `BEGIN IMMEDIATE`) refuses one entry,
    which nothing records; `play` stays, and the same entry records once the file is free."""
    import sqlite3

    m = json.loads(run("new", "ardent-reapers", "--seed", 5, "--json").stdout)["match"]
    before = run("log", m, "--json").stdout
    other = sqlite3.connect(run.db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        r = run("play", m, input="0\nq\n")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert r.exit_code == 0, r.output
    assert "is locked by another writer" in r.stdout
    assert "nothing recorded; enter it again when it is free" in r.stdout
    assert run("log", m, "--json").stdout == before
    r = run("play", m, input="0\nq\n")
    assert r.exit_code == 0 and "recorded #" in r.stdout


def test_at_a_table_play_asks_what_the_table_showed_and_helps_with_that(run):
    from cli.recording import TABLE_HELP

    assert run("new", "ardent-reapers", "--luck", "table", "--player", "Ann", "--player",
               "Bo").exit_code == 0
    r = run("play", 1, input="?\nKraken\nVix\nq\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "waiting for the table (the top card of Ann's deck): " in out
    assert "table, what it showed (? for help) > " in out and "table, option" not in out
    assert TABLE_HELP in out and PLAY_HELP not in out
    assert "'Kraken' is not an outcome of this chance" in out
    log = json.loads(run("log", 1, "--json").stdout)
    assert len(log) == 2 and log[1]["text"].startswith("the table shows Vix")
