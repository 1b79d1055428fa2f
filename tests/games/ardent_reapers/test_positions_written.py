"""Positions people can write (issue 14): Blanks for cards whose identity does not matter
(AR-position-pad), every field described in the schema, states that cannot exist refused by
name."""

from __future__ import annotations

import pytest

from engine.games.ardent_reapers import ArdentReapers, cards, zones
from engine.games.ardent_reapers.events import PlayCard
from engine.games.ardent_reapers.state import Zone
from engine.protocol import InvalidSetup, Over

from ar_helpers import act, names

GAME = ArdentReapers()


def _start(position, options=None):
    return GAME.start(GAME.genesis(["Ada", "Bo"], [], "c0ffee", options, position))


def _in_no_zone(s) -> list[int]:
    placed = {c for ss in s.seats for z in Zone for c in ss.zone(z)}
    return [c for c in range(len(s.cards)) if c not in placed]


def test_a_seat_owning_few_cards_is_padded_with_blanks_in_no_zone():
    """AR-position-pad from AR-1.8: the padding is the seat's, in no zone (AR-1.7 put it in the
    seat's score pile: test_ar_padding)."""
    s = _start({"seats": [{"battle_line": ["Vix"], "hand": ["Jater"], "deck": ["Tessa"]},
                          {"battle_line": ["Anox", "Roat"]}]})
    assert names(s, 0, Zone.SCORE_PILE) == names(s, 1, Zone.SCORE_PILE) == []
    pad = _in_no_zone(s)
    assert sorted(s.owner[c] for c in pad) == [0] * 14 + [1] * 15
    assert {s.cards[c] for c in pad} == {cards.BLANK}
    assert names(s, 0, Zone.DECK) == ["Tessa"]  # the deck is as written
    assert [sum(1 for o in s.owner if o == seat) for seat in (0, 1)] == [17, 17]
    assert zones.score(s, 0) == zones.score(s, 1) == 0


def test_padding_changes_neither_the_score_nor_when_the_game_ends():
    """Seat 1 has nothing left in play, hand, deck or discard: over at once (AR-end-1), padded
    or not, with the same scores."""
    written = {"seats": [{"battle_line": ["Vix"], "score_pile": ["Anox"]}, {"score_pile": ["Jater"]}]}
    padded = GAME.pending(_start(written))
    unpadded = GAME.pending(_start(written, options={"deck_size": 2}))  # seat 0 owns 2: no Blank
    assert isinstance(padded, Over) and isinstance(unpadded, Over)
    assert padded.scores == unpadded.scores and padded.winner == unpadded.winner
    assert padded.rule == unpadded.rule
    assert padded.scores == [cards.facts(cards.resolve("Anox")).vp, cards.facts(cards.resolve("Jater")).vp]


def test_a_zone_given_as_a_count_holds_that_many_blanks():
    s = _start({"seats": [{"battle_line": ["Vix"], "hand": 1, "deck": 3, "discard": 2}, {"battle_line": ["Anox"]}]})
    assert names(s, 0, Zone.DECK) == ["Blank"] * 3
    assert names(s, 0, Zone.HAND) == ["Blank"]
    assert names(s, 0, Zone.DISCARD) == ["Blank"] * 2
    assert names(s, 0, Zone.SCORE_PILE) == [] and len(_in_no_zone(s)) == 10 + 16  # 17 - 7 and 17 - 1 owned: padding
    blank = s.seats[0].hand[0]
    after = act(s, PlayCard(seat=0, card=blank))  # an action with no ability: played, nothing else
    assert blank not in after.seats[0].hand and after.played == 1


def test_a_blank_is_no_card_of_a_deck():
    deck = ["Vix"] * 16 + ["Blank"]
    with pytest.raises(InvalidSetup, match="Ada's deck lists a Blank: Blanks only pad a position"):
        GAME.genesis(["Ada", "Bo"], [deck, ["Vix"] * 17], "c0ffee")
    assert all(c.name != "Blank" for c in GAME.cards())
    assert all(cards.BLANK not in d for d in GAME.simulation_decks(b"\x01" * 32))


@pytest.mark.parametrize("seat, words", [
    ({"score_pile": [["Anox", "Active"]]}, "Anox in seat 0's score pile cannot be Active: only a card in play"),
    ({"hand": [{"card": "Vix", "state": "Mature"}]}, "Vix in seat 0's hand cannot be Mature"),
    ({"battle_line": [{"card": "Roat", "stash": [["Jater", "Dormant"]]}]},
     "Jater in the stash of Roat cannot be Dormant"),
    ({"deck": -1}, "seat 0's deck cannot hold -1 cards"),
])
def test_a_card_state_that_cannot_exist_is_refused_by_name(seat, words):
    with pytest.raises(InvalidSetup) as err:
        _start({"seats": [seat, {"battle_line": ["Anox"]}]})
    assert words in str(err.value)


@pytest.mark.parametrize("fields, words", [
    ({"played": -1}, "played and creatures_played count cards: 0 or more"),
    ({"played": 1, "creatures_played": 2}, "creatures_played (2) cannot exceed played (1)"),
    ({"turn": -3}, "turn must be 1 or more"),
    ({"max_turns": -1}, "max_turns must be 0 (no limit) or more"),
    ({"first": 3}, "first must be seat 0 or 1, not 3"),
])
def test_counts_out_of_range_are_refused_by_field(fields, words):
    with pytest.raises(InvalidSetup) as err:
        _start({"seats": [{"battle_line": ["Vix"]}, {"battle_line": ["Anox"]}], **fields})
    assert words in str(err.value)


def test_creatures_played_is_a_field_of_its_own_and_ned_s_ladder_reads_it():
    """Ned's Ladder: the first creature played each turn enters Active; with one creature
    already played this turn, the next one enters Dormant (AR-states-2)."""
    seats = [{"relics": ["Ned's Ladder"], "hand": ["Roxxy"]}, {"battle_line": ["Anox"]}]
    fresh = _start({"seats": seats})
    later = _start({"seats": seats, "played": 1, "creatures_played": 1})
    for s, expected in ((fresh, "Active"), (later, "Dormant")):
        roxxy = s.seats[0].hand[0]
        after = act(s, PlayCard(seat=0, card=roxxy, end=GAME.pending(s).options[0].end
                                if isinstance(GAME.pending(s).options[0], PlayCard) else None))
        assert after.card_state[roxxy].value == expected
    assert GAME.position(later)["creatures_played"] == 1
    legacy = {"seats": seats, "played": 1, "flags": {"creatures_played": 1}}  # exports before it
    assert _start(legacy).creatures_played == 1


def test_first_played_and_creatures_played_are_in_the_schema():
    props = GAME.position_schema()["$defs"]["Position"]["properties"]
    assert all(props[f].get("description") for f in ("first", "played", "creatures_played"))


def test_the_padding_rule_is_named_in_the_rule_index_as_an_assumption():
    rule = GAME.rules["AR-position-pad"]
    assert rule.assumption and "score pile" in rule.summary
