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
                                f"no card named {other!r} in this position")
    assert run("log", "1", "--json").stdout == before
