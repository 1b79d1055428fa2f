"""The state of a Reaper match: a msgspec.Struct tree of plain values.

Card instances are ints (indexes into `State.cards`, which holds each instance's current
face). Zones are lists of instances; a Grimoire's position 0 is its top. A card in play has
an `InPlay` record; a Soul in a Soul Pool is a `Soul` (face down unless claimed or revealed).
"""

from __future__ import annotations

import enum
from typing import ClassVar

import msgspec

from engine.events import Seat
from engine.kit.deck import DealerLuck, TableLuck

from .cards import CARDS, FIGHTERS, CardFacts, CardType
from .tasks import AnyTask


class Zone(str, enum.Enum):
    GRIMOIRE = "grimoire"
    HAND = "hand"
    ANGELS = "angels"
    THRALLS = "thralls"
    SOUL_POOL = "soul pool"
    DISCARD = "discard"


class InPlay(msgspec.Struct, gc=False):
    """What a card in play carries; damage, grace and boost clear at the end of each turn.

    gc=False (as Soul, and the tasks: see tasks.py): it holds numbers and flags only, so it
    cannot be part of a reference cycle, and an untracked struct costs less to make."""

    exhausted: bool = False
    damage: int = 0
    grace: int = 0
    """Health gained until end of turn (gracing, mending)."""
    boost: int = 0
    """Attack gained until end of turn."""
    entered: int = 0
    """The turn it came into play (0: before the first turn): in play since the start of
    turn T exactly when entered < T."""


class Soul(msgspec.Struct, gc=False):
    """A card in a Soul Pool: reaped face down (seen by nobody), or claimed face up."""

    card: int
    face_up: bool = False
    bound: bool = False


class Player(msgspec.Struct):
    name: str
    grimoire: list[int] = []
    hand: list[int] = []
    angels: list[int] = []
    """Angel cards in play: Creed, Reaper, Scythe (or their Arch forms), then Malakhim."""
    thralls: list[int] = []
    souls: list[Soul] = []
    discard: list[int] = []


class State(msgspec.Struct, DealerLuck):
    """A match under reaper-3 or older (game.VERSIONS); later versions' states are subclasses
    with the same fields, so each version's states encode as that version's always did."""

    cards: tuple[str, ...]
    """Instance -> the card id of its current face. A tuple, replaced whole when a face
    changes (`set_face`): the digest keeps these and the owners encoded between digests
    (`Reaper.digest_head`) and must see that they are still the same, which for a tuple it
    kept is one identity test, for a list an item-by-item comparison with a private copy
    (0.7 us of a 5 us digest, paired rounds, nineteenth pass). The same bytes either way."""
    owner: tuple[Seat, ...]
    """Instance -> the seat whose Grimoire (or Angel cards) it started in (a tuple: see
    `cards`)."""
    players: list[Player]
    inplay: list[InPlay | None] = []
    turn: int = 0
    """Turns begun so far (each player's turn counts one); 0 during setup."""
    active: Seat = 0
    first: Seat = 0
    stack: list[AnyTask] = []
    winner: Seat | None = None
    over: str = ""
    over_rule: str = ""
    max_turns: int = 40
    empty_loses: bool = False
    revision: ClassVar[int] = 3
    """The newest rules version (reaper-N) whose fixes the fold applies (`follows`); a class
    attribute, not a field: a field would change how every older state encodes."""
    inplay_record: ClassVar[type] = InPlay
    """The record type this version's states hold for a card in play (reaper-9: `InPlay9`):
    the engine makes a card's record as `state.inplay_record(...)`, so each version's states
    hold one kind and encode as that version's always did."""
    soul_record: ClassVar[type] = Soul
    """The record type of a Soul in a Soul Pool (reaper-9: `Soul9`)."""
    player_record: ClassVar[type] = Player
    """The record type of a player (reaper-9: `Player9`)."""


class TableState(State, kw_only=True):
    """A state of a table-luck match: `State` and the book of unseen cards (kit.deck.at_table)."""

    table: TableLuck  # type: ignore[assignment]


class State4(State):
    """A match under reaper-4: a Rite waits, out of every zone, until its effect is done."""

    revision: ClassVar[int] = 4


class TableState4(State4, kw_only=True):
    """A state of a table-luck match under reaper-4."""

    table: TableLuck  # type: ignore[assignment]


class State5(State4):
    """A match under reaper-5: faces are chosen as the Angel cards are laid out, before the
    shuffle; a player who graces keeps their sudden chance; any reap opens Soul Theft's window."""

    revision: ClassVar[int] = 5


class TableState5(State5, kw_only=True):
    """A state of a table-luck match under reaper-5."""

    table: TableLuck  # type: ignore[assignment]


class State6(State5):
    """A match under reaper-6: the cards both players know though they lie face down or in a
    Grimoire (RPR-reap-known): a Soul burned face up goes to the bottom of its Grimoire in
    sight of both, and stays known when it is reaped again, face down."""

    known: list[int] = []
    """Card instances in a Grimoire, or face down in a Soul Pool (reaper-7: or in a hand),
    whose card both players know (burned face up, RPR-burn-1); a card leaves the list when it
    turns face up or is played (reaper-6: also when it is drawn). In instance order (a
    position exported and read back lists them so)."""
    revision: ClassVar[int] = 6


class TableState6(State6, kw_only=True):
    """A state of a table-luck match under reaper-6."""

    table: TableLuck  # type: ignore[assignment]


class State7(State6):
    """A match under reaper-7: a known card drawn into a hand stays known to both players
    (RPR-reap-known: the opponent saw it go to the bottom of the Grimoire and saw it drawn)."""

    revision: ClassVar[int] = 7


class TableState7(State7, kw_only=True):
    """A state of a table-luck match under reaper-7."""

    table: TableLuck  # type: ignore[assignment]


class State8(State7):
    """A match under reaper-8: a table shuffling a written position's Grimoires leaves the
    cards both players know where they are (RPR-reap-known, RPR-table-unseen)."""

    revision: ClassVar[int] = 8


class TableState8(State8, kw_only=True):
    """A state of a table-luck match under reaper-8."""

    table: TableLuck  # type: ignore[assignment]


class InPlay9(InPlay, array_like=True, gc=False):
    """reaper-9's `InPlay`: the same fields, encoded as an array of their values in declared
    order (exhausted, damage, grace, boost, entered) rather than a map naming them
    (RPR-layout-9: what the digest commits to).

    Why (docs/performance.md, twenty-first pass): the audit digests the state after every
    event and a card's record changes at four events in five (reaping and attacking exhaust,
    damage, grace, a card played), so the 15-20 records in play were encoded and hashed at
    every event, three quarters of their 0.66 kB the five field names."""


class Soul9(Soul, array_like=True, gc=False):
    """reaper-9's `Soul`: encoded as [card, face_up, bound] (see `InPlay9`)."""


class Player9(Player, array_like=True):
    """reaper-9's `Player`: encoded as [name, grimoire, hand, angels, thralls, souls, discard]
    (see `InPlay9`), its Souls `Soul9`."""

    souls: list[Soul9] = []


class State9(State8):
    """A match under reaper-9: the same rules as reaper-8; a player, a Soul and a card in
    play are encoded as arrays of their values, not maps naming them (`InPlay9`), so a state
    is 0.6 kB shorter (the digest still SHA-256 of the whole state's canonical encoding)."""

    players: list[Player9]
    inplay: list[InPlay9 | None] = []
    revision: ClassVar[int] = 9
    inplay_record: ClassVar[type] = InPlay9
    soul_record: ClassVar[type] = Soul9
    player_record: ClassVar[type] = Player9


class TableState9(State9, kw_only=True):
    """A state of a table-luck match under reaper-9."""

    table: TableLuck  # type: ignore[assignment]


def typed_records(state: State) -> State:
    """`state` with every player, Soul and card-in-play record of its version's types (a
    state built by the set-up or a written position holds the plain ones; reaper-9 encodes
    its own as arrays, so one record of another type would change its digest)."""
    cls = type(state)
    player, soul, record = cls.player_record, cls.soul_record, cls.inplay_record
    state.players = [p if type(p) is player else player(**{
        **msgspec.structs.asdict(p),
        "souls": [s if type(s) is soul else soul(*msgspec.structs.astuple(s)) for s in p.souls]})
        for p in state.players]
    state.inplay = [r if r is None or type(r) is record else record(*msgspec.structs.astuple(r))
                    for r in state.inplay]
    return state


def follows(state: State, revision: int) -> bool:
    """Whether the match folds by the fixes of reaper-`revision` or later (4: RPR-rite's Rite
    goes to the discard pile only once its effect, windows and all, is done; 5: RPR-setup-face,
    RPR-sudden-grace and RPR-sudden-reap; 6: RPR-reap-known, `State6.known`; 7: a known card
    drawn stays known in the hand, RPR-reap-known; 8: a table leaves known cards out of the
    unseen, RPR-table-unseen; 9: no rule changed, its records encode as arrays, `State9`)."""
    return state.revision >= revision


def unseen(state: State, seat: Seat) -> list[int]:
    """The cards of a seat that a table may not have seen: its Grimoire and its face-down
    Souls, reaped without looking (RPR-table-unseen: one pool, nobody saw which is which)."""
    p = state.players[seat]
    return p.grimoire + [s.card for s in p.souls if not s.face_up]


# -- reading the state ------------------------------------------------------------------
# (the helpers below read the card table directly, not through `card_of`: the fold calls
# them for most events, and a Python call costs more than the lookup itself)

def set_face(state: State, inst: int, card_id: str) -> None:
    """Card instance `inst` now shows `card_id` (a face chosen, turned, or a Thrall's front
    again out of play): `state.cards` is a tuple, replaced whole (see `State.cards`)."""
    cards = state.cards
    state.cards = (*cards[:inst], card_id, *cards[inst + 1:])


def card_of(state: State, inst: int) -> CardFacts:
    return CARDS[state.cards[inst]]


def name_of(state: State, inst: int) -> str:
    return CARDS[state.cards[inst]].title


def opponent(seat: Seat) -> Seat:
    return 1 - seat


def controller(state: State, inst: int) -> Seat | None:
    """The seat a card in play is enthralled to (Thralls) or belongs to (Angel cards)."""
    for seat, p in enumerate(state.players):
        if inst in p.thralls or inst in p.angels:
            return seat
    return None


def is_thrall_in_play(state: State, inst: int) -> bool:
    for p in state.players:  # a plain loop: asked at every grace window and attack
        if inst in p.thralls:
            return True
    return False


def all_thralls(state: State) -> list[int]:
    """Every Thrall in play, the turn player's first."""
    a = state.active
    return list(state.players[a].thralls) + list(state.players[1 - a].thralls)


def attack(state: State, inst: int) -> int:
    ip = state.inplay[inst]
    return max(0, CARDS[state.cards[inst]].attack + (ip.boost if ip else 0))


def health(state: State, inst: int) -> int:
    ip = state.inplay[inst]
    return CARDS[state.cards[inst]].health + (ip.grace if ip else 0)


def exhausted(state: State, inst: int) -> bool:
    ip = state.inplay[inst]
    return ip is None or ip.exhausted


def is_fighter(state: State, inst: int) -> bool:
    """A Reaper, Scythe or Malakhim (Arch forms included): may attack and grace."""
    return CARDS[state.cards[inst]].type in FIGHTERS


def since_turn_start(state: State, inst: int) -> bool:
    ip = state.inplay[inst]
    return ip is not None and ip.entered < state.turn


def is_creed(state: State, inst: int) -> bool:
    return card_of(state, inst).type in (CardType.CREED, CardType.ARCHCREED)
