"""Sceptre as a matchlog Game: metadata, the fold (start/pending/apply), views, positions."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.events import CardSetRef, Event, Genesis, Seat
from engine.kit import deck as deck_kit
from engine.protocol import CardInfo, CardSet, Game, InvalidSetup
from engine.views import View
from engine.words import Words

from . import position as position_mod
from . import view as _view
from .abilities.actions import ACTIONS
from .abilities.champions import CHAMPIONS
from .abilities.support import SUPPORT
from .cards import CARDS, SET_ID, SET_SHA256, SET_TITLE, attack_words
from .decks import SAMPLE_DECKS, validate
from . import events as E
from .events import SceptreEvent
from .flow import advance, chance_or_over, fold_event, pending
from . import registry
from .registry import ABILITIES
from .rules_index import RULES
from .setup import new_state
from .state import (State, State2, State3, State4, State5, State6, State7, State8, State9,
                    State10, State11, TableState, TableState2, TableState3, TableState4,
                    TableState5, TableState6, TableState7, TableState8, TableState9,
                    TableState10, TableState11)
from .words import WORDS
from .zones import unseen

ABILITIES.fill(CHAMPIONS, ACTIONS, SUPPORT)
registry.BY_ID = ABILITIES.table  # (the dict itself)

OPTIONS = {"dead_hand_blood": 3}
"""The rules options of sceptre-3 on and their defaults: the dead hand that gives the opponent its
first Blood Card, each later one another (rule 8 read either way, SC-dead-hand)."""
DEAD_HAND_BLOOD = (3, 4)

OPTION_RULES = {
    E.AttachCoin: "SC-turn-3A", E.PlaceChampion: "SC-turn-3B", E.AttachSquire: "SC-turn-3C",
    E.PlayAction: "SC-turn-3D", E.PlayArena: "SC-turn-3D", E.PlayEquipment: "SC-turn-3D",
    E.PlayGate: "SC-turn-3D", E.PlayExterior: "SC-turn-3D", E.SetTrap: "SC-turn-3D",
    E.Retreat: "SC-turn-3E", E.UseAbility: "SC-turn-3F", E.Attack: "SC-turn-4A",
    E.EndTurn: "SC-must-attack",
}


VERSIONS = {
    "sceptre-11": "Sceptre; the option dead_hand_blood (3, the default, or 4) names the dead hand "
                  "that gives the opponent its first Blood Card (SC-dead-hand)",
    "sceptre-10": "as sceptre-11, folded alike, but its states encode each side and each "
                  "Champion in the arena as a map naming every field, so its digests hash "
                  "those names after every event (SC-layout-11: from sceptre-11 they are "
                  "arrays of the values in a fixed order); for matches recorded before "
                  "sceptre-11",
    "sceptre-9": "as sceptre-10, but a written position could mark a Champion as having failed "
                 "its Dazed roll (`stuck`: no action this turn) without it being Dazed, which no "
                 "match reaches (a failed roll leaves it Dazed, every cure clears both: "
                 "SC-47-dazed, refused from sceptre-10); for matches recorded before sceptre-10",
    "sceptre-8": "as sceptre-9, but the Coin Royal Levy's search took, named to both players, "
                 "went into its player's hand unseen by the opponent, whose log told it as a card "
                 "drawn unseen (SC-search-shown: from sceptre-9 it shows in the hand, found by a "
                 "search, until it leaves it); for matches recorded before sceptre-9",
    "sceptre-7": "as sceptre-8, but Royal Levy's play named the Coin it took, so its options told "
                 "its player, before any search, whether a Gold (or which lower Coin) lay in the "
                 "deck (SC-search-blind: from sceptre-8 the play is one option and the Coin is "
                 "selected after the search); and a card's Coin cost was always paid with the "
                 "least valuable hand Coins, and Outrider took only a Copper, where rule 18 lets "
                 "a player overpay (SC-pay); for matches recorded before sceptre-8",
    "sceptre-6": "as sceptre-7, but Royal Levy could not be played while the deck held no Coin, "
                 "which told its player, before any search, that the Coins they had not drawn "
                 "lay among their face-down Blood Cards (SC-search-blind: it is played, finds "
                 "nothing and shuffles), and without Gold it had to take the lower Coin rule 18 "
                 "says its player may take; a written position short of Blood Cards won as its "
                 "pile ran out, before a fifth was collected (SC-blood-short); and a written "
                 "position was taken as written with an effect whose turn had passed (it never "
                 "ended), a Disarm cured other than when rule 47 cures it, an Ability used in a "
                 "turn still to come, or a stalemate count while a deck held cards; for matches "
                 "recorded before sceptre-7",
    "sceptre-5": "as sceptre-6, but a Champion killed by a Trap set off by its retreat (Caltrops) "
                 "was replaced before the other Traps of that retreat resolved, which then hit "
                 "the Champion that replaced it (rule 25 resolves them together, on the "
                 "retreating Champion); and a position was taken as written where the rules "
                 "never allow it (two Equipment in a slot, an Equipment off its Origin, more "
                 "than 5 Blood Cards, turn 0) or a Disarmed Champion written without its cure "
                 "stayed Disarmed for good; for matches recorded before sceptre-6",
    "sceptre-4": "as sceptre-5, but a Squire attached (or a face-down one moved) onto a "
                 "face-down Champion always went face down; rule 10 lets its player place it "
                 "face up; for matches recorded before sceptre-5",
    "sceptre-3": "as sceptre-4, but Scout's Glass names the face-down Champion it reveals by its "
                 "card number, which its player has not seen, not by its garrison place; for "
                 "matches recorded before sceptre-4",
    "sceptre-2": "as sceptre-3, but the 4th dead hand gives the first Blood Card (no option), and "
                 "an Action or Ability that acts on a face-down Champion leaves it face down "
                 "(rule 11 reveals it); for matches recorded before sceptre-3",
    "sceptre-1": "as sceptre-2, but a Squire moved onto a face-up Champion may stay face down "
                 "(rule 10), a Champion whose HP falls to 0 outside an attack dies only after the "
                 "next attack (SC-hp-zero), and a turn that plays a card but makes no attack "
                 "counts toward the stalemate (SC-stalemate); for matches recorded before "
                 "sceptre-2",
}
"""Every rules version this engine folds, with what sets it apart."""


class Sceptre(Game[State]):
    """Sceptre: Champions, Squires and Coins in combat; five Blood Cards win."""

    id: ClassVar[str] = "sceptre"
    checks_field_types: ClassVar[bool] = True  # `apply` asks check_field_types itself, inline
    title: ClassVar[str] = "Sceptre"
    rules_version: ClassVar[str] = "sceptre-11"
    deck_lists_rule: ClassVar[str] = "SC-deck-list"
    rules = RULES
    events = SceptreEvent
    state_type: ClassVar[type] = State11
    table_type: ClassVar[type] = TableState11
    defaults: ClassVar[dict] = OPTIONS
    seat_counts: ClassVar[tuple[int, ...]] = (2,)
    table_luck: ClassVar[bool] = True
    digest_head = ("cards", "owner", "wounds")
    """Kept encoded and hashed between digests (`engine.digest`): they rarely change in a match
    (the wounds, a tuple, at 0.2% of events: the head is then encoded afresh). sceptre-11's
    states hold them first (SC-layout-11)."""
    selfplay_turn_cap = 2000
    """Random players whose attacks can no longer hurt each other attack on for ever (seen past
    turn 14,000): rule 29's stalemate needs a turn without an attack, and the rules know no
    other end. Self-play stops such agents here (a typical match takes about 100 turns)."""

    # -- metadata ---------------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return [CardSet(SET_ID, SET_TITLE, SET_SHA256, len(CARDS))]

    def sample_decks(self) -> dict[str, list[str]]:
        return {k: list(v) for k, v in SAMPLE_DECKS.items()}

    def cards(self) -> list[CardInfo]:
        out = []
        for c in CARDS.values():
            facts = {k: v for k, v in msgspec.to_builtins(c).items()
                     if k not in ("id", "name", "type", "attacks", "ability")}
            for i, attack in enumerate(c.attacks):
                facts[f"attack {i + 1}"] = attack_words(c, i)
            entry = ABILITIES.get(c.id)
            out.append(CardInfo(id=c.id, name=c.name, type=c.type.value, facts=facts,
                                summary=entry.summary if entry else "",
                                rules=ABILITIES.cited(c.id)))
        return out

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        self._options(options)
        if position is not None:
            pos = position_mod.parse(position)
            players = list(players) or pos.players or ["Player 0", "Player 1"]
            position_mod.to_state(pos, players, self.state_type)
            decks = [[], []]
        if len(players) != 2:
            raise InvalidSetup(f"Sceptre is played by 2 players, got {len(players)}")
        if position is None:
            validate(decks)
        return Genesis(game=self.id, rules_version=self.rules_version,
                       card_sets=[CardSetRef(id=SET_ID, sha256=SET_SHA256)],
                       players=list(players), decks=[list(d) for d in decks], dealer=dealer,
                       options=dict(options or {}), position=position)

    def _options(self, options: dict | None) -> dict:
        """A genesis's options over this version's defaults; unknown keys and bad values are
        refused."""
        if options and not self.defaults:
            raise InvalidSetup(f"{self.rules_version} has no options (got {', '.join(options)})")
        opts = dict(self.defaults)
        for key, value in (options or {}).items():
            if key not in self.defaults:
                raise InvalidSetup(f"unknown option {key!r} (known: {', '.join(self.defaults)})")
            if value not in DEAD_HAND_BLOOD or isinstance(value, bool):
                raise InvalidSetup(f"option dead_hand_blood is 3 or 4 (the dead hand that gives "
                                   f"the first Blood Card), not {value!r}")
            opts[key] = value
        return opts

    # -- the fold ---------------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        self.check_card_sets(genesis)
        if genesis.position is not None:
            state = self._luck(genesis, position_mod.to_state(
                position_mod.parse(genesis.position), list(genesis.players), self.state_type))
            for seat in range(len(state.sides)):  # a judge knows what a deck holds, not its order
                deck_kit.shuffled(state.table, unseen(state, seat))
            return state
        validate([list(d) for d in genesis.decks])
        award = self._options(genesis.options).get("dead_hand_blood", 0)
        state = self._luck(genesis, new_state(genesis, self.state_type, award))
        advance(state)
        return state

    def _luck(self, genesis: Genesis, state: State) -> State:
        """The state of a table-luck match carries the book of unseen cards (engine.kit.deck)."""
        return deck_kit.at_table(state, self.table_type) if genesis.table_luck else state

    def decode_state(self, data: bytes) -> State:
        return deck_kit.decode_state(data, self.state_type, self.table_type)

    def rules_versions(self) -> dict[str, str]:
        return dict(VERSIONS)

    def for_rules(self, version: str) -> Game:
        for cls in (Sceptre, Sceptre10, Sceptre9, Sceptre8, Sceptre7, Sceptre6, Sceptre5,
                    Sceptre4, Sceptre3, Sceptre2, Sceptre1):
            if cls.rules_version == version:
                return cls()
        return super().for_rules(version)

    # the flow's own functions, without a method frame between (the audit asks before every
    # draw it checks, self-play before every decision)
    pending = staticmethod(pending)
    chance_or_over = staticmethod(chance_or_over)

    apply = staticmethod(fold_event)
    """Fold one event, checked unless check=False (`flow.fold_event`): the game's apply is that
    function itself, not a method calling it, so each event's fold is one Python call fewer."""

    # -- views and positions ----------------------------------------------------------------
    def view(self, state: State, seat: Seat | None) -> View:
        return _view.view(state, seat)

    def words(self) -> Words:
        return WORDS

    def secrets(self, state: State, seat: Seat) -> set[int]:
        return _view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return _view.describe(state, event)

    def position(self, state: State) -> dict:
        return position_mod.from_state(state)

    def position_schema(self) -> dict:
        return msgspec.json.schema(position_mod.Position)

    def turn(self, state: State) -> int:
        return state.turn  # what the view shows, without building it (self-play asks each decision)

    def option_rule(self, state: State, option: Event) -> str:
        """The Turn Order step that allows a pre-attack option, else the decision's rule."""
        rule = OPTION_RULES.get(type(option))
        return rule or (pending(state).rule if not state.over else "")


class Sceptre10(Sceptre):
    """Sceptre as sceptre-10 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded; its states' sides and Champions encode as maps (`Side`, `Unit`)."""

    rules_version: ClassVar[str] = "sceptre-10"
    state_type: ClassVar[type] = State10
    table_type: ClassVar[type] = TableState10
    digest_head = ("cards", "owner")
    """Up to sceptre-10 the state's first fields: its own digests (one `StateDigest` for these
    versions, apart from sceptre-11's)."""
    digest_kept = ("wounds",)
    """Kept encoded between digests by identity (`engine.digest`): a tuple few events replace,
    after fields that change, so only its encoding is kept."""


class Sceptre9(Sceptre10):
    """Sceptre as sceptre-9 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-9"
    state_type: ClassVar[type] = State9
    table_type: ClassVar[type] = TableState9


class Sceptre8(Sceptre9):
    """Sceptre as sceptre-8 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-8"
    state_type: ClassVar[type] = State8
    table_type: ClassVar[type] = TableState8


class Sceptre7(Sceptre8):
    """Sceptre as sceptre-7 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-7"
    state_type: ClassVar[type] = State7
    table_type: ClassVar[type] = TableState7


class Sceptre6(Sceptre7):
    """Sceptre as sceptre-6 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-6"
    state_type: ClassVar[type] = State6
    table_type: ClassVar[type] = TableState6


class Sceptre5(Sceptre6):
    """Sceptre as sceptre-5 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-5"
    state_type: ClassVar[type] = State5
    table_type: ClassVar[type] = TableState5


class Sceptre4(Sceptre5):
    """Sceptre as sceptre-4 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-4"
    state_type: ClassVar[type] = State4
    table_type: ClassVar[type] = TableState4


class Sceptre3(Sceptre4):
    """Sceptre as sceptre-3 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded."""

    rules_version: ClassVar[str] = "sceptre-3"
    state_type: ClassVar[type] = State3
    table_type: ClassVar[type] = TableState3


class Sceptre2(Sceptre3):
    """Sceptre as sceptre-2 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded; it has no options."""

    rules_version: ClassVar[str] = "sceptre-2"
    state_type: ClassVar[type] = State2
    table_type: ClassVar[type] = TableState2
    defaults: ClassVar[dict] = {}


class Sceptre1(Sceptre2):
    """Sceptre as sceptre-1 played it (see VERSIONS): kept so its matches replay and audit as
    they were recorded; its states lack `played`."""

    rules_version: ClassVar[str] = "sceptre-1"
    state_type: ClassVar[type] = State
    table_type: ClassVar[type] = TableState
