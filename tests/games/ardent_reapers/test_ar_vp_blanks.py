"""A written position's score pile worth N VP without naming its cards (AR-position-pad): Blanks
worth VP (set BV, "Blank worth 2 VP": an action with no ability), named like any card. The rules
count only cards' VP (AR-end-2) and treat score pile cards one by one (Yoink, A Little Off the
Top's most valuable card), so the VP stays on cards, each worth what a card of the sets can be
worth (-2 to 4); they are cards of the zone that lists them, as a count's Blanks are."""

from __future__ import annotations

import pytest
from ar_helpers import DISCARD, GAME, SCORE, act, card, names, options, refused, waits_main

from engine.games.ardent_reapers import cards, zones
from engine.games.ardent_reapers.events import Choose, PlayCard
from engine.protocol import InvalidSetup, Over
from engine.registry import get_game


def start(position: dict, game=GAME, decks=()):
    """A match started from a written position, as `new --position` starts it (padded)."""
    return game.start(game.genesis(["Ada", "Bo"], list(decks), "c0ffee", None, position))


def test_there_is_a_vp_blank_for_each_vp_a_card_of_the_sets_is_worth_but_0():
    real = {c.vp for c in cards.OMEGA_CODEX + cards.RULES_DOCUMENT}
    assert sorted(c.vp for c in cards.VP_BLANKS) == sorted(real - {0}) == [-2, -1, 1, 2, 3, 4]
    for c in cards.VP_BLANKS:
        assert c.name == f"Blank worth {c.vp} VP" and c.type is cards.CardType.ACTION
        assert not c.ability and c.power is None and c.keywords == ()


def test_a_score_pile_worth_7_vp_unnamed_decides_the_end_as_written():
    """AR-end-1, AR-end-2: Bo has nothing left in play, hand, deck or discard, so the match is
    over at the start; Ada's two Blanks (4 + 3 VP) beat Bo's Jater and a Blank worth -1 VP."""
    s = start({"seats": [{"battle_line": ["Vix"], "score_pile": ["Blank worth 4 VP", "blank worth 3 vp"]},
                         {"score_pile": ["Jater", "Blank worth -1 VP"]}]})
    jater = cards.facts(cards.resolve("Jater")).vp
    assert names(s, 0, SCORE) == ["Blank worth 4 VP", "Blank worth 3 VP"]
    assert zones.score(s, 0) == 7 and zones.score(s, 1) == jater - 1
    over = GAME.pending(s)
    assert isinstance(over, Over) and over.scores == [7, jater - 1] and over.winner == 0
    assert GAME.view(s, 1).seats[0].stats["score"] == 7  # a score pile is open information


def test_the_genesis_pins_the_vp_blank_set_only_when_a_position_uses_it():
    with_them = GAME.genesis(["Ada", "Bo"], [], "c0ffee", None,
                             {"seats": [{"battle_line": ["Vix"], "score_pile": ["Blank worth 2 VP"]},
                                        {"battle_line": ["Anox"]}]})
    without = GAME.genesis(["Ada", "Bo"], [], "c0ffee", None,
                           {"seats": [{"battle_line": ["Vix"], "score_pile": 1}, {"battle_line": ["Anox"]}]})
    assert [r.id for r in with_them.card_sets] == ["OC", "BL", "BV"]
    assert with_them.card_sets[-1].sha256 == cards.VP_BLANK_SET.sha256
    assert [r.id for r in without.card_sets] == ["OC", "BL"]
    assert [s.id for s in GAME.card_sets()] == ["OC", "RD", "BL", "BV"]


def test_yoink_takes_a_vp_blank_like_any_card_of_the_score_pile_with_its_vp():
    """AR-card-yoink ("a card of your opponent's score pile goes to yours"): Bo's pile is two
    Blanks worth 2 and 3 VP; Ada may take either, and takes its VP with it. A card of her own
    pile is no option (refused with Yoink's rule)."""
    s = start({"seats": [{"battle_line": ["Vix"], "hand": ["Yoink"], "deck": ["Tessa"],
                          "score_pile": ["Blank worth 1 VP"]},
                         {"battle_line": ["Anox"], "score_pile": ["Blank worth 2 VP", "Blank worth 3 VP"],
                          "deck": ["Roxxy"]}]})
    two, three = s.seats[1].score_pile
    mid = act(s, PlayCard(seat=0, card=card(s, "Yoink")))
    assert GAME.pending(mid).rule == "AR-card-yoink"
    assert options(mid) == [Choose(seat=0, card=two), Choose(seat=0, card=three)]
    refused(mid, Choose(seat=0, card=s.seats[0].score_pile[0]), "AR-card-yoink")
    after = act(mid, Choose(seat=0, card=three))
    assert names(after, 0, SCORE) == ["Blank worth 1 VP", "Blank worth 3 VP", "Yoink"]
    assert names(after, 1, SCORE) == ["Blank worth 2 VP"]
    assert zones.score(after, 0) == 1 + 3 + cards.facts(cards.resolve("Yoink")).vp
    assert zones.score(after, 1) == 2


def test_a_little_off_the_top_finds_the_most_valuable_card_among_vp_blanks():
    """AR-card-a-little-off-the-top (the most valuable card of each score pile to its owner's
    discard pile): in Bo's pile the Blank worth 4 VP beats Jater, with no tie to ask about."""
    s = start({"seats": [{"battle_line": ["Vix"], "hand": ["A Little Off the Top"], "deck": ["Tessa"],
                          "score_pile": ["Blank worth -2 VP", "Blank worth -1 VP"]},
                         {"battle_line": ["Anox"], "score_pile": ["Jater", "Blank worth 4 VP"],
                          "deck": ["Roxxy"]}]})
    after = act(s, PlayCard(seat=0, card=card(s, "A Little Off the Top")))
    assert waits_main(after)
    assert names(after, 1, DISCARD) == ["Blank worth 4 VP"] and names(after, 1, SCORE) == ["Jater"]
    assert names(after, 0, DISCARD) == ["Blank worth -1 VP"]
    assert names(after, 0, SCORE) == ["Blank worth -2 VP", "A Little Off the Top"]


@pytest.mark.parametrize("deck_card", ["Blank worth 2 VP", "BV-006", "Blank"])
def test_no_blank_of_any_vp_is_a_card_of_a_deck_to_play(deck_card):
    """AR-position-pad: Blanks stand only in a written position; `new --deck` refuses them, and
    neither `cards` nor a simulation's decks offer them."""
    with pytest.raises(InvalidSetup, match=r"Ada's deck lists a Blank: .*\(AR-position-pad\)"):
        GAME.genesis(["Ada", "Bo"], [["Vix"] * 16 + [deck_card], ["Vix"] * 17], "c0ffee")
    listed = {c.id for c in GAME.cards()}
    assert not listed & cards.BLANK_IDS
    assert all(not set(d) & cards.BLANK_IDS for d in GAME.simulation_decks(b"\x02" * 32))


def test_a_vp_no_card_of_the_sets_is_worth_is_refused_by_name():
    with pytest.raises(InvalidSetup, match="unknown card 'Blank worth 5 VP' in seat 0's score pile"):
        start({"seats": [{"battle_line": ["Vix"], "score_pile": ["Blank worth 5 VP"]}, {"battle_line": ["Anox"]}]})
    with pytest.raises(InvalidSetup, match="unknown card 'Blank worth 0 VP' in seat 1's score pile"):
        start({"seats": [{"battle_line": ["Vix"]}, {"battle_line": ["Anox"], "score_pile": ["Blank worth 0 VP"]}]})


def test_a_position_with_vp_blanks_lists_them_in_its_decks_and_exports_to_the_same_digest():
    """The genesis `decks` list every card a seat owns, Blanks included; a position given with
    those decks starts the same match, and `to_position` exports it to the same digest."""
    pos = {"seats": [{"battle_line": ["Vix"], "score_pile": ["Blank worth 2 VP", {"card": "Blank worth 3 VP",
                                                                                    "owner": 1}]},
                     {"battle_line": ["Anox"]}]}
    g = GAME.genesis(["Ada", "Bo"], [], "c0ffee", None, pos)
    assert g.decks[0].count("BV-004") == 1 and g.decks[1].count("BV-005") == 1
    again = start(pos, decks=[list(d) for d in g.decks])
    s = GAME.start(g)
    assert GAME.digest(again) == GAME.digest(s)
    exported = GAME.position(s)
    assert GAME.digest(start(exported)) == GAME.digest(s)


def test_under_an_older_rules_version_vp_blanks_are_read_alike():
    """Positions are no folds of recorded matches: AR-1.7 reads the same written pile (its
    padding, of 0 VP, goes to the score pile as that version did)."""
    ar17 = get_game("ardent-reapers", "AR-1.7")
    s = start({"seats": [{"battle_line": ["Vix"], "score_pile": ["Blank worth 2 VP"]}, {"battle_line": ["Anox"]}]},
              game=ar17)
    assert names(s, 0, SCORE)[0] == "Blank worth 2 VP" and zones.score(s, 0) == 2
