"""The card set: an original set covering every kind of card the fragment names, each with a
summary and declared rules; sample decks for four players within the public sizes."""

from asc_helpers import GAME

from engine.games.ascendant.abilities import EFFECTS
from engine.games.ascendant.cards import CARDS, CardType, Keyword, Roll, Stamina, WeaponKind


def test_the_set_covers_every_kind_the_fragment_names():
    cards = list(CARDS.values())
    assert len([c for c in cards if c.type is not CardType.STAMINA]) >= 30
    kinds = {c.type for c in cards}
    assert kinds == set(CardType)
    weapons = [c for c in cards if c.weapon is not None]
    assert {w.weapon for w in weapons} == set(WeaponKind)
    assert any(w.has(Keyword.BARRAGE) for w in weapons) and any(w.has(Keyword.SWARM) for w in weapons)
    for roll in Roll:  # a modifier for each kind of roll
        assert any(c.modifier(roll) for c in cards), roll
    assert {c.stamina for c in cards if c.stamina} == set(Stamina)
    assert any("Scrapyard back" in e.summary for _, e in EFFECTS.items())


def test_only_counterattack_cards_carry_a_counterattack_modifier():
    for c in CARDS.values():
        if c.modifier(Roll.COUNTERATTACK):
            assert c.has(Keyword.COUNTERATTACK), c.name


def test_every_card_has_a_summary_and_cites_known_rules():
    assert EFFECTS.check(GAME.rules) == []
    infos = GAME.cards()
    assert len(infos) == len(CARDS)
    for info in infos:
        assert info.summary and info.rules, info.name
        assert all(r in GAME.rules for r in info.rules)
    jumons = [c.id for c in CARDS.values() if c.type is CardType.JUMON]
    assert all(j in EFFECTS for j in jumons)  # a Jumon without an effect would do nothing


def test_sample_decks_for_four_players_fit_the_public_sizes():
    decks = GAME.sample_decks()
    assert len(decks) >= 4
    for name, deck in decks.items():
        stamina = [c for c in deck if CARDS[c].type is CardType.STAMINA]
        assert 40 <= len(deck) - len(stamina) <= 60 and len(stamina) <= 20, name
