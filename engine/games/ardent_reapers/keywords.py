"""A card's current characteristics: power and skills, as printed plus what modifies them.

Constant abilities of cards in play (Sigil of Power, Fog Machine, The Buddy System...) are
plain data (`abilities.base.Constant`) found here by `constants`, the one place that decides
which constant abilities apply (AR-constant-1).
"""

from __future__ import annotations

from itertools import compress

from engine.games.ardent_reapers import cards
from engine.games.ardent_reapers.abilities import ABILITIES
from engine.games.ardent_reapers.abilities.base import Constant
from engine.games.ardent_reapers.state import Card, CardState, Seat, State


ANY, HAND, FIRST_CREATURE, FRIENDLY, FOE_PLAY, TURN_END = 1, 2, 3, 4, 5, 6
"""What a caller of `constants` reads (an index into the match's table): any constant ability,
hand size, the first creature entering Active, friendly creatures' power and skills, what the
opponent may play, and the last two together (a turn's end asks both: `turn.end_step`)."""

_READS = {ANY: lambda k: True,
          HAND: lambda k: k.hand != 0 or k.foe_hand != 0,
          FIRST_CREATURE: lambda k: k.first_creature_active,
          FRIENDLY: lambda k: k.power != 0 or k.team_up or k.sneak is not None,
          FOE_PLAY: lambda k: bool(k.foe_cannot_play),
          TURN_END: lambda k: k.hand != 0 or k.foe_hand != 0 or bool(k.foe_cannot_play)}


def constants(state: State, seat: Seat | None = None, reads: int = ANY) -> list | tuple:
    """(card, controller, Constant) of every card in play with a constant ability that applies
    now (AR-constant-1: in play and its conditions met), controlled by `seat` if given.

    `reads` names what the caller reads of them: when no card of the match whose ability
    changes that is in play, the answer is empty at once (the caller would find nothing in
    the others), and otherwise every constant ability is listed as without it."""
    ids = state.cards
    match = _MATCH  # read once: the table and the list it is keyed on come as one pair
    if match[0] is not ids:
        match = _match(ids)
    cs = state.card_state
    for c in match[reads]:  # the match's few such cards (most matches: none; often none in play)
        if cs[c] is not None:
            break
    else:
        return _NONE
    kinds = match[-1]
    out: list | tuple = _NONE  # a list only once one is found
    seats = enumerate(state.seats) if seat is None else ((seat, state.seats[seat]),)
    for s, ss in seats:
        for c in ss.battle_line:
            k = kinds[c]
            if k is not None and (not k.only_if_active or cs[c] is _ACTIVE):
                out = [*out, (c, s, k)]
        for c in ss.relics:
            k = kinds[c]
            if k is not None and (not k.only_if_active or cs[c] is _ACTIVE):
                out = [*out, (c, s, k)]
    return out


def in_play(state: State, reads: int) -> bool:
    """Whether a card of the match whose constant ability changes what `reads` names is in
    play (`constants`' first test, without listing the constants that apply)."""
    ids = state.cards
    match = _MATCH
    if match[0] is not ids:
        match = _match(ids)
    cs = state.card_state
    for c in match[reads]:
        if cs[c] is not None:
            return True
    return False


_NONE: tuple = ()
_ACTIVE = CardState.ACTIVE
_FACTS = cards.FACTS_BY_ID
_MATCH: tuple = (None, (), (), (), (), (), (), ())
"""(card ids, then the instances whose constant ability changes what each of ANY, HAND,
FIRST_CREATURE, FRIENDLY, FOE_PLAY and TURN_END reads, then each instance's Constant or None)
of the last match asked about. Keyed on the identity of its `State.cards` list, which a match
never changes in place (the card of an instance is a fact): a fold, an audit or self-play asks
of one state object all match long, and another match or a decoded copy only recomputes the
table. The list itself is held, so its identity cannot pass to another list while cached."""


_CONSTANTS: dict[str, Constant] | None = None
"""Card id -> its Constant, for the few cards that have one (built once the registry is
filled, keyed on card ids: immutable facts, never on a state)."""
_READ_BY: dict[str, list[int]] = {}
"""Card id -> what its Constant changes of what callers read (ANY, HAND...), built with
`_CONSTANTS`: each match's table is then made in one pass over its cards with one, where a
pass per read with a test per card cost about three bytecodes an event of a fold."""


def own_constants(state: State) -> list:
    """Each card instance's own constant ability (None for most), in play or not: the match's
    table, for a loop over several cards (`own_constant` is one card's, while in play)."""
    match = _MATCH
    if match[0] is not state.cards:
        match = _match(state.cards)
    return match[-1]


def _match(ids: list[str]) -> tuple:
    global _MATCH, _CONSTANTS, _READ_BY
    if _CONSTANTS is None:
        _CONSTANTS = {cid: a.constant for cid, a in ABILITIES.items() if a.constant is not None}
        _READ_BY = {cid: [r for r, reads in _READS.items() if reads(k)]
                    for cid, k in _CONSTANTS.items()}
    kinds = list(map(_CONSTANTS.get, ids))
    tables: list[list[int]] = [[] for _ in range(len(_READS) + 1)]  # by what is read (from 1)
    for c in compress(range(len(kinds)), kinds):  # (in C: a Constant is true, None false)
        for r in _READ_BY[ids[c]]:
            tables[r].append(c)
    _MATCH = (ids, *map(tuple, tables[1:]), kinds)
    return _MATCH


def friendly(state: State, seat: Seat) -> list:
    """The constant abilities `seat` controls, which apply to each of its creatures in play."""
    found = constants(state, seat, FRIENDLY)
    return [k for _, _, k in found] if found else []  # (most lines: none, and no comprehension)


def _friendly(state: State, card: Card) -> list | tuple:
    """The constant abilities that apply to `card` as a friendly creature in play."""
    found = constants(state, None, FRIENDLY)  # first: most matches have none (no seat to find)
    return _friendly_in(state, card, found) if found else _NONE


def _friendly_in(state: State, card: Card, found: list) -> list | tuple:
    """`_friendly` from the constant abilities in play (`found`, not empty)."""
    if state.card_state[card] is not None:
        for seat, ss in enumerate(state.seats):
            if card in ss.battle_line:  # `friendly(state, seat)`: the seat's, in the same order
                return [k for _, ctl, k in found if ctl == seat]
    return _NONE


def power(state: State, card: Card, found: list | tuple | None = None) -> int:
    """Current power of a creature (0 for a card without power): printed, plus modifiers.
    `found`, when given, is `constants(state, None, FRIENDLY)` (a fight asks two powers of the
    same state: it looks them up once)."""
    cid = state.cards[card]
    p = (_FACTS.get(cid) or cards.facts(cid)).power  # (`facts` for a twin's id)
    if p is None:
        return 0
    if found is None:
        found = constants(state, None, FRIENDLY)  # `_friendly`'s first step without its call
    if not found:  # most matches have no such card in play
        return p
    mods = _friendly_in(state, card, found)
    return p + sum(k.power for k in mods) if mods else p  # (most lines: nothing to add)


def team_up(state: State, card: Card, friendly: list | None = None) -> bool:
    """Whether the creature has Team-Up; `friendly`, when given, is `friendly(state, seat)` of
    the seat whose battle line holds it (worked out once for a whole line)."""
    if cards.facts(state.cards[card]).team_up:
        return True
    mods = _friendly(state, card) if friendly is None else friendly
    return bool(mods) and any(k.team_up for k in mods)  # (most lines: no constant to scan)


def bear_hug(state: State, card: Card) -> bool:
    return cards.facts(state.cards[card]).bear_hug


def sneak(state: State, card: Card, friendly: list | None = None) -> tuple[int, ...]:
    """The X of each instance of Sneak the creature has (AR-sneak-3: the player picks one);
    `friendly` as for `team_up`."""
    cid = state.cards[card]
    printed = (_FACTS.get(cid) or cards.facts(cid)).sneak
    mods = _friendly(state, card) if friendly is None else friendly
    if not mods:  # most lines: no constant ability to grant one
        return printed
    return printed + tuple(k.sneak for k in mods if k.sneak is not None)


def defence(state: State, card: Card, found: list | tuple | None = None) -> int:
    """What an attacker is compared against: Resilient X if any (mandatory; the highest
    instance, AR-resilient-2), else power (`found` as for `power`)."""
    cid = state.cards[card]
    r = (_FACTS.get(cid) or cards.facts(cid)).resilient
    return power(state, card, found) if not r else max(r)


def tags(state: State, card: Card) -> list[str]:
    """Keywords as shown on a card, in the rules' words."""
    f = cards.facts(state.cards[card])
    out = list(f.keywords)
    if team_up(state, card) and "Team-Up" not in out:
        out.append("Team-Up")
    out.extend(f"Sneak {x}" for x in sneak(state, card)[len(f.sneak):])
    return out
