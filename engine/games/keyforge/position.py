"""Explicit positions of KeyForge: a match that starts from a described board.

A judge writes one by hand; cards by name or id, cards in play ready unless said, each card
owned by the seat whose zone lists it unless said (an upgrade: the seat of its creature):

    {"active": 0, "house": "Brobnar", "turn": 3,
     "seats": [{"battleline": ["Troll", {"card": "Krump", "damage": 2, "upgrades": ["Blood of Titans"]}],
                "amber": 4, "chains": 2, "deck": ["Punch", "Bumpsy"]},
               {"hand": ["Charette"], "keys": 1, "artifacts": [{"card": "Cannon", "exhausted": true}]}],
     "effects": [{"kind": "key cost", "seat": 1, "turn": 3, "amber": 2}]}

Zones list the deck top first, the battleline left to right, a discard pile bottom first.
`start` says where the turn stands: "main" (the default when `house` is given: the active
player's play, discard and use step), "house" (about to choose a house) or "turn" (the turn
is about to begin: its forge step runs first).

`to_position` exports any state exactly, so that a match started from it has the same
digest: every card numbered ("Troll #5", its instance), the pending work (`stack`, as the
state stores it) unless the match simply waits in the main step, and the per-turn
bookkeeping in `flags`.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Union

import msgspec

from engine.protocol import CardProblem, InvalidSetup
from engine.schema import described as _d

from .abilities.base import registry
from .cards import CARDS, CardType, House, by_name
from .flow import advance
from .state import CHOICE_RULE, Effect, InPlay, Player, REVISION, State, Step
from . import tasks as T

_NUMBERED = re.compile(r"^(.*?)\s*#\s*(\d+)$")
HAND_ZONES = ("deck", "hand", "archives", "discard", "purged", "resolving")
PLAY_ZONES = ("battleline", "artifacts")


class CardEntry(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A card outside play whose owner is not the seat listing it."""

    card: _d(str, 'The card: its name or id, or a label with its instance number ("Troll #5").')
    owner: _d(int | None, "The seat that owns it (default: the seat listing it).") = None


class InPlayEntry(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A creature or artifact in play, with what it carries."""

    card: _d(str, 'The card: its name or id, or a label with its instance number ("Troll #5").')
    owner: _d(int | None, "The seat that owns it (default: the seat listing it).") = None
    exhausted: _d(bool, "Whether it is exhausted (default: ready).") = False
    stunned: _d(bool, "Whether it is stunned.") = False
    damage: _d(int, "Damage on it.") = 0
    amber: _d(int, "Æmber it has captured.") = 0
    armor_used: _d(int, "Damage its armor already prevented this turn.") = 0
    power: _d(int, "+1 power counters on it.") = 0
    attacked: _d(bool, "Attacked already this turn (its elusive is spent).") = False
    doomed: _d(bool, "Damaged by poison: destroyed at the next check.") = False
    upgrades: _d(list[Union[str, CardEntry]], "Upgrades on it (owned by the seat listing it unless "
                                              "said).") = []
    beneath: _d(list[Union[str, CardEntry]], "Cards face down beneath it (Masterplan), owned by the seat "
                                             "listing it unless said.") = []


Entry = Union[str, CardEntry]
PlayEntry = Union[str, InPlayEntry]


class SeatPosition(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """One seat: its pools and zones."""

    name: _d(str | None, "The player's name (default: the one given to `new`).") = None
    houses: _d(list[House] | None, "The deck's three houses (default: the houses of the cards it "
                                   "owns).") = None
    amber: _d(int, "Æmber in its pool.") = 0
    keys: _d(int, "Keys forged (0 to 3).") = 0
    chains: _d(int, "Chains: while any remain, the draw step draws fewer cards (KF-chains-2).") = 0
    check: _d(bool, 'Announced "Check!": could forge a key at the start of the next turn.') = False
    deck: _d(list[Entry], "Its deck, top card first.") = []
    hand: _d(list[Entry], "Its hand.") = []
    archives: _d(list[Entry], "Its archives.") = []
    discard: _d(list[Entry], "Its discard pile, bottom card first.") = []
    purged: _d(list[Entry], "Its purged cards.") = []
    resolving: _d(list[Entry], "Action cards it is playing whose Play: ability has not finished "
                               "resolving (keyforge-7 on; they go to the discard pile after).") = []
    battleline: _d(list[PlayEntry], "Its creatures, left to right; each ready unless said.") = []
    artifacts: _d(list[PlayEntry], "Its artifacts.") = []


class Position(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """An explicit position of KeyForge (see the module docstring)."""

    seats: _d(list[SeatPosition], "The two seats, seat 0 first.") = msgspec.field(
        default_factory=lambda: [SeatPosition(), SeatPosition()])
    players: _d(list[str] | None, "The players' names (default: those given to `new`).") = None
    active: _d(int, "The active player's seat (0 or 1).") = 0
    first: _d(int, "The seat that took the first turn.") = 0
    turn: _d(int, "The turn number.") = 3
    house: _d(House | None, "The house the active player has chosen this turn.") = None
    start: _d(str | None, 'Where the turn stands: "main" (the default with `house`), "house" (about '
                          'to choose a house, the default without) or "turn" (before the forge '
                          "step).") = None
    hand_size: _d(int, "Option hand_size: the hand a draw step fills up to.") = 6
    effects: _d(list[Effect], 'Lasting effects: {"kind", "seat", "turn", ...} as the state stores them.') = []
    stack: _d(list[T.AnyTask] | None, "The pending work as the state stores it (null: as `start` "
                                      "says).") = None
    flags: _d(dict[str, Any], "Any other field of the state (per-turn bookkeeping, the end of the "
                              "match), by name.") = {}


_EXPLICIT = {"cards", "owner", "players", "inplay", "turn", "active", "first", "house",
             "effects", "stack", "hand_size", "choice_rule", "revision"}
"""State fields a position says in its own words (`choice_rule` and `revision` come from the
rules version that starts it); any other goes in `flags`."""


def parse(spec: Any) -> Position:
    """A Position from JSON-like data; InvalidSetup naming what is wrong."""
    if isinstance(spec, Position):
        return spec
    if not isinstance(spec, dict):
        raise InvalidSetup("a KeyForge position is a JSON object with `seats`")
    try:
        pos = msgspec.convert(spec, Position)
    except msgspec.ValidationError as exc:
        raise InvalidSetup(f"bad position: {exc}") from None
    if len(pos.seats) != 2:
        raise InvalidSetup(f"a KeyForge position has 2 seats, not {len(pos.seats)}")
    for key in ("active", "first"):
        if getattr(pos, key) not in (0, 1):
            raise InvalidSetup(f"position: `{key}` is a seat, 0 or 1")
    for seat, sp in enumerate(pos.seats):
        _counts_can_exist(seat, sp)
    return pos


def _counts_can_exist(seat: int, sp: SeatPosition) -> None:
    """Refuse pools and counters no match can have, naming the seat, the field and the card."""
    if not 0 <= sp.keys <= 3:
        raise InvalidSetup(f"seat {seat}'s `keys`: 0 to 3 (the third wins), not {sp.keys}")
    for key in ("amber", "chains"):
        if getattr(sp, key) < 0:
            raise InvalidSetup(f"seat {seat}'s `{key}` is 0 or more, not {getattr(sp, key)}")
    for zone in PLAY_ZONES:
        for e in getattr(sp, zone):
            if isinstance(e, InPlayEntry):
                for key in ("damage", "amber", "armor_used"):
                    if getattr(e, key) < 0:
                        raise InvalidSetup(f"{e.card} in seat {seat}'s {zone}: `{key}` is 0 or more, "
                                           f"not {getattr(e, key)}")


# -- reading -------------------------------------------------------------------------------

class _Cards:
    """Instance numbers for the cards of a position: fixed ones ("Troll #5") first, then the
    rest in the order listed."""

    def __init__(self) -> None:
        self.listed: list[tuple[str, int | None, int]] = []  # (card id, fixed number, owner)

    def add(self, ref: str, owner: int, where: str) -> int:
        """Register a card; returns its index in `listed` (resolved by `number` later)."""
        m = _NUMBERED.match(ref.strip())
        name, n = (m.group(1), int(m.group(2))) if m else (ref, None)
        self.listed.append((card_id(name, where), n, owner))
        return len(self.listed) - 1

    def numbers(self) -> list[int]:
        fixed = [n for _, n, _ in self.listed if n is not None]
        if len(set(fixed)) != len(fixed):
            dup = sorted({n for n in fixed if fixed.count(n) > 1})
            raise InvalidSetup(f"position: card number #{dup[0]} is given twice")
        free = iter(i for i in range(len(self.listed)) if i not in set(fixed))
        out = [n if n is not None else next(free) for _, n, _ in self.listed]
        if sorted(out) != list(range(len(out))):
            raise InvalidSetup(f"position: card numbers must run from #0 to #{len(out) - 1}")
        return out


def card_id(ref: str, where: str) -> str:
    """The card a position names by id or name; unknown or unimplemented: CardProblem."""
    ref = ref.strip()
    cid = ref if ref in CARDS else None
    if cid is None:
        try:
            cid = by_name(ref).id
        except KeyError:
            raise CardProblem(ref, "unknown", None, f"in {where}") from None
    if cid not in registry():
        raise CardProblem(ref, "not implemented", None, f"{CARDS[cid].name} ({cid}), in {where}")
    return cid


def build(spec: Any, players: list[str] | None = None,
          choice_rule: str | msgspec.UnsetType = CHOICE_RULE,
          revision: int | msgspec.UnsetType = REVISION) -> State:
    """The state a position describes (players: the genesis names, else the position's), for
    a match that follows `choice_rule` and `revision` (the current rules version's by default)."""
    pos = parse(spec)
    book = _Cards()
    zones: list[dict[str, list[int]]] = []
    records: dict[int, InPlayEntry] = {}
    attached: dict[int, list[int]] = {}
    under: dict[int, list[int]] = {}
    for seat, sp in enumerate(pos.seats):
        mine: dict[str, list[int]] = {}
        for zone in HAND_ZONES:
            mine[zone] = [_add(book, e, seat, f"seat {seat}'s {zone}") for e in getattr(sp, zone)]
        for zone in PLAY_ZONES:
            mine[zone] = []
            for e in getattr(sp, zone):
                entry = InPlayEntry(card=e) if isinstance(e, str) else e
                k = _add(book, CardEntry(card=entry.card, owner=entry.owner), seat, f"seat {seat}'s {zone}")
                records[k] = entry
                attached[k] = [_add(book, u, seat, f"the upgrades of {entry.card}") for u in entry.upgrades]
                under[k] = [_add(book, u, seat, f"the cards beneath {entry.card}") for u in entry.beneath]
                mine[zone].append(k)
        zones.append(mine)
    numbers = book.numbers()
    n = len(numbers)
    cards, owner = [""] * n, [0] * n
    for k, (cid, _, who) in enumerate(book.listed):
        cards[numbers[k]], owner[numbers[k]] = cid, who
    inplay: list[InPlay | None] = [None] * n
    for k, e in records.items():
        inplay[numbers[k]] = InPlay(exhausted=e.exhausted, stunned=e.stunned, damage=e.damage,
                                    amber=e.amber, armor_used=e.armor_used, power=e.power, attacked=e.attacked,
                                    doomed=e.doomed, upgrades=[numbers[u] for u in attached[k]])
        if under[k]:  # else unset, as in a state that never had a card beneath it
            inplay[numbers[k]].beneath = [numbers[u] for u in under[k]]
    names = list(players or pos.players or [])
    out_players = []
    for seat, sp in enumerate(pos.seats):
        for k in zones[seat]["battleline"]:
            if CARDS[cards[numbers[k]]].type is not CardType.CREATURE:
                raise InvalidSetup(f"position: {CARDS[cards[numbers[k]]].name} in seat {seat}'s "
                                   f"battleline is not a creature")
        houses = list(sp.houses) if sp.houses is not None else sorted(
            {CARDS[c].house for c, o in zip(cards, owner) if o == seat}, key=list(House).index)
        name = names[seat] if seat < len(names) else (sp.name or f"P{seat}")
        listed = {z: [numbers[k] for k in ks] for z, ks in zones[seat].items()}
        if not listed["resolving"]:  # unset, as in a state that never had an action resolving
            del listed["resolving"]
        out_players.append(Player(
            name=name, houses=houses, amber=sp.amber, keys=sp.keys, chains=sp.chains, check=sp.check,
            **listed))
    state = State(cards=cards, owner=owner, players=out_players, inplay=inplay, turn=pos.turn,
                  active=pos.active, first=pos.first, hand_size=pos.hand_size, effects=list(pos.effects))
    _start(state, pos)
    _flags(state, pos.flags)
    state.choice_rule = choice_rule
    state.revision = revision
    advance(state)
    return state


def _add(book: _Cards, e: Entry, seat: int, where: str) -> int:
    if isinstance(e, str):
        return book.add(e, seat, where)
    owner = seat if e.owner is None else e.owner
    if owner not in (0, 1):
        raise InvalidSetup(f"position: owner {owner} of {e.card} in {where} is not a seat")
    return book.add(e.card, owner, where)


def _start(state: State, pos: Position) -> None:
    if pos.stack is not None:
        state.house = pos.house
        state.stack = list(pos.stack)
        return
    start = pos.start or ("main" if pos.house else "house")
    if start == "main":
        if pos.house is None:
            raise InvalidSetup("position: start \"main\" needs the chosen `house`")
        state.house = pos.house
        state.step = Step.MAIN
        state.stack = [T.Main(seat=state.active)]
    elif start == "house":
        state.step = Step.CHOOSE
        state.stack = [T.ChooseHouse(seat=state.active)]
    elif start == "turn":
        state.turn -= 1
        state.stack = [T.BeginTurn()]
    else:
        raise InvalidSetup(f"position: unknown start {start!r} (main, house or turn)")


def _flags(state: State, flags: dict[str, Any]) -> None:
    fields = _state_fields()
    for key, value in flags.items():
        if key not in fields or key in _EXPLICIT:
            raise InvalidSetup(f"position: unknown flag {key!r}")
        try:
            setattr(state, key, msgspec.convert(value, fields[key].type))
        except msgspec.ValidationError as exc:
            raise InvalidSetup(f"position: flag {key}: {exc}") from None


@functools.cache
def _state_fields() -> dict[str, msgspec.structs.FieldInfo]:
    """The state's fields by name, read once (msgspec evaluates the annotations on every call)."""
    return {f.name: f for f in msgspec.structs.fields(State)}


# -- writing -------------------------------------------------------------------------------

def to_position(state: State) -> dict:
    """The state as a position that starts a match with exactly this state (same digest)."""
    def label(c: int) -> str:
        return f"{CARDS[state.cards[c]].name} #{c}"

    def entry(c: int, seat: int) -> Entry:
        return label(c) if state.owner[c] == seat else CardEntry(card=label(c), owner=state.owner[c])

    def in_play(c: int, seat: int) -> PlayEntry:
        ip = state.inplay[c] or InPlay()
        e = InPlayEntry(card=label(c), owner=None if state.owner[c] == seat else state.owner[c],
                        exhausted=ip.exhausted, stunned=ip.stunned, damage=ip.damage, amber=ip.amber,
                        armor_used=ip.armor_used, power=ip.power, attacked=ip.attacked, doomed=ip.doomed,
                        upgrades=[entry(u, seat) for u in ip.upgrades],
                        beneath=[entry(u, seat) for u in ip.beneath or ()])
        return e.card if e == InPlayEntry(card=e.card) else e

    seats = []
    for seat, p in enumerate(state.players):
        sp = SeatPosition(houses=list(p.houses), amber=p.amber, keys=p.keys, chains=p.chains,
                          check=p.check,
                          **{z: [entry(c, seat) for c in getattr(p, z) or ()] for z in HAND_ZONES},
                          **{z: [in_play(c, seat) for c in getattr(p, z)] for z in PLAY_ZONES})
        seats.append(sp)
    plain_main = (state.step is Step.MAIN and state.house is not None and len(state.stack) == 1
                  and state.stack[0] == T.Main(seat=state.active))
    pos = Position(seats=seats, players=[p.name for p in state.players], active=state.active,
                   first=state.first, turn=state.turn, house=state.house, hand_size=state.hand_size,
                   effects=list(state.effects), stack=None if plain_main else list(state.stack),
                   start="main" if plain_main else None)
    reread = State(cards=[], owner=[], players=[])
    flags = {}
    for f in _state_fields().values():
        if f.name in _EXPLICIT:
            continue
        value = getattr(state, f.name)
        if plain_main and f.name == "step":
            continue  # start "main" sets it
        if value != getattr(reread, f.name):
            flags[f.name] = msgspec.to_builtins(value)
    pos.flags = flags
    return msgspec.to_builtins(pos)

