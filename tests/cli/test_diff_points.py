"""diff of two points: what the two lines share is read up to the positions compared, and a
seat's table counts the cards hidden from it instead of drawing a question mark per card."""

import json

import pytest


@pytest.fixture
def three(run):
    r = run("simulate", "ascendant", "-n", 1, "--seed", 13, "--players", 3, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["matches"][0]


def test_two_points_of_one_branch_share_only_the_events_up_to_the_earlier(run, three):
    d = json.loads(run("diff", f"{three}@10", f"{three}@20", "--json").stdout)
    assert (d["common"], d["left_seq"], d["right_seq"]) == (10, 10, 20)
    assert d["first_left"] is None and d["first_right"]["seq"] == 11
    text = run("diff", f"{three}@10", f"{three}@20").stdout
    assert f"{three}:main@10 and {three}:main@20 share events 0..10\n" in text


def test_a_point_against_a_branch_that_forks_later(run, three):
    assert run("branch", three, "--at", 23, "--name", "alt").exit_code == 0
    d = json.loads(run("diff", f"{three}@10", f"{three}:alt", "--json").stdout)
    assert d["common"] == 10 and d["first_left"] is None and d["first_right"]["seq"] == 11
    # whole branches: still the fork
    d = json.loads(run("diff", f"{three}:main", f"{three}:alt", "--json").stdout)
    assert d["common"] == 23 and d["first_right"] is None and d["first_left"]["seq"] == 24
    d = json.loads(run("diff", f"{three}@10", f"{three}@20", "--as", 1, "--json").stdout)
    assert d["common"] == 10 and d["first_right"]["seq"] == 11


def test_a_seats_diff_counts_hidden_cards(run, three):
    r = run("diff", f"{three}@10", f"{three}@20", "--as", 1)
    assert r.exit_code == 0, r.output
    arsenal = next(line for line in r.stdout.splitlines() if " arsenal " in line)
    assert "?" not in arsenal and arsenal.count("hidden") == 2
    out = json.loads(run("diff", f"{three}@10", f"{three}@20", "--as", 1, "--json").stdout)
    # a machine still gets one entry per card
    zones = [c for c in out["changes"] if c["zone"] == "arsenal" and c["seat"] == 1]
    assert zones and set(zones[0]["left"]) == {"?"} and len(zones[0]["left"]) > 30


def test_a_match_against_its_events_under_an_older_rules_version_names_the_versions(run, tmp_path):
    """A sceptre-11 match's first events imported under sceptre-7: the two matches share no
    event (their geneses differ), and diff says in what (the rules versions), not by
    printing both geneses' JSON; the positions after those events are the same."""
    header, events = run.editable("sceptre", 5, tmp_path)
    header["genesis"]["rules_version"] = "sceptre-7"
    old = tmp_path / "old.jsonl"
    old.write_text("\n".join(json.dumps(x) for x in [header, *events[:8]]) + "\n")
    r = run("import", old, "--json")
    assert r.exit_code == 0, r.output
    m = json.loads(r.stdout)["match"]
    r = run("diff", "1@8", m)
    assert r.exit_code == 0, r.output
    first = r.stdout.splitlines()[0]
    assert first == f"1:main@8 and {m}:main share no event: their rules differ (sceptre-11 and sceptre-7)"
    assert '"genesis"' not in r.stdout and "first on" not in r.stdout
    assert "positions compared: 1:main@8 at #8 vs 2:main at #8: the same" in r.stdout
    # the versions' digests differ (sceptre-11's sides are arrays, SC-layout-11): the
    # positions' contents decide, and one event apart they are not the same
    both = json.loads(run("diff", "1@8", m, "--json").stdout)
    assert both["same"] and both["left_digest"] != both["right_digest"]
    r = run("diff", "1@7", m)
    assert r.exit_code == 0 and "at #7 vs 2:main at #8: different" in r.stdout, r.output
    assert json.loads(run("diff", "1@8", m, "--json").stdout)["common"] == -1


def test_a_diff_table_separates_cards_whose_names_hold_commas(run, tmp_path):
    """diff's table writes a zone's cards with "; " between them, as rerun does: a card name
    holds commas ("Veilkeeper, Malakh of the Gloam"); the seat's table too."""
    from tests.cli.test_rerun_command import import_comma_hand

    import_comma_hand(run, tmp_path)
    r = run("diff", "1@0", "1@1")
    assert r.exit_code == 0, r.output
    hand = next(line for line in r.stdout.splitlines() if " hand " in line)
    assert "│ Veilkeeper, Malakh of the Gloam; Kindle │" in hand
    assert "Veilkeeper, Malakh of the Gloam; Kindle; Drowned Sailor" in hand
    r = run("diff", "1@0", "1@1", "--as", 0)
    hand = next(line for line in r.stdout.splitlines() if " hand " in line)
    assert "│ Veilkeeper, Malakh of the Gloam; Kindle │" in hand
    r = run("diff", "1@0", "1@1", "--as", 1)
    hand = next(line for line in r.stdout.splitlines() if " hand " in line)
    assert "│ 2 hidden; Drowned Sailor (known)" in hand


def test_two_matches_of_different_games_are_refused_in_one_line(run):
    """A Reaper match against a Sceptre match (a mistyped match id): their zones have nothing
    in common, and diff compared a Grimoire with a deck and named the rules versions as what
    the geneses differ in. Now one line, exit 2, as and not as a seat."""
    for game in ("reaper", "sceptre"):
        assert run("simulate", game, "-n", 1, "--seed", 5).exit_code == 0
    for seat in ((), ("--as", 0)):
        r = run("diff", "1@5", "2@5", *seat)
        assert r.exit_code == 2
        assert r.output.strip() == ("error: match 1 is Reaper and match 2 is Sceptre: diff "
                                    "compares two lines of one game")
