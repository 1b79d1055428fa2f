"""Playing a card: creatures to an end of the battle line, relics behind it, actions resolve."""

from __future__ import annotations

from engine.kit import deck as deck_kit
from engine.games.ardent_reapers import blocks, cards, keywords, zones
from engine.games.ardent_reapers import abilities
from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.events import Discard, PlayCard
from engine.games.ardent_reapers.state import (AbilityTask, ActionDoneTask, CardState,
                                               EffectKind, End, Need, NeedKind,
                                               PlayFromDeckTask, State)

# Hot paths read Enum members from these module names: `Kind.MEMBER` costs ~70 ns on
# Python 3.11 (EnumType's __getattr__ hook slows every class attribute read).
_ACTIVE, _DORMANT = CardState.ACTIVE, CardState.DORMANT
_NEXT_PLAY_ACTIVE, _NEXT_ENTRY_ACTIVE = EffectKind.NEXT_PLAY_ACTIVE, EffectKind.NEXT_ENTRY_ACTIVE
_CREATURE, _ACTION = CardType.CREATURE, CardType.ACTION
_LEFT = End.LEFT
_FACTS = cards.FACTS_BY_ID
_FIRST_CREATURE = keywords.FIRST_CREATURE


def entry_state(state: State, seat: int, card: int) -> CardState:
    """The state a played card enters in: Dormant (AR-play-dormant), or Active by Jump Start's
    effect (AR-card-jump-start, used up by the next card played, whatever its type; under option
    jump_start=enters-play by the next creature or relic, AR-option-jump-start) or Ned's Ladder
    (AR-card-neds-ladder: the first creature each player plays each turn).

    Called once per card played, after `played`/`creatures_played` count it."""
    if state.effects:  # most turns have none
        enters = zones.facts_of(state, card).type is not _ACTION
        jump = [e for e in state.effects if e.seat == seat and (
            e.kind is _NEXT_PLAY_ACTIVE or (enters and e.kind is _NEXT_ENTRY_ACTIVE))]
        if jump:
            state.effects = [e for e in state.effects if not any(e is j for j in jump)]
            return _ACTIVE
    if (zones.facts_of(state, card).is_creature and state.creatures_played == 1
            and any(k.first_creature_active
                    for _, _, k in keywords.constants(state, None, keywords.FIRST_CREATURE))):
        return _ACTIVE
    return _DORMANT


def play(state: State, event: PlayCard, last: bool = True) -> None:
    """A card played: it leaves the hand (or the deck, for an ability playing it: Bamphf, Deep
    Carl), then enters play, or resolves if it is an action. The PlayCard event's handler, and
    what `play_from_deck` calls for a relic or an action (one body for both: the event, a
    third of all a fold reads, makes no second call to put the card into play).

    `last`: nothing follows in the caller (a PlayCard event's own handling), so under dealer
    luck its Play: ability resolves at once rather than as a task: the work loop would run that
    task next (unless triggers wait, which run first), and the call saves the task's round
    trip on the commonest event. At a table it stays a task: one that looks at an unseen card
    is undone and rerun from the state before it."""
    seat, card = event.seat, event.card
    s = state.seats[seat]
    stack = state.stack
    top = stack[-1] if stack else None
    if type(top) is PlayFromDeckTask and top.card == card:
        stack.pop()
        s.deck.remove(card)
    else:
        s.hand.remove(card)
        if state.revealed and card in state.revealed:
            state.revealed.remove(card)
    state.played += 1
    cid = state.cards[card]
    kind = (_FACTS.get(cid) or zones.facts_of(state, card)).type
    if kind is _CREATURE:
        state.creatures_played += 1
        # `entry_state` only where it can answer other than Dormant: a lasting effect (Jump
        # Start), or the turn's first creature (Ned's Ladder); the commonest play skips its call
        enters = (entry_state(state, seat, card) if state.effects or (
            state.creatures_played == 1
            and keywords.in_play(state, _FIRST_CREATURE)) else _DORMANT)
    else:
        enters = entry_state(state, seat, card) if state.effects else _DORMANT
    ability = abilities.BY_ID.get(cid)
    if kind is _ACTION:
        state.resolving.append(card)
        if last and not state.table and not state.triggers:
            # Under dealer luck the Play: ability resolves at once (see `last`), and then the
            # action is done (`action_done`) unless the ability pushed tasks or made triggers
            # wait, which come first: its task then goes below what the ability pushed, where
            # it would have been pushed before it. An action whose ability pushes nothing (and
            # nothing after it) leaves the main step waiting with no task to run.
            depth = len(stack)
            if ability is not None and ability.play is not None:
                ability.play(state, card, seat)
            if len(stack) == depth and not state.triggers:
                if card in state.resolving:  # `action_done` at once
                    state.resolving.remove(card)
                    s.score_pile.append(card)
            else:
                stack.insert(depth, ActionDoneTask(card=card, seat=seat))
            return
        stack.append(ActionDoneTask(card=card, seat=seat))
    else:  # `zones.put` written out: onto an end of the battle line, or behind it
        if kind is not _CREATURE:
            s.relics.append(card)
        elif event.end is _LEFT:
            s.battle_line.insert(0, card)
        else:  # the right end (None: a creature played without an end goes to the right)
            s.battle_line.append(card)
        state.card_state[card] = enters
    if ability is not None and ability.play is not None:
        if last and not state.table and not state.triggers:
            ability.play(state, card, seat)  # `abilities.run` of the task it would push
        else:
            stack.append(AbilityTask(card=card, seat=seat))


def play_from_deck(state: State, task: PlayFromDeckTask) -> Need | None:
    """Play the top (bottom) card of the deck (Bamphf, Deep Carl; AR-card-play-from-deck): an
    empty deck plays nothing (it is not reshuffled) and a card that cannot be played now (a
    restriction) stays where it is; a creature waits for the choice of an end."""
    deck = state.seats[task.seat].deck
    if task.card is None:
        if not deck:
            return None
        task.card = deck_kit.look(state.table, deck, -1 if task.bottom else 0, task.seat)
    card = task.card
    if card not in deck or blocks.play_blocked(state, task.seat, card) is not None:
        return None
    if not zones.facts_of(state, card).is_creature:
        # played as a creature's chosen end is (`play` takes the task off again), its Play:
        # ability a task: what comes next in the caller (the work loop) runs after it
        state.stack.append(task)
        play(state, PlayCard(seat=task.seat, card=card), False)
        return None
    state.stack.append(task)
    return Need(NeedKind.CHOOSE, task.seat, rule="AR-card-play-from-deck",
                why=f"choose the end of the battle line {zones.label(state, card)} is played to")


def action_done(state: State, task: ActionDoneTask) -> Need | None:
    """AR-play-action: the resolved action goes to the active player's score pile."""
    if task.card in state.resolving:
        state.resolving.remove(task.card)
        state.seats[task.seat].score_pile.append(task.card)
    return None


def discard(state: State, event: Discard) -> None:
    card = event.card
    state.seats[event.seat].hand.remove(card)
    if state.revealed and card in state.revealed:
        state.revealed.remove(card)
    state.seats[state.owner[card]].discard.append(card)
