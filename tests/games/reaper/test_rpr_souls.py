"""Claiming, binding and burning Souls, and winning by the Creed, from positions."""

from rpr_helpers import act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Attack, Claim, EndTurn, Pass, Play
from engine.protocol import Over
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)

from rpr_helpers import GAME


def _kill_with_vessa(s, target):
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=target))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    return s


def test_a_soul_claimed_from_a_thrall_enthralled_to_the_claimer_since_the_turn_start_is_bound():
    s = table({"thralls": ["Cinder Hound"]})
    hound = card(s, "Cinder Hound")
    s = _kill_with_vessa(s, hound)
    assert decision(s).seat == 0
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]


def test_a_thrall_played_this_turn_or_enthralled_to_the_opponent_is_claimed_but_not_bound():
    s = table({"thralls": [{"card": "Cinder Hound", "new": True}]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(_kill_with_vessa(s, hound), Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=False)]
    s = pass_all(s)
    s = act(s, Attack(seat=0, attacker=card(s, "Cinderhook"), target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    s = act(s, Claim(seat=0, card=stalker))
    assert s.players[0].souls[-1] == Soul(card=stalker, face_up=True, bound=False)
    assert s.owner[stalker] == 1  # Bo's card, in Ada's Soul Pool


def test_the_killer_is_the_player_whose_card_dealt_the_damage():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Tide Herald"]})
    hound, herald = card(s, "Cinder Hound"), card(s, "Tide Herald")  # Herald: Attack 2
    s = act(s, Attack(seat=0, attacker=hound, target=herald))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 1  # Bo's Herald killed Ada's attacking Hound
    refused(s, Claim(seat=0, card=hound), "RPR-killer")
    s = act(s, Pass(seat=1))  # declining the claim: the card goes to its owner's discard
    assert hound in s.players[0].discard and not s.players[1].souls


def test_burned_opponent_souls_go_to_the_bottom_of_the_opponents_grimoire():
    s = table({"hand": ["Cinder Hound", "Umbral Knight"],
               "souls": [{"card": "Reef Crawler", "owner": 1, "face_up": True}]},
              {"grimoire": ["Foam Sprite", "Kelp Golem"]})
    hound, knight, crawler = card(s, "Cinder Hound"), card(s, "Umbral Knight"), card(s, "Reef Crawler")
    refused(s, Play(seat=0, card=knight), "RPR-play-faction")  # needs 2 Gloam Angel cards
    refused(s, Play(seat=0, card=hound), "RPR-burn-choice")  # no face-down Soul to pay with
    s = act(s, Play(seat=0, card=hound, burn=[crawler]))
    assert not s.players[0].souls
    assert s.players[1].grimoire[-1] == crawler and crawler not in s.players[0].grimoire
    refused(s, Play(seat=0, card=knight), "RPR-play-faction")


def test_the_player_chooses_the_face_up_souls_that_pay_and_face_down_ones_pay_the_rest():
    s = table({"hand": ["Ashen Brute", "Flame Zealot"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Ember Wretch", "face_up": True},
                         "Hollow Husk", "Drowned Sailor"]})
    brute, zealot = card(s, "Ashen Brute"), card(s, "Flame Zealot")
    kindle, wretch, husk = card(s, "Kindle"), card(s, "Ember Wretch"), card(s, "Hollow Husk")
    plays = [o.burn for o in decision(s).options if isinstance(o, Play) and o.card == zealot]
    assert plays == [[], [kindle], [wretch], [kindle, wretch]]  # cost 2, two face-down Souls
    refused(s, Play(seat=0, card=zealot, burn=[husk]), "RPR-burn-choice")  # face down: unnamed
    refused(s, Play(seat=0, card=zealot, burn=[wretch, kindle]), "RPR-burn-choice")  # pool order
    s = act(s, Play(seat=0, card=zealot, burn=[wretch]))  # and the oldest face-down Soul
    assert [x.card for x in s.players[0].souls] == [kindle, card(s, "Drowned Sailor")]
    assert s.players[0].grimoire[-2:] == [wretch, husk]  # RPR-burn-choice: face up first, then down
    refused(s, Play(seat=0, card=brute), "RPR-play-cost")  # cost 3 against 2 Souls


def test_a_player_wins_when_their_creed_is_complete():
    s = table({"thralls": ["Cinder Hound"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Ember Wretch", "bound": True}]})
    hound = card(s, "Cinder Hound")
    s = act(_kill_with_vessa(s, hound), Claim(seat=0, card=hound))  # the third bound Soul
    over = GAME.pending(s)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "RPR-win"


def test_the_turn_limit_ends_the_match_on_bound_souls():
    s = table({"souls": [{"card": "Kindle", "bound": True}]}, turn=4, max_turns=4)
    s = act(s, EndTurn(seat=0))
    over = GAME.pending(s)
    assert isinstance(over, Over) and over.winner == 0 and over.rule == "RPR-turn-limit"
