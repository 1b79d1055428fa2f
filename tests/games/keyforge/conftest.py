import pytest

from engine.games.keyforge import cards
from engine.games.keyforge.abilities.base import CardAbilities, registry
from engine.games.keyforge.cards import CardFacts, CardType, House, Keyword

TEST_CARDS = [
    CardFacts(id="TEST-001", name="Alpha Grunt", house=House.BROBNAR, type=CardType.CREATURE,
              power=3, keywords={Keyword.ALPHA: 1}),
    CardFacts(id="TEST-002", name="Omega Sprite", house=House.BROBNAR, type=CardType.CREATURE,
              power=2, amber=1, keywords={Keyword.OMEGA: 1}),
    CardFacts(id="TEST-003", name="Deploy Scout", house=House.BROBNAR, type=CardType.CREATURE,
              power=2, keywords={Keyword.DEPLOY: 1}),
    CardFacts(id="TEST-004", name="Spiny Wisp", house=House.UNTAMED, type=CardType.CREATURE,
              power=2, keywords={Keyword.ELUSIVE: 1, Keyword.HAZARDOUS: 3}),
]


@pytest.fixture(autouse=True)
def _test_cards(monkeypatch):
    """Test-only keyword cards: no Call of the Archons card has alpha, omega or deploy, nor is
    elusive and hazardous at once."""
    for c in TEST_CARDS:
        monkeypatch.setitem(cards.CARDS, c.id, c)
        monkeypatch.setitem(registry(), c.id, CardAbilities(summary=f"{c.name}: keywords only."))
    yield
