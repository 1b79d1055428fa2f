"""What the active player may do in the pre-attack step (Turn Order 3) and the attack
(Turn Order 4): `refuse` names the rule an event breaks; `main_options` lists the legal ones
(every candidate that `refuse` lets through, so options and refusals never disagree).
"""

from __future__ import annotations

from msgspec import UNSET
from msgspec.structs import replace

from .cards import CARDS, CardType, Condition
from .coins import overpays, pay
from .combat import aim, can_attack, refuse_attack, target_of, targets
from .events import (Attack, AttachCoin, AttachSquire, EndTurn, MoveSquire, PlaceChampion,
                     PlayAction, PlayArena, PlayEquipment, PlayExterior, PlayGate, Retreat,
                     SetTrap, UseAbility)
from .registry import ABILITIES
from .retreat import refuse_retreat
from .state import State, find_unit, since, units
from .stats import ability_works

Refusal = tuple[str, str] | None


_STEP = {CardType.COIN: "SC-turn-3A", CardType.CHAMPION: "SC-turn-3B",
         CardType.SQUIRE: "SC-turn-3C"}
"""The Turn Order step that plays a card of each type from the hand (the rest: step 3D)."""


def _in_hand(state: State, seat: int, card: int, kind: CardType) -> Refusal:
    step = _STEP.get(kind, "SC-turn-3D")
    if card not in state.sides[seat].hand:
        return step, "that card is not in your hand"
    if state.card(card).type is not kind:
        return step, f"that card is not a {kind.value}"
    return None


def _own_champion(state: State, seat: int, target: int, rule: str) -> Refusal:
    found = find_unit(state, target)
    if found is None or found[0] != seat:
        return rule, "the target is not one of your Champions in the arena"
    return None


def _coin(state: State, ev: AttachCoin) -> Refusal:
    side = state.sides[ev.seat]
    if side.coin_done and side.extra_coins <= 0:
        return "SC-17", "you have attached your Coin for this turn"
    return (_in_hand(state, ev.seat, ev.card, CardType.COIN)
            or _own_champion(state, ev.seat, ev.target, "SC-turn-3A"))


def _champion(state: State, ev: PlaceChampion) -> Refusal:
    if len(state.sides[ev.seat].garrison) >= 4:
        return "SC-12", "the garrison holds 4 Champions"
    return _in_hand(state, ev.seat, ev.card, CardType.CHAMPION)


def _squire(state: State, ev: AttachSquire) -> Refusal:
    # a Squire enters the arena only on one of your Champions, never by itself (rule 38)
    bad = _in_hand(state, ev.seat, ev.card, CardType.SQUIRE)
    if bad:
        return bad
    found = find_unit(state, ev.target)
    if found is None:  # on no Champion at all: by itself
        return "SC-38", "a Squire is placed only on a Champion in the arena, never by itself"
    if found[0] != ev.seat:  # onto your Champions (Turn Order 3C)
        return "SC-turn-3C", "a Squire is attached to one of your own Champions"
    unit = found[1]
    if ev.replace is not None:
        if ev.replace not in unit.squires:
            return "SC-42", "only a Squire on that Champion can be replaced"
    elif len(unit.squires) >= 2:
        return "SC-37", "a Champion carries at most two Squires"
    if ev.face_up is True:
        return face_refusal(state, unit.card)
    return None


def face_refusal(state: State, champion: int) -> Refusal:
    """Why a Squire may not be placed face up by choice on `champion` (rule 10), or None."""
    if not since(state, 5):
        return "SC-10", "under this rules version a Squire on a face-down Champion goes face down"
    if champion in state.revealed:
        return "SC-10", "a Squire placed on a face-up Champion is face up: there is no face to choose"
    return None


def _equipment(state: State, ev: PlayEquipment) -> Refusal:
    bad = (_in_hand(state, ev.seat, ev.card, CardType.EQUIPMENT)
           or _own_champion(state, ev.seat, ev.target, "SC-23"))
    if bad:
        return bad
    card = state.card(ev.card)
    if card.origin and state.card(ev.target).origin != card.origin:
        return "SC-23", f"{card.name} is for {card.origin} Champions only"
    return _cost(state, ev)


def _cost(state: State, ev) -> Refusal:
    """The Coin cost of the card `ev` plays, paid from the hand: by the least valuable Coins
    (SC-pay), or from sceptre-8 by the metals `paid` its player chose (rule 18's overpaying)."""
    paid = ev.paid
    if paid is UNSET:
        if pay(state, ev.seat, ev.card) is None:
            return "SC-pay", "your hand's Coins cannot pay its cost"
        return None
    if not since(state, 8):
        return "SC-pay", ("under this rules version a cost is paid with the least valuable Coins "
                          "(a choice of Coins from sceptre-8)")
    if type(paid) is not tuple:  # an event decodes its metals as a tuple, as the options are
        return "SC-18", "`paid` is a tuple of metal names, highest first"
    if pay(state, ev.seat, ev.card, paid) is None:
        return "SC-18", ("your hand has no such Coins, or they do not pay its cost (one Coin for "
                         "each of the cost, highest first; Gold pays any, Silver Silver or Copper)")
    if paid not in overpays(state, ev.seat, ev.card):
        return "SC-pay", ("those are the least valuable Coins that pay it: that is the play "
                          "without `paid`")
    return None


def _action(state: State, ev: PlayAction) -> Refusal:
    bad = _in_hand(state, ev.seat, ev.card, CardType.ACTION) or _cost(state, ev)
    if bad:
        return bad
    legal = ABILITIES.table[state.cards[ev.card]].targets(state, ev.seat, ev.card)
    if (ev.choice or ev.target) not in legal:
        return "SC-22", "that target or choice is not allowed by the card"
    return None


def _trap(state: State, ev: SetTrap) -> Refusal:
    bad = _in_hand(state, ev.seat, ev.card, CardType.TRAP)
    if bad:
        return bad
    traps = state.sides[ev.seat].traps
    if ev.replace is not None and ev.replace not in traps:
        return "SC-25", "only one of your Traps in play can be replaced"
    if ev.replace is None and len(traps) >= 3:
        return "SC-25", "you have 3 Traps in play: replace one"
    return None


def _gate(state: State, ev: PlayGate) -> Refusal:
    if state.sides[ev.seat].gate is not None:
        return "SC-28", "you may have only one Gate in play"
    return _in_hand(state, ev.seat, ev.card, CardType.GATE)


def _exterior(state: State, ev: PlayExterior) -> Refusal:
    bad = _in_hand(state, ev.seat, ev.card, CardType.EXTERIOR)
    if bad:
        return bad
    if state.sides[ev.seat].gate is None:
        return "SC-28", "an Exterior needs your Gate in play"
    return _cost(state, ev)


def ability_refusal(state: State, ev: UseAbility) -> Refusal:
    found = find_unit(state, ev.card)
    if found is None or found[0] != ev.seat:
        return "SC-34", "that is not one of your Champions in the arena"
    _, unit, in_combat = found
    entry = ABILITIES.get(state.cards[ev.card])
    if entry is None or entry.use is None:
        return "SC-34", "that Champion has no Ability to use"
    if unit.stuck:
        return "SC-47-dazed", "a Dazed Champion that failed its roll can take no action this turn"
    if unit.conditions and Condition.DAZED in unit.conditions:
        return "SC-47-dazed", "a Dazed Champion's Ability is disabled"
    if not ability_works(state, unit, in_combat):
        return "SC-34", "its Ability does not work here"
    if CARDS[state.cards[ev.card]].ability.once and unit.used == state.turn:  # type: ignore[union-attr]
        return "SC-34", "that Ability is used once per turn"
    if ev.target not in entry.targets(state, ev.seat, ev.card):
        return "SC-34", "the Ability cannot do that now"
    return None


def _end(state: State, ev: EndTurn) -> Refusal:
    if can_attack(state, ev.seat):
        return "SC-must-attack", "a player with a usable attack ends the turn by attacking"
    return None


_CHECKS = {
    AttachCoin: _coin, PlaceChampion: _champion, AttachSquire: _squire,
    PlayEquipment: _equipment, PlayAction: _action, SetTrap: _trap,
    PlayArena: lambda st, ev: _in_hand(st, ev.seat, ev.card, CardType.ARENA),
    PlayGate: _gate, PlayExterior: _exterior, UseAbility: ability_refusal,
    Retreat: lambda st, ev: refuse_retreat(st, ev.seat),
    Attack: lambda st, ev: refuse_attack(st, ev.seat, ev.attack,
                                         target_of(st, ev.seat, ev.target, ev.slot)),
    EndTurn: _end,
}
MAIN_EVENTS = tuple(_CHECKS)


def refuse(state: State, ev) -> Refusal:
    check = _CHECKS.get(type(ev))
    if check is None:
        if type(ev) is MoveSquire:
            return "SC-36", "Squires do not move freely between Champions"
        return "SC-sequence", "the pre-attack step waits for a play, a retreat or an attack"
    return check(state, ev)


def candidates(state: State, seat: int) -> list:
    """Every event of the pre-attack step worth checking (the options are those `refuse` lets
    through), in the order `main_options` lists them."""
    side = state.sides[seat]
    mine = [u.card for u in units(side)]
    out: list = []
    for c in side.hand:
        out += _from_hand(state, seat, c, mine)
    for u in units(side):
        out += _uses(state, seat, u.card)
    out.append(Retreat(seat=seat))
    out += _attacks(state, seat)
    out.append(EndTurn(seat=seat))
    return out


def is_candidate(state: State, ev) -> bool:
    """Whether `ev` is among `candidates(state, ev.seat)`, listing only what could match it:
    an event names its card, and only that card's (or the Champion in combat's) events can be
    equal to it, so the check of one event does not list the whole step."""
    kind = type(ev)
    seat = ev.seat
    side = state.sides[seat]
    if kind is Retreat or kind is EndTurn:
        return True
    if kind is Attack:
        return _is_attack(state, ev)
    if kind is UseAbility:
        return any(u.card == ev.card for u in units(side)) and ev in _uses(state, seat, ev.card)
    if ev.card not in side.hand:
        return False
    # the commonest plays are tested field by field, as `_from_hand` would make them
    ctype = state.card(ev.card).type
    if kind is AttachCoin:
        return ctype is CardType.COIN and _unit_of(side, ev.target) is not None
    if kind is PlaceChampion:
        return ctype is CardType.CHAMPION
    if kind is PlayEquipment:
        return (ctype is CardType.EQUIPMENT and _unit_of(side, ev.target) is not None
                and (ev.paid is UNSET or since(state, 8) and type(ev.paid) is tuple
                     and ev.paid in overpays(state, seat, ev.card)))
    if kind is AttachSquire:
        return ctype is CardType.SQUIRE and _is_squire_play(state, side, ev)
    return ev in _from_hand(state, seat, ev.card, [u.card for u in units(side)])


def _unit_of(side, card: int):
    """The side's Champion `card` in the arena (in combat or garrisoned), or None."""
    if side.combat is not None and side.combat.card == card:
        return side.combat
    for u in side.garrison:
        if u.card == card:
            return u
    return None


def _is_squire_play(state: State, side, ev: AttachSquire) -> bool:
    """Whether `_from_hand` lists this AttachSquire of a Squire in hand: onto one of the
    player's Champions, replacing none or one of its Squires, face up by choice only where
    rule 10 gives one (sceptre-5, a face-down Champion)."""
    unit = _unit_of(side, ev.target)
    if unit is None or not (ev.replace is None or ev.replace in unit.squires):
        return False
    face = ev.face_up
    if face is UNSET:
        return True
    return face == True and since(state, 5) and unit.card not in state.revealed  # noqa: E712


def _is_attack(state: State, ev: Attack) -> bool:
    """Whether `ev` is among `_attacks`: an attack of the Champion in combat at one of its
    targets, named as `aim` names it (a face-down garrisoned one by its place)."""
    combat = state.sides[ev.seat].combat
    if combat is None:
        return False
    attacks = state.card(combat.card).attacks
    if ev.attack not in range(len(attacks)):
        return False
    target = target_of(state, ev.seat, ev.target, ev.slot)
    return (target is not None and target in targets(state, ev.seat, attacks[ev.attack])
            and aim(state, ev.seat, target) == (ev.target, ev.slot))


def _from_hand(state: State, seat: int, c: int, mine: list[int]) -> list:
    """The candidate plays of hand card `c`; `mine` are the player's Champions in the arena."""
    kind = state.card(c).type
    if kind is CardType.COIN:
        return [AttachCoin(seat=seat, card=c, target=t) for t in mine]
    if kind is CardType.CHAMPION:
        return [PlaceChampion(seat=seat, card=c)]
    if kind is CardType.SQUIRE:
        out: list = []
        either = since(state, 5)  # rule 10: face up or down on a face-down Champion
        for u in units(state.sides[seat]):
            faces = (UNSET, True) if either and u.card not in state.revealed else (UNSET,)
            for f in faces:
                out.append(AttachSquire(seat=seat, card=c, target=u.card, face_up=f))
                out += [AttachSquire(seat=seat, card=c, target=u.card, replace=s, face_up=f)
                        for s in u.squires]
        return out
    if kind is CardType.EQUIPMENT:
        return _paid(state, seat, c, [PlayEquipment(seat=seat, card=c, target=t) for t in mine])
    if kind is CardType.ACTION:
        return _paid(state, seat, c, [
            PlayAction(seat=seat, card=c, choice=t) if isinstance(t, str)
            else PlayAction(seat=seat, card=c, target=t)
            for t in ABILITIES.table[state.cards[c]].targets(state, seat, c)])
    if kind is CardType.TRAP:
        return [SetTrap(seat=seat, card=c)] + [SetTrap(seat=seat, card=c, replace=t)
                                               for t in state.sides[seat].traps]
    play = _PLAIN_PLAYS.get(kind)
    if play is PlayExterior:
        return _paid(state, seat, c, [play(seat=seat, card=c)])
    return [play(seat=seat, card=c)] if play is not None else []


def _paid(state: State, seat: int, card: int, plays: list) -> list:
    """Each play of `card`, then (sceptre-8) each again paid with Coins its player chose over
    the least valuable (rule 18: "you may choose to overpay")."""
    if not plays or not since(state, 8):
        return plays
    choices = overpays(state, seat, card)
    return plays + [replace(ev, paid=p) for ev in plays for p in choices] if choices else plays


_PLAIN_PLAYS = {CardType.ARENA: PlayArena, CardType.GATE: PlayGate, CardType.EXTERIOR: PlayExterior}


def _uses(state: State, seat: int, card: int) -> list:
    """The candidate uses of the Ability of `seat`'s Champion `card`."""
    entry = ABILITIES.get(state.cards[card])
    if entry is None or entry.use is None:
        return []
    return [UseAbility(seat=seat, card=card, target=t) for t in entry.targets(state, seat, card)]


def _attacks(state: State, seat: int) -> list:
    """The candidate attacks of `seat`'s Champion in combat: each attack at each target."""
    combat = state.sides[seat].combat
    if combat is None:
        return []
    out = []
    for i, attack in enumerate(state.card(combat.card).attacks):
        for t in targets(state, seat, attack):
            target, slot = aim(state, seat, t)
            out.append(Attack(seat=seat, attack=i, target=target, slot=slot))
    return out


def main_options(state: State, seat: int) -> list:
    return [ev for ev in candidates(state, seat) if refuse(state, ev) is None]
