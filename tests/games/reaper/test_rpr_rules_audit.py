"""A rule-by-rule audit of the Reaper rules document: one position test per rule that the
other test files exercise without naming, or did not exercise at all."""

import msgspec
import pytest
from rpr_helpers import GAME, act, card, decision, pass_all, refused, table

from engine import dealer
from engine.events import TABLE, Dealt
from engine.games.reaper.decks import SAMPLE_DECKS
from engine.games.reaper.events import (Activate, Attack, Claim, EndTurn, Grace, Guard, Pass, Play,
                                        Reap)
from engine.games.reaper.state import controller, exhausted, health, name_of
from engine.games.reaper.state import Soul9 as Soul  # the current version's Soul record (reaper-9)
from engine.games.reaper.tasks import GraceAsk, Main, SuddenAsk
from engine.protocol import Chance, Decision, IllegalEvent, InvalidSetup, Over


def _refused_raw(state, event, rule):
    """The event is refused citing `rule` (for chance outcomes, which are no options)."""
    with pytest.raises(IllegalEvent) as err:
        GAME.apply(GAME.clone(state), event, check=True)
    assert err.value.rule == rule, f"refused under {err.value.rule}: {err.value.message}"


def _genesis(decks=None, **options):
    decks = decks or [SAMPLE_DECKS["gloam-host"], SAMPLE_DECKS["tide-gloam"]]
    return GAME.genesis(["Ada", "Bo"], decks, dealer.commitment(b"x" * 32), options=options)


# -- setup -------------------------------------------------------------------------------

def test_setup_lays_out_the_angel_cards_shuffles_and_deals_five_each():
    """RPR-setup-1: three Angel cards in play, unexhausted; the Grimoire shuffled by the dealt
    permutation; five cards drawn from its top."""
    deck0 = SAMPLE_DECKS["gloam-host"]
    s = GAME.start(_genesis())
    assert [len(p.angels) for p in s.players] == [3, 3] and not any(
        exhausted(s, a) for p in s.players for a in p.angels)
    while isinstance(GAME.pending(s), Decision):  # Morrow's and Duskmourn's faces, laid out first
        assert [len(p.hand) for p in s.players] == [0, 0]
        s = GAME.apply(s, GAME.pending(s).options[0], check=True)
    assert GAME.option_rule(s, Dealt(kind="shuffle", outcome=list(range(40)))) == "RPR-setup-1"
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.shuffle and p.size == 40
    before = list(s.players[0].grimoire)
    s = GAME.apply(s, Dealt(kind="shuffle", outcome=list(reversed(range(40)))), check=True)
    assert s.players[0].grimoire == list(reversed(before))  # seat 0's order is the one dealt
    p = GAME.pending(s)
    s = GAME.apply(s, Dealt(kind="shuffle", outcome=list(range(p.size))), check=True)
    assert s.players[0].hand == list(reversed(before))[:5]  # the five from the top
    assert [len(p.hand) for p in s.players] == [5, 5] and [len(p.grimoire) for p in s.players] == [35, 35]
    assert sorted(s.cards[i] for i in s.players[0].angels) == sorted(deck0[:3])  # Creed, Reaper, Scythe


def _to_coin(s):
    while True:
        p = GAME.pending(s)
        if isinstance(p, Chance) and p.kind == "coin":
            return s
        if isinstance(p, Chance):
            s = GAME.apply(s, Dealt(kind=p.kind, outcome=list(range(p.size))), check=True)
        else:
            s = GAME.apply(s, p.options[0], check=True)


@pytest.mark.parametrize("first", [0, 1])
def test_the_first_player_is_the_seat_the_coin_names_and_their_turn_draws(first):
    """RPR-setup-first: a coin of two outcomes; the seat it names takes turn 1 (and draws)."""
    s = _to_coin(GAME.start(_genesis()))
    coin = GAME.pending(s)
    assert coin.size == 2 and coin.labels == ["Ada", "Bo"]
    assert GAME.option_rule(s, Dealt(kind="coin", outcome=first)) == "RPR-setup-first"
    _refused_raw(s, Dealt(kind="coin", outcome=2), "RPR-chance")
    s = GAME.apply(s, Dealt(kind="coin", outcome=first), check=True)
    assert s.first == first and s.active == first and s.turn == 1
    assert decision(s).seat == first
    assert [len(p.hand) for p in s.players] == [6 if seat == first else 5 for seat in (0, 1)]


def test_only_grimoire_cards_go_in_a_grimoire_listed_by_their_front_face():
    """RPR-deck-grimoire: a back face (Bone Wyrm) is refused; its front (Grave Larva) is legal."""
    deck = SAMPLE_DECKS["ember-gloam"]
    i = deck.index("RPR-042")  # an Ember Wretch makes room
    GAME.genesis(["Ada", "Bo"], [deck[:i] + ["RPR-054"] + deck[i + 1:], deck], "")
    with pytest.raises(InvalidSetup, match=r"Bone Wyrm \[RPR-deck-grimoire\]"):
        GAME.genesis(["Ada", "Bo"], [deck[:i] + ["RPR-055"] + deck[i + 1:], deck], "")


# -- sequencing --------------------------------------------------------------------------

def test_an_event_must_answer_what_the_match_waits_for():
    """RPR-sequence and RPR-chance: a decision at a shuffle, a chance outcome at a decision,
    an outcome of the wrong kind or range, anything after the end: all refused."""
    s = GAME.start(_genesis([SAMPLE_DECKS["ember-gloam"]] * 2))  # no face to choose
    _refused_raw(s, EndTurn(seat=0), "RPR-sequence")  # the dealer must shuffle first
    _refused_raw(s, Dealt(kind="coin", outcome=0), "RPR-chance")  # a shuffle is asked
    _refused_raw(s, Dealt(kind="shuffle", outcome=[0, 1, 2]), "RPR-chance")  # not 40 cards
    _refused_raw(s, Dealt(kind="shuffle", outcome=[0] * 40), "RPR-chance")  # not a permutation
    m = table()
    _refused_raw(m, Dealt(kind="coin", outcome=0), "RPR-sequence")  # Ada must act
    refused(m, Guard(seat=0, card=card(m, "Vessa")), "RPR-sequence")  # no attack to guard
    over = table({"souls": [{"card": "Kindle", "bound": True}] * 3})
    assert isinstance(GAME.pending(over), Over)
    _refused_raw(over, EndTurn(seat=0), "RPR-sequence")


def test_a_window_with_nothing_but_pass_is_not_asked():
    """RPR-window-ask: after a reap, Bo's sudden window opens only when Bo can pay Soul Theft."""
    s = table({}, {"hand": ["Soul Theft"]})  # no Soul to pay its cost of 1
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    assert isinstance(s.stack[-1], Main) and decision(s).seat == 0
    s = table({}, {"hand": ["Soul Theft"], "souls": ["Kindle"]})
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    d = decision(s)
    assert isinstance(s.stack[-1], SuddenAsk) and d.seat == 1 and Pass(seat=1) in d.options
    assert GAME.option_rule(s, Pass(seat=1)) == "RPR-sudden-1"
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 0 and isinstance(s.stack[-1], Main)
    assert GAME.rules["RPR-window-ask"].assumption


# -- the turn ----------------------------------------------------------------------------

def test_the_start_of_a_turn_draws_the_top_card_and_unexhausts_only_that_players_cards():
    """RPR-turn-start."""
    s = table({"angels": ["Creed of the Harvest", {"card": "Vessa", "exhausted": True}, "Cinderhook"]},
              {"angels": ["Creed of Many Veils", {"card": "Ilse", "exhausted": True}, "Brinecutter"],
               "thralls": [{"card": "Reef Crawler", "exhausted": True}],
               "grimoire": ["Kelp Golem", "Foam Sprite"]})
    vessa, ilse, crawler = card(s, "Vessa"), card(s, "Ilse"), card(s, "Reef Crawler")
    golem = card(s, "Kelp Golem")
    refused(s, Reap(seat=0, card=vessa), "RPR-exhausted")
    s = act(s, EndTurn(seat=0))
    assert s.active == 1 and s.players[1].hand == [golem]  # the top card
    assert [name_of(s, c) for c in s.players[1].grimoire] == ["Foam Sprite"]
    assert not exhausted(s, ilse) and not exhausted(s, crawler)
    assert exhausted(s, vessa)  # Ada's cards wait for Ada's turn
    assert Reap(seat=1, card=ilse) in decision(s).options


def test_a_player_with_an_empty_grimoire_cannot_reap():
    """RPR-reap-empty."""
    s = table({"grimoire": []})
    refused(s, Reap(seat=0, card=card(s, "Vessa")), "RPR-reap-empty")
    assert not any(isinstance(o, Reap) for o in decision(s).options)
    s = table({"grimoire": ["Kelp Golem"]})
    s = act(s, Reap(seat=0, card=card(s, "Vessa")))
    assert len(s.players[0].souls) == 1
    refused(s, Reap(seat=0, card=card(s, "Cinderhook")), "RPR-reap-empty")


# -- playing cards -----------------------------------------------------------------------

def test_a_card_is_played_only_from_its_players_hand():
    """RPR-play-hand: not from the Grimoire, the discard, the Soul Pool or the other hand."""
    s = table({"hand": ["Ember Wretch"], "grimoire": ["Hollow Husk"], "discard": ["Drowned Sailor"],
               "souls": [{"card": "Foam Sprite", "face_up": True}]},
              {"hand": ["Ember Wretch"]})
    for where in (card(s, "Hollow Husk"), card(s, "Drowned Sailor"), card(s, "Ember Wretch", 1)):
        refused(s, Play(seat=0, card=where), "RPR-play-hand")
    refused(s, Play(seat=0, card=card(s, "Foam Sprite"), burn=[]), "RPR-play-hand")
    wretch = card(s, "Ember Wretch")
    assert s.players[0].hand == [wretch]
    s = act(s, Play(seat=0, card=wretch))
    assert wretch in s.players[0].thralls and not s.players[0].hand
    refused(s, Play(seat=0, card=wretch), "RPR-play-hand")  # in play now


def test_burned_souls_go_to_the_bottom_of_the_grimoire_each_started_in():
    """RPR-burn-1: the cost is paid by burning exactly that many Souls; each goes to the bottom
    of its owner's Grimoire (a claimed Soul of the opponent's goes to the opponent's)."""
    s = table({"hand": ["Flame Zealot"], "grimoire": ["Hollow Husk"],
               "souls": [{"card": "Gloam Stalker", "owner": 1, "face_up": True}, "Kindle", "Kelp Golem"]},
              {"grimoire": ["Foam Sprite"]})
    zealot, stalker, kindle = card(s, "Flame Zealot"), card(s, "Gloam Stalker"), card(s, "Kindle")
    golem = card(s, "Kelp Golem")
    s = act(s, Play(seat=0, card=zealot, burn=[stalker]))  # cost 2: Stalker and the oldest face-down
    assert [x.card for x in s.players[0].souls] == [golem]
    assert [name_of(s, c) for c in s.players[0].grimoire] == ["Hollow Husk", "Kindle"]
    assert s.players[0].grimoire[-1] == kindle
    assert s.players[1].grimoire[-1] == stalker and s.players[1].grimoire[0] != stalker


def test_a_played_thrall_comes_into_play_enthralled_to_its_player_this_turn():
    """RPR-thrall: in play in front of its player, who enthralls it; it has not been in play
    since the start of the turn, so it may not attack yet, but may next turn."""
    s = table({"hand": ["Cinder Hound"], "souls": ["Kindle"]}, {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    assert GAME.option_rule(s, Play(seat=0, card=hound)) == "RPR-thrall"
    s = act(s, Play(seat=0, card=hound))
    assert hound in s.players[0].thralls and controller(s, hound) == 0
    assert not exhausted(s, hound)
    refused(s, Attack(seat=0, attacker=hound, target=crawler), "RPR-attack-thrall")
    s = pass_all(act(s, EndTurn(seat=0)))
    s = act(s, EndTurn(seat=1))
    assert Attack(seat=0, attacker=hound, target=crawler) in decision(s).options


def test_a_malakhim_comes_into_play_as_an_angel_card_that_reaps_attacks_graces_and_is_not_attacked():
    """RPR-malakhim: Errand Malakh (Gloam, no requirement) is an extra Angel card: it counts
    toward Veilkeeper's Gloam requirement, attacks at once, and cannot be attacked."""
    s = table({"hand": ["Errand Malakh", "Veilkeeper"], "souls": ["Kindle"] * 3,
               "thralls": ["Reef Crawler"]}, {"thralls": ["Gloam Stalker"]})
    malakh, veil = card(s, "Errand Malakh"), card(s, "Veilkeeper")
    crawler, stalker = card(s, "Reef Crawler"), card(s, "Gloam Stalker")
    refused(s, Play(seat=0, card=veil), "RPR-play-faction")  # no Gloam Angel card yet
    assert GAME.option_rule(s, Play(seat=0, card=malakh)) == "RPR-malakhim"
    s = act(s, Play(seat=0, card=malakh))
    assert malakh in s.players[0].angels and malakh not in s.players[0].thralls
    assert Play(seat=0, card=veil) in decision(s).options  # one Gloam Angel card now
    refused(s, Attack(seat=0, attacker=card(s, "Reef Crawler"), target=malakh), "RPR-attack-target")
    s = act(s, Attack(seat=0, attacker=malakh, target=stalker))  # no wait for an Angel card
    assert exhausted(s, malakh)
    s = pass_all(s)
    assert stalker not in s.players[1].thralls and s.inplay[malakh].damage == 0
    s = table({"angels": ["Creed of the Harvest", "Vessa", "Cinderhook", "Errand Malakh"],
               "thralls": ["Reef Crawler"]}, {"thralls": ["Gloam Stalker"]})
    malakh = card(s, "Errand Malakh")
    s = act(s, Reap(seat=0, card=malakh))
    assert exhausted(s, malakh) and len(s.players[0].souls) == 1


def test_a_malakhim_graces_like_a_reaper():
    """RPR-malakhim: it may do anything a Reaper or Scythe can, gracing included."""
    s = table({}, {"angels": ["Creed of Many Veils", "Ilse", "Brinecutter", "Errand Malakh"],
                   "thralls": ["Gloam Stalker"]})
    stalker, malakh = card(s, "Gloam Stalker"), card(s, "Errand Malakh")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=stalker))
    assert Grace(seat=1, card=malakh) in decision(s).options
    s = act(s, Grace(seat=1, card=malakh))
    assert health(s, stalker) == 2 and exhausted(s, malakh)  # Health 1 + Grace 1


# -- attacking ---------------------------------------------------------------------------

def test_only_another_thrall_in_play_can_be_attacked():
    """RPR-attack-target: not an Angel card, not the attacker itself, not a card out of play."""
    s = table({"thralls": ["Cinder Hound"], "hand": ["Reef Crawler"]}, {"thralls": ["Gloam Stalker"]})
    hound, vessa = card(s, "Cinder Hound"), card(s, "Vessa")
    for target in (card(s, "Ilse"), card(s, "Cinderhook"), hound, card(s, "Reef Crawler")):
        refused(s, Attack(seat=0, attacker=hound, target=target), "RPR-attack-target")
    refused(s, Attack(seat=0, attacker=vessa, target=card(s, "Ilse")), "RPR-attack-target")
    targets = {o.target for o in decision(s).options if isinstance(o, Attack)}
    assert targets == {hound, card(s, "Gloam Stalker")}  # Vessa may attack Ada's own Hound


def test_in_a_fight_each_card_deals_its_attack_to_the_other():
    """RPR-fight: Hound (Attack 2) and Crawler (Attack 1, Health 3) damage each other; an
    Angel attacker takes none."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Reef Crawler"]})
    hound, crawler = card(s, "Cinder Hound"), card(s, "Reef Crawler")
    s = pass_all(act(s, Attack(seat=0, attacker=hound, target=crawler)))
    assert s.inplay[crawler].damage == 2 and s.inplay[hound].damage == 1
    assert hound in s.players[0].thralls and crawler in s.players[1].thralls
    s = pass_all(act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler)))
    assert crawler not in s.players[1].thralls  # 2 + 3 reached Health 3
    assert s.inplay[card(s, "Vessa")].damage == 0


# -- damage, grace, death, souls ---------------------------------------------------------

def test_a_thrall_dies_when_its_damage_this_turn_reaches_its_health_to_its_owners_discard():
    """RPR-damage-1: equal to Health kills, one short does not; the card goes to its OWNER's
    discard pile (here Bo's Kelp Golem, enthralled to Ada; not Ensouled, so no claim)."""
    def golem_with(damage):
        return table({"thralls": [{"card": "Kelp Golem", "owner": 1, "damage": damage}]})
    s = golem_with(1)
    golem = card(s, "Kelp Golem")
    s = pass_all(act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=golem)))
    assert golem in s.players[0].thralls and s.inplay[golem].damage == 4  # Health 5
    s = golem_with(2)
    s = pass_all(act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=golem)))
    assert golem not in s.players[0].thralls and s.inplay[golem] is None
    assert golem in s.players[1].discard and golem not in s.players[0].discard


def test_each_player_graces_once_per_damage():
    """RPR-grace-once: Bo graces, then Ada is asked; Bo may not grace again with another card."""
    s = table({}, {"thralls": ["Reef Crawler"]})
    crawler, ilse, brine = card(s, "Reef Crawler"), card(s, "Ilse"), card(s, "Brinecutter")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=crawler))
    s = act(s, Grace(seat=1, card=ilse))
    assert decision(s).seat == 0
    refused(s, Grace(seat=1, card=brine), "RPR-grace-once")
    s = act(s, Pass(seat=0))
    assert not any(isinstance(t, GraceAsk) for t in s.stack)  # the damage is dealt
    assert s.inplay[crawler].damage == 3 and health(s, crawler) == 5
    refused(s, Grace(seat=1, card=brine), "RPR-seat")  # Ada's actions now
    # a second damage in the turn opens new windows: Bo may grace again
    s = act(s, Attack(seat=0, attacker=card(s, "Cinderhook"), target=crawler))
    assert Grace(seat=1, card=brine) in decision(s).options
    assert GAME.rules["RPR-grace-once"].assumption


def test_in_a_fight_both_grace_windows_come_first_then_both_damages_at_once():
    """RPR-fight-order: the attacked Thrall's window, then the attacker's, then one Deal."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker, vessa = card(s, "Cinder Hound"), card(s, "Gloam Stalker"), card(s, "Vessa")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    assert s.stack[-1].target == stalker and decision(s).seat == 1  # Ada's Hound deals it
    s = act(s, Pass(seat=1))
    s = act(s, Pass(seat=0))
    assert s.stack[-1].target == hound and decision(s).seat == 0  # Bo's Stalker deals this one
    assert s.inplay[stalker].damage == 0  # nothing dealt yet
    s = act(s, Grace(seat=0, card=vessa))  # Hound: Health 2 + 2
    s = act(s, Pass(seat=1))
    assert stalker not in s.players[1].thralls and decision(s).rule == "RPR-claim-1"
    assert hound in s.players[0].thralls and s.inplay[hound].damage == 2
    # without the grace both die together: each dealt its damage though the other died
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=hound, target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert hound not in s.players[0].thralls and stalker not in s.players[1].thralls
    assert GAME.rules["RPR-fight-order"].assumption


def test_the_killer_is_whose_card_dealt_the_damage_not_whose_action_caused_it():
    """RPR-killer: Ada's Hound attacks Bo's Herald and dies to the Herald's Attack: Bo killed
    it, so Bo may claim its Soul (unbound: it was never enthralled to Bo), not Ada."""
    s = table({"thralls": ["Cinder Hound"]}, {"thralls": ["Tide Herald"]})
    hound, herald = card(s, "Cinder Hound"), card(s, "Tide Herald")
    s = act(s, Attack(seat=0, attacker=hound, target=herald))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 1
    refused(s, Claim(seat=0, card=hound), "RPR-killer")
    s = act(s, Claim(seat=1, card=hound))
    assert s.players[1].souls == [Soul(card=hound, face_up=True, bound=False)]
    # a Rite's damage is its player's: Ada's Verdict kills Ada's own Stalker, Ada claims
    s = table({"thralls": ["Gloam Stalker"], "hand": ["Searing Verdict"], "souls": ["Kindle"]})
    stalker = card(s, "Gloam Stalker")
    s = act(s, Play(seat=0, card=card(s, "Searing Verdict"), target=stalker))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert decision(s).seat == 0
    refused(s, Claim(seat=1, card=stalker), "RPR-killer")


def test_a_bound_soul_counts_for_the_creed_and_still_pays_costs():
    """RPR-bind-1: Ada kills her own Hound (in play since the turn began): its Soul is bound;
    burning it to pay a cost takes it out of the pool, bound count and all."""
    s = table({"thralls": ["Cinder Hound"], "hand": ["Gloam Stalker"]})
    hound, stalker = card(s, "Cinder Hound"), card(s, "Gloam Stalker")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert GAME.option_rule(s, Claim(seat=0, card=hound)) == "RPR-bind-1"
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=True)]
    assert sum(x.bound for x in s.players[0].souls) == 1
    s = act(s, Play(seat=0, card=stalker, burn=[hound]))
    assert not s.players[0].souls and s.players[0].grimoire[-1] == hound
    # a Thrall of Bo's killed by Ada: claimed, not bound (not enthralled to Ada)
    s = table({}, {"thralls": ["Cinder Hound"]})
    hound = card(s, "Cinder Hound")
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=hound))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    assert GAME.option_rule(s, Claim(seat=0, card=hound)) == "RPR-claim-1"
    s = act(s, Claim(seat=0, card=hound))
    assert s.players[0].souls == [Soul(card=hound, face_up=True, bound=False)]


@pytest.mark.parametrize("active", [0, 1])
def test_when_both_creeds_are_complete_at_once_the_turn_player_wins(active):
    """RPR-win-both (assumption)."""
    s = table({"souls": [{"card": "Kindle", "bound": True}] * 3},
              {"souls": [{"card": "Kindle", "bound": True}, {"card": "Reef Crawler", "bound": True},
                         {"card": "Gloam Stalker", "bound": True}]}, active=active)
    over = GAME.pending(s)
    assert isinstance(over, Over) and over.winner == active and over.rule == "RPR-win"
    assert GAME.rules["RPR-win-both"].assumption


# -- transform ---------------------------------------------------------------------------

def test_a_transformed_thrall_is_the_same_card_in_place_with_its_states():
    """RPR-transform-1: Flood of Change turns Grave Larva into Bone Wyrm: same place, same
    damage and exhaustion, and still in play since the start of the turn (it may attack).
    (The Larva, Health 1, was graced, or its 1 damage would have killed it.)"""
    s = table({"hand": ["Flood of Change"], "souls": ["Kindle"],
               "angels": ["Creed of the Harvest", "Vessa", "Brinecutter"],
               "thralls": ["Cinder Hound", {"card": "Grave Larva", "damage": 1, "grace": 1}]},
              {"thralls": ["Kelp Golem"]})
    larva, golem = card(s, "Grave Larva"), card(s, "Kelp Golem")
    s = act(s, Play(seat=0, card=card(s, "Flood of Change"), target=larva))
    assert name_of(s, larva) == "Bone Wyrm" and s.players[0].thralls[1] == larva
    assert s.inplay[larva].damage == 1 and not exhausted(s, larva)
    s = act(s, Attack(seat=0, attacker=larva, target=golem))  # still in play since the start
    s = pass_all(s)
    assert s.inplay[golem].damage == 4  # the Wyrm's Attack
    # exhaustion carries over too
    s = table({"thralls": [{"card": "Smoulder Grub", "exhausted": True}], "hand": ["Flood of Change"],
               "souls": ["Kindle"], "angels": ["Creed of the Harvest", "Vessa", "Brinecutter"]})
    grub = card(s, "Smoulder Grub")
    s = act(s, Play(seat=0, card=card(s, "Flood of Change"), target=grub))
    assert name_of(s, grub) == "Smoulder Wyrm" and exhausted(s, grub)


@pytest.mark.parametrize("claim", [True, False])
def test_a_transformed_thrall_that_leaves_play_is_its_printed_front(claim):
    """RPR-transform-leave (assumption): killed, Smoulder Wyrm becomes Smoulder Grub again,
    as a claimed Soul or in the discard pile."""
    s = table({"thralls": [{"card": "Smoulder Grub", "damage": 1}]})
    grub = card(s, "Smoulder Grub")
    s = act(s, Activate(seat=0, card=grub))
    assert name_of(s, grub) == "Smoulder Wyrm"
    s = act(s, Attack(seat=0, attacker=card(s, "Vessa"), target=grub))
    while decision(s).rule != "RPR-claim-1":
        s = act(s, Pass(seat=decision(s).seat))
    s = pass_all(act(s, Claim(seat=0, card=grub) if claim else Pass(seat=0)))
    assert s.players[0].thralls == [] and s.cards[grub] == "RPR-046"
    assert name_of(s, grub) == "Smoulder Grub"
    assert (grub in [x.card for x in s.players[0].souls]) is claim
    assert (grub in s.players[0].discard) is not claim
    assert GAME.rules["RPR-transform-leave"].assumption


# -- a table -----------------------------------------------------------------------------

def test_at_a_table_the_grimoire_order_is_unknown_and_a_reaped_soul_stays_in_the_unseen_pool():
    """RPR-table-unseen: no shuffle order is asked; a reap names nothing; the next draw may
    be any card nobody has seen (the Grimoire's or the face-down Soul's)."""
    g = msgspec.structs.replace(GAME.genesis(["Ada", "Bo"], [SAMPLE_DECKS["gloam-host"],
                                                            SAMPLE_DECKS["tide-gloam"]], ""),
                                luck=TABLE)
    s = GAME.start(g)
    while isinstance(GAME.pending(s), Decision):  # the faces, chosen before any card is seen
        s = GAME.apply(s, GAME.pending(s).options[0], check=True)
    p = GAME.pending(s)
    assert isinstance(p, Chance) and p.kind == "card" and not p.shuffle  # no order entered
    seat0 = {"grimoire": ["Kelp Golem", "Foam Sprite"],
             "angels": ["Creed of the Harvest", "Ilse", "Brinecutter"]}
    seat1 = {"grimoire": ["Whisper Moth"] * 3,
             "angels": ["Creed of Many Veils", "Vessa", "Cinderhook"]}
    g = GAME.genesis(["Ada", "Bo"], [], "", position={"seats": [seat0, seat1]})
    s = GAME.start(msgspec.structs.replace(g, luck=TABLE))
    s = GAME.apply(s, Reap(seat=0, card=s.players[0].angels[1]), check=True)
    assert isinstance(GAME.pending(s), Decision)  # the reap named no card
    soul = s.players[0].souls[0].card
    assert not s.players[0].souls[0].face_up and s.table.unseen(soul)
    s = GAME.apply(s, EndTurn(seat=0), check=True)
    while not (isinstance(GAME.pending(s), Chance) and GAME.pending(s).seat == 0):
        p = GAME.pending(s)
        if isinstance(p, Chance):
            s = GAME.apply(s, Dealt(kind="card", outcome=0), check=True)
        else:
            s = GAME.apply(s, EndTurn(seat=p.seat), check=True)
    assert sorted(GAME.pending(s).labels) == ["Foam Sprite", "Kelp Golem"]


# -- who may: points a table disputes ------------------------------------------------------

def test_the_creed_is_an_angel_card_that_reaps_but_neither_attacks_nor_graces():
    """RPR-reap-1 names the Angel cards (Reaper, Scythe and Creed); RPR-grace-1 names only
    Reapers, Scythes and Malakhim."""
    s = table({"grimoire": ["Kelp Golem"]}, {"thralls": ["Reef Crawler"]})
    creed, crawler = card(s, "Creed of the Harvest"), card(s, "Reef Crawler")
    assert Reap(seat=0, card=creed) in decision(s).options
    s2 = act(s, Reap(seat=0, card=creed))
    assert exhausted(s2, creed) and len(s2.players[0].souls) == 1
    refused(s, Attack(seat=0, attacker=creed, target=crawler), "RPR-attack-1")
    s = act(s, Attack(seat=0, attacker=card(s, "Cinderhook"), target=crawler))
    s = act(s, Pass(seat=1))
    refused(s, Grace(seat=0, card=creed), "RPR-grace-1")
    assert Grace(seat=0, card=creed) not in decision(s).options


def test_a_player_may_grace_the_thrall_their_own_card_is_about_to_damage():
    """RPR-grace-1: both players get the chance, the attacker's player too (second)."""
    s = table({}, {"thralls": ["Reef Crawler"]})
    crawler, vessa = card(s, "Reef Crawler"), card(s, "Vessa")
    s = act(s, Attack(seat=0, attacker=card(s, "Cinderhook"), target=crawler))
    s = act(s, Pass(seat=1))
    assert decision(s).seat == 0 and Grace(seat=0, card=vessa) in decision(s).options
    s = act(s, Grace(seat=0, card=vessa))  # Health 3 + 2 against Cinderhook's 3: it lives
    assert crawler in s.players[1].thralls and s.inplay[crawler].damage == 3
    assert health(s, crawler) == 5 and exhausted(s, vessa)


def test_a_thrall_played_this_turn_may_guard_for_either_side():
    """RPR-guard-1: "any other unexhausted Thrall": no wait since the start of the turn; the
    attacking player may guard with their own Thrall (asked second, RPR-guard-order)."""
    s = table({"thralls": ["Cinder Hound", {"card": "Kelp Golem", "new": True}]},
              {"thralls": ["Reef Crawler", "Foam Sprite"]})
    hound, golem, crawler = card(s, "Cinder Hound"), card(s, "Kelp Golem"), card(s, "Reef Crawler")
    s = act(s, Attack(seat=0, attacker=hound, target=crawler))
    assert decision(s).seat == 1 and decision(s).rule == "RPR-guard-1"
    s = act(s, Pass(seat=1))
    assert Guard(seat=0, card=golem) in decision(s).options
    s = act(s, Guard(seat=0, card=golem))
    s = pass_all(s)
    assert s.inplay[golem].damage == 2 and s.inplay[crawler].damage == 0
    assert hound in s.players[0].discard  # the Golem's Attack 2 against the Hound's Health 2
