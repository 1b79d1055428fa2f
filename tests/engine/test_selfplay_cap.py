"""Self-play's own stop for a game whose random matches may never end by its rules."""

from engine import dealer
from engine.agents import RandomAgent
from engine.conformance import _genesis
from engine.events import SeedReveal
from engine.registry import get_game
from engine.selfplay import play_out


def test_random_sceptre_players_who_cannot_hurt_each_other_are_stopped_at_the_cap():
    # conformance match 25: both decks run out, every attack is absorbed, and the players
    # attack on past turn 14,000 (rule 29's stalemate needs a turn without an attack); without
    # the cap play_out gives up with RunawayMatch after 200,000 events. Under sceptre-7: the
    # seeded agents choose among the options, and sceptre-8's (Royal Levy's one play, rule
    # 18's overpaying) send match 25 elsewhere; the cap is the same in every version
    game = get_game("sceptre", "sceptre-7")
    assert game.selfplay_turn_cap == get_game("sceptre").selfplay_turn_cap
    g, seed = _genesis(game, 2, 25)
    agents = [RandomAgent(dealer.seed_from_number(25, f"agent{s}")) for s in range(2)]
    run = play_out(game, g, seed, agents)
    played = []
    try:
        while True:
            played.append(next(run))
    except StopIteration as end:
        final = end.value
    assert not any(isinstance(e, SeedReveal) for e, _ in played)  # unfinished, seed kept
    assert not final.over and game.turn(final) == game.selfplay_turn_cap + 1
    assert game.digest(final) == played[-1][1]
