"""The cursor lands on the same state as a fresh fold, however it gets there."""

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import tag_of
from engine.protocol import encode_event
from engine.registry import game_ids, get_game
from engine.selfplay import play_out, selfplay_genesis
from replays.cursor import Cursor
from replays.history import load_history


@pytest.mark.parametrize("game_id", game_ids())
def test_seek_step_and_back_agree_with_a_fresh_fold(ledger, game_id):
    game = get_game(game_id)
    seed = dealer.seed_from_number(5, game_id)
    decks = list(game.sample_decks().values())
    g = selfplay_genesis(game, ["A", "B"], decks[:2], dealer.commitment(seed))
    rows = [(tag_of(e), encode_event(e), d) for e, d in
            play_out(game, g, seed, [RandomAgent(bytes([s])) for s in range(2)])]
    m = ledger.create_match(game_id, encode_event(g), game.digest(game.start(g)), events=rows)
    h = load_history(ledger, m)
    cur = Cursor(h)
    path = [h.head // 2, 3, h.head, 70, 71, 69, 0, 100]
    for target in path:
        cur.seek(target)
        assert cur.seq == min(target, h.head)
        assert game.digest(cur.state) == h.stored[cur.seq].digest
    cur.seek(40)
    cur.step(5)
    cur.back(2)
    assert cur.seq == 43 and game.digest(cur.state) == h.stored[43].digest


def test_clamp_counts_negative_seqs_back_from_the_head_and_stops_at_the_ends(ledger):
    from replays.simulate import simulate

    [m] = simulate(ledger, "keyforge", 1, seed=3)
    h = load_history(ledger, m)
    assert h.clamp(-1) == h.head and h.clamp(-2) == h.head - 1
    assert h.clamp(10**6) == h.head and h.clamp(-10**6) == 0 and h.clamp(5) == 5
