"""A bare word that names no card picks the legal option that says it (a KeyForge house), as
a bare card name picks the option in which that card acts; a word no option says is refused."""

import json

import pytest


@pytest.fixture
def at_house_choice(run):
    """A KeyForge match whose pending decision is a house choice."""
    assert run("new", "keyforge", "--deck", "Brobnar-Shadows-Untamed", "--deck",
               "Dis-Logos-Sanctum", "--seed", "11").exit_code == 0
    for _ in range(10):
        listed = json.loads(run("options", "1", "--json").stdout)
        if listed["options"][0]["event"]["type"] == "choose-house":
            return run, listed
        assert run("decide", "1", "0").exit_code == 0
    raise AssertionError("no house choice in the first ten decisions")


def test_a_house_name_records_the_option_that_chooses_it(at_house_choice):
    run, listed = at_house_choice
    chosen = listed["options"][-1]["event"]
    r = run("decide", "1", chosen["house"].lower())  # any case, as a person types it
    assert r.exit_code == 0, r.output
    last = json.loads(run("log", "1", "--json").stdout)[-1]
    assert last["event"] == chosen


def test_a_word_no_option_says_is_refused_as_before(at_house_choice):
    run, listed = at_house_choice
    houses = {o["event"]["house"] for o in listed["options"]}
    other = next(h for h in ("Mars", "Untamed", "Brobnar", "Shadows") if h not in houses)
    before = run("log", "1", "--json").stdout
    r = run("decide", "1", other)
    assert r.exit_code == 2
    head = listed["head"]
    assert r.output.strip() == (f"error: match 1, branch main, event #{head + 1}: "
                                f"no card named {other!r} in this position and no legal option "
                                "says it (`matchlog options` lists them)")
    assert run("log", "1", "--json").stdout == before


def test_a_mistyped_word_is_refused_with_the_options_words_close_to_it(at_house_choice):
    """A typo of a house the options say ("brobnr") is refused, nothing recorded, and the
    error suggests the option's word (it said only "no card named 'brobnr'")."""
    run, listed = at_house_choice
    before = run("log", "1", "--json").stdout
    house = listed["options"][0]["event"]["house"]
    typo = house[:-2].lower() + house[-1]
    r = run("decide", "1", typo)
    assert r.exit_code == 2
    assert r.output.strip().endswith(f"no card named {typo!r} in this position and no legal "
                                     f"option says it; did you mean {house!r}? "
                                     "(`matchlog options` lists them)")
    assert run("log", "1", "--json").stdout == before


def test_a_mistyped_card_name_suggests_the_card_an_option_plays(run):
    """A card's name with a letter left out: refused, nothing recorded, the card suggested
    (only cards the options name are: the others may be hidden from the deciding seat)."""
    assert run("new", "ardent-reapers", "--seed", 3).exit_code == 0
    listed = json.loads(run("options", "1", "--json").stdout)
    card = next(o["event"]["card"] for o in listed["options"] if o["event"]["type"] == "play")
    shown = json.loads(run("show", "1", "--json").stdout)["view"]
    named = next(c["name"] for s in shown["seats"] for z in s["zones"] for c in z["cards"]
                 if c.get("id") == card)
    typo = named[:1] + named[2:]  # a letter left out
    r = run("decide", "1", typo)
    assert r.exit_code == 2 and f"did you mean {named!r}" in r.output, r.output
    assert json.loads(run("matches", "--json").stdout)[0]["head"] == listed["head"]


def test_a_coin_named_as_the_search_option_says_it_records_that_metal(run):
    """sceptre-8's search (Royal Levy, SC-search-blind) records a metal, no card: its options
    read "Agent B's search takes a Copper Coin into the hand" and "... takes no Coin". The
    Coin's name as the option says it picks that option (as the metal's word does); a Coin
    no option takes is refused, nothing recorded."""
    assert run("simulate", "sceptre", "-n", 1, "--seed", 5).exit_code == 0
    assert run("branch", 1, "--at", 198, "--name", "levy").exit_code == 0
    listed = json.loads(run("options", 1, "--branch", "levy", "--json").stdout)
    assert [o["text"] for o in listed["options"]] == [
        "Agent B's search takes a Copper Coin into the hand", "Agent B's search takes no Coin"]
    r = run("decide", 1, "Gold Coin", "--branch", "levy")
    assert r.exit_code == 2 and "no legal option now acts with 'Gold Coin'" in r.output
    r = run("decide", 1, "copper coin", "--branch", "levy")
    assert r.exit_code == 0, r.output
    rows = json.loads(run("log", 1, "--branch", "levy", "--json").stdout)
    assert rows[199]["event"] == {"type": "select-coin", "metal": "copper", "seat": 1}
