"""options --as SEAT: what a seat may see of a pending decision. Its own options are listed as
`options` lists them; another seat's are not (they name that seat's hidden cards, and their
count tells how many it holds), only who decides what, and for --at the event recorded next as
the seat's log tells it. Sceptre's Royal Levy search (sceptre-8, SC-search-blind) before,
during and after, from both seats."""

import json

import pytest


@pytest.fixture
def levy(run):
    """A sceptre-8 match whose seat 1 plays Royal Levy at #198 and selects a Copper at #199."""
    assert run("simulate", "sceptre", "-n", 1, "--seed", 5).exit_code == 0
    rows = json.loads(run("log", 1, "--json").stdout)
    assert rows[198]["event"]["type"] == "play-action" and rows[198]["event"]["seat"] == 1
    assert rows[199]["event"] == {"type": "select-coin", "metal": "copper", "seat": 1}
    return run


def test_the_searching_seat_sees_its_options_before_and_during_the_search(levy):
    before = json.loads(levy("options", 1, "--at", 197, "--as", 1, "--json").stdout)
    assert any(o["text"] == "Agent B plays Royal Levy, searching the deck"
               for o in before["options"])
    during = json.loads(levy("options", 1, "--at", 198, "--as", 1, "--json").stdout)
    assert [o["text"] for o in during["options"]] == [
        "Agent B's search takes a Copper Coin into the hand", "Agent B's search takes no Coin"]
    assert during["recorded"]["n"] == 0
    assert during == json.loads(levy("options", 1, "--at", 198, "--json").stdout)


def test_the_other_seat_sees_who_decides_what_and_no_option(levy):
    for at in (197, 198):
        r = levy("options", 1, "--at", at, "--as", 0)
        assert r.exit_code == 0, r.output
        assert "Agent B (seat 1) to decide: " in r.output
        assert "Copper" not in r.output.split("recorded as")[0]
        assert "Cinder Squire" not in r.output and "┃ # ┃" not in r.output
        shown = json.loads(levy("options", 1, "--at", at, "--as", 0, "--json").stdout)
        assert shown["options"] is None and shown["seat"] == 1 and shown["as_seat"] == 0
    # what was recorded, as seat 0's log tells it: the Coin taken is shown to both (SC-search-shown)
    during = json.loads(levy("options", 1, "--at", 198, "--as", 0, "--json").stdout)
    log0 = json.loads(levy("log", 1, "--as", 0, "--json").stdout)
    assert during["recorded"] == {"seq": 199, "text": log0[199]["text"]}
    assert during["recorded"]["text"] == "Agent B's search takes a Copper Coin into the hand"
    # after the search: seat 1 decides again; seat 0 still sees no option of it
    after = json.loads(levy("options", 1, "--at", 200, "--as", 0, "--json").stdout)
    assert after["options"] is None


def test_options_as_refuses_a_seat_the_match_lacks_and_a_check_for_another_seat(levy):
    r = levy("options", 1, "--as", 5)
    assert r.exit_code == 2 and "match 1 has seats 0..1, not 5" in r.output
    r = levy("options", 1, "--at", 198, "--as", 0, "--check", "0")
    assert r.exit_code == 2 and "seat 0 does not decide after event #198" in r.output
    r = levy("options", 1, "--at", 198, "--as", 1, "--check", "0")
    assert r.exit_code == 0 and r.output.startswith("legal: ")


def test_a_dealers_draw_recorded_next_is_told_as_the_seats_log_tells_it(run):
    """Ardent Reapers' setup shuffle after event #1: nobody decides; what event #2 recorded is
    the whole log's words without --as and seat 0's log's with it (no shuffle named)."""
    assert run("simulate", "ardent-reapers", "-n", 1, "--seed", 4).exit_code == 0
    whole = json.loads(run("options", 1, "--at", 1, "--json").stdout)["recorded"]["text"]
    seat0 = json.loads(run("options", 1, "--at", 1, "--as", 0, "--json").stdout)["recorded"]["text"]
    log0 = json.loads(run("log", 1, "--as", 0, "--json").stdout)
    assert whole.startswith("the dealer shuffles ") and seat0 == log0[2]["text"] != whole
