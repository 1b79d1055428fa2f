"""The work stack's tasks: small tagged values the kit's `TaskLoop` runs one at a time.

A task either runs by itself (it may push more tasks) or needs input: a decision from a
seat or a chance outcome from the dealer. The stack holds values only, never closures:
an ability continues through a task that names its card id and step.

Every task is a struct the cyclic GC does not track (gc=False): a fold makes one or two an
event, and an untracked struct costs less to make and free. Safe while no field can lead back
to the task: each holds numbers, words, flags, lists of numbers or a list of tasks
(tests/games/keyforge/test_kf_untracked.py).
"""

from __future__ import annotations

from engine.events import Seat
from engine.kit import Task



class Coin(Task, tag="coin", gc=False):
    """Randomly choose who goes first (needs a coin)."""


class Shuffle(Task, tag="shuffle", gc=False):
    """Shuffle a seat's deck (needs a permutation unless it has fewer than 2 cards)."""

    seat: Seat


class Reshuffle(Task, tag="reshuffle", gc=False):
    """Shuffle a seat's discard pile into a new deck because a draw found the deck empty."""

    seat: Seat


class Draw(Task, tag="draw", gc=False):
    """Draw `n` cards, reshuffling the discard pile when the deck runs out."""

    seat: Seat
    n: int


class Mulligan(Task, tag="mulligan", gc=False):
    """The seat decides whether to mulligan its opening hand."""

    seat: Seat


class BeginGame(Task, tag="begin-game", gc=False):
    """After both mulligans: the first player's first turn begins."""


class BeginTurn(Task, tag="begin-turn", gc=False):
    """Start of a turn: reset per-turn counters, then the forge step."""


class ChooseHouse(Task, tag="choose-house", gc=False):
    """Step 2: the active seat chooses a house (and may take its archives)."""

    seat: Seat


class Main(Task, tag="main", gc=False):
    """Step 3: play, discard and use cards until the seat ends the step."""

    seat: Seat


class EndMain(Task, tag="end-main", gc=False):
    """Steps 4 and 5 follow: ready, draw up to a full hand, then the turn ends."""

    seat: Seat


class DrawStep(Task, tag="draw-step", gc=False):
    """Step 5: draw up to the hand size."""

    seat: Seat


class EndTurn(Task, tag="end-turn", gc=False):
    """Announce Check!, run end-of-turn abilities, pass the turn."""

    seat: Seat


class PassTurn(Task, tag="pass-turn", gc=False):
    """The turn passes to the opponent."""

    seat: Seat


class Ability(Task, tag="ability", gc=False):
    """Resolve `trigger` ("play", "reap", ...) of card `card` for source instance `source`.

    `target` is the other card the trigger is about (the creature fought, the creature that
    entered play), or -1. The triggers "assault" and "hazardous" are the keywords' damage."""

    seat: Seat
    source: int
    card: str
    trigger: str
    target: int = -1


class Order(Task, tag="order", gc=False):
    """Effects that happen at the same time: the active player orders them when the order can
    change the result (else they resolve as listed)."""

    seat: Seat
    items: list[Ability]


class FightDamage(Task, tag="fight-damage", gc=False):
    """The fight itself, after its before-fight effects: both creatures deal their power."""

    seat: Seat
    attacker: int
    defender: int
    elusive: bool = False
    """The defender's elusive was not spent before this fight: no fight damage either way."""


class Choose(Task, tag="choose", gc=False):
    """An ability asks `seat` to choose a card; `candidates` is filled when it reaches the top."""

    seat: Seat
    source: int
    card: str
    step: str
    data: int = -1
    optional: bool = False
    candidates: list[int] | None = None


class UseNow(Task, tag="use-now", gc=False):
    """An ability lets `seat` use card `card` now, whatever its house: reap, fight, Action:,
    Omni: or remove its stun (`theirs`: an opponent's artifact, used as if it were `seat`'s)."""

    seat: Seat
    card: int
    theirs: bool = False
    fight: bool = False
    """Only to fight ("fight with it"): a stunned creature's use then removes its stun."""


class PlayNow(Task, tag="play-now", gc=False):
    """An ability lets `seat` play `card` now from where it is (its deck's top, beneath a card
    in play), whatever its house; skipped when it cannot be played, and the card stays where it
    was, or when it is no longer there (`legal_play.still_there`)."""

    seat: Seat
    card: int


class Resolved(Task, tag="resolved", gc=False):
    """Action card `card`, played by `seat`, has resolved its Play: ability and what its play
    set off: it goes to its owner's discard pile, unless something took it elsewhere
    meanwhile (KF-action-card, keyforge-7 on)."""

    seat: Seat
    card: int


class RandomDiscard(Task, tag="random-discard", gc=False):
    """`seat` discards a random card from hand (needs a pick unless the hand is empty)."""

    seat: Seat


AnyTask = (Coin | Shuffle | Reshuffle | Draw | Mulligan | BeginGame | BeginTurn | ChooseHouse
           | Main | EndMain | DrawStep | EndTurn | PassTurn | Ability | Choose | RandomDiscard
           | Order | FightDamage | UseNow | PlayNow | Resolved)
