"""Conformance against keyteki's Call of the Archons card specs, cards A to L: the same positions
and decisions as keyteki's tests, checked in our own words. Where keyteki and matchlog
disagreed, the rules decided (see each test); fixes that change how a match folds apply from
rules version keyforge-6, and keyforge-5 keeps the old behaviour for matches recorded before."""

import msgspec
import pytest
from kf_helpers import GAME, act, card, deal, names, options, play, position, refused

from engine.games.keyforge.cards import House, Keyword
from engine.games.keyforge.events import (Choose, ChooseOption, Decline, Discard, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, RemoveStun, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.keywords import belongs_to, has, power
from engine.games.keyforge.state import EffectKind, Flank, Zone, zone_of
from engine.protocol import IllegalEvent

FOGGIFIED = [{"kind": EffectKind.NO_FIGHT.value, "seat": 0, "turn": 3}]
"""The lasting effect Foggify leaves on seat 0's turn 3 (a position's default turn)."""


# -- Anger: "Play: Ready and fight with a friendly creature." -----------------------------------

def _anger(effects=(), **troll):
    return position(house="Brobnar", effects=list(effects), seats=[
        dict(hand=["Anger"], battleline=["Ancient Bear", {"card": "Troll", "exhausted": True, **troll},
                                         {"card": "Giant Sloth", "exhausted": True, "stunned": True}]),
        dict(battleline=["Mighty Tiger", "Hunting Witch"])])


def test_anger_readies_an_exhausted_creature_and_fights_with_it():
    s = play(_anger(damage=4), "Anger")
    troll, witch = card(s, "Troll"), card(s, "Hunting Witch")
    s = act(s, Choose(seat=0, card=troll))
    refused(s, Choose(seat=0, card=card(s, "Ancient Bear")), "KF-target")  # an enemy to attack
    s = act(s, Choose(seat=0, card=witch))
    assert s.inplay[troll].exhausted and s.inplay[troll].damage == 4 + 2
    assert witch in s.players[1].discard


def test_anger_fights_with_a_creature_of_another_house():
    s = play(_anger(), "Anger")
    bear, witch = card(s, "Ancient Bear"), card(s, "Hunting Witch")
    s = act(s, Choose(seat=0, card=bear), Choose(seat=0, card=witch))  # assault 2 kills the Witch first
    assert witch in s.players[1].discard and s.inplay[bear].damage == 0 and s.inplay[bear].exhausted


def test_anger_only_readies_a_creature_that_cannot_fight_this_turn():
    # keyteki: under Foggify the creature is readied and does not fight (matchlog asked for an
    # enemy to attack before keyforge-6, and fought: a fight is a use Foggify forbids; KF-ready-fight)
    s = play(_anger(FOGGIFIED), "Anger")
    troll = card(s, "Troll")
    s = act(s, Choose(seat=0, card=troll))
    assert not s.inplay[troll].exhausted and GAME.pending(s).rule == "KF-turn-1"
    assert s.players[1].battleline == [card(s, "Mighty Tiger"), card(s, "Hunting Witch")]
    assert Reap(seat=0, card=troll) in options(s)  # ready: it may still reap
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Mighty Tiger")), "KF-lasting")


def test_anger_on_a_stunned_creature_removes_the_stun_even_when_it_cannot_fight():
    for effects in ((), FOGGIFIED):
        s = play(_anger(effects, stunned=True), "Anger")
        troll = card(s, "Troll")
        s = act(s, Choose(seat=0, card=troll))
        ip = s.inplay[troll]
        assert ip.exhausted and not ip.stunned and ip.damage == 0
        assert s.players[1].battleline == [card(s, "Mighty Tiger"), card(s, "Hunting Witch")]


def test_anger_readies_a_creature_that_cannot_be_used_and_leaves_its_stun():
    # Giant Sloth cannot be used before an Untamed card was discarded this turn; removing a
    # stun is a use (the stun rules), so the stun stays, and the ready still happens
    s = play(_anger(), "Anger")
    sloth = card(s, "Giant Sloth")
    s = act(s, Choose(seat=0, card=sloth))
    assert not s.inplay[sloth].exhausted and s.inplay[sloth].stunned
    assert GAME.pending(s).rule == "KF-turn-1"


def test_anger_without_enemy_creatures_only_readies():
    s = position(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "exhausted": True},
                                                                           {"card": "Ancient Bear", "stunned": True}]),
                                         {}])
    t = act(play(GAME.clone(s), "Anger"), Choose(seat=0, card=card(s, "Troll")))
    assert not t.inplay[card(s, "Troll")].exhausted
    t = act(t, Reap(seat=0, card=card(t, "Troll")))  # and it may be used again
    assert t.players[0].amber == 2  # Anger's bonus and the reap
    t = act(play(GAME.clone(s), "Anger"), Choose(seat=0, card=card(s, "Ancient Bear")))
    assert t.inplay[card(s, "Ancient Bear")].exhausted and not t.inplay[card(s, "Ancient Bear")].stunned


def test_keyforge_5_keeps_its_anger_for_matches_recorded_before():
    old = GAME.for_rules("keyforge-5")
    s = old.from_position({"house": "Brobnar", "effects": FOGGIFIED, "seats": [
        {"hand": ["Anger"], "battleline": [{"card": "Troll", "exhausted": True},
                                           {"card": "Giant Sloth", "exhausted": True, "stunned": True}]},
        {"battleline": ["Hunting Witch"]}]})
    assert s.revision is msgspec.UNSET and s.choice_rule == "KF-choice-asked"
    anger, troll, witch, sloth = (card(s, n) for n in ("Anger", "Troll", "Hunting Witch", "Giant Sloth"))
    t = old.apply(old.clone(s), PlayCard(seat=0, card=anger))
    t = old.apply(old.apply(t, Choose(seat=0, card=troll)), Choose(seat=0, card=witch))
    assert witch in t.players[1].discard  # the fight Foggify forbids, as it was recorded
    t = old.apply(old.apply(old.clone(s), PlayCard(seat=0, card=anger)), Choose(seat=0, card=sloth))
    assert t.inplay[sloth].exhausted and not t.inplay[sloth].stunned
    assert "keyforge-5" in GAME.rules_versions() and GAME.rules_version == "keyforge-6"


# -- Biomatrix Backup: its creature gains "Destroyed: you may archive it" ----------------------

def test_biomatrix_backup_archives_its_creature_when_destroyed():
    s = position(house="Mars", seats=[dict(hand=["Biomatrix Backup"], battleline=["Tunk"]),
                                      dict(battleline=["Troll"])])
    tunk, backup = card(s, "Tunk"), card(s, "Biomatrix Backup")
    s = act(s, PlayUpgrade(seat=0, card=backup, creature=tunk),
            Fight(seat=0, attacker=tunk, defender=card(s, "Troll")))  # 8 damage on power 6
    assert options(s) == [Choose(seat=0, card=tunk), Decline(seat=0)]  # "you may"
    s = act(s, Choose(seat=0, card=tunk))
    assert zone_of(s, tunk) == (0, Zone.ARCHIVES) and zone_of(s, backup) == (0, Zone.DISCARD)


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


# -- Eater of the Dead: "Fight/Reap: purge a creature from a discard pile; +1 power counter" ----

def test_eater_of_the_dead_purges_a_creature_from_any_discard_pile():
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"], discard=["Pitlord", "Hand of Dis"]),
                                     dict(battleline=["Batdrone"])])
    eater, bat, pitlord = card(s, "Eater of the Dead"), card(s, "Batdrone"), card(s, "Pitlord")
    s = act(s, Fight(seat=0, attacker=eater, defender=bat))
    assert sorted(o.card for o in options(s)) == sorted([bat, pitlord])  # the creature it just killed too
    refused(s, Choose(seat=0, card=card(s, "Hand of Dis")), "KF-target")  # not a creature
    s = act(s, Choose(seat=0, card=bat))
    assert zone_of(s, bat) == (1, Zone.PURGED) and s.inplay[eater].power == 1 and power(s, eater) == 5
    # with no creature in any discard pile the reap asks nothing
    s = position(house="Dis", seats=[dict(battleline=["Eater of the Dead"], discard=["Hand of Dis"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Eater of the Dead")))
    assert GAME.pending(s).rule == "KF-turn-1" and s.inplay[card(s, "Eater of the Dead")].power == 0


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


# -- Epic Quest: "Omni: if you played 7 or more Sanctum cards this turn, sacrifice it and forge" --

def _quest(n):
    cards = ["Sequis", "Clear Mind", "Glorious Few", "Virtuous Works", "Protectrix", "Hallowed Blaster",
             "Round Table"][:n]
    s = position(house="Sanctum", seats=[dict(artifacts=["Epic Quest"], hand=cards),
                                         dict(amber=1, battleline=["Nexus"])])
    for name in cards:
        s = play(s, name)
    return s


def test_epic_quest_forges_a_key_at_no_cost_after_seven_sanctum_cards():
    s = _quest(6)
    quest = card(s, "Epic Quest")
    s = act(s, UseOmni(seat=0, card=quest))  # six: nothing but the exhaustion
    assert zone_of(s, quest) == (0, Zone.ARTIFACTS) and s.inplay[quest].exhausted and s.players[0].keys == 0
    s = _quest(7)
    quest, amber = card(s, "Epic Quest"), s.players[0].amber
    s = act(s, UseOmni(seat=0, card=quest))
    assert s.players[0].keys == 1 and s.players[0].amber == amber  # no cost
    assert zone_of(s, quest) == (0, Zone.DISCARD) and s.players[1].keys == 0


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
    # back on its owner's right flank without a question (keyteki asks; KF-control)
    assert s.players[1].battleline == [valdr, card(s, "Dust Imp"), troll]


def test_a_creature_held_by_harland_mindlock_gives_its_destroyed_ability_to_its_controller():
    s = play(_harland(), "Harland Mindlock")
    s = act(s, Choose(seat=0, card=card(s, "Dust Imp")), ChooseOption(seat=0, option="left"))
    s = play(play(s, "Phase Shift"), "Ammonia Clouds")  # 3 damage to each creature
    assert zone_of(s, card(s, "Dust Imp")) == (1, Zone.DISCARD)  # its owner's pile
    assert (s.players[0].amber, s.players[1].amber) == (2, 0)  # Destroyed: gain 2, for seat 0


# -- Commander Remiel: "Reap: use a friendly non-Sanctum creature" -----------------------------

def test_commander_remiel_uses_a_friendly_non_sanctum_creature():
    s = position(house="Sanctum", seats=[dict(battleline=["Commander Remiel", "Troll", "Sequis"], hand=["Inspiration"]),
                                         dict(battleline=["Mighty Tiger", "Inka the Spider"])])
    remiel, troll, tiger, inka = (card(s, n) for n in ("Commander Remiel", "Troll", "Mighty Tiger", "Inka the Spider"))
    t = act(GAME.clone(s), Reap(seat=0, card=remiel))
    assert options(t) == [Choose(seat=0, card=troll)]  # not Sequis (Sanctum), not an enemy
    t = act(t, Choose(seat=0, card=troll))
    assert Reap(seat=0, card=troll) in options(t)
    refused(t, Reap(seat=0, card=card(t, "Sequis")), "KF-use-now")  # no other card, no end of step
    t = act(t, Fight(seat=0, attacker=troll, defender=tiger))
    assert t.inplay[troll].exhausted and zone_of(t, tiger) == (1, Zone.DISCARD)
    # no friendly non-Sanctum creature left: the reap asks nothing
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=inka))
    assert zone_of(t, troll) == (0, Zone.DISCARD)  # poison
    t = act(t, Reap(seat=0, card=remiel))
    assert GAME.pending(t).rule == "KF-turn-1"


# -- Gabos Longarms: "Before Fight: choose a creature; it is dealt Gabos's damage instead" ------

def test_gabos_longarms_deals_its_fight_damage_to_the_creature_chosen():
    s = position(house="Dis", seats=[dict(battleline=["Gabos Longarms", "Ember Imp"]),
                                     dict(battleline=["Champion Anaphiel", "Ganymede Archivist"])])
    gabos, imp, anaphiel, archivist = (card(s, n) for n in ("Gabos Longarms", "Ember Imp", "Champion Anaphiel",
                                                            "Ganymede Archivist"))
    s = act(s, Fight(seat=0, attacker=gabos, defender=anaphiel))
    assert sorted(o.card for o in options(s)) == sorted([gabos, imp, anaphiel, archivist])  # any creature
    s = act(s, Choose(seat=0, card=archivist))
    assert zone_of(s, archivist) == (1, Zone.DISCARD) and s.inplay[anaphiel].damage == 0
    assert zone_of(s, gabos) == (0, Zone.DISCARD)  # Anaphiel still hit back with 6


def test_gabos_longarms_does_nothing_when_it_is_attacked():
    s = position(house="Sanctum", active=1, seats=[dict(battleline=["Gabos Longarms"]),
                                                   dict(battleline=["Champion Anaphiel"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Champion Anaphiel"), defender=card(s, "Gabos Longarms")))
    assert GAME.pending(s).rule == "KF-turn-1"
    assert zone_of(s, card(s, "Gabos Longarms")) == (0, Zone.DISCARD)
    assert s.inplay[card(s, "Champion Anaphiel")].damage == 5 - 1  # armor 1


# -- Inspiration: "Play: ready and use a friendly creature" ------------------------------------

def test_inspiration_readies_and_uses_a_creature_of_any_house():
    s = position(house="Sanctum", seats=[dict(hand=["Inspiration"], battleline=[
        "Ancient Bear", {"card": "Champion Anaphiel", "exhausted": True, "damage": 2}]),
        dict(battleline=["Dextre", "Hunting Witch"])])
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=card(s, "Champion Anaphiel")),
            Fight(seat=0, attacker=card(s, "Champion Anaphiel"), defender=card(s, "Hunting Witch")))
    assert t.inplay[card(s, "Champion Anaphiel")].exhausted and zone_of(t, card(s, "Hunting Witch")) == (1, Zone.DISCARD)
    assert t.inplay[card(s, "Champion Anaphiel")].damage == 2 + 1  # 2 less armor 1
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=card(s, "Ancient Bear")),
            Reap(seat=0, card=card(s, "Ancient Bear")))  # an Untamed creature on a Sanctum turn
    assert t.inplay[card(s, "Ancient Bear")].exhausted and t.players[0].amber == 1


def test_inspiration_on_a_stunned_creature_and_one_that_cannot_be_used():
    s = position(house="Sanctum", effects=FOGGIFIED, seats=[dict(hand=["Inspiration"], battleline=[
        {"card": "Champion Anaphiel", "exhausted": True, "stunned": True},
        {"card": "Giant Sloth", "exhausted": True, "stunned": True}]), dict(battleline=["Dextre"])])
    anaphiel, sloth = card(s, "Champion Anaphiel"), card(s, "Giant Sloth")
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=anaphiel))
    assert options(t) == [RemoveStun(seat=0, card=anaphiel)]  # Foggify: it may not fight; the stun goes
    t = act(t, RemoveStun(seat=0, card=anaphiel))
    assert t.inplay[anaphiel].exhausted and not t.inplay[anaphiel].stunned
    t = act(play(GAME.clone(s), "Inspiration"), Choose(seat=0, card=sloth))  # cannot be used at all
    assert not t.inplay[sloth].exhausted and t.inplay[sloth].stunned and GAME.pending(t).rule == "KF-turn-1"


# -- Key Abduction: "Play: return each Mars creature to its owner's hand; then you may forge a --
# -- key at +9 current cost, reduced by 1 for each card in your hand" --------------------------

def _abduction(amber):
    return position(house="Mars", seats=[
        dict(amber=amber, hand=["Key Abduction", "Phase Shift", "Virtuous Works", "Chuff Ape", "Dextre", "Batdrone"],
             battleline=["Sequis", "Mindwarper", "Blypyp"]),
        dict(battleline=[{"card": "Zorg", "damage": 3}])])


def test_key_abduction_returns_every_mars_creature_then_may_forge():
    s = play(_abduction(0), "Key Abduction")
    assert [c for p in s.players for c in p.battleline] == [card(s, "Sequis")]
    assert card(s, "Zorg") in s.players[1].hand  # each Mars creature, the opponent's too
    assert s.players[0].amber == 1 and GAME.pending(s).rule == "KF-turn-1"  # 1 Æmber: no forge offered
    # 7 cards in hand: 6 + 9 - 7 = 8; with the bonus 9 Æmber, forging leaves 1
    s = play(_abduction(8), "Key Abduction")
    s = act(s, ChooseOption(seat=0, option="forge a key"))
    assert s.players[0].keys == 1 and s.players[0].amber == 1


# -- Key Hammer: "Play: if your opponent forged a key on their previous turn, unforge it. Your --
# -- opponent gains 6" --------------------------------------------------------------------------

def test_key_hammer_unforges_only_a_key_forged_on_the_previous_turn():
    for forged_on, keys_left in ((2, 0), (1, 1)):  # turn 2 was the opponent's previous turn
        s = position(house="Dis", flags={"forged_on": [0, forged_on]}, seats=[dict(hand=["Key Hammer"]), dict(keys=1)])
        s = play(s, "Key Hammer")
        assert s.players[1].keys == keys_left and s.players[1].amber == 6  # the 6 in either case
        assert s.players[0].amber == 1


# -- Key of Darkness: "Play: forge a key at +6 current cost; +2 if your opponent has no Æmber" --

def test_key_of_darkness_forges_at_plus_six_or_plus_two():
    for mine, theirs, keys, left in ((12, 1, 1, 0), (13, 0, 1, 5), (9, 1, 0, 9)):
        s = play(position(house="Shadows", seats=[dict(amber=mine, hand=["Key of Darkness"]), dict(amber=theirs)]),
                 "Key of Darkness")
        assert (s.players[0].keys, s.players[0].amber) == (keys, left)


# -- Chota Hazri: "Play: lose 1 Æmber. If you do, you may forge a key at current cost" ----------

def test_chota_hazri_loses_one_then_may_forge():
    s = position(house="Untamed", seats=[dict(amber=7, hand=["Chota Hazri"]), {}])
    s = play(s, "Chota Hazri", flank=Flank.LEFT)
    assert s.players[0].amber == 6 and Decline(seat=0) in options(s)
    t = act(GAME.clone(s), ChooseOption(seat=0, option="forge a key at the current cost"))
    assert (t.players[0].keys, t.players[0].amber) == (1, 0)
    t = act(GAME.clone(s), Decline(seat=0))
    assert (t.players[0].keys, t.players[0].amber) == (0, 6)
    s = play(position(house="Untamed", seats=[dict(amber=6, hand=["Chota Hazri"]), {}]), "Chota Hazri")
    assert (s.players[0].keys, s.players[0].amber) == (0, 5) and GAME.pending(s).rule == "KF-turn-1"


# -- Lost in the Woods: "Play: choose 2 friendly and 2 enemy creatures; shuffle each into its ---
# -- owner's deck" ------------------------------------------------------------------------------

def test_lost_in_the_woods_shuffles_two_of_each_side_into_their_decks():
    s = position(house="Untamed", seats=[dict(hand=["Lost in the Woods"], battleline=["Dust Pixie", "Ancient Bear",
                                                                                     "Inka the Spider"]),
                                         dict(battleline=["Troll", "Krump", "Bumpsy"])])
    s = play(s, "Lost in the Woods")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # the friendly ones first
    s = deal(act(s, Choose(seat=0, card=card(s, "Dust Pixie")), Choose(seat=0, card=card(s, "Ancient Bear"))))
    s = deal(act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump"))))
    assert [names(s, p.battleline) for p in s.players] == [["Inka the Spider"], ["Bumpsy"]]
    assert sorted(names(s, s.players[0].deck)) == ["Ancient Bear", "Dust Pixie"]
    assert sorted(names(s, s.players[1].deck)) == ["Krump", "Troll"]


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


# -- Custom Virus: "Omni: sacrifice it; purge a creature from your hand; destroy each creature --
# -- that shares a trait with it" ---------------------------------------------------------------

def test_custom_virus_purges_a_hand_creature_and_destroys_its_kin():
    s = position(house="Brobnar", seats=[dict(artifacts=["Custom Virus"], battleline=["Zorg"],
                                              hand=["Ether Spider", "Troll", "Anger", "Combat Pheromones"]),
                                         dict(battleline=["Mighty Tiger", "Hunting Witch"])])
    virus, spider = card(s, "Custom Virus"), card(s, "Ether Spider")
    s = act(s, UseOmni(seat=0, card=virus))
    assert zone_of(s, virus) == (0, Zone.DISCARD)
    assert sorted(o.card for o in options(s)) == sorted([spider, card(s, "Troll")])  # creatures only
    # the text says "purge", not "you may": keyteki's Done button is not offered (KF-choice-asked)
    refused(s, Decline(seat=0), "KF-target")
    t = act(GAME.clone(s), Choose(seat=0, card=spider))  # a beast: Zorg and Mighty Tiger go
    assert zone_of(t, spider) == (0, Zone.PURGED) and names(t, t.players[1].battleline) == ["Hunting Witch"]
    assert t.players[0].battleline == []
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Troll")))  # a giant: shares no trait here
    assert [len(p.battleline) for p in t.players] == [1, 2]
    # no creature in hand: the virus is only sacrificed
    s = position(house="Brobnar", seats=[dict(artifacts=["Custom Virus"], battleline=["Zorg"], hand=["Anger"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Custom Virus")))
    assert GAME.pending(s).rule == "KF-turn-1" and [len(p.battleline) for p in s.players] == [1, 1]


# -- Gongoozle: "Play: deal 3 damage to a creature; if it is not destroyed, its owner discards --
# -- a random card from their hand" -------------------------------------------------------------

def _gongoozle(target):
    s = position(house="Dis", seats=[dict(battleline=["Dodger", "Silvertooth"], hand=["Gongoozle", "Shooler"]),
                                     dict(battleline=["Urchin", "Sneklifter", "Shadow Self"], hand=["Ember Imp"],
                                          amber=3)])
    return act(play(s, "Gongoozle"), Choose(seat=0, card=card(s, target)))


def test_gongoozle_makes_the_owner_discard_only_when_its_creature_survives():
    for target in ("Silvertooth", "Urchin"):  # destroyed: no discard on either side
        s = _gongoozle(target)
        assert s.inplay[card(s, target)] is None
        assert names(s, s.players[0].hand) == ["Shooler"] and names(s, s.players[1].hand) == ["Ember Imp"]
    s = _gongoozle("Dodger")  # survives: its owner, seat 0, discards its only card
    assert s.inplay[card(s, "Dodger")].damage == 3 and zone_of(s, card(s, "Shooler")) == (0, Zone.DISCARD)
    s = _gongoozle("Sneklifter")  # Shadow Self takes the damage: Sneklifter survives untouched
    assert s.inplay[card(s, "Sneklifter")].damage == 0 and s.inplay[card(s, "Shadow Self")].damage == 3
    assert zone_of(s, card(s, "Ember Imp")) == (1, Zone.DISCARD)


# -- Hecatomb: "Play: destroy each Dis creature; each player gains 1 per creature they lost" ---

def test_hecatomb_pays_each_player_for_their_own_dis_creatures():
    s = position(house="Dis", seats=[dict(hand=["Hecatomb"], battleline=["Ember Imp", "Pit Demon", "Troll"]),
                                     dict(battleline=["Shooler", "Krump", "Bumpsy"])])
    s = play(s, "Hecatomb")
    assert [names(s, p.battleline) for p in s.players] == [["Troll"], ["Krump", "Bumpsy"]]
    assert (s.players[0].amber, s.players[1].amber) == (1 + 2, 1)  # its bonus, then 2 and 1


# -- Lady Maxena: "Play: stun a creature. Action: return Lady Maxena to its owner's hand" -------

def test_lady_maxena_stuns_on_play_and_returns_to_hand_by_its_action():
    s = position(house="Sanctum", seats=[dict(hand=["Lady Maxena"], battleline=["Champion Anaphiel"]),
                                         dict(battleline=["Troll", "Krump"])])
    s = act(play(s, "Lady Maxena"), Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned
    s = position(house="Sanctum", seats=[dict(battleline=["Lady Maxena"]), dict(battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Lady Maxena")))
    assert zone_of(s, card(s, "Lady Maxena")) == (0, Zone.HAND)


# -- Chuff Ape: "Taunt. Enters play stunned. Fight/Reap: you may sacrifice another friendly ----
# -- creature; if you do, fully heal Chuff Ape" -------------------------------------------------

def test_chuff_ape_enters_stunned_and_may_eat_a_friend_to_heal():
    s = play(position(house="Mars", seats=[dict(hand=["Chuff Ape"]), {}]), "Chuff Ape")
    assert s.inplay[card(s, "Chuff Ape")].stunned
    s = position(house="Mars", seats=[dict(battleline=["Chuff Ape", "Urchin", "Silvertooth"]),
                                      dict(battleline=["Ancient Bear", "Krump"])])
    ape = card(s, "Chuff Ape")
    s = act(s, Fight(seat=0, attacker=ape, defender=card(s, "Ancient Bear")))
    assert s.inplay[ape].damage == 5
    assert sorted(o.card for o in options(s) if isinstance(o, Choose)) == [card(s, "Urchin"), card(s, "Silvertooth")]
    assert Decline(seat=0) in options(s)
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    t = act(GAME.clone(s), Decline(seat=0))
    assert t.inplay[ape].damage == 5
    t = act(GAME.clone(s), Choose(seat=0, card=card(s, "Urchin")))
    assert t.inplay[ape].damage == 0 and zone_of(t, card(s, "Urchin")) == (0, Zone.DISCARD)


# -- Blood Money: "Play: place 2 Æmber from the common supply on an enemy creature" ------------

def test_blood_money_puts_two_amber_from_the_supply_on_an_enemy_creature():
    s = position(house="Brobnar", seats=[dict(hand=["Blood Money"], battleline=["Troll"]), dict(battleline=["Zorg"])])
    s = play(s, "Blood Money")
    assert options(s) == [Choose(seat=0, card=card(s, "Zorg"))]  # enemy creatures only
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert s.inplay[card(s, "Zorg")].amber == 2 and (s.players[0].amber, s.players[1].amber) == (0, 0)


# -- Bigtwig: "can only fight stunned creatures. Reap: stun and exhaust a creature" ------------

def test_bigtwig_fights_only_stunned_creatures_and_stuns_when_it_reaps():
    s = position(house="Untamed", seats=[dict(hand=["Inka the Spider"], battleline=["Bigtwig"]),
                                         dict(battleline=["Troll"])])
    bigtwig, troll = card(s, "Bigtwig"), card(s, "Troll")
    assert not [o for o in options(s) if isinstance(o, Fight)]
    refused(s, Fight(seat=0, attacker=bigtwig, defender=troll), "KF-fight-card")
    t = act(play(GAME.clone(s), "Inka the Spider", flank=Flank.LEFT), Choose(seat=0, card=troll))
    assert Fight(seat=0, attacker=bigtwig, defender=troll) in options(t)
    t = act(GAME.clone(s), Reap(seat=0, card=bigtwig), Choose(seat=0, card=troll))
    assert t.inplay[troll].stunned and t.inplay[troll].exhausted


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


# -- Looter Goblin: "Reap: for the rest of the turn, gain 1 Æmber each time an enemy creature --
# -- is destroyed" -------------------------------------------------------------------------------

def test_looter_goblin_pays_for_enemy_creatures_even_after_it_left_play():
    s = position(house="Brobnar", seats=[dict(battleline=["Looter Goblin", "Troll"], hand=["Punch", "Lava Ball"]),
                                         dict(battleline=["Urchin", "Silvertooth"])])
    goblin = card(s, "Looter Goblin")
    s = act(s, Reap(seat=0, card=goblin))
    assert s.players[0].amber == 1
    t = act(play(GAME.clone(s), "Lava Ball"), Choose(seat=0, card=card(s, "Urchin")))  # 4 and 2 splash
    assert t.players[1].battleline == [] and t.players[0].amber == 1 + 2
    t = act(play(GAME.clone(s), "Punch"), Choose(seat=0, card=goblin))  # a friendly creature: nothing
    assert zone_of(t, goblin) == (0, Zone.DISCARD) and t.players[0].amber == 1 + 1  # Punch's bonus
    t = act(play(t, "Lava Ball"), Choose(seat=0, card=card(s, "Urchin")))
    assert t.players[0].amber == 2 + 2  # the effect lasts the turn, goblin or not


# -- Arise!: "Play: choose a house; return each creature of that house from your discard pile --
# -- to your hand. Gain 1 chain." ----------------------------------------------------------------

def test_arise_returns_the_chosen_houses_creatures_and_gains_a_chain():
    s = position(house="Dis", seats=[dict(hand=["Arise!"], discard=["Pit Demon", "Pitlord", "Ancient Bear"],
                                          deck=["Troll"] * 8), dict(battleline=["Mighty Tiger"])])
    s = play(s, "Arise!")
    assert len(options(s)) == 7  # any house of the set (KF-choose-one)
    t = act(GAME.clone(s), ChooseOption(seat=0, option="Dis"))
    assert names(t, t.players[0].hand) == ["Pit Demon", "Pitlord"] and t.players[0].chains == 1
    t = act(GAME.clone(s), ChooseOption(seat=0, option="Untamed"))
    assert names(t, t.players[0].hand) == ["Ancient Bear"]
    t = act(t, EndStep(seat=0))  # the chain costs one card of the draw, and is shed
    assert len(t.players[0].hand) == 5 and t.players[0].chains == 0


# -- Bait and Switch: "Play: if your opponent has more Æmber than you, steal 1. Repeat this ----
# -- card's effect if your opponent still has more Æmber than you." -----------------------------

def test_bait_and_switch_repeats_its_whole_effect_while_the_opponent_has_more():
    # a repeat resolves the whole effect again, the repeat too (KF-repeat): 0 against 7 ends at
    # 4 against 3 (keyteki repeats once: 2 against 5)
    for mine, theirs, after in ((1, 1, (1, 1)), (0, 1, (1, 0)), (1, 4, (3, 2)), (0, 7, (4, 3))):
        s = play(position(house="Shadows", seats=[dict(amber=mine, hand=["Bait and Switch"]), dict(amber=theirs)]),
                 "Bait and Switch")
        assert (s.players[0].amber, s.players[1].amber) == after


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


# -- Bear Flute: "Action: fully heal an Ancient Bear; if none is in play, put each Ancient Bear --
# -- from your deck and discard pile into your hand (and shuffle the discard pile into the deck)"

def test_bear_flute_heals_a_bear_in_play_or_fetches_every_bear():
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], discard=["Ancient Bear", "Halacor"],
                                              deck=["Troll"]), {}])
    s = deal(act(s, UseAction(seat=0, card=card(s, "Bear Flute"))))
    assert names(s, s.players[0].hand) == ["Ancient Bear"] and s.players[0].discard == []
    assert sorted(names(s, s.players[0].deck)) == ["Halacor", "Troll"]
    s = position(house="Untamed", seats=[dict(artifacts=["Bear Flute"], discard=["Ancient Bear"],
                                              battleline=[{"card": "Ancient Bear", "damage": 3}]), {}])
    bear = next(c for c in s.players[0].battleline)
    s = act(s, UseAction(seat=0, card=card(s, "Bear Flute")), Choose(seat=0, card=bear))
    assert s.inplay[bear].damage == 0 and names(s, s.players[0].discard) == ["Ancient Bear"]


# -- Annihilation Ritual: "When a creature would enter a discard pile from play, purge it" -----

def test_annihilation_ritual_purges_creatures_leaving_play_not_cards_discarded_from_hand():
    s = position(house="Dis", seats=[dict(artifacts=["Annihilation Ritual"], battleline=["Ember Imp", "Guardian Demon",
                                                                                         "Pit Demon"],
                                          hand=["Hand of Dis", "Hand of Dis", "Pitlord"]),
                                     dict(battleline=["Mighty Tiger", "Snufflegator", "Inka the Spider"])])
    for victim, owner in (("Guardian Demon", 0), ("Snufflegator", 1)):  # either side's
        t = act(play(GAME.clone(s), "Hand of Dis"), Choose(seat=0, card=card(s, victim)))
        assert zone_of(t, card(s, victim)) == (owner, Zone.PURGED)
    t = act(GAME.clone(s), Discard(seat=0, card=card(s, "Pitlord")))
    assert zone_of(t, card(s, "Pitlord")) == (0, Zone.DISCARD)


# -- Ammonia Clouds: "Play: deal 3 damage to each creature" -------------------------------------

def test_ammonia_clouds_damages_every_creature():
    s = play(position(house="Mars", seats=[dict(hand=["Ammonia Clouds"], battleline=["Troll"]),
                                           dict(battleline=["Hunting Witch", "Mother"])]), "Ammonia Clouds")
    assert [names(s, p.battleline) for p in s.players] == [["Troll"], ["Mother"]]
    assert s.inplay[card(s, "Troll")].damage == 3 and s.inplay[card(s, "Mother")].damage == 3


# -- Halacor: "Each friendly flank creature gains skirmish" -------------------------------------

def test_halacor_gives_skirmish_to_friendly_flank_creatures_only():
    s = position(house="Sanctum", seats=[dict(battleline=["Halacor", "Troll", "Sequis"]), dict(battleline=["Krump"])])
    assert [has(s, card(s, n), Keyword.SKIRMISH) for n in ("Halacor", "Troll", "Sequis")] == [True, False, True]
    assert not has(s, card(s, "Krump"), Keyword.SKIRMISH)  # an enemy flank creature


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


# -- King of the Crag: "Each enemy Brobnar creature gets -2 power" ------------------------------

def test_king_of_the_crag_weakens_enemy_brobnar_creatures_only():
    s = position(house="Brobnar", seats=[dict(hand=["King of the Crag"], battleline=["Troll"]),
                                         dict(battleline=["Krump", "Batdrone", "Pingle Who Annoys"])])
    s = play(s, "King of the Crag")
    assert power(s, card(s, "Troll")) == 8 and power(s, card(s, "Krump")) == 4 and power(s, card(s, "Batdrone")) == 2
    assert zone_of(s, card(s, "Pingle Who Annoys")) == (1, Zone.DISCARD)  # 2 - 2: no power left
    # Pingle's reaction to King entering play was set off while Pingle was in play, so it still
    # deals its 1 damage (keyteki drops it once Pingle is gone; KF-simultaneous)
    assert s.inplay[card(s, "King of the Crag")].damage == 1


# -- Iron Obelisk: "Your opponent's keys cost +1 for each friendly damaged Brobnar creature" ---

def test_iron_obelisk_counts_friendly_damaged_brobnar_creatures():
    s = position(start="turn", active=1, seats=[
        dict(artifacts=["Iron Obelisk"], battleline=["Troll", {"card": "Valdr", "damage": 1},
                                                      {"card": "Bumpsy", "damage": 1}, {"card": "Sequis", "damage": 1}]),
        dict(amber=7, battleline=[{"card": "Ganger Chieftain", "damage": 2}])])
    assert s.players[1].keys == 0 and s.players[1].amber == 7  # 6 + 2: Sequis and the enemy giant do not count
    s = position(start="turn", active=1, seats=[
        dict(artifacts=["Iron Obelisk"], battleline=["Troll", {"card": "Valdr", "damage": 1}]),
        dict(amber=9, battleline=[{"card": "Ganger Chieftain", "damage": 2}])])
    assert s.players[1].keys == 1 and s.players[1].amber == 2


# -- EMP Blast: "Play: each Mars creature and each Robot creature is stunned; each artifact is --
# -- destroyed" ---------------------------------------------------------------------------------

def test_emp_blast_stuns_mars_and_robot_creatures_and_destroys_every_artifact():
    s = position(house="Mars", seats=[dict(hand=["EMP Blast"], battleline=["Dodger", "Mother"]),
                                      dict(battleline=["Blypyp"], artifacts=["Crystal Hive"])])
    s = play(s, "EMP Blast")
    assert [s.inplay[card(s, n)].stunned for n in ("Dodger", "Mother", "Blypyp")] == [False, True, True]
    assert zone_of(s, card(s, "Crystal Hive")) == (1, Zone.DISCARD)  # Mother: a Logos robot


# -- Deep Probe: "Play: choose a house; reveal your opponent's hand; discard each creature of ---
# -- that house revealed" -----------------------------------------------------------------------

def test_deep_probe_discards_the_opponents_creatures_of_the_house_chosen():
    s = position(house="Mars", seats=[dict(hand=["Deep Probe", "Umbra"]), dict(hand=["Krump", "Urchin", "Dodger", "Cannon"])])
    s = act(play(s, "Deep Probe"), ChooseOption(seat=0, option="Shadows"))
    assert names(s, s.players[0].hand) == ["Umbra"]  # only the opponent's hand
    assert names(s, s.players[1].hand) == ["Krump", "Cannon"] and names(s, s.players[1].discard) == ["Urchin", "Dodger"]


# -- Begone!: "Play: choose one: destroy each Dis creature, or gain 1 Æmber" --------------------

def test_begone_destroys_each_dis_creature_or_gains_one():
    s = play(position(house="Sanctum", seats=[dict(hand=["Begone!"], battleline=["Sequis"]),
                                              dict(battleline=["Shooler", "Krump"])]), "Begone!")
    t = act(GAME.clone(s), ChooseOption(seat=0, option="destroy each Dis creature"))
    assert [names(t, p.battleline) for p in t.players] == [["Sequis"], ["Krump"]] and t.players[0].amber == 0
    t = act(GAME.clone(s), ChooseOption(seat=0, option="gain 1 Æmber"))
    assert t.players[0].amber == 1 and len(t.players[1].battleline) == 2


# -- Blinding Light: "Play: choose a house; stun each creature of that house" -------------------

def test_blinding_light_stuns_each_creature_of_the_house_chosen_on_both_sides():
    s = play(position(house="Sanctum", seats=[dict(hand=["Blinding Light"], battleline=["Ancient Bear", "Sequis"]),
                                              dict(battleline=["Mindwarper", "Zorg", "Champion Anaphiel"])]),
             "Blinding Light")
    assert len(options(s)) == 7
    for house, stunned in (("Mars", ["Mindwarper", "Zorg"]), ("Sanctum", ["Sequis", "Champion Anaphiel"]),
                           ("Dis", [])):
        t = act(GAME.clone(s), ChooseOption(seat=0, option=house))
        assert [name for name in ("Ancient Bear", "Sequis", "Mindwarper", "Zorg", "Champion Anaphiel")
                if t.inplay[card(t, name)].stunned] == stunned


# -- Cooperative Hunting: "Play: deal 1 damage for each friendly creature in play; you may -----
# -- divide this damage among any number of creatures" ------------------------------------------

def _hunting(game=GAME):
    return game.from_position({"house": "Untamed", "seats": [
        {"hand": ["Cooperative Hunting"], "battleline": ["Commander Remiel", "Troll", "Sequis", "Bumpsy"]},
        {"battleline": ["Mighty Tiger", "Inka the Spider"]}]})


def test_cooperative_hunting_divides_its_damage_and_deals_it_all_at_once():
    # keyforge-6 (KF-divide): each point is allotted as chosen; nothing is destroyed before the
    # fourth point is placed, so Inka (power 1) may take two, as in keyteki
    s = play(_hunting(), "Cooperative Hunting")
    inka, troll, tiger = card(s, "Inka the Spider"), card(s, "Troll"), card(s, "Mighty Tiger")
    assert len(options(s)) == 6  # any creature, either side
    s = act(s, Choose(seat=0, card=inka))
    assert s.inplay[inka].damage == 0 and Choose(seat=0, card=inka) in options(s)  # still there
    s = act(s, Choose(seat=0, card=inka), Choose(seat=0, card=troll))
    assert s.inplay[troll].damage == 0 and s.inplay[inka] is not None
    s = act(s, Choose(seat=0, card=tiger))  # the last point: all of it is dealt now
    assert zone_of(s, inka) == (1, Zone.DISCARD)
    assert s.inplay[troll].damage == 1 and s.inplay[tiger].damage == 1
    assert not [e for e in s.effects if e.kind is EffectKind.ALLOTTED] and GAME.pending(s).rule == "KF-turn-1"


def test_cooperative_hunting_with_a_lone_enemy_may_put_every_point_on_it():
    s = play(position(house="Untamed", seats=[dict(hand=["Cooperative Hunting"], battleline=["Troll", "Sequis", "Bumpsy"]),
                                              dict(battleline=["Urchin"])]), "Cooperative Hunting")
    urchin = card(s, "Urchin")
    s = act(s, Choose(seat=0, card=urchin), Choose(seat=0, card=urchin), Choose(seat=0, card=urchin))
    assert zone_of(s, urchin) == (1, Zone.DISCARD)
    assert all(s.inplay[c].damage == 0 for c in s.players[0].battleline)  # no point had to hit a friend


def test_keyforge_5_deals_cooperative_huntings_points_one_by_one():
    old = GAME.for_rules("keyforge-5")
    s = _hunting(old)
    s = old.apply(s, PlayCard(seat=0, card=card(s, "Cooperative Hunting")))
    s = old.apply(s, Choose(seat=0, card=card(s, "Inka the Spider")))
    assert zone_of(s, card(s, "Inka the Spider")) == (1, Zone.DISCARD)  # gone after its first point
    with pytest.raises(IllegalEvent):
        old.apply(old.clone(s), Choose(seat=0, card=card(s, "Inka the Spider")))
