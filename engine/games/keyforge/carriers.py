"""Which card instances of a match carry an ability field, worked out once per match.

The fold asks after nearly every event what the cards in play do: an aura on creatures'
power, a change to the key cost or the hand size, a reaction to a play or a destruction.
`abilities.base.HOOKS` already limits each question to the card ids that have such an
ability; most matches hold none or one or two of those cards, and they are rarely in play.
So a rule asks first whether any of this match's carriers of the field is in play (a few
`inplay` reads, often none at all) and scans the cards in play only when one is.

A card is in play exactly when it has an `InPlay` record (`State.inplay`): a creature in a
battleline or an artifact (`play`, `enter_play`, `leave_play` and `position.build` keep the
two together). Upgrades carry no record: a field an upgrade sets is asked through
`in_match` (whether the match holds such a card at all).
"""

from __future__ import annotations

from itertools import compress

from .abilities.base import HOOKS
from .state import State

_MATCH: tuple = (None, (), {})
"""(card ids, the same as a tuple, field -> carriers) of the last match asked about. Keyed on
the identity of its `State.cards` list, which a match never replaces (a fold, an audit or
self-play asks of one state object all match long); another list of the same ids (a decoded
copy) is recognised by value and takes the table over. The list itself is held, so its
identity cannot pass to another list while cached. Only Mimicry writes into the list, while
it resolves as a copy of an action card: an action card is never in play, so the carriers of
the fields asked through `in_play` are the same whichever id it holds."""
_IDS: list | None = None
_FOUND: dict[str, tuple[int, ...]] = {}
"""`_MATCH`'s list and table as globals of their own, always set with it (`hold`): `in_play` is
asked about twice per event, and two global reads cost less than taking the tuple apart."""


def held() -> tuple:
    """The table kept now (for `hold` to put back)."""
    return _MATCH


def hold(match: tuple) -> None:
    """Keep `match` (as `_table` made it) as the table of the last match asked about."""
    global _MATCH, _IDS, _FOUND
    _MATCH, _IDS, _FOUND = match, match[0], match[2]


def share(state: State, copy: State) -> None:
    """`copy.cards` was just made as a list equal to `state.cards` (a trial's copy, `order`):
    when the kept table is `state`'s, it becomes `copy`'s too, without comparing the ids."""
    if _IDS is state.cards:
        hold((copy.cards, _MATCH[1], _FOUND))


def carriers(state: State, fields: str) -> tuple[int, ...]:
    """The instances of this match whose card sets any of `fields` (names of `CardAbilities`
    fields, separated by spaces), in instance order."""
    if _IDS is not state.cards:
        _table(state.cards)
    try:
        return _FOUND[fields]
    except KeyError:
        return _union(_FOUND, fields)


def table(state: State) -> dict[str, tuple[int, ...]]:
    """Field -> `carriers` of this match, for one field (not joined names)."""
    if _IDS is not state.cards:
        _table(state.cards)
    return _FOUND


def in_play(state: State, fields: str) -> bool:
    """Whether a creature or artifact in play has an ability setting any of `fields`."""
    # `carriers` written out: this is asked several times per event.
    if _IDS is not state.cards:
        _table(state.cards)
    try:
        found = _FOUND[fields]
    except KeyError:
        found = _union(_FOUND, fields)
    inplay = state.inplay
    for i in found:
        if inplay[i] is not None:
            return True
    return False


def in_match(state: State, fields: str) -> bool:
    """Whether any card of the match (an upgrade, say) has an ability setting any of `fields`."""
    if _IDS is not state.cards:  # `carriers` written out, as in `in_play`
        _table(state.cards)
    try:
        return bool(_FOUND[fields])
    except KeyError:
        return bool(_union(_FOUND, fields))


_FIELDS_OF: dict[str, tuple[str, ...]] = {}
"""Card id -> the fields its abilities set (from `HOOKS`, once it is filled)."""


def _table(ids: list[str]) -> tuple:
    key = tuple(ids)
    match = _MATCH
    if match[1] == key:
        match = (ids, key, match[2])
    else:
        if not _FIELDS_OF:
            for name, hook in HOOKS.items():
                for cid in hook:
                    _FIELDS_OF[cid] = _FIELDS_OF.get(cid, ()) + (name,)
        found: dict[str, list[int]] = {}  # only the fields this match's cards set (a few of 66)
        # Only the instances whose card sets a field are visited (picked out in C: once per
        # match, a loop over every card cost ~500 bytecodes).
        for i in compress(range(len(ids)), map(_FIELDS_OF.__contains__, ids)):
            for name in _FIELDS_OF[ids[i]]:
                if name in found:
                    found[name].append(i)
                else:
                    found[name] = [i]
        table = dict.fromkeys(HOOKS, ())  # every field, in HOOKS' order; () for most
        for name, insts in found.items():
            table[name] = tuple(insts)
        match = (ids, key, table)
    hold(match)
    return match


def _union(table: dict[str, tuple[int, ...]], fields: str) -> tuple[int, ...]:
    """The carriers of several fields, kept in the match's table under their joined names."""
    names = fields.split()
    if len(names) == 1:
        raise KeyError(f"{fields!r} is not a field of CardAbilities")  # a typo in a rules module
    found = table[fields] = tuple(sorted({i for name in names for i in table[name]}))
    return found
