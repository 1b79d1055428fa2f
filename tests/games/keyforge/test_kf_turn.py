"""The turn: setup and mulligans, forging (mandatory, modified cost, third key), houses and
archives, the first-turn rule, the rule of six, omni, stun, armor per turn, the draw step."""

import pytest
from kf_helpers import GAME, act, card, chance, deal, names, options, position, refused

from engine.events import Dealt
from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, Discard, EndStep, Fight, Mulligan,
                                          PlayCard, Reap, RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.state import Flank, Step
from engine.protocol import Chance, Decision, InvalidSetup, Over


def new_match(options=None):
    decks = list(GAME.sample_decks().values())
    g = GAME.genesis(["Ada", "Bo"], [decks[0], decks[1]], "0" * 64, options=options)
    return GAME.start(g)


# -- setup ------------------------------------------------------------------------------------

def test_setup_coin_shuffles_and_the_7_6_draw():
    """KF-setup-1: both decks shuffled, the first player draws 7, the other 6."""
    s = new_match()
    assert chance(s) == Chance(kind="coin", size=2, why="randomly choose who goes first",
                               labels=[p.name for p in s.players])  # the player who goes first
    refused(s, Dealt(kind="coin", outcome=2), "KF-chance")
    refused(s, Mulligan(seat=0, take=False), "KF-sequence")
    s = deal(s, 1)  # seat 1 goes first
    assert chance(s).kind == "shuffle" and chance(s).size == 36
    refused(s, Dealt(kind="shuffle", outcome=list(range(35))), "KF-chance")
    s = deal(deal(s))
    assert len(s.players[1].hand) == 7 and len(s.players[0].hand) == 6
    assert [p.amber for p in s.players] == [0, 0] and [p.keys for p in s.players] == [0, 0]
    assert GAME.pending(s).seat == 1  # the first player decides first


def test_mulligan_shuffles_back_and_draws_one_fewer_once():
    """KF-mulligan-1: the hand shuffled back, one card fewer, once."""
    s = deal(deal(deal(new_match(), 0)))
    first_hand = list(s.players[0].hand)
    refused(s, Mulligan(seat=1, take=True), "KF-seat")
    s = act(s, Mulligan(seat=0, take=True))
    assert s.players[0].hand == [] and chance(s).size == 36
    s = deal(s, list(reversed(range(36))))
    assert len(s.players[0].hand) == 6 and s.players[0].hand != first_hand
    s = act(s, Mulligan(seat=1, take=False))
    assert len(s.players[1].hand) == 6
    # no second mulligan: the first turn has begun
    assert s.turn == 1 and s.active == 0 and s.step is Step.CHOOSE
    refused(s, Mulligan(seat=0, take=True), "KF-sequence")


# -- forging ----------------------------------------------------------------------------------

def test_forging_is_automatic_at_the_start_of_the_turn():
    """KF-forge-1: with the key cost in Æmber the key is forged, no choice."""
    s = position(start="turn", seats=[dict(amber=8, houses=["Brobnar", "Dis", "Logos"]), {}])
    assert s.players[0].keys == 1 and s.players[0].amber == 2 and s.forged_this_turn
    refused(s, ChooseHouse(seat=0, house=House.MARS), "KF-house-1")


def test_forging_with_cost_modifiers():
    """KF-forge-cost: 6 Æmber, changed by cards in play."""
    # Murmook (+1) and Grabber Jammer (+1) raise seat 0's cost to 8: 7 Æmber is not enough
    s = position(start="turn", seats=[dict(amber=7), dict(battleline=["Murmook", "Grabber Jammer"])])
    assert s.players[0].keys == 0 and s.players[0].amber == 7
    assert GAME.view(s, 0).seats[0].stats["key_cost"] == 8
    # Jammer Pack on an enemy creature: +2; Titan Mechanic on a flank: -1 for everyone
    s = position(start="turn", seats=[dict(amber=9, battleline=["Titan Mechanic"]),
                                      dict(battleline=[{"card": "Murmook", "upgrades": ["Jammer Pack"]}])])
    assert s.players[0].keys == 1 and s.players[0].amber == 9 - (6 + 1 + 2 - 1)
    # Titan Mechanic alone: a key costs 5
    s = position(start="turn", seats=[dict(amber=5, battleline=["Titan Mechanic"]), {}])
    assert s.players[0].keys == 1 and s.players[0].amber == 0


def test_only_one_key_per_turn_even_with_plenty_of_amber():
    """KF-forge-2: at most one key in the forge step."""
    s = position(start="turn", seats=[dict(amber=13), {}])
    assert s.players[0].keys == 1 and s.players[0].amber == 7


def test_lash_of_broken_dreams_raises_the_cost_on_the_opponents_next_turn():
    s = position(house="Dis", seats=[dict(artifacts=["Lash of Broken Dreams"], deck=["Troll"] * 6),
                                     dict(amber=8, deck=["Troll"] * 6)])
    s = act(s, UseAction(seat=0, card=card(s, "Lash of Broken Dreams")), EndStep(seat=0))
    assert s.active == 1 and s.players[1].keys == 0 and s.players[1].amber == 8  # cost 9 this turn
    assert GAME.view(s, None).seats[1].stats["key_cost"] == 9


def test_miasma_skips_the_opponents_forge_step():
    s = position(house="Shadows", seats=[dict(hand=["Miasma"], deck=["Troll"] * 6),
                                         dict(amber=6, deck=["Troll"] * 6)])
    s = act(s, PlayCard(seat=0, card=card(s, "Miasma")), EndStep(seat=0))
    assert s.active == 1 and s.players[1].keys == 0 and s.players[1].amber == 6


def test_forging_the_third_key_wins_immediately():
    s = position(start="turn", seats=[dict(amber=6, keys=2), dict(keys=2, amber=30)])
    p = GAME.pending(s)
    assert isinstance(p, Over) and p.winner == 0 and p.rule == "KF-win-1" and p.scores == [3, 2]
    refused(s, ChooseHouse(seat=0, house=House.BROBNAR), "KF-sequence")


def test_check_is_announced_when_a_key_is_affordable_next_turn():
    """KF-check: announced at the end of the turn."""
    s = position(house="Untamed", seats=[dict(amber=5, battleline=["Dew Faerie"], deck=["Troll"] * 6),
                                         dict(deck=["Troll"] * 6)])
    s = act(s, Reap(seat=0, card=card(s, "Dew Faerie")), EndStep(seat=0))
    assert s.players[0].amber == 7 and s.players[0].check
    v = GAME.view(s, 1)
    assert v.seats[0].stats["check"] == "yes" and v.seats[1].stats["check"] == ""


# -- houses and archives ------------------------------------------------------------------------

def test_archives_may_be_taken_into_hand_when_choosing_a_house():
    s = position(seats=[dict(hand=["Bumpsy"], archives=["Troll", "Punch"],
                             houses=["Brobnar", "Logos", "Untamed"]), {}])
    assert ChooseHouse(seat=0, house=House.LOGOS, take_archives=True) in options(s)
    s = act(s, ChooseHouse(seat=0, house=House.LOGOS, take_archives=True))
    assert names(s, s.players[0].hand) == ["Bumpsy", "Troll", "Punch"] and s.players[0].archives == []
    assert s.house is House.LOGOS and s.step is Step.MAIN


def test_taking_archives_needs_archived_cards():
    s = position(seats=[dict(houses=["Brobnar", "Logos", "Untamed"]), {}])
    refused(s, ChooseHouse(seat=0, house=House.LOGOS, take_archives=True), "KF-archives-1")
    assert len(options(s)) == 3


def test_labwork_archives_a_card_from_hand():
    s = position(house="Logos", seats=[dict(hand=["Labwork", "Troll"]), {}])
    s = act(s, PlayCard(seat=0, card=card(s, "Labwork")))
    assert options(s) == [Choose(seat=0, card=card(s, "Troll"))]
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert names(s, s.players[0].archives) == ["Troll"] and s.players[0].amber == 1


def test_pitlord_forces_dis():
    s = position(seats=[dict(battleline=["Pitlord"], houses=["Dis", "Logos", "Sanctum"]), {}])
    assert [o.house for o in options(s)] == [House.DIS]
    refused(s, ChooseHouse(seat=0, house=House.LOGOS), "KF-house-lock")


def test_only_cards_of_the_chosen_house_are_played_or_discarded():
    s = position(house="Brobnar", seats=[dict(hand=["Charette", "Bumpsy"]), {}])
    refused(s, PlayCard(seat=0, card=card(s, "Charette"), flank=Flank.LEFT), "KF-play-1")
    refused(s, Discard(seat=0, card=card(s, "Charette")), "KF-discard-1")
    refused(s, PlayCard(seat=0, card=card(s, "Bumpsy")), "KF-play-flank")
    s = act(s, Discard(seat=0, card=card(s, "Bumpsy")))
    assert names(s, s.players[0].discard) == ["Bumpsy"]


# -- first turn, rule of six, omni --------------------------------------------------------------

def test_first_turn_rule_one_card_from_hand():
    s = position(house="Brobnar", turn=1, seats=[dict(hand=["Bumpsy", "Krump", "Punch"]), {}])
    s = act(s, PlayCard(seat=0, card=card(s, "Bumpsy"), flank=Flank.LEFT))
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.LEFT), "KF-first-turn")
    refused(s, Discard(seat=0, card=card(s, "Punch")), "KF-first-turn")
    assert options(s) == [EndStep(seat=0)]


def test_first_turn_rule_is_only_for_the_first_players_first_turn():
    s = position(house="Brobnar", turn=2, active=1, seats=[{}, dict(hand=["Bumpsy", "Krump"])])
    s = act(s, PlayCard(seat=1, card=card(s, "Bumpsy"), flank=Flank.LEFT),
            PlayCard(seat=1, card=card(s, "Krump"), flank=Flank.LEFT))
    assert len(s.players[1].battleline) == 2


def test_rule_of_six():
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"] * 7), {}])
    for i in range(6):
        s = act(s, Reap(seat=0, card=card(s, "Dew Faerie", nth=i)))
    assert s.players[0].amber == 12
    refused(s, Reap(seat=0, card=card(s, "Dew Faerie", nth=6)), "KF-rule-of-six")


def test_omni_is_used_whatever_the_house_action_only_in_the_house():
    s = position(house="Untamed", seats=[dict(artifacts=["Mighty Javelin", "Cannon"]),
                                         dict(battleline=["Troll"])])
    refused(s, UseAction(seat=0, card=card(s, "Cannon")), "KF-use-house")
    refused(s, UseAction(seat=0, card=card(s, "Mighty Javelin")), "KF-use-house")
    refused(s, UseOmni(seat=0, card=card(s, "Cannon")), "KF-omni")
    s = act(s, UseOmni(seat=0, card=card(s, "Mighty Javelin")))
    assert card(s, "Mighty Javelin") in s.players[0].discard  # sacrificed
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4


# -- stun and armor -----------------------------------------------------------------------------

def test_using_a_stunned_creature_only_removes_the_stun():
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "stunned": True}]),
                                         dict(battleline=["Krump"])])
    troll = card(s, "Troll")
    mine = [o for o in options(s) if getattr(o, "card", getattr(o, "attacker", None)) == troll]
    assert mine == [RemoveStun(seat=0, card=troll)]
    refused(s, Reap(seat=0, card=troll), "KF-stun-1")
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Krump")), "KF-stun-1")
    s = act(s, RemoveStun(seat=0, card=troll))
    assert not s.inplay[troll].stunned and s.inplay[troll].exhausted and s.players[0].amber == 0
    refused(s, Reap(seat=0, card=troll), "KF-use-exhausted")


def test_stuns_do_not_stack():
    """KF-stun-2: a second stun on a stunned creature adds nothing."""
    s = position(house="Brobnar", seats=[dict(hand=["Smaaash", "Smaaash"]),
                                         dict(battleline=["Troll"])])
    for i in range(2):
        s = act(s, PlayCard(seat=0, card=card(s, "Smaaash", nth=i), flank=Flank.LEFT),
                Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned is True  # one stun, removed by one use


def test_armor_prevents_damage_once_per_turn_and_resets():
    """KF-armor-1 and KF-damage-1: armor prevents up to its value each turn; damage stays."""
    s = position(house="Brobnar", seats=[
        dict(hand=["Punch"], battleline=["Krump"], deck=["Troll"] * 6, houses=["Brobnar", "Dis", "Logos"]),
        dict(battleline=["Champion Tabris"], deck=["Troll"] * 6, houses=["Sanctum", "Dis", "Logos"])])
    tabris = card(s, "Champion Tabris")
    s = act(s, PlayCard(seat=0, card=card(s, "Punch")), Choose(seat=0, card=tabris))
    assert s.inplay[tabris].damage == 1 and s.inplay[tabris].armor_used == 2
    s = act(s, EndStep(seat=0))
    assert s.active == 1 and s.inplay[tabris].armor_used == 0  # a new turn: armor again
    refused(s, ChooseHouse(seat=0, house=House.BROBNAR), "KF-seat")
    s = act(s, ChooseHouse(seat=1, house=House.SANCTUM),
            Fight(seat=1, attacker=tabris, defender=card(s, "Krump")))
    assert s.inplay[tabris].damage == 1 + 6 - 2  # survives with 5 damage (power 6)
    assert s.inplay[card(s, "Krump")] is None


# -- ready and draw -----------------------------------------------------------------------------

def test_ready_then_draw_up_to_six_reshuffling_the_discard_pile():
    """KF-draw-1 and KF-draw-reshuffle: draw up to 6, the discard pile reshuffled when the deck runs out."""
    s = position(house="Brobnar", seats=[
        dict(hand=["Punch", "Punch"], deck=["Troll"], discard=["Krump", "Bumpsy", "Smaaash", "Cannon"],
             battleline=[{"card": "Headhunter", "exhausted": True}]), {}])
    s = act(s, EndStep(seat=0))
    assert not s.inplay[card(s, "Headhunter")].exhausted
    c = chance(s)
    assert c.kind == "shuffle" and c.shuffle and c.size == 4
    refused(s, Dealt(kind="shuffle", outcome=[0, 1, 2]), "KF-chance")
    refused(s, EndStep(seat=0), "KF-sequence")
    s = deal(s, [3, 2, 1, 0])
    hand = names(s, s.players[0].hand)
    assert hand == ["Punch", "Punch", "Troll", "Cannon", "Smaaash", "Bumpsy"]
    assert names(s, s.players[0].deck) == ["Krump"] and s.players[0].discard == []
    assert s.active == 1


def test_no_discard_down_and_mother_draws_one_more():
    """KF-draw-1: a hand above 6 is never discarded down."""
    s = position(house="Logos", seats=[dict(hand=["Troll"] * 8, deck=["Krump"] * 3), {}])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 8
    s = position(house="Logos", seats=[dict(hand=["Troll"] * 5, deck=["Krump"] * 3,
                                            battleline=["Mother"]), {}])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 7


def test_keyforge_has_no_turn_limit():
    s = position(house="Brobnar", turn=1000, seats=[dict(keys=1, amber=0), dict(keys=1, amber=3)])
    s = act(s, EndStep(seat=0))
    p = GAME.pending(s)
    assert not isinstance(p, Over) and s.turn == 1001 and s.active == 1
    assert "KF-turn-limit" not in GAME.rules
    d0, d1 = list(GAME.sample_decks().values())[:2]
    with pytest.raises(InvalidSetup, match="no turn limit"):
        GAME.genesis(["A", "B"], [d0, d1], "0" * 64, options={"max_turns": 40})


def test_decisions_come_from_the_seat_asked():
    s = position(house="Brobnar", seats=[dict(hand=["Bumpsy"]), {}])
    assert isinstance(GAME.pending(s), Decision)
    refused(s, EndStep(seat=1), "KF-seat")
    refused(s, Dealt(kind="coin", outcome=0), "KF-sequence")


@pytest.mark.parametrize("chains, fewer", [(1, 1), (6, 1), (7, 2), (12, 2), (13, 3), (19, 4), (30, 4)])
def test_a_chained_player_draws_fewer_cards_and_sheds_a_chain(chains, fewer):
    """KF-chains-2: each band of chains, one fewer card per band, one chain shed."""
    s = position(house="Brobnar", seats=[dict(hand=["Troll"] * 2, deck=["Krump"] * 10, chains=chains),
                                         dict(chains=3)])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 6 - fewer
    assert s.players[0].chains == chains - 1
    assert s.players[1].chains == 3  # only the player drawing sheds
    assert GAME.view(s, 1).seats[0].stats["chains"] == chains - 1


def test_chains_only_reduce_a_draw_that_happens():
    """KF-chains-2: a full hand draws nothing and sheds nothing."""
    # a full hand draws nothing, so no chain is shed
    s = position(house="Brobnar", seats=[dict(hand=["Troll"] * 6, deck=["Krump"] * 3, chains=2), {}])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 6 and s.players[0].chains == 2
    # one card short with 7 chains: draws none (two fewer) and still sheds one
    s = position(house="Brobnar", seats=[dict(hand=["Troll"] * 5, deck=["Krump"] * 3, chains=7), {}])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 5 and s.players[0].chains == 6
    # without chains: the full refill
    s = position(house="Brobnar", seats=[dict(hand=["Troll"] * 2, deck=["Krump"] * 10), {}])
    assert len(act(s, EndStep(seat=0)).players[0].hand) == 6
