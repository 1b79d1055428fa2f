"""Ascendant as a matchlog Game: metadata, the fold (start, pending, apply) and views."""

from __future__ import annotations

from itertools import compress
from operator import not_
from typing import ClassVar

import msgspec

from engine.events import CardSetRef, Dealt, Event, Genesis, Seat
from engine.kit import deck as deck_kit
from engine.kit import die
from engine.protocol import (CardInfo, CardSet, Chance, Decision, Game, IllegalEvent, InvalidSetup,
                             Over, Pending, PositionUnavailable, check_field_types)
from engine.views import View
from engine.words import Words

from . import flow, health, legality, options as options_mod, position as position_mod, view as view_mod
from .flow import FOLD_IN as _FOLD_IN, HANDLERS as _HANDLERS
from .legality import STACKED, in_finishing, in_window, wieldable
from .rolls import can_pay
from .abilities import EFFECTS, Heal
from .cards import (CARDS, FACTS_SHA256, ROLL_TITLES, SET_ID, SET_TITLE, CardFacts, CardType, Roll,
                    UnknownCard, resolve)
from .decks import SAMPLE_DECKS
from .events import DECISIONS, AscendantEvent, Declare, Draw, Pass, PlayStack, Purge, Use, Wield
from .rules_index import RULES
from .state import NeedKind, SeatState, State, Step, TableState, name_of
from .tasks import BeginTurn, DrawHand, Shuffle
from .words import WORDS

RULES_VERSIONS = {
    "ASC-0.4": "the rules fragment with its documented assumptions; no turn limit unless a "
               "match is created with option max_turns",
    "ASC-0.3": "as ASC-0.4, but the turn limit read the best health over every seat, out or "
               "not, so a seat out above zero health (a genesis read as written) made it a "
               "draw (matches recorded before ASC-0.4 replay under it)",
    "ASC-0.2": "as ASC-0.3, but a heal brought a seat above its starting health (from a "
               "position) down to it (matches recorded before ASC-0.3 replay under it)",
    "ASC-0.1": "as ASC-0.2, but a match ended after 100 turns by default (matches recorded "
               "before ASC-0.2 replay under it)",
}
SELF_PLAY_TURNS = 100
"""The turn limit self-play records in its matches' options: random play may stall."""

# read at every draw an audit checks: bound once (an enum member read off its class goes
# through EnumType's attribute hook)
_DECIDE, _SHUFFLE, _ROLL = NeedKind.DECIDE, NeedKind.SHUFFLE, NeedKind.ROLL
_OPENING, _STACKS, _DECLARE, _WEAPONS, _WINDOW, _FINISHING = (
    Step.OPENING, Step.STACKS, Step.DECLARE, Step.WEAPONS, Step.WINDOW, Step.FINISHING)
_DECISIONS = frozenset(DECISIONS)
"""This game's decision events, tested by exact type (as `legality.why_not` does)."""

class _RollChances(dict):
    """The Chance of each seat's d20 roll of one kind, by (seat, player), worded as every
    message names a player ("Ann (seat 0) rolls Speed"), made the first time it is asked for:
    a Chance is a frozen value that its readers only read (its labels too), so every roll of
    that seat and kind shares one instead of building it, with its 20 labels, at every draw
    (self-play asks at every draw, an audit checks every draw)."""

    def __init__(self, roll: Roll) -> None:
        super().__init__()
        self.roll = roll

    def __missing__(self, key: tuple[int, str]) -> Chance:
        seat, name = key
        chance = self[key] = die(20, f"{name} (seat {seat}) rolls {ROLL_TITLES[self.roll]}")
        return chance


_ROLL_CHANCES = {roll: _RollChances(roll) for roll in Roll}

_PROMPTS = {Step.OPENING: "draw a card or purge one from the Scrapyard",
            Step.STACKS: "play complete card stacks, or pass", Step.DECLARE: "declare the attack",
            Step.WEAPONS: "activate a Weapon, or pass", Step.WINDOW: "use a card on the coming rolls, or pass",
            Step.FINISHING: "use a card effect, or pass"}
"""By the step itself: an enum member's `.value` is a Python property (~0.25 us a read)."""


class Ascendant(Game[State]):
    """Ascendant, from its rules fragment: two to four players, d20 rolls, last one standing."""

    id: ClassVar[str] = "ascendant"
    checks_field_types: ClassVar[bool] = True  # `apply` asks check_field_types itself, inline
    title: ClassVar[str] = "Ascendant"
    rules_version: ClassVar[str] = "ASC-0.4"
    deck_lists_rule: ClassVar[str] = "ASC-deck-list"
    rules = RULES
    events = AscendantEvent
    state_type: ClassVar[type] = State
    table_luck: ClassVar[bool] = True
    digest_head = ("options", "cards", "owner")
    """Kept encoded between digests (`engine.digest`): they rarely change in a match."""
    seat_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    max_turns: ClassVar[int] = 0
    """Option max_turns when a genesis names none: no turn limit (ASC-assume-turn-limit)."""

    # -- metadata -----------------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return [CardSet(SET_ID, SET_TITLE, FACTS_SHA256, len(CARDS))]

    def sample_decks(self) -> dict[str, list[str]]:
        return {k: list(v) for k, v in SAMPLE_DECKS.items()}

    def cards(self) -> list[CardInfo]:
        return [_card_info(c) for c in CARDS.values()]

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        opts = options_mod.parse(options, self.max_turns)
        options_mod.check_new(opts)
        if position is not None:
            pos = position_mod.parse(position)
            pos = position_mod.check_new(pos)
            players = list(players or pos.players or [f"Player {s}" for s in range(len(pos.seats))])
            _check_players(self, players)
            if len(players) != len(pos.seats):
                raise InvalidSetup(f"ascendant position has {len(pos.seats)} seats for {len(players)} players")
            state = position_mod.build(pos, players, opts)
            owned = position_mod.owned(state)
            if any(decks or []) and [sorted(map(_resolve, d)) for d in decks] != [sorted(d) for d in owned]:
                raise InvalidSetup("ascendant: the decks given differ from the cards of the position")
            stored = msgspec.to_builtins(msgspec.structs.replace(pos, players=None))
            return Genesis(game=self.id, rules_version=self.rules_version, card_sets=_refs(),
                           players=players, decks=owned, dealer=dealer,
                           options=dict(options or {}), position=stored)
        _check_players(self, players)
        if len(decks) != len(players):
            raise InvalidSetup(f"ascendant: {len(players)} players need {len(players)} decks, got {len(decks)}")
        resolved = [_check_deck(p, [_resolve(c) for c in d], opts) for p, d in zip(players, decks)]
        return Genesis(game=self.id, rules_version=self.rules_version, card_sets=_refs(),
                       players=list(players), decks=resolved, dealer=dealer,
                       options=dict(options or {}))

    def selfplay_options(self) -> dict:
        return {"max_turns": SELF_PLAY_TURNS}

    def rules_versions(self) -> dict[str, str]:
        return dict(RULES_VERSIONS)

    def for_rules(self, version: str) -> Game:
        for cls in (Ascendant, Ascendant03, Ascendant02, Ascendant01):
            if cls.rules_version == version:
                return cls()
        return super().for_rules(version)

    # -- the fold -----------------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        if genesis.game != self.id:
            raise InvalidSetup(f"a {genesis.game} genesis is not an Ascendant match")
        self.check_card_sets(genesis)
        opts = options_mod.parse(genesis.options, self.max_turns)
        if genesis.position is not None:
            pos = position_mod.parse(genesis.position)
            state = _luck(genesis, position_mod.build(pos, list(genesis.players), opts))
            state.stack.append(BeginTurn())
            for seat in state.seats:  # a judge knows what an Arsenal holds, not its order
                deck_kit.shuffled(state.table, seat.arsenal)
        else:
            state = _luck(genesis, _new_state(list(genesis.players), genesis.decks, opts))
        flow.advance(state)
        return state

    def decode_state(self, data: bytes) -> State:
        return deck_kit.decode_state(data, State, TableState)

    def pending(self, state: State) -> Pending:
        found = self.chance_or_over(state)
        if found is not None:
            return found
        need = state.need
        return Decision(seat=need.seat, options=legality.options(state),
                        prompt=_PROMPTS[need.step], rule=need.rule)

    def chance_or_over(self, state: State) -> Chance | Over | None:
        if state.result is not None:
            r = state.result
            return Over(winner=r.winner, scores=[s.health for s in state.seats],
                        reason=view_mod.named(state, r.reason), rule=r.rule)
        # a TableState by its type (`state.table` of a dealer-luck state is a class value,
        # read through the type at about three times a field's cost: an audit asks at every draw)
        if type(state) is TableState and state.table.showing is not None:
            showing = state.table.showing
            return deck_kit.chance(showing, [name_of(state, c) for c in showing.cards],
                                   view_mod.showing_words(state, showing))
        need = state.need
        kind = need.kind
        if kind is _DECIDE:  # the common case first: a decision (asked before every draw)
            return None
        if kind is _ROLL:  # then a roll: what a checked fold asks about at every draw
            seat = need.seat
            return _ROLL_CHANCES[need.roll][seat, state.seats[seat].name]
        if kind is _SHUFFLE:
            return Chance(kind="shuffle", size=len(state.seats[need.seat].arsenal), shuffle=True,
                          why=f"{state.seats[need.seat].name}'s Arsenal is shuffled")
        return None

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        # at a table: a TableState, whose book (`table`) is always there. Its type is tested,
        # once, not `state.table`: under the dealer's luck that is a class value (DealerLuck),
        # read through the type at about three times a field's cost, at every event
        if type(state) is TableState:
            if check:
                if check is True:  # built in Python: its fields' types (ML-event), see below
                    check_field_types(event)
                _check_at_table(state, event)
            elif state.result is not None:
                raise IllegalEvent("ASC-over", "the match is over")
            return flow.apply_at_table(state, event)
        if not check:  # a trusted fold (a replay) tested first: it asks at every event
            if state.result is not None:
                raise IllegalEvent("ASC-over", "the match is over")
        else:
            # The legal event is said yes to here, without a call (`why_not` was one at
            # every event an audit checks, and its tests another for most decisions): a d20
            # roll due, or the deciding seat's decision by the tests of `legality.why_not`
            # for its step, written out in the same order. Anything else, and every refusal,
            # goes to `why_not`, which says why (test_asc_checked_apply holds the two to
            # the same answers). Few names: each local of this frame is set up and cleared
            # at every event, the trusted fold's too. An event built in Python (check=True)
            # has its fields' types checked first, by the framework (ML-event: True == 1 ==
            # 1.0 and "ranged" == RANGED would pass the tests below); one read back from
            # bytes (check=STORED: the audit, a recorded decision) was typed by its decoder.
            if check is True:
                check_field_types(event)
            need = state.need
            kind = type(event)
            if state.result is not None:  # over (no need is left): `why_not` says so
                yes = False
            elif kind is Dealt:
                if need.kind is _ROLL:
                    yes = (type(event.outcome) is int and 0 <= event.outcome < 20
                           and event.kind == "d20")
                else:  # a shuffle due: a permutation of the Arsenal, as `why_not` asks it,
                    # without its walk of each number's type (the decoder's or the boundary's)
                    yes = (need.kind is _SHUFFLE and type(event.outcome) is list
                           and event.kind == "shuffle" and sorted(event.outcome)
                           == list(range(len(state.seats[need.seat].arsenal))))
            elif kind not in _DECISIONS or need.kind is not _DECIDE or event.seat != need.seat:
                yes = False
            else:
                step, seat = need.step, need.seat
                if step is _OPENING:
                    yes = (state.seats[seat].arsenal if kind is Draw
                           else kind is Purge and event.card in state.seats[seat].scrapyard)
                elif kind is Pass:
                    yes = step is not _DECLARE
                elif kind is Use:
                    if step is _WINDOW:
                        yes = (event.opponent is None and event.pick is None
                               and in_window(state, seat, need.stage, event.card))
                    else:
                        yes = step is _FINISHING and in_finishing(state, seat, event)
                elif kind is PlayStack:
                    yes = (step is _STACKS and event.card in state.seats[seat].hand
                           and state.cards[event.card] in STACKED
                           and can_pay(state, seat, CARDS[state.cards[event.card]]))
                elif kind is Declare:  # `is_opponent` of a seat number, by index (no loop, no call)
                    yes = (step is _DECLARE and 0 <= event.opponent < len(state.seats)
                           and event.opponent != seat and not state.seats[event.opponent].out)
                elif kind is Wield:
                    yes = step is _WEAPONS and wieldable(state, event.card)
                else:  # a Draw or Purge after the Opening
                    yes = False
            if not yes:
                _check(state, event)
        # under the dealer's luck: the event's handler by exact type, then the tasks it leaves
        # (here rather than in a flow function: a Python call less at every event)
        log = state.log  # emptied in place (setting a struct's field costs more), and only
        if log:          # when it holds notes: two events in three leave none (a call saved)
            log.clear()
        stack = state.stack
        need = _FOLD_IN[type(event)](state, stack.pop(), event)
        if need is None:
            # `flow.run_tasks` written out: half the events leave tasks to run, and a
            # Python call less for each is about 1% of a fold by count
            handlers = _HANDLERS
            while stack and state.result is None:
                task = stack.pop()
                need = handlers[type(task)](state, task)
                if need is not None:
                    break
        state.need = need
        return state

    def turn(self, state: State) -> int:
        return state.turn  # what the view shows, without building it (self-play asks each decision)

    def option_rule(self, state: State, option: Event) -> str:
        return state.need.rule if state.need is not None else ""

    # -- views ---------------------------------------------------------------------------------
    def view(self, state: State, seat: Seat | None) -> View:
        return view_mod.view(state, seat, self.id)

    def words(self) -> Words:
        return WORDS

    def retell_reason(self, reason: str, players) -> str:
        # a result noted before the end's reason named its players ("seat 2 is the last one
        # standing") reads as `chance_or_over` words it now ("Cy (seat 2) is the last ...")
        return view_mod.retold(reason, list(players))

    def secrets(self, state: State, seat: Seat) -> set[int]:
        return view_mod.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return view_mod.describe(state, event)

    # -- positions -----------------------------------------------------------------------------
    def position_schema(self) -> dict | None:
        return position_mod.SCHEMA

    def position(self, state: State) -> dict:
        """The state as a position, when it is the start of a turn (a match started from it
        with the same options folds to the same digest); else PositionUnavailable, why."""
        why = position_mod.unavailable(state)
        if why is not None:
            raise PositionUnavailable(why)
        exported = position_mod.export(state)
        again = position_mod.build(position_mod.parse(exported), [s.name for s in state.seats],
                                   state.options)
        again.stack.append(BeginTurn())
        flow.advance(again)
        if not position_mod.same_but_the_table(again, state):
            raise PositionUnavailable(position_mod.under_way(state))
        return exported


class Ascendant03(Ascendant):
    """Ascendant as ASC-0.3 played it: the turn limit read the best health over every seat,
    out or not (ASC-assume-turn-limit). Kept so matches recorded under it replay as recorded:
    a result of the turn limit is worked out again as ASC-0.3 did, once the event that
    reached it is folded."""

    rules_version: ClassVar[str] = "ASC-0.3"

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        state = super().apply(state, event, check)
        result = state.result  # set only by the event just folded: nothing follows a result
        if result is not None and result.rule == "ASC-assume-turn-limit":
            health.turn_limit_of_every_seat(state)
        return state


class Ascendant02(Ascendant03):
    """Ascendant as ASC-0.2 played it: a heal set a seat above its starting health (possible
    only from a position) to the starting health (ASC-assume-effects). Kept so matches
    recorded under it replay as recorded: the heal of ASC-0.3 is folded, then put back."""

    rules_version: ClassVar[str] = "ASC-0.2"

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        above = _heal_above_start(state, event)
        state = super().apply(state, event, check)
        if above is not None:
            state.seats[above].health = state.options.starting_health
        return state


def _heal_above_start(state: State, event: Event) -> int | None:
    """The seat of a Heal card used (`event`) while above its starting health, else None."""
    # a card or seat of another type is left to the check that follows (ML-event)
    if type(event) is not Use or type(event.card) is not int or not 0 <= event.card < len(state.cards) \
            or not isinstance(EFFECTS.get(state.cards[event.card]), Heal):
        return None
    seat = event.seat
    if type(seat) is int and 0 <= seat < len(state.seats) \
            and state.seats[seat].health > state.options.starting_health:
        return seat
    return None


class Ascendant01(Ascendant02):
    """Ascendant as ASC-0.1 played it: a match ended after 100 turns unless its options said
    otherwise (ASC-assume-turn-limit). Kept so matches recorded under it replay as recorded."""

    rules_version: ClassVar[str] = "ASC-0.1"
    max_turns: ClassVar[int] = 100

    def selfplay_options(self) -> dict:
        return {}  # its default is self-play's cap: its matches were recorded with no options


def _check_at_table(state: TableState, event: Event) -> None:
    """`Ascendant.apply`'s check at a table: while the table is to show a card, nothing but
    that card (ML-table); else as under the dealer's luck (`legality.why_not`)."""
    if state.table.showing is not None:
        deck_kit.check_shown(state.table.showing, event)
        return
    _check(state, event)


def _check(state: State, event: Event) -> None:
    """`legality.why_not`'s verdict on `event`, raised as an IllegalEvent when it refuses."""
    bad = legality.why_not(state, event)
    if bad is not None:
        rule, message = bad
        raise IllegalEvent(rule, message, getattr(event, "seat", None))


def _check_players(game: Ascendant, players: list[str]) -> None:
    if len(players) not in game.seat_counts:
        raise InvalidSetup(f"Ascendant is played by 2 to 4 players, not {len(players)} "
                           "[ASC-assume-players]")


def _resolve(ref: str) -> str:
    try:
        return resolve(ref)
    except UnknownCard as exc:
        raise InvalidSetup(str(exc)) from None


def _check_deck(player: str, deck: list[str], opts: options_mod.Options) -> list[str]:
    """ASC-fact-arsenal and ASC-fact-fountain: the Arsenal and Fountain sizes."""
    stamina = sum(1 for c in deck if CARDS[c].type is CardType.STAMINA)
    arsenal = len(deck) - stamina
    if not opts.arsenal_min <= arsenal <= opts.arsenal_max:
        raise InvalidSetup(f"{player}'s Arsenal has {arsenal} cards, not {opts.arsenal_min} to "
                           f"{opts.arsenal_max} [ASC-fact-arsenal]")
    if stamina > opts.fountain_max:
        raise InvalidSetup(f"{player}'s Fountain has {stamina} Stamina cards, more than "
                           f"{opts.fountain_max} [ASC-fact-fountain]")
    return deck


def _refs() -> list[CardSetRef]:
    return [CardSetRef(id=SET_ID, sha256=FACTS_SHA256)]


def _new_state(players: list[str], decks: list[list[str]], opts: options_mod.Options) -> State:
    """Cards numbered seat by seat in deck order; Arsenal and Fountain split by card type."""
    cards: list[str] = []
    owner: list[int] = []
    seats = []
    # whole decks at a time, in C (map, compress): a match's start is part of every fold
    for s, (name, deck) in enumerate(zip(players, decks)):
        try:  # one pass: whether each card is Stamina, and that the genesis names only known cards
            stamina = list(map(_IS_STAMINA.__getitem__, deck))
        except KeyError:
            card = next(c for c in deck if c not in CARDS)
            raise InvalidSetup(f"unknown card {card!r} in {name}'s deck") from None
        numbers = range(len(cards), len(cards) + len(deck))
        seats.append(SeatState(name=name, health=opts.starting_health,
                               arsenal=list(compress(numbers, map(not_, stamina))),
                               fountain=list(compress(numbers, stamina))))
        cards += deck
        owner += [s] * len(deck)
    state = State(options=opts, cards=tuple(cards), owner=tuple(owner), seats=seats)
    n = len(players)
    state.stack = ([BeginTurn()] + [DrawHand(seat=s) for s in reversed(range(n))]
                   + [Shuffle(seat=s) for s in reversed(range(n))])
    return state


_IS_STAMINA = {c.id: c.type is CardType.STAMINA for c in CARDS.values()}
"""Whether each card is a Stamina card: a deck's go to the Fountain, the rest to the Arsenal."""


def _luck(genesis: Genesis, state: State) -> State:
    """The state of a table-luck match carries the book of unseen cards (engine.kit.deck)."""
    return deck_kit.at_table(state, TableState) if genesis.table_luck else state


def _card_info(card: CardFacts) -> CardInfo:
    effect = EFFECTS.get(card.id)
    facts = {"genki": card.genki, "finesse": card.finesse}
    if card.weapon is not None:
        facts["weapon"] = card.weapon.value
    if card.keywords:
        facts["keywords"] = [k.value for k in card.keywords]
    if card.mods:
        facts["modifies"] = {r.title: card.modifier(r) for r in card.rolls}
        facts["affects"] = card.affects.value
    if card.stamina is not None:
        facts["stamina"] = card.stamina.value
    summary, rules = (effect.summary, list(effect.rules)) if effect is not None else _summary(card)
    return CardInfo(id=card.id, name=card.name, type=card.type.value, facts=facts,
                    summary=summary, rules=rules)


def _summary(card: CardFacts) -> tuple[str, list[str]]:
    """Our one-line summary of a card without an effect unit, from its facts."""
    if card.type is CardType.STAMINA:
        return (f"{card.name}: a Stamina card of the Fountain; pays {card.stamina.value.title()} costs.",
                ["ASC-fountain-1", "ASC-assume-stamina"])
    changes = ", ".join(f"{card.modifier(r):+d} {r.title}" for r in card.rolls)
    whose = "the attacking turn player's" if card.affects.value == "attacker" else "your"
    when = {CardType.ACTIVE: "when activated for an attack", CardType.PASSIVE: "while on your Battlefield",
            CardType.GAMBIT: "when played before those rolls"}.get(card.type, "")
    rule = {CardType.ACTIVE: "ASC-assume-active", CardType.PASSIVE: "ASC-assume-passive",
            CardType.GAMBIT: "ASC-assume-gambit"}[card.type]
    rules = [rule]
    if card.weapon is not None:
        rules = ["ASC-engage-1", "ASC-engage-2", "ASC-assume-weapon"]
        when = f"as a {card.weapon.value} Weapon"
    if any(r.value == "counterattack" for r in card.rolls):
        rules.append("ASC-counter-3")
    return f"{card.name}: {changes} to {whose} rolls {when}.", rules
