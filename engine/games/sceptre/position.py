"""Explicit positions: who has what where, for judges and tests (`new sceptre --position`),
and the export of a state as one (`show --json`). A position starts at the pre-attack step
(Turn Order 3) of the active player, unless it carries the pending work (`stack`, as an export
does mid-attack, mid-retreat or between turns). Cards are named by id or name; a garrisoned Champion is
face down unless `face_down` is false, an in-combat one face up.

An export numbers every card ("Ember Warden #12"), so a match started from it has the very
instance numbers, hence the same digest; a hand-written position may leave numbers out (then
cards are numbered in the order the position lists them), but not number only some.
"""

from __future__ import annotations

import msgspec

from engine.protocol import InvalidSetup, PositionUnavailable
from engine.schema import described as _d

from .cards import BY_NAME, CARDS, CardType, Condition
from .flow import chance_or_over
from .state import (AnyTask, AttackRoll, DamageRolls, DazedRoll, Deal, EffectRoll, FirstRoll, Main,
                    Mod, MoveSquires, RetreatAsk, RetreatRoll, Search, Settle, Settle3, Shuffle,
                    Starter, State, TrapAsk, Unit, find_unit, since, squire_host, units)
from .stats import STATS, hp_left, squire_stats
from .view import set_aside
from .zones import BLOOD_CARDS


class SquireSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A Squire under a Champion."""

    card: _d(str, 'The Squire: its name or id, or a label with its instance number ("Ember Warden #12").')
    damage: _d(int, "Damage it has taken.") = 0
    face_down: _d(bool | None, "Whether it is face down (default: as its Champion).") = None


class ModSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A stat change from an effect."""

    stat: _d(str, "The stat it changes.")
    value: _d(int, "By how much.")
    until: _d(int, "The turn at whose end it ends (0: while it lasts).") = 0


class UnitSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A Champion in combat or in the garrison, with what it carries."""

    card: _d(str, "The Champion: its name or id, or a label with its instance number.")
    damage: _d(int, "Damage it has taken (0 or more).") = 0
    squires: _d(list[str | SquireSpec], "Its Squires (at most 2).") = []
    coins: _d(list[str], "Coin cards attached to it.") = []
    gear: _d(list[str], "Equipment it wears.") = []
    conditions: _d(list[Condition], "Its conditions: bleeding, dazed, splintered, disarmed.") = []
    disarmed_until: _d(int, "The turn at whose end Disarm is cured (rule 47).") = 0
    stuck: _d(bool, "A failed Dazed roll: it can take no action this turn (only on a Dazed "
              "Champion, from sceptre-10).") = False
    used: _d(int, "The turn its once-per-turn Ability was last used.") = 0
    mods: _d(list[ModSpec], "Stat changes from effects.") = []
    face_down: _d(bool | None, "Whether it is face down (default: face down in the garrison, face "
                               "up in combat).") = None


class SeatSpec(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A seat's cards and counters."""

    combat: _d(UnitSpec | None, "Its Champion in combat.") = None
    garrison: _d(list[UnitSpec], "Its garrisoned Champions.") = []
    hand: _d(list[str], "Its hand.") = []
    shown: _d(list[str], "The cards of its hand both seats have seen, written as in `hand`: a "
                         "Coin a search took (SC-search-shown, sceptre-9 on).") = []
    deck: _d(list[str], "Its deck, top card first.") = []
    discard: _d(list[str], "Its discard pile.") = []
    blood: _d(list[str], "Face-down Blood Cards still to collect (rule 6), top first.") = []
    collected: _d(int, "Blood Cards it has collected (its score).") = 0
    traps: _d(list[str], "Its Traps in play.") = []
    gate: _d(str | None, "Its Gate in play.") = None
    exterior: _d(str | None, "Its Exterior in play.") = None
    exterior_left: _d(int, "Turns left of an Exterior that lasts a number of turns.") = 0
    coin_done: _d(bool, "Whether it has attached its Coin this turn.") = False
    extra_coins: _d(int, "Further Coins it may attach this turn (from effects).") = 0
    dead_hands: _d(int, "Opening hands without a Champion it has had (rule 8).") = 0
    combat_mods: _d(list[ModSpec], "Effects on its in-combat position, whoever holds it (rule 21).") = []


class ArenaSpec(msgspec.Struct, forbid_unknown_fields=True):
    """The Arena card in play."""

    card: _d(str, "The Arena card.")
    owner: _d(int, "The seat that owns it (0 or 1).")


class Position(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A Sceptre position, at the active player's pre-attack step (Turn Order 3)."""

    seats: _d(list[SeatSpec], "The two seats, seat 0 first.")
    players: _d(list[str], "The players' names (default: those given to `new`).") = []
    turn: _d(int, "The turn number (1: the first player's first turn).") = 2
    active: _d(int, "The active player's seat (0 or 1).") = 0
    first: _d(int, "The seat that went first (0 or 1).") = 0
    arena: _d(ArenaSpec | None, "The Arena in play, if any.") = None
    quiet: _d(int, "Turns in a row ended without an attack while both decks are empty (rule 29).") = 0
    played: _d(bool, "Whether a card has been played from the hand this turn (sceptre-2 on; "
                     "SC-stalemate).") = False
    stack: _d(list[AnyTask] | None, "The pending work as the state stores it, top last: an "
                                     "export carries it whenever the match is not simply at the "
                                     "active player's pre-attack step (an attack or a retreat "
                                     "under way, a Trap asked, the Dazed rolls between turns); "
                                     "null: that step (Turn Order 3).") = None


def parse(obj: dict) -> Position:
    try:
        pos = msgspec.convert(obj, Position)
    except msgspec.ValidationError as e:
        raise InvalidSetup(f"bad position: {e}") from None
    if len(pos.seats) != 2:
        raise InvalidSetup(f"a Sceptre position has 2 seats, not {len(pos.seats)}")
    if pos.active not in (0, 1) or pos.first not in (0, 1):
        raise InvalidSetup("active and first are seats 0 or 1")
    for seat, side in enumerate(pos.seats):
        _counts_can_exist(seat, side)
    return pos


def _counts_can_exist(seat: int, side: SeatSpec) -> None:
    """Refuse counters below zero, naming the seat, the field and the card."""
    for key in ("collected", "exterior_left", "extra_coins", "dead_hands"):
        if getattr(side, key) < 0:
            raise InvalidSetup(f"seat {seat}'s `{key}` is 0 or more, not {getattr(side, key)}")
    units = ([side.combat] if side.combat is not None else []) + list(side.garrison)
    for unit in units:
        squires = [sq for sq in unit.squires if isinstance(sq, SquireSpec)]
        for card, damage in [(unit.card, unit.damage)] + [(sq.card, sq.damage) for sq in squires]:
            if damage < 0:
                raise InvalidSetup(f"{card} of seat {seat}: `damage` is 0 or more, not {damage}")


def card_id(name: str) -> str:
    cid = name if name in CARDS else BY_NAME.get(name.lower())
    if cid is None:
        raise InvalidSetup(f"unknown card {name!r} in the position")
    return cid


def split(ref: str) -> tuple[str, int | None]:
    """"Ember Warden #12" -> ("Ember Warden", 12); a name without a number -> (name, None)."""
    name, sep, number = ref.rpartition(" #")
    if sep and number.isdigit():
        return name, int(number)
    return ref, None


class _Builder:
    def __init__(self, kind: type[State] = State) -> None:
        self.kind = kind
        """The rules version's state type, whose side and unit structs the position's are."""
        self.found: dict[int, tuple[str, int]] = {}
        self.numbered: set[bool] = set()
        self.revealed: list[int] = []
        self.wounds: dict[int, int] = {}

    def new(self, ref: str, seat: int, kind: CardType | None = None) -> int:
        name, number = split(ref)
        cid = card_id(name)
        if kind is not None and CARDS[cid].type is not kind:
            article = "an" if kind.value[0] in "aeiou" else "a"
            raise InvalidSetup(f"{CARDS[cid].name} is not {article} {kind.value}")
        self.numbered.add(number is not None)
        if len(self.numbered) > 1:
            raise InvalidSetup("number every card of the position (\"Name #3\") or none")
        i = len(self.found) if number is None else number
        if i in self.found:
            raise InvalidSetup(f"card number #{i} appears twice in the position")
        self.found[i] = (cid, seat)
        return i

    def tables(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """Card ids and owners by instance (tuples, as `State` holds them); numbers must run
        0, 1, ... without a gap."""
        if sorted(self.found) != list(range(len(self.found))):
            raise InvalidSetup("the position's card numbers must run from #0 without a gap")
        ordered = [self.found[i] for i in range(len(self.found))]
        return tuple(c for c, _ in ordered), tuple(s for _, s in ordered)

    def unit(self, spec: UnitSpec, seat: int, in_combat: bool) -> Unit:
        card = self.new(spec.card, seat, CardType.CHAMPION)
        face_up = in_combat if spec.face_down is None else not spec.face_down
        if face_up:
            self.revealed.append(card)
        squires = []
        for sq in spec.squires:
            sq = sq if isinstance(sq, SquireSpec) else SquireSpec(card=sq)
            i = self.new(sq.card, seat, CardType.SQUIRE)
            squires.append(i)
            if sq.damage:
                self.wounds[i] = sq.damage
            if (face_up if sq.face_down is None else not sq.face_down):
                self.revealed.append(i)
        if len(squires) > 2:
            raise InvalidSetup(f"{spec.card} carries more than two Squires [SC-37]")
        return self.kind.unit_type(card=card, squires=squires,
                                   coins=[self.new(c, seat, CardType.COIN) for c in spec.coins],
                                   gear=[self.new(g, seat, CardType.EQUIPMENT) for g in spec.gear],
                                   damage=spec.damage, conditions=sorted(set(spec.conditions)),
                                   disarmed_until=spec.disarmed_until, stuck=spec.stuck, used=spec.used,
                                   mods=[Mod(m.stat, m.value, m.until) for m in spec.mods])


def to_state(pos: Position, players: list[str], kind: type[State] = State) -> State:
    """The state (of type `kind`, the rules version's) of a position."""
    b = _Builder(kind)
    sides = []
    for s, spec in enumerate(pos.seats):
        if spec.combat is None:
            raise InvalidSetup(f"seat {s} has no Champion in combat [SC-7]")
        if len(spec.garrison) > 4:
            raise InvalidSetup(f"seat {s}'s garrison holds more than 4 Champions [SC-12]")
        if len(spec.traps) > 3:
            raise InvalidSetup(f"seat {s} has more than 3 Traps [SC-25]")
        combat = b.unit(spec.combat, s, True)
        garrison = [b.unit(u, s, False) for u in spec.garrison]
        pile = lambda names, kind=None: [b.new(n, s, kind) for n in names]  # noqa: E731
        deck, hand = pile(spec.deck), pile(spec.hand)  # numbered in this order, as always
        b.revealed += _shown(spec, s, hand, b, kind)
        side = kind.side_type(deck=deck, hand=hand, discard=pile(spec.discard),
                              blood=pile(spec.blood), collected=spec.collected, combat=combat,
                              garrison=garrison, traps=pile(spec.traps, CardType.TRAP),
                              gate=None if spec.gate is None else b.new(spec.gate, s, CardType.GATE),
                              exterior=None if spec.exterior is None else b.new(spec.exterior, s, CardType.EXTERIOR),
                              exterior_left=spec.exterior_left, coin_done=spec.coin_done,
                              extra_coins=spec.extra_coins, dead_hands=spec.dead_hands,
                              combat_mods=[Mod(m.stat, m.value, m.until) for m in spec.combat_mods])
        sides.append(side)
    arena = None
    if pos.arena is not None:
        arena = b.new(pos.arena.card, pos.arena.owner, CardType.ARENA)
    cards, owner = b.tables()
    extra = {"played": pos.played} if "played" in kind.__struct_fields__ else {}
    stack = [Main(seat=pos.active)] if pos.stack is None else _stack(pos.stack, len(cards))
    state = kind(cards=cards, owner=owner, players=list(players), sides=sides,
                 stack=stack, turn=pos.turn, active=pos.active,
                 first=pos.first, arena=arena, revealed=sorted(b.revealed),
                 wounds=tuple(b.wounds.get(i, 0) for i in range(len(cards))), quiet=pos.quiet,
                 **extra)
    _all_alive(state)
    if pos.stack is not None:
        _at_rest(state)
    if state.version >= 6:  # since(state, 6): refused, or filled in, as sceptre-6 reads them
        _as_the_rules_allow(pos, state)
    if state.version >= 7:  # since(state, 7)
        _in_their_time(state)
    return state


def _shown(spec: SeatSpec, seat: int, hand: list[int], b: _Builder, kind: type[State]) -> list[int]:
    """The hand cards `shown` names (each the first of its name, or its number, not named
    before): Coins a search took, known to both seats (SC-search-shown, from sceptre-9)."""
    if spec.shown and kind.version < 9:
        raise InvalidSetup(f"seat {seat}'s `shown` (hand cards both seats know) is sceptre-9's; "
                           f"under sceptre-{kind.version} a hand is never shown [SC-search-shown]")
    out: list[int] = []
    for ref in spec.shown:
        name, number = split(ref)
        cid = card_id(name)
        card = next((c for c in hand if b.found[c][0] == cid and c not in out
                     and number in (None, c)), None)
        if card is None:
            raise InvalidSetup(f"seat {seat}'s `shown` names {ref}, which its hand does not hold")
        if CARDS[cid].type is not CardType.COIN:
            raise InvalidSetup(f"seat {seat}'s `shown` names {ref}: only a Coin a search took is "
                               "shown in a hand [SC-search-shown]")
        out.append(card)
    return out


def _in_their_time(state: State) -> None:
    """sceptre-7: refuse counters of time no match can hold at this turn, which would make a
    match started from the position play differently from the rules: an effect that ended
    before this turn would never end (`_expire` ends an effect at the end of its turn) or
    one on a stat no card has; a Disarm cured other than when rule 47 cures it (a Champion of
    the active player at the end of this turn, the other's at the end of the next); an
    Ability used in a turn still to come (it would count as used then); a stalemate count
    (rule 29) while a deck still holds cards, or of two turns, which has ended the match."""
    turn = state.turn
    for seat, side in enumerate(state.sides):
        where = f"seat {seat}'s `combat_mods`"
        for m in side.combat_mods:
            _mod_in_time(m, turn, where)
        for u in units(side):
            name = f"{state.name(u.card)} of seat {seat}"
            for m in u.mods:
                _mod_in_time(m, turn, f"{name}'s `mods`")
            if Condition.DISARMED in u.conditions:
                cure = turn if seat == state.active else turn + 1
                if u.disarmed_until != cure:
                    raise InvalidSetup(
                        f"{name} is Disarmed until the end of turn {u.disarmed_until}; rule 47 "
                        f"cures it at the end of turn {cure} ({'its own' if cure == turn else 'its next'} "
                        "turn) [SC-47-disarmed]")
            if u.used > turn:
                raise InvalidSetup(f"{name} used its Ability in turn {u.used}, after this turn "
                                   f"{turn} [SC-34]")
    if state.quiet >= 2:
        raise InvalidSetup(f"`quiet` is {state.quiet}: two quiet turns with both decks empty "
                           "have ended the match in a stalemate, and a position has no ending [SC-29]")
    if state.quiet and (state.sides[0].deck or state.sides[1].deck):
        raise InvalidSetup("`quiet` counts turns while both decks are empty; a deck here still "
                           "holds cards, so it is 0 [SC-29]")


def _mod_in_time(m: Mod, turn: int, where: str) -> None:
    """An effect's stat is one the cards change, and its end (`until`, 0: while it lasts) is
    this turn's or the next's: no effect lasts longer, and one that ended is gone."""
    if m.stat not in STATS:
        raise InvalidSetup(f"{where}: `stat` is one of {', '.join(STATS)}, not {m.stat!r}")
    if m.until and m.until < turn:
        raise InvalidSetup(f"{where}: an effect until the end of turn {m.until} ended before "
                           f"this turn {turn} [SC-turn-6]")
    if m.until > turn + 1:
        raise InvalidSetup(f"{where}: an effect until the end of turn {m.until} lasts past the "
                           f"next turn ({turn + 1}), as no effect does [SC-turn-6]")


_SEATS = ("seat", "next", "first")
"""Task fields that name a seat."""
_CARDS = ("card", "target", "exclude")
"""Task fields that name a card instance (-1: none, where the field allows it)."""
_CARD_LISTS = ("queue", "squires")


_SETUP = (Deal, Settle, Settle3, Starter, FirstRoll)
"""The setup's tasks (rules 5-9): a position starts at a player's turn, after them."""


def _stack(tasks: list, count: int) -> list:
    """A written `stack` (the pending work, top last), each task naming seats and card
    instances the position has, an attack of the two a Champion has, dice still to roll;
    one line naming the task and field otherwise."""
    if not tasks:
        raise InvalidSetup("a position's `stack` holds at least one task (null: the pre-attack step)")
    for i, task in enumerate(tasks):
        where = f"`stack` task {i} ({type(task).__name__})"
        if isinstance(task, _SETUP):
            raise InvalidSetup(f"{where} is the setup's work (SC-5 to SC-9); a position starts "
                               "at a player's turn")
        if getattr(task, "attack", 0) not in (0, 1):
            raise InvalidSetup(f"{where}: `attack` is 0 or 1 (a Champion has two, SC-33), not {task.attack}")
        if getattr(task, "left", 1) < 1:
            raise InvalidSetup(f"{where}: `left` is 1 or more (the damage dice still to roll), "
                               f"not {task.left}")
        for name in _CARD_LISTS:
            if getattr(task, name, None) == []:
                raise InvalidSetup(f"{where}: `{name}` names at least one card")
        for name in task.__struct_fields__:
            value = getattr(task, name)
            if name in _SEATS and value not in (0, 1):
                raise InvalidSetup(f"{where}: `{name}` is a seat, 0 or 1, not {value}")
            if name in _CARDS and not -1 <= value < count:
                raise InvalidSetup(f"{where}: `{name}` is a card number of the position "
                                   f"(#0 to #{count - 1}), not {value}")
            if name in _CARD_LISTS and any(not 0 <= c < count for c in value):
                raise InvalidSetup(f"{where}: `{name}` names a card number the position lacks")
    return list(tasks)


_RESTING = (Main, AttackRoll, DamageRolls, EffectRoll, RetreatAsk, RetreatRoll, TrapAsk, DazedRoll,
            Shuffle, Search)
"""The tasks a match can wait on with every card in a zone and a Champion in combat on each
side (what an export holds): a decision or a draw. Bring, Replace and MoveSquires wait only
while a side has no Champion in combat or a killed Champion's Squires are set aside, which a
position never holds (`unavailable`)."""


def _at_rest(state: State) -> None:
    """A written stack's top is work the match waits on, about cards where that work finds
    them (an attack's target in the arena of the other side, a Trap still set, a Dazed
    Champion to roll for, the retreating Champion in combat); one line otherwise."""
    top = state.stack[-1]
    where = f"the `stack`'s top task ({type(top).__name__})"
    if not isinstance(top, _RESTING):
        raise InvalidSetup(f"{where} is not one a match waits on with a Champion in combat on "
                           "each side: a decision of the pre-attack step, an attack's roll, a "
                           "retreat, a Trap, a Dazed roll, a shuffle or a search's Coin")
    if isinstance(top, (AttackRoll, DamageRolls, EffectRoll)):
        found = find_unit(state, top.target) or squire_host(state, top.target)
        if found is None or found[0] != 1 - top.seat:
            raise InvalidSetup(f"{where}: `target` #{top.target} is no unit of seat "
                               f"{1 - top.seat} in the arena")
    elif isinstance(top, (RetreatAsk, RetreatRoll)):
        if state.sides[top.seat].combat.card != top.card:  # type: ignore[union-attr]
            raise InvalidSetup(f"{where}: `card` #{top.card} is not seat {top.seat}'s Champion "
                               "in combat, which is the one retreating")
    elif isinstance(top, TrapAsk):
        if top.card not in state.sides[top.seat].traps:
            raise InvalidSetup(f"{where}: `card` #{top.card} is not among seat {top.seat}'s Traps")
    elif isinstance(top, Search):
        if not since(state, 8):
            raise InvalidSetup(f"{where}: a search that waits for its Coin to be selected is "
                               "sceptre-8's (before, Royal Levy's play named the Coin)")
        if top.seat != state.active:
            raise InvalidSetup(f"{where}: `seat` {top.seat} is not the active player, who "
                               "played the search (SC-turn-3D)")
    elif isinstance(top, DazedRoll):
        found = find_unit(state, top.queue[0])
        if found is None or Condition.DAZED not in found[1].conditions:
            raise InvalidSetup(f"{where}: `queue` starts with #{top.queue[0]}, which is no Dazed "
                               "Champion in the arena")


def _as_the_rules_allow(pos: Position, state: State) -> None:
    """sceptre-6: refuse what the rules never let a match hold (a turn before the first, two
    Equipment in one slot, an Equipment off its Origin, more than 5 Blood Cards, a collected
    fifth, which has won; an Exterior's turns beyond its card's; from sceptre-10 a failed
    Dazed roll on a Champion that is not Dazed), and give a Disarmed Champion written without
    its cure the turn rule 47 gives it. Earlier versions took such positions as written, so
    matches recorded from them start as they did."""
    if pos.turn < 1:
        raise InvalidSetup(f"the turn is 1 or more (1: the first player's first turn), not {pos.turn}")
    if pos.turn == 1 and pos.active != pos.first:
        raise InvalidSetup("turn 1 is the turn of the player who goes first: `active` and "
                           "`first` are the same seat on turn 1 [SC-9]")
    for seat, side in enumerate(state.sides):
        if side.collected + len(side.blood) > BLOOD_CARDS:
            raise InvalidSetup(f"seat {seat} has {side.collected} Blood Cards collected and "
                               f"{len(side.blood)} set aside: 5 in all at most [SC-6]")
        if side.collected >= BLOOD_CARDS:
            raise InvalidSetup(f"seat {seat} has collected all {BLOOD_CARDS} Blood Cards: the "
                               "match is over, and a position has no ending [SC-1]")
        turns = 0 if side.exterior is None else state.card(side.exterior).turns
        if side.exterior_left > turns:
            raise InvalidSetup(f"seat {seat}'s `exterior_left` is at most {turns} (its Exterior's "
                               f"turns), not {side.exterior_left} [SC-27]")
        for u in units(side):
            card = state.card(u.card)
            slots = [state.card(g).slot for g in u.gear]
            if len(set(slots)) < len(slots):
                raise InvalidSetup(f"{card.name} of seat {seat} wears two Equipment in one slot "
                                   "(Head, Body, Arms: one each) [SC-24]")
            for g in u.gear:
                gear = state.card(g)
                if gear.origin and gear.origin != card.origin:
                    raise InvalidSetup(f"{gear.name} is for {gear.origin} Champions only, not "
                                       f"{card.name} of seat {seat} [SC-23]")
            if u.stuck and Condition.DAZED not in u.conditions and state.version >= 10:
                # since(state, 10): a failed roll leaves it Dazed and every cure clears both
                raise InvalidSetup(f"{card.name} of seat {seat} is written `stuck` (a failed "
                                   "Dazed roll) but is not Dazed: only a Dazed Champion fails "
                                   "the roll, and a cure ends both [SC-47-dazed]")
            if Condition.DISARMED in u.conditions:
                if u.disarmed_until == 0:  # rule 47: by the active player's turn, as `afflict`
                    u.disarmed_until = state.turn + (0 if seat == state.active else 1)
                elif u.disarmed_until < state.turn:
                    raise InvalidSetup(f"{card.name} of seat {seat} is Disarmed until the end of "
                                       f"turn {u.disarmed_until}, before this turn {state.turn} "
                                       "[SC-47-disarmed]")


def _all_alive(state: State) -> None:
    """Refuse a Champion or Squire with no HP left: it would have died at once (SC-hp-zero),
    and a match started from the position would play on with it alive. Its HP is worked out
    as the match would (Squires, Equipment and effects included)."""
    for seat, side in enumerate(state.sides):
        for u in units(side):
            if hp_left(state, seat, u, u is side.combat) <= 0:
                raise InvalidSetup(f"{state.name(u.card)} of seat {seat} has taken {u.damage} "
                                   "damage and has no HP left: it would be dead [SC-hp-zero]")
            for sq in u.squires:
                if squire_stats(state, sq)[0] <= 0:
                    raise InvalidSetup(f"{state.name(sq)} of seat {seat} has taken "
                                       f"{state.wounds[sq]} damage and has no HP left: it would "
                                       "be dead [SC-hp-zero]")


# -- export ------------------------------------------------------------------------------
def _mods(mods: list[Mod]) -> list[ModSpec]:
    return [ModSpec(m.stat, m.value, m.until) for m in mods]


def _ref(state: State, card: int) -> str:
    return f"{state.name(card)} #{card}"


def _unit(state: State, u: Unit, in_combat: bool) -> UnitSpec:
    up = u.card in state.revealed
    squires: list[str | SquireSpec] = [
        SquireSpec(card=_ref(state, sq), damage=state.wounds[sq],
                   face_down=None if (sq in state.revealed) == up else sq not in state.revealed)
        for sq in u.squires]
    return UnitSpec(card=_ref(state, u.card), damage=u.damage, squires=squires,
                    coins=[_ref(state, c) for c in u.coins], gear=[_ref(state, g) for g in u.gear],
                    conditions=list(u.conditions), disarmed_until=u.disarmed_until,
                    stuck=u.stuck, used=u.used, mods=_mods(u.mods),
                    face_down=None if up == in_combat else not up)


def unavailable(state: State) -> str | None:
    """Why the state cannot be written as a position, in the rules' words (None: it can).

    A position holds every card in a zone, with a Champion in combat on each side, from the
    first turn on; the setup, a killed Champion's Squires set aside while their player
    chooses where each goes (SC-44), the end of the match (a position has no ending), a
    death under way (at a table, while the killer's Blood Card is shown) and a side between
    Champions in combat (SC-7) are not."""
    if state.first < 0:
        return ("the match is still in its setup (SC-5 to SC-9: hands, Blood Cards, starting "
                "Champions, the roll for who goes first); a position starts at a player's turn: "
                "step on to the first turn")
    if state.turn < 1:  # at a table: the roll is made, the first turn's draw not yet shown
        return (f"the first turn has not begun ({state.players[state.first]} goes first and is "
                "still to draw, SC-turn-1); a position starts at a player's turn: step on to it")
    for seat, aside in enumerate(set_aside(state)):
        if aside:
            player, many = state.players[seat], len(aside) > 1
            named = ", ".join(_ref(state, c) for c in aside)
            if any(state.card(c).type is not CardType.SQUIRE for c in aside):
                return (f"{len(aside)} card{'s' * many} of {player} ({named}) {'are' if many else 'is'} "
                        f"in no zone a position has")
            moving = any(isinstance(t, MoveSquires) and t.seat == seat for t in state.stack)
            why = (f"while {player} chooses where each goes (SC-44); step on until they are placed"
                   if moving else "for good: the kill ended the match before they moved (SC-44)"
                   if state.over else "in no zone a position has (SC-44)")
            return (f"{len(aside)} Squire{'s' * many} of {player}'s killed Champion ({named}) "
                    f"{'are' if many else 'is'} set aside {why}")
    if state.over:  # a position has no ending: the match started from it would play on
        who = "a draw" if state.winner is None else f"{state.players[state.winner]} wins"
        return (f"the match is over ({who}: {state.over}, {state.over_rule}); a position starts "
                f"at a player's pre-attack step and has no ending: step back to an earlier event")
    # a Champion with no HP left is dying (its Deaths step waits, or an attack's roll or a
    # table's Blood Card comes first): a position would bring it back to life (SC-hp-zero)
    for seat, side in enumerate(state.sides):
        for u in units(side):
            if hp_left(state, seat, u, u is side.combat) <= 0:
                return (f"{_ref(state, u.card)} of {state.players[seat]} has no HP left and its "
                        f"death is under way (SC-turn-5: the Blood Card, its Squires, its "
                        f"replacement), which a position cannot hold; step on until it is done")
            for sq in u.squires:
                if squire_stats(state, sq)[0] <= 0:
                    return (f"{_ref(state, sq)} of {state.players[seat]} has no HP left and is "
                            f"about to be killed (SC-hp-zero), which a position cannot hold; step "
                            f"on until it is done")
    # at a table the work that drew a card waits, undone, until the table names it (the
    # turn's draw, a Blood Card, a Tunneler's draw): a position has no card half drawn
    if state.table and state.table.showing is not None:
        shown = chance_or_over(state)
        return (f"the table is still to show {shown.why} (SC-table-unseen), and the work that "  # type: ignore[union-attr]
                "drew it waits until it is named, which a position cannot hold; step on until "
                "it is")
    for seat, side in enumerate(state.sides):
        if side.combat is None:
            player = state.players[seat]
            return (f"{player} has no Champion in combat, which a position always has (SC-7): "
                    f"{player} is still to choose the one that comes in; step on until they have")
    return None


def from_state(state: State) -> dict:
    """The state as a position at the active player's pre-attack step; PositionUnavailable
    (naming why) when a position cannot hold its cards where they are (`unavailable`)."""
    why = unavailable(state)
    if why is not None:
        raise PositionUnavailable(why)
    seats = []
    for side in state.sides:
        ids = lambda cards: [_ref(state, c) for c in cards]  # noqa: E731
        seats.append(SeatSpec(
            combat=None if side.combat is None else _unit(state, side.combat, True),
            garrison=[_unit(state, u, False) for u in side.garrison],
            hand=ids(side.hand), shown=ids(c for c in side.hand if c in state.revealed),
            deck=ids(side.deck), discard=ids(side.discard),
            blood=ids(side.blood), collected=side.collected, traps=ids(side.traps),
            gate=None if side.gate is None else _ref(state, side.gate),
            exterior=None if side.exterior is None else _ref(state, side.exterior),
            exterior_left=side.exterior_left, coin_done=side.coin_done,
            extra_coins=side.extra_coins, dead_hands=side.dead_hands, combat_mods=_mods(side.combat_mods)))
    arena = None if state.arena is None else ArenaSpec(_ref(state, state.arena),
                                                        state.owner[state.arena])
    # the pending work, unless the match simply waits at the pre-attack step (what a position
    # without a stack starts at): an attack announced is resolved, never taken back (SC-30-ends)
    plain = state.stack == [Main(seat=state.active)]
    pos = Position(seats=seats, players=list(state.players), turn=state.turn,
                   active=state.active, first=state.first, arena=arena, quiet=state.quiet,
                   played=getattr(state, "played", False),
                   stack=None if plain else list(state.stack))
    return msgspec.to_builtins(pos)
