"""Squires, Coins, Equipment, Traps, Arena cards, the Gate and Exteriors: each card's unit.

Stat bonuses are facts of the data file (read by `stats`); the units here name them in our
words and declare the rules they apply; Traps carry their trigger and effect.
"""

from __future__ import annotations

from ..cards import CARDS, CardType, Condition
from ..registry import CardAbility as A
from ..combat import afflict
from ..state import DEATHS, AttackRoll, Deaths, State, TrapAsk, find_unit, since
from ..stats import harm
from .. import traps
from ..zones import heal

_WORDS = {"hp": "HP", "dfn": "DEF", "skl": "SKL", "spd": "SPD", "dmg": "damage"}


def _bonus(bonus: dict[str, int]) -> str:
    return ", ".join(f"{v:+d} {_WORDS[k]}" for k, v in bonus.items()) or "no stat bonus"


def _squire(cid: str) -> A:
    c = CARDS[cid]
    article = "an" if c.origin[:1] in "AEIOU" else "a"  # an Emberfall Champion
    return A(f"Squire: {_bonus(c.innate)}; to {article} {c.origin} Champion also {_bonus(c.match)}.",
             ("SC-36", "SC-37", "SC-38", "SC-40"))


def _coin(cid: str) -> A:
    return A(f"Coin ({CARDS[cid].metal.value}): pays attack and card costs of its metal or "
             "lower.", ("SC-17", "SC-18"))


def _gear(cid: str, extra: str = "") -> A:
    c = CARDS[cid]
    need = f" ({c.origin} Champions only)" if c.origin else ""
    return A(f"{c.slot.value.title()} Equipment{need}: {extra or _bonus(c.bonus)}.",
             ("SC-23", "SC-24") + (("SC-11",) if c.origin else ()))


def _arena(cid: str) -> A:
    c = CARDS[cid]
    who = "Cavalry Champions" if c.only else "Champions"
    return A(f"Arena: all {who} in the arena get {_bonus(c.bonus)}.", ("SC-26", "SC-2"))


def _caltrops(state: State, seat: int, card: int, _t) -> None:
    harm(state.sides[1 - seat].combat, 20)  # type: ignore[arg-type]
    _deaths_after_traps(state, seat)


def _deaths_after_traps(state: State, seat: int) -> None:
    """The deaths a Trap's damage may cause, looked at once every Trap the same happening set
    off has resolved (rule 25: they resolve together, one after another, on the Champion that
    set them off; sceptre-6). Before, at once: a Champion killed by the first was replaced,
    and the next Trap of its retreat hit the Champion that replaced it."""
    stack = state.stack
    if not since(state, 6):
        stack.append(DEATHS[seat])
        return
    below = len(stack)
    while below and type(stack[below - 1]) is TrapAsk:  # the asks still due, on top
        below -= 1
    if not (below and type(stack[below - 1]) is Deaths):  # one look after them is enough
        stack.insert(below, DEATHS[seat])


def _palisade(state: State, seat: int, card: int, _t) -> None:
    harm(state.sides[1 - seat].combat, 20)  # type: ignore[arg-type]


def _smoke(state: State, seat: int, card: int, _t) -> None:
    for task in reversed(state.stack):
        if isinstance(task, AttackRoll):
            task.penalty += 4
            return


def _net(state: State, seat: int, card: int, _t) -> None:
    afflict(state, state.sides[1 - seat].combat.card, Condition.DISARMED)  # type: ignore[union-attr]


def _horn(state: State, seat: int, card: int, target: int) -> None:
    found = find_unit(state, target)
    if found is not None:
        heal(found[1], 20)


SUPPORT = {
    **{cid: _squire(cid) for cid, c in CARDS.items() if c.type is CardType.SQUIRE},
    **{cid: _coin(cid) for cid, c in CARDS.items() if c.type is CardType.COIN},
    **{cid: _gear(cid) for cid, c in CARDS.items()
       if c.type is CardType.EQUIPMENT and cid != "serrated-blade"},
    "serrated-blade": _gear("serrated-blade", "after a successful attack roll a die; on 16+ the "
                            "attacked Champion is Bleeding"),
    **{cid: _arena(cid) for cid, c in CARDS.items() if c.type is CardType.ARENA},
    "stone-gate": A("Gate: no effect; lets you play an Exterior.", ("SC-28", "SC-27")),
    "watchtower": A("Exterior: your Champions get +1 DEF.", ("SC-27",)),
    "war-drums": A("Exterior: your in-combat Champion gets +3 to attack rolls during three of "
                   "your turns (this one counted), counted only while you have a Gate.",
                   ("SC-27", "SC-30-roll")),
    "healing-spring": A("Exterior: at the start of your turn heal 10 damage from your in-combat "
                        "Champion.", ("SC-27", "SC-turn-2")),
    "caltrops": A("Trap: when your opponent announces a retreat, their in-combat Champion takes "
                  "20 damage.", ("SC-25", "SC-13", "SC-turn-5"), trigger=traps.RETREAT,
                  use=_caltrops),
    "spiked-palisade": A("Trap: when your in-combat Champion takes damage from an attack, the "
                         "attacking Champion takes 20 damage.", ("SC-25", "SC-31"),
                         trigger=traps.HIT, use=_palisade),
    "smoke-snare": A("Trap: when your opponent announces an attack that needs a roll, that roll "
                     "gets -4.", ("SC-25", "SC-30-roll"), trigger=traps.ATTACK, use=_smoke),
    "tangling-net": A("Trap: when your opponent announces a retreat, their in-combat Champion is "
                      "Disarmed; on its own turn that lasts to the end of the turn.",
                      ("SC-25", "SC-47-disarmed"), trigger=traps.RETREAT, use=_net),
    "rallying-horn": A("Trap: when one of your damaged Champions enters combat from the "
                       "garrison, heal 20 damage from it.", ("SC-25",), trigger=traps.ENTER,
                       use=_horn),
}
