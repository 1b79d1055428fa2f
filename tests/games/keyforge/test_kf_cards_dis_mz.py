"""Dis cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, chance, deal, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, ResolveFirst, UseAction, UseOmni)
from engine.games.keyforge.keywords import armor, power
from engine.games.keyforge.board import name_of
from engine.games.keyforge.state import Flank

DECK = ["Troll"] * 8


def test_pit_demon_steals_one_or_nothing_from_an_empty_pool():
    for theirs, after in ((2, (1, 1)), (0, (0, 0))):
        s = position(house="Dis", seats=[dict(battleline=["Pit Demon"]), dict(amber=theirs)])
        s = act(s, UseAction(seat=0, card=card(s, "Pit Demon")))
        assert (s.players[0].amber, s.players[1].amber) == after and isinstance(options(s)[-1], EndStep)


def test_pandemonium_each_undamaged_creature_captures_from_its_opponent_when_both_can_pay():
    s = position(house="Dis", seats=[dict(amber=4, hand=["Pandemonium"],
                                          battleline=["Urchin", {"card": "Nexus", "damage": 1}, "Dextre", "Dodger"]),
                                     dict(amber=6, battleline=["Batdrone", {"card": "Mother", "damage": 3}, "Zorg"])])
    s = play(s, "Pandemonium")
    held = {n: s.inplay[card(s, n)].amber for n in ("Urchin", "Nexus", "Dextre", "Dodger", "Batdrone", "Mother", "Zorg")}
    assert held == dict(Urchin=1, Nexus=0, Dextre=1, Dodger=1, Batdrone=1, Mother=0, Zorg=1)
    assert (s.players[0].amber, s.players[1].amber) == (4 + 1 - 2, 6 - 3)


def test_poltergeist_uses_our_own_artifact_too_and_destroys_it():
    s = position(house="Dis", seats=[dict(hand=["Poltergeist"], artifacts=["Lifeward"], deck=DECK),
                                     dict(battleline=["Bumpsy"], artifacts=["Cannon"], hand=["Troll", "Smith"], deck=DECK)])
    s = play(s, "Poltergeist")
    assert {o.card for o in options(s)} == {card(s, "Lifeward"), card(s, "Cannon")}
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Lifeward")))
    assert card(s, "Lifeward") in s.players[0].discard
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
    troll = next(c for c in s.players[1].hand if name_of(s, c) == "Troll")
    refused(s, PlayCard(seat=1, card=troll, flank=Flank.RIGHT), "KF-lasting")  # Lifeward's effect still came


def test_sacrificial_altar_purges_a_friendly_human_then_plays_a_creature_from_our_discard_pile():
    s = position(house="Dis", seats=[dict(artifacts=["Sacrificial Altar"], battleline=["Ember Imp", "Jehu the Bureaucrat"],
                                          discard=["Shooler"]), dict(amber=5)])
    s = act(s, UseAction(seat=0, card=card(s, "Sacrificial Altar")))
    refused(s, Choose(seat=0, card=card(s, "Ember Imp")), "KF-target")  # not a Human
    s = act(s, Choose(seat=0, card=card(s, "Jehu the Bureaucrat")), Choose(seat=0, card=card(s, "Shooler")))
    s = act(s, ChooseOption(seat=0, option="right"))
    assert s.players[0].purged == [card(s, "Jehu the Bureaucrat")] and in_play(s) == ["Ember Imp", "Shooler"]
    assert (s.players[0].amber, s.players[1].amber) == (1, 4)  # played: Shooler's Play: steals from 4+


def test_soul_snatcher_pays_each_destroyed_creatures_owner_and_dust_imps_own_gain_adds():
    def board():
        return position(house="Dis", seats=[dict(artifacts=["Soul Snatcher"], battleline=["Dust Imp", "Ember Imp"]),
                                            dict(battleline=["Mighty Tiger", "Hunting Witch"])])
    s = act(board(), Fight(seat=0, attacker=card(board(), "Ember Imp"), defender=card(board(), "Mighty Tiger")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 0)
    s = act(board(), Fight(seat=0, attacker=card(board(), "Dust Imp"), defender=card(board(), "Mighty Tiger")))
    assert (s.players[0].amber, s.players[1].amber) == (3, 0)
    s = act(board(), Fight(seat=0, attacker=card(board(), "Ember Imp"), defender=card(board(), "Hunting Witch")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 1) and in_play(s) == ["Dust Imp", "Mighty Tiger"]


def test_stealer_of_souls_purges_its_victim_and_gains_but_a_bad_penny_already_went_home():
    s = position(house="Dis", seats=[dict(battleline=["Stealer of Souls"]), dict(battleline=["Ember Imp", "Bad Penny"])])
    imp = act(GAME.clone(s), Fight(seat=0, attacker=card(s, "Stealer of Souls"), defender=card(s, "Ember Imp")))
    assert imp.players[1].purged == [card(s, "Ember Imp")] and imp.players[0].amber == 1
    s = act(s, Fight(seat=0, attacker=card(s, "Stealer of Souls"), defender=card(s, "Bad Penny")))
    assert s.players[1].hand == [card(s, "Bad Penny")] and s.players[1].purged == [] and s.players[0].amber == 1


def test_two_succubi_each_take_one_card_off_the_opponents_refill():
    s = position(house="Dis", seats=[dict(hand=["Stealer of Souls", "Screaming Cave"], deck=DECK + DECK),
                                     dict(battleline=["Succubus", "Succubus"], deck=DECK)])
    assert len(act(s, EndStep(seat=0)).players[0].hand) == 6 - 2


def test_snudge_returns_any_artifact_or_any_flank_creature_to_its_owners_hand():
    s = position(house="Dis", seats=[dict(battleline=["Snudge", "Urchin", "Krump"], artifacts=["Dominator Bauble"]),
                                     dict(battleline=["Troll", "Dodger", "Batdrone"], artifacts=["The Howling Pit"])])
    reaped = act(GAME.clone(s), Reap(seat=0, card=card(s, "Snudge")))
    assert {o.card for o in options(reaped)} == {card(s, n) for n in ("Snudge", "Krump", "Dominator Bauble", "Troll",
                                                                       "Batdrone", "The Howling Pit")}
    reaped = act(reaped, Choose(seat=0, card=card(s, "The Howling Pit")))
    assert reaped.players[1].hand == [card(s, "The Howling Pit")] and reaped.players[1].artifacts == []
    s = act(s, Fight(seat=0, attacker=card(s, "Snudge"), defender=card(s, "Batdrone")))
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # not on a flank
    s = act(s, Choose(seat=0, card=card(s, "Dodger")))  # a flank creature now that Batdrone is gone
    assert s.players[1].hand == [card(s, "Dodger")] and in_play(s) == ["Snudge", "Urchin", "Krump", "Troll"]


def test_the_terror_gains_two_only_when_the_opponent_has_no_amber():
    for theirs, ours in ((0, 2), (1, 0)):
        s = play(position(house="Dis", seats=[dict(hand=["The Terror"]), dict(amber=theirs)]), "The Terror")
        assert s.players[0].amber == ours


def test_three_fates_destroys_the_three_most_powerful_asking_only_between_ties():
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Ember Imp", "Urchin"]),
                                     dict(battleline=["Zorg", "Troll", "Batdrone"])])
    s = play(s, "Three Fates")  # Troll and Zorg are sure to go; the third is one of two 2s
    assert in_play(s) == ["Ember Imp", "Urchin", "Zorg", "Troll", "Batdrone"]  # all go at once
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")))
    assert in_play(s) == ["Urchin", "Batdrone"]
    s = play(position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Urchin"]), dict(battleline=["Zorg"])]),
             "Three Fates")
    assert in_play(s) == [] and isinstance(options(s)[-1], EndStep)  # only two creatures: both


def test_truebaru_costs_three_to_play_and_pays_five_only_when_destroyed_not_when_returned():
    s = position(house="Dis", seats=[dict(amber=2, hand=["Truebaru"], deck=DECK), dict(deck=DECK)])
    refused(s, PlayCard(seat=0, card=card(s, "Truebaru"), flank=Flank.RIGHT), "KF-play-cost")
    s = position(house="Dis", seats=[dict(amber=3, hand=["Truebaru"], deck=DECK), dict(amber=2, hand=["Fear"], deck=DECK)])
    s = play(s, "Truebaru")
    assert s.players[0].amber == 0
    s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.DIS), PlayCard(seat=1, card=card(s, "Fear")),
            Choose(seat=1, card=card(s, "Truebaru")))
    assert card(s, "Truebaru") in s.players[0].hand and (s.players[0].amber, s.players[1].amber) == (0, 2)


def test_tolas_pays_the_opponent_of_each_destroyed_creature_but_not_for_itself_nor_in_a_wipe():
    def board():
        return position(house="Dis", seats=[dict(battleline=[{"card": "Tolas", "power": 2}, "Ember Imp"], hand=["Gateway to Dis"]),
                                            dict(amber=3, battleline=["Doc Bookton", "Niffle Ape"])])
    s = act(board(), Fight(seat=0, attacker=card(board(), "Ember Imp"), defender=card(board(), "Doc Bookton")))
    assert in_play(s) == ["Tolas", "Doc Bookton", "Niffle Ape"] and (s.players[0].amber, s.players[1].amber) == (0, 4)
    s = act(board(), Fight(seat=0, attacker=card(board(), "Tolas"), defender=card(board(), "Niffle Ape")))
    assert in_play(s) == ["Ember Imp", "Doc Bookton"] and (s.players[0].amber, s.players[1].amber) == (0, 3)
    s = play(board(), "Gateway to Dis")
    assert in_play(s) == [] and (s.players[0].amber, s.players[1].amber) == (0, 3)


def test_shooler_steals_one_only_from_four_or_more():
    for theirs, after in ((4, (1, 3)), (6, (1, 5)), (3, (0, 3))):
        s = play(position(house="Dis", seats=[dict(hand=["Shooler"]), dict(amber=theirs)]), "Shooler")
        assert (s.players[0].amber, s.players[1].amber) == after


def test_mind_barb_discards_one_card_at_random_from_the_opponents_hand():
    s = play(position(house="Dis", seats=[dict(hand=["Mind Barb"]), dict(hand=["Urchin", "Batdrone"])]), "Mind Barb")
    assert chance(s).size == 2  # the dealer picks which
    s = deal(s, 1)
    assert s.players[1].hand == [card(s, "Urchin")] and s.players[1].discard == [card(s, "Batdrone")]
    s = play(position(house="Dis", seats=[dict(hand=["Mind Barb"]), dict(hand=["Urchin"])]), "Mind Barb")
    assert s.players[1].discard == [card(s, "Urchin")]  # one card: no chance to ask


def test_tocsin_reap_discards_a_random_card_from_the_opponents_hand():
    s = position(house="Dis", seats=[dict(battleline=["Tocsin"]), dict(hand=["Urchin", "Batdrone", "Troll"])])
    s = deal(act(s, Reap(seat=0, card=card(s, "Tocsin"))), 0)
    assert s.players[1].discard == [card(s, "Urchin")] and len(s.players[1].hand) == 2 and s.players[0].amber == 1
    s = position(house="Dis", seats=[dict(battleline=["Tocsin"]), {}])
    assert isinstance(options(act(s, Reap(seat=0, card=card(s, "Tocsin"))))[-1], EndStep)  # nothing to discard


def test_tendrils_of_pain_deals_one_to_each_creature_and_three_more_after_the_opponent_forged():
    def after(forged_last_turn):
        flags = {"forged_on": [0, 2 if forged_last_turn else 0]}
        s = position(house="Dis", turn=3, flags=flags, seats=[dict(hand=["Tendrils of Pain"], battleline=["Troll", "Dextre"]),
                                                              dict(battleline=["Mighty Tiger", "Hunting Witch"])])
        return play(s, "Tendrils of Pain")
    s = after(False)
    assert [s.inplay[c].damage for c in s.players[0].battleline + s.players[1].battleline] == [1, 1, 1, 1]
    s = after(True)
    assert in_play(s) == ["Troll"] and s.inplay[card(s, "Troll")].damage == 4 and s.players[1].discard == [
        card(s, "Mighty Tiger"), card(s, "Hunting Witch")]


def test_shaffles_costs_the_opponent_one_at_the_end_of_our_turn_only():
    s = position(house="Dis", seats=[dict(battleline=["Shaffles"], deck=DECK), dict(amber=2, deck=DECK)])
    s = act(s, EndStep(seat=0))
    assert s.players[1].amber == 1
    s = act(s, ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1))
    assert s.players[1].amber == 1  # not at the end of theirs


def test_master_of_3_may_destroy_only_a_creature_of_exactly_three_power():
    s = position(house="Dis", seats=[dict(battleline=["Master of 3"]), dict(battleline=["Urchin", "Ember Imp", "Dextre", "Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Master of 3")))
    assert options(s) == [Choose(seat=0, card=card(s, "Dextre")), Decline(seat=0)]
    refused(s, Choose(seat=0, card=card(s, "Ember Imp")), "KF-target")
    declined = act(GAME.clone(s), Decline(seat=0))
    assert in_play(declined) == ["Master of 3", "Urchin", "Ember Imp", "Dextre", "Troll"] and declined.players[0].amber == 1
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))
    assert in_play(s) == ["Master of 3", "Urchin", "Ember Imp", "Troll"]



def test_poltergeist_pays_an_enemy_tentacus_to_use_an_artifact_and_not_its_own_keyforge_6():
    """KF-use-cost: using an artifact through Poltergeist is using it; an enemy Tentacus is paid."""
    s = position(house="Dis", seats=[dict(hand=["Poltergeist"]), dict(amber=1, battleline=["Bumpsy", "Tentacus"],
                                                                     artifacts=["Cannon"])])
    s = act(play(s, "Poltergeist"), Choose(seat=0, card=card(s, "Cannon")), Choose(seat=0, card=card(s, "Bumpsy")))
    assert (s.players[0].amber, s.players[1].amber) == (0, 2) and s.inplay[card(s, "Bumpsy")].damage == 2
    assert card(s, "Cannon") in s.players[1].discard
    s = position(house="Dis", seats=[dict(hand=["Poltergeist"], battleline=["Tentacus"]),
                                     dict(amber=1, battleline=["Bumpsy"], artifacts=["Cannon"])])
    s = act(play(s, "Poltergeist"), Choose(seat=0, card=card(s, "Cannon")), Choose(seat=0, card=card(s, "Bumpsy")))
    assert (s.players[0].amber, s.players[1].amber) == (1, 1)  # our own Tentacus asks nothing of us


def test_tolas_destroyed_with_its_attacker_sees_nothing_whose_turn_it_is_keyforge_6():
    """KF-destroy-together: creatures destroyed at the same time leave play together, so Tolas
    does not pay for the creature that died with it, on either player's turn (keyteki agrees)."""
    s = position(house="Untamed", active=1, seats=[dict(battleline=[{"card": "Tolas", "power": 2}, "Ember Imp"]),
                                                   dict(amber=3, battleline=["Doc Bookton", "Niffle Ape"])])
    s = act(s, Fight(seat=1, attacker=card(s, "Niffle Ape"), defender=card(s, "Tolas")))
    assert in_play(s) == ["Ember Imp", "Doc Bookton"] and (s.players[0].amber, s.players[1].amber) == (0, 3)


def test_pandemonium_lets_the_active_player_choose_who_captures_when_amber_runs_short_keyforge_6():
    """KF-simultaneous (keyforge-6): the captures happen at once, so with too little Æmber on a
    side the active player picks which undamaged creatures capture (keyteki asks likewise);
    they are picked left to right."""
    s = position(house="Dis", seats=[dict(hand=["Pandemonium"], battleline=["Urchin", {"card": "Nexus", "damage": 1}, "Dextre", "Dodger"]),
                                     dict(amber=2, battleline=["Batdrone", {"card": "Mother", "damage": 3}, "Zorg"])])
    s = play(s, "Pandemonium")  # we have its 1 bonus Æmber; they have 2 for our three undamaged creatures
    assert options(s) == [Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Dextre"))]
    refused(s, Choose(seat=0, card=card(s, "Nexus")), "KF-target")  # damaged
    s = act(s, Choose(seat=0, card=card(s, "Urchin")), Choose(seat=0, card=card(s, "Dodger")))
    assert {o.card for o in options(s)} == {card(s, "Batdrone"), card(s, "Zorg")}  # their two for our 1
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    held = {n: s.inplay[card(s, n)].amber for n in ("Urchin", "Nexus", "Dextre", "Dodger", "Batdrone", "Mother", "Zorg")}
    assert held == dict(Urchin=1, Nexus=0, Dextre=0, Dodger=1, Batdrone=0, Mother=0, Zorg=1)
    assert (s.players[0].amber, s.players[1].amber) == (0, 0) and isinstance(options(s)[-1], EndStep)


def test_soul_snatcher_and_a_leaves_play_ability_of_one_destruction_are_ordered_keyforge_6():
    """KF-simultaneous (keyforge-6): Soul Snatcher's gain is a trigger of the destruction, ordered
    with Magda's Leaves Play when the order matters (keyteki orders it too)."""
    s = position(house="Brobnar", seats=[dict(amber=1, hand=["Punch"], artifacts=["Soul Snatcher"]),
                                         dict(battleline=[{"card": "Magda the Rat", "damage": 1}])])
    s = act(play(s, "Punch"), Choose(seat=0, card=card(s, "Magda the Rat")))
    snatch_first = ResolveFirst(seat=0, card=card(s, "Soul Snatcher"), effect="on_any_destroyed", ability="CotA-080")
    assert snatch_first in options(s) and len(options(s)) == 2
    a = act(GAME.clone(s), snatch_first)  # Magda's owner gains 1, which we then steal
    assert (a.players[0].amber, a.players[1].amber) == (3, 0)
    b = act(s, next(o for o in options(s) if o != snatch_first))
    assert (b.players[0].amber, b.players[1].amber) == (2, 1)


def test_screaming_cave_shuffles_our_hand_and_discard_pile_into_our_deck():
    s = position(house="Dis", seats=[dict(artifacts=["Screaming Cave"], hand=["Urchin", "Dust Pixie"], discard=["Niffle Ape", "Way of the Bear"],
                                          deck=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Screaming Cave")))
    assert chance(s).kind == "shuffle" and chance(s).size == 5
    s = deal(s)
    assert s.players[0].hand == [] and s.players[0].discard == [] and len(s.players[0].deck) == 5


def test_master_of_1_and_master_of_2_may_destroy_only_a_creature_of_exactly_that_power():
    for master, only in (("Master of 1", "Urchin"), ("Master of 2", "Ember Imp")):
        s = position(house="Dis", seats=[dict(battleline=[master]), dict(battleline=["Urchin", "Ember Imp", "Dextre"])])
        s = act(s, Reap(seat=0, card=card(s, master)))
        assert options(s) == [Choose(seat=0, card=card(s, only)), Decline(seat=0)]
        s = act(s, Choose(seat=0, card=card(s, only)))
        assert card(s, only) in s.players[1].discard and s.players[0].amber == 1


def test_red_hot_armor_burns_only_enemies_with_armor_for_the_armor_they_lose_this_turn():
    """From the printed text (keyteki has no spec): each enemy creature with armor loses all of
    it until the end of the turn and is dealt 1 damage for each point lost; friendly armor and
    armorless enemies are untouched; with the armor gone the damage is not prevented."""
    s = position(house="Dis", seats=[dict(hand=["Red-Hot Armor"], battleline=["Bulwark"], deck=DECK),
                                     dict(battleline=["Bulwark", "Sequis", "Troll"], deck=DECK)])
    theirs = card(s, "Bulwark", seat=1)
    s = play(s, "Red-Hot Armor")
    # Sequis loses its own 2 and Bulwark's 2: 4 damage destroys it (power 4); Bulwark loses 2
    assert in_play(s) == ["Bulwark", "Bulwark", "Troll"] and card(s, "Sequis") in s.players[1].discard
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [2, 0]
    assert armor(s, theirs) == 0 and armor(s, card(s, "Bulwark", seat=0)) == 2
    assert s.inplay[card(s, "Bulwark", seat=0)].damage == 0
    s = act(s, EndStep(seat=0))
    assert s.active == 1 and armor(s, theirs) == 2  # the loss lasted until the end of the turn


def test_three_fates_with_two_5s_and_two_3s_asks_only_between_the_3s():
    """keyteki's "two 5s and two 3s" spec lets every creature be clicked toward a legal set;
    matchlog takes Shooler and Ancient Bear (sure to go) unasked and asks between Murmook and
    Witch of the Eye; all three then go at once (keyforge-7, KF-destroy-together)."""
    s = position(house="Dis", seats=[dict(hand=["Three Fates"]),
                                     dict(battleline=["Shooler", "Ancient Bear", "Murmook", "Witch of the Eye"])])
    s = play(s, "Three Fates")
    assert {o.card for o in options(s)} == {card(s, "Murmook"), card(s, "Witch of the Eye")}
    refused(s, Choose(seat=0, card=card(s, "Shooler")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Witch of the Eye")))
    assert in_play(s) == ["Murmook"] and isinstance(options(s)[-1], EndStep)
