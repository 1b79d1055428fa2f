"""keyforge-8: a card an ability plays or uses outside the step's own decisions is played or
used as the rules say (KF-ability-plays, KF-use-now, KF-use-other, KF-ready-fight), and a key
never costs below 0 (KF-forge-cost), with the older version kept for matches recorded under it.

Sacrificial Altar plays a creature from the discard pile. keyforge-7 played any creature there
without a check: Truebaru, whose play costs 3 Æmber (KF-play-cost), left a pool of 0 at -3, and
from then on the engine refused every play as "costs 0 Æmber". From keyforge-8 on the Altar offers
only a creature that may be played now, and Wild Wormhole, Chaos Portal and Masterplan, which
already checked a play's cost, check the rule of six too. Dominator Bauble, Poltergeist, Anger
and One Stood Against Many make uses that now get every check a use gets; Key Abduction's key
no longer costs below 0.

Each behaviour is shown under keyforge-8 (the current rules, `position`) and under keyforge-7
(`old_position`), whose matches still fold as they were recorded.
"""

import msgspec
import pytest

from kf_helpers import FOGGIFIED, GAME, act, card, in_play, names, older, options, position, refused

from engine.games.keyforge.events import (Choose, ChooseOption, EndStep, Fight, PlayCard, Reap, RemoveStun,
                                          UseAction, UseOmni)
from engine.games.keyforge.legal_play import ability_play
from engine.games.keyforge.legality import play_now_options
from engine.games.keyforge.state import Zone
from engine.games.keyforge.board import zone_of
from engine.protocol import IllegalEvent
from engine.games.keyforge.state import Flank

OLD, old_position, old_act = older("keyforge-7")


def test_keyforge_8_and_keyforge_7_still_replay_and_later_versions_keep_keyforge_8s_fixes():
    assert GAME.for_rules("keyforge-8").from_position({}).revision == 8 and position().revision >= 8
    assert OLD.rules_version == "keyforge-7" and old_position().revision == 7
    versions = GAME.rules_versions()
    order = list(versions)
    assert order[order.index("keyforge-8"):][:3] == ["keyforge-8", "keyforge-7", "keyforge-6"]
    assert "KF-ability-plays" in versions["keyforge-8"] and "Sacrificial Altar" in versions["keyforge-8"]
    assert GAME.rules["KF-ability-plays"].assumption


def altar(amber: int, discard: list, **more) -> dict:
    """Seat 0 (Dis) has the Altar, a Human to purge and `amber` in its pool."""
    return dict(house="Dis", seats=[dict(amber=amber, artifacts=["Sacrificial Altar"],
                                         battleline=["Jehu the Bureaucrat"], discard=discard, **more),
                                    dict(amber=4)])


def purge_the_human(s, act=act):
    return act(s, UseAction(seat=0, card=card(s, "Sacrificial Altar")),
               Choose(seat=0, card=card(s, "Jehu the Bureaucrat")))


# -- Sacrificial Altar: Truebaru's cost --------------------------------------------------------

def test_the_altar_does_not_offer_truebaru_to_a_player_short_of_its_cost():
    s = purge_the_human(position(**altar(2, ["Truebaru", "Shooler"])))
    truebaru, shooler = card(s, "Truebaru"), card(s, "Shooler")
    assert options(s) == [Choose(seat=0, card=shooler)]  # not a "you may": the one it can play
    err = refused(s, Choose(seat=0, card=truebaru), "KF-target")
    assert err.message.startswith(f"card {truebaru} cannot be chosen for Sacrificial Altar")
    s = act(s, Choose(seat=0, card=shooler), ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Shooler"] and names(s, s.players[0].discard) == ["Truebaru"]
    assert (s.players[0].amber, s.players[1].amber) == (3, 3)  # 2, then Shooler steals 1 (4 or more)
    assert zone_of(s, truebaru) == (0, Zone.DISCARD)


def test_with_only_truebaru_and_too_little_amber_the_altar_plays_nothing():
    s = purge_the_human(position(**altar(2, ["Truebaru"])))
    assert isinstance(options(s)[-1], EndStep) and not any(isinstance(o, Choose) for o in options(s))
    assert s.players[0].amber == 2 and names(s, s.players[0].discard) == ["Truebaru"]
    assert names(s, s.players[0].purged) == ["Jehu the Bureaucrat"]  # the purge still happened
    refused(s, Choose(seat=0, card=card(s, "Truebaru")), "KF-sequence")  # nothing is asked


def test_with_its_three_amber_truebaru_is_played_from_the_pile_paying_the_cost_first():
    s = purge_the_human(position(**altar(3, ["Truebaru"])))
    s = act(s, Choose(seat=0, card=card(s, "Truebaru")), ChooseOption(seat=0, option="right"))
    assert in_play(s) == ["Truebaru"] and s.players[0].amber == 0
    assert s.players[0].discard == [] and s.players[0].hand == []
    assert s.hand_plays == 0  # not a play from hand (the first-turn rule does not count it)
    assert s.plays == 1 and s.used_names.get("Truebaru") == 1  # but a play: the rule of six counts it


def test_under_keyforge_7_the_altar_still_plays_truebaru_into_a_negative_pool():
    """As recorded: 0 -> -3, and every play and artifact use after is refused for a cost of 0."""
    spec = altar(0, ["Truebaru"], hand=["Shooler"])
    spec["seats"][0]["artifacts"].append("Dominator Bauble")
    s = purge_the_human(old_position(**spec), act=old_act)
    truebaru = card(s, "Truebaru")
    assert Choose(seat=0, card=truebaru) in OLD.pending(s).options
    s = old_act(s, Choose(seat=0, card=truebaru), ChooseOption(seat=0, option="right"))
    assert in_play(s) == ["Truebaru"] and s.players[0].amber == -3 and s.hand_plays == 1
    assert PlayCard(seat=0, card=card(s, "Shooler"), flank=Flank.RIGHT) not in OLD.pending(s).options
    with pytest.raises(IllegalEvent) as err:  # refused for a cost of 0: the refusal says why
        OLD.apply(OLD.clone(s), PlayCard(seat=0, card=card(s, "Shooler"), flank=Flank.RIGHT))
    assert err.value.rule == "KF-play-cost"
    assert err.value.message == "Shooler: playing it costs 0 Æmber, and the pool is -3, below 0 (rules before keyforge-8)"
    bauble = card(s, "Dominator Bauble")
    assert UseAction(seat=0, card=bauble) not in OLD.pending(s).options
    with pytest.raises(IllegalEvent) as err:  # no Tentacus in play: the pool below 0 is the reason
        OLD.apply(OLD.clone(s), UseAction(seat=0, card=bauble))
    assert err.value.rule == "KF-use-cost"
    assert err.value.message == ("Dominator Bauble: using an artifact costs 0 Æmber now, and the pool is -3, "
                                 "below 0 (rules before keyforge-8)")


def test_the_altar_does_not_offer_a_creature_a_lasting_effect_forbids():
    """Lifeward's effect: no creature may be played this turn, from the pile either."""
    s = purge_the_human(position(**altar(5, ["Shooler"]) | dict(
        effects=[{"kind": "no creature play", "seat": 0, "turn": 3}])))
    assert not any(isinstance(o, Choose) for o in options(s))
    refused(s, Choose(seat=0, card=card(s, "Shooler")), "KF-sequence")
    assert in_play(s) == [] and names(s, s.players[0].discard) == ["Shooler"]
    old = purge_the_human(old_position(**altar(5, ["Shooler"]) | dict(
        effects=[{"kind": "no creature play", "seat": 0, "turn": 3}])), act=old_act)
    old = old_act(old, Choose(seat=0, card=card(old, "Shooler")), ChooseOption(seat=0, option="left"))
    assert in_play(old) == ["Shooler"]  # keyforge-7 as recorded


def test_the_altar_does_not_offer_a_seventh_creature_of_one_name():
    s = purge_the_human(position(**altar(0, ["Shooler", "Ember Imp"]) | dict(flags={"used_names": {"Shooler": 6}})))
    assert options(s) == [Choose(seat=0, card=card(s, "Ember Imp"))]
    refused(s, Choose(seat=0, card=card(s, "Shooler")), "KF-target")


# -- Wild Wormhole and Masterplan: the rule of six ---------------------------------------------

def test_wild_wormhole_does_not_play_a_seventh_card_of_one_name():
    spec = dict(house="Logos", seats=[dict(hand=["Wild Wormhole"], deck=["Troll", "Krump"]), {}],
                flags={"used_names": {"Troll": 6}})
    s = act(position(**spec), PlayCard(seat=0, card=card(position(**spec), "Wild Wormhole")))
    troll = card(s, "Troll")
    assert s.players[0].deck[0] == troll and in_play(s) == []  # it stays on top, unplayed
    assert isinstance(options(s)[-1], EndStep) and PlayCard(seat=0, card=troll, flank=Flank.LEFT) not in options(s)
    refused(s, PlayCard(seat=0, card=troll, flank=Flank.LEFT), "KF-play-hand")  # the Wormhole's play is over
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Wild Wormhole")))
    assert PlayCard(seat=0, card=troll, flank=Flank.LEFT) in OLD.pending(old).options  # keyforge-7 offered it
    old = old_act(old, PlayCard(seat=0, card=troll, flank=Flank.LEFT))
    assert in_play(old) == ["Troll"] and old.used_names["Troll"] == 7


def test_masterplan_refuses_a_seventh_play_of_one_name_with_the_rule_of_six():
    spec = dict(house="Shadows", seats=[dict(artifacts=[{"card": "Masterplan", "beneath": ["Troll"]}]), {}],
                flags={"used_names": {"Troll": 6}})
    s = position(**spec)
    s = act(s, UseOmni(seat=0, card=card(s, "Masterplan")))
    troll = card(s, "Troll")
    refused(s, PlayCard(seat=0, card=troll, flank=Flank.LEFT), "KF-play-hand")  # no play of it waits now
    assert in_play(s) == [] and zone_of(s, troll)[1] is Zone.DISCARD  # Masterplan sacrificed, Troll with it


def test_wild_wormhole_does_not_play_an_alpha_card_its_play_comes_after():
    """The Wormhole was played this step, so the alpha card on top cannot be (KF-alpha):
    keyforge-8 leaves it there; keyforge-7, which checked only the play's cost, played it."""
    spec = dict(house="Logos", seats=[dict(hand=["Wild Wormhole"], deck=["Alpha Grunt", "Krump"]), {}])
    s = act(position(**spec), PlayCard(seat=0, card=card(position(**spec), "Wild Wormhole")))
    grunt = card(s, "Alpha Grunt")
    assert s.players[0].deck[0] == grunt and in_play(s) == [] and isinstance(options(s)[-1], EndStep)
    assert ability_play(s, 0, grunt) == (
        "KF-alpha", "Alpha Grunt has alpha: a card was already played, used or discarded this step")
    refused(s, PlayCard(seat=0, card=grunt, flank=Flank.LEFT), "KF-play-hand")  # the Wormhole's play is over
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Wild Wormhole")))
    assert OLD.pending(old).options == [PlayCard(seat=0, card=grunt, flank=Flank.LEFT),
                                        PlayCard(seat=0, card=grunt, flank=Flank.RIGHT)]  # keyforge-7 offered it
    old = old_act(old, PlayCard(seat=0, card=grunt, flank=Flank.LEFT))
    assert in_play(old) == ["Alpha Grunt"]


# -- Dominator Bauble: a use of a creature is a use -------------------------------------------

def bauble(creature, **more) -> dict:
    return dict(house="Dis", seats=[dict(artifacts=["Dominator Bauble"], battleline=[creature]),
                                    dict(battleline=["Mighty Tiger"])], **more)


def dominate(s, name, act=act):
    return act(s, UseAction(seat=0, card=card(s, "Dominator Bauble")), Choose(seat=0, card=card(s, name)))


def test_the_bauble_uses_a_creature_of_another_house_by_a_use_now():
    s = dominate(position(**bauble("Troll")), "Troll")
    troll, tiger = card(s, "Troll"), card(s, "Mighty Tiger")
    assert options(s) == [Reap(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=tiger)]
    refused(s, RemoveStun(seat=0, card=troll), "KF-stun-1")  # not stunned: nothing to remove
    s = act(s, Reap(seat=0, card=troll))
    assert s.players[0].amber == 1 and s.inplay[troll].exhausted and s.used_names == {"Dominator Bauble": 1, "Troll": 1}


def test_the_bauble_cannot_make_a_creature_fight_when_foggify_forbids_fights():
    s = dominate(position(**bauble("Troll", effects=FOGGIFIED)), "Troll")
    troll, tiger = card(s, "Troll"), card(s, "Mighty Tiger")
    assert options(s) == [Reap(seat=0, card=troll)]
    refused(s, Fight(seat=0, attacker=troll, defender=tiger), "KF-lasting")
    old = dominate(old_position(**bauble("Troll", effects=FOGGIFIED)), "Troll", act=old_act)
    assert [o.option for o in OLD.pending(old).options] == ["reap", "fight"]  # keyforge-7 as recorded
    old = old_act(old, ChooseOption(seat=0, option="fight"), Choose(seat=0, card=tiger))
    assert old.inplay[tiger] is None  # the fight it should not have had: 8 against the Tiger's 6


def test_the_bauble_does_not_use_giant_sloth_before_an_untamed_discard():
    s = dominate(position(**bauble("Giant Sloth")), "Giant Sloth")
    sloth = card(s, "Giant Sloth")
    assert isinstance(options(s)[-1], EndStep) and s.players[0].amber == 0  # nothing to do: the use is over
    assert not s.inplay[sloth].exhausted
    refused(s, UseAction(seat=0, card=sloth), "KF-use-house")  # and the step's own use is Dis only
    old = dominate(old_position(**bauble("Giant Sloth")), "Giant Sloth", act=old_act)
    old = old_act(old, ChooseOption(seat=0, option="action"))
    assert old.players[0].amber == 3  # keyforge-7 gained its 3 Æmber regardless


def test_the_bauble_does_not_use_a_seventh_creature_of_one_name():
    s = dominate(position(**bauble("Troll", flags={"used_names": {"Troll": 6}})), "Troll")
    troll = card(s, "Troll")
    assert isinstance(options(s)[-1], EndStep) and s.players[0].amber == 0 and not s.inplay[troll].exhausted
    refused(s, Reap(seat=0, card=troll), "KF-use-house")  # the Bauble's use is over
    s = dominate(position(**bauble("Troll", flags={"used_names": {"Troll": 5}})), "Troll")
    assert options(s)[0] == Reap(seat=0, card=troll)  # the sixth may be used
    s.used_names["Troll"] = 6  # as if another Troll were used meanwhile: the use now checks the count
    refused(s, Reap(seat=0, card=troll), "KF-rule-of-six")


# -- a fight an ability makes is a use: the rule of six, Foggify ------------------------------

def test_anger_only_readies_a_creature_six_of_whose_name_were_used_this_turn():
    spec = dict(house="Brobnar", flags={"used_names": {"Troll": 6}},
                seats=[dict(hand=["Anger"], battleline=[{"card": "Troll", "exhausted": True}]),
                       dict(battleline=["Mighty Tiger"])])
    s = position(**spec)
    troll, tiger = card(s, "Troll"), card(s, "Mighty Tiger")
    s = act(s, PlayCard(seat=0, card=card(s, "Anger")), Choose(seat=0, card=troll))
    assert not s.inplay[troll].exhausted and s.inplay[tiger] is not None and s.used_names["Troll"] == 6
    refused(s, Fight(seat=0, attacker=troll, defender=tiger), "KF-rule-of-six")
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Anger")), Choose(seat=0, card=troll), Choose(seat=0, card=tiger))
    assert old.inplay[tiger] is None and old.used_names["Troll"] == 7  # keyforge-7: a seventh use


def test_one_stood_against_many_readies_but_does_not_fight_under_foggify():
    spec = dict(house="Sanctum", effects=FOGGIFIED,
                seats=[dict(hand=["One Stood Against Many"], battleline=[{"card": "Bulwark", "exhausted": True}]),
                       dict(battleline=["Hunting Witch", "Niffle Ape"])])
    s = position(**spec)
    bulwark, witch = card(s, "Bulwark"), card(s, "Hunting Witch")
    s = act(s, PlayCard(seat=0, card=card(s, "One Stood Against Many")), Choose(seat=0, card=bulwark))
    assert not s.inplay[bulwark].exhausted and in_play(s) == ["Bulwark", "Hunting Witch", "Niffle Ape"]
    assert isinstance(options(s)[-1], EndStep) and Reap(seat=0, card=bulwark) in options(s)
    refused(s, Fight(seat=0, attacker=bulwark, defender=witch), "KF-lasting")
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "One Stood Against Many")), Choose(seat=0, card=bulwark),
                  Choose(seat=0, card=witch))
    assert old.inplay[witch] is None  # keyforge-7 fought in spite of Foggify


@pytest.mark.parametrize("hero,flags", [("Giant Sloth", {}), ("Troll", {"used_names": {"Troll": 6}})])
def test_one_stood_against_many_readies_a_creature_that_cannot_be_used_but_it_does_not_fight(hero, flags):
    """Each fight is a use (KF-ready-fight): Giant Sloth with no Untamed card discarded this
    turn, or a seventh Troll, is readied and fights no one; keyforge-7 asked for its duel."""
    spec = dict(house="Sanctum", flags=flags,
                seats=[dict(hand=["One Stood Against Many"], battleline=[{"card": hero, "exhausted": True}]),
                       dict(battleline=["Hunting Witch", "Niffle Ape"])])
    s = position(**spec)
    it, witch, ape = card(s, hero), card(s, "Hunting Witch"), card(s, "Niffle Ape")
    s = act(s, PlayCard(seat=0, card=card(s, "One Stood Against Many")), Choose(seat=0, card=it))
    assert not s.inplay[it].exhausted and s.inplay[it].damage == 0
    assert in_play(s) == [hero, "Hunting Witch", "Niffle Ape"] and isinstance(options(s)[-1], EndStep)
    assert s.used_names.get(hero, 0) == flags.get("used_names", {}).get(hero, 0)  # not used
    refused(s, Choose(seat=0, card=witch), "KF-sequence")  # no duel is asked
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "One Stood Against Many")), Choose(seat=0, card=it))
    assert OLD.pending(old).rule == "KF-target"
    assert OLD.pending(old).options == [Choose(seat=0, card=witch), Choose(seat=0, card=ape)]  # the duel


# -- Poltergeist: a use of an artifact is a use -----------------------------------------------

def haunt(exhausted: bool = True, **more) -> dict:
    return dict(house="Dis", seats=[dict(hand=["Poltergeist"], artifacts=[{"card": "Lifeward", "exhausted": exhausted}]),
                                    dict(artifacts=["Cannon"], battleline=["Mighty Tiger"])], **more)


def test_poltergeist_does_not_offer_an_exhausted_artifact_and_exhausts_the_one_it_uses():
    s = act(position(**haunt()), PlayCard(seat=0, card=card(position(**haunt()), "Poltergeist")))
    lifeward, cannon = card(s, "Lifeward"), card(s, "Cannon")
    assert options(s) == [Choose(seat=0, card=cannon)]
    refused(s, Choose(seat=0, card=lifeward), "KF-target")
    s = act(s, Choose(seat=0, card=cannon), Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert s.inplay[card(s, "Mighty Tiger")].damage == 2 and s.players[1].discard == [cannon]
    assert s.used_names["Cannon"] == 1 and s.inplay[lifeward] is not None
    old = old_position(**haunt())
    old = old_act(old, PlayCard(seat=0, card=card(old, "Poltergeist")))
    assert Choose(seat=0, card=lifeward) in OLD.pending(old).options  # keyforge-7: ready or not
    old = old_act(old, Choose(seat=0, card=lifeward))
    assert old.players[0].discard[-2:] == [lifeward, card(old, "Poltergeist")]


def test_poltergeist_does_not_use_a_seventh_artifact_of_one_name():
    s = position(**haunt(exhausted=False, flags={"used_names": {"Cannon": 6}}))
    s = act(s, PlayCard(seat=0, card=card(s, "Poltergeist")))
    assert options(s) == [Choose(seat=0, card=card(s, "Lifeward"))]
    refused(s, Choose(seat=0, card=card(s, "Cannon")), "KF-target")


# -- Poltergeist and Masterplan: the use resolves in full, then the destruction ---------------

def haunted_masterplan(whose: int) -> dict:
    """Seat 0 (Dis) plays Poltergeist, with Troll in hand too; the Masterplan, with Speed Sigil
    beneath it, is seat `whose`'s."""
    seats = [dict(hand=["Poltergeist", "Troll"]), dict()]
    seats[whose] = dict(seats[whose], artifacts=[{"card": "Masterplan", "beneath": ["Speed Sigil"]}])
    return dict(house="Dis", seats=seats)


@pytest.mark.parametrize("whose", [0, 1])
def test_poltergeist_plays_the_card_beneath_a_masterplan_then_the_masterplan_is_destroyed(whose):
    """Masterplan's Omni: plays its card, then sacrifices it; Poltergeist's "then destroy it"
    waits for all that (keyforge-8). Before, the Masterplan went at once and its card with it,
    so the play crashed the fold (the opponent's Masterplan) or took the card from the discard
    pile (one's own)."""
    s = position(**haunted_masterplan(whose))
    plan, sigil, troll = card(s, "Masterplan"), card(s, "Speed Sigil"), card(s, "Troll")
    s = act(s, PlayCard(seat=0, card=card(s, "Poltergeist")), Choose(seat=0, card=plan))
    assert options(s) == [PlayCard(seat=0, card=sigil)]
    assert zone_of(s, plan) == (whose, Zone.ARTIFACTS) and zone_of(s, sigil) == (whose, Zone.BENEATH)
    err = refused(s, PlayCard(seat=0, card=troll, flank=Flank.LEFT), "KF-use-other-house")
    assert err.message == f"the ability lets card {sigil} be played now, not card {troll}"
    s = act(s, PlayCard(seat=0, card=sigil))
    assert zone_of(s, sigil) == (0, Zone.ARTIFACTS) and s.owner[sigil] == whose  # played by Poltergeist's player
    assert zone_of(s, plan) == (whose, Zone.DISCARD)  # then destroyed
    assert names(s, s.players[0].discard)[-1] == "Poltergeist"
    assert s.used_names == {"Poltergeist": 1, "Masterplan": 1, "Speed Sigil": 1} and s.hand_plays == 1
    assert isinstance(options(s)[-1], EndStep)


@pytest.mark.parametrize("whose", [0, 1])
def test_under_keyforge_7_poltergeist_destroys_the_masterplan_first_and_its_card_is_not_played(whose):
    """keyforge-7's order, kept: the Masterplan and its card go to the discard pile at once;
    the play of the card, no longer beneath it, offers nothing and is skipped (it crashed)."""
    old = old_position(**haunted_masterplan(whose))
    plan, sigil = card(old, "Masterplan"), card(old, "Speed Sigil")
    old = old_act(old, PlayCard(seat=0, card=card(old, "Poltergeist")), Choose(seat=0, card=plan))
    assert zone_of(old, plan) == (whose, Zone.DISCARD) and zone_of(old, sigil) == (whose, Zone.DISCARD)
    assert isinstance(OLD.pending(old).options[-1], EndStep)
    assert PlayCard(seat=0, card=sigil) not in OLD.pending(old).options
    with pytest.raises(IllegalEvent) as err:  # no play of it waits: a play from hand, which it is not in
        OLD.apply(OLD.clone(old), PlayCard(seat=0, card=sigil))
    assert err.value.rule == "KF-play-hand"


def test_a_play_now_whose_card_has_left_its_place_is_refused_and_offers_nothing():
    """The defence of every version: the card of a play now must still be where the ability
    plays it from (here moved away by hand, as nothing in keyforge-8 does any longer)."""
    s = position(**haunted_masterplan(1))
    plan, sigil = card(s, "Masterplan"), card(s, "Speed Sigil")
    s = act(s, PlayCard(seat=0, card=card(s, "Poltergeist")), Choose(seat=0, card=plan))
    s.inplay[plan].beneath = msgspec.UNSET
    s.players[1].discard.append(sigil)
    err = refused(s, PlayCard(seat=0, card=sigil), "KF-ability-plays")
    assert err.message == ("Speed Sigil is no longer where the ability plays it from (the top of the deck, "
                           "or beneath a card in play)")
    assert play_now_options(s, s.stack[-1]) == []


# -- a key's cost never below 0 (KF-forge-cost) ------------------------------------------------

def test_key_abduction_with_a_hand_of_sixteen_forges_at_0_not_at_a_cost_that_pays():
    """6 + 9 - 16 cards in hand (after the Mars creatures return) is -1: the key costs 0, so
    the pool stays at 0; keyforge-7 paid -1 and the forge gave its player 1 Æmber."""
    spec = dict(house="Mars", seats=[dict(hand=["Key Abduction"] + ["Punch"] * 15, battleline=["Zorg"]), {}])
    s = position(**spec)
    s = act(s, PlayCard(seat=0, card=card(s, "Key Abduction")))
    assert len(s.players[0].hand) == 16 and s.players[0].amber == 1  # its bonus
    refused(s, ChooseOption(seat=0, option="forge two keys"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="forge a key"))
    assert s.players[0].keys == 1 and s.players[0].amber == 1
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Key Abduction")), ChooseOption(seat=0, option="forge a key"))
    assert old.players[0].keys == 1 and old.players[0].amber == 2  # as recorded
