"""What the rules leave to the players is recorded as their choice (issue 14): Pinpoint takes
any whole number, option discards=opponent lets Jer the Spike's victim choose, and AR-1.1 has no
invented turn limit (positions play on past turn 200). Positions, then decisions recorded in a
ledger, then an audit of what was recorded."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Choose, EndStep, Harvest, PlayCard
from engine.games.ardent_reapers.state import Zone
from engine.protocol import Decision, IllegalEvent, InvalidSetup, Over
from engine.registry import get_game
from ledger import Ledger
from replays.audit import audit
from replays.history import load_history
from replays.record import create_match, decide

GAME = get_game("ardent-reapers")
HAND, DISCARD = Zone.HAND, Zone.DISCARD


def _match(led, position: dict, **options) -> int:
    sizes = {sum(len(v) for v in seat.values() if isinstance(v, list)) for seat in position["seats"]}
    assert len(sizes) == 1, "both seats own the same number of cards"
    return create_match(led, "ardent-reapers", ["Ada", "Bo"], [], b"p" * 32,
                        {"deck_size": sizes.pop(), **options}, position)


def _state(led, m):
    return load_history(led, m).fold_to_head().state


def _named(state, seat: int, zone: Zone, name: str) -> int:
    return next(c for c in state.seats[seat].zone(zone) if zones.name(state, c) == name)


def _names(state, seat: int, zone: Zone) -> list[str]:
    return [zones.name(state, c) for c in state.seats[seat].zone(zone)]


def _audits_clean(led, m) -> None:
    h = load_history(led, m)
    report = audit(h.game, h.genesis, h.events(1), [s.digest for s in h.stored[1:]])
    assert report.ok, report.findings[:1]


def test_pinpoint_with_a_number_it_does_not_list_records_and_audits_clean(tmp_path):
    pos = {"active": 0, "turn": 3, "first": 1, "seats": [
        {"battle_line": [["Vix", "Active"]], "hand": ["Pinpoint", "Jater"]},
        {"battle_line": [["Pokets", "Active"]], "hand": ["Yearn", "Greaser"]}]}
    with Ledger.open(tmp_path / "t.db") as led:
        m = _match(led, pos)
        decide(led, m, PlayCard(seat=0, card=_named(_state(led, m), 0, HAND, "Pinpoint")))
        p = GAME.pending(_state(led, m))
        assert isinstance(p, Decision) and p.open_ended and Choose(seat=0, number=5) not in p.options
        decide(led, m, Choose(seat=0, number=5))
        assert _names(_state(led, m), 1, HAND) == ["Yearn", "Greaser"]  # no card is worth 5 VP
        _audits_clean(led, m)


def _jer_position() -> dict:
    return {"active": 0, "turn": 3, "first": 1, "seats": [
        {"battle_line": [["Jer the Spike", "Mature"]], "hand": ["Vix", "Jater", "Tessa"]},
        {"battle_line": [["Roat", "Active"]], "hand": ["Yearn", "Anox", "Moth"]}]}


def test_jer_the_spike_under_option_discards_opponent_asks_the_opponent_twice(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        m = _match(led, _jer_position(), discards="opponent")
        decide(led, m, Harvest(seat=0, card=_named(_state(led, m), 0, Zone.BATTLE_LINE, "Jer the Spike")))
        state = _state(led, m)
        p = GAME.pending(state)
        assert isinstance(p, Decision) and p.seat == 1  # the victim chooses, not the active player
        anox, moth = _named(state, 1, HAND, "Anox"), _named(state, 1, HAND, "Moth")
        with pytest.raises(IllegalEvent) as err:  # the active player may not choose for him
            GAME.apply(GAME.clone(state), Choose(seat=0, card=anox))
        # the option's rule, and Bo is named as who chooses, not as the active player
        assert err.value.rule == "AR-option-discards" and "active player" not in str(err.value)
        assert str(err.value).startswith("Bo makes this choice") and "not Ada" in str(err.value)
        with pytest.raises(IllegalEvent) as err:  # nor end her step meanwhile
            GAME.apply(GAME.clone(state), EndStep(seat=0))
        assert err.value.rule == "AR-option-discards"
        with pytest.raises(IllegalEvent) as err:  # a card not in the victim's hand
            GAME.apply(GAME.clone(state), Choose(seat=1, card=_named(state, 0, HAND, "Vix")))
        assert err.value.rule == "AR-option-discards"
        decide(led, m, Choose(seat=1, card=anox))
        decide(led, m, Choose(seat=1, card=moth))
        after = _state(led, m)
        assert _names(after, 1, DISCARD) == ["Anox", "Moth"] and _names(after, 1, HAND) == ["Yearn"]
        _audits_clean(led, m)


def test_by_default_jer_the_spike_discards_blind_and_a_bad_option_value_is_refused(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        m = _match(led, _jer_position())
        decide(led, m, Harvest(seat=0, card=_named(_state(led, m), 0, Zone.BATTLE_LINE, "Jer the Spike")))
        assert len(_names(_state(led, m), 1, DISCARD)) == 2  # the dealer picked two
        with pytest.raises(InvalidSetup, match="discards must be one of blind, opponent"):
            _match(led, _jer_position(), discards="active")


def _late_position(version: str):
    pos = {"active": 0, "turn": 300, "first": 1, "played": 1, "seats": [
        {"battle_line": [["Vix", "Active"]], "hand": ["Jater"], "deck": ["Tessa", "Roxxy", "Yearn"]},
        {"battle_line": [["Pokets", "Active"]], "hand": ["Anox"], "deck": ["Moth", "Turp", "Greaser"]}]}
    game = get_game("ardent-reapers", version)
    g = game.genesis(["Ada", "Bo"], [], "00" * 32, {"deck_size": 5}, pos)
    return game, game.start(g)


def test_a_position_at_turn_300_plays_on_by_the_rules_under_ar_1_1():
    game, state = _late_position("AR-1.1")
    state = game.apply(state, EndStep(seat=0))
    while not isinstance(game.pending(state), Decision):  # the next player's draws, if any
        p = game.pending(state)
        assert not isinstance(p, Over), p
        state = game.apply(state, Dealt(kind=p.kind, outcome=list(range(p.size)) if p.shuffle else 0))
    assert game.pending(state).seat == 1 and state.turn == 301


def test_under_ar_1_0_the_same_position_is_a_200_turn_draw():
    game, state = _late_position("AR-1.0")
    over = game.pending(game.apply(state, EndStep(seat=0)))
    assert isinstance(over, Over) and over.winner is None and over.rule == "AR-end-turn-limit"
