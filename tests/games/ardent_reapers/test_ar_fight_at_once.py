"""A one-against-one fight under dealer luck (AR-fight-2, AR-fight-4, AR-fight-5, AR-resilient-1,
AR-sneak-1, AR-stash-fight): with no ability of its fighters doing anything in it, the fight is
settled in one pass, and must come to the very state the general path gives (the outcome
decided, then the fighters leaving play as the fight's end task, run by the work loop)."""

import pytest
from ar_helpers import GAME, act, card, names, position, refused

from engine.games.ardent_reapers import fight as fight_mod
from engine.games.ardent_reapers import flow
from engine.games.ardent_reapers.abilities import ABILITIES
from engine.games.ardent_reapers.events import Fight
from engine.games.ardent_reapers.state import FightEndTask, Skill, State, Zone

BL, HAND, DISCARD, SCORE = Zone.BATTLE_LINE, Zone.HAND, Zone.DISCARD, Zone.SCORE_PILE


def _fight(state: State, attacker: str, target: str, skill=Skill.PLAIN, sneak=None) -> Fight:
    return Fight(seat=0, attackers=[card(state, attacker, seat=0, zone=BL)],
                 targets=[card(state, target, seat=1, zone=BL)], skill=skill, sneak=sneak)


def _by_task(state: State, event: Fight) -> State:
    """The fight the general way: the outcome, then the fight's end as a task of the loop."""
    s = GAME.clone(state)
    winners, losers, to_seat = fight_mod.outcome(s, event)
    s.stack.append(FightEndTask(winners=winners, losers=losers, to_seat=to_seat))
    s.need = None
    flow.advance(s)
    return s


def _settles_as_the_task(state: State, event: Fight) -> State:
    after = act(state, event)
    assert GAME.encode_state(after) == GAME.encode_state(_by_task(state, event))
    return after


def test_the_attacker_wins_on_equal_power_and_the_loser_scores_for_the_winner():
    s = position(seats=[dict(battle_line=[("Yearn", "Active"), ("Jater", "Active")], hand=["Roat"]),
                        dict(battle_line=[("Vix", "Active"), ("Pokets", "Active")], hand=["Tessa"])])
    after = _settles_as_the_task(s, _fight(s, "Yearn", "Pokets"))
    assert names(after, 0, BL) == ["Jater"] and names(after, 1, BL) == ["Vix"]
    assert names(after, 0, DISCARD) == ["Yearn"] and names(after, 0, SCORE) == ["Pokets"]
    assert after.card_state[card(after, "Yearn")] is None
    assert after.card_state[card(after, "Pokets")] is None


def test_the_attacker_loses_to_greater_power_and_scores_for_the_defender():
    s = position(seats=[dict(battle_line=[("Vix", "Mature")], hand=["Jater"]),
                        dict(battle_line=[("Renegade", "Dormant")], hand=["Tessa"])])
    after = _settles_as_the_task(s, _fight(s, "Vix", "Renegade"))  # AR-fight-5
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 1, DISCARD) == ["Renegade"]
    assert names(after, 0, DISCARD) == [] and names(after, 0, SCORE) == []


def test_a_controlled_winner_goes_to_its_owners_discard_pile():
    s = position(seats=[dict(battle_line=[dict(card="Roat", state="Active", owner=1)], hand=["Vix"]),
                        dict(battle_line=[("Jater", "Active")], hand=["Tessa"])])
    after = _settles_as_the_task(s, _fight(s, "Roat", "Jater"))
    assert names(after, 1, DISCARD) == ["Roat"] and names(after, 0, SCORE) == ["Jater"]


@pytest.mark.parametrize("attacker_wins", [True, False])
def test_both_stashes_follow_the_loser_winners_first(attacker_wins):
    a, t = ("Roat", "Vix") if attacker_wins else ("Vix", "Roat")
    s = position(seats=[dict(battle_line=[dict(card=a, state="Active", stash=["Jater", "Anox"])],
                             hand=["Tessa"]),
                        dict(battle_line=[dict(card=t, state="Active", stash=["Yearn"])], hand=["Roxxy"])])
    after = _settles_as_the_task(s, _fight(s, a, t))
    to_seat = 0 if attacker_wins else 1
    winner_stash = ["Jater", "Anox"] if attacker_wins else ["Yearn"]
    loser_stash = ["Yearn"] if attacker_wins else ["Jater", "Anox"]
    assert names(after, to_seat, SCORE) == ["Vix", *winner_stash, *loser_stash]
    assert after.stash[card(after, "Roat")] == [] and after.stash[card(after, "Vix")] == []


def test_resilient_sneak_and_a_power_constant_decide_as_the_rules_say():
    # Bulwark (power 2) defends with Resilient 6: Anox's power 5 loses, Dark Velum's Sneak 6 wins
    s = position(seats=[dict(battle_line=[("Anox", "Active"), ("Dark Velum", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Bulwark", "Active")], hand=["Tessa"])])
    lost = _settles_as_the_task(s, _fight(s, "Anox", "Bulwark"))
    assert names(lost, 1, SCORE) == ["Anox"] and names(lost, 1, DISCARD) == ["Bulwark"]
    won = _settles_as_the_task(s, _fight(s, "Dark Velum", "Bulwark", Skill.SNEAK, 6))
    assert names(won, 0, SCORE) == ["Bulwark"] and names(won, 0, DISCARD) == ["Dark Velum"]
    # Sigil of Power: Yearn's 4 and 1 more beat Millipede's 5 (AR-card-sigil-of-power)
    p = position(seats=[dict(battle_line=[("Yearn", "Active")], relics=[("Sigil of Power", "Active")],
                             hand=["Jater"]),
                        dict(battle_line=[("Millipede", "Active")], hand=["Tessa"])])
    after = _settles_as_the_task(p, _fight(p, "Yearn", "Millipede"))
    assert names(after, 0, SCORE) == ["Millipede"] and names(after, 0, DISCARD) == ["Yearn"]


def test_a_fighter_whose_ability_acts_in_the_fight_takes_the_general_path():
    # Bash loses: Ada, the opponent of its controller, discards her hand as the fight is
    # decided, before Greaser leaves play (AR-card-bash); Eager Martyr lost: its controller
    # draws once it reached the score pile; Payday's Bonus: draws before the fight's end
    s = position(seats=[dict(battle_line=[("Greaser", "Active")], hand=["Jater", "Roat"]),
                        dict(battle_line=[("Bash", "Active")], hand=["Tessa"], deck=["Anox"])])
    after = act(s, _fight(s, "Greaser", "Bash"))
    assert names(after, 0, HAND) == [] and names(after, 0, DISCARD) == ["Jater", "Roat", "Greaser"]
    m = position(seats=[dict(battle_line=[("Greaser", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Eager Martyr", "Active")], hand=["Tessa"], deck=["Anox"])])
    after = act(m, _fight(m, "Greaser", "Eager Martyr"))
    assert names(after, 0, SCORE) == ["Eager Martyr"] and names(after, 1, HAND) == ["Tessa", "Anox"]
    # the same as attackers: Bash attacking loses, and Bo, the opponent, discards his hand
    b = position(seats=[dict(battle_line=[("Bash", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Greaser", "Active")], hand=["Tessa", "Anox"])])
    after = act(b, _fight(b, "Bash", "Greaser"))
    assert names(after, 1, HAND) == [] and names(after, 1, DISCARD) == ["Tessa", "Anox", "Greaser"]
    p = position(seats=[dict(battle_line=[("Payday", "Active")], hand=["Jater"], deck=["Roat"]),
                        dict(battle_line=[("Vix", "Active")], hand=["Tessa"])])
    after = act(p, _fight(p, "Payday", "Vix"))
    assert names(after, 0, HAND) == ["Jater", "Roat"] and names(after, 0, SCORE) == ["Vix"]


def test_the_abilities_are_read_at_the_fight(monkeypatch):
    # Fog Twin (a test card) given Payday's Bonus: for this test only: its plain fight takes
    # the general path, and the Bonus: draws before the fight's end
    s = position(seats=[dict(battle_line=[("Fog Twin", "Active")], hand=["Jater"], deck=["Roat"]),
                        dict(battle_line=[("Vix", "Active")], hand=["Tessa"])])
    plain = act(s, _fight(s, "Fog Twin", "Vix"))
    assert names(plain, 0, HAND) == ["Jater"]
    monkeypatch.setitem(ABILITIES.table, "TEST-003", ABILITIES["OC-026"])
    after = act(s, _fight(s, "Fog Twin", "Vix"))
    assert names(after, 0, HAND) == ["Jater", "Roat"]
    assert names(after, 0, SCORE) == names(plain, 0, SCORE)


def test_a_revealed_fighter_is_forgotten_as_the_general_path_does():
    # revealed cards (AR-play-3) are of the hand; a hand-built state naming a fighter among
    # them too: `take_out` forgets it on the general path, which such a state takes
    s = position(seats=[dict(battle_line=[("Roat", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Vix", "Active")], hand=["Tessa"])])
    s.revealed = [card(s, "Jater"), card(s, "Roat")]
    after = _settles_as_the_task(s, _fight(s, "Roat", "Vix"))
    assert after.revealed == [card(s, "Jater")]


def test_illegal_fights_are_still_refused():
    s = position(seats=[dict(battle_line=[("Yearn", "Dormant"), ("Jater", "Active")], hand=["Roat"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Tessa"])])
    refused(s, _fight(s, "Yearn", "Pokets"), "AR-fight-dormant")
    jater, yearn = card(s, "Jater"), card(s, "Yearn")
    refused(s, Fight(seat=0, attackers=[jater], targets=[yearn]), "AR-fight-target")
    refused(s, Fight(seat=0, attackers=[card(s, "Pokets")], targets=[card(s, "Pokets")]),
            "AR-fight-1")
    refused(s, _fight(s, "Jater", "Pokets", Skill.SNEAK, 5), "AR-sneak-3")  # Jater has Sneak 4
