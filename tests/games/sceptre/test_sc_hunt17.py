"""Session 17's third rules hunt: every sentence of the Sceptre text that a game can get wrong,
pinned by a test (the coverage table is in the hunt's notes). First its loose ends: Royal
Levy's search made blind (SC-search-blind, sceptre-8) and a card's Coin cost overpaid by its
player's choice (rule 18, SC-pay, sceptre-8). Each case a declarative position, a decision,
and what the rules text says must follow, with the illegal alternatives refused by rule."""

from __future__ import annotations

import pytest

from engine.events import Dealt
from engine.protocol import Chance, Decision, IllegalEvent, Over
from engine.registry import get_game
from engine.views import visible_ids
from engine.games.sceptre.events import (Attack, AttachCoin, BringIn, EndTurn, MoveSquire,
                                         PlaceChampion, PlayAction, PlayArena, PlayEquipment,
                                         PlayExterior, Retreat, RetreatRollAgain, Sacrifice,
                                         SelectCoin, SetTrap, StopRetreat, UseAbility)

from engine.games.sceptre.cards import CARDS

from sc_helpers import GAME, act, combat_of, one, options, refused, roll, seat, start

V7 = get_game("sceptre", "sceptre-7")


def _start(game, a: dict, b: dict, **kw):
    return game.start(game.genesis(["Ada", "Bo"], [], "0" * 64, position={"seats": [a, b], **kw}))


def _refused(game, state, event, rule: str) -> None:
    with pytest.raises(IllegalEvent) as err:
        game.apply(game.clone(state), event, check=True)
    assert err.value.rule == rule, err.value


def _zone(state, seat_no: int, as_seat, name: str):
    return next(z for z in GAME.view(state, as_seat).seats[seat_no].zones if z.name == name)


# -- loose end 1: Royal Levy's search is blind (SC-search-blind, sceptre-8) --------------------
_DECKS = {
    "gold": ["Gold Coin", "Silver Coin", "Sunder"],
    "silver": ["Silver Coin", "Copper Coin", "Sunder"],
    "none": ["Sunder", "Iron Helm", "Stone Gate"],
}
"""Three decks of one size that Ada cannot tell apart before searching: a Gold in one, only
lower Coins in another, no Coin in the third (her Blood Cards, face down, hold the rest)."""


def _levy(deck: str):
    ada = seat("Ember Warden", hand=["Royal Levy", "Copper Coin"], deck=_DECKS[deck],
               blood=["Gold Coin", "Silver Coin", "Stone Gate", "Stone Gate", "Stone Gate"])
    return start(ada, seat("Tide Sentinel"))


def test_the_options_before_royal_levy_are_the_same_whatever_the_deck_holds():
    # the deck is hidden from its player (rule 6's Blood Cards were set aside from it unseen):
    # the option list before the search must not tell a Gold from a Silver from no Coin
    lists = {deck: options(_levy(deck)) for deck in _DECKS}
    assert lists["gold"] == lists["silver"] == lists["none"]
    state = _levy("gold")
    levy = one(state, "Royal Levy")
    assert [o for o in lists["gold"] if isinstance(o, PlayAction)] == [PlayAction(seat=0, card=levy)]
    # a play naming the Coin (sceptre-7's shape) is no longer one
    for metal in ("gold", "silver", "copper"):
        refused(state, PlayAction(seat=0, card=levy, choice=metal), "SC-22")
    # sceptre-7 told them apart: its options named the Coin the deck held
    old = {deck: [o for o in V7.pending(_start(V7, *_positions(deck))).options
                  if isinstance(o, PlayAction)] for deck in _DECKS}
    assert [o.choice for o in old["gold"]] == ["gold"]
    assert [o.choice for o in old["silver"]] == ["silver", "copper", ""]
    assert [o.choice for o in old["none"]] == [""]


def _positions(deck: str):
    ada = seat("Ember Warden", hand=["Royal Levy", "Copper Coin"], deck=_DECKS[deck],
               blood=["Gold Coin", "Silver Coin", "Stone Gate", "Stone Gate", "Stone Gate"])
    return ada, seat("Tide Sentinel")


@pytest.mark.parametrize("deck, choices", [
    ("gold", ["gold"]), ("silver", ["silver", "copper", None]), ("none", [None])])
def test_after_the_search_its_player_selects_among_what_it_found(deck, choices):
    # rule 18: the Gold; only with none, a lower Coin or nothing ("you may select"); with no
    # Coin at all, nothing. The decision is asked every time (SC-choice-asked), so the
    # events a search leaves have one shape whatever the deck held
    state = _levy(deck)
    levy = one(state, "Royal Levy")
    state = act(state, PlayAction(seat=0, card=levy))
    assert levy in state.sides[0].discard
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.seat == 0 and p.rule == "SC-search-blind"
    assert p.options == [SelectCoin(seat=0, metal=m) for m in choices]
    # the prompt offers "none" only where taking nothing is an option (a found Gold is taken)
    assert ("or none" in p.prompt) == (None in choices), p.prompt
    # a lower Coin (or none) where a Gold was found is refused by rule 18, what the search
    # did not find by SC-search-blind
    for metal in ("gold", "silver", "copper", None):
        if metal not in choices:
            rule = "SC-18" if choices == ["gold"] else "SC-search-blind"
            refused(state, SelectCoin(seat=0, metal=metal), rule)
    refused(state, SelectCoin(seat=1, metal=choices[0]), "SC-seat")
    refused(state, EndTurn(seat=0), "SC-search-blind")  # the search is finished first
    refused(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel")), "SC-search-blind")
    taken = act(GAME.clone(state), SelectCoin(seat=0, metal=choices[0]))
    hand = [taken.name(c) for c in taken.sides[0].hand]
    if choices[0] is None:
        assert hand == ["Copper Coin"] and len(taken.sides[0].deck) == 3
    else:
        assert hand == ["Copper Coin", f"{choices[0].capitalize()} Coin"]
        assert len(taken.sides[0].deck) == 2
    p = GAME.pending(taken)  # the deck is shuffled after the search, whatever it took
    assert isinstance(p, Chance) and p.shuffle and p.seat == 0
    taken = GAME.apply(taken, Dealt(kind="shuffle", outcome=list(range(len(taken.sides[0].deck)))))
    assert options(taken)[0].seat == 0  # back to Ada's pre-attack step


def test_no_seat_sees_the_decks_coins_before_during_or_after_the_search():
    state = _levy("gold")
    deck = list(state.sides[0].deck)
    steps = [state]
    state = act(GAME.clone(state), PlayAction(seat=0, card=one(state, "Royal Levy")))
    steps.append(state)
    state = act(GAME.clone(state), SelectCoin(seat=0, metal="gold"))
    steps.append(state)
    for st in steps:
        for as_seat in (0, 1):
            pile = _zone(st, 0, as_seat, "deck")
            assert all(c.hidden and c.id is None for c in pile.cards)
            assert not visible_ids(GAME.view(st, as_seat)) & set(deck) - set(st.sides[0].hand)
    # the step a seat's view names is the search's, whatever it holds
    assert GAME.view(steps[1], 1).step == GAME.view(act(_levy("none"), PlayAction(
        seat=0, card=one(steps[0], "Royal Levy"))), 1).step == "Search"
    # the log: the play searches; the Coin taken is named (SC-search-shown)
    levy = one(steps[0], "Royal Levy")
    assert GAME.describe(steps[0], PlayAction(seat=0, card=levy)) == \
        "Ada plays Royal Levy, searching the deck"
    assert GAME.describe(steps[1], SelectCoin(seat=0, metal="gold")) == \
        "Ada's search takes a Gold Coin into the hand"
    assert GAME.describe(steps[1], SelectCoin(seat=0, metal=None)) == "Ada's search takes no Coin"
    assert GAME.rules["SC-search-shown"].assumption


def test_a_match_waiting_on_the_searchs_coin_exports_and_starts_again_there():
    state = act(_levy("silver"), PlayAction(seat=0, card=_levy("silver").sides[0].hand[0]))
    pos = GAME.position(state)
    assert pos["stack"][-1] == {"task": "search", "seat": 0}
    again = GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    assert GAME.digest(again) == GAME.digest(state)
    assert options(again) == options(state)
    # sceptre-7 never waits there: a written search is refused under it
    from engine.protocol import InvalidSetup
    with pytest.raises(InvalidSetup, match="sceptre-8"):
        V7.start(V7.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))
    # nor is it Bo's search, on Ada's turn
    pos["stack"][-1] = {"task": "search", "seat": 1}
    with pytest.raises(InvalidSetup, match="not the active player"):
        GAME.start(GAME.genesis(["Ada", "Bo"], [], "0" * 64, position=pos))


def test_royal_levy_with_an_empty_deck_is_still_refused():
    # an empty deck is public (its size): nothing to search, no play (SC-22)
    state = start(seat("Ember Warden", hand=["Royal Levy"], deck=[]), seat("Tide Sentinel"))
    assert not any(isinstance(o, PlayAction) for o in options(state))
    refused(state, PlayAction(seat=0, card=one(state, "Royal Levy")), "SC-22")


def test_a_search_that_takes_the_last_card_shuffles_nothing():
    # a deck of one Gold: the search takes it and leaves an empty deck, no shuffle is due
    state = start(seat("Ember Warden", hand=["Royal Levy"], deck=["Gold Coin"]), seat("Tide Sentinel"))
    state = act(state, PlayAction(seat=0, card=one(state, "Royal Levy")))
    state = act(state, SelectCoin(seat=0, metal="gold"))
    assert state.sides[0].deck == [] and isinstance(GAME.pending(state), Decision)
    assert [state.name(c) for c in state.sides[0].hand] == ["Gold Coin"]


# -- loose end 2: overpaying a card's cost (rule 18, SC-pay, sceptre-8) ------------------------
def _purse(*extra: str, combat="Ember Warden", **kw):
    return start(seat(combat, hand=["Copper Coin", "Silver Coin", "Gold Coin", *extra], **kw),
                 seat("Tide Sentinel", gate="Stone Gate"))


def test_iron_helm_may_be_paid_with_the_copper_or_overpaid_with_silver_or_gold():
    # rule 18: "you may choose to overpay"; Gold pays any cost, Silver a Silver or Copper one
    state = _purse("Iron Helm")
    helm, warden = one(state, "Iron Helm"), one(state, "Ember Warden")
    plays = [o for o in options(state) if isinstance(o, PlayEquipment)]
    assert plays == [PlayEquipment(seat=0, card=helm, target=warden),
                     PlayEquipment(seat=0, card=helm, target=warden, paid=("silver",)),
                     PlayEquipment(seat=0, card=helm, target=warden, paid=("gold",))]
    after = act(GAME.clone(state), plays[1])
    assert [after.name(c) for c in after.sides[0].hand] == ["Copper Coin", "Gold Coin"]
    assert [after.name(c) for c in after.sides[0].discard] == ["Silver Coin"]
    assert combat_of(after, 0).gear == [helm]
    assert GAME.describe(state, plays[1]) == \
        "Ada equips Iron Helm on Ember Warden, paying with a Silver Coin"
    # left out, the least valuable pays (what every version did), and the log says which
    assert GAME.describe(state, plays[0]) == \
        "Ada equips Iron Helm on Ember Warden, paying with a Copper Coin"
    plain = act(GAME.clone(state), plays[0])
    assert [plain.name(c) for c in plain.sides[0].discard] == ["Copper Coin"]
    # the least valuable named is the plain play's other spelling: refused, naming the form
    refused(state, PlayEquipment(seat=0, card=helm, target=warden, paid=("copper",)), "SC-pay")
    # one Coin for a one-Coin cost; no metal the hand lacks or the cost refuses
    for bad in (("gold", "silver"), (), ("platinum",)):
        refused(state, PlayEquipment(seat=0, card=helm, target=warden, paid=bad), "SC-18")
    # sceptre-7 paid the least valuable always
    old = _start(V7, seat("Ember Warden", hand=["Copper Coin", "Silver Coin", "Gold Coin",
                                                 "Iron Helm"]), seat("Tide Sentinel"))
    assert [o for o in V7.pending(old).options if isinstance(o, PlayEquipment)] == [plays[0]]
    _refused(V7, old, plays[1], "SC-pay")


def test_a_silver_cost_is_never_paid_with_copper_and_gold_may_overpay_it():
    state = _purse("Hawk Visor")
    visor, warden = one(state, "Hawk Visor"), one(state, "Ember Warden")
    assert [o.paid for o in options(state) if isinstance(o, PlayEquipment)] == \
        [PlayEquipment.__struct_defaults__[0], ("gold",)]
    refused(state, PlayEquipment(seat=0, card=visor, target=warden, paid=("copper",)), "SC-18")
    after = act(state, PlayEquipment(seat=0, card=visor, target=warden, paid=("gold",)))
    assert [after.name(c) for c in after.sides[0].hand] == ["Copper Coin", "Silver Coin"]


def test_a_hand_with_only_the_exact_coin_has_no_overpay_to_offer():
    state = start(seat("Ember Warden", hand=["Silver Coin", "Copper Coin", "Longsword"]),
                  seat("Tide Sentinel"))
    sword, warden = one(state, "Longsword"), one(state, "Ember Warden")
    assert [o for o in options(state) if isinstance(o, PlayEquipment)] == \
        [PlayEquipment(seat=0, card=sword, target=warden)]
    refused(state, PlayEquipment(seat=0, card=sword, target=warden, paid=("gold",)), "SC-18")


def test_siege_ram_and_war_drums_may_be_overpaid_too():
    # rule 22 (an Action's cost) and rule 27 (an Exterior's): "discarding the required Coin
    # card(s)", overpaid as rule 18 allows
    state = _purse("Siege Ram", "War Drums", "Stone Gate", gate="Stone Gate")
    ram, drums = one(state, "Siege Ram"), one(state, "War Drums")
    assert [o.paid for o in options(state) if isinstance(o, PlayAction)][1:] == [("gold",)]
    assert [o.paid for o in options(state) if isinstance(o, PlayExterior)][1:] == \
        [("silver",), ("gold",)]
    state = act(state, PlayAction(seat=0, card=ram, paid=("gold",)))
    assert state.sides[1].gate is None
    state = act(state, PlayExterior(seat=0, card=drums, paid=("silver",)))
    assert [state.name(c) for c in state.sides[0].hand] == ["Copper Coin", "Stone Gate"]
    assert state.sides[0].exterior == drums


def test_outrider_may_discard_a_better_coin_than_copper():
    # rule 18: "Any time you must/may attach or discard a Coin for an attack or effect, you
    # may choose to overpay": Outrider's Copper may be a Silver or Gold (sceptre-8)
    rider = {"card": "Ashfang Rider", "damage": 30}
    state = start(seat(rider, hand=["Silver Coin", "Gold Coin"]), seat("Tide Sentinel"))
    card, silver = one(state, "Ashfang Rider"), one(state, "Silver Coin")
    assert [o.target for o in options(state) if isinstance(o, UseAbility)] == \
        [silver, one(state, "Gold Coin")]
    state = act(state, UseAbility(seat=0, card=card, target=silver))
    assert combat_of(state, 0).damage == 20 and silver in state.sides[0].discard
    old = _start(V7, seat(rider, hand=["Silver Coin", "Gold Coin"]), seat("Tide Sentinel"))
    assert not any(isinstance(o, UseAbility) for o in V7.pending(old).options)
    _refused(V7, old, UseAbility(seat=0, card=card, target=silver), "SC-34")


# -- the coverage walk: statements of the text no test pinned (hunt17's NONEs) ---------------
def test_rule_49s_example_a_champion_brought_back_in_starts_a_new_attempt_at_10():
    # rule 49: "if a single Champion fails to garrison three times in a row, that Champion
    # takes 60 damage ... your new Champion ... would take 10 damage (not 40) ... your first
    # Champion is brought back in and attempts to retreat again and fails, this would be a new
    # retreat attempt, and that Champion would take 10 damage (70 damage total ... for the turn)"
    state = start(seat("Reef Lancer", garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    lancer, oracle = one(state, "Reef Lancer"), one(state, "Mist Oracle")
    state = act(state, Retreat(seat=0))
    for _ in range(3):
        state = roll(act(state, RetreatRollAgain(seat=0)), 1, 20)  # fails
    assert combat_of(state, 0).damage == 10 + 20 + 30
    state = roll(act(state, RetreatRollAgain(seat=0)), 20, 1)  # succeeds
    assert options(state) == [BringIn(seat=0, card=oracle)]
    state = act(state, BringIn(seat=0, card=oracle))
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 1, 20)
    assert combat_of(state, 0).damage == 10  # the new Champion's own attempt: 10, not 40
    state = roll(act(state, RetreatRollAgain(seat=0)), 20, 1)
    # the Champion that just left may not come straight back; the first one may
    assert options(state) == [BringIn(seat=0, card=lancer)]
    refused(state, BringIn(seat=0, card=oracle), "SC-15")
    state = act(state, BringIn(seat=0, card=lancer))
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 1, 20)
    assert combat_of(state, 0).card == lancer and combat_of(state, 0).damage == 70


def test_a_cavalrys_second_attack_needs_two_squires():
    # rule 33: "Cavalry Champions require at least one Squire for their first attack and two
    # Squires for their second attack"
    lancer = {"card": "Reef Lancer", "coins": ["Silver Coin", "Silver Coin"], "squires": ["Tide Page"]}
    state = start(seat(lancer), seat("Ember Warden"))
    warden = one(state, "Ember Warden")
    assert [o.attack for o in options(state) if isinstance(o, Attack)] == [0]
    refused(state, Attack(seat=0, attack=1, target=warden), "SC-33")
    lancer["squires"] = ["Tide Page", "Brine Squire"]
    state = start(seat(lancer), seat("Ember Warden"))
    assert [o.attack for o in options(state) if isinstance(o, Attack)] == [0, 1]


def test_an_attacks_coin_cost_is_paid_by_its_metal_or_a_better_one_attached():
    # rules 18 and 30: Gold pays a Silver cost, Copper never pays a Silver or Gold one
    for coins, usable in ((["Gold Coin", "Copper Coin"], True), (["Silver Coin", "Copper Coin"], True),
                          (["Copper Coin", "Copper Coin"], False), (["Silver Coin"], False)):
        warden = {"card": "Ember Warden", "coins": coins, "squires": ["Ember Page"]}
        state = start(seat(warden), seat("Tide Sentinel"))
        attack = Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))
        assert (attack in options(state)) is usable, coins
        if not usable:
            refused(state, attack, "SC-30")
    knight = {"card": "Quarry Knight", "coins": ["Silver Coin"], "squires": ["Stone Page", "Quarry Squire"]}
    state = start(seat(knight), seat("Tide Sentinel"))
    refused(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel")), "SC-30")  # Landslide: Gold


def _kill_sentinel(bo_garrison: list, squires: list):
    """Ada's Cinder Cut (20) kills Bo's Tide Sentinel (10 HP left, Brine Squire's +20 counted)
    carrying `squires`."""
    damage = 110 if "Brine Squire" in squires else 90
    bo = seat({"card": "Tide Sentinel", "damage": damage, "squires": squires}, garrison=bo_garrison,
              hand=["Pyre Adept"])
    state = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}), bo)
    return roll(act(state, Attack(seat=0, attack=0, target=one(state, "Tide Sentinel"))), 15)


def test_a_moved_squires_bonuses_apply_to_its_new_champion_at_once():
    # rule 43: "that Squire's effects are immediately applied to the new Champion": Tide Page
    # (SPD +1, and +1 DEF to a Tidemark Champion) on the garrisoned Mist Oracle before it
    # enters combat
    from engine.games.sceptre.stats import stats
    state = _kill_sentinel([{"card": "Mist Oracle"}], ["Tide Page"])
    oracle = state.sides[1].garrison[0]
    before = stats(state, 1, oracle, False)
    state = act(state, MoveSquire(seat=1, squire=one(state, "Tide Page"), target=oracle.card))
    after = stats(state, 1, state.sides[1].garrison[0], False)
    assert (after["spd"], after["dfn"]) == (before["spd"] + 1, before["dfn"] + 1)


def test_a_killed_champions_squires_may_go_to_two_champions_or_be_discarded_with_room_left():
    # rule 44: "move either or both Squires to a new garrisoned Champion(s) in any way you
    # like"; Turn Order 5: "or discard them if they choose"
    state = _kill_sentinel([{"card": "Mist Oracle"}, {"card": "Reef Lancer"}], ["Tide Page", "Brine Squire"])
    page, brine = one(state, "Tide Page"), one(state, "Brine Squire")
    oracle, lancer = one(state, "Mist Oracle"), one(state, "Reef Lancer")
    assert MoveSquire(seat=1, squire=page, target=None) in options(state)
    state = act(state, MoveSquire(seat=1, squire=page, target=oracle))
    state = act(state, MoveSquire(seat=1, squire=brine, target=lancer))
    assert [u.squires for u in state.sides[1].garrison] == [[page], [brine]]
    # the replacement comes from the garrison, never the hand (rule 45)
    assert options(state) == [BringIn(seat=1, card=oracle), BringIn(seat=1, card=lancer)]
    refused(state, BringIn(seat=1, card=one(state, "Pyre Adept")), "SC-45")
    refused(state, PlaceChampion(seat=1, card=one(state, "Pyre Adept")), "SC-45")
    discarding = _kill_sentinel([{"card": "Mist Oracle"}], ["Tide Page"])
    discarding = act(discarding, MoveSquire(seat=1, squire=one(discarding, "Tide Page"), target=None))
    assert one(discarding, "Tide Page") in discarding.sides[1].discard
    assert discarding.sides[1].garrison[0].squires == []


def test_any_number_of_actions_in_a_turn_each_cost_paid_once():
    # rule 22: "You can play as many Action cards as you'd like per turn"; "The cost ... is
    # paid only once when playing the card"
    warden = {"card": "Ember Warden", "damage": 40, "conditions": ["bleeding"]}
    state = start(seat(warden, hand=["Purifying Draught", "Field Dressing", "Battle Hymn",
                                     "Copper Coin", "Copper Coin"]), seat("Tide Sentinel"))
    w = one(state, "Ember Warden")
    state = act(state, PlayAction(seat=0, card=one(state, "Purifying Draught"), target=w))
    state = act(state, PlayAction(seat=0, card=one(state, "Field Dressing"), target=w))
    state = act(state, PlayAction(seat=0, card=one(state, "Battle Hymn")))
    assert combat_of(state, 0).conditions == [] and combat_of(state, 0).damage == 10
    assert [state.name(c) for c in state.sides[0].hand] == ["Copper Coin"]
    assert sorted(state.name(c) for c in state.sides[0].discard) == \
        ["Battle Hymn", "Copper Coin", "Field Dressing", "Purifying Draught"]


def test_a_fourth_trap_only_replaces_one_of_three():
    # rule 25: "up to 3 Trap cards in play at a time. You may play as many Trap cards as you'd
    # like per turn, up to the limit. You may replace an existing Trap"
    state = start(seat("Ember Warden", hand=["Caltrops", "Smoke Snare", "Tangling Net",
                                             "Spiked Palisade"]), seat("Tide Sentinel"))
    for name in ("Caltrops", "Smoke Snare", "Tangling Net"):
        state = act(state, SetTrap(seat=0, card=one(state, name)))
    palisade = one(state, "Spiked Palisade")
    refused(state, SetTrap(seat=0, card=palisade), "SC-25")
    traps = list(state.sides[0].traps)
    assert [o for o in options(state) if isinstance(o, SetTrap)] == \
        [SetTrap(seat=0, card=palisade, replace=t) for t in traps]
    state = act(state, SetTrap(seat=0, card=palisade, replace=one(state, "Smoke Snare")))
    assert [state.name(t) for t in state.sides[0].traps] == ["Caltrops", "Spiked Palisade", "Tangling Net"]
    assert one(state, "Smoke Snare") in state.sides[0].discard


def test_two_arena_cards_in_one_turn_the_second_replaces_the_first():
    # rule 26: "You can play as many Arena cards as you'd like per turn"; the previous goes to
    # the discard pile of whoever played it
    state = start(seat("Ember Warden", hand=["Sunlit Colosseum", "Mudflats"]), seat("Tide Sentinel"))
    state = act(state, PlayArena(seat=0, card=one(state, "Sunlit Colosseum")))
    state = act(state, PlayArena(seat=0, card=one(state, "Mudflats")))
    assert state.arena == one(state, "Mudflats")
    assert state.sides[0].discard == [one(state, "Sunlit Colosseum")]


def test_equipment_goes_only_on_ones_own_champion_never_on_a_squire():
    # rule 23: "You can only attach an Equipment card to a Squire if the card text allows it"
    # (none of the set does); "Equipment cards are attached to Champions" (one's own)
    state = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]}, hand=["Iron Helm", "Copper Coin"]),
                  seat("Tide Sentinel"))
    helm = one(state, "Iron Helm")
    refused(state, PlayEquipment(seat=0, card=helm, target=one(state, "Ember Page")), "SC-23")
    refused(state, PlayEquipment(seat=0, card=helm, target=one(state, "Tide Sentinel")), "SC-23")
    assert [o.target for o in options(state) if isinstance(o, PlayEquipment)] == [one(state, "Ember Warden")]


def test_an_exteriors_coin_cost_is_paid_before_it_is_played():
    # rule 27: "You must pay the Coin cost before playing the Exterior card by discarding the
    # required Coin card(s)": War Drums (Copper) with no Coin is refused; Watchtower costs none
    state = start(seat("Ember Warden", gate="Stone Gate", hand=["War Drums", "Watchtower"]),
                  seat("Tide Sentinel"))
    refused(state, PlayExterior(seat=0, card=one(state, "War Drums")), "SC-pay")
    assert [o.card for o in options(state) if isinstance(o, PlayExterior)] == [one(state, "Watchtower")]
    paid = start(seat("Ember Warden", gate="Stone Gate", hand=["War Drums", "Copper Coin"]),
                 seat("Tide Sentinel"))
    paid = act(paid, PlayExterior(seat=0, card=one(paid, "War Drums")))
    assert paid.sides[0].hand == [] and one(paid, "Copper Coin") in paid.sides[0].discard


def test_both_players_dead_hands_give_both_blood_cards():
    # rule 8: "(If this happens to both players, then both players may draw Blood Cards.)"
    from test_sc_setup import _new, _shuffle
    state = _new()
    for dead in (True, True, True, False):  # Ada: 3 dead hands, then a live one
        state = _shuffle(state, dead)
    for dead in (True, True, True, False):  # Bo the same
        state = _shuffle(state, dead)
    assert [s.dead_hands for s in state.sides] == [3, 3]
    assert [s.collected for s in state.sides] == [1, 1]
    assert [len(s.blood) for s in state.sides] == [4, 4]


def test_the_stalemate_needs_both_decks_empty():
    # rule 29: "In the event where both players have no decks ... a stalemate": Ada still has
    # a card to draw, so two turns without an attack are no draw; once she has drawn it they are
    state = start(seat("Reef Lancer", deck=["Stone Gate"]), seat("Reef Lancer"))
    state = act(state, EndTurn(seat=0))
    state = act(state, EndTurn(seat=1))
    assert isinstance(GAME.pending(state), Decision) and state.sides[0].deck == []
    state = act(state, EndTurn(seat=0))  # she keeps the Gate she drew
    state = act(state, EndTurn(seat=1))
    over = GAME.pending(state)
    assert isinstance(over, Over) and over.winner is None and over.rule == "SC-29"


def test_a_bleeding_champion_killed_by_its_retreats_20_does_not_reach_the_garrison():
    # rule 47: "they take 20 damage when successfully retreating to the garrison (take the
    # damage first, then the Bleeding is cured from being garrisoned)": 15 HP left, so the
    # damage kills it first; Bo collects a Blood Card and Ada replaces it from the garrison
    warden = {"card": "Ember Warden", "damage": 75, "conditions": ["bleeding"]}
    state = start(seat(warden, garrison=[{"card": "Mist Oracle"}]), seat("Tide Sentinel"))
    w = one(state, "Ember Warden")
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 20, 1)
    assert w in state.sides[0].discard and all(u.card != w for u in state.sides[0].garrison)
    assert state.sides[1].collected == 1
    p = GAME.pending(state)
    assert isinstance(p, Decision) and p.rule == "SC-45"
    assert p.options == [BringIn(seat=0, card=one(state, "Mist Oracle"))]


def test_a_squires_bonuses_go_only_to_the_champion_it_is_attached_to():
    # rule 36: "Bonuses are only applied to the attached Champion": Ember Page on the
    # garrisoned Pyre Adept gives the Ember Warden in combat nothing
    from engine.games.sceptre.stats import stats
    bare = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}]), seat("Tide Sentinel"))
    paged = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept", "squires": ["Ember Page"]}]),
                  seat("Tide Sentinel"))
    assert stats(paged, 0, combat_of(paged, 0), True) == stats(bare, 0, combat_of(bare, 0), True)
    assert stats(paged, 0, paged.sides[0].garrison[0], False)["skl"] == \
        stats(bare, 0, bare.sides[0].garrison[0], False)["skl"] + 1


def test_an_additional_coin_may_go_on_another_champion():
    # rule 17: "Additional Coins can be played on a different Champion than the Champion you
    # placed the one-per-turn Coin on"
    state = start(seat("Ember Warden", garrison=[{"card": "Pyre Adept"}],
                       hand=["Copper Coin", "Silver Coin", "Tithe of Coin"]), seat("Tide Sentinel"))
    warden, adept = one(state, "Ember Warden"), one(state, "Pyre Adept")
    state = act(state, AttachCoin(seat=0, card=one(state, "Copper Coin"), target=warden))
    refused(state, AttachCoin(seat=0, card=one(state, "Silver Coin"), target=adept), "SC-17")
    state = act(state, PlayAction(seat=0, card=one(state, "Tithe of Coin")))
    state = act(state, AttachCoin(seat=0, card=one(state, "Silver Coin"), target=adept))
    assert state.sides[0].garrison[0].coins == [one(state, "Silver Coin")]
    assert not any(isinstance(o, AttachCoin) for o in options(state))  # the extra one is spent


def test_a_gate_alone_gives_no_effect():
    # rule 28: "Gate cards ... provide no effects by themselves"
    from engine.games.sceptre.stats import stats
    bare = start(seat("Ember Warden"), seat("Tide Sentinel"))
    gated = start(seat("Ember Warden", gate="Stone Gate"), seat("Tide Sentinel"))
    assert stats(gated, 0, combat_of(gated, 0), True) == stats(bare, 0, combat_of(bare, 0), True)


def test_in_the_first_turn_too_a_champion_enters_combat_from_the_garrison_only():
    # rule 15 "After the first turn, a Champion can only be placed into combat from the
    # garrison", read with rule 14 (the initial Champion) and rule 45 ("You cannot play a
    # Champion from your hand at this time"): the starters are placed before the first turn
    # (SC-starter), so within it a retreat, too, brings a Champion from the garrison
    # (SC-first-turn)
    state = start(seat("Reef Lancer", garrison=[{"card": "Mist Oracle"}], hand=["Tide Sentinel"]),
                  seat("Granite Bulwark"), turn=1, first=0)
    assert not any(isinstance(o, Attack) for o in options(state))  # rule 9
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 20, 1)
    assert options(state) == [BringIn(seat=0, card=one(state, "Mist Oracle"))]
    refused(state, BringIn(seat=0, card=one(state, "Tide Sentinel")), "SC-15")
    assert GAME.rules["SC-first-turn"].assumption


def test_an_attack_names_a_target_its_reach_allows():
    # rule 30: "which of your opponent's Champions (or Squires, if permitted) you are
    # attacking": Cinder Cut reaches only the opposing Champion in combat, not a garrisoned
    # one, a Squire or one's own Champion; Ash Storm reaches the garrison
    bo = seat({"card": "Tide Sentinel", "squires": ["Tide Page"]},
              garrison=[{"card": "Mist Oracle", "face_down": False}])
    marshal = {"card": "Cinder Marshal", "coins": ["Gold Coin", "Copper Coin"],
               "squires": ["Ember Page", "Cinder Squire"]}
    state = start(seat(marshal, garrison=[{"card": "Pyre Adept"}]), bo)
    sentinel, oracle, page = one(state, "Tide Sentinel"), one(state, "Mist Oracle"), one(state, "Tide Page")
    lance = [o.target for o in options(state) if isinstance(o, Attack) and o.attack == 0]
    storm = [o.target for o in options(state) if isinstance(o, Attack) and o.attack == 1]
    assert lance == [sentinel] and set(storm) == {sentinel, oracle}
    for target in (oracle, page, one(state, "Pyre Adept"), one(state, "Cinder Marshal")):
        refused(state, Attack(seat=0, attack=0, target=target), "SC-30")
    refused(state, Attack(seat=0, attack=1, target=page), "SC-30")


def test_an_any_ability_works_in_the_garrison():
    # rule 34: '"Any" abilities can be used in either the garrison or in-combat': Outrider on
    # a garrisoned Ashfang Rider, which reveals it (rule 34's "you must reveal the Champion")
    state = start(seat("Ember Warden", garrison=[{"card": "Ashfang Rider", "damage": 20}],
                       hand=["Copper Coin"]), seat("Tide Sentinel"))
    rider, coin = one(state, "Ashfang Rider"), one(state, "Copper Coin")
    assert UseAbility(seat=0, card=rider, target=coin) in options(state)
    state = act(state, UseAbility(seat=0, card=rider, target=coin))
    assert state.sides[0].garrison[0].damage == 10 and rider in visible_ids(GAME.view(state, 1))


def test_an_exterior_or_arena_changes_champions_not_squires():
    # rule 27: "Exterior cards that modify Champion stats affect all of your Champions";
    # Squires keep their own DEF (Watchtower +1 DEF), so a Squire attacked meets its printed DEF
    from engine.games.sceptre.stats import squire_stats, stats
    plain = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]}), seat("Tide Sentinel"))
    tower = start(seat({"card": "Ember Warden", "squires": ["Ember Page"]}, gate="Stone Gate",
                       exterior="Watchtower"), seat("Tide Sentinel"))
    page = one(plain, "Ember Page")
    assert squire_stats(tower, page) == squire_stats(plain, page) == (30, 5)
    assert stats(tower, 0, combat_of(tower, 0), True)["dfn"] == \
        stats(plain, 0, combat_of(plain, 0), True)["dfn"] + 1


def test_an_announced_retreat_makes_at_least_one_attempt():
    # rule 49: "Once announced, you must make at least one retreat attempt": no attack, no
    # end of the turn, no stop before the first roll; a Squire sacrifice is an attempt
    lancer = {"card": "Reef Lancer", "coins": ["Copper Coin"], "squires": ["Tide Page"]}
    state = start(seat(lancer, garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    state = act(state, Retreat(seat=0))
    assert options(state) == [RetreatRollAgain(seat=0), Sacrifice(seat=0, squire=one(state, "Tide Page"))]
    refused(state, StopRetreat(seat=0), "SC-49")
    refused(state, Attack(seat=0, attack=0, target=one(state, "Granite Bulwark")), "SC-49")
    refused(state, EndTurn(seat=0), "SC-49")


def test_a_deck_of_71_cards_is_refused_as_one_of_69():
    # rule 3: "A player's deck consists of 70 cards"
    from engine.games.sceptre.decks import SAMPLE_DECKS, deck_problems
    deck = list(SAMPLE_DECKS["emberfall-vanguard"])
    assert deck_problems(deck) == []
    assert "[SC-3]" in deck_problems(deck + ["copper-coin"])[0]


def test_an_attacks_effect_is_rolled_for_without_asking():
    # rule 30: "If the attack is successful, you may then roll for any effect": every effect
    # of the set only hurts what it hits, so the roll is made, not offered (SC-effect-roll)
    warden = {"card": "Ember Warden", "coins": ["Silver Coin", "Copper Coin"], "squires": ["Ember Page"]}
    state = start(seat(warden), seat("Tide Sentinel"))
    state = roll(act(state, Attack(seat=0, attack=1, target=one(state, "Tide Sentinel"))), 15)
    p = GAME.pending(state)
    assert isinstance(p, Chance) and p.why == "an effect roll"
    state = roll(state, 11)  # 11+: Bleeding
    assert combat_of(state, 1).conditions == ["bleeding"]
    assert GAME.rules["SC-effect-roll"].assumption


def test_a_revealed_champion_stays_face_up_in_the_garrison_after_retreating():
    # rule 10: revealed cards "remain face up until they leave the arena": the Lancer, face up
    # in combat with its Squire, retreats and stays seen by Bo
    lancer = {"card": "Reef Lancer", "squires": ["Tide Page"]}
    state = start(seat(lancer, garrison=[{"card": "Mist Oracle"}]), seat("Granite Bulwark"))
    card, page, oracle = one(state, "Reef Lancer"), one(state, "Tide Page"), one(state, "Mist Oracle")
    assert oracle not in visible_ids(GAME.view(state, 1))
    state = roll(act(act(state, Retreat(seat=0)), RetreatRollAgain(seat=0)), 20, 1)
    state = act(state, BringIn(seat=0, card=oracle))
    seen = visible_ids(GAME.view(state, 1))
    assert {card, page, oracle} <= seen
    assert state.sides[0].garrison[0].card == card


def test_war_drums_give_their_last_turn_then_are_discarded_and_the_gate_stays():
    # rule 27: an Exterior that lasts a few turns "remain[s] in play until the effect expires";
    # War Drums' +3 to the attack roll counts on its last turn, then it goes to the pile
    drums = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, gate="Stone Gate",
                       exterior="War Drums", exterior_left=1), seat("Tide Sentinel"))
    sentinel = one(drums, "Tide Sentinel")
    hit = roll(act(GAME.clone(drums), Attack(seat=0, attack=0, target=sentinel)), 6)  # 6 + 2 + 3 = 11 > 10
    assert combat_of(hit, 1).damage == 20
    assert hit.sides[0].exterior is None and one(hit, "War Drums") in hit.sides[0].discard
    assert hit.name(hit.sides[0].gate) == "Stone Gate"
    plain = start(seat({"card": "Ember Warden", "coins": ["Copper Coin"]}, gate="Stone Gate"),
                  seat("Tide Sentinel"))
    miss = roll(act(plain, Attack(seat=0, attack=0, target=one(plain, "Tide Sentinel"))), 6)  # 8: no
    assert combat_of(miss, 1).damage == 0


def test_a_champion_that_failed_its_dazed_roll_ends_the_turn_without_attacking():
    # rule 47 Dazed "cannot take any action that turn": its player still plays cards (a Coin
    # on it), then ends the turn, which a usable attack would forbid (SC-must-attack)
    sentinel = {"card": "Tide Sentinel", "conditions": ["dazed"], "coins": ["Copper Coin"]}
    state = start(seat("Ember Warden"), seat(sentinel, hand=["Copper Coin"]))
    state = roll(act(state, EndTurn(seat=0)), 3)  # Ada cannot attack (no Coin); Bo's roll: 3
    assert state.active == 1 and combat_of(state, 1).stuck
    warden = one(state, "Ember Warden")
    refused(state, Attack(seat=1, attack=0, target=warden), "SC-47-dazed")
    coin = [c for c in state.sides[1].hand if state.name(c) == "Copper Coin"][0]
    state = act(state, AttachCoin(seat=1, card=coin, target=one(state, "Tide Sentinel")))
    assert EndTurn(seat=1) in options(state)
    state = act(state, EndTurn(seat=1))
    p = GAME.pending(state)  # still Dazed: it rolls again between turns (rule 50)
    assert isinstance(p, Chance) and p.why == "a Dazed roll"


def test_a_no_roll_attack_on_a_squire_deals_its_damage_and_no_battle_condition():
    # rules 30 and 40: Fog Dart (no roll, may hit a Squire, Dazes what it hits) at Tide Page:
    # 10 damage to the Page, and neither it nor its Champion is Dazed
    state = start(seat({"card": "Mist Oracle", "coins": ["Copper Coin"]}),
                  seat({"card": "Tide Sentinel", "squires": ["Tide Page"]}, traps=["Smoke Snare"]))
    page = one(state, "Tide Page")
    state = act(state, Attack(seat=0, attack=0, target=page))
    assert state.wounds[page] == 10
    assert combat_of(state, 1).conditions == [] and combat_of(state, 1).damage == 0
    assert state.sides[1].traps == [one(state, "Smoke Snare")]  # no roll: not asked
    assert state.active == 1 and isinstance(GAME.pending(state), Decision)


def test_flood_tactics_never_makes_a_third_squire():
    # rule 37: at most two Squires; Flood Tactics (move a garrisoned Champion's Squire onto
    # the Surge Captain) is offered only while the Captain has room
    captain = {"card": "Surge Captain", "squires": ["Tide Page", "Brine Squire"]}
    full = start(seat(captain, garrison=[{"card": "Mist Oracle", "squires": ["Stone Page"]}]),
                 seat("Ember Warden"))
    card = one(full, "Surge Captain")
    assert not any(isinstance(o, UseAbility) and o.card == card for o in options(full))
    refused(full, UseAbility(seat=0, card=card, target=one(full, "Stone Page")), "SC-34")
    captain["squires"] = ["Tide Page"]
    room = start(seat(captain, garrison=[{"card": "Mist Oracle", "squires": ["Stone Page"]}]),
                 seat("Ember Warden"))
    stone = one(room, "Stone Page")
    room = act(room, UseAbility(seat=0, card=card, target=stone))
    assert combat_of(room, 0).squires == [one(room, "Tide Page"), stone]
    assert room.sides[0].garrison[0].squires == []


# -- the product's promise: a seat's options never tell what it may not see ------------------
def _hidden_moved(state, seat_no: int, how: str):
    """`state` with the identities of the cards hidden from `seat_no` moved around: its own
    deck and Blood Cards among themselves (rule 6: it sees neither), and the opponent's hand,
    deck and Blood Cards among themselves: the Coins of each pool put first ("coins first":
    its deck holds them) or last ("coins last": the Blood Cards do, as many as they hold),
    or every card moved one place on ("rotated"); and the opponent's face-down garrisoned
    Champions and Squires moved on among their kind, hurt ones too (`_face_down_moved`). A
    Coin a search took, shown in the opponent's hand (SC-search-shown), stays where it is."""
    out = GAME.clone(state)
    out.cards = list(out.cards)  # renamed in place here (the state's is a tuple: State.cards)
    own, other = out.sides[seat_no], out.sides[1 - seat_no]
    hand = [c for c in other.hand if c not in out.revealed]
    for pool in (own.deck + own.blood, hand + other.deck + other.blood):
        names = [out.cards[c] for c in pool]
        if how == "rotated":
            names = names[1:] + names[:1]
        else:
            first = how == "coins first"  # a stable sort: Coins to the front, or to the back
            names.sort(key=lambda c: (CARDS[c].metal is None) if first else (CARDS[c].metal is not None))
        for c, name in zip(pool, names):
            out.cards[c] = name
    _face_down_moved(out, 1 - seat_no)
    return out


def _face_down_moved(state, seat_no: int) -> int:
    """Move the identities of `seat_no`'s face-down garrisoned Champions, then of its face-down
    garrisoned Squires, each kind among itself (rule 10: the opponent sees neither), by the
    first rotation that leaves every one of them alive: a hurt Champion (or Squire) takes a
    name whose HP, with what it carries, is still above its damage, since a position with a
    dead card in the arena is not one a match can reach (SC-hp-zero). Returns how many hurt
    ones changed name."""
    side = state.sides[seat_no]
    state.cards = list(state.cards)  # renamed in place here, a tuple again after
    hurt = 0
    for pool in ([u.card for u in side.garrison if u.card not in state.revealed],
                 [q for u in side.garrison for q in u.squires if q not in state.revealed]):
        names = [state.cards[c] for c in pool]
        for k in range(1, len(pool)):
            for c, name in zip(pool, names[k:] + names[:k]):
                state.cards[c] = name
            if _all_alive(state, seat_no):
                hurt += sum(1 for c, was in zip(pool, names) if state.cards[c] != was
                            and (state.wounds[c] or any(u.card == c and u.damage for u in side.garrison)))
                break
        else:
            for c, name in zip(pool, names):
                state.cards[c] = name
    state.cards = tuple(state.cards)
    return hurt


def _all_alive(state, seat_no: int) -> bool:
    from engine.games.sceptre.stats import hp_left, squire_stats
    return all(hp_left(state, seat_no, u, False) > 0 and all(squire_stats(state, q)[0] > 0
                                                              for q in u.squires)
               for u in state.sides[seat_no].garrison)


@pytest.mark.parametrize("n", range(3))
def test_a_seats_options_are_the_same_whatever_its_hidden_cards_are(n):
    # sceptre-8's promise (SC-search-blind): before a search, every option list of a seat is
    # the same whichever cards lie in its deck and Blood Cards and in the opponent's hand,
    # deck and Blood Cards. After Royal Levy's search its player has looked (the Search
    # decision is left out); at a Trap's ask the options are the Trap's own.
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.games.sceptre.state import Search
    from replays.simulate import default_decks
    from tests.selfplay_states import played_states
    seed = dealer.seed_from_number(n, "hidden-options")
    genesis = GAME.genesis(["A", "B"], default_decks(GAME, 200 + n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"hidden{s}")) for s in range(2)]
    checked = 0
    for state in played_states(GAME, genesis, seed, agents):
        p = GAME.pending(state)
        if not isinstance(p, Decision) or type(state.stack[-1]) is Search:
            continue
        for how in ("coins first", "coins last", "rotated"):
            moved = _hidden_moved(state, p.seat, how)
            assert GAME.pending(moved).options == p.options, (how, type(state.stack[-1]).__name__)
        checked += 1
    assert checked > 100


def test_paid_written_as_a_list_is_not_an_options_shape():
    # the options (and a decoded event) write `paid` as a tuple; a list built in Python was
    # let through by the quick check and refused by the worded one (PlayAction's candidate
    # test), then by both (SC-18); now before either, as a field of another type than its
    # event's (ML-event: it would read back as a tuple, not as itself), as `as_stored` does
    state = _purse("Iron Helm", "Siege Ram")
    helm, warden, ram = one(state, "Iron Helm"), one(state, "Ember Warden"), one(state, "Siege Ram")
    refused(state, PlayEquipment(seat=0, card=helm, target=warden, paid=["silver"]), "ML-event")
    refused(state, PlayAction(seat=0, card=ram, paid=["gold"]), "ML-event")
    import msgspec
    decoded = msgspec.json.decode(b'{"type": "play-action", "seat": 0, "card": %d, "paid": ["gold"]}' % ram,
                                  type=PlayAction)
    assert decoded.paid == ("gold",) and decoded in options(state)


@pytest.mark.parametrize("n", range(2))
def test_a_decision_built_with_a_float_or_bool_for_a_number_is_refused_not_folded(n):
    # ML-event (SC-sequence before the framework checked it for every game): msgspec types a
    # decoded event, but one built in Python is not checked and may equal an option (True ==
    # 1 == 1.0): PlaceChampion(card=3.0) crashed the checked apply (TypeError indexing the
    # cards), AttachCoin(target=0.0), EndTurn(seat=False) and SpringTrap(trigger=1) were
    # folded and stored as no reader decodes. Every option of seeded sceptre-8 play, each
    # number field as a float (or a bool) and each yes/no as an int, is refused by the checked
    # apply, the state unchanged
    import msgspec
    from engine import dealer
    from engine.agents import RandomAgent
    from replays.simulate import default_decks
    from tests.selfplay_states import played_states
    seed = dealer.seed_from_number(n, "mistyped")
    genesis = GAME.genesis(["A", "B"], default_decks(GAME, 400 + n), dealer.commitment(seed))
    agents = [RandomAgent(dealer.seed_from_number(n, f"mistyped{s}")) for s in range(2)]
    probed = 0
    for k, state in enumerate(played_states(GAME, genesis, seed, agents)):
        p = GAME.pending(state)
        if k % 3 or not isinstance(p, Decision):
            continue
        for option in p.options[:6]:
            for name in option.__struct_fields__:
                value = getattr(option, name)
                if name in ("seat", "card", "target", "replace", "squire", "attack", "slot") \
                        and type(value) is int:
                    bad = [float(value)] + ([bool(value)] if value in (0, 1) else [])
                elif name in ("trigger", "face_up") and type(value) is bool:
                    bad = [int(value)]
                elif name == "target" and type(value) is int and type(option) is PlayAction:
                    # the target given as the worded choice: equal to an option's entry
                    ev = msgspec.structs.replace(option, target=None, choice=value)
                    refused(state, ev, "ML-event")
                    probed += 1
                    continue
                else:
                    continue
                for b in bad:
                    ev = msgspec.structs.replace(option, **{name: b})
                    refused(state, ev, "ML-event")
                    probed += 1
        if k > 600:
            break
    assert probed > 300


def test_an_actions_target_given_as_its_worded_choice_is_refused():
    # ML-event (SC-sequence before): PlayAction(choice=<a card number>) equalled Field
    # Dressing's target option in the check (`choice in targets`), was folded on that
    # Champion and stored as a "choice" no reader decodes (a choice is words: "place 1",
    # "gold"); a Coin selected with no search under way is out of sequence (SC-sequence)
    state = start(seat("Ember Warden", hand=["Field Dressing"],
                       garrison=[{"card": "Pyre Adept", "damage": 30}]), seat("Tide Sentinel"))
    dressing, adept = one(state, "Field Dressing"), one(state, "Pyre Adept")
    refused(state, PlayAction(seat=0, card=dressing, choice=adept), "ML-event")
    assert PlayAction(seat=0, card=dressing, target=adept) in options(state)
    refused(state, SelectCoin(seat=0, metal="gold"), "SC-sequence")  # no search under way


def test_royal_levys_card_cites_every_reading_of_its_search():
    # `matchlog cards sceptre` lists the rules a card's ability follows: the search's readings
    # where rule 18 is silent (blind, shown to both, at a table) among them, each in the index
    levy = next(c for c in GAME.cards() if c.name == "Royal Levy")
    assert {"SC-18", "SC-search-blind", "SC-search-shown", "SC-table-search"} <= set(levy.rules)
    assert all(rule in GAME.rules for rule in levy.rules)
