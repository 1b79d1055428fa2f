"""Brobnar cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.cards import Keyword
from engine.games.keyforge.keywords import has, power
from engine.games.keyforge.events import Discard
from engine.games.keyforge.board import name_of

DECK = ["Troll"] * 8


def test_mugwump_grows_after_any_kill_in_its_fights_attacking_or_defending_but_not_when_it_dies_too():
    def board(house="Brobnar"):
        return position(house=house, seats=[dict(battleline=["Mugwump"]),
                                            dict(amber=3, battleline=["Doc Bookton", "Brain Eater", "Bad Penny"])])
    s = board()
    s = act(s, Fight(seat=0, attacker=card(s, "Mugwump"), defender=card(s, "Bad Penny")))
    mug = card(s, "Mugwump")
    assert card(s, "Bad Penny") in s.players[1].hand  # destroyed, then back to hand: still a kill
    assert s.inplay[mug].damage == 0 and s.inplay[mug].power == 1 and power(s, mug) == 7
    s = board()
    s = act(s, Fight(seat=0, attacker=card(s, "Mugwump"), defender=card(s, "Brain Eater")))
    assert in_play(s) == ["Doc Bookton", "Bad Penny"] and card(s, "Mugwump") in s.players[0].discard
    s = position(house="Logos", active=1, seats=[dict(battleline=["Mugwump"]), dict(battleline=["Doc Bookton"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Doc Bookton"), defender=card(s, "Mugwump")))
    assert card(s, "Doc Bookton") in s.players[1].discard
    assert s.inplay[card(s, "Mugwump")].damage == 0 and s.inplay[card(s, "Mugwump")].power == 1


def test_pile_of_skulls_captures_once_per_enemy_destroyed_on_our_turn_onto_any_friend_even_twice():
    s = position(house="Shadows", seats=[dict(hand=["Poison Wave"], artifacts=["Pile of Skulls"], battleline=["Troll", "Krump"]),
                                         dict(amber=3, battleline=["Urchin", "Batdrone", "Mother"])])
    s = play(s, "Poison Wave")  # Urchin and Batdrone die at once: two captures
    s = act(s, options(s)[0])  # two of the same trigger: either first
    refused(s, Choose(seat=0, card=card(s, "Mother")), "KF-target")  # a friendly creature captures
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].amber == 2 and s.players[1].amber == 1


def test_pingle_hurts_only_enemy_creatures_that_enter_and_urchins_steal_happens_either_way():
    s = play(position(house="Brobnar", seats=[dict(hand=["Troll"], battleline=["Pingle Who Annoys"]), {}]), "Troll")
    assert s.inplay[card(s, "Troll")].damage == 0
    s = position(house="Shadows", seats=[dict(hand=["Nexus", "Urchin"]), dict(amber=1, battleline=["Pingle Who Annoys"])])
    s = play(s, "Nexus")
    assert s.inplay[card(s, "Nexus")].damage == 1
    s = play(s, "Urchin")  # dies to Pingle, steals all the same: nothing to order (KF-simultaneous)
    assert card(s, "Urchin") in s.players[0].discard and (s.players[0].amber, s.players[1].amber) == (1, 0)


def test_tireless_crocag_dies_whenever_the_opponent_has_no_creature_and_never_reaps():
    s = play(position(house="Brobnar", seats=[dict(hand=["Tireless Crocag"], battleline=["Troll"]), {}]), "Tireless Crocag")
    assert in_play(s) == ["Troll"] and s.players[0].discard == [card(s, "Tireless Crocag")]
    s = position(house="Brobnar", seats=[dict(hand=["Tireless Crocag", "Punch"], battleline=["Troll"]), dict(battleline=["Urchin"])])
    s = play(s, "Tireless Crocag")
    assert in_play(s) == ["Troll", "Tireless Crocag", "Urchin"]
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Urchin")))
    assert in_play(s) == ["Troll"] and card(s, "Tireless Crocag") in s.players[0].discard
    s = position(house="Logos", seats=[dict(battleline=["Tireless Crocag"]), dict(battleline=["Urchin", "Krump"])])
    refused(s, Reap(seat=0, card=card(s, "Tireless Crocag")), "KF-ability-use")
    s = act(s, Fight(seat=0, attacker=card(s, "Tireless Crocag"), defender=card(s, "Krump")))  # any house
    assert in_play(s) == ["Tireless Crocag", "Urchin"]


def test_valdr_deals_two_more_only_attacking_a_flank_creature():
    for target, dies in (("Troll", True), ("Zorg", True), ("Francus", False)):
        s = position(house="Brobnar", seats=[dict(battleline=["Valdr"]), dict(battleline=["Troll", "Francus", "Zorg"])])
        s = act(s, Fight(seat=0, attacker=card(s, "Valdr"), defender=card(s, target)))
        assert (card(s, target) in s.players[1].discard) is dies
    assert s.inplay[card(s, "Francus")].damage == 6 - 1  # its armor, and no bonus


def test_warsong_pays_for_our_fights_this_turn_only():
    s = position(house="Brobnar", seats=[dict(hand=["Warsong"], battleline=["Troll", "Krump"], deck=["Punch"] * 8),
                                         dict(battleline=["Urchin", "Brain Eater"], deck=["Punch"] * 8)])
    s = act(play(s, "Warsong"), Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")))
    assert s.players[0].amber == 1
    s = act(s, Fight(seat=0, attacker=card(s, "Krump"), defender=card(s, "Brain Eater")))
    assert s.players[0].amber == 2
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.LOGOS), EndStep(seat=1), ChooseHouse(seat=0, house=House.BROBNAR))
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")))
    assert s.players[0].amber == 2  # the next turn: nothing


def test_the_warchest_counts_only_enemies_destroyed_in_a_fight_this_turn():
    s = position(house="Brobnar", seats=[dict(artifacts=["The Warchest"], battleline=["Troll", "Valdr"], hand=["Punch"]),
                                         dict(battleline=["Batdrone", "Snufflegator", "Sequis"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Snufflegator")),
            Fight(seat=0, attacker=card(s, "Valdr"), defender=card(s, "Sequis")))
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Batdrone")))
    assert in_play(s) == ["Troll", "Valdr"] and s.players[0].amber == 1
    s = act(s, UseAction(seat=0, card=card(s, "The Warchest")))
    assert s.players[0].amber == 1 + 2  # the Punched Batdrone does not count


def test_unguarded_camp_captures_once_per_creature_in_excess_onto_different_friends():
    s = play(position(house="Brobnar", seats=[dict(hand=["Unguarded Camp"], battleline=["Troll"]),
                                              dict(amber=3, battleline=["Snufflegator"])]), "Unguarded Camp")
    assert s.players[0].amber == 1 and isinstance(options(s)[-1], EndStep)  # no excess
    s = position(house="Brobnar", seats=[dict(hand=["Unguarded Camp"], battleline=["Troll", "Valdr", "Krump", "Headhunter"]),
                                         dict(amber=3, battleline=["Snufflegator"])])
    s = act(play(s, "Unguarded Camp"), Choose(seat=0, card=card(s, "Valdr")), Choose(seat=0, card=card(s, "Troll")))
    refused(s, Choose(seat=0, card=card(s, "Valdr")), "KF-target")  # one each
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[card(s, n)].amber for n in ("Troll", "Valdr", "Krump", "Headhunter")] == [1, 1, 1, 0]
    assert s.players[1].amber == 0
    s = position(house="Brobnar", seats=[dict(hand=["Unguarded Camp"], battleline=["Troll", "Valdr", "Krump", "Headhunter"]),
                                         dict(amber=1, battleline=["Snufflegator"])])
    s = act(play(s, "Unguarded Camp"), Choose(seat=0, card=card(s, "Valdr")))
    assert s.inplay[card(s, "Valdr")].amber == 1 and s.players[1].amber == 0  # only what they had


def test_smaaash_may_stun_any_creature_itself_included():
    s = play(position(house="Brobnar", seats=[dict(hand=["Smaaash"]), dict(battleline=["Urchin", "Batdrone"])]), "Smaaash")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Smaaash", "Urchin", "Batdrone")}
    own = act(GAME.clone(s), Choose(seat=0, card=card(s, "Smaaash")))
    assert own.inplay[card(s, "Smaaash")].stunned
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert [s.inplay[c].stunned for c in s.players[1].battleline] == [True, False] and not s.inplay[card(s, "Smaaash")].stunned


def test_yo_mama_mastery_gives_taunt_and_fully_heals_its_creature_friend_or_foe():
    s = position(house="Brobnar", seats=[dict(hand=["Yo Mama Mastery", "Yo Mama Mastery"], battleline=[{"card": "Troll", "damage": 6}]),
                                         dict(battleline=[{"card": "Bumpsy", "damage": 4}])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Yo Mama Mastery"), creature=card(s, "Troll")),
            PlayUpgrade(seat=0, card=card(s, "Yo Mama Mastery", nth=1), creature=card(s, "Bumpsy")))
    assert [(s.inplay[c].damage, has(s, c, Keyword.TAUNT)) for c in (card(s, "Troll"), card(s, "Bumpsy"))] == [(0, True), (0, True)]


def test_mighty_javelin_is_sacrificed_by_its_omni_to_deal_four_to_any_creature():
    s = position(house="Sanctum", seats=[dict(artifacts=["Mighty Javelin"], battleline=["Bumpsy"]), dict(battleline=["Troll"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Mighty Javelin")))
    assert {o.card for o in options(s)} == {card(s, "Bumpsy"), card(s, "Troll")}
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].damage == 4 and s.players[0].discard == [card(s, "Mighty Javelin")]


def test_wardrummer_returns_each_other_friendly_brobnar_creature_to_hand():
    s = play(position(house="Brobnar", seats=[dict(hand=["Wardrummer"], battleline=["Troll", "Krump", "Dextre"]),
                                              dict(battleline=["Bumpsy"])]), "Wardrummer")
    assert in_play(s) == ["Dextre", "Wardrummer", "Bumpsy"] and sorted(s.players[0].hand) == sorted([card(s, "Troll"), card(s, "Krump")])


def test_sound_the_horns_discards_down_to_the_first_brobnar_creature_and_takes_it():
    s = play(position(house="Brobnar", seats=[dict(hand=["Sound the Horns"], deck=["Seeker Needle", "The Warchest", "Krump", "Shadow Self"]),
                                              {}]), "Sound the Horns")
    assert s.players[0].hand == [card(s, "Krump")] and s.players[0].deck == [card(s, "Shadow Self")]
    assert card(s, "Seeker Needle") in s.players[0].discard and card(s, "The Warchest") in s.players[0].discard


def test_relentless_assault_readies_and_fights_with_up_to_three_different_friends_one_at_a_time():
    s = position(house="Brobnar", seats=[dict(hand=["Relentless Assault"], battleline=[{"card": "Bumpsy", "exhausted": True},
                                                                                       {"card": "Troll", "exhausted": True},
                                                                                       "Ganger Chieftain", "Krump"]),
                                         dict(battleline=["Batdrone", "Mother", "Zorg"])])
    s = act(play(s, "Relentless Assault"), Choose(seat=0, card=card(s, "Bumpsy")), Choose(seat=0, card=card(s, "Batdrone")))
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")  # a different one each time
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Mother")),
            Choose(seat=0, card=card(s, "Ganger Chieftain")), Choose(seat=0, card=card(s, "Zorg")))
    assert in_play(s) == ["Bumpsy", "Troll", "Krump", "Zorg"] and isinstance(options(s)[-1], EndStep)
    assert [(s.inplay[c].damage, s.inplay[c].exhausted) for c in (card(s, "Bumpsy"), card(s, "Troll"))] == [(2, True), (5, True)]
    assert s.inplay[card(s, "Zorg")].damage == 5
    s = position(house="Brobnar", seats=[dict(hand=["Relentless Assault"], battleline=["Bumpsy", "Krump"]), dict(battleline=["Batdrone"])])
    s = act(play(s, "Relentless Assault"), Choose(seat=0, card=card(s, "Bumpsy")), Choose(seat=0, card=card(s, "Batdrone")))
    assert in_play(s) == ["Bumpsy", "Krump"]  # no enemy left: Krump could still be readied, or not
    assert options(s) == [Choose(seat=0, card=card(s, "Krump")), Decline(seat=0)]


def test_screechbomb_is_sacrificed_for_the_opponent_to_lose_two_or_what_they_have():
    for theirs, left in ((3, 1), (1, 0)):
        s = position(house="Untamed", seats=[dict(artifacts=["Screechbomb"]), dict(amber=theirs)])
        s = act(s, UseOmni(seat=0, card=card(s, "Screechbomb")))
        assert s.players[1].amber == left and s.players[0].discard == [card(s, "Screechbomb")]


def test_troll_reap_heals_up_to_three_and_its_fight_heals_nothing():
    for damage, left in ((5, 2), (2, 0), (0, 0)):
        s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "damage": damage}]), dict(battleline=["Urchin"])])
        s = act(s, Reap(seat=0, card=card(s, "Troll")))
        assert s.inplay[card(s, "Troll")].damage == left and s.players[0].amber == 1
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "damage": 5}]), dict(battleline=["Urchin"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Urchin")))
    assert s.inplay[card(s, "Troll")].damage == 5


def test_smith_gains_two_only_with_more_creatures_than_the_opponent():
    for line, ours in (([], 1), (["Troll"], 1), (["Troll", "Krump"], 3)):
        s = play(position(house="Brobnar", seats=[dict(hand=["Smith"], battleline=line), dict(battleline=["Urchin"])]), "Smith")
        assert s.players[0].amber == ours


def test_take_that_smartypants_steals_two_only_from_three_logos_cards_in_play():
    for line, after in ((["Batdrone", "Doc Bookton"], (1, 3)), (["Batdrone", "Doc Bookton", "Dextre"], (3, 1))):
        s = play(position(house="Brobnar", seats=[dict(hand=["Take that, Smartypants"]), dict(amber=3, battleline=line)]),
                 "Take that, Smartypants")
        assert (s.players[0].amber, s.players[1].amber) == after


def test_punch_deals_3_to_any_creature_friendly_or_enemy():
    for target, seat in (("Troll", 1), ("Bumpsy", 0)):
        s = position(house="Brobnar", seats=[dict(hand=["Punch"], battleline=["Bumpsy"]), dict(battleline=["Troll"])])
        s = play(s, "Punch")
        assert {o.card for o in options(s)} == {card(s, "Bumpsy"), card(s, "Troll")}
        s = act(s, Choose(seat=0, card=card(s, target)))
        assert s.inplay[card(s, target, seat=seat)].damage == 3 and s.players[0].amber == 1
        assert isinstance(options(s)[-1], EndStep) and s.players[0].discard == [card(s, "Punch")]


def test_rock_hurling_giant_throws_only_for_brobnar_discards_on_its_own_turn():
    """From the printed text (keyteki has no spec): a Brobnar card discarded from hand during
    its controller's turn offers 4 damage to a creature, optional; a card of another house
    offers nothing, and a card discarded from the deck (Sound the Horns) is not from hand."""
    s = position(house="Brobnar", seats=[dict(battleline=["Rock-Hurling Giant"], hand=["Troll", "Urchin"],
                                              deck=["Punch", "Krump"]),
                                         dict(battleline=["Bumpsy"])])
    s = act(s, Discard(seat=0, card=card(s, "Troll")))
    assert {o.card for o in options(s) if hasattr(o, "card")} == {card(s, "Rock-Hurling Giant"), card(s, "Bumpsy")}
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Bumpsy")].damage == 4
    refused(s, Discard(seat=0, card=card(s, "Urchin")), "KF-discard-1")  # not of the active house
    s = position(house="Brobnar", seats=[dict(battleline=["Rock-Hurling Giant"], hand=["Sound the Horns"],
                                              deck=["Punch", "Krump"]), dict(battleline=["Bumpsy"])])
    s = play(s, "Sound the Horns")  # Punch is discarded from the deck, Krump found
    assert isinstance(options(s)[-1], EndStep) and s.inplay[card(s, "Bumpsy")].damage == 0
    assert [name_of(s, c) for c in s.players[0].hand] == ["Krump"]
