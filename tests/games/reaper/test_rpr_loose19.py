"""Session 19's Reaper loose ends: a known card in a Grimoire shown alike in every seat copy,
positions play never reaches refused, and the story's lists of card names kept readable.
Positions as rpr_helpers builds them: seat 0 is Ada (Creed of the Harvest, Vessa,
Cinderhook), seat 1 is Bo (Creed of Many Veils, Ilse, Brinecutter), unless named."""

from rpr_helpers import GAME, act, card, table

from engine.games.reaper.events import Play
from engine.views import visible_ids
from test_rpr_hunt18 import _seat_story


def _grimoire(s, seat, reader):
    """Seat `seat`'s Grimoire as `reader` sees it, top first: (id, name, tags, hidden)."""
    zone = next(z for z in GAME.view(s, reader).seats[seat].zones if z.name == "grimoire")
    return [(c.id, c.name, c.tags, c.hidden) for c in zone.cards]


# -- loose end 1: a known card in a Grimoire (RPR-reap-known, RPR-burn-1) ---------------------

def test_a_soul_burned_face_up_shows_by_name_at_the_bottom_of_its_grimoire_to_both_seats():
    """RPR-burn-1 ("Any card that is ever burned is put on the bottom of the Grimoire it started
    the game in"): Ada burns her face-up Drowned Sailor for Grave Whisper. Both players saw
    which card went and where, so each seat's view names it at the bottom of her Grimoire,
    tagged "known", under her one hidden card (the same place the whole view shows), and it
    is no secret of either seat's; the cards above it stay hidden and secret. Each seat's log
tells the burn as the whole log does (before, only "Ada burns a Soul")."""
    s = table({"hand": ["Grave Whisper"], "grimoire": ["Kindle", "Whisper Moth", "Ashen Brute"],
               "souls": [{"card": "Drowned Sailor", "face_up": True}]})
    sailor, kindle = card(s, "Drowned Sailor"), card(s, "Kindle")
    burn = Play(seat=0, card=card(s, "Grave Whisper"), burn=[sailor])
    line = "Drowned Sailor is put into the Grimoire (Ada's soul pool to Ada's grimoire)"
    for reader in (None, 0, 1):  # each seat's log tells the move as the whole log does
        assert line in _seat_story(s, burn, reader), reader
    s = act(s, burn)
    # Grave Whisper draws two: Ada's Grimoire is now the Brute, then the Sailor at the bottom
    assert s.players[0].grimoire == [card(s, "Ashen Brute"), sailor] and s.known == [sailor]
    for reader in (0, 1):
        shown = _grimoire(s, 0, reader)
        assert shown == [(None, "?", [], True)] * (len(shown) - 1) + [
            (sailor, "Drowned Sailor", ["known"], False)], reader
        assert sailor not in GAME.secrets(s, reader) and sailor in visible_ids(GAME.view(s, reader))
        assert not set(s.players[0].grimoire[:-1]) & visible_ids(GAME.view(s, reader))
        assert set(s.players[0].grimoire[:-1]) <= GAME.secrets(s, reader)
    whole = _grimoire(s, 0, None)
    assert whole[-1] == (sailor, "Drowned Sailor", ["known"], False)
    assert kindle not in s.players[0].grimoire  # drawn by Grave Whisper


def test_a_grimoire_card_nobody_saw_burned_stays_hidden():
    """RPR-reap-1: a Soul reaped face down was seen by nobody; burned, it goes to the bottom
    of the Grimoire as a card nobody knows, so no seat's view names it there."""
    s = table({"hand": ["Grave Whisper"], "grimoire": ["Kindle", "Whisper Moth", "Ashen Brute"],
               "souls": ["Drowned Sailor"]})
    sailor = card(s, "Drowned Sailor")
    s = act(s, Play(seat=0, card=card(s, "Grave Whisper")))
    assert s.players[0].grimoire[-1] == sailor and s.known == []
    for reader in (0, 1):
        assert all(c[3] for c in _grimoire(s, 0, reader))
        assert sailor in GAME.secrets(s, reader)


def test_a_position_s_known_grimoire_card_shows_at_its_place_in_every_seat_copy():
    """A written position marks Ada's second Grimoire card `known` (RPR-reap-known): show --as,
    the seat's log and the seat's page are built from the same seat view, which names it
    at its place (second from the top), tagged known, for both seats."""
    s = table({"grimoire": ["Kindle", {"card": "Drowned Sailor", "known": True}, "Whisper Moth"]})
    sailor = card(s, "Drowned Sailor")
    for reader in (0, 1):
        assert [c[1] for c in _grimoire(s, 0, reader)] == ["?", "Drowned Sailor", "?"]
        assert _grimoire(s, 0, reader)[1] == (sailor, "Drowned Sailor", ["known"], False)



def test_under_reaper_6_a_known_grimoire_card_stays_hidden_as_it_was():
    """reaper-6 (kept for its recorded matches) hid a known card once drawn, so it hid it in
    the Grimoire too: its seats' views and stories are as they were recorded."""
    old = GAME.for_rules("reaper-6")
    s = old.versioned(table({"grimoire": ["Kindle", {"card": "Drowned Sailor", "known": True}]}))
    sailor = card(s, "Drowned Sailor")
    assert s.known == [sailor]
    for reader in (0, 1):
        zone = next(z for z in old.view(s, reader).seats[0].zones if z.name == "grimoire")
        assert all(c.hidden for c in zone.cards) and sailor in old.secrets(s, reader)
