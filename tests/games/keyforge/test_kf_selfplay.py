"""Seeded self-play: random agents over the sample decks end every match by forging keys."""

from collections import Counter

from kf_helpers import GAME

from engine import dealer
from engine.agents import RandomAgent
from engine.events import SeedReveal
from engine.fold import fold
from engine.protocol import Over
from engine.selfplay import play_out

MATCHES = 100


def _play(n: int):
    names = list(GAME.sample_decks())
    decks = GAME.sample_decks()
    seed = dealer.seed_from_number(n, "keyforge-selfplay")
    pair = [decks[names[n % len(names)]], decks[names[(n + 1) % len(names)]]]
    g = GAME.genesis(["Ada", "Bo"], pair, dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"kf-agent{s}")) for s in range(2)]
    return g, seed, list(play_out(GAME, g, seed, agents))


def test_seeded_self_play_ends_with_a_winner_by_keys():
    ends = Counter()
    for n in range(MATCHES):
        g, _, played = _play(n)
        assert isinstance(played[-1][0], SeedReveal)
        state = fold(GAME, [g] + [e for e, _ in played[:-1]], check=False).state
        over = GAME.pending(state)
        assert isinstance(over, Over)
        assert over.rule == "KF-win-1"
        assert over.winner is not None and over.scores[over.winner] == 3
        ends[over.winner] += 1
    assert min(ends.values()) >= MATCHES * 0.25  # both seats win a fair share


def test_self_play_replays_with_every_check_and_the_seed_reveal():
    for n in range(3):
        g, seed, played = _play(n)
        f = fold(GAME, [g] + [e for e, _ in played], check=True)
        assert f.revealed == [seed.hex()]
        assert GAME.digest(f.state) == played[-2][1]
