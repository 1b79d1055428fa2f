"""Building blocks shared by the house modules: who may be chosen, and common effects.

Target filters have the `Target.targets` shape `(state, source, seat, data) -> [instances]`;
effects are small functions over the state. Everything here is a plain function of values.
"""

from __future__ import annotations

from typing import Callable

from engine.events import Seat
from engine.kit import deck as deck_kit

from ..cards import HOUSES, CardType, House
from ..damage import capture, deal_damage, destroy, destroy_together, gain, heal, leave_play, lose, steal, stun, sweep
from ..events import Fight
from ..keywords import belongs_to, power
from ..legal_use import attackable, cannot_fight, cannot_use
from ..state import (Effect, EffectKind, State, Zone, card_of, controller, creatures,
                     follows, neighbors, on_flank, opponent)
from ..use import fight
from .. import tasks as T
from .base import Target, Trigger, choose

Filter = Callable[[State, int, Seat, int], list[int]]


# -- who may be chosen ----------------------------------------------------------------------

def any_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state)


def enemy_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state, opponent(seat))


def friendly_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return creatures(state, seat)


def flank_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if on_flank(state, c)]


def inner_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if not on_flank(state, c)]


def other_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Any creature except the one chosen before (`data`)."""
    return [c for c in creatures(state) if c != data]


def other_friendly(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Friendly creatures other than the source."""
    return [c for c in creatures(state, seat) if c != src]


def creature_in_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in state.players[seat].hand if card_of(state, c).type is CardType.CREATURE]


def any_artifact(state: State, src: int, seat: Seat, data: int) -> list[int]:
    a = state.active
    return list(state.players[a].artifacts) + list(state.players[1 - a].artifacts)


def own_hand(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return list(state.players[seat].hand)


def own_discard(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return list(state.players[seat].discard)


# -- abilities that start with a choice -----------------------------------------------------

def ask(step: str, optional: bool = False) -> Trigger:
    """A trigger that asks its controller to choose for `step` of the source card's abilities."""
    def trigger(state: State, src: int, seat: Seat) -> None:
        choose(state, seat, src, state.cards[src], step, optional=optional)
    return trigger


def damage_step(n: int, who: Filter = any_creature, then: Callable[[State, int, Seat, int, bool], None] | None = None,
                prompt: str = "") -> Target:
    """Deal n damage to the chosen creature; `then(state, src, seat, target, destroyed)` after."""
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        deal_damage(state, target, n)
        sweep(state)
        if then is not None:
            then(state, src, seat, target, state.inplay[target] is None)
    return Target(who, resolve, prompt or f"choose a creature to deal {n} damage to")


def stun_step(who: Filter = any_creature) -> Target:
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        stun(state, target)
    return Target(who, resolve, "choose a creature to stun")


def capture_step(n: int, who: Filter = friendly_creature) -> Target:
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        capture(state, target, n)
    return Target(who, resolve, f"choose a friendly creature to capture {n} Æmber")


def heal_step(n: int | None, who: Filter = any_creature) -> Target:
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        heal(state, target, n)
    return Target(who, resolve, f"choose a creature to heal {n if n is not None else 'fully'}")


def archive_from_hand() -> Target:
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        p = state.players[seat]
        if target in p.hand:
            p.hand.remove(target)
            p.archives.append(target)
    return Target(own_hand, resolve, "choose a card from your hand to archive")


def return_from_discard() -> Target:
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        p = state.players[seat]
        if target in p.discard:
            p.discard.remove(target)
            p.hand.append(target)
    return Target(own_discard, resolve, "choose a card from your discard pile to return to hand")


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


def is_house(state: State, inst: int, house: House) -> bool:
    """Whether the card belongs to `house` (in play, an upgrade or effect may add houses)."""
    return belongs_to(state, inst, house)


def is_creature_card(state: State, inst: int) -> bool:
    return card_of(state, inst).type is CardType.CREATURE


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


def _fighter(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    """Ready the creature, then it fights: from keyforge-6 on checked as a use
    (`ready_for_fight`)."""
    if ready_for_fight(state, seat, target, follows(state, 6)) == FIGHTS:
        choose(state, seat, src, state.cards[src], "attack", data=target)


def _attack_targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
    if state.inplay[data] is None or state.inplay[data].exhausted:
        return []
    return attackable(state, seat, data)


def _attack(state: State, src: int, seat: Seat, target: int, data: int) -> None:
    fight(state, Fight(seat=seat, attacker=data, defender=target))


def ready_and_fight(who: Filter = friendly_creature, optional: bool = False) -> dict[str, Target]:
    """Steps "fighter" (ready a creature of `who`) and "attack" (it fights an enemy it may attack)."""
    return {"fighter": Target(who, _fighter, "choose a creature to ready and fight with", optional),
            "attack": Target(_attack_targets, _attack, "choose an enemy creature to attack")}


def up_to(n: int, who: Filter, effect: Callable[[State, int, Seat, int], None], step: str,
          prompt: str) -> Target:
    """An optional choice made up to n times (a different card each time): `data` counts them."""
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        effect(state, src, seat, target)
        done = max(data, 0) + 1
        if done < n:
            choose(state, seat, src, state.cards[src], step, data=done, optional=True)
    return Target(who, resolve, prompt, optional=True)


def splash_step(n: int, splash: int, who: Filter = any_creature) -> Target:
    """n damage to the chosen creature and `splash` to each of its neighbours."""
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        around = neighbors(state, target)
        deal_damage(state, target, n)
        for c in around:
            deal_damage(state, c, splash)
    return Target(who, resolve, f"choose a creature to deal {n} damage to ({splash} splash)")


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


def one_of(*effects: tuple[str, Trigger], prompt: str = "choose one", optional: bool = False,
           offered: Callable[[State, Seat], bool] = lambda state, seat: True) -> Target:
    """"Choose one: ..." (or, with one effect and `optional`, "you may ...") as a choice of a
    value: each option is named by its words and runs its effect; none is offered while
    `offered` is false (KF-choose-one)."""
    def resolve(state: State, src: int, seat: Seat, chosen: int, data: int) -> None:
        effects[chosen][1](state, src, seat)
    return modes(tuple(w for w, _ in effects), resolve, prompt, optional, offered)


# -- steps several cards share ----------------------------------------------------------------

def damaged_creature(state: State, src: int, seat: Seat, data: int) -> list[int]:
    return [c for c in creatures(state) if state.inplay[c].damage > 0]


def power_at_least(n: int) -> Filter:
    return lambda state, src, seat, data: [c for c in creatures(state) if power(state, c) >= n]


def power_at_most(n: int) -> Filter:
    return lambda state, src, seat, data: [c for c in creatures(state) if power(state, c) <= n]


def destroy_step(who: Filter, prompt: str, singled_out: bool = False) -> Target:
    return Target(who, lambda state, src, seat, target, data: destroy(state, target), prompt,
                  singled_out=singled_out)


def purge_step(who: Filter, prompt: str) -> Target:
    return Target(who, lambda state, src, seat, target, data: leave_play(state, target, Zone.PURGED), prompt)


def to_hand_step(who: Filter, prompt: str) -> Target:
    return Target(who, lambda state, src, seat, target, data: to_hand(state, target), prompt)


def shots(damage: int, count: Callable[[State, Seat], int], step: str = "shot",
          divided: bool = False) -> tuple[Trigger, Target]:
    """A trigger and its step: `count` times, `damage` to a creature chosen each time (`data`
    counts the shots left). `divided`: the card divides one amount of damage among creatures,
    so from keyforge-6 on each point is only allotted as it is chosen and all of it is dealt at
    once after the last (nothing is destroyed before every point is placed; a creature may take
    more than it needs)."""
    def trigger(state: State, src: int, seat: Seat) -> None:
        n = count(state, seat)
        if n:
            choose(state, seat, src, state.cards[src], step, data=n)

    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        if divided and follows(state, 6):
            _allot(state, seat, target, damage)
            if data <= 1:
                _deal_allotted(state)
        else:
            deal_damage(state, target, damage)
        if data > 1:
            choose(state, seat, src, state.cards[src], step, data=data - 1)
    return trigger, Target(any_creature, resolve, f"choose a creature to deal {damage} damage to")


def _allot(state: State, seat: Seat, target: int, damage: int) -> None:
    """Add `damage` to what is allotted to `target` (one effect per creature)."""
    for i, e in enumerate(state.effects):
        if e.kind is EffectKind.ALLOTTED and e.card == target:
            state.effects[i] = Effect(EffectKind.ALLOTTED, seat, state.turn, e.amount + damage, card=target)
            return
    state.effects.append(Effect(EffectKind.ALLOTTED, seat, state.turn, damage, card=target))


def _deal_allotted(state: State) -> None:
    """Deal every allotted amount at once (the sweep after the choice destroys what it must)."""
    allotted = [e for e in state.effects if e.kind is EffectKind.ALLOTTED]
    state.effects = [e for e in state.effects if e.kind is not EffectKind.ALLOTTED]
    for e in allotted:
        deal_damage(state, e.card, e.amount)


# -- choices of a value, and several different cards one at a time ---------------------------

def house_step(houses: Callable[[State, Seat], list[House]],
               resolve: Callable[[State, int, Seat, int, int], None],
               prompt: str = "choose a house") -> Target:
    """Choose one of `houses(state, seat)`; `resolve` gets its index in HOUSES."""
    return Target(lambda state, src, seat, data: [HOUSES.index(h) for h in houses(state, seat)],
                  resolve, prompt, label=lambda v: HOUSES[v].value)


def number_step(numbers: Callable[[State], list[int]],
                resolve: Callable[[State, int, Seat, int, int], None],
                prompt: str = "choose a number") -> Target:
    """Choose a number: `numbers` lists those worth offering, but any number 0 or more may be
    named (written in digits as `str` writes it)."""
    return Target(lambda state, src, seat, data: numbers(state), resolve, prompt, label=str,
                  named=_a_number)


def _a_number(option: str) -> int | None:
    """The number 0 or more an option names ("7", not "07", "+7" or "-1"), else None."""
    return int(option) if option.isascii() and option.isdigit() and str(int(option)) == option else None


FLANKS = ("left", "right")


def flank_step(resolve: Callable[[State, int, Seat, int, int], None],
               prompt: str = "choose a flank") -> Target:
    """Choose a flank (0 left, 1 right) of the battleline."""
    return Target(lambda state, src, seat, data: [0, 1], resolve, prompt, label=lambda v: FLANKS[v])


def home_flank_step() -> Target:
    """Which flank of its owner's battleline a creature coming back to its owner goes to (the
    right one, where it was put, unless the left is chosen); not asked when it is alone there
    or gone (`HOME_FLANK`, KF-control, KF-held). From keyforge-11 on a creature whose hold ended
    may go back to another player than its owner (`damage.controller_without`): the battleline
    it went to."""
    def home(state: State, creature: int) -> list[int]:
        seat = controller(state, creature) if follows(state, 11) else state.owner[creature]
        return state.players[seat].battleline if seat is not None else []

    def flanks(state: State, src: int, seat: Seat, creature: int) -> list[int]:
        line = home(state, creature)
        return [0, 1] if creature in line and len(line) > 1 else []

    def resolve(state: State, src: int, seat: Seat, flank: int, creature: int) -> None:
        line = home(state, creature)
        if creature in line:
            line.remove(creature)
            line.insert(0 if flank == 0 else len(line), creature)
    return Target(flanks, resolve, "choose the flank it goes back to", label=lambda v: FLANKS[v])


_BITS = 10  # instances are below 1024


def picks(n: int) -> int:
    """The `data` that starts a `one_at_a_time` choice with n picks to make."""
    return n


def _unpack(data: int) -> tuple[int, list[int]]:
    if data < 0:
        return 0, []
    left, packed, chosen = data % 8, data // 8, []
    while packed:
        chosen.append(packed % (1 << _BITS) - 1)
        packed >>= _BITS
    return left, chosen


def _pack(left: int, chosen: list[int]) -> int:
    return left + 8 * sum((c + 1) << (_BITS * i) for i, c in enumerate(chosen))


def one_at_a_time(who: Filter, effect: Callable[[State, int, Seat, int], None], step: str,
                  prompt: str, optional: bool = False) -> Target:
    """Up to `picks(n)` different cards of `who`, one at a time: each chosen card's `effect`
    resolves before the next is chosen (`data` holds the picks left and the cards chosen)."""
    def targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
        chosen = _unpack(data)[1]
        return [c for c in who(state, src, seat, data) if c not in chosen]

    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        left, chosen = _unpack(data)
        if left > 1:
            choose(state, seat, src, state.cards[src], step, data=_pack(left - 1, chosen + [target]),
                   optional=optional)
        effect(state, src, seat, target)
    return Target(targets, resolve, prompt, optional)


# -- reveals, counters and the opponent's cards in your archives --------------------------------

def all_houses(state: State, seat: Seat) -> list[House]:
    """Every house, for "choose a house" (`house_step`'s houses)."""
    return list(HOUSES)


def reveal_count(house: House, then: Callable[[State, int, Seat, int], None], prompt: str = "") -> Target:
    """"Reveal any number of <house> cards from your hand": the player names how many (0 up to
    those it holds; revealing shows nothing the engine does not know); `then(state, src, seat, n)`."""
    def numbers(state: State, src: int, seat: Seat, data: int) -> list[int]:
        return list(range(sum(1 for c in state.players[seat].hand if card_of(state, c).house is house) + 1))
    return Target(numbers, lambda state, src, seat, n, data: then(state, src, seat, n),
                  prompt or f"how many {house.value} cards do you reveal from your hand?", label=str)


def modes(names: tuple[str, ...], resolve: Callable[[State, int, Seat, int, int], None],
          prompt: str = "choose one", optional: bool = False,
          offered: Callable[[State, Seat], bool] = lambda state, seat: True) -> Target:
    """"Choose one": the player names one of `names` (none while `offered` is false); `resolve`
    gets its index and the ability's data (KF-choose-one)."""
    def targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
        return list(range(len(names))) if offered(state, seat) else []
    return Target(targets, resolve, prompt, optional, label=lambda v: names[v])


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


def enemy_in_play(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Enemy creatures and artifacts."""
    return creatures(state, opponent(seat)) + list(state.players[opponent(seat)].artifacts)


def friendly_in_play(state: State, src: int, seat: Seat, data: int) -> list[int]:
    """Friendly creatures and artifacts."""
    return creatures(state, seat) + list(state.players[seat].artifacts)
