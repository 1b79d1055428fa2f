"""The fourth rules hunt (session 18): by mutation. Each test here was written from the rules
text for a place where a small change to the engine (a mutant) went unnoticed by every test:
a declarative position (seat 0 is Ada, seat 1 Bo), a decision, then assertions on the state
and on the refusal of the illegal alternatives.

First the loose ends of hunt 17: Droven Jeb's reveal told in the story (`Game.shown_by`).
"""

from ar_helpers import (A, BL, D, DECK, DISCARD, GAME, HAND, M, RELICS, SCORE, act, card, names,
                        options, position, refused, waits_main)

from engine.games.ardent_reapers.events import Choose, Discard, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import End, Skill
from engine.protocol import Decision

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
    """AR-position-pad: a seat owning fewer cards than a deck is padded with Blanks in its own
    score pile (so `show` lists them there: they are open information, AR-score-1). Worth 0 VP
    they change no score, but Yoink ("a card of your opponent's score pile goes to yours") may
    take one like any other card of the pile."""
    s = GAME.start(GAME.genesis(["Ada", "Bo"], [], "c0ffee", None, {"seats": [
        {"battle_line": ["Vix"], "hand": ["Yoink"], "deck": ["Tessa"]},
        {"battle_line": ["Anox"], "score_pile": ["Jater"], "deck": ["Roxxy"]}]}))
    assert names(s, 1, SCORE) == ["Jater"] + ["Blank"] * 14 and GAME.view(s, 0).seats[1].stats["score"] == 1
    mid = act(s, PlayCard(seat=0, card=card(s, "Yoink")))
    assert pending_rule(mid) == "AR-card-yoink"
    assert options(mid) == [Choose(seat=0, card=c) for c in s.seats[1].score_pile]
    blank = s.seats[1].score_pile[1]
    after = act(mid, Choose(seat=0, card=blank))
    assert blank in after.seats[0].score_pile and names(after, 1, SCORE) == ["Jater"] + ["Blank"] * 13
    assert [GAME.view(after, 0).seats[seat].stats["score"] for seat in (0, 1)] == [1, 1]  # Yoink's 1 VP


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
