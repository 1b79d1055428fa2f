"""The explicit checks whose yes/no is written out for speed refuse what they refused before,
with the same rule ids and words: the turn player's own action checked straight from the fold
(flow.fold_event), a payment that names no face-up Soul, a card without a play ability named
a target, a guard by the attacker or its target, an activation that needs bound Souls."""

import msgspec
import pytest
from rpr_helpers import GAME, act, card, decision, refused, table

from engine.events import Dealt
from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass,
                                        Play, Reap)
from engine.protocol import Decision, IllegalEvent


def _refusal(state, event) -> tuple[str, str]:
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    return err.value.rule, err.value.message


def test_the_turn_players_actions_from_the_other_seat_or_after_the_end_are_refused():
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]})
    vessa, hound = card(s, "Vessa"), card(s, "Cinder Hound")
    assert decision(s).seat == 0
    for wrong in (Reap(seat=1, card=vessa), Play(seat=1, card=hound), EndTurn(seat=1)):
        assert _refusal(s, wrong) == ("RPR-seat", "Ada (seat 0) is asked now, not Bo (seat 1)")
    assert _refusal(s, Pass(seat=0)) == ("RPR-sequence", "a pass does not answer what is asked now")
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
    assert _refusal(s, Pass(seat=0)) == ("RPR-guard-order", "Bo (seat 1) is asked now, not Ada (seat 0)")
    assert _refusal(s, Grace(seat=1, card=ilse)) == (
        "RPR-sequence", "a grace does not answer what is asked now")
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-grace-1"
    assert _refusal(s, Grace(seat=0, card=cinderhook)) == (
        "RPR-grace-order", "Bo (seat 1) is asked now, not Ada (seat 0)")
    assert _refusal(s, Guard(seat=1, card=herald)) == (  # the guard window has closed
        "RPR-sequence", "a guard does not answer what is asked now")
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


def _refused_untouched(state, event) -> tuple[str, str, int | None]:
    """The refusal (rule id, words, the seat it names) of `event`, which leaves the state as it was."""
    before = GAME.encode_state(state)
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(state, event, check=True)
    assert GAME.encode_state(state) == before
    return err.value.rule, err.value.message, err.value.seat


def test_every_answer_from_a_seat_not_asked_is_refused_in_the_asked_seats_words():
    """Each check tests the seat asked before its own rules (legality's note on the checks),
    Pass and EndTurn in the fold: every kind from the other seat gets the seat's refusal, naming
    the seat that sent it, whatever else is wrong with it."""
    s = table({"thralls": ["Cinder Hound"]},
              {"thralls": ["Reef Crawler", "Tide Herald"], "hand": ["Hollow Husk", "Parry the Scythe"],
               "souls": ["Kindle"]})
    vessa, ilse, creed = card(s, "Vessa"), card(s, "Ilse"), card(s, "Creed of Many Veils")
    hound, crawler, herald = card(s, "Cinder Hound"), card(s, "Reef Crawler"), card(s, "Tide Herald")
    husk, parry = card(s, "Hollow Husk"), card(s, "Parry the Scythe")
    seat0 = ("RPR-seat", "Ada (seat 0) is asked now, not Bo (seat 1)", 1)
    for wrong in (Reap(seat=1, card=ilse), Reap(seat=1, card=vessa), Play(seat=1, card=husk),
                  Attack(seat=1, attacker=ilse, target=hound), Attack(seat=1, attacker=creed, target=ilse),
                  Activate(seat=1, card=creed), EndTurn(seat=1)):
        assert _refused_untouched(s, wrong) == seat0, wrong
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    seat1 = ("RPR-guard-order", "Bo (seat 1) is asked now, not Ada (seat 0)", 0)
    for wrong in (Guard(seat=0, card=herald), Guard(seat=0, card=hound), Pass(seat=0),
                  Play(seat=0, card=parry)):
        assert _refused_untouched(s, wrong) == seat1, wrong
    assert _refused_untouched(s, Grace(seat=1, card=ilse)) == (
        "RPR-sequence", "a grace does not answer what is asked now", 1)
    s = act(s, Guard(seat=1, card=herald))
    s = act(s, Pass(seat=1))  # the guard's own player's grace window, then the attacker's
    assert _refused_untouched(s, Grace(seat=1, card=ilse)) == (
        "RPR-grace-once", "each player gets one chance to grace a Thrall per damage", 1)
    assert _refused_untouched(s, Pass(seat=1)) == (
        "RPR-grace-order", "Ada (seat 0) is asked now, not Bo (seat 1)", 1)


def test_a_claim_from_the_seat_that_did_not_kill_is_refused():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": [{"card": "Drowned Sailor", "damage": 0}]})
    vessa, sailor = card(s, "Vessa"), card(s, "Drowned Sailor")
    s = act(s, Attack(seat=0, attacker=vessa, target=sailor))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 0
    assert _refused_untouched(s, Claim(seat=1, card=sailor)) == (
        "RPR-killer", "Ada (seat 0) is asked now, not Bo (seat 1)", 1)
    assert _refused_untouched(s, Pass(seat=1)) == ("RPR-killer", "Ada (seat 0) is asked now, not Bo (seat 1)", 1)
    s = act(s, Claim(seat=0, card=sailor))
    assert any(x.card == sailor for x in s.players[0].souls)


def test_an_event_no_task_takes_is_refused_by_why_not():
    """The fold's table of answers covers every event kind of the game; a dealt outcome when a
    player decides, or an event of no kind of the game's, is worded by why_not."""
    s = table()
    assert _refused_untouched(s, Dealt(kind="coin", outcome=0)) == (
        "RPR-sequence", "a chance outcome when a player must decide", None)

    class Stranger(msgspec.Struct, frozen=True):
        seat: int

    assert _refused_untouched(s, Stranger(seat=0)) == (
        "RPR-sequence", "Stranger does not answer what is asked now", 0)
    assert _refused_untouched(s, Stranger(seat=1)) == ("RPR-seat", "Ada (seat 0) is asked now, not Bo (seat 1)", 1)


def test_an_attack_is_refused_under_the_first_rule_it_breaks():
    """check_attack tests an Angel card and a Thrall as attackers apart: each refusal in the
    rules' order (whose card and what it is, exhausted, in play since the turn's start, the
    target), and an attacker with everything right is let through."""
    s = table({"angels": ["Creed of the Harvest", {"card": "Vessa", "exhausted": True}, "Cinderhook"],
               "thralls": [{"card": "Cinder Hound", "new": True, "exhausted": True},
                           {"card": "Flame Zealot", "new": True}, "Hollow Husk"]},
              {"thralls": ["Reef Crawler"]})
    creed, vessa, scythe = card(s, "Creed of the Harvest"), card(s, "Vessa"), card(s, "Cinderhook")
    hound, zealot, husk = card(s, "Cinder Hound"), card(s, "Flame Zealot"), card(s, "Hollow Husk")
    crawler, ilse = card(s, "Reef Crawler"), card(s, "Ilse")
    for attacker, target, refusal in (
            (creed, crawler, ("RPR-attack-1", "only a Reaper, Scythe, Malakhim or Thrall attacks")),
            (vessa, crawler, ("RPR-exhausted", "Vessa, Ember Reaper is exhausted")),
            (crawler, husk, ("RPR-attack-1", "only one's own card in play attacks")),
            (ilse, crawler, ("RPR-attack-1", "only one's own card in play attacks")),
            (hound, crawler, ("RPR-exhausted", "Cinder Hound is exhausted")),
            (zealot, crawler, ("RPR-attack-thrall",
                               "Flame Zealot has not been in play since the start of the turn")),
            (husk, husk, ("RPR-attack-target", "only another Thrall in play can be attacked")),
            (scythe, ilse, ("RPR-attack-target", "only another Thrall in play can be attacked")),
            (scythe, scythe, ("RPR-attack-target", "only another Thrall in play can be attacked"))):
        assert _refused_untouched(s, Attack(seat=0, attacker=attacker, target=target)) == (
            *refusal, 0), (attacker, target)
        assert Attack(seat=0, attacker=attacker, target=target) not in decision(s).options
    then = act(GAME.clone(s), Attack(seat=0, attacker=husk, target=zealot))  # its own Thrall too
    assert then.inplay[husk].exhausted
    s = act(s, Attack(seat=0, attacker=scythe, target=crawler))
    assert s.inplay[scythe].exhausted


def test_an_activation_is_refused_unless_of_ones_own_card_in_play_with_an_activated_ability():
    """check_activate asks whose card it is before it looks the ability up: a card of the other
    seat's, a card in hand, one with no activated ability and no card at all are refused alike;
    an exhausted one is refused for that, and one's own Thrall with the ability is let through."""
    s = table({"thralls": ["Pyre Acolyte", "Cinder Hound"], "hand": ["Pyre Acolyte"]},
              {"thralls": ["Pyre Acolyte", "Reef Crawler"]})
    mine, hound = card(s, "Pyre Acolyte"), card(s, "Cinder Hound")
    theirs, crawler = card(s, "Pyre Acolyte", 1), card(s, "Reef Crawler")
    in_hand, creed = card(s, "Pyre Acolyte", 2), card(s, "Creed of the Harvest")
    assert in_hand in s.players[0].hand and theirs in s.players[1].thralls
    for wrong in (theirs, in_hand, hound, creed, len(s.cards), -1):
        assert _refused_untouched(s, Activate(seat=0, card=wrong, target=crawler)) == (
            "RPR-activate", "only one's own card in play with an activated ability", 0), wrong
    s = act(s, Activate(seat=0, card=mine, target=crawler))
    assert s.inplay[mine].exhausted
    s = table({"thralls": [{"card": "Pyre Acolyte", "exhausted": True}]}, {"thralls": ["Reef Crawler"]})
    assert _refused_untouched(s, Activate(seat=0, card=card(s, "Pyre Acolyte"),
                                          target=card(s, "Reef Crawler"))) == (
        "RPR-exhausted", "Pyre Acolyte is exhausted", 0)


def test_the_folds_check_refuses_what_why_not_refuses_over_seeded_matches():
    """fold_event checks the commonest case its own way (the answers table, the seat tested in
    each check, Pass and EndTurn apart); why_not alone must give the same answer for every
    event. At every decision of seeded self-play: each option (let through), each option sent
    from the other seat, the last decision's options, Pass and EndTurn from both seats and a
    dealt outcome are folded into a copy and compared with why_not's answer and its seat."""
    from engine import dealer
    from engine.agents import RandomAgent
    from engine.selfplay import play_out, selfplay_genesis
    from engine.games.reaper.legality import why_not

    decks = list(GAME.sample_decks().values())
    kinds, rules = set(), set()
    for n in range(4):
        seed = dealer.seed_from_number(n, "rpr-checks")
        g = selfplay_genesis(GAME, ["Ada", "Bo"], [decks[n % 3], decks[(n + 1) % 3]],
                             dealer.commitment(seed))
        agents = [RandomAgent(dealer.seed_from_number(n, f"rpr-checks{s}")) for s in range(2)]
        state, last = GAME.start(g), []
        for event, _ in list(play_out(GAME, g, seed, agents))[:-1]:
            p = GAME.pending(state)
            if isinstance(p, Decision):
                probes = [*p.options, *last,
                          *(msgspec.structs.replace(o, seat=1 - o.seat) for o in p.options),
                          Pass(seat=0), Pass(seat=1), EndTurn(seat=0), EndTurn(seat=1),
                          Dealt(kind="coin", outcome=0)]
                for probe in probes:
                    expected = why_not(state, probe)
                    try:
                        GAME.apply(GAME.clone(state), probe, check=True)
                        got = None
                    except IllegalEvent as err:
                        got = (err.rule, err.message)
                        assert err.seat == getattr(probe, "seat", None)
                        rules.add(err.rule)
                    assert got == expected, (probe, got, expected)
                    kinds.add(type(probe).__name__)
                assert all(why_not(state, o) is None for o in p.options)
                last = p.options[:8]
            state = GAME.apply(state, event, check=True)
    assert {"Play", "Reap", "Attack", "Guard", "Grace", "Claim", "Pass", "EndTurn"} <= kinds
    assert {"RPR-seat", "RPR-guard-order", "RPR-grace-order", "RPR-sequence", "RPR-exhausted",
            "RPR-killer"} <= rules, rules


def test_souls_named_to_burn_are_face_up_ones_of_the_pool_in_its_order_each_once():
    """_burn says its quick yes in one pass; every refusal keeps its words (RPR-burn-choice)."""
    s = table({"hand": ["Flame Zealot"],
               "souls": [{"card": "Kindle", "face_up": True}, "Drowned Sailor",
                         {"card": "Hollow Husk", "face_up": True},
                         {"card": "Drowned Sailor", "face_up": True}]})
    zealot, vessa = card(s, "Flame Zealot"), card(s, "Vessa")
    kindle, husk = card(s, "Kindle"), card(s, "Hollow Husk")
    down, up = card(s, "Drowned Sailor"), card(s, "Drowned Sailor", 1)
    assert [x.card for x in s.players[0].souls] == [kindle, down, husk, up]
    options = decision(s).options
    once = "only face-up Souls of one's own Soul Pool are named to burn, each once"
    for burn, words in (([], "the Souls burned must number the cost, 2: 0 named, 1 face down"),
                        ([husk, kindle], "name the burned Souls in Soul Pool order"),
                        ([kindle, kindle], once), ([down], once), ([vessa], once),
                        ([kindle, down], once),
                        ([kindle, husk, up], "the Souls burned must number the cost, 2: 3 named, 1 face down")):
        assert _refused_untouched(s, Play(seat=0, card=zealot, burn=burn)) == (
            "RPR-burn-choice", words, 0), burn
        assert Play(seat=0, card=zealot, burn=burn) not in options
    for burn in ([kindle], [husk], [up], [kindle, husk], [kindle, up], [husk, up]):
        assert Play(seat=0, card=zealot, burn=burn) in options
        then = act(GAME.clone(s), Play(seat=0, card=zealot, burn=burn))
        assert zealot in then.players[0].thralls and len(then.players[0].souls) == 2


def test_a_faction_requirement_counts_the_players_angel_cards_of_the_cards_faction():
    """check_play counts in place (`_faction_count` written out): Ashen Brute needs two Ember
    Angel cards in play; a Tide Creed and Reaper with one Ember Scythe are one."""
    one = table({"angels": ["Creed of the Harvest", "Ilse", "Cinderhook"], "hand": ["Ashen Brute"],
                 "souls": ["Kindle"] * 3})
    assert _refused_untouched(one, Play(seat=0, card=card(one, "Ashen Brute"))) == (
        "RPR-play-faction", "Ashen Brute needs 2 Ember Angel cards in play", 0)
    two = table({"hand": ["Ashen Brute"], "souls": ["Kindle"] * 3})  # Vessa and Cinderhook
    brute = card(two, "Ashen Brute")
    two = act(two, Play(seat=0, card=brute))
    assert brute in two.players[0].thralls


def test_an_activations_target_is_one_its_effect_may_choose():
    """check_activate says its yes from the effect's targets; `_target` words the refusals."""
    s = table({"thralls": ["Pyre Acolyte"], "angels": ["Creed of the Harvest", "Vessa", "Tidecaller"]},
              {"thralls": ["Reef Crawler"]})
    acolyte, crawler, vessa = card(s, "Pyre Acolyte"), card(s, "Reef Crawler"), card(s, "Vessa")
    tidecaller = card(s, "Tidecaller")
    for target, words in ((acolyte, "Pyre Acolyte cannot choose that target"),
                          (None, "Pyre Acolyte cannot choose that target")):
        assert _refused_untouched(s, Activate(seat=0, card=acolyte, target=target)) == (
            "RPR-target", words, 0), target
    assert _refused_untouched(s, Activate(seat=0, card=acolyte, target=vessa)) == (
        "RPR-angel-immortal", "Pyre Acolyte cannot deal damage to Vessa, Ember Reaper: damage "
        "to an Angel card does not happen", 0)
    assert _refused_untouched(s, Activate(seat=0, card=tidecaller, target=crawler)) == (
        "RPR-target", "Tidecaller, Malakh of the Deep takes no target", 0)
    then = act(GAME.clone(s), Activate(seat=0, card=tidecaller))
    assert then.inplay[tidecaller].exhausted
    s = act(s, Activate(seat=0, card=acolyte, target=crawler))
    assert s.inplay[acolyte].exhausted
