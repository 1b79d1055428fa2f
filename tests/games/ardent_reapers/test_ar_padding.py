"""AR-position-pad from AR-1.8: the Blanks that pad a written position are in no zone.

A seat of a written position owns a whole deck (option deck_size, 17) whether or not the
position lists every card: the cards it does not list are padding. They stand for real cards
whose identity (VP, type, name) the position did not record, so no ability can take, move or
count them: every score pile ability needs a card's VP (Yoink's and Stink Bomb's scores, A
Little Off the Top's "most valuable"), and one that brings it back to a hand, a deck or a
discard pile (Not Yet, Taco, Tede Scrapper) needs all of it. From AR-1.8 the padding is in no
zone (so `show` lists it nowhere); AR-1.7 and older put it in the seat's score pile, where
abilities could take it (kept so matches recorded under them fold as they were recorded).
Blanks the position writes itself (`"score_pile": 2`) are cards of that zone, as written.
"""

import pytest
from ar_helpers import BL, DISCARD, GAME, HAND, SCORE, act, card, names, options, refused, waits_main

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.events import Choose, PlayCard
from engine.games.ardent_reapers.state import Zone
from engine.protocol import Decision
from engine.registry import get_game

AR17 = get_game("ardent-reapers", "AR-1.7")


def start(position: dict, game=GAME):
    """A match started from a written position, as `new --position` starts it (padded)."""
    return game.start(game.genesis(["Ada", "Bo"], [], "c0ffee", None, position))


def yoink_position(bo_score_pile) -> dict:
    return {"seats": [{"battle_line": ["Vix"], "hand": ["Yoink"], "deck": ["Tessa"]},
                      {"battle_line": ["Anox"], "score_pile": bo_score_pile, "deck": ["Roxxy"]}]}


def in_no_zone(state) -> list[int]:
    placed = {c for ss in state.seats for z in Zone for c in ss.zone(z)}
    return [c for c in range(len(state.cards)) if c not in placed and c not in state.resolving]


def score(state, seat: int) -> int:
    return GAME.view(state, 0).seats[seat].stats["score"]


def test_the_padding_is_owned_but_in_no_zone_and_yoink_offers_only_the_written_card():
    """AR-card-yoink ("move a card from your opponent's score pile to your score pile"): Bo's
    score pile is Jater, as written; his 14 padding Blanks are his (a whole deck) but in no
    pile, so Yoink offers Jater only and refuses a Blank of the padding with its rule."""
    s = start(yoink_position(["Jater"]))
    assert names(s, 1, SCORE) == ["Jater"] and names(s, 0, SCORE) == []
    pad = in_no_zone(s)
    assert len(pad) == 14 + 14 and {cards.facts(s.cards[c]).name for c in pad} == {"Blank"}
    assert sorted(s.owner[c] for c in pad) == [0] * 14 + [1] * 14
    assert [sum(1 for o in s.owner if o == seat) for seat in (0, 1)] == [17, 17]
    mid = act(s, PlayCard(seat=0, card=card(s, "Yoink")))
    jater = card(s, "Jater")
    assert GAME.pending(mid).rule == "AR-card-yoink"
    assert options(mid) == [Choose(seat=0, card=jater)]
    bos_pad = next(c for c in pad if s.owner[c] == 1)
    refused(mid, Choose(seat=0, card=bos_pad), "AR-card-yoink")
    after = act(mid, Choose(seat=0, card=jater))
    assert names(after, 0, SCORE) == ["Jater", "Yoink"] and names(after, 1, SCORE) == []
    assert in_no_zone(after) == pad


def test_yoink_with_only_padding_behind_the_opponent_resolves_as_much_as_it_can():
    """AR-ability-2: Bo's written score pile is empty, so Yoink has no card to take (the padding
    is no card of it): no choice is asked, Yoink goes to Ada's score pile."""
    s = start(yoink_position([]))
    after = act(s, PlayCard(seat=0, card=card(s, "Yoink")))
    assert waits_main(after)
    assert names(after, 0, SCORE) == ["Yoink"] and names(after, 1, SCORE) == []


def test_written_blanks_are_cards_of_the_score_pile_that_yoink_can_take():
    """A count the position writes (`"score_pile": 2`) is two Blanks in that pile, as written:
    Yoink may take either of them (0 VP each), never one of the padding."""
    s = start(yoink_position(2))
    written = list(s.seats[1].score_pile)
    assert names(s, 1, SCORE) == ["Blank", "Blank"] and len(in_no_zone(s)) == 14 + 13
    mid = act(s, PlayCard(seat=0, card=card(s, "Yoink")))
    assert options(mid) == [Choose(seat=0, card=c) for c in written]
    refused(mid, Choose(seat=0, card=next(c for c in in_no_zone(s) if s.owner[c] == 1)), "AR-card-yoink")
    after = act(mid, Choose(seat=0, card=written[0]))
    assert names(after, 0, SCORE) == ["Blank", "Yoink"] and names(after, 1, SCORE) == ["Blank"]


def test_a_little_off_the_top_moves_the_written_most_valuable_card_not_a_padding_blank():
    """AR-card-a-little-off-the-top ("the most valuable card from each score pile to its owner's
    discard pile"): Bo's score pile is Moth (-1 VP), the most valuable card of it; a 0 VP Blank
    of the padding would have beaten it (as under AR-1.7, below). Moth goes to Bo's discard pile
    at once (no tie, no choice), Ada's Jater to hers."""
    pos = {"seats": [{"battle_line": ["Vix"], "hand": ["A Little Off the Top"], "deck": ["Tessa"],
                      "score_pile": ["Jater"]},
                     {"battle_line": ["Anox"], "score_pile": ["Moth"], "deck": ["Roxxy"]}]}
    s = start(pos)
    after = act(s, PlayCard(seat=0, card=card(s, "A Little Off the Top")))
    assert waits_main(after)
    assert names(after, 1, DISCARD) == ["Moth"] and names(after, 1, SCORE) == []
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 0, SCORE) == ["A Little Off the Top"]
    assert score(after, 1) == 0


def test_not_yet_cannot_bring_a_padding_blank_into_a_hand():
    """AR-card-not-yet ("move a card from your opponent's score pile to its owner's hand"): with
    Jater the only card of Bo's score pile, Not Yet offers it alone; a Blank of the padding, whose
    identity nobody recorded, never reaches Bo's hand (it would be a card he could play)."""
    pos = {"seats": [{"battle_line": ["Vix"], "hand": ["Not Yet"], "deck": ["Tessa"]},
                     {"battle_line": ["Anox"], "score_pile": ["Jater"], "deck": ["Roxxy"]}]}
    s = start(pos)
    mid = act(s, PlayCard(seat=0, card=card(s, "Not Yet")))
    assert options(mid) == [Choose(seat=0, card=card(s, "Jater"))]
    refused(mid, Choose(seat=0, card=next(c for c in in_no_zone(s) if s.owner[c] == 1)), "AR-card-not-yet")
    after = act(mid, Choose(seat=0, card=card(s, "Jater")))
    assert names(after, 1, HAND) == ["Jater"]


def test_an_exported_position_starts_a_match_with_the_same_digest_its_padding_aside():
    """`show --json` exports the padding as cards set aside (in no zone), each with its owner and
    number, so a match started from the export has the same state."""
    s = start(yoink_position(["Jater"]))
    exported = GAME.position(s)
    assert len(exported["aside"]) == 28 and "score_pile" not in exported["seats"][0]
    again = start(exported)
    assert GAME.digest(again) == GAME.digest(s)


@pytest.mark.parametrize("version", ["AR-1.7", "AR-1.7-printed", "AR-1.2", "AR-1.0"])
def test_before_ar_1_8_the_padding_is_in_the_score_pile_and_abilities_can_take_it(version):
    """AR-1.7 and older (kept so matches recorded under them replay): the padding is in the
    seat's own score pile; Yoink lists its Blanks and may take one; A Little Off the Top takes a
    0 VP Blank over Moth (-1 VP), as those versions folded it."""
    game = get_game("ardent-reapers", version)
    s = start(yoink_position(["Jater"]), game)
    assert names(s, 1, SCORE) == ["Jater"] + ["Blank"] * 14 and in_no_zone(s) == []
    mid = game.apply(game.clone(s), PlayCard(seat=0, card=card(s, "Yoink")))
    assert game.pending(mid).options == [Choose(seat=0, card=c) for c in s.seats[1].score_pile]
    pos = {"seats": [{"battle_line": ["Vix"], "hand": ["A Little Off the Top"], "deck": ["Tessa"],
                      "score_pile": ["Jater"]},
                     {"battle_line": ["Anox"], "score_pile": ["Moth"], "deck": ["Roxxy"]}]}
    s = start(pos, game)
    mid = game.apply(game.clone(s), PlayCard(seat=0, card=card(s, "A Little Off the Top")))
    p = game.pending(mid)  # Ada's own pile first: Jater (1 VP) beats her Blanks, no tie
    while isinstance(p, Decision) and p.rule == "AR-card-a-little-off-the-top":
        mid = game.apply(mid, p.options[0])  # a Blank of Bo's padding: every one ties at 0 VP
        p = game.pending(mid)
    assert names(mid, 1, SCORE) == ["Moth"] + ["Blank"] * 13 and names(mid, 1, DISCARD) == ["Blank"]


def test_the_padding_rule_says_where_the_padding_is_and_what_abilities_may_do():
    rule = GAME.rules["AR-position-pad"]
    assert rule.assumption and "no zone" in rule.summary and "AR-1.8" in rule.summary
