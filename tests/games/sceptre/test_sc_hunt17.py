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
from engine.games.sceptre.events import (Attack, AttachCoin, AttachSquire, BringIn, EndTurn,
                                         MoveSquire, PlaceChampion, PlayAction, PlayArena,
                                         PlayEquipment, PlayExterior, PlayGate, Retreat,
                                         RetreatRollAgain, Sacrifice, SelectCoin, SetTrap,
                                         SpringTrap, StopRetreat, UseAbility)

from sc_helpers import GAME, act, combat_of, ids, one, options, refused, roll, seat, start

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
    # what the search did not find, or a lower Coin where a Gold was found, is refused
    for metal in ("gold", "silver", "copper", None):
        if metal not in choices:
            refused(state, SelectCoin(seat=0, metal=metal), "SC-search-blind")
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
    # left out, the least valuable pays (what every version did)
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
