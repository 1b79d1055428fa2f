"""Logos cards M to Z checked against the behaviour keyteki's Call of the Archons specs pin
down, each from a position: a decision, the resulting state, and the refusal of the illegal
alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, chance, deal, in_play, options, play, position, refused

from engine.games.keyforge.cards import House
from engine.games.keyforge.board import name_of, on_flank
from engine.games.keyforge.events import (ChooseHouse, Choose, ChooseOption, Decline, EndStep, Fight, PlayCard,
                                          PlayUpgrade, Reap, UseAction, UseOmni)
from engine.games.keyforge.state import Flank

DECK = ["Troll"] * 8


def test_mobius_scroll_used_by_the_opponent_archives_their_cards_and_goes_to_its_owners_archives():
    """Through Remote Access and through Nexus' reap alike: "your hand" is the user's."""
    def board(house, hand):
        return position(house=house, seats=[dict(battleline=["Nexus"], hand=["Batdrone", "Doc Bookton"] + hand),
                                             dict(artifacts=["Mobius Scroll"], hand=["Dextre", "Mother"])])
    for house, hand in (("Logos", ["Remote Access"]), ("Shadows", [])):
        s = board(house, hand)
        s = play(s, "Remote Access") if hand else act(s, Reap(seat=0, card=card(s, "Nexus")))
        scroll = card(s, "Mobius Scroll")
        s = act(s, Choose(seat=0, card=scroll), UseAction(seat=0, card=scroll))
        assert {o.card for o in options(s) if hasattr(o, "card")} == {card(s, "Batdrone"), card(s, "Doc Bookton")}
        refused(s, Choose(seat=0, card=card(s, "Dextre")), "KF-target")  # the owner's hand is not "your hand"
        s = act(s, Choose(seat=0, card=card(s, "Batdrone")), Choose(seat=0, card=card(s, "Doc Bookton")))
        assert s.players[0].archives == [card(s, "Batdrone"), card(s, "Doc Bookton")]
        assert s.players[1].archives == [scroll] and s.players[1].artifacts == []


def test_ozmo_asks_nothing_without_a_mars_creature_and_offers_only_mars_ones_otherwise():
    s = position(house="Logos", seats=[dict(battleline=["Ozmo, Martianologist"]), dict(amber=2, battleline=["Troll", "Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Ozmo, Martianologist")))
    assert isinstance(options(s)[-1], EndStep) and s.players[0].amber == 1
    s = position(house="Logos", seats=[dict(battleline=["Ozmo, Martianologist", {"card": "Zorg", "damage": 4}]),
                                       dict(battleline=["Dextre", {"card": "Ether Spider", "damage": 4}, "Tunk", "Urchin"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Ozmo, Martianologist"), defender=card(s, "Urchin")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Zorg", "Ether Spider", "Tunk")}
    refused(s, Choose(seat=0, card=card(s, "Dextre")), "KF-target")


def test_phase_shift_allowances_add_up_wild_wormhole_does_not_spend_one_and_none_lasts_a_turn():
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Phase Shift", "Virtuous Works", "Punch", "Troll"], deck=DECK),
                                       dict(battleline=["Batdrone"], deck=DECK)])
    s = act(s, PlayCard(seat=0, card=card(s, "Phase Shift")), PlayCard(seat=0, card=card(s, "Phase Shift", nth=1)))
    s = play(play(s, "Virtuous Works"), "Punch")
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].amber == 3 + 1 and in_play(s) == []
    troll = next(c for c in s.players[0].hand if name_of(s, c) == "Troll")
    refused(s, PlayCard(seat=0, card=troll, flank=Flank.RIGHT), "KF-play-1")  # two allowances, both spent
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Wild Wormhole", "Punch"], deck=["Virtuous Works"] + DECK),
                                       dict(battleline=["Batdrone"])])
    s = play(play(s, "Phase Shift"), "Wild Wormhole")
    s = act(s, PlayCard(seat=0, card=card(s, "Virtuous Works")))  # played by the Wormhole, not the allowance
    s = play(s, "Punch")
    assert s.players[0].amber == 1 + 3 + 1 and options(s) == [Choose(seat=0, card=card(s, "Batdrone"))]
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Virtuous Works"], deck=DECK), dict(deck=DECK)])
    s = act(play(s, "Phase Shift"), EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1),
            ChooseHouse(seat=0, house=House.LOGOS))
    refused(s, PlayCard(seat=0, card=card(s, "Virtuous Works")), "KF-play-1")


def test_quixo_skirmishes_and_draws_after_its_fight():
    s = position(house="Logos", seats=[dict(battleline=["Quixo the “Adventurer”"], deck=["Troll", "Krump"]),
                                       dict(battleline=["Bumpsy"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Quixo the “Adventurer”"), defender=card(s, "Bumpsy")))
    assert s.players[0].hand == [card(s, "Troll")] and s.inplay[card(s, "Quixo the “Adventurer”")].damage == 0


def test_replicator_copies_a_reap_for_its_own_player_sanctum_guardian_swaps_nothing_and_ulyq_uses_ours():
    s = position(house="Logos", seats=[dict(battleline=["Replicator", "Dextre", "Doc Bookton"]),
                                       dict(battleline=["Sanctum Guardian", "Sequis", "Bulwark"])])
    s = act(s, Reap(seat=0, card=card(s, "Replicator")))
    refused(s, Choose(seat=0, card=card(s, "Replicator")), "KF-target")  # another creature
    s = act(s, Choose(seat=0, card=card(s, "Sanctum Guardian")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Replicator", "Dextre", "Doc Bookton")}
    refused(s, Choose(seat=0, card=card(s, "Sequis")), "KF-target")  # a creature friendly to us
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))  # the Guardian is not ours to move: nothing swaps
    assert in_play(s) == ["Replicator", "Dextre", "Doc Bookton", "Sanctum Guardian", "Sequis", "Bulwark"]
    s = position(house="Logos", seats=[dict(amber=2, battleline=["Replicator", "Dust Pixie", "Dextre"]),
                                       dict(amber=5, battleline=["Ulyq Megamouth", "Zorg"])])
    s = act(s, Reap(seat=0, card=card(s, "Replicator")), Choose(seat=0, card=card(s, "Ulyq Megamouth")))
    refused(s, Choose(seat=0, card=card(s, "Zorg")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Dust Pixie")), Reap(seat=0, card=card(s, "Dust Pixie")))
    assert s.players[0].amber == 2 + 1 + 1 and not s.inplay[card(s, "Ulyq Megamouth")].exhausted


def test_rocket_boots_ready_a_fighter_after_its_first_fight_and_its_own_fight_ability_still_steals():
    s = position(house="Logos", seats=[dict(hand=["Rocket Boots"], battleline=["Batdrone"]),
                                       dict(amber=2, battleline=["Snufflegator"])])
    bat, gator = card(s, "Batdrone"), card(s, "Snufflegator")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Rocket Boots"), creature=bat), Fight(seat=0, attacker=bat, defender=gator))
    assert not s.inplay[bat].exhausted and s.inplay[gator].damage == 2 and (s.players[0].amber, s.players[1].amber) == (1, 1)
    s = act(s, Fight(seat=0, attacker=bat, defender=gator))
    assert in_play(s) == ["Batdrone"] and s.inplay[bat].exhausted and (s.players[0].amber, s.players[1].amber) == (2, 0)
    refused(s, Reap(seat=0, card=bat), "KF-use-exhausted")


def test_pocket_universe_is_spent_only_when_the_pool_is_short_and_then_only_if_the_player_wants():
    """KF-bank: the forge step spends the pool first; the card's Æmber is a "may" (keyteki forces
    the forge when pool and card together reach the cost, and asks how much to take from it)."""
    s = position(start="turn", seats=[dict(amber=5, artifacts=[{"card": "Pocket Universe", "amber": 1}]), {}])
    keep = act(GAME.clone(s), Decline(seat=0))
    assert keep.players[0].keys == 0 and keep.inplay[card(s, "Pocket Universe")].amber == 1
    s = act(s, ChooseOption(seat=0, option="forge a key, spending Æmber on Pocket Universe"))
    assert s.players[0].keys == 1 and (s.players[0].amber, s.inplay[card(s, "Pocket Universe")].amber) == (0, 0)
    s = position(start="turn", seats=[dict(amber=6, artifacts=[{"card": "Pocket Universe", "amber": 2}]), {}])
    assert s.players[0].keys == 1 and (s.players[0].amber, s.inplay[card(s, "Pocket Universe")].amber) == (0, 2)


def test_scrambler_storm_forbids_only_action_cards_on_the_opponents_next_turn():
    s = position(house="Logos", seats=[dict(hand=["Scrambler Storm"], deck=DECK),
                                       dict(hand=["Virtuous Works", "Sequis", "Gorm of Omm", "Shoulder Armor"], deck=DECK)])
    s = act(play(s, "Scrambler Storm"), EndStep(seat=0), ChooseHouse(seat=1, house=House.SANCTUM))
    refused(s, PlayCard(seat=1, card=card(s, "Virtuous Works")), "KF-lasting")
    s = act(s, PlayCard(seat=1, card=card(s, "Sequis"), flank=Flank.RIGHT), PlayCard(seat=1, card=card(s, "Gorm of Omm")),
            PlayUpgrade(seat=1, card=card(s, "Shoulder Armor"), creature=card(s, "Sequis")))
    assert in_play(s) == ["Sequis"] and s.players[1].artifacts == [card(s, "Gorm of Omm")]
    s = act(s, EndStep(seat=1), ChooseHouse(seat=0, house=House.LOGOS), EndStep(seat=0), ChooseHouse(seat=1, house=House.SANCTUM))
    s = act(s, PlayCard(seat=1, card=card(s, "Virtuous Works")))  # the turn after: free again
    assert s.players[1].amber == 1 + 3  # Shoulder Armor's bonus, then Virtuous Works'


def test_skippy_timehog_stops_the_opponent_using_cards_next_turn_but_not_playing_or_discarding():
    s = position(house="Logos", seats=[dict(hand=["Skippy Timehog"], deck=DECK),
                                       dict(hand=["Dust Pixie", "Full Moon", "Nepenthe Seed", "Punch"],
                                            battleline=["Hunting Witch", "Witch of the Eye"], artifacts=["Ritual of the Hunt"],
                                            deck=DECK)])
    s = act(play(s, "Skippy Timehog"), EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED))
    refused(s, Reap(seat=1, card=card(s, "Hunting Witch")), "KF-lasting")
    refused(s, UseOmni(seat=1, card=card(s, "Ritual of the Hunt")), "KF-lasting")
    s = act(s, PlayCard(seat=1, card=card(s, "Dust Pixie"), flank=Flank.LEFT), PlayCard(seat=1, card=card(s, "Full Moon")),
            PlayCard(seat=1, card=card(s, "Nepenthe Seed")))
    assert in_play(s) == ["Skippy Timehog", "Dust Pixie", "Hunting Witch", "Witch of the Eye"]
    assert len(s.players[1].artifacts) == 2
    s = act(s, EndStep(seat=1), ChooseHouse(seat=0, house=House.LOGOS), EndStep(seat=0), ChooseHouse(seat=1, house=House.UNTAMED))
    s = act(s, Reap(seat=1, card=card(s, "Hunting Witch")))  # one turn only


def test_timetraveller_draws_two_on_play_and_its_action_shuffles_it_into_the_deck():
    s = play(position(house="Logos", seats=[dict(hand=["Timetraveller"], deck=["Troll", "Krump", "Punch"]), {}]), "Timetraveller")
    assert s.players[0].hand == [card(s, "Troll"), card(s, "Krump")] and s.players[0].amber == 1
    s = position(house="Logos", seats=[dict(battleline=["Timetraveller"], deck=["Troll", "Krump"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Timetraveller")))
    assert chance(s).kind == "shuffle" and chance(s).size == 3
    s = deal(s)
    assert in_play(s) == [] and sorted(s.players[0].deck) == sorted(card(s, n) for n in ("Troll", "Krump", "Timetraveller"))


def test_transposition_sandals_swap_with_a_friend_who_may_then_be_used_whatever_its_house():
    s = position(house="Logos", seats=[dict(hand=["Transposition Sandals"], battleline=["Dextre", "Mindwarper", "Mother"]),
                                       dict(battleline=["Troll"])])
    dextre = card(s, "Dextre")
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Transposition Sandals"), creature=dextre), UseAction(seat=0, card=dextre))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    refused(s, Reap(seat=0, card=card(s, "Mindwarper")), "KF-sequence")  # the swap comes first
    s = act(s, Choose(seat=0, card=card(s, "Mindwarper")), Reap(seat=0, card=card(s, "Mindwarper")))  # Mars, on a Logos turn
    assert in_play(s) == ["Mindwarper", "Dextre", "Mother", "Troll"] and s.players[0].amber == 1 + 1


def test_wild_wormhole_plays_the_top_card_whatever_it_is_unless_it_cannot_be_played():
    def board(top, line=("Ganymede Archivist",), theirs=("Inka the Spider", "Ember Imp"), hand=()):
        return position(house="Logos", seats=[dict(hand=["Wild Wormhole", *hand], battleline=list(line), deck=[top, "Troll"]),
                                              dict(battleline=list(theirs))])
    s = play(board("Dextre"), "Wild Wormhole")
    s = act(s, PlayCard(seat=0, card=card(s, "Dextre"), flank=Flank.RIGHT))
    assert in_play(s) == ["Ganymede Archivist", "Dextre", "Inka the Spider", "Ember Imp"] and s.players[0].amber == 1
    s = play(board("Way of the Bear"), "Wild Wormhole")
    refused(s, PlayCard(seat=0, card=card(s, "Troll")), "KF-use-other-house")  # the top card only
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Way of the Bear"), creature=card(s, "Ganymede Archivist")))
    assert s.inplay[card(s, "Ganymede Archivist")].upgrades == [card(s, "Way of the Bear")] and s.players[0].amber == 2
    for top, kw in (("Way of the Bear", dict(line=(), theirs=())), ("Kelifi Dragon", {})):  # no creature; under 7 Æmber
        s = play(board(top, **kw), "Wild Wormhole")
        assert s.players[0].deck[0] == card(s, top) and isinstance(options(s)[-1], EndStep)
    s = play(play(board("Dextre", hand=("Doc Bookton",)), "Doc Bookton"), "Wild Wormhole")
    assert s.players[0].deck[0] == card(s, "Dextre")  # Ember Imp: no third card this turn


def test_neutron_shark_destroys_one_of_each_side_per_round_until_it_discards_a_logos_card():
    s = position(house="Logos", seats=[dict(hand=["Neutron Shark"], battleline=["Nexus"], artifacts=["Gorm of Omm", "Library of Babble"],
                                            deck=["Umbra", "Urchin", "Dextre"]),
                                       dict(battleline=["Batdrone", "Ember Imp"])])
    s = play(s, "Neutron Shark")
    assert {o.card for o in options(s)} == {card(s, "Batdrone"), card(s, "Ember Imp")}
    refused(s, Choose(seat=0, card=card(s, "Nexus")), "KF-target")  # the enemy's first
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")), Choose(seat=0, card=card(s, "Library of Babble")))
    assert s.players[0].discard[-1] == card(s, "Umbra")  # Shadows: again
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")), Choose(seat=0, card=card(s, "Nexus")))
    s = act(s, Choose(seat=0, card=card(s, "Gorm of Omm")))  # no enemy left: only ours
    assert s.players[0].discard[-1] == card(s, "Dextre") and isinstance(options(s)[-1], EndStep)  # Logos: done
    assert in_play(s) == ["Neutron Shark"] and s.players[0].artifacts == [] and s.players[1].discard == [
        card(s, "Batdrone"), card(s, "Ember Imp")]


def test_spectral_tunneler_makes_any_creature_a_flank_creature_with_a_drawing_reap_this_turn():
    s = position(house="Logos", seats=[dict(artifacts=["Spectral Tunneler"], battleline=["Snudge", "Batdrone", "Shooler"],
                                            deck=["Troll"] * 3),
                                       dict(battleline=["Urchin"])])
    s = act(s, UseAction(seat=0, card=card(s, "Spectral Tunneler")))
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Snudge", "Batdrone", "Shooler", "Urchin")}
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert on_flank(s, card(s, "Batdrone"))
    s = act(s, Reap(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].amber == 1 and len(s.players[0].hand) == 1


def test_novu_archaeologist_archives_any_card_of_our_discard_pile():
    s = position(house="Logos", seats=[dict(battleline=["Novu Archaeologist"], discard=["Dust Pixie", "Library Access"]),
                                       dict(discard=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Novu Archaeologist")))
    assert {o.card for o in options(s)} == {card(s, "Dust Pixie"), card(s, "Library Access")}
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Dust Pixie")))
    assert s.players[0].archives == [card(s, "Dust Pixie")] and s.players[0].discard == [card(s, "Library Access")]


def test_strange_gizmo_destroys_every_creature_and_artifact_after_its_controller_forges():
    s = position(house="Dis", seats=[dict(battleline=["Stealer of Souls"], artifacts=["Screaming Cave"], deck=DECK),
                                     dict(amber=6, battleline=["Batdrone"], artifacts=["Strange Gizmo"], deck=DECK)])
    s = act(s, EndStep(seat=0))
    assert s.players[1].keys == 1 and s.players[1].amber == 0
    assert in_play(s) == [] and s.players[0].artifacts == [] and s.players[1].artifacts == []


def test_research_smoko_destroyed_archives_the_top_card_of_its_deck():
    s = position(house="Shadows", seats=[dict(hand=["Poison Wave"], battleline=["Research Smoko"], deck=["Phase Shift", "Troll"]),
                                         dict(amber=2, battleline=["Snufflegator"])])
    s = play(s, "Poison Wave")
    assert s.players[0].archives == [card(s, "Phase Shift")] and card(s, "Research Smoko") in s.players[0].discard


def test_the_howling_pit_refills_each_players_hand_to_seven():
    s = position(house="Logos", seats=[dict(artifacts=["The Howling Pit"], deck=DECK + DECK), dict(deck=DECK + DECK)])
    s = act(s, EndStep(seat=0))
    assert len(s.players[0].hand) == 7
    s = act(s, ChooseHouse(seat=1, house=House.BROBNAR), EndStep(seat=1))
    assert len(s.players[1].hand) == 7


def test_veylan_analyst_gains_for_each_artifact_we_use_even_an_opponents_but_not_for_playing_one():
    s = position(house="Logos", seats=[dict(battleline=["Veylan Analyst"], artifacts=["Library of Babble"],
                                            hand=["Remote Access", "Mobius Scroll"], deck=DECK),
                                       dict(artifacts=["Cannon"], battleline=["Troll"])])
    own = act(GAME.clone(s), UseAction(seat=0, card=card(s, "Library of Babble")))
    assert own.players[0].amber == 1
    theirs = play(GAME.clone(s), "Remote Access")
    theirs = act(theirs, Choose(seat=0, card=card(s, "Cannon")), UseAction(seat=0, card=card(s, "Cannon")),
                 Choose(seat=0, card=theirs.players[1].battleline[0]))
    assert theirs.players[0].amber == 1 + 1  # the bonus, and the use
    assert play(s, "Mobius Scroll").players[0].amber == 0


def test_vespilon_theorist_names_any_house_and_archives_a_match_with_one_amber_else_discards():
    for named, ours, where in (("Dis", 1, "discard"), ("Sanctum", 2, "archives")):
        s = position(house="Logos", seats=[dict(battleline=["Vespilon Theorist"], deck=["Virtuous Works", "Troll"]), {}])
        s = act(s, Reap(seat=0, card=card(s, "Vespilon Theorist")))
        assert [o.option for o in options(s)] == [h.value for h in House]
        s = act(s, ChooseOption(seat=0, option=named))
        assert s.players[0].amber == ours and card(s, "Virtuous Works") in getattr(s.players[0], where)


def test_positron_bolt_burns_a_flank_creature_three_the_next_two_and_the_one_after_one():
    s = play(position(house="Logos", seats=[dict(hand=["Positron Bolt"]), dict(amber=1)]), "Positron Bolt")
    assert s.players[0].amber == 1 and isinstance(options(s)[-1], EndStep)
    s = position(house="Logos", seats=[dict(hand=["Positron Bolt"], battleline=["Titan Mechanic"]),
                                       dict(battleline=["Troll", "Bumpsy", "Krump", "Valdr", "Urchin"])])
    s = play(s, "Positron Bolt")
    assert {o.card for o in options(s)} == {card(s, n) for n in ("Titan Mechanic", "Troll", "Urchin")}
    refused(s, Choose(seat=0, card=card(s, "Bumpsy")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [3, 2, 1, 0, 0]


def test_random_access_archives_archives_the_top_card_of_our_deck():
    s = play(position(house="Logos", seats=[dict(hand=["Random Access Archives"], deck=["Troll", "Krump"]), {}]), "Random Access Archives")
    assert s.players[0].archives == [card(s, "Troll")] and s.players[0].deck == [card(s, "Krump")]



def test_replicator_copying_an_enemy_sequis_captures_from_its_own_opponent_keyforge_6():
    """KF-as-if-controlled: "as if you controlled that creature" reads the copied text from the
    Replicator player's side; the Æmber goes onto the Sequis, taken from that player's opponent."""
    s = position(house="Logos", seats=[dict(amber=2, battleline=["Replicator"]), dict(amber=2, battleline=["Sequis"])])
    s = act(s, Reap(seat=0, card=card(s, "Replicator")), Choose(seat=0, card=card(s, "Sequis")))
    assert (s.players[0].amber, s.players[1].amber, s.inplay[card(s, "Sequis")].amber) == (3, 1, 1)


def test_tentacus_charges_for_an_opponents_artifact_used_as_ours_keyforge_6():
    """KF-use-cost: Tentacus' toll is paid for any artifact its opponent uses, an artifact of
    Tentacus' own side too (through Remote Access); without the Æmber it cannot be used."""
    s = position(house="Logos", seats=[dict(amber=3, artifacts=["Library of Babble"], battleline=["Ember Imp"],
                                            hand=["Remote Access"], deck=DECK),
                                       dict(battleline=["Tentacus", "Ether Spider"], artifacts=["Dominator Bauble"])])
    s = act(s, UseAction(seat=0, card=card(s, "Library of Babble")))
    assert (s.players[0].amber, s.players[1].amber) == (2, 1)
    s = play(s, "Remote Access")
    assert s.inplay[card(s, "Ether Spider")].amber == 1  # the bonus, captured
    bauble = card(s, "Dominator Bauble")
    s = act(s, Choose(seat=0, card=bauble), UseAction(seat=0, card=bauble))
    assert (s.players[0].amber, s.players[1].amber) == (1, 2)
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")), Reap(seat=0, card=card(s, "Ember Imp")))
    assert s.inplay[card(s, "Ether Spider")].amber == 2
    s = position(house="Logos", seats=[dict(hand=["Remote Access"]), dict(battleline=["Tentacus", "Ether Spider"],
                                                                          artifacts=["Dominator Bauble"])])
    s = play(s, "Remote Access")  # no Æmber to pay: the artifact cannot be used
    assert isinstance(options(s)[-1], EndStep) and s.players[1].artifacts == [card(s, "Dominator Bauble")]


def test_veylan_analyst_gains_when_poltergeist_uses_an_artifact_keyforge_6():
    """KF-use-other (keyforge-6): Poltergeist's use is a use of the artifact (keyforge-5: no gain)."""
    s = position(house="Dis", seats=[dict(battleline=["Veylan Analyst"], hand=["Poltergeist"]),
                                     dict(artifacts=["Cannon"], battleline=["Troll"])])
    s = act(play(s, "Poltergeist"), Choose(seat=0, card=card(s, "Cannon")), Choose(seat=0, card=s.players[1].battleline[0]))
    assert s.players[0].amber == 1 + 1 and card(s, "Cannon") in s.players[1].discard


def test_positron_bolt_on_a_tunnelled_middle_creature_asks_which_neighbour_is_next_keyforge_6():
    """KF-choice-asked (keyforge-6): Spectral Tunneler makes a middle creature a flank creature;
    "its neighbor" is then either one, the player's choice (keyteki asks; keyforge-5 went left)."""
    s = position(house="Logos", seats=[dict(hand=["Positron Bolt"], artifacts=["Spectral Tunneler"]),
                                       dict(amber=1, battleline=["Troll", "Bumpsy", "Krump", "Valdr", "Urchin"])])
    s = act(s, UseAction(seat=0, card=card(s, "Spectral Tunneler")), Choose(seat=0, card=card(s, "Bumpsy")))
    s = act(play(s, "Positron Bolt"), Choose(seat=0, card=card(s, "Bumpsy")))
    assert options(s) == [Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump"))]
    left = act(GAME.clone(s), Choose(seat=0, card=card(s, "Troll")))
    assert [left.inplay[c].damage for c in left.players[1].battleline] == [2, 3, 0, 0, 0]
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert [s.inplay[c].damage for c in s.players[1].battleline] == [0, 3, 2, 1, 0]


def test_twin_bolt_emission_hits_two_different_creatures_or_the_only_one():
    s = position(house="Logos", seats=[dict(hand=["Twin Bolt Emission"], battleline=["Doc Bookton"]), dict(battleline=["Inka the Spider"])])
    s = act(play(s, "Twin Bolt Emission"), Choose(seat=0, card=card(s, "Inka the Spider")))
    assert options(s) == [Choose(seat=0, card=card(s, "Doc Bookton"))]  # a different creature
    s = act(s, Choose(seat=0, card=card(s, "Doc Bookton")))
    assert in_play(s) == ["Doc Bookton"] and s.inplay[card(s, "Doc Bookton")].damage == 2
    s = play(position(house="Logos", seats=[dict(hand=["Twin Bolt Emission"], battleline=["Dextre"]), {}]), "Twin Bolt Emission")
    s = act(s, Choose(seat=0, card=card(s, "Dextre")))
    assert s.inplay[card(s, "Dextre")].damage == 2 and isinstance(options(s)[-1], EndStep)  # the only one


def test_sloppy_labwork_archives_a_card_then_discards_one_or_only_archives_the_last():
    s = play(position(house="Logos", seats=[dict(hand=["Sloppy Labwork", "Dextre", "Batdrone"]), {}]), "Sloppy Labwork")
    s = act(s, Choose(seat=0, card=card(s, "Dextre")), Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].archives == [card(s, "Dextre")] and card(s, "Batdrone") in s.players[0].discard
    s = play(position(house="Logos", seats=[dict(hand=["Sloppy Labwork", "Batdrone"]), {}]), "Sloppy Labwork")
    s = act(s, Choose(seat=0, card=card(s, "Batdrone")))
    assert s.players[0].archives == [card(s, "Batdrone")] and isinstance(options(s)[-1], EndStep)


def test_psychic_bug_looks_at_the_hand_on_play_and_on_reap_changing_nothing_of_it():
    """keyteki reveals the opponent's hand to the log on each; matchlog's state keeps the hand
    as it was (looking is information only), and the player goes on with the step."""
    s = position(house="Logos", seats=[dict(battleline=["Psychic Bug"], hand=["Psychic Bug"]),
                                       dict(hand=["Batdrone", "Mother"])])
    theirs, (reaper,), (played,) = list(s.players[1].hand), s.players[0].battleline, s.players[0].hand
    s = act(s, Reap(seat=0, card=reaper))
    assert s.players[0].amber == 1 and s.players[1].hand == theirs
    s = act(s, PlayCard(seat=0, card=played, flank=Flank.RIGHT))
    assert s.players[0].amber == 2 and s.players[1].hand == theirs  # its bonus; the hand untouched
    assert isinstance(options(s)[-1], EndStep)
    refused(s, Reap(seat=0, card=reaper), "KF-use-exhausted")  # the reaper is spent
