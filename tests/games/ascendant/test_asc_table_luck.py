"""An Ascendant match played at a table and recorded from what the table showed (table luck):
Arsenals shuffled with no order entered, every card drawn named, every d20 by its face, an
Arsenal run out (its player purges instead of drawing, ASC-open-1) and a card taken back from
the Scrapyard (Ascendant has no reshuffle: these are its nearest moves), and the last one
standing wins."""

import msgspec
import pytest

from engine.events import Dealt, TABLE
from engine.protocol import Chance, IllegalEvent, Over
from engine.registry import get_game

from tests.tablescript import (do, passes, physical_twin, play, recorded, roll, script, see,
                               zone_names)

GAME = get_game("ascendant")


def _deck(arsenal: dict[str, int], genki: int, finesse: int) -> list[str]:
    return [n for name, k in arsenal.items() for n in [name] * k] + ["Genki"] * genki \
        + ["Finesse"] * finesse


ANN = _deck({"Cinder Blade": 1, "Heavy Swing": 2, "Insight": 1, "Grave Whisper": 1, "Sprint": 1}, 4, 4)
BOB = _deck({"Brace": 2, "Tripwire": 1, "Mending Light": 1, "Iron Maul": 1, "Sprint": 1}, 4, 4)
OPTIONS = {"arsenal_min": 6, "opening_hand": 3, "starting_health": 20}


def _draw(seat: int) -> list:
    return do(seat, '{"type": "draw", "seat": %d}' % seat)


def _declare(seat: int, target: int) -> list:
    return do(seat, '{"type": "declare", "seat": %d, "attack": "melee", "opponent": %d}'
              % (seat, target))


HANDS = script(see(0, "Cinder Blade", "Insight", "Heavy Swing"),
               see(1, "Brace", "Iron Maul", "Tripwire"))
MATCH = script(
    HANDS,
    # turn 1, Ann: a Cinder Blade stack, a melee attack; Bob trips her (Speed 14+2-3 = 13
    # against 9), Heavy Swing against Brace: Melee 12+2+4 = 18 against Defense 10+4 = 14
    _draw(0), see(0, "Heavy Swing"), _draw(1), see(1, "Brace"),
    do(0, "Cinder Blade"), _declare(0, 1), do(0, "Cinder Blade"),
    do(1, "Tripwire"), roll(14, 9),
    do(0, "{hand:Heavy Swing}"), passes(0), do(1, "{hand:Brace}"), passes(1),
    roll(12, 10),
    # Finishing: Insight draws Ann's last two cards; Grave Whisper takes Heavy Swing back
    do(0, "Insight"), see(0, "Sprint", "Grave Whisper"),
    do(0, '{"type": "use", "seat": 0, "card": "Grave Whisper", "pick": "Heavy Swing"}'),
    # turn 2, Bob: Ann's Arsenal is empty, she purges; Bob's Iron Maul attack fails on Speed
    _draw(1), see(1, "Mending Light"),
    do(0, '{"type": "purge", "seat": 0, "card": "Insight"}'),
    do(1, "Iron Maul"), _declare(1, 0), do(1, "Iron Maul"),
    do(0, "Sprint"), roll(5, 11),
    do(1, "Mending Light"),
    # turn 3, Ann: Melee 10+2+4 = 16 against Defense 3+4 = 7 leaves Bob at 6 - 16
    do(0, '{"type": "purge", "seat": 0, "card": "Sprint"}'),
    _draw(1), see(1, "Sprint"),
    _declare(0, 1), do(0, "Cinder Blade"),
    do(1, "Sprint"), roll(13, 8),
    do(0, "{hand:Heavy Swing}"), passes(0), do(1, "Brace"),
    roll(10, 3),
)


DECKS = [ANN, BOB]


def _genesis():
    g = GAME.genesis(["Ann", "Bob"], DECKS, "", options=OPTIONS)
    return msgspec.structs.replace(g, luck=TABLE)


def test_a_match_recorded_at_a_table_audits_and_verifies_clean_as_table_luck(tmp_path):
    state = recorded(tmp_path / "t.db", GAME, ["Ann", "Bob"], DECKS, MATCH, OPTIONS)
    assert isinstance(GAME.pending(state), Over)


def test_a_physical_match_recorded_at_a_table_ends_in_the_physical_position(tmp_path):
    """A random match played with decks in a definite order (identity shuffles), recorded at a
    table from the cards it showed, ends card for card where the physical match ended."""
    assert physical_twin(tmp_path / "t.db", GAME, 3).shown > 20


def test_a_table_match_ends_as_the_table_played_it():
    state = play(GAME, _genesis(), MATCH)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "ASC-fact-win"
    assert over.scores == [20, 0]
    assert zone_names(GAME, state, 0, "hand") == ["Heavy Swing"]
    assert zone_names(GAME, state, 0, "arsenal") == 0 and zone_names(GAME, state, 1, "arsenal") == 0
    assert zone_names(GAME, state, 0, "battlefield") == ["Cinder Blade"]
    assert zone_names(GAME, state, 0, "scrapyard") == ["Grave Whisper", "Heavy Swing"]
    assert zone_names(GAME, state, 1, "scrapyard") == ["Brace", "Brace", "Mending Light", "Sprint",
                                            "Tripwire"]
    assert not any(state.table.mixed)  # every card of both Arsenals was shown


def test_the_opening_hands_are_named_card_by_card_with_no_shuffle_order():
    state = GAME.start(_genesis())
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "card" and p.seat == 0 and not p.shuffle
    assert sorted(p.labels) == sorted(["Cinder Blade", "Heavy Swing", "Heavy Swing", "Insight",
                                       "Grave Whisper", "Sprint"])  # the Fountain is not shuffled
    assert p.why == "the top card of Ann's Arsenal"
    state = play(GAME, _genesis(), HANDS[:2])
    assert GAME.pending(state).why == "card 3 from the top of Ann's Arsenal"
    arsenal = next(z for z in GAME.view(state, None).seats[0].zones if z.name == "arsenal")
    assert [c.name for c in arsenal.cards[:2]] == ["Cinder Blade", "Insight"]
    assert all(c.hidden for c in arsenal.cards[2:])  # no name yet, even for the omniscient view


def test_a_draw_decided_waits_for_the_card_the_table_shows():
    state = play(GAME, _genesis(), MATCH[:MATCH.index(("see", 0, "Heavy Swing"), 6)])
    p = GAME.pending(state)
    assert isinstance(p, Chance) and sorted(p.labels) == ["Grave Whisper", "Heavy Swing", "Sprint"]
    with pytest.raises(IllegalEvent) as err:  # a die, while the table must show a card
        GAME.apply(GAME.clone(state), Dealt(kind="d20", outcome=4), check=True)
    assert err.value.rule == "ML-table"
    shown = Dealt(kind="card", outcome=p.labels.index("Heavy Swing"))
    assert GAME.describe(state, shown) == "the table shows Heavy Swing: the top card of Ann's Arsenal"


def test_dice_at_a_table_are_entered_by_face():
    state = play(GAME, _genesis(), MATCH[:MATCH.index(("roll", 14))])
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.kind == "d20" and p.labels == [str(f) for f in range(1, 21)]
