"""Positions people can write: what a card cannot carry where it is listed is refused, naming
the card and the field."""

import pytest

from engine.protocol import InvalidSetup

from rpr_helpers import table


@pytest.mark.parametrize("seat0, words", [
    ({"hand": [{"card": "Cinder Hound", "exhausted": True}]},
     "Cinder Hound in seat 0's hand cannot carry `exhausted`: only a card in play does"),
    ({"discard": [{"card": "Cinder Hound", "damage": 1}]}, "Cinder Hound in seat 0's discard cannot carry `damage`"),
    ({"thralls": [{"card": "Cinder Hound", "bound": True}]},
     "Cinder Hound in seat 0's thralls cannot carry `bound`: only a Soul does"),
    ({"thralls": [{"card": "Cinder Hound", "damage": -2}]}, "damage, grace and boost are 0 or more"),
    ({"hand": [{"card": "Cinder Hound", "owner": 4}]}, "owner must be seat 0 or 1, not 4"),
    # RPR-damage-1: damage reaching Health kills when dealt, so no Thrall in play carries it
    ({"thralls": [{"card": "Cinder Hound", "damage": 2}]},
     "Cinder Hound in seat 0's thralls: damage 2 reaches its Health 2, so it would have been "
     "killed [RPR-damage-1]"),
    ({"thralls": [{"card": "Cinder Hound", "damage": 3, "grace": 1}]},
     "damage 3 reaches its Health 3, so it would have been killed [RPR-damage-1]"),
    # a card in play only where its type goes: Angel cards, Thralls; a Rite never stays
    ({"angels": ["Creed of the Harvest", "Vessa", "Cinderhook", "Cinder Hound"]},
     "Cinder Hound in seat 0's angels is a thrall, not an Angel card [RPR-setup-1]"),
    ({"thralls": ["Vessa"]}, "Vessa in seat 0's thralls is a reaper, not a Thrall [RPR-thrall]"),
    ({"thralls": ["Kindle"]}, "Kindle in seat 0's thralls is a rite, not a Thrall [RPR-rite]"),
    # RPR-angel-immortal: damage to an Angel card does not happen
    ({"angels": ["Creed of the Harvest", {"card": "Vessa", "damage": 1}, "Cinderhook"]},
     "Vessa in seat 0's angels cannot carry `damage`: damage to an Angel card does not happen "
     "[RPR-angel-immortal]"),
])
def test_a_card_state_that_cannot_exist_is_refused_by_name(seat0, words):
    with pytest.raises(InvalidSetup) as err:
        table(seat0)
    assert words in str(err.value)


def test_what_a_zone_allows_is_still_read():
    malakhim = table({"angels": ["Creed of the Harvest", "Vessa", "Cinderhook", "Ashwing"]})
    assert len(malakhim.players[0].angels) == 4  # a Malakhim is an extra Angel card
    graced = table({"thralls": [{"card": "Cinder Hound", "damage": 2, "grace": 1}]})  # 2 < 2 + 1
    assert [ip.damage for ip in graced.inplay if ip is not None and ip.damage] == [2]
    s = table({"thralls": [{"card": "Cinder Hound", "damage": 1, "exhausted": True}],
               "souls": [{"card": "Kindle", "face_up": True}]})
    assert any(ip is not None and ip.damage == 1 and ip.exhausted for ip in s.inplay)
    assert any(soul.face_up for soul in s.players[0].souls)
