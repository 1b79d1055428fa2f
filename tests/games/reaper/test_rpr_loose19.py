"""Session 19's Reaper loose ends: a known card in a Grimoire shown alike in every seat copy,
positions play never reaches refused, and the story's lists of card names kept readable.
Positions as rpr_helpers builds them: seat 0 is Ada (Creed of the Harvest, Vessa,
Cinderhook), seat 1 is Bo (Creed of Many Veils, Ilse, Brinecutter), unless named."""

import msgspec
import pytest

from rpr_helpers import GAME, act, card, decision, table

from engine.events import TABLE
from engine.games.reaper.events import Guard, Play
from engine.protocol import Chance, InvalidSetup
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

# -- loose end 2: written positions play never reaches ------------------------------------------

def _attack(attacker_ready: bool = False, guarded: bool = False, under=None) -> dict:
    """Ada's Vessa attacks Bo's Reef Crawler; Bo's Foam Sprite could guard: the guard window
    open over the attack, as declaring it leaves it (`under` replaces the Fight)."""
    fight = {"task": "fight", "seat": 0, "attacker": 0, "target": 3, "guarded": guarded}
    return {"seats": [{"angels": [{"card": "Vessa", "n": 0, "exhausted": not attacker_ready},
                                  {"card": "Cinderhook", "n": 1},
                                  {"card": "Creed of the Harvest", "n": 2}]},
                      {"thralls": [{"card": "Reef Crawler", "n": 3}, {"card": "Foam Sprite", "n": 4}]}],
            "stack": [{"task": "main", "seat": 0}, fight if under is None else under,
                      {"task": "guard-window", "seat": 0}]}


def test_a_guard_window_over_an_attack_whose_attacker_is_ready_is_refused():
    """RPR-attack-1 ("To start the attack, the player declares what is attacking which Thrall,
    and exhausts the attacker"): in the guard window the attacker is exhausted, and nothing
    readies it before its damage. The same stack with Vessa exhausted is read, and waits on
    Bo's guard (RPR-guard-order: the player not attacking first)."""
    with pytest.raises(InvalidSetup, match=r"Vessa, Ember Reaper attacks ready.*\[RPR-attack-1\]$"):
        GAME.from_position(_attack(attacker_ready=True))
    s = GAME.from_position(_attack())
    assert decision(s).seat == 1
    assert Guard(seat=1, card=4) in decision(s).options


def test_a_guard_window_over_a_guarded_attack_or_over_no_attack_is_refused():
    """RPR-guard-once ("Once an attack has been guarded against once, it may not be guarded
    against again"): a guard closes the window, so none stands over a guarded attack.
    RPR-guard-1: a window opens only when an attack is declared, right above it."""
    with pytest.raises(InvalidSetup, match=r"already guarded.*\[RPR-guard-once\]$"):
        GAME.from_position(_attack(guarded=True))
    with pytest.raises(InvalidSetup, match=r"right above the attack.*\[RPR-guard-1\]$"):
        GAME.from_position(_attack(under={"task": "main", "seat": 0}))
    s = GAME.from_position(_attack())  # the neighbour: not guarded yet
    assert not s.stack[-2].guarded


def _faces(card_name: str, seat: int = 0) -> dict:
    """Setup's face choice for seat 0's Angel card `card_name`, written as a stack."""
    return {"seats": [{"angels": [{"card": card_name, "n": 0}, {"card": "Creed of Many Veils", "n": 1},
                                  {"card": "Ilse", "n": 2}]}, {}],
            "stack": [{"task": "main", "seat": 0}, {"task": "choose-face", "seat": seat, "card": 0}]}


def test_a_face_asked_of_an_angel_card_with_an_arch_back_is_refused():
    """RPR-arch (Arch cards "cannot start with them in play; instead, they can only come into
    play via transformation"): setup asks no face of Cinderhook, whose back is Cinderhook,
    Unbound (an Archscythe); a face of a one-sided card, or of a card the seat did not lay
    out, is never asked either (RPR-setup-face). Duskmourn (two Scythe sides) is asked."""
    with pytest.raises(InvalidSetup, match=r"Cinderhook has an Arch side.*\[RPR-arch\]$"):
        GAME.from_position(_faces("Cinderhook"))
    with pytest.raises(InvalidSetup, match=r"Brinecutter has one side.*\[RPR-setup-face\]$"):
        GAME.from_position(_faces("Brinecutter"))
    with pytest.raises(InvalidSetup, match=r"laid out by seat 1 \[RPR-setup-face\]$"):
        GAME.from_position(_faces("Duskmourn, Waxing", seat=1))
    s = GAME.from_position(_faces("Duskmourn, Waxing"))
    assert {o.face for o in decision(s).options} == {"RPR-012", "RPR-013"}


def test_a_match_recorded_from_such_a_stack_still_replays():
    """A genesis recorded before the check (its position not re-read by `start`) folds as
    before: the check belongs to a position being written, not to a recorded match."""
    genesis = GAME.genesis(["Ada", "Bo"], [], "00" * 32, position=_attack())
    stored = msgspec.structs.replace(genesis, position=_attack(attacker_ready=True))
    s = GAME.start(stored)
    assert decision(s).seat == 1 and not s.inplay[0].exhausted


# -- loose end 3: the story's list of burned Souls ----------------------------------------------

def test_the_souls_a_play_burns_are_listed_apart_though_a_name_holds_a_comma():
    """RPR-burn-choice: Ada pays Ashwing's cost of 2 with her two face-up Souls, a
    Veilkeeper (turned face up by a Seance) and a Kindle. The story names each burned Soul;
    Reaper's names hold commas ("Veilkeeper, Malakh of the Gloam"), so the Souls are told
    apart by "; " (as `rerun` and `diff` list cards), not by ", "."""
    s = table({"hand": ["Ashwing"], "souls": [{"card": "Veilkeeper", "face_up": True},
                                                   {"card": "Kindle", "face_up": True}]})
    burn = [card(s, "Veilkeeper"), card(s, "Kindle")]
    play = next(o for o in decision(s).options if isinstance(o, Play) and o.burn == burn)
    assert GAME.describe(s, play) == (
        "Ada plays Ashwing, Malakh of Embers, burning Veilkeeper, Malakh of the Gloam; Kindle")


# -- a table starting from a written position (reaper-8) -----------------------------------------

_KNOWN_AT_THE_BOTTOM = {
    "seats": [{"hand": ["Grave Whisper"], "souls": ["Ashen Brute"],
               "grimoire": ["Kindle", "Whisper Moth", {"card": "Drowned Sailor", "known": True}]},
              {"grimoire": ["Whisper Moth"] * 3}]}


def _at_a_table(game):
    """Ada's position played at a table (table luck): her Grimoire's order unknown but for the
    Sailor both players saw burned to its bottom; she plays Grave Whisper (draw two)."""
    genesis = msgspec.structs.replace(
        game.genesis(["Ada", "Bo"], [], "", position=_KNOWN_AT_THE_BOTTOM), luck=TABLE)
    s = game.start(genesis)
    whisper = next(o for o in game.pending(s).options if isinstance(o, Play))
    return game.apply(s, whisper)


def test_a_table_never_shows_the_known_card_at_the_bottom_as_the_top_one():
    """RPR-table-unseen and RPR-reap-known: at a table the Grimoire's order is unknown, and
    the face-down Soul reaped unseen is one pool with it; but the Drowned Sailor lies at the
    bottom in sight of both, so when Ada draws the top card the table may show the Kindle,
    the Moth or the unseen Soul (Ashen Brute), never the Sailor. reaper-7 (kept for its
    recorded matches) offered the Sailor too."""
    s = _at_a_table(GAME)
    chance = GAME.chance_or_over(s)
    assert isinstance(chance, Chance)
    assert sorted(set(chance.labels)) == ["Ashen Brute", "Kindle", "Whisper Moth"]
    assert GAME.view(s, 1).seats[0].zones[0].cards[-1].name == "Drowned Sailor"
    old = GAME.for_rules("reaper-7")
    chance = old.chance_or_over(_at_a_table(old))
    assert "Drowned Sailor" in chance.labels


def test_at_a_table_the_whole_view_names_no_face_down_soul_nobody_has_seen():
    """RPR-table-unseen: at a table a Soul reaped face down is one pool with the Grimoire,
    nobody saw which card it is; the whole view (`show` without --as) shows the Grimoire's
    unseen cards as unnamed, and so the Soul: naming it would claim what the table never
    showed. The known Sailor stays named, face down (RPR-reap-known)."""
    genesis = msgspec.structs.replace(GAME.genesis(["Ada", "Bo"], [], "", position={
        "seats": [{"souls": ["Ashen Brute", {"card": "Drowned Sailor", "known": True}],
                   "grimoire": ["Kindle", "Whisper Moth"]}, {"grimoire": ["Whisper Moth"]}]}),
        luck=TABLE)
    s = GAME.start(genesis)
    zones = {z.name: z.cards for z in GAME.view(s, None).seats[0].zones}
    assert [(c.hidden, c.name) for c in zones["grimoire"]] == [(True, "?"), (True, "?")]
    assert [(c.hidden, c.name) for c in zones["soul pool"]] == [(True, "?"),
                                                                (False, "Drowned Sailor")]
    assert zones["soul pool"][0].id == s.players[0].souls[0].card  # where it is, not what
    assert zones["soul pool"][0].tags == ["face down"]
