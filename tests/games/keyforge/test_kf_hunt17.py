"""Rules hunt, third pass: systematic coverage of the rules text (keyforge-core.md and
keyforge-use.txt), one statement at a time, each from a declarative position, a decision, the
resulting state and the refusal of the illegal alternatives with their rule ids. The coverage
table that maps each statement to its test is in the hunt's notes; the fixes of keyforge-11 are
marked so and keep keyforge-10's fold selectable."""

from kf_helpers import FOGGIFIED, GAME, act, card, chance, deal, in_play, names, options, older, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (Choose, ChooseHouse, ChooseOption, Decline, Discard, EndStep, Fight,
                                          PlayCard, PlayUpgrade, Reap, RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.state import Flank
from engine.protocol import Decision

OLD, old_position, old_act = older("keyforge-10")


def test_the_current_rules_version_is_keyforge_11_and_keyforge_10_still_replays():
    assert GAME.rules_version == "keyforge-11" and position().revision == 11
    assert OLD.rules_version == "keyforge-10" and old_position().revision == 10
    versions = GAME.rules_versions()
    assert list(versions)[:2] == ["keyforge-11", "keyforge-10"]
    assert "KF-used" in versions["keyforge-11"] and "keyforge-11" in GAME.rules["KF-used"].summary


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
