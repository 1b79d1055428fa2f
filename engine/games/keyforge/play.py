"""Playing and discarding cards from hand (step 3), once the event is known to be legal.

A played card's Æmber bonus is gained first, then the card lands (creatures on a flank,
exhausted; artifacts exhausted; upgrades on their creature), then its Play: ability resolves
(KF-bonus, KF-play-flank, KF-play-exhausted). An action resolves, then goes to the discard
pile (KF-action-card): from keyforge-7 on it waits aside (`Player.resolving`) until its Play:
ability and what its play set off have resolved; before, it went to the discard pile first.
"""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOOKS, lookup
from .carriers import in_match, in_play
from .cards import CARDS, HOUSES, CardFacts, CardType, House, Keyword
from .amber import gain, lose
from .damage import sweep
from .alive import entered as card_entered, may_die
from .events import Discard, PlayCard, PlayUpgrade
from .keywords import given_keywords, has
from .legal_play import play_toll
from .permissions import off_house_play
from .state import Effect, EffectKind, Flank, InPlay, State, follows
from .board import card_of, effect_active, opponent, start_resolving, stop_resolving, take_beneath
from . import order, tasks as T

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_OMEGA, _LEFT = Keyword.OMEGA, Flank.LEFT
_CREATURE, _ARTIFACT = CardType.CREATURE, CardType.ARTIFACT
# What `count` counts, worded once (an Enum's `.value` is a Python-level property).
_PLAYED = {k: f"play {k.value}" for k in (*CardType, *House)}
_DISCARDED = {h: f"discard {h.value}" for h in House}
# The cards whose abilities set a field, by card id (filled with the registry): a play looks
# up only those among the cards in play.
_ON_ANY_ENTERS, _ON_ENEMY_ENTERS = HOOKS["on_any_enters"], HOOKS["on_enemy_enters"]
_ON_FRIENDLY_PLAY, _PLAY = HOOKS["on_friendly_play"], HOOKS["play"]
_ON_FRIENDLY_DISCARD, _FIRST_CREATURE_READY = HOOKS["on_friendly_discard"], HOOKS["first_creature_ready"]


def take_from(state: State, seat: Seat, inst: int, pile: bool = False) -> bool:
    """Take the card being played from its zone: the hand (True), else from beneath a card in
    play or the deck (an ability plays it from there, KF-ability-plays), or the discard pile
    when the caller says so (`pile`: Sacrificial Altar from keyforge-8 on; keyforge-7 moved the
    card to hand first). A play now is skipped once its card has left the place its ability
    plays it from (`legality.play_now_options`), so a card is never taken from anywhere else."""
    p = state.players[seat]
    if inst in p.hand:
        p.hand.remove(inst)
        return True
    if pile:
        p.discard.remove(inst)
    elif not take_beneath(state, inst):
        p.deck.remove(inst)
    return False


def count_play(state: State, inst: int, from_hand: bool = True) -> None:
    """Bookkeeping for the first-turn rule, alpha and the rule of six (and Library Access)."""
    f = CARDS[state.cards[inst]]
    state.used_names[f.name] = state.used_names.get(f.name, 0) + 1
    state.hand_plays += from_hand
    state.plays += 1
    tally = state.tally  # `count` twice, written out (every play)
    what = _PLAYED[f.type]
    tally[what] = tally.get(what, 0) + 1
    what = _PLAYED[f.house]
    tally[what] = tally.get(what, 0) + 1
    state.step_actions += 1
    if state.effects and not follows(state, 6):  # from keyforge-6 on, ordered in `after_play`
        for e in effect_active(state, EffectKind.PLAY_DRAW, state.active):
            state.stack.append(T.Draw(seat=e.seat, n=1))


def pay_to_play(state: State, seat: Seat, inst: int, f: CardFacts) -> None:
    """What playing this card (`f`: its facts) costs or counts because of cards in play:
    Customs Office's toll on artifacts; a card played outside the active house through Witch
    of the Wilds."""
    if f.type is _ARTIFACT:  # (`play_toll` is 0 for any other card)
        fee = play_toll(state, seat, inst)
        if fee:
            gain(state, opponent(seat), lose(state, seat, fee))
    # (`off_house_play` is False for a card of the active house)
    if f.house != state.house and off_house_play(state, seat, inst):  # not a play another permission allowed
        state.effects.append(Effect(EffectKind.OFF_HOUSE_PLAY, seat, state.turn, HOUSES.index(f.house)))


def omega(state: State, seat: Seat, inst: int) -> None:
    """After an omega card is played or used, the step ends (KF-omega)."""
    # After every play and use: a card out of play (one being played) has only its printed
    # keywords (`has`), so `has` is asked only for a card in play without printed omega, and
    # only if some card could give it omega (none of the set's: `_omega_given`).
    if (_OMEGA in CARDS[state.cards[inst]].keywords
            or (state.inplay[inst] is not None
                and (_OMEGA_GIVEN if _OMEGA_GIVEN is not None else _omega_given())
                and has(state, inst, _OMEGA))) \
            and state.stack and isinstance(state.stack[-1], T.Main):
        state.stack[-1] = T.EndMain(seat=seat)


_OMEGA_GIVEN: bool | None = None
"""Whether an upgrade or an aura may give a card omega; None until worked out (`_omega_given`)."""


def _omega_given() -> bool:
    """`_OMEGA_GIVEN`, worked out once the registry is filled (card facts never change)."""
    global _OMEGA_GIVEN
    _OMEGA_GIVEN = _OMEGA in given_keywords() or any(_OMEGA in g for g in HOOKS["grant_keywords"].values())
    return _OMEGA_GIVEN


def play_card(state: State, ev: PlayCard, pile: bool = False) -> bool:
    """Play a card (`pile`: from its player's discard pile, see `take_from`)."""
    seat, inst = ev.seat, ev.card
    p = state.players[seat]
    f = CARDS[state.cards[inst]]
    ab = lookup(f.id)
    if ab.amber_cost:  # a cost, paid before the card is played (KF-play-cost)
        p.amber -= ab.amber_cost
    count_play(state, inst, take_from(state, seat, inst, pile))
    pay_to_play(state, seat, inst, f)
    gain(state, seat, f.amber)
    omega(state, seat, inst)
    entered = False
    if f.type is _CREATURE:
        if ev.position is not None:
            p.battleline.insert(ev.position, inst)
        elif ev.flank == _LEFT:
            p.battleline.insert(0, inst)
        else:
            p.battleline.append(inst)
        state.inplay[inst] = InPlay(exhausted=not ab.enters_ready, stunned=ab.enters_stunned)
        entered = True
        card_entered(state, inst)  # it may change power or have a power rule of its own
    elif f.type is _ARTIFACT:
        p.artifacts.append(inst)
        state.inplay[inst] = InPlay(exhausted=not ab.enters_ready)
        card_entered(state, inst)  # it may change creatures' power
    elif follows(state, 7):  # it resolves first, then goes to the discard pile (KF-action-card)
        start_resolving(state, seat, inst)
    else:
        p.discard.append(inst)
    if entered and state.tally.get("play creature") == 1 and in_play(state, "first_creature_ready") \
            and _first_creature_ready(state):
        state.inplay[inst].exhausted = False  # Speed Sigil: the turn's first creature
    if state.effects:
        this_turn_effects(state, seat, inst, entered)
    return after_play(state, seat, inst, entered)


LIBRARY_ACCESS = "CotA-115"
"""Library Access: its lasting effect draws a card each time its player plays another card; from
keyforge-6 on that draw is ordered with the played card's Play: ability (KF-simultaneous)."""
CHARGE = "CotA-214"
"""Charge!: its step deals the 2 damage for each creature played after it this turn."""


def _first_creature_ready(state: State) -> bool:
    cards = state.cards
    return any(cards[a] in _FIRST_CREATURE_READY for p in state.players for a in p.artifacts)


def this_turn_effects(state: State, seat: Seat, inst: int, entered: bool) -> None:
    """What lasting effects of this turn do to a card just played (Full Moon, Soft Landing...)."""
    f = card_of(state, inst)
    if entered:
        for e in effect_active(state, EffectKind.CREATURE_PLAY_GAIN, seat):
            gain(state, seat, 1)
        for e in effect_active(state, EffectKind.CHARGE, seat):  # the step is Charge!'s own
            state.stack.append(T.Choose(seat=seat, source=inst, card=CHARGE, step="charge"))
    if state.inplay[inst] is not None:
        every = follows(state, 6)  # two Soft Landings both name the same next card
        for e in effect_active(state, EffectKind.ENTER_READY, seat):  # a copy of the list
            if e.amount == 0 or (entered and f.house is House.MARS):
                state.inplay[inst].exhausted = False
                state.effects.remove(e)  # used up by this card
                if not every:
                    break


def play_upgrade(state: State, ev: PlayUpgrade) -> bool:
    seat, inst = ev.seat, ev.card
    f = CARDS[state.cards[inst]]
    count_play(state, inst, take_from(state, seat, inst))
    pay_to_play(state, seat, inst, f)
    gain(state, seat, f.amber)
    omega(state, seat, inst)
    state.inplay[ev.creature].upgrades.append(inst)
    may_die()  # an upgrade may change its creature's power (`sweep`)
    return after_play(state, seat, inst, False)


def after_play(state: State, seat: Seat, inst: int, entered: bool) -> bool:
    """What the play sets off, at the same time: the card's own Play: ability and the
    reactions of cards in play to it (an enemy creature entering, another card played); the
    active player orders them when the order matters (KF-simultaneous).

    True when its sweep destroyed nothing: only the stack changes after it, so a sweep right
    after would find nothing either (`flow.fold_in` skips it)."""
    cards = state.cards  # after every play: only the cards that react are looked up, and
    items: list[T.Ability] = []  # only when one of the match's such cards is in play
    if entered and in_play(state, "on_any_enters on_enemy_enters"):
        for side in (seat, opponent(seat)):
            for other in state.players[side].artifacts:
                if cards[other] in _ON_ANY_ENTERS:
                    items.append(T.Ability(seat=side, source=other, card=cards[other],
                                           trigger="on_any_enters", target=inst))
        for other in state.players[opponent(seat)].battleline:
            if cards[other] in _ON_ENEMY_ENTERS:
                items.append(T.Ability(seat=opponent(seat), source=other, card=cards[other],
                                       trigger="on_enemy_enters", target=inst))
    for other in state.players[seat].battleline if in_match(state, "on_friendly_play") else ():
        if other == inst:
            continue
        if cards[other] in _ON_FRIENDLY_PLAY:
            items.append(T.Ability(seat=seat, source=other, card=cards[other],
                                   trigger="on_friendly_play", target=inst))
        for u in state.inplay[other].upgrades:  # an upgrade's: its creature's
            if cards[u] in _ON_FRIENDLY_PLAY:
                items.append(T.Ability(seat=seat, source=other, card=cards[u],
                                       trigger="on_friendly_play", target=inst))
    if state.effects and follows(state, 6):  # Library Access's draw reacts to the play too
        for e in effect_active(state, EffectKind.PLAY_DRAW, state.active):
            items.append(T.Ability(seat=e.seat, source=inst, card=LIBRARY_ACCESS, trigger=order.PLAY_DRAW,
                                   target=inst))
    if cards[inst] in _PLAY:
        items.append(T.Ability(seat=seat, source=inst, card=state.cards[inst], trigger="play"))
    settled = not sweep(state)
    if state.players[seat].resolving and inst in state.players[seat].resolving:
        state.stack.append(T.Resolved(seat=seat, card=inst))  # under all that the play set off
    order.push(state, items)
    return settled


def resolved(state: State, t: T.Resolved) -> None:
    """An action card's play is over: it goes to its owner's discard pile, if it is still
    being played (KF-action-card)."""
    if stop_resolving(state, t.card):
        state.players[state.owner[t.card]].discard.append(t.card)


def discard(state: State, ev: Discard) -> None:
    p = state.players[ev.seat]
    p.hand.remove(ev.card)
    p.discard.append(ev.card)
    state.hand_plays += 1
    state.step_actions += 1
    _discarded(state, ev.seat, ev.card)


def discard_from_hand(state: State, seat: Seat, inst: int) -> None:
    """`seat` discards `inst` from hand because a card says so (Sloppy Labwork, Feeding Pit, a
    random discard). From keyforge-7 on it is a discard from hand like the step's own: Giant
    Sloth counts it and Rock-Hurling Giant reacts to it; before, neither saw it."""
    p = state.players[seat]
    p.hand.remove(inst)
    p.discard.append(inst)
    if follows(state, 7):
        _discarded(state, seat, inst)


def _discarded(state: State, seat: Seat, inst: int) -> None:
    """What a discard from `seat`'s hand counts (the active player's tally) and sets off."""
    if seat == state.active:  # `count`, written out (every discard)
        what = _DISCARDED[CARDS[state.cards[inst]].house]
        state.tally[what] = state.tally.get(what, 0) + 1
    if in_play(state, "on_friendly_discard"):
        p, cards = state.players[seat], state.cards
        items = [T.Ability(seat=seat, source=c, card=cards[c], trigger="on_friendly_discard", target=inst)
                 for c in p.battleline + p.artifacts if cards[c] in _ON_FRIENDLY_DISCARD]
        order.push(state, items)
