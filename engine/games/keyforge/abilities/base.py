"""What a card's abilities are made of, and the registry the rules modules look cards up in.

Each implemented card is one `CardAbilities` value in its house's module, registered by card
id in that module's `CARDS` dict with a one-line summary in our own words and the rule ids it
applies (`rules`, declared as data: `matchlog cards` lists them). `abilities.registry` fills
`REGISTRY` from every house's `CARDS` in one call; this module imports no house, so the rules
modules (damage, keywords, play) import it without an import circle. Triggered
abilities are functions `fn(state, source, seat)`; a choice is a named `Target` step: the
ability pushes a `Choose` task naming the step, and the step's `resolve` runs on the chosen
card. The state never holds a function, only card ids and step names.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import Any, Callable

from engine.events import Seat
from engine.kit import AbilityRegistry

from ..cards import Keyword
from ..state import State
from ..tasks import Choose

Trigger = Callable[[State, int, Seat], None]
"""A triggered ability: (state, source instance, controlling seat)."""


@dataclass(frozen=True)
class Target:
    """A choice inside an ability: which cards may be chosen, and what happens to the one chosen."""

    targets: Callable[[State, int, Seat, int], list[int]]
    """(state, source, seat, data) -> the instances that may be chosen, in a stable order."""
    resolve: Callable[[State, int, Seat, int, int], None]
    """(state, source, seat, chosen, data)."""
    prompt: str = "choose a card"
    optional: bool = False
    label: Callable[[int], str] | None = None
    """Set when the choice is of a value, not a card: `targets` lists values (a house's index
    in `House`, a number, a flank's index) and the player names one by its label
    (a ChooseOption event)."""
    named: Callable[[str], int | None] | None = None
    """Set when the player may name any value of its kind, not only one `targets` lists (Dance
    of Doom: "choose a number"): the value a label names, None when it names none. `targets`
    then lists the values that differ in what they do (KF-target)."""
    singled_out: bool = False
    """The text singles the card out (the most or least powerful creature): with one candidate
    nothing ties, and from keyforge-5 on it is taken without asking (KF-choice-asked)."""


@dataclass(frozen=True)
class CardAbilities:
    """The abilities of one card, each optional. Upgrades' triggers are granted to their creature."""

    summary: str
    """One line in our own words: what the card does."""
    rules: tuple[str, ...] = ()
    """The rule ids (of `rules_index.RULES`) its abilities apply, beyond its keywords' rules."""
    play: Trigger | None = None
    reap: Trigger | None = None
    fight: Trigger | None = None
    before_fight: Callable[[State, int, Seat, int], None] | None = None
    """Before it fights: fn(state, self, seat, defender); makes no choices."""
    action: Trigger | None = None
    omni: Trigger | None = None
    destroyed: Trigger | None = None
    leaves_play: Trigger | None = None
    end_of_turn: Trigger | None = None
    """At the end of its controller's turn."""
    steps: dict[str, Target] = field(default_factory=dict)
    # -- constant abilities
    enters_stunned: bool = False
    enters_ready: bool = False
    controls_host: bool = False
    """An upgrade whose player controls the creature it is on (Collar of Subordination)."""
    house_lock: str | None = None
    """Its controller must choose this house while it is in play (a House value)."""
    opponent_key_cost: int = 0
    """While in play: the opponent's keys cost this much more."""
    key_cost: Callable[[State, int, Seat], int] | None = None
    """(state, self, payer) -> change to the payer's key cost while in play."""
    power_bonus: Callable[[State, int], int] | None = None
    """(state, self) -> power added to itself."""
    aura_power: Callable[[State, int, int], int] | None = None
    """(state, self, creature) -> power it adds to a creature in play (itself included) while
    it is in play; on an upgrade, to its own creature only (Shoulder Armor)."""
    aura_power_never_lowers: bool = False
    """Its `aura_power` never gives less than 0 (Banner of Battle's +1): with only such cards
    in play, an undamaged creature keeps a power above 0 and the sweep need not add it up."""
    neighbor_armor: int = 0
    friendly_armor: int = 0
    """Each friendly creature (itself too) gets this much armor."""
    after_choose_house: Trigger | None = None
    """After its controller chooses the active house: fn(state, self, seat)."""
    hand_bonus: int = 0
    hand_bonus_all: int = 0
    """Every player refills the hand to this many more cards while it is in play."""
    opponent_hand_bonus: int = 0
    """Its controller's opponent refills to this many more (negative: fewer) cards."""
    """Its controller refills the hand to this many more cards."""
    any_house: bool = False
    """It (on an upgrade: its creature) may be used as if it belonged to the active house."""
    cannot_reap: bool = False
    key_bank: bool = False
    """Æmber on it may be spent when its controller forges a key (Safe Place): the forge step
    then offers its step `BANK_STEP` when the pool alone is short."""
    skips_forge: bool = False
    """While it is in play, its controller skips the forge step."""
    collects_keys: bool = False
    """While it is in play, its controller gets the Æmber the opponent spends forging keys."""
    artifact_play_toll: int = 0
    """While it is in play, the opponent pays its controller this much Æmber to play an artifact."""
    off_house_play: str | None = None
    """While it is in play, its controller may play one card of this house (a House value) in
    each turn in which that house is not the active one."""
    before_any_fight: Callable[[State, int, Seat, int], bool] | None = None
    """Before any creature fights: fn(state, self, attacker's seat, attacker) -> False when the
    fight stops (the creature stays exhausted, with no effect)."""
    no_fight_damage: bool = False
    """It deals no damage when it fights (attacking or attacked)."""
    takes_neighbor_damage: bool = False
    """Damage dealt to a neighbour that is not a Specter is dealt to it instead."""
    after_play: Trigger | None = None
    """After its Play: ability and everything it set off have resolved (Mimicry turns back)."""
    after_play_now: Trigger | None = None
    """After the card its ability lets its player play now has been played, and everything
    that set off (Masterplan sacrifices itself): fn(state, self, seat)."""
    after_use_other: Callable[[State, int, Seat, int], None] | None = None
    """After the ability of the card it used has resolved in full, with its choices and the
    plays it made (Poltergeist destroys the artifact, keyforge-8 on): fn(state, self, seat,
    the card used)."""
    first_creature_ready: bool = False
    """While it is in play, the first creature played each turn enters play ready."""
    use_condition: Callable[[State, Seat], str] | None = None
    """(state, its controller) -> why it cannot be used now ("" when it can), from its own text."""
    may_attack: Callable[[State, int], bool] | None = None
    """(state, defender) -> whether it may fight that creature (its own restriction)."""
    ignores_taunt_elusive: bool = False
    """While attacking, ignore taunt and elusive."""
    after_forge: Trigger | None = None
    """After its controller forges a key: fn(state, self, seat)."""
    amber_cost: int = 0
    """Æmber its player must lose in order to play it: lost before it is played (KF-play-cost)."""
    play_condition: Callable[[State, Seat], str] | None = None
    """(state, seat) -> why it cannot be played now ("" when it can), from its own text."""
    after_kill: Callable[[State, int, Seat, int], None] | None = None
    """After an enemy creature is destroyed fighting it: fn(state, self, seat, destroyed)."""
    on_any_enters: Callable[[State, int, Seat, int], None] | None = None
    """After any creature enters play (artifacts): fn(state, self, seat, entering)."""
    on_enemy_enters: Callable[[State, int, Seat, int], None] | None = None
    """After an enemy creature enters play: fn(state, self, seat, entering)."""
    on_enemy_destroyed: Callable[[State, int, Seat, int], None] | None = None
    """After an enemy creature is destroyed during its controller's turn: fn(state, self,
    seat, destroyed)."""
    on_any_destroyed: Callable[[State, int, int, Seat], None] | None = None
    """As any creature is destroyed (a gain of Æmber): fn(state, self, destroyed, the seat that
    controlled it). Run at once under keyforge-5; from keyforge-6 on a trigger ordered with
    the Destroyed: and leaves-play abilities of the same destruction (KF-simultaneous)."""
    looted: Trigger | None = None
    """Each time an enemy creature is destroyed while its this-turn effect lasts (Loot the
    Bodies; Looter Goblin's effect resolves with it): fn(state, destroyed creature, seat).
    From keyforge-6 on a trigger ordered like `on_any_destroyed`; before, a gain at once."""
    artifact_toll: int = 0
    """The opponent must pay its controller this much Æmber to use an artifact."""
    opponent_play_limit: int = 0
    """The opponent cannot play more than this many cards each turn (0: no limit)."""
    on_friendly_discard: Callable[[State, int, Seat, int], None] | None = None
    """After its controller discards a card from hand: fn(state, self, seat, discarded)."""
    attack_bonus: Callable[[State, int, int], int] | None = None
    """(state, self, defender) -> damage it deals in addition to its power when it attacks."""
    dies_alone: bool = False
    """Destroyed while the opponent has no creatures in play."""
    purges_dying: bool = False
    """While in play, a creature that would go from play to a discard pile is purged instead."""
    on_friendly_play: Callable[[State, int, Seat, int], None] | None = None
    """After its controller plays another card: fn(state, self, seat, played)."""
    aura_armor: Callable[[State, int, int], int] | None = None
    """(state, self, creature) -> armor it gives a friendly creature while in play; on an
    upgrade, to its own creature only (Shoulder Armor)."""
    aura_keywords: Callable[[State, int, int], tuple[Keyword, ...]] | None = None
    """(state, self, creature) -> keywords it gives a friendly creature while in play (Halacor)."""
    aura_keywords_given: tuple[Keyword, ...] = ()
    """Every keyword its `aura_keywords` may give: a rule asking whether a creature has another
    keyword (omega, at every play and use) need not work the auras out."""
    amber_safe: bool = False
    """While it is in play, its controller's Æmber cannot be stolen."""
    after_use_artifact: Trigger | None = None
    """After its controller uses an artifact: fn(state, self, seat)."""
    captures_opponent_gain: bool = False
    """Æmber that would be added to its controller's opponent's pool is captured by it instead."""
    forbids_creature_play: bool = False
    """Its controller cannot play creatures while it is in play."""
    # -- upgrades: what the creature gets
    grant_power: int = 0
    grant_armor: int = 0
    grant_keywords: dict[Keyword, int] = field(default_factory=dict)
    grant_opponent_key_cost: int = 0
    grant_saved: bool = False
    """When its creature would be destroyed, the creature is fully healed and this upgrade is
    destroyed instead (Armageddon Cloak)."""
    grant_all_houses: bool = False
    """The creature belongs to every house."""


BANK_STEP = "spend on key"
"""The step (a choice of a value, `Target.label`) of a `key_bank` card that the forge step offers."""


EMPTY = CardAbilities(summary="")


def choose(state: State, seat: Seat, source: int, card: str, step: str, data: int = -1,
           optional: bool = False) -> None:
    """Push a choice for `seat`: step `step` of card `card`'s abilities."""
    state.stack.append(Choose(seat=seat, source=source, card=card, step=step, data=data,
                              optional=optional))


HOME_FLANK = "home flank"
"""The step, on a card whose hold on creatures ends when it leaves play (Harland Mindlock, Spangler
Box), that asks on which flank a creature coming back to its owner goes (KF-control, KF-held;
keyforge-9 on)."""


REGISTRY: AbilityRegistry[CardAbilities] = AbilityRegistry("KeyForge abilities")
"""Card id -> abilities; filled once by `abilities.registry` (imported by the game module)."""


def registry() -> dict[str, CardAbilities]:
    """The registry's dict itself, for hot loops that look many cards up (`.get(id, EMPTY)`)."""
    return REGISTRY.table


def lookup(card_id: str) -> CardAbilities:
    """The abilities registered for a card id (EMPTY for a card with keywords only)."""
    return REGISTRY.get(card_id, EMPTY)


HOOKS: dict[str, dict[str, Any]] = {f.name: {} for f in fields(CardAbilities)
                                    if f.name not in ("summary", "rules", "steps")}
"""Ability field -> {card id: its value} for the cards whose abilities set it (a value other
than the default). Card facts never change, so this is filled once with the registry
(`index_hooks`): a rule asking what the cards in play do looks up the few that do anything
instead of every card's abilities, after every event of a fold. Rules modules
bind a field's dict at import; it is filled in place. (Tests' keyword-only cards, added to
the registry later, set no field and need no entry.)"""


_UNIONS: list[tuple[dict[str, CardAbilities], tuple[str, ...]]] = []


def index_hooks(table: dict[str, CardAbilities]) -> None:
    """Fill `HOOKS` (and every `any_hook` dict) from the filled registry."""
    defaults = {f.name: f.default if f.default is not MISSING else f.default_factory()  # type: ignore[misc]
                for f in fields(CardAbilities) if f.name in HOOKS}
    for cid, ab in table.items():
        for name, default in defaults.items():
            value = getattr(ab, name)
            if value != default:
                HOOKS[name][cid] = value
    for union, names in _UNIONS:
        _fill_union(union, names)


def any_hook(*names: str) -> dict[str, CardAbilities]:
    """{card id: abilities} for the cards that set any of the fields `names` (filled with
    `HOOKS`): one lookup tells a hot loop that a card does none of those things."""
    union: dict[str, CardAbilities] = {}
    _UNIONS.append((union, names))
    if REGISTRY.filled:
        _fill_union(union, names)
    return union


def _fill_union(union: dict[str, CardAbilities], names: tuple[str, ...]) -> None:
    for name in names:
        for cid in HOOKS[name]:
            union[cid] = REGISTRY.table[cid]
