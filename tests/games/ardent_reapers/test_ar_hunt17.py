"""The third rules hunt (session 17): systematic coverage. Each statement of the rules text and
each clause of an Omega Codex card ('may', 'up to', a condition, a bound) that no test pinned,
written from the text as a declarative position (seat 0 is Ada, seat 1 Bo), a decision, then
assertions on the state and on the refusal of the illegal alternatives.

First the loose end of hunt 16: an ability made available by a card leaving play resolves as
soon as the part of the ability that moved it is done (AR-leave-when), before the rest.
"""

import pytest
from ar_helpers import (A, BL, D, DECK, DISCARD, GAME, HAND, M, RELICS, SCORE, act, act_under,
                        card, names, options, position, refused, test_card, waits_main)

from engine.events import Dealt
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import End, Skill
from engine.protocol import Chance, Decision
from engine.registry import get_game

L, R = End.LEFT, End.RIGHT
AR16 = get_game("ardent-reapers", "AR-1.6")


def act16(state, *events):
    """Apply events with every check on under AR-1.6."""
    return act_under(AR16, state, *events)


def pending_rule(state) -> str:
    p = GAME.pending(state)
    assert isinstance(p, Decision), p
    return p.rule


def pick(state, name, seat=None, zone=None, nth=0):
    return Choose(seat=0, card=card(state, name, seat, zone, nth))


def play(state, name, end=None):
    c = card(state, name, 0, HAND)
    if end is None and cards.facts(state.cards[c]).is_creature:
        end = R
    return act(state, PlayCard(seat=0, card=c, end=end))


# == the loose end: when an ability made available by leaving play resolves ===================
def _birds_and_martyrs(ada_martyr: bool = False, bo_deck=("Jater",), bo_discard=()):
    ada_line = [("Eager Martyr", "Active"), ("Vix", "Active")] if ada_martyr else [("Vix", "Active")]
    return position(seats=[dict(battle_line=ada_line, relics=[("Hypervator", "Active")],
                                hand=["Two Birds"], deck=["Tessa", "Roxxy"]),
                           dict(battle_line=[("Eager Martyr", "Active"), ("Anox", "Active")],
                                deck=list(bo_deck), discard=list(bo_discard))])


def test_two_birds_bos_martyr_draws_before_the_second_sentence_is_chosen():
    """AR-leave-when, AR-card-two-birds, AR-card-eager-martyr, AR-leave-1: the first sentence
    moves Bo's Eager Martyr to Bo's score pile; its ability resolves once it gets there (FAQ),
    before the second sentence: while Ada chooses her own card, Bo has already drawn Jater."""
    s = _birds_and_martyrs()
    martyr = card(s, "Eager Martyr", 1)
    mid = play(s, "Two Birds")
    assert pending_rule(mid) == "AR-card-two-birds" and "enemy" in GAME.pending(mid).prompt
    refused(mid, pick(mid, "Vix"), "AR-card-two-birds")  # friendly: not the first sentence's
    mid = act(mid, Choose(seat=0, card=martyr))
    assert names(mid, 1, SCORE) == ["Eager Martyr"] and names(mid, 1, HAND) == ["Jater"]
    assert names(mid, 1, DECK) == []
    p = GAME.pending(mid)
    assert p.rule == "AR-card-two-birds" and "friendly" in p.prompt
    assert options(mid) == [pick(mid, "Vix"), pick(mid, "Hypervator")]
    refused(mid, pick(mid, "Anox"), "AR-card-two-birds")
    after = act(mid, pick(mid, "Hypervator"))
    assert names(after, 0, SCORE) == ["Hypervator", "Two Birds"] and waits_main(after)
    assert names(after, 0, HAND) == []


def test_two_birds_two_martyrs_each_draw_after_their_own_sentence_no_order_is_asked():
    """AR-leave-when, AR-leave-order: the two Martyrs leave play in two parts of the ability, so
    they never wait together: no order is asked. Bo draws after the first sentence, Ada after the
    second, each from their own deck."""
    s = _birds_and_martyrs(ada_martyr=True)
    bo_martyr, ada_martyr = card(s, "Eager Martyr", 1), card(s, "Eager Martyr", 0)
    mid = act(play(s, "Two Birds"), Choose(seat=0, card=bo_martyr))
    assert names(mid, 1, HAND) == ["Jater"] and names(mid, 0, HAND) == []
    after = act(mid, Choose(seat=0, card=ada_martyr))
    assert names(after, 0, HAND) == ["Tessa"] and names(after, 0, DECK) == ["Roxxy"]
    assert names(after, 0, SCORE) == ["Eager Martyr", "Two Birds"] and waits_main(after)


def test_two_birds_bos_martyr_reshuffles_bos_discard_before_adas_choice():
    """AR-leave-when, AR-draw-reshuffle: Bo's deck is empty, so his Martyr's draw shuffles his
    discard pile into a new deck: the dealer's shuffle comes before Ada's second choice."""
    s = _birds_and_martyrs(bo_deck=(), bo_discard=("Jater", "Pokets"))
    mid = act(play(s, "Two Birds"), Choose(seat=0, card=card(s, "Eager Martyr", 1)))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.seat == 1 and p.size == 2
    refused(mid, pick(mid, "Vix"), "AR-timing-1")  # the second sentence waits for the draw
    mid = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(mid, 1, HAND) == ["Pokets"] and names(mid, 1, DECK) == ["Jater"]
    assert pending_rule(mid) == "AR-card-two-birds" and "friendly" in GAME.pending(mid).prompt


def _rts_martyrs(ada_martyr: bool = True):
    ada_line = [("Eager Martyr", "Active"), ("Vix", "Active")] if ada_martyr else [("Vix", "Active")]
    return position(seats=[dict(battle_line=ada_line, hand=["Return to Sender"], deck=["Tessa"]),
                           dict(battle_line=[("Eager Martyr", "Active")], deck=["Jater"])])


def test_return_to_sender_each_sentence_is_done_shuffle_and_draw_before_the_next():
    """AR-leave-when, AR-card-return-to-sender, AR-leave-shuffled (AR-1.7): the first sentence
    shuffles Bo's Martyr (his only creature) into his deck, and his Martyr draws from the new deck,
    before Ada chooses her own creatures; then her two creatures go into her deck, shuffled, and
    her Martyr draws. The Martyrs never wait together: no order is asked."""
    s = _rts_martyrs()
    bo_martyr, ada_martyr, vix = card(s, "Eager Martyr", 1), card(s, "Eager Martyr", 0), card(s, "Vix")
    mid = act(play(s, "Return to Sender"), Choose(seat=0, card=bo_martyr))
    first = GAME.pending(mid)  # Bo had one creature: the sentence is done, his deck is shuffled
    assert isinstance(first, Chance) and first.seat == 1 and first.size == 2
    assert names(mid, 1, DECK) == ["Jater", "Eager Martyr"] and names(mid, 1, HAND) == []
    refused(mid, Choose(seat=0, card=vix), "AR-timing-1")
    mid = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))  # Martyr on top: Bo draws it
    assert names(mid, 1, HAND) == ["Eager Martyr"] and names(mid, 1, DECK) == ["Jater"]
    assert pending_rule(mid) == "AR-card-return-to-sender"
    assert sorted(o.card for o in options(mid)) == sorted([ada_martyr, vix])
    mid = act(mid, Choose(seat=0, card=ada_martyr), Choose(seat=0, card=vix))
    second = GAME.pending(mid)
    assert isinstance(second, Chance) and second.seat == 0 and second.size == 3
    after = act(mid, Dealt(kind="shuffle", outcome=[2, 0, 1]))  # Vix, Tessa, Martyr
    assert names(after, 0, HAND) == ["Vix"] and names(after, 0, DECK) == ["Tessa", "Eager Martyr"]
    assert names(after, 0, SCORE) == ["Return to Sender"] and waits_main(after)


def test_return_to_sender_a_deck_receiving_cards_from_both_sentences_is_shuffled_twice():
    """AR-leave-when, AR-card-return-to-sender (AR-1.7): Bo controls Ada's Anox. The first sentence
    shuffles it into Ada's deck (its owner's); the second shuffles Ada's Vix into the same deck:
    two shuffles, one per sentence, the first before Ada chooses her own creatures."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Return to Sender"], deck=["Tessa"]),
                        dict(battle_line=[dict(card="Anox", state="Active", owner=0)], deck=["Jater"])])
    anox, vix = card(s, "Anox"), card(s, "Vix")
    mid = act(play(s, "Return to Sender"), Choose(seat=0, card=anox))
    first = GAME.pending(mid)
    assert isinstance(first, Chance) and first.seat == 0 and first.size == 2
    mid = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(mid, 0, DECK) == ["Anox", "Tessa"] and names(mid, 1, BL) == []
    assert options(mid) == [Choose(seat=0, card=vix)]
    mid = act(mid, Choose(seat=0, card=vix))
    second = GAME.pending(mid)
    assert isinstance(second, Chance) and second.seat == 0 and second.size == 3
    after = act(mid, Dealt(kind="shuffle", outcome=[2, 1, 0]))
    assert names(after, 0, DECK) == ["Vix", "Tessa", "Anox"] and waits_main(after)


# == Omega Codex, card by card: clauses no test pinned ========================================
ZERO = test_card("017", "Zero Hero", 3, vp=0)
"""A creature worth exactly 0 VP (no Omega Codex creature is): the bound of 'worth 0 VP or less'."""


@pytest.fixture
def zero_hero():
    with cards.extra_cards([ZERO]):
        yield


def test_drixel_takes_a_creature_of_either_side_worth_0_vp_or_less_0_included(zero_hero):
    """AR-card-drixel: "a Creature worth 0 VP or less": exactly 0 VP counts, and a friendly one
    (Ada's Bejewel, -1) as well as an enemy's; 1 VP does not."""
    s = position(seats=[dict(battle_line=[("Bejewel", "Active"), ("Vix", "Active")], hand=["Drixel"]),
                        dict(battle_line=[("Zero Hero", "Active"), ("Jater", "Active")])])
    mid = play(s, "Drixel")
    assert options(mid) == [pick(mid, "Bejewel"), pick(mid, "Zero Hero")]
    refused(mid, pick(mid, "Vix"), "AR-card-drixel")
    refused(mid, pick(mid, "Jater"), "AR-card-drixel")
    refused(mid, Choose(seat=0), "AR-card-drixel")  # not a 'may'
    after = act(mid, pick(mid, "Bejewel"))
    assert names(after, 0, HAND) == ["Bejewel"] and names(after, 0, BL) == ["Vix", "Drixel"]


def test_terrible_jack_power_5_counts_and_the_power_is_the_current_one():
    """AR-card-terrible-jack: "Power 5 or less": Anox (5) is a choice; with Bo's Sigil of Power
    his Anox is 6 and Pokets 5: only Pokets."""
    base = dict(battle_line=[("Anox", "Active"), ("Pokets", "Active"), ("Greaser", "Active")])
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Terrible Jack"]), base])
    mid = play(s, "Terrible Jack")
    assert options(mid) == [pick(mid, "Anox"), pick(mid, "Pokets")]
    refused(mid, pick(mid, "Greaser"), "AR-card-terrible-jack")
    sigil = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Terrible Jack"]),
                            dict(base, relics=["Sigil of Power"])])
    mid = play(sigil, "Terrible Jack")
    assert options(mid) == [pick(mid, "Pokets")]
    refused(mid, pick(mid, "Anox"), "AR-card-terrible-jack")


def test_duck_power_7_counts_either_side_and_the_power_is_the_current_one():
    """AR-card-duck: "Power 7 or higher": Bo's Turp (7) counts; Ada's Payday (6) counts with Ada's
    Sigil of Power (7); Bo's Bejewel (6) does not."""
    s = position(seats=[dict(battle_line=[("Payday", "Active")], relics=["Sigil of Power"], hand=["Duck!"]),
                        dict(battle_line=[("Turp", "Active"), ("Bejewel", "Active")])])
    mid = play(s, "Duck!")
    assert options(mid) == [pick(mid, "Payday"), pick(mid, "Turp")]
    refused(mid, pick(mid, "Bejewel"), "AR-card-duck")
    after = act(mid, pick(mid, "Payday"))
    assert names(after, 0, DISCARD) == ["Payday"] and names(after, 0, SCORE) == ["Duck!"]


def test_adult_swim_a_card_of_adas_that_bo_controls_counts_her_own_does_not():
    """AR-card-adult-swim: "If your opponent controls a card worth 1 VP": Ada's own Jater, taken by
    Bo, is one (and goes to her score pile); her Vix on her side is not."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Adult Swim"]),
                        dict(battle_line=[dict(card="Jater", state="Active", owner=0), ("Greaser", "Active")])])
    mid = play(s, "Adult Swim")
    assert options(mid) == [pick(mid, "Jater")]  # asked even with one answer (AR-choice-asked)
    refused(mid, pick(mid, "Vix"), "AR-card-adult-swim")
    after = act(mid, pick(mid, "Jater"))
    assert names(after, 0, SCORE) == ["Jater", "Adult Swim"] and names(after, 1, BL) == ["Greaser"]


def test_redistributed_wealth_a_0_vp_card_is_not_positive_and_behind_with_none_does_nothing():
    """AR-card-redistributed-wealth: "the lowest positive VP Value": Jump Start (0 VP) is not
    positive, so Greaser (2) is the card, without a choice. Bo ahead with no positive card (Ada -1,
    Bo 0): nothing moves."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Redistributed Wealth"]),
                        dict(battle_line=[("Pokets", "Active")], score_pile=["Jump Start", "Greaser"])])
    after = play(s, "Redistributed Wealth")
    assert names(after, 0, SCORE) == ["Greaser", "Redistributed Wealth"] and waits_main(after)
    assert names(after, 1, SCORE) == ["Jump Start"]
    none = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Redistributed Wealth"],
                                score_pile=["Moth"]),
                           dict(battle_line=[("Pokets", "Active")], score_pile=["Jump Start"])])
    after = play(none, "Redistributed Wealth")
    assert names(after, 1, SCORE) == ["Jump Start"] and waits_main(after)
    assert names(after, 0, SCORE) == ["Moth", "Redistributed Wealth"]


def test_neds_ladder_a_creature_played_before_the_ladder_was_the_turns_first():
    """AR-card-neds-ladder: "The first Creature each player plays each turn": Ada plays Vix, then
    Ned's Ladder, then Tessa: Tessa is her second creature this turn and enters Dormant."""
    s = position(seats=[dict(battle_line=[("Anox", "Active")], hand=["Vix", "Ned's Ladder", "Tessa"]),
                        dict(battle_line=[("Pokets", "Active")])])
    after = act(s, PlayCard(seat=0, card=card(s, "Vix"), end=R),
                PlayCard(seat=0, card=card(s, "Ned's Ladder")),
                PlayCard(seat=0, card=card(s, "Tessa"), end=R))
    assert after.card_state[card(s, "Vix")] is D and after.card_state[card(s, "Tessa")] is D
    assert after.card_state[card(s, "Ned's Ladder")] is D


def test_gregory_teaming_up_may_still_only_fight_a_dormant_creature():
    """AR-card-gregory, AR-card-buddy-system, AR-teamup-2: Gregory (6) and Vix (1) have Team-Up from
    The Buddy System; against Bo's Active Yewcha (7) the team is refused, against his Dormant Turp
    (7) it is offered."""
    s = position(seats=[dict(battle_line=[("Gregory Illinivich", "Active"), ("Vix", "Active")],
                             relics=["The Buddy System"], hand=["Tessa"]),
                        dict(battle_line=[("Yewcha", "Active"), ("Turp", "Dormant")])])
    greg, vix = card(s, "Gregory Illinivich"), card(s, "Vix")
    good = Fight(seat=0, attackers=[greg, vix], targets=[card(s, "Turp")], skill=Skill.TEAM_UP)
    bad = Fight(seat=0, attackers=[greg, vix], targets=[card(s, "Yewcha")], skill=Skill.TEAM_UP)
    assert good in options(s) and bad not in options(s)
    refused(s, bad, "AR-card-gregory")
    after = act(s, good)
    assert names(after, 0, SCORE) == ["Turp"] and names(after, 0, DISCARD) == ["Gregory Illinivich", "Vix"]


def test_gynormica_winning_as_one_of_a_team_draws_three_and_ends_the_turn():
    """AR-card-gynormica, AR-teamup-3: "If this card wins a fight": a Team-Up wins together.
    Gynormica (10) and Vix (1), Team-Up by The Buddy System, beat Bo's Gynormica (11 with his Sigil
    of Power): Ada draws 3, no Rotate or Draw step (Tessa stays Dormant), Bo's turn."""
    s = position(seats=[dict(battle_line=[("Gynormica", "Active"), ("Vix", "Active"), ("Tessa", "Dormant")],
                             relics=["The Buddy System"], hand=["Jater"],
                             deck=["Roxxy", "Anox", "Yearn", "Pokets"]),
                        dict(battle_line=[("Gynormica", "Active")], relics=["Sigil of Power"], hand=["Moth"])])
    team = Fight(seat=0, attackers=[card(s, "Gynormica", 0), card(s, "Vix")],
                 targets=[card(s, "Gynormica", 1)], skill=Skill.TEAM_UP)
    assert team in options(s)
    after = act(s, team)
    assert names(after, 0, HAND) == ["Jater", "Roxxy", "Anox", "Yearn"] and names(after, 0, DECK) == ["Pokets"]
    assert after.card_state[card(s, "Tessa")] is D
    assert after.active == 1 and GAME.pending(after).seat == 1
    assert names(after, 0, SCORE) == ["Gynormica"] and names(after, 0, DISCARD) == ["Gynormica", "Vix"]


def test_turp_with_nothing_to_draw_still_discards_a_card_and_must():
    """AR-discard-1, AR-draw-short, Turp: "Draw 2 cards. Discard a card.": with no deck and no discard pile
    nothing is drawn (AR-draw-short) and the discard is still owed from the hand (AR-ability-2);
    it is not a 'may'."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Turp", "Jater"]),
                        dict(battle_line=[("Pokets", "Active")])])
    mid = play(s, "Turp")
    assert pending_rule(mid) == "AR-discard-1"
    assert options(mid) == [pick(mid, "Jater")]
    refused(mid, Choose(seat=0), "AR-discard-1")
    after = act(mid, pick(mid, "Jater"))
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 0, HAND) == [] and waits_main(after)


def test_book_of_the_line_a_friendly_creature_is_a_choice_and_goes_to_its_owners_deck():
    """AR-card-book-of-the-line, AR-owner-1: "Move a Creature to the bottom of its owner's deck":
    any creature in play, Ada's own Vix and Bo's Pokets that Ada controls included; Pokets goes to
    the bottom of Bo's deck, not Ada's."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), dict(card="Pokets", state="Active", owner=1)],
                             relics=["Hypervator"], hand=["Book of the Line"], deck=["Tessa"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Jater"])])
    mid = play(s, "Book of the Line")
    assert options(mid) == [pick(mid, "Vix"), pick(mid, "Pokets"), pick(mid, "Anox")]
    refused(mid, pick(mid, "Hypervator"), "AR-card-book-of-the-line")
    refused(mid, Choose(seat=0), "AR-card-book-of-the-line")
    after = act(mid, pick(mid, "Pokets"))
    assert names(after, 1, DECK) == ["Jater", "Pokets"] and names(after, 0, DECK) == ["Tessa"]
    assert names(after, 0, BL) == ["Vix"]


def test_sticky_gemma_with_no_enemy_creature_does_nothing_and_a_stolen_one_scores_for_you():
    """AR-card-sticky-gemma, AR-ability-2: no enemy creature: nothing, no decision. Bo's only
    creature is Ada's own Jater (he controls it): it is the least valuable enemy creature and goes
    to Ada's score pile ("your score pile")."""
    empty = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Sticky Gemma"]),
                            dict(relics=["Hypervator"], hand=["Anox"])])
    after = play(empty, "Sticky Gemma")
    assert waits_main(after) and names(after, 0, SCORE) == [] and names(after, 1, RELICS) == ["Hypervator"]
    stolen = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Sticky Gemma"]),
                             dict(battle_line=[dict(card="Jater", state="Active", owner=0)], hand=["Anox"])])
    after = play(stolen, "Sticky Gemma")
    assert names(after, 0, SCORE) == ["Jater"] and names(after, 1, BL) == [] and waits_main(after)


def test_a_little_off_the_top_with_an_empty_score_pile_of_yours_still_takes_the_opponents():
    """AR-card-a-little-off-the-top, AR-ability-2: "from each score pile": Ada's pile is empty, so
    only Bo's most valuable card (Greaser, 2) goes, to its owner's discard pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["A Little Off the Top"]),
                        dict(battle_line=[("Pokets", "Active")], score_pile=["Anox", "Greaser"])])
    after = play(s, "A Little Off the Top")
    assert names(after, 1, DISCARD) == ["Greaser"] and names(after, 1, SCORE) == ["Anox"]
    assert names(after, 0, SCORE) == ["A Little Off the Top"] and waits_main(after)


def test_crossed_teleport_the_two_given_away_are_the_players_choice_and_not_fewer():
    """AR-card-crossed-teleport: Ada has three cards, Bo one: Ada chooses two of hers and Bo's
    one; two of the three chosen must go to Bo (stopping at one is refused), and may include Bo's
    own card; the rest go to Ada."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Crossed Teleport"],
                             score_pile=["Jater", "Roat", "Tessa"]),
                        dict(battle_line=[("Pokets", "Active")], score_pile=["Greaser"])])
    mid = act(play(s, "Crossed Teleport"), pick(s, "Jater"), pick(s, "Roat"), pick(s, "Greaser"))
    assert options(mid) == [pick(mid, "Jater"), pick(mid, "Roat"), pick(mid, "Greaser")]
    refused(mid, Choose(seat=0), "AR-card-crossed-teleport")
    mid = act(mid, pick(mid, "Greaser"))
    assert options(mid) == [pick(mid, "Jater"), pick(mid, "Roat")]
    refused(mid, Choose(seat=0), "AR-card-crossed-teleport")
    after = act(mid, pick(mid, "Jater"))
    assert sorted(names(after, 1, SCORE)) == ["Greaser", "Jater"]
    assert sorted(names(after, 0, SCORE)) == ["Crossed Teleport", "Roat", "Tessa"]


# == the rules text, statement by statement: what no test pinned ===============================
def test_cards_are_played_discarded_and_used_in_any_order_once_one_was_played():
    """AR-turn-2, AR-play-2: "Cards can be played, used, or discarded in any order": after a card
    is played, a discard, then another play, then a fight, then another discard are all legal."""
    s = position(seats=[dict(battle_line=[("Anox", "Active")], hand=["Vix", "Jater", "Tessa", "Roxxy"]),
                        dict(battle_line=[("Pokets", "Active"), ("Yearn", "Active")])])
    refused(s, Discard(seat=0, card=card(s, "Jater")), "AR-play-2")
    after = act(s, PlayCard(seat=0, card=card(s, "Vix"), end=R), Discard(seat=0, card=card(s, "Jater")),
                PlayCard(seat=0, card=card(s, "Tessa"), end=L),
                Fight(seat=0, attackers=[card(s, "Anox")], targets=[card(s, "Pokets")]),
                Discard(seat=0, card=card(s, "Roxxy")))
    assert names(after, 0, BL) == ["Tessa", "Vix"] and names(after, 0, HAND) == []
    assert names(after, 0, DISCARD) == ["Jater", "Anox", "Roxxy"] and names(after, 0, SCORE) == ["Pokets"]
    assert after.played == 2 and waits_main(after)


def test_team_up_with_a_creature_taken_from_the_opponent_each_winner_goes_to_its_owner():
    """AR-teamup-3, AR-fight-4, AR-owner-1: Ada controls Bo's Vix (Team-Up); with her Anox (5) it
    beats Bo's Pinwheel (6). Pinwheel goes to Ada's score pile (the winners' controller); Anox to
    Ada's discard pile, Vix to Bo's, its owner's."""
    s = position(seats=[dict(battle_line=[("Anox", "Active"), dict(card="Vix", state="Mature", owner=1)],
                             hand=["Jater"]),
                        dict(battle_line=[("Pinwheel", "Active")], hand=["Yearn"])])
    team = Fight(seat=0, attackers=[card(s, "Anox"), card(s, "Vix")], targets=[card(s, "Pinwheel")],
                 skill=Skill.TEAM_UP)
    assert team in options(s)
    after = act(s, team)
    assert names(after, 0, SCORE) == ["Pinwheel"] and names(after, 0, DISCARD) == ["Anox"]
    assert names(after, 1, DISCARD) == ["Vix"] and names(after, 1, SCORE) == []


def test_bear_hug_by_a_creature_taken_from_the_opponent_goes_to_its_owners_discard():
    """AR-bearhug-4, AR-owner-1: Ada controls Bo's Renegade (8, Bear Hug); it hugs Bo's Tiny the
    Tosser and Pokets (4 + 4): both go to Ada's score pile, Renegade to Bo's discard pile."""
    s = position(seats=[dict(battle_line=[dict(card="Renegade", state="Active", owner=1)], hand=["Jater"]),
                        dict(battle_line=[("Tiny the Tosser", "Active"), ("Pokets", "Active")], hand=["Yearn"])])
    hug = Fight(seat=0, attackers=[card(s, "Renegade")], targets=[card(s, "Tiny the Tosser"), card(s, "Pokets")],
                skill=Skill.BEAR_HUG)
    assert hug in options(s)
    after = act(s, hug)
    assert names(after, 0, SCORE) == ["Tiny the Tosser", "Pokets"]
    assert names(after, 1, DISCARD) == ["Renegade"] and names(after, 0, DISCARD) == []


# -- timing chart: the fight is decided at step 3, before the Bonus: ---------------------------
def test_a_power_bonus_leaving_play_during_the_bonus_does_not_change_the_decided_fight():
    """Timing chart Fight 3-5, AR-fight-2, AR-card-vile-chap: the winner is decided when the powers
    are compared (step 3). Ada's Vile Chap (4) against Bo's Pokets (4, 5 with Bo's Sigil of Power)
    loses; its Bonus: then sends every relic, the Sigil too, to its owner's discard pile, so Pokets
    is 4 again, but the fight stays lost: Vile Chap goes to Bo's score pile, Pokets to his discard."""
    s = position(seats=[dict(battle_line=[("Vile Chap", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], relics=["Sigil of Power"], hand=["Yearn"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Vile Chap")], targets=[card(s, "Pokets")]))
    assert names(after, 1, DISCARD) == ["Sigil of Power", "Pokets"]
    assert names(after, 1, SCORE) == ["Vile Chap"] and names(after, 0, SCORE) == []
    assert names(after, 0, DISCARD) == [] and waits_main(after)


def test_a_power_bonus_of_the_winner_leaving_play_keeps_the_fight_won():
    """Timing chart Fight 3-5, AR-card-sigil-of-power: Ada's Vile Chap is 5 with her Sigil of
    Power and beats Bo's Anox (5); its own Bonus: discards the Sigil, and the fight stays won."""
    s = position(seats=[dict(battle_line=[("Vile Chap", "Active")], relics=["Sigil of Power"], hand=["Jater"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Yearn"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Vile Chap")], targets=[card(s, "Anox")]))
    assert names(after, 0, SCORE) == ["Anox"] and names(after, 0, DISCARD) == ["Sigil of Power", "Vile Chap"]
    assert names(after, 1, SCORE) == []


# -- who chooses: the active player --------------------------------------------------------------
def test_the_auditors_tie_is_the_active_players_choice_not_the_revealing_players():
    """AR-ability-1, AR-least-most, AR-card-the-auditor: Bo reveals his hand, but the tie between
    his Vix and Jater is Ada's to settle; Bo answering is refused."""
    s = position(seats=[dict(battle_line=[("Tessa", "Active")], hand=["The Auditor"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Vix", "Jater", "Roat"])])
    mid = play(s, "The Auditor")
    assert GAME.pending(mid).seat == 0
    refused(mid, Choose(seat=1, card=card(s, "Vix")), "AR-ability-1")
    after = act(mid, Choose(seat=0, card=card(s, "Vix")))
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 1, HAND) == ["Jater", "Roat"]


def test_this_is_yours_the_end_of_the_opponents_line_is_the_active_players_choice():
    """AR-ability-1, AR-card-this-is-yours, AR-control-1: the creature Ada gives away goes to the
    end of Bo's battle line that Ada chooses; Bo answering is refused."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Anox", "Mature")], hand=["This is Yours"]),
                        dict(battle_line=[("Roat", "Active"), ("Pokets", "Active")])])
    anox = card(s, "Anox")
    mid = act(play(s, "This is Yours"), Choose(seat=0, card=anox))
    assert options(mid) == [Choose(seat=0, mode=0), Choose(seat=0, mode=1)]
    refused(mid, Choose(seat=1, mode=0), "AR-ability-1")
    after = act(mid, Choose(seat=0, mode=0))
    assert names(after, 1, BL) == ["Anox", "Roat", "Pokets"] and after.card_state[anox] is M
    assert names(after, 0, BL) == ["Vix"]


# -- zero and empty ------------------------------------------------------------------------------
def test_three_parasites_leave_their_opponent_a_hand_of_no_cards():
    """AR-card-parasite, AR-draw-1: each Parasite makes the opponent refill to one card fewer; with
    three, Bo refills to 0: with an empty hand he draws nothing (never a negative count)."""
    s = position(active=1, seats=[dict(battle_line=[("Parasite", "Active")] * 3, hand=["Vix"], deck=["Jater"]),
                                  dict(battle_line=[("Anox", "Active")], deck=["Roat", "Tessa", "Yearn"])])
    after = act(s, EndStep(seat=1))
    assert names(after, 1, HAND) == [] and names(after, 1, DECK) == ["Roat", "Tessa", "Yearn"]
    assert after.active == 0


def test_vanx_with_an_empty_discard_pile_asks_nothing_and_is_harvested():
    """AR-card-vanx, AR-ability-2: "Move a card from your discard pile": none there, nothing asked."""
    s = position(seats=[dict(battle_line=[("Vanx", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Anox", "Active")], discard=["Roat"])])
    after = act(s, Harvest(seat=0, card=card(s, "Vanx")))
    assert names(after, 0, SCORE) == ["Vanx"] and names(after, 0, HAND) == ["Jater"] and waits_main(after)
    assert names(after, 1, DISCARD) == ["Roat"]  # the opponent's pile is not "your discard pile"


def test_bash_beaten_by_a_sneak_value_still_makes_the_opponent_discard():
    """AR-card-bash, AR-sneak-1: Ada's Pokets (4, Sneak 9) beats Bo's Bash (8) with its Sneak
    value; Bash lost a fight, so Ada, the opponent of its controller, discards her hand."""
    s = position(seats=[dict(battle_line=[("Pokets", "Active")], hand=["Jater", "Roxxy"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Yearn"])])
    sneak = Fight(seat=0, attackers=[card(s, "Pokets")], targets=[card(s, "Bash")], skill=Skill.SNEAK, sneak=9)
    assert sneak in options(s)
    after = act(s, sneak)
    assert names(after, 0, HAND) == [] and names(after, 0, DISCARD) == ["Jater", "Roxxy", "Pokets"]
    assert names(after, 0, SCORE) == ["Bash"] and names(after, 1, HAND) == ["Yearn"]


# -- effects that end ----------------------------------------------------------------------------
def test_neds_ladder_harvested_before_the_first_creature_no_longer_makes_it_active():
    """AR-card-neds-ladder, AR-constant-1, AR-move-1: a constant ability applies only while its card
    is in play; Ada harvests her Ladder, then her first creature this turn enters Dormant."""
    s = position(seats=[dict(battle_line=[("Anox", "Active")], relics=[("Ned's Ladder", "Mature")], hand=["Vix"]),
                        dict(battle_line=[("Pokets", "Active")])])
    kept = act(s, PlayCard(seat=0, card=card(s, "Vix"), end=R))
    assert kept.card_state[card(s, "Vix")] is A
    after = act(s, Harvest(seat=0, card=card(s, "Ned's Ladder")), PlayCard(seat=0, card=card(s, "Vix"), end=R))
    assert after.card_state[card(s, "Vix")] is D and names(after, 0, SCORE) == ["Ned's Ladder"]


def test_silent_rooms_player_may_still_fight_and_harvest_and_it_ends_with_that_turn():
    """AR-card-silent-room, AR-effect-cannot-play, timing chart End of Turn: "they cannot play
    cards" stops only playing: Bo harvests and fights; the turn after his, he plays again."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Silent Room", "Mature")],
                             hand=["Jater"], deck=["Tessa", "Roxxy", "Yearn", "Millipede"]),
                        dict(battle_line=[("Anox", "Active"), ("Pokets", "Mature")], hand=["Roat"],
                             deck=["Greaser", "Moth", "Luminate"])])
    roat = card(s, "Roat")
    s = act(s, Harvest(seat=0, card=card(s, "Silent Room")),
            PlayCard(seat=0, card=card(s, "Jater"), end=R), EndStep(seat=0))
    refused(s, PlayCard(seat=1, card=roat, end=R), "AR-card-silent-room")
    mid = act(s, Harvest(seat=1, card=card(s, "Pokets")),
              Fight(seat=1, attackers=[card(s, "Anox")], targets=[card(s, "Vix")]), EndStep(seat=1))
    assert names(mid, 1, SCORE) == ["Pokets", "Vix"]
    mid = act(mid, PlayCard(seat=0, card=card(s, "Tessa"), end=R), EndStep(seat=0))
    assert mid.active == 1
    after = act(mid, PlayCard(seat=1, card=roat, end=R))  # the effect ended with his last turn
    assert names(after, 1, BL) == ["Roat"]


# -- the last card -------------------------------------------------------------------------------
def test_eager_martyr_as_the_last_card_comes_back_through_its_own_draw_and_the_game_goes_on():
    """AR-end-1, AR-end-when, AR-card-eager-martyr, AR-draw-reshuffle: Ada owns only Eager Martyr
    (in play). It wins a fight and reaches her discard pile: for a moment she has no card in play,
    hand or deck; but its draw turns the one-card discard pile into her deck and draws it back, and
    the game is checked only once that is done: it goes on, and Ada must now play the Martyr."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active")]),
                        dict(battle_line=[("Anox", "Active"), ("Vix", "Active")], hand=["Yearn"])])
    martyr = card(s, "Eager Martyr")
    after = act(s, Fight(seat=0, attackers=[martyr], targets=[card(s, "Anox")]))
    assert waits_main(after) and names(after, 0, HAND) == ["Eager Martyr"]
    assert names(after, 0, DISCARD) == [] and names(after, 0, SCORE) == ["Anox"]
    refused(after, EndStep(seat=0), "AR-play-1")
    assert options(after) == [PlayCard(seat=0, card=martyr, end=L)]


def test_bamphf_harvested_by_the_player_who_took_it_plays_the_top_of_that_players_deck():
    """AR-card-bamphf, AR-harvest-2: "play the top card of your deck": Ada controls Bo's Bamphf and
    harvests it: the top card of Ada's deck (Overcharge) is played, and Bamphf scores for Ada."""
    s = position(seats=[dict(battle_line=[dict(card="Bamphf", state="Mature", owner=1)], hand=["Vix"],
                             deck=["Overcharge", "Jater", "Tessa"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Luminate", "Roat"])])
    after = act(s, Harvest(seat=0, card=card(s, "Bamphf")))
    assert names(after, 0, SCORE) == ["Overcharge", "Bamphf"]
    assert names(after, 0, HAND) == ["Vix", "Jater", "Tessa"] and names(after, 0, DECK) == []
    assert names(after, 1, DECK) == ["Luminate", "Roat"] and after.played == 1 and waits_main(after)


# -- "multiple": more than two ------------------------------------------------------------------
def test_bear_hug_takes_three_creatures_and_team_up_combines_three():
    """AR-bearhug-2, AR-teamup-2: Roat (9, Bear Hug) hugs Vix, Roxxy and Anox (1 + 3 + 5); Vix,
    Tessa and Roxxy (1 + 2 + 3, Team-Up) beat Pinwheel (6) together."""
    s = position(seats=[dict(battle_line=[("Roat", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Vix", "Active"), ("Roxxy", "Active"), ("Anox", "Active")])])
    three = [card(s, "Vix"), card(s, "Roxxy"), card(s, "Anox")]
    hug = Fight(seat=0, attackers=[card(s, "Roat")], targets=three, skill=Skill.BEAR_HUG)
    assert hug in options(s)
    after = act(s, hug)
    assert names(after, 0, SCORE) == ["Vix", "Roxxy", "Anox"] and names(after, 0, DISCARD) == ["Roat"]
    t = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Mature"), ("Roxxy", "Active")],
                             hand=["Jater"]),
                        dict(battle_line=[("Pinwheel", "Active")])])
    team = Fight(seat=0, attackers=[card(t, "Vix"), card(t, "Tessa"), card(t, "Roxxy")],
                 targets=[card(t, "Pinwheel")], skill=Skill.TEAM_UP)
    assert team in options(t)
    refused(t, Fight(seat=0, attackers=[card(t, "Tessa"), card(t, "Roxxy")], targets=[card(t, "Pinwheel")],
                     skill=Skill.TEAM_UP), "AR-teamup-2")  # 5, not 6
    after = act(t, team)
    assert names(after, 0, SCORE) == ["Pinwheel"] and names(after, 0, DISCARD) == ["Vix", "Tessa", "Roxxy"]


# -- abilities made available by one part wait together ---------------------------------------
def test_triple_shot_two_martyrs_leave_together_and_the_active_player_orders_their_draws():
    """AR-leave-when, AR-leave-order, AR-out-of-play-together: Triple Shot's creatures leave play
    at once (one sentence), so the two Martyrs' draws wait together and Ada orders them; each
    controller draws from their own deck."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active"), ("Vix", "Active")], hand=["Triple Shot"],
                             deck=["Tessa"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Jater"])])
    mine, theirs = card(s, "Eager Martyr", 0), card(s, "Eager Martyr", 1)
    mid = act(play(s, "Triple Shot"), Choose(seat=0, card=mine), Choose(seat=0, card=theirs), Choose(seat=0))
    assert names(mid, 0, HAND) == ["Eager Martyr"] and names(mid, 1, HAND) == ["Eager Martyr"]
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-leave-order" and p.seat == 0
    assert sorted(o.card for o in p.options) == sorted([mine, theirs])
    refused(mid, Choose(seat=1, card=theirs), "AR-ability-1")
    after = act(mid, Choose(seat=0, card=theirs))
    assert names(after, 1, HAND) == ["Eager Martyr", "Jater"] and names(after, 0, HAND) == ["Eager Martyr", "Tessa"]
    assert names(after, 0, SCORE) == ["Triple Shot"] and waits_main(after)


def test_two_martyrs_of_the_same_player_leaving_together_need_no_order():
    """AR-leave-order, AR-choice-asked: Armageddon discards Ada's two Eager Martyrs together; both
    draws are Ada's from one deck, so every order is the same: none is asked, she draws two."""
    s = position(seats=[dict(battle_line=[("Eager Martyr", "Active"), ("Eager Martyr", "Active")],
                             hand=["Armageddon"], deck=["Tessa", "Roxxy", "Yearn"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Jater"])])
    after = play(s, "Armageddon")
    assert waits_main(after) and names(after, 0, HAND) == ["Tessa", "Roxxy"]
    assert names(after, 0, DISCARD) == ["Eager Martyr", "Eager Martyr"] and names(after, 1, DISCARD) == ["Anox"]


# -- "your": the controller ---------------------------------------------------------------------
def test_bejewel_taken_by_the_opponent_adds_to_the_takers_refill_not_its_owners():
    """AR-card-bejewel, AR-control-1: "During your Draw Cards step, refill your hand to 1 additional
    card": Bo controls Ada's Bejewel, so Bo refills to 4 and Ada to 3."""
    s = position(active=1, seats=[dict(battle_line=[("Vix", "Active")], deck=["Tessa", "Roxxy", "Yearn", "Anox"]),
                                  dict(battle_line=[dict(card="Bejewel", state="Active", owner=0)],
                                       deck=["Jater", "Pokets", "Greaser", "Moth", "Roat"])])
    bo = act(s, EndStep(seat=1))
    assert names(bo, 1, HAND) == ["Jater", "Pokets", "Greaser", "Moth"]
    assert bo.active == 0 and names(bo, 0, HAND) == []
    ada = act(bo, EndStep(seat=0))  # an empty hand: nothing to play
    assert names(ada, 0, HAND) == ["Tessa", "Roxxy", "Yearn"] and names(ada, 0, DECK) == ["Anox"]


def test_two_birds_sends_each_relic_to_its_owners_score_pile():
    """AR-card-two-birds: "an enemy card ... a friendly card": relics count; Bo's Hypervator goes
    to Bo's score pile, Ada's Cargo Pants to hers."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=["Cargo Pants"], hand=["Two Birds"]),
                        dict(battle_line=[("Anox", "Active")], relics=["Hypervator"])])
    mid = play(s, "Two Birds")
    assert options(mid) == [pick(mid, "Anox"), pick(mid, "Hypervator")]
    mid = act(mid, pick(mid, "Hypervator"))
    assert options(mid) == [pick(mid, "Vix"), pick(mid, "Cargo Pants")]
    after = act(mid, pick(mid, "Cargo Pants"))
    assert names(after, 1, SCORE) == ["Hypervator"] and names(after, 0, SCORE) == ["Cargo Pants", "Two Birds"]
    assert names(after, 1, RELICS) == [] and names(after, 0, RELICS) == []


def test_return_to_sender_with_no_enemy_creature_goes_straight_to_the_friendly_sentence():
    """AR-card-return-to-sender, AR-ability-2, AR-leave-when: Bo has no creature: the first
    sentence does nothing (no choice, no shuffle) and Ada chooses her two; with three she may not
    stop at one (not an 'up to')."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active"), ("Roxxy", "Active")],
                             hand=["Return to Sender"], deck=["Jater"]),
                        dict(relics=["Hypervator"], deck=["Anox"])])
    mid = play(s, "Return to Sender")
    p = GAME.pending(mid)
    assert p.rule == "AR-card-return-to-sender" and "friendly" in p.prompt
    mid = act(mid, pick(mid, "Tessa"))
    refused(mid, Choose(seat=0), "AR-card-return-to-sender")
    mid = act(mid, pick(mid, "Roxxy"))
    shuffle = GAME.pending(mid)
    assert isinstance(shuffle, Chance) and shuffle.seat == 0 and shuffle.size == 3
    after = act(mid, Dealt(kind="shuffle", outcome=[0, 1, 2]))
    assert names(after, 0, DECK) == ["Jater", "Tessa", "Roxxy"] and names(after, 0, BL) == ["Vix"]
    assert names(after, 1, DECK) == ["Anox"] and waits_main(after)


def test_lullaby_stops_every_creature_the_opponent_controls_whoever_owns_it():
    """AR-card-lullaby, AR-effect-cannot-fight: "your opponent's Creatures cannot be used to
    fight": during Bo's next turn neither his Roat nor Ada's Anox that he controls may fight; he
    may still harvest."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Lullaby"], deck=["Tessa", "Roxxy", "Yearn"]),
                        dict(battle_line=[("Roat", "Active"), dict(card="Anox", state="Mature", owner=0)],
                             hand=["Jater"], deck=["Pokets", "Greaser", "Moth"])])
    bo = act(s, PlayCard(seat=0, card=card(s, "Lullaby")), EndStep(seat=0))
    assert bo.active == 1
    assert not any(isinstance(o, Fight) for o in options(bo))
    refused(bo, Fight(seat=1, attackers=[card(s, "Anox")], targets=[card(s, "Vix")]), "AR-card-lullaby")
    refused(bo, Fight(seat=1, attackers=[card(s, "Roat")], targets=[card(s, "Vix")]), "AR-card-lullaby")
    after = act(bo, Harvest(seat=1, card=card(s, "Anox")))
    assert names(after, 1, SCORE) == ["Anox"]


def test_calm_down_leaves_an_action_deep_carl_would_play_in_the_deck():
    """AR-card-calm-down, AR-card-play-from-deck: during Bo's turn under Calm Down, his Deep Carl
    (a creature) is played, but the action at the bottom of his deck cannot be: it stays there."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Calm Down"], deck=["Tessa", "Roxxy", "Yearn"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Deep Carl"],
                             deck=["Pokets", "Greaser", "Moth", "Overcharge"])])
    bo = act(s, PlayCard(seat=0, card=card(s, "Calm Down")), EndStep(seat=0))
    after = act(bo, PlayCard(seat=1, card=card(s, "Deep Carl"), end=R))
    assert names(after, 1, BL) == ["Roat", "Deep Carl"] and names(after, 1, DECK)[-1] == "Overcharge"
    assert names(after, 1, SCORE) == [] and GAME.pending(after).rule == "AR-turn-2"
