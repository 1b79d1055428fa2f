"""Effective facts of cards in play: power, armor, keywords, and the key cost.

Printed facts plus what upgrades grant and what constant abilities of cards in play add.
"""

from __future__ import annotations

from typing import Callable

from engine.events import Seat

from .abilities.base import HOOKS, lookup
from . import carriers
from .carriers import in_match, in_play
from .cards import CARDS, HOUSES, CardType, House, Keyword
from .state import EffectKind, State, follows
from .board import card_effects, card_of, controller, effect_active, neighbors

BASE_KEY_COST = 6

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_KEY_COST = EffectKind.KEY_COST
_BELONGS = EffectKind.BELONGS
# The cards whose abilities set a field, by card id (filled with the registry).
_POWER_BONUS, _GRANT_POWER = HOOKS["power_bonus"], HOOKS["grant_power"]
_KEY_COST_FN, _OPPONENT_KEY_COST = HOOKS["key_cost"], HOOKS["opponent_key_cost"]
_GRANT_OPPONENT_KEY_COST = HOOKS["grant_opponent_key_cost"]
_HAND_BONUS, _HAND_BONUS_ALL = HOOKS["hand_bonus"], HOOKS["hand_bonus_all"]
_OPPONENT_HAND_BONUS = HOOKS["opponent_hand_bonus"]
_GRANT_KEYWORDS, _GRANT_ARMOR = HOOKS["grant_keywords"], HOOKS["grant_armor"]
_NEIGHBOR_ARMOR, _FRIENDLY_ARMOR = HOOKS["neighbor_armor"], HOOKS["friendly_armor"]
_GRANT_ALL_HOUSES, _ARTIFACT_TOLL = HOOKS["grant_all_houses"], HOOKS["artifact_toll"]
_OPPONENT_PLAY_LIMIT = HOOKS["opponent_play_limit"]
_NO_GRANTS: dict = {}
_HOUSE_LOCK = HOOKS["house_lock"]
_AURA_KEYWORDS_GIVEN = HOOKS["aura_keywords_given"]


def keywords(state: State, inst: int) -> dict[Keyword, int]:
    """A card's keywords with values: printed, plus those its upgrades grant (values add up),
    plus those friendly cards in play give it."""
    out = dict(card_of(state, inst).keywords)
    ip = state.inplay[inst]
    if ip is not None:
        for up in ip.upgrades:
            for kw, v in lookup(state.cards[up]).grant_keywords.items():
                out[kw] = out.get(kw, 0) + v if kw in (Keyword.ASSAULT, Keyword.HAZARDOUS) else 1
        for kw in aura_keywords(state, inst):
            out.setdefault(kw, 1)
    return out


def aura_keywords(state: State, inst: int) -> tuple[Keyword, ...]:
    """The keywords cards in play give a creature (Round Table's taunt, Halacor's skirmish),
    and those an effect gives it this turn (Scout's skirmish)."""
    if state.inplay[inst] is None:
        return ()
    out: tuple[Keyword, ...] = ()
    if state.effects:
        out += tuple(Keyword.SKIRMISH for e in effect_active(state, EffectKind.SKIRMISH) if e.card == inst)
    for src, fn in auras(state, "aura_keywords"):
        out += fn(state, src, inst)
    return out


def upgrade_aura(state: State, inst: int, field: str) -> int:
    """What the upgrades on a creature add through `field` ("aura_power", "aura_armor")."""
    hook = HOOKS[field]
    n = 0
    for u in state.inplay[inst].upgrades:
        fn = hook.get(state.cards[u])
        if fn is not None:
            n += fn(state, u, inst)
    return n


# `has` and `value` answer for one keyword what `keywords` would, without building the dict
# (several calls per fight and one per play or use).

def has(state: State, inst: int, kw: Keyword) -> bool:
    if kw in CARDS[state.cards[inst]].keywords:
        return True
    ip = state.inplay[inst]
    if ip is not None:
        for up in ip.upgrades:
            if kw in _GRANT_KEYWORDS.get(state.cards[up], ()):
                return True
        return kw in (_GIVEN or _given()) and kw in aura_keywords(state, inst)
    return False


def value(state: State, inst: int, kw: Keyword) -> int:
    v = CARDS[state.cards[inst]].keywords.get(kw)
    ip = state.inplay[inst]
    if ip is not None:
        for up in ip.upgrades:
            grants = _GRANT_KEYWORDS.get(state.cards[up], _NO_GRANTS)
            if kw in grants:  # added up as `keywords` does
                v = (0 if v is None else v) + grants[kw] if kw in (Keyword.ASSAULT, Keyword.HAZARDOUS) else 1
        if v is None and kw in (_GIVEN or _given()) and kw in aura_keywords(state, inst):
            v = 1
    return 0 if v is None else v


def _given() -> frozenset:
    """The keywords a card in play or an effect may give a creature (`aura_keywords`): Scout's
    skirmish for the turn, and what the cards' auras declare they give. `has` and `value` read
    `_GIVEN` first and call this only while it is unset."""
    global _GIVEN
    if _GIVEN is None:  # the registry is filled before any match: worked out once
        _GIVEN = frozenset({Keyword.SKIRMISH, *(kw for given in _AURA_KEYWORDS_GIVEN.values() for kw in given)})
    return _GIVEN


_GIVEN: frozenset | None = None
"""Never empty once worked out (skirmish is always in it)."""


def given_keywords() -> frozenset:
    """The keywords a card in play or an effect may give a creature (see `_given`)."""
    return _GIVEN or _given()


def auras(state: State, field: str = "aura_power") -> list[tuple[int, Callable]]:
    """(card, its ability `field`) for every card in play that changes creatures' power
    ("aura_power"), armor ("aura_armor") or keywords ("aura_keywords")."""
    # After every event and in every fight: most of the time none of the match's few cards
    # with such an ability is in play (`carriers.in_play`, written out here: `sweep` asks
    # after every event and ability), and nothing needs scanning.
    # With one such card in play (the usual case when there is any), it is the answer;
    # with two or more, they are listed in the order of the cards in play, as before.
    # (`carriers.table`, written out: a call fewer, ~0.3 of them an event)
    table = carriers._FOUND if carriers._IDS is state.cards else carriers.table(state)
    inplay = state.inplay
    one = None
    for i in table[field]:
        if inplay[i] is not None:
            if one is not None:
                break
            one = i
    else:
        return [] if one is None else [(one, HOOKS[field][state.cards[one]])]
    hook = HOOKS[field]  # only the cards that have one, by card id
    cards = state.cards
    out = []
    for p in state.players:
        for src in p.battleline + p.artifacts:
            if cards[src] in hook:
                out.append((src, hook[cards[src]]))
    return out


def power(state: State, inst: int) -> int:
    # `damage.sweep` repeats this sum inline for every creature after every task.
    cards = state.cards
    cid = cards[inst]
    p = CARDS[cid].power
    bonus = _POWER_BONUS.get(cid)
    if bonus is not None:
        p += bonus(state, inst)
    ip = state.inplay[inst]
    if ip is not None:
        p += ip.power
        for u in ip.upgrades:
            p += _GRANT_POWER.get(cards[u], 0)
        for src, fn in auras(state):
            p += fn(state, src, inst)
        if ip.upgrades:  # (`upgrade_aura` is 0 without upgrades)
            p += upgrade_aura(state, inst, "aura_power")
    return p if p > 0 else 0


def belongs_to(state: State, inst: int, house: House | None) -> bool:
    """Whether a card belongs to `house`: its printed house, every house with an upgrade that
    says so, or a house an effect gives it for the turn (KF-house-of)."""
    if house is None:
        return False
    if CARDS[state.cards[inst]].house is house:
        return True
    ip = state.inplay[inst]
    if ip is not None:
        for u in ip.upgrades:
            if state.cards[u] in _GRANT_ALL_HOUSES:
                return True
    return bool(state.effects) and any(HOUSES[e.amount] is house for e in card_effects(state, _BELONGS, inst))


def armor(state: State, inst: int) -> int:
    cards = state.cards  # asked at every damage dealt: loops, not generators
    a = CARDS[cards[inst]].armor
    ip = state.inplay[inst]
    if ip is not None:
        for u in ip.upgrades:
            a += _GRANT_ARMOR.get(cards[u], 0)
    # At every damage dealt, most often with none of the three kinds of cards in play that give
    # armor: one look for the three first.
    if in_play(state, "neighbor_armor friendly_armor aura_armor"):
        if in_play(state, "neighbor_armor"):  # (the neighbours are in play)
            for n in neighbors(state, inst):
                a += _NEIGHBOR_ARMOR.get(cards[n], 0)
        if in_play(state, "friendly_armor"):
            seat = controller(state, inst)
            if seat is not None:
                for c in state.players[seat].battleline:
                    a += _FRIENDLY_ARMOR.get(cards[c], 0)
        if ip is not None:
            for src, fn in auras(state, "aura_armor"):
                a += fn(state, src, inst)
    if ip is not None and ip.upgrades:  # (`upgrade_aura` is 0 without upgrades)
        a += upgrade_aura(state, inst, "aura_armor")
    if state.effects and any(e.card == inst for e in effect_active(state, EffectKind.NO_ARMOR)):
        return 0
    return max(0, a)


def key_cost(state: State, payer: Seat, with_effects: bool = True) -> int:
    """What `payer` must spend to forge a key now: 6 plus modifiers, never below 0."""
    # Checked at every turn's start and end: only the cards that change the cost are looked
    # up (none to look for, most turns: `carriers`), and the effects are summed without
    # building a list.
    cost = BASE_KEY_COST
    if in_play(state, "key_cost opponent_key_cost") or in_match(state, "grant_opponent_key_cost"):
        cost = _cards_key_cost(state, payer, cost)
    if with_effects:
        for e in state.effects:  # effect_active(state, KEY_COST), summed without a list
            if e.kind is _KEY_COST and e.turn == state.turn:
                cost += e.amount
    return max(0, cost)


def _cards_key_cost(state: State, payer: Seat, cost: int) -> int:
    """`cost` changed by what the cards in play do to `payer`'s key cost."""
    # Only this match's few cards that change the cost are looked at (`carriers`), in play,
    # then the upgrades on the opponent's cards if the match holds one that does (Jammer Pack).
    cards, inplay = state.cards, state.inplay
    for inst in carriers.carriers(state, "key_cost opponent_key_cost"):
        if inplay[inst] is None:
            continue
        cid = cards[inst]
        if cid in _KEY_COST_FN:
            cost += _KEY_COST_FN[cid](state, inst, payer)
        if cid in _OPPONENT_KEY_COST and controller(state, inst) != payer:  # the opponent's raise it
            cost += _OPPONENT_KEY_COST[cid]
    if in_match(state, "grant_opponent_key_cost"):
        q = state.players[1 - payer]
        for inst in q.battleline + q.artifacts:
            ip = inplay[inst]
            if ip is not None and ip.upgrades:
                for u in ip.upgrades:
                    cost += _GRANT_OPPONENT_KEY_COST.get(cards[u], 0)
    return cost


def house_lock(state: State, seat: Seat) -> tuple[str, int] | None:
    """(house, card) if a card `seat` controls forces the house it must choose; a house its deck
    does not have is not forced (a Pitlord taken by Harland Mindlock; KF-house-lock)."""
    if not in_play(state, "house_lock"):  # asked at every house chosen (and listed)
        return None
    for inst in state.players[seat].battleline + state.players[seat].artifacts:
        lock = _HOUSE_LOCK.get(state.cards[inst])
        if lock is not None and controller(state, inst) == seat and House(lock) in state.players[seat].houses:
            return lock, inst
    return None


def hand_size(state: State, seat: Seat) -> int:
    """How many cards `seat` refills to: 6, plus its own creatures' bonus, plus what cards of
    either side give every player or take from their opponent."""
    n = state.hand_size
    if not in_play(state, "hand_bonus hand_bonus_all opponent_hand_bonus"):
        return n  # most turns: no card of the match that changes it is in play (`carriers`)
    cards = state.cards  # every turn's draw step: only the cards with a bonus are looked up
    for side, p in enumerate(state.players):
        mine = _HAND_BONUS if side == seat else _OPPONENT_HAND_BONUS
        for i in p.battleline + p.artifacts:
            cid = cards[i]
            if cid in _HAND_BONUS_ALL:
                n += _HAND_BONUS_ALL[cid]
            if cid in mine:
                n += mine[cid]
    return n


def tolled(state: State, user: Seat, inst: int) -> bool:
    """Whether `user` using card `inst` pays the tolls (KF-use-cost): from keyforge-6 on for
    any artifact, an opponent's used as if it were ours too (Remote Access, Poltergeist);
    before, only for an artifact of `user`'s own."""
    if follows(state, 6):
        return card_of(state, inst).type is CardType.ARTIFACT
    return inst in state.players[user].artifacts


def short_of_tolls(state: State, user: Seat) -> bool:
    """Whether, from keyforge-6 on, `user` cannot pay the tolls to use an artifact, so that a
    card letting them use one (Remote Access, Nexus, Poltergeist) offers none (KF-use-cost)."""
    return follows(state, 6) and len(tolls(state, user)) > state.players[user].amber


def tolls(state: State, user: Seat) -> list[int]:
    """The enemy cards that make `user` pay to use an artifact, one entry per Æmber owed."""
    cards = state.cards
    return [c for c in state.players[1 - user].battleline + state.players[1 - user].artifacts
            for _ in range(_ARTIFACT_TOLL.get(cards[c], 0))]


def play_limit(state: State, player: Seat) -> int | None:
    """The fewest cards per turn an enemy card lets `player` play (None: no limit)."""
    if not in_play(state, "opponent_play_limit"):  # asked at every play checked (and listed)
        return None
    cards = state.cards
    limits = [_OPPONENT_PLAY_LIMIT[cards[c]] for c in state.players[1 - player].battleline
              if cards[c] in _OPPONENT_PLAY_LIMIT]
    limits = [n for n in limits if n > 0]
    return min(limits) if limits else None
