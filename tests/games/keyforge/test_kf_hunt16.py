"""Rules hunt, second pass: how the rules combine (interactions, timing, edges), each from a
declarative position, a decision, the resulting state and the refusal of the illegal
alternatives with their rule ids. Cases where the engine already agreed with the text are kept
for the coverage they add; the fixes of keyforge-10 are marked so."""

from kf_helpers import GAME, act, card, chance, deal, in_play, names, options, older, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (Choose, ChooseHouse, ChooseOption, Decline, Discard, EndStep,
                                          Fight, PlayCard, Reap, RemoveStun, UseAction, UseOmni)
from engine.protocol import Decision

OLD, old_position, old_act = older("keyforge-9")


def test_the_current_rules_version_is_keyforge_10_and_keyforge_9_still_replays():
    assert GAME.rules_version == "keyforge-10" and position().revision == 10
    assert OLD.rules_version == "keyforge-9" and old_position().revision == 9
    versions = GAME.rules_versions()
    assert list(versions)[:2] == ["keyforge-10", "keyforge-9"]
    assert "KF-bank" in versions["keyforge-10"] and "keyforge-10" in GAME.rules["KF-bank"].summary


# -- KF-bank: Key of Darkness forges a key, and Safe Place's Æmber may be spent "when forging keys"

def _darkness(pos=position, amber=8, bank=4, theirs=1):
    return pos(house="Shadows", seats=[dict(hand=["Key of Darkness"], amber=amber,
                                            artifacts=[{"card": "Safe Place", "amber": bank}]),
                                       dict(amber=theirs)])


def test_key_of_darkness_may_spend_the_amber_on_safe_place():
    """keyforge-10: 8 in the pool is short of 6 + 6; with 4 on Safe Place the player may forge,
    the pool spent first (Safe Place: "you may spend Æmber on Safe Place when forging keys",
    and Key of Darkness forges a key). Declining keeps both."""
    s = play(_darkness(), "Key of Darkness")
    opts = options(s)
    assert [o.option for o in opts[:-1]] == ["forge a key with Æmber on Safe Place or Pocket Universe"]
    assert isinstance(opts[-1], Decline)
    refused(s, EndStep(seat=0), "KF-sequence")
    keep = act(GAME.clone(s), Decline(seat=0))
    assert keep.players[0].keys == 0 and keep.players[0].amber == 8
    assert keep.inplay[card(s, "Safe Place")].amber == 4
    s = act(s, ChooseOption(seat=0, option="forge a key with Æmber on Safe Place or Pocket Universe"))
    assert s.players[0].keys == 1 and s.players[0].amber == 0 and s.inplay[card(s, "Safe Place")].amber == 0


def test_key_of_darkness_forges_from_the_pool_alone_without_asking_when_it_suffices():
    s = play(_darkness(amber=12, bank=3), "Key of Darkness")
    assert s.players[0].keys == 1 and s.players[0].amber == 0 and s.inplay[card(s, "Safe Place")].amber == 3
    assert isinstance(options(s)[-1], EndStep)


def test_key_of_darkness_at_plus_2_counts_the_bank_and_short_of_both_forges_nothing():
    s = play(_darkness(amber=6, bank=2, theirs=0), "Key of Darkness")  # 6 + 2 = 8 = 6 + 2
    s = act(s, ChooseOption(seat=0, option="forge a key with Æmber on Safe Place or Pocket Universe"))
    assert s.players[0].keys == 1 and (s.players[0].amber, s.inplay[card(s, "Safe Place")].amber) == (0, 0)
    s = play(_darkness(amber=8, bank=3), "Key of Darkness")  # 8 + 3 < 12: nothing offered
    assert s.players[0].keys == 0 and s.players[0].amber == 8 and isinstance(options(s)[-1], EndStep)


def test_keyforge_9_key_of_darkness_spent_the_pool_only():
    s = _darkness(old_position)
    s = old_act(s, PlayCard(seat=0, card=card(s, "Key of Darkness")))
    assert s.players[0].keys == 0 and s.players[0].amber == 8 and isinstance(OLD.pending(s).options[-1], EndStep)


def test_the_sting_gets_the_amber_spent_from_safe_place_too():
    """The Sting: "you get all Æmber spent by your opponent when forging keys"; Safe Place's
    Æmber spent on Key of Darkness' key is spent on a key (KF-bank, KF-forge-cost)."""
    s = position(house="Shadows", seats=[dict(hand=["Key of Darkness"], amber=8,
                                              artifacts=[{"card": "Safe Place", "amber": 4}]),
                                         dict(amber=1, artifacts=["The Sting"])])
    s = act(play(s, "Key of Darkness"), ChooseOption(seat=0, option="forge a key with Æmber on Safe Place or Pocket Universe"))
    assert s.players[0].keys == 1 and s.players[1].amber == 1 + 12


def test_the_forge_step_spends_the_pool_and_leaves_safe_place_when_the_pool_suffices():
    s = position(start="turn", seats=[dict(amber=7, artifacts=[{"card": "Safe Place", "amber": 3}],
                                           deck=["Troll"] * 4, houses=["Brobnar", "Shadows", "Dis"]), dict()])
    assert s.players[0].keys == 1 and s.players[0].amber == 1 and s.inplay[card(s, "Safe Place")].amber == 3
    assert GAME.pending(s).rule == "KF-house-1"


# -- KF-house-1: the three houses of the deck, whatever the player controls --------------------

def test_a_controlled_enemy_creature_does_not_add_its_house_to_the_choice():
    """"Choose a house from the three of your deck": seat 0 controls seat 1's Troll (Brobnar),
    but Brobnar is not one of its deck's houses (keyteki also offers the houses of the cards a
    player controls; the text names the deck's three)."""
    s = position(start="house", seats=[dict(houses=["Dis", "Logos", "Shadows"],
                                            battleline=[{"card": "Troll", "owner": 1}]), dict()])
    assert sorted(o.house.value for o in options(s)) == ["Dis", "Logos", "Shadows"]
    refused(s, ChooseHouse(seat=0, house=House.BROBNAR), "KF-house-1")


# -- control, destruction and where cards go ---------------------------------------------------

def test_a_controlled_creature_destroyed_goes_to_its_owners_pile_and_its_amber_to_its_controllers_opponent():
    """Seat 0 controls seat 1's Dust Imp, which holds 2 captured Æmber and wears seat 0's Protect
    the Weak... (an upgrade of seat 0's). Troll of seat 1 kills it in a fight: the Imp goes to
    seat 1's discard pile, the upgrade to seat 0's, the Æmber to seat 1 (the controller's
    opponent), and "Destroyed: gain 2" pays its controller, seat 0."""
    s = position(house="Dis", seats=[dict(battleline=[{"card": "Dust Imp", "owner": 1, "amber": 2,
                                                        "upgrades": ["Protect the Weak"]}]),
                                     dict(battleline=["Troll"])])
    imp, pw = card(s, "Dust Imp"), card(s, "Protect the Weak")
    s = act(s, Fight(seat=0, attacker=imp, defender=card(s, "Troll")))
    assert imp in s.players[1].discard and pw in s.players[0].discard
    assert s.players[1].amber == 2 and s.players[0].amber == 2


def test_bad_penny_destroyed_under_another_players_control_returns_to_its_owners_hand():
    s = position(house="Shadows", seats=[dict(battleline=[{"card": "Bad Penny", "owner": 1}]),
                                         dict(battleline=["Troll"])])
    penny = card(s, "Bad Penny")
    s = act(s, Fight(seat=0, attacker=penny, defender=card(s, "Troll")))
    assert penny in s.players[1].hand and penny not in s.players[0].hand


# -- keywords meeting one another ----------------------------------------------------------------

def test_a_poison_attacker_into_an_elusive_defender_deals_nothing_and_destroys_nothing():
    s = position(house="Shadows", seats=[dict(battleline=["Macis Asp"]), dict(battleline=["Dew Faerie"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Macis Asp"), defender=card(s, "Dew Faerie")))
    assert in_play(s) == ["Macis Asp", "Dew Faerie"] and s.inplay[card(s, "Dew Faerie")].damage == 0


def test_skirmish_does_not_stop_hazardous_damage_dealt_before_the_fight():
    """Skirmish stops the damage dealt back in the fight; Briar Grubbling's hazardous 5 is dealt
    before the fight (KF-hazardous), so Snufflegator (4 power) dies and there is no fight."""
    s = position(house="Untamed", seats=[dict(battleline=["Snufflegator"]), dict(battleline=["Briar Grubbling"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Briar Grubbling")))
    assert in_play(s) == ["Briar Grubbling"] and s.inplay[card(s, "Briar Grubbling")].damage == 0


def test_skirmish_with_a_hazardous_that_does_not_kill_takes_only_the_hazardous_damage():
    s = position(house="Untamed", seats=[dict(battleline=["Lupo the Scarred"]), dict(battleline=["Briar Grubbling"])])
    lupo = card(s, "Lupo the Scarred")
    s = act(s, Fight(seat=0, attacker=lupo, defender=card(s, "Briar Grubbling")))
    assert in_play(s) == ["Lupo the Scarred"] and s.inplay[lupo].damage == 5


def test_taunt_protects_elusive_neighbours_and_can_itself_be_attacked():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=["Urchin", "Champion Anaphiel", "Dew Faerie"])])
    troll = card(s, "Troll")
    fights = [o.defender for o in options(s) if isinstance(o, Fight)]
    assert fights == [card(s, "Champion Anaphiel")]
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Urchin")), "KF-taunt")
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Dew Faerie")), "KF-taunt")


# -- the end of the game comes at once ------------------------------------------------------------

def test_key_charge_forging_the_third_key_ends_the_game_at_once():
    s = position(house="Untamed", seats=[dict(hand=["Key Charge", "Dew Faerie"], amber=7, keys=2), dict(keys=2, amber=9)])
    s = act(play(s, "Key Charge"), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.winner == 0 and s.over_rule == "KF-win-1" and s.players[0].keys == 3
    refused(s, EndStep(seat=0), "KF-sequence")


# -- draws and the empty deck ------------------------------------------------------------------

def test_a_draw_step_with_an_empty_deck_and_empty_discard_pile_draws_what_there_is():
    s = position(house="Brobnar", seats=[dict(hand=["Troll"], deck=["Krump"]), dict(deck=["Troll"] * 8)])
    s = act(s, EndStep(seat=0))
    assert names(s, s.players[0].hand) == ["Troll", "Krump"] and s.players[0].deck == [] and s.active == 1


def test_seven_chains_and_a_hand_one_short_draw_nothing_and_shed_one_chain():
    s = position(house="Brobnar", seats=[dict(hand=["Troll"] * 5, deck=["Krump"] * 4, chains=7),
                                         dict(deck=["Troll"] * 8)])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 5 and s.players[0].chains == 6


# -- the first turn, alpha and the archives --------------------------------------------------------

def test_alpha_may_be_played_after_taking_the_archives():
    """Taking the archives is part of choosing the house, not a card played, used or discarded
    this step (KF-alpha)."""
    s = position(start="house", seats=[dict(archives=["Troll"], hand=["Alpha Grunt"]), dict()])
    s = act(s, ChooseHouse(seat=0, house=House.BROBNAR, take_archives=True))
    s = play(s, "Alpha Grunt")
    assert "Alpha Grunt" in in_play(s)


def test_the_first_turn_allows_one_alpha_card_and_nothing_after_it():
    s = position(house="Brobnar", turn=1, seats=[dict(hand=["Alpha Grunt", "Troll", "Krump"]), dict()])
    s = play(s, "Alpha Grunt")
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank="right"), "KF-first-turn")
    refused(s, Discard(seat=0, card=card(s, "Krump")), "KF-first-turn")
