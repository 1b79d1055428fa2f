"""Destruction: a creature or artifact destroyed (alone or with others at the same time), what
its destruction sets off, an upgrade that saves it, and where a destroyed card lies."""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOME_FLANK, HOOKS
from .amber import gain
from .board import controller, effect_active, opponent
from .carriers import in_play
from .cards import CARDS, CardType
from .leaving import discard_upgrade, leave_play
from .state import EffectKind, State, Zone, follows
from .tasks import Ability, Choose, Order

_CREATURE, _DISCARD, _LOOT = CardType.CREATURE, Zone.DISCARD, EffectKind.LOOT
# The cards whose abilities set a field, by card id (filled with the registry).
_ON_ANY_DESTROYED, _ON_ENEMY_DESTROYED = HOOKS["on_any_destroyed"], HOOKS["on_enemy_destroyed"]
_DESTROYED, _GRANT_SAVED = HOOKS["destroyed"], HOOKS["grant_saved"]


def destroy_together(state: State, insts: list[int]) -> None:
    """Destroy cards at the same time (one damage check, one "destroy each"): they all leave
    play first; their Destroyed: and leaves-play abilities then happen at the same time, so
    the active player orders them when the order can matter (KF-simultaneous)."""
    depth = len(state.stack)
    together: frozenset[int] | None = None
    if follows(state, 6):  # they leave play together: none sees another go (Tolas)
        insts = [c for c in insts if not saved(state, c)]  # one an upgrade saves stays and sees
        together = frozenset(insts)
    for c in insts:
        destroy(state, c, together)
    _order_from(state, depth, every=True)


def _order_from(state: State, depth: int, every: bool) -> None:
    """Put what a destruction set off (the stack above `depth`) in one Order for the active
    player when there is more than one (`every`: whatever they are; else only when all are
    triggered abilities). A creature that came back to its owner (`_release`, keyforge-9 on)
    is not one of them: its flank is asked first, on top."""
    triggered = state.stack[depth:]
    homes = [t for t in triggered if type(t) is Choose and t.step == HOME_FLANK]
    if homes:
        triggered = [t for t in triggered if t not in homes]
        state.stack[depth:] = triggered
    if len(triggered) > 1 and (every or all(type(t) is Ability for t in triggered)):
        del state.stack[depth:]
        state.stack.append(Order(seat=state.active, items=triggered))
    state.stack.extend(homes)


LOOT_THE_BODIES = "CotA-010"
"""The card whose `looted` ability an enemy creature's destruction sets off while a loot effect
lasts (Looter Goblin's effect is the same)."""


def destroy(state: State, inst: int, together: frozenset[int] | None = None) -> None:
    """Destroy a creature or artifact: it leaves play for its owner's discard pile (unless an
    upgrade is destroyed instead: `saved`). `together`: the cards destroyed at the same time,
    which do not react to it (KF-destroy-together); None when it is destroyed alone. From
    keyforge-6 on, what its destruction sets off (its Destroyed: and leaves-play abilities,
    Soul Snatcher, Tolas, Loot the Bodies) is ordered by the active player when the order
    can matter (KF-simultaneous)."""
    seat = controller(state, inst)
    if seat is None or saved(state, inst):
        return
    v6 = follows(state, 6)
    depth = len(state.stack)
    cid = state.cards[inst]
    upgrades = list(state.inplay[inst].upgrades)
    leave_play(state, inst, _DISCARD)
    if cid in _DESTROYED:
        state.stack.append(Ability(seat=seat, source=inst, card=state.cards[inst], trigger="destroyed"))
    for up in upgrades:
        if state.cards[up] in _DESTROYED:
            state.stack.append(Ability(seat=seat, source=inst, card=state.cards[up], trigger="destroyed"))
    if CARDS[cid].type is _CREATURE:
        for e in effect_active(state, _LOOT, opponent(seat)):
            if v6:
                state.stack.append(Ability(seat=e.seat, source=inst, card=LOOT_THE_BODIES, trigger="looted"))
            else:
                gain(state, e.seat, 1)
        reactions(state, inst, seat, together or frozenset())
    if v6 and together is None:
        _order_from(state, depth, every=False)


def reactions(state: State, inst: int, seat: Seat, together: frozenset[int] = frozenset()) -> None:
    """What cards in play do as creature `inst` (controlled by `seat`) is destroyed: gains
    (Soul Snatcher, Tolas: at once under keyforge-5) and triggers after it (Pile of Skulls) go
    on the stack with its Destroyed: abilities, to be ordered with them. Cards in `together`
    are being destroyed with it and do not react."""
    if not in_play(state, "on_any_destroyed on_enemy_destroyed"):
        return  # most destructions: none of the match's cards that react is in play
    cards = state.cards
    for side in (seat, opponent(seat)):
        for other in state.players[side].battleline + state.players[side].artifacts:
            if other in together:
                continue
            cid = cards[other]
            if cid in _ON_ANY_DESTROYED:
                if follows(state, 6):  # `seat`: the destroyed creature's (order.resolve)
                    state.stack.append(Ability(seat=seat, source=other, card=cid, trigger="on_any_destroyed",
                                               target=inst))
                else:
                    _ON_ANY_DESTROYED[cid](state, other, inst, seat)
            if cid in _ON_ENEMY_DESTROYED and side != seat and state.active == side:
                state.stack.append(Ability(seat=side, source=other, card=state.cards[other],
                                           trigger="on_enemy_destroyed", target=inst))


def saved(state: State, inst: int) -> bool:
    """A creature that would be destroyed is fully healed and an upgrade that saves it
    (Armageddon Cloak) is destroyed instead (KF-replace)."""
    ip = state.inplay[inst]
    if ip is None or not ip.upgrades:
        return False
    for up in ip.upgrades:
        if state.cards[up] in _GRANT_SAVED:
            ip.damage, ip.doomed = 0, False
            discard_upgrade(state, up)
            return True
    return False


def destroyed_pile(state: State, inst: int) -> list[int] | None:
    """Where a card just destroyed lies, for a Destroyed: ability that moves the card itself
    (Bad Penny, Dextre, Phoenix Heart, Biomatrix Backup): its owner's discard pile, or, from
    keyforge-10 on, its owner's purged cards when Annihilation Ritual purged it instead. Such an
    ability resolves as its card is destroyed, before the card would enter the discard pile, so
    the Ritual never gets to purge it (KF-destroyed-first; keyforge-9 left it purged). None when
    it is in neither (something took it elsewhere)."""
    owner = state.players[state.owner[inst]]
    if inst in owner.discard:
        return owner.discard
    if inst in owner.purged and follows(state, 10):
        return owner.purged
    return None
