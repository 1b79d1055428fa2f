"""Effects the house modules share: triggers of a fixed effect (gain, steal, draw...), what
several houses' cards do (destroy each, archive, dig, ready for a fight, use a card now) and
lasting effects. Everything here is a plain function of values."""

from __future__ import annotations

from typing import Callable

from engine.events import Seat
from engine.kit import deck as deck_kit

from ..cards import HOUSES, House
from ..amber import capture, gain, lose, steal
from ..destruction import destroy, destroy_together
from ..leaving import leave_play
from ..legal_use import cannot_fight, cannot_use
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import creatures, opponent
from .. import tasks as T
from .base import Trigger
from .targets import is_creature_card, is_house


# -- simple effects -------------------------------------------------------------------------


def gain_n(n: int) -> Trigger:
    return lambda state, src, seat: gain(state, seat, n)


def opponent_loses(n: int) -> Trigger:
    return lambda state, src, seat: lose(state, opponent(seat), n)


def opponent_gains(n: int) -> Trigger:
    return lambda state, src, seat: gain(state, opponent(seat), n)


def steal_n(n: int) -> Trigger:
    return lambda state, src, seat: steal(state, seat, n)


def capture_self(n: int) -> Trigger:
    """The source creature captures n Æmber from the opponent of the player resolving it: from
    keyforge-6 on, a Replicator copying an enemy Sequis takes from its own opponent, "as if it
    controlled" the Sequis (KF-as-if-controlled); else from its controller's opponent."""
    def trigger(state: State, src: int, seat: Seat) -> None:
        capture(state, src, n, from_seat=opponent(seat) if follows(state, 6) else None)
    return trigger


def draw_n(n: int) -> Trigger:
    return lambda state, src, seat: state.stack.append(T.Draw(seat=seat, n=n))


def opponent_random_discard(state: State, src: int, seat: Seat) -> None:
    state.stack.append(T.RandomDiscard(seat=opponent(seat)))


def sacrifice(state: State, src: int) -> None:
    """Sacrifice a card: destroy it (an artifact goes to its owner's discard pile)."""
    destroy(state, src)


def sacrifice_then(effect: Trigger) -> Trigger:
    def trigger(state: State, src: int, seat: Seat) -> None:
        sacrifice(state, src)
        effect(state, src, seat)
    return trigger


def purge_if_destroyed(state: State, src: int, seat: Seat, target: int, destroyed: bool) -> None:
    owner = state.players[state.owner[target]]
    if destroyed and target in owner.discard:
        owner.discard.remove(target)
        owner.purged.append(target)


def gain_if_destroyed(state: State, src: int, seat: Seat, target: int, destroyed: bool) -> None:
    """A `damage_step`'s `then`: gain 1 Æmber if the damage destroyed the creature."""
    if destroyed:
        gain(state, seat, 1)


def whatever_card(trigger: Trigger) -> Callable[[State, int, Seat, int], None]:
    """A trigger for a slot that names a card (after_kill's destroyed creature) it ignores."""
    return lambda state, src, seat, card: trigger(state, src, seat)


def both(*triggers: Trigger) -> Trigger:
    def trigger(state: State, src: int, seat: Seat) -> None:
        for t in triggers:
            t(state, src, seat)
    return trigger


# -- shared by several houses' cards --------------------------------------------------------


def destroy_each(state: State, which: Callable[[int], bool]) -> list[int]:
    """Destroy every creature in play for which `which` is true (all chosen first, then destroyed)."""
    doomed = [c for c in creatures(state) if which(c)]
    destroy_together(state, doomed)
    return doomed


def holder(state: State, upgrade: int) -> int | None:
    """The creature an upgrade is attached to."""
    return next((c for c, ip in enumerate(state.inplay) if ip is not None and upgrade in ip.upgrades), None)


def swap_step(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """The source creature and the chosen friendly creature swap places in the battleline."""
    line = state.players[seat].battleline
    if src in line and target in line:
        i, j = line.index(src), line.index(target)
        line[i], line[j] = target, src


def to_hand(state: State, inst: int) -> None:
    """Return a card in play to its owner's hand."""
    leave_play(state, inst, Zone.HAND)


def archive_top(state: State, seat: Seat) -> None:
    """Archive the top card of `seat`'s deck (nothing when the deck is empty)."""
    p = state.players[seat]
    if p.deck:
        deck_kit.look(state.table, p.deck, 0, seat)
        p.archives.append(p.deck.pop(0))


def this_turn(kind: EffectKind, amount: int = 0) -> Trigger:
    """A trigger that starts a lasting effect of `kind` for its controller for the rest of the turn."""
    def trigger(state: State, src: int, seat: Seat) -> None:
        state.effects.append(Effect(kind, seat, state.turn, amount))
    return trigger


def dig_for(state: State, seat: Seat, house: House) -> None:
    """Discard from the top of the deck until a creature of `house` turns up; it goes to hand."""
    p = state.players[seat]
    while p.deck:
        deck_kit.look(state.table, p.deck, 0, seat)
        top = p.deck.pop(0)
        if is_creature_card(state, top) and is_house(state, top, house):
            p.hand.append(top)
            return
        p.discard.append(top)

READIED, UNSTUNNED, FIGHTS = "readied", "unstunned", "fights"
"""What `ready_for_fight` did with the creature."""


def ready_for_fight(state: State, seat: Seat, creature: int, checked: bool) -> str:
    """The part of "ready and fight" before the fight. The fight is a use: when `checked` (from
    the rules version that fixed the card: keyforge-6 for "ready and fight", keyforge-8 for One
    Stood Against Many's rounds), a creature that cannot be used (Giant Sloth; from keyforge-8
    on a seventh of its name) is only readied and keeps its stun, and one whose player cannot
    fight this turn (Foggify) is only readied (READIED). Otherwise a stunned creature is
    exhausted and its stun removed, fighting no one (UNSTUNNED, KF-stun-1), and any other is
    readied and FIGHTS."""
    ip = state.inplay[creature]
    if checked and cannot_use(state, seat, creature):
        ip.exhausted = False
        return READIED
    if ip.stunned:  # using a stunned creature only exhausts it and removes its stun (KF-stun-1)
        ip.stunned, ip.exhausted = False, True
        return UNSTUNNED
    ip.exhausted = False
    return READIED if checked and cannot_fight(state, seat) else FIGHTS


# -- using a card now (KF-use-now, KF-any-house) -----------------------------------------------


def use_now(state: State, seat: Seat, inst: int, theirs: bool = False, fight: bool = False) -> None:
    """Let `seat` use card `inst` now, whatever its house ("use a friendly creature"; `theirs`:
    an opponent's artifact used as if it were `seat`'s; `fight`: "fight with it", only to
    fight). Nothing happens if it cannot be used."""
    state.stack.append(T.UseNow(seat=seat, card=inst, theirs=theirs, fight=fight))


def use_house_this_turn(house: House) -> Trigger:
    """Omni: sacrifice the card; for the rest of the turn its controller may use friendly
    creatures of `house` as if they belonged to the active house (KF-any-house)."""
    def omni(state: State, src: int, seat: Seat) -> None:
        sacrifice(state, src)
        state.effects.append(Effect(EffectKind.USE_HOUSE, seat, state.turn, HOUSES.index(house)))
    return omni


# -- counters, lasting effects and the opponent's cards in your archives ------------------------


def archive_enemy(state: State, seat: Seat, target: int) -> None:
    """Put a creature in play into `seat`'s archives; if it is not `seat`'s, it goes to its
    owner's hand whenever it leaves them (KF-archives-foreign)."""
    leave_play(state, target, Zone.ARCHIVES, into=seat)


def add_counters(state: State, inst: int, n: int) -> None:
    """Put n +1 power counters on a creature in play (KF-counters)."""
    if n > 0 and state.inplay[inst] is not None:
        state.inplay[inst].power += n


def on_card(kind: EffectKind, state: State, seat: Seat, card: int, amount: int = 0) -> None:
    """Start a lasting effect of `kind` on `card` for the rest of the turn."""
    state.effects.append(Effect(kind, seat, state.turn, amount, card=card))
