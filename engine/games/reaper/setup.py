"""Options, deck validation and the starting state of a standard match."""

from __future__ import annotations

from collections import Counter

from engine.events import Genesis
from engine.protocol import InvalidSetup

from .cards import ARCH_TYPES, CARDS, GRIMOIRE_TYPES, START_SLOTS, facts
from .state import InPlay, Player, State
from .turn import setup_tasks

GRIMOIRE_SIZE = 40
"""RPR-deck-size: Deck Building's forty, not Setup's fifty (option `grimoire_size`)."""
OPTIONS = {"grimoire_size": int, "max_turns": int, "empty_grimoire": str, "strict_decks": bool}
NO_LIMIT = 0
"""Option max_turns 0: no turn limit (RPR-turn-limit), the default since reaper-3."""
SELF_PLAY_TURNS = 40
"""The turn limit self-play records in its matches' options: random play may never complete a
Creed (RPR-turn-limit)."""


def check_options(options: dict, max_turns: int = NO_LIMIT) -> dict:
    """The options with defaults filled in (`max_turns`: the rules version's default);
    raises InvalidSetup naming a bad one."""
    for key, value in options.items():
        kind = OPTIONS.get(key)
        if kind is None:
            raise InvalidSetup(f"unknown Reaper option {key!r} (known: {', '.join(sorted(OPTIONS))})")
        if kind is int:
            least = NO_LIMIT if key == "max_turns" else 1
            if not isinstance(value, int) or isinstance(value, bool) or value < least:
                raise InvalidSetup(f"option {key} must be a whole number of at least {least}"
                                   + (" (0: no limit)" if key == "max_turns" else ""))
        elif not isinstance(value, kind):
            raise InvalidSetup(f"option {key} must be {kind.__name__}")
    empty = options.get("empty_grimoire", "skip")
    if empty not in ("skip", "lose"):
        raise InvalidSetup(f"option empty_grimoire must be 'skip' or 'lose', not {empty!r}")
    return {"grimoire_size": GRIMOIRE_SIZE, "max_turns": max_turns,
            "empty_grimoire": "skip", "strict_decks": True, **options}


def split_deck(deck: list[str], seat: int) -> tuple[list[str], list[str]]:
    """(Angel cards in slot order: Creed, Reaper, Scythe; Grimoire cards); RPR-deck-1.

    Every match's start splits two decks, so each distinct card id is looked at once (a deck
    of 43 cards holds about 20), in the order each first appears in the deck."""
    unknown = sorted(set(deck).difference(CARDS))
    if unknown:
        raise InvalidSetup(f"deck {seat}: unknown card ids: {', '.join(unknown)}")
    counts = Counter(deck)  # id -> copies, in order of first appearance
    kinds = {c: CARDS[c].type for c in counts}
    angels = []
    for slot in START_SLOTS:
        found = [c for c, kind in kinds.items() if kind in slot]
        n = sum(counts[c] for c in found)
        if n != 1:
            raise InvalidSetup(f"deck {seat} has {n} {slot[0].value} cards, not exactly 1 "
                               "[RPR-deck-1]")
        angels.append(found[0])
    for c in angels:
        if facts(c).type in ARCH_TYPES:
            raise InvalidSetup(f"deck {seat}: {facts(c).title} is an Arch card and cannot start "
                               "in play [RPR-arch]")
        if facts(c).is_back:  # a two-sided card whose other face may start: chosen at setup
            raise InvalidSetup(f"deck {seat}: list {facts(facts(c).back).title}, the front face "
                               f"of {facts(c).title}: the face it starts with is chosen as it is "
                               "laid out [RPR-setup-face]")
    extra = [facts(c).title for c, kind in kinds.items()
             if kind not in GRIMOIRE_TYPES and c not in angels]
    if extra:
        raise InvalidSetup(f"deck {seat}: {', '.join(sorted(set(extra)))} cannot go in a Grimoire "
                           "[RPR-deck-grimoire]")
    backs = sorted({facts(c).title for c in kinds if c not in angels and facts(c).is_back})
    if backs:
        raise InvalidSetup(f"deck {seat}: list the front face, not {', '.join(backs)} [RPR-deck-grimoire]")
    # every card is now one of the three Angel cards (once each) or of a Grimoire type
    rest = list(deck)
    for c in angels:
        rest.remove(c)
    return angels, rest


def validate_grimoire(grimoire: list[str], seat: int, options: dict) -> None:
    """RPR-deck-size and RPR-deck-pages."""
    size = options["grimoire_size"]
    if len(grimoire) != size:
        raise InvalidSetup(f"deck {seat} has a Grimoire of {len(grimoire)} cards, not {size} [RPR-deck-size]")
    # copies by title (two ids may share one), counted per distinct id first, in the order
    # each title first appears; a title's Max Grimoire Pages are its first card's
    pages_of: dict[str, int] = {}
    copies: dict[str, int] = {}
    for cid, n in Counter(grimoire).items():
        title, pages = _TITLE_PAGES[cid]
        if title not in pages_of:
            pages_of[title] = pages
        copies[title] = copies.get(title, 0) + n
    for title, n in copies.items():
        pages = pages_of[title]
        if n > pages:
            raise InvalidSetup(f"deck {seat} has {n} copies of {title}; its Max Grimoire Pages is "
                               f"{pages} [RPR-deck-pages]")


_TITLE_PAGES = {c.id: (c.title, c.pages) for c in CARDS.values()}
"""Each card id's title and Max Grimoire Pages (`validate_grimoire`, at every match's start)."""


def validate_decks(decks: list[list[str]], options: dict) -> list[tuple[list[str], list[str]]]:
    """Each deck split (`split_deck`), its Grimoire checked unless option strict_decks is off."""
    if len(decks) != 2:
        raise InvalidSetup(f"Reaper is played by 2 players, got {len(decks)} decks")
    split = []
    for seat, deck in enumerate(decks):
        split.append(split_deck(deck, seat))
        if options["strict_decks"]:
            validate_grimoire(split[-1][1], seat, options)
    return split


def new_state(genesis: Genesis, options: dict, faces_first: bool = False) -> State:
    """Every seat's Angel cards in play, its Grimoire unshuffled; the setup tasks on the stack
    (`faces_first`: reaper-5's order, see `turn.setup_tasks`)."""
    split = validate_decks(genesis.decks, options)
    cards: list[str] = []
    owner: list[int] = []
    inplay: list[InPlay | None] = []
    players = []
    # instances numbered seat by seat, Angel cards first (in play, each with its record)
    for seat, (name, (angels, grimoire)) in enumerate(zip(genesis.players, split)):
        first = len(cards)
        middle = first + len(angels)
        players.append(Player(name=name, angels=list(range(first, middle)),
                              grimoire=list(range(middle, middle + len(grimoire)))))
        cards += angels
        cards += grimoire
        owner += [seat] * (len(angels) + len(grimoire))
        inplay += [InPlay() for _ in angels]
        inplay += [None] * len(grimoire)
    state = State(cards=tuple(cards), owner=tuple(owner), players=players, inplay=inplay,
                  max_turns=options["max_turns"], empty_loses=options["empty_grimoire"] == "lose")
    state.stack = setup_tasks(state, faces_first)
    return state
