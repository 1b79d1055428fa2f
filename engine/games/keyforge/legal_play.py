"""Playing and discarding cards from hand (KF-play-hand, KF-play-1, KF-discard-1, KF-first-turn,
KF-rule-of-six, KF-alpha, KF-play-flank, KF-deploy, KF-upgrade-1), what costs or forbids a play
(KF-play-cost, KF-ability-play, KF-lasting), and the plays an ability allows from elsewhere
(KF-ability-plays)."""

from __future__ import annotations

from engine.events import Event

from .abilities.base import HOOKS, lookup
from .cards import CARDS, CardType, Keyword
from .carriers import in_play
from .events import Discard, PlayCard, PlayUpgrade
from .keywords import has, play_limit
from .permissions import off_house_play, play_permission
from .refusals import Refusal, below_zero, rule_of_six, seat_words
from .state import EffectKind, State, follows
from .board import card_of, creatures, effect_active, name_of, opponent
from . import tasks as T


# Checks read Enum members from these module names: on Python 3.11 `Kind.MEMBER` costs several
# times a plain global read (EnumType's __getattr__ keeps the read from being specialized),
# and a checked fold reads a few per event.
_ACTION, _ARTIFACT, _CREATURE, _UPGRADE = (CardType.ACTION, CardType.ARTIFACT, CardType.CREATURE,
                                           CardType.UPGRADE)
_ALPHA, _DEPLOY = Keyword.ALPHA, Keyword.DEPLOY
_NO_PLAY, _NO_CREATURE_PLAY, _NO_ACTION_PLAY = EffectKind.NO_PLAY, EffectKind.NO_CREATURE_PLAY, EffectKind.NO_ACTION_PLAY


# The cards whose abilities set a field, by card id (filled with the registry): every option
# listed is checked, so these loops look up only the cards that have the ability.
_ARTIFACT_PLAY_TOLL, _FORBIDS_CREATURE_PLAY = HOOKS["artifact_play_toll"], HOOKS["forbids_creature_play"]


def why_not_from_hand(state: State, seat: int, inst: int, playing: bool) -> Refusal | None:
    """What a play (`playing`) or a discard from `seat`'s hand must meet: the card in the hand,
    of the chosen house (or let be played otherwise), one card only on the first turn; and for
    a play, the rule of six and alpha."""
    if not 0 <= inst < len(state.cards) or inst not in state.players[seat].hand:
        what = name_of(state, inst) if 0 <= inst < len(state.cards) else f"card {inst}"
        return "KF-play-hand", f"{what} is not in {seat_words(state, seat)}'s hand"
    f = CARDS[state.cards[inst]]  # `card_of`, read once for the house and the name
    if f.house != state.house and not (
            playing and (off_house_play(state, seat, inst) or play_permission(state, seat, inst))):
        rule = "KF-play-1" if playing else "KF-discard-1"
        return rule, f"{f.name} is not of the chosen house {state.house.value if state.house else '-'}"
    if state.turn == 1 and state.hand_plays >= 1:
        return "KF-first-turn", f"{f.name}: only one card may be played or discarded on the first turn"
    return six_or_alpha(state, inst, f.name) if playing else None


def six_or_alpha(state: State, inst: int, name: str) -> Refusal | None:
    """What limits any play of `inst` (called `name`), from hand or by an ability: the rule of
    six, then alpha (which matters only once a card was played, used or discarded this step)."""
    six = rule_of_six(state, name)
    if six is None and state.step_actions > 0 and has(state, inst, _ALPHA):
        return "KF-alpha", f"{name} has alpha: a card was already played, used or discarded this step"
    return six


def play_toll(state: State, seat: int, inst: int) -> int:
    """Æmber `seat` must pay the opponent to play `inst` (Customs Office on artifacts)."""
    if card_of(state, inst).type is not _ARTIFACT:
        return 0
    q = state.players[opponent(seat)]
    return sum(_ARTIFACT_PLAY_TOLL.get(state.cards[c], 0) for c in q.battleline + q.artifacts)


def restricted(state: State, seat: int, inst: int) -> Refusal | None:
    """A card's own condition, or a lasting effect, that forbids playing it now."""
    f = card_of(state, inst)
    ab = lookup(f.id)
    if ab.amber_cost > state.players[seat].amber:
        return "KF-play-cost", f"{f.name}: playing it costs {ab.amber_cost} Æmber{below_zero(state, seat)}"
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
    six, alpha and whatever costs or forbids a play (`restricted`), but not the house or the
    first-turn rule, which govern the step's plays from hand. From keyforge-8 on; before, the
    Altar checked nothing and the others only `restricted`."""
    return six_or_alpha(state, inst, CARDS[state.cards[inst]].name) or restricted(state, seat, inst)


def why_not_play(state: State, ev: PlayCard) -> Refusal | None:
    return (why_not_from_hand(state, ev.seat, ev.card, True) or restricted(state, ev.seat, ev.card)
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


def why_not_upgrade(state: State, ev: PlayUpgrade) -> Refusal | None:
    return (why_not_from_hand(state, ev.seat, ev.card, True) or restricted(state, ev.seat, ev.card)
            or _attach(state, ev))


def _attach(state: State, ev: PlayUpgrade) -> Refusal | None:
    f = card_of(state, ev.card)
    if f.type is not _UPGRADE:
        return "KF-upgrade-1", f"{f.name} is not an upgrade"
    if ev.creature not in creatures(state):
        return "KF-upgrade-1", f"{f.name} must be attached to a creature in play"
    return None


def why_not_discard(state: State, ev: Discard) -> Refusal | None:
    return why_not_from_hand(state, ev.seat, ev.card, False)


def why_not_play_now(state: State, ev: Event, top: T.PlayNow) -> Refusal | None:
    """A play an ability allows now: of its one card, from where it is, whatever the house."""
    if ev.card != top.card:  # type: ignore[attr-defined]
        return "KF-use-other-house", f"the ability lets card {top.card} be played now, not card {ev.card}"  # type: ignore[attr-defined]
    if not still_there(state, top):
        return "KF-ability-plays", (f"{name_of(state, top.card)} is no longer where the ability plays it "
                                    f"from (the top of the deck, or beneath a card in play)")
    bad = (ability_play if follows(state, 8) else restricted)(state, ev.seat, ev.card)  # type: ignore[attr-defined]
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
