"""Damage, armor, destruction, and cards leaving and entering play or changing control.

Damage goes on first (armor prevents up to its value each turn); destruction is a separate
check (`sweep`) so that the two sides of a fight are damaged at the same time. They are one
module with leaving play, entering play and control because the sweep's record of states
found all alive (`_ALL_LIVE`) is set by the sweep and damage and cleared by each of those
(`may_die`): one set of module globals, read at every sweep. Moving Æmber is in amber.py.
"""

from __future__ import annotations

from engine.events import Seat
from engine.kit import deck as deck_kit

from .abilities.base import HOME_FLANK, HOOKS, any_hook, lookup
from .amber import gain
from .carriers import in_play
from .cards import CARDS, CardType
from .state import Effect, EffectKind, InPlay, State, UNTIL_LEAVES, Zone, follows, turn_mark
from .board import card_of, controller, effect_active, forget_uses, opponent
from .tasks import Ability, Choose, Order
from .keywords import armor, auras

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_CREATURE, _DISCARD, _DECK = CardType.CREATURE, Zone.DISCARD, Zone.DECK
_NO_DAMAGE, _LOOT, _SHIELDED = EffectKind.NO_DAMAGE, EffectKind.LOOT, EffectKind.SHIELDED
# The cards whose abilities set a field, by card id (filled with the registry).
_POWER_BONUS, _DIES_ALONE = HOOKS["power_bonus"], HOOKS["dies_alone"]
_OWN_POWER_RULE = any_hook("power_bonus", "dies_alone")
_GRANT_POWER, _AURA_POWER = HOOKS["grant_power"], HOOKS["aura_power"]
_NEVER_LOWERS = HOOKS["aura_power_never_lowers"]
_TAKES_NEIGHBOR_DAMAGE, _PURGES_DYING = HOOKS["takes_neighbor_damage"], HOOKS["purges_dying"]
_ON_ANY_DESTROYED, _ON_ENEMY_DESTROYED = HOOKS["on_any_destroyed"], HOOKS["on_enemy_destroyed"]
_DESTROYED, _LEAVES_PLAY, _GRANT_SAVED = HOOKS["destroyed"], HOOKS["leaves_play"], HOOKS["grant_saved"]


# -- damage -------------------------------------------------------------------------------

def deal_damage(state: State, target: int, amount: int, armor_counts: bool = True,
                poison: bool = False) -> int:
    """Deal `amount` damage to a creature in play; armor left this turn prevents some of it
    (unless the card says its damage cannot be prevented by armor: `armor_counts` False).

    Returns the damage actually placed. Destruction happens at the next `sweep`.
    """
    ip = state.inplay[target]
    if ip is None or amount <= 0 or CARDS[state.cards[target]].type is not _CREATURE:
        return 0
    seat = controller(state, target)
    if seat is not None:
        target = _redirected(state, seat, target)
        ip = state.inplay[target]
    if state.effects and ((seat is not None and effect_active(state, _NO_DAMAGE, seat))
                          or any(e.card == target for e in effect_active(state, _SHIELDED))):
        return 0
    left = max(0, armor(state, target) - ip.armor_used) if armor_counts else 0
    prevented = min(left, amount)
    if prevented:
        ip.armor_used += prevented
        turn_mark(state, ip)
    dealt = amount - prevented
    if dealt > 0:
        global _ALL_LIVE, _HURT_IN, _HURT
        if _ALL_LIVE is state:  # all alive but this one, which may now die (`_HURT_IN`)
            _ALL_LIVE, _HURT_IN, _HURT = None, state, [target]
        elif _HURT_IN is state:
            _HURT.append(target)
        ip.damage += dealt
        if poison:  # fight damage of a poison creature (KF-poison)
            ip.doomed = True
    return dealt


def _redirected(state: State, seat: Seat, target: int) -> int:
    """Who takes damage dealt to `target`: a neighbour that takes its neighbours' damage
    (Shadow Self; of two, the left one: KF-replace) when `target` is not a Specter, else
    `target` itself."""
    if not in_play(state, "takes_neighbor_damage"):
        return target
    cards = state.cards
    line = state.players[seat].battleline
    if not any(cards[c] in _TAKES_NEIGHBOR_DAMAGE for c in line) or target not in line:
        return target
    if "specter" in card_of(state, target).traits:
        return target
    i = line.index(target)
    for j in (i - 1, i + 1):
        if 0 <= j < len(line) and cards[line[j]] in _TAKES_NEIGHBOR_DAMAGE:
            return line[j]
    return target


def heal(state: State, inst: int, n: int | None = None) -> int:
    """Remove up to n damage (all of it when n is None)."""
    ip = state.inplay[inst]
    if ip is None:
        return 0
    h = ip.damage if n is None else min(n, ip.damage)
    ip.damage -= h
    return h


def stun(state: State, inst: int) -> None:
    ip = state.inplay[inst]
    if ip is not None and card_of(state, inst).type is CardType.CREATURE:
        ip.stunned = True  # stuns do not stack (KF-stun-2)


_ALL_LIVE: State | None = None
"""The state whose last sweep found every creature alive, while nothing since could change
that: then a sweep of it has nothing to do (the sweep runs after every event and ability, and
most find the creatures as the one before left them).

A sweep sets it only when each creature's power depends on nothing but its own record (damage,
counters, poison), its upgrades' fixed bonuses and which side the creatures are on: no card
in play that may lower power (`auras`, King of the Crag), no creature with a power rule of its
own (Staunch Knight, Mushroom Man, Yxili Marauder, Tireless Crocag) or an upgrade whose bonus
depends on its place (Shoulder Armor). The auras left (Banner of Battle, Round Table, Niffle
Queen) give to friendly creatures by side and trait. It is cleared by everything that can then
make a creature die: damage or poison dealt (`deal_damage`), one of those cards entering play
(`entered`), an upgrade attached or taken off (`play.play_upgrade`, `discard_upgrade`), an
aura's source leaving play (`leave_play`) and a change of sides (`take_control`). +1 power
counters and healing only help; another card entering play is undamaged and lives, and
another leaving changes no one's power.
Never set at a table, whose snapshots put a state back in place. Kept outside the state,
which a digest covers; a state new to the sweep (a position built by a test, a decoded copy,
another match's) is looked at in full first."""


_HURT_IN: State | None = None
"""The state that was `_ALL_LIVE` until damage was dealt to the creatures in `_HURT`, while
nothing else since could make a creature die: a sweep of it need look only at those (a fight
or a damage ability hurts one or two creatures of a dozen). Set only from `_ALL_LIVE` (so never
at a table) and cleared by everything that clears that (`may_die`, a sweep's own mark)."""
_HURT: list[int] = []
"""The creatures dealt damage in `_HURT_IN` since it was last found all alive (a new list each time)."""


def may_die() -> None:
    """Something happened that can make a creature in play die: the next sweep looks at all."""
    global _ALL_LIVE, _HURT_IN
    _ALL_LIVE = _HURT_IN = None


def marks() -> tuple:
    """What the sweep keeps about the states it saw (for `put_marks`: trials on copies)."""
    return _ALL_LIVE, _HURT_IN, _HURT


def put_marks(kept: tuple) -> None:
    global _ALL_LIVE, _HURT_IN, _HURT
    _ALL_LIVE, _HURT_IN, _HURT = kept


def copied_marks(kept: tuple, state: State, copy: State) -> tuple:
    """`kept` (as `marks` gave it) for `copy`, just decoded from `state`'s bytes (a trial of
    `order`): equal values, so what the sweep knew of `state` holds for `copy`; nothing when
    it knew nothing of `state`."""
    live, hurt_in, hurt = kept
    if live is state:
        return copy, None, hurt
    if hurt_in is state:
        return None, copy, list(hurt)  # (a list of its own: damage dealt to the copy adds to it)
    return None, None, hurt


def entered(state: State, inst: int) -> None:
    """A card entered play: only one that changes power (or has a power rule of its own, or
    no power) can make a creature die; any other enters undamaged, and lives (`_ALL_LIVE`)."""
    cid = state.cards[inst]
    if cid in _CHANGES_SURVIVAL or cid in _POWERLESS:
        may_die()


def sweep(state: State) -> list[int]:
    """Destroy every creature whose damage is at least its power, or hit by poison (KF-destroy-1)."""
    global _ALL_LIVE, _HURT_IN
    if state is _ALL_LIVE:
        return []  # found all alive, and nothing since could change that (see `_ALL_LIVE`)
    if state is _HURT_IN and _only_hurt_live(state):
        _ALL_LIVE, _HURT_IN = state, None
        return []
    # Runs after nearly every event and ability (a fifth of a fold before it was trimmed):
    # walks the battlelines in `creatures` order (active seat first) without copying them.
    # While no card in play may lower creatures' power (`auras`, `_NEVER_LOWERS`), an
    # undamaged creature with no counters taken off, no poison, no upgrade and no rule of its
    # own about its power lives: its printed power is above 0 (`_POWERLESS`). Any other
    # creature is checked against its printed power and counters, or as `keywords.power`
    # computes it when a card changes it.
    players = state.players
    a = state.active
    first, second = players[a].battleline, players[1 - a].battleline
    if not first and not second:
        if not state.table:
            _ALL_LIVE, _HURT_IN = state, None
        return []
    cards, inplay = state.cards, state.inplay
    around = auras(state)
    lowers = False  # whether a card in play may lower a creature's power
    for src, _ in around:
        if cards[src] not in _NEVER_LOWERS:
            lowers = True
            break
    plain = not lowers  # whether no creature's power can change unseen (see `_ALL_LIVE`)
    doomed = []
    for seat, line in ((a, first), (1 - a, second)):
        for c in line:
            ip = inplay[c]
            if lowers or ip.doomed or ip.upgrades:
                if plain:
                    if cards[c] in _OWN_POWER_RULE:  # Mushroom Man: the keys forged
                        plain = False
                    for u in ip.upgrades:
                        if cards[u] in _AURA_POWER:  # Shoulder Armor: on a flank or not
                            plain = False
                if _dies(state, c, ip, cards[c], seat, around):
                    doomed.append(c)
            elif ip.damage or ip.power < 0:
                cid = cards[c]
                if around or cid in _OWN_POWER_RULE:
                    if cid in _OWN_POWER_RULE:
                        plain = False
                    if _dies(state, c, ip, cid, seat, around):
                        doomed.append(c)
                else:
                    p = CARDS[cid].power + ip.power
                    if ip.damage >= (p if p > 0 else 0):
                        doomed.append(c)
            else:  # undamaged, and no card in play lowers its power: it lives unless that is 0
                cid = cards[c]
                if cid in _OWN_POWER_RULE or cid in _POWERLESS:
                    plain = False
                    if _dies(state, c, ip, cid, seat, around):
                        doomed.append(c)
    if plain and not state.table:
        # Everyone but the doomed lives; once they are gone, the next sweep would find the
        # rest as this one did unless the destruction itself changes that (an aura leaving,
        # a creature saved, damage, a change of sides), which clears the mark like anything
        # else does. Marked before destroying: the sweep after a fight that killed was a
        # full one that found nothing (a seventh of the fold's full sweeps).
        _ALL_LIVE, _HURT_IN = state, None
    if not doomed:
        return doomed
    depth = len(state.stack)
    if len(doomed) == 1:
        destroy(state, doomed[0])
    else:
        destroy_together(state, doomed)
    if len(state.stack) == depth and follows(state, 11):
        # Nothing it set off waits to resolve (each such resolution sweeps after it): a creature
        # whose power a destroyed one raised (Niffle Queen) dies now, not at some later event
        # (KF-destroy-1; keyforge-10 left it alive until then).
        doomed = doomed + sweep(state)
    return doomed


def _only_hurt_live(state: State) -> bool:
    """Whether each creature dealt damage since `state` was found all alive (`_HURT_IN`) is
    still alive (or gone); when one would die, the full sweep destroys it, in its order. The
    others' power and damage are as that sweep found them (see `_ALL_LIVE`)."""
    cards, inplay = state.cards, state.inplay
    around = auras(state)  # (none lowers power: see `_ALL_LIVE`)
    for c in _HURT:
        ip = inplay[c]
        if ip is None:
            continue  # it left play (an undamaged creature that came back lives)
        cid = cards[c]
        if around or ip.upgrades or ip.doomed or cid in _OWN_POWER_RULE:  # as `sweep` judges it
            seat = 0 if c in state.players[0].battleline else 1
            if _dies(state, c, ip, cid, seat, around):
                return False
        else:
            p = CARDS[cid].power + ip.power
            if ip.damage >= (p if p > 0 else 0):
                return False
    return True


_POWERLESS = frozenset(cid for cid, f in CARDS.items() if f.type is _CREATURE and f.power <= 0)
"""Creatures printed with no power (none in the set): an undamaged one dies at a sweep."""
_CHANGES_SURVIVAL = any_hook("aura_power", "power_bonus", "dies_alone")
"""With `_POWERLESS`, the cards whose entering play may make a creature die (`entered`)."""


def _dies(state: State, c: int, ip: InPlay, cid: str, seat: Seat, around: list) -> bool:
    """`sweep`'s test of one creature: whether its damage is at least its power (as
    `keywords.power` computes it), or it is doomed."""
    if ip.doomed:
        return True
    if cid in _DIES_ALONE and not state.players[1 - seat].battleline:
        return True  # Tireless Crocag
    p = CARDS[cid].power + ip.power
    if cid in _POWER_BONUS:
        p += _POWER_BONUS[cid](state, c)
    for u in ip.upgrades:
        up = state.cards[u]
        p += _GRANT_POWER.get(up, 0)
        if up in _AURA_POWER:  # an upgrade's aura: its own creature
            p += _AURA_POWER[up](state, u, c)
    for src, fn in around:
        p += fn(state, src, c)
    return ip.damage >= (p if p > 0 else 0)


# -- destruction --------------------------------------------------------------------------

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


# -- leaving and entering play, control ------------------------------------------------------

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
        may_die()  # the power it gave is gone (`_ALL_LIVE`)
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


def control_until(state: State, inst: int, seat: Seat, source: int, left: bool = False) -> None:
    """`seat` takes control of `inst` until `source` leaves play (KF-control)."""
    take_control(state, inst, seat, left)
    state.effects.append(Effect(EffectKind.CONTROL, seat, UNTIL_LEAVES, inst, card=source))


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
