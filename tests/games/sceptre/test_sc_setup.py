"""Setup and the end of a match (rules 3, 5-9, copy limits, rules 1 and 29), and self-play."""

import pytest

from engine import dealer
from engine.agents import RandomAgent
from engine.events import Dealt
from engine.protocol import Chance, Decision, InvalidSetup, Over
from engine.selfplay import play_out
from engine.games.sceptre.cards import CardType
from engine.games.sceptre.decks import SAMPLE_DECKS, deck_problems
from engine.games.sceptre.events import EndTurn, PlaceStarter

from sc_helpers import GAME, act, seat, start


def _new(game=GAME, options=None):
    decks = list(SAMPLE_DECKS.values())
    return game.start(game.genesis(["Ada", "Bo"], decks, "0" * 64, options=options))


def _shuffle(state, dead: bool, game=GAME):
    """Deal the pending shuffle so the hand has no Champion (dead) or starts with them."""
    p = game.pending(state)
    assert isinstance(p, Chance) and p.shuffle
    seat_ = next(s for s, side in enumerate(state.sides) if len(side.deck) == p.size)
    deck = state.sides[seat_].deck
    champ = [state.card(c).type is CardType.CHAMPION for c in deck]
    perm = sorted(range(len(deck)), key=lambda i: champ[i] if dead else not champ[i])
    return game.apply(state, Dealt(kind="shuffle", outcome=perm), check=True)


@pytest.mark.parametrize("version, options, dead, awarded", [
    ("sceptre-6", None, 3, 1),
    ("sceptre-6", {"dead_hand_blood": 4}, 5, 2),
    ("sceptre-5", None, 2, 0),
    ("sceptre-5", None, 3, 1),  # "After the 3rd dead hand, your opponent may draw a Blood Card"
    ("sceptre-5", None, 5, 3),  # "each successive dead hand following the 3rd awards another"
    ("sceptre-5", {"dead_hand_blood": 4}, 3, 0),  # the other reading: from the 4th
    ("sceptre-5", {"dead_hand_blood": 4}, 5, 2),
    ("sceptre-4", None, 5, 3),
    ("sceptre-3", None, 5, 3),
    ("sceptre-2", None, 5, 2),  # as recorded before sceptre-3
])
def test_dead_hands_give_the_opponent_blood_cards(version, options, dead, awarded):
    # rule 8 read by SC-dead-hand; SC-blood-set (set aside once every hand is settled) and
    # SC-blood-hand (drawn into the hand from the top of the pile)
    game = GAME.for_rules(version)
    state = _new(game, options)
    for _ in range(dead):  # Ada's dead hands, then a live one
        state = _shuffle(state, True, game)
        assert state.sides[0].hand == []
    state = _shuffle(state, False, game)
    state = _shuffle(state, False, game)  # Bo's first hand is live
    assert state.sides[0].dead_hands == dead
    assert state.sides[1].collected == awarded and len(state.sides[1].blood) == 5 - awarded
    assert [len(s.hand) for s in state.sides] == [7, 7 + awarded]  # Blood Cards go to the hand
    assert state.sides[0].collected == 0
    p = game.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-starter"


def test_the_dead_hand_option_is_3_or_4_and_older_versions_have_none():
    for bad in ({"dead_hand_blood": 5}, {"dead_hand_blood": True}, {"blood": 3}):
        with pytest.raises(InvalidSetup):
            GAME.genesis(["Ada", "Bo"], list(SAMPLE_DECKS.values()), "0" * 64, options=bad)
    with pytest.raises(InvalidSetup, match="sceptre-2 has no options"):
        GAME.for_rules("sceptre-2").genesis(["Ada", "Bo"], list(SAMPLE_DECKS.values()), "0" * 64,
                                            options={"dead_hand_blood": 4})
    assert GAME.rules["SC-dead-hand"].assumption


def test_a_seventh_dead_hand_loses():
    state = _new()
    for _ in range(7):
        state = _shuffle(state, dead=True)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 1 and over.rule == "SC-8"


def test_the_die_decides_who_goes_first_and_ties_roll_again():
    # SC-5 (shuffled, 7 drawn), SC-6 (5 Blood Cards set aside), SC-first-roll
    state = _shuffle(_shuffle(_new(), dead=False), dead=False)
    assert all(len(s.blood) == 5 and len(s.hand) == 7 for s in state.sides)
    for s in (0, 1):
        champ = next(c for c in state.sides[s].hand if state.card(c).type is CardType.CHAMPION)
        state = act(state, PlaceStarter(seat=s, card=champ))
    for f in (12, 12, 3, 17):  # a tie, then Bo's 17 beats Ada's 3
        state = GAME.apply(state, Dealt(kind="d20", outcome=f - 1), check=True)
    assert state.first == 1 and state.active == 1 and state.turn == 1
    assert all(s.combat.card in state.revealed for s in state.sides)  # shown as the match begins


def test_decks_follow_the_size_and_copy_limits():
    deck = list(SAMPLE_DECKS["emberfall-vanguard"])
    assert deck_problems(deck) == []
    assert "[SC-3]" in deck_problems(deck[:-1])[0]
    too_many_gold = deck[:-3] + ["gold-coin"] * 3  # 7 Gold
    assert any("Gold Coin" in p for p in deck_problems(too_many_gold))
    one_more_exterior = list(deck)
    one_more_exterior[one_more_exterior.index("copper-coin")] = "war-drums"
    assert any("War Drums" in p and "at most 1" in p for p in deck_problems(one_more_exterior))
    gates = [c for c in deck if c != "copper-coin"] + ["stone-gate"] * deck.count("copper-coin")
    assert deck_problems(gates) == []  # Gates are unlimited
    with pytest.raises(InvalidSetup, match="SC-copies"):
        GAME.genesis(["Ada", "Bo"], [too_many_gold, deck], "0" * 64)


def test_both_decks_empty_and_two_turns_without_an_attack_is_a_draw():
    # SC-29 as SC-stalemate declares it
    state = start(seat("Reef Lancer"), seat("Reef Lancer"))
    state = act(state, EndTurn(seat=0))
    assert not isinstance(GAME.pending(state), Over)
    state = act(state, EndTurn(seat=1))
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner is None and over.rule == "SC-29"


@pytest.mark.parametrize("n", range(20))
def test_self_play_ends_by_the_rules(n):
    decks = list(SAMPLE_DECKS.values())
    seed = dealer.seed_from_number(n, "sceptre-test")
    g = GAME.genesis(["Ada", "Bo"], [decks[n % 2], decks[1 - n % 2]], dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"agent{s}")) for s in range(2)]
    state = GAME.start(g)
    for event, _ in list(play_out(GAME, g, seed, agents))[:-1]:
        state = GAME.apply(state, event, check=True)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.rule in {"SC-1", "SC-45", "SC-29", "SC-8"}
