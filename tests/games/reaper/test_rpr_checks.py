"""The explicit checks whose yes/no is written out for speed refuse what they refused before,
with the same rule ids and words: the turn player's own action checked straight from the fold
(flow.fold_event), a payment that names no face-up Soul, a card without a play ability named
a target, a guard by the attacker or its target, an activation that needs bound Souls."""

import pytest
from rpr_helpers import GAME, act, card, decision, refused, table

from engine.games.reaper.events import Activate, Attack, EndTurn, Grace, Guard, Pass, Play, Reap
from engine.protocol import IllegalEvent


def _refusal(state, event) -> tuple[str, str]:
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    return err.value.rule, err.value.message


def test_the_turn_players_actions_from_the_other_seat_or_after_the_end_are_refused():
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]})
    vessa, hound = card(s, "Vessa"), card(s, "Cinder Hound")
    assert decision(s).seat == 0
    for wrong in (Reap(seat=1, card=vessa), Play(seat=1, card=hound), EndTurn(seat=1)):
        assert _refusal(s, wrong) == ("RPR-seat", "seat 0 is asked now, not seat 1")
    assert _refusal(s, Pass(seat=0)) == ("RPR-sequence", "Pass does not answer what is asked now")
    s = act(s, Reap(seat=0, card=vessa))  # the checked fold lets the asked seat's action through
    assert vessa in s.players[0].angels and s.inplay[vessa].exhausted
    over = GAME.clone(s)
    over.over = "a test ends it"
    assert _refusal(over, EndTurn(seat=0)) == ("RPR-sequence", "the match is over")


def test_a_payment_naming_no_face_up_soul_is_refused_only_when_face_down_souls_are_too_few():
    s = table({"hand": ["Flame Zealot", "Hollow Husk"],
               "souls": [{"card": "Kindle", "face_up": True}, "Drowned Sailor"]})
    zealot, husk, kindle = card(s, "Flame Zealot"), card(s, "Hollow Husk"), card(s, "Kindle")
    assert _refusal(s, Play(seat=0, card=zealot)) == (
        "RPR-burn-choice", "the Souls burned must number the cost, 2: 0 named, 1 face down")
    assert Play(seat=0, card=zealot) not in decision(s).options
    then = act(GAME.clone(s), Play(seat=0, card=husk))  # cost 0: nothing to name, nothing to burn
    assert husk in then.players[0].thralls and len(then.players[0].souls) == 2
    s = act(s, Play(seat=0, card=zealot, burn=[kindle]))  # with the face-down Soul it pays
    assert zealot in s.players[0].thralls and not s.players[0].souls


def test_a_card_without_a_play_ability_named_a_target_is_refused():
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    assert _refusal(s, Play(seat=0, card=hound, target=crawler)) == (
        "RPR-target", "Cinder Hound takes no target")
    s = act(s, Play(seat=0, card=hound))
    assert hound in s.players[0].thralls


def test_the_attacker_and_its_target_cannot_guard_and_another_thrall_can():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler", "Tide Herald"]})
    hound, crawler, herald = card(s, "Cinder Hound"), card(s, "Reef Crawler"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    assert decision(s).rule == "RPR-guard-1"
    assert _refusal(s, Guard(seat=1, card=crawler)) == ("RPR-guard-1", "the guard must be another Thrall")
    refused(s, Guard(seat=1, card=hound), "RPR-guard-own")
    s = act(s, Guard(seat=1, card=herald))
    assert s.inplay[herald].exhausted


def test_an_activation_needing_two_bound_souls_is_refused_with_one():
    creed = {"angels": ["Creed of Cinders", "Vessa, Ember Reaper", "Cinderhook"]}
    s = table({**creed, "souls": [{"card": "Kindle", "bound": True}, "Drowned Sailor"]})
    c = card(s, "Creed of Cinders")
    assert _refusal(s, Activate(seat=0, card=c)) == (
        "RPR-activate", "Creed of Cinders needs 2 bound Souls")
    s = table({**creed, "souls": [{"card": "Kindle", "bound": True},
                                  {"card": "Drowned Sailor", "bound": True}]})
    c = card(s, "Creed of Cinders")
    s = act(s, Activate(seat=0, card=c))
    assert s.inplay[c].exhausted
    assert s.cards[c] == "RPR-022"  # the Archcreed, whose face has no activated ability
    assert _refusal(s, Activate(seat=0, card=c)) == (
        "RPR-activate", "only one's own card in play with an activated ability")


def test_a_window_answers_in_the_rules_order_from_the_seat_it_asks():
    """Answers at guard and grace windows are checked straight from the fold when the asked
    seat gives them, and refused with the windows' order rules when the other seat does."""
    s = table({}, {"thralls": ["Reef Crawler", "Tide Herald"]})
    vessa, ilse, cinderhook = card(s, "Vessa"), card(s, "Ilse"), card(s, "Cinderhook")
    crawler, herald = card(s, "Reef Crawler"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-guard-1"
    assert _refusal(s, Pass(seat=0)) == ("RPR-guard-order", "seat 1 is asked now, not seat 0")
    assert _refusal(s, Grace(seat=1, card=ilse)) == (
        "RPR-sequence", "Grace does not answer what is asked now")
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-grace-1"
    assert _refusal(s, Grace(seat=0, card=cinderhook)) == (
        "RPR-grace-order", "seat 1 is asked now, not seat 0")
    assert _refusal(s, Guard(seat=1, card=herald)) == (  # the guard window has closed
        "RPR-sequence", "Guard does not answer what is asked now")
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 0  # then the damaging player
    assert _refusal(s, Grace(seat=1, card=ilse)) == (
        "RPR-grace-once", "each player gets one chance to grace a Thrall per damage")
    assert _refusal(s, Grace(seat=0, card=vessa)) == (
        "RPR-grace-1", "Vessa, Ember Reaper is exhausted and cannot grace")
    s = act(s, Grace(seat=0, card=cinderhook))
    assert s.inplay[cinderhook].exhausted


def test_a_sudden_card_waits_for_its_condition_and_an_ordinary_card_for_its_turn():
    s = table({"thralls": ["Cinder Hound"]},
              {"thralls": ["Reef Crawler"], "hand": ["Parry the Scythe", "Hollow Husk", "Ward of Ash"],
               "souls": ["Kindle"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    parry, husk, ward = card(s, "Parry the Scythe"), card(s, "Hollow Husk"), card(s, "Ward of Ash")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-guard-1"
    assert _refusal(s, Play(seat=1, card=husk)) == (
        "RPR-sudden-1", "Hollow Husk is not a sudden card: it is played in its player's turn")
    assert _refusal(s, Play(seat=1, card=ward)) == (  # its condition is damage, not an attack
        "RPR-sudden-1", "Ward of Ash may be played only when its sudden condition happens")
    s = act(s, Play(seat=1, card=parry))  # attacked: Parry's condition, on the attacked Thrall
    assert parry in s.players[1].discard
    turn1 = table({}, {"hand": ["Parry the Scythe"], "souls": ["Kindle"]}, active=1)
    assert _refusal(turn1, Play(seat=1, card=card(turn1, "Parry the Scythe"))) == (
        "RPR-sudden-1", "Parry the Scythe may be played only when its sudden condition happens")
