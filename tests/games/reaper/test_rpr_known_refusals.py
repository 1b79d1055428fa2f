"""A written position marking `known` where no card can be known to both players is refused
in one line naming the card, the zone and the rule (RPR-reap-known): a card is known only in
a Grimoire, face down in a Soul Pool, or (reaper-7) in a hand."""

import pytest

from rpr_helpers import GAME

from engine.protocol import InvalidSetup


@pytest.mark.parametrize("zone", ["discard", "thralls"])
def test_known_outside_a_grimoire_a_hand_or_a_soul_pool_is_refused_naming_the_rule(zone):
    card = "Kindle"
    with pytest.raises(InvalidSetup) as refused:
        GAME.from_position({"seats": [{zone: [{"card": card, "known": True}]}, {}]})
    assert str(refused.value) == (f"{card} in seat 0's {zone} cannot carry `known`: only a "
                                  "Grimoire card, a card in hand or a face-down Soul does "
                                  "[RPR-reap-known]")


def test_other_fields_out_of_place_name_no_rule():
    """`face_up` on a hand card is a field of the Soul Pool's, not a reading of a rule."""
    with pytest.raises(InvalidSetup, match=r"^Kindle in seat 0's hand cannot carry `face_up`: "
                                           r"only a Soul does$"):
        GAME.from_position({"seats": [{"hand": [{"card": "Kindle", "face_up": True}]}, {}]})
