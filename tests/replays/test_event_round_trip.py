"""A decision built in Python is stored as bytes; those bytes must read back as the same event
(ML-event). msgspec checks the types of an event it decodes, not of one built in Python: a seat
of True or 1.0 equals 1, so it could pass a game's own checks and be written as `true` or
`1.0`, bytes no reader decodes, and the match would never read again."""

from __future__ import annotations

import msgspec
import pytest

from engine import dealer
from engine.protocol import Decision, IllegalEvent
from engine.registry import get_game
from replays.history import load_history
from replays.record import create_match, decide
from replays.simulate import agent_names, default_decks

GAMES = ["ardent-reapers", "keyforge", "reaper", "sceptre", "ascendant"]


def _first_decision(ledger, game_id: str):
    game = get_game(game_id)
    m = create_match(ledger, game_id, agent_names(2), default_decks(game, 0),
                     dealer.seed_from_number(3, game_id))
    h = load_history(ledger, m)
    p = h.game.pending(h.fold_to_head().state)
    assert isinstance(p, Decision)
    return m, p


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("shape", [bool, float])
def test_a_seat_of_another_type_is_refused_and_nothing_is_written(ledger, game_id, shape):
    m, p = _first_decision(ledger, game_id)
    option = p.options[0]
    odd = msgspec.structs.replace(option, seat=shape(option.seat))
    assert odd == option  # what makes it pass an equality check: True == 1 == 1.0
    head = ledger.head(m)
    with pytest.raises(IllegalEvent) as err:
        decide(ledger, m, odd)
    assert err.value.rule == "ML-event", err.value
    assert ledger.head(m) == head
    # the option as listed is recorded, and the match reads back whole
    decide(ledger, m, option)
    h = load_history(ledger, m)
    assert h.head > head and h.event(head + 1) == option


def test_a_plain_string_for_an_enum_is_recorded_and_folded_as_read_back(ledger):
    # Ascendant's attack is an AttackKind (a str enum): "ranged" equals AttackKind.RANGED and
    # is stored as the same bytes, which every reader decodes as the enum. The decision is
    # checked and folded as read back, so the position recorded is the one replays rebuild
    # (the checked apply refuses the plain string, ML-event, `check_field_types`, as folded it
    # would be taken for a melee attack)
    from engine.games.ascendant.events import AttackKind, Declare

    m, p = _first_decision(ledger, "ascendant")
    for _ in range(200):
        ranged = [o for o in p.options if type(o) is Declare and o.attack is AttackKind.RANGED]
        if ranged:
            break
        decide(ledger, m, p.options[0])
        h = load_history(ledger, m)
        p = h.game.pending(h.fold_to_head().state)
        assert isinstance(p, Decision)
    else:
        pytest.fail("no ranged attack offered in 200 decisions")
    option = ranged[0]
    plain = msgspec.structs.replace(option, attack="ranged")
    assert plain == option and type(plain.attack) is str
    step = decide(ledger, m, plain)
    recorded, digest = step.events[0]
    assert type(recorded.attack) is AttackKind and recorded == option
    h = load_history(ledger, m)
    assert type(h.event(step.first_seq).attack) is AttackKind
    # the digest recorded is that of the option as listed, folded
    again = h.fold_to(step.first_seq - 1)
    again.apply(option)
    assert h.game.digest(again.state) == digest


@pytest.mark.parametrize("game_id", GAMES)
def test_events_read_back_from_bytes_are_checked_without_their_types_again(ledger, game_id,
                                                                          monkeypatch):
    # one boundary for the fields' types: a decision `decide` records and every event an audit
    # reads are what msgspec's typed decoder gives, so both ask the engine for every rule but
    # not the types again (check=STORED; Sceptre's and Ascendant's type tests cost each checked
    # decision up to 0.7 us); an event built in Python and handed to `apply` with check=True is
    # still type-tested, by the framework for every game (`check_field_types`, ML-event: the
    # conformance suite's test of a seat named True or 1.0)
    from engine.fold import Fold
    from engine.protocol import STORED
    from replays.audit import audit

    m, p = _first_decision(ledger, game_id)
    checks: list = []
    fold_apply = Fold.apply

    def spy(fold, event):
        checks.append(fold.check)
        return fold_apply(fold, event)

    monkeypatch.setattr(Fold, "apply", spy)
    for _ in range(3):
        decide(ledger, m, p.options[0])
        h = load_history(ledger, m)
        p = h.game.pending(h.fold_to_head().state)
        if not isinstance(p, Decision):
            break
    assert STORED in checks and True not in checks, checks
    monkeypatch.undo()

    h = load_history(ledger, m)
    game, asked = h.game, []
    game_apply = game.apply

    def apply(state, event, check=True):
        asked.append(check)
        return game_apply(state, event, check)

    monkeypatch.setattr(game, "apply", apply, raising=False)
    report = audit(game, h.genesis, h.events(1), [s.digest for s in h.stored[1:]])
    assert report.ok and len(asked) == h.head and set(asked) == {STORED}, asked
