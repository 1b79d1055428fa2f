"""Using cards in play: reaping, fighting, Action: and Omni: abilities and removing a stun
(KF-use-1, KF-use-exhausted, KF-use-house, KF-use-now, KF-use-cost, KF-ability-use,
KF-artifact-1, KF-stun-1, KF-fight-4, KF-fight-restrict, KF-fight-card, KF-taunt, KF-action-1,
KF-omni, KF-lasting), and what else asks whether a card may be used or fought (`cannot_use`,
`attackable`)."""

from __future__ import annotations

from engine.events import Event

from .abilities.base import HOOKS, lookup
from .cards import CARDS, CardType, Keyword
from .carriers import in_play
from .events import Fight, Reap, RemoveStun, UseAction, UseOmni
from .keywords import belongs_to, has, tolled, tolls
from .permissions import any_house
from .refusals import Refusal, below_zero, rule_of_six
from .state import EffectKind, State, follows
from .board import creatures, effect_active, house_in_play, name_of, neighbors, opponent
from . import tasks as T


# Checks read Enum members from these module names: on Python 3.11 `Kind.MEMBER` costs several
# times a plain global read (EnumType's __getattr__ keeps the read from being specialized),
# and a checked fold reads a few per event.
_CREATURE = CardType.CREATURE
_TAUNT = Keyword.TAUNT
_NO_USE, _NO_FIGHT, _ONLY_FIGHT = EffectKind.NO_USE, EffectKind.NO_FIGHT, EffectKind.ONLY_FIGHT


def usable(state: State, seat: int, inst: int, *, fighting: bool | None,
            creature_only: bool = False, stun_ok: bool = False) -> Refusal | None:
    """Whether `seat` may use `inst` now. `fighting`: None for a use that needs no house (an
    Omni: ability), else what `any_house` is asked with when the card is of another house."""
    zone_seat = seat
    top = state.stack[-1] if state.stack else None
    if isinstance(top, T.UseNow):  # an ability lets this one card be used, whatever its house
        if inst != top.card:
            return "KF-use-now", f"card {inst} is not the card the ability lets {state.players[seat].name} use now"
        fighting = None
        zone_seat = opponent(seat) if top.theirs else seat
    p = state.players[zone_seat]
    if not 0 <= inst < len(state.cards) or (inst not in p.battleline and inst not in p.artifacts):
        return "KF-use-1", f"card {inst} is not a card seat {seat} has in play"
    f = CARDS[state.cards[inst]]  # `card_of`, read once for the type, the house and the name
    name = f.name
    if creature_only and f.type is not _CREATURE:
        return "KF-artifact-1", f"{name} is an artifact: artifacts cannot reap or fight"
    ip = state.inplay[inst]
    if ip.exhausted:
        return "KF-use-exhausted", f"{name} is exhausted"
    if state.effects and effect_active(state, _NO_USE, seat):
        return "KF-lasting", f"{name}: no card may be used this turn"
    # A card printed in the active house belongs to it (`belongs_to`'s first test), whatever
    # house it counts as in play: only a card of another house asks the rest, and `any_house`
    # (its own text, upgrades, lasting effects, counted permissions) only then.
    if (fighting is not None and f.house is not state.house
            and house_in_play(state, inst) != state.house and not belongs_to(state, inst, state.house)
            and not any_house(state, seat, inst, fighting)):
        return "KF-use-house", f"{name} is not of the active house {state.house.value if state.house else '-'}"
    cond = lookup(state.cards[inst]).use_condition
    why = cond(state, seat) if cond is not None else ""
    if why:
        return "KF-ability-use", f"{name}: {why}"
    if ip.stunned and not stun_ok:
        return "KF-stun-1", f"{name} is stunned: using it only removes the stun"
    return rule_of_six(state, name)


def cannot_use(state: State, seat: int, inst: int) -> bool:
    """Whether a lasting effect (KF-lasting) or the card's own text (KF-ability-use) forbids
    `seat` to use `inst` at all, whatever the use: it then cannot even remove its stun. From
    keyforge-8 on the rule of six too: a fight an ability makes is a use (KF-ready-fight)."""
    if state.effects and effect_active(state, _NO_USE, seat):
        return True
    if follows(state, 8) and rule_of_six(state, CARDS[state.cards[inst]].name):
        return True
    cond = lookup(state.cards[inst]).use_condition
    return cond is not None and bool(cond(state, seat))


def cannot_fight(state: State, seat: int) -> bool:
    """Whether a lasting effect forbids `seat` to use creatures to fight (KF-lasting)."""
    return bool(state.effects) and bool(effect_active(state, _NO_FIGHT, seat))


def why_not_reap(state: State, ev: Reap) -> Refusal | None:
    if lookup(state.cards[ev.card]).cannot_reap if 0 <= ev.card < len(state.cards) else False:
        return "KF-ability-use", f"{name_of(state, ev.card)} cannot reap"
    return (usable(state, ev.seat, ev.card, fighting=False, creature_only=True)
            or _only_fight(state, ev.seat, ev.card))


def only_fighting(state: State, seat: int) -> bool:
    """Whether a lasting effect lets `seat`'s creatures only fight this turn (Horseman of War,
    keyforge-9 on; KF-any-house)."""
    return bool(state.effects) and bool(effect_active(state, _ONLY_FIGHT, seat))


def _only_fight(state: State, seat: int, inst: int) -> Refusal | None:
    """A friendly creature used otherwise than to fight while it may only fight."""
    if only_fighting(state, seat) and inst in state.players[seat].battleline:
        return "KF-lasting", f"{name_of(state, inst)}: friendly creatures may only fight this turn"
    return None


def why_not_fight(state: State, ev: Fight) -> Refusal | None:
    bad = usable(state, ev.seat, ev.attacker, fighting=True, creature_only=True)
    if bad:
        return bad
    att = name_of(state, ev.attacker)
    if state.effects and effect_active(state, _NO_FIGHT, ev.seat):
        return "KF-lasting", f"{att}: creatures cannot be used to fight this turn"
    enemies = creatures(state, opponent(ev.seat))
    if not enemies:
        return "KF-fight-4", f"{att} cannot fight: there is no enemy creature"
    if ev.defender not in enemies:
        return "KF-fight-restrict", f"{att} may fight only a creature of the opponent"
    limit = lookup(state.cards[ev.attacker]).may_attack
    if limit is not None and not limit(state, ev.defender):
        return "KF-fight-card", f"{att} cannot fight {name_of(state, ev.defender)}: {lookup(state.cards[ev.attacker]).summary}"
    guard = taunt_guard(state, ev.attacker, ev.defender)
    if guard is not None:
        return "KF-taunt", (f"{name_of(state, ev.defender)} is protected by its "
                            f"neighbour {name_of(state, guard)} (taunt)")
    return None


def taunt_guard(state: State, attacker: int, defender: int) -> int | None:
    """The taunt neighbour that keeps `attacker` from attacking `defender`, if any (KF-taunt)."""
    if lookup(state.cards[attacker]).ignores_taunt_elusive or has(state, defender, _TAUNT):
        return None
    return next((n for n in neighbors(state, defender) if has(state, n, _TAUNT)), None)


def attackable(state: State, seat: int, attacker: int) -> list[int]:
    """The enemy creatures `attacker` may fight (KF-fight-restrict, KF-fight-card, KF-taunt)."""
    limit = lookup(state.cards[attacker]).may_attack
    return [d for d in creatures(state, opponent(seat)) if taunt_guard(state, attacker, d) is None
            and (limit is None or limit(state, d))]


def why_not_action(state: State, ev: UseAction) -> Refusal | None:
    bad = usable(state, ev.seat, ev.card, fighting=False) or _only_fight(state, ev.seat, ev.card)
    if bad:
        return bad
    if not has_trigger(state, ev.card, "action"):
        return "KF-action-1", f"{name_of(state, ev.card)} has no Action: ability"
    return unpaid_toll(state, ev.seat, ev.card)


def unpaid_toll(state: State, seat: int, inst: int) -> Refusal | None:
    """Tentacus: an artifact is used only by paying its toll (KF-use-cost, `tolled`). With no
    card that sets a toll in play nothing is owed (`tolls` is empty), which a pool of 0 or
    more always covers: then the tolls are not listed."""
    amber = state.players[seat].amber
    if (amber < 0 or in_play(state, "artifact_toll")) and tolled(state, seat, inst):
        owed = len(tolls(state, seat))
        if owed > amber:
            return "KF-use-cost", f"{name_of(state, inst)}: using an artifact costs {owed} Æmber now{below_zero(state, seat)}"
    return None


def why_not_omni(state: State, ev: UseOmni) -> Refusal | None:
    if not (0 <= ev.card < len(state.cards)) or not has_trigger(state, ev.card, "omni"):
        return "KF-omni", f"card {ev.card} has no Omni: ability"
    return (usable(state, ev.seat, ev.card, fighting=None) or _only_fight(state, ev.seat, ev.card)
            or unpaid_toll(state, ev.seat, ev.card))


def why_not_remove_stun(state: State, ev: RemoveStun) -> Refusal | None:
    # A stunned creature may be used to remove its stun whenever it could be used: one with an
    # Omni: ability whatever the active house (KF-stun-1, keyforge-9 on).
    omni = follows(state, 9) and 0 <= ev.card < len(state.cards) and has_trigger(state, ev.card, "omni")
    bad = usable(state, ev.seat, ev.card, fighting=None if omni else True, creature_only=True, stun_ok=True)
    if bad:
        return bad
    if not state.inplay[ev.card].stunned:
        return "KF-stun-1", f"{name_of(state, ev.card)} is not stunned"
    if (follows(state, 10) and isinstance(state.stack[-1], T.Main)
            and not _could_be_used(state, ev.seat, ev.card)):
        return "KF-stun-1", (f"{name_of(state, ev.card)} could not be used now were it not stunned, "
                             f"so its stun cannot be removed")
    return None


def _could_be_used(state: State, seat: int, inst: int) -> bool:
    """Whether stunned creature `inst` could normally be used now (reap, fight, Action: or
    Omni:), as removing its stun needs in the step (KF-stun-1, keyforge-10 on): not one that
    cannot reap while its player cannot fight (Tireless Crocag under Foggify), nor one that
    may only fight with no enemy to fight (Horseman of War). Asked of the creature unstunned
    for the while, and put back."""
    ip = state.inplay[inst]
    ip.stunned = False
    try:
        uses: list[Event] = [Reap(seat=seat, card=inst), UseAction(seat=seat, card=inst),
                             UseOmni(seat=seat, card=inst)]
        uses += [Fight(seat=seat, attacker=inst, defender=d) for d in creatures(state, opponent(seat))]
        return any(_USES[type(e)](state, e) is None for e in uses)
    finally:
        ip.stunned = True


_USES = {Reap: why_not_reap, Fight: why_not_fight, UseAction: why_not_action, UseOmni: why_not_omni}
"""The checks of the uses `_could_be_used` asks about, by event type (as `legality.CHECKS`)."""


def has_trigger(state: State, inst: int, trigger: str) -> bool:
    hook = HOOKS[trigger]  # the cards that have such an ability
    if state.cards[inst] in hook:
        return True
    ip = state.inplay[inst]
    if ip is None or not ip.upgrades:  # most cards carry no upgrade: no generator to start
        return False
    return any(state.cards[u] in hook for u in ip.upgrades)
