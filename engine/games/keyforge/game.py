"""KeyForge as a matchlog Game: metadata, the fold (start/pending/apply), views."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.events import CardSetRef, Event, Genesis, Seat
from engine.kit import deck as deck_kit
from engine.protocol import CardInfo, CardSet, Chance, Decision, Game, InvalidSetup, Over, Pending
from engine.views import View
from engine.words import Words

from . import deckfiles, keyteki
from . import view as _view
from .abilities.registry import ABILITIES
from .cards import CARDS, FACTS_SHA256, SET_ID, SET_SIZE, SET_TITLE, plain
from .decks import SAMPLE_DECKS, random_deck
from .events import (ChooseHouse, Discard, EndStep, Fight, KeyForgeEvent, Mulligan, PlayCard,
                     PlayUpgrade, Reap, RemoveStun, UseAction, UseOmni)
from .flow import advance, apply as flow_apply, chance_or_over, pending
from .rules_index import RULES
from . import position as position_mod
from .setup import check_options, new_state, validate_decks
from .state import CHOICE_RULE, REVISION, State
from .words import WORDS


RULES_VERSIONS = {
    "keyforge-12": "the current rules: as keyforge-11, but when a hold on a creature ends "
                   "(Harland Mindlock leaving play) the most recent control still on it applies, "
                   "whatever gave it: a Collar of Subordination played after a hold outranks it, and "
                   "a creature Overlord Greking put into play under its player's control, or Smiling "
                   "Ruth took, goes back to that player, not to its owner (KF-control); Gabos "
                   "Longarms' chosen creature that leaves play is no longer chosen, even if it comes "
                   "back (KF-leaves-play)",
    "keyforge-11": "as keyforge-10, but a creature that leaves play and comes "
                   "back in the same turn is a new creature: Rocket Boots ready it after its first "
                   "use since it came back, and Stampede counts it as another creature used (KF-used); "
                   "a creature Armageddon Cloak saved in a fight was not destroyed: the after-kill "
                   "abilities (Krump, Greking, Stealer of Souls) and The Warchest do not see it "
                   "(KF-after-kill); Harland Mindlock's hold on a creature ends when that creature "
                   "leaves play, so one played again is not moved when Mindlock leaves; and when a "
                   "hold ends the creature goes to whoever controls it without it (another hold, "
                   "a Collar of Subordination, else its owner), nothing moving when that is where "
                   "it is (KF-control); a creature a destroyed Niffle Queen kept alive dies at once "
                   "(KF-destroy-1)",
    "keyforge-10": "as keyforge-9, but Key of Darkness may spend Safe Place's Æmber "
                   "on its key when the pool alone is short (KF-bank); an attacker a Destroyed: "
                   "ability of its fight destroyed (Phoenix Heart) resolves no Fight: ability, and "
                   "Krump no after-kill ability (KF-after-kill); a stunned creature's stun is removed in "
                   "the step only when it could normally be used (KF-stun-1); Bad Penny, Dextre, Phoenix "
                   "Heart and Biomatrix Backup take their creature back even when Annihilation Ritual "
                   "purged it (KF-destroyed-first); a fight that does not happen (hazardous destroyed "
                   "the attacker, Evasion Sigil) spends no elusive (KF-elusive); the Æmber The Sting's "
                   "player gets is captured by the forger's Ether Spider (KF-capture-instead); Mushroom "
                   "Man is destroyed as soon as the forge step's key leaves it at its damage "
                   "(KF-destroy-1)",
    "keyforge-9": "as keyforge-8, but a stunned creature with an Omni: ability "
                  "may be used to remove its stun whatever the active house (KF-stun-1); a use of a "
                  "creature is each reap, fight, Action:, Omni: or stun removal: Rocket Boots "
                  "ready their creature only after its first use of the turn, counting uses before "
                  "they were attached, and Stampede counts creatures used, not uses (KF-used); "
                  "\"Check!\" is announced only by a player whose forge step is not skipped (The "
                  "Sting), counting Æmber on their key banks (Safe Place; KF-check); after Horseman "
                  "of War every friendly creature may only fight, the active house's too (KF-any-house); a "
                  "creature Harland Mindlock held or Spangler Box purged comes back to the flank the "
                  "card's player chooses (KF-control, KF-held); Key Charge, Chota Hazri and Key Abduction may "
                  "spend Safe Place's Æmber on their key (KF-bank)",
    "keyforge-8": "as keyforge-7, but a card an ability plays or uses "
                  "outside the step's own decisions obeys what forbids or costs that play or use: "
                  "Sacrificial Altar plays from the discard pile only a creature that may be "
                  "played now, so Truebaru needs its 3 Æmber and no pool goes below 0 "
                  "(KF-ability-plays, KF-play-cost); Wild Wormhole, Chaos Portal and Masterplan keep "
                  "the rule of six; Dominator Bauble's use is a use now (KF-use-now); Poltergeist uses only a "
                  "ready artifact its player may use, and destroys it once that use has resolved in "
                  "full (a Masterplan's card is played first; KF-use-other); Anger's and One Stood Against "
                  "Many's fights keep the rule of six and Foggify (KF-ready-fight); a key Key Abduction "
                  "forges never costs below 0 (KF-forge-cost)",
    "keyforge-7": "as keyforge-6, but an action card resolves its Play: ability "
                  "(and what its play sets off), then goes to the discard pile, instead of going "
                  "there first (KF-action-card); Three Fates destroys its 3 creatures at once, its "
                  "player choosing only among those tied for the last places (KF-most-powerful), "
                  "and Custom Virus each creature sharing a trait (KF-destroy-together); Hecatomb "
                  "pays nothing for a creature Armageddon Cloak saved (KF-replace); a card "
                  "discarded from hand because a card says so is seen by Giant Sloth and "
                  "Rock-Hurling Giant (KF-discard-ability)",
    "keyforge-6": "as keyforge-5, with the rules fixes of keyforge-6: a card "
                  "that readies and fights with a creature only readies one that cannot fight or "
                  "be used (KF-ready-fight); divided damage is dealt at once (KF-divide); Evasion "
                  "Sigil is ordered with a fight's other before-fight effects (KF-before-fight), "
                  "and Library Access's draw with a played card's Play: ability (KF-simultaneous); "
                  "Lights Out returns 2 creatures, not up to 2 (KF-up-to); Honorable Claim's player "
                  "chooses its Knights when the Æmber is short (KF-simultaneous); what one "
                  "destruction sets off is ordered together (Soul Snatcher, Tolas, Loot the Bodies; "
                  "KF-simultaneous) and creatures destroyed together do not react to one another "
                  "(KF-destroy-together); Tentacus is paid for any artifact used (KF-use-cost); One "
                  "Stood Against Many, Soft Landing, Replicator, Pandemonium, Yxilo Bolter and "
                  "Positron Bolt as their texts read",
    "keyforge-5": "a card the text singles out (the most or least powerful creature) is taken "
                  "without asking when nothing ties (KF-choice-asked); without keyforge-6's fixes "
                  "(for matches recorded before keyforge-6)",
    "keyforge-4": "as keyforge-5, but Three Fates and Horseman of Famine ask for their creature "
                  "even when none ties (for matches recorded before keyforge-5)",
}
"""Every rules version this engine folds, with what sets it apart."""


STEP_RULES = {Mulligan: "KF-mulligan-1", ChooseHouse: "KF-house-1", PlayCard: "KF-play-1",
              PlayUpgrade: "KF-upgrade-1", Discard: "KF-discard-1", Reap: "KF-reap-1",
              Fight: "KF-fight-1", UseAction: "KF-action-1", UseOmni: "KF-omni",
              RemoveStun: "KF-stun-1", EndStep: "KF-end-step"}
"""The rule behind each thing the main step (KF-turn-1) lets the active player do."""


class KeyForge(Game[State]):
    """KeyForge (Call of the Archons): two players race to forge three keys."""

    id: ClassVar[str] = "keyforge"
    checks_field_types: ClassVar[bool] = True  # `apply` asks check_field_types itself, inline
    title: ClassVar[str] = "KeyForge"
    rules_version: ClassVar[str] = "keyforge-12"
    deck_lists_open: ClassVar[bool] = True
    deck_lists_rule: ClassVar[str] = "KF-deck-list"
    choice_rule: ClassVar[str | msgspec.UnsetType] = CHOICE_RULE
    """What the match's states say of when a choice is asked (`State.choice_rule`)."""
    revision: ClassVar[int | msgspec.UnsetType] = REVISION
    """The rules version's number the match's states carry (`State.revision`)."""
    rules = RULES
    events = KeyForgeEvent
    state_type: ClassVar[type] = State
    seat_counts: ClassVar[tuple[int, ...]] = (2,)
    table_luck: ClassVar[bool] = True
    # No `digest_head`: keeping the card ids and owners encoded between digests costs more
    # than it saves here (a 0.8 kB head of a 1.8-2 kB state; the splice, the hash copy and
    # the head's comparison): plain digests were 5-13% faster a digested event by thread
    # time, in three interleaved runs of the audit.

    # -- metadata ---------------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return [CardSet(SET_ID, SET_TITLE, FACTS_SHA256, SET_SIZE)]

    def sample_decks(self) -> dict[str, list[str]]:
        return {k: list(v) for k, v in SAMPLE_DECKS.items()}

    def cards(self) -> list[CardInfo]:
        """Every card of the set: facts, the registry's summary, its keywords' rules and the
        rule ids its abilities declare."""
        out = []
        for c in CARDS.values():
            ab = ABILITIES.get(c.id)
            facts = msgspec.to_builtins({k: v for k, v in msgspec.structs.asdict(c).items()
                                         if k not in ("id", "name", "type")})
            facts["implemented"] = ab is not None
            summary = (ab.summary if ab is not None else "(not implemented yet)") or "Keywords only."
            keyword_rules = [f"KF-{k.value}" for k in c.keywords if f"KF-{k.value}" in self.rules]
            declared = list(ab.rules) if ab is not None else []
            rules = list(dict.fromkeys(keyword_rules + declared))
            out.append(CardInfo(id=c.id, name=c.name, type=c.type.value, facts=facts,
                                summary=summary, rules=rules, aliases=_aliases(c)))
        return out

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        options = dict(options or {})
        check_options(options)
        if position is not None:
            pos = msgspec.to_builtins(position_mod.parse(position))
            players = list(players or pos.get("players") or ["Player 0", "Player 1"])
            if len(players) != 2:
                raise InvalidSetup(f"KeyForge is played by 2 players, got {len(players)}")
            pos.pop("players", None)
            owned = _owned(position_mod.build(pos, players))
            if any(decks or []):
                _same_decks(players, decks, owned)
            return Genesis(game=self.id, rules_version=self.rules_version,
                           card_sets=[CardSetRef(id=SET_ID, sha256=FACTS_SHA256)],
                           players=players, decks=owned, dealer=dealer, options=options,
                           position=pos)
        if len(players) != 2:
            raise InvalidSetup(f"KeyForge is played by 2 players, got {len(players)}")
        validate_decks(decks, options)
        return Genesis(game=self.id, rules_version=self.rules_version,
                       card_sets=[CardSetRef(id=SET_ID, sha256=FACTS_SHA256)],
                       players=list(players), decks=[list(d) for d in decks], dealer=dealer,
                       options=options)

    # -- the fold ---------------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        self.check_card_sets(genesis)
        check_options(dict(genesis.options))
        if genesis.position is not None:
            state = position_mod.build(genesis.position, list(genesis.players), self.choice_rule,
                                       self.revision)
            _same_decks(list(genesis.players), genesis.decks, _owned(state))
            state.table = deck_kit.table_luck(genesis)
            for p in state.players:  # a judge at a table knows what is in a deck, not its order
                deck_kit.shuffled(state.table, p.deck)
            return state
        state = new_state(genesis)
        state.choice_rule = self.choice_rule
        state.revision = self.revision
        state.table = deck_kit.table_luck(genesis)
        advance(state)
        return state

    def rules_versions(self) -> dict[str, str]:
        return dict(RULES_VERSIONS)

    def for_rules(self, version: str) -> Game:
        for cls in (KeyForge, KeyForge11, KeyForge10, KeyForge9, KeyForge8, KeyForge7, KeyForge6, KeyForge5, KeyForge4):
            if cls.rules_version == version:
                return cls()
        return super().for_rules(version)

    def deck_from_card_file(self, data: bytes, source: str, names: list[str]) -> list[str]:
        """A deck from a keyteki-json-data pack file (see keyteki.py)."""
        return keyteki.deck_from_card_file(data, source, names)

    def deck_entries(self, data: bytes, source: str) -> list[tuple[str, str, int]] | None:
        """keyteki's and Master Vault's deck JSON (see deckfiles.py); None for a text list."""
        return deckfiles.deck_entries(data, source)

    def simulation_decks(self, seed: bytes, seats: int = 2) -> list[list[str]]:
        """A random legal deck per seat for self-play, drawn from every card this engine plays."""
        return [random_deck(seed, seat) for seat in range(seats)]

    def from_position(self, spec: dict) -> State:
        """A state from a declarative position (tests and judges; see position.py)."""
        return position_mod.build(spec, None, self.choice_rule, self.revision)

    def position(self, state: State) -> dict:
        """The state as a position that starts a match with the same digest."""
        return position_mod.to_position(state)

    def position_schema(self) -> dict:
        return msgspec.json.schema(position_mod.Position)

    def turn(self, state: State) -> int:
        return state.turn

    def pending(self, state: State) -> Pending:
        return pending(state)

    def chance_or_over(self, state: State) -> Chance | Over | None:
        return chance_or_over(state)

    apply = flow_apply  # (a function of flow.py: see there)

    def option_rule(self, state: State, option: Event) -> str:
        """The rule that allows a legal option: in the main step, what the step lets a player
        do with it (a card of another house: the effect that lets it); else the decision's."""
        p = pending(state)
        if not isinstance(p, Decision):
            return ""
        rule = STEP_RULES.get(type(option)) if p.rule == "KF-turn-1" else None
        if rule is None:
            return p.rule
        card = getattr(option, "card", None)
        if type(option) is Fight:
            card = option.attacker
        if (type(card) is int and type(option) is not UseOmni and state.house is not None
                and 0 <= card < len(state.cards) and CARDS[state.cards[card]].house != state.house):
            return "KF-any-house"
        return rule

    # -- views ------------------------------------------------------------------------------
    def view(self, state: State, seat: Seat | None) -> View:
        return _view.view(state, seat, self.id)

    def words(self) -> Words:
        return WORDS

    def secrets(self, state: State, seat: Seat) -> set[int]:
        return _view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return _view.describe(state, event)


def _aliases(c) -> list[str]:
    """keyteki's id, and the name with straight quotes when the printed one has curly ones."""
    out = [c.keyteki] if c.keyteki else []
    if plain(c.name) != c.name.lower():
        out.append(plain(c.name))
    return out


def _owned(state: State) -> list[list[str]]:
    """Each seat's cards (ids) in instance order: the genesis `decks` of a position."""
    return [[cid for cid, o in zip(state.cards, state.owner) if o == seat] for seat in (0, 1)]


def _same_decks(players: list[str], given: list[list[str]], owned: list[list[str]]) -> None:
    if len(given) != 2 or any(sorted(d) != sorted(o) for d, o in zip(given, owned)):
        raise InvalidSetup(f"the decks differ from the cards each player owns in the position "
                           f"({', '.join(players)})")


class KeyForge11(KeyForge):
    """KeyForge as matchlog played it before keyforge-12's rules fixes (only Harland Mindlock's
    holds were recorded: when one ended, another hold outranked a Collar of Subordination played
    later, and a creature Overlord Greking or Smiling Ruth gave its player went to its owner;
    Gabos Longarms' chosen creature stayed chosen if it came back). Kept so matches recorded under
    it replay as they were recorded."""

    rules_version: ClassVar[str] = "keyforge-11"
    revision: ClassVar[int | msgspec.UnsetType] = 11


class KeyForge10(KeyForge):
    """KeyForge as matchlog played it before keyforge-11's rules fixes (a creature that left play
    and came back in the same turn kept its earlier uses: Rocket Boots did not ready it, and
    Stampede counted it once; a creature Armageddon Cloak saved in a fight counted as destroyed
    for Krump and The Warchest; Harland Mindlock's hold outlived the creature it held, and gave a
    creature to its owner when it ended; a creature a destroyed Niffle Queen kept alive lived on
    until a later event). Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "keyforge-10"
    revision: ClassVar[int | msgspec.UnsetType] = 10


class KeyForge9(KeyForge):
    """KeyForge as matchlog played it before keyforge-10's rules fixes (Key of Darkness spent the
    pool only, never Safe Place's Æmber; an attacker killed by Phoenix Heart's Destroyed: ability
    still resolved its Fight: ability; a stunned creature that could not normally be used could
    still have its stun removed; Annihilation Ritual kept a destroyed Bad Penny purged; an elusive creature was attacked
    even when hazardous destroyed its attacker before the fight; The Sting's Æmber passed Ether
    Spider by; Mushroom Man outlived the forge step's key that left its damage at its power). Kept so matches recorded under it replay as they were
    recorded."""

    rules_version: ClassVar[str] = "keyforge-9"
    revision: ClassVar[int | msgspec.UnsetType] = 9


class KeyForge8(KeyForge):
    """KeyForge as matchlog played it before keyforge-9's rules fixes (a stunned Omni: creature
    kept its stun outside its house; Rocket Boots and Stampede counted uses their own way;
    "Check!" ignored The Sting and key banks; Horseman of War let the active house reap; a
    creature coming back from Harland Mindlock or Spangler Box went to the right flank unasked). Kept so matches recorded under it replay as
    they were recorded."""

    rules_version: ClassVar[str] = "keyforge-8"
    revision: ClassVar[int | msgspec.UnsetType] = 8


class KeyForge7(KeyForge):
    """KeyForge as matchlog played it before keyforge-8's rules fixes (Sacrificial Altar played
    a creature from the discard pile unchecked: Truebaru's cost could leave its player's pool
    below 0). Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "keyforge-7"
    revision: ClassVar[int | msgspec.UnsetType] = 7


class KeyForge6(KeyForge):
    """KeyForge as matchlog played it before keyforge-7's rules fixes (an action card went to
    the discard pile before its Play: ability resolved; Three Fates destroyed one creature at a
    time). Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "keyforge-6"
    revision: ClassVar[int | msgspec.UnsetType] = 6


class KeyForge5(KeyForge):
    """KeyForge as matchlog played it before keyforge-6's rules fixes. Kept so matches recorded
    under it replay as they were recorded; its states lack `revision`."""

    rules_version: ClassVar[str] = "keyforge-5"
    revision: ClassVar[int | msgspec.UnsetType] = msgspec.UNSET


class KeyForge4(KeyForge5):
    """KeyForge as matchlog played it before keyforge-5, when Three Fates and Horseman of
    Famine asked for their creature even with no tie (KF-choice-asked). Kept so matches
    recorded under it replay as they were recorded; its states lack `choice_rule`."""

    rules_version: ClassVar[str] = "keyforge-4"
    choice_rule: ClassVar[str | msgspec.UnsetType] = msgspec.UNSET
