"""One convention for event counts: every count a command prints or gives in --json counts the
genesis (event 0), so a line whose head is #N has N + 1 events, whichever command says it.
`bundle` and `rerun` used to count the events after the genesis only."""

import json
import re


def _match(run):
    r = run("simulate", "ardent-reapers", "-n", 1, "--seed", 2, "--json")
    m = json.loads(r.stdout)["matches"][0]
    head = json.loads(run("options", m, "--json").stdout)["head"]
    return m, head


def _count(text):
    return int(re.search(r"(\d+) events", text).group(1))


def test_every_command_counts_a_whole_match_alike(run, tmp_path):
    m, head = _match(run)
    n = head + 1
    listed = json.loads(run("matches", "--json").stdout)
    assert [r["events"] for r in listed if r["match"] == m] == [n]
    assert _count(run("audit", m).stdout) == n
    assert json.loads(run("audit", m, "--json").stdout)["events"] == n
    assert _count(run("verify", m).stdout) == n
    assert json.loads(run("verify", m, "--json").stdout)["events"] == n
    assert _count(run("rerun", m).stdout) == n
    assert json.loads(run("rerun", m, "--json").stdout)["events"] == n
    out = tmp_path / "b.matchlog.jsonl"
    assert _count(run("bundle", m, "-o", out).stdout) == n
    assert json.loads(run("bundle", m, "-o", out, "--json").stdout)["events"] == n
    assert _count(run("html", m, "-o", tmp_path / "p.html").stdout) == n
    assert _count(run("import", out).stdout) == n


def test_a_bundle_at_event_30_has_31_events_like_its_audit(run, tmp_path):
    m, _ = _match(run)
    out = tmp_path / "b.matchlog.jsonl"
    r = run("bundle", m, "--at", 30, "-o", out)
    assert r.exit_code == 0 and r.stdout.startswith(f"wrote {out}: 31 events (0..30), legal, ")
    assert json.loads(run("bundle", m, "--at", 30, "-o", out, "--json").stdout)["events"] == 31
    assert _count(run("audit", "--transcript", out).stdout) == 31
    # the file's own header keeps counting the lines after the genesis (its format, checked
    # by check-bundle), so bundles written before stay readable
    assert json.loads(out.read_text().splitlines()[0])["expect"]["events"] == 30
    assert run.bare("check-bundle", out).exit_code == 0
