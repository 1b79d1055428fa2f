"""`matchlog html`: a match, a transcript or one position to a self-contained page; bad input
is one line and exit 2, writing nothing."""

from __future__ import annotations

import json
import re

import msgspec
import pytest

from engine.games.ardent_reapers.events import PlayCard
from engine.registry import get_game
from ledger import Ledger
from replays.history import load_history
from replays.record import create_match, decide


def _data(path) -> dict:
    """The page's data block, decoded."""
    text = path.read_text(encoding="utf-8")
    block = re.search(r'<script id="matchlog-data" type="application/json">(.*?)</script>', text, re.S)
    return json.loads(block.group(1))


@pytest.fixture
def match(run):
    out = run("simulate", "ardent-reapers", "-n", "1", "--seed", "5", "--json")
    return json.loads(out.stdout)["matches"][0]


def test_a_match_page_is_one_file_that_loads_nothing(run, match, tmp_path):
    out = tmp_path / "r.html"
    r = run("html", match, "-o", out, "--json")
    assert r.exit_code == 0, r.output
    info = json.loads(r.stdout)
    head = json.loads(run("log", match, "--json").stdout)[-1]["seq"]
    assert info == {"file": str(out), "bytes": out.stat().st_size, "branches": 1,
                    "events": head + 1, "as_seat": None, "withheld": []}
    text = out.read_text(encoding="utf-8")
    for external in ("src=", "<link", "@import", "url(", "http://", "https://"):
        assert external not in text
    data = _data(out)
    assert [f["seq"] for f in (data["frames"][i] for i in data["branches"][0]["frames"])] == \
        list(range(head + 1))


def test_a_transcript_page_marks_the_illegal_event_with_its_rule(run, match, tmp_path):
    lines = run("export", match, "-o", "-").stdout.splitlines()
    # a hand-edited transcript: no seqs or hashes (they would not chain), the digests kept
    lines[1:] = [json.dumps({k: v for k, v in json.loads(x).items() if k not in {"seq", "hash"}})
                 for x in lines[1:]]
    row = json.loads(lines[12])
    while row["event"]["type"] == "chance":  # find a decision to repeat
        lines.pop(12)
        row = json.loads(lines[12])
    lines.insert(13, lines[12])  # the same decision twice in a row
    (tmp_path / "d.jsonl").write_text("\n".join(lines) + "\n")
    out = tmp_path / "d.html"
    r = run("html", "--transcript", tmp_path / "d.jsonl", "-o", out)
    assert r.exit_code == 0, r.output
    data = _data(out)
    marked = [f for f in data["frames"] if "finding" in f]
    assert [f["seq"] for f in marked] == [13]
    assert data["rules"][marked[0]["finding"]["rule"]]  # the rule in the document's words
    audit = json.loads(run("audit", "--transcript", tmp_path / "d.jsonl", "--json").stdout)
    assert audit["findings"][0]["rule"] == marked[0]["finding"]["rule"]


def test_a_position_page_shows_one_board_as_the_seat_asked(run, match, tmp_path):
    saved = tmp_path / "at30.json"
    saved.write_text(run("show", match, "--at", 30, "--json").stdout)
    out = tmp_path / "p.html"
    r = run("html", "--position", saved, "--as", 0, "-o", out)
    assert r.exit_code == 0, r.output
    data = _data(out)
    [frame] = data["frames"]
    seat_view = json.loads(run("show", match, "--at", 30, "--as", 0, "--json").stdout)["view"]
    [view] = data["views"]
    assert [[data["zones"][z]["name"] for z in s["zones"]] for s in view["seats"]] == \
        [[z["name"] for z in s["zones"]] for s in seat_view["seats"]]
    shown = [data["cards"][c] for s in view["seats"] for z in s["zones"]
             for c in data["zones"][z]["cards"]]
    expected = [c for s in seat_view["seats"] for z in s["zones"] for c in z.get("cards", [])]
    assert shown == expected
    assert "digest" not in frame and "seat" in frame["pending"]


def test_a_match_drawn_under_another_rules_version_marks_what_those_rules_refuse(run, tmp_path):
    """Silence Enforcer as printed stops actions even while Dormant; the errata, only Active."""
    from tests.games.ardent_reapers.test_ar_printed import PRINTED, _in_hand, _position

    with Ledger.open(run.db) as led:
        m = create_match(led, "ardent-reapers", ["Ada", "Bo"], [], b"s" * 32, {"deck_size": 4},
                         _position("Dormant"))
        play = PlayCard(seat=0, card=_in_hand(load_history(led, m).fold_to_head().state,
                                              "Overcharge"))
        decide(led, m, play)
        played_at = load_history(led, m).head
    as_recorded, printed = tmp_path / "errata.html", tmp_path / "printed.html"
    assert run("html", m, "-o", as_recorded).exit_code == 0
    r = run("html", m, "--rules", PRINTED.rules_version, "-o", printed)
    assert r.exit_code == 0, r.output
    assert [f for f in _data(as_recorded)["frames"] if "finding" in f] == []
    data = _data(printed)
    [marked] = [f for f in data["frames"] if "finding" in f]
    assert (marked["seq"], marked["finding"]["rule"]) == (played_at, "AR-printed-silence-enforcer")
    assert data["rules"]["AR-printed-silence-enforcer"] and PRINTED.rules_version in data["title"]
    r = run("html", m, "--rules", "AR-0.1", "-o", tmp_path / "no.html")
    assert r.exit_code == 2 and "AR-0.1" in r.stderr and not (tmp_path / "no.html").exists()


def test_the_summary_counts_the_events_branches_share_once(run, match, tmp_path):
    head = json.loads(run("log", match, "--json").stdout)[-1]["seq"]
    assert run("branch", match, "--at", 20, "--name", "alt").exit_code == 0
    alt_head = json.loads(run("log", match, "--branch", "alt", "--json").stdout)[-1]["seq"]
    r = run("html", match, "-o", tmp_path / "b.html", "--json")
    assert r.exit_code == 0, r.output
    info = json.loads(r.stdout)
    assert info["branches"] == 2 and info["events"] == (head + 1) + (alt_head - 20)


def test_a_hand_written_position_needs_only_its_game(run, tmp_path):
    ruling = tmp_path / "ruling.json"
    used = {"Vix", "Renegade", "Pokets"}
    rest = [c.name for c in get_game("ardent-reapers").cards() if c.name not in used]
    ruling.write_text(json.dumps({"active": 0, "turn": 3, "seats": [  # decks of 17 cards
        {"hand": ["Vix"], "battle_line": [["Renegade", "Active"]], "deck": rest[:15]},
        {"battle_line": ["Pokets"], "deck": rest[15:31]}]}))
    out = tmp_path / "ruling.html"
    r = run("html", "--position", ruling, "--game", "ardent-reapers", "--as", 1, "-o", out)
    assert r.exit_code == 0, r.output
    data = _data(out)
    names = {c.get("name") for c in data["cards"]}
    assert {"Renegade", "Pokets"} <= names  # in play
    assert not names & {"Vix", *rest[:31]}  # seat 0's hand and both decks are hidden
    [view] = data["views"]
    assert [s["player"] for s in view["seats"]] == ["Player 0", "Player 1"]


def test_a_saved_seat_view_is_drawn_as_it_is_but_not_for_another_seat(run, tmp_path):
    m = json.loads(run("simulate", "keyforge", "-n", "1", "--seed", "2", "--json").stdout)["matches"][0]
    saved = tmp_path / "kf.json"
    saved.write_text(run("show", m, "--at", 40, "--as", 1, "--json").stdout)
    assert run("html", "--position", saved, "-o", tmp_path / "a.html").exit_code == 0
    assert _data(tmp_path / "a.html")["as_seat"] == 1
    r = run("html", "--position", saved, "--as", 0, "-o", tmp_path / "b.html")
    assert r.exit_code == 2 and "not as seat 0" in r.stderr
    assert not (tmp_path / "b.html").exists()


@pytest.mark.parametrize("args, words", [
    ([], "give a MATCH, --transcript FILE or --position FILE"),
    (["1", "--position", "x.json"], "one of them"),
    (["99"], "99"),
    (["{m}", "--branch", "nope"], "nope"),
    (["{m}", "--as", "5"], "has seats 0..1, not 5"),
    (["--position", "missing.json"], "no such file"),
    (["--position", "{nogame}"], "name the game with --game"),
    (["--transcript", "{bad}"], "bad.jsonl"),
])
def test_bad_input_is_one_line_and_writes_no_page(run, match, tmp_path, args, words):
    nogame = tmp_path / "nogame.json"
    nogame.write_text(json.dumps({"active": 0, "seats": [{}, {}]}))
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    args = [a.format(m=match, nogame=nogame, bad=bad) for a in args]
    out = tmp_path / "never.html"
    r = run("html", *args, "-o", out)
    assert r.exit_code == 2, r.output
    assert len(r.stderr.strip().splitlines()) == 1 and words in r.stderr
    assert "Traceback" not in r.output
    assert not out.exists()


def test_the_page_holds_the_views_show_gives(run, match, tmp_path):
    out = tmp_path / "r.html"
    run("html", match, "--as", 1, "-o", out)
    data = _data(out)
    frame = data["frames"][data["branches"][0]["frames"][25]]
    view = data["views"][frame["view"]]
    shown = msgspec.json.decode(run("show", match, "--at", 25, "--as", 1, "--json").stdout)["view"]
    rebuilt = {**view, "seats": [{**s, "zones": [
        {**data["zones"][z], "cards": [data["cards"][c] for c in data["zones"][z]["cards"]]}
        for z in s["zones"]]} for s in view["seats"]]}
    assert rebuilt == shown  # every zone gives cards and count, empty or not


def test_a_seats_page_leaves_out_a_branch_the_seat_may_not_see_yet(run, tmp_path):
    """A same-luck branch played past its fork while main is in progress deals main's coming
    draws; `show --as` refuses it, and the seat's page held it whole (Player 1's next draw on
    main was in Bo's page). Now the page leaves it out and says so; opening on it is refused
    as `show` refuses it; the omniscient page keeps every branch."""
    assert run("new", "ardent-reapers", "--seed", 3).exit_code == 0
    for _ in range(4):
        assert run("decide", 1, 0).exit_code == 0
    head = json.loads(run("matches", "--json").stdout)[0]["head"]
    assert run("branch", 1, "--at", head - 1, "--name", "what-if").exit_code == 0
    for _ in range(6):  # on past the fork: turns end, cards are drawn from main's decks
        assert run("decide", 1, 0, "--branch", "what-if").exit_code == 0
    refused = run("show", 1, "--branch", "what-if", "--as", 1)
    assert refused.exit_code == 2 and "'main' is still in progress" in refused.output
    out = tmp_path / "seat1.html"
    r = run("html", 1, "--as", 1, "-o", out)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1] == ("left out: branch what-if, which seat 1 may not see yet "
                                        "(`matchlog show 1 --branch what-if --as 1` says why)")
    assert [b["name"] for b in _data(out)["branches"]] == ["main"]
    assert "withheld" not in _data(out)
    r = run("html", 1, "--as", 1, "--json", "-o", out)
    assert json.loads(r.stdout)["withheld"] == ["what-if"]
    r = run("html", 1, "--as", 1, "--branch", "what-if", "-o", tmp_path / "no.html")
    assert r.exit_code == 2 and r.output.strip() == refused.output.strip()
    assert not (tmp_path / "no.html").exists()
    assert run("html", 1, "-o", out).exit_code == 0
    assert [b["name"] for b in _data(out)["branches"]] == ["main", "what-if"]
