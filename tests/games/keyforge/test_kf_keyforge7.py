"""keyforge-7: the two departures from the rules text found last session, fixed, with the
older version kept for matches recorded under it.

1. "actions resolve and go to the discard pile" (keyforge-core.md, KF-action-card): an action
   card waits aside (its player's `resolving`) while its Play: ability and what its play set
   off resolve, then goes to its owner's discard pile. keyforge-6 put it there first, so a
   draw that reshuffled the pile could draw the card that was still resolving.
2. Three Fates "destroy the 3 most powerful creatures" destroys them at the same time
   (KF-destroy-together: none reacts to another's destruction); the player still breaks ties
   among the most powerful (KF-most-powerful), and is asked only between creatures tied for
   the last places. keyforge-6 destroyed them one at a time.

Each behaviour is shown under keyforge-7 (the current rules, `position`) and under keyforge-6
(`old_position`), whose matches still fold as they were recorded.
"""

import json

import msgspec

from kf_helpers import GAME, act, card, in_play, names, older, options, play, position, refused

from engine.games.keyforge.events import Choose, Decline, EndStep, PlayCard, UseAction, UseOmni
from engine.games.keyforge.state import Zone
from engine.games.keyforge.board import zone_of

OLD, old_position, old_act = older("keyforge-6")


def test_keyforge_7_follows_on_from_keyforge_6_which_still_replays():
    assert GAME.for_rules("keyforge-7").from_position({}).revision == 7 and position().revision >= 7
    assert OLD.rules_version == "keyforge-6" and old_position().revision == 6
    versions = GAME.rules_versions()
    order = list(versions)
    assert order[order.index("keyforge-7"):][:2] == ["keyforge-7", "keyforge-6"]
    assert "KF-action-card" in versions["keyforge-7"] and "Three Fates" in versions["keyforge-7"]


# -- KF-action-card: the card resolves, then goes to the discard pile ------------------------

def test_an_action_waits_aside_while_its_choice_is_pending_and_cannot_choose_itself():
    """Creeping Oblivion purges up to 2 cards of a discard pile: while it resolves it is in no
    pile, so it cannot be chosen; it reaches the discard pile once the choices are made."""
    s = position(house="Dis", seats=[dict(hand=["Creeping Oblivion"], discard=["Troll", "Punch"]),
                                     dict(discard=["Krump"])])
    oblivion = card(s, "Creeping Oblivion")
    s = play(s, "Creeping Oblivion")
    assert s.players[0].resolving == [oblivion] and names(s, s.players[0].discard) == ["Troll", "Punch"]
    assert zone_of(s, oblivion) == (0, Zone.RESOLVING)
    assert oblivion not in [getattr(o, "card", None) for o in options(s)]
    refused(s, Choose(seat=0, card=oblivion), "KF-target")
    for seat in (0, 1, None):  # public: every seat sees the card being played
        zones = {z.name: z for z in GAME.view(s, seat).seats[0].zones}
        assert [c.name for c in zones["resolving"].cards] == ["Creeping Oblivion"]
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].resolving == [oblivion]  # still resolving: the second card is up to the player
    s = act(s, Decline(seat=0))
    assert names(s, s.players[0].discard) == ["Punch", "Creeping Oblivion"] and names(s, s.players[0].purged) == ["Troll"]
    assert s.players[0].resolving is msgspec.UNSET and zone_of(s, oblivion) == (0, Zone.DISCARD)
    assert "resolving" not in {z.name for z in GAME.view(s, 0).seats[0].zones}


def test_a_position_with_an_action_resolving_exports_and_starts_with_the_same_digest():
    s = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64, position={
        "house": "Dis", "seats": [{"hand": ["Creeping Oblivion"], "discard": ["Troll"]}, {}]}))
    s = play(s, "Creeping Oblivion")
    exported = json.loads(json.dumps(GAME.position(s)))
    assert exported["seats"][0]["resolving"] == [f"Creeping Oblivion #{card(s, 'Creeping Oblivion')}"]
    again = GAME.start(GAME.genesis(["A", "B"], [], "0" * 64, position=exported))
    assert GAME.digest(again) == GAME.digest(s)
    again = act(again, Choose(seat=0, card=card(again, "Troll")))
    assert names(again, again.players[0].discard) == ["Creeping Oblivion"]


def test_a_draw_that_reshuffles_during_an_action_does_not_draw_the_action_itself():
    """Neuro Syphon steals 1 and draws a card; with an empty deck the discard pile is shuffled
    into a new deck (KF-draw-reshuffle). The Syphon is not in that pile yet under keyforge-7:
    nothing is drawn and it ends in the discard pile. keyforge-6 drew the Syphon back."""
    spec = dict(house="Logos", seats=[dict(hand=["Neuro Syphon"]), dict(amber=3)])
    s = play(position(**spec), "Neuro Syphon")
    syphon = card(s, "Neuro Syphon")
    assert (s.players[0].amber, s.players[1].amber) == (2, 2)  # its bonus, and the steal
    assert s.players[0].discard == [syphon] and s.players[0].hand == [] and s.players[0].deck == []
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Neuro Syphon")))
    assert old.players[0].hand == [syphon] and old.players[0].discard == []  # as recorded


def test_an_action_goes_onto_the_pile_after_what_its_ability_discarded():
    """Sound the Horns discards from the deck until a Brobnar creature: those cards reach the
    discard pile first, the Horns on top of them once resolved (keyforge-6: beneath them)."""
    spec = dict(house="Brobnar", seats=[dict(hand=["Sound the Horns"], deck=["Punch", "Troll", "Krump"]), {}])
    s = play(position(**spec), "Sound the Horns")
    assert names(s, s.players[0].discard) == ["Punch", "Sound the Horns"]
    assert names(s, s.players[0].hand) == ["Troll"] and names(s, s.players[0].deck) == ["Krump"]
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Sound the Horns")))
    assert names(old, old.players[0].discard) == ["Sound the Horns", "Punch"]


def test_wild_wormhole_resolves_the_action_it_plays_before_going_to_the_pile_itself():
    """Wild Wormhole plays the top card of the deck: an action played that way resolves inside
    the Wormhole's Play: ability, so it reaches the discard pile first."""
    spec = dict(house="Logos", seats=[dict(hand=["Wild Wormhole"], deck=["Neuro Syphon", "Troll"]), dict(amber=3)])
    s = play(position(**spec), "Wild Wormhole")
    assert options(s)[0] == PlayCard(seat=0, card=card(s, "Neuro Syphon"))  # offered from the deck's top
    s = act(s, options(s)[0])
    assert names(s, s.players[0].discard) == ["Neuro Syphon", "Wild Wormhole"]
    assert names(s, s.players[0].hand) == ["Troll"] and s.players[0].resolving is msgspec.UNSET
    assert isinstance(options(s)[-1], EndStep)
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Wild Wormhole")))
    old = old_act(old, OLD.pending(old).options[0])
    assert names(old, old.players[0].discard) == ["Wild Wormhole", "Neuro Syphon"]


def test_cards_that_look_at_the_pile_find_the_same_under_both_versions():
    """Routine Job counts other copies in the pile, Reverse Time swaps deck and pile: keyforge-6
    left the card resolving out by hand; keyforge-7 never has it there."""
    spec = dict(house="Shadows", seats=[dict(hand=["Routine Job"], discard=["Routine Job"]), dict(amber=5)])
    for s in (play(position(**spec), "Routine Job"),
              old_act(old_position(**spec), PlayCard(seat=0, card=card(old_position(**spec), "Routine Job")))):
        assert s.players[0].amber == 2 and len(s.players[0].discard) == 2  # steal 1, + 1 for the copy
    spec = dict(house="Logos", seats=[dict(hand=["Reverse Time"], deck=["Troll"], discard=["Krump"]), {}])
    s = play(position(**spec), "Reverse Time")
    assert names(s, s.players[0].deck) == ["Krump"] and names(s, s.players[0].discard) == ["Troll", "Reverse Time"]


# -- Three Fates: the 3 most powerful destroyed at once --------------------------------------

TOLAS_SPEC = dict(house="Dis", seats=[dict(hand=["Three Fates"]),
                                      dict(battleline=["Troll", {"card": "Tolas", "power": 4}, "Krump", "Urchin"])])
"""Troll 8, Krump 6 and Tolas 5 (1 and 4 counters) are the most powerful, with no tie."""


def test_three_fates_destroys_together_so_tolas_pays_for_none_of_the_others():
    s = play(position(**TOLAS_SPEC), "Three Fates")
    assert in_play(s) == ["Urchin"] and s.players[0].amber == 1  # the bonus only
    assert names(s, s.players[1].discard) == ["Troll", "Tolas", "Krump"]  # battleline order
    assert names(s, s.players[0].discard) == ["Three Fates"]


def test_three_fates_under_keyforge_6_destroys_one_at_a_time_and_tolas_sees_them_go():
    old = old_position(**TOLAS_SPEC)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Three Fates")))
    assert in_play(old) == ["Urchin"] and old.players[0].amber == 1 + 2  # Troll, then Krump, before Tolas
    assert names(old, old.players[1].discard) == ["Troll", "Krump", "Tolas"]


def test_three_fates_asks_only_among_creatures_tied_for_the_last_places():
    """Troll (8) is sure to go; Krump, Tunk and Bumpsy (5 and a counter) tie at 6 for two places:
    the player picks two, nothing is destroyed until the last pick, then all three go at once."""
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Urchin"]),
                                     dict(battleline=["Krump", "Troll", "Tunk", {"card": "Bumpsy", "power": 1}])])
    krump, troll, tunk, bumpsy = (card(s, n) for n in ("Krump", "Troll", "Tunk", "Bumpsy"))
    s = play(s, "Three Fates")
    assert [o.card for o in options(s)] == [krump, tunk, bumpsy]
    refused(s, Choose(seat=0, card=troll), "KF-target")  # already among the three
    refused(s, Choose(seat=0, card=card(s, "Urchin")), "KF-target")  # not among the most powerful
    s = act(s, Choose(seat=0, card=tunk))
    assert in_play(s) == ["Urchin", "Krump", "Troll", "Tunk", "Bumpsy"]  # nothing destroyed yet
    assert [o.card for o in options(s)] == [krump, bumpsy]
    refused(s, Choose(seat=0, card=tunk), "KF-target")  # chosen already
    s = act(s, Choose(seat=0, card=bumpsy))
    assert in_play(s) == ["Urchin", "Krump"] and isinstance(options(s)[-1], EndStep)
    assert s.effects == []  # the creatures set aside are no longer marked


def test_three_fates_takes_a_tie_without_asking_when_every_tied_creature_goes():
    s = position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Urchin"]),
                                     dict(battleline=["Krump", "Tunk", "Bumpsy"])])
    s = play(s, "Three Fates")  # 6, 6 and 5: all three go, nothing to choose
    assert in_play(s) == ["Urchin"] and isinstance(options(s)[-1], EndStep)


def test_three_fates_under_keyforge_6_asks_between_ties_that_all_go():
    old = old_position(house="Dis", seats=[dict(hand=["Three Fates"], battleline=["Urchin"]),
                                           dict(battleline=["Krump", "Tunk", "Bumpsy"])])
    old = old_act(old, PlayCard(seat=0, card=card(old, "Three Fates")))
    assert [o.card for o in OLD.pending(old).options] == [card(old, "Krump"), card(old, "Tunk")]
    old = old_act(old, Choose(seat=0, card=card(old, "Tunk")))  # then Krump, then Bumpsy, singled out
    assert in_play(old) == ["Urchin"] and names(old, old.players[1].discard) == ["Tunk", "Krump", "Bumpsy"]


# -- KF-discard-ability: a card's "discard a card" is a discard from hand ---------------------

def test_sloppy_labwork_discarding_a_brobnar_card_lets_rock_hurling_giant_throw():
    """Rock-Hurling Giant: "each time you discard a Brobnar card from your hand"; Sloppy Labwork
    makes its player discard a card from hand, on their own turn: the Giant may throw 4.
    keyforge-6 saw only the step's own discards."""
    spec = dict(house="Logos", seats=[dict(hand=["Sloppy Labwork", "Punch", "Troll"], battleline=["Rock-Hurling Giant"]),
                                      dict(battleline=["Bumpsy"])])
    s = play(position(**spec), "Sloppy Labwork")
    s = act(s, Choose(seat=0, card=card(s, "Troll")), Choose(seat=0, card=card(s, "Punch")))  # archive, discard
    assert card(s, "Punch") in s.players[0].discard and Decline(seat=0) in options(s)
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # archived, not a creature in play
    s = act(s, Choose(seat=0, card=card(s, "Bumpsy")))
    assert s.inplay[card(s, "Bumpsy")].damage == 4
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Sloppy Labwork")), Choose(seat=0, card=card(old, "Troll")),
                  Choose(seat=0, card=card(old, "Punch")))
    assert isinstance(OLD.pending(old).options[-1], EndStep) and old.inplay[card(old, "Bumpsy")].damage == 0


def test_an_untamed_card_discarded_by_an_ability_lets_giant_sloth_be_used():
    """Giant Sloth: usable only once its player discarded an Untamed card from hand this turn.
    Mimicry (Untamed) played as the opponent's Sloppy Labwork discards Dew Faerie: the Sloth
    may then gain 3. A discard by the opponent on our turn (Mind Barb's kind) is not ours."""
    spec = dict(house="Untamed", seats=[dict(hand=["Mimicry", "Dew Faerie", "Snufflegator"], battleline=["Giant Sloth"]),
                                        dict(discard=["Sloppy Labwork"])])
    s = position(**spec)
    refused(s, UseAction(seat=0, card=card(s, "Giant Sloth")), "KF-ability-use")
    s = play(s, "Mimicry")
    s = act(s, Choose(seat=0, card=card(s, "Sloppy Labwork")), Choose(seat=0, card=card(s, "Snufflegator")),
            Choose(seat=0, card=card(s, "Dew Faerie")))
    assert card(s, "Dew Faerie") in s.players[0].discard and card(s, "Snufflegator") in s.players[0].archives
    s = act(s, UseAction(seat=0, card=card(s, "Giant Sloth")))
    assert s.players[0].amber == 1 + 3  # the copied bonus, then the Sloth
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Mimicry")), Choose(seat=0, card=card(old, "Sloppy Labwork")),
                  Choose(seat=0, card=card(old, "Snufflegator")), Choose(seat=0, card=card(old, "Dew Faerie")))
    refused(old, UseAction(seat=0, card=card(old, "Giant Sloth")), "KF-ability-use")  # as recorded


def test_a_random_discard_forced_on_the_opponent_counts_for_none_of_the_active_players_cards():
    """Mind Barb makes the opponent discard a Brobnar card at random on our turn: their
    Rock-Hurling Giant does not throw ("during your turn")."""
    s = position(house="Dis", seats=[dict(hand=["Mind Barb"], battleline=["Bumpsy"]),
                                     dict(hand=["Punch"], battleline=["Rock-Hurling Giant"])])
    s = play(s, "Mind Barb")
    assert card(s, "Punch") in s.players[1].discard and isinstance(options(s)[-1], EndStep)
    assert s.inplay[card(s, "Bumpsy")].damage == 0 and "discard Brobnar" not in s.tally


def test_custom_virus_destroys_each_creature_sharing_a_trait_at_the_same_time():
    """"Destroy each creature that shares a trait" is one destruction (KF-destroy-together):
    purging Ember Imp destroys Dust Imp and Tolas together, so Tolas pays for neither; Dust
    Imp's own Destroyed: still gains its controller 2. keyforge-6 destroyed them in turn, and
    Tolas, still in play, paid for Dust Imp."""
    spec = dict(house="Mars", seats=[dict(artifacts=["Custom Virus"], hand=["Ember Imp", "Zorg"]),
                                     dict(battleline=["Dust Imp", "Tolas", "Troll"])])
    s = position(**spec)
    s = act(s, UseOmni(seat=0, card=card(s, "Custom Virus")))
    refused(s, Choose(seat=0, card=card(s, "Troll")), "KF-target")  # a creature in hand is purged
    s = act(s, Choose(seat=0, card=card(s, "Ember Imp")))
    assert in_play(s) == ["Troll"] and (s.players[0].amber, s.players[1].amber) == (0, 2)
    assert card(s, "Ember Imp") in s.players[0].purged and card(s, "Custom Virus") in s.players[0].discard
    old = old_position(**spec)
    old = old_act(old, UseOmni(seat=0, card=card(old, "Custom Virus")), Choose(seat=0, card=card(old, "Ember Imp")))
    assert in_play(old) == ["Troll"] and (old.players[0].amber, old.players[1].amber) == (1, 2)


def test_feeding_pit_discarding_a_brobnar_creature_lets_rock_hurling_giant_throw_after_the_gain():
    """Feeding Pit: discard a creature from hand, then gain 1; the Giant's throw follows. Its
    refusals: a non-creature cannot be fed to it (KF-target)."""
    s = position(house="Mars", seats=[dict(artifacts=["Feeding Pit"], hand=["Troll", "Punch"],
                                           battleline=["Rock-Hurling Giant"]), dict(battleline=["Zorg"])])
    s = act(s, UseAction(seat=0, card=card(s, "Feeding Pit")))
    refused(s, Choose(seat=0, card=card(s, "Punch")), "KF-target")
    s = act(s, Choose(seat=0, card=card(s, "Troll")))
    assert s.players[0].amber == 1 and card(s, "Troll") in s.players[0].discard
    s = act(s, Choose(seat=0, card=card(s, "Zorg")))
    assert s.inplay[card(s, "Zorg")].damage == 4 and isinstance(options(s)[-1], EndStep)


def test_hecatomb_pays_only_for_creatures_it_destroyed_not_one_armageddon_cloak_saved():
    """Hecatomb: each player gains 1 per creature of theirs "destroyed this way". Shooler in
    Armageddon Cloak is healed and the Cloak destroyed instead (KF-replace): it was not
    destroyed, so its player gains for Dust Imp only (and Dust Imp's own 2). keyforge-6 paid
    for every Dis creature."""
    spec = dict(house="Dis", seats=[dict(hand=["Hecatomb"], battleline=["Ember Imp"]),
                                    dict(battleline=[{"card": "Shooler", "damage": 2, "upgrades": ["Armageddon Cloak"]},
                                                     "Dust Imp", "Troll"])])
    s = play(position(**spec), "Hecatomb")
    shooler = card(s, "Shooler")
    assert in_play(s) == ["Shooler", "Troll"] and s.inplay[shooler].damage == 0 and s.inplay[shooler].upgrades == []
    assert (s.players[0].amber, s.players[1].amber) == (1 + 1, 1 + 2)  # bonus + Ember Imp; Dust Imp + its 2
    old = old_position(**spec)
    old = old_act(old, PlayCard(seat=0, card=card(old, "Hecatomb")))
    assert in_play(old) == ["Shooler", "Troll"] and (old.players[0].amber, old.players[1].amber) == (2, 2 + 2)
