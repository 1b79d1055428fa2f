"""Using cards in play (step 3): reap, fight, Action:, Omni:, and removing a stun.

Using exhausts the card first (KF-use-1). A fight: Before Fight: abilities, assault and
hazardous happen at the same time and the active player orders them (KF-before-fight); then,
unless one side is gone, both creatures deal their power to each other at once, with elusive
(which stops only this fight damage), skirmish and poison; Fight: abilities resolve if the
attacker survives (KF-fight-1..3).
"""

from __future__ import annotations

from engine.events import Seat

from .abilities.base import HOOKS, lookup
from .carriers import in_play
from .cards import CardType, Keyword
from .amber import capture, gain, steal
from .damage import deal_damage, sweep
from .events import Fight, Reap, RemoveStun, UseAction, UseOmni
from .keywords import has, power, tolled, tolls, value
from .play import omega
from .state import Effect, EffectKind, State, follows, turn_mark
from .board import USED_CREATURE, USED_GONE, card_effects, card_of, count, effect_active
from . import order, tasks as T

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_ELUSIVE, _SKIRMISH, _POISON = Keyword.ELUSIVE, Keyword.SKIRMISH, Keyword.POISON
_HAZARDOUS, _ASSAULT = Keyword.HAZARDOUS, Keyword.ASSAULT


# The cards whose abilities set a field, by card id (filled with the registry).
_AFTER_USE_ARTIFACT, _BEFORE_ANY_FIGHT = HOOKS["after_use_artifact"], HOOKS["before_any_fight"]
_ATTACK_BONUS, _NO_FIGHT_DAMAGE = HOOKS["attack_bonus"], HOOKS["no_fight_damage"]

WARCHEST = "CotA-027"
"""The Warchest counts the enemy creatures destroyed in fights this turn (DIED_FIGHTING)."""


def start_use(state: State, seat: Seat, inst: int) -> None:
    """Exhaust the card and count it for the rule of six and alpha."""
    state.inplay[inst].exhausted = True
    name = card_of(state, inst).name
    state.used_names[name] = state.used_names.get(name, 0) + 1
    state.step_actions += 1
    if inst in state.players[seat].battleline:  # counted by creature from keyforge-9 on (KF-used)
        count(state, f"{USED_CREATURE}{inst}" if follows(state, 9) else "use creature")
    omega(state, seat, inst)


def used_times(state: State, inst: int) -> int:
    """How often creature `inst` was used this turn (KF-used): reaping, fighting, an Action: or
    Omni: ability, or removing its stun, by the step or by a card that uses it; from keyforge-11
    on only since it last came into play (`forget_uses`)."""
    return state.tally.get(f"{USED_CREATURE}{inst}", 0)


def creatures_used(state: State) -> int:
    """How many different creatures the active player used this turn (KF-used): one that left
    play and came back is two (keyforge-11 on; `forget_uses`)."""
    return sum(1 for k in state.tally if k.startswith(USED_CREATURE)) + state.tally.get(USED_GONE, 0)


def trigger_tasks(state: State, seat: Seat, inst: int, trigger: str,
                  target: int = -1) -> list[T.Ability]:
    """`trigger` abilities of a card and of its upgrades, in the order they resolve."""
    ip = state.inplay[inst]
    hook = HOOKS[trigger]  # the cards that have such an ability
    cid = state.cards[inst]
    out = [T.Ability(seat=seat, source=inst, card=cid, trigger=trigger, target=target)] if cid in hook else []
    if ip:
        for u in ip.upgrades:
            if state.cards[u] in hook:
                out.append(T.Ability(seat=seat, source=inst, card=state.cards[u], trigger=trigger,
                                     target=target))
    return out


def push_trigger(state: State, seat: Seat, inst: int, trigger: str) -> None:
    state.stack.extend(reversed(trigger_tasks(state, seat, inst, trigger)))


def reap(state: State, ev: Reap) -> None:
    start_use(state, ev.seat, ev.card)
    if state.effects and effect_active(state, EffectKind.REAP_STEALS, ev.seat):
        steal(state, ev.seat, 1)  # Dimension Door: the reaped Æmber comes from the opponent
    else:
        gain(state, ev.seat, 1)
    if state.effects:
        for e in effect_active(state, EffectKind.REAP_GAIN):
            gain(state, e.seat, 1)
        for e in card_effects(state, EffectKind.REAP_DRAW, ev.card):  # a "Reap: draw" it gained
            state.stack.append(T.Draw(seat=ev.seat, n=1))
    push_trigger(state, ev.seat, ev.card, "reap")


def pay_toll(state: State, seat: Seat, inst: int) -> None:
    """Using an artifact, pay each enemy toll card's controller first (KF-use-cost, `tolled`)."""
    if in_play(state, "artifact_toll") and tolled(state, seat, inst):  # (no toll card in play: none to pay)
        for _ in tolls(state, seat):
            state.players[seat].amber -= 1
            gain(state, 1 - seat, 1)


def use_action(state: State, ev: UseAction) -> None:
    pay_toll(state, ev.seat, ev.card)
    start_use(state, ev.seat, ev.card)
    push_trigger(state, ev.seat, ev.card, "action")
    artifact_used(state, ev.seat, ev.card)


def use_omni(state: State, ev: UseOmni) -> None:
    pay_toll(state, ev.seat, ev.card)
    start_use(state, ev.seat, ev.card)
    push_trigger(state, ev.seat, ev.card, "omni")
    artifact_used(state, ev.seat, ev.card)


def artifact_used(state: State, seat: Seat, inst: int) -> None:
    """After `seat` uses an artifact: its cards that react to that (Veylan Analyst)."""
    if not in_play(state, "after_use_artifact") or card_of(state, inst).type is not CardType.ARTIFACT:
        return  # (most matches hold no such card in play)
    for c in state.players[seat].battleline:
        if state.cards[c] in _AFTER_USE_ARTIFACT:
            state.stack.append(T.Ability(seat=seat, source=c, card=state.cards[c], trigger="after_use_artifact"))


def remove_stun(state: State, ev: RemoveStun) -> None:
    """Using a stunned creature: it exhausts and the stun is removed, nothing else (KF-stun-1)."""
    start_use(state, ev.seat, ev.card)
    state.inplay[ev.card].stunned = False


def fight(state: State, ev: Fight) -> bool:
    """Start a fight: its before-fight effects (the attacker's Before Fight: abilities, its
    assault, the defender's hazardous) happen at the same time, ordered by the active player
    (KF-before-fight), then the fight itself. True when nothing was damaged yet (see
    `play.after_play`)."""
    seat, att, dfn = ev.seat, ev.attacker, ev.defender
    start_use(state, seat, att)
    sigils = _ordered_sigils(state, seat, att, dfn)
    if not sigils and not fight_goes_on(state, seat, att):
        return True
    if state.effects:
        for e in effect_active(state, EffectKind.WARSONG, seat):
            gain(state, seat, 1)
        for e in effect_active(state, EffectKind.HOSTAGES, seat):
            capture(state, att, 1)
    dip = state.inplay[dfn]
    ignores = lookup(state.cards[att]).ignores_taunt_elusive
    elusive = (has(state, dfn, _ELUSIVE) and not dip.attacked and not ignores
               and not (state.effects and effect_active(state, EffectKind.NO_ELUSIVE)))
    if not follows(state, 10):  # keyforge-9 counted an attack its before-fight effects called off
        dip.attacked = True
        turn_mark(state, dip)
    before = trigger_tasks(state, seat, att, "before_fight", target=dfn)
    if value(state, att, _ASSAULT):
        before.append(T.Ability(seat=seat, source=att, card=state.cards[att], trigger="assault", target=dfn))
    if value(state, dfn, _HAZARDOUS):
        before.append(T.Ability(seat=1 - seat, source=dfn, card=state.cards[dfn], trigger="hazardous",
                                target=att))
    before += sigils
    if not before:  # the usual fight: nothing comes first
        return fight_damage(state, T.FightDamage(seat=seat, attacker=att, defender=dfn, elusive=elusive))
    state.stack.append(T.FightDamage(seat=seat, attacker=att, defender=dfn, elusive=elusive))
    order.push(state, before)
    return True


def redirected(state: State, att: int, dfn: int) -> int:
    """The creature `att` deals its fight damage to: one its Before Fight: chose (Gabos
    Longarms, used up here) if still in play, else the defender."""
    for e in effect_active(state, EffectKind.REDIRECT) if state.effects else ():
        if e.card == att:
            state.effects.remove(e)
            return e.amount if state.inplay[e.amount] is not None else dfn
    return dfn


def _ordered_sigils(state: State, seat: Seat, att: int, dfn: int) -> list[T.Ability]:
    """From keyforge-6 on, cards that act before any creature fights (Evasion Sigil) happen at the
    same time as the fight's other before-fight effects, so they join the active player's order
    (KF-before-fight) when there are such effects; else (and before keyforge-6) they act first,
    in `fight_goes_on`. Each item is about the attacker (source) and the defender (target)."""
    if not follows(state, 6) or not in_play(state, "before_any_fight"):  # (most fights: no such card)
        return []
    cards = state.cards
    found = [c for side in (state.active, 1 - state.active) for c in state.players[side].artifacts
             if cards[c] in _BEFORE_ANY_FIGHT]
    if not found or not (trigger_tasks(state, seat, att, "before_fight") or value(state, att, _ASSAULT)
                         or value(state, dfn, _HAZARDOUS)):
        return []
    return [T.Ability(seat=seat, source=att, card=cards[c], trigger="before_any_fight", target=dfn)
            for c in found]


def fight_goes_on(state: State, seat: Seat, att: int) -> bool:
    """What cards in play do before any creature fights (Evasion Sigil); False when the
    fight stops there: the creature stays exhausted, with no effect."""
    if not in_play(state, "before_any_fight"):  # every fight asks: most often none is in play
        return True
    for side in (state.active, 1 - state.active):
        for c in list(state.players[side].artifacts):
            fn = _BEFORE_ANY_FIGHT.get(state.cards[c])
            if fn is not None and not fn(state, c, seat, att):
                return False
    return True


def fight_damage(state: State, t: T.FightDamage) -> bool:
    """The fight proper, if both creatures are still in play (KF-fight-cancelled): each deals
    its power to the other at once, unless the defender's elusive stops it (KF-elusive), with
    skirmish and poison; then Fight: abilities if the attacker survives (KF-fight-2, 3).
    True when its sweep destroyed nothing."""
    seat, att, dfn = t.seat, t.attacker, t.defender
    if state.inplay[att] is None or state.inplay[dfn] is None:
        return True  # the fight does not happen (KF-assault, KF-hazardous)
    if follows(state, 10):  # attacked only by a fight that happens: its elusive is spent now
        dip = state.inplay[dfn]
        dip.attacked = True
        turn_mark(state, dip)
    if t.elusive:
        push_trigger(state, seat, att, "fight")
        return True
    bonus = _ATTACK_BONUS.get(state.cards[att])
    hit = redirected(state, att, dfn)
    if state.cards[att] not in _NO_FIGHT_DAMAGE:  # Shadow Self deals none
        deal_damage(state, hit, power(state, att) + (bonus(state, att, dfn) if bonus else 0),
                    poison=has(state, att, _POISON))
    if state.cards[dfn] not in _NO_FIGHT_DAMAGE and not has(state, att, _SKIRMISH):
        deal_damage(state, att, power(state, dfn), poison=has(state, dfn, _POISON))
    mark = len(state.stack)
    killed = sweep(state)  # Destroyed: abilities go on the stack first ...
    gone = killed
    if killed and follows(state, 11):  # one an upgrade saved (Armageddon Cloak) was not destroyed
        gone = [c for c in killed if state.inplay[c] is None]  # (KF-replace, KF-after-kill)
    later: list[T.Ability] = []  # ... and these resolve after them
    for winner, loser, side in ((att, dfn, seat), (dfn, att, 1 - seat)):
        if loser in gone and WARCHEST in state.cards:  # only a match that holds it keeps count
            state.effects.append(Effect(EffectKind.DIED_FIGHTING, 1 - side, state.turn))
        if loser in gone and state.inplay[winner] is not None:  # KF-after-kill
            later.extend(trigger_tasks(state, side, winner, "after_kill", target=loser))
    if state.inplay[att] is not None:
        later.extend(trigger_tasks(state, seat, att, "fight"))
    state.stack[mark:mark] = list(reversed(later))
    return not killed
