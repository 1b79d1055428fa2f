"""Attacking and guarding, from positions: who may attack, who is asked to guard, and when."""

from rpr_helpers import act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Attack, Guard, Pass
from engine.games.reaper.state import exhausted
from engine.games.reaper.tasks import ClaimAsk, Fight, Main


def test_a_thrall_played_this_turn_cannot_attack_but_one_in_play_since_the_start_can():
    s = table({"thralls": ["Cinder Hound", {"card": "Flame Zealot", "new": True}]},
              {"thralls": ["Reef Crawler"]})
    hound, zealot, crawler = card(s, "Cinder Hound"), card(s, "Flame Zealot"), card(s, "Reef Crawler")
    refused(s, Attack(seat=0, attacker=zealot, target=crawler), "RPR-attack-thrall")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    assert exhausted(s, hound)  # the attacker exhausts on declaring
    assert any(isinstance(t, Fight) and t.attacker == hound for t in s.stack)


def test_an_angel_attacks_any_thrall_even_its_own_and_a_creed_does_not_attack():
    s = table({"thralls": ["Cinder Hound"]})
    vessa, creed, hound = card(s, "Vessa"), card(s, "Creed of the Harvest"), card(s, "Cinder Hound")
    refused(s, Attack(seat=0, attacker=creed, target=hound), "RPR-attack-1")
    s = act(s, Attack(seat=0, attacker=vessa, target=hound))
    s = pass_all(s)
    assert hound in s.players[0].discard  # 3 damage against Health 2; not Ensouled, so discarded
    assert s.inplay[vessa].damage == 0  # Angels take no damage (RPR-angel-immortal)


def test_an_exhausted_thrall_cannot_guard():
    s = table({"thralls": ["Cinder Hound"]},
              {"thralls": ["Reef Crawler", {"card": "Kelp Golem", "exhausted": True}, "Tide Herald"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    golem, herald = card(s, "Kelp Golem"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    d = decision(s)
    assert d.seat == 1 and d.rule == "RPR-guard-1"
    refused(s, Guard(seat=1, card=golem), "RPR-guard-1")
    s = act(s, Guard(seat=1, card=herald))
    assert exhausted(s, herald)
    s = pass_all(s)
    assert s.inplay[herald].damage == 2 and s.inplay[crawler].damage == 0  # the guard took it
    assert hound not in s.players[0].thralls  # the guard's Attack 2 reached the Hound's Health 2


def test_the_non_attacking_player_is_asked_first_and_an_attack_is_guarded_once():
    s = table({"thralls": ["Cinder Hound", "Gloam Stalker"]},
              {"thralls": ["Reef Crawler", "Tide Herald"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    crawler, herald = card(s, "Reef Crawler"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    assert decision(s).seat == 1  # the non-attacking player first
    refused(s, Guard(seat=0, card=stalker), "RPR-guard-order")
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 0 and Guard(seat=0, card=stalker) in decision(s)  # then the attacker
    s = act(s, Guard(seat=0, card=stalker))
    refused(s, Guard(seat=1, card=herald), "RPR-guard-once")
    refused(s, Guard(seat=0, card=stalker), "RPR-guard-once")
    s = pass_all(s)
    # the guard took the attack: Hound (2) and Stalker (2/1) traded, Crawler is untouched
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 0
    assert stalker not in s.players[0].thralls


def test_after_the_first_guard_nobody_else_is_asked():
    s = table({"thralls": ["Cinder Hound", "Gloam Stalker"]},
              {"thralls": ["Reef Crawler", "Tide Herald"]})
    hound, crawler, herald = card(s, "Cinder Hound"), card(s, "Reef Crawler"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = act(s, Guard(seat=1, card=herald))
    d = decision(s)
    assert d.rule != "RPR-guard-1"  # the attacker is not asked to guard any more


def test_an_attack_is_over_once_its_damage_is_dealt_unless_a_soul_of_it_waits_to_be_claimed():
    """The Fight stays on the work stack while the attack is under way: through its grace
    windows (a second guard is still refused, RPR-guard-once) and while a Soul of a Thrall it
    killed waits to be claimed; once its damage is dealt and no claim waits, nothing of it is
    left and the turn player acts again."""
    s = table({"thralls": ["Cinder Hound", "Gloam Stalker"]},
              {"thralls": ["Reef Crawler", "Tide Herald"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    crawler, herald = card(s, "Reef Crawler"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    s = act(s, Guard(seat=1, card=herald))
    assert decision(s).rule == "RPR-grace-1"  # its damage waits for the grace windows
    refused(s, Guard(seat=0, card=stalker), "RPR-guard-once")
    s = pass_all(s)  # the Herald takes the Hound's 2 and deals 2: the Hound (not Ensouled) dies
    assert hound in s.players[0].discard and s.inplay[herald].damage == 2
    assert [type(t) for t in s.stack] == [Main]
    assert decision(s).rule == "RPR-turn-1" and decision(s).seat == 0

    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert [type(t) for t in s.stack] == [Main, Fight, ClaimAsk, ClaimAsk]
    assert s.stack[1].attacker == hound and s.stack[1].struck
    s = act(s, Pass(seat=0))
    s = act(s, Pass(seat=1))
    assert [type(t) for t in s.stack] == [Main]
    assert decision(s).rule == "RPR-turn-1" and decision(s).seat == 0
