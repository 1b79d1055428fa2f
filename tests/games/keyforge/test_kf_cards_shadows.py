"""Shadows cards added with the whole set, each from a position: a decision, then the result
(and the refusal of an illegal choice with its rule id where the card asks for one)."""

import json

from kf_helpers import GAME, act, card, in_play, names, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, Fight, PlayCard, PlayUpgrade, Reap, UseAction, UseOmni
from engine.games.keyforge.state import Flank, Zone
from engine.games.keyforge.board import beneath, zone_of
from engine.views import visible_ids


def test_bait_and_switch_steals_until_even_or_ahead():
    s = position(house="Shadows", seats=[dict(hand=["Bait and Switch"], amber=1), dict(amber=6)])
    s = play(s, "Bait and Switch")
    assert (s.players[0].amber, s.players[1].amber) == (4, 3)


def test_booby_trap_hits_an_inner_creature_with_splash():
    s = position(house="Shadows", seats=[dict(hand=["Booby Trap"]), dict(battleline=["Troll", "Krump", "Urchin"])])
    s = play(s, "Booby Trap")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # on a flank
    s = act(s, Choose(seat=0, card=card(s, "Krump")))
    assert s.inplay[card(s, "Krump")].damage == 4 and s.inplay[card(s, "Troll")].damage == 2
    assert card(s, "Urchin") in s.players[1].discard


def test_finishing_blow_destroys_a_damaged_creature_and_steals():
    s = position(house="Shadows", seats=[dict(hand=["Finishing Blow"]),
                                         dict(battleline=[{"card": "Troll", "damage": 1}, "Krump"], amber=2)])
    s = play(s, "Finishing Blow")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert in_play(s) == ["Krump"] and s.players[0].amber == 1 + 1


def test_hidden_stash_archives_a_card_from_hand():
    s = position(house="Shadows", seats=[dict(hand=["Hidden Stash", "Troll"]), {}])
    s = act(play(s, "Hidden Stash"), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].archives == [card(s, "Troll")]


def test_lights_out_returns_up_to_two_enemy_creatures():
    s = position(house="Shadows", seats=[dict(hand=["Lights Out"], battleline=["Urchin"]),
                                         dict(battleline=["Troll", "Krump", "Bumpsy"])])
    s = play(s, "Lights Out")
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Krump")))
    assert in_play(s) == ["Urchin", "Bumpsy"] and len(s.players[1].hand) == 2


def test_nerve_blast_damages_only_after_a_steal():
    s = position(house="Shadows", seats=[dict(hand=["Nerve Blast"]), dict(battleline=["Troll"], amber=1)])
    s = act(play(s, "Nerve Blast"), Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1 and s.inplay[card(s, "Troll")].damage == 2
    s = position(house="Shadows", seats=[dict(hand=["Nerve Blast"]), dict(battleline=["Troll"], amber=0)])
    s = play(s, "Nerve Blast")
    assert s.inplay[card(s, "Troll")].damage == 0 and options(s)[-1].__class__.__name__ == "EndStep"


def test_one_last_job_purges_friendly_shadows_for_amber():
    s = position(house="Shadows", seats=[dict(hand=["One Last Job"], battleline=["Urchin", "Silvertooth", "Troll"]),
                                         dict(amber=5)])
    s = play(s, "One Last Job")
    assert in_play(s) == ["Troll"] and len(s.players[0].purged) == 2 and s.players[0].amber == 1 + 2


def test_oubliette_purges_a_small_creature():
    s = position(house="Shadows", seats=[dict(hand=["Oubliette"]), dict(battleline=["Troll", "Dextre"])])
    s = play(s, "Oubliette")
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")
    assert card(s, "Dextre") in act(s, Choose(seat=0, card=card(s, "Dextre"))).players[1].purged


def test_poison_wave_damages_every_creature():
    s = position(house="Shadows", seats=[dict(hand=["Poison Wave"], battleline=["Troll"]), dict(battleline=["Urchin"])])
    s = play(s, "Poison Wave")
    assert in_play(s) == ["Troll"] and s.inplay[card(s, "Troll")].damage == 2


def test_routine_job_counts_the_copies_in_the_discard_pile():
    s = position(house="Shadows", seats=[dict(hand=["Routine Job"], discard=["Routine Job", "Routine Job"]),
                                         dict(amber=5)])
    s = play(s, "Routine Job")
    assert s.players[0].amber == 3 and s.players[1].amber == 2


def test_too_much_to_protect_leaves_six():
    s = position(house="Shadows", seats=[dict(hand=["Too Much to Protect"]), dict(amber=9)])
    s = play(s, "Too Much to Protect")
    assert (s.players[0].amber, s.players[1].amber) == (1 + 3, 6)


def test_longfused_mines_hits_inner_enemy_creatures():
    s = position(house="Brobnar", seats=[dict(artifacts=["Longfused Mines"], battleline=["Troll", "Krump", "Bumpsy"]),
                                         dict(battleline=["Dextre", "Urchin", "Mother"])])
    s = act(s, UseOmni(seat=0, card=card(s, "Longfused Mines")))
    assert card(s, "Urchin") in s.players[1].discard and in_play(s) == ["Troll", "Krump", "Bumpsy", "Dextre", "Mother"]
    assert s.inplay[card(s, "Krump")].damage == 0 and s.players[0].artifacts == []


def test_bad_penny_returns_to_hand_when_destroyed():
    s = position(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Bad Penny"])])
    s = act(s, Fight(seat=0, attacker=card(s, "Troll"), defender=card(s, "Bad Penny")))
    assert card(s, "Bad Penny") in s.players[1].hand


def test_bulleteye_destroys_a_flank_creature():
    s = position(house="Shadows", seats=[dict(battleline=["Bulleteye"]), dict(battleline=["Troll", "Krump", "Urchin"])])
    s = act(s, Reap(seat=0, card=card(s, "Bulleteye")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Urchin")))
    assert in_play(s) == ["Bulleteye", "Troll", "Krump"]


def test_silent_dagger_gives_its_creature_a_reap_that_stabs_a_flank():
    s = position(house="Shadows", seats=[dict(hand=["Silent Dagger"], battleline=["Urchin"]),
                                         dict(battleline=["Troll", "Krump", "Mother"])])
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Silent Dagger"), creature=card(s, "Urchin")))
    s = act(s, Reap(seat=0, card=card(s, "Urchin")))
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Mother")))
    assert s.inplay[card(s, "Mother")].damage == 4 and s.players[0].amber == 1 + 1
    assert Decline(seat=0) not in options(s)


def _zone(state, seat, as_seat, name):
    return next(z for z in GAME.view(state, as_seat).seats[seat].zones if z.name == name)


def test_masterplan_hides_a_card_from_hand_face_down_beneath_it():
    s = position(house="Shadows", seats=[dict(hand=["Masterplan", "Troll", "Punch"]), dict(battleline=["Krump"])])
    s = play(s, "Masterplan")
    refused(s, Choose(seat=0, card=card(s, "Krump")), "KF-target")  # only a card of the hand
    s = act(s, Choose(seat=0, card=card(s, "Punch")))
    plan, punch = card(s, "Masterplan"), card(s, "Punch")
    assert names(s, s.players[0].hand) == ["Troll"] and beneath(s, plan) == [punch]
    assert zone_of(s, punch) == (0, Zone.BENEATH)
    theirs = _zone(s, 0, 1, "artifacts").cards[0].attached  # the opponent sees a face-down card
    assert [c.hidden for c in theirs] == [True] and punch not in visible_ids(GAME.view(s, 1))
    assert [c.name for c in _zone(s, 0, 0, "artifacts").cards[0].attached] == ["Punch"]
    assert [c.name for c in _zone(s, 0, None, "artifacts").cards[0].attached] == ["Punch"]
    assert punch in GAME.secrets(s, 1) and punch not in GAME.secrets(s, 0)
    for seat in (0, 1):
        assert not visible_ids(GAME.view(s, seat)) & GAME.secrets(s, seat)


def test_masterplan_omni_plays_the_card_beneath_whatever_the_house_then_is_sacrificed():
    s = position(house="Brobnar", seats=[dict(artifacts=[{"card": "Masterplan", "beneath": ["Ghostly Hand"]}],
                                              hand=["Troll"], amber=0),
                                         dict(amber=1)])
    plan, hand_ = card(s, "Masterplan"), card(s, "Ghostly Hand")
    s = act(s, UseOmni(seat=0, card=plan))
    refused(s, PlayCard(seat=0, card=card(s, "Troll"), flank=Flank.LEFT), "KF-use-other-house")
    assert options(s) == [PlayCard(seat=0, card=hand_)]
    s = act(s, PlayCard(seat=0, card=hand_))  # a Shadows action on a Brobnar turn
    assert (s.players[0].amber, s.players[1].amber) == (3, 0)  # its 2 Æmber bonus, and the 1 it stole
    assert plan in s.players[0].discard and hand_ in s.players[0].discard
    assert s.hand_plays == 0  # played from beneath Masterplan, not from hand


def test_masterplan_leaving_play_discards_the_card_beneath_and_an_empty_one_is_only_sacrificed():
    s = position(house="Sanctum", seats=[dict(artifacts=["Gorm of Omm"]),
                                         dict(artifacts=[{"card": "Masterplan", "beneath": ["Troll"]}])])
    s = act(s, UseOmni(seat=0, card=card(s, "Gorm of Omm")), Choose(seat=0, card=card(s, "Masterplan")))
    assert names(s, s.players[1].discard) == ["Troll", "Masterplan"]
    s = position(house="Logos", seats=[dict(artifacts=["Masterplan"]), {}])
    s = act(s, UseOmni(seat=0, card=card(s, "Masterplan")))
    assert names(s, s.players[0].discard) == ["Masterplan"] and type(options(s)[0]).__name__ == "EndStep"


def test_a_position_with_a_card_beneath_masterplan_exports_and_starts_with_the_same_digest():
    spec = {"house": "Shadows", "seats": [{"artifacts": [{"card": "Masterplan", "beneath": ["Troll"]}]}, {}]}
    s = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64, position=spec))
    exported = json.loads(json.dumps(GAME.position(s)))
    assert exported["seats"][0]["artifacts"][0]["beneath"] == [f"Troll #{card(s, 'Troll')}"]
    again = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64, position=exported))
    assert GAME.digest(again) == GAME.digest(s)


def test_duskrunner_gives_its_creature_a_steal_on_reap():
    s = position(house="Shadows", seats=[dict(hand=["Duskrunner"], battleline=["Dodger"]), dict(amber=2)])
    refused(s, Reap(seat=0, card=card(s, "Duskrunner")), "KF-use-1")  # an upgrade is never used itself
    s = act(s, PlayUpgrade(seat=0, card=card(s, "Duskrunner"), creature=card(s, "Dodger")),
            Reap(seat=0, card=card(s, "Dodger")))
    assert (s.players[0].amber, s.players[1].amber) == (2, 1)


def test_sneklifter_takes_an_artifact_that_then_works_for_its_new_controller():
    def lifted(name: str):
        s = position(house="Shadows", seats=[dict(amber=3, hand=["Sneklifter", "Troll", "Dominator Bauble"], deck=["Troll"] * 8),
                                             dict(amber=12, battleline=["Urchin"], deck=["Krump"] * 8,
                                                  artifacts=["Seeker Needle", "Mighty Javelin", "Library of Babble", "The Sting"])])
        s = play(s, "Sneklifter")
        refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # artifacts only
        return act(s, Choose(seat=0, card=card(s, name)))
    s = lifted("Library of Babble")  # Logos, not in this deck: it counts as Shadows (KF-control)
    s = act(s, UseAction(seat=0, card=card(s, "Library of Babble")))
    assert len(s.players[0].hand) == 3
    s = act(lifted("The Sting"), EndStep(seat=0))  # the opponent forges; the Sting's holder is paid
    assert (s.players[1].keys, s.players[1].amber, s.players[0].amber) == (1, 6, 9)
