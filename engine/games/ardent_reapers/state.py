"""The state of a match: a msgspec Struct tree, a value that encodes to msgpack and back.

Card instances are ints 0..N-1 (seat 0's deck first). Each seat has its zones as ordered
lists (the top of the deck is index 0, the battle line runs left to right). An in-play card
has a `CardState`; a card out of play has None. Pending work is an explicit stack of small
tagged task structs that `flow.advance` executes until one needs a decision or a chance,
which it records in `need`; the engine never keeps generators or closures in the state.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

import msgspec

from engine.kit import Task
from engine.kit.deck import TableLuck

Seat = int
Card = int
"""A card instance in a match: an index into `State.cards`."""


class Zone(Enum):
    """A seat's zones, in the rules' words."""

    DECK = "deck"
    HAND = "hand"
    DISCARD = "discard pile"
    BATTLE_LINE = "battle line"
    RELICS = "relics"
    SCORE_PILE = "score pile"


IN_PLAY = (Zone.BATTLE_LINE, Zone.RELICS)


class CardState(Enum):
    """The orientation of a creature or relic in play."""

    DORMANT = "Dormant"
    ACTIVE = "Active"
    MATURE = "Mature"


class Step(Enum):
    """Where the match is in its sequence."""

    SETUP = "Start of Game"
    MAIN = "Use, Play, or Discard Cards"
    ROTATE = "Rotate Cards"
    DRAW = "Draw Cards"
    OVER = "End of Game"


class End(Enum):
    """An end of the battle line."""

    LEFT = "left"
    RIGHT = "right"


class Skill(Enum):
    """How a fight is fought: a plain fight or one using a skill."""

    PLAIN = "plain"
    SNEAK = "sneak"
    TEAM_UP = "team-up"
    BEAR_HUG = "bear-hug"


class NeedKind(Enum):
    """What the match waits for."""

    MAIN = "main"
    CHOOSE = "choose"
    SHUFFLE = "shuffle"
    COIN = "coin"
    RANDOM_CARD = "random-card"


class EffectKind(Enum):
    """Lasting effects created by abilities (or set up in a position)."""

    CANNOT_PLAY = "cannot play cards"
    CANNOT_PLAY_ACTIONS = "cannot play actions"
    CANNOT_FIGHT = "creatures cannot be used to fight"
    NEXT_PLAY_ACTIVE = "the next card played enters play Active"
    """Lasts until the seat plays a card (whatever turn), not only during `turn`."""
    NEXT_ENTRY_ACTIVE = "the next card played into play enters play Active"
    """Jump Start under option jump_start=enters-play: lasts until the seat plays a creature or a
    relic (an action played meanwhile does not use it up), whatever turn."""


class Effect(msgspec.Struct, gc=False):
    """A lasting effect on `seat` during turn `turn`, created by `source` (if any)."""

    kind: EffectKind
    seat: Seat
    turn: int
    rule: str
    source: Card | None = None


class SeatState(msgspec.Struct):
    """One seat's zones. Deck: index 0 is the top. Battle line: left to right."""

    deck: list[Card] = []
    hand: list[Card] = []
    discard: list[Card] = []
    battle_line: list[Card] = []
    relics: list[Card] = []
    score_pile: list[Card] = []

    def zone(self, zone: Zone) -> list[Card]:
        return getattr(self, ZONE_ATTR_BY_VALUE[zone._value_])


_ATTR = {Zone.DECK: "deck", Zone.HAND: "hand", Zone.DISCARD: "discard",
         Zone.BATTLE_LINE: "battle_line", Zone.RELICS: "relics", Zone.SCORE_PILE: "score_pile"}
# Hot lookups key by the member's plain value string: an Enum member's hash is a Python-level
# call (Enum.__hash__), a str's is cached.
ZONE_ATTR_BY_VALUE = {z._value_: a for z, a in _ATTR.items()}
"""The SeatState attribute of each Zone, by the member's value (for `zone` without its call)."""
ZONE_ATTRS = tuple((z, _ATTR[z]) for z in Zone)
"""(zone, SeatState attribute) for every Zone, in the enum's order."""


# -- the work stack ---------------------------------------------------------------------
# Every task subclasses the kit's `Task` (tag field "task") and names its own tag.
# Every task (and each Need, Trigger and Effect) is declared gc=False: a fold makes one or two
# of them every few events, and a struct the cyclic GC does not track costs less to make (and
# adds nothing for a collection to walk). None can be part of a reference cycle: each holds
# numbers, words, enums and lists of card numbers (a TriggersTask a list of Triggers). Their
# encoding is the same.


class ShuffleTask(Task, tag="shuffle", gc=False):
    """Shuffle `seat`'s deck (a chance); `rule` says why."""

    seat: Seat
    rule: str
    top: int = 0
    """Shuffle only the top `top` cards of the deck (0: the whole deck), e.g. Gentle Nudge."""
    from_discard: bool = False
    """Shuffle the discard pile into a new deck (AR-draw-reshuffle): it stays a face-up
    discard pile until the dealer's shuffle, and the deck (empty) receives it then."""


class SetupCreaturesTask(Task, tag="setup-creatures", gc=False):
    """Discard from the top of `seat`'s deck until a creature, put it in play Active; `left` times."""

    seat: Seat
    left: int = 2


class DrawTask(Task, tag="draw", gc=False):
    """`seat` draws `n` cards, reshuffling the discard pile when the deck is empty."""

    seat: Seat
    n: int


class RefillTask(Task, tag="refill", gc=False):
    """`seat` fills its hand up to its hand size (the Draw Cards step)."""

    seat: Seat


class FirstPlayerTask(Task, tag="first-player", gc=False):
    """Decide who goes first (least powerful creature, then the next, then a coin)."""


class BeginTurnTask(Task, tag="begin-turn", gc=False):
    """`seat` becomes the active player and starts a turn."""

    seat: Seat


class MainTask(Task, tag="main", frozen=True, gc=False):
    """The Use, Play, or Discard Cards step: waits for the active player's decisions."""

    seat: Seat


class RotateTask(Task, tag="rotate", gc=False):
    """The Rotate Cards step for `seat`."""

    seat: Seat


class DrawStepTask(Task, tag="draw-step", gc=False):
    """The Draw Cards step for `seat`."""

    seat: Seat


class EndTurnTask(Task, tag="end-turn", gc=False):
    """End of `seat`'s turn: lasting effects expire, the turn limit, the next turn."""

    seat: Seat


class AbilityTask(Task, tag="ability", gc=False):
    """Resolve the Play: (`bonus` False) or Bonus: ability of `card` for `seat`."""

    card: Card
    seat: Seat
    bonus: bool = False


class BonusTask(Task, tag="bonus", gc=False):
    """Resolve the Bonus: abilities of `cards`, one at a time, in the active player's order."""

    seat: Seat
    cards: list[Card]


class ActionDoneTask(Task, tag="action-done", gc=False):
    """An action has resolved: move it to `seat`'s score pile."""

    card: Card
    seat: Seat


class FightEndTask(Task, tag="fight-end", gc=False):
    """After Bonus: winners to owners' discard piles, losers to `to_seat`'s score pile."""

    winners: list[Card]
    losers: list[Card]
    to_seat: Seat


class HarvestEndTask(Task, tag="harvest-end", gc=False):
    """After Bonus: the harvested card (and its stash) to its controller's score pile."""

    card: Card
    seat: Seat


class AskTask(Task, tag="ask", gc=False):
    """An ability asks `seat` to choose; `key` names the ask in `abilities.ASKS`.

    `choices` is filled in when the task comes up (None before): the card instances allowed.
    """

    seat: Seat
    source: Card
    key: str
    choices: list[Card] | None = None
    optional: bool = False
    picked: list[Card] = []
    """Cards chosen so far by an ability that chooses several, one choice at a time."""
    left: int = 1
    """How many more choices this ask may take (e.g. "up to three")."""


class RandomDiscardTask(Task, tag="random-discard", gc=False):
    """`seat` discards `n` random cards from its hand, one chance at a time."""

    seat: Seat
    n: int = 1


class Trigger(msgspec.Struct, gc=False):
    """An ability made available by `card` leaving play, for `seat` (its controller then)."""

    card: Card
    seat: Seat


class TriggersTask(Task, tag="triggers", gc=False):
    """Resolve abilities made available by cards leaving play, in the active player's order."""

    seat: Seat
    triggers: list[Trigger]


class FightWithTask(Task, tag="fight-with", gc=False):
    """An ability has `seat` use `card` to fight now (War Siren): waits for a Fight using it."""

    seat: Seat
    card: Card
    rule: str


class PlayFromDeckTask(Task, tag="play-from-deck", gc=False):
    """`seat` plays the top (or `bottom`) card of its deck; `card` is fixed when the task comes up."""

    seat: Seat
    source: Card
    bottom: bool = False
    card: Card | None = None


AnyTask = (ShuffleTask | SetupCreaturesTask | DrawTask | RefillTask | FirstPlayerTask
           | BeginTurnTask | MainTask | RotateTask | DrawStepTask | EndTurnTask | AbilityTask
           | BonusTask | ActionDoneTask | FightEndTask | HarvestEndTask | AskTask
           | RandomDiscardTask | TriggersTask | PlayFromDeckTask
           | FightWithTask)


class Need(msgspec.Struct, gc=False):
    """What the match waits for: a decision by `seat`, or a chance of `size`."""

    kind: NeedKind
    seat: Seat
    size: int = 0
    why: str = ""
    rule: str = ""


class Result(msgspec.Struct):
    """How the match ended: `winner` None for a draw."""

    winner: Seat | None
    scores: list[int]
    reason: str
    rule: str


class State(msgspec.Struct):
    """A match in progress. Everything is explicit; nothing is a derived cache."""

    players: list[str]
    cards: list[str]
    """Card id of each instance (e.g. "OC-041"). Never changed in place once a match has
    started: `keywords` keeps a table per match keyed on this very list."""
    owner: list[Seat]
    seats: list[SeatState]
    card_state: list[CardState | None]
    """The state of each instance in play; None when out of play."""
    stash: list[list[Card]]
    """Cards stashed under each instance (empty for most)."""
    resolving: list[Card] = []
    """Actions revealed and resolving, before they go to a score pile."""
    active: Seat = 0
    turn: int = 0
    first: Seat | None = None
    step: Step = Step.SETUP
    played: int = 0
    """Cards the active player has played this turn."""
    revealed: list[Card] = []
    """Cards of the active player's hand revealed this turn (unable to play)."""
    effects: list[Effect] = []
    creatures_played: int = 0
    """Creatures the active player has played this turn (Ned's Ladder); from AR-1.3 reset with
    `played` when the turn ends."""
    triggers: list[Trigger] = []
    """Abilities made available by cards leaving play, waiting for the current task to finish."""
    stack: list[AnyTask] = []
    need: Need | None = None
    result: Result | None = None
    max_turns: int = 200
    table: TableLuck | msgspec.UnsetType = msgspec.UNSET
    """Table luck's book of unseen cards (engine.kit.deck); unset under dealer luck, so a
    dealer-luck state encodes and digests as before."""
    revision: ClassVar[int | msgspec.UnsetType] = msgspec.UNSET
    """Not a field here (AR-1.1's states have no revision, and encode without one): read as
    unset, so the rules that depend on it read `state.revision` of any state (`follows`),
    where `getattr` with a default cost several times an attribute read after every turn."""


class StateAR12(State):
    """A match under AR-1.2 and later, whose choices follow AR-choice-asked. (AR-1.1's states
    lack the field, so that matches recorded under it keep their digests.)"""

    choice_rule: str = "AR-choice-asked"
    revision: int | msgspec.UnsetType = msgspec.UNSET
    """The minor number of the rules version the match follows, from AR-1.3 on (3); unset under
    AR-1.2, whose states digest as they were recorded. Rules fixes that change how a match folds
    or what it lists apply from the revision that brought them (`follows`)."""


REVISION = 8
"""AR-1.8: a written position's padding (the Blanks a seat owning fewer cards than a deck is
given) is in no zone, out of every ability's reach, not in the seat's score pile
(AR-position-pad); decided as the match starts (`ArdentReapers.pads_score_pile`), no rule
of the fold reads the revision for it.
AR-1.7: an ability made available by a card leaving play resolves once the part (sentence)
of the ability that moved the card is done, before the next part: Return to Sender shuffles
its enemy creatures home, and their leave abilities resolve, before the friendly creatures are
chosen (AR-leave-when).
AR-1.6: a fight is the same whatever order its event names its fighters or targets in, and
folds as listed, in battle line order (AR-fight-order); a harvested card goes to the harvesting
player's score pile even if its control changed during its Bonus: (AR-harvest-control).
AR-1.5: the end of the game is checked when nothing is resolving (AR-end-when); a card
shuffled into a deck by an ability makes its leave ability wait for the shuffle
(AR-leave-shuffled); no order is asked between Bonus: abilities of the same card (AR-bonus-1).
AR-1.4: a player whose area, hand, deck and discard pile hold no card they own is out of
cards (AR-end-area). AR-1.3: a creature played onto an empty battle line is one option, not
one per end."""


def follows(state: State, revision: int) -> bool:
    """Whether the match follows the rules of AR-1.`revision` or later (AR-1.2 and older states
    have no revision)."""
    r = state.revision
    return r is not msgspec.UNSET and r >= revision


def choice_rule_asked(state: State) -> bool:
    """Whether the match follows AR-choice-asked (AR-1.2 on): a choice the card leaves to the
    player is asked even with one answer, and never between answers that are the same."""
    return getattr(state, "choice_rule", "") == "AR-choice-asked"
