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


AT = "error: match 1, branch main, event #3: "  # where the decision would have gone


@pytest.mark.parametrize("choice, line", [
    ('{"type": "play", "seat": 0}', AT + "bad 'play' event: Object missing required field `card`"),
    ('{"seat": 0}', AT + 'an event needs a "type" (`matchlog schema GAME` lists each event)'),
    ('{"type": "teleport", "seat": 0}', AT + "unknown event type 'teleport'"),
    ('{"type": "play", "seat": 0, "card": "Nobody Here"}',
     AT + "card: no card named 'Nobody Here' in this position"),
    ('{"type": "fight", "seat": 0, "attackers": ["Nobody Here"], "targets": [1]}',
     AT + "attackers: no card named 'Nobody Here' in this position"),
    # events as a JSON array: was "no card named '[...]' in this position"
    ('[{"type": "end-step", "seat": 0}]', AT + "a decision is an option's number, a card, or "
     'one event as a JSON object ({"type": ..., "seat": ...}), not a JSON array'),
])
def test_a_malformed_event_is_named_by_its_type_or_field(ar, choice, line):
    """(Seat 0's events, whichever seat is to act: the shape is refused before the rules.)"""
    before = _digest(ar)
    r = ar("decide", "1", choice)
    assert r.exit_code == 2
    assert r.output.strip() == line
    assert _digest(ar) == before


@pytest.mark.parametrize("choice, line", [
    ('{"type": "play", "seat": 0, "card": ["#0"]}',
     AT + "bad 'play' event: Expected `int`, got `array` - at `$.card` "
          '(written ["#0"], read as [0])'),
    ('{"type": "fight", "seat": 0, "attackers": "#0", "targets": [1]}',
     AT + "bad 'fight' event: Expected `array`, got `int` - at `$.attackers` "
          '(written "#0", read as 0)'),
    ('{"type": "fight", "seat": 0, "attackers": ["#0", "Nobody Here"], "targets": [1]}',
     AT + "attackers: no card named 'Nobody Here' in this position"),
])
def test_a_card_field_of_the_wrong_shape_is_not_called_an_unknown_card(ar, choice, line):
    """A card written by its label in a field of the wrong shape (a list for one card, one card
    for a list) names a card the match has: the refusal says the shape, as written and as
    read, not "no card named '#0'"; in a list, the name that names no card is the one told."""
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
    # and what was legal instead, numbered as `options` numbers it, on the same line
    listed = json.loads(ar("options", "1", "--branch", "alt", "--json").output)["options"]
    shown = "; ".join(f"{o['n']}: {o['text']}" for o in listed[:6])
    assert f" -- legal instead: {shown}" in lines[0]
    assert lines[0].endswith(f"; and {len(listed) - 6} more (`matchlog options 1` lists all)"
                             if len(listed) > 6 else shown)
    assert _digest(ar) == before


def test_a_seat_the_match_does_not_have_is_bad_input_not_a_rules_refusal(ar):
    """Seat 2 of a two-seat match is a typing mistake, refused like card #99 (exit 2, naming
    the seats), by decide and options --check alike; a seat of the match not asked now is the
    rules' refusal (exit 2 from decide, 1 from --check, naming the rule)."""
    before = _digest(ar)
    for seat in (2, -1):
        event = json.dumps({"type": "end-step", "seat": seat})
        for args, code in ((("decide", "1", event), 2), (("options", "1", "--check", event), 2)):
            r = ar(*args)
            assert r.exit_code == code
            assert r.output.strip() == f"{AT}no seat {seat} in this match (its seats are 0..1)"
    seat = json.loads(ar("options", "1", "--json").output)["seat"]
    other = json.dumps({"type": "end-step", "seat": 1 - seat})
    r = ar("options", "1", "--check", other)
    assert r.exit_code == 1 and "illegal: " in r.output and "no seat" not in r.output
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
    assert r.output.strip() == (f"{AT}no legal option now acts with {name!r} (plays, uses or "
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
