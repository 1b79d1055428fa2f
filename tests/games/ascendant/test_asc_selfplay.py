"""Self-play at 2, 3 and 4 seats: every match ends by the rules, replays with every check on
to its digests, and its seed reveal re-derives every roll and shuffle."""

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.fold import fold
from engine.protocol import Over
from engine.selfplay import play_out, selfplay_genesis
from replays.simulate import agent_names, default_decks

from asc_helpers import GAME


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_seeded_matches_end_and_replay(seats):
    reasons = set()
    for i in range(8):
        seed = dealer.seed_from_number(i, f"asc-selfplay-{seats}")
        g = selfplay_genesis(GAME, agent_names(seats), default_decks(GAME, i, seats),
                             dealer.commitment(seed))
        agents = [RandomAgent(dealer.seed_from_number(i, f"asc-agent{s}")) for s in range(seats)]
        played = list(play_out(GAME, g, seed, agents))
        f = fold(GAME, [g])
        for event, digest in played:
            f.apply(event)  # the last is the seed reveal, checked against every draw
            assert GAME.digest(f.state) == digest
        result = GAME.pending(f.state)
        assert isinstance(result, Over)
        if result.rule == "ASC-fact-win":  # the last one standing
            assert [s for s, st in enumerate(f.state.seats) if not st.out] == [result.winner]
        reasons.add(result.rule)
        assert f.book and len(f.book) == sum(1 for e, _ in played if type(e).__name__ == "Dealt")
    assert "ASC-fact-win" in reasons
