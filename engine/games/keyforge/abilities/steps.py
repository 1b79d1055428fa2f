"""Steps: a choice an ability asks and what it does with the card or value chosen (`Target`),
as the house modules share them, and the trigger that asks one (`ask`). Who may be chosen is
in targets.py; the effects the steps run are in effects.py."""

from __future__ import annotations

from typing import Callable

from engine.events import Seat

from ..cards import HOUSES, House
from ..amber import capture
from ..damage import deal_damage, heal, stun, sweep
from ..destruction import destroy
from ..leaving import leave_play
from ..events import Fight
from ..legal_use import attackable
from ..state import Effect, EffectKind, State, Zone, follows
from ..board import card_of, controller, neighbors
from ..use import fight
from .base import Target, Trigger, choose
from .effects import FIGHTS, ready_for_fight, to_hand
from .targets import Filter, any_creature, friendly_creature, own_discard, own_hand


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


# -- steps several cards share ----------------------------------------------------------------


def destroy_step(who: Filter, prompt: str, singled_out: bool = False) -> Target:
    return Target(who, lambda state, src, seat, target, data: destroy(state, target), prompt,
                  singled_out=singled_out)


def purge_step(who: Filter, prompt: str) -> Target:
    return Target(who, lambda state, src, seat, target, data: leave_play(state, target, Zone.PURGED), prompt)


def to_hand_step(who: Filter, prompt: str) -> Target:
    return Target(who, lambda state, src, seat, target, data: to_hand(state, target), prompt)


def splash_step(n: int, splash: int, who: Filter = any_creature) -> Target:
    """n damage to the chosen creature and `splash` to each of its neighbours."""
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        around = neighbors(state, target)
        deal_damage(state, target, n)
        for c in around:
            deal_damage(state, c, splash)
    return Target(who, resolve, f"choose a creature to deal {n} damage to ({splash} splash)")


def up_to(n: int, who: Filter, effect: Callable[[State, int, Seat, int], None], step: str,
          prompt: str) -> Target:
    """An optional choice made up to n times (a different card each time): `data` counts them."""
    def resolve(state: State, src: int, seat: Seat, target: int, data: int) -> None:
        effect(state, src, seat, target)
        done = max(data, 0) + 1
        if done < n:
            choose(state, seat, src, state.cards[src], step, data=done, optional=True)
    return Target(who, resolve, prompt, optional=True)


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


# -- ready and fight -------------------------------------------------------------------------


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
    may go back to another player than its owner (`control.controller_without`): the battleline
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


def one_of(*effects: tuple[str, Trigger], prompt: str = "choose one", optional: bool = False,
           offered: Callable[[State, Seat], bool] = lambda state, seat: True) -> Target:
    """"Choose one: ..." (or, with one effect and `optional`, "you may ...") as a choice of a
    value: each option is named by its words and runs its effect; none is offered while
    `offered` is false (KF-choose-one)."""
    def resolve(state: State, src: int, seat: Seat, chosen: int, data: int) -> None:
        effects[chosen][1](state, src, seat)
    return modes(tuple(w for w, _ in effects), resolve, prompt, optional, offered)


def modes(names: tuple[str, ...], resolve: Callable[[State, int, Seat, int, int], None],
          prompt: str = "choose one", optional: bool = False,
          offered: Callable[[State, Seat], bool] = lambda state, seat: True) -> Target:
    """"Choose one": the player names one of `names` (none while `offered` is false); `resolve`
    gets its index and the ability's data (KF-choose-one)."""
    def targets(state: State, src: int, seat: Seat, data: int) -> list[int]:
        return list(range(len(names))) if offered(state, seat) else []
    return Target(targets, resolve, prompt, optional, label=lambda v: names[v])


def reveal_count(house: House, then: Callable[[State, int, Seat, int], None], prompt: str = "") -> Target:
    """"Reveal any number of <house> cards from your hand": the player names how many (0 up to
    those it holds; revealing shows nothing the engine does not know); `then(state, src, seat, n)`."""
    def numbers(state: State, src: int, seat: Seat, data: int) -> list[int]:
        return list(range(sum(1 for c in state.players[seat].hand if card_of(state, c).house is house) + 1))
    return Target(numbers, lambda state, src, seat, n, data: then(state, src, seat, n),
                  prompt or f"how many {house.value} cards do you reveal from your hand?", label=str)


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
