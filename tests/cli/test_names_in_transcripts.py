"""Transcripts and decisions that name cards by label or name read like numbered ones."""

from __future__ import annotations

import json

from engine.registry import get_game
from ledger import Ledger
from replays.history import load_history

CARD_FIELDS = ("card", "attackers", "targets")


def _labelled(run, tmp_path, bare_names: bool):
    """Match 1's transcript with every card number in a card field written as its label (or,
    with `bare_names`, as its bare name where that name is on one card only)."""
    out = tmp_path / "m.jsonl"
    assert run("export", "1", "-o", out).exit_code == 0
    with Ledger.open(run.db, readonly=True) as led:
        history = load_history(led, 1)
        game = get_game("ardent-reapers")
        views = [game.view(history.fold_to(s - 1).state, None) for s in range(1, history.head + 1)]
    lines = out.read_text().splitlines()
    changed = 0
    for i, line in enumerate(lines[1:], start=1):
        obj = json.loads(line)
        event = obj.get("event", obj)
        names = {c.id: c.name for seat in views[i - 1].seats for z in seat.zones for c in z.cards}
        counts = {}
        for n in names.values():
            counts[n] = counts.get(n, 0) + 1

        def written(cid):
            name = names[cid]
            return name if bare_names and counts[name] == 1 else f"{name} #{cid}"

        for field in CARD_FIELDS:
            value = event.get(field)
            if isinstance(value, int) and value in names:
                event[field], changed = written(value), changed + 1
            elif isinstance(value, list):
                event[field] = [written(v) if v in names else v for v in value]
                changed += 1
        obj.pop("hash", None)
        lines[i] = json.dumps(obj)
    lines[0] = json.dumps({k: v for k, v in json.loads(lines[0]).items() if k != "hash"})
    named = tmp_path / "named.jsonl"
    named.write_text("\n".join(lines) + "\n")
    return named, changed


def test_a_transcript_written_with_labels_or_names_audits_and_imports_like_the_numbered_one(run, tmp_path):
    assert run("simulate", "ardent-reapers", "-n", "1", "--seed", "4").exit_code == 0
    original = json.loads(run("audit", "1", "--json").output)
    for bare in (False, True):
        named, changed = _labelled(run, tmp_path, bare)
        assert changed > 20
        audited = run("audit", "--transcript", named, "--json")
        assert audited.exit_code == original_exit(original), audited.output
        report = json.loads(audited.output)
        assert report["events"] == original["events"] and report["findings"] == original["findings"]
        imported = run("import", named, "--json")
        assert imported.exit_code == 0, imported.output
    with Ledger.open(run.db, readonly=True) as led:
        digests = [[e.digest for e in led.events(m, "main")] for m in (1, 2, 3)]
    assert digests[0] == digests[1] == digests[2]


def original_exit(report) -> int:
    return 0 if not report["findings"] else 1


def test_decide_and_check_take_names_and_refuse_ambiguous_ones_listing_labels(run):
    assert run("new", "ardent-reapers", "--seed", "7").exit_code == 0
    # Seat 1 to act, with two Moths on its battle line: a bare "Moth" cannot be meant.
    r = run("decide", "1", "Moth")
    assert r.exit_code == 2 and "'Moth' is ambiguous: Moth #27, Moth #28" in r.output
    checked = run("options", "1", "--check", '{"type":"fight","seat":1,"attackers":["Moth #27"],"targets":["Dark Velum #11"]}')
    assert checked.exit_code == 0, checked.output
    assert run("decide", "1", "Moth #27").exit_code == 2  # it can fight either of two creatures
    ok = run("decide", "1", '{"type":"fight","seat":1,"attackers":["Moth #27"],"targets":["Dark Velum"]}', "--json")
    assert ok.exit_code == 0, ok.output
    assert json.loads(ok.output)["appended"][0]["event"]["attackers"] == [27]
