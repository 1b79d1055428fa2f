"""Conformance, the exchange half: every registered game survives ledger -> transcript -> ledger."""

import pytest

from replays.history import load_history
from replays.importing import import_transcript
from replays.simulate import simulate
from replays.transcript import export_lines
from replays.transcript_parse import parse_transcript
from replays.verify import verify_match
from tests.replays.conftest import moved, unbound


@pytest.mark.parametrize("seed", [1, 2])
def test_export_import_round_trip_keeps_every_byte_and_digest(ledger, game, seed):
    [m] = simulate(ledger, game.id, 1, seed)
    lines = export_lines(load_history(ledger, m))
    m2 = import_transcript(ledger, parse_transcript("\n".join(lines)))
    moved(ledger, m, m2)
    assert unbound(export_lines(load_history(ledger, m2))) == unbound(lines)
    assert verify_match(ledger, m2).problems == []
