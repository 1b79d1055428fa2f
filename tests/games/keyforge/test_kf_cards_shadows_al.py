"""Shadows cards A to L against keyteki's Call of the Archons card specs: the same positions and
decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog disagreed, the
rules decided (see each test); fixes that change how a match folds apply from rules version
keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

from kf_helpers import GAME, act, card, names, options, play, position, refused

from engine.games.keyforge.events import (Choose, ChooseOption, Decline, Fight, PlayCard, Reap, ResolveFirst,
                                          UseAction, UseOmni)
from engine.games.keyforge.state import Zone
from engine.games.keyforge.board import zone_of


# -- Customs Office: "your opponent must pay you 1 Æmber in order to play an artifact" ---------

def test_customs_office_makes_each_artifact_cost_one_amber_per_office():
    s = position(house="Logos", seats=[dict(artifacts=["Chaos Portal"], deck=["Dominator Bauble"],
                                            hand=["Spangler Box", "Phase Shift", "The Vaultkeeper"]),
                                       dict(artifacts=["Customs Office"], hand=["Customs Office"])])
    box, portal, bauble = card(s, "Spangler Box"), card(s, "Chaos Portal"), card(s, "Dominator Bauble")
    refused(s, PlayCard(seat=0, card=box), "KF-ability-play")  # no Æmber to pay
    t = act(GAME.clone(s), UseAction(seat=0, card=portal), ChooseOption(seat=0, option="Dis"))
    assert zone_of(t, bauble) == (0, Zone.DECK)  # Chaos Portal cannot play it either
    s.players[0].amber = 2
    t = play(GAME.clone(s), "Spangler Box")
    assert (t.players[0].amber, t.players[1].amber) == (1, 1)
    t = act(t, UseAction(seat=0, card=portal), ChooseOption(seat=0, option="Dis"), PlayCard(seat=0, card=bauble))
    assert zone_of(t, bauble) == (0, Zone.ARTIFACTS) and (t.players[0].amber, t.players[1].amber) == (0, 2)
    # The Vaultkeeper keeps Æmber from being stolen, not from being paid
    t = play(play(play(GAME.clone(s), "Phase Shift"), "The Vaultkeeper"), "Spangler Box")
    assert zone_of(t, box) == (0, Zone.ARTIFACTS) and (t.players[0].amber, t.players[1].amber) == (1, 1)
    # two offices: 2 Æmber per artifact
    s = position(house="Logos", seats=[dict(hand=["Spangler Box"], amber=1),
                                       dict(artifacts=["Customs Office", "Customs Office"])])
    refused(s, PlayCard(seat=0, card=card(s, "Spangler Box")), "KF-ability-play")
    s.players[0].amber = 2
    s = play(s, "Spangler Box")
    assert (s.players[0].amber, s.players[1].amber) == (0, 2)


# -- Evasion Sigil: "Before a creature fights, discard the top card of its controller's deck; ---
# -- if it is of the active house, exhaust that creature with no effect" -----------------------

def test_evasion_sigil_lets_a_fight_happen_unless_the_discarded_card_is_of_the_active_house():
    s = position(house="Logos", seats=[dict(battleline=["Dextre", "Batdrone"], deck=["Troll"]),
                                       dict(artifacts=["Evasion Sigil"], battleline=["Sequis", "Niffle Ape"])])
    dextre, bat, sequis = card(s, "Dextre"), card(s, "Batdrone"), card(s, "Sequis")
    s = act(s, Fight(seat=0, attacker=dextre, defender=sequis))  # Troll is Brobnar: the fight goes on
    assert zone_of(s, card(s, "Troll")) == (0, Zone.DISCARD)
    assert s.inplay[sequis].damage == 1  # 3 less armor 2; Sequis's 4 destroyed Dextre ...
    assert s.players[0].deck == [dextre]  # ... which went on top of its deck
    s = act(s, Fight(seat=0, attacker=bat, defender=sequis))  # Dextre is Logos: no fight
    assert zone_of(s, dextre) == (0, Zone.DISCARD)
    assert s.inplay[bat].exhausted and s.inplay[bat].damage == 0 and s.inplay[sequis].damage == 1
    assert s.players[0].amber == 0  # no Fight: steal either


def _sigil_and_assault(top):
    # Ancient Bear (assault 2) attacks Dextre (power 3) on an Untamed turn; the deck's top card
    # decides Evasion Sigil: of the active house (Niffle Ape), the fight is off
    s = position(house="Untamed", seats=[dict(battleline=["Ancient Bear"], deck=[top]),
                                         dict(artifacts=["Evasion Sigil"], battleline=["Dextre", "Sequis"])])
    return act(s, Fight(seat=0, attacker=card(s, "Ancient Bear"), defender=card(s, "Dextre")))


def test_evasion_sigil_and_assault_happen_at_the_same_time_and_the_active_player_orders_them():
    # the unofficial FAQ and keyteki: the active player orders them (KF-before-fight; keyforge-6)
    s = _sigil_and_assault("Niffle Ape")
    bear, dextre = card(s, "Ancient Bear"), card(s, "Dextre")
    assault = ResolveFirst(seat=0, card=bear, effect="assault", ability="CotA-345")
    sigil = ResolveFirst(seat=0, card=bear, effect="before_any_fight", ability="CotA-286")
    assert sorted(options(s), key=str) == sorted([assault, sigil], key=str)
    refused(s, ResolveFirst(seat=1, card=bear, effect="before_any_fight", ability="CotA-286"), "KF-seat")
    t = act(GAME.clone(s), assault)  # the assault lands, then the sigil calls the fight off
    assert t.inplay[dextre].damage == 2 and t.inplay[bear].damage == 0
    # the sigil first: the fight is off before the assault (KF-fight-cancelled; keyteki still
    # deals the assault)
    t = act(GAME.clone(s), sigil)
    assert t.inplay[dextre].damage == 0 and t.inplay[bear].damage == 0 and t.inplay[bear].exhausted
    assert zone_of(t, card(s, "Niffle Ape")) == (0, Zone.DISCARD) and GAME.pending(t).rule == "KF-turn-1"
    # a card of another house lets the fight go on after the assault, in either order
    for first in ("assault", "before_any_fight"):
        s = _sigil_and_assault("Troll")
        t = act(s, next(o for o in options(s) if o.effect == first))
        assert zone_of(t, card(s, "Dextre")) == (1, Zone.DECK)  # 2 + 5: destroyed, back on its deck
        assert t.inplay[card(s, "Ancient Bear")].damage == 3


def test_keyforge_5_lets_evasion_sigil_act_before_the_assault_without_asking():
    old = GAME.for_rules("keyforge-5")
    s = old.from_position({"house": "Untamed", "seats": [{"battleline": ["Ancient Bear"], "deck": ["Niffle Ape"]},
                                                         {"artifacts": ["Evasion Sigil"], "battleline": ["Dextre"]}]})
    s = old.apply(s, Fight(seat=0, attacker=card(s, "Ancient Bear"), defender=card(s, "Dextre")))
    assert old.pending(s).rule == "KF-turn-1" and s.inplay[card(s, "Dextre")].damage == 0


# -- Key of Darkness: "Play: forge a key at +6 current cost; +2 if your opponent has no Æmber" --

def test_key_of_darkness_forges_at_plus_six_or_plus_two():
    for mine, theirs, keys, left in ((12, 1, 1, 0), (13, 0, 1, 5), (9, 1, 0, 9)):
        s = play(position(house="Shadows", seats=[dict(amber=mine, hand=["Key of Darkness"]), dict(amber=theirs)]),
                 "Key of Darkness")
        assert (s.players[0].keys, s.players[0].amber) == (keys, left)


# -- Deipno Spymaster: "Elusive. Omni: choose a friendly creature; you may use it this turn" ---

def test_deipno_spymaster_lets_a_chosen_friendly_creature_be_used_on_any_turn():
    for house, own_uses in (("Shadows", 3), ("Dis", 1)):  # on a Dis turn only its Omni: is usable
        s = position(house=house, seats=[dict(battleline=["Deipno Spymaster", "Sequis"]), dict(battleline=["Troll"])])
        spy, sequis, troll = card(s, "Deipno Spymaster"), card(s, "Sequis"), card(s, "Troll")
        assert len([o for o in options(s) if spy in (getattr(o, "card", None), getattr(o, "attacker", None))]) == own_uses
        refused(s, Reap(seat=0, card=sequis), "KF-use-house")
        s = act(s, UseOmni(seat=0, card=spy))
        assert s.inplay[spy].exhausted
        assert options(s) == [Choose(seat=0, card=spy), Choose(seat=0, card=sequis)]  # friendly only
        s = act(s, Choose(seat=0, card=sequis))
        assert Reap(seat=0, card=sequis) in options(s) and Fight(seat=0, attacker=sequis, defender=troll) in options(s)


# -- Bait and Switch: "Play: if your opponent has more Æmber than you, steal 1. Repeat this ----
# -- card's effect if your opponent still has more Æmber than you." -----------------------------

def test_bait_and_switch_repeats_its_whole_effect_while_the_opponent_has_more():
    # a repeat resolves the whole effect again, the repeat too (KF-repeat): 0 against 7 ends at
    # 4 against 3 (keyteki repeats once: 2 against 5)
    for mine, theirs, after in ((1, 1, (1, 1)), (0, 1, (1, 0)), (1, 4, (3, 2)), (0, 7, (4, 3))):
        s = play(position(house="Shadows", seats=[dict(amber=mine, hand=["Bait and Switch"]), dict(amber=theirs)]),
                 "Bait and Switch")
        assert (s.players[0].amber, s.players[1].amber) == after


# -- Imperial Traitor: "Play: look at your opponent's hand; you may purge a Sanctum card in it" -

def test_imperial_traitor_may_purge_a_sanctum_card_from_the_opponents_hand():
    s = play(position(house="Shadows", seats=[dict(hand=["Imperial Traitor"]),
                                              dict(hand=["Champion Anaphiel", "Troll", "Lady Maxena"])]),
             "Imperial Traitor")
    anaphiel, maxena = card(s, "Champion Anaphiel"), card(s, "Lady Maxena")
    assert options(s) == [Choose(seat=0, card=anaphiel), Choose(seat=0, card=maxena), Decline(seat=0)]
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    t = act(GAME.clone(s), Choose(seat=0, card=anaphiel))
    assert zone_of(t, anaphiel) == (1, Zone.PURGED) and zone_of(t, maxena) == (1, Zone.HAND)
    t = act(GAME.clone(s), Decline(seat=0))
    assert len(t.players[1].hand) == 3


# -- Lights Out: "Play: return 2 enemy creatures to their owner's hand" -------------------------

def test_lights_out_returns_two_enemy_creatures_and_is_not_optional():
    # keyforge-6: "2", not "up to 2": no stopping after one or none (KF-up-to; keyforge-5 offered
    # Decline)
    s = play(position(house="Shadows", seats=[dict(hand=["Lights Out"], battleline=["Urchin"]),
                                              dict(battleline=["Troll", "Krump", "Bumpsy"])]), "Lights Out")
    assert Decline(seat=0) not in options(s)
    refused(s, Decline(seat=0), "KF-target")
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # enemy creatures only
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, Decline(seat=0), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [names(s, p.battleline) for p in s.players] == [["Urchin"], ["Bumpsy"]]
    assert names(s, s.players[1].hand) == ["Troll", "Krump"]
    # one enemy creature: it alone
    s = play(position(house="Shadows", seats=[dict(hand=["Lights Out"]), dict(battleline=["Troll"])]), "Lights Out")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.players[1].battleline == [] and GAME.pending(s).rule == "KF-turn-1"


def test_keyforge_5_let_lights_out_stop_early():
    old = GAME.for_rules("keyforge-5")
    s = old.from_position({"house": "Shadows", "seats": [{"hand": ["Lights Out"]},
                                                         {"battleline": ["Troll", "Krump"]}]})
    s = old.apply(s, PlayCard(seat=0, card=card(s, "Lights Out")))
    s = old.apply(s, Choose(seat=0, card=card(s, "Troll")))
    s = old.apply(s, Decline(seat=0))  # as it was recorded
    assert names(s, s.players[1].battleline) == ["Krump"]


# -- Booby Trap: "Play: deal 4 damage with 2 splash to a creature that is not on a flank" -------

def test_booby_trap_hits_only_a_creature_off_the_flanks():
    s = play(position(house="Shadows", seats=[dict(hand=["Booby Trap"]), dict(battleline=["Bumpsy", "Krump", "Troll"])]),
             "Booby Trap")
    assert options(s) == [Choose(seat=0, card=card(s, "Krump"))]
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [2, 4, 2]
    s = play(position(house="Shadows", seats=[dict(hand=["Booby Trap"]), dict(battleline=["Bumpsy", "Krump"])]),
             "Booby Trap")  # two creatures: both on a flank, nothing to hit
    assert GAME.pending(s).rule == "KF-turn-1" and all(s.inplay[c].damage == 0 for c in s.players[1].battleline)


# -- Carlo Phantom: "Elusive. Skirmish. Each time you play an artifact, steal 1 Æmber" ----------

def test_carlo_phantom_steals_when_its_player_plays_an_artifact_only():
    s = position(house="Logos", seats=[dict(battleline=["Carlo Phantom"], hand=["Library of Babble", "Batdrone", "Foggify"]),
                                       dict(amber=2)])
    for name, after in (("Library of Babble", (1, 1)), ("Batdrone", (0, 2)), ("Foggify", (1, 2))):
        t = play(GAME.clone(s), name)
        assert (t.players[0].amber, t.players[1].amber) == after
    s = play(position(house="Brobnar", active=1, seats=[dict(battleline=["Carlo Phantom"]), dict(amber=2, hand=["Cannon"])]),
             "Cannon", seat=1)  # the opponent's artifact
    assert (s.players[0].amber, s.players[1].amber) == (0, 2)


# -- Faygin: "Elusive. Reap: return an Urchin from play or from your discard pile to your hand" -

def test_faygin_returns_an_urchin_from_play_or_the_discard_pile():
    s = position(house="Shadows", seats=[dict(battleline=["Faygin", "Urchin"], discard=["Urchin"]), {}])
    in_line, in_pile = s.players[0].battleline[1], s.players[0].discard[0]
    s = act(s, Reap(seat=0, card=card(s, "Faygin")))
    assert sorted(o.card for o in options(s)) == sorted([in_line, in_pile])
    t = act(GAME.clone(s), Choose(seat=0, card=in_line))
    assert zone_of(t, in_line) == (0, Zone.HAND)
    t = act(GAME.clone(s), Choose(seat=0, card=in_pile))
    assert zone_of(t, in_pile) == (0, Zone.HAND)


# -- Longfused Mines: "Omni: sacrifice it; deal 3 damage to each enemy creature not on a flank" -

def test_longfused_mines_hits_enemy_creatures_off_the_flanks_only():
    s = position(house="Logos", seats=[dict(artifacts=["Longfused Mines"], battleline=["Dextre", "Mother", "Doc Bookton"]),
                                       dict(battleline=["Troll", "Krump", "Bumpsy"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Longfused Mines")))  # an Omni: on a Logos turn
    assert zone_of(s, card(s, "Longfused Mines")) == (0, Zone.DISCARD)
    assert [s.inplay[c].damage for p in s.players for c in p.battleline] == [0, 0, 0, 0, 3, 0]


# -- Finishing Blow: "Play: destroy a damaged creature; if you do, steal 1 Æmber" ---------------

def test_finishing_blow_steals_only_when_it_destroys():
    s = play(position(house="Shadows", seats=[dict(hand=["Finishing Blow"], battleline=["Silvertooth"]),
                                              dict(amber=2, battleline=[{"card": "Krump", "damage": 2}])]),
             "Finishing Blow")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert zone_of(s, card(s, "Krump")) == (1, Zone.DISCARD) and (s.players[0].amber, s.players[1].amber) == (2, 1)
    s = play(position(house="Shadows", seats=[dict(hand=["Finishing Blow"], battleline=["Silvertooth"]),
                                              dict(amber=2, battleline=["Krump"])]), "Finishing Blow")
    assert (s.players[0].amber, s.players[1].amber) == (1, 2) and GAME.pending(s).rule == "KF-turn-1"


# -- Ghostly Hand: "Play: if your opponent has exactly 1 Æmber, steal it" -----------------------

def test_ghostly_hand_steals_exactly_one():
    for theirs, after in ((1, (3, 0)), (0, (2, 0)), (3, (2, 3))):
        s = play(position(house="Shadows", seats=[dict(hand=["Ghostly Hand"]), dict(amber=theirs)]), "Ghostly Hand")
        assert (s.players[0].amber, s.players[1].amber) == after  # its 2 bonus, and the 1 stolen


# -- Bulleteye: "Elusive. Reap: destroy a flank creature" --------------------------------------

def test_bulleteye_destroys_a_flank_creature_of_either_side_itself_included():
    s = position(house="Shadows", seats=[dict(battleline=["Bulleteye"]), dict(battleline=["Troll", "Hunting Witch", "Krump"])])
    bulleteye = card(s, "Bulleteye")
    s = act(s, Reap(seat=0, card=bulleteye))
    assert sorted(o.card for o in options(s)) == sorted([bulleteye, card(s, "Troll"), card(s, "Krump")])
    refused(s, Choose(seat=0, card=card(s, "Hunting Witch")), "KF-target")
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Troll")))
    assert zone_of(t, card(s, "Troll")) == (1, Zone.DISCARD) and t.players[0].amber == 1
    t = act(GAME.clone(s), Choose(seat=0, card=bulleteye))
    assert zone_of(t, bulleteye) == (0, Zone.DISCARD)


# -- Hidden Stash: "Play: archive a card" -------------------------------------------------------

def test_hidden_stash_archives_a_card_from_hand_or_nothing():
    s = play(position(house="Shadows", seats=[dict(hand=["Hidden Stash", "Silvertooth"]), {}]), "Hidden Stash")
    assert options(s) == [Choose(seat=0, card=card(s, "Silvertooth"))]
    s = act(s, Choose(seat=0, card=card(s, "Silvertooth")))
    assert names(s, s.players[0].archives) == ["Silvertooth"] and s.players[0].amber == 1
    s = play(position(house="Shadows", seats=[dict(hand=["Hidden Stash"]), {}]), "Hidden Stash")
    assert GAME.pending(s).rule == "KF-turn-1" and s.players[0].archives == []
