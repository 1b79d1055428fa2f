"""Malakhim as extra Angel cards, and Creeds with different requirements, from positions."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Attack, Claim, Grace, Pass, Play, Reap
from engine.games.reaper.state import health
from engine.protocol import Over

ONE_EMBER = ["Creed of the Harvest", "Ilse", "Cinderhook"]  # Tide, Tide, Ember


def _over(s):
    p = GAME.pending(s)
    return p if isinstance(p, Over) else None


def test_a_malakhim_is_an_extra_angel_card_it_reaps_attacks_and_counts_for_factions():
    s = table({"angels": ONE_EMBER, "hand": ["Ashwing", "Ashen Brute"],
               "souls": ["Kindle"] * 5, "grimoire": ["Foam Sprite", "Kelp Golem"]},
              {"thralls": ["Reef Crawler"]})
    ashwing, brute, crawler = card(s, "Ashwing"), card(s, "Ashen Brute"), card(s, "Reef Crawler")
    refused(s, Play(seat=0, card=brute), "RPR-play-faction")  # 1 Ember Angel card, needs 2
    s = act(s, Play(seat=0, card=ashwing))
    assert ashwing in s.players[0].angels
    assert Reap(seat=0, card=ashwing) in decision(s)
    assert Attack(seat=0, attacker=ashwing, target=crawler) in decision(s)  # no wait for Angels
    s = act(s, Play(seat=0, card=brute))  # now 2 Ember Angel cards
    assert brute in s.players[0].thralls


def test_the_creed_of_the_host_needs_bound_souls_and_four_angel_cards():
    s = table({"angels": ["Creed of the Host", "Ilse", "Brinecutter"], "hand": ["Tidecaller"],
               "souls": [{"card": "Kindle", "bound": True}, {"card": "Kindle", "bound": True},
                         "Hollow Husk", "Hollow Husk", "Hollow Husk"]})
    assert _over(s) is None  # two bound Souls, three Angel cards
    s = act(s, Play(seat=0, card=card(s, "Tidecaller")))  # paid by the face-down Souls
    over = _over(s)
    assert over and over.winner == 0 and over.rule == "RPR-win"


def test_the_creed_of_many_veils_needs_bound_souls_of_three_factions():
    def position(thrall):
        return table({"angels": ["Creed of Many Veils", "Vessa", "Cinderhook"],
                      "thralls": [thrall],
                      "souls": [{"card": "Kindle", "bound": True},
                                {"card": "Reef Crawler", "bound": True}]})  # Ember, Tide
    s = position("Cinder Hound")  # Ember again: three bound Souls but two factions
    hound = card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    s = act(pass_all_but_claim(s), Claim(seat=0, card=hound))
    assert _over(s) is None and sum(x.bound for x in s.players[0].souls) == 3
    s = position("Gloam Stalker")
    stalker = card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    s = act(pass_all_but_claim(s), Claim(seat=0, card=stalker))
    assert _over(s).winner == 0


def pass_all_but_claim(s):
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    return s


def test_a_sudden_rite_in_the_grace_window_of_the_opponents_attack():
    s = table({}, {"angels": ["Creed of Cinders", "Ilse", "Brinecutter"],
                   "thralls": ["Reef Crawler"], "hand": ["Ward of Ash"], "souls": ["Kindle"]})
    ward, crawler = card(s, "Ward of Ash"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    d = decision(s)
    assert d.seat == 1 and d.rule == "RPR-grace-1"
    refused(s, Play(seat=1, card=ward, target=card(s, "Cinderhook")), "RPR-sudden-1")
    s = act(s, Play(seat=1, card=ward, target=crawler))
    assert health(s, crawler) == 6 and decision(s).seat == 1  # still Bo's chance to grace
    s = act(s, Grace(seat=1, card=card(s, "Ilse")))
    s = pass_all(s)
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 3


def test_every_creed_of_the_set_asks_for_bound_souls():
    """The win check skips players without a bound Soul: true only while every Creed needs one."""
    from engine.games.reaper.cards import CARDS
    creeds = [c for c in CARDS.values() if c.creed is not None]
    assert len(creeds) >= 4 and all(c.creed.bound or c.creed.factions for c in creeds)
