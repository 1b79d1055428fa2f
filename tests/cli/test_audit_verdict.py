"""One illegal event in a whole transcript: the audit's first screen is the verdict on it."""

import json

from replays.legal import rule_text
from engine.registry import get_game


def _one_event_changed(run, tmp_path):
    """A simulated match exported, stripped of hashes, with the first fight given to the other
    seat; returns the file, the changed event's seq and the event."""
    m = json.loads(run("simulate", "ardent-reapers", "-n", 1, "--seed", 1, "--json").stdout)["matches"][0]
    src = tmp_path / "m.jsonl"
    assert run("export", m, "-o", src).exit_code == 0
    header, *entries = src.read_text().splitlines()
    out, changed = [header], None
    for line in entries:
        entry = json.loads(line)
        event = entry["event"]
        if changed is None and event["type"] == "fight":
            event = {**event, "seat": 1 - event["seat"]}
            changed = (entry["seq"], event)
        out.append(json.dumps(event))  # bare events: hashes and digests are optional
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(out) + "\n")
    return bad, *changed


def test_the_first_screen_names_the_event_its_rule_and_the_documents_words(run, tmp_path):
    bad, seq, event = _one_event_changed(run, tmp_path)
    found = json.loads(run("audit", "-t", bad, "--json").stdout)
    first, *later = found["findings"]
    assert first["seq"] == seq and first["event"] == event and first["seat"] == event["seat"]
    assert len(later) > 10  # the later events of the match no longer fit the position
    r = run("audit", "-t", bad)
    assert r.exit_code == 1
    screen = r.stdout.splitlines()[:24]
    words = rule_text(get_game("ardent-reapers"), first["rule"])
    assert words and first["rule"] in screen[0] and f"event {seq} " in screen[0]
    assert f"  rule {first['rule']}: {words}" in screen
    assert f"  last legal position: event {seq - 1}" in screen
    lines = r.stdout.splitlines()
    [at] = [i for i, line in enumerate(lines) if line.startswith(f"{len(later)} later findings follow from it")]
    assert at == 6 + len(first["alternatives"])  # the first finding and its options come first
    # then the later findings, one line each and at most 20, without their alternatives
    nxt = later[0]
    players = json.loads(bad.read_text().splitlines()[0])["genesis"]["players"]
    # a seat named as the log names it: its player, and its number
    who = "the dealer" if nxt["seat"] is None else f"{players[nxt['seat']]} (seat {nxt['seat']})"
    assert lines[at + 1] == f"  event {nxt['seq']}, {who}: {nxt['message']} [{nxt['rule']}]"
    assert all(line.startswith("  event ") for line in lines[at + 1:at + 21])
    assert lines[at + 21:] == [f"  ... and {len(later) - 20} more (--all)", f"luck: {found['luck']}"]


def test_all_prints_every_finding_in_full(run, tmp_path):
    bad, _, _ = _one_event_changed(run, tmp_path)
    findings = json.loads(run("audit", "-t", bad, "--json").stdout)["findings"]
    full = run("audit", "-t", bad, "--all").stdout
    assert full.count("  last legal position: event ") == len(findings)
    assert full.count("legal instead") == sum(1 for f in findings if f["alternatives"])


def test_json_findings_name_the_transcript_line_as_the_text_does(run, tmp_path):
    bad, seq, _ = _one_event_changed(run, tmp_path)
    # a blank line after the header shifts every event one line further down the file
    text = bad.read_text().splitlines()
    shifted = tmp_path / "shifted.jsonl"
    shifted.write_text("\n".join([text[0], ""] + text[1:]) + "\n")
    found = json.loads(run("audit", "-t", shifted, "--json").stdout)["findings"]
    first = found[0]
    assert first["seq"] == seq and first["line"] == seq + 2  # header, blank line, then #1
    assert f"event {seq} (line {seq + 2}) of" in run("audit", "-t", shifted).stdout
    assert len(found) > 1 and all(f["line"] == f["seq"] + 2 for f in found)
