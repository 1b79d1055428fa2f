"""One JSON shape per concept: what the commands print decodes as the shape that
`matchlog schema --output NAME` publishes, and errors under --json are JSON too."""

import json

import msgspec
import pytest

from engine.views import View
from replays.audit import Finding
from replays.legal import Option
from replays.shapes import SHAPES, ErrorReport, EventRow, MatchSummary, Outcome, Position


@pytest.fixture
def played(run):
    m = json.loads(run("simulate", "keyforge", "-n", 1, "--seed", 3, "--json").stdout)["matches"][0]
    fresh = json.loads(run("new", "ardent-reapers", "--seed", 2, "--json").stdout)["match"]
    return m, fresh


def _decode(text: str, shape):
    return msgspec.json.decode(text, type=shape)  # raises ValidationError on another shape


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_schema_output_publishes_each_shape(run, name):
    r = run.bare("schema", "--output", name)
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout) == msgspec.json.schema(SHAPES[name])


def test_what_commands_print_decodes_as_the_published_shapes(run, played):
    m, fresh = played
    _decode(run("matches", "--json", "--limit", 0).stdout, list[MatchSummary])
    shown = json.loads(run("show", m, "--json").stdout)
    _decode(json.dumps(shown["outcome"]), Outcome)
    view = _decode(json.dumps(shown["view"]), View)
    zones = [z for s in view.seats for z in s.zones]
    assert all(isinstance(z.cards, list) and isinstance(z.count, int) for z in zones)
    assert all({"cards", "count"} <= set(z) for s in shown["view"]["seats"] for z in s["zones"])
    over = json.loads(run("options", m, "--json").stdout)
    assert over["outcome"] == shown["outcome"]
    opts = json.loads(run("options", fresh, "--json").stdout)["options"]
    _decode(json.dumps(opts), list[Option])


def test_log_rows_show_positions_and_decide_rows_decode_as_the_event_and_position_shapes(
        run, played):
    m, fresh = played
    rows = _decode(run("log", m, "--json").stdout, list[EventRow])
    assert rows[0].seq == 0 and all(r.digest and r.redacted is None for r in rows)
    assert any(r.consequences for r in rows) and all(r.branch == "main" for r in rows)
    seat = _decode(run("log", m, "--as", 1, "--json").stdout, list[EventRow])
    assert len(seat) == len(rows) and all(r.digest is None and r.redacted is not None
                                          for r in seat)
    assert any(r.redacted for r in seat)
    shown = _decode(run("show", m, "--json").stdout, Position)
    assert shown.digest and shown.outcome is not None and shown.seq == rows[-1].seq
    as_seat = _decode(run("show", m, "--as", 0, "--json").stdout, Position)
    assert as_seat.digest is None and as_seat.position is None and as_seat.view.as_seat == 0
    out = json.loads(run("decide", fresh, 0, "--json").stdout)
    appended = _decode(json.dumps(out["appended"]), list[EventRow])
    told = {r.seq: r for r in _decode(run("log", fresh, "--json").stdout, list[EventRow])}
    assert appended and all(r == told[r.seq] for r in appended)  # decide tells as log does


def test_an_audit_finding_carries_its_event_and_alternatives_as_objects(run, played, tmp_path):
    _, fresh = played
    opts = json.loads(run("options", fresh, "--json").stdout)["options"]
    f = tmp_path / "m.jsonl"
    assert run("export", fresh, "-o", f).exit_code == 0
    wrong = dict(opts[0]["event"], seat=1 - opts[0]["event"]["seat"])
    f.write_text(f.read_text() + json.dumps(wrong) + "\n")
    found = json.loads(run("audit", "-t", f, "--json").stdout)
    [finding] = _decode(json.dumps(found["findings"]), list[Finding])
    assert finding.event == wrong and isinstance(finding.alternatives[0], Option)


def test_errors_under_json_are_one_json_line_on_stderr_with_the_exit_code(run, played):
    m, _ = played
    r = run("show", m, "--at", 99999, "--json")
    assert r.exit_code == 2 and r.stdout == ""
    err = _decode(r.stderr, ErrorReport)
    assert err.code == 2 and "not 99999" in err.error
    r = run("show", 999, "--json")
    assert r.exit_code == 2 and "no match 999" in _decode(r.stderr, ErrorReport).error
    assert run("show", 999).stderr.startswith("error: no match 999")


def test_a_mistyped_command_line_under_json_is_json_too(tmp_path):
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "cli.app", "show", "x", "--json", "--db",
                        str(tmp_path / "x.db")], capture_output=True, text=True)
    assert r.returncode == 2 and r.stdout == ""
    err = _decode(r.stderr, ErrorReport)
    assert err.code == 2 and "Invalid value" in err.error and "matchlog show --help" in err.error


def test_options_json_always_says_whether_the_match_is_over(run, played):
    """A script reads `over` first, then the decision, the table's chance or the outcome; each
    shape of `options --json` carries it, with `head` and `options`."""
    m, fresh = played
    shapes = {
        "over": json.loads(run("options", m, "--json").stdout),
        "decision": json.loads(run("options", fresh, "--json").stdout),
        "earlier": json.loads(run("options", m, "--at", 5, "--json").stdout),
    }
    table = json.loads(run("new", "keyforge", "--luck", "table", "--json").stdout)["match"]
    assert run("decide", table, "Player 1").exit_code == 0
    shapes["table"] = json.loads(run("options", table, "--json").stdout)
    assert {k: s["over"] for k, s in shapes.items()} == {
        "over": True, "decision": False, "earlier": False, "table": False}
    assert all({"head", "options"} <= set(s) for s in shapes.values())
    assert shapes["table"]["chance"] and shapes["decision"]["options"]
