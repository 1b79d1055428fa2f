"""Champion Abilities (rule 34): passive bonuses where their label allows, or active uses
before the attack, once per turn where the card says so."""

from __future__ import annotations

from ..cards import Condition
from ..registry import CardAbility as A
from ..state import Mod, State, find_unit, reveal, since, units
from ..zones import draw, heal

_COMBAT = ("SC-34",)


def _unit(state: State, source: int):
    return find_unit(state, source)[1]  # type: ignore[index]


def _if(test):
    """Targets: [None] (a use with no target) when `test(state, seat, source)` holds."""
    return lambda state, seat, source: [None] if test(state, seat, source) else []


def _copper_in_hand(state: State, seat: int, source: int) -> list[int | None]:
    """The Coins Outrider may discard: a Copper, or from sceptre-8 any Coin, since rule 18 lets
    a player overpay whenever a Coin is discarded for an effect (SC-pay)."""
    if _unit(state, source).damage <= 0:
        return []
    if since(state, 8):
        return [c for c in state.sides[seat].hand if state.card(c).metal is not None]
    return [c for c in state.sides[seat].hand if state.cards[c] == "copper-coin"]


def _outrider(state: State, seat: int, source: int, coin: int) -> None:
    state.sides[seat].hand.remove(coin)
    state.sides[seat].discard.append(coin)
    if coin in state.revealed:  # a searched Coin shown in the hand (sceptre-9) leaves it
        state.revealed.remove(coin)
    heal(_unit(state, source), 10)


def _kindle(state: State, seat: int, source: int, _t) -> None:
    heal(state.sides[seat].combat, 10)  # type: ignore[arg-type]


def _ebb(state: State, seat: int, source: int, _t) -> None:
    _unit(state, source).conditions.remove(Condition.BLEEDING)


def _foresight(state: State, seat: int, source: int, _t) -> None:
    state.sides[seat].combat_mods.append(Mod("skl", 2, until=state.turn))


def _garrison_squires(state: State, seat: int, source: int) -> list[int | None]:
    if len(_unit(state, source).squires) >= 2:
        return []
    return [sq for u in state.sides[seat].garrison for sq in u.squires]


def _flood(state: State, seat: int, source: int, squire: int) -> None:
    for u in state.sides[seat].garrison:
        if squire in u.squires:
            u.squires.remove(squire)
    unit = _unit(state, source)
    unit.squires.append(squire)
    reveal(state, squire)


def _steadfast(state: State, seat: int, source: int, _t) -> None:
    heal(_unit(state, source), 20)


def _tunneler(state: State, seat: int, source: int, _t) -> None:
    draw(state, seat)


def _dazed_champions(state: State, seat: int, source: int) -> list[int | None]:
    return [u.card for u in units(state.sides[seat]) if Condition.DAZED in u.conditions]


def _ward(state: State, seat: int, source: int, target: int) -> None:
    unit = _unit(state, target)
    unit.conditions.remove(Condition.DAZED)
    unit.stuck = False


CHAMPIONS = {
    "ember-warden": A("Hearth Guard (Combat): +2 DEF while in combat.", _COMBAT, passive={"dfn": 2}),
    "ashfang-rider": A("Outrider (Any): discard a Copper Coin (or, overpaying, a better one) "
                       "from your hand to heal 10 damage from this Champion, as often as you "
                       "like.", ("SC-34", "SC-18"),
                       targets=_copper_in_hand, use=_outrider),
    "pyre-adept": A("Kindle (Garrison, once per turn): heal 10 damage from your in-combat "
                    "Champion.", ("SC-34", "SC-12"),
                    targets=_if(lambda st, s, src: st.sides[s].combat.damage > 0), use=_kindle),
    "cinder-marshal": A("Warbanner (Combat): +10 damage to attacks that deal damage.",
                        ("SC-34", "SC-30-multiple"), passive={"dmg": 10}),
    "tide-sentinel": A("Ebb (Combat, once per turn): cure this Champion of Bleeding.",
                       ("SC-34", "SC-48"),
                       targets=_if(lambda st, s, src: Condition.BLEEDING in _unit(st, src).conditions),
                       use=_ebb),
    "reef-lancer": A("Current Rider (Any): +2 SPD.", ("SC-34", "SC-49"), passive={"spd": 2}),
    "mist-oracle": A("Foresight (Garrison, once per turn): your in-combat Champions get +2 SKL "
                     "until the end of your turn.", ("SC-34", "SC-21"),
                     targets=_if(lambda st, s, src: True), use=_foresight),
    "surge-captain": A("Flood Tactics (Combat, once per turn): move a Squire from one of your "
                       "garrisoned Champions onto this Champion.", ("SC-34", "SC-43", "SC-37"),
                       targets=_garrison_squires, use=_flood),
    "granite-bulwark": A("Bedrock (Any): +20 HP.", ("SC-34",), passive={"hp": 20}),
    "quarry-knight": A("Steadfast (Combat, once per turn): heal 20 damage from this Champion.",
                       ("SC-34",), targets=_if(lambda st, s, src: _unit(st, src).damage > 0),
                       use=_steadfast),
    "cliff-sapper": A("Tunneler (Garrison, once per turn): draw a card.", ("SC-34", "SC-12"),
                      targets=_if(lambda st, s, src: bool(st.sides[s].deck)), use=_tunneler),
    "iron-matriarch": A("Matron's Ward (Any, once per turn): cure one of your Champions of Daze.",
                        ("SC-34", "SC-48"), targets=_dazed_champions, use=_ward),
}

