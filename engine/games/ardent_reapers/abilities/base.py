"""The ability mechanism: an ability is a small function that pushes tasks on the work stack.

A card's Play: and Bonus: abilities are registered by card id in an explicit dict of its
module (filled into `abilities.ABILITIES` by `abilities.registry`) with a one-line summary in
our own words and the rule ids it applies (`rules`, as data: `matchlog cards` lists them). An ability that needs a
choice pushes an `AskTask` naming an `Ask`: the choices are worked out when the task comes
up (after earlier tasks resolved), and the player's `Choose` event resolves it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.games.ardent_reapers.cards import CardType
from engine.games.ardent_reapers.state import AskTask, Card, Seat, State

Effect = Callable[[State, Card, Seat], None]
"""An ability's effect: (state, the card with the ability, the seat resolving it)."""


@dataclass(frozen=True)
class Constant:
    """A constant ability: what a card does while it is in play (AR-constant-1).

    Plain data read by the rule hooks (keywords, turn, play, legality, fight); `rule` is the
    rule id a refusal caused by this card cites.
    """

    rule: str
    power: int = 0
    """Friendly creatures have this much more power."""
    team_up: bool = False
    """Friendly creatures gain Team-Up."""
    sneak: int | None = None
    """Friendly creatures gain Sneak X."""
    hand: int = 0
    """The controller refills their hand to this many more cards."""
    foe_hand: int = 0
    """The opponent refills their hand to this many more cards (negative: fewer)."""
    first_creature_active: bool = False
    """The first creature each player plays each turn enters play Active."""
    foe_cannot_play: tuple[CardType, ...] = ()
    """Card types the opponent cannot play."""
    only_if_active: bool = False
    """The ability applies only while this card is Active."""
    cannot_harvest: bool = False
    """This card cannot be harvested."""
    fights_only_dormant: bool = False
    """This card can only fight Dormant creatures."""


@dataclass(frozen=True)
class Ability:
    """What a card does beyond its keywords.

    `lose` resolves when the card loses a fight (as the fight is decided), for the seat that
    controls it; `leave` resolves once the card has left play and reached its destination, for
    the seat that controlled it (AR-leave-order orders several).
    """

    summary: str
    """One line in our own words: what the card does."""
    rules: tuple[str, ...] = ()
    """The rule ids (of `rules_index.RULES`) it applies, beyond its keywords' rules."""
    play: Effect | None = None
    bonus: Effect | None = None
    constant: Constant | None = None
    lose: Effect | None = None
    leave: Effect | None = None
    reveals_hand: bool = False
    """Its Play: or Bonus: asks with a hand revealed (an `Ask` with `reveals`): the story folds
    an event that may bring it up to tell that hand (`view.shown_by`, AR-reveal-hand)."""


@dataclass(frozen=True)
class Ask:
    """A choice an ability asks for: the allowed answers, and what choosing one does.

    `kind` says what is chosen: "card" (a card instance), "mode" (an option of "Choose one:",
    named by `labels`) or "number". `done` resolves the rest of the ability when nothing (more)
    can be chosen (AR-ability-2); `forced` skips the decision when only one answer is allowed
    because the text fixes it (a least/most powerful or valuable card with no tie), and
    `made_alone_before` when AR-1.1 skipped it although the card leaves the choice
    (AR-choice-asked asks it).
    """

    prompt: str
    rule: str
    choices: Callable[[State, AskTask], list[Card]]
    resolve: Callable[[State, AskTask, Card | None], None]
    kind: str = "card"
    labels: tuple[str, ...] = ()
    done: Callable[[State, AskTask], None] | None = None
    forced: bool = False
    made_alone_before: bool = False
    any_number: bool = False
    """A "number" ask whose card says "choose a number": every whole number is legal, the
    choices are the ones worth listing (Pinpoint)."""
    reveals: Callable[[State, AskTask], tuple[Seat, list[Card]]] | None = None
    """A hand revealed while the choice waits (The Auditor, Droven Jeb): (its seat, its cards)."""
    answer_reveals: Callable[[State, AskTask], Seat] | None = None
    """The seat whose hand an answer reveals, once given (Pinpoint's number: the opponent's)."""


Finish = Callable[[State, AskTask, list[Card]], None]
"""What an ability does with the cards chosen, one choice at a time (the task has `seat`, `source`)."""


def picks(prompt: str, rule: str, choices: Callable[[State, AskTask], list[Card]], finish: Finish,
          forced: bool = False) -> Ask:
    """An ask for up to `task.left` cards, one at a time; `choices` should leave out `task.picked`.

    Choosing nothing (where the task is optional) or running out of choices or of picks calls
    `finish` with the cards chosen so far.
    """
    def resolve(state: State, task: AskTask, choice: Card | None) -> None:
        if choice is None:
            finish(state, task, list(task.picked))
            return
        picked = task.picked + [choice]
        if task.left > 1:
            state.stack.append(AskTask(seat=task.seat, source=task.source, key=task.key,
                                       optional=task.optional, picked=picked, left=task.left - 1))
        else:
            finish(state, task, picked)

    def done(state: State, task: AskTask) -> None:
        finish(state, task, list(task.picked))

    return Ask(prompt, rule, choices, resolve, done=done, forced=forced)


def ask(state: State, seat: Seat, source: Card, key: str, n: int = 1, optional: bool = False,
        picked: list[Card] | None = None) -> None:
    """Push an ask for `seat` (tasks run last-in first-out: push the later work first)."""
    state.stack.append(AskTask(seat=seat, source=source, key=key, left=n, optional=optional,
                               picked=list(picked) if picked else []))
