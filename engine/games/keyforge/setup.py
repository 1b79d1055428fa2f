"""Deck validation, the starting state of a match, and explicit positions (for tests).

A standard start puts every card in its owner's deck and waits on the coin; the coin then
queues the shuffles, the 7/6 draw and the mulligans (see `turn.coin`).
"""

from __future__ import annotations

from engine.events import Genesis
from engine.protocol import CardProblem, InvalidSetup

from .abilities.base import registry
from .cards import CARDS, CardId, CardType, House, by_name
from .flow import advance
from .state import InPlay, Player, State, Step
from . import tasks as T

DECK_SIZE = 36
HOUSES_PER_DECK = 3
OPTION_KEYS = {"hand_size", "deck_size", "strict_decks", "houses0", "houses1"}


def check_options(options: dict) -> None:
    if "max_turns" in options:
        raise InvalidSetup("KeyForge has no turn limit: a cap on turns belongs to self-play "
                           "(`matchlog simulate keyforge --max-turns N`), never to a match")
    unknown = sorted(set(options) - OPTION_KEYS)
    if unknown:
        raise InvalidSetup(f"unknown KeyForge options: {', '.join(unknown)} "
                           f"(known: {', '.join(sorted(OPTION_KEYS))})")
    for key in ("hand_size", "deck_size"):
        if key in options and (not isinstance(options[key], int) or isinstance(options[key], bool)
                               or options[key] < 1):
            raise InvalidSetup(f"option {key} must be a positive whole number")


def deck_houses(deck: list[str], seat: int, options: dict) -> list[House]:
    """The deck's houses: from options `houses<seat>` ("Brobnar,Dis,Logos") or its cards."""
    given = options.get(f"houses{seat}")
    if isinstance(given, str) and given:
        try:
            return [House(h.strip().capitalize()) for h in given.split(",")]
        except ValueError:
            raise InvalidSetup(f"option houses{seat}: {given!r} names an unknown house") from None
    return sorted({CARDS[c].house for c in deck if c in CARDS}, key=list(House).index)


def implemented(card: CardId) -> bool:
    """Whether this engine plays the card: its abilities are registered (keywords-only cards too)."""
    return card in registry()


def validate_decks(decks: list[list[str]], options: dict) -> None:
    """Refuse unknown card ids and (unless strict_decks is False) malformed decks (KF-deck-1)."""
    if len(decks) != 2:
        raise InvalidSetup(f"KeyForge is played by 2 players, got {len(decks)} decks")
    for seat, deck in enumerate(decks):
        for i, c in enumerate(deck):
            if c not in CARDS:
                raise CardProblem(c, "unknown", i, f"deck {seat}: not a Call of the Archons card id")
            if not implemented(c):
                raise CardProblem(c, "not implemented", i,
                                  f"deck {seat}: {CARDS[c].name} ({c})")
    if not options.get("strict_decks", True):
        return
    size = options.get("deck_size", DECK_SIZE)
    per_house = size // HOUSES_PER_DECK
    for seat, deck in enumerate(decks):
        if len(deck) != size:
            raise InvalidSetup(f"deck {seat} has {len(deck)} cards, not {size}")
        houses = deck_houses(deck, seat, options)
        if len(houses) != HOUSES_PER_DECK:
            raise InvalidSetup(f"deck {seat} has cards of {len(houses)} houses "
                               f"({', '.join(h.value for h in houses)}), not {HOUSES_PER_DECK}")
        for h in houses:
            n = sum(1 for c in deck if CARDS[c].house is h)
            if n != per_house:
                raise InvalidSetup(f"deck {seat} has {n} {h.value} cards, not {per_house}")
        stray = sorted({CARDS[c].name for c in deck if CARDS[c].house not in houses})
        if stray:
            raise InvalidSetup(f"deck {seat} has cards outside its houses: {', '.join(stray)}")


def new_state(genesis: Genesis) -> State:
    options = dict(genesis.options)
    validate_decks(genesis.decks, options)
    cards: list[str] = []
    owner: list[int] = []
    players = []
    for seat, (name, deck) in enumerate(zip(genesis.players, genesis.decks)):
        p = Player(name=name, houses=deck_houses(deck, seat, options))
        for cid in deck:
            p.deck.append(len(cards))
            cards.append(cid)
            owner.append(seat)
        players.append(p)
    return State(cards=cards, owner=owner, players=players, stack=[T.Coin()],
                 inplay=[None] * len(cards),
                 hand_size=int(options.get("hand_size", 6)))


# -- explicit positions (tests, judges) ---------------------------------------------------

def _card_id(ref: str) -> str:
    if ref in CARDS:
        return ref
    try:
        return by_name(ref).id
    except KeyError:
        raise InvalidSetup(f"unknown card {ref!r}") from None


def from_position(spec: dict) -> State:
    """A state from a declarative position, e.g.::

        {"active": 0, "house": "Brobnar", "turn": 3,
         "seats": [{"battleline": ["Troll", {"card": "Krump", "damage": 2}], "amber": 4},
                   {"hand": ["Punch"], "keys": 1}]}

    Zones take card names or ids; a card in play may be a dict with `exhausted`, `stunned`,
    `damage`, `amber` (captured), `upgrades` (names). Cards in play start ready. `start`
    is "main" (default when `house` is given: waiting in step 3), "house" (waiting for the
    house choice) or "turn" (the turn is about to begin: the forge step runs first).
    """
    cards: list[str] = []
    owner: list[int] = []
    records: dict[int, InPlay] = {}
    players: list[Player] = []

    def new(ref: str, seat: int) -> int:
        cards.append(_card_id(ref))
        owner.append(seat)
        return len(cards) - 1

    for seat, s in enumerate(spec.get("seats", [{}, {}])):
        zones: dict[str, list[int]] = {}
        for zone in ("deck", "hand", "archives", "discard", "purged"):
            zones[zone] = [new(ref, seat) for ref in s.get(zone, [])]
        for zone in ("battleline", "artifacts"):
            zones[zone] = []
            for item in s.get(zone, []):
                d = {"card": item} if isinstance(item, str) else dict(item)
                inst = new(d["card"], seat)
                ups = [new(u, seat) for u in d.get("upgrades", [])]
                records[inst] = InPlay(exhausted=bool(d.get("exhausted", False)),
                                      stunned=bool(d.get("stunned", False)),
                                      damage=int(d.get("damage", 0)), amber=int(d.get("amber", 0)),
                                      attacked=bool(d.get("attacked", False)), upgrades=ups)
                zones[zone].append(inst)
        mine = [CARDS[c].house for c, o in zip(cards, owner) if o == seat]
        houses = [House(h) for h in s["houses"]] if "houses" in s else \
            sorted(set(mine), key=list(House).index)
        players.append(Player(name=s.get("name", f"P{seat}"), houses=houses,
                              amber=int(s.get("amber", 0)), keys=int(s.get("keys", 0)),
                              chains=int(s.get("chains", 0)), **zones))
    for p in players:
        for inst in p.battleline:
            assert CARDS[cards[inst]].type is CardType.CREATURE, f"{cards[inst]} is not a creature"
    active = int(spec.get("active", 0))
    inplay: list[InPlay | None] = [records.get(i) for i in range(len(cards))]
    state = State(cards=cards, owner=owner, players=players, inplay=inplay,
                  turn=int(spec.get("turn", 3)), active=active, first=int(spec.get("first", 0)),
                  hand_size=int(spec.get("hand_size", 6)))
    start = spec.get("start", "main" if spec.get("house") else "house")
    if start == "main":
        state.house = House(spec["house"])
        state.step = Step.MAIN
        state.stack = [T.Main(seat=active)]
    elif start == "house":
        state.step = Step.CHOOSE
        state.stack = [T.ChooseHouse(seat=active)]
    elif start == "turn":
        state.turn -= 1
        state.stack = [T.BeginTurn()]
    else:
        raise InvalidSetup(f"unknown start {start!r}")
    advance(state)
    return state
