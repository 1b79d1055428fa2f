"""Using creatures by the rules text, rule by rule: reaping (KF-reap-1), who fights whom
(KF-fight-1), destruction (KF-destroy-1), simultaneous damage (KF-fight-2), Fight: abilities
only for a surviving attacker (KF-fight-3), no fight without an enemy creature (KF-fight-4),
the before-fight effects ordered by the active player (KF-before-fight) and a fight called off
once a combatant has left play (KF-fight-cancelled); artifacts never reap or fight
(KF-artifact-1), and only a card with an Action: ability is used for one (KF-action-1)."""

from kf_helpers import GAME, act, card, options, position, refused

from engine.games.keyforge.events import Fight, Reap, ResolveFirst, UseAction, UseOmni
from engine.protocol import Decision


def fight(state, attacker, defender, seat=0):
    return Fight(seat=seat, attacker=card(state, attacker, seat=seat),
                 defender=card(state, defender, seat=1 - seat))


# -- KF-reap-1, KF-fight-1, KF-destroy-1 ---------------------------------------------------------

def test_reaping_exhausts_gains_one_then_resolves_reap_abilities():
    s = position(house="Untamed", seats=[dict(battleline=["Dew Faerie"], amber=2), {}])
    faerie = card(s, "Dew Faerie")
    s = act(s, Reap(seat=0, card=faerie))
    assert s.inplay[faerie].exhausted and s.players[0].amber == 2 + 1 + 1  # the reap, then Reap: gain 1
    refused(s, Reap(seat=0, card=faerie), "KF-use-exhausted")


def test_the_attackers_controller_chooses_an_enemy_creature_and_the_attacker_exhausts():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Bumpsy"]),
                                         dict(battleline=["Krump", "Urchin"])])
    troll = card(s, "Troll")
    fights = [o for o in options(s) if isinstance(o, Fight) and o.attacker == troll]
    assert {o.defender for o in fights} == {card(s, "Krump"), card(s, "Urchin")}  # any enemy creature
    refused(s, Fight(seat=1, attacker=card(s, "Krump"), defender=troll), "KF-seat")
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Bumpsy")), "KF-fight-restrict")
    s = act(s, fight(s, "Troll", "Krump"))
    assert s.inplay[troll].exhausted
    refused(s, fight(s, "Troll", "Urchin"), "KF-use-exhausted")


def test_a_creature_with_damage_at_least_its_power_goes_to_its_owners_discard_pile():
    # seat 0 controls seat 1's Krump (power 6, 3 damage); Troll's 8 needs only 3 more
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Krump", "owner": 1, "damage": 3}]),
                                         dict(battleline=[{"card": "Headhunter", "damage": 2}])])
    krump = card(s, "Krump")
    s = act(s, Fight(seat=0, attacker=krump, defender=card(s, "Headhunter")))
    assert krump in s.players[1].discard and krump not in s.players[0].discard  # 3 + 5 >= 6
    assert card(s, "Headhunter") in s.players[1].discard  # 2 + 6 >= 5
    # damage below power stays on the creature
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Krump"])])
    s = act(s, fight(s, "Troll", "Krump"))
    assert s.inplay[card(s, "Troll")].damage == 6 and card(s, "Troll") in s.players[0].battleline


# -- KF-fight-2: each deals its power to the other, at the same time ---------------------------

def test_both_creatures_deal_their_power_at_once_even_when_one_dies():
    # Troll (8) attacks Krump (6): Krump is destroyed, and still deals its 6 to Troll
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Krump"])])
    s = act(s, fight(s, "Troll", "Krump"))
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert krump in s.players[1].discard and s.inplay[krump] is None
    assert s.inplay[troll].damage == 6 and s.inplay[troll].exhausted


def test_two_creatures_that_kill_each_other_are_both_destroyed():
    # Bumpsy (5) attacks Headhunter (5): neither strikes first, both are destroyed
    s = position(house="Brobnar", seats=[dict(battleline=["Bumpsy"]), dict(battleline=["Headhunter"])])
    s = act(s, fight(s, "Bumpsy", "Headhunter"))
    assert card(s, "Bumpsy") in s.players[0].discard and card(s, "Headhunter") in s.players[1].discard
    assert s.players[0].battleline == [] and s.players[1].battleline == []


# -- KF-fight-3: Fight: abilities resolve only if the attacker survives ------------------------

def test_a_surviving_attacker_resolves_its_fight_ability():
    s = position(house="Brobnar", seats=[dict(battleline=["Headhunter"]), dict(battleline=["Silvertooth"])])
    s = act(s, fight(s, "Headhunter", "Silvertooth"))  # 5 against 2: Headhunter survives
    assert s.inplay[card(s, "Headhunter")].damage == 2
    assert s.players[0].amber == 1  # Fight: gain 1


def test_an_attacker_destroyed_in_the_fight_resolves_no_fight_ability():
    s = position(house="Brobnar", seats=[dict(battleline=["Headhunter"]), dict(battleline=["Krump"])])
    s = act(s, fight(s, "Headhunter", "Krump"))  # 5 against 6: Headhunter dies, Krump lives
    assert card(s, "Headhunter") in s.players[0].discard
    assert s.players[0].amber == 0


def test_an_attacker_that_kills_and_dies_resolves_no_fight_ability():
    s = position(house="Brobnar", seats=[dict(battleline=["Headhunter"]), dict(battleline=["Bumpsy"])])
    s = act(s, fight(s, "Headhunter", "Bumpsy"))
    assert s.players[0].battleline == [] and s.players[1].battleline == []
    assert s.players[0].amber == 0


def test_a_fight_stopped_by_elusive_still_resolves_the_fight_ability():
    # elusive stops the damage, not the fight: Headhunter survived a fight
    s = position(house="Brobnar", seats=[dict(battleline=["Headhunter"]), dict(battleline=["Urchin"])])
    s = act(s, fight(s, "Headhunter", "Urchin"))
    assert s.inplay[card(s, "Urchin")].damage == 0 and s.players[0].amber == 1


# -- KF-fight-4: no enemy creature, no fight ---------------------------------------------------

def test_a_creature_cannot_fight_when_the_opponent_has_no_creature():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Krump"]), dict(artifacts=["Lifeward"])])
    troll = card(s, "Troll")
    # no defender can make it legal: not the opponent's artifact, not a friendly creature
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Lifeward")), "KF-fight-4")
    refused(s, Fight(seat=0, attacker=troll, defender=card(s, "Krump")), "KF-fight-4")
    assert not [o for o in options(s) if isinstance(o, Fight)]
    assert Reap(seat=0, card=troll) in options(s)  # it may still be used otherwise
    # an enemy creature in play: the same creature may fight, and only enemy creatures
    s = position(house="Brobnar", seats=[dict(battleline=["Troll", "Krump"]), dict(battleline=["Urchin"])])
    refused(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Krump")), "KF-fight-restrict")
    assert Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")) in options(s)


# -- KF-artifact-1 and KF-action-1 -------------------------------------------------------------

def test_artifacts_cannot_reap_or_fight():
    s = position(house="Brobnar", seats=[dict(artifacts=["Gauntlet of Command"], battleline=["Troll"]),
                                         dict(battleline=["Krump"])])
    gauntlet = card(s, "Gauntlet of Command")
    refused(s, Reap(seat=0, card=gauntlet), "KF-artifact-1")
    refused(s, Fight(seat=0, attacker=gauntlet, defender=card(s, "Krump")), "KF-artifact-1")
    assert [o for o in options(s) if getattr(o, "card", getattr(o, "attacker", None)) == gauntlet] \
        == [UseAction(seat=0, card=gauntlet)]


def test_only_a_card_with_an_action_ability_is_used_for_it():
    s = position(house="Dis", seats=[dict(battleline=["Pit Demon", "Gabos Longarms"],
                                          artifacts=["Lash of Broken Dreams", "Lifeward"]),
                                     dict(amber=2)])
    refused(s, UseAction(seat=0, card=card(s, "Gabos Longarms")), "KF-action-1")  # Before Fight: only
    refused(s, UseAction(seat=0, card=card(s, "Lifeward")), "KF-action-1")  # an Omni: ability only
    refused(s, UseOmni(seat=0, card=card(s, "Pit Demon")), "KF-omni")
    s = act(s, UseAction(seat=0, card=card(s, "Pit Demon")))  # Action: steal 1
    assert (s.players[0].amber, s.players[1].amber) == (1, 1)
    assert s.inplay[card(s, "Pit Demon")].exhausted


# -- KF-before-fight: ordered by the active player, each resolved before the next ---------------

def _firespitter_meets_grubbling():
    # Firespitter (power 5, armor 1; Before Fight: 1 damage to each enemy creature) attacks a
    # Briar Grubbling (power 2, hazardous 5) that already has 1 damage
    return position(house="Brobnar", seats=[dict(battleline=["Firespitter"]),
                                            dict(battleline=[{"card": "Briar Grubbling", "damage": 1},
                                                             "Krump"])])


def test_before_fight_and_hazardous_are_ordered_by_the_active_player():
    s = _firespitter_meets_grubbling()
    s = act(s, fight(s, "Firespitter", "Briar Grubbling"))
    spit, grub, krump = card(s, "Firespitter"), card(s, "Briar Grubbling"), card(s, "Krump")
    p = GAME.pending(s)
    assert isinstance(p, Decision) and p.seat == 0  # the active player orders, not the defender's
    before = ResolveFirst(seat=0, card=spit, effect="before_fight", ability="CotA-032")
    hazardous = ResolveFirst(seat=0, card=grub, effect="hazardous", ability="CotA-348")
    assert sorted(p.options, key=str) == sorted([before, hazardous], key=str)
    refused(s, ResolveFirst(seat=1, card=grub, effect="hazardous", ability="CotA-348"), "KF-seat")
    refused(s, Reap(seat=0, card=spit), "KF-sequence")  # the fight is not over

    # Before Fight: first: Grubbling is destroyed by it, so its hazardous never happens
    first = act(GAME.clone(s), before)
    assert grub in first.players[1].discard and first.inplay[spit].damage == 0
    assert first.inplay[krump].damage == 1 and GAME.pending(first).rule == "KF-turn-1"

    # hazardous first: 5 damage less 1 armor, then the Before Fight: still destroys Grubbling
    other = act(GAME.clone(s), hazardous)
    assert other.inplay[spit].damage == 4 and grub in other.players[1].discard
    assert other.inplay[krump].damage == 1


def test_before_fight_effects_that_cannot_change_anything_are_not_asked():
    # an undamaged Grubbling survives the 1 damage: either order ends the same
    s = position(house="Brobnar", seats=[dict(battleline=["Firespitter"]),
                                         dict(battleline=["Briar Grubbling"])])
    s = act(s, fight(s, "Firespitter", "Briar Grubbling"))
    assert GAME.pending(s).rule == "KF-turn-1"
    # Before Fight: 1 and Firespitter's 5 in the fight; hazardous 5 less 1 armor, then Grubbling's 2
    assert card(s, "Briar Grubbling") in s.players[1].discard
    assert card(s, "Firespitter") in s.players[0].discard  # 4 + 2 damage on power 5


# -- KF-fight-cancelled: once a combatant is gone, nothing more of the fight happens ---------

def test_a_hazardous_that_destroys_the_attacker_cancels_its_before_fight_ability():
    # Lord Golgotha (power 5, armor 2, 2 damage; Before Fight: 3 damage to each neighbour of
    # the defender) attacks Briar Grubbling, whose neighbour is Krump
    s = position(house="Sanctum", seats=[dict(battleline=[{"card": "Lord Golgotha", "damage": 2}]),
                                         dict(battleline=["Krump", "Briar Grubbling"])])
    s = act(s, fight(s, "Lord Golgotha", "Briar Grubbling"))
    gol, grub, krump = card(s, "Lord Golgotha"), card(s, "Briar Grubbling"), card(s, "Krump")
    hazardous = ResolveFirst(seat=0, card=grub, effect="hazardous", ability="CotA-348")
    s = act(s, hazardous)  # 5 less 2 armor on 2 damage: Golgotha is destroyed
    assert gol in s.players[0].discard
    assert s.inplay[krump].damage == 0  # its Before Fight: never happened
    assert s.inplay[grub].damage == 0 and GAME.pending(s).rule == "KF-turn-1"


def test_an_assault_that_destroys_the_defender_leaves_no_fight_and_no_fight_ability():
    # Headhunter wearing Way of the Bear (assault 2) attacks Silvertooth (power 2): the assault
    # destroys it, so there is no fight: no damage back, no Fight: gain
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Headhunter", "upgrades": ["Way of the Bear"]}]),
                                         dict(battleline=["Silvertooth", "Krump"])])
    s = act(s, fight(s, "Headhunter", "Silvertooth"))
    hh = card(s, "Headhunter")
    assert card(s, "Silvertooth") in s.players[1].discard
    assert s.inplay[hh].damage == 0 and s.inplay[hh].exhausted
    assert s.players[0].amber == 0
    refused(s, fight(s, "Headhunter", "Krump"), "KF-use-exhausted")  # it was used all the same


def test_the_order_question_reads_in_the_rules_words():
    s = _firespitter_meets_grubbling()
    s = act(s, fight(s, "Firespitter", "Briar Grubbling"))
    assert sorted(GAME.describe(s, o) for o in options(s)) == [
        "P0 resolves first the Before Fight: ability of Firespitter",
        "P0 resolves first the hazardous of Briar Grubbling"]
