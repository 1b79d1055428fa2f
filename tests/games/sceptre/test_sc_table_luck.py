"""A Sceptre match played at a table and recorded from what the table showed (table luck):
a dead hand reshuffled (rule 8), Royal Levy's search and shuffle, Blood Cards set aside unseen
and one drawn for a kill, every die by its face, and the end by rule 45."""

import msgspec
import pytest

from engine.events import Dealt, TABLE
from engine.protocol import Chance, IllegalEvent, Over, PositionUnavailable
from engine.games.sceptre.decks import SAMPLE_DECKS


from sc_helpers import GAME
from tests.tablescript import do, physical_twin, play, recorded, roll, script, see, zone_names

HANDS = script(
    # Ann's first hand has no Champion: a dead hand (rule 8), back into the deck, reshuffled
    see(0, "Copper Coin", "Copper Coin", "Silver Coin", "Ember Page", "Iron Helm", "Longsword",
        "Gold Coin"),
    see(0, "Ember Warden", "Copper Coin", "Copper Coin", "Silver Coin", "Ember Page",
        "Cinder Squire", "Royal Levy"),
    see(1, "Tide Sentinel", "Copper Coin", "Silver Coin", "Tide Page", "Gold Coin",
        "Brine Squire", "Iron Helm"),
)
MATCH = script(
    HANDS,
    do(0, "Ember Warden"), do(1, "Tide Sentinel"),
    roll(15, 8),  # who goes first: Ann 15, Bob 8
    # turn 1, Ann: a Coin, a Squire, and Royal Levy's search, after which Ann selects a Gold
    # Coin (sceptre-8: the play is one option, SC-search-blind); the deck is shuffled
    see(0, "Copper Coin"),
    do(0, "{hand:Copper Coin}"), do(0, "Ember Page"), do(0, "Royal Levy"),
    do(0, '{"type": "select-coin", "seat": 0, "metal": "gold"}'),
    do(0, '{"type": "end-turn", "seat": 0}'),
    # turn 2, Bob: Undertow hits (12 + SKL 1 > DEF 9)
    see(1, "Copper Coin"),
    do(1, "{hand:Copper Coin}"),
    do(1, '{"type": "attack", "seat": 1, "attack": 0, "target": "Ember Warden"}'),
    roll(12),
    # turn 3, Ann: Searing Rend hits for 40 and makes Tide Sentinel bleed (effect roll 13)
    see(0, "Stone Gate"),
    do(0, "Silver Coin"),
    do(0, '{"type": "attack", "seat": 0, "attack": 1, "target": "Tide Sentinel"}'),
    roll(14, 13),
    # turn 4, Bob: Crushing Wave hits for 40 (effect roll 5: no Splinter); Bleeding costs 10
    see(1, "Quarry Knight"),
    do(1, "Silver Coin"), do(1, "Tide Page"),
    do(1, '{"type": "attack", "seat": 1, "attack": 1, "target": "Ember Warden"}'),
    roll(16, 5),
    # turn 5, Ann: a Gate, then Searing Rend kills Tide Sentinel; Ann draws a Blood Card
    see(0, "Copper Coin"),
    do(0, "Stone Gate"),
    do(0, '{"type": "attack", "seat": 0, "attack": 1, "target": "Tide Sentinel"}'),
    roll(17, 3),
    see(0, "Longsword"),  # the Blood Card, one of Ann's cards nobody has seen
)


DECKS = [SAMPLE_DECKS["emberfall-vanguard"], SAMPLE_DECKS["tidemark-bastion"]]


def _genesis():
    return msgspec.structs.replace(GAME.genesis(["Ann", "Bob"], DECKS, ""), luck=TABLE)


def test_a_match_recorded_at_a_table_audits_and_verifies_clean_as_table_luck(tmp_path):
    state = recorded(tmp_path / "t.db", GAME, ["Ann", "Bob"], DECKS, MATCH)
    assert isinstance(GAME.pending(state), Over)


def test_a_physical_match_recorded_at_a_table_ends_in_the_physical_position(tmp_path):
    """A random match played with decks in a definite order (identity shuffles), recorded at a
    table from the cards it showed, ends card for card where the physical match ended."""
    assert physical_twin(tmp_path / "t.db", GAME, 3).shown > 100


def test_a_table_match_ends_as_the_table_played_it():
    state = play(GAME, _genesis(), MATCH)
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "SC-45"
    assert zone_names(GAME, state, 0, "hand") == ["Cinder Squire", "Copper Coin", "Copper Coin", "Copper Coin",
                                       "Gold Coin", "Longsword"]
    assert zone_names(GAME, state, 1, "discard") == ["Copper Coin", "Silver Coin", "Tide Page", "Tide Sentinel"]
    assert zone_names(GAME, state, 0, "gate and exterior") == ["Stone Gate"]
    assert zone_names(GAME, state, 0, "discard") == ["Royal Levy"]
    assert state.sides[0].collected == 1
    # 70 cards: 6 in hand, a Champion with 2 Coins and a Squire, a Gate, a discard, 4 Blood
    # Cards left and 54 in the deck, none of them seen by anyone
    side = state.sides[0]
    assert (len(side.deck), len(side.blood)) == (54, 4)
    assert all(map(state.table.unseen, side.deck + side.blood))


def test_a_shuffle_at_the_table_asks_for_no_order_and_each_draw_names_a_card():
    state = GAME.start(_genesis())
    p = GAME.pending(state)
    assert isinstance(p, Chance) and not p.shuffle and p.kind == "card" and p.seat == 0
    assert len(p.labels) == 70 and p.labels.count("Copper Coin") == 9
    assert p.why == "the top card of Ann's deck"
    shown = Dealt(kind="card", outcome=p.labels.index("Pyre Adept"))
    assert GAME.describe(state, shown) == "the table shows Pyre Adept: the top card of Ann's deck"
    state = GAME.apply(state, shown, check=True)
    # the hand of 7 is dealt once all 7 are shown: until then the card shown tops the deck
    deck = next(z for z in GAME.view(state, None).seats[0].zones if z.name == "deck")
    assert deck.cards[0].name == "Pyre Adept" and all(c.hidden for c in deck.cards[1:])
    assert len(GAME.pending(state).labels) == 69


def test_while_the_table_must_show_a_card_nothing_else_is_accepted():
    state = GAME.start(_genesis())
    for event in (Dealt(kind="card", outcome=70), Dealt(kind="d20", outcome=3),
                  Dealt(kind="shuffle", outcome=list(range(70)))):
        with pytest.raises(IllegalEvent) as err:
            GAME.apply(GAME.clone(state), event, check=True)
        assert err.value.rule == "ML-table"


def test_the_dead_hand_goes_back_unseen_and_the_redraw_is_from_the_whole_deck():
    state = play(GAME, _genesis(), HANDS[:7])
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.seat == 0
    assert len(p.labels) == 70 and p.labels.count("Iron Helm") == 1  # the hand went back
    assert state.sides[0].dead_hands == 1 and not state.sides[0].hand


def test_the_blood_cards_stay_unseen_until_one_is_drawn_from_all_unseen_cards():
    # SC-table-unseen: the deck and the Blood Cards are one pool of unseen cards
    state = play(GAME, _genesis(), MATCH[:-1])
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.seat == 0
    assert p.why == "the top card of Ann's Blood Cards"
    # the Blood Card is any of Ann's 59 unseen cards: 54 in the deck and 5 Blood Cards
    assert len(p.labels) == 59 and "Longsword" in p.labels
    for seat in (None, 0, 1):
        blood = next(z for z in GAME.view(state, seat).seats[0].zones if z.name == "blood cards")
        assert blood.count == 5 and all(c.hidden for c in blood.cards)


def test_royal_levy_at_a_table_finds_a_coin_among_every_unseen_card():
    # SC-table-search
    levy = MATCH.index(("do", 0, "Royal Levy"))
    state = play(GAME, _genesis(), MATCH[:levy + 2])  # the play, then the Gold selected
    side = state.sides[0]
    assert [state.name(c) for c in side.hand].count("Gold Coin") == 1
    assert (len(side.deck), len(side.blood)) == (56, 5)  # 70 - 7 in hand - 5 - 1 drawn - 1 found
    assert all(map(state.table.unseen, side.deck + side.blood))  # shuffled again: unseen


def test_no_state_at_a_table_is_marked_and_nothing_is_kept_for_one():
    # a table puts snapshots back in place: the death check's and the turn end's marks
    # (stats._ALL_ALIVE, turn._CALM) are never set there, nor units kept for a mark
    from engine.games.sceptre import stats, turn
    stats.may_die()
    for k in range(1, len(MATCH) + 1):
        state = play(GAME, _genesis(), MATCH[:k])
        assert stats._ALL_ALIVE is not state and turn._CALM is not state
        assert not stats._HURT and not stats._WOUNDED


def test_between_the_roll_and_the_first_draw_shown_no_position_is_written():
    # a position starts at a player's turn: after the roll for who goes first (Ann 15, Bob
    # 8) the table is still to show Ann's first draw (SC-turn-1), turn 1 has not begun, and a
    # position written then would hand the turn to seat 0 at turn 0 whoever went first
    state = play(GAME, _genesis(), script(HANDS, do(0, "Ember Warden"), do(1, "Tide Sentinel"),
                                          roll(15, 8)))
    assert state.turn == 0 and state.first == 0
    with pytest.raises(PositionUnavailable, match="the first turn has not begun"):
        GAME.position(state)


def test_at_a_table_the_search_may_take_any_coin_still_unseen_or_none():
    # SC-table-search (sceptre-8): the engine cannot tell Ann's deck from her Blood Cards, so
    # once she has searched she may record any metal still unseen, or none (her Gold may lie
    # among the Blood Cards); sceptre-7's play offered only the Gold while one was unseen
    from engine.games.sceptre.events import SelectCoin
    from engine.protocol import Decision
    levy = MATCH.index(("do", 0, "Royal Levy"))
    state = play(GAME, _genesis(), MATCH[:levy + 1])
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-search-blind"
    assert p.options == [SelectCoin(seat=0, metal=m) for m in ("gold", "silver", "copper", None)]
    took = GAME.apply(GAME.clone(state), SelectCoin(seat=0, metal="silver"), check=True)
    assert zone_names(GAME, took, 0, "hand").count("Silver Coin") == 2
