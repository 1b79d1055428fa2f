"""What `decide` says when a decision cannot be recorded: one line that names what is wrong and
where, exit 2, and the ledger's bytes unchanged."""

import hashlib
import json

import pytest


def _digest(run) -> str:
    return hashlib.sha256(run.db.read_bytes()).hexdigest()


@pytest.fixture
def ar(run):
    """An Ardent Reapers match at its first decision (the active seat must play a card first)."""
    assert run("new", "ardent-reapers", "--seed", "4").exit_code == 0
    return run


@pytest.mark.parametrize("choice, line", [
    ('{"type": "play", "seat": 0}', "error: bad 'play' event: Object missing required field `card`"),
    ('{"seat": 0}', 'error: an event needs a "type" (`matchlog schema GAME` lists each event)'),
    ('{"type": "teleport", "seat": 0}', "error: unknown event type 'teleport'"),
    ('{"type": "play", "seat": 0, "card": "Nobody Here"}',
     "error: card: no card named 'Nobody Here' in this position"),
    ('{"type": "fight", "seat": 0, "attackers": ["Nobody Here"], "targets": [1]}',
     "error: attackers: no card named 'Nobody Here' in this position"),
])
def test_a_malformed_event_is_named_by_its_type_or_field(ar, choice, line):
    """(Seat 0's events, whichever seat is to act: the shape is refused before the rules.)"""
    before = _digest(ar)
    r = ar("decide", "1", choice)
    assert r.exit_code == 2
    assert r.output.strip() == line
    assert _digest(ar) == before


def test_an_illegal_decision_names_the_match_branch_event_and_rule(ar):
    assert ar("branch", "1", "--at", "2", "--name", "alt").exit_code == 0
    seat = json.loads(ar("options", "1", "--branch", "alt", "--json").output)["seat"]
    before = _digest(ar)
    # the active player has cards to play, so ending the step now breaks AR-play-1
    r = ar("decide", "1", json.dumps({"type": "end-step", "seat": seat}), "--branch", "alt")
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: match 1, branch alt, event #3 refused: illegal: ")
    assert "[AR-play-1]" in lines[0] and "rule AR-play-1: " in lines[0]
    assert _digest(ar) == before


def test_a_card_with_no_legal_option_is_refused_in_plain_words(ar):
    shown = json.loads(ar("show", "1", "--json").output)
    seat = json.loads(ar("options", "1", "--json").output)["seat"]
    zones = [z for s in shown["view"]["seats"] for z in s["zones"]]
    elsewhere = {c["name"] for z in zones if z["name"] != "deck" for c in z["cards"]}
    deck = next(z for z in shown["view"]["seats"][seat]["zones"] if z["name"] == "deck")
    # a card of the match with no copy out of the decks: no option can play or use it now
    name = next(c["name"] for c in deck["cards"] if c["name"] not in elsewhere)
    r = ar("decide", "1", name)
    assert r.exit_code == 2
    assert r.output.strip() == (f"error: no legal option now acts with {name!r} (plays, uses or "
                                "chooses it): `matchlog options` lists them")


def test_deciding_in_a_match_that_is_over_says_so_and_how_it_ended(run):
    r = run("simulate", "ardent-reapers", "-n", "1", "--seed", "2", "--json")
    assert r.exit_code == 0, r.output
    head = json.loads(run("options", "1", "--json").output)["head"]
    before = _digest(run)
    r = run("decide", "1", "0")
    assert r.exit_code == 2
    line = r.output.strip()
    assert line.startswith(f"error: match 1, branch main is over at event #{head} (")
    assert line.endswith("): there is no decision to record")
    assert "wins" in line or "draw" in line
    assert _digest(run) == before
