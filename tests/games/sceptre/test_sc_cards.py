"""The Vanguard set: every card has its ability unit, with a summary and known rule ids."""

from collections import Counter

from engine.games.sceptre.cards import CARDS, CardType, Class, Label
from engine.games.sceptre.registry import ABILITIES

from sc_helpers import GAME


def test_every_card_has_one_unit_with_a_summary_and_rules_of_the_index():
    assert set(ABILITIES) == set(CARDS)
    assert ABILITIES.check(GAME.rules) == []


def test_the_set_covers_what_the_rules_need():
    kinds = Counter(c.type for c in CARDS.values())
    champions = [c for c in CARDS.values() if c.type is CardType.CHAMPION]
    assert len({c.origin for c in champions}) >= 3 and len(champions) >= 12
    assert {c.cls for c in champions} == {Class.INFANTRY, Class.CAVALRY}
    assert {c.ability.label for c in champions} == set(Label)
    assert all(len(c.attacks) == 2 and all(a.coins for a in c.attacks) for c in champions)
    conditions = {a.condition for c in champions for a in c.attacks} - {None}
    assert len(conditions) == 4  # each Battle Condition is applied by some attack
    assert kinds[CardType.SQUIRE] >= 8 and kinds[CardType.ACTION] >= 8
    assert kinds[CardType.EQUIPMENT] >= 6 and kinds[CardType.TRAP] >= 4
    assert kinds[CardType.ARENA] >= 3 and kinds[CardType.EXTERIOR] >= 3 and kinds[CardType.GATE] >= 1
    assert {c.slot for c in CARDS.values() if c.type is CardType.EQUIPMENT} == {"head", "body", "arms"}
    assert {c.metal for c in CARDS.values() if c.type is CardType.COIN} == {"gold", "silver", "copper"}


def test_cards_and_rules_can_be_looked_up():
    infos = {c.name: c for c in GAME.cards()}
    lancer = infos["Reef Lancer"]
    assert lancer.facts["attack 1"].startswith("Riptide Thrust: 30 damage; Coins copper; Squires 1")
    assert "SC-34" in lancer.rules and lancer.summary
    assert GAME.rules["SC-49-tie"].section == "Retreating"


def test_a_squire_summary_names_its_origin_with_the_right_article():
    squires = [cid for cid, c in CARDS.items() if c.type is CardType.SQUIRE]
    vowel = [cid for cid in squires if CARDS[cid].origin[:1] in "AEIOU"]
    assert vowel  # the set has a Squire of an origin such as Emberfall
    for cid in squires:
        article = "an" if cid in vowel else "a"
        assert f"; to {article} {CARDS[cid].origin} Champion also" in ABILITIES.get(cid).summary
