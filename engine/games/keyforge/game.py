"""KeyForge as a matchlog Game: metadata, the fold (start/pending/apply), views."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from engine.events import CardSetRef, Event, Genesis, Seat
from engine.protocol import CardInfo, CardSet, Game, IllegalEvent, InvalidSetup, Pending
from engine.views import View

from . import deckfiles, keyteki
from . import view as _view
from .abilities.registry import ABILITIES
from .cards import CARDS, FACTS_SHA256, SET_ID, SET_SIZE, SET_TITLE
from .decks import SAMPLE_DECKS, random_deck
from .events import KeyForgeEvent
from .flow import advance, fold_in, pending
from .legality import why_not
from .rules_index import RULES
from .setup import check_options, from_position, new_state, validate_decks
from .state import State


class KeyForge(Game[State]):
    """KeyForge (Call of the Archons): two players race to forge three keys."""

    id: ClassVar[str] = "keyforge"
    title: ClassVar[str] = "KeyForge"
    rules_version: ClassVar[str] = "keyforge-2"
    rules = RULES
    events = KeyForgeEvent
    state_type: ClassVar[type] = State
    seat_counts: ClassVar[tuple[int, ...]] = (2,)

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
                                summary=summary, rules=rules, aliases=[c.keyteki] if c.keyteki else []))
        return out

    def genesis(self, players: list[str], decks: list[list[str]], dealer: str,
                options: dict | None = None, position: dict | None = None) -> Genesis:
        if position is not None:
            raise InvalidSetup("positions come in a later version")
        options = dict(options or {})
        if len(players) != 2:
            raise InvalidSetup(f"KeyForge is played by 2 players, got {len(players)}")
        check_options(options)
        validate_decks(decks, options)
        return Genesis(game=self.id, rules_version=self.rules_version,
                       card_sets=[CardSetRef(id=SET_ID, sha256=FACTS_SHA256)],
                       players=list(players), decks=[list(d) for d in decks], dealer=dealer,
                       options=options)

    # -- the fold ---------------------------------------------------------------------------
    def start(self, genesis: Genesis) -> State:
        for ref in genesis.card_sets:
            if ref.id == SET_ID and ref.sha256 != FACTS_SHA256:
                raise InvalidSetup(f"card set {ref.id} differs from this engine's (hash {ref.sha256[:12]}...)")
        if genesis.position is not None:
            raise InvalidSetup("positions come in a later version")
        check_options(dict(genesis.options))
        state = new_state(genesis)
        advance(state)
        return state

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
        """A state from a declarative position (tests and judges; see setup.from_position)."""
        return from_position(spec)

    def turn(self, state: State) -> int:
        return state.turn

    def pending(self, state: State) -> Pending:
        return pending(state)

    def apply(self, state: State, event: Event, check: bool = True) -> State:
        if check:
            bad = why_not(state, event)
            if bad is not None:
                rule, message = bad
                raise IllegalEvent(rule, message, getattr(event, "seat", None))
        elif state.over or not state.stack:
            raise IllegalEvent("KF-sequence", "the match is over")
        fold_in(state, event)
        return state

    # -- views ------------------------------------------------------------------------------
    def view(self, state: State, seat: Seat | None) -> View:
        return _view.view(state, seat, self.id)

    def secrets(self, state: State, seat: Seat) -> set[int]:
        return _view.secrets(state, seat)

    def describe(self, state: State, event: Event) -> str:
        return _view.describe(state, event)
