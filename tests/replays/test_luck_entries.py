"""What a recorder at a table may enter, said in the refusal: a die's faces as a range, and the
game's phrase for the chance in brackets, whatever its grammar."""

import pytest

from engine.kit.dice import die
from engine.protocol import Chance
from replays.luck import BadOutcome, entries_text, parse_outcome


@pytest.mark.parametrize("entered", ["0", "21", "1.5", "six"])
def test_a_face_the_die_does_not_have_is_refused_naming_the_range(entered):
    d20 = die(20, "seat 0 rolls Speed")
    with pytest.raises(BadOutcome) as err:
        parse_outcome(d20, entered)
    assert str(err.value) == (f"'{entered}' is not an outcome of this chance (seat 0 rolls "
                              "Speed); enter a face from 1 to 20")
    assert parse_outcome(d20, "20").outcome == 19 and parse_outcome(d20, "1").outcome == 0


def test_cards_and_players_are_still_listed_one_by_one():
    coin = Chance(kind="coin", size=2, why="randomly choose who goes first",
                  labels=["Ann", "Bo"])
    with pytest.raises(BadOutcome) as err:
        parse_outcome(coin, "Cy")
    assert str(err.value) == ("'Cy' is not an outcome of this chance (randomly choose who goes "
                              "first); enter one of: Ann; Bo")
    cards = Chance(kind="card", size=3, why="the top card of Ann's deck", seat=0,
                   items=[4, 7, 9], labels=["Vix", "Vix", "Anox"])
    assert entries_text(cards) == "Vix (2); Anox"
    with pytest.raises(BadOutcome, match=r"card #5 cannot be what the table shows for this "
                       r"chance \(the top card of Ann's deck\); enter one of: Vix \(2\); Anox$"):
        parse_outcome(cards, "5")
    # labels that are not the faces 1..N in order are not a die
    assert entries_text(Chance(kind="x", size=2, labels=["2", "1"])) == "2; 1"


def test_a_card_whose_name_holds_a_comma_is_one_entry():
    """Reaper's "Ashwing, Malakh of Embers": entries are separated by "; ", so the list says
    where each card ends (with ", " it read as two cards, "Ashwing" and "Malakh of Embers")."""
    top = Chance(kind="card", size=3, why="the top card of Ada's Grimoire", seat=0,
                 items=[4, 7, 9], labels=["Kindle", "Ashwing, Malakh of Embers",
                                          "Ashwing, Malakh of Embers"])
    assert entries_text(top) == "Kindle; Ashwing, Malakh of Embers (2)"
    with pytest.raises(BadOutcome, match=r"enter one of: Kindle; Ashwing, Malakh of Embers \(2\)$"):
        parse_outcome(top, "Ashwing")


def test_a_near_miss_of_a_name_names_the_one_meant():
    """'Vx' for Vix: the refusal listed every outcome and left the user to spot it."""
    cards = Chance(kind="card", size=3, why="the top card of Ann's deck", seat=0,
                   items=[4, 7, 9], labels=["Vix", "Vix", "Anox"])
    with pytest.raises(BadOutcome) as err:
        parse_outcome(cards, "Vx")
    assert str(err.value) == ("'Vx' is not an outcome of this chance (the top card of Ann's "
                              "deck); did you mean 'Vix'? enter one of: Vix (2); Anox")
    with pytest.raises(BadOutcome) as err:
        parse_outcome(cards, "Zebra")
    assert "did you mean" not in str(err.value)
