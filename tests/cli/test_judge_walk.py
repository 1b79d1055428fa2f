"""A judge's walk through a disputed match: a transcript edited by hand or damaged is
refused in one line naming the line and what is wrong (exit 2, ledger unchanged), and a
finding names its rule, in the rules' words."""

import hashlib
import json


def _digest(run) -> str:
    return hashlib.sha256(run.db.read_bytes()).hexdigest()


def _exported(run, tmp_path) -> list[dict]:
    assert run("simulate", "reaper", "-n", 1, "--seed", 11).exit_code == 0
    out = tmp_path / "m.jsonl"
    assert run("export", 1, "-o", out).exit_code == 0
    return [json.loads(line) for line in out.read_text().splitlines()]


def _write(path, lines: list[dict]):
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


def _decision_line(lines: list[dict]) -> int:
    """The first line past the setup that a seat decided (it has a seat)."""
    return next(i for i, x in enumerate(lines) if i > 8 and "seat" in x.get("event", {}))


def test_a_transcript_line_by_a_seat_the_match_does_not_have_is_bad_input(run, tmp_path):
    lines = _exported(run, tmp_path)
    i = _decision_line(lines)
    edited = [dict(x) for x in lines]
    for x in edited:  # edited by hand: the hash chain goes, and the digests from the edit on
        x.pop("hash", None)
    for x in edited[i:]:
        x.pop("digest", None)
    edited[i]["event"] = {**edited[i]["event"], "seat": 5}
    path = _write(tmp_path / "seat5.jsonl", edited)
    before = _digest(run)
    for command in ("audit", "import"):
        args = ("audit", "--transcript", path) if command == "audit" else ("import", path)
        r = run(*args)
        assert r.exit_code == 2, r.output
        assert r.output.strip() == (f"error: {path}:{i + 1}: no seat 5 in this match "
                                    "(its seats are 0..1)")
    assert _digest(run) == before
    # seat 1 where seat 0 decides is the rules' finding, with the alternatives (exit 1)
    seat = edited[i]["event"]["seat"] = 1 - lines[i]["event"]["seat"]
    r = run("audit", "--transcript", _write(tmp_path / "seat.jsonl", edited))
    assert r.exit_code == 1, r.output
    assert "breaks RPR-seat" in r.output and "rule RPR-seat: " in r.output
    assert " is asked now, not " in r.output and f" (seat {seat})" in r.output  # as the log names it
    assert "legal instead (" in r.output


def test_a_digest_finding_tells_the_event_in_words_and_the_rule_in_its_words(run, tmp_path):
    lines = _exported(run, tmp_path)
    i = _decision_line(lines)
    tampered = [dict(x) for x in lines]
    for x in tampered:
        x.pop("hash", None)
    tampered[i]["digest"] = "0" * 64
    r = run("audit", "--transcript", _write(tmp_path / "d.jsonl", tampered), "--json")
    assert r.exit_code == 1
    finding = json.loads(r.stdout)["findings"][0]
    assert finding["rule"] == "ML-digest" and finding["seq"] == i
    assert finding["rule_text"].startswith("Replay: A recorded state digest must equal")
    whole = json.loads(run("log", 1, "--json").stdout)
    assert finding["text"] == whole[i]["text"] and finding["seat"] == lines[i]["event"]["seat"]
    text = run("audit", "--transcript", tmp_path / "d.jsonl").output
    assert f"  {whole[i]['text']}" in text.replace("Agent A (seat 0): ", "  ").replace(
        "Agent B (seat 1): ", "  ")
    assert "rule ML-digest: Replay: A recorded state digest" in text
    # the id a finding names can be looked up like a game's own
    r = run.bare("rules", "reaper", "ML-digest")
    assert r.exit_code == 0 and "A recorded state digest must equal" in r.output
    assert "ML-hash" in run.bare("rules", "keyforge", "ML").output


def test_a_page_for_a_seat_the_match_does_not_have_names_the_match_as_show_does(run, tmp_path):
    lines = _exported(run, tmp_path)
    assert lines  # match 1 and its transcript m.jsonl
    before = _digest(run)
    r = run("html", 1, "--as", 9, "-o", tmp_path / "p.html")
    assert r.exit_code == 2 and r.output.strip() == "error: match 1 has seats 0..1, not 9"
    assert run("show", 1, "--as", 9).output.strip() == r.output.strip()
    r = run("html", "--transcript", tmp_path / "m.jsonl", "--as", 9, "-o", tmp_path / "p.html")
    assert r.exit_code == 2 and r.output.strip() == "error: m.jsonl has seats 0..1, not 9"
    assert not (tmp_path / "p.html").exists() and _digest(run) == before


def test_a_position_file_the_game_refuses_is_named_in_the_one_line(run, tmp_path):
    """`new --position FILE`: what is wrong with the position, and in which file."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"seats": [{"battleline": ["Punch"]}, {}]}))
    r = run("new", "keyforge", "--position", bad)
    assert r.exit_code == 2 and r.output.strip() == (
        f"error: a match from {bad}: position: Punch in seat 0's battleline is not a creature")
    listed = run("matches", "--json")
    assert listed.exit_code == 0 and json.loads(listed.stdout) == []
    # a standard setup's own mistakes name no file
    r = run("new", "reaper", "--option", "max_turns=abc")
    assert r.exit_code == 2 and r.output.strip().startswith("error: option max_turns ")


def test_a_decision_while_the_table_must_show_a_card_lists_no_alternatives(run):
    """At a table-luck chance no decision is legal: the refusal names ML-table and its words,
    and says nothing of alternatives (what the table may show is `options`' list)."""
    assert run("new", "sceptre", "--luck", "table").exit_code == 0
    r = run("decide", 1, '{"type":"end-turn","seat":0}')
    assert r.exit_code == 2
    line = r.output.strip()
    assert line.startswith("error: match 1, branch main, event #1 refused: illegal: ")
    assert "[ML-table] rule ML-table: Randomness: " in line and "legal instead" not in line


def test_a_seats_show_output_given_as_a_position_says_it_holds_none(run, tmp_path):
    """`show --as 0 --json` has no position (the seat's view leaves hidden cards out): given
    to `new --position` it is refused saying so, not as an unknown field `match`."""
    assert run("new", "reaper", "--seed", 3).exit_code == 0
    seat = tmp_path / "seat0.json"
    seat.write_text(run("show", 1, "--as", 0, "--json").stdout)
    r = run("new", "reaper", "--position", seat)
    assert r.exit_code == 2 and r.output.strip() == (
        f"error: {seat} holds no position: it is `show --json` output as seat 0, whose view "
        "leaves out the cards hidden from it; `matchlog show MATCH --at N --json` without --as "
        "writes one")
    whole = tmp_path / "whole.json"
    whole.write_text(run("show", 1, "--json").stdout)
    assert run("new", "reaper", "--position", whole).exit_code == 0
