"""keyforge-9: fixes from a hunt of the rules text's edges, with keyforge-8 kept for matches
recorded under it.

- KF-stun-1: "any time a stunned creature could normally be used, it can instead be used by
  exhausting it to remove its stun": a creature with an Omni: ability (Deipno Spymaster) could
  be used whatever the active house, so its stun may be removed outside its house too.
- KF-used: removing a stun and using an Action: ability are uses of a creature; Rocket Boots
  ready their creature only when this reap or fight is its first use of the turn, and Stampede
  counts the creatures used, not the uses.
- KF-check: "if you could forge a key at the start of your next turn": not with The Sting in
  play (its player skips the forge step), and yes when the pool and the Æmber on a key bank
  (Safe Place) together reach the cost, as the forge step would let them forge.

Each behaviour is shown under keyforge-9 (the current rules, `position`) and under keyforge-8
(`old_position`), whose matches still fold as they were recorded.
"""

import pytest

from kf_helpers import GAME, act, card, options, play, position, older, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import Choose, ChooseHouse, ChooseOption, Decline, EndStep, Fight, PlayCard, Reap, RemoveStun, UseAction, UseOmni
from engine.protocol import IllegalEvent
from engine.games.keyforge.state import Flank

OLD, old_position, old_act = older("keyforge-8")
DECK = ["Troll"] * 8


def test_keyforge_9_and_keyforge_8_still_replay_and_later_versions_keep_keyforge_9s_fixes():
    assert GAME.for_rules("keyforge-9").from_position({}).revision == 9 and position().revision >= 9
    assert OLD.rules_version == "keyforge-8" and old_position().revision == 8
    versions = GAME.rules_versions()
    order = list(versions)
    assert order[order.index("keyforge-9"):][:2] == ["keyforge-9", "keyforge-8"]
    for rule in ("KF-stun-1", "KF-used", "KF-check"):
        assert rule in versions["keyforge-9"] and "keyforge-9" in GAME.rules[rule].summary
    assert GAME.rules["KF-used"].assumption


# -- KF-stun-1: a stunned Omni: creature outside its house -------------------------------------

def _spymaster(pos=position, **spy):
    return pos(house="Brobnar", seats=[dict(battleline=[{"card": "Deipno Spymaster", "stunned": True, **spy},
                                                        {"card": "Urchin", "stunned": True}, "Troll"]),
                                       dict(battleline=["Krump"])])


def test_a_stunned_omni_creature_may_have_its_stun_removed_outside_its_house():
    s = _spymaster()
    spy, urchin = card(s, "Deipno Spymaster"), card(s, "Urchin")
    assert RemoveStun(seat=0, card=spy) in options(s)
    assert RemoveStun(seat=0, card=urchin) not in options(s)  # no Omni: Shadows only
    refused(s, RemoveStun(seat=0, card=urchin), "KF-use-house")
    refused(s, UseOmni(seat=0, card=spy), "KF-stun-1")  # the use removes the stun, nothing else
    s = act(s, RemoveStun(seat=0, card=spy))
    assert s.inplay[spy].exhausted and not s.inplay[spy].stunned
    assert s.used_names["Deipno Spymaster"] == 1  # a use: the rule of six counts it
    refused(s, UseOmni(seat=0, card=spy), "KF-use-exhausted")


def test_an_exhausted_stunned_omni_creature_keeps_its_stun():
    s = _spymaster(exhausted=True)
    spy = card(s, "Deipno Spymaster")
    assert RemoveStun(seat=0, card=spy) not in options(s)
    refused(s, RemoveStun(seat=0, card=spy), "KF-use-exhausted")


def test_keyforge_8_kept_a_stunned_omni_creature_stunned_outside_its_house():
    s = _spymaster(old_position)
    spy = card(s, "Deipno Spymaster")
    assert RemoveStun(seat=0, card=spy) not in OLD.pending(s).options
    with pytest.raises(IllegalEvent) as err:
        old_act(OLD.clone(s), RemoveStun(seat=0, card=spy))
    assert err.value.rule == "KF-use-house"


# -- KF-used: Rocket Boots and Stampede ---------------------------------------------------------

def _booted_troll(pos=position):
    return pos(house="Brobnar", seats=[dict(hand=["Anger"], battleline=[
        {"card": "Troll", "stunned": True, "upgrades": ["Rocket Boots"]}]), dict(battleline=["Krump"])])


def test_rocket_boots_do_not_ready_a_creature_whose_stun_was_removed_this_turn():
    s = _booted_troll()
    troll, krump = card(s, "Troll"), card(s, "Krump")
    s = act(s, RemoveStun(seat=0, card=troll))  # its first use
    s = act(play(s, "Anger"), Choose(seat=0, card=troll), Choose(seat=0, card=krump))  # readied, fights
    assert krump in s.players[1].discard  # Troll's 8 against Krump's 6
    assert s.inplay[troll].exhausted  # the fight was its second use: the boots do nothing
    refused(s, Reap(seat=0, card=troll), "KF-use-exhausted")


def test_keyforge_8_rocket_boots_counted_only_reaps_and_fights():
    s = _booted_troll(old_position)
    troll, krump = card(s, "Troll"), card(s, "Krump")
    s = old_act(s, RemoveStun(seat=0, card=troll))
    s = old_act(s, PlayCard(seat=0, card=card(s, "Anger")), Choose(seat=0, card=troll),
                Choose(seat=0, card=krump))
    assert not s.inplay[troll].exhausted  # as recorded: readied


def test_rocket_boots_do_not_ready_a_creature_after_its_action_was_used():
    s = position(house="Mars", seats=[dict(hand=["Squawker"], battleline=[
        {"card": "Mindwarper", "upgrades": ["Rocket Boots"]}]), dict(amber=2, battleline=["Krump"])])
    warper, krump = card(s, "Mindwarper"), card(s, "Krump")
    s = act(s, UseAction(seat=0, card=warper), Choose(seat=0, card=krump))  # Krump captures 1
    assert s.inplay[krump].amber == 1 and s.inplay[warper].exhausted
    s = act(play(s, "Squawker"), Choose(seat=0, card=warper))  # ready it
    assert not s.inplay[warper].exhausted
    s = act(s, Reap(seat=0, card=warper))
    assert s.inplay[warper].exhausted and s.players[0].amber == 1 + 1  # Squawker's bonus, the reap


def test_rocket_boots_still_ready_after_the_first_use_and_not_the_second():
    s = position(house="Untamed", seats=[dict(battleline=[{"card": "Dew Faerie", "upgrades": ["Rocket Boots"]}]), {}])
    faerie = card(s, "Dew Faerie")
    s = act(s, Reap(seat=0, card=faerie))
    assert not s.inplay[faerie].exhausted
    s = act(s, Reap(seat=0, card=faerie))
    assert s.inplay[faerie].exhausted and s.players[0].amber == 4  # 1 + 1 each reap
    refused(s, Reap(seat=0, card=faerie), "KF-use-exhausted")


def _stampede(pos=position):
    return pos(house="Untamed", seats=[dict(hand=["Stampede"], battleline=[
        {"card": "Dew Faerie", "upgrades": ["Rocket Boots"]}, "Snufflegator", {"card": "Ancient Bear", "stunned": True}]),
        dict(amber=3)])


def test_stampede_counts_creatures_used_not_uses():
    s = _stampede()
    faerie, gator = card(s, "Dew Faerie"), card(s, "Snufflegator")
    s = act(s, Reap(seat=0, card=faerie), Reap(seat=0, card=faerie), Reap(seat=0, card=gator))
    assert s.players[0].amber == 5
    two = play(GAME.clone(s), "Stampede")  # three uses, two creatures
    assert (two.players[0].amber, two.players[1].amber) == (5 + 1, 3)
    s = act(s, RemoveStun(seat=0, card=card(s, "Ancient Bear")))  # a third creature used
    s = play(s, "Stampede")
    assert (s.players[0].amber, s.players[1].amber) == (5 + 1 + 2, 1)


def test_keyforge_8_stampede_counted_every_use():
    s = _stampede(old_position)
    faerie, gator = card(s, "Dew Faerie"), card(s, "Snufflegator")
    s = old_act(s, Reap(seat=0, card=faerie), Reap(seat=0, card=faerie), Reap(seat=0, card=gator),
                PlayCard(seat=0, card=card(s, "Stampede")))
    assert (s.players[0].amber, s.players[1].amber) == (5 + 1 + 2, 1)


# -- KF-check: The Sting and key banks -----------------------------------------------------------

def _ends(pos, act_, **seat0):
    s = pos(house="Shadows", seats=[dict(deck=DECK, **seat0), dict(deck=DECK)])
    return act_(s, EndStep(seat=0))


def test_no_check_while_the_sting_skips_its_players_forge_step():
    s = _ends(position, act, amber=7, artifacts=["The Sting"])
    assert not s.players[0].check and s.active == 1
    assert not any("Check" in n for n in GAME.view(s, None).notes)
    s = _ends(position, act, amber=7)
    assert s.players[0].check and GAME.view(s, 1).notes == [f"{s.players[0].name}: Check!"]


def test_check_counts_the_amber_on_a_key_bank():
    s = _ends(position, act, amber=4, artifacts=[{"card": "Safe Place", "amber": 2}])
    assert s.players[0].check  # 4 + 2: the forge step would let them forge
    s = _ends(position, act, amber=4, artifacts=[{"card": "Safe Place", "amber": 1}])
    assert not s.players[0].check  # 4 + 1 is short


def test_keyforge_8_checked_the_pool_alone():
    assert _ends(old_position, old_act, amber=7, artifacts=["The Sting"]).players[0].check
    assert not _ends(old_position, old_act, amber=4, artifacts=[{"card": "Safe Place", "amber": 2}]).players[0].check


# -- KF-any-house: Horseman of War's creatures "can only fight" ----------------------------------

def _horseman(pos=position):
    return pos(house="Sanctum", seats=[dict(hand=["Horseman of War", "Sequis"], deck=["Dust Pixie"] * 8, battleline=[
        "Lady Maxena", "Deipno Spymaster", {"card": "Troll", "stunned": True}], artifacts=["Gorm of Omm"]),
        dict(battleline=["Krump"], artifacts=["Cannon"], deck=["Bumpsy"] * 8)])


def test_horseman_of_war_lets_every_friendly_creature_only_fight_the_active_house_too():
    """keyteki's spec: Sequis, of the active house, has no reap once Horseman of War is played."""
    s = play(_horseman(), "Horseman of War")
    maxena, spy, troll, krump = (card(s, n) for n in ("Lady Maxena", "Deipno Spymaster", "Troll", "Krump"))
    refused(s, Reap(seat=0, card=maxena), "KF-lasting")
    refused(s, UseAction(seat=0, card=maxena), "KF-lasting")  # Sanctum, but only fight
    refused(s, UseOmni(seat=0, card=spy), "KF-lasting")
    horseman = card(s, "Horseman of War")
    refused(s, Reap(seat=0, card=horseman), "KF-use-exhausted")
    opts = options(s)
    assert not any(isinstance(o, (Reap, UseAction)) for o in opts)
    assert UseOmni(seat=0, card=spy) not in opts and UseOmni(seat=0, card=card(s, "Gorm of Omm")) in opts  # artifacts as usual
    assert RemoveStun(seat=0, card=troll) in opts  # a creature that may fight may shed its stun
    s = play(s, "Sequis")  # one played after it is friendly too
    refused(s, UseAction(seat=0, card=card(s, "Sequis")), "KF-use-exhausted")
    s = act(s, Fight(seat=0, attacker=maxena, defender=krump))
    assert s.inplay[krump].damage == 5
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1),
               ChooseHouse(seat=0, house=House.SANCTUM))
    assert {Reap(seat=0, card=card(s, "Sequis")), Reap(seat=0, card=horseman)} <= set(options(s))  # that turn only


def test_keyforge_8_horseman_of_war_let_the_active_house_reap_and_act():
    s = _horseman(old_position)
    s = old_act(s, PlayCard(seat=0, card=card(s, "Horseman of War"), flank=Flank.RIGHT))
    maxena, spy = card(s, "Lady Maxena"), card(s, "Deipno Spymaster")
    assert Reap(seat=0, card=maxena) in OLD.pending(s).options
    assert UseOmni(seat=0, card=spy) in OLD.pending(s).options


# -- KF-control, KF-held: a creature coming back to its owner goes to a flank chosen -------------

def _harland(pos=position):
    return pos(house="Logos", seats=[
        dict(battleline=["Dextre", "Sequis"], hand=["Harland Mindlock", "Phase Shift", "Sergeant Zakiel"]),
        dict(battleline=["Troll", "Valdr", "Dust Imp"])])


def _harland_falls(s, act_=act):
    """keyteki's spec: Harland takes Troll to the left flank; Sergeant Zakiel readies Harland and
    it fights Valdr, who destroys it."""
    troll, valdr, harland = card(s, "Troll"), card(s, "Valdr"), card(s, "Harland Mindlock")
    s = act_(s, PlayCard(seat=0, card=harland, flank=Flank.RIGHT), Choose(seat=0, card=troll),
             ChooseOption(seat=0, option="left"),
             PlayCard(seat=0, card=card(s, "Phase Shift")),
             PlayCard(seat=0, card=card(s, "Sergeant Zakiel"), flank=Flank.RIGHT),
             Choose(seat=0, card=harland), Choose(seat=0, card=valdr))
    return s, troll, valdr


def test_the_creature_harland_mindlock_held_goes_back_to_the_flank_its_player_chooses():
    s, troll, valdr = _harland_falls(_harland())
    assert card(s, "Harland Mindlock") in s.players[0].discard
    assert [o.option for o in options(s)] == ["left", "right"]  # Harland's player, as keyteki asks
    refused(s, ChooseOption(seat=1, option="left"), "KF-seat")
    s = act(s, ChooseOption(seat=0, option="left"))
    assert s.players[1].battleline == [troll, valdr, card(s, "Dust Imp")] and s.owner[troll] == 1
    assert isinstance(options(s)[-1], EndStep)


def test_keyforge_8_put_the_creature_harland_mindlock_held_on_its_owners_right_flank_unasked():
    s, troll, valdr = _harland_falls(_harland(old_position), old_act)
    assert s.players[1].battleline == [valdr, card(s, "Dust Imp"), troll]
    assert isinstance(OLD.pending(s).options[-1], EndStep)


def test_the_creature_spangler_box_purged_comes_back_to_the_flank_the_boxs_player_chooses():
    s = position(house="Logos", seats=[dict(artifacts=["Spangler Box"], battleline=["Doc Bookton"], deck=["Dust Pixie"] * 7),
                                       dict(battleline=["Troll", "Krump"], artifacts=["Gorm of Omm"], deck=["Bumpsy"] * 7)])
    box, troll, krump = card(s, "Spangler Box"), card(s, "Troll"), card(s, "Krump")
    s = act(s, UseAction(seat=0, card=box), Choose(seat=0, card=troll))
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
    s = act(s, UseOmni(seat=1, card=card(s, "Gorm of Omm")), Choose(seat=1, card=box))  # the box is seat 1's now
    assert s.players[1].battleline == [krump, troll] and [o.option for o in options(s)] == ["left", "right"]
    refused(s, ChooseOption(seat=0, option="left"), "KF-seat")
    s = act(s, ChooseOption(seat=1, option="left"))
    assert s.players[1].battleline == [troll, krump]


def test_a_creature_coming_back_to_an_empty_battleline_is_not_asked_about():
    s = position(house="Logos", seats=[dict(artifacts=["Spangler Box"], deck=["Dust Pixie"] * 7),
                                       dict(battleline=["Troll"], artifacts=["Gorm of Omm"], deck=["Bumpsy"] * 7)])
    box, troll = card(s, "Spangler Box"), card(s, "Troll")
    s = act(s, UseAction(seat=0, card=box), Choose(seat=0, card=troll))
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
    s = act(s, UseOmni(seat=1, card=card(s, "Gorm of Omm")), Choose(seat=1, card=box))
    assert s.players[1].battleline == [troll] and isinstance(options(s)[-1], EndStep)


def test_harland_destroyed_with_its_foe_asks_the_flank_first_and_the_foes_destroyed_ability_follows():
    """Harland Mindlock (power 1) fights Bad Penny (power 1): both are destroyed at once; Troll
    goes home and its flank is asked before Bad Penny's Destroyed: (back to hand) resolves."""
    s = position(house="Logos", seats=[dict(hand=["Harland Mindlock"], deck=["Dust Pixie"] * 6),
                                       dict(battleline=["Troll", "Krump", "Bad Penny"], deck=["Bumpsy"] * 6)])
    troll, krump, penny, harland = card(s, "Troll"), card(s, "Krump"), card(s, "Bad Penny"), card(s, "Harland Mindlock")
    s = act(play(s, "Harland Mindlock"), Choose(seat=0, card=troll), ChooseOption(seat=0, option="right"))
    s.inplay[harland].exhausted = False  # as if readied
    s = act(s, Fight(seat=0, attacker=harland, defender=penny))
    assert harland in s.players[0].discard and penny in s.players[1].discard
    assert s.players[1].battleline == [krump, troll]
    assert [o.option for o in options(s)] == ["left", "right"]
    s = act(s, ChooseOption(seat=0, option="left"))
    assert s.players[1].battleline == [troll, krump] and s.players[1].hand == [penny]  # then Bad Penny's


def test_the_creatures_spangler_box_purged_come_back_asked_in_the_order_they_were_purged():
    """keyteki's spec: the box's player is asked for Silvertooth, then Stealer of Souls (each
    Left), then a creature of its own; the later answer goes outermost."""
    s = position(house="Logos", seats=[dict(artifacts=["Spangler Box"], battleline=["Doc Bookton"], hand=["Remote Access"],
                                            deck=["Dust Pixie"] * 7),
                                       dict(battleline=["Silvertooth", "Stealer of Souls", "Krump"],
                                            artifacts=["Gorm of Omm"], deck=["Bumpsy"] * 7)])
    box, tooth, stealer, krump = (card(s, n) for n in ("Spangler Box", "Silvertooth", "Stealer of Souls", "Krump"))
    s = act(s, UseAction(seat=0, card=box), Choose(seat=0, card=tooth))
    s.inplay[box].exhausted = False  # as if readied: seat 0 uses it again through Remote Access
    s = act(play(s, "Remote Access"), Choose(seat=0, card=box), UseAction(seat=0, card=box),
            Choose(seat=0, card=stealer))
    assert {tooth, stealer} <= set(s.players[1].purged) and box in s.players[1].artifacts
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
    s = act(s, UseOmni(seat=1, card=card(s, "Gorm of Omm")), Choose(seat=1, card=box))
    assert GAME.pending(s).options == [ChooseOption(seat=1, option="left"), ChooseOption(seat=1, option="right")]
    assert s.stack[-1].data == tooth  # Silvertooth first
    s = act(s, ChooseOption(seat=1, option="left"), ChooseOption(seat=1, option="left"))
    assert s.players[1].battleline == [stealer, tooth, krump]


# -- KF-bank: "you may spend Æmber on Safe Place when forging keys", any forge ---------------------

def _charge(pos=position, bank=2):
    return pos(house="Untamed", seats=[dict(hand=["Key Charge"], amber=5,
                                            artifacts=[{"card": "Safe Place", "amber": bank}]), {}])


def test_key_charge_may_spend_the_amber_on_safe_place():
    s = play(_charge(), "Key Charge")  # 5 - 1 = 4 in the pool, 2 on Safe Place
    assert [o.option for o in options(s)[:-1]] == ["forge a key at the current cost"] and isinstance(options(s)[-1], Decline)
    keep = act(GAME.clone(s), Decline(seat=0))
    assert keep.players[0].keys == 0 and keep.inplay[card(s, "Safe Place")].amber == 2
    s = act(s, ChooseOption(seat=0, option="forge a key at the current cost"))
    assert s.players[0].keys == 1 and (s.players[0].amber, s.inplay[card(s, "Safe Place")].amber) == (0, 0)
    s = play(_charge(bank=1), "Key Charge")  # 4 + 1: short, nothing offered
    assert s.players[0].keys == 0 and isinstance(options(s)[-1], EndStep)


def test_keyforge_8_key_charge_spent_the_pool_only():
    s = _charge(old_position)
    s = old_act(s, PlayCard(seat=0, card=card(s, "Key Charge")))
    assert s.players[0].keys == 0 and s.players[0].amber == 4 and isinstance(OLD.pending(s).options[-1], EndStep)
