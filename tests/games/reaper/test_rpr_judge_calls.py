"""Questions a judge is asked at a Reaper table, answered from the rules text: which cards may
reap, guard or grace, and when a card that has just come into play may act."""

from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine.games.reaper.events import Activate, Attack, Claim, EndTurn, Grace, Guard, Pass, Play, Reap
from engine.games.reaper.state import exhausted
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)
from engine.games.reaper.tasks import Main


def test_a_thrall_new_this_turn_may_guard_though_it_may_not_attack():
    """Only attacking asks a Thrall to have "been in play since the start of the turn"
    (RPR-attack-thrall); guarding asks "any other unexhausted Thrall" (RPR-guard-1). Ada's
    Hound came into play this turn: it cannot attack, but when Vessa attacks Bo's Crawler and
    Bo passes, Ada may step the Hound in front of her own attack (either player guards)."""
    s = table({"thralls": [{"card": "Cinder Hound", "new": True}]}, {"thralls": ["Reef Crawler"]})
    hound, crawler, vessa = card(s, "Cinder Hound"), card(s, "Reef Crawler"), card(s, "Vessa")
    refused(s, Attack(seat=0, attacker=hound, target=crawler), "RPR-attack-thrall")
    s = act(s, Attack(seat=0, attacker=vessa, target=crawler))
    d = decision(s)  # Bo has no Thrall to guard with and no sudden card: he is not asked
    assert (d.seat, d.rule) == (0, "RPR-guard-1") and d.options == [Guard(seat=0, card=hound),
                                                                     Pass(seat=0)]
    s = act(s, Guard(seat=0, card=hound))
    s = pass_all(s)
    assert hound in s.players[0].discard and s.inplay[crawler].damage == 0  # Vessa's 3 hit it


def test_a_sudden_thrall_played_on_the_opponents_turn_guards_at_once():
    """Bo answers Ada's Thrall with Lurking Shade (sudden: the opponent plays a Thrall); on
    the same turn Ada's Vessa attacks his Crawler and the new Shade guards it."""
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]},
              {"thralls": ["Reef Crawler"], "hand": ["Lurking Shade"], "souls": ["Ember Wretch"],
               "angels": ["Creed of Many Veils", "Morrow, Reaper of the Gloam", "Brinecutter"]})
    shade, crawler = card(s, "Lurking Shade"), card(s, "Reef Crawler")
    s = act(s, Play(seat=0, card=card(s, "Cinder Hound")))
    s = act(s, Play(seat=1, card=shade))
    assert shade in s.players[1].thralls and s.inplay[shade].entered == s.turn
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    assert Guard(seat=1, card=shade) in decision(s).options
    s = act(s, Guard(seat=1, card=shade))
    assert exhausted(s, shade) and s.stack[-1].target != crawler


def test_the_creed_is_an_angel_card_that_reaps_but_neither_attacks_nor_graces():
    """Reaping exhausts "their Angel cards" (the Reaper, Scythe and Creed are "their three
    Angel Cards": RPR-reap-1); attacking and gracing name only Reapers, Scythes and Malakhim
    (RPR-attack-1, RPR-grace-1)."""
    s = table({}, {"thralls": ["Reef Crawler"]})
    creed, crawler = card(s, "Creed of the Harvest"), card(s, "Reef Crawler")
    refused(s, Attack(seat=0, attacker=creed, target=crawler), "RPR-attack-1")
    s = act(s, Reap(seat=0, card=creed))
    assert exhausted(s, creed) and len(s.players[0].souls) == 1
    # on Bo's turn his Creed cannot grace his Crawler against Ada's attack
    t = table({"thralls": [{"card": "Cinder Hound"}]}, {"thralls": ["Reef Crawler"]})
    s = act(t, Attack(seat=0, attacker=card(t, "Cinder Hound"), target=card(t, "Reef Crawler")))
    while decision(s).rule != "RPR-grace-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 1
    refused(s, Grace(seat=1, card=card(s, "Creed of Many Veils")), "RPR-grace-1")
    assert Grace(seat=1, card=card(s, "Ilse")) in decision(s).options


def test_when_a_fight_kills_both_thralls_the_attacking_player_claims_first():
    """RPR-claim-order (the text is silent): Ada's Hound (Attack 2, Health 2) attacks Bo's
    Stalker (Attack 2, Health 1) and nobody graces: both die at once. Each player killed the
    other's Thrall (RPR-killer), so each may claim one Soul. Ada, the attacking player, is
    asked first; Bo's claim (or pass) of the Hound is refused until Ada has answered, and
    neither may claim the Thrall the other killed."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert hound not in s.players[0].thralls and stalker not in s.players[1].thralls
    d = decision(s)
    assert d.seat == 0 and d.options == [Claim(seat=0, card=stalker), Pass(seat=0)]
    refused(s, Claim(seat=1, card=hound), "RPR-claim-order")  # his turn to answer comes next
    refused(s, Pass(seat=1), "RPR-claim-order")
    refused(s, Claim(seat=1, card=stalker), "RPR-killer")  # Ada's Hound dealt that damage
    refused(s, Claim(seat=0, card=hound), "RPR-killer")  # Bo's Stalker dealt that one
    s = act(s, Claim(seat=0, card=stalker))
    assert s.players[0].souls == [Soul(card=stalker, face_up=True, bound=False)]
    d = decision(s)
    assert d.seat == 1 and d.options == [Claim(seat=1, card=hound), Pass(seat=1)]
    refused(s, Claim(seat=0, card=hound), "RPR-killer")
    s = act(s, Claim(seat=1, card=hound))
    # unbound: the Hound was never enthralled to Bo (RPR-bind-1), so the order cannot decide a win
    assert s.players[1].souls == [Soul(card=hound, face_up=True, bound=False)]
    assert isinstance(s.stack[-1], Main) and decision(s).seat == 0 and not s.over
    assert GAME.rules["RPR-claim-order"].assumption


def test_a_player_who_kills_both_thralls_claims_the_attacked_ones_soul_first():
    """RPR-claim-order with one killer: Ada's Hound attacks her own Stalker (any Thrall may be
    attacked, RPR-attack-thrall) and both die. Both Souls are hers (RPR-killer) and both bind
    (in play since the turn began, enthralled to her: RPR-bind-1); she is asked for the
    Stalker's first, the Hound's claim waits its turn and Bo may claim neither."""
    s = table({"thralls": ["Cinder Hound", "Gloam Stalker"]}, {})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).options == [Claim(seat=0, card=stalker), Pass(seat=0)]
    refused(s, Claim(seat=0, card=hound), "RPR-claim-order")
    refused(s, Claim(seat=1, card=hound), "RPR-killer")
    s = act(s, Pass(seat=0))  # she lets the Stalker go: to its owner's discard pile
    assert stalker in s.players[0].discard
    assert decision(s).options == [Claim(seat=0, card=hound), Pass(seat=0)]
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]


def test_a_thrall_new_this_turn_may_activate_its_ability_though_it_may_not_attack():
    """Only attacking asks a Thrall to have been in play since the start of the turn
    (RPR-attack-thrall); an activated ability asks only that the card be unexhausted
    (RPR-activate). Ada plays Pearl Diver and at once exhausts it to reap a Soul."""
    s = table({"hand": ["Pearl Diver"], "souls": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    diver = card(s, "Pearl Diver")
    s = act(s, Play(seat=0, card=diver))
    refused(s, Attack(seat=0, attacker=diver, target=card(s, "Reef Crawler")), "RPR-attack-thrall")
    s = act(s, Activate(seat=0, card=diver))
    assert exhausted(s, diver) and len(s.players[0].souls) == 1  # Kindle paid; one reaped
    refused(s, Activate(seat=0, card=diver), "RPR-exhausted")


def test_a_sudden_thrall_played_on_the_opponents_turn_attacks_and_binds_on_its_players_next_turn():
    """Bo's Lurking Shade comes into play on Ada's turn; at the start of Bo's next turn it has
    been in play since the start of that turn: it may attack, and killed by Bo's own card
    that turn, its Soul is bound (RPR-bind-1). On Ada's turn, killed by Bo, it would not be."""
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]},
              {"hand": ["Lurking Shade"], "souls": ["Ember Wretch"], "thralls": ["Reef Crawler"],
               "angels": ["Creed of Many Veils", "Morrow, Reaper of the Gloam", "Brinecutter"]})
    shade = card(s, "Lurking Shade")
    s = act(s, Play(seat=0, card=card(s, "Cinder Hound")))
    s = act(s, Play(seat=1, card=shade))
    s = pass_all(s)
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and Attack(seat=1, attacker=shade, target=card(s, "Cinder Hound")) \
        in decision(s).options
    s = act(s, Attack(seat=1, attacker=card(s, "Morrow"), target=shade))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    s = act(s, Claim(seat=1, card=shade))
    assert [(x.card, x.bound) for x in s.players[1].souls] == [(shade, True)]


def test_a_thrall_of_attack_0_deals_no_damage_so_no_grace_is_asked_for_its_target():
    """RPR-fight: each deals damage equal to its Attack; Brine Hermit's is 0, which is no damage,
    so nothing is "about to take damage" from it (RPR-grace-1 asks before damage): only the
    Hermit's own grace window opens, for the Crawler's 1. With Kindle (+2 Attack) it deals 2,
    and the Crawler's window opens too."""
    def fight(kindled):
        s = table({"thralls": ["Brine Hermit"], "hand": ["Kindle"]},
                  {"thralls": ["Reef Crawler"]})
        hermit, crawler = card(s, "Brine Hermit"), card(s, "Reef Crawler")
        if kindled:
            s = act(s, Play(seat=0, card=card(s, "Kindle"), target=hermit))
        s = act(s, Attack(seat=0, attacker=hermit, target=crawler))
        windows = []
        while not isinstance(s.stack[-1], Main):
            windows.append(s.stack[-1].target)
            s = act(s, Pass(seat=decision(s).seat))
        return s, hermit, crawler, windows
    s, hermit, crawler, windows = fight(False)
    assert set(windows) == {hermit} and s.inplay[crawler].damage == 0 and s.inplay[hermit].damage == 1
    s, hermit, crawler, windows = fight(True)
    assert set(windows) == {hermit, crawler} and s.inplay[crawler].damage == 2
