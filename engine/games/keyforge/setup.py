"""Deck validation and the starting state of a match (positions: see position.py).

A standard start puts every card in its owner's deck and waits on the coin; the coin then
queues the shuffles, the 7/6 draw and the mulligans (see `turn.coin`).
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter

from engine.events import Genesis
from engine.protocol import CardProblem, InvalidSetup

from .abilities.base import registry
from .cards import CARDS, HOUSES, CardId, House
from .state import Player, State
from . import tasks as T

DECK_SIZE = 36
HOUSES_PER_DECK = 3
OPTION_KEYS = {"hand_size", "deck_size", "strict_decks", "houses0", "houses1"}
_HOUSE = attrgetter("house")


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


def deck_houses(deck: list[str], seat: int, options: dict,
                counts: Counter | None = None) -> list[House]:
    """The deck's houses: from options `houses<seat>` ("Brobnar,Dis,Logos") or its cards
    (`counts`: its cards by house, when the caller has counted them already)."""
    given = options.get(f"houses{seat}")
    if isinstance(given, str) and given:
        try:
            return [House(h.strip().capitalize()) for h in given.split(",")]
        except ValueError:
            raise InvalidSetup(f"option houses{seat}: {given!r} names an unknown house") from None
    # (maps rather than a comprehension: every match's start asks this of both decks)
    found = counts.keys() if counts is not None else set(
        map(_HOUSE, map(CARDS.__getitem__, filter(CARDS.__contains__, deck))))
    return sorted(found, key=HOUSES.index)


def implemented(card: CardId) -> bool:
    """Whether this engine plays the card: its abilities are registered (keywords-only cards too)."""
    return card in registry()


def validate_decks(decks: list[list[str]], options: dict) -> list[list[House]] | None:
    """Refuse unknown card ids and (unless strict_decks is False) malformed decks (KF-deck-1).
    Returns each deck's houses (`deck_houses`) when it worked them out (strict decks)."""
    if len(decks) != 2:
        raise InvalidSetup(f"KeyForge is played by 2 players, got {len(decks)} decks")
    for seat, deck in enumerate(decks):
        ids = set(deck)  # every match's start checks both decks: the usual answer in one test
        if ids <= CARDS.keys() and ids <= registry().keys():
            continue
        for i, c in enumerate(deck):
            if c not in CARDS:
                raise CardProblem(c, "unknown", i, f"deck {seat}: not a Call of the Archons card id")
            if not implemented(c):
                raise CardProblem(c, "not implemented", i,
                                  f"deck {seat}: {CARDS[c].name} ({c})")
    if not options.get("strict_decks", True):
        return None
    size = options.get("deck_size", DECK_SIZE)
    per_house = size // HOUSES_PER_DECK
    each = []
    for seat, deck in enumerate(decks):
        if len(deck) != size:
            raise InvalidSetup(f"deck {seat} has {len(deck)} cards, not {size}")
        # Its cards counted by house once, for its houses and their counts both (every
        # match's start, a trusted replay's too: a second pass was a quarter of the start).
        counts = Counter(map(_HOUSE, map(CARDS.__getitem__, deck)))  # (every id known: above)
        houses = deck_houses(deck, seat, options, counts)
        if len(houses) != HOUSES_PER_DECK:
            raise InvalidSetup(f"deck {seat} has cards of {len(houses)} houses "
                               f"({', '.join(h.value for h in houses)}), not {HOUSES_PER_DECK}")
        each.append(houses)
        for h in houses:
            n = counts[h]
            if n != per_house:
                raise InvalidSetup(f"deck {seat} has {n} {h.value} cards, not {per_house}")
        if sum(counts[h] for h in set(houses)) != len(deck):  # some card of another house
            stray = sorted({CARDS[c].name for c in deck if CARDS[c].house not in houses})
            raise InvalidSetup(f"deck {seat} has cards outside its houses: {', '.join(stray)}")
    return each


def new_state(genesis: Genesis) -> State:
    """Every card in its owner's deck, in the genesis order; instances numbered seat by seat."""
    options = dict(genesis.options)
    houses = validate_decks(genesis.decks, options)
    cards: list[str] = []
    owner: list[int] = []
    players = []
    # Whole lists at a time (every match's start; a loop per card cost ~1,400 bytecodes).
    for seat, (name, deck) in enumerate(zip(genesis.players, genesis.decks)):
        first = len(cards)
        cards.extend(deck)
        owner.extend([seat] * len(deck))
        players.append(Player(name=name, deck=list(range(first, len(cards))),
                              houses=houses[seat] if houses else deck_houses(deck, seat, options)))
    return State(cards=cards, owner=owner, players=players, stack=[T.Coin()],
                 inplay=[None] * len(cards),
                 hand_size=int(options.get("hand_size", 6)))
