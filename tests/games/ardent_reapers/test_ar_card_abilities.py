"""Omega Codex abilities that move, rotate, shuffle, reveal, discard and choose (issue #3).

Each card: a position where it plays by its text, and a refusal citing the card's rule id.
"""

import pytest
from ar_helpers import GAME, act, card, names, options, position, refused

from engine.events import Dealt
from engine.games.ardent_reapers import abilities, cards
from engine.games.ardent_reapers.abilities import ABILITIES
from engine.games.ardent_reapers.events import Choose, EndStep, Fight, Harvest, PlayCard
from engine.games.ardent_reapers.state import CardState, End, Zone
from engine.protocol import Chance, Decision

BL, REL, HAND, DECK, DISCARD, SCORE = (Zone.BATTLE_LINE, Zone.RELICS, Zone.HAND, Zone.DECK,
                                       Zone.DISCARD, Zone.SCORE_PILE)
D, A, M = CardState.DORMANT, CardState.ACTIVE, CardState.MATURE

MINE = ["Drixel", "Terrible Jack", "Proud Mama", "Sticky Gemma", "Tiny the Tosser", "Vile Chap",
        "Crazy Larry", "Pinwheel", "Bigfoot Carl", "The Auditor", "Tede Scrapper", "Trophy Master",
        "Vanx", "Tujok", "Kazoo", "Droven Jeb", "Rat Smasher", "Meat Shears", "Sledgehammer",
        "Direct Deposit", "Book of the Line", "Vault Tunnel", "Dead Drop", "Yoink", "Gentle Nudge",
        "Not Yet", "Two Birds", "Recall", "Crossed Teleport", "Stink Bomb", "Fast Forward", "Rewind",
        "Start Over", "Corrode or Shine", "Wise or Naive", "Botched Construction",
        "Return to Sender", "Armageddon", "Roll the Dice", "What's This?", "I Don't Like These",
        "A Little Off the Top", "Cheap Shot", "Adult Swim", "Reforge", "Redistributed Wealth",
        "Pinpoint", "Triple Shot", "Duck!"]


def slug(name):
    return "AR-card-" + "".join(ch if ch.isalnum() else "-" for ch in name.lower().replace("'", "")
                                ).strip("-").replace("--", "-")


def board(seat0, seat1=None, **kw):
    seat1 = seat1 or dict(battle_line=[("Pokets", "Active")], hand=["Yearn"])
    return position(seats=[seat0, seat1], **kw)


def play(s, name, end=End.RIGHT):
    c = card(s, name, 0, HAND)
    is_creature = cards.facts(s.cards[c]).is_creature
    return act(s, PlayCard(seat=0, card=c, end=end if is_creature else None))


def choose(s, name=None, seat=None, zone=None, nth=0):
    return act(s, Choose(seat=0, card=None if name is None else card(s, name, seat, zone, nth)))


def pick(s, name, seat=None, zone=None, nth=0):
    return Choose(seat=0, card=card(s, name, seat, zone, nth))


def waits_main(s):
    p = GAME.pending(s)
    return isinstance(p, Decision) and p.rule == "AR-turn-2"


# -- the registry ---------------------------------------------------------------------------
def test_every_card_of_issue_3_is_implemented_with_a_summary_and_a_rule():
    for name in MINE:
        cid = cards.resolve(name)
        assert abilities.implemented(cid) and ABILITIES[cid].summary.startswith(name), name
        assert slug(name) in GAME.rules, slug(name)
    for rule in ("AR-least-most", "AR-choose-one", "AR-out-of-play-together"):
        assert rule in GAME.rules


def test_nothing_to_see_is_a_vanilla_action_worth_4():
    f = cards.facts(cards.resolve("Nothing to See"))
    assert not f.ability and abilities.implemented("Nothing to See") and f.vp == 4
    s = board(dict(hand=["Nothing to See", "Vix"]))
    after = play(s, "Nothing to See")
    assert names(after, 0, SCORE) == ["Nothing to See"] and waits_main(after)


# -- moves to hands ------------------------------------------------------------------------------
def test_drixel_returns_a_creature_worth_0_vp_or_less_to_its_owners_hand():
    s = board(dict(battle_line=["Vix"], hand=["Drixel"]),
              dict(battle_line=["Moth", "Pokets", "Vile Bear"], hand=["Yearn"]))
    mid = play(s, "Drixel")
    assert options(mid) == [pick(mid, "Moth"), pick(mid, "Vile Bear")]
    assert GAME.pending(mid).rule == "AR-card-drixel"
    refused(mid, pick(mid, "Pokets"), "AR-card-drixel")
    refused(mid, pick(mid, "Vix"), "AR-card-drixel")
    after = act(mid, pick(mid, "Moth"))
    assert names(after, 1, HAND) == ["Yearn", "Moth"] and names(after, 1, BL) == ["Pokets", "Vile Bear"]


def test_terrible_jack_returns_an_enemy_creature_of_power_5_or_less():
    s = board(dict(battle_line=["Vix"], hand=["Terrible Jack"]),
              dict(battle_line=["Pokets", "Roat"], hand=["Yearn"]))
    mid = play(s, "Terrible Jack")
    assert options(mid) == [pick(mid, "Pokets")]
    refused(mid, pick(mid, "Roat"), "AR-card-terrible-jack")  # power 9
    refused(mid, pick(mid, "Vix"), "AR-card-terrible-jack")  # friendly
    after = act(mid, pick(mid, "Pokets"))
    assert names(after, 1, HAND) == ["Yearn", "Pokets"] and names(after, 1, BL) == ["Roat"]


def test_recall_returns_an_enemy_creature_and_refuses_a_friendly_one():
    s = board(dict(battle_line=["Vix"], hand=["Recall"]), dict(battle_line=["Roat"], hand=[]))
    mid = play(s, "Recall")
    refused(mid, pick(mid, "Vix"), "AR-card-recall")
    after = act(mid, pick(mid, "Roat"))
    assert names(after, 1, HAND) == ["Roat"] and names(after, 0, SCORE) == ["Recall"]


def test_a_returned_creature_takes_no_stash_with_it_and_its_play_does_not_resolve():
    s = board(dict(battle_line=["Vix"], hand=["Recall"]),
              dict(battle_line=[{"card": "Luminate", "stash": ["Jater"]}], deck=["Anox"]))
    after = choose(play(s, "Recall"), "Luminate")
    assert names(after, 1, HAND) == ["Luminate"] and names(after, 1, DISCARD) == ["Jater"]
    assert names(after, 1, DECK) == ["Anox"]


def test_triple_shot_returns_up_to_three_creatures_one_choice_at_a_time():
    s = board(dict(battle_line=["Vix"], relics=["Hypervator"], hand=["Triple Shot"]),
              dict(battle_line=["Pokets", "Roat"], hand=[]))
    mid = play(s, "Triple Shot")
    assert Choose(seat=0) in options(mid)  # "up to": none at all is allowed
    refused(mid, pick(mid, "Hypervator"), "AR-card-triple-shot")
    mid = act(mid, pick(mid, "Roat"))
    refused(mid, pick(mid, "Roat", 1, BL), "AR-card-triple-shot")  # already chosen
    mid = act(mid, pick(mid, "Vix"))
    after = act(mid, Choose(seat=0))
    assert names(after, 1, HAND) == ["Roat"] and names(after, 0, HAND) == ["Vix"]
    assert names(after, 1, BL) == ["Pokets"]
    three = act(s, PlayCard(seat=0, card=card(s, "Triple Shot")), pick(s, "Vix"), pick(s, "Pokets"),
                pick(s, "Roat"))
    assert names(three, 1, HAND) == ["Pokets", "Roat"] and waits_main(three)


def test_reforge_takes_a_creature_from_your_discard_pile():
    s = board(dict(battle_line=["Vix"], hand=["Reforge"], discard=["Overcharge", "Roat"]))
    mid = play(s, "Reforge")
    refused(mid, pick(mid, "Overcharge"), "AR-card-reforge")
    after = act(mid, pick(mid, "Roat"))
    assert names(after, 0, HAND) == ["Roat"] and names(after, 0, DISCARD) == ["Overcharge"]


def test_vanx_bonus_takes_any_card_from_your_discard_pile_and_must_choose():
    s = board(dict(battle_line=[("Vanx", "Mature")], discard=["Overcharge"], hand=["Vix"]))
    mid = act(s, Harvest(seat=0, card=card(s, "Vanx")))
    refused(mid, Choose(seat=0), "AR-card-vanx")
    refused(mid, pick(mid, "Pokets"), "AR-card-vanx")
    after = choose(mid, "Overcharge")
    assert names(after, 0, HAND) == ["Vix", "Overcharge"] and names(after, 0, SCORE) == ["Vanx"]


def test_trophy_master_may_return_a_card_of_your_score_pile_to_its_owners_hand():
    s = board(dict(battle_line=[("Trophy Master", "Mature")], hand=["Vix"],
                   score_pile=[{"card": "Roat", "owner": 1}, "Jater"]),
              dict(battle_line=["Pokets"], score_pile=["Anox"]))
    mid = act(s, Harvest(seat=0, card=card(s, "Trophy Master")))
    assert Choose(seat=0) in options(mid)
    refused(mid, pick(mid, "Anox"), "AR-card-trophy-master")
    declined = act(mid, Choose(seat=0))
    assert names(declined, 0, SCORE) == ["Roat", "Jater", "Trophy Master"]
    after = choose(mid, "Roat")
    assert names(after, 1, HAND) == ["Roat"] and names(after, 0, SCORE) == ["Jater", "Trophy Master"]


def test_trophy_master_with_an_empty_score_pile_asks_nothing():
    s = board(dict(battle_line=[("Trophy Master", "Mature")], hand=["Vix"]))
    after = act(s, Harvest(seat=0, card=card(s, "Trophy Master")))
    assert waits_main(after) and names(after, 0, SCORE) == ["Trophy Master"]


def test_tujok_may_return_a_card_of_the_opponents_score_pile():
    s = board(dict(battle_line=["Vix"], hand=["Tujok"]),
              dict(battle_line=["Pokets"], score_pile=[{"card": "Jater", "owner": 0}, "Anox"]))
    mid = play(s, "Tujok")
    assert Choose(seat=0) in options(mid)
    refused(mid, pick(mid, "Vix"), "AR-card-tujok")
    after = choose(mid, "Jater")
    assert names(after, 0, HAND) == ["Jater"] and names(after, 1, SCORE) == ["Anox"]


def test_not_yet_returns_a_card_of_the_opponents_score_pile_and_must_choose():
    s = board(dict(battle_line=["Vix"], hand=["Not Yet"], score_pile=["Jater"]),
              dict(battle_line=["Pokets"], score_pile=["Anox"]))
    mid = play(s, "Not Yet")
    refused(mid, Choose(seat=0), "AR-card-not-yet")
    refused(mid, pick(mid, "Jater"), "AR-card-not-yet")
    after = choose(mid, "Anox")
    assert names(after, 1, HAND) == ["Anox"] and names(after, 1, SCORE) == []


# -- moves to score piles ---------------------------------------------------------------------------
def test_sticky_gemma_takes_the_least_valuable_enemy_creature_ties_chosen():
    s = board(dict(battle_line=["Vix"], hand=["Sticky Gemma"]),
              dict(battle_line=["Greaser", "Pokets", "Jater"], hand=[]))
    mid = play(s, "Sticky Gemma")
    assert options(mid) == [pick(mid, "Pokets"), pick(mid, "Jater")]
    refused(mid, pick(mid, "Greaser"), "AR-card-sticky-gemma")
    after = choose(mid, "Jater")
    assert names(after, 0, SCORE) == ["Jater"]


def test_sticky_gemma_without_a_tie_needs_no_decision():
    s = board(dict(battle_line=["Vix"], hand=["Sticky Gemma"]),
              dict(battle_line=["Greaser", "Moth"], hand=[]))
    after = play(s, "Sticky Gemma")
    assert waits_main(after) and names(after, 0, SCORE) == ["Moth"]


def test_tiny_the_tosser_gives_away_the_most_valuable_card_of_your_score_pile():
    s = board(dict(battle_line=[("Tiny the Tosser", "Mature")], hand=["Vix"],
                   score_pile=["Jater", "Greaser", "Roat"]))
    mid = act(s, Harvest(seat=0, card=card(s, "Tiny the Tosser")))
    assert options(mid) == [pick(mid, "Greaser"), pick(mid, "Roat")]
    refused(mid, pick(mid, "Jater"), "AR-card-tiny-the-tosser")
    after = choose(mid, "Roat")
    assert names(after, 1, SCORE) == ["Roat"]
    assert names(after, 0, SCORE) == ["Jater", "Greaser", "Tiny the Tosser"]


def test_adult_swim_takes_a_1_vp_card_the_opponent_controls():
    s = board(dict(battle_line=["Vix"], hand=["Adult Swim"]),
              dict(battle_line=["Greaser", "Pokets", "Jater"], relics=["Hypervator"], hand=[]))
    mid = play(s, "Adult Swim")
    assert options(mid) == [pick(mid, "Pokets"), pick(mid, "Jater"), pick(mid, "Hypervator")]
    refused(mid, pick(mid, "Greaser"), "AR-card-adult-swim")
    after = choose(mid, "Hypervator")
    assert names(after, 0, SCORE) == ["Hypervator", "Adult Swim"]
    none = board(dict(battle_line=["Vix"], hand=["Adult Swim"]), dict(battle_line=["Greaser"]))
    assert waits_main(play(none, "Adult Swim"))


def test_vault_tunnel_takes_an_enemy_relic():
    s = board(dict(battle_line=["Vix"], relics=["Payday"] and ["Hypervator"], hand=["Vault Tunnel"]),
              dict(battle_line=["Pokets"], relics=["Hypervator"]))
    mid = play(s, "Vault Tunnel")
    refused(mid, pick(mid, "Hypervator", 0), "AR-card-vault-tunnel")
    after = act(mid, pick(mid, "Hypervator", 1))
    assert names(after, 0, SCORE) == ["Hypervator", "Vault Tunnel"] and names(after, 1, REL) == []


def test_direct_deposit_and_dead_drop_move_a_card_from_your_hand():
    s = board(dict(battle_line=["Vix"], hand=["Direct Deposit", "Dead Drop", "Roat"]))
    mid = play(s, "Direct Deposit")
    refused(mid, pick(mid, "Vix"), "AR-card-direct-deposit")
    after = choose(mid, "Roat")
    assert names(after, 0, SCORE) == ["Roat", "Direct Deposit"]
    mid = play(s, "Dead Drop")
    refused(mid, pick(mid, "Yearn"), "AR-card-dead-drop")  # the opponent's hand
    after = choose(mid, "Roat")
    assert names(after, 1, SCORE) == ["Roat"] and names(after, 0, SCORE) == ["Dead Drop"]


def test_yoink_and_stink_bomb_move_cards_between_score_piles():
    s = board(dict(battle_line=["Vix"], hand=["Yoink", "Stink Bomb"], score_pile=["Jater"]),
              dict(battle_line=["Pokets"], score_pile=["Anox"]))
    mid = play(s, "Yoink")
    refused(mid, pick(mid, "Jater"), "AR-card-yoink")
    after = choose(mid, "Anox")
    assert names(after, 0, SCORE) == ["Jater", "Anox", "Yoink"]
    mid = play(s, "Stink Bomb")
    refused(mid, pick(mid, "Anox"), "AR-card-stink-bomb")
    after = choose(mid, "Jater")
    assert names(after, 1, SCORE) == ["Anox", "Jater"] and names(after, 0, SCORE) == ["Stink Bomb"]


def test_two_birds_moves_an_enemy_then_a_friendly_card_to_their_owners_score_piles():
    s = board(dict(battle_line=["Vix"], relics=["Hypervator"], hand=["Two Birds"]),
              dict(battle_line=["Pokets", {"card": "Jater", "owner": 0}]))
    mid = play(s, "Two Birds")
    assert "enemy" in GAME.pending(mid).prompt
    refused(mid, pick(mid, "Vix"), "AR-card-two-birds")
    mid = choose(mid, "Jater")  # owned by Ada: to Ada's score pile
    assert "friendly" in GAME.pending(mid).prompt
    refused(mid, pick(mid, "Pokets"), "AR-card-two-birds")
    after = choose(mid, "Hypervator")
    assert names(after, 0, SCORE) == ["Jater", "Hypervator", "Two Birds"]


def test_crossed_teleport_chooses_two_of_each_score_pile_then_gives_two_away():
    s = board(dict(battle_line=["Vix"], hand=["Crossed Teleport"], score_pile=["Jater", "Roat", "Tessa"]),
              dict(battle_line=["Pokets"], score_pile=["Anox", "Greaser"]))
    mid = play(s, "Crossed Teleport")
    refused(mid, pick(mid, "Anox"), "AR-card-crossed-teleport")
    mid = act(mid, pick(mid, "Jater"), pick(mid, "Roat"))
    refused(mid, pick(mid, "Tessa"), "AR-card-crossed-teleport")
    mid = act(mid, pick(mid, "Anox"), pick(mid, "Greaser"))
    assert options(mid) == [pick(mid, n) for n in ("Jater", "Roat", "Anox", "Greaser")]
    refused(mid, pick(mid, "Tessa"), "AR-card-crossed-teleport")
    after = act(mid, pick(mid, "Jater"), pick(mid, "Anox"))
    assert sorted(names(after, 1, SCORE)) == ["Anox", "Jater"]
    assert sorted(names(after, 0, SCORE)) == ["Crossed Teleport", "Greaser", "Roat", "Tessa"]


def test_crossed_teleport_resolves_as_much_as_it_can_with_small_score_piles():
    s = board(dict(battle_line=["Vix"], hand=["Crossed Teleport"], score_pile=["Jater"]),
              dict(battle_line=["Pokets"]))
    after = choose(play(s, "Crossed Teleport"), "Jater")  # fewer than two chosen: both go over
    assert names(after, 1, SCORE) == ["Jater"] and waits_main(after)


def test_redistributed_wealth_only_when_behind_takes_the_lowest_positive_card():
    s = board(dict(battle_line=["Vix"], hand=["Redistributed Wealth"], score_pile=["Jater"]),
              dict(battle_line=["Pokets"], score_pile=["Moth", "Greaser", "Anox", "Tessa"]))
    mid = play(s, "Redistributed Wealth")
    assert options(mid) == [pick(mid, "Anox"), pick(mid, "Tessa")]
    refused(mid, pick(mid, "Moth"), "AR-card-redistributed-wealth")
    after = choose(mid, "Tessa")
    assert names(after, 0, SCORE) == ["Jater", "Tessa", "Redistributed Wealth"]
    level = board(dict(battle_line=["Vix"], hand=["Redistributed Wealth"], score_pile=["Greaser"]),
                  dict(battle_line=["Pokets"], score_pile=["Greaser"]))
    after = play(level, "Redistributed Wealth")
    assert waits_main(after) and names(after, 1, SCORE) == ["Greaser"]


def test_rat_smasher_and_roll_the_dice_move_cheap_creatures_to_their_controllers_score_pile():
    for name in ("Rat Smasher", "Roll the Dice"):
        s = board(dict(battle_line=["Vix", "Greaser"], hand=[name]),
                  dict(battle_line=["Moth", {"card": "Jater", "owner": 0}, "Roat"], hand=[]))
        after = play(s, name)
        assert names(after, 0, SCORE)[:1] == ["Vix"]
        assert names(after, 1, SCORE) == ["Moth", "Jater"]  # Jater: Bo controls it
        assert names(after, 1, BL) == ["Roat"] and "Greaser" in names(after, 0, BL)
        refused(after, Choose(seat=0, card=card(after, "Greaser")), "AR-timing-1")


def test_what_s_this_discards_the_top_card_and_scores_it_for_them_if_negative():
    s = board(dict(battle_line=["Vix"], hand=["What's This?", "What's This?"]),
              dict(battle_line=["Pokets"], deck=["Jater", "Moth"]))
    once = play(s, "What's This?")
    assert names(once, 1, DISCARD) == ["Jater"] and names(once, 1, DECK) == ["Moth"]
    twice = act(once, PlayCard(seat=0, card=card(once, "What's This?", 0, HAND)))
    assert names(twice, 1, SCORE) == ["Moth"] and names(twice, 1, DECK) == []
    refused(twice, Choose(seat=0, card=card(twice, "Moth")), "AR-timing-1")


def test_crazy_larry_gives_your_top_card_to_the_opponent_and_an_empty_deck_gives_nothing():
    s = board(dict(battle_line=["Vix"], hand=["Crazy Larry"], deck=["Luminate", "Jater"]))
    after = play(s, "Crazy Larry")
    assert names(after, 1, SCORE) == ["Luminate"] and names(after, 0, DECK) == ["Jater"]
    empty = board(dict(battle_line=["Vix"], hand=["Crazy Larry"], discard=["Jater"]))
    after = play(empty, "Crazy Larry")
    assert names(after, 1, SCORE) == [] and names(after, 0, DISCARD) == ["Jater"] and waits_main(after)


def test_the_auditor_moves_the_least_powerful_creature_of_the_opponents_hand():
    s = board(dict(battle_line=["Vix"], hand=["The Auditor"]),
              dict(battle_line=["Pokets"], hand=["Roat", "Jater", "Overcharge", "Vix"]))
    mid = play(s, "The Auditor")
    assert options(mid) == [pick(mid, "Jater"), pick(mid, "Vix", 1, HAND)]
    refused(mid, pick(mid, "Roat"), "AR-card-the-auditor")
    refused(mid, pick(mid, "Overcharge"), "AR-card-the-auditor")  # no power: never least powerful
    after = act(mid, pick(mid, "Vix", 1, HAND))
    assert names(after, 1, SCORE) == ["Vix"] and names(after, 1, HAND) == ["Roat", "Jater", "Overcharge"]


def test_droven_jeb_scores_the_least_powerful_creature_of_your_hand():
    s = board(dict(battle_line=[("Droven Jeb", "Mature")], hand=["Roat", "Jater", "Overcharge"]))
    after = act(s, Harvest(seat=0, card=card(s, "Droven Jeb")))
    assert names(after, 0, SCORE) == ["Jater", "Droven Jeb"] and waits_main(after)
    tie = board(dict(battle_line=[("Droven Jeb", "Mature")], hand=["Vix", "Jater"]))
    mid = act(tie, Harvest(seat=0, card=card(tie, "Droven Jeb")))
    refused(mid, pick(mid, "Pokets"), "AR-card-droven-jeb")
    assert options(mid) == [pick(mid, "Vix"), pick(mid, "Jater")]


# -- moves to discard piles and decks ---------------------------------------------------------------------
def test_vile_chap_bonus_discards_every_relic_in_play():
    s = board(dict(battle_line=[("Vile Chap", "Mature")], relics=["Hypervator"], hand=["Vix"]),
              dict(battle_line=["Pokets"], relics=["Payday"] and ["Hypervator"]))
    after = act(s, Harvest(seat=0, card=card(s, "Vile Chap")))
    assert names(after, 0, DISCARD) == ["Hypervator"] and names(after, 1, DISCARD) == ["Hypervator"]
    assert names(after, 0, SCORE) == ["Vile Chap"]
    refused(after, Choose(seat=0, card=card(after, "Vix")), "AR-timing-1")


def test_bigfoot_carl_bonus_discards_every_weak_creature_including_the_fight_target():
    s = board(dict(battle_line=["Vix", ("Bigfoot Carl", "Active")], hand=["Tessa"]),
              dict(battle_line=["Roxxy", "Roat"], hand=[]))
    after = act(s, Fight(seat=0, attackers=[card(s, "Bigfoot Carl")], targets=[card(s, "Roxxy")]))
    assert names(after, 0, DISCARD) == ["Vix", "Bigfoot Carl"]
    assert names(after, 1, DISCARD) == ["Roxxy"] and names(after, 0, SCORE) == []
    assert names(after, 1, BL) == ["Roat"]


def test_armageddon_discards_every_creature():
    s = board(dict(battle_line=["Vix", {"card": "Roat", "owner": 1}], hand=["Armageddon"]),
              dict(battle_line=["Pokets"]))
    after = play(s, "Armageddon")
    assert names(after, 0, BL) == [] and names(after, 1, BL) == []
    assert names(after, 0, DISCARD) == ["Vix"] and names(after, 1, DISCARD) == ["Roat", "Pokets"]
    refused(after, Choose(seat=0, card=card(after, "Vix")), "AR-timing-1")


def test_meat_shears_discards_a_mature_enemy_creature():
    s = board(dict(battle_line=[("Vix", "Mature")], relics=[("Meat Shears", "Mature")]),
              dict(battle_line=[("Pokets", "Active"), ("Roat", "Mature")]))
    mid = act(s, Harvest(seat=0, card=card(s, "Meat Shears")))
    refused(mid, pick(mid, "Pokets"), "AR-card-meat-shears")
    refused(mid, pick(mid, "Vix"), "AR-card-meat-shears")
    after = choose(mid, "Roat")
    assert names(after, 1, DISCARD) == ["Roat"] and names(after, 0, SCORE) == ["Meat Shears"]


def test_sledgehammer_discards_an_enemy_relic():
    s = board(dict(battle_line=["Vix"], relics=[("Sledgehammer", "Mature"), "Hypervator"]),
              dict(battle_line=["Pokets"], relics=["Hypervator"]))
    mid = act(s, Harvest(seat=0, card=card(s, "Sledgehammer")))
    refused(mid, pick(mid, "Hypervator", 0), "AR-card-sledgehammer")
    after = act(mid, pick(mid, "Hypervator", 1))
    assert names(after, 1, DISCARD) == ["Hypervator"] and names(after, 0, REL) == ["Hypervator"]


def test_tede_scrapper_discards_a_card_of_the_opponents_score_pile_to_its_owner():
    s = board(dict(battle_line=[("Tede Scrapper", "Mature")], hand=["Vix"], score_pile=["Anox"]),
              dict(battle_line=["Pokets"], score_pile=[{"card": "Jater", "owner": 0}]))
    mid = act(s, Harvest(seat=0, card=card(s, "Tede Scrapper")))
    refused(mid, pick(mid, "Anox"), "AR-card-tede-scrapper")
    after = choose(mid, "Jater")
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 1, SCORE) == []


def test_a_little_off_the_top_discards_the_most_valuable_card_of_each_score_pile():
    s = board(dict(battle_line=["Vix"], hand=["A Little Off the Top"], score_pile=["Jater", "Roat"]),
              dict(battle_line=["Pokets"], score_pile=["Greaser", {"card": "Renegade", "owner": 0}, "Anox"]))
    mid = play(s, "A Little Off the Top")  # Roat goes at once (no tie); a tie in Bo's pile
    assert names(mid, 0, DISCARD) == ["Roat"]
    assert options(mid) == [pick(mid, "Greaser"), pick(mid, "Renegade")]
    refused(mid, pick(mid, "Anox"), "AR-card-a-little-off-the-top")
    after = choose(mid, "Renegade")
    assert names(after, 0, DISCARD) == ["Roat", "Renegade"] and names(after, 1, SCORE) == ["Greaser", "Anox"]


def test_duck_discards_a_creature_of_power_7_or_more():
    s = board(dict(battle_line=["Vix", "Renegade"], hand=["Duck!"]), dict(battle_line=["Pokets", "Roat"]))
    mid = play(s, "Duck!")
    assert options(mid) == [pick(mid, "Renegade"), pick(mid, "Roat")]
    refused(mid, pick(mid, "Pokets"), "AR-card-duck")
    after = choose(mid, "Roat")
    assert names(after, 1, DISCARD) == ["Roat"]


def test_book_of_the_line_puts_a_creature_at_the_bottom_of_its_owners_deck():
    s = board(dict(battle_line=["Vix"], relics=["Hypervator"], hand=["Book of the Line"]),
              dict(battle_line=["Pokets"], deck=["Anox"]))
    mid = play(s, "Book of the Line")
    refused(mid, pick(mid, "Hypervator"), "AR-card-book-of-the-line")
    after = choose(mid, "Pokets")
    assert names(after, 1, DECK) == ["Anox", "Pokets"] and names(after, 1, BL) == []


# -- shuffles (chances) -----------------------------------------------------------------------------------
def test_gentle_nudge_shuffles_the_discard_pile_onto_the_top_of_the_deck():
    s = board(dict(battle_line=["Vix"], hand=["Gentle Nudge"], discard=["Jater", "Roat", "Anox"],
                   deck=["Tessa"]))
    mid = play(s, "Gentle Nudge")
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.shuffle and p.size == 3
    assert GAME.describe(mid, Dealt(kind="shuffle", outcome=[2, 0, 1])) == \
        "the dealer shuffles the 3 cards on top of Ada's deck"
    refused(mid, Dealt(kind="shuffle", outcome=[3, 2, 1, 0]), "AR-card-gentle-nudge")
    after = act(mid, Dealt(kind="shuffle", outcome=[2, 0, 1]))
    assert names(after, 0, DECK) == ["Anox", "Jater", "Roat", "Tessa"] and names(after, 0, DISCARD) == []


def test_botched_construction_shuffles_an_enemy_relic_into_its_owners_deck():
    s = board(dict(battle_line=["Vix"], relics=["Hypervator"], hand=["Botched Construction"]),
              dict(battle_line=["Pokets"], relics=["Hypervator"], deck=["Anox"]))
    mid = play(s, "Botched Construction")
    refused(mid, pick(mid, "Hypervator", 0), "AR-card-botched-construction")
    mid = act(mid, pick(mid, "Hypervator", 1))
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.size == 2
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 1, DECK) == ["Hypervator", "Anox"] and names(after, 1, REL) == []


def test_return_to_sender_shuffles_two_enemy_and_two_friendly_creatures_home():
    s = board(dict(battle_line=["Vix"], hand=["Return to Sender"], deck=["Tessa"]),
              dict(battle_line=["Pokets", "Roat", "Anox"], deck=["Jater"]))
    mid = play(s, "Return to Sender")
    refused(mid, pick(mid, "Vix"), "AR-card-return-to-sender")
    mid = act(mid, pick(mid, "Roat"), pick(mid, "Anox"))
    # the first sentence is done before the second (AR-leave-when): Bo's deck is shuffled
    assert names(mid, 1, BL) == ["Pokets"]
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.seat == 1 and p.size == 3  # Bo's deck: Jater, Roat, Anox
    refused(mid, pick(mid, "Vix"), "AR-timing-1")
    mid = act(mid, Dealt(kind="shuffle", outcome=[2, 1, 0]))
    refused(mid, pick(mid, "Pokets"), "AR-card-return-to-sender")
    mid = act(mid, pick(mid, "Vix"))  # only one friendly creature: as much as it can
    assert names(mid, 0, BL) == [] and names(mid, 1, BL) == ["Pokets"]
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.seat == 0 and p.size == 2  # Ada's deck: Tessa and Vix
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, DECK) == ["Vix", "Tessa"] and names(after, 1, DECK) == ["Anox", "Roat", "Jater"]


# -- hands ------------------------------------------------------------------------------------------------
def test_cheap_shot_discards_a_random_card_of_the_opponents_hand():
    s = board(dict(battle_line=["Vix"], hand=["Cheap Shot"]),
              dict(battle_line=["Pokets"], hand=["Yearn", "Anox", "Roat"]))
    mid = play(s, "Cheap Shot")
    p = GAME.pending(mid)
    assert isinstance(p, Chance) and p.kind == "random-card" and p.size == 3
    refused(mid, Dealt(kind="random-card", outcome=3), "AR-discard-1")
    refused(mid, Choose(seat=0, card=card(mid, "Anox")), "AR-timing-1")
    after = act(mid, Dealt(kind="random-card", outcome=2))
    assert names(after, 1, DISCARD) == ["Roat"] and names(after, 0, SCORE) == ["Cheap Shot"]
    empty = board(dict(battle_line=["Vix"], hand=["Cheap Shot"]), dict(battle_line=["Pokets"]))
    assert waits_main(play(empty, "Cheap Shot"))


def test_i_dont_like_these_discards_two_then_draws_five():
    s = board(dict(battle_line=["Vix"], hand=["I Don't Like These", "Jater", "Roat", "Anox"],
                   deck=["Tessa", "Roxxy", "Yearn", "Pokets", "Greaser", "Millipede"]))
    mid = play(s, "I Don't Like These")
    refused(mid, Choose(seat=0), "AR-card-i-dont-like-these")
    refused(mid, pick(mid, "Vix"), "AR-card-i-dont-like-these")
    mid = act(mid, pick(mid, "Jater"))
    assert names(mid, 0, DISCARD) == ["Jater"]  # discarded at once: no longer a hidden card
    after = act(mid, pick(mid, "Anox"))
    assert names(after, 0, DISCARD) == ["Jater", "Anox"]
    assert names(after, 0, HAND) == ["Roat", "Tessa", "Roxxy", "Yearn", "Pokets", "Greaser"]


def test_i_dont_like_these_with_one_card_discards_it_and_draws_nothing():
    s = board(dict(battle_line=["Vix"], hand=["I Don't Like These", "Jater"], deck=["Tessa"]))
    after = choose(play(s, "I Don't Like These"), "Jater")
    assert names(after, 0, DISCARD) == ["Jater"] and names(after, 0, HAND) == [] and waits_main(after)


def test_pinpoint_names_a_number_and_the_opponent_discards_cards_of_that_value():
    s = board(dict(battle_line=["Vix"], hand=["Pinpoint"]),
              dict(battle_line=["Pokets"], hand=["Yearn", "Greaser", "Anox", "Moth"]))
    mid = play(s, "Pinpoint")
    assert options(mid) == [Choose(seat=0, number=n) for n in range(-2, 5)]
    # "Choose a number": any whole number is the player's to choose, listed or not (issue 14).
    seven = act(mid, Choose(seat=0, number=7))
    assert names(seven, 1, HAND) == ["Yearn", "Greaser", "Anox", "Moth"] and names(seven, 1, DISCARD) == []
    refused(mid, Choose(seat=0, card=card(mid, "Anox")), "AR-card-pinpoint")
    refused(mid, Choose(seat=0), "AR-card-pinpoint")
    assert GAME.describe(mid, Choose(seat=0, number=1)) == "Ada chooses the number 1 (Pinpoint: choose a number)"
    after = act(mid, Choose(seat=0, number=1))
    assert names(after, 1, DISCARD) == ["Yearn", "Anox"] and names(after, 1, HAND) == ["Greaser", "Moth"]


# -- rotations --------------------------------------------------------------------------------------------
def test_proud_mama_bonus_rotates_an_enemy_creature_to_mature():
    s = board(dict(battle_line=[("Proud Mama", "Mature"), ("Vix", "Dormant")], hand=["Tessa"]),
              dict(battle_line=[("Pokets", "Dormant")]))
    mid = act(s, Harvest(seat=0, card=card(s, "Proud Mama")))
    refused(mid, pick(mid, "Vix"), "AR-card-proud-mama")
    after = choose(mid, "Pokets")
    assert after.card_state[card(after, "Pokets")] is M


def test_kazoo_bonus_rotates_a_friendly_card_to_active():
    s = board(dict(battle_line=[("Kazoo", "Mature"), ("Vix", "Dormant")], relics=[("Hypervator", "Mature")]),
              dict(battle_line=[("Pokets", "Dormant")]))
    mid = act(s, Harvest(seat=0, card=card(s, "Kazoo")))
    refused(mid, pick(mid, "Pokets"), "AR-card-kazoo")
    after = choose(mid, "Hypervator")
    assert after.card_state[card(after, "Hypervator")] is A


def test_pinwheel_bonus_rotates_a_card_to_a_state_other_than_its_own():
    s = board(dict(battle_line=[("Pinwheel", "Mature")], hand=["Vix"]),
              dict(battle_line=[("Pokets", "Active")]))
    mid = act(s, Harvest(seat=0, card=card(s, "Pinwheel")))
    mid = choose(mid, "Pokets")
    assert options(mid) == [Choose(seat=0, mode=0), Choose(seat=0, mode=2)]
    refused(mid, Choose(seat=0, mode=1), "AR-card-pinwheel")  # Active already
    refused(mid, Choose(seat=0, card=card(mid, "Pokets")), "AR-card-pinwheel")
    assert GAME.describe(mid, Choose(seat=0, mode=0)).startswith("Ada chooses \u201cDormant\u201d (Pinwheel")
    after = act(mid, Choose(seat=0, mode=0))
    assert after.card_state[card(after, "Pokets")] is D and names(after, 0, SCORE) == ["Pinwheel"]


def test_fast_forward_rewind_and_start_over_rotate_every_card():
    s = board(dict(battle_line=[("Vix", "Dormant"), ("Tessa", "Active")], relics=[("Hypervator", "Active")],
                   hand=["Fast Forward", "Rewind", "Start Over"]),
              dict(battle_line=[("Pokets", "Active")], relics=[("Hypervator", "Mature")]))
    every = [c for ss in s.seats for c in ss.battle_line + ss.relics]
    ff = play(s, "Fast Forward")
    assert all(ff.card_state[c] is M for c in every)
    rw = play(s, "Rewind")
    assert all(rw.card_state[c] is D for c in every)
    so = play(ff, "Start Over")
    assert all(so.card_state[c] is D for c in so.seats[0].battle_line + so.seats[0].relics)
    assert all(so.card_state[c] is M for c in so.seats[1].battle_line + so.seats[1].relics)
    refused(so, Choose(seat=0, card=every[0]), "AR-timing-1")


# -- Choose one: ------------------------------------------------------------------------------------------
def test_faq_corrode_or_shine_may_choose_the_enemy_option_with_no_enemy_creature():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Corrode or Shine", "Tessa"]), dict(hand=["Yearn"]))
    mid = play(s, "Corrode or Shine")
    p = GAME.pending(mid)
    assert p.rule == "AR-card-corrode-or-shine"
    assert p.options == [Choose(seat=0, mode=0), Choose(seat=0, mode=1)]
    assert GAME.describe(mid, Choose(seat=0, mode=0)) == \
        "Ada chooses \u201crotate an enemy creature to Mature\u201d (Corrode or Shine: choose one)"
    after = act(mid, Choose(seat=0, mode=0))  # the FAQ: allowed; then as much as it can (nothing)
    assert waits_main(after) and after.card_state[card(after, "Vix")] is A
    assert names(after, 0, SCORE) == ["Corrode or Shine"]
    refused(mid, Choose(seat=0, mode=2), "AR-card-corrode-or-shine")
    refused(mid, Choose(seat=0, card=card(mid, "Vix")), "AR-card-corrode-or-shine")
    refused(mid, Choose(seat=0), "AR-card-corrode-or-shine")


def test_corrode_or_shine_rotates_the_chosen_options_target():
    s = board(dict(battle_line=[("Vix", "Active")], hand=["Corrode or Shine"]),
              dict(battle_line=[("Pokets", "Dormant")]))
    mid = act(play(s, "Corrode or Shine"), Choose(seat=0, mode=1))
    refused(mid, pick(mid, "Pokets"), "AR-card-corrode-or-shine")
    after = choose(mid, "Vix")
    assert after.card_state[card(after, "Vix")] is D
    after = choose(act(play(s, "Corrode or Shine"), Choose(seat=0, mode=0)), "Pokets")
    assert after.card_state[card(after, "Pokets")] is M


def test_wise_or_naive_rotates_a_friendly_creature_to_mature_or_an_enemy_to_dormant():
    s = board(dict(battle_line=[("Vix", "Dormant")], hand=["Wise or Naive"]),
              dict(battle_line=[("Pokets", "Mature")]))
    mid = act(play(s, "Wise or Naive"), Choose(seat=0, mode=0))
    refused(mid, pick(mid, "Pokets"), "AR-card-wise-or-naive")
    after = choose(mid, "Vix")
    assert after.card_state[card(after, "Vix")] is M
    after = choose(act(play(s, "Wise or Naive"), Choose(seat=0, mode=1)), "Pokets")
    assert after.card_state[card(after, "Pokets")] is D


def test_an_end_step_cannot_skip_a_pending_choice():
    s = board(dict(battle_line=["Vix"], hand=["Recall"]), dict(battle_line=["Roat"]))
    refused(play(s, "Recall"), EndStep(seat=0), "AR-timing-1")


@pytest.mark.parametrize("name", MINE)
def test_each_card_s_rule_is_cited_by_its_refusals_or_summarised(name):
    rule = GAME.rules[slug(name)]
    assert rule.summary and rule.quote and name.split()[0].rstrip("!?") in rule.summary


def test_a_bonus_order_choice_refuses_a_mode_or_a_number():
    from engine.games.ardent_reapers.state import BonusTask
    from engine.games.ardent_reapers import flow
    s = board(dict(battle_line=[("Payday", "Mature"), ("Vanx", "Mature")], hand=["Vix"]))
    s.stack.append(BonusTask(seat=0, cards=[card(s, "Payday"), card(s, "Vanx")]))
    flow.advance(s)
    refused(s, Choose(seat=0, card=card(s, "Payday"), mode=0), "AR-bonus-1")
    refused(s, Choose(seat=0, card=card(s, "Payday"), number=1), "AR-bonus-1")
    act(s, Choose(seat=0, card=card(s, "Payday")))


def test_moves_to_hands_and_discard_piles_go_to_the_owner_not_the_controller():
    s = board(dict(battle_line=["Vix"], hand=["Recall", "Armageddon"]),
              dict(battle_line=[{"card": "Roat", "owner": 0}, "Pokets"]))
    after = choose(play(s, "Recall"), "Roat")
    assert names(after, 0, HAND) == ["Armageddon", "Roat"] and names(after, 1, HAND) == []
    after = play(s, "Armageddon")
    assert names(after, 0, DISCARD) == ["Vix", "Roat"] and names(after, 1, DISCARD) == ["Pokets"]


def test_a_choice_describes_itself_in_the_cards_words():
    s = board(dict(battle_line=["Vix"], hand=["Triple Shot"]), dict(battle_line=["Roat"]))
    mid = play(s, "Triple Shot")
    assert GAME.describe(mid, pick(mid, "Roat")) == ("Ada chooses Roat (Triple Shot: choose up to three "
                                                     "creatures to return to their owners' hands, or "
                                                     "nothing to stop)")
    assert GAME.describe(mid, Choose(seat=0)).startswith("Ada chooses nothing (Triple Shot")
    assert "Triple Shot" in GAME.view(mid, 0).status


def test_i_dont_like_these_draws_through_a_reshuffle_of_the_cards_it_discarded():
    s = board(dict(battle_line=["Vix"], hand=["I Don't Like These", "Jater", "Roat"], deck=["Tessa"]))
    mid = act(play(s, "I Don't Like These"), pick(s, "Jater"), pick(s, "Roat"))
    p = GAME.pending(mid)  # the discard pile stays face up until the dealer shuffles it
    assert isinstance(p, Chance) and p.size == 2 and names(mid, 0, DISCARD) == ["Jater", "Roat"]
    after = act(mid, Dealt(kind="shuffle", outcome=[1, 0]))
    assert names(after, 0, HAND) == ["Tessa", "Roat", "Jater"] and names(after, 0, DISCARD) == []


def test_a_hand_revealed_by_the_auditor_is_seen_while_the_tie_is_chosen_and_only_then():
    s = board(dict(battle_line=["Vix"], hand=["The Auditor", "Roat"]),
              dict(battle_line=["Pokets"], hand=["Jater", "Tessa", "Vix"]))
    before = GAME.view(s, 0)
    assert all(c.hidden for c in before.seats[1].zones[1].cards)
    mid = play(s, "The Auditor")
    v = GAME.view(mid, 0)
    assert [c.name for c in v.seats[1].zones[1].cards] == ["Jater", "Tessa", "Vix"]
    assert "Bo revealed their hand (Jater, Tessa and Vix) to The Auditor" in v.notes
    assert not set(mid.seats[1].hand) & GAME.secrets(mid, 0)
    assert set(mid.seats[0].hand) <= GAME.secrets(mid, 1)  # Ada's own hand stays hidden
    after = act(mid, pick(mid, "Jater"))
    assert set(after.seats[1].hand) <= GAME.secrets(after, 0)


def test_droven_jeb_reveals_your_own_hand_to_the_opponent_while_the_tie_is_chosen():
    s = board(dict(battle_line=[("Droven Jeb", "Mature")], hand=["Vix", "Jater", "Roat"]))
    mid = act(s, Harvest(seat=0, card=card(s, "Droven Jeb")))
    assert not set(mid.seats[0].hand) & GAME.secrets(mid, 1)
    assert [c.name for c in GAME.view(mid, 1).seats[0].zones[1].cards] == ["Vix", "Jater", "Roat"]


def test_no_two_ability_modules_register_the_same_card_or_ask():
    import importlib
    import pkgutil

    from engine.games.ardent_reapers import abilities as pkg
    ids, keys = [], []
    for m in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"{pkg.__name__}.{m.name}")
        if m.name != "registry" and hasattr(mod, "ABILITIES"):  # registry fills, not lists
            ids.extend(mod.ABILITIES)
            keys.extend(getattr(mod, "ASKS", {}))
    assert len(ids) == len(set(ids)) == len(ABILITIES)
    assert len(keys) == len(set(keys)) == len(abilities.ASKS)


def test_gentle_nudge_with_one_card_in_the_discard_pile_needs_no_shuffle():
    s = board(dict(battle_line=["Vix"], hand=["Gentle Nudge"], discard=["Jater"], deck=["Tessa"]))
    after = play(s, "Gentle Nudge")
    assert waits_main(after) and names(after, 0, DECK) == ["Jater", "Tessa"]


def test_a_relic_shuffled_away_sends_its_stashed_cards_to_their_owners_discard_pile():
    s = board(dict(battle_line=["Vix"], hand=["Botched Construction"]),
              dict(battle_line=["Pokets"], relics=[{"card": "Hypervator", "stash": ["Anox"]}]))
    after = choose(play(s, "Botched Construction"), "Hypervator")
    assert names(after, 1, DISCARD) == ["Anox"] and names(after, 1, DECK) == ["Hypervator"]
    assert waits_main(after)  # a one-card deck needs no shuffle
