"""AR-choice-asked: a choice the card leaves to the player is asked even with one answer; one
the text fixes (the least valuable, with no tie) or one with no answer is not. AR-1.1 made
Adult Swim's and Breach's single answers without asking; its matches replay as recorded."""

from __future__ import annotations

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers.events import Choose, EndStep, PlayCard
from engine.games.ardent_reapers.state import End, StateAR12, Zone
from engine.protocol import Decision
from engine.registry import get_game

AR11 = get_game("ardent-reapers", "AR-1.1")
SCORE = Zone.SCORE_PILE


def _adult_swim_with_one_candidate():
    """Seat 1 controls Greaser (not 1 VP) and Pokets (1 VP): one card Adult Swim may take."""
    return position(seats=[dict(battle_line=["Vix"], hand=["Adult Swim"]),
                           dict(battle_line=["Greaser", "Pokets"], hand=["Yearn"])])


def test_a_choice_the_card_leaves_is_asked_even_with_one_answer():
    s = _adult_swim_with_one_candidate()
    mid = act(s, PlayCard(seat=0, card=card(s, "Adult Swim")))
    p = GAME.pending(mid)
    pokets = card(s, "Pokets")
    assert isinstance(p, Decision) and p.rule == "AR-card-adult-swim"
    assert options(mid) == [Choose(seat=0, card=pokets)]
    refused(mid, Choose(seat=0, card=card(s, "Greaser")), "AR-card-adult-swim")
    refused(mid, EndStep(seat=0), "AR-timing-1")
    after = act(mid, Choose(seat=0, card=pokets))
    assert names(after, 0, SCORE) == ["Pokets", "Adult Swim"]


def test_ar_1_1_made_that_single_answer_without_asking():
    s = AR11.versioned(_adult_swim_with_one_candidate())
    after = AR11.apply(AR11.clone(s), PlayCard(seat=0, card=card(s, "Adult Swim")))
    assert names(after, 0, SCORE) == ["Pokets", "Adult Swim"]
    assert GAME.pending(after).rule == "AR-turn-2"  # back to the main step: nothing was asked


def test_a_choice_the_text_fixes_is_not_asked():
    """Sticky Gemma takes the least valuable enemy creature: Moth (0 VP) with no tie."""
    s = position(seats=[dict(battle_line=["Vix"], hand=["Sticky Gemma"]),
                        dict(battle_line=["Greaser", "Moth"], hand=["Yearn"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Sticky Gemma"), end=End.RIGHT))
    assert names(after, 0, SCORE) == ["Moth"] and GAME.pending(after).rule == "AR-turn-2"


def test_a_choice_with_no_answer_is_not_asked():
    s = position(seats=[dict(battle_line=["Vix"], hand=["Adult Swim"]),
                        dict(battle_line=["Greaser"], hand=["Yearn"])])
    after = act(s, PlayCard(seat=0, card=card(s, "Adult Swim")))
    assert GAME.pending(after).rule == "AR-turn-2" and names(after, 0, SCORE) == ["Adult Swim"]


def test_war_siren_asks_like_adult_swim_with_its_one_candidate():
    s = position(seats=[dict(battle_line=[("Renegade", "Dormant"), ("Vix", "Active")], hand=["War Siren"]),
                        dict(battle_line=["Pokets"], hand=["Anox"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "War Siren")))
    assert options(mid) == [Choose(seat=0, card=card(s, "Renegade"))]


def test_the_versions_name_their_rule_in_the_state():
    s = _adult_swim_with_one_candidate()
    assert isinstance(s, StateAR12) and s.choice_rule == "AR-choice-asked"
    old = AR11.versioned(s)
    assert not hasattr(old, "choice_rule") and AR11.digest(old) != GAME.digest(s)
    assert GAME.rules["AR-choice-asked"].assumption
    assert "AR-choice-asked" in GAME.rules_versions()[GAME.rules_version]
