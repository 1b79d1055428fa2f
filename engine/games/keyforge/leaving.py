"""Cards leaving and entering play (and what ends with them), put into a zone, archives emptied,
an upgrade discarded."""

from __future__ import annotations

from engine.events import Seat
from engine.kit import deck as deck_kit

from .abilities.base import HOME_FLANK, HOOKS, lookup
from .alive import entered, may_die
from .amber import gain
from .board import card_of, controller, forget_uses, opponent
from .carriers import in_play
from .cards import CARDS, CardType
from .control import controller_without, take_control
from .state import EffectKind, InPlay, State, UNTIL_LEAVES, Zone, follows
from .tasks import Ability, Choose

_CREATURE, _DISCARD, _DECK = CardType.CREATURE, Zone.DISCARD, Zone.DECK
# The cards whose abilities set a field, by card id (filled with the registry).
_AURA_POWER, _PURGES_DYING = HOOKS["aura_power"], HOOKS["purges_dying"]
_LEAVES_PLAY = HOOKS["leaves_play"]


def leave_play(state: State, inst: int, dest: Zone, top: bool = False, into: Seat | None = None) -> None:
    """Move a card in play to `dest` of its owner (discard, hand, deck top, archives, purged),
    or of seat `into` (a creature put into an opponent's archives).

    A creature's captured Æmber goes to the controller's opponent; upgrades go to their owners'
    discard piles; effects on it end, and so do those it keeps going (KF-capture-1,
    KF-leaves-play, KF-control), and from keyforge-11 on its uses this turn are no longer its
    own (KF-used: if it comes back it is a new creature).
    """
    seat = controller(state, inst)
    if seat is None:
        return
    if state.cards[inst] in _AURA_POWER:
        may_die()  # the power it gave is gone (`Swept.all_live`)
    p = state.players[seat]
    if inst in p.battleline:
        p.battleline.remove(inst)
    else:
        p.artifacts.remove(inst)
    ip = state.inplay[inst] or InPlay()
    state.inplay[inst] = None
    creature = CARDS[state.cards[inst]].type is _CREATURE
    if creature and dest is _DISCARD and _purging(state):
        dest = Zone.PURGED  # Annihilation Ritual
    if creature:
        gain(state, opponent(seat), ip.amber)
        if state.tally and follows(state, 11):
            forget_uses(state, inst)  # a new creature if it comes back (KF-used)
    for up in ip.upgrades:
        state.players[state.owner[up]].discard.append(up)
    for c in ip.beneath or ():  # face down beneath it: discarded with it (KF-beneath)
        state.players[state.owner[c]].discard.append(c)
    put(state, inst, dest, top=top, into=into)
    if state.effects:
        _release(state, inst, seat)
    if state.cards[inst] in _LEAVES_PLAY:
        state.stack.append(Ability(seat=seat, source=inst, card=state.cards[inst], trigger="leaves_play"))


def _purging(state: State) -> bool:
    if not in_play(state, "purges_dying"):
        return False
    cards = state.cards
    return any(cards[a] in _PURGES_DYING for p in state.players for a in p.artifacts)


_NAMES_IN_PLAY = {False: (EffectKind.CONTROL,), True: (EffectKind.CONTROL, EffectKind.REDIRECT)}
"""The effects whose `amount` is a card in play, ending when it leaves (keyforge-11 on: a hold;
keyforge-12 on also Gabos Longarms' chosen creature: played again, it is a new card)."""


def _release(state: State, inst: int, seat: Seat) -> None:
    """A card `seat` controlled left play: effects on it end (it is a new card if it comes back),
    from keyforge-11 on another card's hold on it too (KF-control); creatures it kept control of
    go back to their owners (from keyforge-11 on to whoever controls them without the hold:
    `controller_without`) and cards it purged return to play
    (KF-control, KF-held), on the right flank; from keyforge-9 on `seat`, whose card's effect
    puts them there, then chooses the flank of each creature (`HOME_FLANK`)."""
    mine = [e for e in state.effects if e.card == inst]
    state.effects = [e for e in state.effects if e.card != inst]
    if follows(state, 11):  # a hold on it (Harland Mindlock's) ends too: it is a new card if it
        state.effects = [e for e in state.effects  # comes back, which the hold's end leaves alone
                         if not (e.amount == inst and e.kind in _NAMES_IN_PLAY[follows(state, 12)])]
    homes: list[Choose] = []
    for e in mine:
        if e.turn != UNTIL_LEAVES:
            continue
        home = state.owner[e.amount]
        if e.kind is EffectKind.CONTROL and controller(state, e.amount) is not None:
            if follows(state, 11):
                home = controller_without(state, e.amount)
                if home == controller(state, e.amount):
                    continue  # the control that applies now is its present one: nothing moves
            take_control(state, e.amount, home)
        elif e.kind is EffectKind.HELD and e.amount in state.players[home].purged:
            state.players[home].purged.remove(e.amount)
            enter_play(state, e.amount, home)
        else:
            continue
        if follows(state, 9) and e.amount in state.players[home].battleline:
            homes.append(Choose(seat=seat, source=inst, card=state.cards[inst], step=HOME_FLANK,
                                data=e.amount))
    state.stack.extend(reversed(homes))  # asked in the order they came back, as keyteki asks


def put(state: State, inst: int, dest: Zone, top: bool = False, into: Seat | None = None) -> None:
    """Put a card (already out of its zone) into its owner's `dest` zone (or seat `into`'s)."""
    owner = state.players[state.owner[inst] if into is None else into]
    if dest is _DECK:
        owner.deck.insert(0 if top else len(owner.deck), inst)
        deck_kit.seen(state.table, inst)  # its place is known (a shuffle may hide it again)
    else:
        getattr(owner, dest._value_).append(inst)  # each Zone's value is its name in lower case


def enter_play(state: State, inst: int, seat: Seat, left: bool = False) -> None:
    """Put a card (already out of its zone) into play under `seat`'s control without playing
    it: a creature on a flank (the right unless `left`), an artifact (KF-control). It enters
    exhausted unless its own text says it enters ready (Silvertooth), and stunned if its text
    says so (Zorg): that text holds however it enters play."""
    p = state.players[seat]
    if card_of(state, inst).type is _CREATURE:
        p.battleline.insert(0 if left else len(p.battleline), inst)
    else:
        p.artifacts.append(inst)
    ab = lookup(state.cards[inst])
    state.inplay[inst] = InPlay(exhausted=not ab.enters_ready, stunned=ab.enters_stunned)
    entered(state, inst)


def empty_archives(state: State, seat: Seat, dest: Zone) -> list[int]:
    """Every card leaves `seat`'s archives for `dest`; a card of another owner goes to its
    owner's hand instead (KF-archives-foreign). Returns the cards that went to `dest`."""
    p = state.players[seat]
    moved = []
    for c in p.archives:
        if state.owner[c] != seat:
            state.players[state.owner[c]].hand.append(c)
        else:
            put(state, c, dest)
            moved.append(c)
    p.archives = []
    return moved


def discard_upgrade(state: State, up: int) -> None:
    for ip in state.inplay:
        if ip is None:
            continue
        if up in ip.upgrades:
            may_die()  # its creature may lose its bonus (`sweep`)
            ip.upgrades.remove(up)
            state.players[state.owner[up]].discard.append(up)
            return
