"""log, show and matches tell what happened and how the match ended, the same way."""

import json


def test_log_tells_consequences_and_the_end_as_show_and_matches_do(run):
    m = json.loads(run("simulate", "keyforge", "-n", 1, "--seed", 2, "--json").stdout)["matches"][0]
    rows = json.loads(run("log", m, "--json").stdout)
    told = [line for r in rows for line in r["consequences"]]
    assert any(" forges a key (keys " in line for line in told)
    assert any(" is drawn (" in line for line in told)
    outcome = json.loads(run("show", m, "--json").stdout)["outcome"]
    ends = [line for line in told if line.startswith("Over: ")]
    assert ends == [f"Over: {outcome['text']}"]
    assert rows[-1]["event"]["type"] == "reveal" and ends[0] in rows[-2]["consequences"]
    assert f"Over: {outcome['text']}" in run("show", m).stdout
    seat_rows = json.loads(run("log", m, "--as", 1, "--json").stdout)
    seat_told = [line for r in seat_rows for line in r["consequences"]]
    assert any(line.startswith("Agent A draws ") and line.endswith(" unseen") for line in seat_told)
