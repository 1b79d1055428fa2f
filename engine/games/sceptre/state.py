"""The Sceptre state: a value (msgspec structs) that encodes, digests and clones.

Cards are instances numbered from 0 (`State.cards[i]` is the card id of instance i,
`State.owner[i]` its owner). A Champion in the arena is a `Unit` carrying what is attached
to it. Face-down cards are the arena cards not in `State.revealed`.
"""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.kit import Task
from engine.kit.deck import DealerLuck, TableLuck

from .cards import CARDS, Card, Condition


class Mod(msgspec.Struct, frozen=True):
    """A stat change from an effect, until the end of turn `until` (0: while it lasts)."""

    stat: str
    value: int
    until: int = 0
    source: int = -1
    """The card instance that makes it (discarded when the effect expires), or -1."""


class Unit(msgspec.Struct):
    """A Champion in the arena and what is attached to it."""

    card: int
    squires: list[int] = []
    coins: list[int] = []
    gear: list[int] = []
    damage: int = 0
    conditions: list[Condition] = []
    disarmed_until: int = 0
    """The turn at whose end Disarm is cured (rule 47)."""
    stuck: bool = False
    """A failed Dazed roll: it can take no action this turn."""
    used: int = 0
    """The turn its once-per-turn Ability was last used."""
    mods: list[Mod] = []
    """Effects on this Champion alone ("opposing Champion" effects, rule 21)."""


class Side(msgspec.Struct):
    """One player's cards and per-turn allowances."""

    deck: list[int]
    hand: list[int] = []
    discard: list[int] = []
    blood: list[int] = []
    """Face-down Blood Cards still to collect (rule 6), top first."""
    collected: int = 0
    combat: Unit | None = None
    garrison: list[Unit] = []
    traps: list[int] = []
    """Face-down Traps, left to right from their player's side."""
    gate: int | None = None
    exterior: int | None = None
    exterior_left: int = 0
    """Turns left of an Exterior that lasts a number of turns (counted while active)."""
    coin_done: bool = False
    extra_coins: int = 0
    dead_hands: int = 0
    combat_mods: list[Mod] = []
    """Effects on the in-combat position, whoever holds it (rule 21)."""


# -- tasks: the pending work, a stack of values (engine.kit.stack) ---------------------------
class Shuffle(Task, tag="shuffle"):
    seat: int


class Deal(Task, tag="deal"):
    seat: int


class Settle(Task, tag="settle"):
    """Set the Blood Cards aside once the hands are settled (sceptre-1 and -2: the 4th dead
    hand gives the first Blood Card)."""


class Settle3(Task, tag="settle-3"):
    """As `Settle`, from sceptre-3: `award` is the dead hand that gives the opponent its
    first Blood Card (SC-dead-hand, the genesis option `dead_hand_blood`)."""

    award: int


class Starter(Task, tag="starter"):
    seat: int


class FirstRoll(Task, tag="first-roll"):
    rolls: list[int] = []


class BeginTurn(Task, tag="begin-turn", frozen=True):
    seat: int


class Main(Task, tag="main", frozen=True):
    """Frozen (as `FinishAttack`, `Deaths` and `EndTurn`): one value per seat is shared by
    every turn (`MAINS`), never changed in place."""

    seat: int


class AttackRoll(Task, tag="attack-roll"):
    seat: int
    attack: int
    target: int
    penalty: int = 0


class DamageRolls(Task, tag="damage-rolls"):
    seat: int
    attack: int
    target: int
    left: int
    total: int = 0


class EffectRoll(Task, tag="effect-roll"):
    seat: int
    target: int
    condition: Condition
    need: int


class FinishAttack(Task, tag="finish-attack", frozen=True):
    seat: int
    attack: int


class RetreatAsk(Task, tag="retreat-ask"):
    seat: int
    card: int
    fails: int = 0
    rolled: bool = False


class RetreatRoll(Task, tag="retreat-roll"):
    seat: int
    card: int
    fails: int
    mine: int = -1


class Bring(Task, tag="bring"):
    seat: int
    rule: str
    exclude: int = -1
    """The Champion that just left combat: a new one must enter (rule 49)."""


class Deaths(Task, tag="deaths", frozen=True):
    first: int
    """The seat whose kills count first (the attacker, rule 31)."""


class MoveSquires(Task, tag="move-squires"):
    seat: int
    squires: list[int]


class Replace(Task, tag="replace"):
    seat: int


class TrapAsk(Task, tag="trap-ask"):
    seat: int
    card: int
    target: int = -1


class EndTurn(Task, tag="end-turn", frozen=True):
    seat: int
    attacked: bool = False


MAINS = (Main(seat=0), Main(seat=1))
BEGINS = (BeginTurn(seat=0), BeginTurn(seat=1))
ENDS = (EndTurn(seat=0), EndTurn(seat=1))
ATTACK_ENDS = (EndTurn(seat=0, attacked=True), EndTurn(seat=1, attacked=True))
FINISHES = ((FinishAttack(seat=0, attack=0), FinishAttack(seat=0, attack=1)),
            (FinishAttack(seat=1, attack=0), FinishAttack(seat=1, attack=1)))
DEATHS = (Deaths(first=0), Deaths(first=1))
"""The frozen tasks the fold pushes most (each turn's start and step, a turn's end with or
without an attack, each attack's finish, the deaths after it), one value each shared by every state: a task is a value and these are never
changed in place, and making one is a Struct with its fields checked (about 0.2 us)."""


class DazedRoll(Task, tag="dazed-roll"):
    queue: list[int]
    next: int


class Search(Task, tag="search"):
    """A search of the deck made (Royal Levy, sceptre-8): its player, who has now looked
    through the deck, selects the Coin to take, or none (SC-search-blind); the deck is
    shuffled after."""

    seat: int


AnyTask = (Shuffle | Deal | Settle | Settle3 | Starter | FirstRoll | BeginTurn | Main | AttackRoll
           | DamageRolls | EffectRoll | FinishAttack | RetreatAsk | RetreatRoll | Bring | Deaths
           | MoveSquires | Replace | TrapAsk | EndTurn | DazedRoll | Search)


class State(msgspec.Struct, DealerLuck):
    cards: tuple[str, ...]
    """The card id of each instance. A tuple: a match never changes it under the dealer's luck,
    and the digest's head (`Sceptre.digest_head`) then compares it by identity, where a list
    was compared item by item with a private copy at every digest (about 3,700 instructions,
    0.5 us a digest). At a table the book names unseen cards by swapping ids: the kit's
    `deck.fold_at_table(names="cards")` swaps them on a list for the event and sets back a
    tuple (encoded alike: an array)."""
    owner: tuple[int, ...]
    """The seat owning each instance; a tuple for the same reason."""
    players: list[str]
    sides: list[Side]
    stack: list[AnyTask] = []
    turn: int = 0
    active: int = 0
    first: int = -1
    arena: int | None = None
    revealed: list[int] = []
    wounds: tuple[int, ...] = ()
    """Damage on Squires, by instance (0 for every other card). A tuple, replaced whole when a
    Squire is hurt or leaves the arena (`set_wounds`): few events change it, and the digest
    then keeps its bytes (140 numbers) by identity (`Sceptre10.digest_kept`; from sceptre-11
    they are in the digest's head, `State11`) instead of encoding them after every event
    (encoded alike: an array)."""
    quiet: int = 0
    """Turns in a row ended without an attack while both decks are empty (rule 29)."""
    winner: int | None = None
    over: str = ""
    over_rule: str = ""
    version: ClassVar[int] = 1
    """The rules version (sceptre-N) whose fold the match follows (`since`); a class
    attribute, not a field, so a version's states encode as that version's always did."""
    side_type: ClassVar[type[Side]] = Side
    """The struct of a seat's side in this version's states (`Side11` from sceptre-11: the
    layout its digest commits to); made by set-up and positions through this name."""
    unit_type: ClassVar[type[Unit]] = Unit
    """The struct of a Champion in the arena in this version's states (`Unit11` from
    sceptre-11); made by the fold (a Champion placed or brought into combat) through this
    name."""

    def card(self, i: int) -> Card:
        return CARDS[self.cards[i]]

    def name(self, i: int) -> str:
        return CARDS[self.cards[i]].name


class TableState(State, kw_only=True):
    """A state of a table-luck match: `State` and the book of unseen cards (kit.deck.at_table)."""

    table: TableLuck  # type: ignore[assignment]


class State2(State):
    """A match under sceptre-2 and later (game.VERSIONS). sceptre-1's states lack `played`, so
    matches recorded under it keep their digests; the fold tells the versions apart by type
    (`since`)."""

    played: bool = False
    """Whether a card has been played from the hand this turn (SC-stalemate)."""
    version: ClassVar[int] = 2


class TableState2(State2, kw_only=True):
    """A state of a table-luck match under sceptre-2."""

    table: TableLuck  # type: ignore[assignment]


class State3(State2):
    """A match under sceptre-3 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 3


class TableState3(State3, kw_only=True):
    """A state of a table-luck match under sceptre-3."""

    table: TableLuck  # type: ignore[assignment]


class State4(State3):
    """A match under sceptre-4 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 4


class TableState4(State4, kw_only=True):
    """A state of a table-luck match under sceptre-4."""

    table: TableLuck  # type: ignore[assignment]


class State5(State4):
    """A match under sceptre-5 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 5


class TableState5(State5, kw_only=True):
    """A state of a table-luck match under sceptre-5."""

    table: TableLuck  # type: ignore[assignment]


class State6(State5):
    """A match under sceptre-6 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 6


class TableState6(State6, kw_only=True):
    """A state of a table-luck match under sceptre-6."""

    table: TableLuck  # type: ignore[assignment]


class State7(State6):
    """A match under sceptre-7 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 7


class TableState7(State7, kw_only=True):
    """A state of a table-luck match under sceptre-7."""

    table: TableLuck  # type: ignore[assignment]


class State8(State7):
    """A match under sceptre-8 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 8


class TableState8(State8, kw_only=True):
    """A state of a table-luck match under sceptre-8."""

    table: TableLuck  # type: ignore[assignment]


class State9(State8):
    """A match under sceptre-9 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 9


class TableState9(State9, kw_only=True):
    """A state of a table-luck match under sceptre-9."""

    table: TableLuck  # type: ignore[assignment]


class State10(State9):
    """A match under sceptre-10 and later: the fields of sceptre-2, folded with its fixes."""

    version: ClassVar[int] = 10


class TableState10(State10, kw_only=True):
    """A state of a table-luck match under sceptre-10."""

    table: TableLuck  # type: ignore[assignment]


class Unit11(Unit, array_like=True):
    """A Champion in the arena under sceptre-11 and later: `Unit`'s fields in its order,
    encoded as an array of their values, not a map that names each one (SC-layout-11: the
    names were most of a digest's bytes)."""


class Side11(Side, array_like=True):
    """A side under sceptre-11 and later: `Side`'s fields in its order, encoded as an array
    (SC-layout-11); its Champions are `Unit11`s."""

    combat: Unit11 | None = None
    garrison: list[Unit11] = []


class State11(msgspec.Struct, DealerLuck):
    """A match under sceptre-11 and later, folded as sceptre-10: the fields of sceptre-2 (each
    as `State` and `State2` describe it), the ones a match never or rarely changes first, and
    its sides and their Champions encoded as arrays (`Side11`, `Unit11`; SC-layout-11).

    The first three (card ids, owners, the Squires' wounds) are the digest's head
    (`Sceptre.digest_head`): encoded and hashed once, and again only when one changes (the
    wounds, a tuple replaced when a Squire is hurt or leaves the arena: 0.2% of events), where
    sceptre-10's wounds came after fields that change, their bytes spliced in but hashed after
    every event. The players' names, which never change either, follow them out of the head:
    a head field is compared at every digest, which for two short names costs more than
    encoding and hashing them. Not a subclass of `State10`, whose fields' order it cannot change; the
    fold tells the versions apart by `version` (`since`), never by type."""

    cards: tuple[str, ...]
    owner: tuple[int, ...]
    wounds: tuple[int, ...]
    players: list[str]
    sides: list[Side11]
    stack: list[AnyTask] = []
    turn: int = 0
    active: int = 0
    first: int = -1
    arena: int | None = None
    revealed: list[int] = []
    quiet: int = 0
    winner: int | None = None
    over: str = ""
    over_rule: str = ""
    played: bool = False
    version: ClassVar[int] = 11
    side_type: ClassVar[type[Side]] = Side11
    unit_type: ClassVar[type[Unit]] = Unit11
    card = State.card
    name = State.name


class TableState11(State11, kw_only=True):
    """A state of a table-luck match under sceptre-11."""

    table: TableLuck  # type: ignore[assignment]


def since(state: State, version: int) -> bool:
    """Whether the match folds by the fixes of sceptre-`version` (game.VERSIONS): 2 for rule
    10's moved Squires, SC-hp-zero and SC-stalemate's played card; 3 for rule 11's effects
    that reveal a face-down Champion; 4 for Scout's Glass aimed by garrison place; 5 for rule
    10's choice of face up or down for a Squire placed on a face-down Champion; 6 for rule 25's
    Traps set off together by one retreat, all resolved before the deaths they cause, and the
    written positions the rules never allow refused (`position._as_the_rules_allow`); 7 for Royal
    Levy played whatever the deck holds (a search that finds no Coin finds nothing, SC-search-blind)
    and written positions with counters of time no match holds refused (`position._in_their_time`);
    the fifth Blood Card collected wins, a written pile running out before it does not
    (SC-blood-short); 8 for Royal Levy's search made before its Coin is chosen (the options
    before the play no longer tell what the deck holds, SC-search-blind) and a card's Coin
    cost overpaid by its player's choice (rule 18, SC-pay); 9 for the Coin a search takes shown
    in its player's hand to both seats until it leaves it (SC-search-shown); 10 for a written
    position's failed Dazed roll (`stuck`) refused on a Champion that is not Dazed
    (SC-47-dazed, `position._as_the_rules_allow`); 11 for the sides and their Champions
    encoded as arrays (SC-layout-11), which the fold never asks: only the state's types
    differ."""
    return state.version >= version


def units(side: Side) -> list[Unit]:
    """The Champions of a side in the arena, in combat first."""
    return ([side.combat] if side.combat is not None else []) + side.garrison


def find_unit(state: State, card: int) -> tuple[int, Unit, bool] | None:
    """(seat, unit, in combat) of the Champion instance `card`, if it is in the arena."""
    for s, side in enumerate(state.sides):
        if side.combat is not None and side.combat.card == card:
            return s, side.combat, True
        for u in side.garrison:
            if u.card == card:
                return s, u, False
    return None


def find_unit_on(state: State, seat: int, card: int) -> tuple[int, Unit, bool] | None:
    """`find_unit` on the side of `seat` only: the fold's own lookups of a Champion it knows
    the side of (an attack's target, a play's own Champion), without walking the other."""
    side = state.sides[seat]
    combat = side.combat
    if combat is not None and combat.card == card:
        return seat, combat, True
    for u in side.garrison:
        if u.card == card:
            return seat, u, False
    return None


def unit_on(state: State, seat: int, card: int) -> Unit | None:
    """The unit of `find_unit_on`, without making its tuple: a play's own Champion, checked
    and then played (two lookups a play)."""
    side = state.sides[seat]
    combat = side.combat
    if combat is not None and combat.card == card:
        return combat
    for u in side.garrison:
        if u.card == card:
            return u
    return None


def squire_host(state: State, squire: int) -> tuple[int, Unit, bool] | None:
    """(seat, Champion unit, in combat) that carries the Squire instance `squire`."""
    for s, side in enumerate(state.sides):
        for u in units(side):
            if squire in u.squires:
                return s, u, u is side.combat
    return None


def reveal(state: State, *cards: int) -> None:
    """Turn cards face up (rule 10); they stay so until they leave the arena."""
    changed = False
    for c in cards:
        if c not in state.revealed:
            state.revealed.append(c)
            changed = True
    if changed:
        state.revealed.sort()


def reveal_unit(state: State, unit: Unit) -> None:
    """A revealed Champion shows every card attached to it (rule 10)."""
    if unit.squires or unit.card not in state.revealed:  # most often shown already, alone
        reveal(state, unit.card, *unit.squires)


def forget(state: State, *cards: int) -> None:
    """Cards that leave the arena lose their face-up status."""
    for c in cards:
        if c in state.revealed:
            state.revealed.remove(c)
        if state.wounds[c]:
            set_wounds(state, c, 0)


def set_wounds(state: State, squire: int, damage: int) -> None:
    """The Squire instance `squire` now has `damage` on it (the tuple is replaced, see
    `State.wounds`)."""
    wounds = state.wounds
    state.wounds = (*wounds[:squire], damage, *wounds[squire + 1:])


def win(state: State, seat: int | None, reason: str, rule: str) -> None:
    if not state.over:
        state.winner = seat
        state.over = reason
        state.over_rule = rule
