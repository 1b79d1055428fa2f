"""The main step's options, listed card by card (`main_options.main_options`), from positions.

Each position is checked twice: against what the rules allow there (options present and
absent, the refusal and rule id of an absent one), and against every candidate of
`main_candidates` checked in full by `why_not`, the definition the listing must keep.
"""

from __future__ import annotations

from engine.games.keyforge.events import (Discard, EndStep, Fight, PlayCard, PlayUpgrade, Reap,
                                          RemoveStun, UseAction, UseOmni)
from engine.games.keyforge.legality import why_not
from engine.games.keyforge.main_options import main_candidates
from engine.games.keyforge.cards import HOUSES, House
from engine.games.keyforge.state import Effect, EffectKind, Flank

from kf_helpers import FOGGIFIED, card, options, position, refused


def _listed(state) -> list:
    """The options of the main-step decision, held to every candidate checked in full."""
    listed = options(state)
    full = [c for c in main_candidates(state, 0) if why_not(state, c) is None]
    assert listed == full + [EndStep(seat=0)]
    return listed


def _fights(listed, attacker) -> list[int]:
    return [o.defender for o in listed if isinstance(o, Fight) and o.attacker == attacker]


def test_taunt_protects_each_neighbour_but_not_itself_and_niffle_ape_ignores_it():
    s = position(house="Untamed", seats=[
        dict(battleline=["Niffle Ape", "Dew Faerie"]),
        dict(battleline=["Troll", "Champion Anaphiel", "Krump", "Bumpsy", "Sanctum Guardian"])])
    listed = _listed(s)
    ape, faerie = card(s, "Niffle Ape"), card(s, "Dew Faerie")
    troll, anaphiel, krump, bumpsy, guardian = (card(s, n) for n in (
        "Troll", "Champion Anaphiel", "Krump", "Bumpsy", "Sanctum Guardian"))
    # KF-taunt: Troll and Krump sit next to Anaphiel, Bumpsy next to the Guardian; a creature
    # with taunt may itself be attacked.
    assert _fights(listed, faerie) == [anaphiel, guardian]
    assert _fights(listed, ape) == [troll, anaphiel, krump, bumpsy, guardian]
    for guarded in (troll, krump, bumpsy):
        refused(s, Fight(seat=0, attacker=faerie, defender=guarded), "KF-taunt")


def test_two_taunt_creatures_side_by_side_may_both_be_attacked():
    s = position(house="Untamed", seats=[
        dict(battleline=["Dew Faerie"]),
        dict(battleline=["Champion Anaphiel", "Sanctum Guardian", "Troll"])])
    faerie = card(s, "Dew Faerie")
    assert _fights(_listed(s), faerie) == [card(s, "Champion Anaphiel"), card(s, "Sanctum Guardian")]
    refused(s, Fight(seat=0, attacker=faerie, defender=card(s, "Troll")), "KF-taunt")


def test_a_creature_that_may_fight_only_some_creatures_lists_only_those():
    s = position(house="Untamed", seats=[
        dict(battleline=["Bigtwig"]),
        dict(battleline=[{"card": "Troll", "stunned": True}, "Krump"])])
    big = card(s, "Bigtwig")
    assert _fights(_listed(s), big) == [card(s, "Troll")]  # Bigtwig fights only stunned creatures
    refused(s, Fight(seat=0, attacker=big, defender=card(s, "Krump")), "KF-fight-card")


def test_stunned_creatures_only_unstun_and_exhausted_ones_do_nothing():
    s = position(house="Brobnar", seats=[
        dict(battleline=[{"card": "Troll", "stunned": True}, {"card": "Krump", "exhausted": True}]),
        dict(battleline=["Bumpsy"])])
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert _listed(s) == [RemoveStun(seat=0, card=troll), EndStep(seat=0)]
    refused(s, Reap(seat=0, card=troll), "KF-stun-1")
    refused(s, Reap(seat=0, card=krump), "KF-use-exhausted")
    refused(s, RemoveStun(seat=0, card=krump), "KF-use-exhausted")


def test_a_creature_of_another_house_is_used_only_with_a_card_that_allows_it():
    s = position(house="Untamed", seats=[
        dict(battleline=["Tireless Crocag", "Troll", {"card": "Krump", "upgrades": ["Mantle of the Zealot"]}]),
        dict(battleline=["Bumpsy"])])
    crocag, troll, krump, bumpsy = (card(s, n) for n in ("Tireless Crocag", "Troll", "Krump", "Bumpsy"))
    listed = _listed(s)
    # Tireless Crocag is used as if of the active house but cannot reap; Mantle of the Zealot
    # lets Krump be used; Troll, of Brobnar, is not (KF-use-house).
    assert listed == [Fight(seat=0, attacker=crocag, defender=bumpsy),
                      Reap(seat=0, card=krump), Fight(seat=0, attacker=krump, defender=bumpsy),
                      EndStep(seat=0)]
    refused(s, Reap(seat=0, card=troll), "KF-use-house")
    refused(s, Reap(seat=0, card=crocag), "KF-ability-use")


def test_plays_and_discards_from_hand():
    s = position(house="Brobnar", seats=[
        dict(hand=["Troll", "Punch", "Blood of Titans", "Dew Faerie"], battleline=["Krump"]),
        dict(battleline=["Bumpsy"])])
    troll, punch, titans, faerie = (card(s, n) for n in ("Troll", "Punch", "Blood of Titans", "Dew Faerie"))
    krump, bumpsy = card(s, "Krump"), card(s, "Bumpsy")
    listed = _listed(s)
    hand = [o for o in listed if isinstance(o, (PlayCard, PlayUpgrade, Discard))]
    assert hand == [PlayCard(seat=0, card=troll, flank=Flank.LEFT), PlayCard(seat=0, card=troll, flank=Flank.RIGHT),
                    PlayCard(seat=0, card=punch),
                    PlayUpgrade(seat=0, card=titans, creature=krump), PlayUpgrade(seat=0, card=titans, creature=bumpsy),
                    Discard(seat=0, card=troll), Discard(seat=0, card=punch), Discard(seat=0, card=titans)]
    refused(s, PlayCard(seat=0, card=faerie, flank=Flank.LEFT), "KF-play-1")
    refused(s, Discard(seat=0, card=faerie), "KF-discard-1")


def test_an_upgrade_with_no_creature_in_play_is_only_discarded():
    s = position(house="Brobnar", seats=[dict(hand=["Blood of Titans"]), dict()])
    titans = card(s, "Blood of Titans")
    assert _listed(s) == [Discard(seat=0, card=titans), EndStep(seat=0)]


def test_the_rule_of_six_stops_plays_of_a_name_but_not_its_discard():
    s = position(house="Brobnar", seats=[dict(hand=["Troll", "Punch"]), dict()],
                 flags={"used_names": {"Troll": 6}})
    troll, punch = card(s, "Troll"), card(s, "Punch")
    assert _listed(s) == [PlayCard(seat=0, card=punch), Discard(seat=0, card=troll),
                          Discard(seat=0, card=punch), EndStep(seat=0)]
    refused(s, PlayCard(seat=0, card=troll, flank=Flank.LEFT), "KF-rule-of-six")


def test_after_the_first_turns_play_nothing_leaves_the_hand():
    s = position(house="Brobnar", turn=1, seats=[dict(hand=["Troll", "Punch"], battleline=["Krump"]),
                                                  dict()], flags={"hand_plays": 1})
    assert _listed(s) == [Reap(seat=0, card=card(s, "Krump")), EndStep(seat=0)]
    refused(s, Discard(seat=0, card=card(s, "Punch")), "KF-first-turn")


def test_a_permission_to_play_another_house_lists_those_cards():
    s = position(house="Brobnar", seats=[dict(hand=["Dew Faerie", "Troll"], discard=["Phase Shift"]), dict()])
    faerie, troll = card(s, "Dew Faerie"), card(s, "Troll")
    s.effects.append(Effect(kind=EffectKind.PLAY_OTHER_HOUSE, seat=0, turn=s.turn, card=card(s, "Phase Shift")))
    listed = _listed(s)
    assert PlayCard(seat=0, card=faerie, flank=Flank.LEFT) in listed  # Phase Shift (Logos) allows it
    assert Discard(seat=0, card=faerie) not in listed  # a permission to play is none to discard
    assert PlayCard(seat=0, card=troll, flank=Flank.RIGHT) in listed
    refused(s, Discard(seat=0, card=faerie), "KF-discard-1")


def test_artifacts_use_their_own_abilities_and_pay_tentacus():
    s = position(house="Brobnar", seats=[dict(artifacts=["Cannon", "Mighty Javelin"], amber=1),
                                         dict(battleline=["Troll"])])
    cannon, javelin = card(s, "Cannon"), card(s, "Mighty Javelin")
    assert _listed(s) == [UseAction(seat=0, card=cannon), UseOmni(seat=0, card=javelin), EndStep(seat=0)]
    refused(s, UseOmni(seat=0, card=cannon), "KF-omni")
    refused(s, UseAction(seat=0, card=javelin), "KF-action-1")
    # Tentacus: using an artifact costs 1 Æmber paid to him (KF-use-cost); with 0, none is listed.
    s = position(house="Brobnar", seats=[dict(artifacts=["Cannon", "Mighty Javelin"], amber=0),
                                         dict(battleline=["Tentacus"])])
    assert _listed(s) == [EndStep(seat=0)]
    refused(s, UseAction(seat=0, card=card(s, "Cannon")), "KF-use-cost")
    # An Omni: ability needs no house.
    s = position(house="Untamed", seats=[dict(artifacts=["Cannon", "Mighty Javelin"]), dict()])
    assert _listed(s) == [UseOmni(seat=0, card=card(s, "Mighty Javelin")), EndStep(seat=0)]
    refused(s, UseAction(seat=0, card=card(s, "Cannon")), "KF-use-house")


def test_a_ban_on_fighting_counts_in_its_own_turn_only():
    troll_v_krump = dict(house="Brobnar", seats=[dict(battleline=["Troll"]), dict(battleline=["Krump"])])
    s = position(**troll_v_krump, effects=FOGGIFIED)  # seat 0 cannot fight in turn 3 (this turn)
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert _listed(s) == [Reap(seat=0, card=troll), EndStep(seat=0)]
    refused(s, Fight(seat=0, attacker=troll, defender=krump), "KF-lasting")
    s = position(**troll_v_krump, effects=[{**FOGGIFIED[0], "turn": 2}])  # last turn's: over
    assert _listed(s) == [Reap(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=krump),
                          EndStep(seat=0)]


def test_a_house_used_whatever_the_active_one_counts_in_its_own_turn_only():
    brobnar = HOUSES.index(House.BROBNAR)
    spec = dict(house="Untamed", seats=[dict(battleline=["Troll"]), dict(battleline=["Krump"])])
    s = position(**spec, effects=[{"kind": "use house", "seat": 0, "turn": 3, "amount": brobnar}])
    troll, krump = card(s, "Troll"), card(s, "Krump")
    assert _listed(s) == [Reap(seat=0, card=troll), Fight(seat=0, attacker=troll, defender=krump),
                          EndStep(seat=0)]
    s = position(**spec, effects=[{"kind": "use house", "seat": 0, "turn": 2, "amount": brobnar}])
    assert _listed(s) == [EndStep(seat=0)]
    refused(s, Reap(seat=0, card=troll), "KF-use-house")


def test_a_ready_creature_of_the_house_is_not_used_past_a_ban_its_condition_or_the_rule_of_six():
    spec = dict(house="Untamed", seats=[dict(battleline=["Dew Faerie", "Giant Sloth"]), dict(battleline=["Krump"])])
    s = position(**spec)
    faerie, sloth, krump = card(s, "Dew Faerie"), card(s, "Giant Sloth"), card(s, "Krump")
    # Giant Sloth is used only after an Untamed card was discarded this turn (KF-ability-use).
    assert _listed(s) == [Reap(seat=0, card=faerie), Fight(seat=0, attacker=faerie, defender=krump),
                          EndStep(seat=0)]
    refused(s, Reap(seat=0, card=sloth), "KF-ability-use")
    s = position(**spec, flags={"used_names": {"Dew Faerie": 6}})
    assert _listed(s) == [EndStep(seat=0)]
    refused(s, Reap(seat=0, card=faerie), "KF-rule-of-six")
    s = position(**spec, effects=[{"kind": "no use", "seat": 0, "turn": 3}])
    assert _listed(s) == [EndStep(seat=0)]
    refused(s, Reap(seat=0, card=faerie), "KF-lasting")
