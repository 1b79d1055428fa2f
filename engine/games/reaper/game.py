"""Reaper as a matchlog Game: metadata, the fold (start/pending/apply), views, positions."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.events import CardSetRef, Event, Genesis, Seat
from engine.kit import deck as deck_kit
from engine.protocol import (CardInfo, CardSet, Chance, Decision, Game, InvalidSetup,
                             Over, Pending, check_field_types)
from engine.views import View
from engine.words import Words

from . import position as position_mod
from . import view as _view
from .abilities.angels import ANGELS
from .abilities.registry import ABILITIES
from .abilities.rites import RITES
from .abilities.thralls import THRALLS
from .cards import CARDS, FACTS_SHA256, SET_ID, SET_SIZE, SET_TITLE, CardFacts
from .decks import SAMPLE_DECKS
from .events import ReaperEvent
from .flow import advance, chance_or_over, fold_event, pending
from .options import option_rule
from .rules_index import RULES
from .setup import NO_LIMIT, SELF_PLAY_TURNS, check_options, new_state
from .state import (State, State4, State5, State6, State7, State8, State9, TableState,
                    TableState4, TableState5, TableState6, TableState7, TableState8, TableState9,
                    follows, typed_records, unseen)
from .versions import VERSIONS, v1_event, v1_options
from .words import WORDS

ABILITIES.fill(RITES, THRALLS, ANGELS)


class Reaper(Game[State]):
    """Reaper: two Reapers reap, enthrall and kill to bind the Souls their Creed asks for."""

    id: ClassVar[str] = "reaper"
    checks_field_types: ClassVar[bool] = True  # `apply` asks check_field_types itself, inline
    title: ClassVar[str] = "Reaper"
    rules_version: ClassVar[str] = "reaper-9"
    deck_lists_rule: ClassVar[str] = "RPR-deck-list"
    rules = RULES
    events = ReaperEvent
    state_type: ClassVar[type] = State9
    table_type: ClassVar[type] = TableState9
    known_zones: ClassVar[tuple[str, ...]] = position_mod.KNOWN_ZONES
    """Where a position may mark a card `known` (RPR-reap-known): reaper-7 keeps a known card
    known in a hand; reaper-6 in a Grimoire or face down in a Soul Pool; older versions nowhere."""
    faces_first: ClassVar[bool] = True
    """RPR-setup-face (reaper-5): a two-sided Angel card's face is chosen as it is laid out,
    before the shuffle and the opening hands."""
    table_luck: ClassVar[bool] = True
    digest_head = ("cards", "owner")
    """The card ids and owners (0.8 of a 1.3 kB state; of 1.8-2 kB before reaper-9) are kept
    encoded between digests (engine.digest.StateDigest). Through a copy of the state this
    did not pay in real time (the copy cost what the head's bytes save); with the head set
    in place it does, a little: a digest 0.2-0.3 us quicker of about 5.5 (paired rounds), 18% fewer
    instructions (docs/performance.md, sixteenth pass); with both as tuples, told unchanged
    by identity rather than item by item, 0.7 us more (nineteenth pass, `State.cards`)."""
    max_turns: ClassVar[int] = NO_LIMIT
    """Option max_turns when a genesis leaves it out: no turn limit (RPR-turn-limit)."""

    # -- metadata ---------------------------------------------------------------------------
    def card_sets(self) -> list[CardSet]:
        return [CardSet(SET_ID, SET_TITLE, FACTS_SHA256, SET_SIZE)]

    def sample_decks(self) -> dict[str, list[str]]:
        return {k: list(v) for k, v in SAMPLE_DECKS.items()}

    def cards(self) -> list[CardInfo]:
        return [_card_info(c) for c in CARDS.values()]

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        options = dict(options or {})
        opts = check_options(options, self.max_turns)
        refs = [CardSetRef(id=SET_ID, sha256=FACTS_SHA256)]
        if position is not None:
            pos = position_mod.parse(position)
            players = list(players or pos.players or ["Player 0", "Player 1"])
            if len(players) != 2:
                raise InvalidSetup(f"Reaper is played by 2 players, got {len(players)}")
            stored = msgspec.to_builtins(msgspec.structs.replace(pos, players=None))
            state = position_mod.from_position(position_mod.parse(stored), players,
                                               self.position_max_turns(opts),
                                               known=self.known_zones)
            return Genesis(game=self.id, rules_version=self.rules_version, card_sets=refs,
                           players=players, decks=position_mod.owned(state), dealer=dealer,
                           options=options, position=stored)
        if len(players) != 2:
            raise InvalidSetup(f"Reaper is played by 2 players, got {len(players)}")
        new_state(Genesis(game=self.id, rules_version=self.rules_version, card_sets=refs,
                          players=list(players), decks=[list(d) for d in decks], dealer=dealer),
                  opts)  # validates the decks
        return Genesis(game=self.id, rules_version=self.rules_version, card_sets=refs,
                       players=list(players), decks=[list(d) for d in decks], dealer=dealer,
                       options=options)

    # -- the fold ---------------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        self.check_card_sets(genesis)
        opts = check_options(dict(genesis.options), self.max_turns)
        if genesis.position is not None:
            state = self._luck(genesis, position_mod.from_position(
                position_mod.parse(genesis.position), list(genesis.players),
                self.position_max_turns(opts), alive=False,
                known=self.known_zones))  # checked by `genesis`
            for seat in range(len(state.players)):  # a judge knows what a Grimoire holds, not its order
                deck_kit.shuffled(state.table, _unseen_at_start(state, seat))
        else:
            state = self._luck(genesis, new_state(genesis, opts, self.faces_first))
        advance(state)
        return state

    def decode_state(self, data: bytes) -> State:
        return deck_kit.decode_state(data, self.state_type, self.table_type)

    def from_position(self, spec: dict, players: list[str] | None = None) -> State:
        """A state from a declarative position (tests and judges), run to its first wait."""
        pos = position_mod.parse(spec)
        state = self.versioned(position_mod.from_position(
            pos, players or pos.players or ["Ada", "Bo"], self.max_turns,
            known=self.known_zones))
        advance(state)
        return state

    def versioned(self, state: State) -> State:
        """The state as this rules version's type (its fold follows that version's fixes),
        its records of that version's types (reaper-9's encode as arrays: `typed_records`)."""
        if type(state) is self.state_type:
            return typed_records(state)
        fields = self.state_type.__struct_fields__  # an older type has no `known` (reaper-6)
        return typed_records(self.state_type(**{k: v for k, v in msgspec.structs.asdict(state).items()
                                                if k in fields}))

    def _luck(self, genesis: Genesis, state: State) -> State:
        """The state of a table-luck match carries the book of unseen cards (engine.kit.deck)."""
        if genesis.table_luck:
            return typed_records(deck_kit.at_table(state, self.table_type))
        return self.versioned(state)

    def position_max_turns(self, options: dict) -> int:
        """The turn limit of a position match that names none: the genesis option's."""
        return options["max_turns"]

    def selfplay_options(self) -> dict:
        return {"max_turns": SELF_PLAY_TURNS}

    def rules_versions(self) -> dict[str, str]:
        return dict(VERSIONS)

    def for_rules(self, version: str) -> Game:
        for cls in (Reaper, Reaper8, Reaper7, Reaper6, Reaper5, Reaper4, Reaper3, Reaper2, Reaper1):
            if cls.rules_version == version:
                return cls()
        return super().for_rules(version)

    def pending(self, state: State) -> Pending:
        return pending(state)

    def chance_or_over(self, state: State) -> Chance | Over | None:
        return chance_or_over(state)

    apply = staticmethod(fold_event)
    """Fold one event, checked unless check=False (`flow.fold_event`): the game's apply is that
    function itself, not a method calling it, so each event's fold is one Python call fewer."""

    def option_rule(self, state: State, option: Event) -> str:
        return option_rule(state, option)

    def turn(self, state: State) -> int:
        return state.turn

    # -- views ------------------------------------------------------------------------------
    def view(self, state: State, seat: Seat | None) -> View:
        return _view.view(state, seat, self.id)

    def words(self) -> Words:
        return WORDS

    def secrets(self, state: State, seat: Seat) -> set[int]:
        return _view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return _view.describe(state, event)

    def position(self, state: State) -> dict:
        return position_mod.to_position(state)

    def position_schema(self) -> dict:
        return msgspec.json.schema(position_mod.Position)


def _unseen_at_start(state: State, seat: Seat) -> list[int]:
    """The cards of a seat a table starting from a written position has not seen: its
    Grimoire and face-down Souls but the cards both players know (RPR-reap-known: burned face
    up, their place is known, so the table never shows them as another draw; reaper-7 and
    older hid them with the rest, RPR-table-unseen)."""
    cards = unseen(state, seat)
    if not follows(state, 8):
        return cards
    known = set(state.known)
    return [c for c in cards if c not in known]


class Reaper8(Reaper):
    """Reaper as reaper-8 played it (see versions.py): the same rules as reaper-9, its states'
    players, Souls and cards in play encoded as maps naming their fields. Kept so matches
    recorded under it replay and audit to the digests they were recorded with."""

    rules_version: ClassVar[str] = "reaper-8"
    state_type: ClassVar[type] = State8
    table_type: ClassVar[type] = TableState8


class Reaper7(Reaper8):
    """Reaper as reaper-7 played it (see versions.py): a table starting from a written
    position counted its known cards among the unseen. Kept so matches recorded under it
    replay as they were recorded."""

    rules_version: ClassVar[str] = "reaper-7"
    state_type: ClassVar[type] = State7
    table_type: ClassVar[type] = TableState7


class Reaper6(Reaper7):
    """Reaper as reaper-6 played it (see versions.py): a known card drawn into a hand was
    hidden from the opponent as any hand card (it left `known`). Kept so matches recorded
    under it replay as they were recorded."""

    rules_version: ClassVar[str] = "reaper-6"
    state_type: ClassVar[type] = State6
    table_type: ClassVar[type] = TableState6
    known_zones: ClassVar[tuple[str, ...]] = ("grimoire", "souls")


class Reaper5(Reaper6):
    """Reaper as reaper-5 played it (see versions.py): a Soul burned face up and reaped again
    was hidden from both players like any face-down Soul (no `known` in its states). Kept so
    matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "reaper-5"
    state_type: ClassVar[type] = State5
    table_type: ClassVar[type] = TableState5
    known_zones: ClassVar[tuple[str, ...]] = ()


class Reaper4(Reaper5):
    """Reaper as reaper-4 played it (see versions.py): faces were chosen after the opening
    hands, gracing closed the gracing player's sudden chance for that damage, and only the
    Reap action opened Soul Theft's window. Kept so matches recorded under it replay."""

    rules_version: ClassVar[str] = "reaper-4"
    state_type: ClassVar[type] = State4
    table_type: ClassVar[type] = TableState4
    faces_first: ClassVar[bool] = False


class Reaper3(Reaper4):
    """Reaper as reaper-3 played it (see versions.py): a Rite went to the discard pile before
    its effect resolved. Kept so matches recorded under it replay as they were recorded."""

    rules_version: ClassVar[str] = "reaper-3"
    state_type: ClassVar[type] = State
    table_type: ClassVar[type] = TableState


class Reaper2(Reaper3):
    """Reaper as reaper-2 played it (see versions.py): a match ended after 40 turns unless its
    options said otherwise, and a position's own max_turns (default 40) overrode the option."""

    rules_version: ClassVar[str] = "reaper-2"
    max_turns: ClassVar[int] = 40

    def position_max_turns(self, options: dict) -> int:
        return self.max_turns

    def selfplay_options(self) -> dict:
        return {}  # its default is self-play's cap: its matches were recorded with no options


class Reaper1(Reaper2):
    """Reaper as reaper-1 played it (see versions.py): kept so its matches replay and audit."""

    rules_version: ClassVar[str] = "reaper-1"

    def pending(self, state: State) -> Pending:
        p = pending(state)
        return v1_options(state, p) if isinstance(p, Decision) else p

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        if check is True:  # its fields' types before reaper-1's reading of a Thrall's target
            check_field_types(event)
        p = self.pending(state) if check else None
        legal = p if isinstance(p, Decision) else None
        return super().apply(state, v1_event(state, event, legal), check)


def _card_info(c: CardFacts) -> CardInfo:
    ab = ABILITIES.get(c.id)
    facts = msgspec.to_builtins({k: v for k, v in msgspec.structs.asdict(c).items()
                                 if k not in ("id", "name", "type", "side")
                                 and v not in (None, "", 0, False)})
    if c.is_back:
        facts["face"] = "back"
    if c.type.value in ("thrall", "rite", "malakhim") and "pages" not in facts:
        facts["pages"] = c.pages
    summary = ab.summary if ab is not None else _plain_summary(c)
    return CardInfo(id=c.id, name=c.title, type=c.type.value, facts=facts, summary=summary,
                    rules=list(ab.rules) if ab is not None else [])


def _plain_summary(c: CardFacts) -> str:
    if c.creed is not None:
        n = c.creed
        parts = [f"{n.bound} bound Souls"] if n.bound else []
        if n.faction is not None:
            parts.append(f"{n.of_faction} of them {n.faction.value}")
        if n.factions:
            parts.append(f"bound Souls of {n.factions} factions")
        if n.angels:
            parts.append(f"{n.angels} Angel cards in play")
        return "Complete with " + ", ".join(parts) + "."
    if c.sudden is not None:
        return f"Sudden ({c.sudden.value}): may be played only when that happens."
    return "No ability: its numbers only."
