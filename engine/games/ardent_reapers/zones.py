"""Moving cards between zones: draw, put into play, leave play, stash, control.

Every move keeps the state's invariants: a card is in exactly one place (a zone of one seat,
the resolving area, or under a host as a stashed card); `card_state` is set exactly for cards
in play; stashed cards follow the rules of the glossary when their host leaves play.
"""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.state import (IN_PLAY, ZONE_ATTR_BY_VALUE, ZONE_ATTRS, Card,
                                               CardState, End, Need, NeedKind, Seat, State,
                                               Trigger, TriggersTask, Zone)

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_BATTLE_LINE, _RELICS = Zone.BATTLE_LINE, Zone.RELICS
_LEFT, _DORMANT = End.LEFT, CardState.DORMANT
_FACTS = cards.FACTS_BY_ID


def facts_of(state: State, card: Card) -> cards.CardFacts:
    """The printed facts of a card instance (looked up directly: one of the commonest calls)."""
    f = _FACTS.get(state.cards[card])
    return f if f is not None else cards.facts(state.cards[card])


def name(state: State, card: Card) -> str:
    return cards.facts(state.cards[card]).name


def label(state: State, card: Card) -> str:
    """A card named for messages: its name and instance, e.g. "Vix (#3)"."""
    return f"{name(state, card)} (#{card})"


def in_play(state: State, card: Card) -> bool:
    return state.card_state[card] is not None


def controller(state: State, card: Card) -> Seat | None:
    """The seat whose play area holds `card`, or None when it is not in play."""
    if state.card_state[card] is None:
        return None
    for seat, s in enumerate(state.seats):
        if card in s.battle_line or card in s.relics:
            return seat
    return None


def locate(state: State, card: Card) -> tuple[Seat, Zone] | None:
    """Where `card` is: (seat, zone); None when resolving or stashed."""
    if state.card_state[card] is not None:  # in play (the usual mover): a line or relics
        for seat, s in enumerate(state.seats):
            if card in s.battle_line:
                return seat, _BATTLE_LINE
            if card in s.relics:
                return seat, _RELICS
    for seat, s in enumerate(state.seats):
        for zone, attr in ZONE_ATTRS:  # every Zone in order, without hashing the members
            if card in getattr(s, attr):
                return seat, zone
    return None


def host_of(state: State, card: Card) -> Card | None:
    """The card `card` is stashed under, if any."""
    for host, under in enumerate(state.stash):
        if card in under:
            return host
    return None


def take_out(state: State, card: Card) -> None:
    """Remove `card` from wherever it is (zone, resolving area or stash), nothing else."""
    if state.revealed and card in state.revealed:
        state.revealed.remove(card)  # once it leaves the hand it is no longer a revealed card
    if state.card_state[card] is not None:  # in play (the commonest move): `locate`'s first look
        # A card in play is in one of the four: the battle lines first (most cards that leave
        # play are creatures), each tested once
        a, b = state.seats
        line = (a.battle_line if card in a.battle_line else b.battle_line if card in b.battle_line
                else a.relics if card in a.relics else b.relics)
        line.remove(card)
        if state.table:
            deck_kit.seen(state.table, card)  # wherever it goes, its place is known
        return
    # Out of play: `locate`'s search, its owner's zones first. A card is in one place only, so
    # any order finds the same zone; the owner's hand, deck and piles hold it most often.
    seats = state.seats
    owner = state.owner[card]
    for s in (seats[owner], seats[1 - owner]):
        for zone in (s.hand, s.discard, s.deck, s.score_pile, s.battle_line, s.relics):
            if card in zone:
                zone.remove(card)
                if state.table:
                    deck_kit.seen(state.table, card)  # wherever it goes, its place is known
                return
    if card in state.resolving:
        state.resolving.remove(card)
        return
    host = host_of(state, card)
    if host is not None:
        state.stash[host].remove(card)
        return
    raise LookupError(f"card #{card} is nowhere")


def put(state: State, card: Card, seat: Seat, zone: Zone, end: End = End.RIGHT,
        top: bool = False, card_state: CardState | None = None) -> None:
    """Place a card that is in no zone: on a battle line end, on top/bottom of a pile."""
    line = getattr(state.seats[seat], ZONE_ATTR_BY_VALUE[zone._value_])  # `SeatState.zone`, no call
    if zone is _BATTLE_LINE:
        line.insert(0, card) if end is _LEFT else line.append(card)
    elif top:
        line.insert(0, card)
    else:
        line.append(card)
    if zone in IN_PLAY:
        state.card_state[card] = card_state or _DORMANT


def release_stash(state: State, host: Card, to_seat: Seat | None, zone: Zone = Zone.SCORE_PILE) -> None:
    """Move the cards stashed under `host`: to `to_seat`'s `zone`, or (None) owners' discard piles."""
    under, state.stash[host] = state.stash[host], []
    for c in under:
        if to_seat is None:
            state.seats[state.owner[c]].discard.append(c)
        else:
            state.seats[to_seat].zone(zone).append(c)


def left_play(state: State, card: Card, controller: Seat | None) -> None:
    """`card` (controlled by `controller`) is leaving play: an ability it has for that
    (Eager Martyr) waits in `state.triggers` and resolves once the move is done (AR-leave-1)."""
    a = abilities.BY_ID.get(state.cards[card])
    if a is not None and a.leave is not None and controller is not None:
        state.triggers.append(Trigger(card=card, seat=controller))


def triggers_next(state: State, task: TriggersTask) -> Need | None:
    """Resolve the next ability made available by cards leaving play; when they differ the
    active player chooses the order (AR-leave-order)."""
    ts = task.triggers
    if not ts:
        return None
    if len({(state.cards[t.card], t.seat) for t in ts}) > 1:
        state.stack.append(task)
        return Need(NeedKind.CHOOSE, task.seat, rule="AR-leave-order",
                    why="choose the next ability made available by a card leaving play")
    trigger_chosen(state, task, ts[0].card)
    return None


def trigger_chosen(state: State, task: TriggersTask, card: Card | None) -> None:
    first = next(t for t in task.triggers if t.card == card)
    rest = [t for t in task.triggers if t is not first]
    if rest:
        state.stack.append(TriggersTask(seat=task.seat, triggers=rest))
    abilities.BY_ID[state.cards[card]].leave(state, card, first.seat)


def leave_play(state: State, card: Card, seat: Seat, zone: Zone, top: bool = False) -> None:
    """Move an in-play card out of play to `seat`'s `zone`; its stash goes to owners' discards."""
    a = abilities.BY_ID.get(state.cards[card])
    if a is not None and a.leave is not None:  # (`left_play`'s test first: few cards have one,
        left_play(state, card, controller(state, card))  # and then no controller to look for)
    take_out(state, card)
    state.card_state[card] = None
    if state.stash[card]:  # (most cards have nothing stashed under them: nothing to move)
        release_stash(state, card, None)
    put(state, card, seat, zone, top=top)


def move(state: State, card: Card, seat: Seat, zone: Zone, end: End = End.RIGHT,
         top: bool = False, card_state: CardState | None = None) -> None:
    """Move a card anywhere by an ability or rule (Play: and Bonus: do not resolve)."""
    if state.card_state[card] is not None and zone not in IN_PLAY:
        leave_play(state, card, seat, zone, top=top)
        return
    keep = state.card_state[card]
    take_out(state, card)
    if zone in IN_PLAY:
        put(state, card, seat, zone, end=end, card_state=card_state or keep or CardState.DORMANT)
    else:
        put(state, card, seat, zone, top=top)


def draw_one(state: State, seat: Seat) -> bool:
    """Move the top card of the deck to the hand; False when the deck is empty."""
    s = state.seats[seat]
    if not s.deck:
        return False
    deck_kit.look(state.table, s.deck, 0, seat)
    s.hand.append(s.deck.pop(0))
    return True


def stash(state: State, card: Card, host: Card) -> None:
    """Stash `card` (from wherever it is, usually a hand) face down under `host` (AR-stash-1)."""
    if state.card_state[card] is not None:
        left_play(state, card, controller(state, card))
        state.card_state[card] = None
        release_stash(state, card, None)
    take_out(state, card)
    state.stash[host].append(card)


def take_control(state: State, card: Card, seat: Seat, end: End = End.RIGHT) -> None:
    """`seat` takes control of an in-play card: it keeps its state and stash (AR-control-1..3)."""
    keep = state.card_state[card]
    if keep is None:
        raise ValueError(f"{label(state, card)} is not in play")
    if controller(state, card) == seat:
        return
    take_out(state, card)
    zone = Zone.BATTLE_LINE if facts_of(state, card).is_creature else Zone.RELICS
    put(state, card, seat, zone, end=end, card_state=keep)


def score(state: State, seat: Seat) -> int:
    """The VP in a seat's score pile (only score piles count; VP may be negative)."""
    ids = state.cards
    pile = state.seats[seat].score_pile
    try:  # in C: a pile holds up to 30 cards at a match's end
        return sum(map(_VP.__getitem__, map(ids.__getitem__, pile)))
    except KeyError:  # a card id the table was made without (tests add cards for a while)
        return sum(cards.facts(ids[c]).vp for c in pile)


_VP = {cid: f.vp for cid, f in [*_FACTS.items(), *((t, cards.facts(t)) for twins in
                                                   cards.TWINS.values() for t in twins.values())]}
"""The VP of every card id known at import, twins included."""
