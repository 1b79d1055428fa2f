"""AR-1.5: departures found hunting the engine against the rules text, each shown under AR-1.5
and under AR-1.4 (which keeps folding recorded matches as they were recorded).

- AR-end-when: the end of the game is checked when nothing is resolving, so an action being
  resolved finishes and reaches its score pile.
- AR-leave-shuffled: a card an ability shuffles into a deck (Return to Sender) resolves its
  leave ability (Eager Martyr's draw) after the shuffle.
- AR-bonus-1: no order is asked between Bonus: abilities of the same card.
"""

import msgspec
import pytest
from ar_helpers import (BL, DECK, DISCARD, GAME, HAND, SCORE, act, act_under, card, names,
                        options, position, refused)

from engine.events import Dealt
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import Skill
from engine.protocol import Chance, Decision, IllegalEvent, Over
from engine.registry import get_game

AR14 = get_game("ardent-reapers", "AR-1.4")
AR16 = get_game("ardent-reapers", "AR-1.6")


def act16(state, *events):
    """Apply events with every check on under AR-1.6."""
    return act_under(AR16, state, *events)


def refused16(state, event, rule):
    """`refused` under AR-1.6."""
    with pytest.raises(IllegalEvent) as err:
        AR16.apply(AR16.clone(state), event, check=True)
    assert err.value.rule == rule


def act14(state, *events):
    """Apply events with every check on under AR-1.4, to a copy made in its shape."""
    state = AR14.versioned(AR14.clone(state))
    for e in events:
        state = AR14.apply(state, e, check=True)
    return state


# -- AR-end-when: not while an ability resolves ---------------------------------------------
def _last_card_yoink():
    # Ada owns only Yoink (in hand); Bo's score pile holds Nothing to See (4 VP)
    return position(seats=[dict(hand=["Yoink"]),
                           dict(battle_line=[("Anox", "Active")], deck=["Vix"],
                                score_pile=["Nothing to See"])])


def test_an_action_played_as_the_last_card_resolves_and_is_scored_before_the_game_ends():
    """AR-end-when, AR-play-action: Yoink is Ada's last card; it is resolving, not in a score
    pile, when its choice waits. AR-1.5 lets it finish: Nothing to See and Yoink reach Ada's
    score pile, then the game ends at the main step, Ada 5 - Bo 0."""
    s = _last_card_yoink()
    yoink, nothing = card(s, "Yoink"), card(s, "Nothing to See")
    mid = act(s, PlayCard(seat=0, card=yoink))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-yoink"
    assert p.options == [Choose(seat=0, card=nothing)]
    # the wait is the ability's: the main step's decisions and another card are refused
    refused(mid, EndStep(seat=0), "AR-timing-1")
    refused(mid, Choose(seat=0, card=card(s, "Anox")), "AR-card-yoink")
    refused(mid, Choose(seat=1, card=nothing), "AR-ability-1")
    after = act(mid, Choose(seat=0, card=nothing))
    assert names(after, 0, SCORE) == ["Nothing to See", "Yoink"] and names(after, 1, SCORE) == []
    over = GAME.pending(after)
    assert isinstance(over, Over) and over.winner == 0 and list(over.scores) == [5, 0]
    assert over.rule == "AR-end-2"


def test_ar_1_4_ended_the_game_at_the_choice_with_the_action_in_no_score_pile():
    """AR-end-when under AR-1.4, as recorded matches fold: over at Yoink's choice, Ada 0 - Bo 4,
    Yoink itself counted nowhere."""
    s = _last_card_yoink()
    over = AR14.pending(act14(s, PlayCard(seat=0, card=card(s, "Yoink"))))
    assert isinstance(over, Over) and over.winner == 1 and list(over.scores) == [0, 4]


def test_an_action_taking_the_opponents_last_card_still_resolves_its_second_sentence():
    """AR-end-when, AR-card-two-birds: Two Birds takes Bo's only card (Anox) first; Bo is out of
    cards, but the action goes on: Ada's Vix goes to her score pile and Two Birds after it, and
    then the game ends (Ada 2 - Bo 1). AR-1.4 ended it after the first move, Bo 1 - 0."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Two Birds"], deck=["Jater"]),
                        dict(battle_line=[("Anox", "Active")])])
    birds, vix, anox = card(s, "Two Birds"), card(s, "Vix"), card(s, "Anox")
    mid = act(s, PlayCard(seat=0, card=birds), Choose(seat=0, card=anox))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-two-birds"
    assert p.options == [Choose(seat=0, card=vix)]
    refused(mid, Choose(seat=0, card=anox), "AR-card-two-birds")  # no longer in play
    after = act(mid, Choose(seat=0, card=vix))
    assert names(after, 0, SCORE) == ["Vix", "Two Birds"] and names(after, 1, SCORE) == ["Anox"]
    over = GAME.pending(after)
    assert isinstance(over, Over) and over.winner == 0 and list(over.scores) == [2, 1]
    old = AR14.pending(act14(s, PlayCard(seat=0, card=birds), Choose(seat=0, card=anox)))
    assert isinstance(old, Over) and old.winner == 1 and list(old.scores) == [0, 1]


def test_a_last_card_that_brings_a_card_back_keeps_its_player_in_the_game():
    """AR-end-when, AR-card-not-yet, AR-ability-2: Not Yet is Ada's last card; it returns her
    Pokets from Bo's score pile to her hand, so once it has resolved she owns a card outside the
    score piles and plays on. AR-1.4 ended the game at Not Yet's choice instead."""
    s = position(seats=[dict(hand=["Not Yet"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Vix"],
                             score_pile=[{"card": "Pokets", "owner": 0}])])
    not_yet, pokets = card(s, "Not Yet"), card(s, "Pokets")
    mid = act(s, PlayCard(seat=0, card=not_yet))
    assert GAME.pending(mid).options == [Choose(seat=0, card=pokets)]
    after = act(mid, Choose(seat=0, card=pokets))
    p = GAME.pending(after)
    assert isinstance(p, Decision) and p.rule == "AR-turn-2" and p.seat == 0
    assert names(after, 0, HAND) == ["Pokets"] and names(after, 0, SCORE) == ["Not Yet"]
    # she has played a card this turn: she may keep Pokets and end the step
    assert EndStep(seat=0) in p.options
    old = AR14.pending(act14(s, PlayCard(seat=0, card=not_yet)))
    assert isinstance(old, Over) and old.winner == 1


def test_the_end_is_still_checked_at_the_main_step_and_at_the_turns_end():
    """AR-end-when, AR-end-1: a plain play of the last card ends the game at once (the main step
    waits), and a turn's end ends it too."""
    s = position(seats=[dict(hand=["Nothing to See"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Vix"])])
    over = GAME.pending(act(s, PlayCard(seat=0, card=card(s, "Nothing to See"))))
    assert isinstance(over, Over) and over.winner == 0 and list(over.scores) == [4, 0]
    t = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Anox", "Mature")])], active=1)
    # Bo harvests his last card: out at the main step's wait that follows
    gone = act(t, Harvest(seat=1, card=card(t, "Anox")))
    assert isinstance(GAME.pending(gone), Over) and GAME.pending(gone).scores == [0, 1]


def test_at_a_table_the_last_card_action_also_resolves_before_the_end():
    """AR-end-when under table luck (the fold's other path): the same as under dealer luck."""
    pos = {"seats": [dict(hand=["Yoink"]),
                     dict(battle_line=[["Anox", "Active"]], deck=["Vix"], score_pile=["Nothing to See"])]}
    g = GAME.genesis(["Ada", "Bo"], [], "00" * 32, {"deck_size": 5}, pos)
    s = GAME.start(msgspec.structs.replace(g, luck="table"))
    assert s.table
    mid = GAME.apply(s, PlayCard(seat=0, card=card(s, "Yoink")), check=True)
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-yoink"
    after = GAME.apply(mid, Choose(seat=0, card=card(s, "Nothing to See")), check=True)
    over = GAME.pending(after)
    assert isinstance(over, Over) and over.winner == 0 and list(over.scores) == [5, 0]


# -- AR-leave-shuffled: Return to Sender and Eager Martyr -------------------------------------
def _martyr_position():
    return position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Return to Sender"],
                                deck=["Jater", "Roxxy"]),
                           dict(battle_line=[("Anox", "Active")], deck=["Vix"])])


def _martyr_sent_back():
    """Return to Sender's first sentence done (from AR-1.7 Bo's deck is shuffled before Ada's
    creatures are chosen, AR-leave-when: Anox, Vix), its second waiting."""
    s = _martyr_position()
    return act(s, PlayCard(seat=0, card=card(s, "Return to Sender")),
               Choose(seat=0, card=card(s, "Anox")), Dealt(kind="shuffle", outcome=[1, 0]))


def test_a_martyr_shuffled_into_its_deck_draws_after_the_shuffle():
    """AR-leave-shuffled, AR-card-return-to-sender, AR-card-eager-martyr: the shuffle comes first
    (Ada's deck of three, Martyr among them), so the draw may find Eager Martyr itself."""
    s = _martyr_sent_back()
    martyr = card(s, "Eager Martyr")
    mid = act(s, Choose(seat=0, card=martyr))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "shuffle" and p.seat == 0 and p.size == 3
    assert names(mid, 0, HAND) == [] and names(mid, 0, DECK) == ["Jater", "Roxxy", "Eager Martyr"]
    # a shuffle of the wrong size is refused with the card's rule
    refused(mid, Dealt(kind="shuffle", outcome=[1, 0]), "AR-card-return-to-sender")
    after = act(mid, Dealt(kind="shuffle", outcome=[2, 0, 1]))  # Martyr on top
    assert names(after, 0, HAND) == ["Eager Martyr"] and names(after, 0, DECK) == ["Jater", "Roxxy"]
    assert names(after, 1, DECK) == ["Anox", "Vix"] and names(after, 0, SCORE) == ["Return to Sender"]


def test_two_martyrs_sent_back_wait_for_both_shuffles_then_the_active_player_orders_them():
    """AR-leave-shuffled, AR-leave-order under AR-1.6 (from AR-1.7 each sentence is done before
    the next, AR-leave-when: test_ar_hunt17): Return to Sender sends Bo's Martyr and Ada's Martyr
    back to their decks; both decks are shuffled first, then Ada (the active player) picks which
    draw comes first; each controller draws from their own new deck."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")], hand=["Return to Sender"],
                             deck=["Jater"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Vix"])])
    mine, theirs = card(s, "Eager Martyr", 0), card(s, "Eager Martyr", 1)
    mid = act16(s, PlayCard(seat=0, card=card(s, "Return to Sender")), Choose(seat=0, card=theirs),
                Choose(seat=0, card=mine))
    first = AR16.pending(mid)
    assert isinstance(first, Chance) and first.seat == 0 and first.size == 2
    assert names(mid, 0, HAND) == [] and names(mid, 1, HAND) == []  # nobody has drawn yet
    # each new deck: the Martyr sent back (at the bottom) shuffled onto the top
    shuffled = act16(mid, Dealt(kind="shuffle", outcome=[1, 0]), Dealt(kind="shuffle", outcome=[1, 0]))
    p = AR16.pending(shuffled)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "AR-leave-order"
    assert sorted(o.card for o in p.options) == sorted([mine, theirs])
    refused16(shuffled, Choose(seat=1, card=theirs), "AR-ability-1")
    after = act16(shuffled, Choose(seat=0, card=theirs))
    assert names(after, 0, HAND) == ["Eager Martyr"] and names(after, 1, HAND) == ["Eager Martyr"]
    assert names(after, 0, DECK) == ["Jater"] and names(after, 1, DECK) == ["Vix"]


def test_ar_1_4_drew_the_old_top_card_before_the_shuffle():
    """AR-leave-shuffled under AR-1.4: Jater, the top card before Martyr went in, was drawn
    first, and only Roxxy and Martyr were shuffled."""
    s = _martyr_position()
    mid = act14(s, PlayCard(seat=0, card=card(s, "Return to Sender")),
                Choose(seat=0, card=card(s, "Anox")), Choose(seat=0, card=card(s, "Eager Martyr")))
    p = AR14.pending(mid)
    assert isinstance(p, Chance) and p.size == 2
    assert names(mid, 0, HAND) == ["Jater"] and names(mid, 0, DECK) == ["Roxxy", "Eager Martyr"]


# -- AR-bonus-1: the same card's Bonus: twice ------------------------------------------------
def _two_tinys():
    s = position(seats=[dict(battle_line=[("Tiny the Tosser", "Active"), ("Tiny the Tosser", "Active")],
                             relics=["The Buddy System"], hand=["Vix"],
                             score_pile=["Nothing to See", "Anox"]),
                        dict(battle_line=[("Renegade", "Active")], deck=["Vix"])])
    pair = [card(s, "Tiny the Tosser", nth=0), card(s, "Tiny the Tosser", nth=1)]
    return s, Fight(seat=0, attackers=pair, targets=[card(s, "Renegade")], skill=Skill.TEAM_UP)


def test_two_bonus_abilities_of_the_same_card_are_not_ordered_by_a_choice():
    """AR-bonus-1, AR-choice-asked: two Tiny the Tossers team up; either order comes to the same
    position, so none is asked: each gives Bo the most valuable card of Ada's score pile."""
    s, fight = _two_tinys()
    after = act(s, fight)
    assert isinstance(GAME.pending(after), Decision) and GAME.pending(after).rule == "AR-turn-2"
    refused(after, Choose(seat=0, card=fight.attackers[0]), "AR-timing-1")
    assert names(after, 1, SCORE) == ["Nothing to See", "Anox"]
    assert names(after, 0, SCORE) == ["Renegade"]
    assert names(after, 0, DISCARD) == ["Tiny the Tosser", "Tiny the Tosser"]
    assert names(after, 0, BL) == []
    old = act14(s, fight)  # AR-1.4 asked which of the two went first
    p = AR14.pending(old)
    assert isinstance(p, Decision) and p.rule == "AR-bonus-1" and len(p.options) == 2
    done = act14(old, p.options[1])
    assert names(done, 1, SCORE) == ["Nothing to See", "Anox"] and names(done, 0, SCORE) == ["Renegade"]
    assert AR14.digest(done) != GAME.digest(after)  # the same position but for the revision


def test_the_options_of_ar_1_5_match_the_checks_in_these_positions():
    """AR-timing-1: at each wait above, every listed option is accepted by the check."""
    for s in (_last_card_yoink(), _martyr_sent_back(), _two_tinys()[0]):
        p = GAME.pending(s)
        for o in options(s):
            try:
                GAME.apply(GAME.clone(s), o, check=True)
            except IllegalEvent as err:  # pragma: no cover - a failure names the option
                raise AssertionError(f"{o} listed but refused: {err}") from None
        assert isinstance(p, Decision)
