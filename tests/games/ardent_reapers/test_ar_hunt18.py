"""The fourth rules hunt (session 18): by mutation. Each test here was written from the rules
text for a place where a small change to the engine (a mutant) went unnoticed by every test:
a declarative position (seat 0 is Ada, seat 1 Bo), a decision, then assertions on the state
and on the refusal of the illegal alternatives.

First the loose ends of hunt 17: Droven Jeb's reveal told in the story (`Game.shown_by`).
"""

import pytest
from ar_helpers import (A, BL, D, DECK, DISCARD, GAME, HAND, M, RELICS, SCORE, act, card, names,
                        options, position, refused, waits_main)

from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import End, Skill
from engine.events import Dealt
from engine.protocol import Chance, Decision

L, R = End.LEFT, End.RIGHT


def pending_rule(state) -> str:
    p = GAME.pending(state)
    assert isinstance(p, Decision), p
    return p.rule


def fight(state, attacker, target, seat=0):
    return Fight(seat=seat, attackers=[card(state, attacker, seat)], targets=[card(state, target, 1 - seat)])


# == loose end: Droven Jeb's "Reveal your hand" is told like Pinpoint's and The Auditor's =====
def test_droven_jeb_fighting_reveals_ada_s_whole_hand_to_both_even_when_no_choice_is_asked():
    """AR-card-droven-jeb ("Bonus: Reveal your hand. Move the least powerful Creature revealed
    this way to your score pile"), AR-reveal-hand: with one least powerful creature (Vix) no
    choice is asked (AR-choice-asked), so no view ever shows Ada's hand: the fight itself tells
    both players every card of it, Anox and Pinpoint that stay in it too."""
    s = position(seats=[dict(battle_line=[("Droven Jeb", "Active")], hand=["Anox", "Vix", "Pinpoint"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Roxxy"])])
    e = fight(s, "Droven Jeb", "Pokets")
    assert GAME.shown_by(s, e) == ((0, 1), "Ada reveals their hand: Anox, Vix and Pinpoint")
    after = act(s, e)
    assert names(after, 0, SCORE) == ["Vix", "Pokets"] and names(after, 0, HAND) == ["Anox", "Pinpoint"]
    assert waits_main(after)


def test_droven_jeb_harvested_reveals_ada_s_hand_and_a_plain_harvest_reveals_nothing():
    """AR-card-droven-jeb, AR-harvest-2: harvesting a Mature Droven Jeb resolves its Bonus: too,
    so the harvest reveals Ada's hand; harvesting another card tells nothing."""
    s = position(seats=[dict(battle_line=[("Droven Jeb", "Mature"), ("Anox", "Mature")],
                             hand=["Tessa", "Yearn"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Roxxy"])])
    jeb = Harvest(seat=0, card=card(s, "Droven Jeb"))
    assert GAME.shown_by(s, jeb) == ((0, 1), "Ada reveals their hand: Tessa and Yearn")
    assert GAME.shown_by(s, Harvest(seat=0, card=card(s, "Anox"))) is None
    assert GAME.shown_by(s, fight(s, "Anox", "Pokets")) is None  # no Bonus: that reveals
    after = act(s, jeb)
    assert names(after, 0, SCORE) == ["Tessa", "Droven Jeb"] and names(after, 0, HAND) == ["Yearn"]


def test_droven_jeb_reveals_the_hand_it_holds_when_its_bonus_resolves_after_bash_s_discard():
    """AR-card-bash, timing chart Fight 3-4: Bash losing the fight makes its controller's
    opponent (Ada) discard her hand as the fight is decided, before Droven Jeb's Bonus:; so the
    hand Jeb reveals is empty, and that is what the story tells."""
    s = position(seats=[dict(battle_line=[("Droven Jeb", "Active")], hand=["Anox", "Vix"]),
                        dict(battle_line=[("Bash", "Active")], deck=["Roxxy"])])
    e = fight(s, "Droven Jeb", "Bash")
    assert GAME.shown_by(s, e) == ((0, 1), "Ada reveals an empty hand")
    after = act(s, e)
    assert names(after, 0, DISCARD) == ["Anox", "Vix", "Droven Jeb"] and names(after, 0, HAND) == []


def test_droven_jeb_with_a_tie_reveals_the_hand_and_it_stays_shown_while_the_choice_waits():
    """AR-card-droven-jeb, AR-least-most: two least powerful creatures (Vix, Jater): Ada picks
    one; the fight tells the hand, and the view shows it to Bo while her choice waits."""
    s = position(seats=[dict(battle_line=[("Droven Jeb", "Active")], hand=["Vix", "Jater", "Anox"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Roxxy"])])
    e = fight(s, "Droven Jeb", "Pokets")
    assert GAME.shown_by(s, e) == ((0, 1), "Ada reveals their hand: Vix, Jater and Anox")
    mid = act(s, e)
    assert pending_rule(mid) == "AR-card-droven-jeb"
    assert options(mid) == [Choose(seat=0, card=card(mid, "Vix")), Choose(seat=0, card=card(mid, "Jater"))]
    refused(mid, Choose(seat=0, card=card(mid, "Anox")), "AR-card-droven-jeb")
    assert [c.name for c in GAME.view(mid, 1).seats[0].zones[1].cards] == ["Vix", "Jater", "Anox"]
    after = act(mid, Choose(seat=0, card=card(mid, "Jater")))
    assert all(c.hidden for c in GAME.view(after, 1).seats[0].zones[1].cards)  # AR-reveal-hand



def test_the_auditor_played_from_the_deck_by_deep_carl_reveals_when_its_end_is_chosen():
    """AR-card-the-auditor, AR-card-deep-carl ("Play: play the bottom card of your deck"): the
    Auditor comes from Ada's deck; its Play: resolves after its end is chosen, so that decision
    tells Bo's whole hand (Deep Carl's own play does not: the end is asked first)."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Deep Carl"], deck=["Tessa", "The Auditor"]),
                        dict(battle_line=[("Tessa", "Active")], hand=["Anox", "Yearn"], deck=["Roxxy"])])
    e = PlayCard(seat=0, card=card(s, "Deep Carl"), end=L)
    assert GAME.shown_by(s, e) is None
    mid = act(s, e)
    auditor = card(mid, "The Auditor")
    assert options(mid) == [PlayCard(seat=0, card=auditor, end=L), PlayCard(seat=0, card=auditor, end=R)]
    end = PlayCard(seat=0, card=auditor, end=R)
    assert GAME.shown_by(mid, end) == ((0, 1), "Bo reveals their hand: Anox and Yearn")
    after = act(mid, end)
    assert names(after, 1, SCORE) == ["Yearn"] and names(after, 0, BL) == ["Deep Carl", "Vix", "The Auditor"]

# == loose end: the Blanks `show` lists in the score piles of a written position ===============
def test_a_written_position_s_padding_blanks_are_cards_of_the_score_pile_an_ability_can_take():
    """AR-position-pad under AR-1.7 (from AR-1.8 the padding is in no zone: test_ar_padding): a
    seat owning fewer cards than a deck is padded with Blanks in its own score pile (so `show`
    lists them there). Worth 0 VP they change no score, but Yoink ("a card of your opponent's
    score pile goes to yours") may take one like any other card of the pile."""
    game = get_game("ardent-reapers", "AR-1.7")
    s = game.start(game.genesis(["Ada", "Bo"], [], "c0ffee", None, {"seats": [
        {"battle_line": ["Vix"], "hand": ["Yoink"], "deck": ["Tessa"]},
        {"battle_line": ["Anox"], "score_pile": ["Jater"], "deck": ["Roxxy"]}]}))
    assert names(s, 1, SCORE) == ["Jater"] + ["Blank"] * 14 and game.view(s, 0).seats[1].stats["score"] == 1
    mid = act_under(game, s, PlayCard(seat=0, card=card(s, "Yoink")))
    assert game.pending(mid).rule == "AR-card-yoink"
    assert game.pending(mid).options == [Choose(seat=0, card=c) for c in s.seats[1].score_pile]
    blank = s.seats[1].score_pile[1]
    after = act_under(game, mid, Choose(seat=0, card=blank))
    assert blank in after.seats[0].score_pile and names(after, 1, SCORE) == ["Jater"] + ["Blank"] * 13
    assert [game.view(after, 0).seats[seat].stats["score"] for seat in (0, 1)] == [1, 1]  # Yoink's 1 VP


# == loose ends: a revealed hand afterwards; "choose two" answered one card at a time =========
def test_pinpoint_s_revealed_hand_is_told_once_and_hidden_again_afterwards():
    """AR-reveal-hand (named reading): Pinpoint's number reveals Bo's hand to both players (the
    story tells it); Anox, which stays in his hand, is hidden again in Ada's view afterwards,
    while the discarded Moth is open in his discard pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Pinpoint"], deck=["Tessa"]),
                        dict(battle_line=[("Tessa", "Active")], hand=["Anox", "Moth"], deck=["Roxxy"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Pinpoint")))
    number = Choose(seat=0, number=-1)
    assert GAME.shown_by(mid, number) == ((0, 1), "Bo reveals their hand: Anox and Moth")
    after = act(mid, number)
    bo = GAME.view(after, 0).seats[1]
    assert [c.hidden for c in bo.zones[1].cards] == [True]
    assert names(after, 1, DISCARD) == ["Moth"] and names(after, 1, HAND) == ["Anox"]
    rule = GAME.rules["AR-reveal-hand"]
    assert rule.assumption and "AR-reveal-hand" in GAME.rules


def test_elixir_of_speed_s_two_discards_are_two_decisions_the_first_recorded_before_the_second():
    """AR-picks-in-parts (named reading), AR-card-elixir-of-speed ("Discard 2 cards from your
    hand. If you do, move this card to your score pile"): Ada picks one card, then the other;
    the first pick is not offered again (refused by the card's rule), and once both are picked
    both go to her discard pile and the Elixir to her score pile."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], relics=[("Elixir of Speed", "Mature")],
                             hand=["Jater", "Anox", "Roxxy"], deck=["Tessa"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Roxxy"])])
    mid = act(s, Harvest(seat=0, card=card(s, "Elixir of Speed")))
    assert pending_rule(mid) == "AR-card-elixir-of-speed"
    jater, anox, roxxy = (card(s, n, 0, HAND) for n in ("Jater", "Anox", "Roxxy"))
    assert options(mid) == [Choose(seat=0, card=c) for c in (jater, anox, roxxy)]
    mid = act(mid, Choose(seat=0, card=anox))
    assert options(mid) == [Choose(seat=0, card=c) for c in (jater, roxxy)]
    refused(mid, Choose(seat=0, card=anox), "AR-card-elixir-of-speed")
    after = act(mid, Choose(seat=0, card=roxxy))
    assert names(after, 0, DISCARD) == ["Anox", "Roxxy"] and names(after, 0, SCORE) == ["Elixir of Speed"]
    assert GAME.rules["AR-picks-in-parts"].assumption


# == mutants that survived: the tests that now notice them ====================================
def test_bear_hug_against_a_resilient_x_equal_to_its_power_can_win_so_it_is_offered_and_taken():
    """AR-bearhug-3 ("cannot be used to fight a set of Creatures where it cannot win"), AR-fight-2
    ("greater than or equal ... wins"), AR-resilient-1: Vile Bear (6) hugs Bulwark (2, Resilient 6)
    and Pokets (4): the sum is 6 and 6 equals Resilient 6, so Vile Bear wins: the fight is
    listed and accepted. Brother Bear (5) against the same Resilient 6 cannot win: refused."""
    s = position(seats=[dict(battle_line=[("Vile Bear", "Active"), ("Brother Bear", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Bulwark", "Active"), ("Pokets", "Active"), ("Roxxy", "Active")],
                             deck=["Jater"])])
    bulwark, pokets, roxxy = card(s, "Bulwark"), card(s, "Pokets"), card(s, "Roxxy")
    hug = Fight(seat=0, attackers=[card(s, "Vile Bear")], targets=[bulwark, pokets], skill=Skill.BEAR_HUG)
    bad = Fight(seat=0, attackers=[card(s, "Brother Bear")], targets=[bulwark, roxxy], skill=Skill.BEAR_HUG)
    hugs = [o for o in options(s) if isinstance(o, Fight) and o.skill is Skill.BEAR_HUG]
    assert hugs == [hug]
    refused(s, bad, "AR-bearhug-3")
    after = act(s, hug)
    assert names(after, 0, SCORE) == ["Bulwark", "Pokets"] and names(after, 0, DISCARD) == ["Vile Bear"]
    assert names(after, 1, BL) == ["Roxxy"] and waits_main(after)


def test_a_fighter_with_a_bonus_against_two_resilient_instances_is_compared_to_the_higher():
    """AR-resilient-2 ("the higher of the two X values applies"), AR-fight-3: Payday (6, Bonus:
    draw a card) fights Thick Hide (4, Resilient 5 and Resilient 7): 6 is compared to 7 and
    loses; its Bonus: still resolves (Ada draws Jater), then Payday goes to Bo's score pile."""
    s = position(seats=[dict(battle_line=[("Payday", "Active")], hand=["Vix"], deck=["Jater", "Roxxy"]),
                        dict(battle_line=[("Thick Hide", "Active"), ("Anox", "Active")], deck=["Tessa"])])
    after = act(s, fight(s, "Payday", "Thick Hide"))
    assert names(after, 1, SCORE) == ["Payday"] and names(after, 1, DISCARD) == ["Thick Hide"]
    assert names(after, 0, HAND) == ["Vix", "Jater"] and names(after, 0, SCORE) == []


def test_a_sneak_fight_of_a_creature_with_a_bonus_compares_the_sneak_value_not_its_power():
    """AR-sneak-1 ("compare the X value of Sneak ... instead of the power"), AR-card-fog-machine:
    Tiny the Tosser (4, Bonus:) with Fog Machine's Sneak 5 fights Anox (5) using Sneak 5: 5 beats
    5, Tiny wins (its Bonus: gives Bo the Yoink of Ada's score pile, her most valuable card). The
    same fight by power, 4 against 5, loses."""
    s = position(seats=[dict(battle_line=[("Tiny the Tosser", "Active")], relics=[("Fog Machine", "Active")],
                             hand=["Vix"], score_pile=["Yoink"]),
                        dict(battle_line=[("Anox", "Active")], deck=["Tessa"])])
    tiny, anox = card(s, "Tiny the Tosser"), card(s, "Anox")
    sneak = Fight(seat=0, attackers=[tiny], targets=[anox], skill=Skill.SNEAK, sneak=5)
    assert sneak in options(s)
    refused(s, Fight(seat=0, attackers=[tiny], targets=[anox], skill=Skill.SNEAK, sneak=4), "AR-sneak-3")
    won = act(s, sneak)
    assert names(won, 0, SCORE) == ["Anox"] and names(won, 0, DISCARD) == ["Tiny the Tosser"]
    assert names(won, 1, SCORE) == ["Yoink"]
    lost = act(s, Fight(seat=0, attackers=[tiny], targets=[anox]))
    assert names(lost, 1, SCORE) == ["Yoink", "Tiny the Tosser"] and names(lost, 1, DISCARD) == ["Anox"]


def test_a_team_up_fighter_moved_out_of_play_by_a_teammates_bonus_is_not_offered_in_the_order():
    """AR-bonus-2 ("any Bonus: abilities on the moved card do not resolve"), AR-bonus-1,
    AR-teamup-3, AR-card-bigfoot-carl: with The Buddy System, Bigfoot Carl (6), Proud Mama (3) and
    Budge (1) team up against Gynormica (10). Ada resolves Bigfoot Carl's Bonus: first: it moves
    every creature of power 3 or less to its owner's discard pile, Proud Mama and Budge among
    them: their Bonus: abilities no longer resolve, so no further order is asked."""
    s = position(seats=[dict(battle_line=[("Bigfoot Carl", "Active"), ("Proud Mama", "Active"), ("Budge", "Active")],
                             relics=[("The Buddy System", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Gynormica", "Active"), ("Roxxy", "Active")], deck=["Tessa"])])
    team = [card(s, n) for n in ("Bigfoot Carl", "Proud Mama", "Budge")]
    mid = act(s, Fight(seat=0, attackers=team, targets=[card(s, "Gynormica")], skill=Skill.TEAM_UP))
    assert pending_rule(mid) == "AR-bonus-1"
    assert options(mid) == [Choose(seat=0, card=c) for c in team]
    after = act(mid, Choose(seat=0, card=team[0]))
    assert waits_main(after)
    assert names(after, 0, DISCARD) == ["Proud Mama", "Budge", "Bigfoot Carl"]
    assert names(after, 0, SCORE) == ["Gynormica"] and names(after, 1, DISCARD) == ["Roxxy"]


def test_calm_down_s_effect_ends_with_the_opponents_next_turn_and_is_gone_from_the_position():
    """AR-card-calm-down ("during your opponent's next turn"): Ada plays Calm Down on her turn;
    Bo cannot play his action during his next turn (refused with the card's rule); when that
    turn ends the effect is over: it is no longer in the position or the notes, and on his
    turn after it Bo plays the action."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Calm Down", "Jater"], deck=["Roxxy", "Tessa", "Yearn"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Yoink", "Pokets"], deck=["Jater", "Roxxy", "Tessa"])])
    turn = s.turn
    bo_turn = act(s, PlayCard(seat=0, card=card(s, "Calm Down")), EndStep(seat=0))
    assert bo_turn.active == 1 and [e.rule for e in bo_turn.effects] == ["AR-card-calm-down"]
    refused(bo_turn, PlayCard(seat=1, card=card(bo_turn, "Yoink")), "AR-card-calm-down")
    ada_again = act(bo_turn, PlayCard(seat=1, card=card(bo_turn, "Pokets"), end=R), EndStep(seat=1))
    assert ada_again.active == 0 and ada_again.turn == turn + 2
    assert ada_again.effects == [] and GAME.view(ada_again, None).notes == []
    assert GAME.position(ada_again).get("effects", []) == []


def test_at_a_table_the_set_up_puts_the_cards_turned_over_before_a_creature_in_the_discard_pile():
    """AR-setup-2 ("Relics and Actions discarded during this step will remain in the discard
    pile"), table luck: the table shows Nothing to See, then Vix, then Tessa on top of Ann's
    deck: Vix and Tessa go into play Active, Nothing to See stays in her discard pile (not back
    in the deck), and the table is then asked for Bo's top card."""
    import msgspec

    from engine.events import Dealt
    from engine.fold import Fold
    from engine.protocol import Chance
    from tests.tablescript import sample_start

    fold = Fold(GAME, msgspec.structs.replace(sample_start(GAME, ["Ann", "Bo"])[1], luck="table"))
    shown = []
    for name in ("Nothing to See", "Vix", "Tessa"):
        asked = GAME.pending(fold.state)
        assert isinstance(asked, Chance) and asked.why == "the top card of Ann's deck"
        i = asked.labels.index(name)
        shown.append(asked.items[i])
        fold.apply(Dealt(kind="card", outcome=i))
    ann = fold.state.seats[0]
    assert ann.discard == [shown[0]] and shown[0] not in ann.deck
    assert ann.battle_line == shown[1:] and [fold.state.card_state[c] for c in shown[1:]] == [A, A]
    assert GAME.pending(fold.state).why == "the top card of Bo's deck"


def test_neds_ladder_only_the_first_creature_enters_active_also_while_a_lasting_effect_holds():
    """AR-card-neds-ladder ("the first creature each player plays each turn"), AR-play-dormant:
    Bo's Lullaby keeps Ada's creatures from fighting this turn (a lasting effect); with Ned's
    Ladder in play her first creature, Vix, enters Active, her second, Jater, Dormant."""
    s = position(seats=[dict(battle_line=[("Anox", "Active")], relics=[("Ned's Ladder", "Active")],
                             hand=["Vix", "Jater"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Roxxy"])],
                 effects=[{"kind": "creatures cannot be used to fight", "seat": 0, "rule": "AR-card-lullaby"}])
    vix, jater = card(s, "Vix"), card(s, "Jater")
    after = act(s, PlayCard(seat=0, card=vix, end=R), PlayCard(seat=0, card=jater, end=R))
    assert names(after, 0, BL) == ["Anox", "Vix", "Jater"]
    assert [after.card_state[c] for c in (vix, jater)] == [A, D]
    refused(after, fight(after, "Anox", "Pokets"), "AR-card-lullaby")


def test_adult_swim_takes_only_a_card_worth_1_vp_not_one_worth_less():
    """AR-card-adult-swim ("If your opponent controls a card worth 1 VP, move it to your score
    pile"): Bo controls Moth (-1 VP), Vile Bear (-2 VP), Pokets (1 VP) and Roat (2 VP): only
    Pokets is worth 1 VP; the cards worth less are refused with the card's rule."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Adult Swim"]),
                        dict(battle_line=[("Moth", "Active"), ("Vile Bear", "Active"), ("Pokets", "Active"),
                                          ("Roat", "Active")], deck=["Jater"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Adult Swim")))
    assert pending_rule(mid) == "AR-card-adult-swim"
    assert options(mid) == [Choose(seat=0, card=card(s, "Pokets"))]
    for name in ("Moth", "Vile Bear", "Roat"):
        refused(mid, Choose(seat=0, card=card(s, name)), "AR-card-adult-swim")
    after = act(mid, Choose(seat=0, card=card(s, "Pokets")))
    assert names(after, 0, SCORE) == ["Pokets", "Adult Swim"]


def test_gentle_nudge_shuffles_a_discard_pile_of_two_cards():
    """AR-card-gentle-nudge ("Shuffle your discard pile and place it on top of your deck"): two
    cards are shuffled (a chance of two), only they, then they lie on top of the deck."""
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Gentle Nudge"], discard=["Jater", "Roat"],
                             deck=["Tessa"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    mid = act(s, PlayCard(seat=0, card=card(s, "Gentle Nudge")))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.shuffle and p.size == 2 and p.seat == 0
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, DECK) == ["Roat", "Jater", "Tessa"] and names(after, 0, DISCARD) == []


# -- every rules version from the one that brought a rule keeps it (the version gates) -------------
from engine.registry import get_game  # noqa: E402
from ar_helpers import act_under  # noqa: E402

LATER = ("AR-1.5", "AR-1.6", "AR-1.7", "AR-1.8")


@pytest.mark.parametrize("version", ("AR-1.4",) + LATER)
def test_the_same_cards_bonus_abilities_are_ordered_by_a_choice_only_before_ar_1_5(version):
    """AR-bonus-1, AR-choice-asked (from AR-1.5): two Tiny the Tossers team up; from AR-1.5 on
    no order is asked (every order comes to the same position); AR-1.4 asked it."""
    from test_ar_hunt import _two_tinys
    game = get_game("ardent-reapers", version)
    s, two = _two_tinys()
    after = act_under(game, s, two)
    p = game.pending(after)
    assert p.rule == ("AR-bonus-1" if version == "AR-1.4" else "AR-turn-2")


@pytest.mark.parametrize("version", ("AR-1.5", "AR-1.6", "AR-1.7", "AR-1.8"))
def test_a_team_up_named_out_of_line_order_folds_in_line_order_from_ar_1_6(version):
    """AR-fight-order (from AR-1.6): Vix, Payday and Tessa team up against Roat, named Tessa, Vix,
    Payday: from AR-1.6 on they reach the discard pile in battle line order, as the listed
    fight; AR-1.5 folded the named order."""
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Payday", "Active"), ("Tessa", "Active")],
                             relics=["The Buddy System"], hand=["Jater"], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active"), ("Roat", "Active"), ("Anox", "Active")],
                             deck=["Yearn"])])
    vix, payday, tessa = card(s, "Vix"), card(s, "Payday"), card(s, "Tessa")
    named = Fight(seat=0, attackers=[tessa, vix, payday], targets=[card(s, "Roat")], skill=Skill.TEAM_UP)
    after = act_under(get_game("ardent-reapers", version), s, named)
    expected = ["Tessa", "Vix", "Payday"] if version == "AR-1.5" else ["Vix", "Payday", "Tessa"]
    assert names(after, 0, DISCARD) == expected and names(after, 0, SCORE) == ["Roat"]


@pytest.mark.parametrize("version", ("AR-1.5", "AR-1.6", "AR-1.7", "AR-1.8"))
def test_a_harvested_card_given_away_by_its_bonus_scores_for_the_harvester_from_ar_1_6(version):
    """AR-harvest-control (from AR-1.6): Bamphf's Bonus: plays This is Yours from Ada's deck and
    she gives Bamphf itself to Bo; from AR-1.6 on it still goes to Ada's score pile ("place the
    Creature or Relic in your score pile"); AR-1.5 scored it for Bo."""
    s = position(seats=[dict(battle_line=[("Bamphf", "Mature"), ("Vix", "Active")], hand=["Jater"],
                             deck=["This is Yours", "Roxxy"]),
                        dict(battle_line=[("Tessa", "Active")], deck=["Anox"])])
    bamphf = card(s, "Bamphf")
    after = act_under(get_game("ardent-reapers", version), s, Harvest(seat=0, card=bamphf),
                      Choose(seat=0, card=bamphf), Choose(seat=0, mode=0))
    scorer = 1 if version == "AR-1.5" else 0
    assert bamphf in after.seats[scorer].score_pile and bamphf not in after.seats[1 - scorer].score_pile


@pytest.mark.parametrize("version", ("AR-1.2", "AR-1.3", "AR-1.7", "AR-1.8"))
def test_a_match_over_at_a_turns_end_ends_the_turns_count_of_creatures_played_from_ar_1_3(version):
    """AR-choice-asked / AR-end-turn-limit (from AR-1.3 both counts of the turn end with it): the
    turn limit ends the match at the end of Ada's turn, after she played Jater; from AR-1.3 the
    final position counts no creature played; AR-1.2 kept the turn's count."""
    s = position(turn=6, max_turns=6, seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"], deck=["Roxxy"] * 3),
                                             dict(battle_line=[("Pokets", "Active")], deck=["Anox"] * 3)])
    after = act_under(get_game("ardent-reapers", version), s,
                      PlayCard(seat=0, card=card(s, "Jater"), end=R), EndStep(seat=0))
    assert after.result is not None and after.result.rule == "AR-end-turn-limit"
    assert (after.creatures_played, after.played) == ((1, 0) if version == "AR-1.2" else (0, 0))


@pytest.mark.parametrize("version", ("AR-1.2", "AR-1.3", "AR-1.7", "AR-1.8"))
def test_a_creature_onto_an_empty_battle_line_is_one_option_from_ar_1_3(version):
    """AR-choice-asked, AR-play-battle-line-end (from AR-1.3): Ada's battle line is empty, so both
    ends are the same place: Jater is listed once (the left end); AR-1.2 listed both ends."""
    s = position(seats=[dict(relics=[("Hypervator", "Active")], hand=["Jater"], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    game = get_game("ardent-reapers", version)
    state = game.versioned(game.clone(s))
    jater = card(s, "Jater")
    plays = [o for o in game.pending(state).options if isinstance(o, PlayCard)]
    both = [PlayCard(seat=0, card=jater, end=L), PlayCard(seat=0, card=jater, end=R)]
    assert plays == (both if version == "AR-1.2" else both[:1])


@pytest.mark.parametrize("version", ("AR-1.3", "AR-1.4", "AR-1.7", "AR-1.8"))
def test_a_player_controlling_only_the_opponents_cards_is_out_from_ar_1_4(version):
    """AR-end-area, AR-end-1 (from AR-1.4: "all of the cards they own are in a score pile or in
    the opponent's area"): Bo controls Ada's Anox and owns only Pokets outside his score pile;
    Renegade defeats Pokets: from AR-1.4 Bo owns no card left in play, hand, deck or discard pile and
    the game is over; AR-1.3 kept him in by the Anox he controls."""
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Jater"], deck=["Roxxy"]),
                        dict(battle_line=[{"card": "Anox", "owner": 0}, ("Pokets", "Active")],
                             score_pile=["Tessa"])])
    game = get_game("ardent-reapers", version)
    after = act_under(game, s, PlayCard(seat=0, card=card(s, "Jater"), end=R),
                      Fight(seat=0, attackers=[card(s, "Renegade")], targets=[card(s, "Pokets")]))
    if version == "AR-1.3":
        assert after.result is None and game.pending(after).rule == "AR-turn-2"
    else:
        assert after.result is not None and after.result.rule in ("AR-end-2", "AR-end-tie")
        assert "Bo has no cards of their own left outside score piles and the opponent's area" in after.result.reason


@pytest.mark.parametrize("version", ("AR-1.4", "AR-1.5", "AR-1.7", "AR-1.8"))
def test_eager_martyr_shuffled_home_draws_after_the_shuffle_from_ar_1_5(version):
    """AR-leave-shuffled (from AR-1.5), AR-card-return-to-sender, AR-card-eager-martyr: Return to
    Sender shuffles Bo's Eager Martyr into his deck (Jater): from AR-1.5 the deck is shuffled
    first (a chance of two) and the Martyr draws after; AR-1.4 drew Jater before the shuffle."""
    s = position(seats=[dict(relics=[("Hypervator", "Active")], hand=["Return to Sender"], deck=["Tessa"]),
                        dict(battle_line=[("Eager Martyr", "Active")], deck=["Jater"])])
    game = get_game("ardent-reapers", version)
    after = act_under(game, s, PlayCard(seat=0, card=card(s, "Return to Sender")),
                      Choose(seat=0, card=card(s, "Eager Martyr")))
    p = game.pending(after)
    if version == "AR-1.4":
        assert names(after, 1, HAND) == ["Jater"] and names(after, 1, DECK) == ["Eager Martyr"]
    else:
        assert isinstance(p, Chance) and p.seat == 1 and p.size == 2 and names(after, 1, HAND) == []


@pytest.mark.parametrize("version", ("AR-1.2", "AR-1.3", "AR-1.5", "AR-1.6", "AR-1.7", "AR-1.8"))
def test_the_listed_option_a_decision_stands_for_follows_each_versions_rules(version):
    """AR-choice-asked (from AR-1.3 a creature onto an empty battle line is one option, its left
    end; the right end is the same play) and AR-fight-order (from AR-1.6 a fight naming its
    creatures out of battle line order is the listed fight): `legal_options.as_listed`, which matches
    a decision to the option it stands for, version by version."""
    from engine.games.ardent_reapers import legal_options

    game = get_game("ardent-reapers", version)
    s = position(seats=[dict(relics=[("The Buddy System", "Active")], hand=["Jater"], deck=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], deck=["Anox"])])
    state = game.versioned(game.clone(s))
    right = PlayCard(seat=0, card=card(s, "Jater"), end=R)
    assert legal_options.as_listed(state, right).end is (R if version == "AR-1.2" else L)
    t = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")], relics=["The Buddy System"],
                             hand=["Jater"]),
                        dict(battle_line=[("Roxxy", "Active")], deck=["Yearn"])])
    vix, tessa = card(t, "Vix"), card(t, "Tessa")
    named = Fight(seat=0, attackers=[tessa, vix], targets=[card(t, "Roxxy")], skill=Skill.TEAM_UP)
    listed = legal_options.as_listed(game.versioned(game.clone(t)), named)
    in_order = version in ("AR-1.6", "AR-1.7", "AR-1.8")
    assert listed.attackers == ([vix, tessa] if in_order else [tessa, vix])
