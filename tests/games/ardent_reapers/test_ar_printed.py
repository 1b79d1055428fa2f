"""Rules version AR-1.1-printed: cards as printed before their errata (AR-printed), and
`rerun` of a recorded match under it."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.games.ardent_reapers import ArdentReapers, zones
from engine.games.ardent_reapers.events import PlayCard
from engine.games.ardent_reapers.state import End, Zone
from engine.protocol import IllegalEvent
from engine.registry import get_game
from ledger import Ledger
from replays.history import load_history
from replays.record import create_match, decide
from replays.rerun import rerun
from replays.simulate import simulate

ERRATA = get_game("ardent-reapers")
PRINTED = get_game("ardent-reapers", "AR-1.1-printed")


def _position(enforcer_state: str) -> dict:
    """Seat 0 (active) has Vix in play and Overcharge, Hypervator and Anox in hand; seat 1 has
    Silence Enforcer in play in `enforcer_state`."""
    return {"active": 0, "turn": 3, "first": 1, "seats": [
        {"battle_line": [["Vix", "Active"]], "hand": ["Overcharge", "Hypervator", "Anox"]},
        {"battle_line": [["Silence Enforcer", enforcer_state]], "hand": ["Tessa", "Jater", "Roxxy"]}]}


def _start(game: ArdentReapers, enforcer_state: str):
    g = game.genesis(["Ada", "Bo"], [], dealer.commitment(b"k" * 32), {"deck_size": 4},
                     _position(enforcer_state))
    return g, game.start(g)


def _in_hand(state, name: str) -> int:
    return next(c for c in state.seats[0].zone(Zone.HAND) if zones.name(state, c) == name)


def test_the_versions_are_offered_and_each_names_itself_in_its_genesis():
    assert set(ERRATA.rules_versions()) == {"AR-1.8", "AR-1.7", "AR-1.6", "AR-1.5", "AR-1.4",
                                            "AR-1.3", "AR-1.2", "AR-1.1", "AR-1.0",
                                            "AR-1.8-printed", "AR-1.7-printed", "AR-1.6-printed", "AR-1.5-printed",
                                            "AR-1.4-printed", "AR-1.3-printed", "AR-1.2-printed",
                                            "AR-1.1-printed"}
    assert get_game("ardent-reapers", "AR-1.8-printed").printed
    assert get_game("ardent-reapers", "AR-1.7-printed").printed
    assert get_game("ardent-reapers", "AR-1.6-printed").printed
    assert get_game("ardent-reapers", "AR-1.5-printed").printed
    assert get_game("ardent-reapers", "AR-1.4-printed").printed
    assert get_game("ardent-reapers", "AR-1.3-printed").printed
    assert get_game("ardent-reapers", "AR-1.2-printed").printed
    assert PRINTED.rules_version == "AR-1.1-printed"
    assert PRINTED.genesis(["A", "B"], list(ERRATA.sample_decks().values())[:2], "00").rules_version \
        == "AR-1.1-printed"
    assert get_game("ardent-reapers", "AR-1.0").rules_version == "AR-1.0"


@pytest.mark.parametrize("state_name", ["Dormant", "Mature"])
def test_a_printed_silence_enforcer_stops_actions_and_relics_in_any_state(state_name):
    _, errata = _start(ERRATA, state_name)
    _, printed = _start(PRINTED, state_name)
    for name in ("Overcharge", "Hypervator"):  # an action, a relic
        play = PlayCard(seat=0, card=_in_hand(errata, name))
        ERRATA.apply(ERRATA.clone(errata), play)  # with the errata: only while Active
        with pytest.raises(IllegalEvent) as err:
            PRINTED.apply(PRINTED.clone(printed), play)
        assert err.value.rule == "AR-printed-silence-enforcer" and err.value.rule in PRINTED.rules
    creature = PlayCard(seat=0, card=_in_hand(printed, "Anox"), end=End.LEFT)
    PRINTED.apply(PRINTED.clone(printed), creature)  # creatures are not stopped


def test_rerun_under_the_printed_text_reports_the_action_that_becomes_illegal(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        m = create_match(led, "ardent-reapers", ["Ada", "Bo"], [], b"s" * 32, {"deck_size": 4},
                         _position("Dormant"))
        play = PlayCard(seat=0, card=_in_hand(load_history(led, m).fold_to_head().state, "Overcharge"))
        decide(led, m, play)
        history = load_history(led, m)
        report = rerun(history, PRINTED)
    played_at = next(s for s in range(1, history.head + 1) if history.event(s) == play)
    [part] = report.parts
    assert (part.seq, part.kind, part.rule) == (played_at, "illegal", "AR-printed-silence-enforcer")
    assert "Overcharge" in part.event and report.stopped_at == played_at
    assert report.rerun == "AR-1.1-printed (deck_size=4)"


def test_rerun_of_matches_without_errata_cards_reports_nothing(tmp_path):
    with Ledger.open(tmp_path / "t.db") as led:
        ids = simulate(led, "ardent-reapers", 6, seed=1)
        plain = [m for m in ids if "OC-025" not in sum(load_history(led, m).genesis.decks, [])]
        assert plain, "every simulated deck holds Silence Enforcer: pick another seed"
        for m in plain:
            report = rerun(load_history(led, m), PRINTED)
            assert report.parts == [] and report.same, m
