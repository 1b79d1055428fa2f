"""Stash and control: mechanisms (no Omega Codex keyword card uses them yet)."""

from ar_helpers import GAME, act, card, names, position

from engine.games.ardent_reapers import zones
from engine.games.ardent_reapers.events import Fight, Harvest
from engine.games.ardent_reapers.state import CardState, End, Zone

BL, HAND, DISCARD, SCORE = Zone.BATTLE_LINE, Zone.HAND, Zone.DISCARD, Zone.SCORE_PILE


def test_stash_puts_a_card_from_hand_under_its_host_out_of_play():
    s = position(seats=[dict(battle_line=[("Renegade", "Mature")], hand=["Jater", "Vix"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    ren, jat = card(s, "Renegade"), card(s, "Jater")
    zones.stash(s, jat, ren)
    assert s.stash[ren] == [jat] and names(s, 0, HAND) == ["Vix"]
    assert zones.locate(s, jat) is None and zones.host_of(s, jat) == ren
    # the host's controller may look at it; the opponent may not
    assert jat in GAME.secrets(s, 1) and jat not in GAME.secrets(s, 0)
    mine = next(c for z in GAME.view(s, 0).seats[0].zones for c in z.cards if c.id == ren)
    assert mine.attached[0].id == jat
    theirs = next(c for z in GAME.view(s, 1).seats[0].zones for c in z.cards if c.id == ren)
    assert theirs.attached[0].hidden and theirs.attached[0].id is None


def test_a_stash_goes_with_a_harvested_host_to_the_score_pile():
    s = position(seats=[dict(battle_line=[dict(card="Renegade", state="Mature", stash=["Jater", "Roat"])],
                             hand=["Vix"]),
                        dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])])
    after = act(s, Harvest(seat=0, card=card(s, "Renegade")))
    assert names(after, 0, SCORE) == ["Renegade", "Jater", "Roat"]
    assert zones.score(after, 0) == 5


def test_stashes_in_a_fight_go_to_the_score_pile_of_the_winners_controller():
    # the attacker loses: both stashes go to the defender's controller, Bo
    s = position(seats=[dict(battle_line=[dict(card="Vix", state="Active", stash=["Jater"])], hand=["Tessa"]),
                        dict(battle_line=[dict(card="Roat", state="Active", stash=["Anox"])], hand=["Yearn"])])
    after = act(s, Fight(seat=0, attackers=[card(s, "Vix")], targets=[card(s, "Roat")]))
    assert sorted(names(after, 1, SCORE)) == ["Anox", "Jater", "Vix"]
    assert names(after, 1, DISCARD) == ["Roat"]
    # the attacker wins: both stashes go to Ada
    s2 = position(seats=[dict(battle_line=[dict(card="Roat", state="Active", stash=["Jater"])], hand=["Tessa"]),
                         dict(battle_line=[dict(card="Vix", state="Active", stash=["Anox"])], hand=["Yearn"])])
    after2 = act(s2, Fight(seat=0, attackers=[card(s2, "Roat")], targets=[card(s2, "Vix")]))
    assert sorted(names(after2, 0, SCORE)) == ["Anox", "Jater", "Vix"]
    assert names(after2, 0, DISCARD) == ["Roat"]


def test_a_host_leaving_play_otherwise_sends_its_stash_to_the_owners_discard_pile():
    s = position(seats=[dict(battle_line=[dict(card="Roat", state="Active",
                                               stash=["Jater", dict(card="Anox", owner=1)])], hand=["Tessa"]),
                        dict(battle_line=[("Vix", "Active")], hand=["Yearn"])])
    roat = card(s, "Roat")
    zones.move(s, roat, 0, HAND)  # e.g. an ability returns it to hand
    assert names(s, 0, HAND) == ["Tessa", "Roat"]
    assert names(s, 0, DISCARD) == ["Jater"] and names(s, 1, DISCARD) == ["Anox"]
    assert s.stash[roat] == [] and s.card_state[roat] is None


def test_a_card_moved_out_of_play_notes_its_leave_ability_for_its_controller():
    # AR-leave-1: Eager Martyr, Ada's card under Bo's control, returned to its owner's hand by
    # an ability: its ability waits for Bo, the seat that controlled it; a card without a
    # leave ability notes nothing, and one with nothing stashed releases nothing
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Tessa"]),
                        dict(battle_line=[dict(card="Eager Martyr", state="Active", owner=0),
                                          ("Roat", "Active")], hand=["Yearn"])])
    martyr, roat = card(s, "Eager Martyr"), card(s, "Roat")
    zones.move(s, martyr, 0, HAND)
    assert names(s, 0, HAND) == ["Tessa", "Eager Martyr"] and s.card_state[martyr] is None
    assert [(t.card, t.seat) for t in s.triggers] == [(martyr, 1)]
    zones.move(s, roat, 1, DISCARD)
    assert [(t.card, t.seat) for t in s.triggers] == [(martyr, 1)]
    assert names(s, 1, DISCARD) == ["Roat"] and s.stash[roat] == [] and names(s, 1, BL) == []


def test_control_change_keeps_state_and_stash_and_takes_an_end():
    s = position(seats=[dict(battle_line=[("Vix", "Active"), ("Tessa", "Dormant")], hand=["Jater"]),
                        dict(battle_line=[dict(card="Roat", state="Mature", stash=["Anox"]), ("Pokets", "Active")],
                             hand=["Yearn"])])
    roat = card(s, "Roat")
    zones.take_control(s, roat, 0, End.LEFT)
    assert names(s, 0, BL) == ["Roat", "Vix", "Tessa"] and names(s, 1, BL) == ["Pokets"]
    assert s.card_state[roat] is CardState.MATURE and names(s, 1, HAND) == ["Yearn"]
    assert [zones.name(s, c) for c in s.stash[roat]] == ["Anox"]
    assert zones.controller(s, roat) == 0 and s.owner[roat] == 1
    tags = next(c.tags for z in GAME.view(s, None).seats[0].zones for c in z.cards if c.id == roat)
    assert "Mature" in tags and "owned by Bo" in tags
    # the new controller uses it: harvest puts it in the controller's score pile
    after = act(s, Harvest(seat=0, card=roat))
    assert names(after, 0, SCORE) == ["Roat", "Anox"]


def test_a_controlled_creature_that_wins_goes_to_its_owners_discard_pile():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Roat", "Active"), ("Pokets", "Active")], hand=["Yearn"])])
    roat = card(s, "Roat")
    zones.take_control(s, roat, 0, End.RIGHT)
    after = act(s, Fight(seat=0, attackers=[roat], targets=[card(s, "Pokets")]))
    assert names(after, 1, DISCARD) == ["Roat"] and names(after, 0, SCORE) == ["Pokets"]


def test_the_most_recent_control_change_wins():
    s = position(seats=[dict(battle_line=[("Vix", "Active")], hand=["Jater"]),
                        dict(battle_line=[("Roat", "Active")], hand=["Yearn"])])
    roat = card(s, "Roat")
    zones.take_control(s, roat, 0)
    zones.take_control(s, roat, 1, End.LEFT)
    assert zones.controller(s, roat) == 1 and names(s, 0, BL) == ["Vix"]
