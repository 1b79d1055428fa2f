"""Legality: the options of every decision, and the explicit check of one event.

`why_not(state, event)` returns (rule id, one-line reason) or None; the options of a decision
are the candidates it lets through, so a listed option is never refused and a refusal always
cites the most specific rule.
"""

from __future__ import annotations

from engine.events import Dealt, Event, tag_of
from engine.kit import deck as deck_kit
from engine.protocol import Chance

from .abilities.base import HOOKS, lookup
from .cards import CARDS, HOUSES, CardType, House, Keyword
from .carriers import in_play
from .events import (ChooseHouse, Choose, ChooseOption, Decline, Discard, EndStep, Fight, Mulligan,
                     PlayCard, PlayUpgrade, Reap, RemoveStun, ResolveFirst, UseAction, UseOmni)
from .keywords import belongs_to, has, house_lock, play_limit, tolled, tolls
from .permissions import (allows_off_house, any_house, any_permission, off_house_play, play_permission,
                          use_permission)
from .state import (EffectKind, Flank, State, card_of, creatures, effect_active, effect_while,
                    follows, house_in_play, name_of, neighbors, opponent)
from . import tasks as T

# Checks read Enum members from these module names: on Python 3.11 `Kind.MEMBER` costs several
# times a plain global read (EnumType's __getattr__ keeps the read from being specialized),
# and a checked fold reads a few per event.
_ACTION, _ARTIFACT, _CREATURE, _UPGRADE = (CardType.ACTION, CardType.ARTIFACT, CardType.CREATURE,
                                           CardType.UPGRADE)
_ALPHA, _DEPLOY, _TAUNT = Keyword.ALPHA, Keyword.DEPLOY, Keyword.TAUNT
_HOUSE_BANNED, _HOUSE_FORCED = EffectKind.HOUSE_BANNED, EffectKind.HOUSE_FORCED
_NO_PLAY, _NO_CREATURE_PLAY, _NO_ACTION_PLAY = EffectKind.NO_PLAY, EffectKind.NO_CREATURE_PLAY, EffectKind.NO_ACTION_PLAY
_NO_USE, _NO_FIGHT, _ONLY_FIGHT = EffectKind.NO_USE, EffectKind.NO_FIGHT, EffectKind.ONLY_FIGHT
_LEFT, _RIGHT = Flank.LEFT, Flank.RIGHT

Refusal = tuple[str, str]

# The cards whose abilities set a field, by card id (filled with the registry): every option
# listed is checked, so these loops look up only the cards that have the ability.
_ARTIFACT_PLAY_TOLL, _FORBIDS_CREATURE_PLAY = HOOKS["artifact_play_toll"], HOOKS["forbids_creature_play"]
_ANY_HOUSE = HOOKS["any_house"]

MAIN_EVENTS = (PlayCard, PlayUpgrade, Discard, Reap, Fight, UseAction, UseOmni, RemoveStun, EndStep)
USE_EVENTS = (Reap, Fight, UseAction, UseOmni, RemoveStun)
"""The uses of a card in play: what the main step offers, and what `T.UseNow` waits for."""
WAITS: dict[type, type | tuple[type, ...]] = {
    Mulligan: T.Mulligan, ChooseHouse: T.ChooseHouse, Choose: T.Choose, ChooseOption: T.Choose,
    Decline: T.Choose,
    ResolveFirst: T.Order,
    **{e: T.Main for e in MAIN_EVENTS},
    **{e: (T.Main, T.UseNow) for e in USE_EVENTS},
    **{e: (T.Main, T.PlayNow) for e in (PlayCard, PlayUpgrade)},
}


def chance_of(state: State) -> Chance | None:
    """The chance outcome the top task needs, if any (at a table: first a card to show)."""
    if state.table and state.table.showing is not None:
        showing = state.table.showing
        return deck_kit.chance(showing, [name_of(state, c) for c in showing.cards],
                               f"the {deck_kit.where(showing)} of {state.players[showing.seat].name}'s deck")
    if not state.stack:
        return None
    t = state.stack[-1]
    if isinstance(t, T.Coin):  # the outcome is the seat that goes first
        return Chance(kind="coin", size=2, why="randomly choose who goes first",
                      labels=[p.name for p in state.players])
    if isinstance(t, T.Shuffle):
        return Chance(kind="shuffle", size=len(state.players[t.seat].deck), shuffle=True,
                      why=f"shuffle seat {t.seat}'s deck", seat=t.seat)
    if isinstance(t, T.Reshuffle):
        return Chance(kind="shuffle", size=len(state.players[t.seat].discard), shuffle=True,
                      why=f"shuffle seat {t.seat}'s discard pile into a new deck", seat=t.seat)
    if isinstance(t, T.RandomDiscard):
        hand = state.players[t.seat].hand
        return Chance(kind="pick", size=len(hand), why=f"a random card from seat {t.seat}'s hand",
                      seat=t.seat, items=list(hand), labels=[name_of(state, c) for c in hand])
    return None


def why_not(state: State, ev: Event) -> Refusal | None:
    # A checked fold asks this of every event, and nearly every one is the kind of event the
    # waiting task is for, from its seat: one read of `_DIRECT` on the two types finds its own
    # check, past the tests below that it passes by construction (no card to show, the match
    # goes on, the task waits for this type of event, the seats agree, no ability limits it).
    stack = state.stack
    if stack and not state.over:
        table = state.table
        if not table or table.showing is None:
            top = stack[-1]
            direct = _DIRECT.get((type(ev), type(top)))
            if direct is not None and ev.seat == top.seat:  # type: ignore[attr-defined]
                return direct(state, ev)
    return _why_not(state, ev)


def _why_not(state: State, ev: Event) -> Refusal | None:
    """`why_not` in full, in the order its refusals take precedence."""
    if state.table and state.table.showing is not None:
        return deck_kit.refusal(state.table, ev)
    if state.over:
        return "KF-sequence", "the match is over"
    if not state.stack:
        return "KF-sequence", "nothing is pending"
    top = state.stack[-1]
    if isinstance(ev, Dealt):
        chance = chance_of(state)
        if chance is None:
            return "KF-sequence", "a chance outcome when a player must decide"
        if ev.kind != chance.kind or not chance.accepts(ev.outcome):
            return "KF-chance", f"not a possible outcome of the {chance.kind} ({chance.why})"
        return None
    want = WAITS.get(type(ev))
    if want is None or not isinstance(top, want):
        # the event named as a log stores it (its tag), not by its Python class
        return "KF-sequence", (f"the match is not waiting for a '{tag_of(ev) or type(ev).__name__}' "
                               f"event now: {_seat_words(state, getattr(top, 'seat', '?'))} has another "
                               "choice to make")
    seat = getattr(ev, "seat", None)
    if seat != top.seat:
        return "KF-seat", (f"{_seat_words(state, seat)} acts while the match waits on "
                           f"{_seat_words(state, top.seat)}")
    if isinstance(top, T.UseNow) and top.fight and not isinstance(ev, (Fight, RemoveStun)):
        return "KF-use-now", f"the ability lets {state.players[top.seat].name} only fight with this creature"
    if isinstance(top, T.PlayNow):
        return _play_now(state, ev, top)
    check = _CHECKS.get(type(ev))
    return check(state, ev) if check is not None else None


# -- per decision ------------------------------------------------------------------------

def _house(state: State, ev: ChooseHouse) -> Refusal | None:
    p = state.players[ev.seat]
    if ev.house not in p.houses:
        return "KF-house-1", f"{getattr(ev.house, 'value', ev.house)} is not one of this deck's houses"
    lock = house_lock(state, ev.seat)
    if lock is not None and state.effects and _banned(state, ev.seat, House(lock[0])):
        lock = None  # "cannot" beats "must": Restringuntus on Dis frees Pitlord's player (KF-cannot)
    if lock is not None and getattr(ev.house, 'value', ev.house) != lock[0]:
        return "KF-house-lock", f"{name_of(state, lock[1])} is in play: the house must be {lock[0]}"
    if state.effects:
        bad = _house_effects(state, ev.seat, House(ev.house), lock[0] if lock else None)
        if bad:
            return bad
    if ev.take_archives and not p.archives:
        return "KF-archives-1", "there are no cards in archives to take"
    return None


def _house_effects(state: State, seat: int, house: House, lock: str | None) -> Refusal | None:
    """Lasting effects that forbid houses or name the one to choose (KF-house-effect); each
    applies only if it leaves a house to choose."""
    for e in state.effects:  # most lasting effects say nothing of houses: then nothing to check
        if e.kind is _HOUSE_BANNED or e.kind is _HOUSE_FORCED:
            break
    else:
        return None
    allowed = [h for h in state.players[seat].houses if lock is None or h.value == lock]
    banned = {HOUSES[e.amount]: e for e in effect_while(state, _HOUSE_BANNED, seat)}
    keep = [h for h in allowed if h not in banned]
    if keep and house in banned:
        return "KF-house-effect", f"{name_of(state, banned[house].card)} is in play: {house.value} cannot be chosen"
    allowed = keep or allowed
    forced = [HOUSES[e.amount] for e in effect_active(state, _HOUSE_FORCED, seat)]
    forced = [h for h in forced if h in allowed]
    if forced and forced[-1] is not house:  # of several, the latest applies
        return "KF-house-effect", f"a card's effect: the house must be {forced[-1].value} this turn"
    return None


def _seat_words(state: State, seat: object) -> str:
    """A seat as the log names it ("Ann (seat 0)"); a seat the match lacks stays a number."""
    if type(seat) is int and 0 <= seat < len(state.players):
        return f"{state.players[seat].name} (seat {seat})"
    return f"seat {seat}"


def _banned(state: State, seat: int, house: House) -> bool:
    """Whether a lasting effect forbids `house` to `seat` while leaving another of its houses."""
    banned = {HOUSES[e.amount] for e in effect_while(state, _HOUSE_BANNED, seat)}
    return house in banned and any(h not in banned for h in state.players[seat].houses)


def _hand_common(state: State, seat: int, inst: int, playing: bool) -> Refusal | None:
    if not 0 <= inst < len(state.cards) or inst not in state.players[seat].hand:
        what = name_of(state, inst) if 0 <= inst < len(state.cards) else f"card {inst}"
        return "KF-play-hand", f"{what} is not in {_seat_words(state, seat)}'s hand"
    f = CARDS[state.cards[inst]]  # `card_of`, read once for the house and the name
    if f.house != state.house and not (
            playing and (off_house_play(state, seat, inst) or play_permission(state, seat, inst))):
        rule = "KF-play-1" if playing else "KF-discard-1"
        return rule, f"{f.name} is not of the chosen house {state.house.value if state.house else '-'}"
    if state.turn == 1 and state.hand_plays >= 1:
        return "KF-first-turn", f"{f.name}: only one card may be played or discarded on the first turn"
    return _six_or_alpha(state, inst, f.name) if playing else None


def _six(state: State, name: str) -> Refusal | None:
    """The rule of six: a seventh card of one name is neither played nor used in a turn."""
    if state.used_names.get(name, 0) >= 6:
        return "KF-rule-of-six", f"{name}: six cards of that name were already played or used this turn"
    return None


def _six_or_alpha(state: State, inst: int, name: str) -> Refusal | None:
    """What limits any play of `inst` (called `name`), from hand or by an ability: the rule of
    six, then alpha (which matters only once a card was played, used or discarded this step)."""
    six = _six(state, name)
    if six is None and state.step_actions > 0 and has(state, inst, _ALPHA):
        return "KF-alpha", f"{name} has alpha: a card was already played, used or discarded this step"
    return six


def _short(state: State, seat: int) -> str:
    """What a refusal for a cost adds about the pool: only when it is below 0, which a match
    recorded before keyforge-8 could reach (Sacrificial Altar playing Truebaru unpaid), so the
    refusal of a card that costs 0 says why."""
    amber = state.players[seat].amber
    return f", and the pool is {amber}, below 0 (rules before keyforge-8)" if amber < 0 else ""


def play_toll(state: State, seat: int, inst: int) -> int:
    """Æmber `seat` must pay the opponent to play `inst` (Customs Office on artifacts)."""
    if card_of(state, inst).type is not _ARTIFACT:
        return 0
    q = state.players[opponent(seat)]
    return sum(_ARTIFACT_PLAY_TOLL.get(state.cards[c], 0) for c in q.battleline + q.artifacts)


def _restricted(state: State, seat: int, inst: int) -> Refusal | None:
    """A card's own condition, or a lasting effect, that forbids playing it now."""
    f = card_of(state, inst)
    ab = lookup(f.id)
    if ab.amber_cost > state.players[seat].amber:
        return "KF-play-cost", f"{f.name}: playing it costs {ab.amber_cost} Æmber{_short(state, seat)}"
    # Most plays meet no enemy card that limits plays and no card that forbids creatures:
    # one look at this match's carriers of both answers for the two rules below.
    blockers = in_play(state, "opponent_play_limit forbids_creature_play")
    limit = play_limit(state, seat) if blockers else None
    if limit is not None and state.plays >= limit:
        return "KF-ability-play", f"{f.name}: an enemy card allows only {limit} cards played this turn"
    cond = ab.play_condition
    why = cond(state, seat) if cond is not None else ""
    if why:
        return "KF-ability-play", f"{f.name}: {why}"
    kind = f.type
    if kind is _ARTIFACT:  # only an artifact pays a toll to be played (`play_toll`)
        fee = play_toll(state, seat, inst)
        if fee > state.players[seat].amber:
            return "KF-ability-play", f"{f.name}: playing an artifact costs {fee} Æmber paid to the opponent"
    effects = state.effects  # no lasting effect (the usual case): none of theirs forbids it
    if effects and effect_active(state, _NO_PLAY, seat):
        return "KF-lasting", f"{f.name}: no card may be played this turn"
    if kind is _CREATURE:
        if effects and effect_active(state, _NO_CREATURE_PLAY, seat):
            return "KF-lasting", f"{f.name}: creatures cannot be played this turn"
        if blockers and in_play(state, "forbids_creature_play"):
            for c in state.players[seat].battleline + state.players[seat].artifacts:
                if state.cards[c] in _FORBIDS_CREATURE_PLAY:
                    return "KF-ability-play", f"{f.name}: {name_of(state, c)} is in play: you cannot play creatures"
    elif kind is _ACTION and effects and effect_active(state, _NO_ACTION_PLAY, seat):
        return "KF-lasting", f"{f.name}: action cards cannot be played this turn"
    return None


def ability_play(state: State, seat: int, inst: int) -> Refusal | None:
    """Why `seat` may not play `inst` now that an ability plays it from elsewhere than the hand
    (Sacrificial Altar, Wild Wormhole, Masterplan; KF-ability-plays): the play obeys the rule of
    six, alpha and whatever costs or forbids a play (`_restricted`), but not the house or the
    first-turn rule, which govern the step's plays from hand. From keyforge-8 on; before, the
    Altar checked nothing and the others only `_restricted`."""
    return _six_or_alpha(state, inst, CARDS[state.cards[inst]].name) or _restricted(state, seat, inst)


def _play(state: State, ev: PlayCard) -> Refusal | None:
    return (_hand_common(state, ev.seat, ev.card, True) or _restricted(state, ev.seat, ev.card)
            or _placement(state, ev))


def _placement(state: State, ev: PlayCard) -> Refusal | None:
    """Where the played card goes: a creature on a flank (or deployed), nothing else placed."""
    f = CARDS[state.cards[ev.card]]  # `card_of` (the card is known to exist by now)
    line = state.players[ev.seat].battleline
    if f.type is _UPGRADE:
        return "KF-upgrade-1", f"{f.name} is an upgrade: play it on a creature"
    if f.type is _CREATURE:
        if ev.position is not None:
            if ev.flank is not None:
                return "KF-play-flank", f"{f.name}: give a flank or a position, not both"
            if not f.has(_DEPLOY):
                return "KF-play-flank", f"{f.name} must enter play on a flank"
            if not 0 < ev.position < len(line):
                return "KF-deploy", (f"{f.name}: position {ev.position} is not between two creatures "
                                     f"(the ends are the flanks)")
        elif ev.flank is None:
            return "KF-play-flank", f"{f.name}: choose the left or right flank"
    elif ev.flank is not None or ev.position is not None:
        return "KF-play-flank", f"{f.name} is not a creature: it has no flank"
    return None


def _upgrade(state: State, ev: PlayUpgrade) -> Refusal | None:
    return (_hand_common(state, ev.seat, ev.card, True) or _restricted(state, ev.seat, ev.card)
            or _attach(state, ev))


def _attach(state: State, ev: PlayUpgrade) -> Refusal | None:
    f = card_of(state, ev.card)
    if f.type is not _UPGRADE:
        return "KF-upgrade-1", f"{f.name} is not an upgrade"
    if ev.creature not in creatures(state):
        return "KF-upgrade-1", f"{f.name} must be attached to a creature in play"
    return None


def _discard(state: State, ev: Discard) -> Refusal | None:
    return _hand_common(state, ev.seat, ev.card, False)


def _usable(state: State, seat: int, inst: int, *, fighting: bool | None,
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
    return _six(state, name)


def cannot_use(state: State, seat: int, inst: int) -> bool:
    """Whether a lasting effect (KF-lasting) or the card's own text (KF-ability-use) forbids
    `seat` to use `inst` at all, whatever the use: it then cannot even remove its stun. From
    keyforge-8 on the rule of six too: a fight an ability makes is a use (KF-ready-fight)."""
    if state.effects and effect_active(state, _NO_USE, seat):
        return True
    if follows(state, 8) and _six(state, CARDS[state.cards[inst]].name):
        return True
    cond = lookup(state.cards[inst]).use_condition
    return cond is not None and bool(cond(state, seat))


def cannot_fight(state: State, seat: int) -> bool:
    """Whether a lasting effect forbids `seat` to use creatures to fight (KF-lasting)."""
    return bool(state.effects) and bool(effect_active(state, _NO_FIGHT, seat))


def _reap(state: State, ev: Reap) -> Refusal | None:
    if lookup(state.cards[ev.card]).cannot_reap if 0 <= ev.card < len(state.cards) else False:
        return "KF-ability-use", f"{name_of(state, ev.card)} cannot reap"
    return (_usable(state, ev.seat, ev.card, fighting=False, creature_only=True)
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


def _fight(state: State, ev: Fight) -> Refusal | None:
    bad = _usable(state, ev.seat, ev.attacker, fighting=True, creature_only=True)
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


def _action(state: State, ev: UseAction) -> Refusal | None:
    bad = _usable(state, ev.seat, ev.card, fighting=False) or _only_fight(state, ev.seat, ev.card)
    if bad:
        return bad
    if not _has_trigger(state, ev.card, "action"):
        return "KF-action-1", f"{name_of(state, ev.card)} has no Action: ability"
    return _toll(state, ev.seat, ev.card)


def _toll(state: State, seat: int, inst: int) -> Refusal | None:
    """Tentacus: an artifact is used only by paying its toll (KF-use-cost, `tolled`). With no
    card that sets a toll in play nothing is owed (`tolls` is empty), which a pool of 0 or
    more always covers: then the tolls are not listed."""
    amber = state.players[seat].amber
    if (amber < 0 or in_play(state, "artifact_toll")) and tolled(state, seat, inst):
        owed = len(tolls(state, seat))
        if owed > amber:
            return "KF-use-cost", f"{name_of(state, inst)}: using an artifact costs {owed} Æmber now{_short(state, seat)}"
    return None


def _omni(state: State, ev: UseOmni) -> Refusal | None:
    if not (0 <= ev.card < len(state.cards)) or not _has_trigger(state, ev.card, "omni"):
        return "KF-omni", f"card {ev.card} has no Omni: ability"
    return (_usable(state, ev.seat, ev.card, fighting=None) or _only_fight(state, ev.seat, ev.card)
            or _toll(state, ev.seat, ev.card))


def _remove_stun(state: State, ev: RemoveStun) -> Refusal | None:
    # A stunned creature may be used to remove its stun whenever it could be used: one with an
    # Omni: ability whatever the active house (KF-stun-1, keyforge-9 on).
    omni = follows(state, 9) and 0 <= ev.card < len(state.cards) and _has_trigger(state, ev.card, "omni")
    bad = _usable(state, ev.seat, ev.card, fighting=None if omni else True, creature_only=True, stun_ok=True)
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
        return any(_CHECKS[type(e)](state, e) is None for e in uses)
    finally:
        ip.stunned = True


def _has_trigger(state: State, inst: int, trigger: str) -> bool:
    hook = HOOKS[trigger]  # the cards that have such an ability
    if state.cards[inst] in hook:
        return True
    ip = state.inplay[inst]
    if ip is None or not ip.upgrades:  # most cards carry no upgrade: no generator to start
        return False
    return any(state.cards[u] in hook for u in ip.upgrades)


def _choose(state: State, ev: Choose) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if _step(top).label is not None or ev.card not in (top.candidates or []):
        return "KF-target", f"card {ev.card} cannot be chosen for {lookup(top.card).summary or top.card}"
    return None


def _choose_option(state: State, ev: ChooseOption) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if option_value(top, ev.option) is None:
        return "KF-target", f"{ev.option!r} cannot be chosen for {lookup(top.card).summary or top.card}"
    return None


def option_value(task: T.Choose, option: str) -> int | None:
    """The value a ChooseOption names among the task's candidates, or any the step lets be
    named (Dance of Doom's number); None: not one of them."""
    step = _step(task)
    if step.label is None:
        return None
    found = next((v for v in task.candidates or [] if step.label(v) == option), None)
    if found is None and step.named is not None:
        return step.named(option)
    return found


def _decline(state: State, ev: Decline) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Choose)
    if not (top.optional or _step(top).optional):
        return "KF-target", "this choice is not optional"
    return None


def _step(task: T.Choose):
    return lookup(task.card).steps[task.step]


def _resolve_first(state: State, ev: ResolveFirst) -> Refusal | None:
    top = state.stack[-1]
    assert isinstance(top, T.Order)
    if not any((i.source, i.trigger, i.card) == (ev.card, ev.effect, ev.ability) for i in top.items):
        return "KF-simultaneous", f"{ev.effect} of card {ev.card} is not one of the effects to order"
    return None




def _play_now(state: State, ev: Event, top: T.PlayNow) -> Refusal | None:
    """A play an ability allows now: of its one card, from where it is, whatever the house."""
    if ev.card != top.card:  # type: ignore[attr-defined]
        return "KF-use-other-house", f"the ability lets card {top.card} be played now, not card {ev.card}"  # type: ignore[attr-defined]
    if not still_there(state, top):
        return "KF-ability-plays", (f"{name_of(state, top.card)} is no longer where the ability plays it "
                                    f"from (the top of the deck, or beneath a card in play)")
    bad = (ability_play if follows(state, 8) else _restricted)(state, ev.seat, ev.card)  # type: ignore[attr-defined]
    if bad:
        return bad
    return _placement(state, ev) if isinstance(ev, PlayCard) else _attach(state, ev)  # type: ignore[arg-type]


def still_there(state: State, task: T.PlayNow) -> bool:
    """Whether the card of a play now is still where its ability plays it from: the top of its
    player's deck (Wild Wormhole, Chaos Portal) or beneath a card in play (Masterplan). Once it
    is not (Poltergeist destroyed the Masterplan it used, its card beneath going to the discard
    pile), the play offers nothing and is skipped (KF-ability-plays), in every rules version."""
    card = task.card
    deck = state.players[task.seat].deck
    if deck and deck[0] == card:
        return True
    return any(ip is not None and ip.beneath and card in ip.beneath for ip in state.inplay)


_CHECKS = {
    ChooseHouse: _house, PlayCard: _play, PlayUpgrade: _upgrade, Discard: _discard, Reap: _reap,
    Fight: _fight, UseAction: _action, UseOmni: _omni, RemoveStun: _remove_stun,
    Choose: _choose, ChooseOption: _choose_option, Decline: _decline, ResolveFirst: _resolve_first,
}


def _legal(state: State, ev: Event) -> None:
    """An event whose waiting task asks nothing more of it (EndStep, Mulligan)."""
    return None


_DIRECT = {(ev, task): _CHECKS.get(ev, _legal)
           for ev, want in WAITS.items()
           for task in (want if isinstance(want, tuple) else (want,))
           if task is not T.UseNow and task is not T.PlayNow}
"""(event type, waiting task type) -> the event's own check, for every pair `_why_not` lets
through to it unchanged (`T.UseNow` and `T.PlayNow` limit what they wait for: not here). The
tasks and events are matched by exact type, as no task or event type has subclasses."""


# -- options ------------------------------------------------------------------------------

# The options of the decision the match waits for: what `why_not` checks before an event's own
# check (the match waits on this seat for this kind of event) holds for every candidate, so
# each is checked by its own check alone (about a third of listing the options, before).

def house_options(state: State, seat: int) -> list[ChooseHouse]:
    """Each house of the deck that may be chosen, without and then with the archives. `_house`
    asks last whether there are archives to take: every refusal before that one is the same for
    a house with or without them, so each house is checked once."""
    out = []
    archives = bool(state.players[seat].archives)
    for h in state.players[seat].houses:
        if _house(state, ChooseHouse(seat=seat, house=h, take_archives=False)) is None:
            out.append(ChooseHouse(seat=seat, house=h, take_archives=False))
            if archives:
                out.append(ChooseHouse(seat=seat, house=h, take_archives=True))
    return out


# The main step's options are the candidates of `main_candidates` that their own checks let
# through (`_CHECKS`; what `why_not` asks before those holds for every candidate of the
# decision the match waits for). Self-play lists them at every main-step decision, and most
# candidates of one card share all of their check: a creature's two flanks, an upgrade on each
# creature, a creature's reap, fights and abilities. So the shared part is asked once per card,
# and a candidate is built only when it is an option. `main_candidates` stays the definition:
# a test holds these options to its every candidate checked in full by `why_not`.

def main_options(state: State, seat: int) -> list[Event]:
    """Every legal event of the main step, in `main_candidates`' order (EndStep last), while
    the match waits on `seat`'s main step."""
    out: list[Event] = []
    p = state.players[seat]
    house = state.house
    permitted = any_permission(state, seat)  # then cards of other houses may be played or used
    if not (state.turn == 1 and state.hand_plays >= 1):  # else no card leaves the hand (KF-first-turn)
        _hand_options(state, seat, house, permitted, out)
    enemies = creatures(state, opponent(seat))
    unguarded = None  # the enemies no taunt neighbour protects, once a creature may fight
    inplay, cards, turn = state.inplay, state.cards, state.turn
    # Whether a lasting effect is of this turn: the permissions and bans the checks below ask
    # about all are (`effect_active`), while the effects a match keeps are mostly of past turns.
    now = any(e.turn == turn for e in state.effects)
    fight = None  # whether `seat` may fight this turn (`_fight`: KF-lasting), once asked
    no_use = None  # whether a lasting effect forbids `seat` every use this turn, once asked
    fight_only = None  # whether a lasting effect lets `seat`'s creatures only fight, once asked
    used = state.used_names  # the rule of six (`_six`)
    for c in p.battleline:
        ip = inplay[c]
        if ip.exhausted:  # KF-use-exhausted, for every use and removing a stun
            continue
        f = CARDS[cards[c]]
        if f.house is not house and not belongs_to(state, c, house):
            # A creature of another house (`_usable`: KF-use-house).
            if permitted:
                cands = _uses(state, seat, c, ip, enemies)
            # `any_house` is False for a card with no upgrade and no such ability of its own
            # while no lasting effect of this turn lets cards be used whatever the house.
            elif ((now or ip.upgrades or cards[c] in _ANY_HOUSE)
                  and any_house(state, seat, c, fighting=True)):
                cands = [Reap(seat=seat, card=c),  # `why_not` sorts out which uses
                         *(Fight(seat=seat, attacker=c, defender=d) for d in enemies),
                         UseAction(seat=seat, card=c), UseOmni(seat=seat, card=c),
                         RemoveStun(seat=seat, card=c)]
            elif _has_trigger(state, c, "omni"):  # an Omni: ability needs no house
                if not ip.stunned:
                    cands = [UseOmni(seat=seat, card=c)]
                elif follows(state, 9):  # nor does removing the stun of such a creature
                    cands = [RemoveStun(seat=seat, card=c)]
                else:
                    continue
            else:
                continue
            out.extend(e for e in cands if _CHECKS[type(e)](state, e) is None)
            continue
        if ip.stunned or f.type is not _CREATURE:  # (a stunned one only unstuns)
            out.extend(e for e in _uses(state, seat, c, ip, enemies)
                       if _CHECKS[type(e)](state, e) is None)
            continue
        # A ready creature of the active house: every use's check starts with `_usable`, whose
        # only difference between reaping, fighting and using an ability is the house (it
        # belongs to the active one) and the card being a creature (it is): one answer for all.
        # Of `_usable`, with the main step waiting, what this loop has not already asked is a
        # ban on uses this turn, the card's own condition and the rule of six.
        if no_use is None:
            no_use = now and bool(effect_active(state, _NO_USE, seat))
        ab = lookup(cards[c])
        cond = ab.use_condition
        if no_use or (cond is not None and cond(state, seat)) or used.get(f.name, 0) >= 6:
            continue
        if fight_only is None:  # Horseman of War: no reap, Action: or Omni: (`_only_fight`)
            fight_only = now and only_fighting(state, seat)
        if not ab.cannot_reap and not fight_only:
            out.append(Reap(seat=seat, card=c))
        if enemies and fight is None:
            fight = not (now and cannot_fight(state, seat))
        if enemies and fight:  # `_fight`: KF-fight-4, KF-lasting
            if unguarded is None:
                unguarded = _unguarded(state, enemies)
            limit = ab.may_attack  # `_fight`: KF-fight-card, then KF-taunt (`taunt_guard`)
            out.extend(Fight(seat=seat, attacker=c, defender=d)
                       for d in (enemies if ab.ignores_taunt_elusive else unguarded)
                       if limit is None or limit(state, d))
        action, omni = _has_trigger(state, c, "action"), _has_trigger(state, c, "omni")
        if (action or omni) and not fight_only and _toll(state, seat, c) is None:  # `_action`, `_omni`'s last
            if action:
                out.append(UseAction(seat=seat, card=c))
            if omni:
                out.append(UseOmni(seat=seat, card=c))
    for c in p.artifacts:
        ip = inplay[c]
        if ip.exhausted:
            continue
        if (CARDS[cards[c]].house is house or house_in_play(state, c) == house
                or belongs_to(state, c, house)):  # (the printed house: `belongs_to`'s first test)
            # Of the active house: `_usable` gives using its Action: or its Omni: ability the
            # same answer (the house is the only difference), then both pay the same toll.
            if _usable(state, seat, c, fighting=None) is None and _toll(state, seat, c) is None:
                if _has_trigger(state, c, "action"):  # `_action`'s own test
                    out.append(UseAction(seat=seat, card=c))
                if _has_trigger(state, c, "omni"):
                    out.append(UseOmni(seat=seat, card=c))
            continue
        mine = now and use_permission(state, seat, c) is not None
        cands = ([UseAction(seat=seat, card=c), UseOmni(seat=seat, card=c)] if mine
                 else [UseOmni(seat=seat, card=c)] if _has_trigger(state, c, "omni") else [])
        out.extend(e for e in cands if _CHECKS[type(e)](state, e) is None)
    out.append(EndStep(seat=seat))
    return out


def _hand_options(state: State, seat: int, house: House | None, permitted: bool,
                  out: list[Event]) -> None:
    """The plays, then the discards, of `main_options` (the first turn's one play not made)."""
    hand, cards = state.players[seat].hand, state.cards
    witch = allows_off_house(state, seat)  # else no hand card of another house may be played
    # A card of the active house may be discarded: `_discard` (`_hand_common`) asks only that
    # it is in the hand, of the active house, and not after the first turn's one play.
    discards: list[Event] = []
    for c in hand:
        f = CARDS[cards[c]]
        active = f.house == house
        if active:
            discards.append(Discard(seat=seat, card=c))
        elif not permitted and not (witch and off_house_play(state, seat, c)):
            continue  # KF-play-1
        kind = f.type
        targets = creatures(state) if kind is _UPGRADE else None
        if targets == []:
            continue  # an upgrade with no creature to go on: no candidate
        # `_play` and `_upgrade`: the hand and the play's own limits are the same wherever the
        # card goes, and where it goes is right by construction (`_placement`: a flank, or a
        # deploy position between two creatures; `_attach`: a creature in play). Of
        # `_hand_common`, a hand card of the active house (the first turn's play not made)
        # has only the rule of six and alpha left to ask.
        if ((_six_or_alpha(state, c, f.name) if active else _hand_common(state, seat, c, True))
                or _restricted(state, seat, c)):
            continue
        if kind is _CREATURE:
            out.append(PlayCard(seat=seat, card=c, flank=_LEFT))
            out.append(PlayCard(seat=seat, card=c, flank=_RIGHT))
            if f.has(_DEPLOY):
                out.extend(PlayCard(seat=seat, card=c, position=i)
                           for i in range(1, len(state.players[seat].battleline)))
        elif targets is not None:
            out.extend(PlayUpgrade(seat=seat, card=c, creature=t) for t in targets)
        else:
            out.append(PlayCard(seat=seat, card=c))
    out.extend(discards)


def _uses(state: State, seat: int, c: int, ip, enemies: list[int]) -> list[Event]:
    """The uses `main_options` asks `why_not` about for a ready creature `c` that may be used
    (a stunned one only removes its stun)."""
    if ip.stunned:
        return [RemoveStun(seat=seat, card=c)]
    cands: list[Event] = []
    if not lookup(state.cards[c]).cannot_reap:
        cands.append(Reap(seat=seat, card=c))
    cands.extend(Fight(seat=seat, attacker=c, defender=d) for d in enemies)
    if _has_trigger(state, c, "action"):
        cands.append(UseAction(seat=seat, card=c))
    if _has_trigger(state, c, "omni"):
        cands.append(UseOmni(seat=seat, card=c))
    return cands


def _unguarded(state: State, enemies: list[int]) -> list[int]:
    """The enemy creatures no taunt neighbour protects: those `taunt_guard` lets any attacker
    fight (one that ignores taunt may fight them all). `enemies` is one battleline in order,
    so a creature's neighbours are the creatures next to it in the list: each is asked
    whether it has taunt once."""
    taunt = [has(state, d, _TAUNT) for d in enemies]
    last = len(enemies) - 1
    return [d for i, d in enumerate(enemies)
            if taunt[i] or not ((i > 0 and taunt[i - 1]) or (i < last and taunt[i + 1]))]


def main_candidates(state: State, seat: int) -> list[Event]:
    """Every main-step event worth asking `why_not` about, in the order options are listed:
    each hand card played (on each flank and deploy position, or on each creature) and
    discarded, each card in play used every way. `main_options` keeps those that are legal
    without building the rest; a test holds the two to each other."""
    p = state.players[seat]
    cands: list[Event] = []
    in_play = creatures(state)
    for c in p.hand:
        f = card_of(state, c)
        if f.type is _CREATURE:
            cands.append(PlayCard(seat=seat, card=c, flank=_LEFT))
            cands.append(PlayCard(seat=seat, card=c, flank=_RIGHT))
            if f.has(_DEPLOY):
                cands.extend(PlayCard(seat=seat, card=c, position=i) for i in range(1, len(p.battleline)))
        elif f.type is _UPGRADE:
            cands.extend(PlayUpgrade(seat=seat, card=c, creature=t) for t in in_play)
        else:
            cands.append(PlayCard(seat=seat, card=c))
    cands.extend(Discard(seat=seat, card=c) for c in p.hand)
    enemies = creatures(state, opponent(seat))
    for c in p.battleline:
        cands.append(Reap(seat=seat, card=c))
        cands.extend(Fight(seat=seat, attacker=c, defender=d) for d in enemies)
        cands.append(UseAction(seat=seat, card=c))
        cands.append(UseOmni(seat=seat, card=c))
        cands.append(RemoveStun(seat=seat, card=c))
    for c in p.artifacts:
        cands.append(UseAction(seat=seat, card=c))
        cands.append(UseOmni(seat=seat, card=c))
    return cands


def play_now_options(state: State, task: T.PlayNow) -> list[Event]:
    """The ways `task.seat` may play `task.card` now (none: it cannot be played)."""
    seat, c = task.seat, task.card
    f = card_of(state, c)
    if f.type is _CREATURE:
        n = len(state.players[seat].battleline)
        cands: list[Event] = [PlayCard(seat=seat, card=c, flank=_LEFT),
                              PlayCard(seat=seat, card=c, flank=_RIGHT)]
        if f.has(_DEPLOY):
            cands += [PlayCard(seat=seat, card=c, position=i) for i in range(1, n)]
    elif f.type is _UPGRADE:
        cands = [PlayUpgrade(seat=seat, card=c, creature=t) for t in creatures(state)]
    else:
        cands = [PlayCard(seat=seat, card=c)]
    return [e for e in cands if why_not(state, e) is None]


def choose_options(state: State, task: T.Choose) -> list[Event]:
    label = _step(task).label
    out: list[Event] = ([Choose(seat=task.seat, card=c) for c in task.candidates or []] if label is None
                        else [ChooseOption(seat=task.seat, option=label(v)) for v in task.candidates or []])
    if task.optional or _step(task).optional:
        out.append(Decline(seat=task.seat))
    return out


def use_now_options(state: State, task: T.UseNow) -> list[Event]:
    """The ways to use the one card an ability lets `task.seat` use now (KF-use-now)."""
    seat, c = task.seat, task.card
    enemies = creatures(state, opponent(seat))
    cands: list[Event] = [Reap(seat=seat, card=c),
                          *(Fight(seat=seat, attacker=c, defender=d) for d in enemies),
                          UseAction(seat=seat, card=c), UseOmni(seat=seat, card=c),
                          RemoveStun(seat=seat, card=c)]
    return [e for e in cands if why_not(state, e) is None]
