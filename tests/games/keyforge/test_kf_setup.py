"""Genesis validation, card sets, the keyteki card-file reader and deck check, views and secrets."""

import json

import pytest
from kf_helpers import GAME, act, card, position

from engine.games.keyforge.cards import CARDS, FACTS_SHA256
from engine.games.keyforge.events import PlayCard
from engine.games.keyforge.keyteki import deck_from_card_file, parse_card_file, playable_id
from engine.games.keyforge.state import Flank
from engine.protocol import CardProblem, InvalidSetup
from engine.views import visible_ids




def decks():
    return list(GAME.sample_decks().values())


def test_card_set_and_sample_decks():
    (cs,) = GAME.card_sets()
    assert (cs.id, cs.title, cs.sha256, cs.size) == ("CotA", "Call of the Archons", FACTS_SHA256, 370)
    assert len([c for c in CARDS if c.startswith("CotA")]) == 370
    assert len(GAME.sample_decks()) >= 2
    for deck in decks():
        assert len(deck) == 36
        houses = {CARDS[c].house for c in deck}
        assert len(houses) == 3
        assert all(sum(CARDS[c].house is h for c in deck) == 12 for h in houses)


def test_genesis_refuses_unknown_cards_bad_decks_and_positions():
    d0, d1 = decks()[:2]
    with pytest.raises(InvalidSetup, match="CotA-999"):
        GAME.genesis(["A", "B"], [d0[:-1] + ["CotA-999"], d1], "0" * 64)
    with pytest.raises(InvalidSetup, match="35 cards"):
        GAME.genesis(["A", "B"], [d0[:-1], d1], "0" * 64)
    with pytest.raises(InvalidSetup, match="houses"):
        GAME.genesis(["A", "B"], [d0[:30] + d1[:6], d1], "0" * 64)
    with pytest.raises(InvalidSetup, match="2 seats, not 0"):
        GAME.genesis(["A", "B"], [d0, d1], "0" * 64, position={"seats": []})
    with pytest.raises(InvalidSetup, match="unknown KeyForge options"):
        GAME.genesis(["A", "B"], [d0, d1], "0" * 64, options={"colour": "red"})
    g = GAME.genesis(["A", "B"], [d0[:10], d1[:10]], "0" * 64, options={"strict_decks": False})
    assert g.options == {"strict_decks": False}


def test_a_deck_check_names_its_houses_and_the_house_that_is_short_or_stray():
    """The deck check (KF-deck-1) counts each deck's cards by house once for both its houses
    and their counts: a strict deck's houses in the set's house order, each of 12 cards; else
    the first thing wrong, named."""
    from engine.games.keyforge.setup import validate_decks
    d0, d1 = decks()[:2]
    houses = [sorted({CARDS[c].house for c in d}, key=list(type(CARDS[d[0]].house)).index) for d in (d0, d1)]
    assert validate_decks([d0, d1], {}) == houses
    assert validate_decks([d0[:10], d1], {"strict_decks": False}) is None
    other = next(c for c in d1 if CARDS[c].house not in houses[0])
    four = d0[:-1] + [other]  # a fourth house
    with pytest.raises(InvalidSetup, match=f"deck 0 has cards of 4 houses .*{CARDS[other].house.value}.*, not 3"):
        validate_decks([four, d1], {})
    first = houses[0][0]
    short = [c for c in d0 if CARDS[c].house is not first] + [c for c in d0 if CARDS[c].house is first][:11]
    extra = next(c for c in d0 if CARDS[c].house is houses[0][1])
    with pytest.raises(InvalidSetup, match=f"deck 0 has 11 {first.value} cards, not 12"):
        validate_decks([short + [extra], d1], {})
    named = ",".join(h.value for h in houses[1])  # the player says which houses deck 1 has
    assert validate_decks([d0, d1], {"houses1": named})[1] == houses[1]
    with pytest.raises(InvalidSetup, match=f"deck 0 has 0 {houses[1][0].value} cards, not 12"):
        validate_decks([d0, d1], {"houses0": named})  # deck 1's houses for deck 0
    twice = f"{first.value},{first.value},{houses[0][1].value}"  # its third house left out
    stray = sorted({CARDS[c].name for c in d0 if CARDS[c].house is houses[0][2]})
    with pytest.raises(InvalidSetup, match=f"deck 0 has cards outside its houses: {stray[0]}"):
        validate_decks([d0, d1], {"houses0": twice})


def test_genesis_records_the_card_set_and_options():
    d0, d1 = decks()[:2]
    g = GAME.genesis(["A", "B"], [d0, d1], "0" * 64, options={"hand_size": 7})
    assert g.card_sets[0].sha256 == FACTS_SHA256 and g.rules_version == GAME.rules_version
    s = GAME.start(g)
    assert s.hand_size == 7 and [p.houses for p in s.players][0]


def test_views_hide_decks_and_the_opponents_hand_and_archives():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"], archives=["Troll"], deck=["Krump"],
                                              battleline=["Bumpsy"]),
                                         dict(hand=["Charette"], archives=["Dust Imp"], deck=["Pitlord"])])
    for seat in (0, 1):
        leaked = visible_ids(GAME.view(s, seat)) & GAME.secrets(s, seat)
        assert not leaked
    v = GAME.view(s, 0)
    zones = {z.name: z for z in v.seats[1].zones}
    assert zones["hand"].count == 1 and zones["hand"].cards[0].hidden
    assert zones["deck"].count == 1 and zones["deck"].cards[0].id is None
    mine = {z.name: z for z in v.seats[0].zones}
    assert mine["archives"].cards[0].name == "Troll"
    assert mine["battleline"].cards[0].tags[:2] == ["ready", "power 5"]
    assert v.seats[0].stats == {"amber": 0, "keys": 0, "key_cost": 6, "house": "Brobnar", "check": "",
                                "chains": 0}
    assert GAME.secrets(s, 0) == {card(s, "Krump"), card(s, "Charette"), card(s, "Dust Imp"), card(s, "Pitlord")}


def test_the_omniscient_view_shows_every_deck_top_first():
    s = position(house="Brobnar", seats=[dict(deck=["Krump", "Troll"]), dict(deck=["Pitlord"])])
    decks = [{z.name: z for z in sv.zones}["deck"] for sv in GAME.view(s, None).seats]
    assert [c.name for c in decks[0].cards] == ["Krump", "Troll"] and decks[0].count == 2
    assert [c.name for c in decks[1].cards] == ["Pitlord"]
    assert all(c.hidden for c in {z.name: z for z in GAME.view(s, 1).seats[0].zones}["deck"].cards)


def test_describe_speaks_the_rules_words():
    s = position(house="Brobnar", seats=[dict(name="Ada", hand=["Bumpsy"]), {}])
    ev = PlayCard(seat=0, card=card(s, "Bumpsy"), flank=Flank.LEFT)
    assert GAME.describe(s, ev) == "Ada plays Bumpsy on the left flank"
    act(s, ev)


# -- keyteki card files -------------------------------------------------------------------------

def _pack(tmp_path, cards):
    path = tmp_path / "pack.json"
    path.write_text(json.dumps({"code": "CotA", "name": "Call of the Archons", "cards": cards}))
    return path


def _card(name, number, text, house="brobnar", ctype="creature", keywords=()):
    return {"id": name.lower().replace(" ", "-"), "name": name, "number": number, "house": house,
            "keywords": list(keywords), "traits": [], "type": ctype, "rarity": "Common",
            "amber": 0, "armor": 0, "power": 3, "text": text}


def test_a_keyteki_file_card_plays_only_if_it_is_a_cota_card_we_implement(tmp_path, kf_unimplemented):
    TODO = kf_unimplemented
    path = _pack(tmp_path, [
        _card("Troll", "048", "Reap: heal 3 (our words)."),
        _card("Plain Brute", "900", ""),
        _card(TODO.name, f"{TODO.number:03d}", "Play: something matchlog does not do yet."),
    ])
    loaded = load_card_file(path)
    assert [c.name for c in loaded] == ["Troll", "Plain Brute", TODO.name]
    assert loaded[0].id == "CotA-048"
    assert playable_id(loaded[0]) == "CotA-048"
    with pytest.raises(CardProblem) as err:
        playable_id(loaded[1], 4)  # a vanilla card of no CotA number: still another set's card
    assert (err.value.card, err.value.kind, err.value.index) == ("Plain Brute", "unknown", 4)
    with pytest.raises(CardProblem) as err:
        deck_from_card_file(path.read_bytes(), str(path), ["Troll", "048", TODO.name.lower()])
    assert (err.value.card, err.value.kind, err.value.index) == (TODO.name, "not implemented", 2)
    with pytest.raises(CardProblem) as err:
        deck_from_card_file(path.read_bytes(), str(path), ["Troll", "Nobody"])
    assert (err.value.kind, err.value.index) == ("unknown", 1)


def test_a_malformed_card_file_is_refused(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InvalidSetup, match="cannot read"):
        load_card_file(bad)
    with pytest.raises(InvalidSetup, match="house"):
        load_card_file(_pack(tmp_path, [_card("X", "1", "", house="ekwidon")]))


def test_describe_covers_chance_and_decisions():
    from engine.events import Dealt
    from engine.games.keyforge.cards import House
    from engine.games.keyforge.events import ChooseHouse, EndStep, Fight, Mulligan, Reap, RemoveStun

    d0, d1 = decks()[:2]
    s = GAME.start(GAME.genesis(["Ada", "Bo"], [d0, d1], "0" * 64))
    assert GAME.describe(s, Dealt(kind="coin", outcome=1)) == "the coin says Bo goes first"
    assert GAME.describe(s, Mulligan(seat=0, take=True)) == "Ada takes a mulligan"
    assert GAME.describe(s, ChooseHouse(seat=1, house=House.DIS, take_archives=True)) == \
        "Bo chooses Dis, taking the archives into hand"
    s = position(house="Brobnar", seats=[dict(name="Ada", battleline=["Troll"]),
                                         dict(name="Bo", battleline=["Krump"])])
    t, k = card(s, "Troll"), card(s, "Krump")
    assert GAME.describe(s, Fight(seat=0, attacker=t, defender=k)) == "Ada fights with Troll, attacking Krump"
    assert GAME.describe(s, Reap(seat=0, card=t)) == "Ada reaps with Troll"
    assert GAME.describe(s, RemoveStun(seat=0, card=t)) == "Ada uses Troll to remove its stun"
    assert GAME.describe(s, EndStep(seat=0)) == "Ada ends the play, discard and use step"


def load_card_file(path):
    """What the CLI does: read the user's file, hand its bytes to the engine."""
    return parse_card_file(path.read_bytes(), str(path))
