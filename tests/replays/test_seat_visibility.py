"""What a seat may be told, decided in replays/ (the CLI only prints it): of a choice that is not
its own, who makes it and what it is, never its options (`hidden_choice`, `options --as`); of a
position, its view without a digest or the position itself (`position_record`, `show --json`);
of an event, the words of its own log (`told_event`)."""

from __future__ import annotations

from engine.protocol import Chance, Decision
from engine.registry import get_game
from replays.history import load_history
from replays.record import create_match
from replays.secrecy import hidden_choice
from replays.showing import position_record
from replays.simulate import simulate
from replays.timeline import timeline, told_event
from tests.tablescript import sample_start


def _pendings(history):
    """(seq, pending) after every event of the history."""
    fold = history.fold_to(0)
    out = [(0, history.game.pending(fold.state))]
    for seq in range(1, history.head + 1):
        fold.apply(history.event(seq))
        out.append((seq, history.game.pending(fold.state)))
    return out


def test_another_seats_decision_is_told_by_who_and_what_and_the_deciders_own_is_not_hidden(ledger):
    (match,) = simulate(ledger, "ardent-reapers", 1, 4)
    history = load_history(ledger, match)
    decisions = chances = 0
    for _seq, p in _pendings(history):
        if isinstance(p, Decision):
            decisions += 1
            other = 1 - p.seat
            hidden = hidden_choice(history, p, other)
            assert hidden is not None and not hidden.table
            assert hidden.seat == p.seat and hidden.prompt == p.prompt and hidden.rule == p.rule
            assert hidden.who == f"{history.genesis.players[p.seat]} (seat {p.seat})"
            assert hidden_choice(history, p, p.seat) is None  # its own: listed in full
        elif isinstance(p, Chance):  # the dealer draws: nobody decides, nothing to hide
            chances += 1
            assert hidden_choice(history, p, 0) is None and hidden_choice(history, p, 1) is None
    assert decisions > 20 and chances > 0


def test_a_table_luck_chance_is_hidden_from_every_seat_under_the_table_rule(ledger):
    game = get_game("ardent-reapers")
    decks, _ = sample_start(game, ["Ann", "Bo"])
    match = create_match(ledger, game.id, ["Ann", "Bo"], decks, b"", luck="table")
    history = load_history(ledger, match)
    p = game.pending(history.fold_to_head().state)
    assert isinstance(p, Chance)
    for seat in (0, 1):
        hidden = hidden_choice(history, p, seat)
        assert hidden is not None and hidden.table
        assert (hidden.who, hidden.prompt, hidden.rule, hidden.seat) == (
            "the table", p.why, "ML-table", p.seat)


def test_a_seats_position_record_has_its_view_and_neither_digest_nor_position(ledger):
    (match,) = simulate(ledger, "reaper", 1, 3)
    history = load_history(ledger, match)
    seq = history.head // 2
    state = history.fold_to(seq).state
    whole = position_record(history, seq, state, None)
    assert whole["digest"] == history.stored[seq].digest
    assert "position" in whole and "as_seat" not in whole["view"]
    for seat in (0, 1):
        seen = position_record(history, seq, state, seat)
        assert "digest" not in seen and "position" not in seen
        assert seen["view"]["as_seat"] == seat and seen["seq"] == seq
        assert seen["view"] != whole["view"]  # the other hand, the decks: hidden from it


def test_an_event_is_told_to_a_seat_as_its_log_tells_it(ledger):
    (match,) = simulate(ledger, "ardent-reapers", 1, 4)
    history = load_history(ledger, match)
    for seat in (None, 0, 1):
        rows = timeline(history, seat)
        for seq in (1, 2, history.head):
            told = told_event(history, seq, seat)
            assert (told.text, told.consequences) == (rows[seq].text, rows[seq].consequences)
    # the setup shuffle (#2): named in the whole log, not in a seat's
    assert told_event(history, 2, None).text != told_event(history, 2, 0).text
