"""The main step's options, listed card by card: every legal play, discard and use of the
seat whose main step the match waits for (`main_options`), held by a test to its candidates
(`main_candidates`) each checked in full by `legality.why_not`."""

from __future__ import annotations

from engine.events import Event

from .abilities.base import HOOKS, lookup
from .cards import CARDS, CardType, House, Keyword
from .events import (Discard, EndStep, Fight, PlayCard, PlayUpgrade, Reap, RemoveStun, UseAction,
                     UseOmni)
from .keywords import belongs_to, has
from .legal_play import restricted, six_or_alpha, why_not_from_hand
from .legal_use import cannot_fight, has_trigger, only_fighting, unpaid_toll, usable
from .legality import CHECKS
from .permissions import allows_off_house, any_house, any_permission, off_house_play, use_permission
from .state import EffectKind, Flank, State, follows
from .board import card_of, creatures, effect_active, house_in_play, opponent


# Checks read Enum members from these module names: on Python 3.11 `Kind.MEMBER` costs several
# times a plain global read (EnumType's __getattr__ keeps the read from being specialized),
# and a checked fold reads a few per event.
_CREATURE, _UPGRADE = CardType.CREATURE, CardType.UPGRADE
_DEPLOY, _TAUNT = Keyword.DEPLOY, Keyword.TAUNT
_NO_USE = EffectKind.NO_USE
_LEFT, _RIGHT = Flank.LEFT, Flank.RIGHT


# The cards with an ability that lets them be used whatever the house, by card id (filled with
# the registry): only those are asked `any_house` while no lasting effect of this turn is.
_ANY_HOUSE = HOOKS["any_house"]


# The main step's options are the candidates of `main_candidates` that their own checks let
# through (`CHECKS`; what `why_not` asks before those holds for every candidate of the
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
    fight = None  # whether `seat` may fight this turn (`why_not_fight`: KF-lasting), once asked
    no_use = None  # whether a lasting effect forbids `seat` every use this turn, once asked
    fight_only = None  # whether a lasting effect lets `seat`'s creatures only fight, once asked
    used = state.used_names  # the rule of six (`rule_of_six`)
    for c in p.battleline:
        ip = inplay[c]
        if ip.exhausted:  # KF-use-exhausted, for every use and removing a stun
            continue
        f = CARDS[cards[c]]
        if f.house is not house and not belongs_to(state, c, house):
            # A creature of another house (`usable`: KF-use-house).
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
            elif has_trigger(state, c, "omni"):  # an Omni: ability needs no house
                if not ip.stunned:
                    cands = [UseOmni(seat=seat, card=c)]
                elif follows(state, 9):  # nor does removing the stun of such a creature
                    cands = [RemoveStun(seat=seat, card=c)]
                else:
                    continue
            else:
                continue
            out.extend(e for e in cands if CHECKS[type(e)](state, e) is None)
            continue
        if ip.stunned or f.type is not _CREATURE:  # (a stunned one only unstuns)
            out.extend(e for e in _uses(state, seat, c, ip, enemies)
                       if CHECKS[type(e)](state, e) is None)
            continue
        # A ready creature of the active house: every use's check starts with `usable`, whose
        # only difference between reaping, fighting and using an ability is the house (it
        # belongs to the active one) and the card being a creature (it is): one answer for all.
        # Of `usable`, with the main step waiting, what this loop has not already asked is a
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
        if enemies and fight:  # `why_not_fight`: KF-fight-4, KF-lasting
            if unguarded is None:
                unguarded = _unguarded(state, enemies)
            limit = ab.may_attack  # `why_not_fight`: KF-fight-card, then KF-taunt (`taunt_guard`)
            out.extend(Fight(seat=seat, attacker=c, defender=d)
                       for d in (enemies if ab.ignores_taunt_elusive else unguarded)
                       if limit is None or limit(state, d))
        action, omni = has_trigger(state, c, "action"), has_trigger(state, c, "omni")
        if (action or omni) and not fight_only and unpaid_toll(state, seat, c) is None:  # `why_not_action`, `why_not_omni`'s last
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
            # Of the active house: `usable` gives using its Action: or its Omni: ability the
            # same answer (the house is the only difference), then both pay the same toll.
            if usable(state, seat, c, fighting=None) is None and unpaid_toll(state, seat, c) is None:
                if has_trigger(state, c, "action"):  # `why_not_action`'s own test
                    out.append(UseAction(seat=seat, card=c))
                if has_trigger(state, c, "omni"):
                    out.append(UseOmni(seat=seat, card=c))
            continue
        mine = now and use_permission(state, seat, c) is not None
        cands = ([UseAction(seat=seat, card=c), UseOmni(seat=seat, card=c)] if mine
                 else [UseOmni(seat=seat, card=c)] if has_trigger(state, c, "omni") else [])
        out.extend(e for e in cands if CHECKS[type(e)](state, e) is None)
    out.append(EndStep(seat=seat))
    return out


def _hand_options(state: State, seat: int, house: House | None, permitted: bool,
                  out: list[Event]) -> None:
    """The plays, then the discards, of `main_options` (the first turn's one play not made)."""
    hand, cards = state.players[seat].hand, state.cards
    witch = allows_off_house(state, seat)  # else no hand card of another house may be played
    # A card of the active house may be discarded: `why_not_discard` (`why_not_from_hand`) asks only that
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
        # `why_not_play` and `why_not_upgrade`: the hand and the play's own limits are the same wherever the
        # card goes, and where it goes is right by construction (`_placement`: a flank, or a
        # deploy position between two creatures; `_attach`: a creature in play). Of
        # `why_not_from_hand`, a hand card of the active house (the first turn's play not made)
        # has only the rule of six and alpha left to ask.
        if ((six_or_alpha(state, c, f.name) if active else why_not_from_hand(state, seat, c, True))
                or restricted(state, seat, c)):
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
    if has_trigger(state, c, "action"):
        cands.append(UseAction(seat=seat, card=c))
    if has_trigger(state, c, "omni"):
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
