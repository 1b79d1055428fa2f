"""KeyForge positions: written by hand (names, numbers, owners, what a card in play carries),
refused with a clear line when wrong, and exported from any state of a match so that a match
started from the export has the same digest and goes on exactly as the original."""

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from kf_helpers import GAME, card, position

from engine import dealer
from engine.agents import RandomAgent
from engine.events import SeedReveal
from engine.protocol import CardProblem, InvalidSetup
from engine.selfplay import play_out


TODO = "Masterplan"
"""The card the `kf_unimplemented` fixture takes out of the registry."""


def test_a_hand_written_position_numbers_owns_and_carries():
    s = position(house="Brobnar", turn=5, active=1, first=1, seats=[
        dict(name="Ada", amber=4, keys=1, chains=2, deck=["Punch", "Troll #0"],
             battleline=[{"card": "Krump", "damage": 2, "exhausted": True, "amber": 1,
                          "upgrades": ["Blood of Titans", {"card": "Jammer Pack", "owner": 1}]}]),
        dict(hand=[{"card": "Bumpsy", "owner": 0}], artifacts=[{"card": "Cannon", "exhausted": True}],
             houses=["Brobnar", "Dis", "Mars"])])
    assert s.cards[0] == "CotA-048" and s.players[0].deck == [1, 0]  # "#0" fixed the number
    krump = card(s, "Krump")
    ip = s.inplay[krump]
    assert (ip.damage, ip.exhausted, ip.amber) == (2, True, 1)
    assert [s.owner[u] for u in ip.upgrades] == [0, 1]
    assert s.owner[card(s, "Bumpsy")] == 0 and card(s, "Bumpsy") in s.players[1].hand
    assert s.players[0].chains == 2 and s.players[0].keys == 1 and s.players[0].name == "Ada"
    assert [h.value for h in s.players[1].houses] == ["Brobnar", "Dis", "Mars"]
    assert (s.turn, s.active, s.first, s.house.value) == (5, 1, 1, "Brobnar")


@pytest.mark.parametrize("spec, words", [
    ({"seats": [{"hand": ["Nobody"]}, {}]}, "'Nobody': unknown (in seat 0's hand)"),
    ({"seats": [{"hand": [TODO]}, {}]}, f"{TODO!r}: not implemented"),
    ({"seats": [{"battleline": ["Punch"]}, {}]}, "Punch in seat 0's battleline is not a creature"),
    ({"seats": [{"hand": ["Troll #1", "Krump #1"]}, {}]}, "#1 is given twice"),
    ({"seats": [{"hand": ["Troll #4"]}, {}]}, "must run from #0 to #0"),
    ({"seats": [{}, {}], "start": "main"}, "needs the chosen `house`"),
    ({"seats": [{}, {}], "flags": {"colour": 1}}, "unknown flag 'colour'"),
    ({"seats": [{"hand": [{"card": "Troll", "colour": 1}]}, {}]}, "bad position"),
    ({"seats": [{}]}, "2 seats, not 1"),
    ({"seats": [{"keys": 4}, {}]}, "seat 0's `keys`: 0 to 3 (the third wins), not 4"),
    ({"seats": [{}, {"amber": -1}]}, "seat 1's `amber` is 0 or more, not -1"),
    ({"seats": [{"battleline": [{"card": "Troll", "damage": -3}]}, {}]},
     "Troll in seat 0's battleline: `damage` is 0 or more, not -3"),
])
def test_a_bad_position_is_refused_naming_what_is_wrong(spec, words, kf_unimplemented):
    assert kf_unimplemented.name == TODO
    with pytest.raises(InvalidSetup) as err:
        GAME.genesis(["A", "B"], [], "0" * 64, position=spec)
    assert words in str(err.value)
    assert isinstance(err.value, CardProblem) == ("not implemented" in words or "unknown (" in words)


def test_a_position_genesis_owns_the_cards_and_checks_given_decks():
    spec = {"house": "Brobnar", "seats": [{"hand": ["Troll"], "deck": ["Krump"]}, {"hand": ["Bumpsy"]}]}
    g = GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=spec)
    assert g.decks == [["CotA-039", "CotA-048"], ["CotA-030"]]  # deck before hand and g.players == ["Ada", "Bo"]
    assert GAME.start(g).players[1].name == "Bo"
    GAME.genesis(["Ada", "Bo"], [["CotA-039", "CotA-048"], ["CotA-030"]], "0" * 64, position=spec)
    with pytest.raises(InvalidSetup, match="decks differ"):
        GAME.genesis(["Ada", "Bo"], [["CotA-048"], ["CotA-030"]], "0" * 64, position=spec)


def _played(n: int):
    seed = dealer.seed_from_number(n, "kf-positions")
    decks = GAME.simulation_decks(dealer.seed_from_number(n, "kf-position-decks"))
    g = GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"kf-position-agent{s}")) for s in range(2)]
    events = [e for e, _ in play_out(GAME, g, seed, agents) if not isinstance(e, SeedReveal)]
    return g, events


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(min_value=0, max_value=10_000), data=st.data())
def test_a_position_exported_at_any_event_starts_a_match_with_the_same_digest(n, data):
    g, events = _played(n)
    state = GAME.start(g)
    resume_at = data.draw(st.integers(min_value=0, max_value=len(events)), label="resume at")
    resumed = None
    for i in range(len(events) + 1):
        exported = json.loads(json.dumps(GAME.position(state)))
        started = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=exported))
        assert GAME.digest(started) == GAME.digest(state), f"match {n}, after event {i}"
        if i == resume_at:
            resumed = started
        if resumed is not None and i > resume_at:
            assert GAME.digest(resumed) == GAME.digest(state)
        if i < len(events):
            if resumed is not None:
                resumed = GAME.apply(resumed, events[i], check=True)  # the same line goes on
            state = GAME.apply(state, events[i], check=True)
    assert GAME.pending(state).__class__.__name__ == "Over"
