"""Table luck from the command line: new --luck table, then what the table showed, entered."""

from __future__ import annotations

import json


def _new(run) -> None:
    r = run("new", "ardent-reapers", "--deck", "bear hugs", "--deck", "sneaks",
            "--player", "Ada", "--player", "Bo", "--luck", "table", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output) == {"match": 1}


def test_options_list_what_the_table_may_show_with_copies_counted(run):
    _new(run)
    r = run("options", "1", "--json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["chance"] == "card" and out["why"] == "the top card of Ada's deck"
    counts = {e["enter"]: e["count"] for e in out["enter"]}
    assert sum(counts.values()) == 17  # every card of Ada's deck may be on top
    assert counts["Brother Bear"] == 2


def test_a_card_by_name_is_recorded_and_a_name_that_cannot_be_there_is_refused(run):
    _new(run)
    r = run("decide", "1", "Brother Bear", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["appended"][0]["event"]["type"] == "chance"
    r = run("decide", "1", "Nobody")
    assert r.exit_code == 2
    assert "'Nobody' is not an outcome of" in r.output and "Vile Bear (2)" in r.output
    r = run("decide", "1", '{"type":"end-step","seat":0}')
    assert r.exit_code == 2 and "[ML-table]" in r.output
    r = run("log", "1", "--json")
    assert json.loads(r.output)[1]["text"].startswith("the table shows Brother Bear")


def test_verify_and_show_say_the_luck_is_the_tables_and_a_seat_sees_no_outcome(run, tmp_path):
    _new(run)
    assert run("decide", "1", "Vile Bear").exit_code == 0
    r = run("verify", "1", "--json")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert out["ok"] and out["table_luck"] == [1] and out["revealed"] == 0
    assert "table luck" in out["notes"]["1"][0]
    show = json.loads(run("show", "1", "--json").output)
    assert show["luck"] == "table"
    assert "table luck" in run("show", "1").output
    copy = tmp_path / "bo.jsonl"
    assert run("export", "1", "--as", "1", "-o", copy).exit_code == 0
    chance = json.loads(copy.read_text().splitlines()[1])["event"]
    assert chance == {"type": "chance", "kind": "card"}  # Bo is not told which card it was


def test_a_seed_with_table_luck_and_an_unknown_luck_are_usage_errors(run):
    r = run("new", "ardent-reapers", "--luck", "table", "--seed", "3")
    assert r.exit_code == 2 and "--seed" in r.output
    r = run("new", "ardent-reapers", "--luck", "dice")
    assert r.exit_code == 2 and "'dealer' or 'table'" in r.output


def test_a_game_whose_engine_does_not_deal_lazily_refuses_table_luck(run, tmp_path):
    r = run("new", "pig", "--luck", "table")  # the toy game (tests/toygame.py) has no decks to deal
    assert r.exit_code == 2 and "cannot record a match played at a table" in r.output
    assert run("matches", "--json").output.strip() == "[]"  # nothing stored
    t = tmp_path / "pig.jsonl"
    t.write_text('{"matchlog": 1, "game": "pig", "genesis": {"players": ["A", "B"], '
                 '"decks": [[], []], "luck": "table"}}\n')
    r = run("audit", "--transcript", t)
    assert r.exit_code == 2 and "pig.jsonl:1:" in r.output and "at a table" in r.output


def test_a_card_shown_at_a_table_is_the_tables_not_the_dealers_in_a_seats_log(run):
    assert run("new", "ardent-reapers", "--luck", "table").exit_code == 0
    assert run("decide", "1", "Vix").exit_code == 0
    r = run("log", "1", "--as", "1", "--json")
    assert r.exit_code == 0, r.output
    row = json.loads(r.output)[1]
    assert row["text"] == "the table shows a card" and row["redacted"]
    assert row["event"] == {"type": "chance", "kind": "card"}  # not which card
    r = run("log", "1", "--json")
    assert json.loads(r.output)[1]["text"].startswith("the table shows Vix")
