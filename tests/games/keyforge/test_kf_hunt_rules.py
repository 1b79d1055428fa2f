"""Rules hunt: edges of the rules text and keyteki's card specs that no test held yet, each from
a declarative position, a decision, the resulting state and the refusal of the illegal
alternative with its rule id."""

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.events import Choose, ChooseOption, Fight, PlayUpgrade, UseOmni
from engine.games.keyforge.keywords import has, key_cost


# -- Dance of Doom: "choose a number" is any number (KF-choose-one) ---------------------------

def test_dance_of_doom_may_name_a_number_no_creature_has_and_then_destroys_nothing():
    """keyteki's spec names 0 when no creature has that power: nothing is destroyed. With only
    its own creatures in play the player is not forced to destroy one of them."""
    s = position(house="Dis", seats=[dict(hand=["Dance of Doom"], battleline=["Troll", "Krump"]), dict()])
    s = play(s, "Dance of Doom")
    assert [o.option for o in options(s)] == ["6", "8", "9"]  # the powers, and one above them
    for bad in ("-1", "07", "+6", "six", ""):
        refused(s, ChooseOption(seat=0, option=bad), "KF-target")
    after = act(GAME.clone(s), ChooseOption(seat=0, option="0"))
    assert in_play(after) == ["Troll", "Krump"] and after.players[0].discard == [card(after, "Dance of Doom")]
    after = act(s, ChooseOption(seat=0, option="5"))
    assert in_play(after) == ["Troll", "Krump"]


def test_dance_of_doom_destroys_each_creature_of_the_number_on_both_sides():
    s = position(house="Dis", seats=[dict(hand=["Dance of Doom"], battleline=["Krump", "Urchin"]),
                                     dict(battleline=["Valdr", "Dew Faerie", "Mooncurser"])])
    s = act(play(s, "Dance of Doom"), ChooseOption(seat=0, option="1"))
    assert in_play(s) == ["Krump", "Valdr", "Dew Faerie"]
    assert names(s, s.players[1].discard) == ["Mooncurser"]


# -- Elusive: "the first time it is attacked each turn" (KF-elusive) ----------------------------

def test_an_attack_that_ignores_elusive_still_spends_it():
    """Niffle Ape's attack is the elusive creature's first of the turn: a second attacker's
    damage is dealt, and the creature dies of the two."""
    s = position(house="Untamed", seats=[dict(battleline=["Niffle Ape", "Snufflegator"]),
                                         dict(battleline=[{"card": "Ancient Bear", "upgrades": ["Ring of Invisibility"]}])])
    ape, gator, bear = card(s, "Niffle Ape"), card(s, "Snufflegator"), card(s, "Ancient Bear")
    s = act(s, Fight(seat=0, attacker=ape, defender=bear))
    assert s.inplay[bear].damage == 3 and ape in s.players[0].discard  # 3 against 5
    s = act(s, Fight(seat=0, attacker=gator, defender=bear))
    assert bear in s.players[1].discard and s.inplay[gator].damage == 0  # skirmish


def test_elusive_gained_after_the_first_attack_of_the_turn_protects_nothing():
    s = position(house="Shadows", seats=[dict(hand=["Ring of Invisibility"], battleline=["Umbra", "Silvertooth"]),
                                         dict(battleline=["Krump"])])
    umbra, tooth, krump = card(s, "Umbra"), card(s, "Silvertooth"), card(s, "Krump")
    s = act(s, Fight(seat=0, attacker=umbra, defender=krump))
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Ring of Invisibility"), creature=krump))  # on the enemy
    assert has(s, krump, Keyword.ELUSIVE)
    s = act(s, Fight(seat=0, attacker=tooth, defender=krump))
    assert s.inplay[krump].damage == 2 + 2 and tooth in s.players[0].discard


def test_hazardous_is_dealt_to_the_attacker_of_an_elusive_creature_whose_fight_deals_nothing():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]),
                                         dict(battleline=[{"card": "Urchin", "upgrades": ["Flame-Wreathed"]}])])
    troll, urchin = card(s, "Troll"), card(s, "Urchin")
    s = act(s, Fight(seat=0, attacker=troll, defender=urchin))
    assert (s.inplay[troll].damage, s.inplay[urchin].damage) == (2, 0)
    assert s.inplay[troll].exhausted and s.inplay[urchin].attacked


def test_gabos_longarms_redirected_fight_damage_is_stopped_by_elusive_too():
    s = position(house="Dis", seats=[dict(battleline=["Gabos Longarms"]), dict(battleline=["Urchin", "Troll"])])
    gabos, urchin, troll = card(s, "Gabos Longarms"), card(s, "Urchin"), card(s, "Troll")
    s = act(s, Fight(seat=0, attacker=gabos, defender=urchin))
    assert {o.card for o in options(s)} == {gabos, urchin, troll}  # "choose a creature": any
    s = act(s, Choose(seat=0, card=troll))
    assert [s.inplay[c].damage for c in (gabos, urchin, troll)] == [0, 0, 0]


# -- Poison: damage "in a fight" (KF-poison), not assault's ------------------------------------

def test_poison_does_not_make_assault_damage_deadly():
    """Inka the Spider with Way of the Bear attacks elusive Mack the Knife: the assault's 2 is
    dealt before the fight and destroys nothing; elusive stops the fight's damage, poison with it."""
    s = position(house="Untamed", seats=[dict(battleline=[{"card": "Inka the Spider", "upgrades": ["Way of the Bear"]}]),
                                         dict(battleline=["Mack the Knife"])])
    inka, mack = card(s, "Inka the Spider"), card(s, "Mack the Knife")
    s = act(s, Fight(seat=0, attacker=inka, defender=mack))
    assert in_play(s) == ["Inka the Spider", "Mack the Knife"] and s.inplay[mack].damage == 2


# -- Flanks: a lone creature is on both flanks -------------------------------------------------

def test_a_lone_creature_is_a_flank_creature_once():
    s = position(house="Logos", seats=[dict(battleline=["Titan Mechanic"], artifacts=["Longfused Mines"]),
                                       dict(battleline=["Troll"])])
    assert key_cost(s, 0) == key_cost(s, 1) == 6 - 1  # on a flank: -1, not once per flank
    s = act(s, UseOmni(seat=0, card=card(s, "Longfused Mines")))
    assert s.inplay[card(s, "Troll")].damage == 0  # on a flank: not hit
    s = position(house="Sanctum", seats=[dict(battleline=["Halacor"]), dict(battleline=["Troll"])])
    assert has(s, card(s, "Halacor"), Keyword.SKIRMISH)
