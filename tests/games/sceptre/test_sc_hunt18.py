"""Session 18's fourth rules hunt (by mutation: if the engine's code for a rule were wrong, would a
test notice?). First its loose ends: the Coin Royal Levy's search takes, named to both players
(SC-search-shown), is told found by a search in every reader's story and shows in its player's
hand to the opponent (sceptre-9); the hidden-options property reaches the opponent's hurt
face-down garrison Champions. Then the cases the mutants showed no test pinned. Each case a
declarative position, a decision, and what the rules text says must follow, with the illegal
alternatives refused by rule."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.protocol import Chance, Decision, InvalidSetup
from engine.registry import get_game
from engine.games.sceptre.events import (Attack, AttachCoin, BringIn, EndTurn, PlayAction,
                                         Retreat, RetreatRollAgain, SelectCoin, UseAbility)

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start

V8 = get_game("sceptre", "sceptre-8")


def _told(game, s, ev, as_seat):
    """The story lines of `ev` as `as_seat` (None: everyone) is told them."""
    from replays.story import Sight, told
    after = game.apply(game.clone(s), ev)
    whole = None if as_seat is None else game.view
    return told(Sight(game.view(s, as_seat), whole and whole(s, None)),
                Sight(game.view(after, as_seat), whole and whole(after, None)), game.words(),
                isinstance(ev, Dealt))


def _hand(game, s, seat_no: int, as_seat):
    zone = next(z for z in game.view(s, as_seat).seats[seat_no].zones if z.name == "hand")
    return [(c.name, tuple(c.tags)) if not c.hidden else "?" for c in zone.cards]


def _searching(game=GAME, deck=("Gold Coin", "Silver Coin", "Sunder")):
    """Ada has played Royal Levy; her search waits on the Coin she takes."""
    ada = seat("Ember Warden", hand=["Royal Levy", "Copper Coin"], deck=list(deck),
               blood=["Gold Coin", "Silver Coin", "Stone Gate", "Stone Gate", "Stone Gate"])
    pos = {"seats": [ada, seat("Tide Sentinel")]}
    s = game.start(game.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    return game.apply(s, PlayAction(seat=0, card=one(s, "Royal Levy")), check=True)


# -- loose end 1: the Coin a search takes is found, not drawn unseen (SC-search-shown) ---------
@pytest.mark.parametrize("metal", ["gold", "silver"])
def test_every_reader_is_told_the_searched_coin_was_found_and_none_a_card_drawn_unseen(metal):
    deck = ("Gold Coin", "Silver Coin", "Sunder") if metal == "gold" else ("Silver Coin", "Sunder")
    s = _searching(deck=deck)
    coin = f"{metal.capitalize()} Coin"
    ev = SelectCoin(seat=0, metal=metal)
    assert GAME.describe(s, ev) == f"Ada's search takes a {coin} into the hand"
    assert _told(GAME, s, ev, None) == [f"{coin} is found by a search (Ada's deck to Ada's hand)"]
    for as_seat in (0, 1):  # the searcher and the opponent, who saw it named, alike
        assert _told(GAME, s, ev, as_seat) == [f"{coin} comes into Ada's hand, found by a search"]
    # sceptre-8 named the Coin, then told the opponent a card drawn unseen, the whole log a draw
    old = _searching(V8, deck)
    assert _told(V8, old, ev, 1) == ["Ada draws 1 card unseen"]
    assert _told(V8, old, ev, None) == [f"{coin} is drawn (Ada's deck to Ada's hand)"]


def test_a_search_that_takes_no_coin_tells_no_card_moved():
    s = _searching(deck=("Silver Coin", "Sunder"))
    for as_seat in (None, 0, 1):
        assert _told(GAME, s, SelectCoin(seat=0, metal=None), as_seat) == []


def test_the_searched_coin_shows_in_the_hand_to_the_opponent_until_it_leaves_it():
    s = act(_searching(), SelectCoin(seat=0, metal="gold"))
    gold = next(c for c in s.sides[0].hand if s.name(c) == "Gold Coin")
    found = ("Gold Coin", ("found by a search",))
    assert _hand(GAME, s, 0, 1) == ["?", found]  # the Copper stays hidden from Bo
    assert _hand(GAME, s, 0, 0) == [("Copper Coin", ()), found]
    assert gold not in GAME.secrets(s, 1) and one(s, "Copper Coin") in GAME.secrets(s, 1)
    # the deck's shuffle after the search hides nothing again
    s = GAME.apply(s, Dealt(kind="shuffle", outcome=[0, 1]))
    assert _hand(GAME, s, 0, 1) == ["?", found]
    # attached (rule 17: a Coin in play is shown anyway), it leaves the hand and its mark
    s = act(s, AttachCoin(seat=0, card=gold, target=one(s, "Ember Warden")))
    assert gold not in s.revealed and _hand(GAME, s, 0, 1) == ["?"]
    # under sceptre-8 the opponent never saw it in the hand
    old = act(_searching(V8), SelectCoin(seat=0, metal="gold"))
    assert _hand(V8, old, 0, 1) == ["?", "?"]


def test_a_searched_coin_paid_away_by_outrider_leaves_its_mark_behind():
    ada = seat({"card": "Ashfang Rider", "damage": 30}, hand=["Royal Levy"],
               deck=["Silver Coin", "Sunder"])
    s = start(ada, seat("Tide Sentinel"))
    s = act(s, PlayAction(seat=0, card=one(s, "Royal Levy")))
    s = act(s, SelectCoin(seat=0, metal="silver"))
    silver = one(s, "Silver Coin")
    assert silver in s.revealed
    s = act(s, UseAbility(seat=0, card=one(s, "Ashfang Rider"), target=silver))
    assert silver in s.sides[0].discard and silver not in s.revealed
    pos = GAME.position(s)
    again = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    assert GAME.digest(again) == GAME.digest(s)


def test_a_position_writes_the_shown_coin_and_starts_again_with_it_shown():
    s = act(_searching(), SelectCoin(seat=0, metal="gold"))
    s = GAME.apply(s, Dealt(kind="shuffle", outcome=[0, 1]))
    pos = GAME.position(s)
    gold = next(c for c in s.sides[0].hand if s.name(c) == "Gold Coin")
    assert pos["seats"][0]["shown"] == [f"Gold Coin #{gold}"]
    again = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    assert GAME.digest(again) == GAME.digest(s)
    assert _hand(GAME, again, 0, 1) == _hand(GAME, s, 0, 1)
    # a hand-written one: the first of its name; not a card the hand lacks, nor a non-Coin
    hand = ["Copper Coin", "Sunder", "Gold Coin"]
    written = start(seat("Ember Warden", hand=hand, shown=["Gold Coin"]), seat("Tide Sentinel"))
    assert _hand(GAME, written, 0, 1) == ["?", "?", ("Gold Coin", ("found by a search",))]
    for shown, why in ((["Silver Coin"], "does not hold"), (["Sunder"], "SC-search-shown"),
                       (["Gold Coin", "Gold Coin"], "does not hold")):
        with pytest.raises(InvalidSetup, match=why):
            start(seat("Ember Warden", hand=hand, shown=shown), seat("Tide Sentinel"))
    with pytest.raises(InvalidSetup, match="sceptre-9"):
        V8.start(V8.genesis(["Ada", "Bo"], [], "0" * 64, position={
            "seats": [seat("Ember Warden", hand=hand, shown=["Gold Coin"]),
                      seat("Tide Sentinel")]}))


# -- loose end 2: the hidden-options property reaches hurt face-down Champions --------------
_HURT_GARRISON = [
    {"card": "Granite Bulwark", "damage": 65},  # 120 HP: as a Mist Oracle (60) it would be dead
    {"card": "Mist Oracle", "squires": [{"card": "Tide Page"}]},
    {"card": "Cliff Sapper", "damage": 20, "squires": [{"card": "Brine Squire", "damage": 20}]},
]
"""Bo's face-down garrison, two Champions and a Squire hurt (a no-roll attack or an effect
hurts a garrisoned card without revealing it, rule 35)."""


def test_options_are_the_same_whatever_names_the_opponents_hurt_face_down_champions_hide():
    # SC-search-blind's promise, the property of test_sc_hunt17 carried to the hurt face-down
    # Champions and Squires no seeded match holds (the walk there found none): at every
    # decision of a played-out match from this position, each seat's options are those of the
    # state with the opponent's face-down cards renamed among their kind, wherever the
    # renaming leaves every card alive (a dead card in the arena is no position, SC-hp-zero)
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.protocol import Decision
    from engine.games.sceptre.state import Search
    from tests.selfplay_states import played_states
    from test_sc_hunt17 import _face_down_moved, _hidden_moved
    ada = seat({"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
                "squires": ["Ember Page"]}, hand=["Scout's Glass", "Copper Coin", "Iron Helm"],
               deck=["Silver Coin", "Sunder", "Ember Page", "Pyre Adept"] * 3)
    bo = seat({"card": "Tide Sentinel", "coins": ["Copper Coin"]}, garrison=_HURT_GARRISON,
              hand=["Copper Coin", "Reef Lancer"], deck=["Copper Coin", "Tide Page", "Sunder"] * 3)
    # the renaming itself: the Bulwark's 65 damage rules out the first rotation (a Mist Oracle
    # of 60 HP); the second leaves all alive
    s = start(ada, bo)
    moved = GAME.clone(s)
    assert _face_down_moved(moved, 1) == 3  # two hurt Champions and the hurt Squire
    assert [moved.name(u.card) for u in moved.sides[1].garrison] == \
        ["Cliff Sapper", "Granite Bulwark", "Mist Oracle"]
    assert [moved.name(q) for u in moved.sides[1].garrison for q in u.squires] == \
        ["Brine Squire", "Tide Page"]
    total = 0
    for n in range(4):
        seed = dealer.seed_from_number(n, "hurt-face-down")
        genesis = GAME.genesis(["Ada", "Bo"], [], dealer.commitment(seed),
                               position={"seats": [ada, bo]})
        agents = [RandomAgent(dealer.seed_from_number(n, f"hurt{s}")) for s in range(2)]
        checked = renamed = 0
        for state in played_states(GAME, genesis, seed, agents):
            p = GAME.pending(state)
            if not isinstance(p, Decision) or type(state.stack[-1]) is Search:
                continue
            for how in ("coins first", "coins last", "rotated"):
                moved = _hidden_moved(state, p.seat, how)
                assert GAME.pending(moved).options == p.options, (n, how, type(state.stack[-1]))
            renamed += _face_down_moved(GAME.clone(state), 1 - p.seat) > 0
            checked += 1
        assert checked > 10 and renamed, (n, checked, renamed)
        total += renamed
    assert total > 8, total


# -- the mutants' survivors: what no test pinned (notes: the mutation table) ------------------
def test_the_serrated_blades_bleeding_roll_needs_16_or_more():
    # Serrated Blade (our card's text): "after a successful attack roll a die; on 16+ the
    # attacked Champion is Bleeding": 15 leaves it unhurt by Bleeding, 16 makes it Bleed; a
    # missed attack rolls for nothing (rule 30). Mutant C8 (16 -> 15) survived every test
    blade = {"card": "Ember Warden", "coins": ["Copper Coin"], "gear": ["Serrated Blade"]}
    state = start(seat(blade), seat("Tide Sentinel"))
    sentinel = one(state, "Tide Sentinel")
    state = act(state, Attack(seat=0, attack=0, target=sentinel))
    for face, conditions in ((15, []), (16, ["bleeding"]), (20, ["bleeding"])):
        after = roll(GAME.clone(state), 20, face)
        assert combat_of(after, 1).conditions == conditions, face
        assert combat_of(after, 1).damage == 20
        assert GAME.pending(after).seat == 1  # the attack ended Ada's turn: Bo's turn
    missed = roll(GAME.clone(state), 1)  # 1 + SKL is no more than DEF 10: no blade die at all
    assert combat_of(missed, 1).conditions == [] and combat_of(missed, 1).damage == 0
    assert not isinstance(GAME.pending(missed), Chance)


def test_a_bleeding_champion_with_exactly_20_hp_left_dies_of_its_successful_retreat():
    # rule 47: a successful retreat costs a Bleeding Champion 20, "take the damage first": with
    # 20 HP left it has none, and dies in combat (Bo collects; Ada replaces it, SC-45), never
    # reaching the garrison. Mutant R6 (dies only past its HP) survived every test
    warden = {"card": "Ember Warden", "damage": 70, "conditions": ["bleeding"]}  # 90 HP: 20 left
    state = start(seat(warden, garrison=[{"card": "Mist Oracle"}]), seat("Tide Sentinel"))
    w = one(state, "Ember Warden")
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 20, 1)
    assert w in state.sides[0].discard and [u.card for u in state.sides[0].garrison] == \
        [one(state, "Mist Oracle")]
    assert state.sides[1].collected == 1
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-45" and p.seat == 0
    assert p.options == [BringIn(seat=0, card=one(state, "Mist Oracle"))]
    # one HP more (69 damage) and it reaches the garrison, cured, with 1 HP left
    warden["damage"] = 69
    state = start(seat(warden, garrison=[{"card": "Mist Oracle"}]), seat("Tide Sentinel"))
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 20, 1)
    kept = state.sides[0].garrison[-1]
    assert kept.card == w and kept.damage == 89 and kept.conditions == []
    assert state.sides[1].collected == 0


def test_at_a_table_a_turn_begun_with_an_empty_deck_draws_nothing_and_play_goes_on():
    # rule 29: "If a player runs out of cards in their deck, they do not automatically lose
    # the game. They may continue to play with the cards in their hand." At a table (table
    # luck) the turn's draw asks the table to show the card drawn; with no deck there is
    # none to show: Bo's turn starts with his hand as it was and his options. Mutant Z6 (the
    # draw made whatever the deck holds) survived every test: they all ran out under the
    # dealer's luck, whose turn draw is written apart
    import msgspec
    from engine.events import TABLE
    pos = {"seats": [seat("Ember Warden", deck=["Sunder"]),
                     seat("Tide Sentinel", deck=[], hand=["Sunder"])]}
    genesis = msgspec.structs.replace(GAME.genesis(["Ada", "Bo"], [], "", position=pos), luck=TABLE)
    state = act(GAME.start(genesis), EndTurn(seat=0))
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and state.turn == 3 and not state.over
    assert [state.name(c) for c in state.sides[1].hand] == ["Sunder"] and state.sides[1].deck == []
    sunder = state.sides[1].hand[0]
    assert p.options == [PlayAction(seat=1, card=sunder), EndTurn(seat=1)]


def test_a_search_that_leaves_one_card_in_the_deck_asks_no_shuffle():
    # Royal Levy: "put it into your hand and shuffle": a deck of one card has one order, so
    # the dealer is asked for no shuffle of it (as none for an empty one, test_sc_hunt17); a
    # deck of two left is shuffled. The search and the shuffle's step both say so: a mutant
    # of either alone changes nothing (Z4, Z4b: equivalent); of both, this fails (Z4P)
    for deck, shuffled in ((["Gold Coin", "Sunder"], False),
                           (["Gold Coin", "Sunder", "Iron Helm"], True)):
        state = act(_searching(deck=tuple(deck)), SelectCoin(seat=0, metal="gold"))
        p = GAME.pending(state)
        assert isinstance(p, Chance) == shuffled and len(state.sides[0].deck) == len(deck) - 1
        if not shuffled:
            assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-turn-3"


def test_foresight_stays_with_the_combat_position_through_rally_call_and_ends_with_the_turn():
    # Mist Oracle's Foresight (Garrison, once per turn): "your in-combat Champions get +2 SKL
    # until the end of your turn": rule 21's in-combat effect, on the position: the Champion
    # Rally Call brings in gets it, the one sent to the garrison loses it; gone at the turn's
    # end. Mutant A4 (on the Champion in combat itself) was caught only by a test of the
    # turn end's bookkeeping, no rules test
    from engine.games.sceptre.stats import stat
    state = start(seat({"card": "Ember Warden"}, hand=["Rally Call"],
                       garrison=[{"card": "Mist Oracle"}, {"card": "Pyre Adept"}]),
                  seat("Tide Sentinel", deck=["Sunder"]))
    oracle, warden, adept = (one(state, n) for n in ("Mist Oracle", "Ember Warden", "Pyre Adept"))
    state = act(state, UseAbility(seat=0, card=oracle))
    assert stat(state, 0, combat_of(state, 0), True, "skl") == 2 + 2
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    state = act(state, BringIn(seat=0, card=adept))
    assert combat_of(state, 0).card == adept
    assert stat(state, 0, combat_of(state, 0), True, "skl") == 4 + 2
    held = next(u for u in state.sides[0].garrison if u.card == warden)
    assert stat(state, 0, held, False, "skl") == 2
    state = act(state, EndTurn(seat=0))  # Ada's turn ends: so does Foresight
    assert stat(state, 0, combat_of(state, 0), True, "skl") == 4
    assert state.sides[0].combat_mods == []


def test_tithe_of_coin_allows_one_additional_coin_and_two_tithes_two():
    # Tithe of Coin: "you may attach one additional Coin from your hand this turn" (rule 17's
    # additional placement): the turn's Coin, then one more; a third is refused while a Coin
    # is still in the hand to offer; a second Tithe gives a second. Mutant B6 (two more)
    # survived: the one test of it ran out of Coins first
    hand = ["Copper Coin", "Copper Coin", "Copper Coin", "Copper Coin", "Tithe of Coin",
            "Tithe of Coin"]
    state = start(seat("Ember Warden", hand=hand), seat("Tide Sentinel"))
    warden = one(state, "Ember Warden")
    coins = [c for c in state.sides[0].hand if state.name(c) == "Copper Coin"]
    tithes = [c for c in state.sides[0].hand if state.name(c) == "Tithe of Coin"]
    state = act(state, PlayAction(seat=0, card=tithes[0]))
    state = act(state, AttachCoin(seat=0, card=coins[0], target=warden))
    state = act(state, AttachCoin(seat=0, card=coins[1], target=warden))
    assert combat_of(state, 0).coins == coins[:2]
    assert not any(isinstance(o, AttachCoin) for o in options(state))
    refused(state, AttachCoin(seat=0, card=coins[2], target=warden), "SC-17")
    state = act(state, PlayAction(seat=0, card=tithes[1]))
    state = act(state, AttachCoin(seat=0, card=coins[2], target=warden))
    refused(state, AttachCoin(seat=0, card=coins[3], target=warden), "SC-17")
    assert combat_of(state, 0).coins == coins[:3]


def test_rally_call_is_not_played_with_a_full_garrison():
    # Rally Call moves the in-combat Champion to the garrison (rule 48's "moving via an effect");
    # the garrison holds 4 (rule 12): with four there is no room, so no play (as a retreat,
    # rule 49); with three it is played. Mutant B4 (up to 4) was caught only by a check of the
    # death walk's bookkeeping, no rules test
    four = [{"card": n} for n in ("Pyre Adept", "Mist Oracle", "Cliff Sapper", "Reef Lancer")]
    state = start(seat("Ember Warden", hand=["Rally Call"], garrison=four), seat("Tide Sentinel"))
    rally = one(state, "Rally Call")
    assert not any(isinstance(o, PlayAction) for o in options(state))
    refused(state, PlayAction(seat=0, card=rally), "SC-22")
    state = start(seat("Ember Warden", hand=["Rally Call"], garrison=four[:3]),
                  seat("Tide Sentinel"))
    state = act(state, PlayAction(seat=0, card=one(state, "Rally Call")))
    assert len(state.sides[0].garrison) == 4 and state.sides[0].combat is None


def test_a_written_position_with_four_traps_is_refused_and_three_are_taken():
    # rule 25: "You may have up to 3 Trap cards in play at a time": a judge's position with a
    # fourth is one no match reaches. Mutant W2 (four let through) survived every test
    three = ["Caltrops", "Smoke Snare", "Tangling Net"]
    state = start(seat("Ember Warden", traps=three), seat("Tide Sentinel"))
    assert [state.name(t) for t in state.sides[0].traps] == three
    with pytest.raises(InvalidSetup, match=r"more than 3 Traps \[SC-25\]"):
        start(seat("Ember Warden", traps=three + ["Spiked Palisade"]), seat("Tide Sentinel"))


def test_a_written_position_with_three_squires_on_a_champion_is_refused():
    # rule 37: "at most two Squires attached to a Champion at a time". Mutant W3 (three let
    # through) survived every test
    two = {"card": "Ember Warden", "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(two), seat("Tide Sentinel"))
    assert len(combat_of(state, 0).squires) == 2
    for where in ("combat", "garrison"):
        three = {"card": "Ember Warden", "squires": ["Ember Page", "Cinder Squire", "Forge Squire"]}
        ada = seat(three) if where == "combat" else seat("Pyre Adept", garrison=[three])
        with pytest.raises(InvalidSetup, match=r"more than two Squires \[SC-37\]"):
            start(ada, seat("Tide Sentinel"))


def test_what_a_seat_may_not_see_is_exactly_what_its_view_hides():
    # rule 6 (every Blood Card unseen, its own player's too), rule 10 (face-down Champions and
    # Squires), 13 (Traps), the decks and the opponent's hand: `secrets` (what export and the
    # leak checks withhold from a seat) is every card its view does not show, no more, no
    # less, before and after a search's Coin is shown. Mutant V1 (Blood Cards left out of the
    # secrets) survived every test
    from engine.views import visible_ids
    ada = seat("Ember Warden", hand=["Royal Levy", "Copper Coin"], deck=["Gold Coin", "Sunder"],
               garrison=[{"card": "Pyre Adept", "squires": ["Ember Page"]}], traps=["Caltrops"],
               blood=["Gold Coin", "Silver Coin", "Stone Gate", "Stone Gate", "Stone Gate"])
    bo = seat("Tide Sentinel", hand=["Sunder"], deck=["Iron Helm"], traps=["Smoke Snare"],
              garrison=[{"card": "Mist Oracle", "face_down": False}])
    state = start(ada, bo)
    searched = act(act(GAME.clone(state), PlayAction(seat=0, card=one(state, "Royal Levy"))),
                   SelectCoin(seat=0, metal="gold"))
    for st in (state, searched):
        every = set(range(len(st.cards)))
        for as_seat in (0, 1):
            assert GAME.secrets(st, as_seat) == every - visible_ids(GAME.view(st, as_seat)), as_seat
        assert set(st.sides[0].blood) <= GAME.secrets(st, 0) & GAME.secrets(st, 1)


def test_sunders_minus_2_def_stays_with_the_champion_not_the_one_that_replaces_it():
    # Sunder: "The opposing Champion gets -2 DEF until the end of your turn": rule 21's
    # "opposing Champion" effect, "specific to that Champion": when Ada's attack kills it, the
    # Champion Bo brings in has its own DEF (seen while Bo's Rallying Horn is asked, before
    # the turn ends). Mutant B2 (-2 on Bo's in-combat position) was caught only by a test of
    # the turn end's bookkeeping
    from engine.games.sceptre.events import SpringTrap
    from engine.games.sceptre.stats import stat
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, hand=["Sunder"]),
                  seat({"card": "Tide Sentinel", "damage": 90}, traps=["Rallying Horn"],
                       garrison=[{"card": "Mist Oracle", "damage": 10}]))
    sentinel, oracle = one(state, "Tide Sentinel"), one(state, "Mist Oracle")
    state = act(state, PlayAction(seat=0, card=one(state, "Sunder")))
    assert [(m.stat, m.value) for m in combat_of(state, 1).mods] == [("dfn", -2)]
    assert state.sides[1].combat_mods == []
    assert stat(state, 1, combat_of(state, 1), True, "dfn") == 10 - 2
    state = roll(act(state, Attack(seat=0, attack=0, target=sentinel)), 20)
    assert sentinel in state.sides[1].discard and state.sides[0].collected == 1
    state = act(state, BringIn(seat=1, card=oracle))
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.options[0] == SpringTrap(
        seat=1, card=one(state, "Rallying Horn"), trigger=True)
    assert combat_of(state, 1).card == oracle
    assert stat(state, 1, combat_of(state, 1), True, "dfn") == 7  # its own, no Sunder


def test_field_dressing_is_offered_only_for_a_hurt_champion_of_ones_own():
    # SC-search-blind's reading: an Action is offered where its effect changes something:
    # Field Dressing ("heal 30 damage from one of your Champions") for a damaged Champion of
    # Ada's, in combat or garrisoned, not an unhurt one, never Bo's. Mutant B7 (every Champion
    # of hers offered) was caught only by a test of event field types
    state = start(seat("Ember Warden", hand=["Field Dressing"],
                       garrison=[{"card": "Pyre Adept", "damage": 40}, {"card": "Mist Oracle"}]),
                  seat({"card": "Tide Sentinel", "damage": 30}))
    dressing, adept = one(state, "Field Dressing"), one(state, "Pyre Adept")
    assert [o for o in options(state) if isinstance(o, PlayAction)] == \
        [PlayAction(seat=0, card=dressing, target=adept)]
    for target in ("Ember Warden", "Mist Oracle", "Tide Sentinel"):
        refused(state, PlayAction(seat=0, card=dressing, target=one(state, target)), "SC-22")
    state = act(state, PlayAction(seat=0, card=dressing, target=adept))
    assert state.sides[0].garrison[0].damage == 10


def test_a_written_dazed_queue_rolls_only_for_champions_still_dazed():
    # rule 47: "Roll a die between turns for each Champion in the arena that is Dazed". A
    # judge's position between turns may queue a Champion after the first that is not Dazed
    # (the position checks only the first): it gets no roll; Bo's turn begins after the Warden's
    # one roll. Mutant G4 (a roll for every Champion queued) survived every test
    pos = {"seats": [seat({"card": "Ember Warden", "conditions": ["dazed"]},
                          garrison=[{"card": "Pyre Adept"}]),
                     seat("Tide Sentinel", deck=["Sunder"])]}
    probe = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    warden, adept = one(probe, "Ember Warden"), one(probe, "Pyre Adept")
    pos["stack"] = [{"task": "begin-turn", "seat": 1},
                    {"task": "dazed-roll", "queue": [warden, adept], "next": 1}]
    state = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    assert isinstance(GAME.pending(state), Chance)
    state = roll(state, 15)  # 11+: the Warden is cured; the Adept, never Dazed, rolls nothing
    assert combat_of(state, 0).conditions == []
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 1 and state.turn == 3


def test_siege_ram_sends_the_destroyed_gate_to_its_owners_discard_pile_the_exterior_stays():
    # Siege Ram: "Destroy your opponent's Gate": the Gate leaves the arena for its owner's
    # discard pile, seen by both (rule 19); the Exterior stays in the arena, inactive (rule 27);
    # Siege Ram itself is discarded by its player. Mutant H5 (the Gate taken from play but put
    # nowhere) survived every test
    state = start(seat("Ember Warden", gate="Stone Gate", exterior="Watchtower"),
                  seat("Tide Sentinel", hand=["Siege Ram", "Silver Coin"]), active=1)
    gate, ram = state.sides[0].gate, one(state, "Siege Ram")
    state = act(state, PlayAction(seat=1, card=ram))
    assert state.sides[0].gate is None and state.sides[0].discard == [gate]
    assert state.sides[0].exterior == one(state, "Watchtower")
    assert ram in state.sides[1].discard
    for as_seat in (0, 1):
        pile = next(z for z in GAME.view(state, as_seat).seats[0].zones if z.name == "discard")
        assert [c.name for c in pile.cards] == ["Stone Gate"]


def test_a_written_ability_used_next_turn_is_refused_and_this_turn_counts_as_used():
    # rule 34 "once per turn" and SC-34's written counter (`used`, the turn of the last use):
    # at turn 4 a use in turn 5 is one no match holds yet (refused, the boundary); a use in
    # turn 4 is this turn's, so Steadfast is not offered again. Mutant J1 (a turn ahead let
    # through) survived every test: the one case wrote turn 7
    knight = {"card": "Quarry Knight", "damage": 30}
    with pytest.raises(InvalidSetup, match=r"in turn 5, after this turn 4 \[SC-34\]"):
        start(seat({**knight, "used": 5}), seat("Tide Sentinel"), turn=4)
    state = start(seat({**knight, "used": 4}), seat("Tide Sentinel"), turn=4)
    assert not any(isinstance(o, UseAbility) for o in options(state))
    refused(state, UseAbility(seat=0, card=one(state, "Quarry Knight")), "SC-34")
    state = start(seat({**knight, "used": 3}), seat("Tide Sentinel"), turn=4)
    assert UseAbility(seat=0, card=one(state, "Quarry Knight")) in options(state)


def test_a_written_effect_lasts_to_this_turns_end_or_the_next_and_no_other():
    # Turn Order 6 (effects "until the end of" a turn) and SC-turn-6's written counters: at
    # turn 5 an effect until turn 4 has ended (refused), until 5 or 6 is taken, until 7 lasts
    # longer than any effect of the set (refused), on a Champion or on the combat position.
    # Mutants J2 and J3 (each bound one turn wider) survived: the cases wrote turns far off
    def mods(until):
        return [{"stat": "dfn", "value": -2, "until": until}]
    for until, ok in ((4, False), (5, True), (6, True), (7, False)):
        for ada in (seat({"card": "Ember Warden", "mods": mods(until)}),
                    seat("Ember Warden", combat_mods=mods(until))):
            if ok:
                state = start(ada, seat("Tide Sentinel"), turn=5)
                assert stat_of(state, 0) == 9 + 2 - 2  # Hearth Guard +2 in combat, -2
            else:
                with pytest.raises(InvalidSetup, match=r"\[SC-turn-6\]"):
                    start(ada, seat("Tide Sentinel"), turn=5)


def stat_of(state, seat_no: int) -> int:
    from engine.games.sceptre.stats import stat
    return stat(state, seat_no, combat_of(state, seat_no), True, "dfn")


def test_a_written_war_drums_may_have_its_three_turns_left_not_four():
    # rule 27 (an Exterior persists "over only a few turns" where its card says): War Drums
    # lasts three of its player's turns, so a position may leave it 3 and no more (SC-27).
    # Mutant J7 (one turn more let through) survived every test
    drums = seat("Ember Warden", gate="Stone Gate", exterior="War Drums", exterior_left=3)
    assert start(drums, seat("Tide Sentinel")).sides[0].exterior_left == 3
    drums["exterior_left"] = 4
    with pytest.raises(InvalidSetup, match=r"`exterior_left` is at most 3 .* not 4 \[SC-27\]"):
        start(drums, seat("Tide Sentinel"))
