"""Control of a card in play changing sides, for good or while another card stays, and who
controls a creature once a hold on it ends (KF-control)."""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import lookup
from .alive import may_die
from .board import controller
from .state import Effect, EffectKind, State, UNTIL_LEAVES, follows


def controller_without(state: State, inst: int) -> Seat:
    """Who controls creature `inst` once a hold on it has ended (keyforge-11 on, KF-control).

    keyforge-12 on: the most recent control still on it, whatever its card (every control of a
    creature is recorded as it begins, `control_from`); a Collar of Subordination with none
    recorded (set up in a position) counts as older than any recorded one; else its owner.
    keyforge-11 recorded holds only (Harland Mindlock's): the latest hold still on it, else the
    player of an upgrade on it that gives control (`controls_host`: Collar of Subordination; the
    later of two), else its owner, whichever of a hold and a Collar began later."""
    controls = [e.seat for e in state.effects if e.kind is EffectKind.CONTROL and e.amount == inst]
    if controls:
        return controls[-1]
    for up in reversed(state.inplay[inst].upgrades):  # of two Collars, the later one applies
        if lookup(state.cards[up]).controls_host:
            return state.owner[up]
    return state.owner[inst]


def control_from(state: State, inst: int, seat: Seat, card: int) -> None:
    """From keyforge-12 on, record that `seat`'s control of creature `inst` began now, lasting
    while `card` is in play (`card` == `inst`: as long as the creature stays; KF-control), so that
    when a hold ends the most recent control still on it applies (`controller_without`)."""
    if follows(state, 12):
        state.effects.append(Effect(EffectKind.CONTROL, seat, UNTIL_LEAVES, inst, card=card))


def control_until(state: State, inst: int, seat: Seat, source: int, left: bool = False) -> None:
    """`seat` takes control of `inst` until `source` leaves play (KF-control)."""
    take_control(state, inst, seat, left)
    state.effects.append(Effect(EffectKind.CONTROL, seat, UNTIL_LEAVES, inst, card=source))


def take_control(state: State, inst: int, seat: Seat, left: bool = False) -> None:
    """`seat` takes control of a card in play: a creature moves to a flank of `seat`'s
    battleline (the left one if `left`), an artifact to its artifacts; it keeps what it
    carries (damage, exhaustion, Æmber, upgrades) and its owner (KF-control)."""
    was = controller(state, inst)
    if was is None or was == seat:
        return
    may_die()  # friendly auras change with the side (`sweep`)
    p, q = state.players[was], state.players[seat]
    if inst in p.battleline:
        p.battleline.remove(inst)
        q.battleline.insert(0 if left else len(q.battleline), inst)
    else:
        p.artifacts.remove(inst)
        q.artifacts.append(inst)
