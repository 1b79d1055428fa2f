"""`verify` says what its verdict rests on for the luck: a match in progress has no seed revealed
yet, and the line says so and what it means for its chance outcomes so far (it used to read
"seeds revealed and checked in 0")."""

import json
import sqlite3


def _draws(db, m, branch="main"):
    con = sqlite3.connect(db)
    try:
        return con.execute("SELECT COUNT(*) FROM events WHERE match_id = ? AND branch = ? AND "
                           "kind = 'chance'", (m, branch)).fetchone()[0]
    finally:
        con.close()


def _new(run, game="ardent-reapers"):
    r = run("new", game, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)["match"]


def test_a_match_in_progress_says_its_seeds_are_not_revealed_yet(run):
    m = _new(run)
    n = _draws(run.db, m)
    assert n > 0  # the opening hands are drawn
    r = run("verify", m)
    assert r.exit_code == 0
    line = r.stdout.strip().splitlines()[-1]
    assert "checked in 0" not in line and "revealed and checked" not in line
    assert line.startswith(f"verified: 1 match, {n + 1} events; seeds not revealed yet (the "
                           "match, or a branch of it, is in progress: the dealer reveals a seed "
                           "when every line drawing from it is over): ")
    # the recorder's own ledger keeps the secret seed: the draws so far are checked already
    assert line.endswith(f": {n} chance outcome(s) so far checked against the seeds this "
                         "ledger keeps")
    j = json.loads(run("verify", m, "--json").stdout)
    assert j["in_progress"] == [m] and j["draws"] == n and j["revealed"] == 0


def test_an_imported_match_in_progress_says_its_draws_wait_for_the_reveal(run, tmp_path):
    m = _new(run)
    n = _draws(run.db, m)
    out = tmp_path / "t.jsonl"
    assert run("export", m, "-o", out).exit_code == 0
    other = type(run)(tmp_path / "other.db")
    assert other("import", out).exit_code == 0
    r = other("verify", 1)
    assert r.exit_code == 0
    line = r.stdout.strip().splitlines()[-1]
    assert "seeds not revealed yet" in line and "checked against" not in line
    assert line.endswith(f": {n} checked only at the reveal (their seed's commitment, recorded "
                         "before the first draw, fixes them: a changed one fails then)")


def test_a_finished_match_and_one_in_progress_are_told_apart(run):
    r = run("simulate", "keyforge", "-n", 1, "--seed", 3, "--json")
    done = json.loads(r.stdout)["matches"][0]
    line = run("verify", done).stdout.strip().splitlines()[-1]
    assert line.endswith("events; seeds revealed and checked"), line
    live = _new(run)
    line = run("verify", "--all").stdout.strip().splitlines()[-1]
    assert "; seeds revealed and checked in 1; not revealed yet in 1 (a line in progress: " in line
    assert f"{_draws(run.db, live)} chance outcome(s) so far checked" in line
    # a branch still in progress keeps the finished main's seed withheld: not revealed yet
    assert run("branch", done, "--at", 20, "--name", "alt").exit_code == 0
    line = run("verify", done).stdout.strip().splitlines()[-1]
    assert "seeds not revealed yet (the match, or a branch of it, is in progress" in line
    j = json.loads(run("verify", done, "--json").stdout)
    assert j["in_progress"] == [done] and j["revealed"] == 0


def test_a_table_luck_match_has_no_seed_to_reveal(run):
    r = run("new", "keyforge", "--luck", "table", "--json")
    m = json.loads(r.stdout)["match"]
    line = run("verify", m).stdout.strip().splitlines()[-1]
    assert line.endswith(": 1 match, 1 event; table luck (outcomes entered, no seed)"), line
    assert "not revealed" not in line
