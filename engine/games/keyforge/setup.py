"""Deck validation and the starting state of a match (positions: see position.py).

A standard start puts every card in its owner's deck and waits on the coin; the coin then
queues the shuffles, the 7/6 draw and the mulligans (see `turn.coin`).
"""

from __future__ import annotations

from collections import Counter

from engine.events import Genesis
from engine.protocol import CardProblem, InvalidSetup

from .abilities.base import registry
from .cards import CARDS, CardId, House
from .state import Player, State
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
        counts = Counter(CARDS[c].house for c in deck)
        for h in houses:
            n = counts[h]
            if n != per_house:
                raise InvalidSetup(f"deck {seat} has {n} {h.value} cards, not {per_house}")
        if sum(counts[h] for h in set(houses)) != len(deck):  # some card of another house
            stray = sorted({CARDS[c].name for c in deck if CARDS[c].house not in houses})
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
