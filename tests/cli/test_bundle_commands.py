"""`matchlog bundle` and `matchlog check-bundle`: a bug file that replays as it was recorded."""

from __future__ import annotations

import json


def test_bundle_writes_a_file_that_check_bundle_replays_and_a_tampered_one_fails(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    out = tmp_path / "bug.matchlog.jsonl"
    made = run("bundle", "1", "--at", "30", "--note", "it drew wrong", "-o", out, "--json")
    assert made.exit_code == 0, made.output
    summary = json.loads(made.output)
    assert summary["events"] == 30 and summary["verdict"] == "legal"
    ok = run.bare("check-bundle", out)
    assert ok.exit_code == 0 and "replays as recorded" in ok.output

    lines = out.read_text().splitlines()
    header = json.loads(lines[0])
    header["expect"]["digest"] = "0" * 64  # what the bundle says no longer matches the engine
    out.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    bad = run.bare("check-bundle", out, "--json")
    assert bad.exit_code == 1 and json.loads(bad.output)["ok"] is False


def test_check_bundle_of_a_plain_transcript_is_a_one_line_error(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "2").exit_code == 0
    plain = tmp_path / "m.jsonl"
    assert run("export", "1", "-o", plain).exit_code == 0
    r = run.bare("check-bundle", plain)
    assert r.exit_code == 2 and "not a bundle" in r.output and len(r.output.strip().splitlines()) == 1
