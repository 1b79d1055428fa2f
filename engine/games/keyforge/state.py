"""The state of a KeyForge match: a msgspec.Struct tree of plain values.

Card instances are ints (indexes into `State.cards`, which holds each instance's card id).
Zones are lists of instances; the deck's position 0 is its top, a discard pile's top is its
last element. Cards in play have a `InPlay` record (exhausted, stun, damage, captured Æmber,
armor used this turn, upgrades). What the rules ask of a state (a card's controller, its
neighbours, the effects in force...) is read in board.py.
"""

from __future__ import annotations

import enum

import msgspec

from engine.kit.deck import TableLuck

from engine.events import Seat

from .cards import House
from .tasks import AnyTask


class Step(str, enum.Enum):
    SETUP = "setup"
    FORGE = "forge a key"
    CHOOSE = "choose a house"
    MAIN = "play, discard and use cards"
    READY = "ready cards"
    DRAW = "draw cards"
    OVER = "game over"


class Zone(str, enum.Enum):
    DECK = "deck"
    HAND = "hand"
    ARCHIVES = "archives"
    DISCARD = "discard"
    BATTLELINE = "battleline"
    ARTIFACTS = "artifacts"
    PURGED = "purged"
    UPGRADE = "upgrade"
    BENEATH = "beneath"
    """Face down beneath a card in play (Masterplan): known to its owner only."""
    RESOLVING = "resolving"
    """An action card being played: out of hand, not yet in the discard pile, while its Play:
    ability and what its play set off resolve (KF-action-card, keyforge-7 on)."""


class Flank(str, enum.Enum):
    """A flank of the battleline: the end a creature is played at."""

    LEFT = "left"
    RIGHT = "right"


class EffectKind(str, enum.Enum):
    KEY_COST = "key cost"
    """Keys cost `amount` more during turn `turn` (for every seat)."""
    NO_DAMAGE = "no damage"
    """`seat`'s creatures cannot be dealt damage during turn `turn`."""
    SKIP_FORGE = "skip forge"
    """`seat` skips its forge step on turn `turn`."""
    LOOT = "loot"
    """`seat` gains 1 Æmber each time an enemy creature is destroyed during turn `turn`."""
    NO_FIGHT = "no fight"
    """`seat` cannot use creatures to fight during turn `turn`."""
    NO_USE = "no use"
    """`seat` cannot use cards (reap, fight, Action:, Omni:) during turn `turn`."""
    NO_CREATURE_PLAY = "no creature play"
    """`seat` cannot play creatures during turn `turn`."""
    NO_PLAY = "no play"
    """`seat` cannot play cards during turn `turn`."""
    NO_ACTION_PLAY = "no action play"
    """`seat` cannot play action cards during turn `turn`."""
    WARSONG = "warsong"
    """`seat` gains 1 Æmber each time one of its creatures fights during turn `turn`."""
    HOSTAGES = "hostages"
    """Each time one of `seat`'s creatures fights during turn `turn`, it captures 1 Æmber."""
    REAP_GAIN = "reap gain"
    """`seat` gains 1 Æmber each time a creature reaps during turn `turn`."""
    CREATURE_PLAY_GAIN = "creature play gain"
    """`seat` gains 1 Æmber each time it plays a creature during turn `turn`."""
    PLAY_DRAW = "play draw"
    """`seat` draws a card each time it plays a card during turn `turn`."""
    REAP_STEALS = "reap steals"
    """The Æmber `seat` would gain from reaping during turn `turn` is stolen instead."""
    CHARGE = "charge"
    """Each creature `seat` plays during turn `turn` deals 2 damage to an enemy creature."""
    FIGHT_ANY_HOUSE = "fight any house"
    """`seat`'s creatures may fight during turn `turn` whatever their house (amount: the index
    of the only house in `House` it applies to, plus 1; 0: every house)."""
    ONLY_FIGHT = "only fight"
    """`seat`'s creatures can be used only to fight during turn `turn` (Horseman of War,
    keyforge-9 on): no reaping, no Action: or Omni: ability; a stun may still be removed while
    the creature could fight (KF-stun-1)."""
    HOUSE_BANNED = "house banned"
    """`seat` cannot choose house `list(House)[amount]` as its active house."""
    HOUSE_FORCED = "house forced"
    """`seat` must choose house `list(House)[amount]` as its active house in turn `turn`."""
    DIED_FIGHTING = "died fighting"
    """A creature of `seat` was destroyed in a fight during turn `turn` (one effect each)."""
    REDIRECT = "redirect"
    """Creature `card` deals its next fight damage this turn to creature `amount` instead."""
    NO_ARMOR = "no armor"
    """Creature `card` has no armor during turn `turn`."""
    ENTER_READY = "enter ready"
    """The next creature or artifact `seat` plays in turn `turn` enters ready (amount 1: only a
    Mars creature); used up by it."""
    USE_HOUSE = "use house"
    """`seat` may use its creatures of house `HOUSES[amount]` during turn `turn` as if they
    belonged to the active house."""
    USE_COUNTED = "use counted"
    """`seat` may use `amount` more cards of the house of `card`, other than `card`, during turn
    `turn` as if they belonged to the active house (KF-use-count); used up one by one."""
    USE_CARD = "use card"
    """`seat` may use card `card` during turn `turn` as if it belonged to the active house."""
    OFF_HOUSE_PLAY = "off-house play"
    """`seat` played a card of house `HOUSES[amount]` in turn `turn` though it was not the
    active house (counted against Witch of the Wilds)."""
    SKIRMISH = "skirmish"
    """Creature `card` has skirmish during turn `turn` (Scout)."""
    SHIELDED = "shielded"
    """Creature `card` cannot be dealt damage during turn `turn` (Protectrix)."""
    # -- effects on one card (`card`)
    CONTROL = "control"
    """`seat` controls creature `amount` while `card` is in play (turn UNTIL_LEAVES; KF-control):
    Harland Mindlock's hold; from keyforge-12 on also Collar of Subordination's (`card` the
    Collar) and a lasting control (`card` the creature itself: Smiling Ruth's take, Overlord
    Greking's "under your control"), kept in the order they began: the latest applies."""
    HELD = "held"
    """Card `amount` was purged by `card`; it returns to play when `card` leaves play (turn
    UNTIL_LEAVES; KF-held)."""
    BELONGS = "belongs"
    """`card` belongs to house `HOUSES[amount]` as well as its own during turn `turn`
    (KF-house-of)."""
    FLANK = "flank"
    """`card` counts as a flank creature during turn `turn`."""
    REAP_DRAW = "reap draw"
    """`card` has "Reap: draw a card" during turn `turn`."""
    ONCE = "once"
    """A once-per-turn ability on `card` already happened during turn `turn` (Rocket Boots)."""
    # -- effects on a player
    PLAY_OTHER_HOUSE = "play other house"
    """`seat` may play `amount` cards not of the house of `card` (the card that allows it) during
    turn `turn`, whatever the active house (KF-use-other-house); used up one by one."""
    NO_ELUSIVE = "no elusive"
    """Creatures lose elusive during turn `turn`."""
    GIVE_ON_FORGE = "give on forge"
    """If `seat` forges a key during turn `turn`, it gives its remaining Æmber to its opponent."""
    ALLOTTED = "allotted"
    """`amount` damage allotted to creature `card` by an ability that divides its damage among
    creatures (Cooperative Hunting): all of it is dealt at once when the last point is allotted
    (keyforge-6 on)."""
    FATED = "fated"
    """Creature `card` is one of those an ability destroys at the same time, set aside while its
    player still chooses the rest among tied creatures (Three Fates, keyforge-7 on): all are
    destroyed together when the choosing is done (KF-destroy-together)."""


UNTIL_LEAVES = 0
"""An effect's `turn` when it lasts while its `card` stays in play (turns count from 1)."""


class Effect(msgspec.Struct, frozen=True, gc=False):
    """A lasting effect of a card, active during one turn (or, with turn UNTIL_LEAVES, while
    its `card` is in play).

    Like `InPlay` and the tasks, untracked by the cyclic GC (gc=False: cheaper to make and
    free, and nothing for a collection to walk); safe while every field holds plain values
    or lists of numbers, which cannot lead back to it (tests/games/keyforge/test_kf_untracked.py).
    The state and the players, which hold the dicts and lists that change, stay tracked."""

    kind: EffectKind
    seat: Seat
    turn: int
    amount: int = 0
    card: int = -1
    """The card it is tied to (turn UNTIL_LEAVES) or about (-1: none)."""


class InPlay(msgspec.Struct, gc=False):
    """What a creature or artifact in play carries (untracked by the cyclic GC: see `Effect`)."""

    exhausted: bool = True
    stunned: bool = False
    damage: int = 0
    amber: int = 0
    """Captured Æmber on the creature."""
    armor_used: int = 0
    """Damage its armor has already prevented this turn."""
    power: int = 0
    """+1 power counters on it."""
    attacked: bool = False
    """Attacked already this turn (elusive works only the first time)."""
    doomed: bool = False
    """Damaged by poison: destroyed at the next check."""
    upgrades: list[int] = []
    beneath: list[int] | msgspec.UnsetType = msgspec.UNSET
    """Cards face down beneath it (Masterplan), seen by their owner only; unset while there
    are none, so that a state without any encodes and digests as before (see `put_beneath`)."""


class Player(msgspec.Struct):
    name: str
    houses: list[House]
    deck: list[int] = []
    hand: list[int] = []
    archives: list[int] = []
    discard: list[int] = []
    purged: list[int] = []
    battleline: list[int] = []
    artifacts: list[int] = []
    amber: int = 0
    keys: int = 0
    check: bool = False
    """Announced "Check!": could forge a key at the start of the next turn."""
    chains: int = 0
    """Chains: while any remain, the draw step draws fewer cards and sheds one (KF-chains-2)."""
    resolving: list[int] | msgspec.UnsetType = msgspec.UNSET
    """Action cards it is playing, whose Play: ability has not finished resolving (the last
    played last; Wild Wormhole's card resolves inside it): public, and in no other zone until
    they go to the discard pile (KF-action-card, keyforge-7 on). Unset while there are none,
    so that a state without any encodes and digests as before."""


class State(msgspec.Struct):
    cards: list[str]
    """Instance -> card id."""
    owner: list[Seat]
    """Instance -> owning seat."""
    players: list[Player]
    inplay: list[InPlay | None] = []
    """Instance -> its record while in play (None elsewhere)."""
    turn: int = 0
    """Turns started so far (each seat's turn counts one); 0 during setup."""
    active: Seat = 0
    first: Seat = 0
    step: Step = Step.SETUP
    house: House | None = None
    used_names: dict[str, int] = {}
    """Cards played or used this turn, by name (the rule of six)."""
    plays: int = 0
    """Cards played this turn (from any zone)."""
    tally: dict[str, int] = {}
    """What the active player did this turn, counted by `count` ("play creature", "play
    Sanctum", "use creature" or from keyforge-9 on "use creature #N", "discard Untamed"); cards
    ask it (Stampede, Rocket Boots, Epic Quest)."""
    last_tally: dict[str, int] = {}
    """`tally` of the turn before this one, the opponent's (Lifeweb)."""
    hand_plays: int = 0
    """Cards played or discarded from hand this turn (the first-turn rule)."""
    step_actions: int = 0
    """Cards played, used or discarded this step (alpha)."""
    forged_this_turn: bool = False
    forged_on: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    """Per seat, the turn in which it last forged a key (0: never)."""
    effects: list[Effect] = []
    stack: list[AnyTask] = []
    winner: Seat | None = None
    over: str = ""
    over_rule: str = ""
    hand_size: int = 6
    table: TableLuck | msgspec.UnsetType = msgspec.UNSET
    """Table luck's book of unseen cards (engine.kit.deck); unset under dealer luck, so a
    dealer-luck state encodes and digests as before."""
    choice_rule: str | msgspec.UnsetType = msgspec.UNSET
    """The rule of when a choice is asked that the match follows: `CHOICE_RULE` from rules
    version keyforge-5 on; unset under keyforge-4, whose states digest as they were recorded."""
    revision: int | msgspec.UnsetType = msgspec.UNSET
    """The number of the rules version the match follows, from keyforge-6 on (6, 7, 8); unset under
    keyforge-4 and keyforge-5, whose states digest as they were recorded. Rules fixes that
    change how a match folds apply from the revision that brought them (`follows`)."""


# -- per-turn marks on records in play ---------------------------------------------------

_CLEARED: State | None = None
"""The state whose records in play `clear_turn_marks` last left with no per-turn mark (armor
used this turn, attacked this turn), while every record marked since is in `_MARKED`: the
next turn's start clears those alone instead of looking at every record in play (a look at
each card in play per turn was ~60 bytecodes of ~180 of the turn's start). Marks are set in
two places, which tell it (`turn_mark`): damage that armor prevented and a creature
attacked. Never set at a table (its snapshots put a state back in place); a state new to it
(a position, a decoded copy or clone, another match's) is looked at in full."""
_MARKED: list[InPlay] = []


def turn_mark(state: State, ip: InPlay) -> None:
    """`ip`, a record in play of `state`, was just given a per-turn mark (see `_CLEARED`)."""
    if state is _CLEARED:
        _MARKED.append(ip)


def clear_turn_marks(state: State) -> None:
    """A turn starts: no card in play has used armor or been attacked this turn yet."""
    global _CLEARED, _MARKED
    if state is _CLEARED:
        for ip in _MARKED:  # (a record that has left play since is no one's: harmless)
            ip.armor_used = 0
            ip.attacked = False
    else:
        for ip in filter(None, state.inplay):  # skips the Nones (an InPlay is always true)
            if ip.armor_used or ip.attacked:  # (writing a Struct's field costs several reads)
                ip.armor_used = 0
                ip.attacked = False
    _CLEARED = None if state.table else state
    _MARKED = []


REVISION = 12
"""The current rules version's number (keyforge-12)."""


def follows(state: State, revision: int) -> bool:
    """Whether the match follows the rules of keyforge-`revision` or later (keyforge-4 and -5
    states have no revision)."""
    return state.revision is not msgspec.UNSET and state.revision >= revision


CHOICE_RULE = "KF-choice-asked"
"""A card the text singles out (the most or least powerful creature) is taken without asking
when nothing ties (keyforge-5 on)."""


def takes_singled_out(state: State) -> bool:
    """Whether the match follows KF-choice-asked: a singled-out card with no tie is not asked."""
    return state.choice_rule == CHOICE_RULE
