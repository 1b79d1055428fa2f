"""Rules hunt, second pass: how the rules combine (interactions, timing, edges), each from a
declarative position, a decision, the resulting state and the refusal of the illegal
alternatives with their rule ids. Cases where the engine already agreed with the text are kept
for the coverage they add; the fixes of keyforge-10 are marked so."""

from kf_helpers import FOGGIFIED, GAME, act, card, chance, deal, in_play, names, options, older, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (Choose, ChooseHouse, ChooseOption, Decline, Discard, EndStep,
                                          Fight, PlayCard, PlayUpgrade, Reap, RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.state import Flank


def card_id(state, name):
    return state.cards[card(state, name)]
from engine.protocol import Decision

OLD, old_position, old_act = older("keyforge-9")


def test_keyforge_10_and_keyforge_9_still_replay():
    assert GAME.for_rules("keyforge-10").from_position({}).revision == 10
    assert OLD.rules_version == "keyforge-9" and old_position().revision == 9
    versions = GAME.rules_versions()
    assert list(versions).index("keyforge-9") == list(versions).index("keyforge-10") + 1
    for rule in ("KF-bank", "KF-after-kill", "KF-stun-1", "KF-destroyed-first", "KF-elusive",
                 "KF-capture-instead", "KF-destroy-1"):
        assert rule in versions["keyforge-10"] and "keyforge-10" in GAME.rules[rule].summary


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
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.RIGHT), "KF-first-turn")
    refused(s, Discard(seat=0, card=card(s, "Krump")), "KF-first-turn")


# -- every option listed is legal and every legal move is listed ------------------------------

def test_a_rich_main_step_lists_exactly_what_the_text_allows():
    """Brobnar chosen. Hand: a creature, an action, an upgrade (Brobnar) and a Dis artifact. In
    play: a ready Troll, an exhausted Krump, a stunned Bumpsy, an Untamed Dew Faerie; Cannon
    (Action:), Mighty Javelin (Omni:), Lifeward (Dis, Omni:), Library of Babble (Logos, Action:).
    The opponent: Urchin, Champion Anaphiel (taunt), Dew Faerie; Screechbomb."""
    s = position(house="Brobnar", seats=[
        dict(hand=["Troll", "Punch", "Blood of Titans", "Key to Dis"],
             battleline=["Troll", {"card": "Krump", "exhausted": True}, {"card": "Bumpsy", "stunned": True}, "Dew Faerie"],
             artifacts=["Cannon", "Mighty Javelin", "Lifeward", "Library of Babble"]),
        dict(battleline=["Urchin", "Champion Anaphiel", "Dew Faerie"], artifacts=["Screechbomb"])])
    hand_troll, troll = card(s, "Troll", nth=0), card(s, "Troll", nth=1)
    if hand_troll not in s.players[0].hand:
        hand_troll, troll = troll, hand_troll
    punch, blood, key = card(s, "Punch"), card(s, "Blood of Titans"), card(s, "Key to Dis")
    krump, bumpsy, faerie = card(s, "Krump"), card(s, "Bumpsy"), card(s, "Dew Faerie", seat=0)
    cannon, javelin, lifeward, babble = (card(s, n) for n in ("Cannon", "Mighty Javelin", "Lifeward", "Library of Babble"))
    urchin, anaphiel, their_faerie = card(s, "Urchin"), card(s, "Champion Anaphiel"), card(s, "Dew Faerie", seat=1)
    every_creature = s.players[0].battleline + s.players[1].battleline
    want = ([PlayCard(seat=0, card=hand_troll, flank=f) for f in (Flank.LEFT, Flank.RIGHT)]
            + [PlayCard(seat=0, card=punch)]
            + [PlayUpgrade(seat=0, card=blood, creature=c) for c in every_creature]
            + [Discard(seat=0, card=c) for c in (hand_troll, punch, blood)]
            + [Reap(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=anaphiel),
               RemoveStun(seat=0, card=bumpsy), UseAction(seat=0, card=cannon),
               UseOmni(seat=0, card=javelin), UseOmni(seat=0, card=lifeward), EndStep(seat=0)])
    got = options(s)
    assert len(got) == len(set(map(repr, got)))
    assert sorted(map(repr, got)) == sorted(map(repr, want))
    refused(s, PlayCard(seat=0, card=key), "KF-play-1")
    refused(s, Discard(seat=0, card=key), "KF-discard-1")
    refused(s, Reap(seat=0, card=krump), "KF-use-exhausted")
    refused(s, Reap(seat=0, card=bumpsy), "KF-stun-1")
    refused(s, Reap(seat=0, card=faerie), "KF-use-house")
    refused(s, Fight(seat=0, attacker=troll, defender=urchin), "KF-taunt")
    refused(s, Fight(seat=0, attacker=troll, defender=their_faerie), "KF-taunt")
    refused(s, UseAction(seat=0, card=babble), "KF-use-house")
    refused(s, UseOmni(seat=0, card=card(s, "Screechbomb")), "KF-use-1")


# -- power, armor and auras changing while damage stays -------------------------------------------

def test_an_aura_artifact_taken_away_destroys_the_creature_its_power_kept_alive():
    """Seat 1's Troll has 8 damage and lives on Banner of Battle's +1 (9 power). Seat 0 plays
    Sneklifter and takes the Banner: it now gives seat 0's creatures +1, and Troll, at 8, is
    destroyed at once (KF-destroy-1, KF-control)."""
    s = position(house="Shadows", seats=[dict(hand=["Sneklifter"]),
                                         dict(battleline=[{"card": "Troll", "damage": 8}], artifacts=["Banner of Battle"])])
    troll, banner = card(s, "Troll"), card(s, "Banner of Battle")
    s = act(play(s, "Sneklifter"), Choose(seat=0, card=banner))
    assert banner in s.players[0].artifacts and troll in s.players[1].discard
    assert in_play(s) == ["Sneklifter"]


def test_a_creature_whose_power_falls_to_0_is_destroyed_without_damage():
    """King of the Crag: each enemy Brobnar creature gets -2 power. Seat 1's Looter Goblin (2)
    has 0 power, and 0 damage is "at least its power" (KF-destroy-1)."""
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag"]), dict(battleline=["Looter Goblin", "Troll"])])
    s = play(s, "King of the Crag")
    assert in_play(s) == ["King of the Crag", "Troll"] and card(s, "Looter Goblin") in s.players[1].discard


def test_armor_gained_during_the_turn_adds_to_what_is_left():
    """Sequis (armor 2) already had its armor spend 2 this turn. Grey Monk enters: each friendly
    creature gets +1 armor, so 1 more damage is prevented this turn (core: "gained armor adds
    to it"). Sequis then fights a 3-power Bumpsy... (5 power): 1 prevented, 4 dealt."""
    s = position(house="Sanctum", seats=[dict(hand=["Grey Monk"], battleline=[{"card": "Sequis", "armor_used": 2}]),
                                         dict(battleline=[{"card": "Dew Faerie", "attacked": True}])])
    sequis = card(s, "Sequis")
    s = play(s, "Grey Monk", flank=Flank.LEFT)
    s = act(s, Fight(seat=0, attacker=sequis, defender=card(s, "Dew Faerie")))
    assert s.inplay[sequis].damage == 1 and s.inplay[sequis].armor_used == 3  # 2 dealt, 1 prevented
    assert card(s, "Dew Faerie") in s.players[1].discard


# -- Æmber moving under control changes and Ether Spider --------------------------------------------

def test_amber_stolen_is_captured_by_the_victims_ether_spider():
    """Steal: "move Æmber from the opponent's pool to yours"; the opponent's Ether Spider
    captures each Æmber that would be added to its opponent's pool, stolen Æmber too."""
    s = position(house="Shadows", seats=[dict(hand=["Urchin"]), dict(amber=3, battleline=["Ether Spider"])])
    s = play(s, "Urchin")
    assert s.players[0].amber == 0 and s.players[1].amber == 2 and s.inplay[card(s, "Ether Spider")].amber == 1


def test_the_amber_bonus_of_a_card_is_captured_by_the_opponents_ether_spider():
    s = position(house="Brobnar", seats=[dict(hand=["Punch"]), dict(battleline=["Ether Spider", "Troll"])])
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 0 and s.inplay[card(s, "Ether Spider")].amber == 1


def test_a_captured_amber_creature_taken_over_gives_its_amber_to_its_new_controllers_opponent():
    """Seat 0's Sequis holds 2 Æmber it captured; seat 1 controls it now (Collar of Subordination,
    seat 1's). When it leaves play, its Æmber "is gained by the opponent" of its controller:
    seat 0 (use: Damage & Armor; KF-capture-1)."""
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=[{"card": "Sequis", "owner": 0, "amber": 2,
                                                           "upgrades": ["Collar of Subordination"]}])])
    sequis = card(s, "Sequis")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=sequis))
    assert sequis in s.players[0].discard and s.players[0].amber == 2 and s.players[1].amber == 0
    assert card(s, "Collar of Subordination") in s.players[1].discard


def test_a_friendly_creature_the_opponent_controls_is_an_enemy_creature_to_fight():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=[{"card": "Krump", "owner": 0}])])
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert [o.defender for o in options(s) if isinstance(o, Fight)] == [krump]
    s = act(s, Fight(seat=0, attacker=troll, defender=krump))
    assert krump in s.players[0].discard and s.inplay[troll].damage == 6


def test_a_sacrificed_artifact_taken_from_the_opponent_goes_to_its_owners_discard_pile():
    s = position(house="Dis", seats=[dict(artifacts=[{"card": "Screechbomb", "owner": 1}]), dict(amber=3)])
    bomb = card(s, "Screechbomb")
    s = act(s, UseOmni(seat=0, card=bomb))
    assert bomb in s.players[1].discard and s.players[1].amber == 1 and bomb not in s.players[0].discard


# -- stun, alpha and omega meeting the turn's steps ----------------------------------------------------

def test_an_exhausted_stunned_creature_readies_at_the_end_of_the_turn_and_stays_stunned():
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "exhausted": True, "stunned": True}],
                                              deck=["Krump"] * 8), dict(deck=["Krump"] * 8)])
    troll = card(s, "Troll")
    s = act(s, EndStep(seat=0))
    assert not s.inplay[troll].exhausted and s.inplay[troll].stunned


def test_alpha_is_refused_after_an_omni_artifact_of_another_house_was_used():
    s = position(house="Brobnar", seats=[dict(hand=["Alpha Grunt"], artifacts=["Lifeward"]), dict()])
    s = act(s, UseOmni(seat=0, card=card(s, "Lifeward")))
    refused(s, PlayCard(seat=0, card=card(s, "Alpha Grunt"), flank=Flank.RIGHT), "KF-alpha")
    assert not any(isinstance(o, PlayCard) for o in options(s))


def test_an_omega_card_ends_the_step_after_its_bonus_and_the_turn_goes_on_to_ready_and_draw():
    s = position(house="Brobnar", seats=[dict(hand=["Omega Sprite", "Troll"], deck=["Bumpsy"] * 8,
                                              battleline=[{"card": "Krump", "exhausted": True}]),
                                         dict(deck=["Troll"] * 8)])
    krump = card(s, "Krump")
    s = play(s, "Omega Sprite")
    assert s.players[0].amber == 1 and s.active == 1
    assert not s.inplay[krump].exhausted and not s.inplay[card(s, "Omega Sprite")].exhausted
    assert len(s.players[0].hand) == 6


# -- elusive, taunt and the attacks of a turn --------------------------------------------------------

def _wisp(pos=position):
    return pos(house="Untamed", seats=[dict(battleline=["Dew Faerie", "Snufflegator"]),
                                       dict(battleline=["Spiny Wisp"])])


def test_an_elusive_creature_whose_hazardous_killed_its_attacker_was_not_attacked():
    """keyforge-10: hazardous is dealt "before it is attacked", and when it destroys the attacker
    "the fight does not happen": Spiny Wisp (elusive, hazardous 3) was not attacked by Dew
    Faerie, so its elusive still stops Snufflegator's fight (which takes the hazardous 3 first).
    keyteki agrees (elusive is spent as fight damage resolves)."""
    s = _wisp()
    wisp, snuffle = card(s, "Spiny Wisp"), card(s, "Snufflegator")
    s = act(s, Fight(seat=0, attacker=card(s, "Dew Faerie"), defender=wisp))
    assert in_play(s) == ["Snufflegator", "Spiny Wisp"] and not s.inplay[wisp].attacked
    s = act(s, Fight(seat=0, attacker=snuffle, defender=wisp))
    assert in_play(s) == ["Snufflegator", "Spiny Wisp"] and s.inplay[wisp].damage == 0
    assert s.inplay[snuffle].damage == 3 and s.inplay[wisp].attacked


def test_keyforge_9_spent_the_elusive_of_a_creature_whose_hazardous_killed_its_attacker():
    s = _wisp(old_position)
    wisp, snuffle = card(s, "Spiny Wisp"), card(s, "Snufflegator")
    s = old_act(s, Fight(seat=0, attacker=card(s, "Dew Faerie"), defender=wisp),
                Fight(seat=0, attacker=snuffle, defender=wisp))
    assert in_play(s) == ["Snufflegator"]


def test_a_fight_evasion_sigil_stops_after_ordering_does_not_spend_elusive():
    """Ancient Bear (assault 2) attacks Faygin (elusive); seat 1's Evasion Sigil and the assault
    are ordered; the Sigil first discards an Untamed card (the active house): no fight, no
    assault, and Faygin was not attacked, as when the Sigil acts alone (keyforge-10)."""
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear"], deck=["Dew Faerie"]),
                                         dict(battleline=["Faygin"], artifacts=["Evasion Sigil"])])
    bear, faygin = card(s, "Ancient Bear"), card(s, "Faygin")
    s = act(s, Fight(seat=0, attacker=bear, defender=faygin))
    first = [o for o in options(s) if o.ability == card_id(s, "Evasion Sigil")]
    s = act(s, first[0])
    assert s.inplay[faygin].damage == 0 and not s.inplay[faygin].attacked and s.inplay[bear].exhausted


# -- KF-fight-3: "after the fight resolves, if the creature ... survives" ----------------------------

def _phoenix(pos=position, attacker="Headhunter", damage=0):
    return pos(house="Brobnar", seats=[dict(battleline=[{"card": attacker, "damage": damage}]),
                                       dict(amber=3, battleline=[{"card": "Grenade Snib", "upgrades": ["Phoenix Heart"]}])])


def test_an_attacker_killed_by_the_defenders_destroyed_ability_resolves_no_fight_ability():
    """keyforge-10: Headhunter (5) kills Grenade Snib, which wears Phoenix Heart; Snib's Destroyed:
    abilities are part of the fight's resolving (the engine resolves them before Fight:
    abilities): Snib goes back to hand and deals 3 to each creature, so Headhunter (2 + 3 = 5)
    does not survive the fight, and "Fight: gain 1" does not resolve. Snib's own Destroyed:
    ability still makes seat 0 lose what it has (nothing)."""
    s = _phoenix()
    hh, snib = card(s, "Headhunter"), card(s, "Grenade Snib")
    s = act(s, Fight(seat=0, attacker=hh, defender=snib))
    assert in_play(s) == [] and hh in s.players[0].discard and snib in s.players[1].hand
    assert s.players[0].amber == 0


def test_an_attacker_that_survives_the_defenders_destroyed_ability_resolves_its_fight_ability():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Headhunter"]),
                                         dict(battleline=[{"card": "Looter Goblin", "attacked": True}])])
    s = act(s, Fight(seat=0, attacker=card(s, "Headhunter"), defender=card(s, "Looter Goblin")))
    assert s.players[0].amber == 1 and in_play(s) == ["Troll", "Headhunter"]


def test_krump_killed_by_the_defenders_destroyed_ability_makes_no_one_lose_amber():
    """KF-after-kill: Krump's "after an enemy creature is destroyed fighting Krump" needs Krump in
    play after the fight; Phoenix Heart's 3 damage (Krump: 1 + 2 + 3 = 6) destroyed it first."""
    s = _phoenix(attacker="Krump", damage=1)
    s = act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Grenade Snib")))
    assert in_play(s) == [] and s.players[1].amber == 3


def test_keyforge_9_resolved_the_fight_ability_of_an_attacker_the_destroyed_ability_killed():
    s = _phoenix(old_position)
    s = old_act(s, Fight(seat=0, attacker=card(s, "Headhunter"), defender=card(s, "Grenade Snib")))
    assert in_play(s) == [] and s.players[0].amber == 1
    s = _phoenix(old_position, attacker="Krump", damage=1)
    s = old_act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Grenade Snib")))
    assert in_play(s) == [] and s.players[1].amber == 2


# -- KF-stun-1: "any time a stunned creature could normally be used" ----------------------------------

HORSEMAN = [{"kind": "only fight", "seat": 0, "turn": 3}]
"""Horseman of War's effect as a position keeps it: seat 0's creatures may only fight in turn 3."""


def test_a_stunned_creature_that_could_not_normally_be_used_keeps_its_stun():
    """keyforge-10: Tireless Crocag cannot reap, and Foggify forbids its player to fight: it
    could not normally be used, so it cannot be used to remove its stun either. A stunned
    Troll beside it could reap, so it may."""
    s = position(house="Brobnar", effects=FOGGIFIED,
                 seats=[dict(battleline=[{"card": "Tireless Crocag", "stunned": True}, {"card": "Troll", "stunned": True}]),
                        dict(battleline=["Krump"])])
    croc, troll = card(s, "Tireless Crocag"), card(s, "Troll")
    assert options(s) == [RemoveStun(seat=0, card=troll), EndStep(seat=0)]
    refused(s, RemoveStun(seat=0, card=croc), "KF-stun-1")
    s = act(s, RemoveStun(seat=0, card=troll))
    assert not s.inplay[troll].stunned and s.inplay[troll].exhausted


def test_a_creature_that_may_only_fight_with_no_enemy_to_fight_keeps_its_stun():
    """keyforge-10: after Horseman of War a friendly creature may only fight; with no enemy
    creature in play it could not normally be used, so its stun stays. With one, it may."""
    s = position(house="Brobnar", effects=HORSEMAN, seats=[dict(battleline=[{"card": "Troll", "stunned": True}]), dict()])
    troll = card(s, "Troll")
    assert options(s) == [EndStep(seat=0)]
    refused(s, RemoveStun(seat=0, card=troll), "KF-stun-1")
    s = position(house="Brobnar", effects=HORSEMAN, seats=[dict(battleline=[{"card": "Troll", "stunned": True}]),
                                                           dict(battleline=["Krump"])])
    assert options(s) == [RemoveStun(seat=0, card=troll), EndStep(seat=0)]


def test_keyforge_9_removed_the_stun_of_a_creature_that_could_not_be_used():
    s = old_position(house="Brobnar", effects=FOGGIFIED,
                     seats=[dict(battleline=[{"card": "Tireless Crocag", "stunned": True}]), dict(battleline=["Krump"])])
    croc = card(s, "Tireless Crocag")
    s = old_act(s, RemoveStun(seat=0, card=croc))
    assert not s.inplay[croc].stunned


# -- the rule of six counts plays and uses of a name together -----------------------------------------

def test_the_rule_of_six_counts_plays_uses_and_stun_removals_of_one_name_together():
    s = position(house="Untamed", seats=[dict(hand=["Dew Faerie"] * 4,
                                              battleline=["Dew Faerie", "Dew Faerie", {"card": "Dew Faerie", "stunned": True}]),
                                         dict(battleline=["Troll"])])
    line = list(s.players[0].battleline)
    s = act(s, Reap(seat=0, card=line[0]), Reap(seat=0, card=line[1]), RemoveStun(seat=0, card=line[2]))
    for _ in range(3):
        s = act(s, PlayCard(seat=0, card=s.players[0].hand[0], flank=Flank.RIGHT))
    last = s.players[0].hand[0]
    refused(s, PlayCard(seat=0, card=last, flank=Flank.RIGHT), "KF-rule-of-six")
    assert [o for o in options(s) if getattr(o, "card", None) == last] == [Discard(seat=0, card=last)]
    s = act(s, Discard(seat=0, card=last))
    assert last in s.players[0].discard and s.players[0].amber == 4  # two reaps, each 1 and "Reap: gain 1"


# -- keys: one in the forge step, more by cards; the cost as cards stand -----------------------------

def test_a_card_may_forge_a_second_key_in_the_turn_the_forge_step_forged_one():
    """"At most one key in this step": Key Charge forges in the main step, after the forge
    step's key (13 Æmber: 6 forged, 1 lost, 6 forged)."""
    s = position(start="turn", seats=[dict(amber=13, hand=["Key Charge"], houses=["Untamed", "Brobnar", "Dis"]), dict()])
    assert s.players[0].keys == 1 and s.players[0].amber == 7
    s = act(s, ChooseHouse(seat=0, house=House.UNTAMED))
    s = act(play(s, "Key Charge"), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.players[0].keys == 2 and s.players[0].amber == 0


def test_the_forge_step_with_exactly_the_raised_cost_forges_and_one_short_does_not():
    """Murmook (seat 1's): seat 0's keys cost 7. 7 forges, leaving 0; 6 forges nothing."""
    s = position(start="turn", seats=[dict(amber=7, houses=["Untamed", "Brobnar", "Dis"]), dict(battleline=["Murmook"])])
    assert s.players[0].keys == 1 and s.players[0].amber == 0
    s = position(start="turn", seats=[dict(amber=6, houses=["Untamed", "Brobnar", "Dis"]), dict(battleline=["Murmook"])])
    assert s.players[0].keys == 0 and s.players[0].amber == 6


def test_check_is_announced_against_the_cost_the_opponents_cards_set():
    s = position(house="Brobnar", seats=[dict(amber=6, deck=["Troll"] * 8), dict(battleline=["Murmook"], deck=["Troll"] * 8)])
    s = act(s, EndStep(seat=0))
    assert not s.players[0].check
    s = position(house="Brobnar", seats=[dict(amber=7, deck=["Troll"] * 8), dict(battleline=["Murmook"], deck=["Troll"] * 8)])
    s = act(s, EndStep(seat=0))
    assert s.players[0].check


# -- the draw step's hand size as the cards in play set it ------------------------------------------

def test_the_howling_pit_and_mother_add_up_in_the_draw_step():
    s = position(house="Logos", seats=[dict(battleline=["Mother"], artifacts=["The Howling Pit"], deck=["Troll"] * 12),
                                       dict(deck=["Troll"] * 12)])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 8


# -- KF-destroyed-first: a Destroyed: ability that moves its own card meets Annihilation Ritual ------

def _ritual(victim, pos=position, **extra):
    return pos(house="Brobnar", seats=[dict(battleline=["Troll"], artifacts=["Annihilation Ritual"]),
                                       dict(battleline=[victim], **extra)])


def test_bad_penny_destroyed_beside_annihilation_ritual_returns_to_hand_not_purged():
    """keyforge-10: a Destroyed: ability resolves as its creature is destroyed, before it would
    enter the discard pile, so Bad Penny goes back to its owner's hand and the Ritual (which
    purges a creature that would enter a discard pile from play) has nothing to purge."""
    s = _ritual("Bad Penny")
    penny = card(s, "Bad Penny")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=penny))
    assert penny in s.players[1].hand and penny not in s.players[1].purged


def test_dextre_and_phoenix_heart_beside_annihilation_ritual_go_where_their_abilities_say():
    s = _ritual("Dextre", deck=["Krump"])
    dextre = card(s, "Dextre")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=dextre))
    assert s.players[1].deck[0] == dextre and dextre not in s.players[1].purged
    s = _ritual({"card": "Grenade Snib", "upgrades": ["Phoenix Heart"]})
    snib = card(s, "Grenade Snib")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=snib))
    assert snib in s.players[1].hand and card(s, "Phoenix Heart") in s.players[1].discard


def test_biomatrix_backup_beside_annihilation_ritual_may_still_archive_its_creature():
    s = _ritual({"card": "Krump", "upgrades": ["Biomatrix Backup"]})
    krump = card(s, "Krump")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=krump))
    assert options(s) == [Choose(seat=1, card=krump), Decline(seat=1)]
    s = act(s, Choose(seat=1, card=krump))
    assert krump in s.players[1].archives and krump not in s.players[1].purged


def test_keyforge_9_left_bad_penny_purged_beside_annihilation_ritual():
    s = _ritual("Bad Penny", pos=old_position)
    penny = card(s, "Bad Penny")
    s = old_act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=penny))
    assert penny in s.players[1].purged


def test_a_creature_with_no_such_ability_is_purged_by_annihilation_ritual():
    s = _ritual("Krump")
    krump = card(s, "Krump")
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=krump))
    assert krump in s.players[1].purged and krump not in s.players[1].discard


# -- a player with no legal answer: the ability does what it can ----------------------------------------

def test_punch_with_no_creature_in_play_gives_its_bonus_and_asks_nothing():
    s = play(position(house="Brobnar", seats=[dict(hand=["Punch"]), dict()]), "Punch")
    assert s.players[0].amber == 1 and isinstance(options(s)[-1], EndStep) and len(options(s)) == 1


def test_pawn_sacrifice_with_no_friendly_creature_deals_no_damage():
    """"Sacrifice a friendly creature. If you do, ...": nothing to sacrifice, no shots."""
    s = play(position(house="Shadows", seats=[dict(hand=["Pawn Sacrifice"]), dict(battleline=["Troll"])]),
             "Pawn Sacrifice")
    assert options(s) == [EndStep(seat=0)] and s.inplay[card(s, "Troll")].damage == 0


def test_key_charge_with_an_empty_pool_loses_nothing_so_offers_no_forge_even_with_a_full_safe_place():
    """"Lose 1 Æmber. If you do, you may forge a key": with 0 in the pool nothing is lost, so the
    6 on Safe Place are never offered (KF-if-you-do, KF-bank)."""
    s = position(house="Untamed", seats=[dict(hand=["Key Charge"], artifacts=[{"card": "Safe Place", "amber": 7}]), dict()])
    s = play(s, "Key Charge")
    assert s.players[0].keys == 0 and options(s) == [EndStep(seat=0)]


def test_an_ether_spider_taken_over_captures_what_its_new_controllers_opponent_would_gain():
    """Seat 0 controls seat 1's Ether Spider (Collar of Subordination): on seat 1's turn, Punch's
    bonus would be added to seat 1's pool, the Spider's controller's opponent: the Spider
    captures it (as keyteki's spec)."""
    s = position(active=1, house="Brobnar",
                 seats=[dict(battleline=[{"card": "Ether Spider", "owner": 1, "upgrades": [{"card": "Collar of Subordination", "owner": 0}]}]),
                        dict(hand=["Punch"], battleline=["Troll"])])
    s = act(play(s, "Punch", seat=1), Choose(seat=1, card=card(s, "Troll")))
    assert s.players[1].amber == 0 and s.inplay[card(s, "Ether Spider")].amber == 1


# -- places in the battleline changing what a creature is -------------------------------------------

def test_a_creature_played_beside_a_flank_creature_wearing_shoulder_armor_takes_its_bonus_away():
    """Seat 0's Troll on the right flank wears Shoulder Armor (+2 power on a flank): 10 power,
    9 damage. A creature played on the right flank makes Troll an inner creature: 8 power, and
    it is destroyed at once (KF-destroy-1)."""
    s = position(house="Brobnar", seats=[dict(hand=["Krump"], battleline=["Bumpsy", {"card": "Troll", "damage": 9,
                                                                                     "upgrades": ["Shoulder Armor"]}]),
                                         dict()])
    troll = card(s, "Troll")
    s = play(s, "Krump", flank=Flank.LEFT)
    assert troll in s.players[0].battleline  # still a flank creature on the right
    s = play(position(house="Brobnar", seats=[dict(hand=["Krump"], battleline=["Bumpsy", {"card": "Troll", "damage": 9,
                                                                                         "upgrades": ["Shoulder Armor"]}]),
                                              dict()]), "Krump", flank=Flank.RIGHT)
    assert in_play(s) == ["Bumpsy", "Krump"] and troll in s.players[0].discard


def test_a_creature_becoming_a_flank_when_its_neighbour_dies_gets_shoulder_armors_armor_this_turn():
    """Sequis (armor 2, already spent this turn) in the middle wears Shoulder Armor; its right
    neighbour dies to a Punch, so Sequis is a flank creature: +2 armor at once ("gained armor
    adds to it"), and the next Punch's 3 damage is 2 prevented, 1 dealt."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Punch"]),
                                         dict(battleline=["Bumpsy", {"card": "Sequis", "armor_used": 2, "upgrades": ["Shoulder Armor"]},
                                                          {"card": "Dust Imp", "damage": 1}])])
    sequis, first, second = card(s, "Sequis"), card(s, "Punch", nth=0), card(s, "Punch", nth=1)
    s = act(s, PlayCard(seat=0, card=first), Choose(seat=0, card=card(s, "Dust Imp")))
    assert in_play(s) == ["Bumpsy", "Sequis"]
    s = act(s, PlayCard(seat=0, card=second), Choose(seat=0, card=sequis))
    assert s.inplay[sequis].damage == 1 and s.inplay[sequis].armor_used == 4


# -- who gains: the controller, the owner, the controller's opponent ---------------------------------

def test_hecatomb_pays_each_player_for_the_creatures_it_controlled_not_owned():
    """"Each player gains 1 for each creature they controlled that was destroyed this way": seat
    0 controls its own Dust Imp and seat 1's Pit Demon, seat 1 its Shooler. Seat 0: 1 (bonus) +
    2 + Dust Imp's "Destroyed: gain 2"; seat 1: 1. Each goes to its owner's discard pile."""
    s = position(house="Dis", seats=[dict(hand=["Hecatomb"], battleline=["Dust Imp", {"card": "Pit Demon", "owner": 1}]),
                                     dict(battleline=["Shooler", "Troll"])])
    demon = card(s, "Pit Demon")
    s = play(s, "Hecatomb")
    assert (s.players[0].amber, s.players[1].amber) == (5, 1)
    assert in_play(s) == ["Troll"] and demon in s.players[1].discard


def test_a_creature_returned_to_hand_gives_its_captured_amber_to_its_controllers_opponent():
    s = position(house="Shadows", seats=[dict(hand=["Lights Out"]),
                                         dict(battleline=[{"card": "Sequis", "amber": 2}, {"card": "Troll", "amber": 1}, "Krump"])])
    s = play(s, "Lights Out")
    s = act(s, Choose(seat=0, card=card(s, "Sequis")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1 + 3 and names(s, s.players[1].hand) == ["Sequis", "Troll"]


def test_on_the_first_turn_wild_wormhole_still_plays_the_top_card_of_the_deck():
    """The first-turn rule limits the cards played or discarded from hand; Wild Wormhole plays
    the deck's top card (KF-ability-plays), of another house too. Nothing more leaves the hand."""
    s = position(house="Logos", turn=1, seats=[dict(hand=["Wild Wormhole", "Dextre"], deck=["Krump", "Troll"]), dict()])
    krump = card(s, "Krump")
    s = play(s, "Wild Wormhole")
    assert options(s) == [PlayCard(seat=0, card=krump, flank=Flank.LEFT), PlayCard(seat=0, card=krump, flank=Flank.RIGHT)]
    s = act(s, PlayCard(seat=0, card=krump, flank=Flank.RIGHT))
    assert in_play(s) == ["Krump"] and s.players[0].deck == [card(s, "Troll")]
    refused(s, PlayCard(seat=0, card=card(s, "Dextre"), flank=Flank.RIGHT), "KF-first-turn")


# -- more of the use page and the keywords, combined ---------------------------------------------------

def test_an_exhausted_artifact_that_is_sacrificed_to_use_cannot_be_used():
    """"A player must still exhaust such an artifact when using it": an exhausted Mighty Javelin
    cannot be used, Omni: or not."""
    s = position(house="Brobnar", seats=[dict(artifacts=[{"card": "Mighty Javelin", "exhausted": True}]),
                                         dict(battleline=["Troll"])])
    refused(s, UseOmni(seat=0, card=card(s, "Mighty Javelin")), "KF-use-exhausted")
    assert options(s) == [EndStep(seat=0)]


def test_a_stunned_or_exhausted_taunt_creature_still_protects_its_neighbours():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=["Krump", {"card": "Champion Anaphiel", "stunned": True, "exhausted": True}, "Bumpsy"])])
    troll = card(s, "Troll")
    assert [o.defender for o in options(s) if isinstance(o, Fight)] == [card(s, "Champion Anaphiel")]
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Krump")), "KF-taunt")


def test_armor_is_shared_by_the_hazardous_damage_and_the_fight_damage_of_one_turn():
    """Sequis (armor 2, +2 beside Bulwark: 4) attacks Briar Grubbling (2 power, hazardous 5):
    the hazardous 5 spends all 4 armor (1 dealt), so the fight's 2 are not prevented: 3 damage,
    and Sequis (4 power) lives; the Grubbling dies."""
    s = position(house="Sanctum", seats=[dict(battleline=["Bulwark", "Sequis"]), dict(battleline=["Briar Grubbling"])])
    sequis, grub = card(s, "Sequis"), card(s, "Briar Grubbling")
    s = act(s, Fight(seat=0, attacker=sequis, defender=grub))
    assert s.inplay[sequis].armor_used == 4 and s.inplay[sequis].damage == 1 + 2
    assert grub in s.players[1].discard


def test_a_skirmish_poison_attacker_destroys_the_defender_and_takes_nothing():
    s = position(house="Shadows", seats=[dict(battleline=["Mooncurser"]), dict(amber=2, battleline=["Troll"])])
    moon = card(s, "Mooncurser")
    s = act(s, Fight(seat=0, attacker=moon, defender=card(s, "Troll")))
    assert in_play(s) == ["Mooncurser"] and s.inplay[moon].damage == 0
    assert s.players[0].amber == 1 and s.players[1].amber == 1  # "Fight: steal 1"


# -- KF-capture-instead: The Sting's Æmber meets the forger's Ether Spider --------------------------------

def _sting_spider(pos=position):
    return pos(start="turn", seats=[dict(amber=6, battleline=["Ether Spider"], houses=["Mars", "Brobnar", "Dis"]),
                                    dict(artifacts=["The Sting"])])


def test_the_amber_the_sting_would_get_is_captured_by_the_forgers_ether_spider():
    """keyforge-10: seat 0 forges with 6; The Sting's player "gets all Æmber spent", which would
    be added to the pool of Ether Spider's controller's opponent: the Spider captures it instead
    (KF-capture-instead), as it captures Tentacus' toll."""
    s = _sting_spider()
    assert s.players[0].keys == 1 and s.players[0].amber == 0
    assert s.players[1].amber == 0 and s.inplay[card(s, "Ether Spider")].amber == 6


def test_keyforge_9_gave_the_stings_player_the_amber_past_ether_spider():
    s = _sting_spider(old_position)
    assert s.players[1].amber == 6 and s.inplay[card(s, "Ether Spider")].amber == 0


# -- who orders what happens at once: the active player, the opponent's reactions too -----------------

def test_the_active_player_orders_the_opponents_reaction_with_their_own_effects():
    """Mighty Tiger enters (Play: 4 damage to an enemy creature), seat 0's Autocannon and seat 1's
    Pingle Who Annoys react to it entering: all at once, and seat 0, the active player, orders
    all three (KF-simultaneous); seat 1 may not answer."""
    s = position(house="Untamed", seats=[dict(hand=["Mighty Tiger"], artifacts=["Autocannon"]),
                                         dict(battleline=["Pingle Who Annoys", "Troll"])])
    tiger, pingle, cannon = card(s, "Mighty Tiger"), card(s, "Pingle Who Annoys"), card(s, "Autocannon")
    s = play(s, "Mighty Tiger")
    p = GAME.pending(s)
    assert p.seat == 0 and p.rule == "KF-simultaneous"
    assert sorted((o.card, o.effect) for o in p.options) == sorted(
        [(cannon, "on_any_enters"), (pingle, "on_enemy_enters"), (tiger, "play")])
    refused(s, p.options[1].__class__(seat=1, card=pingle, effect="on_enemy_enters", ability=p.options[1].ability), "KF-seat")
    pick = next(o for o in p.options if o.effect == "play")
    s = act(s, pick, Choose(seat=0, card=pingle))  # the Tiger first: Pingle dies ...
    assert pingle in s.players[1].discard
    while isinstance(GAME.pending(s), Decision) and GAME.pending(s).rule == "KF-simultaneous":
        s = act(s, GAME.pending(s).options[0])
    assert s.inplay[tiger].damage == 2  # ... and its reaction, set off while in play, still resolves


# -- ties and boundaries of "more", "or more", "exactly" -----------------------------------------------

def test_neuro_syphon_does_nothing_when_the_amber_is_equal():
    s = play(position(house="Logos", seats=[dict(hand=["Neuro Syphon"], amber=2, deck=["Troll"]), dict(amber=3)]),
             "Neuro Syphon")  # 2 + 1 (bonus) = 3, equal: not more
    assert (s.players[0].amber, s.players[1].amber, len(s.players[0].hand)) == (3, 3, 0)


def test_shooler_steals_at_exactly_4_and_not_at_3():
    s = play(position(house="Dis", seats=[dict(hand=["Shooler"]), dict(amber=4)]), "Shooler")
    assert (s.players[0].amber, s.players[1].amber) == (1, 3)
    s = play(position(house="Dis", seats=[dict(hand=["Shooler"]), dict(amber=3)]), "Shooler")
    assert (s.players[0].amber, s.players[1].amber) == (0, 3)


def test_ghostly_hand_steals_only_exactly_one():
    s = play(position(house="Shadows", seats=[dict(hand=["Ghostly Hand"]), dict(amber=1)]), "Ghostly Hand")
    assert (s.players[0].amber, s.players[1].amber) == (3, 0)
    s = play(position(house="Shadows", seats=[dict(hand=["Ghostly Hand"]), dict(amber=2)]), "Ghostly Hand")
    assert (s.players[0].amber, s.players[1].amber) == (2, 2)


def test_the_house_choice_lists_exactly_the_houses_left_when_cannot_meets_must_with_archives():
    """Seat 0's Pitlord says Dis; seat 1's Restringuntus forbids Dis: "cannot" wins (KF-cannot),
    so seat 0 chooses Brobnar or Logos, each with or without its archives; Dis is refused."""
    s = position(active=1, house="Dis", seats=[dict(houses=["Brobnar", "Dis", "Logos"], battleline=["Pitlord"],
                                                    archives=["Troll"], deck=["Krump"] * 8),
                                               dict(hand=["Restringuntus"], deck=["Krump"] * 8)])
    s = act(play(s, "Restringuntus", seat=1), ChooseOption(seat=1, option="Dis"), EndStep(seat=1))
    assert s.active == 0
    want = [ChooseHouse(seat=0, house=h, take_archives=a) for h in (House.BROBNAR, House.LOGOS) for a in (False, True)]
    assert sorted(map(repr, options(s))) == sorted(map(repr, want))
    refused(s, ChooseHouse(seat=0, house=House.DIS), "KF-house-effect")
    refused(s, ChooseHouse(seat=0, house=House.MARS), "KF-house-1")


def test_lights_out_asks_for_a_second_creature_among_those_left_and_the_first_cannot_be_named_again():
    s = position(house="Shadows", seats=[dict(hand=["Lights Out"]), dict(battleline=["Troll", "Krump", "Bumpsy"])])
    troll, krump, bumpsy = card(s, "Troll"), card(s, "Krump"), card(s, "Bumpsy")
    s = play(s, "Lights Out")
    assert options(s) == [Choose(seat=0, card=c) for c in (troll, krump, bumpsy)]  # not optional (KF-up-to)
    s = act(s, Choose(seat=0, card=krump))
    assert options(s) == [Choose(seat=0, card=c) for c in (troll, bumpsy)]
    refused(s, Choose(seat=0, card=krump), "KF-target")
    refused(s, Decline(seat=0), "KF-target")


# -- "for the remainder of the turn" ends with the turn ------------------------------------------------

def test_crystal_hive_pays_for_every_reap_of_the_turn_and_none_of_the_next():
    """Crystal Hive: "for the remainder of the turn, gain 1 each time a creature reaps" (any
    creature's reap, the opponent's none this turn); on seat 1's next turn its reaps pay seat 0
    nothing."""
    s = position(house="Mars", seats=[dict(artifacts=["Crystal Hive"], battleline=["Ether Spider", "Mindwarper"],
                                           deck=["Troll"] * 8),
                                      dict(battleline=["Dew Faerie"], deck=["Troll"] * 8)])
    s = act(s, UseAction(seat=0, card=card(s, "Crystal Hive")), Reap(seat=0, card=card(s, "Mindwarper")))
    assert s.players[0].amber == 2
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED), Reap(seat=1, card=card(s, "Dew Faerie")))
    assert s.players[0].amber == 2 and s.players[1].amber == 0
    assert s.inplay[card(s, "Ether Spider")].amber == 2  # seat 1's reap and Dew Faerie's gain, captured


# -- the last card: abilities that take from an empty deck do nothing (only a draw reshuffles) --------

def test_wild_wormhole_and_random_access_archives_with_an_empty_deck_do_nothing_and_shuffle_nothing():
    s = position(house="Logos", seats=[dict(hand=["Wild Wormhole", "Random Access Archives"], discard=["Troll", "Krump"]), dict()])
    s = play(s, "Wild Wormhole")
    assert options(s)[-1] == EndStep(seat=0) and s.players[0].amber == 1
    s = play(s, "Random Access Archives")
    assert s.players[0].archives == [] and len(s.players[0].discard) == 4 and s.players[0].deck == []
    assert isinstance(GAME.pending(s), Decision)  # no reshuffle was asked of the dealer


def test_a_draw_by_an_ability_from_an_empty_deck_reshuffles_the_discard_pile():
    """"If your deck runs out, shuffle your discard pile into a new deck and keep drawing": a
    card's draw too (Library of Babble)."""
    s = position(house="Logos", seats=[dict(artifacts=["Library of Babble"], discard=["Troll", "Krump"]), dict()])
    s = act(s, UseAction(seat=0, card=card(s, "Library of Babble")))
    assert chance(s).shuffle and chance(s).size == 2
    s = deal(s)
    assert names(s, s.players[0].hand) == ["Troll"] and names(s, s.players[0].deck) == ["Krump"]
    assert s.players[0].discard == []


def test_gatekeeper_and_lomir_flamefist_act_from_7_and_not_at_6():
    s = play(position(house="Sanctum", seats=[dict(hand=["Gatekeeper"]), dict(amber=7)]), "Gatekeeper")
    assert s.players[1].amber == 5 and s.inplay[card(s, "Gatekeeper")].amber == 2
    s = play(position(house="Sanctum", seats=[dict(hand=["Gatekeeper"]), dict(amber=6)]), "Gatekeeper")
    assert s.players[1].amber == 6 and s.inplay[card(s, "Gatekeeper")].amber == 0
    s = play(position(house="Brobnar", seats=[dict(hand=["Lomir Flamefist"]), dict(amber=7)]), "Lomir Flamefist")
    assert s.players[1].amber == 5
    s = play(position(house="Brobnar", seats=[dict(hand=["Lomir Flamefist"]), dict(amber=6)]), "Lomir Flamefist")
    assert s.players[1].amber == 6


def test_doorstep_to_heaven_counts_its_own_bonus_and_leaves_5_alone():
    """Its Æmber bonus comes first (KF-bonus): 5 in the pool becomes 6, then is reduced to 5;
    the opponent's 5 stays 5, and 9 becomes 5."""
    s = play(position(house="Sanctum", seats=[dict(hand=["Doorstep to Heaven"], amber=5), dict(amber=5)]),
             "Doorstep to Heaven")
    assert (s.players[0].amber, s.players[1].amber) == (5, 5)
    s = play(position(house="Sanctum", seats=[dict(hand=["Doorstep to Heaven"], amber=4), dict(amber=9)]),
             "Doorstep to Heaven")
    assert (s.players[0].amber, s.players[1].amber) == (5, 5)


def test_dysania_pays_only_for_archived_cards_discarded_not_for_one_that_goes_home():
    """Seat 1's archives hold its Krump and seat 0's Troll (put there by Uxlyx the Zookeeper):
    discarded, Krump goes to seat 1's discard pile, Troll to seat 0's hand instead
    (KF-archives-foreign), so Dysania pays 1."""
    s = position(house="Logos", seats=[dict(hand=["Dysania"]),
                                       dict(archives=["Krump", {"card": "Troll", "owner": 0}])])
    troll, krump = card(s, "Troll"), card(s, "Krump")
    s = play(s, "Dysania")
    assert s.players[0].amber == 1 and troll in s.players[0].hand and krump in s.players[1].discard
    assert s.players[1].archives == []


def test_mimicry_copying_key_of_darkness_may_spend_safe_place_too():
    """KF-copy with KF-bank: Mimicry played as the opponent's Key of Darkness forges as it would,
    Safe Place making up a short pool at its player's choice; then it is Mimicry in the pile."""
    s = position(house="Untamed", seats=[dict(hand=["Mimicry"], amber=8, artifacts=[{"card": "Safe Place", "amber": 4}]),
                                         dict(amber=1, discard=["Key of Darkness"])])
    mimicry = card(s, "Mimicry")
    s = act(play(s, "Mimicry"), Choose(seat=0, card=card(s, "Key of Darkness")))
    assert isinstance(options(s)[-1], Decline)
    s = act(s, ChooseOption(seat=0, option="forge a key with Æmber on Safe Place or Pocket Universe"))
    assert s.players[0].keys == 1 and s.players[0].amber == 0 and s.players[0].discard == [mimicry]
    assert names(s, [mimicry]) == ["Mimicry"]


def test_a_safe_place_taken_from_the_opponent_banks_for_its_new_controller():
    """"You may spend Æmber on Safe Place when forging keys": "you" is its controller. Seat 0
    controls seat 1's Safe Place (4 on it) and has 2 in its pool: its forge step offers the key;
    seat 1, with 4 in its pool, is offered nothing from it."""
    s = position(start="turn", seats=[dict(amber=2, artifacts=[{"card": "Safe Place", "owner": 1, "amber": 4}],
                                           houses=["Brobnar", "Dis", "Logos"]), dict(amber=4)])
    opts = options(s)
    assert len(opts) == 2 and isinstance(opts[-1], Decline) and isinstance(opts[0], ChooseOption)
    s = act(s, opts[0])
    assert s.players[0].keys == 1 and s.inplay[card(s, "Safe Place")].amber == 0
    s = position(active=1, start="turn", seats=[dict(artifacts=[{"card": "Safe Place", "owner": 1, "amber": 4}]),
                                                dict(amber=4, houses=["Brobnar", "Dis", "Logos"])])
    assert s.players[1].keys == 0 and GAME.pending(s).rule == "KF-house-1"


def test_a_murmook_taken_over_raises_the_keys_of_its_new_controllers_opponent():
    """"Your opponent's keys cost +1": seat 0 controls seat 1's Murmook, so seat 1's keys cost 7
    and seat 0's 6."""
    s = position(start="turn", seats=[dict(amber=6, battleline=[{"card": "Murmook", "owner": 1}],
                                           houses=["Brobnar", "Dis", "Logos"]), dict(amber=6)])
    assert s.players[0].keys == 1
    s = position(active=1, start="turn", seats=[dict(battleline=[{"card": "Murmook", "owner": 1}]),
                                                dict(amber=6, houses=["Brobnar", "Dis", "Logos"])])
    assert s.players[1].keys == 0 and s.players[1].amber == 6


def test_chains_count_against_a_hand_size_raised_by_mother_and_the_howling_pit():
    """Hand size 8 (Mother, The Howling Pit), 5 in hand, 7 chains: 3 short, 2 fewer, draws 1 and
    sheds a chain."""
    s = position(house="Logos", seats=[dict(battleline=["Mother"], artifacts=["The Howling Pit"], hand=["Troll"] * 5,
                                            deck=["Krump"] * 8, chains=7), dict(deck=["Troll"] * 8)])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 6 and s.players[0].chains == 6


def _delivery(pos=position):
    return pos(house="Shadows", seats=[dict(artifacts=["Special Delivery"]), dict(battleline=["Bad Penny", "Troll"])])


def test_special_delivery_leaves_bad_penny_in_hand_as_yxilo_bolter_does():
    """"If this damage destroys that creature, purge it": Bad Penny's Destroyed: ability resolves
    as it is destroyed, back to hand, and is left there (KF-destroyed-first, as for Yxilo
    Bolter). keyforge-10: Special Delivery purged it first and the ability found nothing; now
    the ability takes it from the purged cards (found by comparing self-play under both)."""
    s = _delivery()
    penny = card(s, "Bad Penny")
    s = act(s, UseOmni(seat=0, card=card(s, "Special Delivery")), Choose(seat=0, card=penny))
    assert penny in s.players[1].hand and penny not in s.players[1].purged


def test_keyforge_9_special_delivery_purged_bad_penny():
    s = _delivery(old_position)
    penny = card(s, "Bad Penny")
    s = old_act(s, UseOmni(seat=0, card=card(s, "Special Delivery")), Choose(seat=0, card=penny))
    assert penny in s.players[1].purged


def test_a_random_discard_from_an_empty_hand_asks_the_dealer_nothing():
    s = position(house="Dis", seats=[dict(battleline=["Tocsin"]), dict()])
    s = act(s, Reap(seat=0, card=card(s, "Tocsin")))
    assert isinstance(GAME.pending(s), Decision) and s.players[0].amber == 1 and s.players[1].discard == []
    s = position(house="Dis", seats=[dict(battleline=["Tocsin"]), dict(hand=["Troll", "Krump"])])
    s = act(s, Reap(seat=0, card=card(s, "Tocsin")))
    assert chance(s).size == 2
    s = deal(s, 1)
    assert names(s, s.players[1].discard) == ["Krump"] and names(s, s.players[1].hand) == ["Troll"]


# -- KF-destroy-1: a power that counts keys falls as a key is forged -----------------------------------

def _mushroom(pos=position, **seat):
    return pos(start="turn", seats=[dict(amber=6, keys=1, houses=["Untamed", "Brobnar", "Dis"],
                                         battleline=[{"card": "Mushroom Man", "damage": 7}, "Troll"], **seat),
                                    dict(artifacts=["Soul Snatcher"])])


def test_mushroom_man_is_destroyed_when_the_forge_step_forges_a_key_its_damage_outlasts():
    """keyforge-10: Mushroom Man gets +3 power for each unforged key: 2 + 3 x 2 = 8 with one key
    forged, 7 damage. Its controller forges the second key at the start of the turn: power 5,
    and "a creature is destroyed when the damage on it is at least its power" at once, before
    the house is chosen (Soul Snatcher pays its owner). keyforge-9 checked nothing until a later
    event, so a found-by-hunt match had it alive at 7 damage and 5 power through a house choice."""
    s = _mushroom()
    man = card(s, "Mushroom Man")
    assert s.players[0].keys == 2 and man in s.players[0].discard and in_play(s) == ["Troll"]
    assert s.players[0].amber == 1 and GAME.pending(s).rule == "KF-house-1"


def test_keyforge_9_left_mushroom_man_alive_past_the_forge_step():
    s = _mushroom(old_position)
    man = card(s, "Mushroom Man")
    assert s.players[0].keys == 2 and s.inplay[man].damage == 7 and OLD.pending(s).rule == "KF-house-1"


def test_mushroom_man_is_destroyed_as_key_charge_forges_its_players_key():
    s = position(house="Untamed", seats=[dict(hand=["Key Charge"], amber=7, keys=1,
                                              battleline=[{"card": "Mushroom Man", "damage": 7}]), dict()])
    s = act(play(s, "Key Charge"), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.players[0].keys == 2 and in_play(s) == [] and isinstance(options(s)[-1], EndStep)
