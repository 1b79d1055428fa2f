"""This is Mine, This is Yours (control), and War Siren (use a creature to fight at once)."""

from ar_helpers import GAME, act, card, names, options, position, refused

from engine.games.ardent_reapers.events import Choose, Fight, PlayCard
from engine.games.ardent_reapers.state import CardState, Skill, Zone
from engine.protocol import Decision

BL, HAND, DISCARD, SCORE = Zone.BATTLE_LINE, Zone.HAND, Zone.DISCARD, Zone.SCORE_PILE


def test_this_is_mine_takes_an_enemy_creature_to_a_chosen_end_in_its_state():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["This is Mine"]),
                        dict(battle_line=[("Roat", "Mature"), ("Pokets", "Dormant")], hand=["Yearn"])])
    roat = card(s, "Roat")
    mid = act(s, PlayCard(seat=0, card=card(s, "This is Mine")))
    p = GAME.pending(mid)
    assert isinstance(p, Decision) and p.rule == "AR-card-this-is-mine"
    refused(mid, Choose(seat=0, card=card(s, "Vix")), "AR-card-this-is-mine")
    end = act(mid, Choose(seat=0, card=roat))
    assert options(end) == [Choose(seat=0, mode=0), Choose(seat=0, mode=1)]
    refused(end, Choose(seat=0, mode=2), "AR-control-1")
    after = act(end, Choose(seat=0, mode=0))
    assert names(after, 0, BL) == ["Roat", "Vix"] and after.card_state[roat] is CardState.MATURE
    assert names(after, 1, BL) == ["Pokets"] and names(after, 0, SCORE) == ["This is Mine"]
    # now mine: it fights for me; winning, it goes to its owner's discard pile
    won = act(after, Fight(seat=0, attackers=[roat], targets=[card(s, "Pokets")]))
    assert names(won, 1, DISCARD) == ["Roat"] and names(won, 0, SCORE) == ["This is Mine", "Pokets"]


def test_a_stolen_creature_that_loses_goes_to_the_score_pile_of_the_winners_controller():
    # Ada's Tessa in hand keeps her in the game (Bo's Jater would not: AR-end-area)
    s = position(seats=[dict(battle_line=[{"card": "Jater", "state": "Active", "owner": 1}], hand=["Tessa"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"])])
    lost = act(s, Fight(seat=0, attackers=[card(s, "Jater")], targets=[card(s, "Roat")]))
    assert names(lost, 1, SCORE) == ["Jater"] and names(lost, 1, DISCARD) == ["Roat"]


def test_this_is_yours_then_this_is_mine_the_most_recent_control_effect_wins():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Anox", "Dormant")],
                             hand=["This is Yours", "This is Mine"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"])])
    anox = card(s, "Anox")
    mid = act(s, PlayCard(seat=0, card=card(s, "This is Yours")))
    refused(mid, Choose(seat=0, card=card(s, "Roat")), "AR-card-this-is-yours")
    given = act(mid, Choose(seat=0, card=anox), Choose(seat=0, mode=1))
    assert names(given, 1, BL) == ["Roat", "Anox"] and names(given, 0, BL) == ["Vix"]
    assert given.card_state[anox] is CardState.DORMANT
    back = act(given, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=anox),
               Choose(seat=0, mode=1))
    assert names(back, 0, BL) == ["Vix", "Anox"] and names(back, 1, BL) == ["Roat"]


def test_this_is_mine_onto_an_empty_battle_line_needs_no_end():
    s = position(seats=[dict(hand=["This is Mine"], relics=[("Hypervator", "Active")]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"])])
    after = act(s, PlayCard(seat=0, card=card(s, "This is Mine")), Choose(seat=0, card=card(s, "Roat")))
    assert names(after, 0, BL) == ["Roat"] and GAME.pending(after).rule == "AR-turn-2"


def test_war_siren_makes_a_dormant_creature_active_and_fights_with_it():
    s = position(seats=[dict(battle_line=[("Renegade", "Dormant"), ("Vix", "Active")], hand=["War Siren"]),
                        dict(battle_line=[("Pokets", "Active"), ("Tessa", "Active"), ("Yearn", "Active")],
                             hand=["Anox"])])
    ren, vix = card(s, "Renegade"), card(s, "Vix")
    mid = act(s, PlayCard(seat=0, card=card(s, "War Siren")))
    assert options(mid) == [Choose(seat=0, card=ren)]
    refused(mid, Choose(seat=0, card=vix), "AR-card-war-siren")
    fight = act(mid, Choose(seat=0, card=ren))
    p = GAME.pending(fight)
    assert isinstance(p, Decision) and p.rule == "AR-card-war-siren"
    assert fight.card_state[ren] is CardState.ACTIVE
    assert all(isinstance(o, Fight) and ren in o.attackers for o in p.options)
    hug = Fight(seat=0, attackers=[ren], targets=[card(s, "Pokets"), card(s, "Yearn")], skill=Skill.BEAR_HUG)
    assert hug in p.options
    refused(fight, Fight(seat=0, attackers=[vix], targets=[card(s, "Tessa")]), "AR-card-war-siren")
    refused(fight, PlayCard(seat=0, card=card(s, "War Siren")), "AR-card-war-siren")
    after = act(fight, hug)
    assert names(after, 0, SCORE) == ["Pokets", "Yearn", "War Siren"] and names(after, 0, DISCARD) == ["Renegade"]
    assert GAME.pending(after).rule == "AR-turn-2"


def test_war_siren_with_nothing_to_fight_only_rotates():
    s = position(seats=[dict(battle_line=[("Renegade", "Dormant")], hand=["War Siren"]),
                        dict(hand=["Anox"], deck=["Yearn"])])
    after = act(s, PlayCard(seat=0, card=card(s, "War Siren")), Choose(seat=0, card=card(s, "Renegade")))
    assert after.card_state[card(s, "Renegade")] is CardState.ACTIVE
    assert GAME.pending(after).rule == "AR-turn-2"
    none = position(seats=[dict(battle_line=[("Renegade", "Active")], hand=["War Siren"]),
                           dict(battle_line=[("Roat", "Active")], hand=["Anox"])])
    after = act(none, PlayCard(seat=0, card=card(none, "War Siren")))
    assert GAME.pending(after).rule == "AR-turn-2" and names(after, 0, SCORE) == ["War Siren"]
