"""Logos cards of the rest of the set, each from a position: a decision, the resulting state, and
the refusal of the illegal alternative with its rule id where the card restricts something."""

from kf_helpers import GAME, act, card, in_play, options, play, position, refused

from engine.games.keyforge.events import UseOmni
from engine.games.keyforge.events import (ChooseHouse, Choose, Decline, EndStep, ChooseOption, PlayCard, PlayUpgrade, Reap,
                                          UseAction)
from engine.games.keyforge.cards import House
from engine.games.keyforge.keywords import key_cost
from engine.games.keyforge.state import Flank
from engine.games.keyforge.board import on_flank


def test_bouncing_deathquark_destroys_pairs_while_the_player_repeats():
    s = position(house="Logos", seats=[dict(hand=["Bouncing Deathquark"], battleline=["Batdrone", "Dextre"]),
                                       dict(battleline=["Troll", "Krump"])])
    s = play(s, "Bouncing Deathquark")
    refused(s, Choose(seat=0, card=card(s, "Batdrone")), "KF-target")  # the enemy one comes first
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Batdrone")))
    assert in_play(s) == ["Dextre", "Krump"]
    stop = act(GAME.clone(s), Decline(seat=0))
    assert in_play(stop) == ["Dextre", "Krump"]
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Dextre")))
    assert in_play(s) == [] and s.players[0].deck[0] == card(s, "Dextre")  # Dextre's Destroyed:
    assert isinstance(options(s)[-1], EndStep)  # nothing left to repeat with


def _graft(amber: int):
    s = position(house="Logos", seats=[dict(hand=["Interdimensional Graft"], deck=["Troll"] * 6),
                                       dict(amber=amber, hand=["Krump"])])
    s = play(s, "Interdimensional Graft")
    return act(s, EndStep(seat=0))


def test_interdimensional_graft_takes_what_is_left_after_the_opponents_key():
    s = _graft(8)
    assert s.players[1].keys == 1 and s.players[1].amber == 0
    assert s.players[0].amber == 1 + 2
    s = _graft(5)  # no key forged: nothing given
    assert s.players[1].keys == 0 and (s.players[0].amber, s.players[1].amber) == (1, 5)


def test_knowledge_is_power_archives_or_counts_archives():
    s = position(house="Logos", seats=[dict(hand=["Knowledge is Power", "Troll"], archives=["Punch", "Punch"]), {}])
    s = play(s, "Knowledge is Power")
    refused(s, ChooseOption(seat=0, option="both"), "KF-target")
    gain = act(GAME.clone(s), ChooseOption(seat=0, option="gain 1 Æmber per archived card"))
    assert gain.players[0].amber == 2 and len(gain.players[0].archives) == 2
    s = act(s, ChooseOption(seat=0, option="archive a card"), Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[0].archives and s.players[0].amber == 0


def test_phase_shift_allows_exactly_one_card_of_another_house():
    s = position(house="Logos", seats=[dict(hand=["Phase Shift", "Troll", "Krump"]), {}])
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.RIGHT), "KF-play-1")
    s = play(s, "Phase Shift")
    s = play(s, "Troll")
    assert in_play(s) == ["Troll"]
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.RIGHT), "KF-play-1")


def test_a_play_witch_of_the_wilds_allows_leaves_phase_shift_for_another_house():
    s = position(house="Logos", seats=[dict(battleline=["Witch of the Wilds"],
                                            hand=["Phase Shift", "Ancient Bear", "Troll", "Krump"]), {}])
    s = play(s, "Phase Shift")
    s = play(s, "Ancient Bear")  # Untamed: Witch of the Wilds' one card, not Phase Shift's
    s = play(s, "Troll")  # Brobnar: Phase Shift's one card
    assert sorted(in_play(s)) == ["Ancient Bear", "Troll", "Witch of the Wilds"]
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.RIGHT), "KF-play-1")


def test_remote_access_uses_the_opponents_artifact_as_ours():
    s = position(house="Logos", seats=[dict(hand=["Remote Access", "Troll"]),
                                       dict(artifacts=["Feeding Pit", "Crystal Hive"])])
    s = play(s, "Remote Access")
    s = act(s, Choose(seat=0, card=card(s, "Feeding Pit")))
    assert options(s) == [UseAction(seat=0, card=card(s, "Feeding Pit"))]
    refused(s, UseAction(seat=0, card=card(s, "Crystal Hive")), "KF-use-now")
    s = act(s, UseAction(seat=0, card=card(s, "Feeding Pit")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1 + 1 and card(s, "Troll") in s.players[0].discard
    assert card(s, "Feeding Pit") in s.players[1].artifacts and s.inplay[card(s, "Feeding Pit")].exhausted


def test_wild_wormhole_plays_the_top_card_of_the_deck():
    s = position(house="Logos", seats=[dict(hand=["Wild Wormhole", "Krump"], deck=["Troll", "Punch"]), {}])
    s = play(s, "Wild Wormhole")
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.LEFT), "KF-use-other-house")
    s = act(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.LEFT))
    assert in_play(s) == ["Troll"] and s.players[0].deck == [card(s, "Punch")]
    assert isinstance(options(s)[-1], EndStep)


def test_chaos_portal_plays_the_top_card_only_if_of_the_named_house():
    s = position(house="Logos", seats=[dict(artifacts=["Chaos Portal"], deck=["Troll"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Chaos Portal")))
    refused(s, ChooseOption(seat=0, option="Saurian"), "KF-target")
    miss = act(GAME.clone(s), ChooseOption(seat=0, option="Mars"))
    assert miss.players[0].deck == [card(s, "Troll")] and in_play(miss) == []
    s = act(s, ChooseOption(seat=0, option="Brobnar"), PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.RIGHT))
    assert in_play(s) == ["Troll"]


def test_pocket_universe_stores_amber_that_pays_for_keys():
    s = position(house="Logos", seats=[dict(artifacts=["Pocket Universe"], amber=3), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Pocket Universe")))
    assert s.players[0].amber == 2 and s.inplay[card(s, "Pocket Universe")].amber == 1
    s = position(start="turn", seats=[dict(amber=4, artifacts=[{"card": "Pocket Universe", "amber": 3}]), {}])
    refused(s, ChooseOption(seat=0, option="forge a key"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="forge a key, spending Æmber on Pocket Universe"))
    assert s.players[0].keys == 1 and s.players[0].amber == 0
    assert s.inplay[card(s, "Pocket Universe")].amber == 1


def test_spangler_box_purges_then_changes_sides_and_gives_back_what_it_took():
    s = position(house="Logos", seats=[dict(artifacts=["Spangler Box"]), dict(battleline=["Troll", "Krump"])])
    s = act(s, UseAction(seat=0, card=card(s, "Spangler Box")), Choose(seat=0, card=card(s, "Troll")))
    assert card(s, "Troll") in s.players[1].purged and card(s, "Spangler Box") in s.players[1].artifacts
    # later the box, now the opponent's, is destroyed: Troll comes back to its owner
    later = GAME.position(s)
    later.update(house="Mars", stack=None, start="main")
    later["seats"][0]["hand"] = ["EMP Blast"]
    s = GAME.from_position(later)
    s = play(s, "EMP Blast")
    assert in_play(s) == ["Krump", "Troll"] and s.players[1].purged == []
    assert s.inplay[card(s, "Troll")].exhausted


def test_spectral_tunneler_makes_an_inner_creature_a_flank_that_draws_on_reap():
    s = position(house="Logos", seats=[dict(artifacts=["Spectral Tunneler"], deck=["Punch"],
                                            battleline=["Batdrone", "Titan Mechanic", "Dextre"]), {}])
    assert key_cost(s, 0) == 6
    s = act(s, UseAction(seat=0, card=card(s, "Spectral Tunneler")), Choose(seat=0, card=card(s, "Titan Mechanic")))
    assert on_flank(s, card(s, "Titan Mechanic")) and key_cost(s, 0) == 5
    s = act(s, Reap(seat=0, card=card(s, "Titan Mechanic")))
    assert s.players[0].hand == [card(s, "Punch")] and s.players[0].amber == 1


def test_harland_mindlock_holds_a_flank_creature_while_it_stays():
    s = position(house="Logos", seats=[dict(hand=["Harland Mindlock", "Bouncing Deathquark"]),
                                       dict(battleline=["Troll", "Krump", "Bumpsy"])])
    s = play(s, "Harland Mindlock")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # not on a flank
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    refused(s, ChooseOption(seat=0, option="middle"), "KF-target")
    s = act(s, ChooseOption(seat=0, option="left"))
    assert in_play(s) == ["Troll", "Harland Mindlock", "Krump", "Bumpsy"]
    s = play(s, "Bouncing Deathquark")
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Harland Mindlock")))
    assert in_play(s) == ["Bumpsy", "Troll"]  # Harland is gone: Troll goes back, on the right flank


def test_neutron_shark_repeats_until_a_logos_card_is_discarded():
    s = position(house="Logos", seats=[dict(hand=["Neutron Shark"], battleline=["Batdrone"],
                                            deck=["Punch", "Library of Babble", "Troll"]),
                                       dict(battleline=["Troll", "Krump"])])
    s = play(s, "Neutron Shark")
    refused(s, Choose(seat=0, card=card(s, "Batdrone")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll", seat=1)), Choose(seat=0, card=card(s, "Batdrone")))
    # Punch (Brobnar) was discarded: again
    s = act(s, Choose(seat=0, card=card(s, "Krump")), Choose(seat=0, card=card(s, "Neutron Shark")))
    assert in_play(s) == [] and s.players[0].deck == [card(s, "Troll", seat=0)]
    assert isinstance(options(s)[-1], EndStep)  # Library of Babble is Logos: it stops


def test_ozmo_heals_or_stuns_a_mars_creature():
    s = position(house="Logos", seats=[dict(battleline=["Ozmo, Martianologist", {"card": "Zorg", "damage": 4}]),
                                       dict(battleline=["Tunk", "Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Ozmo, Martianologist")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    heal = act(GAME.clone(s), Choose(seat=0, card=card(s, "Zorg")), ChooseOption(seat=0, option="heal 3"))
    assert heal.inplay[card(s, "Zorg")].damage == 1
    s = act(s, Choose(seat=0, card=card(s, "Tunk")), ChooseOption(seat=0, option="stun"))
    assert s.inplay[card(s, "Tunk")].stunned


def test_psychic_bug_only_looks():
    s = position(house="Logos", seats=[dict(hand=["Psychic Bug"]), dict(hand=["Troll"])])
    s = play(s, "Psychic Bug")
    assert s.players[0].amber == 1 and s.players[1].hand == [card(s, "Troll")]
    assert isinstance(options(s)[-1], EndStep)


def test_replicator_borrows_another_creatures_reap():
    s = position(house="Logos", seats=[dict(battleline=["Replicator", "Krump"], deck=["Punch"]),
                                       dict(battleline=["Doc Bookton", "Replicator"], deck=["Troll"])])
    s = act(s, Reap(seat=0, card=card(s, "Replicator")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # no reap effect to copy
    refused(s, Choose(seat=0, card=card(s, "Replicator", seat=1)), "KF-target")  # they would loop
    s = act(s, Choose(seat=0, card=card(s, "Doc Bookton")))
    assert s.players[0].hand == [card(s, "Punch")] and s.players[1].hand == []
    assert not s.inplay[card(s, "Doc Bookton")].exhausted


def test_vespilon_theorist_archives_a_named_house_else_discards():
    s = position(house="Logos", seats=[dict(battleline=["Vespilon Theorist"], deck=["Troll"]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Vespilon Theorist")))
    miss = act(GAME.clone(s), ChooseOption(seat=0, option="Mars"))
    assert miss.players[0].discard == [card(s, "Troll")] and miss.players[0].amber == 1
    s = act(s, ChooseOption(seat=0, option="Brobnar"))
    assert s.players[0].archives == [card(s, "Troll")] and s.players[0].amber == 2


def test_veylan_analyst_pays_for_artifact_use():
    s = position(house="Logos", seats=[dict(battleline=["Veylan Analyst"], artifacts=["Library of Babble"],
                                            deck=["Punch"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Library of Babble")))
    assert s.players[0].amber == 1 and s.players[0].hand == [card(s, "Punch")]


def test_experimental_therapy_stuns_and_makes_the_creature_of_every_house():
    s = position(house="Logos", seats=[dict(hand=["Experimental Therapy"], battleline=["Troll"]), {}])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Experimental Therapy"), creature=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].stunned and s.inplay[card(s, "Troll")].exhausted
    s = position(house="Logos", seats=[dict(battleline=[{"card": "Troll", "upgrades": ["Experimental Therapy"]},
                                                        "Krump"]), {}])
    refused(s, Reap(seat=0, card=card(s, "Krump")), "KF-use-house")
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1


def test_rocket_boots_ready_the_creature_after_its_first_use_only():
    s = position(house="Brobnar", seats=[dict(battleline=[{"card": "Troll", "upgrades": ["Rocket Boots"]}]), {}])
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert not s.inplay[card(s, "Troll")].exhausted
    s = act(s, Reap(seat=0, card=card(s, "Troll")))
    assert s.inplay[card(s, "Troll")].exhausted and s.players[0].amber == 2
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-exhausted")


def test_transposition_sandals_swap_and_lend_a_use():
    s = position(house="Logos", seats=[dict(battleline=[{"card": "Doc Bookton", "upgrades": ["Transposition Sandals"]},
                                                        "Troll", "Krump"]), {}])
    s = act(s, UseAction(seat=0, card=card(s, "Doc Bookton")), Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Krump", "Troll", "Doc Bookton"]
    refused(s, Reap(seat=0, card=card(s, "Troll")), "KF-use-house")
    s = act(s, Reap(seat=0, card=card(s, "Krump")))
    assert s.players[0].amber == 1


def test_crazy_killing_machine_matches_discarded_houses_and_may_destroy_itself():
    s = position(house="Logos", seats=[dict(artifacts=["Crazy Killing Machine"], deck=["Punch"], battleline=["Batdrone"]),
                                       dict(deck=["Zorg"], battleline=["Troll", "Tunk"])])
    s = act(s, UseAction(seat=0, card=card(s, "Crazy Killing Machine")))
    refused(s, Choose(seat=0, card=card(s, "Tunk")), "KF-target")  # Punch is Brobnar: Troll only
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Tunk")))
    assert in_play(s) == ["Batdrone"] and card(s, "Crazy Killing Machine") in s.players[0].artifacts
    s = position(house="Logos", seats=[dict(artifacts=["Crazy Killing Machine"], deck=["Punch"]),
                                       dict(deck=["Zorg"], battleline=["Troll"])])
    s = act(s, UseAction(seat=0, card=card(s, "Crazy Killing Machine")), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].artifacts == [] and card(s, "Crazy Killing Machine") in s.players[0].discard


def test_a_pitlord_taken_into_a_deck_without_dis_forces_no_house():
    s = position(start="house", seats=[dict(battleline=["Harland Mindlock", {"card": "Pitlord", "owner": 1}]),
                                       dict(battleline=["Krump"])])
    assert {o.house for o in options(s)} == {House.LOGOS}  # before: no house could be chosen
    refused(s, ChooseHouse(seat=0, house=House.DIS), "KF-house-1")


# -- cases compared with keyteki's specs

def test_dextre_captures_on_play_and_goes_on_top_of_the_deck_when_destroyed():
    s = position(house="Logos", seats=[dict(hand=["Dextre"], deck=["Troll"]), dict(amber=1)])
    s = play(s, "Dextre")
    assert s.inplay[card(s, "Dextre")].amber == 1 and s.players[1].amber == 0
    s = position(house="Brobnar", active=1, seats=[dict(battleline=[{"card": "Dextre", "amber": 1}], deck=["Troll"]),
                                                   dict(hand=["Punch"])])
    s = act(play(s, "Punch", seat=1), Choose(seat=1, card=card(s, "Dextre")))
    assert s.players[0].deck == [card(s, "Dextre"), card(s, "Troll")]
    assert s.players[1].amber == 2  # Punch's bonus and the captured Æmber


def test_titan_mechanic_cuts_every_key_only_while_on_a_flank():
    s = position(house="Logos", seats=[dict(amber=5, hand=["Mother"], battleline=["Batdrone", "Titan Mechanic"]),
                                       dict(amber=5)])
    assert (key_cost(s, 0), key_cost(s, 1)) == (5, 5)
    s = play(s, "Mother")  # on the right flank: Titan Mechanic is now inside
    assert (key_cost(s, 0), key_cost(s, 1)) == (6, 6)


def test_lash_of_broken_dreams_used_through_remote_access_raises_its_owners_keys():
    s = position(house="Logos", active=1, seats=[dict(amber=6, artifacts=["Lash of Broken Dreams"], deck=["Troll"] * 6),
                                                 dict(hand=["Remote Access"], deck=["Troll"] * 6)])
    lash = card(s, "Lash of Broken Dreams")
    s = act(play(s, "Remote Access", seat=1), Choose(seat=1, card=lash), UseAction(seat=1, card=lash), EndStep(seat=1))
    assert s.active == 0 and s.players[0].keys == 0 and s.players[0].amber == 6


def test_spangler_box_returns_what_it_purged_as_each_card_enters_play():
    """Silvertooth comes back ready and Zorg stunned, as their own text says; other creatures
    come back exhausted (KF-held)."""
    for name in ("Silvertooth", "Zorg", "Stealer of Souls"):
        s = position(house="Logos", seats=[dict(artifacts=["Spangler Box"], battleline=["Doc Bookton"], deck=["Troll"] * 7),
                                           dict(battleline=[name, "Krump"], artifacts=["Gorm of Omm"], deck=["Troll"] * 7)])
        box, victim = card(s, "Spangler Box"), card(s, name)
        s = act(s, UseAction(seat=0, card=box), Choose(seat=0, card=victim))
        assert victim in s.players[1].purged and box in s.players[1].artifacts
        s = act(s, EndStep(seat=0), ChooseHouse(seat=1, house=House.BROBNAR))
        s = act(s, UseOmni(seat=1, card=card(s, "Gorm of Omm")), Choose(seat=1, card=box))
        assert box in s.players[0].discard and s.players[1].battleline == [card(s, "Krump"), victim]
        ip = s.inplay[victim]
        assert (ip.exhausted, ip.stunned) == {"Silvertooth": (False, False), "Zorg": (True, True),
                                              "Stealer of Souls": (True, False)}[name]


def test_phase_shift_is_spent_by_its_card_while_another_lasting_effect_is_on():
    """A lasting effect that permits nothing (a key cost raised next turn, as Lash of Broken
    Dreams leaves) stays as it is through a Logos play, a Logos card's own play and Phase
    Shift's borrowed one; Phase Shift's permission is spent by the Troll, so Krump is refused."""
    s = position(house="Logos", turn=3, seats=[dict(hand=["Phase Shift", "Dextre", "Troll", "Krump"]), {}],
                 effects=[{"kind": "key cost", "seat": 1, "turn": 4, "amber": 3}])
    lash = list(s.effects)
    s = play(s, "Dextre")
    assert s.effects == lash  # nothing to spend: a Logos card
    s = play(s, "Phase Shift")
    assert len(s.effects) == 2
    s = play(s, "Troll")
    assert in_play(s) == ["Dextre", "Troll"] and s.effects == lash  # the permission spent
    refused(s, PlayCard(seat=0, card=card(s, "Krump"), flank=Flank.RIGHT), "KF-play-1")
