"""Positions through replays/: a match started from a position exports, imports and verifies
like any other; explanations of decisions; deck files and card look-ups."""

from __future__ import annotations

import json

import pytest

from engine import dealer
from engine.registry import get_game
from replays import explain
from replays.cards import CardBook, DeckFileError, UnknownCardName, read_deck_file
from replays.history import load_history
from replays.importing import import_transcript
from replays.record import create_match, decide
from replays.transcript import TranscriptError, export_lines
from replays.transcript_parse import parse_transcript
from replays.verify import verify_match
from tests.replays.conftest import moved

AR = get_game("ardent-reapers")
SEED = dealer.seed_from_number(5, "positions")


def _midgame(ledger):
    """A match played a little, then a new match started from its position."""
    decks = AR.simulation_decks(dealer.seed_from_number(1, "decks"))
    m = create_match(ledger, AR.id, ["Ada", "Bo"], decks, SEED)
    for _ in range(12):
        h = load_history(ledger, m)
        p = AR.pending(h.fold_to_head().state)
        if not hasattr(p, "options"):
            break
        decide(ledger, m, p.options[-1])
    state = load_history(ledger, m).fold_to_head().state
    position = json.loads(json.dumps(AR.position(state)))
    m2 = create_match(ledger, AR.id, ["Ada", "Bo"], [], SEED, position=position)
    return state, m2


def test_a_match_from_a_position_starts_at_that_state_and_exchanges(ledger):
    state, m = _midgame(ledger)
    h = load_history(ledger, m)
    assert AR.digest(h.fold_to(0).state) == AR.digest(state)
    assert h.genesis.position is not None
    assert sorted(h.genesis.decks[0] + h.genesis.decks[1]) == sorted(state.cards)
    for _ in range(6):
        p = AR.pending(load_history(ledger, m).fold_to_head().state)
        if not hasattr(p, "options"):
            break
        decide(ledger, m, p.options[0])
    lines = export_lines(load_history(ledger, m))
    assert "position" in json.loads(lines[0])["genesis"]
    m2 = import_transcript(ledger, parse_transcript("\n".join(lines)))
    moved(ledger, m, m2)
    assert verify_match(ledger, m2).problems == []


def test_a_transcript_with_a_bad_position_names_its_line():
    header = {"matchlog": 1, "game": AR.id,
              "genesis": {"players": ["Ada", "Bo"], "position": {"seats": [{"hand": ["Nobody"]}, {}]}}}
    with pytest.raises(TranscriptError, match=r"t.jsonl:1: unknown card 'Nobody' in seat 0's hand"):
        parse_transcript(json.dumps(header), "t.jsonl")


def test_explain_says_legal_or_why_not_with_the_alternatives(ledger):
    state, m = _midgame(ledger)
    state = load_history(ledger, m).fold_to_head().state
    p = AR.pending(state)
    ok = explain.check(AR, state, p.options[0])
    assert ok.legal and ok.text
    wrong_seat = type(p.options[0])(**{**{f: getattr(p.options[0], f) for f in p.options[0].__struct_fields__},
                                       "seat": 1 - p.seat})
    v = explain.check(AR, state, wrong_seat)
    assert not v.legal and v.rule in AR.rules and v.rule_text
    assert [o.n for o in v.alternatives] == list(range(len(p.options)))
    line = explain.one_line(v)
    assert f"[{v.rule}]" in line and AR.rules[v.rule].summary in line


def test_deck_files_and_card_lookups(tmp_path):
    book = CardBook(AR)
    assert book.find("41").id == "OC-041" and book.find("oc-041").name == "Renegade"
    assert book.find("RENEGADE").id == "OC-041" and book.find("OC-41").id == "OC-041"
    assert book.find("gynorm", loose=True).name == "Gynormica"
    with pytest.raises(UnknownCardName, match="did you mean"):
        book.find("Bear")
    f = tmp_path / "d.txt"
    f.write_text("# a deck\n3x Vix\n\nOC-002\n 5 \n")
    assert read_deck_file(AR, f) == ["OC-001"] * 3 + ["OC-002", "OC-005"]
    f.write_text("Vix\nVixx\n")
    with pytest.raises(DeckFileError, match=r"d.txt:2: unknown card 'Vixx'"):
        read_deck_file(AR, f)
    kf = CardBook(get_game("keyforge"))
    assert kf.find("punch").id == "CotA-012"
