"""Fights: the document's examples, plain fights, skills, and the refusals with their rule ids."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Fight
from engine.games.ardent_reapers.state import Skill, Zone

BL, DISCARD, SCORE = Zone.BATTLE_LINE, Zone.DISCARD, Zone.SCORE_PILE


def fight(state, attackers, targets, skill=Skill.PLAIN, sneak=None, seat=0):
    a = [card(state, n, seat=seat, zone=BL) for n in attackers]
    t = [card(state, n, seat=1 - seat, zone=BL) for n in targets]
    return Fight(seat=seat, attackers=a, targets=t, skill=skill, sneak=sneak)


# -- the document's examples ------------------------------------------------------------------
def test_team_up_example_anox_and_vix_beat_pinwheel():
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pinwheel", "Active")], hand=["Tessa"])])
    e = fight(s, ["Anox", "Vix"], ["Pinwheel"], Skill.TEAM_UP)
    assert e in options(s)
    after = act(s, e)
    assert names(after, 0, DISCARD) == ["Anox", "Vix"]
    assert names(after, 0, SCORE) == ["Pinwheel"]
    assert names(after, 1, BL) == [] and names(after, 0, BL) == []
    assert zones.score(after, 0) == 2


def test_bear_hug_example_renegade_beats_tiny_and_pokets():
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Tiny the Tosser", "Active"), ("Pokets", "Active")],
                             hand=["Tessa"])])
    e = fight(s, ["Renegade"], ["Tiny the Tosser", "Pokets"], Skill.BEAR_HUG)
    assert e in options(s)
    after = act(s, e)
    assert names(after, 0, DISCARD) == ["Renegade"]
    assert names(after, 0, SCORE) == ["Tiny the Tosser", "Pokets"]
    assert zones.score(after, 0) == 3


def test_sneak_example_dark_velum_beats_silence_enforcer():
    s = position(seats=[dict(battle_line=[("Dark Velum", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Silence Enforcer", "Active")], hand=["Tessa"])])
    after = act(s, fight(s, ["Dark Velum"], ["Silence Enforcer"], Skill.SNEAK, sneak=6))
    assert names(after, 0, DISCARD) == ["Dark Velum"]
    assert names(after, 0, SCORE) == ["Silence Enforcer"]


def test_sneak_is_optional_the_printed_power_may_be_used():
    s = position(seats=[dict(battle_line=[("Dark Velum", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Silence Enforcer", "Active")], hand=["Tessa"])])
    plain = fight(s, ["Dark Velum"], ["Silence Enforcer"])
    assert plain in options(s)
    after = act(s, plain)  # power 2 against 5: Dark Velum loses
    assert names(after, 1, SCORE) == ["Dark Velum"]
    assert names(after, 1, DISCARD) == ["Silence Enforcer"]


# -- plain fights ------------------------------------------------------------------------------
def test_equal_power_wins():
    s = position(seats=[dict(battle_line=[("Yearn", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Tessa"])])
    after = act(s, fight(s, ["Yearn"], ["Pokets"]))
    assert names(after, 0, DISCARD) == ["Yearn"] and names(after, 0, SCORE) == ["Pokets"]


def test_the_loser_goes_to_the_score_pile_of_the_winners_controller():
    s = position(seats=[dict(battle_line=[("Vix", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Renegade", "Dormant")], hand=["Tessa"])])
    after = act(s, fight(s, ["Vix"], ["Renegade"]))  # a Dormant target still defends
    assert names(after, 1, SCORE) == ["Vix"]
    assert names(after, 1, DISCARD) == ["Renegade"]
    assert zones.score(after, 1) == 1 and zones.score(after, 0) == 0


def test_intentional_loss_clears_an_enemy_card_and_is_an_option():
    s = position(seats=[dict(battle_line=[("Jater", "Active")], hand=["Vix"]),
                        dict(battle_line=[("Greaser", "Active"), ("Roat", "Active")], hand=["Tessa"])])
    e = fight(s, ["Jater"], ["Roat"])
    assert e in options(s)
    after = act(s, e)
    assert names(after, 1, BL) == ["Greaser"]
    assert names(after, 1, DISCARD) == ["Roat"] and names(after, 1, SCORE) == ["Jater"]


def test_a_winner_goes_to_its_owners_discard_even_when_controlled_by_the_other_player():
    s = position(seats=[dict(battle_line=[dict(card="Roat", state="Active", owner=1)], hand=["Vix"]),
                        dict(battle_line=[("Jater", "Active")], hand=["Tessa"])])
    after = act(s, fight(s, ["Roat"], ["Jater"]))
    assert names(after, 1, DISCARD) == ["Roat"]
    assert names(after, 0, SCORE) == ["Jater"]


def test_dormant_creatures_cannot_fight_active_and_mature_can():
    s = position(seats=[dict(battle_line=[("Vix", "Dormant"), ("Jater", "Active"), ("Tessa", "Mature")],
                             hand=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    err = refused(s, fight(s, ["Vix"], ["Pokets"]), "AR-fight-dormant")
    assert "Vix (#" in err.message and "Dormant" in err.message
    act(s, fight(s, ["Jater"], ["Pokets"]))
    act(s, fight(s, ["Tessa"], ["Pokets"]))
    fighters = {e.attackers[0] for e in options(s) if isinstance(e, Fight)}
    assert card(s, "Vix") not in fighters


def test_targets_must_be_enemy_creatures_and_fighters_friendly():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Jater", "Active")], hand=["Roxxy"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    vix, jater, pokets = card(s, "Vix"), card(s, "Jater"), card(s, "Pokets")
    refused(s, Fight(seat=0, attackers=[vix], targets=[jater]), "AR-fight-target")
    refused(s, Fight(seat=0, attackers=[pokets], targets=[pokets]), "AR-fight-1")
    refused(s, Fight(seat=0, attackers=[vix], targets=[]), "AR-fight-target")
    refused(s, Fight(seat=0, attackers=[], targets=[pokets]), "AR-fight-1")
    refused(s, Fight(seat=1, attackers=[pokets], targets=[vix]), "AR-turn-1")
    refused(s, Fight(seat=0, attackers=[vix, jater], targets=[pokets]), "AR-fight-1")


def test_no_fight_without_enemy_creatures():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Roxxy"]), dict(hand=["Yearn"])])
    assert not [e for e in options(s) if isinstance(e, Fight)]


# -- Team-Up -------------------------------------------------------------------------------
def test_team_up_sum_must_be_exact():
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Vix", "Active"), ("Tessa", "Active")],
                             hand=["Jater"]),
                        dict(battle_line=[("Pinwheel", "Active")], hand=["Yearn"])])
    err = refused(s, fight(s, ["Anox", "Tessa"], ["Pinwheel"], Skill.TEAM_UP), "AR-teamup-2")
    assert "7" in err.message and "6" in err.message
    refused(s, fight(s, ["Vix", "Tessa"], ["Pinwheel"], Skill.TEAM_UP), "AR-teamup-2")
    groups = [sorted(e.attackers) for e in options(s) if e.__struct_config__.tag == "fight"
              and e.skill is Skill.TEAM_UP]
    assert groups == [sorted([card(s, "Anox"), card(s, "Vix")])]


def test_team_up_needs_the_skill_and_active_or_mature_creatures():
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Jater", "Active"), ("Vix", "Dormant")],
                             hand=["Tessa"]),
                        dict(battle_line=[("Pinwheel", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Anox", "Jater"], ["Pinwheel"], Skill.TEAM_UP), "AR-teamup-1")
    refused(s, fight(s, ["Anox", "Vix"], ["Pinwheel"], Skill.TEAM_UP), "AR-teamup-1")
    refused(s, fight(s, ["Anox"], ["Pinwheel"], Skill.TEAM_UP), "AR-teamup-size")


def test_team_up_fighters_in_any_order_give_the_same_result():
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pinwheel", "Active")], hand=["Yearn"])])
    a = act(s, fight(s, ["Anox", "Vix"], ["Pinwheel"], Skill.TEAM_UP))
    b = act(s, fight(s, ["Vix", "Anox"], ["Pinwheel"], Skill.TEAM_UP))
    assert names(a, 0, SCORE) == names(b, 0, SCORE) == ["Pinwheel"]
    # the same fight, the same position (AR-fight-order, AR-1.6): the discard pile in line order
    assert GAME.digest(a) == GAME.digest(b) and names(b, 0, DISCARD) == ["Anox", "Vix"]


# -- Bear Hug ------------------------------------------------------------------------------
def test_bear_hug_sum_must_be_exact():
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Tiny the Tosser", "Active"), ("Pokets", "Active"),
                                          ("Vix", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Renegade"], ["Tiny the Tosser", "Vix"], Skill.BEAR_HUG), "AR-bearhug-2")
    refused(s, fight(s, ["Renegade"], ["Tiny the Tosser", "Pokets", "Vix"], Skill.BEAR_HUG),
            "AR-bearhug-2")
    refused(s, fight(s, ["Renegade"], ["Pokets"], Skill.BEAR_HUG), "AR-bearhug-size")
    hugs = [e for e in options(s) if isinstance(e, Fight) and e.skill is Skill.BEAR_HUG]
    assert len(hugs) == 1 and len(hugs[0].targets) == 2


def test_bear_hug_needs_the_skill():
    s = position(seats=[dict(battle_line=[("Greaser", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Tiny the Tosser", "Active"), ("Pokets", "Active"),
                                          ("Vix", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Greaser"], ["Tiny the Tosser", "Pokets", "Vix"], Skill.BEAR_HUG), "AR-bearhug-1")


def test_bear_hug_cannot_be_used_where_it_cannot_win():
    # Stone Wall (test card): power 3, Resilient 9. Renegade's 8 = 3 + 5 exactly, but 8 < 9
    s = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Stone Wall", "Active"), ("Anox", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Renegade"], ["Stone Wall", "Anox"], Skill.BEAR_HUG), "AR-bearhug-3")
    assert not [e for e in options(s) if isinstance(e, Fight) and e.skill is Skill.BEAR_HUG]


def test_a_bear_hug_creature_can_fight_as_normal():
    s = position(seats=[dict(battle_line=[("Brother Bear", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    after = act(s, fight(s, ["Brother Bear"], ["Pokets"]))
    assert names(after, 0, SCORE) == ["Pokets"]


# -- Sneak and Resilient ------------------------------------------------------------------------
def test_sneak_values_are_checked_and_several_instances_offer_a_choice():
    s = position(seats=[dict(battle_line=[("Double Sneak", "Active"), ("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Yewcha", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Double Sneak"], ["Yewcha"], Skill.SNEAK, sneak=5), "AR-sneak-3")
    refused(s, fight(s, ["Double Sneak"], ["Yewcha"], Skill.SNEAK), "AR-sneak-3")
    refused(s, fight(s, ["Vix"], ["Yewcha"], Skill.SNEAK, sneak=4), "AR-sneak-1")
    refused(s, fight(s, ["Double Sneak"], ["Yewcha"], sneak=7), "AR-sneak-1")
    sneaks = sorted(e.sneak for e in options(s) if isinstance(e, Fight) and e.skill is Skill.SNEAK)
    assert sneaks == [4, 7]
    lost = act(s, fight(s, ["Double Sneak"], ["Yewcha"], Skill.SNEAK, sneak=4))
    assert names(lost, 1, SCORE) == ["Double Sneak"]
    won = act(s, fight(s, ["Double Sneak"], ["Yewcha"], Skill.SNEAK, sneak=7))
    assert names(won, 0, SCORE) == ["Yewcha"]


def test_resilient_is_mandatory_even_when_the_targets_power_is_higher():
    # Soft Shell: power 6, Resilient 2. Resilient applies even though it helps the attacker.
    s = position(seats=[dict(battle_line=[("Tessa", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Soft Shell", "Active")], hand=["Yearn"])])
    after = act(s, fight(s, ["Tessa"], ["Soft Shell"]))
    assert names(after, 0, SCORE) == ["Soft Shell"]


def test_resilient_beats_higher_power_and_the_highest_instance_applies():
    # Thick Hide: power 4, Resilient 5 and Resilient 7: 7 applies
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Yewcha", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Thick Hide", "Active")], hand=["Yearn"])])
    lost = act(s, fight(s, ["Anox"], ["Thick Hide"]))  # 5 < 7
    assert names(lost, 1, SCORE) == ["Anox"]
    won = act(s, fight(s, ["Yewcha"], ["Thick Hide"]))  # 7 >= 7
    assert names(won, 0, SCORE) == ["Thick Hide"]


def test_sneak_against_resilient_compares_both_values():
    s = position(seats=[dict(battle_line=[("Pokets", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Stone Wall", "Active")], hand=["Yearn"])])
    won = act(s, fight(s, ["Pokets"], ["Stone Wall"], Skill.SNEAK, sneak=9))  # 9 >= 9
    assert names(won, 0, SCORE) == ["Stone Wall"]
    lost = act(s, fight(s, ["Pokets"], ["Stone Wall"]))  # power 4 < 9
    assert names(lost, 1, SCORE) == ["Pokets"]


def test_team_up_against_resilient_that_it_cannot_beat_is_refused():
    # Stone Wall: power 3 = Vix 1 + Tessa 2, but Resilient 9
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Stone Wall", "Active")], hand=["Yearn"])])
    refused(s, fight(s, ["Vix", "Tessa"], ["Stone Wall"], Skill.TEAM_UP), "AR-teamup-resilient")
    assert not [e for e in options(s) if isinstance(e, Fight) and e.skill is Skill.TEAM_UP]


# -- skills do not combine (FAQ) ---------------------------------------------------------------------
def test_faq_fog_machine_team_up_uses_power_not_sneak():
    # Fog Twin (test card): power 2, Team-Up and Sneak 5, as if Fog Machine gave Sneak 5
    s = position(seats=[dict(battle_line=[("Fog Twin", "Active"), ("Fog Twin", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Pokets", "Active"), ("Anox", "Active")], hand=["Yearn"])])
    twins = [card(s, "Fog Twin", nth=0), card(s, "Fog Twin", nth=1)]
    pokets, anox = card(s, "Pokets"), card(s, "Anox")
    # together: power 2 + 2 = 4 matches Pokets, not Anox (5) even though each has Sneak 5
    ok = Fight(seat=0, attackers=twins, targets=[pokets], skill=Skill.TEAM_UP)
    assert ok in options(s)
    refused(s, Fight(seat=0, attackers=twins, targets=[anox], skill=Skill.TEAM_UP), "AR-teamup-2")
    refused(s, Fight(seat=0, attackers=twins, targets=[anox], skill=Skill.TEAM_UP, sneak=5),
            "AR-skills-combine")
    # individually, each may fight with Sneak 5
    alone = act(s, Fight(seat=0, attackers=[twins[0]], targets=[anox], skill=Skill.SNEAK, sneak=5))
    assert names(alone, 0, SCORE) == ["Anox"]


def test_faq_buddy_system_bear_hug_and_team_up_do_not_combine():
    # Buddy Bear (test card): power 5 with Bear Hug and Team-Up, as if The Buddy System applied
    s = position(seats=[dict(battle_line=[("Buddy Bear", "Active"), ("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Roxxy", "Active"), ("Greaser", "Active"), ("Tessa", "Active"),
                                          ("Pinwheel", "Active")], hand=["Yearn"])])
    bear, vix = card(s, "Buddy Bear"), card(s, "Vix")
    roxxy, tessa, pinwheel = card(s, "Roxxy"), card(s, "Tessa"), card(s, "Pinwheel")
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[roxxy, tessa], skill=Skill.TEAM_UP),
            "AR-skills-combine")
    refused(s, Fight(seat=0, attackers=[bear, vix], targets=[roxxy, tessa], skill=Skill.BEAR_HUG),
            "AR-skills-combine")
    assert Fight(seat=0, attackers=[bear], targets=[roxxy, tessa], skill=Skill.BEAR_HUG) in options(s)
    assert Fight(seat=0, attackers=[bear, vix], targets=[pinwheel], skill=Skill.TEAM_UP) in options(s)
