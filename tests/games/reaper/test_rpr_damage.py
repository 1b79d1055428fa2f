"""Gracing, damage and death, from positions: who is asked first, what lasts until end of turn."""

from rpr_helpers import act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Attack, EndTurn, Grace, Pass, Play
from engine.games.reaper.state import exhausted, health


def test_grace_is_asked_of_the_non_damaging_player_first_and_lasts_until_end_of_turn():
    s = table({}, {"thralls": ["Reef Crawler"]})  # Reef Crawler: Attack 1, Health 3
    vessa, ilse = card(s, "Vessa"), card(s, "Ilse")
    cinderhook, crawler = card(s, "Cinderhook"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))  # 3 damage would kill it
    d = decision(s)
    assert d.seat == 1 and d.rule == "RPR-grace-1"  # Bo's card is not dealing the damage
    refused(s, Grace(seat=0, card=cinderhook), "RPR-grace-order")
    s = act(s, Grace(seat=1, card=ilse))  # Ilse's Grace 2: Health 5 until end of turn
    assert exhausted(s, ilse) and health(s, crawler) == 5
    d = decision(s)
    assert d.seat == 0 and Grace(seat=0, card=cinderhook) in d  # then the damaging player
    s = act(s, Pass(seat=0))
    s = pass_all(s)
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 3
    assert health(s, crawler) == 5  # still graced later in the turn
    s = act(s, EndTurn(seat=0))
    assert health(s, crawler) == 3 and s.inplay[crawler].damage == 0  # both gone at end of turn


def test_an_exhausted_angel_cannot_grace():
    s = table({}, {"thralls": ["Reef Crawler"],
                   "angels": ["Creed of Many Veils", {"card": "Ilse", "exhausted": True}, "Brinecutter"]})
    vessa, ilse = card(s, "Vessa"), card(s, "Ilse")
    crawler, brine = card(s, "Reef Crawler"), card(s, "Brinecutter")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    refused(s, Grace(seat=1, card=ilse), "RPR-grace-1")
    s = act(s, Grace(seat=1, card=brine))
    assert health(s, crawler) == 5


def test_damage_below_health_stays_for_the_turn_adds_up_and_clears_at_end_of_turn():
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Kelp Golem", "Reef Crawler"]})
    hound, vessa = card(s, "Cinder Hound"), card(s, "Vessa")
    golem, crawler = card(s, "Kelp Golem"), card(s, "Reef Crawler")
    s = pass_all(act(s, Attack(seat=0, attacker=hound, target=crawler)))
    assert s.inplay[crawler].damage == 2  # Hound's 2 against Health 3: it lives
    s = act(s, EndTurn(seat=0))
    assert s.inplay[crawler].damage == 0 and s.inplay[golem].damage == 0
    # on another turn, two hits within the turn add up to the Health and kill
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Kelp Golem"]})
    hound, vessa, golem = card(s, "Cinder Hound"), card(s, "Vessa"), card(s, "Kelp Golem")
    s = pass_all(act(s, Attack(seat=0, attacker=hound, target=golem)))
    assert s.inplay[golem].damage == 2
    s = pass_all(act(s, Attack(seat=0, attacker=vessa, target=golem)))
    assert golem in s.players[1].discard  # 2 + 3 reached Health 5; not Ensouled: discarded


def test_a_rite_deals_damage_through_both_grace_windows():
    s = table({"hand": ["Searing Verdict"], "souls": ["Kindle"]}, {"thralls": ["Gloam Stalker"]})
    verdict, stalker, ilse = card(s, "Searing Verdict"), card(s, "Gloam Stalker"), card(s, "Ilse")
    s = act(s, Play(seat=0, card=verdict, target=stalker))
    assert decision(s).seat == 1  # Bo's Thrall, Ada's Rite: Bo may grace first
    s = act(s, Grace(seat=1, card=ilse))  # Health 1 + 2 = 3 against 2 damage
    s = pass_all(s)
    assert stalker in s.players[1].thralls and s.inplay[stalker].damage == 2
    assert verdict in s.players[0].discard
