"""A reaped Soul is seen by nobody, its owner included, until something reveals it."""

from rpr_helpers import GAME, act, card, table

from engine.games.reaper.events import Play, Reap
from engine.views import visible_ids


def _soul_zone(view, seat):
    return next(z for z in view.seats[seat].zones if z.name == "soul pool")


def test_a_reaped_soul_is_hidden_from_both_seats_and_known_to_the_omniscient_view():
    s = table({"grimoire": ["Ashen Brute", "Kindle"]})
    brute = card(s, "Ashen Brute")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    assert [x.card for x in s.players[0].souls] == [brute] and not s.players[0].souls[0].face_up
    for seat in (0, 1):
        assert brute in GAME.secrets(s, seat)
        view = GAME.view(s, seat)
        assert brute not in visible_ids(view)
        zone = _soul_zone(view, 0)  # Ada's Soul Pool, as each seat sees it
        assert zone.count == 1 and zone.cards[0].hidden and zone.cards[0].id is None
        assert zone.cards[0].name == "?"
        assert "Ashen Brute" not in str(view)
    assert brute in visible_ids(GAME.view(s, None))
    assert "Ashen Brute" not in GAME.describe(s, Reap(seat=0, card=card(s, "Cinderhook")))


def test_a_revealed_soul_is_seen_by_both_seats():
    s = table({"hand": ["Seance of Names"], "grimoire": ["Ashen Brute", "Kindle"],
               "angels": ["Creed of Many Veils", "Vessa", "Cinderhook"]})
    brute, seance = card(s, "Ashen Brute"), card(s, "Seance of Names")
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    s = act(s, Play(seat=0, card=seance))  # cost 0, one Gloam Angel card
    assert s.players[0].souls[0].face_up
    for seat in (0, 1):
        assert brute not in GAME.secrets(s, seat)
        assert brute in visible_ids(GAME.view(s, seat))


def test_the_grimoires_are_hidden_from_both_and_a_hand_from_the_other_seat():
    s = table({"hand": ["Kindle"]})
    kindle, moth = card(s, "Kindle"), s.players[1].grimoire[0]
    assert kindle in GAME.secrets(s, 1) and kindle not in GAME.secrets(s, 0)
    assert moth in GAME.secrets(s, 0) and moth in GAME.secrets(s, 1)
