"""Forging keys: what a key costs and who pays it (the pool, then key banks; an opponent's
collector takes it), forging in the forge step or when a card says so, what forging sets off,
whether a player could forge next turn (KF-check), and the third key ending the match (KF-win-1).
"""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOOKS
from .amber import gain, lose
from .board import effect_active, opponent
from .carriers import in_play
from .keywords import BASE_KEY_COST, key_cost
from .state import EffectKind, State, Step, follows
from . import order, tasks as T


# The cards whose abilities set a field, by card id (filled with the registry).
_SKIPS_FORGE, _KEY_BANK, _COLLECTS_KEYS = HOOKS["skips_forge"], HOOKS["key_bank"], HOOKS["collects_keys"]
_AFTER_FORGE = HOOKS["after_forge"]


def skips_forge(state: State, seat: Seat) -> bool:
    if not in_play(state, "skips_forge"):
        return False
    cards, p = state.cards, state.players[seat]
    for c in p.battleline + p.artifacts:
        if cards[c] in _SKIPS_FORGE:
            return True
    return False


def key_banks(state: State, seat: Seat) -> list[int]:
    """`seat`'s cards in play whose Æmber may be spent on keys (Safe Place)."""
    cards = state.cards
    return [c for c in state.players[seat].artifacts if cards[c] in _KEY_BANK]


def pay_for_key(state: State, seat: Seat, cost: int) -> None:
    """Spend `cost` Æmber on a key: the pool first, then Æmber on `seat`'s key banks; an
    opponent's collector (The Sting) gets all of it (KF-forge-cost), from keyforge-10 on as any
    Æmber is gained: `seat`'s Ether Spider captures it instead (KF-capture-instead)."""
    p = state.players[seat]
    rest = cost - min(p.amber, cost)
    p.amber -= cost - rest
    for b in key_banks(state, seat) if rest else ():
        take = min(rest, state.inplay[b].amber)
        state.inplay[b].amber -= take
        rest -= take
    q = state.players[opponent(seat)]
    if any(state.cards[c] in _COLLECTS_KEYS for c in q.battleline + q.artifacts):
        if follows(state, 10):  # gained: the forger's Ether Spider captures it (KF-capture-instead)
            gain(state, opponent(seat), cost)
        else:
            q.amber += cost


def forge_with_banks(state: State, seat: Seat) -> None:
    """The forge step's key, paid with the help of Æmber on cards (`BANK_STEP`'s effect)."""
    cost = key_cost(state, seat)
    p = state.players[seat]
    if p.amber + sum(state.inplay[b].amber for b in key_banks(state, seat)) >= cost:
        if forge_key(state, seat, cost, in_step=True):
            after_forge(state, seat)


def forge_key(state: State, seat: Seat, cost: int, in_step: bool = False) -> bool:
    """Pay `cost` and forge a key (in the forge step, or by a card); False when it was the
    third key and the match is over (KF-win-1)."""
    p = state.players[seat]
    pay_for_key(state, seat, cost)
    p.keys += 1
    state.forged_this_turn = state.forged_this_turn or in_step
    state.forged_on[seat] = state.turn
    if p.keys >= 3:
        game_over(state, seat, "forged a third key", "KF-win-1")
        return False
    return True


def forgeable(state: State, seat: Seat) -> int:
    """The Æmber `seat` may spend on a key a card lets it forge if it wants ("you may forge"):
    its pool, and from keyforge-9 on the Æmber on its key banks too (Safe Place: "you may spend
    Æmber on Safe Place when forging keys", KF-bank); keyforge-8 counted the pool only."""
    amber = state.players[seat].amber
    if follows(state, 9) and in_play(state, "key_bank"):
        amber += sum(state.inplay[b].amber for b in key_banks(state, seat))
    return amber


def forge_now(state: State, seat: Seat, extra: int = 0, banks: bool = False) -> bool:
    """A card forges a key for `seat` outside the forge step, at the current cost plus `extra`;
    False when the Æmber is short (KF-forge-cost, KF-win-1). `banks`: the player chose to forge
    ("you may"), so Æmber on key banks may pay what the pool lacks (`forgeable`)."""
    p = state.players[seat]
    cost = key_cost(state, seat) + extra
    if cost < 0 and follows(state, 8):  # never below 0 (Key Abduction with a big hand); keyforge-7
        cost = 0  # paid a negative cost, so forging gave Æmber
    if (forgeable(state, seat) if banks else p.amber) < cost:
        return False
    if forge_key(state, seat, cost):
        after_forge(state, seat)
    return True


def after_forge(state: State, seat: Seat) -> None:
    """Abilities of `seat`'s cards in play that trigger after it forges a key (before the house);
    a player under Interdimensional Graft's effect gives its remaining Æmber away."""
    if state.effects:
        for e in effect_active(state, EffectKind.GIVE_ON_FORGE, seat):
            gain(state, opponent(seat), lose(state, seat, state.players[seat].amber))
    order.push(state, [T.Ability(seat=seat, source=inst, card=state.cards[inst], trigger="after_forge")
                       for inst in state.players[seat].battleline + state.players[seat].artifacts
                       if state.cards[inst] in _AFTER_FORGE])


def could_forge(state: State, seat: Seat, plain: bool) -> bool:
    """Whether `seat` could forge a key at the start of its next turn as things stand (KF-check;
    `plain`: no card in play changes the frame). From keyforge-9 on not while a card of theirs
    skips their forge step (The Sting), and counting the Æmber on their key banks (Safe Place),
    as the forge step itself does (KF-bank); keyforge-8 compared the pool with the cost."""
    p = state.players[seat]
    if plain:
        return p.amber >= BASE_KEY_COST
    cost = key_cost(state, seat, with_effects=False)
    if not follows(state, 9):
        return p.amber >= cost
    if skips_forge(state, seat):
        return False
    if p.amber < cost and in_play(state, "key_bank"):
        return p.amber + sum(state.inplay[b].amber for b in key_banks(state, seat)) >= cost
    return p.amber >= cost


def game_over(state: State, winner: Seat | None, why: str, rule: str) -> None:
    state.winner = winner
    state.over = why
    state.over_rule = rule
    state.step = Step.OVER
    state.stack = []
