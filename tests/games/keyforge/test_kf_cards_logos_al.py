"""Logos cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

from kf_helpers import GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction)
from engine.games.keyforge.keywords import belongs_to
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import zone_of


# -- Dysania: "Play: your opponent discards their archives; gain 1 per card discarded" ---------

def test_dysania_discards_the_opponents_archives_and_counts_only_their_own_cards():
    # a card of seat 0 in seat 1's archives (Sample Collection) goes back to seat 0's hand
    # instead of the discard pile, so it is not "discarded this way" and gains nothing
    s = position(house="Logos", seats=[dict(hand=["Dysania"]),
                                       dict(archives=["Dextre", "Labwork", "Ganymede Archivist",
                                                      {"card": "Troll", "owner": 0}])])
    s = play(s, "Dysania", flank=Flank.LEFT)
    assert names(s, s.players[1].discard) == ["Dextre", "Labwork", "Ganymede Archivist"]
    assert names(s, s.players[0].hand) == ["Troll"] and s.players[1].archives == []
    assert s.players[0].amber == 3


# -- Experimental Therapy: "This creature belongs to all houses. Play: stun and exhaust it." ----

def test_experimental_therapy_stuns_exhausts_and_gives_every_house_to_either_sides_creature():
    s = position(house="Logos", seats=[dict(hand=["Experimental Therapy"], battleline=["Zorg"]),
                                       dict(battleline=["Troll"])])
    for name in ("Zorg", "Troll"):
        t = act(GAME.clone(s), PlayUpgrade(seat=0, card=card(s, "Experimental Therapy"), creature=card(s, name)))
        ip = t.inplay[card(t, name)]
        assert ip.exhausted and ip.stunned and ip.upgrades == [card(t, "Experimental Therapy")]
        assert all(belongs_to(t, card(t, name), h) for h in House)


# -- Harland Mindlock: "Play: take control of an enemy flank creature until it leaves play" ----

def _harland():
    return position(house="Logos", seats=[
        dict(battleline=["Dextre", "Sequis"], hand=["Harland Mindlock", "Phase Shift", "Sergeant Zakiel",
                                                    "Ammonia Clouds"]),
        dict(battleline=["Troll", "Valdr", "Dust Imp"])])


def test_harland_mindlock_holds_a_flank_creature_until_it_leaves_play():
    s = play(_harland(), "Harland Mindlock")
    troll, valdr, harland = card(s, "Troll"), card(s, "Valdr"), card(s, "Harland Mindlock")
    refused(s, Choose(seat=0, card=valdr), "KF-target")  # not on a flank
    s = act(s, Choose(seat=0, card=troll), ChooseOption(seat=0, option="left"))
    assert s.players[0].battleline[0] == troll and s.owner[troll] == 1
    # Sergeant Zakiel readies and fights with Harland, whom Valdr destroys: Troll goes home
    s = act(play(play(s, "Phase Shift"), "Sergeant Zakiel"), Choose(seat=0, card=harland),
            Choose(seat=0, card=valdr))
    assert zone_of(s, harland) == (0, Zone.DISCARD)
    # back on its owner's right flank, where Harland's player may leave it or move it to the
    # left (keyforge-9 on, as keyteki asks; keyforge-8 did not ask: test_kf_keyforge9.py)
    assert s.players[1].battleline == [valdr, card(s, "Dust Imp"), troll]
    assert [o.option for o in options(s)] == ["left", "right"]
    s = act(s, ChooseOption(seat=0, option="right"))
    assert s.players[1].battleline == [valdr, card(s, "Dust Imp"), troll]


def test_a_creature_held_by_harland_mindlock_gives_its_destroyed_ability_to_its_controller():
    s = play(_harland(), "Harland Mindlock")
    s = act(s, Choose(seat=0, card=card(s, "Dust Imp")), ChooseOption(seat=0, option="left"))
    s = play(play(s, "Phase Shift"), "Ammonia Clouds")  # 3 damage to each creature
    assert zone_of(s, card(s, "Dust Imp")) == (1, Zone.DISCARD)  # its owner's pile
    assert (s.players[0].amber, s.players[1].amber) == (2, 0)  # Destroyed: gain 2, for seat 0


# -- Crazy Killing Machine: "Action: discard the top card of each player's deck; for each, ------
# -- destroy a creature or artifact of its house if able; unless 2 were destroyed, destroy it" --

def _ckm(top):
    return position(house="Logos", seats=[
        dict(artifacts=["Crazy Killing Machine"], battleline=["Dextre", "Raiding Knight"], deck=[top]),
        dict(battleline=["Macis Asp", "Sequis"], deck=["Bad Penny"])])


def test_crazy_killing_machine_destroys_one_of_each_discarded_cards_house():
    s = _ckm("Inspiration")  # Sanctum, then the opponent's Bad Penny: Shadows
    ckm = card(s, "Crazy Killing Machine")
    s = act(s, UseAction(seat=0, card=ckm))
    assert zone_of(s, card(s, "Inspiration")) == (0, Zone.DISCARD) and zone_of(s, card(s, "Bad Penny")) == (1, Zone.DISCARD)
    assert sorted(o.card for o in options(s)) == sorted([card(s, "Raiding Knight"), card(s, "Sequis")])
    s = act(s, Choose(seat=0, card=card(s, "Sequis")))
    assert options(s) == [Choose(seat=0, card=card(s, "Macis Asp"))]
    s = act(s, Choose(seat=0, card=card(s, "Macis Asp")))
    assert zone_of(s, ckm) == (0, Zone.ARTIFACTS)  # two destroyed: it stays
    assert names(s, s.players[0].battleline) == ["Dextre", "Raiding Knight"]


def test_crazy_killing_machine_destroys_itself_when_a_house_has_nothing_to_destroy():
    s = _ckm("Ancient Bear")  # no Untamed creature or artifact in play
    ckm = card(s, "Crazy Killing Machine")
    s = act(s, UseAction(seat=0, card=ckm))
    assert options(s) == [Choose(seat=0, card=card(s, "Macis Asp"))]
    s = act(s, Choose(seat=0, card=card(s, "Macis Asp")))
    assert zone_of(s, ckm) == (0, Zone.DISCARD)


# -- Bouncing Deathquark: "Play: destroy an enemy creature and a friendly creature; repeat as ---
# -- often as you like while the whole effect can be repeated" ---------------------------------

def test_bouncing_deathquark_destroys_pairs_and_may_repeat():
    s = position(house="Logos", seats=[dict(hand=["Bouncing Deathquark"], battleline=["Mother", "Batdrone", "Doc Bookton"]),
                                       dict(battleline=["Macis Asp", "Silvertooth", "Urchin"])])
    s = play(s, "Bouncing Deathquark")
    refused(s, Choose(seat=0, card=card(s, "Mother")), "KF-target")  # the enemy creature first
    refused(s, Decline(seat=0), "KF-target")  # the first pair is not optional
    s = act(s, Choose(seat=0, card=card(s, "Macis Asp")))
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # then a friendly one
    s = act(s, Choose(seat=0, card=card(s, "Mother")))
    assert Decline(seat=0) in options(s)  # repeating is a choice
    s = act(s, Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Batdrone")),
            Choose(seat=0, card=card(s, "Silvertooth")), Choose(seat=0, card=card(s, "Doc Bookton")))
    assert s.players[0].battleline == [] and s.players[1].battleline == []
    assert GAME.pending(s).rule == "KF-turn-1"


def test_bouncing_deathquark_with_one_side_empty_destroys_on_the_other_only():
    s = play(position(house="Logos", seats=[dict(hand=["Bouncing Deathquark"]), dict(battleline=["Silvertooth", "Urchin"])]),
             "Bouncing Deathquark")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert names(s, s.players[1].battleline) == ["Silvertooth"] and GAME.pending(s).rule == "KF-turn-1"
    s = play(position(house="Logos", seats=[dict(hand=["Bouncing Deathquark"], battleline=["Batdrone"]), {}]),
             "Bouncing Deathquark")
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].battleline == []


# -- Dimension Door: "Play: for the rest of the turn, Æmber you would gain from reaping is -----
# -- stolen from your opponent instead" ----------------------------------------------------------

def test_dimension_door_steals_the_reaped_amber_while_there_is_any():
    for theirs, after in ((3, [(1, 2), (2, 1)]), (1, [(1, 0), (1, 0)])):
        s = position(house="Logos", seats=[dict(battleline=["Dextre", "Doc Bookton"], hand=["Dimension Door"],
                                                deck=["Troll"]), dict(amber=theirs)])
        s = act(play(s, "Dimension Door"), Reap(seat=0, card=card(s, "Dextre")))
        assert (s.players[0].amber, s.players[1].amber) == after[0]
        s = act(s, Reap(seat=0, card=card(s, "Doc Bookton")))
        assert (s.players[0].amber, s.players[1].amber) == after[1]
        assert names(s, s.players[0].hand) == ["Troll"]  # its Reap: draw still happens


# -- Brain Eater: "After a creature is destroyed fighting Brain Eater, draw a card" ------------

def test_brain_eater_draws_whether_it_attacks_or_is_attacked():
    for active in (0, 1):
        s = position(house="Logos", active=active, seats=[dict(battleline=["Brain Eater"], deck=["Troll"]),
                                                          dict(battleline=["Doc Bookton"])])
        eater, doc = card(s, "Brain Eater"), card(s, "Doc Bookton")
        s = act(s, Fight(seat=0, attacker=eater, defender=doc) if active == 0
                else Fight(seat=1, attacker=doc, defender=eater))
        assert zone_of(s, doc) == (1, Zone.DISCARD) and s.inplay[eater].damage == 5
        assert names(s, s.players[0].hand) == ["Troll"]


# -- Anomaly Exploiter: "Action: destroy a damaged creature" ------------------------------------

def test_anomaly_exploiter_destroys_a_damaged_creature_and_may_be_used_for_nothing():
    s = position(house="Logos", seats=[dict(artifacts=["Anomaly Exploiter"], battleline=[{"card": "Troll", "damage": 2}]),
                                       dict(battleline=["Hunting Witch", {"card": "Batdrone", "damage": 1}])])
    s = act(s, UseAction(seat=0, card=card(s, "Anomaly Exploiter")))
    assert sorted(o.card for o in options(s)) == [card(s, "Troll"), card(s, "Batdrone")]
    refused(s, Choose(seat=0, card=card(s, "Hunting Witch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert zone_of(s, card(s, "Batdrone")) == (1, Zone.DISCARD) and s.inplay[card(s, "Troll")] is not None
    # keyteki offers no Action when nothing is damaged; by the rules a card may be used for an
    # ability that does nothing (it does as much as it can, KF-choice-asked): it just exhausts
    s = position(house="Logos", seats=[dict(artifacts=["Anomaly Exploiter"], battleline=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Anomaly Exploiter")))
    assert s.inplay[card(s, "Anomaly Exploiter")].exhausted and GAME.pending(s).rule == "KF-turn-1"


# -- Library Access: "Play: for the rest of the turn, each time you play another card, draw" ---

def test_library_access_draws_for_each_card_played_after_it():
    # keyteki's card also purges itself (a later printing); the Call of the Archons text does not
    s = position(house="Logos", seats=[dict(hand=["Library Access", "Dextre", "Labwork", "Foggify"],
                                            deck=["Troll", "Krump", "Bumpsy"]), {}])
    s = play(s, "Library Access")
    assert zone_of(s, card(s, "Library Access")) == (0, Zone.DISCARD) and len(s.players[0].hand) == 3
    s = play(s, "Dextre")  # played: draw the Troll
    assert names(s, s.players[0].hand) == ["Labwork", "Foggify", "Troll"]
    s = play(s, "Foggify")
    assert names(s, s.players[0].hand) == ["Labwork", "Troll", "Krump"]


def _access_then_wormhole(game=GAME):
    s = game.from_position({"house": "Logos", "seats": [
        {"hand": ["Library Access", "Wild Wormhole"], "deck": ["Troll", "Krump", "Smaaash"]}, {}]})
    for name in ("Library Access", "Wild Wormhole"):
        s = game.apply(s, PlayCard(seat=0, card=card(s, name)))
    return s


def test_library_access_draw_and_a_play_ability_are_ordered_when_the_order_matters():
    # keyteki asks which resolves first; from keyforge-6 on so does matchlog (KF-simultaneous):
    # Wild Wormhole plays the deck's top card, so drawing first changes what it plays
    s = _access_then_wormhole()
    wormhole = card(s, "Wild Wormhole")
    draw = ResolveFirst(seat=0, card=wormhole, effect="play_draw", ability="CotA-115")
    plays = ResolveFirst(seat=0, card=wormhole, effect="play", ability="CotA-125")
    assert sorted(options(s), key=str) == sorted([draw, plays], key=str)
    t = act(GAME.clone(s), draw)  # Troll drawn; the Wormhole plays Krump, whose play draws Smaaash
    t = act(t, PlayCard(seat=0, card=card(t, "Krump"), flank=Flank.LEFT))
    assert names(t, t.players[0].hand) == ["Troll", "Smaaash"] and names(t, t.players[0].battleline) == ["Krump"]
    t = act(GAME.clone(s), plays)  # the Wormhole plays Troll first; then two draws
    t = act(t, PlayCard(seat=0, card=card(t, "Troll"), flank=Flank.LEFT))
    assert names(t, t.players[0].hand) == ["Krump", "Smaaash"] and names(t, t.players[0].battleline) == ["Troll"]


def test_keyforge_5_draws_for_library_access_after_the_play_ability():
    old = GAME.for_rules("keyforge-5")
    s = _access_then_wormhole(old)
    assert isinstance(old.pending(s).options[0], PlayCard)  # the Wormhole's play, unasked
    s = old.apply(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.LEFT))
    assert names(s, s.players[0].hand) == ["Krump", "Smaaash"]


# -- Interdimensional Graft: "Play: if an opponent forges a key on their next turn, they must give
# -- you their remaining Æmber" ------------------------------------------------------------------

def _graft(theirs):
    s = position(house="Logos", seats=[dict(hand=["Interdimensional Graft"], deck=["Troll"] * 8),
                                       dict(amber=theirs, hand=["Key Charge", "Dust Pixie"], battleline=["Snufflegator"],
                                            deck=["Troll"] * 8)])
    return play(s, "Interdimensional Graft")


def test_interdimensional_graft_takes_what_is_left_after_a_key_forged_in_either_way():
    s = act(_graft(9), EndStep(seat=0))  # the forge step: 9 - 6 = 3 left, given away
    assert (s.players[1].keys, s.players[1].amber, s.players[0].amber) == (1, 0, 1 + 3)
    s = act(_graft(5), EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED))
    s = act(s, PlayCard(seat=1, card=card(s, "Dust Pixie"), flank=Flank.LEFT), Reap(seat=1, card=card(s, "Snufflegator")))
    s = act(s, PlayCard(seat=1, card=card(s, "Key Charge")),  # 8 - 1, then a key at 6
            ChooseOption(seat=1, option="forge a key at the current cost"))
    assert (s.players[1].keys, s.players[1].amber, s.players[0].amber) == (1, 0, 1 + 1)


def test_interdimensional_graft_lasts_only_the_opponents_next_turn():
    s = act(_graft(5), EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED),
            PlayCard(seat=1, card=card(_graft(5), "Dust Pixie"), flank=Flank.LEFT), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.LOGOS), EndStep(seat=0))  # a key at 7, two turns later
    assert (s.players[1].keys, s.players[1].amber, s.players[0].amber) == (1, 1, 1)


# -- Effervescent Principle: "Play: each player loses half their Æmber (rounding down the loss).
# -- Gain 1 chain." ------------------------------------------------------------------------------

def test_effervescent_principle_halves_each_pool_rounding_the_loss_down():
    for mine, theirs, after in ((0, 1, (0, 1)), (1, 4, (1, 2)), (0, 7, (0, 4))):
        s = play(position(house="Logos", seats=[dict(amber=mine, hand=["Effervescent Principle"]), dict(amber=theirs)]),
                 "Effervescent Principle")
        assert (s.players[0].amber, s.players[1].amber) == after and s.players[0].chains == 1


# -- Chaos Portal: "Action: choose a house; reveal the top card of your deck; if it is of that --
# -- house, play it" ----------------------------------------------------------------------------

def test_chaos_portal_plays_the_top_card_only_if_it_is_of_the_house_named():
    for house, played in (("Shadows", True), ("Untamed", False)):
        s = position(house="Logos", seats=[dict(artifacts=["Chaos Portal"], deck=["Bad Penny"]), {}])
        s = act(s, UseAction(seat=0, card=card(s, "Chaos Portal")))
        assert len(options(s)) == 7  # any house of the set
        s = act(s, ChooseOption(seat=0, option=house))
        penny = card(s, "Bad Penny")
        if played:
            s = act(s, PlayCard(seat=0, card=penny, flank=Flank.LEFT))
            assert zone_of(s, penny) == (0, Zone.BATTLELINE)
        else:
            assert zone_of(s, penny) == (0, Zone.DECK) and GAME.pending(s).rule == "KF-turn-1"


# -- Knowledge is Power: "Play: choose one: archive a card, or gain 1 Æmber per archived card" --

def test_knowledge_is_power_archives_or_pays_for_the_archives():
    s = play(position(house="Logos", seats=[dict(hand=["Knowledge is Power", "Dextre", "Batdrone"],
                                                  archives=["Troll", "Krump"]), {}]), "Knowledge is Power")
    t = act(GAME.clone(s), ChooseOption(seat=0, option="archive a card"))
    assert sorted(o.card for o in options(t)) == sorted([card(s, "Dextre"), card(s, "Batdrone")])
    t = act(t, Choose(seat=0, card=card(s, "Dextre")))
    assert names(t, t.players[0].archives) == ["Troll", "Krump", "Dextre"]
    t = act(GAME.clone(s), ChooseOption(seat=0, option="gain 1 Æmber per archived card"))
    assert t.players[0].amber == 2


# -- Help from Future Self: "Play: search your deck and discard pile for a Timetraveller, reveal
# -- it, put it into your hand; shuffle your discard pile into your deck" -------------------------

def test_help_from_future_self_fetches_a_timetraveller_from_deck_or_discard():
    # the text takes it: keyteki lets the player fail to find it, matchlog does not
    for where in ("discard", "deck"):
        s = play(position(house="Logos", seats=[dict(hand=["Help from Future Self"], **{where: ["Timetraveller", "Troll"]}),
                                                {}]), "Help from Future Self")
        assert names(s, s.players[0].hand) == ["Timetraveller"] and names(s, s.players[0].deck) == ["Troll"]
        assert names(s, s.players[0].discard) == ["Help from Future Self"]  # itself, after the shuffle
    s = play(position(house="Logos", seats=[dict(hand=["Help from Future Self", "Timetraveller"], discard=["Troll"]), {}]),
             "Help from Future Self")  # one in hand is not searched for
    assert names(s, s.players[0].hand) == ["Timetraveller"] and names(s, s.players[0].deck) == ["Troll"]


# -- Foggify: "Play: your opponent cannot use creatures to fight on their next turn" -----------

def test_foggify_stops_the_opponents_fights_for_their_next_turn_only():
    s = position(house="Logos", seats=[dict(battleline=["Dextre"], hand=["Foggify"], deck=["Troll"] * 8),
                                       dict(battleline=["Ember Imp"], deck=["Troll"] * 8)])
    dextre, imp = card(s, "Dextre"), card(s, "Ember Imp")
    t = act(play(GAME.clone(s), "Foggify"), Fight(seat=0, attacker=dextre, defender=imp))  # its own player fights
    assert t.inplay[dextre].damage == 2 and zone_of(t, imp) == (1, Zone.DISCARD)
    s = act(play(s, "Foggify"), EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS))
    assert [o for o in options(s) if imp in (getattr(o, "card", None), getattr(o, "attacker", None))] \
        == [Reap(seat=1, card=imp)]
    refused(s, Fight(seat=1, attacker=imp, defender=dextre), "KF-lasting")
    s = act(s, EndStep(seat=1), ChooseHouse(seat=0, house=House.LOGOS), EndStep(seat=0),
            ChooseHouse(seat=1, house=House.DIS))
    assert Fight(seat=1, attacker=imp, defender=dextre) in options(s)


# -- Dr. Escotera: "Play: gain 1 Æmber for each forged key your opponent has" -------------------

def test_dr_escotera_pays_for_the_opponents_keys():
    assert play(position(house="Logos", seats=[dict(hand=["Dr. Escotera"]), dict(keys=2)]), "Dr. Escotera").players[0].amber == 2
    assert play(position(house="Logos", seats=[dict(hand=["Dr. Escotera"]), {}]), "Dr. Escotera").players[0].amber == 0


# -- Ganymede Archivist: "Reap: archive a card" -------------------------------------------------

def test_ganymede_archivist_archives_a_card_from_hand_when_it_reaps():
    s = position(house="Logos", seats=[dict(battleline=["Ganymede Archivist"], hand=["Dextre"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Ganymede Archivist")), Choose(seat=0, card=card(s, "Dextre")))
    assert names(s, s.players[0].archives) == ["Dextre"]
    s = position(house="Logos", seats=[dict(battleline=["Ganymede Archivist"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Ganymede Archivist")))  # an empty hand: nothing asked
    assert GAME.pending(s).rule == "KF-turn-1"


# -- Batdrone: "Skirmish. Fight: steal 1 Æmber" -------------------------------------------------

def test_batdrone_steals_after_a_fight_and_not_when_hazardous_kills_it_first():
    for target, theirs, after in (("Troll", 3, (1, 2)), ("Troll", 0, (0, 0)), ("Briar Grubbling", 3, (0, 3))):
        s = position(house="Logos", seats=[dict(battleline=["Batdrone"]),
                                           dict(amber=theirs, battleline=["Troll", "Briar Grubbling"])])
        s = act(s, Fight(seat=0, attacker=card(s, "Batdrone"), defender=card(s, target)))
        assert (s.players[0].amber, s.players[1].amber) == after
        if target == "Troll":  # skirmish: no damage back
            assert s.inplay[card(s, "Batdrone")].damage == 0 and s.inplay[card(s, "Troll")].damage == 2
        else:  # hazardous 5 destroys it before the fight: no Fight: steal (KF-fight-cancelled)
            assert zone_of(s, card(s, "Batdrone")) == (0, Zone.DISCARD)


# -- Labwork: "Play: archive a card"; Doc Bookton: "Reap: draw a card" -------------------------

def test_labwork_archives_a_card_from_hand_and_doc_bookton_draws():
    s = play(position(house="Logos", seats=[dict(hand=["Labwork", "Phase Shift", "Virtuous Works"]), {}]), "Labwork")
    assert s.players[0].amber == 1 and len(options(s)) == 2
    s = act(s, Choose(seat=0, card=card(s, "Virtuous Works")))
    assert names(s, s.players[0].archives) == ["Virtuous Works"]
    s = play(position(house="Logos", seats=[dict(hand=["Labwork"]), {}]), "Labwork")  # an empty hand after it
    assert GAME.pending(s).rule == "KF-turn-1"
    s = position(house="Logos", seats=[dict(battleline=["Doc Bookton"], deck=["Troll"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Doc Bookton")))
    assert names(s, s.players[0].hand) == ["Troll"]
