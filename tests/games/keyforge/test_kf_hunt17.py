"""Rules hunt, third pass: systematic coverage of the rules text (keyforge-core.md and
keyforge-use.txt), one statement at a time, each from a declarative position, a decision, the
resulting state and the refusal of the illegal alternatives with their rule ids. The coverage
table that maps each statement to its test is in the hunt's notes; the fixes of keyforge-11 are
marked so and keep keyforge-10's fold selectable."""

from kf_helpers import FOGGIFIED, GAME, act, card, chance, deal, in_play, names, options, older, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (Choose, ChooseHouse, ChooseOption, Decline, Discard, EndStep, Fight, Mulligan,
                                          PlayCard, PlayUpgrade, Reap, RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.state import Flank
from engine.protocol import Decision

OLD, old_position, old_act = older("keyforge-10")


def test_keyforge_11_and_keyforge_10_still_replay():
    assert GAME.for_rules("keyforge-11").from_position({}).revision == 11
    assert OLD.rules_version == "keyforge-10" and old_position().revision == 10
    versions = GAME.rules_versions()
    assert list(versions).index("keyforge-10") == list(versions).index("keyforge-11") + 1
    for rule in ("KF-used", "KF-after-kill", "KF-control", "KF-destroy-1"):
        assert rule in versions["keyforge-11"] and "keyforge-11" in GAME.rules[rule].summary


# -- loose end 1 (KF-used): a creature that leaves play and comes back is a new creature ---------

def _boots_back(pos=position, act_=act):
    """Logos: Brain Eater wearing Rocket Boots reaps (its first use: readied); Phase Shift lets
    Nature's Call (Untamed) be played, which returns Brain Eater to hand (the boots go to the
    discard pile); played again it enters ready (Speed Sigil: the first creature played this turn)
    and gets a second pair of Rocket Boots."""
    s = pos(house="Logos", seats=[dict(battleline=[{"card": "Brain Eater", "upgrades": ["Rocket Boots"]}],
                                       artifacts=["Speed Sigil"],
                                       hand=["Phase Shift", "Nature's Call", "Rocket Boots"]), dict(amber=3)])
    eater = card(s, "Brain Eater")
    s = act_(s, Reap(seat=0, card=eater))
    assert not s.inplay[eater].exhausted  # the first use of the turn: Rocket Boots ready it
    s = act_(s, PlayCard(seat=0, card=card(s, "Phase Shift")), PlayCard(seat=0, card=card(s, "Nature's Call")),
             Choose(seat=0, card=eater))
    assert eater in s.players[0].hand and card(s, "Rocket Boots", nth=1) in s.players[0].discard
    s = act_(s, PlayCard(seat=0, card=eater, flank=Flank.RIGHT))
    assert not s.inplay[eater].exhausted  # Speed Sigil
    return act_(s, PlayUpgrade(seat=0, card=s.players[0].hand[0], creature=eater)), eater


def test_rocket_boots_ready_a_creature_that_came_back_after_its_first_use_since():
    """keyforge-11: the Brain Eater played again is a new creature (the core text: effects on a
    card end when it leaves play): its reap is its first use this turn, so the boots ready it;
    the next reap is its second, and it stays exhausted."""
    s, eater = _boots_back()
    s = act(s, Reap(seat=0, card=eater))
    assert not s.inplay[eater].exhausted and s.players[0].amber == 1 + 1 + 1  # two reaps, Nature's Call
    s = act(s, Reap(seat=0, card=eater))
    assert s.inplay[eater].exhausted
    refused(s, Reap(seat=0, card=eater), "KF-use-exhausted")


def test_keyforge_10_kept_the_uses_of_the_creature_that_left_play():
    s, eater = _boots_back(old_position, old_act)
    s = old_act(s, Reap(seat=0, card=eater))
    assert s.inplay[eater].exhausted  # its second use of the turn, as recorded


def _stampede_back(pos=position, act_=act):
    """Untamed: Dew Faerie reaps, Nature's Call returns it, it is played again (ready: Speed
    Sigil) and reaps again; Snufflegator reaps."""
    s = pos(house="Untamed", seats=[dict(battleline=["Dew Faerie", "Snufflegator"], artifacts=["Speed Sigil"],
                                         hand=["Nature's Call", "Stampede"]), dict(amber=3)])
    faerie, gator = card(s, "Dew Faerie"), card(s, "Snufflegator")
    s = act_(s, Reap(seat=0, card=faerie), PlayCard(seat=0, card=card(s, "Nature's Call")),
             Choose(seat=0, card=faerie))
    if isinstance(GAME.pending(s), Decision) and Decline(seat=0) in GAME.pending(s).options:
        s = act_(s, Decline(seat=0))  # "up to 3": no more
    s = act_(s, PlayCard(seat=0, card=faerie, flank=Flank.LEFT), Reap(seat=0, card=faerie),
             Reap(seat=0, card=gator))
    assert s.players[0].amber == 2 + 1 + 2 + 1  # two Faerie reaps, the bonus, Snufflegator's reap
    return act_(s, PlayCard(seat=0, card=card(s, "Stampede")))


def test_stampede_counts_a_creature_that_came_back_and_was_used_again_as_another():
    """keyforge-11: the Dew Faerie that left play was used, and so was the new one: with
    Snufflegator, 3 creatures were used this turn, so Stampede steals 2."""
    s = _stampede_back()
    assert (s.players[0].amber, s.players[1].amber) == (6 + 1 + 2, 1)


def test_keyforge_10_counted_the_creature_that_came_back_once():
    s = _stampede_back(old_position, old_act)
    assert (s.players[0].amber, s.players[1].amber) == (6 + 1, 3)


# -- loose end 2 (KF-ready-fight): ready and fight a stunned creature with no enemy to fight -----

def test_gauntlet_of_command_on_a_stunned_creature_with_no_enemy_readies_then_removes_the_stun():
    """The use page's commentary: "If a card effect would cause a stunned creature to fight ...,
    instead that creature is exhausted and the stun status card is removed." That sentence, for
    a card's effect, has no "could normally be used" (the step's sentence has): the stun replaces
    the fight before a target is needed, so "a creature cannot fight if there is no enemy
    creature" never comes into it. The Gauntlet readies Dextre, then its stun is removed and it
    is exhausted (keyteki's Anger spec agrees: no opponent's creatures, the stun is removed).
    Not stunned, it is only readied and may be used again."""
    s = position(house="Brobnar", seats=[dict(artifacts=["Gauntlet of Command"],
                                              battleline=[{"card": "Dextre", "exhausted": True, "stunned": True}]), {}])
    dextre = card(s, "Dextre")
    s = act(s, UseAction(seat=0, card=card(s, "Gauntlet of Command")))
    assert options(s) == [Choose(seat=0, card=dextre)]  # "a friendly creature": the only one
    s = act(s, Choose(seat=0, card=dextre))
    assert s.inplay[dextre].exhausted and not s.inplay[dextre].stunned
    assert GAME.pending(s).rule == "KF-turn-1" and s.players[0].amber == 0
    refused(s, UseAction(seat=0, card=card(s, "Gauntlet of Command")), "KF-use-exhausted")


# -- core: The turn, 1. Forge a key ("at least the key cost", "must") ------------------------------

def test_the_forge_step_forges_at_exactly_the_cost_and_not_one_short():
    """KF-forge-1: "If you have at least the key cost": 6 forges (the pool goes to 0), 5 does
    not; either way the turn goes on to the house choice, the same player's."""
    s = position(start="turn", seats=[dict(amber=6, houses=["Brobnar", "Dis", "Logos"]), {}])
    assert (s.players[0].keys, s.players[0].amber, s.forged_this_turn) == (1, 0, True)
    assert GAME.pending(s).rule == "KF-house-1" and GAME.pending(s).seat == 0
    s = position(start="turn", seats=[dict(amber=5, houses=["Brobnar", "Dis", "Logos"]), {}])
    assert (s.players[0].keys, s.players[0].amber, s.forged_this_turn) == (0, 5, False)
    assert GAME.pending(s).rule == "KF-house-1"


def test_captured_amber_is_not_spent_by_the_forge_step():
    """core, Capture: Æmber on a creature "cannot be spent": 5 in the pool and 3 on its own
    Sequis make no key."""
    s = position(start="turn", seats=[dict(amber=5, houses=["Brobnar", "Dis", "Sanctum"],
                                           battleline=[{"card": "Sequis", "amber": 3}]), {}])
    assert (s.players[0].keys, s.players[0].amber) == (0, 5)
    assert s.inplay[card(s, "Sequis")].amber == 3


# -- core: 2. Choose a house ---------------------------------------------------------------------

def test_the_house_choice_is_one_of_the_decks_three_with_or_without_the_archives():
    """KF-house-1 / KF-archives-1: with archived cards, each of the three houses with and without
    taking them (6 options); a fourth house is refused."""
    s = position(seats=[dict(archives=["Troll"], houses=["Brobnar", "Logos", "Untamed"]), {}])
    assert sorted((o.house.value, o.take_archives) for o in options(s)) == [
        (h, t) for h in ("Brobnar", "Logos", "Untamed") for t in (False, True)]
    refused(s, ChooseHouse(seat=0, house=House.DIS), "KF-house-1")
    refused(s, ChooseHouse(seat=0, house=House.DIS, take_archives=True), "KF-house-1")
    refused(s, ChooseHouse(seat=1, house=House.BROBNAR), "KF-seat")
    s = act(s, ChooseHouse(seat=0, house=House.LOGOS))  # archives left where they are
    assert names(s, s.players[0].archives) == ["Troll"] and s.players[0].hand == []


# -- core: 3. Play, discard and use ----------------------------------------------------------------

def test_the_first_turn_rule_counts_a_discard_as_the_one_card_and_leaves_cards_in_play_free():
    """KF-first-turn: "play or discard only one card from hand": a discard is that card; a card
    already in play may still be used."""
    s = position(house="Brobnar", turn=1, seats=[dict(hand=["Punch", "Bumpsy"], battleline=["Troll"]), {}])
    s = act(s, Discard(seat=0, card=card(s, "Punch")))
    refused(s, PlayCard(seat=0, card=card(s, "Bumpsy"), flank=Flank.LEFT), "KF-first-turn")
    refused(s, Discard(seat=0, card=card(s, "Bumpsy")), "KF-first-turn")
    assert options(s) == [Reap(seat=0, card=card(s, "Troll")), EndStep(seat=0)]
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1


def test_a_card_played_from_hand_on_the_second_turn_of_the_first_player_is_not_limited():
    """KF-first-turn is the first player's first turn only: their next turn (turn 3) plays two."""
    s = position(house="Brobnar", turn=3, seats=[dict(hand=["Bumpsy", "Krump"]), dict(amber=2)])
    s = act(s, PlayCard(seat=0, card=card(s, "Bumpsy"), flank=Flank.LEFT),
            PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.LEFT))
    assert in_play(s) == ["Krump", "Bumpsy"] and s.players[1].amber == 1


def test_the_rule_of_six_counts_plays_and_uses_of_one_name_in_one_turn_only():
    """KF-rule-of-six: six Dew Faeries reaped this turn; next turn (after the opponent's) the count
    starts again."""
    deck = ["Troll"] * 8
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"] * 7, deck=deck), dict(deck=deck)])
    for i in range(6):
        s = act(s, Reap(seat=0, card=card(s, "Dew Faerie", nth=i)))
    refused(s, Reap(seat=0, card=card(s, "Dew Faerie", nth=6)), "KF-rule-of-six")
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=s.players[1].houses[0]), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.UNTAMED))
    s = act(s, Reap(seat=0, card=card(s, "Dew Faerie", nth=6)))
    assert (s.players[0].keys, s.players[0].amber) == (1, 12 - 6 + 2)  # a key forged, a reap and its gain


def test_an_upgrade_is_used_only_through_its_creature():
    """use, Upgrades: "not used independently of that creature": the Action: Transposition
    Sandals give is the creature's; the upgrade itself is no card to use."""
    s = position(house="Logos", seats=[dict(battleline=[{"card": "Brain Eater", "upgrades": ["Transposition Sandals"]},
                                                        "Doc Bookton"]), {}])
    sandals, eater = card(s, "Transposition Sandals"), card(s, "Brain Eater")
    assert UseAction(seat=0, card=eater) in options(s)
    assert not any(getattr(o, "card", None) == sandals for o in options(s))
    refused(s, UseAction(seat=0, card=sandals), "KF-use-1")
    refused(s, Reap(seat=0, card=sandals), "KF-use-1")


# -- core: 4. Ready and 5. Draw; End of game --------------------------------------------------------

def test_running_out_of_cards_loses_nothing_the_turn_passes():
    """core, End of game: "no loss for running out of cards": an empty deck and an empty discard
    pile draw nothing, ask nothing, and the opponent's turn begins."""
    s = position(house="Brobnar", seats=[dict(), dict(deck=["Troll"] * 6)])
    s = act(s, EndStep(seat=0))
    assert s.winner is None and s.active == 1 and s.players[0].hand == []
    assert GAME.pending(s).rule == "KF-house-1" and GAME.pending(s).seat == 1


def test_damage_stays_on_a_creature_from_turn_to_turn():
    """use, Damage: damage tokens stay; only armor resets each turn (KF-damage-1, KF-armor-1)."""
    deck = ["Troll"] * 8
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "damage": 3}], deck=deck),
                                         dict(battleline=[{"card": "Sequis", "damage": 1, "armor_used": 2}], deck=deck)])
    troll, sequis = s.players[0].battleline[0], s.players[1].battleline[0]
    s = act(s, EndStep(seat=0))
    assert s.inplay[troll].damage == 3 and s.inplay[sequis].damage == 1
    assert s.inplay[sequis].armor_used == 0


# -- core: Creatures and keywords -------------------------------------------------------------------

def test_a_destroyed_creature_goes_on_top_of_its_owners_discard_pile():
    """use, Damage: "destroyed and placed on top of its owner's discard pile": both fighters, each
    on its own owner's pile, above what was there."""
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "damage": 2}], discard=["Punch", "Bumpsy"]),
                                         dict(battleline=["Krump"], discard=["Anger"])])
    troll, krump = card(s, "Troll"), card(s, "Krump")
    s = act(s, Fight(seat=0, attacker=troll, defender=krump))
    assert names(s, s.players[0].discard) == ["Punch", "Bumpsy", "Troll"]
    assert names(s, s.players[1].discard) == ["Anger", "Krump"]


def test_elusive_does_not_protect_an_elusive_creature_that_attacks():
    """KF-elusive: "the first time it is attacked": Dew Faerie attacking Troll takes Troll's 8."""
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"]), dict(battleline=["Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Dew Faerie"), defender=card(s, "Troll")))
    assert in_play(s) == ["Troll"] and s.inplay[card(s, "Troll")].damage == 2


def test_assault_is_dealt_only_when_its_creature_attacks():
    """KF-assault: "before it fights" (attacks): Ancient Bear attacked by Troll deals its 5, no
    assault 2 before."""
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Ancient Bear"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Ancient Bear")))
    assert s.inplay[card(s, "Troll")].damage == 5 and in_play(s) == ["Troll"]


def test_hazardous_is_dealt_only_when_its_creature_is_attacked():
    """KF-hazardous: "before it is attacked": Briar Grubbling attacking Troll deals its power 2,
    not its hazardous 5, and dies to Troll's 8."""
    s = position(house="Untamed", seats=[dict(battleline=["Briar Grubbling"]), dict(battleline=["Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Briar Grubbling"), defender=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 2 and in_play(s) == ["Troll"]


def test_capture_and_steal_take_only_what_the_opponents_pool_holds():
    """KF-capture-1 / KF-steal-1: from an empty pool nothing moves; Charette's capture 3 from a
    pool of 2 takes 2; Pit Demon's steal 1 from 0 takes nothing."""
    s = position(house="Dis", seats=[dict(hand=["Charette"], battleline=["Pit Demon"]), dict(amber=2)])
    s = act(s, PlayCard(seat=0, card=card(s, "Charette"), flank=Flank.RIGHT))
    assert s.inplay[card(s, "Charette")].amber == 2 and s.players[1].amber == 0
    s = act(s, UseAction(seat=0, card=card(s, "Pit Demon")))
    assert (s.players[0].amber, s.players[1].amber) == (0, 0)


def test_a_creature_reaps_for_its_controller_not_its_owner():
    """KF-reap-1: "its controller gains 1": seat 0 controls seat 1's Troll (Collar of
    Subordination); seat 0 gains, the owner nothing."""
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "owner": 1, "damage": 4,
                                                           "upgrades": ["Collar of Subordination"]}]), {}])
    troll = card(s, "Troll")
    s = act(s, Reap(seat=0, card=troll))
    assert (s.players[0].amber, s.players[1].amber) == (1, 0) and s.inplay[troll].damage == 1


# -- keyteki's rules spec "Destroyed replacement effects", in CotA's cards (KF-replace) ------------

def _cloaked(attacker, hand=(), artifacts=()):
    return position(house="Brobnar", seats=[dict(battleline=[attacker], hand=list(hand), artifacts=list(artifacts)),
                                            dict(amber=2, battleline=[{"card": "Ember Imp", "upgrades": ["Armageddon Cloak"]}],
                                                 artifacts=["Soul Snatcher"])])


def test_after_a_creature_is_destroyed_fighting_krump_is_not_set_off_when_the_cloak_saves_it():
    """keyforge-11: Krump (6) kills Ember Imp wearing Armageddon Cloak; the Cloak is destroyed
    instead and the Imp fully healed: it was not destroyed (KF-replace), so Krump's "after an
    enemy creature is destroyed fighting Krump" does nothing; Soul Snatcher ("each time a
    creature is destroyed") pays no one either. keyteki's spec agrees ("after" and "each time"
    effects are ignored when the destruction is replaced)."""
    s = _cloaked("Krump")
    krump, imp = card(s, "Krump"), card(s, "Ember Imp")
    s = act(s, Fight(seat=0, attacker=krump, defender=imp))
    assert in_play(s) == ["Krump", "Ember Imp"] and s.inplay[imp].damage == 0 and s.inplay[imp].upgrades == []
    assert s.inplay[krump].damage == 2 + 2  # the Cloak's hazardous 2, then the Imp's power
    assert names(s, s.players[1].discard) == ["Armageddon Cloak"]
    assert (s.players[0].amber, s.players[1].amber) == (0, 2)


def test_keyforge_10_let_krump_take_the_amber_of_a_creature_the_cloak_saved():
    s = old_position(**{"house": "Brobnar", "seats": [dict(battleline=["Krump"]), dict(
        amber=2, battleline=[{"card": "Ember Imp", "upgrades": ["Armageddon Cloak"]}])]})
    s = old_act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Ember Imp")))
    assert s.players[1].amber == 1  # as recorded


def test_the_warchest_counts_no_creature_the_cloak_saved_from_a_fight():
    """keyforge-11: The Warchest pays for each enemy creature destroyed in a fight this turn: Troll
    kills nothing when the Cloak saves the Imp (0), then kills it unprotected (1)."""
    s = _cloaked("Troll", artifacts=["The Warchest"])
    troll, imp = card(s, "Troll"), card(s, "Ember Imp")
    s = act(s, Fight(seat=0, attacker=troll, defender=imp))
    t = act(GAME.clone(s), UseAction(seat=0, card=card(s, "The Warchest")))
    assert t.players[0].amber == 0
    s.inplay[troll].exhausted = False  # (as if readied) it fights the Imp again, no Cloak now
    s = act(s, Fight(seat=0, attacker=troll, defender=imp), UseAction(seat=0, card=card(s, "The Warchest")))
    assert imp in s.players[1].discard and s.players[0].amber == 1
    assert s.players[1].amber == 2 + 1  # Soul Snatcher: the Imp's owner gains for its destruction


# -- keyteki's rules spec "Amber Replacement Effects", in CotA's cards (KF-capture-instead) ---------

def _door(theirs=()):
    s = position(house="Logos", seats=[dict(hand=["Dimension Door"], battleline=["Brain Eater"]),
                                       dict(amber=3, battleline=list(theirs))])
    s = play(s, "Dimension Door")
    return act(s, Reap(seat=0, card=card(s, "Brain Eater")))


def test_a_reap_after_dimension_door_steals_from_the_opponent():
    s = _door()
    assert (s.players[0].amber, s.players[1].amber) == (1, 2)


def test_a_stolen_reap_is_captured_by_the_opponents_ether_spider():
    """The stolen 1 leaves the opponent's pool and, about to be added to the reaper's, is captured
    by the opponent's Ether Spider instead."""
    s = _door(["Ether Spider"])
    assert (s.players[0].amber, s.players[1].amber, s.inplay[card(s, "Ether Spider")].amber) == (0, 2, 1)


def test_the_vaultkeeper_stops_the_steal_and_the_reap_gains_nothing():
    """The Vaultkeeper: "your Æmber cannot be stolen": the reap's gain was replaced by a steal
    that cannot happen, so nothing moves."""
    s = _door(["The Vaultkeeper"])
    assert (s.players[0].amber, s.players[1].amber) == (0, 3)


def test_a_plain_reap_is_captured_by_the_opponents_ether_spider_from_the_supply():
    s = position(house="Logos", seats=[dict(battleline=["Brain Eater"]), dict(amber=3, battleline=["Ether Spider"])])
    s = act(s, Reap(seat=0, card=card(s, "Brain Eater")))
    assert (s.players[0].amber, s.players[1].amber, s.inplay[card(s, "Ether Spider")].amber) == (0, 3, 1)


# -- more of core: setup, the step, keywords -----------------------------------------------------

def test_the_second_player_mulligans_six_cards_into_five():
    """KF-mulligan-1: the player who goes second draws 6 and, mulliganing, draws 5; the first
    player decides first (KF-mulligan-order, an assumption: the text gives no order)."""
    assert GAME.rules["KF-mulligan-order"].assumption
    decks = list(GAME.sample_decks().values())
    s = GAME.start(GAME.genesis(["Ada", "Bo"], [decks[0], decks[1]], "0" * 64))
    while not isinstance(GAME.pending(s), Decision):  # the coin, the shuffles, the draws
        s = deal(s)
    assert GAME.pending(s).seat == s.first and GAME.pending(s).rule == "KF-mulligan-1"
    second = 1 - s.first
    assert len(s.players[s.first].hand) == 7 and len(s.players[second].hand) == 6
    s = act(s, Mulligan(seat=s.first, take=False))
    refused(s, Mulligan(seat=s.first, take=True), "KF-seat")
    s = deal(act(s, Mulligan(seat=second, take=True)))
    assert len(s.players[second].hand) == 5 and len(s.players[s.first].hand) == 7
    assert s.turn == 1 and s.active == s.first


def test_alpha_is_refused_after_a_use_or_a_discard_this_step():
    """KF-alpha: "only if no other card was played, used or discarded this step"."""
    for first in ("reap", "discard"):
        s = position(house="Brobnar", seats=[dict(hand=["Alpha Grunt", "Punch"], battleline=["Troll"]), {}])
        grunt = card(s, "Alpha Grunt")
        s = act(s, Reap(seat=0, card=card(s, "Troll")) if first == "reap" else Discard(seat=0, card=card(s, "Punch")))
        refused(s, PlayCard(seat=0, card=grunt, flank=Flank.LEFT), "KF-alpha")
        assert Discard(seat=0, card=grunt) in options(s)  # it may still be discarded
        assert not any(isinstance(o, PlayCard) and o.card == grunt for o in options(s))


def test_phase_shift_lets_one_card_of_another_house_be_played_and_no_second():
    """KF-use-other-house / KF-play-1: "one non-Logos card": after Troll, Bumpsy is refused."""
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Troll", "Bumpsy"]), {}])
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.LEFT), "KF-play-1")
    s = play(s, "Phase Shift")
    s = act(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.LEFT))
    assert options(s) == [EndStep(seat=0)]
    refused(s, PlayCard(seat=0, card=card(s, "Bumpsy"), flank=Flank.LEFT), "KF-play-1")
    refused(s, Discard(seat=0, card=card(s, "Bumpsy")), "KF-discard-1")  # it lets a play, not a discard


def test_an_upgrade_on_an_enemy_creature_goes_to_its_owners_discard_pile_with_the_creature():
    """KF-upgrade-1 / KF-leaves-play: Blood of Titans (+5 power) played on the enemy Ember Imp;
    Troll kills the 7-power Imp, takes 7 and lives; each card goes to its owner's pile."""
    s = position(house="Brobnar", seats=[dict(hand=["Blood of Titans"], battleline=["Troll"]),
                                         dict(battleline=["Ember Imp"])])
    imp, troll = card(s, "Ember Imp"), card(s, "Troll")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Blood of Titans"), creature=imp),
            Fight(seat=0, attacker=troll, defender=imp))
    assert names(s, s.players[0].discard) == ["Blood of Titans"] and names(s, s.players[1].discard) == ["Ember Imp"]
    assert s.inplay[troll].damage == 7


def test_a_card_that_readies_and_uses_a_stunned_creature_only_removes_its_stun():
    """use, Commentary: "If a card effect would cause a stunned creature to ... instead that
    creature is exhausted and the stun status card is removed": Inspiration readies the stunned
    Troll and its use is the stun's removal, the one option; it ends exhausted, unstunned."""
    s = position(house="Sanctum", seats=[dict(hand=["Inspiration"], battleline=[
        {"card": "Troll", "stunned": True, "exhausted": True}, "Sequis"]), dict(battleline=["Krump"])])
    troll = card(s, "Troll")
    s = act(play(s, "Inspiration"), Choose(seat=0, card=troll))
    assert options(s) == [RemoveStun(seat=0, card=troll)]
    refused(s, Reap(seat=0, card=troll), "KF-stun-1")
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Krump")), "KF-stun-1")
    s = act(s, RemoveStun(seat=0, card=troll))
    assert s.inplay[troll].exhausted and not s.inplay[troll].stunned and s.players[0].amber == 0


def test_a_stunned_or_exhausted_defender_still_deals_its_power():
    """use, Fight: "each of the two creatures deals an amount of damage equal to its power": being
    stunned or exhausted does not stop a creature from being dealt and dealing fight damage."""
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=[{"card": "Krump", "stunned": True, "exhausted": True}])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")))
    assert s.inplay[card(s, "Troll")].damage == 6 and in_play(s) == ["Troll"]


def test_a_creature_you_control_is_not_an_enemy_whoever_owns_it():
    """KF-fight-restrict / KF-fight-1: "controlled by the opponent": seat 0 controls seat 1's Troll
    (Collar of Subordination): Krump may attack only Headhunter, and Troll readies in seat 0's ready
    step (its controller's), Headhunter not."""
    deck = ["Troll"] * 8
    s = position(house="Brobnar", seats=[
        dict(battleline=["Krump", {"card": "Troll", "owner": 1, "exhausted": True,
                                   "upgrades": ["Collar of Subordination"]}], deck=deck),
        dict(battleline=[{"card": "Headhunter", "exhausted": True}], deck=deck)])
    krump, troll = s.players[0].battleline
    hunter = s.players[1].battleline[0]
    assert [o for o in options(s) if isinstance(o, Fight)] == [Fight(seat=0, attacker=krump, defender=hunter)]
    refused(s, Fight(seat=0, attacker=krump, defender=troll), "KF-fight-restrict")
    s = act(s, EndStep(seat=0))
    assert not s.inplay[troll].exhausted and s.inplay[hunter].exhausted


def test_a_stunned_creature_sheds_its_stun_only_where_it_could_normally_be_used():
    """use, Commentary: "Any time a stunned creature could normally be used": in Brobnar, a
    stunned Krump and a stunned Mack the Knife (usable "as if it belonged to the active house")
    may shed their stun; a stunned Dodger (Shadows, no Omni:) may not."""
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Mack the Knife", "stunned": True},
                                                          {"card": "Dodger", "stunned": True},
                                                          {"card": "Krump", "stunned": True}]),
                                         dict(battleline=["Troll"])])
    mack, dodger, krump = s.players[0].battleline
    assert options(s) == [RemoveStun(seat=0, card=mack), RemoveStun(seat=0, card=krump), EndStep(seat=0)]
    refused(s, RemoveStun(seat=0, card=dodger), "KF-use-house")
    refused(s, Fight(seat=0, attacker=krump, defender=card(s, "Troll")), "KF-stun-1")
    s = act(s, RemoveStun(seat=0, card=mack))
    assert s.inplay[mack].exhausted and not s.inplay[mack].stunned and s.players[0].amber == 0


def test_poison_destroys_when_armor_lets_any_of_its_damage_through():
    """KF-poison / KF-armor-1: Macis Asp (3, poison, skirmish) attacks Sequis (armor 2): 1 damage
    gets through, so Sequis is destroyed; Mooncurser (1) is absorbed whole and destroys nothing."""
    s = position(house="Shadows", seats=[dict(battleline=["Macis Asp", "Mooncurser"]),
                                         dict(battleline=["Sequis", "Champion Tabris"])])
    t = act(GAME.clone(s), Fight(seat=0, attacker=card(s, "Macis Asp"), defender=card(s, "Sequis")))
    assert card(s, "Sequis") in t.players[1].discard and t.inplay[card(s, "Macis Asp")].damage == 0
    t = act(GAME.clone(s), Fight(seat=0, attacker=card(s, "Mooncurser"), defender=card(s, "Sequis")))
    assert t.inplay[card(s, "Sequis")].damage == 0 and t.inplay[card(s, "Sequis")].armor_used == 1


def test_a_skirmish_attacker_takes_nothing_from_a_poison_defender():
    """KF-skirmish / KF-poison: Snufflegator (skirmish) attacks Inka the Spider (poison): it is dealt
    no damage, so poison destroys nothing; Inka dies to its 4."""
    s = position(house="Untamed", seats=[dict(battleline=["Snufflegator"]), dict(battleline=["Inka the Spider"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Snufflegator"), defender=card(s, "Inka the Spider")))
    assert in_play(s) == ["Snufflegator"] and s.inplay[card(s, "Snufflegator")].damage == 0


def test_a_discard_from_an_empty_deck_shuffles_nothing_only_a_draw_does():
    """KF-draw-reshuffle: "If your deck runs out, shuffle your discard pile into a new deck and keep
    drawing" is for drawing: A Fair Game's "discard the top card of your opponent's deck" finds
    both decks empty, discards nothing, asks no shuffle and gains no one anything."""
    s = position(house="Dis", seats=[dict(hand=["A Fair Game", "Troll"], discard=["Krump"]),
                                     dict(hand=["Bumpsy", "Troll"], discard=["Punch", "Anger"])])
    s = play(s, "A Fair Game")
    assert options(s) == [EndStep(seat=0)]  # no chance asked, nothing to choose
    assert (s.players[0].amber, s.players[1].amber) == (0, 0)
    assert s.players[0].deck == [] and s.players[1].deck == []
    assert names(s, s.players[1].discard) == ["Punch", "Anger"]
    assert names(s, s.players[0].discard) == ["Krump", "A Fair Game"]


def test_anger_must_fight_when_it_can_and_its_fight_obeys_taunt():
    """KF-ready-fight (the published FAQ on Anger: any friendly creature, and "that creature must
    fight, if possible"): Dodger, of another house, is readied to fight; its only target is
    Champion Anaphiel, whose taunt guards Krump and Ember Imp; there is no declining."""
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "exhausted": True}, "Dodger"]),
                                         dict(amber=2, battleline=["Krump", "Champion Anaphiel", "Ember Imp"])])
    troll, dodger = s.players[0].battleline
    krump, anaphiel, imp = s.players[1].battleline
    s = play(s, "Anger")
    assert options(s) == [Choose(seat=0, card=troll), Choose(seat=0, card=dodger)]
    s = act(s, Choose(seat=0, card=dodger))
    assert options(s) == [Choose(seat=0, card=anaphiel)]
    for guarded in (krump, imp):
        refused(s, Choose(seat=0, card=guarded), "KF-target")
    refused(s, Decline(seat=0), "KF-target")  # "this choice is not optional"
    s = act(s, Choose(seat=0, card=anaphiel))
    assert dodger in s.players[0].discard and (s.inplay[anaphiel].damage, s.inplay[anaphiel].armor_used) == (4, 1)
    assert s.players[0].amber == 1  # Anger's bonus; Dodger died, so no Fight: steal


def test_taunt_and_elusive_guard_against_attacks_only_not_a_cards_damage():
    """KF-taunt / KF-elusive: taunt keeps neighbours from being attacked and elusive stops fight
    damage; Punch's "deal 3 damage to a creature" may pick Krump beside Champion Anaphiel, or the
    elusive Dew Faerie, and deals its 3 in full."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch", "Punch"]),
                                         dict(battleline=["Krump", "Champion Anaphiel", "Dew Faerie"])])
    krump, anaphiel, faerie = s.players[1].battleline
    s = play(s, "Punch")
    assert options(s) == [Choose(seat=0, card=c) for c in (krump, anaphiel, faerie)]
    s = act(s, Choose(seat=0, card=krump), PlayCard(seat=0, card=s.players[0].hand[0]), Choose(seat=0, card=faerie))
    assert s.inplay[krump].damage == 3 and faerie in s.players[1].discard


# -- KF-control: a hold on a creature ends when it leaves play (a new card if it comes back) -------

def _mindlock_back(pos=position, act_=act):
    """Seat 0 (Logos) plays Harland Mindlock and takes seat 1's Dust Imp; in seat 1's turn (Dis)
    Fear returns the Imp to its owner's hand and seat 1 plays it again (a new card), then Pit
    Demon destroys Harland Mindlock."""
    s = pos(house="Logos", seats=[dict(hand=["Harland Mindlock"], deck=["Brain Eater"] * 8),
                                  dict(hand=["Fear"], battleline=["Dust Imp", "Pit Demon"], deck=["Bumpsy"] * 8,
                                       houses=["Dis", "Brobnar", "Logos"])])
    mind, imp, demon = card(s, "Harland Mindlock"), card(s, "Dust Imp"), card(s, "Pit Demon")
    s = act_(s, PlayCard(seat=0, card=mind, flank=Flank.RIGHT), Choose(seat=0, card=imp),
             ChooseOption(seat=0, option="left"))
    assert s.players[0].battleline == [imp, mind]
    s = act_(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS), PlayCard(seat=1, card=card(s, "Fear")),
             Choose(seat=1, card=imp))
    assert imp in s.players[1].hand
    s = act_(s, PlayCard(seat=1, card=imp, flank=Flank.LEFT), Fight(seat=1, attacker=demon, defender=mind))
    assert mind in s.players[0].discard and s.players[1].battleline == [imp, demon]
    return s


def test_a_creature_taken_back_and_played_again_is_free_of_the_hold_that_ended():
    """keyforge-11: the Dust Imp that left play is a new card when seat 1 plays it again; Harland
    Mindlock's "until Harland Mindlock leaves play" held the old one, so when Mindlock dies there
    is nothing to give back: seat 1 simply goes on (keyforge-10 asked seat 0 to choose a flank
    for seat 1's own Imp, and moved it)."""
    s = _mindlock_back()
    assert options(s) == [EndStep(seat=1)] and s.effects == []
    refused(s, ChooseOption(seat=0, option="right"), "KF-sequence")


def test_keyforge_10_asked_the_holds_player_to_place_the_new_creature():
    s = _mindlock_back(old_position, old_act)
    p = OLD.pending(s)
    assert p.seat == 0 and [o.option for o in p.options] == ["left", "right"]


def test_armor_lost_mid_turn_leaves_no_prevention_already_spent():
    """KF-armor-1: Sequis (armor 2) beside Grey Monk (each friendly creature +1 armor) has 3: a
    Punch's 3 is all prevented. Grey Monk dies; Sequis is back to 2, all of it spent this turn, so
    the next Punch's 3 is dealt in full."""
    s = position(house="Brobnar", seats=[dict(hand=["Punch"] * 3, battleline=["Troll"]),
                                         dict(battleline=["Sequis", "Grey Monk"])])
    seq, monk = s.players[1].battleline
    s = act(s, PlayCard(seat=0, card=s.players[0].hand[0]), Choose(seat=0, card=seq))
    assert (s.inplay[seq].damage, s.inplay[seq].armor_used) == (0, 3)
    s = act(s, PlayCard(seat=0, card=s.players[0].hand[0]), Choose(seat=0, card=monk),
            Fight(seat=0, attacker=card(s, "Troll"), defender=monk))
    assert in_play(s) == ["Troll", "Sequis"]
    s = act(s, PlayCard(seat=0, card=s.players[0].hand[0]), Choose(seat=0, card=seq))
    assert s.inplay[seq].damage == 3


def test_only_the_amber_in_a_pool_is_that_players_amber():
    """KF-bank / KF-capture-1: Æmber on Safe Place or captured on a creature is not in its
    player's pool: The Terror ("if your opponent has no Æmber") gains 2 against 0 in the pool with
    4 on Safe Place and 3 on Sequis; Shooler ("4 or more") steals nothing from a pool of 3."""
    s = position(house="Dis", seats=[dict(hand=["The Terror", "Shooler"]),
                                     dict(artifacts=[{"card": "Safe Place", "amber": 4}],
                                          battleline=[{"card": "Sequis", "amber": 3}])])
    t = play(GAME.clone(s), "The Terror")
    assert (t.players[0].amber, t.players[1].amber) == (2, 0)
    s.players[1].amber = 3
    t = play(GAME.clone(s), "Shooler")
    assert (t.players[0].amber, t.players[1].amber) == (0, 3)
    assert t.inplay[card(t, "Safe Place")].amber == 4 and t.inplay[card(t, "Sequis")].amber == 3


def test_poison_is_in_fight_damage_only_not_in_hazardous():
    """KF-poison / KF-hazardous: Inka the Spider (poison) wearing Flame-Wreathed (+2 power,
    hazardous 2) is attacked by Snufflegator (skirmish): the hazardous 2 is not fight damage, so
    poison does not destroy Snufflegator; skirmish keeps Inka's fight damage off it."""
    s = position(house="Untamed", seats=[dict(battleline=["Snufflegator"]),
                                         dict(battleline=[{"card": "Inka the Spider", "upgrades": ["Flame-Wreathed"]}])])
    gator = card(s, "Snufflegator")
    s = act(s, Fight(seat=0, attacker=gator, defender=card(s, "Inka the Spider")))
    assert in_play(s) == ["Snufflegator"] and s.inplay[gator].damage == 2


def test_only_the_attackers_fight_ability_resolves_not_the_defenders():
    """KF-fight-3: "if the creature that is being used to fight survives, all 'Fight:' abilities the
    creature has" resolve: Champion Tabris (Fight: capture 1), attacked by Krump and surviving,
    captures nothing; Krump dies (6 against Tabris's 6)."""
    s = position(house="Brobnar", seats=[dict(amber=3, battleline=["Krump"]), dict(battleline=["Champion Tabris"])])
    tabris = card(s, "Champion Tabris")
    s = act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=tabris))
    assert in_play(s) == ["Champion Tabris"] and s.inplay[tabris].damage == 6 - 2
    assert s.inplay[tabris].amber == 0 and s.players[0].amber == 3


def _two_mindlocks(pos=position, act_=act):
    """Seat 0's Harland Mindlock takes seat 1's Dust Imp; in seat 1's turn seat 1's own Harland
    Mindlock takes it back (an enemy flank creature to seat 1), then Doc Bookton destroys seat 0's
    Mindlock."""
    s = pos(house="Logos", seats=[dict(hand=["Harland Mindlock"], deck=["Brain Eater"] * 8),
                                  dict(hand=["Harland Mindlock"], battleline=["Dust Imp", "Doc Bookton"],
                                       deck=["Bumpsy"] * 8, houses=["Logos", "Dis", "Brobnar"])])
    mine, theirs = card(s, "Harland Mindlock", seat=0), card(s, "Harland Mindlock", seat=1)
    imp, doc = card(s, "Dust Imp"), card(s, "Doc Bookton")
    s = act_(s, PlayCard(seat=0, card=mine, flank=Flank.RIGHT), Choose(seat=0, card=imp),
             ChooseOption(seat=0, option="left"), EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS),
             PlayCard(seat=1, card=theirs, flank=Flank.RIGHT), Choose(seat=1, card=imp),
             ChooseOption(seat=1, option="right"))
    assert s.players[1].battleline == [doc, theirs, imp]
    return act_(s, Fight(seat=1, attacker=doc, defender=mine)), imp


def test_a_hold_that_another_card_took_over_gives_nothing_back_when_it_ends():
    """keyforge-11 (KF-control): seat 1's Mindlock holds the Imp now; seat 0's Mindlock leaving play
    has nothing to give back, so nothing is asked and the Imp stays where seat 1 put it
    (keyforge-10 asked seat 0 for a flank in seat 1's turn and moved seat 1's Imp)."""
    s, imp = _two_mindlocks()
    assert options(s) == [EndStep(seat=1)] and s.players[1].battleline[-1] == imp
    refused(s, ChooseOption(seat=0, option="left"), "KF-sequence")


def test_keyforge_10_asked_the_first_holds_player_for_a_flank():
    s, imp = _two_mindlocks(old_position, old_act)
    p = OLD.pending(s)
    assert p.seat == 0 and [o.option for o in p.options] == ["left", "right"]


def _collared(pos=position, act_=act):
    """Seat 1 controls seat 0's Troll through its Collar of Subordination; seat 0's Harland Mindlock
    takes the Troll back (an enemy flank creature); in seat 1's turn Krump destroys Mindlock."""
    s = pos(house="Logos", seats=[
        dict(hand=["Harland Mindlock"], deck=["Brain Eater"] * 8, houses=["Logos", "Brobnar", "Dis"]),
        dict(battleline=[{"card": "Troll", "owner": 0, "upgrades": ["Collar of Subordination"]}, "Krump"],
             deck=["Bumpsy"] * 8, houses=["Dis", "Brobnar", "Logos"])])
    mind, troll, krump = card(s, "Harland Mindlock"), card(s, "Troll"), card(s, "Krump")
    s = act_(s, PlayCard(seat=0, card=mind, flank=Flank.RIGHT), Choose(seat=0, card=troll),
             ChooseOption(seat=0, option="left"))
    assert s.players[0].battleline == [troll, mind]
    s = act_(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), Fight(seat=1, attacker=krump, defender=mind))
    return s, troll, krump


def test_when_a_hold_ends_the_collar_of_subordination_applies_again():
    """keyforge-11 (KF-control): the Collar's "you control this creature" still holds when
    Mindlock's later hold ends: the Troll goes back to seat 1, not to its owner, and Mindlock's
    player chooses the flank (keyforge-10 left it with its owner, seat 0)."""
    s, troll, krump = _collared()
    p = GAME.pending(s)
    assert p.seat == 0 and options(s) == [ChooseOption(seat=0, option="left"), ChooseOption(seat=0, option="right")]
    assert s.players[0].battleline == [] and troll in s.players[1].battleline
    refused(s, EndStep(seat=1), "KF-sequence")
    s = act(s, ChooseOption(seat=0, option="left"))
    assert s.players[1].battleline == [troll, krump] and GAME.pending(s).seat == 1


def test_keyforge_10_gave_the_collared_creature_to_its_owner():
    s, troll, krump = _collared(old_position, old_act)
    assert s.players[0].battleline == [troll] and OLD.pending(s).seat == 1  # alone there: no flank asked


def test_when_the_later_of_two_holds_ends_the_earlier_applies_again():
    """keyforge-11 (KF-control): seat 0's Mindlock took seat 1's Dust Imp, seat 1's Mindlock took
    it back; in seat 0's next turn Brain Eater destroys seat 1's Mindlock: seat 0's hold still
    stands, so the Imp goes to seat 0 (seat 1, whose Mindlock held it, chooses the flank), not to
    its owner (keyforge-10: "back" to seat 1, where it was, and a flank asked there)."""
    s = position(house="Logos", seats=[dict(hand=["Harland Mindlock"], battleline=["Brain Eater"], deck=["Doc Bookton"] * 8),
                                       dict(hand=["Harland Mindlock"], battleline=["Dust Imp", "Doc Bookton"],
                                            deck=["Bumpsy"] * 8, houses=["Logos", "Dis", "Brobnar"])])
    mine, theirs = card(s, "Harland Mindlock", seat=0), card(s, "Harland Mindlock", seat=1)
    imp, eater = card(s, "Dust Imp"), card(s, "Brain Eater")
    s = act(s, PlayCard(seat=0, card=mine, flank=Flank.RIGHT), Choose(seat=0, card=imp),
            ChooseOption(seat=0, option="right"), EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS),
            PlayCard(seat=1, card=theirs, flank=Flank.RIGHT), Choose(seat=1, card=imp),
            ChooseOption(seat=1, option="left"), EndStep(seat=1), ChooseHouse(seat=0, house=House.LOGOS))
    assert s.players[1].battleline[0] == imp
    s = act(s, Fight(seat=0, attacker=eater, defender=theirs))
    assert imp in s.players[0].battleline and theirs in s.players[1].discard
    p = GAME.pending(s)
    assert p.seat == 1 and [o.option for o in p.options] == ["left", "right"]
    s = act(s, ChooseOption(seat=1, option="left"))
    assert s.players[0].battleline[0] == imp


def test_of_two_collars_the_later_one_applies_when_a_hold_ends():
    """keyforge-11 (KF-control): seat 0's Troll wears seat 1's Collar of Subordination, then seat
    0's own, played later (so seat 0 controls it); seat 1's Harland Mindlock takes it; when Krump
    destroys Mindlock, the later Collar applies: the Troll goes to seat 0."""
    s = position(house="Logos", active=1, seats=[
        dict(battleline=[{"card": "Troll", "upgrades": [{"card": "Collar of Subordination", "owner": 1},
                                                        "Collar of Subordination"]}, "Krump"],
             deck=["Bumpsy"] * 8, houses=["Brobnar", "Dis", "Logos"]),
        dict(hand=["Harland Mindlock"], deck=["Brain Eater"] * 8, houses=["Logos", "Dis", "Untamed"])])
    troll, krump, mind = card(s, "Troll"), card(s, "Krump"), card(s, "Harland Mindlock")
    s = act(s, PlayCard(seat=1, card=mind, flank=Flank.RIGHT), Choose(seat=1, card=troll),
            ChooseOption(seat=1, option="left"), EndStep(seat=1), ChooseHouse(seat=0, house=House.BROBNAR))
    assert s.players[1].battleline == [troll, mind]
    s = act(s, Fight(seat=0, attacker=krump, defender=mind))
    assert troll in s.players[0].battleline and GAME.pending(s).seat == 1  # Mindlock's player: the flank


def test_a_creature_played_again_is_a_new_card_but_the_rule_of_six_counts_its_name():
    """KF-rule-of-six / KF-used: six Dew Faeries reaped; one, returned to hand by Nature's Call, is
    a new card, yet playing it would be a seventh Dew Faerie played or used this turn: refused;
    it may still be discarded."""
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"] * 6, hand=["Nature's Call"]), dict(amber=5)])
    faeries = list(s.players[0].battleline)
    for f in faeries:
        s = act(s, Reap(seat=0, card=f))
    s = act(s, PlayCard(seat=0, card=card(s, "Nature's Call")), Choose(seat=0, card=faeries[0]))
    if Decline(seat=0) in options(s):
        s = act(s, Decline(seat=0))
    assert faeries[0] in s.players[0].hand
    refused(s, PlayCard(seat=0, card=faeries[0], flank=Flank.LEFT), "KF-rule-of-six")
    assert Discard(seat=0, card=faeries[0]) in options(s)


# -- KF-destroy-1: a creature an aura kept alive dies as the aura's card is destroyed --------------

def _queen_falls(pos=position, act_=act):
    """Untamed: Piranha Monkeys reaps (2 damage to each other creature): Niffle Queen (4 damage)
    dies; the other Piranha Monkeys, a Beast at 3 power while the Queen lived, takes 2."""
    s = pos(house="Untamed", seats=[dict(battleline=["Piranha Monkeys", {"card": "Niffle Queen", "damage": 4},
                                                     "Piranha Monkeys"], deck=["Dew Faerie"] * 8), dict()])
    reaper, queen, other = s.players[0].battleline
    return act_(s, Reap(seat=0, card=reaper)), reaper, queen, other


def test_a_creature_the_destroyed_niffle_queen_kept_alive_dies_at_once():
    """keyforge-11 (KF-destroy-1, "whenever that comes to be"): with the Queen gone the other
    Monkeys has 2 damage on 2 power and is destroyed before the step goes on, though nothing the
    Queen's destruction set off was left to resolve (keyforge-10 left it alive, 2 damage on 2
    power, until some later event swept)."""
    s, reaper, queen, other = _queen_falls()
    assert s.players[0].battleline == [reaper] and names(s, s.players[0].discard) == ["Niffle Queen", "Piranha Monkeys"]
    assert options(s)[-1] == EndStep(seat=0)
    refused(s, Fight(seat=0, attacker=other, defender=reaper), "KF-use-1")


def test_keyforge_10_left_the_creature_alive_until_a_later_event():
    s, reaper, queen, other = _queen_falls(old_position, old_act)
    assert s.players[0].battleline == [reaper, other] and s.inplay[other].damage == 2
