"""A Reaper match played at a table and recorded from what the table showed (table luck):
Grimoires shuffled with no order entered, opening hands and draws named, the first player by
name, a Soul reaped unseen and burned to the bottom of the Grimoire, the Grimoire run out
and that Soul drawn again (Reaper's nearest thing to a reshuffle), and a Creed completed."""

import msgspec
import pytest

from engine.events import Dealt, TABLE
from engine.protocol import Chance, IllegalEvent, Over


from rpr_helpers import GAME
from tests.tablescript import (do, first, passes, physical_twin, play, recorded, script, see,
                               zone_names)

ANN = ["RPR-020", "RPR-005", "RPR-012"] + ["RPR-063"] * 3 + ["RPR-067"] * 2 + ["RPR-060"] * 2 \
    + ["RPR-078"]
"""Creed of the Harvest (3 bound Souls), Ilse, Duskmourn; 8 Grimoire cards."""
BOB = ["RPR-023", "RPR-001", "RPR-010"] + ["RPR-042"] * 2 + ["RPR-040"] * 2 + ["RPR-050"] * 2 \
    + ["RPR-053"] * 2


def _attack(attacker: str) -> list:
    return do(0, '{"type": "attack", "seat": 0, "attacker": "%s", '
                 '"target": "{thralls:Drowned Sailor}"}' % attacker)


CLAIM = do(0, '{"type": "claim", "seat": 0, "card": "Drowned Sailor"}')
SETUP = script(  # Duskmourn's face is chosen as it is laid out, before any card is seen
    do(0, '{"type": "choose-face", "seat": 0, "card": "Duskmourn, Waxing", "face": "RPR-012"}'),
    see(0, "Drowned Sailor", "Drowned Sailor", "Drowned Sailor", "Foam Sprite", "Reef Crawler"),
    see(1, "Ember Wretch", "Ember Wretch", "Cinder Hound", "Gloam Stalker", "Hollow Husk"),
    first("Ann"),
)
MATCH = script(
    SETUP,
    # turn 1, Ann: three Drowned Sailors (no cost), and Tidal Offering reaps a Soul unseen
    see(0, "Tidal Offering"),
    do(0, "{hand:Drowned Sailor}"), do(0, "{hand:Drowned Sailor}"), do(0, "{hand:Drowned Sailor}"),
    do(0, "Tidal Offering"),
    do(0, '{"type": "end-turn", "seat": 0}'),
    # turn 2, Bob
    see(1, "Cinder Hound"),
    do(1, "{hand:Ember Wretch}"), do(1, '{"type": "end-turn", "seat": 1}'),
    # turn 3, Ann draws her Grimoire's last card, burns the unseen Soul for Foam Sprite (to the
    # bottom of her Grimoire), kills two of her own Sailors and binds their Souls
    see(0, "Reef Crawler"),
    do(0, "Foam Sprite"),
    _attack("Ilse, Tide Reaper"), passes(1, 0, 1, 0), CLAIM,
    _attack("Duskmourn, Waxing"), passes(1, 0, 1), CLAIM,  # Ann has no Angel left to grace
    do(0, '{"type": "end-turn", "seat": 0}'),
    # turn 4, Bob
    see(1, "Gloam Stalker"),
    do(1, '{"type": "end-turn", "seat": 1}'),
    # turn 5, Ann draws the burned Soul back, and binds a third Soul: her Creed is complete
    see(0, "Foam Sprite"),
    _attack("Ilse, Tide Reaper"), passes(1, 0, 1, 0), CLAIM,
)


DECKS, OPTIONS = [ANN, BOB], {"grimoire_size": 8}


def _genesis():
    return msgspec.structs.replace(GAME.genesis(["Ann", "Bob"], DECKS, "", options=OPTIONS),
                                   luck=TABLE)


def test_a_match_recorded_at_a_table_audits_and_verifies_clean_as_table_luck(tmp_path):
    state = recorded(tmp_path / "t.db", GAME, ["Ann", "Bob"], DECKS, MATCH, OPTIONS)
    assert isinstance(GAME.pending(state), Over)


def test_a_physical_match_recorded_at_a_table_ends_in_the_physical_position(tmp_path):
    """A random match played with decks in a definite order (identity shuffles), recorded at a
    table from the cards it showed, ends card for card where the physical match ended."""
    assert physical_twin(tmp_path / "t.db", GAME, 3).shown > 40


def test_a_table_match_ends_as_the_table_played_it():
    state = play(GAME, _genesis(), MATCH)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "RPR-win"
    assert over.scores == [3, 0]
    assert zone_names(GAME, state, 0, "hand") == ["Foam Sprite", "Reef Crawler", "Reef Crawler"]
    assert zone_names(GAME, state, 0, "grimoire") == 0
    assert zone_names(GAME, state, 0, "soul pool") == ["Drowned Sailor"] * 3
    assert zone_names(GAME, state, 0, "thralls") == ["Foam Sprite"]
    assert zone_names(GAME, state, 1, "hand") == ["Cinder Hound", "Cinder Hound", "Ember Wretch",
                                       "Gloam Stalker", "Gloam Stalker", "Hollow Husk"]
    assert len(state.players[1].grimoire) == 1 and all(map(state.table.unseen, state.players[1].grimoire))


def test_the_first_player_is_entered_by_name_and_no_shuffle_asks_for_an_order():
    state = play(GAME, _genesis(), SETUP[:-1])
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "coin" and p.labels == ["Ann", "Bob"]
    state = GAME.apply(state, Dealt(kind="coin", outcome=1), check=True)
    assert state.first == 1


def test_each_card_drawn_is_one_of_the_cards_still_unseen():
    state = play(GAME, _genesis(), SETUP[:1])  # Duskmourn's face, chosen before any draw
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "card" and p.seat == 0 and not p.shuffle
    assert sorted(p.labels) == sorted(["Drowned Sailor"] * 3 + ["Foam Sprite"] * 2
                                      + ["Reef Crawler"] * 2 + ["Tidal Offering"])
    assert p.why == "the top card of Ann's Grimoire"
    with pytest.raises(IllegalEvent) as err:  # a decision while the table must show
        GAME.apply(GAME.clone(state), Dealt(kind="coin", outcome=0), check=True)
    assert err.value.rule == "ML-table"


def test_a_soul_reaped_at_a_table_is_unseen_by_everyone_and_can_be_any_unseen_card():
    reaped = MATCH.index(("do", 0, "Tidal Offering")) + 1
    state = play(GAME, _genesis(), MATCH[:reaped])
    soul = state.players[0].souls[0]
    assert not soul.face_up and state.table.unseen(soul.card)
    for seat in (0, 1):  # nobody has seen it: hidden from both seats
        pool = next(z for z in GAME.view(state, seat).seats[0].zones if z.name == "soul pool")
        assert pool.cards[0].hidden
    # Ann's next draw may be either of her two unseen cards: the Grimoire's or the Soul's
    state = play(GAME, _genesis(), MATCH[:MATCH.index(("see", 0, "Reef Crawler"), reaped)])
    assert sorted(GAME.pending(state).labels) == ["Foam Sprite", "Reef Crawler"]


def test_seance_of_names_at_a_table_names_each_soul_as_it_turns_face_up():
    seat0 = {"angels": ["Creed of the Harvest", "Ilse", "Duskmourn, Waxing"],
             "hand": ["Seance of Names"], "souls": [{"card": "Kindle"}, {"card": "Kindle"}],
             "grimoire": ["Reef Crawler", "Foam Sprite"]}
    seat1 = {"grimoire": ["Whisper Moth"] * 3}
    g = GAME.genesis(["Ann", "Bob"], [], "", position={"seats": [seat0, seat1]})
    state = GAME.start(msgspec.structs.replace(g, luck=TABLE))
    state = GAME.apply(state, next(o for o in GAME.pending(state).options
                                   if getattr(o, "card", None) == state.players[0].hand[0]),
                       check=True)
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "a face-down Soul of Ann's, turning face up"
    assert sorted(p.labels) == ["Foam Sprite", "Kindle", "Kindle", "Reef Crawler"]
    for name in ("Reef Crawler", "Kindle"):
        p = GAME.pending(state)
        state = GAME.apply(state, Dealt(kind="card", outcome=p.labels.index(name)), check=True)
    assert sorted(zone_names(GAME, state, 0, "soul pool")) == ["Kindle", "Reef Crawler"]
    assert zone_names(GAME, state, 0, "discard") == ["Seance of Names"]
    souls = [x.card for x in state.players[0].souls]
    assert not any(map(state.table.unseen, souls))  # seen now, by both seats
    assert all(map(state.table.unseen, state.players[0].grimoire))
