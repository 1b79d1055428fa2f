"""Seeded random self-play: every match ends and replays; options agree with the checks."""

import itertools

import pytest
from ar_helpers import GAME, assert_checks_agree_with_options, assert_ends_and_replays, self_play

from engine.fold import fold
from engine.games.ardent_reapers.events import (Choose, Discard, EndStep, Fight, Harvest, 
                                                PlayCard)
from engine.games.ardent_reapers.state import End, Skill
from engine.protocol import Decision

DECKS = list(GAME.sample_decks().values())
PAIRS = list(itertools.product(range(len(DECKS)), repeat=2))


def match(n, salt="ar-selfplay"):
    a, b = PAIRS[n % len(PAIRS)]
    return self_play([DECKS[a], DECKS[b]], n, salt)


@pytest.mark.parametrize("block", range(6))
def test_random_matches_end_and_replay(block):
    for n in range(block * 50, block * 50 + 50):  # 300 matches in all
        g, played = match(n)
        assert_ends_and_replays(g, played)
        events = [e for e, _ in played]
        if n % 10 == 0:  # a full audit (every check on, the seed re-derived) for some
            f = fold(GAME, [g] + events, check=True)
            assert f.revealed is not None and GAME.digest(f.state) == played[-1][1]


def _candidates(state, p: Decision):
    seat = p.seat
    n = len(state.cards)
    if isinstance(p.options[0], Choose):
        yield Choose(seat=seat, card=None)
        for c in range(n):
            yield Choose(seat=seat, card=c)
        return
    me, foe = state.seats[seat], state.seats[1 - seat]
    for c in me.hand + me.battle_line[:1] + foe.hand[:1]:
        for end in (None, End.LEFT, End.RIGHT):
            yield PlayCard(seat=seat, card=c, end=end)
    lines = me.battle_line + foe.battle_line
    for a in lines:
        for t in lines:
            yield Fight(seat=seat, attackers=[a], targets=[t])
            for x in (3, 4, 6, 9, 10):
                yield Fight(seat=seat, attackers=[a], targets=[t], skill=Skill.SNEAK, sneak=x)
    for k in (1, 2, 3):
        for group in itertools.combinations(me.battle_line, k):
            for t in foe.battle_line:
                yield Fight(seat=seat, attackers=list(group), targets=[t], skill=Skill.TEAM_UP)
        for group in itertools.combinations(foe.battle_line, k):
            for a in me.battle_line:
                yield Fight(seat=seat, attackers=[a], targets=list(group), skill=Skill.BEAR_HUG)
    for c in lines + me.relics + me.hand[:1]:
        yield Harvest(seat=seat, card=c)
    for c in me.hand + me.battle_line[:1]:
        yield Discard(seat=seat, card=c)
    yield EndStep(seat=seat)


@pytest.mark.parametrize("n", range(12))
def test_the_checks_accept_exactly_the_enumerated_options(n):
    assert assert_checks_agree_with_options(*match(n, salt="ar-consistency"), _candidates) > 100
