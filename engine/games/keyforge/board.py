"""Reading the state as the rules ask about it, and the small updates of its records: a card's
facts and name, who controls it and its neighbours, the creatures and artifacts in play, the
flanks, lasting effects in force, this turn's counts and uses, cards beneath a card in play,
the action cards resolving, where a card is and the house it counts as. The state's shape is
in state.py."""

from __future__ import annotations

import msgspec

from engine.events import Seat

from .cards import CARDS, CardFacts, CardType, House
from .state import Effect, EffectKind, State, UNTIL_LEAVES, Zone


def card_of(state: State, inst: int) -> CardFacts:
    return CARDS[state.cards[inst]]


def name_of(state: State, inst: int) -> str:
    return card_of(state, inst).name


def opponent(seat: Seat) -> Seat:
    return 1 - seat


def controller(state: State, inst: int) -> Seat | None:
    """The seat whose battleline or artifacts hold `inst` (None if it is not in play)."""
    p, q = state.players  # asked several times per event: no loop
    if inst in p.battleline or inst in p.artifacts:
        return 0
    if inst in q.battleline or inst in q.artifacts:
        return 1
    return None


def creatures(state: State, seat: Seat | None = None) -> list[int]:
    """Creatures in play (one seat's, or all: active seat first, each in battleline order)."""
    if seat is not None:
        return list(state.players[seat].battleline)
    a = state.active
    return list(state.players[a].battleline) + list(state.players[1 - a].battleline)


def artifacts(state: State, seat: Seat | None = None) -> list[int]:
    if seat is not None:
        return list(state.players[seat].artifacts)
    a = state.active
    return list(state.players[a].artifacts) + list(state.players[1 - a].artifacts)


def is_creature(state: State, inst: int) -> bool:
    return card_of(state, inst).type is CardType.CREATURE


def neighbors(state: State, inst: int) -> list[int]:
    seat = controller(state, inst)
    if seat is None:
        return []
    line = state.players[seat].battleline
    if inst not in line:
        return []
    i = line.index(inst)
    return [line[j] for j in (i - 1, i + 1) if 0 <= j < len(line)]


def on_flank(state: State, inst: int) -> bool:
    seat = controller(state, inst)
    if seat is None:
        return False
    line = state.players[seat].battleline
    if inst in line and (line[0] == inst or line[-1] == inst):
        return True
    return inst in line and bool(state.effects) and bool(card_effects(state, EffectKind.FLANK, inst))


def effect_while(state: State, kind: EffectKind, seat: Seat | None = None) -> list[Effect]:
    """Effects of `kind` that last while their card is in play (turn UNTIL_LEAVES)."""
    if not state.effects:
        return []
    return [e for e in state.effects
            if e.kind is kind and e.turn == UNTIL_LEAVES and (seat is None or e.seat == seat)]


def count(state: State, what: str) -> None:
    """Count one more `what` done this turn (see `State.tally`)."""
    state.tally[what] = state.tally.get(what, 0) + 1


USED_CREATURE = "use creature #"
"""A `State.tally` key prefix: how often the creature of that instance was used this turn
(keyforge-9 on; `use.used_times`, `use.creatures_used`). keyforge-8 counted every use under
"use creature", and Rocket Boots kept a mark of their own."""


USED_GONE = "used creatures gone"
"""A `State.tally` key: creatures used this turn that have left play since (keyforge-11 on)."""


def forget_uses(state: State, inst: int) -> None:
    """Creature `inst` left play: should it come back this turn it is a new creature, not yet
    used (Rocket Boots), while the creature that was used still counts as one used (Stampede)
    (KF-used, keyforge-11 on)."""
    if state.tally.pop(f"{USED_CREATURE}{inst}", 0):
        count(state, USED_GONE)


def effect_active(state: State, kind: EffectKind, seat: Seat | None = None) -> list[Effect]:
    if not state.effects:  # the usual case, asked at every turn, damage and destruction
        return []
    return [e for e in state.effects
            if e.kind is kind and e.turn == state.turn and (seat is None or e.seat == seat)]


def card_effects(state: State, kind: EffectKind, card: int) -> list[Effect]:
    """The effects of `kind` on `card` active now (this turn's, and those while it is in play)."""
    if not state.effects:
        return []
    return [e for e in state.effects if e.kind is kind and e.card == card
            and (e.turn == state.turn or e.turn == UNTIL_LEAVES)]


def use_up(state: State, effect: Effect) -> None:
    """One use of a counted effect is spent: its amount drops by one (gone at zero)."""
    i = state.effects.index(effect)
    if effect.amount > 1:
        state.effects[i] = msgspec.structs.replace(effect, amount=effect.amount - 1)
    else:
        del state.effects[i]


def beneath(state: State, inst: int) -> list[int]:
    """The cards face down beneath `inst` (none when it is not in play)."""
    ip = state.inplay[inst]
    return list(ip.beneath) if ip is not None and ip.beneath else []


def put_beneath(state: State, inst: int, card: int) -> None:
    """Put `card` (already taken from its zone) face down beneath `inst`, in play."""
    ip = state.inplay[inst]
    ip.beneath = beneath(state, inst) + [card]


def take_beneath(state: State, card: int) -> bool:
    """Take `card` from beneath the card in play that holds it (False: none does); the list
    goes back to unset when empty, as a state that never had one."""
    for ip in state.inplay:
        if ip is not None and ip.beneath and card in ip.beneath:
            rest = [c for c in ip.beneath if c != card]
            ip.beneath = rest if rest else msgspec.UNSET
            return True
    return False


def resolving(state: State, seat: Seat) -> list[int]:
    """The action cards `seat` is playing whose Play: ability has not finished (keyforge-7 on)."""
    return list(state.players[seat].resolving or ())


def start_resolving(state: State, seat: Seat, card: int) -> None:
    """Put an action card being played (already taken from its zone) aside while it resolves."""
    state.players[seat].resolving = resolving(state, seat) + [card]


def stop_resolving(state: State, card: int) -> bool:
    """Take `card` from among the actions being played (False: it is not one); the list goes
    back to unset when empty, as a state that never had one."""
    for p in state.players:
        if p.resolving and card in p.resolving:
            rest = [c for c in p.resolving if c != card]
            p.resolving = rest if rest else msgspec.UNSET
            return True
    return False


def zone_of(state: State, inst: int) -> tuple[Seat, Zone] | None:
    """Where an instance is: (seat, zone); upgrades report the creature's controller."""
    for seat, p in enumerate(state.players):
        for zone in (Zone.DECK, Zone.HAND, Zone.ARCHIVES, Zone.DISCARD, Zone.PURGED,
                     Zone.BATTLELINE, Zone.ARTIFACTS):
            if inst in getattr(p, zone.name.lower()):
                return seat, zone
        if p.resolving and inst in p.resolving:
            return seat, Zone.RESOLVING
    for holder, ip in enumerate(state.inplay):
        if ip is None:
            continue
        if inst in ip.upgrades:
            seat = controller(state, holder)
            return (seat if seat is not None else 0), Zone.UPGRADE
        if ip.beneath and inst in ip.beneath:
            return state.owner[inst], Zone.BENEATH
    return None


def house_in_play(state: State, inst: int) -> House:
    """The house a card counts as: its own, except that an artifact controlled by a player who
    does not own it, and whose deck lacks its house, counts as Shadows (Sneklifter, the only
    card of the set that takes artifacts; KF-control)."""
    house = card_of(state, inst).house
    if state.inplay[inst] is None:
        return house
    seat = controller(state, inst)
    if (seat is None or seat == state.owner[inst] or house in state.players[seat].houses
            or inst not in state.players[seat].artifacts):
        return house
    return House.SHADOWS
