"""Brobnar cards completing the set, each from a position: a decision, then the result, and the
refusal of the illegal alternative with its rule id where the card restricts something."""

from kf_helpers import act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import (ChooseOption, Choose, Decline, Discard, EndStep, Fight,
                                          PlayUpgrade, Reap, UseAction)
from engine.games.keyforge.keywords import power


def test_brothers_in_battle_lets_the_chosen_house_fight():
    s = position(house="Brobnar", seats=[dict(hand=["Brothers in Battle"], battleline=["Dextre", "Bulwark"]),
                                         dict(battleline=["Mighty Tiger"])])
    dextre, bulwark, tiger = card(s, "Dextre"), card(s, "Bulwark"), card(s, "Mighty Tiger")
    refused(s, Fight(seat=0, attacker=dextre, defender=tiger), "KF-use-house")
    s = play(s, "Brothers in Battle")
    assert ChooseOption(seat=0, option="Logos") in options(s) and len(options(s)) == 7
    refused(s, ChooseOption(seat=0, option="Elves"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="Logos"))
    refused(s, Fight(seat=0, attacker=bulwark, defender=tiger), "KF-use-house")
    refused(s, Reap(seat=0, card=dextre), "KF-use-house")  # fighting only
    s = act(s, Fight(seat=0, attacker=dextre, defender=tiger))
    assert s.inplay[tiger].damage == 3 and s.players[0].amber == 1


def test_champions_challenge_keeps_the_strongest_and_fights_with_yours():
    s = position(house="Brobnar", seats=[
        dict(hand=["Champion's Challenge"], battleline=[{"card": "Troll", "exhausted": True}, "Krump"]),
        dict(battleline=["Bumpsy", "Valdr", "Mighty Tiger"])])
    s = play(s, "Champion's Challenge")
    assert in_play(s) == ["Troll", "Valdr"] and not s.inplay[card(s, "Troll")].exhausted
    assert options(s) == [Choose(seat=0, card=card(s, "Valdr"))]
    s = act(s, Choose(seat=0, card=card(s, "Valdr")))
    assert in_play(s) == ["Troll"] and s.inplay[card(s, "Troll")].damage == 6


def test_champions_challenge_lets_the_player_break_a_tie():
    s = position(house="Brobnar", seats=[dict(hand=["Champion's Challenge"], battleline=["Troll"]),
                                         dict(battleline=["Krump", "Valdr", "Mighty Tiger"])])
    s = play(s, "Champion's Challenge")
    refused(s, Choose(seat=0, card=card(s, "Mighty Tiger")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Troll", "Krump"]


def test_follow_the_leader_lets_every_friendly_creature_fight():
    s = position(house="Brobnar", seats=[dict(hand=["Follow the Leader"], battleline=["Dextre"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = play(s, "Follow the Leader")
    refused(s, Reap(seat=0, card=card(s, "Dextre")), "KF-use-house")
    s = act(s, Fight(seat=0, attacker=card(s, "Dextre"), defender=card(s, "Mighty Tiger")))
    assert s.inplay[card(s, "Mighty Tiger")].damage == 3


def test_relentless_assault_fights_with_three_different_creatures():
    tired = [{"card": c, "exhausted": True} for c in ("Troll", "Krump", "Valdr")]
    s = position(house="Brobnar", seats=[dict(hand=["Relentless Assault"], battleline=tired),
                                         dict(battleline=["Mighty Tiger"] * 3)])
    s = play(s, "Relentless Assault")
    for n, name in enumerate(("Troll", "Krump", "Valdr")):
        if n:
            refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # a different one each time
        s = act(s, Choose(seat=0, card=card(s, name)), Choose(seat=0, card=card(s, "Mighty Tiger", nth=n)))
    assert in_play(s) == ["Troll", "Krump", "Valdr"] and isinstance(options(s)[-1], EndStep)
    assert Choose not in {type(o) for o in options(s)}  # three fights, no fourth


def test_unguarded_camp_captures_once_per_creature_in_excess():
    s = position(house="Brobnar", seats=[dict(hand=["Unguarded Camp"], battleline=["Troll", "Krump", "Valdr"]),
                                         dict(battleline=["Mighty Tiger"], amber=5)])
    s = act(play(s, "Unguarded Camp"), Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[card(s, n)].amber for n in ("Troll", "Krump", "Valdr")] == [1, 1, 0]
    assert s.players[1].amber == 3 and s.players[0].amber == 1


def test_banner_of_battle_gives_friendly_creatures_one_power():
    s = position(house="Logos", seats=[dict(artifacts=["Banner of Battle"], battleline=["Dextre"]),
                                       dict(battleline=["Dextre"])])
    mine, theirs = card(s, "Dextre", seat=0), card(s, "Dextre", seat=1)
    assert (power(s, mine), power(s, theirs)) == (4, 3)
    s = act(s, Fight(seat=0, attacker=mine, defender=theirs))
    assert in_play(s) == ["Dextre"] and s.inplay[mine].damage == 3  # 4 power survives 3 damage


def test_pile_of_skulls_captures_when_an_enemy_creature_dies_on_your_turn():
    s = position(house="Brobnar", seats=[dict(artifacts=["Pile of Skulls"], battleline=["Troll", "Krump"],
                                              hand=["Punch"]),
                                         dict(battleline=["Mighty Tiger"], amber=3)])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Mighty Tiger")))
    refused(s, Choose(seat=0, card=card(s, "Mighty Tiger")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].amber == 1 and s.players[1].amber == 2


def test_the_warchest_counts_enemy_creatures_destroyed_fighting_this_turn():
    s = position(house="Brobnar", seats=[dict(artifacts=["The Warchest"], battleline=["Troll", "Krump", "Bumpsy"]),
                                         dict(battleline=["Mighty Tiger", "Mighty Tiger", "Troll"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll", seat=0), defender=card(s, "Mighty Tiger")),
            Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Mighty Tiger", nth=1)),
            Fight(seat=0, attacker=card(s, "Bumpsy"), defender=card(s, "Troll", seat=1)))  # Bumpsy dies
    s = act(s, UseAction(seat=0, card=card(s, "The Warchest")))
    assert s.players[0].amber == 2


def test_valdr_hits_two_harder_on_a_flank():
    s = position(house="Brobnar", seats=[dict(battleline=["Valdr"]), dict(battleline=["Troll", "Bumpsy"])])
    flank = act(s, Fight(seat=0, attacker=card(s, "Valdr"), defender=card(s, "Troll", seat=1)))
    assert in_play(flank) == ["Bumpsy"]  # 8 damage to an 8-power flank (and Troll's 8 to Valdr)
    s = position(house="Brobnar", seats=[dict(battleline=["Valdr"]), dict(battleline=["Bumpsy", "Troll", "Krump"])])
    middle = act(s, Fight(seat=0, attacker=card(s, "Valdr"), defender=card(s, "Troll", seat=1)))
    assert middle.inplay[card(s, "Troll", seat=1)].damage == 6


def test_king_of_the_crag_weakens_enemy_brobnar_creatures():
    s = position(house="Untamed", seats=[dict(battleline=["King of the Crag", "Troll", "Mighty Tiger"]),
                                         dict(battleline=["Krump", "Dextre"])])
    assert [power(s, card(s, n)) for n in ("Troll", "Krump", "Dextre")] == [8, 4, 3]
    s = act(s, Fight(seat=0, attacker=card(s, "Mighty Tiger"), defender=card(s, "Krump")))
    assert card(s, "Krump") in s.players[1].discard


def test_mugwump_heals_and_grows_after_a_kill():
    s = position(house="Brobnar", seats=[dict(battleline=["Mugwump"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Mugwump"), defender=card(s, "Mighty Tiger")))
    mug = card(s, "Mugwump")
    assert s.inplay[mug].damage == 0 and s.inplay[mug].power == 1 and power(s, mug) == 7


def test_mugwump_killed_by_its_victims_destroyed_ability_does_not_grow():
    s = position(house="Brobnar", seats=[dict(battleline=["Mugwump"]),
                                         dict(battleline=[{"card": "Mighty Tiger", "upgrades": ["Phoenix Heart"]}])])
    s = act(s, Fight(seat=0, attacker=card(s, "Mugwump"), defender=card(s, "Mighty Tiger")))
    assert in_play(s) == [] and card(s, "Mugwump") in s.players[0].discard  # 4 + Phoenix Heart's 3


def test_rock_hurling_giant_may_throw_4_damage_after_a_brobnar_discard():
    s = position(house="Brobnar", seats=[dict(battleline=["Rock-Hurling Giant"], hand=["Punch", "Punch"]),
                                         dict(battleline=["Mighty Tiger"])])
    s = act(s, Discard(seat=0, card=card(s, "Punch")))
    assert Decline(seat=0) in options(s)
    s = act(s, Choose(seat=0, card=card(s, "Mighty Tiger")))
    assert in_play(s) == ["Rock-Hurling Giant"]
    s = act(s, Discard(seat=0, card=card(s, "Punch", nth=1)), Decline(seat=0))
    assert isinstance(options(s)[-1], EndStep)


def test_rogue_ogre_heals_and_captures_after_exactly_one_play():
    def turn(plays):
        s = position(house="Brobnar", seats=[
            dict(battleline=[{"card": "Rogue Ogre", "damage": 3}], hand=["Punch"], deck=["Troll"] * 8),
            dict(battleline=["Troll"], amber=2, deck=["Troll"] * 8)])
        if plays:
            s = act(play(s, "Punch"), Choose(seat=0, card=s.players[1].battleline[0]))
        return act(s, EndStep(seat=0))
    s = turn(True)
    assert s.inplay[card(s, "Rogue Ogre")].damage == 1 and s.inplay[card(s, "Rogue Ogre")].amber == 1
    s = turn(False)
    assert s.inplay[card(s, "Rogue Ogre")].damage == 3 and s.inplay[card(s, "Rogue Ogre")].amber == 0


def test_tireless_crocag_fights_off_house_cannot_reap_and_dies_alone():
    s = position(house="Dis", seats=[dict(battleline=["Tireless Crocag"]), dict(battleline=["Mighty Tiger"])])
    refused(s, Reap(seat=0, card=card(s, "Tireless Crocag")), "KF-ability-use")
    s = act(s, Fight(seat=0, attacker=card(s, "Tireless Crocag"), defender=card(s, "Mighty Tiger")))
    assert in_play(s) == [] and card(s, "Tireless Crocag") in s.players[0].discard


def test_champions_challenge_fights_after_the_destroyed_abilities():
    s = position(house="Brobnar", seats=[dict(hand=["Champion's Challenge"], battleline=["Troll", "Dust Imp"]),
                                         dict(battleline=["Krump"])])
    s = play(s, "Champion's Challenge")
    assert s.players[0].amber == 2  # Dust Imp's Destroyed: resolved before the fight's choice
    assert options(s) == [Choose(seat=0, card=card(s, "Krump"))]


# -- cases compared with keyteki's specs (see the rule index for where we differ)

def _krump_board(active: int):
    return position(active=active, house="Brobnar" if active == 0 else "Logos",
                    seats=[dict(battleline=["Krump"]), dict(amber=3, battleline=["Doc Bookton", "Brain Eater"])])


def test_krump_drains_when_it_survives_the_fight_it_wins_attacking_or_defending():
    for active in (0, 1):
        s = _krump_board(active)
        krump, doc = card(s, "Krump"), card(s, "Doc Bookton")
        s = act(s, Fight(seat=0, attacker=krump, defender=doc) if active == 0
                else Fight(seat=1, attacker=doc, defender=krump))
        assert doc in s.players[1].discard and s.inplay[krump].damage == 5
        assert s.players[1].amber == 2


def test_krump_destroyed_in_the_same_fight_drains_nothing():
    """Krump's trigger needs Krump in play after the fight (KF-after-kill): a trade of
    Krump (6) for Brain Eater (6) costs the opponent no Æmber, whoever attacked."""
    for active in (0, 1):
        s = _krump_board(active)
        krump, eater = card(s, "Krump"), card(s, "Brain Eater")
        s = act(s, Fight(seat=0, attacker=krump, defender=eater) if active == 0
                else Fight(seat=1, attacker=eater, defender=krump))
        assert krump in s.players[0].discard and eater in s.players[1].discard
        assert s.players[1].amber == 3


def test_phoenix_heart_on_a_fighter_returns_it_then_burns_past_shadow_self():
    s = position(house="Brobnar", seats=[dict(hand=["Phoenix Heart"], battleline=["Bumpsy"]),
                                         dict(battleline=["Ember Imp", "Troll", "Doc Bookton", "Batdrone", "Shadow Self"])])
    refused(s, PlayUpgrade(seat=0, card=card(s, "Phoenix Heart"), creature=card(s, "Phoenix Heart")), "KF-upgrade-1")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Phoenix Heart"), creature=card(s, "Bumpsy")))
    s = act(s, Fight(seat=0, attacker=card(s, "Bumpsy"), defender=card(s, "Doc Bookton")))
    assert card(s, "Bumpsy") in s.players[0].hand and card(s, "Phoenix Heart") in s.players[0].discard
    assert in_play(s) == ["Troll", "Batdrone", "Shadow Self"]  # Ember Imp (2) burnt, Doc Bookton fought
    # Batdrone's 3 went to its neighbour Shadow Self (KF-replace): 3 of its own + 3
    assert [s.inplay[card(s, n)].damage for n in ("Troll", "Batdrone", "Shadow Self")] == [3, 0, 6]


def test_phoenix_heart_on_shadow_self_returns_it_before_the_burn():
    """Shadow Self is back in hand when the 3 damage is dealt, so it shields nobody."""
    s = position(house="Dis", seats=[dict(hand=["Hand of Dis"], battleline=["Bumpsy"]),
                                     dict(battleline=["Ember Imp", "Batdrone",
                                                      {"card": "Shadow Self", "upgrades": ["Phoenix Heart"]}, "Troll"])])
    s = play(s, "Hand of Dis")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # on a flank
    s = act(s, Choose(seat=0, card=card(s, "Shadow Self")))
    assert card(s, "Shadow Self") in s.players[1].hand
    assert in_play(s) == ["Bumpsy", "Troll"] and card(s, "Batdrone") in s.players[1].discard
    assert s.inplay[card(s, "Bumpsy")].damage == 3 and s.inplay[card(s, "Troll")].damage == 3


def test_autocannon_hits_each_creature_that_enters_and_a_play_ability_still_resolves():
    s = position(house="Shadows", seats=[dict(hand=["Nexus", "Urchin"]), dict(amber=1, artifacts=["Autocannon"])])
    s = play(s, "Nexus")
    assert s.inplay[card(s, "Nexus")].damage == 1
    s = play(s, "Urchin")  # either order steals, then Urchin dies: nothing to ask (KF-simultaneous)
    assert card(s, "Urchin") in s.players[0].discard and (s.players[0].amber, s.players[1].amber) == (1, 0)


def test_tremor_stuns_any_creature_and_only_its_neighbours():
    s = position(house="Brobnar", seats=[dict(hand=["Tremor"], battleline=["Batdrone", "Mother", "Dextre"]),
                                         dict(battleline=["Troll", "Krump", "Bumpsy", "Headhunter"])])
    s = play(s, "Tremor")
    assert len(options(s)) == 7  # friend or foe
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[c].stunned for c in s.players[1].battleline] == [True, True, True, False]
    assert not any(s.inplay[c].stunned for c in s.players[0].battleline)


def test_brothers_in_battle_lets_another_house_fight_but_not_reap_and_banner_lifts_every_friend():
    s = position(house="Brobnar", seats=[dict(hand=["Brothers in Battle"], battleline=["Troll", "Batdrone", "Dextre"],
                                              artifacts=["Banner of Battle"]), dict(battleline=["Urchin", "Krump"])])
    s = act(play(s, "Brothers in Battle"), ChooseOption(seat=0, option="Logos"))
    assert [power(s, c) for c in s.players[0].battleline + s.players[1].battleline] == [9, 3, 4, 1, 6]
    refused(s, Reap(seat=0, card=card(s, "Batdrone")), "KF-use-house")
    s = act(s, Fight(seat=0, attacker=card(s, "Batdrone"), defender=card(s, "Krump")), Reap(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Krump")].damage == 3 and s.inplay[card(s, "Batdrone")].damage == 0  # skirmish
    assert s.players[0].amber == 2  # the bonus and the reap


def test_kelifi_dragon_reaps_or_fights_then_gains_and_burns_any_creature_still_there():
    def board():
        return position(house="Brobnar", seats=[dict(amber=1, battleline=["Kelifi Dragon", "Dust Pixie"]),
                                                dict(battleline=["Troll", "Krump"])])
    s = board()
    s = act(s, Reap(seat=0, card=card(s, "Kelifi Dragon")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Kelifi Dragon", "Dust Pixie", "Troll", "Krump")}
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 5 and s.players[0].amber == 3
    s = board()
    s = act(s, Fight(seat=0, attacker=card(s, "Kelifi Dragon"), defender=card(s, "Krump")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # destroyed in the fight
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 5 and s.players[0].amber == 2


def test_champions_challenge_leaves_a_chosen_champion_each_side_and_fights_or_just_readies():
    s = position(house="Brobnar", seats=[dict(hand=["Champion’s Challenge"], battleline=[{"card": "Troll", "exhausted": True}]),
                                         dict(amber=1, battleline=["Batdrone", "Dextre", "Ganymede Archivist"])])
    s = play(s, "Champion’s Challenge")
    refused(s, Choose(seat=0, card=card(s, "Batdrone")), "KF-target")  # not among the most powerful
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))  # a tie of 3s: ours to choose (KF-most-powerful)
    assert in_play(s) == ["Troll", "Dextre"] and not s.inplay[card(s, "Troll")].exhausted
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))
    assert s.players[1].deck[0] == card(s, "Dextre") and s.inplay[card(s, "Troll")].damage == 3
    s = position(house="Brobnar", seats=[dict(hand=["Champion’s Challenge"], battleline=[{"card": "Troll", "exhausted": True}]),
                                         {}])
    s = act(play(s, "Champion’s Challenge"), Reap(seat=0, card=card(s, "Troll")))  # no one to fight: ready to reap
    assert s.players[0].amber == 1
