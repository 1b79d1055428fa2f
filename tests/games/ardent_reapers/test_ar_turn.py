"""Rotate and Draw steps, turn order, and the end of the game."""

from ar_helpers import GAME, act, card, names, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Step, Zone
from engine.registry import get_game
from engine.protocol import Chance, Decision, Over

BL, HAND, DECK, DISCARD, SCORE = (Zone.BATTLE_LINE, Zone.HAND, Zone.DECK, Zone.DISCARD,
                                  Zone.SCORE_PILE)


def test_rotate_step_turns_the_active_players_cards_to_the_next_state():
    s = position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Jater", "Active"), ("Tessa", "Mature")],
                             relics=[("Hypervator", "Dormant")], deck=["Roxxy"] * 5),
                        dict(battle_line=[("Pokets", "Dormant"), ("Yearn", "Active")], deck=["Anox"] * 5)])
    after = act(s, EndStep(seat=0))
    cs = after.card_state
    assert [cs[c] for c in after.seats[0].battle_line] == [CardState.ACTIVE, CardState.MATURE, CardState.MATURE]
    assert cs[card(after, "Hypervator")] is CardState.ACTIVE
    assert [cs[c] for c in after.seats[1].battle_line] == [CardState.DORMANT, CardState.ACTIVE]


def test_the_turn_passes_and_the_draw_step_refills_to_three():
    s = position(turn=4, seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"],
                                     deck=["Roxxy", "Tessa", "Anox", "Yearn"]),
                                dict(battle_line=[("Pokets", "Active")], hand=["Yearn"], deck=["Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT), EndStep(seat=0))
    assert names(after, 0, HAND) == ["Roxxy", "Tessa", "Anox"]
    assert names(after, 0, DECK) == ["Yearn"]
    assert after.active == 1 and after.turn == 5 and after.played == 0 and after.step is Step.MAIN
    assert names(after, 1, HAND) == ["Yearn"]  # the opponent does not draw
    p = GAME.pending(after)
    assert isinstance(p, Decision) and p.seat == 1


def test_no_draw_with_three_or_more_cards():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"] * 5, deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Jater"), end=End.LEFT), EndStep(seat=0))
    assert len(after.seats[0].hand) == 4 and names(after, 0, DECK) == ["Roxxy"]


def test_an_empty_deck_reshuffles_the_discard_pile_by_chance():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"],
                             discard=["Tessa", "Anox", "Yearn", "Jater"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    mid = act(s, EndStep(seat=0))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.shuffle and p.size == 4
    assert mid.step is Step.DRAW and mid.active == 0  # the match waits in the Draw Cards step
    assert names(mid, 0, HAND) == ["Roxxy"] and names(mid, 0, DECK) == []
    assert names(mid, 0, DISCARD) == ["Tessa", "Anox", "Yearn", "Jater"]  # face up until shuffled
    assert GAME.describe(mid, Dealt(kind="shuffle", outcome=[0, 1, 2, 3])) == \
        "the dealer shuffles Ada's discard pile into a new deck"
    refused(mid, Dealt(kind="shuffle", outcome=[0, 1, 2]), "AR-draw-reshuffle")
    refused(mid, Dealt(kind="coin", outcome=0), "AR-draw-reshuffle")
    refused(mid, EndStep(seat=0), "AR-timing-1")
    after = act(mid, Dealt(kind="shuffle", outcome=[3, 2, 1, 0]))  # outcome[i] = old index at i
    assert names(after, 0, HAND) == ["Roxxy", "Jater", "Yearn"]
    assert names(after, 0, DECK) == ["Anox", "Tessa"]
    assert after.active == 1 and after.step is Step.MAIN


def test_with_no_deck_and_no_discard_pile_the_player_draws_fewer():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    after = act(s, EndStep(seat=0))
    assert names(after, 0, HAND) == ["Roxxy"] and after.active == 1


# -- end of game ---------------------------------------------------------------------------
def test_the_game_ends_when_a_player_has_no_cards_and_the_most_vp_wins():
    s = position(seats=[dict(battle_line=[("Renegade", "Mature")], score_pile=["Vix"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"], score_pile=["Roat"])])
    after = act(s, Harvest(seat=0, card=card(s, "Renegade")))
    p = GAME.pending(after)
    assert isinstance(p, Over)
    assert p.winner == 0 and p.scores == [3, 2] and p.rule == "AR-end-2"
    assert after.step is Step.OVER
    refused(after, EndStep(seat=0), "AR-end-1")


def test_negative_vp_count_and_only_score_piles_count():
    s = position(seats=[dict(battle_line=[("Vile Bear", "Mature")], score_pile=["Vix"]),
                        dict(battle_line=[("Roat", "Active"), ("Greaser", "Active")], deck=["Anox"],
                             score_pile=["Jater"])])
    p = GAME.pending(act(s, Harvest(seat=0, card=card(s, "Vile Bear"))))
    assert isinstance(p, Over) and p.scores == [-1, 1] and p.winner == 1


def test_a_score_counts_cards_known_at_import_and_cards_made_known_later():
    """Only score piles count (AR-end-2): printed VP, negative VP, and a card whose facts were
    added after the engine loaded (a test card: 1 VP) alike."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], score_pile=["Vile Bear", "Vix", "Jater"]),
                        dict(battle_line=[("Roat", "Active")], score_pile=["Stone Wall", "Jater"])])
    assert zones.score(s, 0) == -2 + 1 + 1 and zones.score(s, 1) == 1 + 1
    assert zones.score(position(seats=[dict(), dict()]), 0) == 0


def test_a_tie_goes_to_the_player_who_went_second():
    s = position(first=0, seats=[dict(battle_line=[("Vix", "Mature")], score_pile=["Jater"]),
                                 dict(battle_line=[("Pokets", "Active")], score_pile=["Roat"])])
    p = GAME.pending(act(s, Harvest(seat=0, card=card(s, "Vix"))))
    assert isinstance(p, Over) and p.scores == [2, 2] and p.winner == 1 and p.rule == "AR-end-tie"
    s1 = position(first=1, seats=[dict(battle_line=[("Vix", "Mature")], score_pile=["Jater"]),
                                  dict(battle_line=[("Pokets", "Active")], score_pile=["Roat"])])
    p1 = GAME.pending(act(s1, Harvest(seat=0, card=card(s1, "Vix"))))
    assert p1.winner == 0


def test_losing_the_last_card_in_a_fight_ends_the_game():
    s = position(seats=[dict(battle_line=[("Vix", "Active")]),
                        dict(battle_line=[("Roat", "Active")], score_pile=["Jater"])])
    p = GAME.pending(act(s, Fight(seat=0, attackers=[card(s, "Vix")], targets=[card(s, "Roat")])))
    assert isinstance(p, Over) and p.winner == 1 and p.scores == [0, 2]


def test_both_players_out_at_once_is_scored_as_usual():
    s = position(seats=[dict(score_pile=["Roat"]), dict(score_pile=["Vix"])])
    p = GAME.pending(s)
    assert isinstance(p, Over) and p.winner == 0 and "Ada and Bo" in p.reason


def test_cards_controlled_from_the_opponent_kept_a_player_in_the_game_until_ar_1_4():
    """AR-end-area: AR-1.3 counted Bo's Roat in Ada's area; AR-1.4 counts only cards she owns."""
    s = position(seats=[dict(battle_line=[("Vix", "Mature"), dict(card="Roat", state="Dormant", owner=1)]),
                        dict(battle_line=[("Pokets", "Active")])])
    harvest = Harvest(seat=0, card=card(s, "Vix"))
    after = act(s, harvest)
    p = GAME.pending(after)
    assert isinstance(p, Over) and p.scores == [1, 0] and p.winner == 0
    old = get_game("ardent-reapers", "AR-1.3")
    kept = old.apply(old.versioned(GAME.clone(s)), harvest, check=True)
    assert not isinstance(old.pending(kept), Over)  # Ada still had Bo's Roat in play


def test_the_turn_limit_declares_a_draw():
    s = position(turn=6, max_turns=6, seats=[dict(battle_line=[("Vix", "Active")], deck=["Jater"] * 3),
                                             dict(battle_line=[("Pokets", "Active")], deck=["Anox"] * 3)])
    p = GAME.pending(act(s, EndStep(seat=0)))
    assert isinstance(p, Over) and p.winner is None and p.rule == "AR-end-turn-limit"
    assert not GAME.rules["AR-end-turn-limit"].summary == "" and GAME.rules["AR-end-turn-limit"].assumption


def test_every_task_type_has_a_handler_in_the_kit_loop():
    from typing import get_args

    from engine.games.ardent_reapers import flow
    from engine.games.ardent_reapers.state import AnyTask

    flow.LOOP.check(get_args(AnyTask))
    assert set(flow.LOOP.handlers) == set(get_args(AnyTask))


def test_a_player_whose_only_creature_in_play_is_the_opponents_is_out_from_ar_1_4():
    """AR-end-area, for the second seat too: Bo holds nothing but Ada's Roat (see above)."""
    seats = [dict(battle_line=[("Vix", "Mature")], deck=["Anox"]),
             dict(battle_line=[dict(card="Roat", state="Active", owner=0)], score_pile=["Jater"])]
    p = GAME.pending(position(seats=seats))
    assert isinstance(p, Over) and p.winner == 1 and p.scores == [0, 1]
    assert "Bo has no cards of their own" in p.reason
    # his own creature leftmost keeps him in, whoever else's stands beside it
    seats[1]["battle_line"].insert(0, ("Pokets", "Active"))
    assert not isinstance(GAME.pending(position(seats=seats)), Over)
