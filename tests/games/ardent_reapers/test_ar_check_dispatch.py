"""The check's short ways (a dealt outcome, an answer to an ability, by the event's exact type)
refuse what the long way refuses, with the same rule and words, in the states each one skips
tests for: a chance, an ability's question, the main step, the end of the match."""

import msgspec
import pytest
from ar_helpers import GAME, act, card, names, position, refused

from engine.events import Dealt, Reseed, SeedReveal
from engine.games.ardent_reapers import flow
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, PlayCard
from engine.games.ardent_reapers.state import End, RandomDiscardTask, Skill, Zone
from engine.protocol import Chance, Decision, Over

HAND, DISCARD = Zone.HAND, Zone.DISCARD


def _reshuffle_waits():
    """Ada plays Luminate with an empty deck: the draw waits for the discard pile's shuffle."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Luminate"],
                             discard=["Jater", "Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    return act(s, PlayCard(seat=0, card=card(s, "Luminate"), end=End.RIGHT))


def test_a_dealt_outcome_is_checked_against_the_chance_pending():
    mid = _reshuffle_waits()
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.shuffle and p.size == 2
    assert GAME.chance_or_over(mid) == p
    wrong = refused(mid, Dealt(kind="coin", outcome=0), "AR-draw-reshuffle")
    assert wrong.message == f"the dealer must draw a shuffle ({p.why}), not a coin"
    short = refused(mid, Dealt(kind="shuffle", outcome=[0]), "AR-draw-reshuffle")
    assert short.message == "[0] is not a possible shuffle of 2"
    refused(mid, Dealt(kind="shuffle", outcome=[0, 0]), "AR-draw-reshuffle")
    # the dealer's own business passes the game's check at a chance as anywhere
    GAME.apply(GAME.clone(mid), Reseed(dealer="ab"), check=True)
    # an answer while the dealer must draw is refused before anything about the answer
    early = refused(mid, Choose(seat=0, card=card(mid, "Jater")), "AR-timing-1")
    assert early.message == f"the dealer must draw first ({p.why})"
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, HAND) == ["Roxxy"]


def test_a_dealt_outcome_at_a_decision_or_after_the_end_is_refused():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    assert isinstance(GAME.pending(s), Decision) and GAME.chance_or_over(s) is None
    err = refused(s, Dealt(kind="shuffle", outcome=[0]), "AR-timing-1")
    assert err.message == "no chance is pending: the match waits for Ada's decision"
    # an ability's question is a decision too (Turp asks for a discard)
    t = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Turp", "Tessa"],
                             deck=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    mid = act(t, PlayCard(seat=0, card=card(t, "Turp"), end=End.LEFT))
    assert GAME.chance_or_over(mid) is None
    refused(mid, Dealt(kind="random-card", outcome=0), "AR-timing-1")
    # Bo's last creature loses its fight: the match is over, and nothing more is dealt
    over = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Vix"], deck=["Anox"]),
                           dict(battle_line=[("Tessa", "Active")], score_pile=["Gynormica"])])
    done = act(over, Fight(seat=0, attackers=[card(over, "Renegade")],
                           targets=[card(over, "Tessa")]))
    assert isinstance(GAME.pending(done), Over) and GAME.chance_or_over(done) == GAME.pending(done)
    end = refused(done, Dealt(kind="coin", outcome=0), "AR-end-1")
    assert end.message == "the match is over"
    refused(done, Choose(seat=0, card=card(done, "Vix")), "AR-end-1")
    GAME.apply(GAME.clone(done), SeedReveal(seeds=[""]), check=True)  # the dealer's, after the end


def test_an_answer_to_an_ability_is_checked_by_the_ask_and_the_seat():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Turp", "Tessa"],
                             deck=["Jater", "Roxxy", "Anox"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Turp"), end=End.LEFT))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-discard-1"
    jater = card(mid, "Jater")
    other = refused(mid, Choose(seat=1, card=jater), "AR-ability-1")
    assert other.message == "Ada, the active player, makes this choice, not Bo"
    mode = refused(mid, Choose(seat=0, mode=0), "AR-discard-1")
    assert mode.message.endswith(": choose a card, not a mode")
    refused(mid, Choose(seat=0, card=card(mid, "Pokets")), "AR-discard-1")  # not in the hand
    refused(mid, EndStep(seat=0), "AR-timing-1")  # not an answer at all
    after = act(mid, Choose(seat=0, card=jater))
    assert names(after, 0, DISCARD) == ["Jater"]


def test_a_random_discard_is_dealt_from_the_hand_it_names():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn", "Anox"])])
    s.stack.append(RandomDiscardTask(seat=1))  # as Cheap Shot would push it
    flow.advance(s)
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.kind == "random-card" and GAME.chance_or_over(s) == p
    refused(s, Dealt(kind="random-card", outcome=2), "AR-discard-1")
    refused(s, Dealt(kind="random-card", outcome=[0, 1]), "AR-discard-1")
    refused(s, Dealt(kind="shuffle", outcome=[0, 1]), "AR-discard-1")
    after = act(s, Dealt(kind="random-card", outcome=0))
    assert names(after, 1, DISCARD) == ["Yearn"]


def test_a_fight_naming_a_creature_twice_is_refused_before_anything_else():
    """The duplicate tests are asked only of fights with more than one fighter or target (one
    creature cannot be named twice); they still come before whether the creatures may fight."""
    s = position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Renegade", "Active")]),
                        dict(battle_line=[("Pokets", "Active"), ("Roat", "Active")])])
    vix, ren = card(s, "Vix"), card(s, "Renegade")
    pokets, roat = card(s, "Pokets"), card(s, "Roat")
    twice = refused(s, Fight(seat=0, attackers=[vix, vix], targets=[pokets], skill=Skill.TEAM_UP),
                    "AR-fight-1")
    assert twice.message == "a creature is named twice among the fighters"
    both = refused(s, Fight(seat=0, attackers=[ren], targets=[roat, roat], skill=Skill.BEAR_HUG),
                   "AR-fight-target")
    assert both.message == "a creature is named twice among the targets"
    # one Dormant fighter of two: Team-Up's own rule, not the plain fight's
    refused(s, Fight(seat=0, attackers=[vix, ren], targets=[pokets], skill=Skill.TEAM_UP),
            "AR-teamup-1")
    alone = refused(s, Fight(seat=0, attackers=[vix], targets=[pokets]), "AR-fight-dormant")
    assert alone.message.endswith("is Dormant and cannot fight")
    refused(s, Fight(seat=0, attackers=[ren], targets=[vix]), "AR-fight-target")  # a friend


def test_the_dealers_events_change_nothing_and_a_stranger_is_not_folded():
    # Reseed and SeedReveal are the fold's business (engine.fold): the game's state stays as
    # it was, checked or not; an event of another game is no Ardent Reapers event at all
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    before = GAME.encode_state(s)
    for event in (Reseed(dealer="ab"), SeedReveal(seeds=[""])):
        for check in (False, True):
            assert GAME.encode_state(GAME.apply(GAME.clone(s), event, check=check)) == before
    stranger = msgspec.defstruct("Stranger", [("seat", int)])(seat=0)
    with pytest.raises(TypeError, match="not an Ardent Reapers event: Stranger"):
        GAME.apply(GAME.clone(s), stranger, check=False)
