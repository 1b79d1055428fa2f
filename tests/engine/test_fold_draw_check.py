"""A chance outcome drawn under a seed the fold knows is re-derived as it is folded
(`Fold._check_draw`): the derived outcome passes, another possible one is ML-reveal, and a
malformed one (out of range, of another type, not a permutation) is left for the game to
refuse with its own rule, whichever order the fold asks the two questions in."""

from __future__ import annotations

import pytest

from engine import dealer
from engine.events import Dealt
from engine.fold import Fold
from engine.protocol import Chance, IllegalEvent
from tests.toygame import Pig

SEED = dealer.seed_from_number(7, "draw-check")


def _fold() -> Fold:
    game = Pig()
    commit = dealer.commitment(SEED)
    return Fold(game, game.genesis(["A", "B"], [[], []], commit), known={commit: SEED})


@pytest.mark.parametrize("chance", [Chance("die", 6), Chance("d20", 20),
                                    Chance("shuffle", 12, shuffle=True),
                                    Chance("shuffle", 3, shuffle=True)])
def test_the_derived_outcome_passes_and_another_possible_one_is_ml_reveal(chance):
    fold = _fold()
    for k in range(5):
        fold.draws = k
        derived = dealer.draw(SEED, k, chance)
        assert fold._check_draw(chance, Dealt(kind=chance.kind, outcome=derived)) == SEED
        other = (derived[1:] + derived[:1]) if chance.shuffle else (derived + 1) % chance.size
        with pytest.raises(IllegalEvent) as refused:
            fold._check_draw(chance, Dealt(kind=chance.kind, outcome=other))
        assert refused.value.rule == "ML-reveal"


def test_a_malformed_outcome_is_left_to_the_game():
    fold = _fold()
    die, deck = Chance("die", 6), Chance("shuffle", 4, shuffle=True)
    k = next(k for k in range(50) if dealer.draw(SEED, k, die) in (0, 1))
    fold.draws = k
    derived = dealer.draw(SEED, k, die)
    # equal to the derived face but a bool (True == 1): not an outcome a draw gives
    assert fold._check_draw(die, Dealt(kind="die", outcome=bool(derived))) is None
    assert fold._check_draw(die, Dealt(kind="die", outcome=6)) is None  # out of range
    assert fold._check_draw(die, Dealt(kind="die", outcome=[derived])) is None
    assert fold._check_draw(deck, Dealt(kind="shuffle", outcome=[0, 1, 2])) is None
    assert fold._check_draw(deck, Dealt(kind="shuffle", outcome=[0, 0, 1, 2])) is None
    assert fold._check_draw(deck, Dealt(kind="shuffle", outcome=3)) is None
    # a chance with no outcome at all cannot be drawn: the game says why, nothing raises
    assert fold._check_draw(Chance("none", 0), Dealt(kind="none", outcome=0)) is None


@pytest.mark.parametrize("chance", [Chance("die", 6), Chance("d20", 20)])
def test_picks_from_first_words_derived_ahead_check_alike_and_past_them_in_full(chance):
    """`Fold.firsts` (an audit's batch) holds draws 0-2's first words: those draws and the
    ones past the list are checked alike, the derived face passing and another ML-reveal."""
    fold = _fold()
    fold.firsts = {fold.commitments[-1]: dealer.first_words(SEED, 3)}
    for k in range(6):
        fold.draws = k
        derived = dealer.draw(SEED, k, chance)
        assert fold._check_draw(chance, Dealt(kind=chance.kind, outcome=derived)) == SEED
        with pytest.raises(IllegalEvent) as refused:
            fold._check_draw(chance, Dealt(kind=chance.kind, outcome=(derived + 1) % chance.size))
        assert refused.value.rule == "ML-reveal"
