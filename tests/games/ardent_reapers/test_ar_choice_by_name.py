"""Decisions that name cards: by number, by the label `show` prints, or by an unambiguous name
(replays.choice), from declarative Ardent Reapers positions."""

import pytest
from ar_helpers import GAME, card, position

from engine.games.ardent_reapers.events import Fight, PlayCard
from engine.games.ardent_reapers.state import Zone
from replays.choice import BadChoice, parse_choice

BL, HAND = Zone.BATTLE_LINE, Zone.HAND


def _board():
    """Seat 0 (active) has Anox and two Roxxys in hand and Moth on its battle line; seat 1 has
    an Anox and a Roxxy on its battle line."""
    return position(seats=[dict(hand=["Anox", "Roxxy", "Roxxy"], battle_line=[("Moth", "Active")]),
                           dict(battle_line=[("Anox", "Active"), ("Roxxy", "Active")], hand=["Tessa"])])


def test_a_bare_name_plays_the_only_card_of_that_name_that_can_act():
    s = position(seats=[dict(hand=["Anox", "Roxxy", "Roxxy"]),
                        dict(battle_line=[("Anox", "Active")], hand=["Tessa"])])
    event = parse_choice(GAME, s, "Anox")
    assert isinstance(event, PlayCard) and event.card == card(s, "Anox", seat=0, zone=HAND)
    assert event in GAME.pending(s).options


def test_a_bare_name_of_two_cards_is_refused_listing_both_labels():
    s = _board()
    first, second = card(s, "Roxxy", 0, HAND), card(s, "Roxxy", 0, HAND, nth=1)
    with pytest.raises(BadChoice) as err:
        parse_choice(GAME, s, "Roxxy")
    assert f"Roxxy #{min(first, second)}, Roxxy #{max(first, second)}" in str(err.value)


def test_a_label_picks_one_of_two_and_several_options_are_listed_not_guessed():
    s = _board()
    second = card(s, "Roxxy", 0, HAND, nth=1)
    with pytest.raises(BadChoice, match="2 options have .* choose one by number") as err:
        parse_choice(GAME, s, f"Roxxy #{second}")  # either end of the battle line
    assert "left end" in str(err.value) and "right end" in str(err.value)


def test_json_names_resolve_by_the_place_a_legal_option_gives_them():
    s = _board()
    # Two Anoxes are on the table, but only seat 1's can be a fight target.
    event = parse_choice(GAME, s, '{"type":"fight","seat":0,"attackers":["Moth"],"targets":["Anox"]}')
    assert event == Fight(seat=0, attackers=[card(s, "Moth", 0, BL)], targets=[card(s, "Anox", 1, BL)])
    by_label = parse_choice(GAME, s, '{"type":"play","seat":0,"card":"anox #%d","end":"left"}'
                            % card(s, "Anox", 0, HAND))
    assert by_label.card == card(s, "Anox", 0, HAND)


@pytest.mark.parametrize("text, words", [
    ("Roxy", "no card named 'Roxy'"),
    ('{"type":"play","seat":0,"card":"Vix #%d"}', "is Anox, not Vix"),
    ("#999", "no card #999"),
    ("7", "option 7 does not exist"),
])
def test_unknown_names_wrong_labels_and_numbers_are_refused_by_name(text, words):
    s = position(seats=[dict(hand=["Anox"]), dict(hand=["Tessa"])])
    with pytest.raises(BadChoice, match=words):
        parse_choice(GAME, s, text.replace("%d", str(card(s, "Anox", 0, HAND))) if "%d" in text else text)
