"""Step one: playing and discarding cards, the must-play rules and revealing the hand."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Choose, Discard, EndStep, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Zone

BL, HAND, SCORE, DISCARD = Zone.BATTLE_LINE, Zone.HAND, Zone.SCORE_PILE, Zone.DISCARD


def board(**seat0):
    return position(seats=[dict(battle_line=[("Vix", "Active")], **seat0),
                           dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])


def test_creatures_enter_play_dormant_on_either_end():
    s = board(hand=["Renegade", "Jater"])
    ren, jat = card(s, "Renegade"), card(s, "Jater")
    assert PlayCard(seat=0, card=ren, end=End.LEFT) in options(s)
    assert PlayCard(seat=0, card=ren, end=End.RIGHT) in options(s)
    after = act(s, PlayCard(seat=0, card=ren, end=End.LEFT), PlayCard(seat=0, card=jat, end=End.RIGHT))
    assert names(after, 0, BL) == ["Renegade", "Vix", "Jater"]
    assert after.card_state[ren] is CardState.DORMANT and after.card_state[jat] is CardState.DORMANT
    assert after.played == 2


def test_relics_go_behind_the_battle_line_dormant():
    s = board(hand=["Hypervator"])
    h = card(s, "Hypervator")
    refused(s, PlayCard(seat=0, card=h, end=End.LEFT), "AR-play-relic")
    after = act(s, PlayCard(seat=0, card=h))
    assert names(after, 0, Zone.RELICS) == ["Hypervator"]
    assert after.card_state[h] is CardState.DORMANT


def test_actions_resolve_and_go_to_the_active_players_score_pile():
    s = board(hand=["Nothing to See"])
    a = card(s, "Nothing to See")
    refused(s, PlayCard(seat=0, card=a, end=End.RIGHT), "AR-play-action")
    after = act(s, PlayCard(seat=0, card=a))
    assert names(after, 0, SCORE) == ["Nothing to See"]
    assert zones.score(after, 0) == 4
    assert after.resolving == []


def test_a_creature_needs_an_end_and_must_come_from_hand():
    s = board(hand=["Renegade"])
    ren, vix, pokets = card(s, "Renegade"), card(s, "Vix"), card(s, "Pokets")
    refused(s, PlayCard(seat=0, card=ren), "AR-play-battle-line-end")
    refused(s, PlayCard(seat=0, card=vix, end=End.LEFT), "AR-play-4")
    refused(s, PlayCard(seat=0, card=999, end=End.LEFT), "AR-play-4")
    refused(s, PlayCard(seat=1, card=pokets, end=End.LEFT), "AR-turn-1")


def test_must_play_before_discarding():
    s = board(hand=["Renegade", "Jater"])
    ren, jat = card(s, "Renegade"), card(s, "Jater")
    err = refused(s, Discard(seat=0, card=jat), "AR-play-2")
    assert "Ada" in err.message
    assert not [e for e in options(s) if isinstance(e, Discard)]
    after = act(s, PlayCard(seat=0, card=ren, end=End.LEFT), Discard(seat=0, card=jat))
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 0, HAND) == []


def test_must_play_a_card_if_able_before_ending_the_step():
    s = board(hand=["Renegade"])
    refused(s, EndStep(seat=0), "AR-play-1")
    assert EndStep(seat=0) not in options(s)
    after = act(s, PlayCard(seat=0, card=card(s, "Renegade"), end=End.LEFT))
    assert EndStep(seat=0) in options(after)
    act(after, EndStep(seat=0))


def test_an_empty_hand_cannot_play_so_the_step_may_end():
    s = board()
    assert options(s)[-1] == EndStep(seat=0)
    act(s, EndStep(seat=0))


def test_unable_to_play_reveals_the_hand_then_discarding_is_allowed():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Renegade", "Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])],
                 effects=[dict(kind="cannot play cards", seat=0)])
    ren, jat = card(s, "Renegade"), card(s, "Jater")
    assert sorted(s.revealed) == sorted([ren, jat])  # AR-play-3, automatic
    refused(s, PlayCard(seat=0, card=ren, end=End.LEFT), "AR-effect-cannot-play")
    assert not [e for e in options(s) if isinstance(e, PlayCard)]
    # the opponent now sees the revealed hand
    bo = GAME.view(s, 1)
    hand = next(z for z in bo.seats[0].zones if z.name == "hand")
    assert sorted(c.name for c in hand.cards) == ["Jater", "Renegade"]
    assert not (GAME.secrets(s, 1) & {ren, jat})
    assert any("revealed" in n for n in bo.notes)
    after = act(s, Discard(seat=0, card=jat))
    assert names(after, 0, DISCARD) == ["Jater"]
    assert EndStep(seat=0) in options(after)
    act(after, EndStep(seat=0))


def test_a_hand_of_only_actions_under_a_no_actions_effect_is_revealed():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Overcharge", "Nothing to See"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])],
                 effects=[dict(kind="cannot play actions", seat=0)])
    assert len(s.revealed) == 2
    refused(s, PlayCard(seat=0, card=card(s, "Overcharge")), "AR-effect-cannot-play-actions")
    act(s, Discard(seat=0, card=card(s, "Overcharge")))


def test_a_hand_that_can_play_is_not_revealed_and_stays_secret():
    s = board(hand=["Renegade"])
    assert s.revealed == []
    assert card(s, "Renegade") in GAME.secrets(s, 1)


def test_events_that_do_not_answer_what_the_match_waits_for_are_refused():
    s = board(hand=["Renegade"])
    refused(s, Choose(seat=0, card=card(s, "Renegade")), "AR-timing-1")
    refused(s, Dealt(kind="coin", outcome=0), "AR-timing-1")
    refused(s, Dealt(kind="shuffle", outcome=[0]), "AR-timing-1")


def test_play_any_number_of_cards_and_use_cards_in_any_order():
    s = board(hand=["Renegade", "Jater", "Roxxy"])
    ren, jat, rox = card(s, "Renegade"), card(s, "Jater"), card(s, "Roxxy")
    from engine.games.ardent_reapers.events import Fight
    after = act(s, Fight(seat=0, attackers=[card(s, "Vix")], targets=[card(s, "Pokets")]),
                PlayCard(seat=0, card=ren, end=End.LEFT), PlayCard(seat=0, card=jat, end=End.LEFT),
                PlayCard(seat=0, card=rox, end=End.RIGHT))
    assert names(after, 0, BL) == ["Jater", "Renegade", "Roxxy"]
    assert after.played == 3
